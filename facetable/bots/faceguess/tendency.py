"""Each opponent's tendencies read from the public history (the hard bot's model).

Two questions about every other player ``o``, answered from ``view.rounds`` only (FG-12):

- ``card_chances``: the chance that o's card this round is Good;
- ``call_chances``: the chance that o calls Good about a given player this round.

Each is a Bayesian mixture of a few simple hypotheses about how o plays, weighed by how well
each one predicted o's past cards or calls (older rounds weighing less, ``DECAY``):

Commits (when o holds both kinds; with one kind only it has no choice, which the hand model
of ``reading`` follows round by round):

- a fixed habit: commits Good with some rate (a grid, centred on what the table does);
- against the crowd / with the crowd: commits Good when the others called Good less (more)
  than half the time so far (a bluffer answers a table that calls Good with Bad cards);
- against / with the calls about o itself;
- repeats / switches its last card.

Calls about a player ``a``:

- a fixed habit per pair (o's calls about a, shrunk toward o's calls about everyone);
- follows the trend: calls Good when the cards o has seen the others show were Good more
  often than a threshold;
- calls what a showed last round; calls a's usual kind.

A deterministic hypothesis is taken to slip with ``SLIP`` (so one surprise does not rule it
out). A commit rule that explains the other players' cards better than a fixed habit gains
weight for this one too (``TABLE_EVIDENCE``: players at one table tend to play alike). And the
mixture's prediction of a player's card is trusted only as far as its own past forecasts beat
the plain hand model's (``_guarded``): many hypotheses can fit a few cards picked at random.
A player may pick at random (likelier with the fooled bonus, FG-11, which scores both kinds
alike for their owner): the hand model at one half is weighed against the whole model per
player, by their scores on its cards and by how much better coin flips explain its calls than
the call rules (``_at_random``; a random player's streak means its hand holds less of that
kind, where a habit reading expects more). Without the fooled bonus the bots' personalities
(``personality``) add their commit rules (``PERSONALITY_RULES``) and a contrarian's calls.
Everything is recomputed from the view: no memory between decisions (the call log-likelihoods
are kept per public history, ``_call_logliks``, the same numbers whoever asks).
"""
from __future__ import annotations

from math import exp, log
from typing import Callable, NamedTuple, Sequence

from facetable.engine.faceguess import GOOD, View

from .reading import OPENING_WEIGHT, RATES, _start, opening

#: How much less each older round counts, per round of age.
DECAY = 0.9
#: How often a deterministic hypothesis is taken to play the other way.
SLIP = 0.1
#: The prior share of the fixed-habit hypotheses (the rest is split evenly among the rules):
#: without the fooled bonus a Bad card scores nothing, and few players bluff with one.
HABIT_SHARE, HABIT_SHARE_FOOLED = 0.85, 0.4
#: How much the evidence for a rule from the other players at the table counts for this one.
TABLE_EVIDENCE = 0.5
#: The prior chance that a player picks its cards and calls at random, and how much its calls
#: count in telling, with the fooled bonus (FG-11 scores both kinds alike for their owner) and
#: without it (fewer pick at random, and a personality's calls follow rules; measured in the
#: arena: 52% to 55% of 600 games against three random bots, 69% against three bots of
#: random personality either way).
RANDOM_SHARE, CALL_EVIDENCE = 0.5, 3.0
RANDOM_SHARE_PLAIN, CALL_EVIDENCE_PLAIN = 0.3, 6.0
#: The call thresholds of the trend-following hypotheses.
TRENDS = (0.5, 0.55, 0.6, 0.65, 0.7)


class Counts(NamedTuple):
    """Public tallies over a prefix of the rounds: Good calls and calls, per guesser, per
    player called about, per (guesser, about) pair; Good cards and cards shown per seat."""

    by_good: tuple[int, ...]
    by_all: tuple[int, ...]
    about_good: tuple[int, ...]
    about_all: tuple[int, ...]
    pair_good: tuple[tuple[int, ...], ...]
    pair_all: tuple[tuple[int, ...], ...]
    shown_good: tuple[int, ...]
    shown_all: tuple[int, ...]


