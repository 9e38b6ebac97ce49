"""Face Guess bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Levels: ``easy``, ``normal`` and ``hard`` are offered in the new-game dialog; ``random`` is a
reference for the arena and the tests.
"""
from __future__ import annotations

from facetable.bots.base import RandomBot

from .hard import HardBot
from .normal import NormalBot
from .simple import EasyBot

BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]
