"""``RandomBot``: picks uniformly among the legal actions (a reference, not a level)."""
from __future__ import annotations

import random as _random
from typing import Any

from facetable.engine.contract import Action


class RandomBot:
    """Picks any legal action, each equally likely."""

    name = "random"

    def choose(self, view: Any, legal: list[Action], rng: _random.Random) -> Action:
        return rng.choice(legal)
