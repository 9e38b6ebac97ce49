"""The normal Face Guess bot: card counting and simple best responses to the table as a whole."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import (call_values, commit_values, hand_odds, others, population_call_rate,
                     population_good_frequency)
from .personality import Styled
from .reading import OPENING_WEIGHT, opening


class NormalBot(Styled):
    """Reads the table as one crowd: how often the others' cards were Good (expecting Good
    before anyone has shown a card, unless the fooled bonus is on) and how often they called
    Good, pooled over every player. Counts cards (the deck's known make-up, its hand, every
    revealed card) for the chance that a player holds only one kind.

    Commit and calls: whatever is worth more this round against that crowd, a point to any one
    opponent counting one over the number of opponents as much as its own (a third with four
    players): so it calls Good only when that is clearly likelier, since a right Good call gives
    the other player a point. With the fooled bonus its commit is a draw: Good with the chance
    that the crowd calls Bad (the kind then only decides who guesses right, and a fixed answer
    would be read)."""

    name = "normal"

    def plain(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        opponents = others(view)
        weight = 1.0 / len(opponents)
        if view.phase == "commit":
            rate = population_call_rate(view)
            if view.fooled_bonus and len(legal) == 2:
                # FG-11: a Bad card called Good scores as much as a Good one, so the kind only
                # decides who guessed right: a duel in which a fixed answer gets read
                return commit(GOOD) if rng.random() < 1.0 - rate else commit(BAD)
            values = commit_values({s: rate for s in opponents}, {s: weight for s in opponents},
                                   view.fooled_bonus)
            kinds = sorted(values, key=lambda k: (values[k], rng.random()), reverse=True)
            for kind in kinds:
                if commit(kind) in legal:
                    return commit(kind)
            return legal[0]
        odds = hand_odds(view)
        shown = population_good_frequency(view, opening(view), OPENING_WEIGHT)
        chance = odds.good_chance(odds.rate_from(shown))
        values = call_values(chance, weight, view.fooled_bonus)
        call = GOOD if values[GOOD] > values[BAD] else BAD
        return guess_for({seat: call for seat in opponents}, view.seat, view.players)
