"""The normal Crack the Code bot: cheap constraint reasoning, a fixed nerve."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.crack import View

from .common import best_guess, cheap_odds, first_of, guess_options, opponent_tiles


class NormalBot:
    """Guesses the tile and value most likely under ``cheap_odds``; goes on guessing while the
    best next guess is at least ``nerve`` likely."""

    name = "normal"
    nerve = 0.5

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        options = guess_options(legal)
        if options:
            return best_guess(cheap_odds(view, set(options)), legal, rng)[0]
        go_on = first_of(legal, "continue")
        if go_on is not None:
            odds = cheap_odds(view, opponent_tiles(view))
            best = max((max(d.values(), default=0.0) for d in odds.values()), default=0.0)
            return go_on if best >= self.nerve else first_of(legal, "stop")
        return rng.choice(legal)