def prefix_counts(view: View) -> list[Counts]:
    """``out[i]``: the tallies over ``view.rounds[:i]``, for i from 0 to the rounds played."""
    n = view.players
    by_g, by_a, ab_g, ab_a = [0] * n, [0] * n, [0] * n, [0] * n
    pg = [[0] * n for _ in range(n)]
    pa = [[0] * n for _ in range(n)]
    sg, sa = [0] * n, [0] * n

    def snap() -> Counts:
        return Counts(tuple(by_g), tuple(by_a), tuple(ab_g), tuple(ab_a),
                      tuple(map(tuple, pg)), tuple(map(tuple, pa)), tuple(sg), tuple(sa))

    out = [snap()]
    for r in view.rounds:
        for g, calls in enumerate(r.guesses):
            for a, call in enumerate(calls):
                if call is None:
                    continue
                good = call == GOOD
                by_g[g] += good
                by_a[g] += 1
                ab_g[a] += good
                ab_a[a] += 1
                pg[g][a] += good
                pa[g][a] += 1
        for s, card in enumerate(r.cards):
            sg[s] += card == GOOD
            sa[s] += 1
        out.append(snap())
    return out


def _share(good: float, total: float, prior: float = 0.5, strength: float = 2.0) -> float:
    return (good + prior * strength) / (total + strength)


def _step(x: float, threshold: float = 0.5) -> float:
    """A deterministic rule "Good when x is above the threshold", slipping with ``SLIP``."""
    if x > threshold + 1e-9:
        return 1.0 - SLIP
    if x < threshold - 1e-9:
        return SLIP
    return 0.5


#: How many of a player's own cards the table's habit is worth, and the share of the prior
#: left open to any habit: firmer than ``reading``'s, since a few cards of a player who picks
#: at random easily look like a habit.
TABLE_WEIGHT, OPEN_SHARE = 16.0, 0.1


def table_prior(view: View) -> tuple[float, ...]:
    """Weights over ``RATES`` centred on the table's habit: the share of Good among the cards
    the other players showed (``reading.opening`` as a starting guess), a Beta shape, mixed
    with ``OPEN_SHARE`` of even weights."""
    shown = [r.cards[s] for r in view.rounds for s in range(view.players) if s != view.seat]
    mean = (shown.count(GOOD) + opening(view) * OPENING_WEIGHT) / (len(shown) + OPENING_WEIGHT)
    mean = min(0.95, max(0.05, mean))
    a, b = TABLE_WEIGHT * mean, TABLE_WEIGHT * (1 - mean)
    shape = [r ** (a - 1) * (1 - r) ** (b - 1) for r in RATES]
    total = sum(shape)
    return tuple((1 - OPEN_SHARE) * w / total + OPEN_SHARE / len(RATES) for w in shape)


# --- commits -------------------------------------------------------------------------------

#: rule(view, counts, i, o): o's chance of committing Good in round index i, given the choice.
CommitRule = Callable[[View, Sequence[Counts], int, int], float]


def _crowd(counts: Counts, o: int) -> float:
    good = sum(g for s, g in enumerate(counts.by_good) if s != o)
    total = sum(a for s, a in enumerate(counts.by_all) if s != o)
    return _share(good, total)


def _about(counts: Counts, o: int) -> float:
    return _share(counts.about_good[o], counts.about_all[o])


def _last(view: View, i: int, o: int) -> float | None:
    return None if i == 0 else float(view.rounds[i - 1].cards[o] == GOOD)


def _about_last(view: View, i: int, o: int) -> float:
    """The share of Good calls about o in round index i - 1 (one half before any round)."""
    if i == 0:
        return 0.5
    calls = [g[o] for g in view.rounds[i - 1].guesses if g is not None and g[o] is not None]
    return sum(c == GOOD for c in calls) / len(calls) if calls else 0.5


def _shown_last(view: View, i: int, o: int) -> float:
    """The share of Good among the other players' cards in round index i - 1."""
    if i == 0:
        return 1.0
    cards = [c for s, c in enumerate(view.rounds[i - 1].cards) if s != o]
    return cards.count(GOOD) / len(cards)


COMMIT_RULES: tuple[CommitRule, ...] = (
    lambda v, c, i, o: 1.0 - _step(_crowd(c[i], o)),            # against the crowd
    lambda v, c, i, o: _step(_crowd(c[i], o)),                  # with the crowd
    lambda v, c, i, o: 1.0 - _step(_about(c[i], o)),            # against the calls about it
    lambda v, c, i, o: _step(_about(c[i], o)),                  # with the calls about it
    lambda v, c, i, o: 0.5 if i == 0 else _step(_last(v, i, o)),        # repeats
    lambda v, c, i, o: 0.5 if i == 0 else 1.0 - _step(_last(v, i, o)),  # switches
)
#: Without the fooled bonus, the bots' personalities (``personality``) also: against last
#: round's calls about it (a contrarian), with last round's cards (a follower). With it, a
#: Bad card scores too and the rules above already cover bluffing against the table.
PERSONALITY_RULES: tuple[CommitRule, ...] = (
    lambda v, c, i, o: 1.0 - _step(_about_last(v, i, o)),
    lambda v, c, i, o: 1.0 - SLIP if _shown_last(v, i, o) >= 0.5 else SLIP,
)


