"""Coup bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Levels: ``easy``, ``normal`` and ``hard`` are offered in the new-game dialog; ``honest`` (never
bluffs) and ``random`` are references for the arena and the tests. The levels take a style
(``personality``: ``EasyBot(style="bold")``); ``resolve_style`` turns "random" into a preset once
per seat. ``timing`` measures speed for the benchmark.
"""
from __future__ import annotations

from facetable.bots.base import RandomBot

from .hard import HardBot
from .honest import HonestBot
from .normal import NormalBot
from .personality import PRESETS, Personality, resolve_style
from .simple import EasyBot

BOTS = {"random": RandomBot, "honest": HonestBot, "easy": EasyBot, "normal": NormalBot,
        "hard": HardBot}

__all__ = ["BOTS", "PRESETS", "EasyBot", "HardBot", "HonestBot", "NormalBot", "Personality",
           "RandomBot", "resolve_style"]
