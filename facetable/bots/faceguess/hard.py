"""The hard Face Guess bot: models each opponent from the public history and exploits it."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import call_rate, call_values, commit_values, others, rival_weights
from .reading import card_chance


class HardBot:
    """Keeps a model of every opponent, read from the revealed cards and the guesses so far,
    recent rounds weighing more (``decay``):

    - its hand and habit (``reading.card_chance``): how often it commits Good when it has the
      choice, and how many Good cards it likely has left after the ones it showed, starting
      from what the whole table does;
    - how often it calls Good about this seat in particular (its calls about this seat, shrunk
      toward its calls about everyone).

    Commit: the kind worth more this round: the points it expects from the others' calls about
    it, minus the points its card hands each guesser, weighted by how dangerous that guesser is
    (``rival_weights``: the leaders weigh most).

    Calls: for each opponent, the chance its card is Good, then the call worth more, a point
    that a Good call hands that player counting against its own by ``point_weight``: three
    quarters when the scores are level, more for a leader, less for a player far behind.
    """

    name = "hard"
    decay = 0.9
    #: What a point to an opponent level with the others weighs against a point of its own.
    level_weight = 0.75

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        opponents = others(view)
        if view.phase == "commit":
            rates = {g: call_rate(view, g, view.seat, self.decay) for g in opponents}
            values = commit_values(rates, rival_weights(view), view.fooled_bonus)
            kinds = sorted(values, key=lambda k: (values[k], rng.random()), reverse=True)
            for kind in kinds:
                if commit(kind) in legal:
                    return commit(kind)
            return legal[0]
        calls = {}
        for seat in opponents:
            chance = card_chance(view, seat, self.decay)
            values = call_values(chance, self.point_weight(view, seat), view.fooled_bonus)
            calls[seat] = GOOD if values[GOOD] > values[BAD] else BAD
        return guess_for(calls, view.seat, view.players)

    def point_weight(self, view: View, seat: int) -> float:
        """How much a point to ``seat`` counts against a point of this seat's own: its share of
        the danger (``rival_weights``, one over the number of opponents when all are level)
        times the number of opponents times ``level_weight``."""
        return self.level_weight * (view.players - 1) * rival_weights(view)[seat]
