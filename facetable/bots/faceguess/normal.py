"""The normal Face Guess bot: card counting and simple best responses to the table as a whole."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import (call_values, commit_values, hand_odds, others, population_call_rate,
                     population_good_frequency)


class NormalBot:
    """Reads the table as one crowd: how often the others' cards were Good and how often they
    called Good, pooled over every player. Counts cards (the deck's known make-up, its hand,
    every revealed card) for the chance that a player holds only one kind.

    Commit: the kind worth more this round against that crowd, a point to any one opponent
    counting a third as much as its own when there are four players (one over the number of
    opponents). Calls: the likelier kind, Bad when the chances are even (a Good call gives the
    other player a point when it is right)."""

    name = "normal"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        opponents = others(view)
        weight = 1.0 / len(opponents)
        if view.phase == "commit":
            rate = population_call_rate(view)
            values = commit_values({s: rate for s in opponents}, {s: weight for s in opponents},
                                   view.fooled_bonus)
            kinds = sorted(values, key=lambda k: (values[k], rng.random()), reverse=True)
            for kind in kinds:
                if commit(kind) in legal:
                    return commit(kind)
            return legal[0]
        odds = hand_odds(view)
        chance = odds.good_chance(odds.rate_from(population_good_frequency(view)))
        calls = {}
        for seat in opponents:
            values = call_values(chance, 0.0, view.fooled_bonus)
            calls[seat] = GOOD if values[GOOD] > values[BAD] else BAD
        return guess_for(calls, view.seat, view.players)
