"""Flip 7 opponents (../shared/rules/flip7.md).

``BOTS`` maps a name to a zero-argument factory. ``random`` and ``threshold23`` are references
for the arena; ``easy``, ``normal`` and ``hard`` are the levels a player picks.
"""
from __future__ import annotations

from facetable.bots.base import RandomBot

from .hard import HardBot
from .lines import bust_probability, unseen
from .simple import EasyBot, NormalBot, ThresholdBot

BOTS = {
    "random": RandomBot,
    "threshold23": ThresholdBot,
    "easy": EasyBot,
    "normal": NormalBot,
    "hard": HardBot,
}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "ThresholdBot", "bust_probability",
           "unseen"]
