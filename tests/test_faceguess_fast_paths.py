"""Face Guess answers the common step directly (State.apply, legal_actions, deciders) and shares
events made once per player count (engine/faceguess/tables.py); these check that the shortcuts
answer exactly as the contract's own path does (FG-3, FG-4, FG-12)."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR, Action, IllegalAction
from facetable.engine.contract import GameState
from facetable.engine.faceguess import Options, sample_world, setup


def play_both(seed: int, players: int) -> None:
    """The same game twice: once with the engine's own action objects (the fast path), once
    with equal copies and the contract's apply (the checked path)."""
    fast, slow = setup(Options(players=players), seed), setup(Options(players=players), seed)
    rng = random.Random(seed)
    while not fast.is_over:
        assert fast.deciders() == slow.deciders()
        seat = rng.choice(fast.deciders())
        legal = fast.legal_actions(seat)
        assert legal == slow._legal(seat) == GameState.legal_actions(slow, seat)
        action = rng.choice(legal)
        copy = Action.from_json(action.to_json())
        assert copy is not action
        assert fast.apply(action, seat) == GameState.apply(slow, copy, seat)
    assert slow.is_over and fast.events == slow.events and fast.history == slow.history
    assert [fast.view(s) for s in (SPECTATOR, *range(players))] == \
        [slow.view(s) for s in (SPECTATOR, *range(players))]


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_the_fast_path_plays_as_the_contract_does(players):
    for seed in range(15):
        play_both(seed, players)


def test_fg3_a_commit_refused_changes_nothing_and_keeps_the_waiting_seats():
    state = setup(Options(players=4), 3)
    seat = state.deciders()[0]
    good = state.legal_actions(seat)[0]
    state.apply(good, seat)
    before = state.deciders(), [state.view(s) for s in range(4)], list(state.history)
    for action, who in ((good, seat), (good, None), ("hit", 1), (Action("guess", value=0), 1)):
        with pytest.raises(IllegalAction):
            state.apply(action, who)
    assert (state.deciders(), [state.view(s) for s in range(4)], list(state.history)) == before


def test_fg3_a_clone_commits_on_its_own():
    state = setup(Options(players=3), 8)
    other = state.clone()
    other.apply(other.legal_actions(1)[0], 1)
    assert state.deciders() == (0, 1, 2) and other.deciders() == (0, 2)
    assert len(state.events) + 1 == len(other.events)


def test_fg12_a_sampled_world_waits_for_the_seats_the_view_says():
    state = setup(Options(players=5), 4)
    for seat in (3, 0):
        state.apply(state.legal_actions(seat)[-1], seat)
    world = sample_world(state.view(1), random.Random(1))
    assert world.deciders() == state.deciders() == (1, 2, 4)
    world.apply(world.legal_actions(2)[0], 2)
    assert world.deciders() == (1, 4) and state.deciders() == (1, 2, 4)


def test_fg12_shared_events_keep_their_secrets():
    """A commit or draw event is shared between games; it is still seen redacted."""
    a, b = setup(Options(players=3), 1), setup(Options(players=3), 2)
    ea = a.apply(a.legal_actions(0)[0], 0)[0]
    eb = b.apply(b.legal_actions(0)[0], 0)[0]
    for event in (ea, eb):
        assert "kind" in event.seen_by(0).data and "kind" not in event.seen_by(1).data
        assert "kind" not in event.seen_by(SPECTATOR).data
