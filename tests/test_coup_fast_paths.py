"""Coup's ``apply`` and ``legal_actions`` take a short way for the usual call (a deciding seat
named, one of the engine's own action objects) and leave every other call to the contract's
way; the small fixed events are made once and shared between games. These tests check that both
ways agree in every phase (CP-5 … CP-16), that windows stay hidden and are settled by the rules
whatever way the answers come in (CP-9), and that shared events equal fresh ones."""
from __future__ import annotations

import random

import pytest

from facetable.engine import Action, Event, IllegalAction
from facetable.engine.contract import ONLY
from facetable.engine.coup import Options, setup
from facetable.engine.coup import events as ev


def _snapshot(state):
    return ([state.view(s) for s in (-1, *range(state.players))], list(state.history),
            list(state.events), state.deciders())


def _copy(action: Action) -> Action:
    return Action(**action.to_json())        # equal, not the engine's own object


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_equal_copies_and_unnamed_seats_play_the_same_game_as_the_engines_own_actions(players):
    """CP-5 … CP-16: the contract's way (an equal copy, or no seat named when one decides) and
    the short way give the same events, views and history at every step."""
    for seed in range(25):
        fast = setup(Options(players=players), seed)
        slow = setup(Options(players=players), seed)
        rng = random.Random(seed)
        while not fast.is_over:
            deciders = fast.deciders()
            seat = rng.choice(deciders)
            assert slow.legal_actions(seat) == fast.legal_actions(seat)
            if len(deciders) == 1:
                assert slow.legal_actions() == fast.legal_actions(seat)
            action = rng.choice(fast.legal_actions(seat))
            got = fast.apply(action, seat)
            want = slow.apply(_copy(action), None if len(deciders) == 1 else seat)
            assert got == want
            assert _snapshot(fast) == _snapshot(slow)
        assert slow.is_over and slow.outcome() == fast.outcome()


def test_every_kind_of_wrong_call_raises_and_changes_nothing_in_every_phase():
    """Each phase refuses a seat that does not decide, another phase's action and a look-alike
    with a field changed, through the short way as through the contract's."""
    phases = set()
    for seed in range(40):
        state = setup(Options(players=4), seed)
        rng = random.Random(seed)
        while not state.is_over:
            deciders = state.deciders()
            phases.add(state.phase)
            seat = deciders[0]
            legal = state.legal_actions(seat)
            outsider = next(s for s in range(4) if s not in deciders)
            wrong = [(legal[0], outsider), (legal[0], 99), (Action("no_such_move"), seat),
                     ("challenge", seat), (Action(legal[0].kind, 7, legal[0].item, None, 99), seat)]
            wrong += [(a, seat) for a in (Action("challenge"), Action("block", value=0),
                                          Action("income"), Action("refuse"),
                                          Action("lose", item=29), Action("keep", value=0))
                      if a not in legal]
            before = _snapshot(state)
            for action, who in wrong:
                with pytest.raises(IllegalAction):
                    state.apply(action, who)
                assert _snapshot(state) == before, (state.phase, action, who)
            assert state.legal_actions(outsider) == []
            state.apply(rng.choice(legal), seat)
        with pytest.raises(IllegalAction):
            state.apply(Action("income"), state.winner)
        assert state.legal_actions(state.winner) == [] and state.legal_actions() == []
    assert phases == {"act", "challenge", "block", "respond", "lose", "exchange"}


def test_a_window_keeps_its_answers_hidden_and_a_clone_answers_on_its_own():
    """CP-9: until the last answer, the deciders are those still to answer and nobody else sees
    an answer; a clone's answers change nothing in the state it came from."""
    state = setup(Options(players=5), 1, first=0)
    state.apply(Action("tax"), 0)
    assert state.phase == "challenge" and state.deciders() == (1, 2, 3, 4)
    twin = state.clone()
    state.apply(state.legal_actions(3)[0], 3)          # challenge
    assert state.deciders() == (1, 2, 4) and twin.deciders() == (1, 2, 3, 4)
    assert twin.view(3).my_answer is None and state.view(3).my_answer == Action("challenge")
    assert state.view(1).my_answer is None
    assert all("answer" not in e.data for e in state.view(1).log if e.kind == "answer")
    for seat in (4, 1):
        state.apply(Action("allow"), seat)
    state.apply(Action("challenge"), 2)                # the last answer settles the window
    assert state.phase == "respond"
    assert state.events[-1] == Event("challenge", {"seat": 2, "claimant": 0, "role": 0})
    assert twin.phase == "challenge" and twin.deciders() == (1, 2, 3, 4)


def test_shared_events_equal_fresh_ones():
    """The events made once and shared are the very values the event table describes."""
    assert ev.turn(3) == Event("turn", {"seat": 3})
    assert ev.answer(2, "block", "block", 3) == Event(
        "answer", {"seat": 2, "window": "block", "answer": "block", "role": 3},
        ("answer", "role"), ONLY[2])
    assert ev.answer(2, "block", "block", 3).seen_by(1).data == {"seat": 2, "window": "block"}
    assert ev.window("challenge", 1, 0, (2, 3, 0)) == Event(
        "window", {"kind": "challenge", "claimant": 1, "role": 0, "seats": (2, 3, 0)})
    assert ev.declare(0, "steal", 2, 2, 0) == Event(
        "declare", {"seat": 0, "action": "steal", "target": 2, "role": 2, "paid": 0})
    assert ev.coins(1, 2, "steal", 3) == Event(
        "coins", {"seat": 1, "amount": 2, "reason": "steal", "giver": 3})
    assert ev.turn(3) is ev.turn(3)
