"""Crack the Code bots: ``BOTS`` maps a level name to a factory. They see only a ``View``."""
from __future__ import annotations

from facetable.bots.base import RandomBot

from .hard import HardBot
from .normal import NormalBot
from .simple import EasyBot

BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]
