"""Crack the Code's value menu: the deduction help setting (off, colours only, full), and the
log and the guess history naming each guessed tile by the same place (issue 22)."""
import random

import pytest
from PySide6.QtCore import Qt

from facetable.app.session import Seat
from facetable.engine.crack import Options
from facetable.engine.crack.tiles import code
from facetable.games import GAMES
from facetable.table.crack import text
from facetable.table.crack.options import TableOptions
from facetable.table.numbers import number


def _guess_turn(window, seed=5, table_options=None):
    """A session where seat 0 (human) is to guess, some tiles of the table turned up."""
    seats = [Seat("Me", True), Seat("Bot", False, "random")]
    session = window.start_game("crack", Options(players=2), seats, seed=seed, autostart=False,
                                table_options=table_options)
    c, state = session.controller, session.state
    session.start(auto=False)
    rng = random.Random(seed)
    while not (state.phase == "guess" and state.to_act == 0 and any(state.face_up)):
        c.play(session.redact(state.apply(rng.choice(state.legal_actions()))))
    view = state.view(0)
    c.offer(state.legal_actions(0), view)
    return session, view


def _seen_tile(view):
    """An opponent's hidden tile, and the values of its colour this seat can see."""
    tile = next(t for row in view.rows[1:] for t in row if t.value is None)
    seen = {k // 2 for k in view.known_codes() if k % 2 == tile.colour}
    return tile, seen


def test_the_default_helps_with_colours_only_as_a_learner_expects():
    assert TableOptions().deduction_help == "colours"
    assert GAMES["crack"].table_options().deduction_help == "colours"


def test_off_offers_every_value_a_guess_may_name(window):  # CR-8
    session, view = _guess_turn(window, table_options=TableOptions(deduction_help="off"))
    c = session.controller
    tile, seen = _seen_tile(view)
    assert seen, "the seat sees values of that colour (its own tiles at least)"
    assert c.offered_values(tile.id) == [(v, True) for v in range(12)]
    guesses = [a for a in c.listed(session.state.legal_actions(0)) if a.item == tile.id]
    assert [a.value for a in guesses] == list(range(12))


def test_colours_only_greys_out_the_values_seen_in_that_colour(window):
    session, view = _guess_turn(window, table_options=TableOptions(deduction_help="colours"))
    c = session.controller
    tile, seen = _seen_tile(view)
    offered = c.offered_values(tile.id)
    assert [v for v, _ in offered] == list(range(12))
    assert {v for v, on in offered if not on} == seen
    # clues beyond what is seen are left to the player: more values than "full" offers
    assert set(c.possible_values(tile.id)) >= set(view.possible_values(tile.id))
    assert all(code(tile.colour, v) not in view.known_codes() for v in c.possible_values(tile.id))
    c._clicked_item(tile.id)
    menu = c.picker
    assert [a.text() for a in menu.actions()] == [text.value_name(v) for v in range(12)]
    assert [a.isEnabled() for a in menu.actions()] == [on for _, on in offered]
    listed = {a.value for a in c.listed(session.state.legal_actions(0)) if a.item == tile.id}
    assert listed == set(range(12)) - seen


def test_full_offers_only_what_the_clues_allow(window):
    session, view = _guess_turn(window, table_options=TableOptions(deduction_help="full"))
    c = session.controller
    tile, _ = _seen_tile(view)
    assert c.possible_values(tile.id) == view.possible_values(tile.id)
    c._clicked_item(tile.id)
    assert [a.text() for a in c.picker.actions()] == [
        text.value_name(v) for v in view.possible_values(tile.id)]


def test_the_setting_is_in_the_new_game_dialog_and_remembered(qtbot):
    from PySide6.QtWidgets import QComboBox

    from facetable.app.new_game_dialog import NewGameDialog
    from facetable.app.setup_model import GameSetup
    setup = GameSetup(game="crack", options={"players": 2},
                      table_options={"deduction_help": "full"},
                      seats=[{"name": "Me", "kind": "human"},
                             {"name": "Bot", "kind": "bot", "level": "easy"}])
    dialog = NewGameDialog(initial=setup)
    qtbot.addWidget(dialog)
    combo = dialog.findChild(QComboBox, "option_deduction_help")
    assert combo is not None and combo.currentData() == "full"
    assert combo.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert [combo.itemData(i) for i in range(combo.count())] == ["off", "colours", "full"]
    assert all(combo.itemText(i) not in ("off", "colours", "full") for i in range(combo.count()))
    combo.setCurrentIndex(0)
    assert dialog.setup().table_options_model().deduction_help == "off"


def test_log_and_history_name_every_guess_by_the_same_place(window):  # CR-11
    seats = [Seat("Ana", False, "easy"), Seat("Bao", False, "easy"), Seat("Chi", False, "easy")]
    session = window.start_game("crack", Options(players=3, advanced=True), seats, seed=11,
                                autostart=False)
    c, state = session.controller, session.state
    session.start(auto=False)
    rng = random.Random(3)
    expected = []                    # (guessed tile, its place in its row when guessed)
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        if action.kind == "guess":
            owner = state.owner[action.item]
            expected.append((action.item, state.rows[owner].index(action.item)))
        c.play(session.redact(state.apply(action)))
    assert len(expected) > 10
    logged = window.log.lines()
    logged = [line for line in logged if line.startswith((text.RIGHT_MARK, text.WRONG_MARK))]
    history = c.history_rows()
    assert len(logged) == len(history) == len(expected)
    for line, row, (tile, place) in zip(logged, history, expected):
        assert line == row
        assert text.tile_label(c.model, tile, c.names, place) in line
        assert f"position {number(place + 1)}" in line
