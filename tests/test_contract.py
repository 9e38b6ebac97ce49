"""Every declared game keeps the engine contract (facetable/engine/contract.py), checked through
the contract alone, so a new game is covered the day its declaration is written in
facetable/games (before the app offers it)."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR, Action, IllegalAction, Move, replay
from facetable.games import any_spec, declarations

SPECS = [any_spec(name) for name in declarations()]


def random_game(spec, seed: int, players: int | None = None, stop: int | None = None):
    state = spec.setup(spec.make_options(players), seed)
    rng = random.Random(seed)
    while not state.is_over and (stop is None or len(state.history) < stop):
        seat = rng.choice(state.deciders())
        state.apply(rng.choice(state.legal_actions(seat)), seat)
    return state


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_deciders_have_moves_until_the_game_ends(spec):
    low, high = spec.player_range
    for seed in range(12):
        players = low + seed % (high - low + 1)
        state = spec.setup(spec.make_options(players), seed)
        rng = random.Random(seed)
        while not state.is_over:
            deciders = state.deciders()
            assert deciders and list(deciders) == sorted(set(deciders))
            for seat in deciders:
                assert state.legal_actions(seat), (seat, deciders)
            outsider = next((s for s in range(players) if s not in deciders), None)
            if outsider is not None:
                assert state.legal_actions(outsider) == []
            seat = rng.choice(deciders)
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        assert state.deciders() == () and state.legal_actions() == []
        outcome = state.outcome()
        assert len(outcome.placings) == players and outcome.winners
        assert all(1 <= p <= players for p in outcome.placings)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_an_illegal_move_changes_nothing(spec):
    state = random_game(spec, 5, stop=15)
    seat = state.deciders()[0]
    before = [state.view(s) for s in range(state.players)], list(state.history)
    for bad, who in ((Action("no_such_move"), seat), ("hit", seat),
                     (state.legal_actions(seat)[0], next(
                         (s for s in range(state.players) if s not in state.deciders()), -5))):
        with pytest.raises(IllegalAction):
            state.apply(bad, who)
    assert ([state.view(s) for s in range(state.players)], list(state.history)) == before


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_is_legal_answers_as_the_list_does(spec):
    """Games answer ``is_legal`` without listing (issue 25's speed): the answer stays
    ``action in legal_actions(seat)`` for every action seen in the game, equal copies of them,
    and look-alikes with a field changed or of the wrong type."""
    seen: set = set()
    for seed in range(6):
        state = spec.setup(spec.make_options(2 + seed % 3), seed)
        rng = random.Random(seed)
        while not state.is_over:
            for seat in state.deciders():
                legal = state.legal_actions(seat)
                seen.update(legal)
                odd = [Action(a.kind, a.seat, a.item, a.item2,
                              99 if a.value is None else a.value + 1) for a in legal[:3]]
                odd += [Action(a.kind, seat=7, item=a.item, item2=a.item2, value=a.value)
                        for a in legal[:3]]
                odd += [Action(a.kind, a.seat, a.item, a.item2, value=-1) for a in legal[:2]]
                for a in [*legal, *(Action(**a.to_json()) for a in legal), *odd,
                          *rng.sample(sorted(seen, key=repr), min(25, len(seen)))]:
                    assert state.is_legal(a, seat) == (a in legal), (a, seat)
            seat = rng.choice(state.deciders())
            state.apply(rng.choice(state.legal_actions(seat)), seat)


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_history_replays_the_game_and_round_trips_as_json(spec):
    state = random_game(spec, 7)
    moves = [Move.from_json(m.to_json()) for m in state.history]
    options = spec.options.from_json(state.options.to_json())
    again, _ = replay(spec.setup, options, state.seed, moves)
    assert again.is_over and again.outcome() == state.outcome()
    assert [again.view(s) for s in (SPECTATOR, *range(state.players))] == \
        [state.view(s) for s in (SPECTATOR, *range(state.players))]


@pytest.mark.parametrize("spec", [s for s in SPECS if s.hidden_info], ids=lambda s: s.id)
def test_sample_world_agrees_with_the_view_and_plays_on(spec):
    rng = random.Random(3)
    checked = 0
    for seed in range(30):
        state = random_game(spec, seed, stop=rng.randrange(1, 60))
        if state.is_over:
            continue
        seat = rng.choice(state.deciders())
        view = state.view(seat)
        world = spec.sample_world(view, random.Random(seed))
        assert world.view(seat) == view
        assert world.deciders() == state.deciders()
        assert world.legal_actions(seat) == state.legal_actions(seat)
        play = random.Random(seed)
        while not world.is_over:
            who = play.choice(world.deciders())
            world.apply(play.choice(world.legal_actions(who)), who)
        checked += 1
    assert checked >= 10
