"""Good Face Bad Face bots: ``BOTS`` maps a name to a factory. They see only a ``View``.

Levels ``easy``, ``normal`` and ``hard`` are offered in the new-game dialog; ``random`` and
``search`` (the generic search bot) are references for the arena and the tests. ``beliefs`` reads what a seat may believe about the
unseen cards from its view and log; ``plan`` judges Stack orders; ``stacks`` models how another
owner built its Stack and ``opponents`` who plays sensibly (both for the hard bot).
"""
from __future__ import annotations

from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot
from .random import RandomBot
from .search import make_search_bot

BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot,
        "search": make_search_bot}

__all__ = ["BOTS", "EasyBot", "HardBot", "NormalBot", "RandomBot", "make_search_bot"]
