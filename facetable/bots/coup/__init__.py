"""Coup bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Levels: ``easy`` and ``normal`` are offered in the new-game dialog; ``honest`` (never bluffs)
and ``random`` are references for the arena and the tests. A searching ``hard`` bot (ISMCTS on
``sample_world``, with personalities) is to come as ``hard.py`` here, added to ``BOTS`` and to
the declaration's levels.
"""
from __future__ import annotations

from facetable.bots.base import RandomBot

from .hard import HardBot
from .honest import HonestBot
from .normal import NormalBot
from .simple import EasyBot

BOTS = {"random": RandomBot, "honest": HonestBot, "easy": EasyBot, "normal": NormalBot,
        "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "HardBot", "HonestBot", "NormalBot", "RandomBot"]
