"""What the Face Guess bots share: card counting, tendencies read from the public history, and
the value of a commit or a call for one round.

Everything is computed from a ``View``: the known deck composition (FG-1), the seat's own hand
and card, every revealed card and every guess made so far (FG-12).
"""
from __future__ import annotations

from math import comb, exp
from typing import NamedTuple, Sequence

from facetable.engine.faceguess import BAD, GOOD, HAND_SIZE, View


class HandOdds(NamedTuple):
    """Card counting about one other player's five cards before its commit: the chance that it
    holds no Good card (it must commit Bad), no Bad card (it must commit Good), or both kinds."""

    no_good: float
    no_bad: float

    @property
    def both(self) -> float:
        return max(0.0, 1.0 - self.no_good - self.no_bad)

    def good_chance(self, rate: float) -> float:
        """The chance its card is Good if it commits Good with probability ``rate`` whenever it
        has the choice."""
        return self.no_bad + rate * self.both

    def rate_from(self, frequency: float) -> float:
        """The rate of choosing Good, given how often the card came out Good (the forced commits
        taken out)."""
        if self.both <= 1e-9:
            return 0.5
        return min(1.0, max(0.0, (frequency - self.no_bad) / self.both))


def hand_odds(view: View) -> HandOdds:
    """Another player's five cards are five of the cards this seat cannot see (FG-12)."""
    good, bad = view.unseen_counts()
    total = good + bad
    if total < HAND_SIZE:
        return HandOdds(1.0 if good == 0 else 0.0, 1.0 if bad == 0 else 0.0)
    deals = comb(total, HAND_SIZE)
    return HandOdds(comb(bad, HAND_SIZE) / deals, comb(good, HAND_SIZE) / deals)


def others(view: View) -> tuple[int, ...]:
    """The other seats, clockwise from this seat's left."""
    n = view.players
    return tuple((view.seat + k) % n for k in range(1, n))


def _weighted(values: Sequence[tuple[bool, int]], decay: float, rounds: int,
              prior: float, strength: float) -> float:
    """A rate of True among (value, round) samples, older rounds weighing ``decay`` less per
    round, shrunk toward ``prior`` with the weight of ``strength`` samples."""
    hits = total = 0.0
    for value, number in values:
        w = decay ** (rounds - number)
        total += w
        hits += w * value
    return (hits + prior * strength) / (total + strength)


def population_good_frequency(view: View, prior: float = 0.5, strength: float = 2.0) -> float:
    """How often the other players' revealed cards were Good, all pooled (``prior`` counting
    as ``strength`` cards)."""
    samples = [(r.cards[s] == GOOD, r.number) for r in view.rounds for s in others(view)]
    return _weighted(samples, 1.0, view.round, prior, strength)


def _calls(view: View):
    """Every call so far as (guesser, about, call, round number), this round's included."""
    rounds = [(r.number, r.guesses) for r in view.rounds]
    rounds.append((view.round, view.guesses))
    for number, guesses in rounds:
        for g, calls in enumerate(guesses):
            if calls is None:
                continue
            for about, call in enumerate(calls):
                if call is not None:
                    yield g, about, call, number


def call_rate(view: View, guesser: int, about: int, decay: float = 1.0) -> float:
    """The chance ``guesser`` calls Good about ``about``: its calls about that seat, shrunk
    toward its calls about everyone, shrunk toward one half."""
    mine, anyone = [], []
    for g, a, call, number in _calls(view):
        if g == guesser:
            anyone.append((call == GOOD, number))
            if a == about:
                mine.append((call == GOOD, number))
    overall = _weighted(anyone, decay, view.round, 0.5, 2.0)
    return _weighted(mine, decay, view.round, overall, 3.0)


def population_call_rate(view: View) -> float:
    """How often the other players called Good, about anyone."""
    me = view.seat
    samples = [(call == GOOD, number) for g, _, call, number in _calls(view) if g != me]
    return _weighted(samples, 1.0, view.round, 0.5, 2.0)


def rival_weights(view: View, temperature: float = 3.0) -> dict[int, float]:
    """How much a point to each opponent counts against this seat (summing to 1): the leaders
    weigh most, since the winner must beat the best of them."""
    scores = {s: view.scores[s] for s in others(view)}
    top = max(scores.values())
    raw = {s: exp((v - top) / temperature) for s, v in scores.items()}
    total = sum(raw.values())
    return {s: w / total for s, w in raw.items()}


def commit_values(call_rates: dict[int, float], weights: dict[int, float],
                  fooled_bonus: bool) -> dict[str, float]:
    """The value of committing each kind this round: this seat's expected points minus the
    weighted expected points its card gives each guesser (FG-6, FG-7, FG-11)."""
    liked = sum(call_rates.values())
    good = liked - sum(weights[g] * (2 * r - 1) for g, r in call_rates.items())
    bad = (liked if fooled_bonus else 0.0) - sum(weights[g] * (1 - 2 * r)
                                                  for g, r in call_rates.items())
    return {GOOD: good, BAD: bad}


def call_values(chance_good: float, weight: float, fooled_bonus: bool) -> dict[str, float]:
    """The value of each call about a player whose card is Good with ``chance_good``: this
    seat's expected points minus ``weight`` times what the call gives that player."""
    q = chance_good
    given = q + ((1 - q) if fooled_bonus else 0.0)
    return {GOOD: (2 * q - 1) - weight * given, BAD: 1 - 2 * q}
