"""Views share their log instead of copying it (issue 25), and stay immutable values.

A view used to copy the whole redacted log into a tuple, so asking for a view each turn did
work that grew with the square of the game's length. ``engine/log.py``'s ``Log`` shares one
append-only list between the views of a seat; these tests check that it does, and that no
holder ever sees another's events: after a clone plays on differently, after sample_world.
"""
from __future__ import annotations

import copy
import pickle
import random
from dataclasses import FrozenInstanceError, replace

import pytest

from facetable.engine.contract import Action, Event
from facetable.engine.log import EMPTY, Log, caught_up, seen_log
from facetable.games import GAMES

#: The games whose views carry a log.
LOGGED = [g for g, spec in GAMES.items()
          if "log" in getattr(type(spec.setup(spec.make_options(4), 1).view(0)),
                              "__dataclass_fields__", {})]


def play(state, rng: random.Random, moves: int) -> None:
    for _ in range(moves):
        if state.is_over:
            return
        seat = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(seat)), seat)


def expected_log(state, seat: int) -> tuple:
    """What ``view(seat).log`` must hold, worked out afresh: the events as the seat sees them
    (Crack's log is its public guesses)."""
    if hasattr(state, "events"):
        return tuple(e.seen_by(seat) for e in state.events)
    return tuple(state.log)


# --- the sequence itself ------------------------------------------------------------------------
def test_a_log_reads_like_the_tuple_of_its_items():
    log = EMPTY.extended([1, 2, 3])
    assert log == (1, 2, 3) and (1, 2, 3) == log and log != (1, 2)
    assert len(log) == 3 and list(log) == [1, 2, 3] and log[-1] == 3 and log[1:] == (2, 3)
    assert list(reversed(log)) == [3, 2, 1] and 2 in log and log.index(3) == 2
    with pytest.raises(IndexError):
        log[3]
    assert pickle.loads(pickle.dumps(log)) == log
    assert copy.deepcopy(log) == log
    assert Log([1, 2, 3]) == log and hash(Log([1, 2, 3])) == hash((1, 2, 3))


def test_extending_shares_the_storage_and_never_changes_an_earlier_log():
    a = EMPTY.extended([1, 2])
    b = a.extended([3])
    assert b._items is a._items                       # appended in place: nothing copied
    c = a.extended([4])                               # a second history from a: parts ways
    assert c._items is not a._items
    assert (a, b, c) == ((1, 2), (1, 2, 3), (1, 2, 4))
    assert len(EMPTY) == 0 and EMPTY == ()
    assert caught_up(a, [1, 2, 3, 4]) == (1, 2, 3, 4) and caught_up(a, [1, 2]) is a


def test_seen_log_redacts_only_what_is_new():
    secret = Event("deal", {"card": 7}, ("card",), frozenset({0}))
    seen: dict[int, Log] = {}
    first = seen_log(seen, [secret], 1)
    assert first == (Event("deal", {}, ("card",), frozenset({0})),)
    again = seen_log(seen, [secret, Event("turn")], 1)
    assert again[0] is first[0] and again._items is first._items
    assert seen_log(seen, [secret], 0) == (secret,)


# --- in the games -------------------------------------------------------------------------------
@pytest.mark.parametrize("game", LOGGED)
def test_views_of_a_seat_share_one_log(game):
    spec = GAMES[game]
    state = spec.setup(spec.make_options(4), 3)
    rng = random.Random(3)
    play(state, rng, 5)
    before = state.view(0)
    play(state, rng, 5)
    after = state.view(0)
    assert isinstance(after.log, Log)
    assert after.log._items is before.log._items       # the later view copied nothing
    assert tuple(after.log)[:len(before.log)] == tuple(before.log)


@pytest.mark.parametrize("game", LOGGED)
def test_a_clone_playing_on_differently_leaves_every_view_as_it_was(game):
    spec = GAMES[game]
    state = spec.setup(spec.make_options(4), 5)
    play(state, random.Random(5), 6)
    views = {s: state.view(s) for s in range(state.players)}
    kept = {s: pickle.dumps(v) for s, v in views.items()}
    twins = [state.clone() for _ in range(3)]
    for i, twin in enumerate(twins):
        play(twin, random.Random(100 + i), 30)
        for s in range(twin.players):
            twin.view(s)
    play(state, random.Random(99), 30)
    for s, view in views.items():
        assert pickle.dumps(view) == kept[s]          # no holder saw another's events
    for twin in twins + [state]:
        for s in range(twin.players):
            assert tuple(twin.view(s).log) == expected_log(twin, s)


@pytest.mark.parametrize("game", LOGGED)
def test_views_with_a_log_stay_equal_comparable_and_picklable(game):
    spec = GAMES[game]
    state = spec.setup(spec.make_options(4), 8)
    play(state, random.Random(8), 8)
    view = state.view(1)
    assert pickle.loads(pickle.dumps(view)) == view
    assert replace(view, log=tuple(view.log)) == view
    with pytest.raises(FrozenInstanceError):
        view.log = ()


# --- actions and events: immutable values, built fast -------------------------------------------
def test_actions_and_events_stay_immutable_hashable_where_they_were_and_picklable():
    action = Action("give", seat=1, item=3)
    assert action == Action("give", 1, 3) and hash(action) == hash(Action("give", 1, 3))
    assert {action: 1}[Action("give", seat=1, item=3)] == 1
    assert pickle.loads(pickle.dumps(action)) == action and copy.deepcopy(action) == action
    assert replace(action, seat=2) == Action("give", seat=2, item=3)
    event = Event("draw", {"card": 1}, ("card",), frozenset({0}))
    assert pickle.loads(pickle.dumps(event)) == event and copy.deepcopy(event) == event
    assert Event("turn") == Event("turn", {}, (), frozenset())
    for value, field in ((action, "seat"), (event, "kind")):
        with pytest.raises(FrozenInstanceError):
            setattr(value, field, 0)
        with pytest.raises(FrozenInstanceError):
            delattr(value, field)
    with pytest.raises(TypeError):
        hash(event)                                   # its data is a dict, as before
