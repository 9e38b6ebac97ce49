"""The hard Face Guess bot: models each opponent from the public history and exploits it."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import (call_values, call_rate, commit_values, good_card_frequency, hand_odds,
                     others, rival_weights)


class HardBot:
    """Keeps a model of every opponent, read from the revealed cards and the guesses so far,
    recent rounds weighing more (``decay``):

    - how often its card is Good when it has the choice (its revealed cards, with the forced
      commits of a one-kind hand taken out by card counting);
    - how often it calls Good about this seat in particular (its calls about this seat, shrunk
      toward its calls about everyone).

    Commit: the kind worth more this round: the points it expects from the others' calls about
    it, minus the points its card hands each guesser, weighted by how dangerous that guesser is
    (the leaders weigh most, ``rival_weights``). Calls: for each opponent, the chance its card
    is Good from its tendency and the card count, then the call worth more, again counting what
    a Good call gives a leader.
    """

    name = "hard"
    decay = 0.85

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        opponents = others(view)
        weights = rival_weights(view)
        if view.phase == "commit":
            rates = {g: call_rate(view, g, view.seat, self.decay) for g in opponents}
            values = commit_values(rates, weights, view.fooled_bonus)
            kinds = sorted(values, key=lambda k: (values[k], rng.random()), reverse=True)
            for kind in kinds:
                if commit(kind) in legal:
                    return commit(kind)
            return legal[0]
        odds = hand_odds(view)
        calls = {}
        for seat in opponents:
            rate = odds.rate_from(good_card_frequency(view, seat, self.decay))
            values = call_values(odds.good_chance(rate), weights[seat], view.fooled_bonus)
            calls[seat] = GOOD if values[GOOD] > values[BAD] else BAD
        return guess_for(calls, view.seat, view.players)