#: How much likelier each of those is, before any card is shown, than one of the other rules.
PERSONALITY_WEIGHT = 4.0


def commit_rules(view: View) -> tuple[CommitRule, ...]:
    """The commit rules weighed for this view's rules setting."""
    return COMMIT_RULES if view.fooled_bonus else COMMIT_RULES + PERSONALITY_RULES


def _follow(shown: Sequence[bool], rates: Sequence[float], p: float) -> list[tuple[float, float]]:
    """The hand model of ``reading`` with a rate per round (``rates`` has one more entry than
    ``shown``): after each prefix of the cards shown (from none to all), the decayed
    log-likelihood of that prefix and the chance that the next card is Good.

    The belief over h = 0 … 5 Good cards is kept in six locals, not lists: this runs for every
    hypothesis of every opponent at every decision (most of a hint's playouts). Every sum is
    written out in the order ``sum`` adds, so the floats are the same to the last bit as the
    list version's (a likelihood is 0 or 1 at h = 0 and 5, the rate or 1 - rate between)."""
    b0, b1, b2, b3, b4, b5 = start = _start(p)
    q = 1 - p
    loglik = 0.0
    out = []
    for good, rate in zip(shown, rates):
        # chance the next card is Good: sum(b * likelihood(True, h)), which is also the
        # total of the posterior after a Good card
        nxt = b1 * rate + b2 * rate + b3 * rate + b4 * rate + b5
        out.append((loglik, nxt))
        if good:
            total = nxt
            k0, k1, k2, k3, k4 = b1 * rate, b2 * rate, b3 * rate, b4 * rate, b5
        else:
            bad = 1.0 - rate
            k0, k1, k2, k3, k4 = b0, b1 * bad, b2 * bad, b3 * bad, b4 * bad
            total = k0 + k1 + k2 + k3 + k4
        if total <= 0:
            b0, b1, b2, b3, b4, b5 = start
            continue
        loglik = DECAY * loglik + log(total)
        # after the commit: h - 1 (Good shown) or h Good cards left; then the refill
        k0, k1, k2, k3, k4 = k0 / total, k1 / total, k2 / total, k3 / total, k4 / total
        b0, b1, b2, b3, b4, b5 = (k0 * q, k0 * p + k1 * q, k1 * p + k2 * q, k2 * p + k3 * q,
                                  k3 * p + k4 * q, k4 * p)
    rate = rates[-1]
    out.append((loglik, b1 * rate + b2 * rate + b3 * rate + b4 * rate + b5))
    return out


def _mix(results: Sequence[tuple[float, float]], prior: Sequence[float]) -> float:
    """The prediction of a mixture: hypotheses weighed by prior times likelihood."""
    scores = [log(w) + ll for w, (ll, _) in zip(prior, results)]
    top = max(scores)
    weights = [exp(s - top) for s in scores]
    return sum(w * nxt for w, (_, nxt) in zip(weights, results)) / sum(weights)


def _marginal(logliks: Sequence[float], weights: Sequence[float]) -> float:
    """log of the weighted sum of exp(logliks)."""
    top = max(logliks)
    return top + log(sum(w * exp(ll - top) for w, ll in zip(weights, logliks)))


def _guarded(shown: Sequence[bool], model: Sequence[float], plain: Sequence[float]) -> float:
    """The model's prediction, or the plain one, weighed by how well each predicted the cards
    shown before it saw them (a prequential score, recent rounds weighing more): a mixture of
    many hypotheses can fit a few cards picked at random; its own past forecasts cannot."""
    score_m = score_p = 0.0
    for good, m, q in zip(shown, model, plain):
        m, q = min(1 - 1e-6, max(1e-6, m)), min(1 - 1e-6, max(1e-6, q))
        score_m = DECAY * score_m + log(m if good else 1.0 - m)
        score_p = DECAY * score_p + log(q if good else 1.0 - q)
    top = max(score_m, score_p)
    wm, wp = exp(score_m - top), exp(score_p - top)
    return (wm * model[-1] + wp * plain[-1]) / (wm + wp)


