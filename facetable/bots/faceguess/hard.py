"""The hard Face Guess bot: models each opponent from the public history and exploits it."""
from __future__ import annotations

import random
from math import exp

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import others, rival_weights
from .reading import card_chance
from .tendency import call_chances, card_chances, prefix_counts


class HardBot:
    """Keeps a model of every opponent, read from the revealed cards and the guesses so far
    (``tendency``): the chance its card is Good this round, and the chance it calls Good about
    this seat, each a mixture of simple ways of playing weighed by how well they explained what
    the player did (a fixed habit, bluffing against the table's calls, following the trend...).

    Commit: the kind worth more this round: the points it expects from the others' calls about
    it, minus the points its card hands each guesser, weighted by how dangerous that guesser is
    (``rival_weights``: the leaders weigh most). With the fooled bonus (FG-11) its own points do
    not depend on the kind, so it commits against the calls it expects; when the two kinds are
    close it mixes (``temperature``), so that it cannot be read in turn.

    Calls: for each opponent, the chance its card is Good, then the call worth more, a point
    that a Good call hands that player counting against its own by its danger weight. Without
    the fooled bonus a Bad card scores nothing, bluffing is rare, and the chance comes from the
    plain habit reading (``reading.card_chance``) instead.
    """

    name = "hard"
    #: The total weight of the opponents' points against its own (a point to a player level
    #: with the others weighs one over the number of opponents).
    rival_total = 1.0
    #: The same for the points a Good call hands the player it is about, with the fooled bonus
    #: and without it (then more than ``rival_total``: a margin against reading a habit into a
    #: few cards picked at random, measured in the arena).
    call_rival_total, call_rival_total_plain = 1.0, 2.25
    #: How sharply it prefers the better commit (value difference, in points), with the
    #: fooled bonus (a real guessing duel: it mixes) and without it (Good is nearly always
    #: worth more, and mixing only gives points away).
    temperature, temperature_plain = 0.5, 0.05

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        counts = prefix_counts(view)
        weights = rival_weights(view)
        if view.phase == "commit":
            options = [a for a in (commit(GOOD), commit(BAD)) if a in legal]
            if len(options) == 1:
                return options[0]
            chances = call_chances(view, about=(view.seat,), counts=counts)
            calls = {g: chances[g, view.seat] for g in others(view)}
            delta = self.commit_edge(calls, weights, view.fooled_bonus)
            heat = self.temperature if view.fooled_bonus else self.temperature_plain
            x = max(-30.0, min(30.0, delta / heat))
            return commit(GOOD) if rng.random() < 1.0 / (1.0 + exp(-x)) else commit(BAD)
        if view.fooled_bonus:
            cards = card_chances(view, counts)
            total = self.call_rival_total
        else:   # a Bad card scores nothing: bluffing rules add only noise to the plain reading
            cards = {s: card_chance(view, s) for s in others(view)}
            total = self.call_rival_total_plain
        calls = {}
        for seat in others(view):
            q = cards[seat]
            w = total * weights[seat]
            given = q + ((1 - q) if view.fooled_bonus else 0.0)
            good = (2 * q - 1) - w * given
            calls[seat] = GOOD if good > 1 - 2 * q else BAD
        return guess_for(calls, view.seat, view.players)

    def commit_edge(self, calls: dict[int, float], weights: dict[int, float],
                    fooled_bonus: bool) -> float:
        """How much more a Good card is worth than a Bad one: its own points from the Good
        calls about it, minus each guesser's points from its call, weighted."""
        liked = sum(calls.values())
        swing = sum(self.rival_total * weights[g] * (2 * c - 1) for g, c in calls.items())
        good = liked - swing
        bad = (liked if fooled_bonus else 0.0) + swing
        return good - bad
