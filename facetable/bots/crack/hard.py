"""The hard Crack the Code bot: exact odds from everything public, read through a model of what
the others' own guesses tell, and a weighed nerve."""
from __future__ import annotations

import dataclasses
import random

from facetable.engine.contract import Action
from facetable.engine.crack import Tile, View
from facetable.engine.crack.infer import marginals, problem_for
from facetable.engine.crack.tiles import insert_positions

from .beliefs import decision_weights
from .common import best_guess, first_of
from .counting import own_odds


#: Weighed odds by (problem, weights), which is all ``infer.marginals`` reads: after a right
#: guess the seat decides to go on, then guesses, from the same knowledge in two views. A key
#: holds everything the odds depend on, so an entry only ever answers the same question
#: (nothing passes between seats); cleared when full, so it never grows past this.
_ODDS: dict[tuple, dict[int, dict[int, float]]] = {}
ODDS_KEPT = 256


class HardBot:
    """Reasons with exact probabilities: every world consistent with the colours, row order,
    face-up values, every wrong guess and its own tiles, weighed by how well it explains the
    others' guesses (``beliefs``: nobody names a value they hold; ``infer.marginals`` counts the
    weighed worlds exactly). Measured against the first version, which counted every world
    once (``hard_v1``): see the bot's note in ``facetable/games/crack.py``.

    - guess: the likeliest (tile, value) of any opponent.
    - after a right guess: go on when the next guess is at least ``nerve`` likely, plus
      ``leak_weight`` times what a wrong guess would give away (how much more guessable the
      others would find its row with the held tile face up, CR-10); go on at ``finish_nerve``
      when a right guess ends the game.
    - draw: the colour of which it has seen fewer tiles, keeping its row mixed (measured: this
      wins ~58% against a random colour choice).
    - turn up (CR-12): the own tile the others could most easily name anyway.
    - place (advanced game): at random among the legal places, so where a tile stands tells
      the others nothing beyond the rules.
    """

    name = "hard"
    nerve = 0.3
    leak_weight = 1.0
    finish_nerve = 0.2

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        kinds = {a.kind for a in legal}
        if "guess" in kinds:
            return best_guess(self.odds(view), legal, rng)[0]
        if "continue" in kinds:
            return first_of(legal, "continue" if self._push(view, legal, rng) else "stop")
        if "reveal" in kinds:
            return self._least_telling(view, legal, rng)
        if "draw" in kinds and len(legal) == 2:
            known = view.known_codes()
            unseen = [sum(1 for k in range(c, 24, 2) if k not in known) for c in (0, 1)]
            if unseen[0] != unseen[1]:
                return legal[0] if unseen[0] > unseen[1] else legal[1]
        return rng.choice(legal)

    @staticmethod
    def odds(view: View) -> dict[int, dict[int, float]]:
        """Exact odds with every world weighed by how well it explains the others' decisions
        (kept by what decides them, ``_ODDS``)."""
        weights = decision_weights(view)
        if not weights:
            return view.odds()
        key = (problem_for(view),
               tuple(sorted((t, tuple(sorted(f.items()))) for t, f in weights.items())))
        got = _ODDS.get(key)
        if got is None:
            if len(_ODDS) >= ODDS_KEPT:
                _ODDS.clear()
            got = _ODDS[key] = marginals(view, weights)
        return got

    def _push(self, view: View, legal: list[Action], rng: random.Random) -> bool:
        """Whether to guess again after a right guess (CR-9)."""
        targets = {t.id: s for s, row in enumerate(view.rows) if s != view.seat
                   and not view.out[s] for t in row if not t.revealed}
        odds = self.odds(view)
        p, tile = max(((p, t) for t in targets for p in odds[t].values()), default=(0.0, None))
        if p >= 0.999:
            return True
        alive = [s for s in range(view.players) if not view.out[s]]
        last_tile = sum(1 for s in targets.values() if s == targets.get(tile)) == 1
        if len(alive) == 2 and last_tile:
            return p >= self.finish_nerve
        bar = self.nerve
        if self.leak_weight and view.held is not None:
            bar += self.leak_weight * self._leak(view)
        return p >= bar

    @staticmethod
    def _guessability(view: View) -> float:
        """How likely the others' best guess at one of this seat's hidden tiles is right,
        judged from public information only (``own_odds``: the public odds of its own tiles'
        true values, counted without the odds of every other tile)."""
        return max(own_odds(view).values(), default=0.0)

    def _leak(self, view: View) -> float:
        """How much more guessable the row gets if the held tile goes into it face up."""
        held, row = view.held, view.rows[view.seat]
        index = insert_positions([2 * t.value + t.colour for t in row],
                                 2 * held.value + held.colour)[0]
        shown = Tile(held.id, held.colour, held.value, True)
        rows = list(view.rows)
        rows[view.seat] = row[:index] + (shown,) + row[index:]
        after = dataclasses.replace(view, rows=tuple(rows), held=None, held_by=None)
        return max(0.0, self._guessability(after) - self._guessability(view))

    @staticmethod
    def _least_telling(view: View, legal: list[Action], rng: random.Random) -> Action:
        """The own tile to turn up (CR-12): the one the others could most easily name anyway."""
        odds = own_odds(view)       # the public odds of each own hidden tile's true value
        return max((a for a in legal if a.kind == "reveal"),
                   key=lambda a: (odds.get(a.item, 0.0), rng.random()))
