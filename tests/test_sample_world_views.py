"""``sample_world(view)`` gives a state whose view for that seat is the view it came from, in
every game with a ``sample_world``, for unfinished and finished games alike (a searching bot
or a test reading a sampled world must never see another game)."""
from __future__ import annotations

import random

import pytest

from facetable.engine.crack import Options as CrackOptions
from facetable.engine.crack import sample_world as crack_world
from facetable.engine.crack import setup as crack_setup
from facetable.games import GAMES

SAMPLED = [spec for spec in GAMES.values() if spec.sample_world is not None]


def _check(spec, state, rng) -> None:
    for seat in range(state.players):
        view = state.view(seat)
        world = spec.sample_world(view, rng)
        assert world.view(seat) == view, (spec.id, seat, len(state.history), state.is_over)


@pytest.mark.parametrize("spec", SAMPLED, ids=lambda s: s.id)
def test_a_sampled_world_shows_the_seat_its_own_view_before_and_after_the_end(spec):
    low, high = spec.player_range
    finished = 0
    for seed in range(6):
        rng = random.Random(seed)
        options = spec.make_options(rng.randint(low, min(high, 5)))
        state = spec.setup(options, seed)
        moves = 0
        while not state.is_over:
            if moves % 7 == 0:
                _check(spec, state, rng)
            seat = rng.choice(state.deciders())
            state.apply(rng.choice(state.legal_actions(seat)), seat)
            moves += 1
        _check(spec, state, rng)
        finished += 1
    assert finished == 6


def test_crack_a_world_sampled_after_a_win_mid_chain_keeps_the_held_tile_with_the_winner():
    """CR-9, CR-14: seat 0 wins with a right guess while holding its drawn tile (seed 0, two
    players, basic game); the tile stays held by seat 0 in a world sampled from any view."""
    state = crack_setup(CrackOptions(players=2), 0)
    rng = random.Random(0)
    while not state.is_over:
        seat = state.to_act
        legal = state.legal_actions(seat)
        guesses = [a for a in legal if a.kind == "guess"
                   and state.codes[a.item] // 2 == a.value]        # seat 0 always guesses right
        state.apply(guesses[0] if seat == 0 and guesses else
                    next((a for a in legal if a.kind != "stop"), legal[0]), seat)
    assert state.winner == 0 and state.held is not None and state.current == 0
    for seat in (0, 1):
        view = state.view(seat)
        assert view.held_by == 0
        assert crack_world(view, rng).view(seat) == view
