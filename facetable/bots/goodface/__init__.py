"""Good Face Bad Face bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Levels ``easy``, ``normal`` and ``hard`` are offered in the new-game dialog; ``random`` is a
reference for the arena and the tests. ``beliefs`` reads what a seat may believe about the
unseen cards from its view and log; ``plan`` judges Stack orders; ``search`` plays candidate
lines out on sampled worlds (``rollout`` is its fast policy, ``opponents`` its model of who
plays how).
"""
from __future__ import annotations

from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .random import RandomBot

BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]