def card_chances(view: View, counts: Sequence[Counts] | None = None) -> dict[int, float]:
    """Per other seat, the chance its card this round is Good."""
    counts = counts or prefix_counts(view)
    good, bad = view.unseen_counts()
    p = good / (good + bad) if good + bad else 0.5
    rounds = len(view.rounds)
    habit = table_prior(view)
    mean = sum(w * r for w, r in zip(habit, RATES)) / sum(habit)
    share = HABIT_SHARE_FOOLED if view.fooled_bonus else HABIT_SHARE
    rules = commit_rules(view)
    rest = (1.0 - share) / len(COMMIT_RULES)
    prior = [share * w for w in habit] + [rest] * len(COMMIT_RULES) + \
        [rest * PERSONALITY_WEIGHT] * (len(rules) - len(COMMIT_RULES))
    seats = [o for o in range(view.players) if o != view.seat]
    shown = {o: [r.cards[o] == GOOD for r in view.rounds] for o in seats}
    runs = {}
    for o in seats:
        runs[o] = [_follow(shown[o], [rate] * (rounds + 1), p) for rate in RATES]
        for rule in rules:
            # the first round says nothing about a reaction: the table's habit then
            rates = [mean] + [rule(view, counts, i, o) for i in range(1, rounds + 1)]
            runs[o].append(_follow(shown[o], rates, p))
    habits = len(RATES)
    norm = [w / sum(habit) for w in habit]
    # per seat and prefix, how much better each rule explained its cards than a fixed habit
    # (the habits' marginal is the same for every rule: worked out once per seat and prefix)
    factor = {}
    for x in seats:
        factor[x] = []
        for i in range(rounds + 1):
            plain_habit = _marginal([r[i][0] for r in runs[x][:habits]], norm)
            factor[x].append([run[i][0] - plain_habit for run in runs[x][habits:]])
    calls = _call_evidence(view, counts, seats)
    odds = (RANDOM_SHARE, CALL_EVIDENCE) if view.fooled_bonus else \
        (RANDOM_SHARE_PLAIN, CALL_EVIDENCE_PLAIN)
    out = {}
    for o in seats:
        model = []
        for i in range(rounds + 1):
            now = [run[i] for run in runs[o]]
            # a rule the others at the table follow is likelier for this player too (one they
            # do not follow says little about this one)
            now[habits:] = [(ll + TABLE_EVIDENCE * sum(max(0.0, factor[x][i][k])
                                                       for x in seats if x != o), nxt)
                            for k, (ll, nxt) in enumerate(now[habits:])]
            model.append(_mix(now, prior))
        plain = [nxt for _, nxt in _follow(shown[o], [mean] * (rounds + 1), p)]
        out[o] = _guarded(shown[o], model, plain)
        guarded = [_guarded(shown[o][:i], model[:i + 1], plain[:i + 1])
                   for i in range(rounds + 1)]
        chance = _follow(shown[o], [0.5] * (rounds + 1), p)
        out[o] = _at_random(out[o], _score(shown[o], guarded), chance[-1][1], chance[-1][0],
                            calls[o], *odds)
    return out


def _score(shown: Sequence[bool], forecasts: Sequence[float]) -> float:
    """The decayed log score of forecasts of the cards shown, each made before it was seen."""
    score = 0.0
    for good, q in zip(shown, forecasts):
        q = min(1 - 1e-6, max(1e-6, q))
        score = DECAY * score + log(q if good else 1.0 - q)
    return score


def _at_random(model: float, model_score: float, chance: float, chance_score: float,
               calls: tuple[float, float], share: float = RANDOM_SHARE,
               evidence: float = CALL_EVIDENCE) -> float:
    """The model's chance mixed with the chance for a player who picks at random (``chance``,
    the hand model at one half), weighed by how well each explained the player's cards and
    calls: ``calls`` is (log score of its calls as coin flips, of the call rules); ``share`` is
    the prior chance of picking at random, ``evidence`` how much the calls count."""
    coin, rules = calls
    at_random = log(share) + chance_score + evidence * coin
    planned = log(1.0 - share) + model_score + evidence * rules
    top = max(at_random, planned)
    wr, wm = exp(at_random - top), exp(planned - top)
    return (wr * chance + wm * model) / (wr + wm)


# --- calls ---------------------------------------------------------------------------------

#: rule(view, counts, i, o, a): o's chance of calling Good about a in round index i.
CallRule = Callable[[View, Sequence[Counts], int, int, int], float]


def _habit(view: View, counts: Sequence[Counts], i: int, o: int, a: int) -> float:
    c = counts[i]
    overall = _share(c.by_good[o], c.by_all[o])
    return _share(c.pair_good[o][a], c.pair_all[o][a], overall, 3.0)


