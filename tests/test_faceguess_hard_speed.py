"""The Face Guess hard bot's fast paths decide exactly as the plain versions they replace: the
hand model (``tendency._follow``), the kept call log-likelihoods, and the end-of-game calls
(FG-9, FG-10: the round played out, ties on points to right guesses)."""
from __future__ import annotations

import dataclasses
import random
from math import exp, log

from facetable.bots.faceguess import tendency
from facetable.bots.faceguess.common import others
from facetable.bots.faceguess.hard import HardBot
from facetable.bots.faceguess.reading import _likelihood, _start
from facetable.bots.faceguess.tendency import call_chances, card_chances, prefix_counts
from facetable.engine.faceguess import BAD, GOOD, Options, setup


def follow_lists(shown, rates, p):
    """``tendency._follow`` as first written, with lists (the reference)."""
    belief = list(_start(p))
    loglik = 0.0
    out = []
    for good, rate in zip(shown, rates):
        out.append((loglik, sum(b * _likelihood(True, h, rate) for h, b in enumerate(belief))))
        post = [b * _likelihood(good, h, rate) for h, b in enumerate(belief)]
        total = sum(post)
        if total <= 0:
            belief = list(_start(p))
            continue
        loglik = tendency.DECAY * loglik + log(total)
        kept = [0.0] * 6
        for h, x in enumerate(post):
            if x:
                kept[h - 1 if good else h] += x / total
        belief = [0.0] * 6
        for h, x in enumerate(kept[:5]):
            belief[h] += x * (1 - p)
            belief[h + 1] += x * p
    rate = rates[-1]
    out.append((loglik, sum(b * _likelihood(True, h, rate) for h, b in enumerate(belief))))
    return out


def _score(score: list[int], right: list[int], guesser: int, about: int, call: str, kind: str,
           fooled_bonus: bool) -> None:
    """One call scored (FG-6, FG-7, FG-11) into ``score`` and the right guesses (FG-10)."""
    ok = call == kind
    score[guesser] += 1 if ok else -1
    right[guesser] += ok
    if call == GOOD and (kind == GOOD or fooled_bonus):
        score[about] += 1


def end_calls_plain(bot, view, cards, counts, rng):
    """``HardBot.end_calls`` as first written: every play scored afresh for every set of calls."""
    me, n = view.seat, view.players
    opponents = others(view)
    chances = call_chances(view, counts=counts)
    plays = []
    for _ in range(bot.samples):
        kinds = {s: GOOD if rng.random() < cards[s] else BAD for s in opponents}
        kinds[me] = view.mine
        score, right = list(view.scores), list(view.right)
        for g in opponents:
            known = view.guesses[g]
            for a in range(n):
                if a == g:
                    continue
                call = known[a] if known is not None and known[a] is not None else (
                    GOOD if rng.random() < chances[g, a] else BAD)
                _score(score, right, g, a, call, kinds[a], view.fooled_bonus)
        plays.append((kinds, score, right))
    best, best_value = None, -1.0
    for mask in range(1 << len(opponents)):
        mine = {s: GOOD if mask >> k & 1 else BAD for k, s in enumerate(opponents)}
        value = 0.0
        for kinds, base, base_right in plays:
            score, right = list(base), list(base_right)
            for a, call in mine.items():
                _score(score, right, me, a, call, kinds[a], view.fooled_bonus)
            if max(score) >= view.target or view.deck_size < n:
                value += (score[me], right[me]) == max(zip(score, right))
            else:
                gap = score[me] - max(score[s] for s in opponents)
                value += 1.0 / (1.0 + exp(-bot.lead * gap))
        if value > best_value:
            best, best_value = mine, value
    return best


def call_views(seed: int, players: int, fooled_bonus: bool):
    """The views of every call decision in a game of random moves."""
    state = setup(Options(players=players, fooled_bonus=fooled_bonus), seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.deciders()[0]
        if state.phase == "guess":
            yield state.view(seat)
        state.apply(rng.choice(state.legal_actions(seat)), seat)


def test_follow_is_the_list_version_to_the_last_bit():
    rng = random.Random(5)
    for _ in range(400):
        rounds = rng.randint(0, 14)
        shown = [rng.random() < 0.6 for _ in range(rounds)]
        rates = [rng.choice((0.02, 0.1, 0.5, 0.9, rng.random())) for _ in range(rounds + 1)]
        p = rng.choice((0.0, 1.0, round(rng.random(), 3)))
        assert tendency._follow(shown, rates, p) == follow_lists(shown, rates, p)


def test_end_calls_choose_as_the_plain_version():
    bot = HardBot()
    checked = 0
    for seed, players, bonus in ((1, 2, False), (2, 3, True), (3, 4, False), (4, 4, True)):
        for view in call_views(seed, players, bonus):
            counts = prefix_counts(view)
            cards = card_chances(view, counts)
            for target in (view.target, max(view.scores) + 1):    # ending the game or not
                late = dataclasses.replace(view, target=target)
                fast, plain = random.Random(checked), random.Random(checked)
                assert bot.end_calls(late, cards, counts, fast) == \
                    end_calls_plain(bot, late, cards, counts, plain)
                assert fast.random() == plain.random()      # the same dice used
                checked += 1
    assert checked > 40


def test_call_logliks_are_kept_within_bounds(monkeypatch):
    monkeypatch.setattr(tendency, "LOGLIKS_KEPT", 3)
    tendency._LOGLIKS.clear()
    for view in call_views(7, 4, False):
        counts = prefix_counts(view)
        for o in range(view.players):
            assert tendency._call_logliks(view, counts, o) == \
                tuple(tendency._call_logliks_now(view, counts, o))
            assert len(tendency._LOGLIKS) <= 3
    tendency._LOGLIKS.clear()
