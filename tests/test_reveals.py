"""``GameState.reveals``: which events bring something hidden to light (issue 10, Safe undo).

Safe undo takes a decision back only while no event since it reveals anything, so a game that
calls an event quiet when it is not would let a player see the next card and then avoid it.
Every game's answer is checked here against worlds sampled from each seat's view: a move
whose events are all quiet must look the same to that seat (its events and its view after the
move) whatever the cards it cannot see and whatever the random generator, and the answer must
come from the event's public part (so the undo button tells nobody a secret).
"""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR, GameState
from facetable.games import any_spec, declarations

GAMES_TESTED = declarations()          # the offered games and the ones being written


def _flip7_world(state, seat, rng):
    """Flip 7 keeps no secrets between seats: only the draw pile's order (and what the random
    generator will shuffle next) is hidden, from everyone."""
    world = state.clone()
    random.Random(rng.getrandbits(64)).shuffle(world.draw)
    world.rng = random.Random(rng.getrandbits(64))
    return world


#: Worlds for games without ``sample_world`` (whose only hidden thing is chance).
WORLDS = {"flip7": _flip7_world}


def world(spec, state, seat, rng):
    if spec.sample_world is not None:
        return spec.sample_world(state.view(seat), rng)
    return WORLDS[spec.id](state, seat, rng)


def _same_for(seat, events, after, candidate_state, mover, actions):
    """Whether one of ``actions`` played by ``mover`` in ``candidate_state`` looks to ``seat``
    exactly as the real move did."""
    seen = [e.seen_by(seat) for e in events]
    for action in actions:
        trial = candidate_state.clone()
        got = trial.apply(action, mover)
        if [e.seen_by(seat) for e in got] == seen and trial.view(seat) == after.view(seat):
            return True
    return False


def _random_states(spec, games: int, moves: int = 10**9):
    """(state before, seat, action) along seeded random games, at most ``moves`` in all."""
    low, high = spec.player_range
    for g in range(games):
        rng = random.Random(f"{spec.id}/{g}")
        state = spec.setup(spec.make_options(rng.randint(low, high)), g)
        while not state.is_over:
            seat = rng.choice(state.deciders())
            action = rng.choice(state.legal_actions(seat))
            yield state, seat, action
            moves -= 1
            if moves <= 0:
                return
            state = state.clone()
            state.apply(action, seat)


@pytest.mark.parametrize("game", GAMES_TESTED)
def test_every_game_names_its_revealing_events(game):
    spec = any_spec(game)
    state = spec.setup(spec.make_options(), 1)
    assert type(state).reveals is not GameState.reveals, \
        f"{game} keeps the cautious default: Safe undo would never be offered"


@pytest.mark.parametrize("game", GAMES_TESTED)
def test_a_quiet_move_looks_the_same_in_every_world_a_seat_can_imagine(game):
    spec = any_spec(game)
    rng = random.Random(game)
    quiet = revealing = 0
    for state, mover, action in _random_states(spec, games=6, moves=350):
        after = state.clone()
        events = after.apply(action, mover)
        for event in events:      # decided from the public part: the undo button tells nothing
            assert after.reveals(event) == after.reveals(event.seen_by(SPECTATOR)), event
        if any(after.reveals(e) for e in events):
            revealing += 1
            continue
        quiet += 1
        for seat in range(state.players):
            for _ in range(2):
                other = world(spec, state, seat, rng)
                assert other.view(seat) == state.view(seat)
                legal = other.legal_actions(mover)
                if seat == mover:
                    assert action in legal        # a seat's choices are part of its view
                    actions = [action]
                else:                             # the mover's choice may hang on its secrets
                    actions = [action] if action in legal else legal
                assert _same_for(seat, events, after, other, mover, actions), \
                    (f"{game}: seat {seat} learns something from a quiet move "
                     f"{mover}:{action} -> {[e.kind for e in events]}")
    assert quiet > 0 and revealing > 0, (quiet, revealing)


def test_the_check_catches_an_event_called_quiet_that_shows_a_card():
    """Flip 7 with draws called quiet: the check above must fail (it is not vacuous)."""
    spec = any_spec("flip7")
    rng = random.Random(3)
    for state, mover, action in _random_states(spec, games=1):
        after = state.clone()
        events = after.apply(action, mover)
        if any(e.kind == "draw" for e in events):
            other = world(spec, state, mover, rng)
            assert not _same_for(mover, events, after, other, mover, [action])
            return
    pytest.fail("no draw seen")
