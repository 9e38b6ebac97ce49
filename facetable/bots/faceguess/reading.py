"""Reading one opponent's hand and habit from the cards it showed (the hand model under the hard
bot's ``tendency``; its plain habit reading without the fooled bonus).

A player's five cards before its commit hold some number ``h`` of Good cards (0 … 5). Its habit
is ``rate``: the chance it commits Good when it holds both kinds (with one kind only, it has no
choice). Each revealed card tells something about both: a Bad card after a run of Good ones
likely means its hand ran out of Good cards, and the next round it holds only what it drew.

``card_chance`` follows ``h`` round by round (a hidden Markov chain: the commit takes a card of
the shown kind, the refill draws Good with the share of Good cards this seat cannot see) for
each rate on a grid, weighs the rates by how well they explain the cards shown (recent rounds
weighing more), and returns the chance that this round's card is Good.

The rates start from what the whole table does (``table_prior``): players at one table tend to
play alike, so a player who has shown little is read like the others until its own cards say
otherwise. Before any card is shown the table is expected to commit Good (``opening``), since a
Good card scores whenever others call Good; with the fooled bonus (FG-11) a Bad card scores the
same, and nothing is expected.
"""
from __future__ import annotations

from functools import lru_cache
from math import comb, exp, log

from facetable.engine.faceguess import GOOD, HAND_SIZE, View

#: The habits considered (never quite certain).
RATES = tuple(0.02 + 0.96 * i / 10 for i in range(11))
#: How likely each habit is with nothing known: all alike.
PRIOR = (1.0,) * len(RATES)
#: The rate expected of a table that has shown nothing yet, and how many cards that guess is
#: worth against the cards the table shows.
OPENING, OPENING_WEIGHT = 0.85, 2.0


def opening(view: View) -> float:
    """The rate expected before anyone has shown a card (``OPENING``; one half with the fooled
    bonus, which scores a Bad card as well as a Good one)."""
    return 0.5 if view.fooled_bonus else OPENING
#: How many of a player's own cards the table's habit is worth, and the share of the prior
#: left open to any habit (so that a player unlike the table is soon read as such).
TABLE_WEIGHT, OPEN_SHARE = 8.0, 0.3


def table_prior(view: View) -> tuple[float, ...]:
    """Weights over ``RATES`` centred on the table's habit: the share of Good among the cards
    the other players showed (with ``opening`` as a starting guess), a Beta shape, mixed with
    ``OPEN_SHARE`` of even weights."""
    shown = [r.cards[s] for r in view.rounds for s in range(view.players) if s != view.seat]
    mean = (shown.count(GOOD) + opening(view) * OPENING_WEIGHT) / (len(shown) + OPENING_WEIGHT)
    mean = min(0.95, max(0.05, mean))
    a, b = TABLE_WEIGHT * mean, TABLE_WEIGHT * (1 - mean)
    shape = [r ** (a - 1) * (1 - r) ** (b - 1) for r in RATES]
    total = sum(shape)
    return tuple(round((1 - OPEN_SHARE) * w / total + OPEN_SHARE / len(RATES), 6)
                 for w in shape)


@lru_cache(maxsize=4096)
def _start(p: float) -> tuple[float, ...]:
    """Good cards among five drawn with chance ``p`` each."""
    return tuple(comb(HAND_SIZE, h) * p ** h * (1 - p) ** (HAND_SIZE - h)
                 for h in range(HAND_SIZE + 1))


def _likelihood(good: bool, h: int, rate: float) -> float:
    if h == 0:
        return 0.0 if good else 1.0
    if h == HAND_SIZE:
        return 1.0 if good else 0.0
    return rate if good else 1.0 - rate


def _follow(shown: tuple[bool, ...], p: float, rate: float, decay: float) -> tuple[float, float]:
    """(weighted log-likelihood of the cards shown, chance the next card is Good) for one rate."""
    belief = list(_start(p))
    loglik = 0.0
    age = len(shown)
    for good in shown:
        age -= 1
        post = [b * _likelihood(good, h, rate) for h, b in enumerate(belief)]
        total = sum(post)
        if total <= 0:                      # the model cannot explain it: start afresh
            belief = list(_start(p))
            continue
        loglik += decay ** age * log(total)
        post = [x / total for x in post]
        kept = [0.0] * (HAND_SIZE + 1)      # after the commit: h - 1 (Good shown) or h Good
        for h, x in enumerate(post):
            if x:
                kept[h - 1 if good else h] += x
        belief = [0.0] * (HAND_SIZE + 1)    # after the refill: one more card, Good with p
        for h, x in enumerate(kept[:HAND_SIZE]):
            belief[h] += x * (1 - p)
            belief[h + 1] += x * p
    nxt = sum(b * _likelihood(True, h, rate) for h, b in enumerate(belief))
    return loglik, nxt


def card_chance(view: View, seat: int, decay: float = 0.9,
                prior: tuple[float, ...] | None = None) -> float:
    """The chance that ``seat``'s card this round is Good, from the cards it showed (and the
    table's habit, unless ``prior`` weights over ``RATES`` are given)."""
    if prior is None:
        prior = table_prior(view)
    good, bad = view.unseen_counts()
    p = good / (good + bad) if good + bad else 0.5
    shown = tuple(r.cards[seat] == GOOD for r in view.rounds)
    return _chance(shown, round(p, 3), decay, prior)


@lru_cache(maxsize=8192)
def _chance(shown: tuple[bool, ...], p: float, decay: float, prior: tuple[float, ...]) -> float:
    results = [_follow(shown, p, rate, decay) for rate in RATES]
    logs = [log(w) for w in prior]
    top = max(lp + ll for lp, (ll, _) in zip(logs, results))
    weights = [exp(lp + ll - top) for lp, (ll, _) in zip(logs, results)]
    return sum(w * nxt for w, (_, nxt) in zip(weights, results)) / sum(weights)
