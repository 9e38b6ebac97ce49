"""Thousands of seeded random Good Face Bad Face games, 2-5 players and every wild combination,
with invariants checked after every action (GF-2, GF-9 … GF-15, GF-16, GF-28, GF-29).

Speed: ``python -m facetable.tools.goodface_speed`` prints games per second."""
from __future__ import annotations

import itertools
import random

from facetable.engine import replay
from facetable.engine.goodface import Options, setup
from facetable.engine.goodface.invariants import check

#: (players, greedy, sad, blank) for every legal combination (2 players: one wild at most).
CONFIGS = [(p, *w) for p in range(2, 6) for w in itertools.product((False, True), repeat=3)
           if p > 2 or sum(w) <= 1]
GAMES = 2000


def play(seed: int, rng: random.Random):
    players, greedy, sad, blank = CONFIGS[seed % len(CONFIGS)]
    options = Options(players=players, greedy=greedy, sad=sad, blank=blank,
                      blank_effect=("greedy", "sad", "peek")[seed // len(CONFIGS) % 3],
                      direction="left" if seed % 2 else "right",
                      round_limit=20 + seed % 3 * 10)
    state = setup(options, seed)
    check(state)
    while not state.is_over:
        seat = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        check(state)
    return state


def test_two_thousand_random_games_keep_the_invariants_and_end():
    rng = random.Random(2026)
    ends = {"four_goods": 0, "round_limit": 0}
    shared = 0
    effects = set()
    for seed in range(GAMES):
        state = play(seed, rng)
        ends[state.end_reason] += 1
        shared += len(state.winners) > 1
        effects.update(e["reason"] for e in state.events if e.kind == "move")
    assert ends["four_goods"] > GAMES // 2 and ends["round_limit"] > 50
    assert shared > 0
    assert effects >= {"deal", "removed", "put", "flip", "party", "return", "gift", "wild",
                       "take_back", "sad_give", "sad_deal"}


def test_random_games_replay_from_their_history():
    rng = random.Random(5)
    for seed in range(0, 200, 7):
        state = play(seed, rng)
        again, events = replay(setup, state.options, state.seed, state.history)
        assert again.events == state.events == events
        assert again.outcome() == state.outcome()
