"""What every bot is: ``choose(view, legal_actions, rng) -> Action``.

A bot receives a seat's view (never a state) and the list of legal actions, and returns one
of them. It keeps nothing between decisions: everything it knows comes from the view (which
holds the public history), so the app can think each decision in another process with a fresh
bot. Difficulty is knowledge and budget, not cheating. No Qt here.
"""
from __future__ import annotations

import random
from typing import Any, Protocol

from facetable.engine.contract import Action


class Bot(Protocol):
    name: str

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action: ...


class RandomBot:
    """Picks uniformly among the legal actions."""

    name = "random"

    def choose(self, view: Any, legal: list[Action], rng: random.Random) -> Action:
        return rng.choice(legal)