def _trend(threshold: float) -> CallRule:
    def rule(view: View, counts: Sequence[Counts], i: int, o: int, a: int) -> float:
        c = counts[i]
        good = sum(g for s, g in enumerate(c.shown_good) if s != o)
        total = sum(t for s, t in enumerate(c.shown_all) if s != o)
        return _step(_share(good, total), threshold)
    return rule


def _target_last(view: View, counts: Sequence[Counts], i: int, o: int, a: int) -> float:
    if i == 0:
        return 1.0 - SLIP
    return 1.0 - 2.5 * SLIP if view.rounds[i - 1].cards[a] == GOOD else 2.5 * SLIP


def _target_usual(view: View, counts: Sequence[Counts], i: int, o: int, a: int) -> float:
    c = counts[i]
    return _step(_share(c.shown_good[a], c.shown_all[a], 0.5, 1.0))


def _target_switch(view: View, counts: Sequence[Counts], i: int, o: int, a: int) -> float:
    """Calls a the opposite of what a showed last round half the time, Good otherwise (a
    contrarian; Good before anyone has shown a card)."""
    if i == 0:
        return 1.0 - SLIP
    return 0.25 if view.rounds[i - 1].cards[a] == GOOD else 0.75


CALL_RULES: tuple[CallRule, ...] = (_habit, *map(_trend, TRENDS), _target_last, _target_usual,
                                    _target_switch)
CALL_PRIOR = (0.5,) + (0.5 / (len(CALL_RULES) - 1),) * (len(CALL_RULES) - 1)


#: Call log-likelihoods by (public history, guesser): every seat asks them about every other
#: seat twice a round (its commit and its calls), and they depend on nothing else. Public,
#: so sharing them between seats tells nothing; cleared when full, so it never grows past this.
_LOGLIKS: dict[tuple, tuple[float, ...]] = {}
LOGLIKS_KEPT = 4096


def _call_logliks(view: View, counts: Sequence[Counts], o: int) -> tuple[float, ...]:
    """Per call rule, the decayed log-likelihood of o's calls so far (``counts`` are those of
    ``view.rounds``, so the history and ``o`` decide the answer)."""
    key = (view.rounds, o)
    got = _LOGLIKS.get(key)
    if got is None:
        if len(_LOGLIKS) >= LOGLIKS_KEPT:
            _LOGLIKS.clear()
        got = _LOGLIKS[key] = tuple(_call_logliks_now(view, counts, o))
    return got


def _call_logliks_now(view: View, counts: Sequence[Counts], o: int) -> list[float]:
    results = []
    for rule in CALL_RULES:
        loglik = 0.0
        for i, r in enumerate(view.rounds):
            weight = DECAY ** (len(view.rounds) - 1 - i)
            for a, call in enumerate(r.guesses[o]):
                if call is None:
                    continue
                chance = min(0.995, max(0.005, rule(view, counts, i, o, a)))
                loglik += weight * log(chance if call == GOOD else 1.0 - chance)
        results.append(loglik)
    return results


def _call_evidence(view: View, counts: Sequence[Counts],
                   seats: Sequence[int]) -> dict[int, tuple[float, float]]:
    """Per seat, the decayed log-likelihood of its calls as coin flips and under the call
    rules (their mixture's marginal)."""
    out = {}
    for o in seats:
        coin = sum(DECAY ** (len(view.rounds) - 1 - i) * log(0.5)
                   for i, r in enumerate(view.rounds) for call in r.guesses[o]
                   if call is not None)
        out[o] = (coin, _marginal(_call_logliks(view, counts, o), CALL_PRIOR))
    return out


def call_chances(view: View, about: Sequence[int] | None = None,
                 counts: Sequence[Counts] | None = None) -> dict[tuple[int, int], float]:
    """Per (guesser, player called about), the chance the guesser calls Good this round, for
    every other guesser and every player in ``about`` (default: everyone)."""
    counts = counts or prefix_counts(view)
    n = view.players
    about = range(n) if about is None else about
    seats = [o for o in range(n) if o != view.seat]
    logliks = {o: _call_logliks(view, counts, o) for o in seats}
    out = {}
    now = len(view.rounds)
    for o in seats:
        scores = [log(w) + ll for w, ll in zip(CALL_PRIOR, logliks[o])]
        top = max(scores)
        weights = [exp(s - top) for s in scores]
        total = sum(weights)
        for a in about:
            if a == o:
                continue
            out[o, a] = sum(w * rule(view, counts, now, o, a)
                            for w, rule in zip(weights, CALL_RULES)) / total
    return out
