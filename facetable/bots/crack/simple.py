"""The easy Crack the Code bot: plays legal moves, guesses only possible values, never pushes."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.crack import View

from .common import first_of, guess_options


class EasyBot:
    """Guesses a random possible value of a random tile and stops after one right guess."""

    name = "easy"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        options = guess_options(legal)
        if options:
            tile = rng.choice(sorted(options))
            values = [v for v in view.possible_values(tile) if v in options[tile]]
            return Action("guess", item=tile, value=rng.choice(values or sorted(options[tile])))
        return first_of(legal, "stop") or rng.choice(legal)
