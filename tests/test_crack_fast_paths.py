"""The Crack engine's fast paths answer as the plain rules do.

``State`` keeps the guesses at each seat's hidden tiles until that row changes, checks
``apply``'s one decider directly, keeps ``is_over`` as an attribute, and shares its frequent
events between games (they must equal fresh ones). These tests compare
them, at every step of random games (clones and sampled worlds included), with the rules
worked out from scratch: CR-7 (draw a colour while the pool has one), CR-8 (guess a hidden
tile of an opponent still in the game, any value), CR-9 (continue or stop), CR-12 (reveal an
own hidden tile), CR-13 and CR-14 (out, game over).
"""
from __future__ import annotations

import copy
import random

import pytest

from facetable.engine.contract import ONLY, Action, Event, IllegalAction
from facetable.engine.crack import Options, events, sample_world, setup
from facetable.engine.crack.state import (CONTINUE, DRAWS, GUESSES, OVER, PLACES, REVEALS,
                                          State)


def legal_from_scratch(state: State) -> list[Action]:
    """The legal actions worked out anew from the state's tables, in the engine's order."""
    phase, cur = state.phase, state.current
    if phase in ("setup", "draw"):
        return [DRAWS[c] for c in (0, 1) if state.pool[c]]           # CR-3, CR-7
    if phase == "guess":                                             # CR-8
        return [GUESSES[t][v] for s, row in enumerate(state.rows)
                if s != cur and not state.out[s]
                for t in row if not state.face_up[t] for v in range(state.values)]
    if phase == "decide":                                            # CR-9
        return [CONTINUE, Action("stop")]
    if phase == "place":
        return [PLACES[i] for i in state._positions()]
    if phase == "reveal":                                            # CR-12
        return [REVEALS[t] for t in state.rows[cur] if not state.face_up[t]]
    return []


def probes(state: State, rng: random.Random) -> list[Action]:
    """Actions of every kind, legal or not, some equal to the engine's but not the same object."""
    n = len(state.codes)
    return [Action("guess", item=rng.randrange(-1, n + 2), value=rng.randrange(-1, 15)),
            Action("guess", item=rng.randrange(n), value=rng.randrange(13)),
            Action("draw", value=rng.randrange(-1, 3)),
            Action("place", value=rng.randrange(-1, 28)),
            Action("reveal", item=rng.randrange(-1, n + 1)), Action("continue"), Action("stop"),
            Action("guess", item=None, value=3), Action("draw")]


def check_step(state: State, rng: random.Random) -> None:
    assert state.is_over == (state.phase == OVER)                   # CR-14
    legal = state.legal_actions()
    assert legal == legal_from_scratch(state)
    if state.is_over:
        return
    for seat in range(state.players):
        assert state.legal_actions(seat) == (legal if seat == state.current else [])
    for a in probes(state, rng) + legal[:3]:
        assert state.is_legal(a, state.current) == (a in legal), a


def play(state: State, rng: random.Random, steps: int = 400) -> None:
    for _ in range(steps):
        check_step(state, rng)
        if state.is_over:
            return
        state.apply(rng.choice(state.legal_actions()))


@pytest.mark.parametrize("players,advanced", [(2, False), (3, True), (4, False), (4, True)])
def test_legal_actions_match_the_rules_at_every_step(players, advanced):
    rng = random.Random(players * 10 + advanced)
    for seed in range(40):
        play(setup(Options(players=players, advanced=advanced), seed), rng)


def test_clones_keep_their_own_guess_lists():
    """A clone and its original play on differently; neither's guesses follow the other's."""
    rng = random.Random(5)
    for seed in range(40):
        state = setup(Options(players=4), seed)
        for _ in range(rng.randrange(10, 50)):
            if state.is_over:
                break
            state.legal_actions()                    # fill the per-seat lists first
            state.apply(rng.choice(state.legal_actions()))
        other = state.clone()
        play(other, random.Random(seed))
        play(state, random.Random(seed + 1000))


def test_sampled_worlds_play_by_the_rules():
    rng = random.Random(9)
    for seed in range(30):
        options = Options(players=2 + seed % 3, advanced=seed % 2 == 1)
        state = setup(options, seed)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        world = sample_world(state.view(state.current), rng)
        assert world.is_over == state.is_over
        play(world, rng)


def snapshot(state: State) -> dict:
    return {k: copy.deepcopy(v) for k, v in state.__dict__.items() if k != "rng"}


def test_an_illegal_action_changes_nothing():
    rng = random.Random(3)
    state = setup(Options(players=3, advanced=True), 1)
    while not state.is_over:
        legal = state.legal_actions()
        before = snapshot(state)
        for a in probes(state, rng):
            if a not in legal:
                with pytest.raises(IllegalAction):
                    state.apply(a)
        with pytest.raises(IllegalAction):
            state.apply(legal[0], (state.current + 1) % state.players)
        with pytest.raises(IllegalAction):
            state.apply("draw")                              # type: ignore[arg-type]
        assert snapshot(state) == before
        state.apply(rng.choice(legal))
    with pytest.raises(IllegalAction, match="over"):
        state.apply(Action("stop"))
    assert state.legal_actions() == [] and state.deciders() == ()


def test_shared_events_equal_fresh_ones():
    """The events made once and shared between games are the values the event table names."""
    assert events.turn(2) == Event("turn", {"seat": 2}) and events.turn(2) is events.turn(2)
    assert events.decided(1, True) == Event("continue", {"seat": 1})
    assert events.decided(1, False) == Event("stop", {"seat": 1})
    assert events.out(3) == Event("out", {"seat": 3})
    assert events.game_over(0) == Event("game_over", {"winner": 0})
    assert events.draw(1, 7, 0, 5) == Event("draw", {"seat": 1, "tile": 7, "colour": 0, "value": 5},
                                            ("value",), ONLY[1])
    assert events.draw(1, 7, 0, 5).seen_by(2).data == {"seat": 1, "tile": 7, "colour": 0}
    assert events.reveal(2, 4, 11, True) == Event(
        "reveal", {"seat": 2, "tile": 4, "value": 11, "held": True})
    assert events.reveal(2, 4, 11) == Event(
        "reveal", {"seat": 2, "tile": 4, "value": 11, "held": False})
    assert events.insert(0, 3, 1, 1, 6, False) == Event(
        "insert", {"seat": 0, "tile": 3, "index": 1, "colour": 1, "face_up": False, "value": 6},
        ("value",), ONLY[0])
    assert events.guess(0, 1, 3, 6, True, 2) == Event(
        "guess", {"seat": 0, "target": 1, "tile": 3, "value": 6, "correct": True, "position": 2})
