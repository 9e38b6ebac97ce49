"""Thousands of seeded random games, with the invariants checked after every action."""
from __future__ import annotations

import random

from facetable.engine.crack import Options, setup
from facetable.engine.crack.tiles import in_order

GAMES = 2000
#: Every turn turns at least one tile face up (CR-9, CR-10, CR-12), so a game is short.
MAX_STEPS = 500


def check(state) -> None:
    places = [t for pool in state.pool for t in pool] + [t for row in state.rows for t in row]
    if state.held is not None:
        places.append(state.held)
    assert sorted(places) == list(range(len(state.codes)))  # every tile exactly once
    for seat, row in enumerate(state.rows):
        assert in_order(state.codes[t] for t in row)  # CR-4, CR-5
        hidden = sum(not state.face_up[t] for t in row)
        assert hidden == state.hidden[seat]
        assert state.out[seat] == (hidden == 0 and len(row) > 0)  # CR-13
    for colour, pool in enumerate(state.pool):
        assert all(state.codes[t] % 2 == colour for t in pool)
    if not state.is_over:
        assert state.legal_actions() and not state.out[state.to_act]


def test_random_games_keep_the_invariants():
    rng = random.Random(2024)
    winners = set()
    for game in range(GAMES):
        options = Options(players=2 + game % 3, advanced=game % 2 == 1)
        state = setup(options, rng.getrandbits(32))
        check(state)
        for _ in range(MAX_STEPS):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
            check(state)
        assert state.is_over, f"game {game} did not end"  # CR-14
        assert sum(not out for out in state.out) == 1
        winners.add((options.players, state.outcome().winners[0]))
    assert len(winners) == 2 + 3 + 4  # every seat wins sometimes
