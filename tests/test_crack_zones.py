"""Crack's table is a zone model (issue 21): the winner's drawn tile ends inside its row, at the
end of a game and in its replay (CR-14: the game can end in the middle of a chain, the tile
still held)."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR
from facetable.engine.crack import Options, setup
from facetable.games import GAMES
from facetable.saves.replay import Replay
from facetable.table.crack.controller import CrackController

SEED = 98          # two players, basic: seat 1 wins on a right guess, still holding a tile


def won_holding():
    """A game (random play that always guesses on) that ends with the winner holding a tile."""
    state = setup(Options(players=2), SEED)
    rng = random.Random(SEED)
    while not state.is_over:
        legal = state.legal_actions()
        go_on = [a for a in legal if a.kind == "continue"]
        state.apply(go_on[0] if go_on else rng.choice(legal))
    assert state.held is not None, "the game must end with a tile still held"
    return state


def assert_held_tile_in_row(c, state) -> None:
    held, winner = state.held, state.winner
    row = [t.id for t in c.model.rows[winner]]
    assert c.model.held is None
    assert row.index(held) == state.held_place()
    assert all(t.face_up for t in c.model.rows[winner])
    items = [c.cards[t] for t in row]
    assert len({round(i.pos().y(), 3) for i in items}) == 1, "the tile stands level with its row"
    xs = [i.pos().x() for i in items]
    assert xs == sorted(xs, reverse=c.rtl), "and in its place along it"


@pytest.mark.parametrize("rtl", [False, True])
def test_the_winners_drawn_tile_ends_inside_its_row(qtbot, rtl):
    state = won_holding()
    c = CrackController(setup(Options(players=2), SEED).view(SPECTATOR), ["A", "B"], 0)
    c.set_speed(0)
    c.resize(1000, 640, rtl=rtl)
    events = list(state.start_events)
    replayed = setup(Options(players=2), SEED)
    for seat, action in state.history:
        events += replayed.apply(action, seat)
    c.play_at_once([e.seen_by(SPECTATOR) for e in events])
    assert c.model.held is not None and c.model.held.id == state.held   # held until the end
    c.show_final(state)
    assert_held_tile_in_row(c, state)


def test_the_winners_drawn_tile_ends_inside_its_row_in_the_replay(qtbot):
    from facetable.app.replay_window import ReplayWindow
    state = won_holding()
    replay = Replay.of(GAMES["crack"], state.options, SEED, state.history, ["A", "B"])
    window = ReplayWindow(replay, "test", speed=0)
    qtbot.addWidget(window)
    window.show()
    window.goto(replay.length)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=10000)
    assert_held_tile_in_row(window.controller, state)
    window.goto(replay.length - 1)                   # a step back and forward again
    window.goto(replay.length)
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=10000)
    assert_held_tile_in_row(window.controller, state)
