"""Hints during play (issue 23): Game → Hint (Ctrl+H) shows the strongest bot's move for the
human deciding, from that human's view only, with a one-line reason in the player's language;
a move cancels it; the curtain and the bots' turns get none; hinted games are counted apart."""
from __future__ import annotations

import json
import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from facetable.app import hints as hints_module
from facetable.app.i18n import install_language
from facetable.app.session import Seat
from facetable.app.shortcuts import window_shortcuts
from facetable.app.stats_window import StatsWindow
from facetable.bots.runner import checked_choice
from facetable.coach.hint import Hint, hint, position
from facetable.coach.playout import judge_level
from facetable.coach.review import best_move
from facetable.coach.sample import bot_game
from facetable.games import GAMES
from facetable.saves.model import SeatRecord
from facetable.saves.stats import StatsStore
from facetable.saves.store import SaveStore, load_save, read_save
from window_helpers import open_window

HIDDEN = [g for g, spec in GAMES.items() if spec.hidden_info]


def decisions(game: str, seat: int = 0, seed: int = 5, count: int = 2):
    """States of a bot-played game where ``seat`` has a choice (every other one, ``count``)."""
    spec = GAMES[game]
    players = max(spec.player_range[0], min(3, spec.player_range[1]))
    start, moves = bot_game(spec, players, seed)
    state, found, chances = start.clone(), [], 0
    for seat_, action in moves:
        if seat_ == seat and len(state.legal_actions(seat)) > 1:
            chances += 1
            if chances % 2:
                found.append(state.clone())
                if len(found) == count:
                    break
        state.apply(action, seat_)
    assert found, game
    return spec, found


# --- the hint itself (no Qt) ------------------------------------------------------------------
@pytest.mark.parametrize("game", list(GAMES))
def test_the_hint_is_the_strongest_bots_move_from_the_seats_view(game):
    spec, states = decisions(game)
    for state in states:
        point = position(spec, state, 0)
        assert point.view == state.view(0) and point.legal == tuple(state.legal_actions(0))
        # A game with secrets hands the hint the view, never the state.
        assert (point.state is None) == spec.hidden_info
        done = hint(point, playouts=4)
        assert done.best == best_move(point)
        strongest = spec.make_bot(judge_level(spec))
        assert judge_level(spec) == spec.levels[-1]
        expected, _ = checked_choice(strongest, state.view(0), state.legal_actions(0),
                                     random.Random(f"0/{len(state.history)}/0/judge"))
        assert done.best == expected
        assert done.other is not None and done.other != done.best
        assert done.other in point.legal
        assert done.best_chance.n == done.other_chance.n == 4
        assert Hint.from_json(json.loads(json.dumps(done.to_json()))) == done


@pytest.mark.parametrize("game", HIDDEN)
def test_twin_states_the_seat_cannot_tell_apart_get_the_same_hint(game):
    """A hint never uses what the seat could not know: from the real state and from a twin whose
    hidden cards were dealt again from the seat's view, the hint is identical."""
    spec, states = decisions(game, seed=7)
    differing = 0
    for n, state in enumerate(states):
        twin = spec.sample_world(state.view(0), random.Random(n))
        assert twin.view(0) == state.view(0)
        differing += any(twin.view(s) != state.view(s) for s in range(1, state.players))
        move = len(state.history)                 # the twin has no history: the same count
        real = hint(position(spec, state, 0), playouts=4)
        other = hint(position(spec, twin, 0, move), playouts=4)
        assert real.to_json() == other.to_json(), (game, n)
    assert differing, "the twins must hide different cards"


def test_a_seat_without_a_decision_gets_no_hint():
    spec, (state,) = decisions("coup", count=1)
    idle = next(s for s in range(state.players) if s not in state.deciders())
    with pytest.raises(ValueError):
        position(spec, state, idle)


# --- at the table ------------------------------------------------------------------------------
@pytest.fixture
def quick(monkeypatch):
    monkeypatch.setattr(hints_module, "BUDGET_S", 0.5)


def table(qtbot, tmp_path, humans=("Ana",), bots=2, game="coup", seed=3):
    store = SaveStore(tmp_path)
    window = open_window(qtbot, None, store)
    seats = [Seat(n, True) for n in humans] + [Seat(f"Bot {i}", False, "easy")
                                                for i in range(bots)]
    spec = GAMES[game]
    window.start_game(game, spec.make_options(len(seats)), seats, seed)
    return window, store


def wait_for_choice(qtbot, window, seat: int = 0) -> None:
    qtbot.waitUntil(lambda: window.session.deciding == seat and not window.curtain.isVisible()
                    and not window.session.controller.busy, timeout=30_000)


@pytest.mark.parametrize("lang", ["en", "vi", "fa"])
def test_the_hint_appears_in_the_players_language_and_the_game_counts_it(
        qtbot, tmp_path, quick, lang):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        window, store = table(qtbot, tmp_path)
        wait_for_choice(qtbot, window)
        session = window.session
        legal = session.state.legal_actions(0)
        assert window.hinting.ask()
        with qtbot.waitSignal(window.hinting.shown, timeout=60_000) as shown:
            pass
        line = shown.args[0]
        words = [session.controller.action_text(a) for a in legal]
        assert any(w in line for w in words), line
        assert line in window.actions_bar.prompt.text()
        assert tuple(window.private_log.entries[-1]) == (line, "", 0)
        english = ("Hint", "strongest", "playouts")
        if lang == "en":
            assert all(word in line for word in english)
        else:
            assert not any(word in line for word in english), line
            assert "Hint" not in window.hinting.action.text()
        assert session.hints == 1 and session.deciding == 0     # nothing was played for Ana
        assert read_save(store.current_path).hints == 1
        window.close()
    finally:
        install_language(app, "en")


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_gives_a_hint_at_its_table(qtbot, tmp_path, quick, game):
    window, _ = table(qtbot, tmp_path, game=game, bots=1)
    wait_for_choice(qtbot, window)
    session = window.session
    words = [session.controller.action_text(a) for a in session.state.legal_actions(0)]
    assert window.hinting.ask()
    with qtbot.waitSignal(window.hinting.shown, timeout=60_000) as shown:
        pass
    assert any(w in shown.args[0] for w in words), shown.args[0]
    assert session.hints == 1 and session.deciding == 0
    window.close()


def test_a_move_cancels_the_hint(qtbot, tmp_path, quick):
    window, store = table(qtbot, tmp_path)
    wait_for_choice(qtbot, window)
    session = window.session
    assert window.hinting.ask()
    run = window.hinting.run
    assert run is not None and run.process.is_alive()
    said = []
    window.hinting.shown.connect(said.append)
    session.submit(next(a for a in session.state.legal_actions(0)
                        if not session.controller.confirm_text(a)))
    assert window.hinting.run is None
    assert not run.process.is_alive()
    assert not said and session.hints == 0
    assert read_save(store.current_path).hints == 0
    window.close()


def test_no_hint_over_a_confirmation_and_one_again_after_back(qtbot, tmp_path, monkeypatch):
    window, _ = table(qtbot, tmp_path)
    wait_for_choice(qtbot, window)
    session = window.session
    session.confirm = True
    monkeypatch.setattr(session.controller, "confirm_text", lambda action: "Sure?")
    assert window.hinting.ask()
    run = window.hinting.run
    assert not session.submit(session.state.legal_actions(0)[0])     # asks first
    assert window.hinting.run is None and not run.process.is_alive()
    assert window.actions_bar.prompt.text() == "Sure?"
    assert window.hinting.seat() is None and not window.hinting.ask()
    assert window.actions_bar.prompt.text() == "Sure?"
    window.actions_bar.cancelled.emit()                                # Back
    assert window.hinting.seat() == 0
    window.close()


def test_no_hint_when_no_human_decides(qtbot, tmp_path):
    window, _ = table(qtbot, tmp_path, humans=(), bots=3)
    assert window.hinting.seat() is None and not window.hinting.ask()
    assert window.hinting.run is None
    assert window.actions_bar.message.text()
    window.close()


def test_no_hint_while_the_curtain_is_down(qtbot, tmp_path):
    window, _ = table(qtbot, tmp_path, humans=("Ana", "Bảo"), bots=0, game="faceguess")
    session = window.session
    qtbot.waitUntil(lambda: window.curtain.isVisible() or session.deciding is not None,
                    timeout=30_000)
    if not window.curtain.isVisible():
        # Whoever decides first plays, then the screen passes on.
        seat = session.deciding
        session.hand_over_pause_ms = 0
        session.submit(session.state.legal_actions(seat)[0])
        qtbot.waitUntil(lambda: window.curtain.isVisible() or session.awaiting_done,
                        timeout=30_000)
    assert window.hinting.seat() is None and not window.hinting.ask()
    assert window.hinting.run is None
    window.close()


def test_the_hint_is_in_the_menu_and_the_shortcuts_help_and_its_key_asks(qtbot, tmp_path):
    window, _ = table(qtbot, tmp_path)
    keys = dict(window_shortcuts(window))
    assert keys.get(hints_module.KEY) == "Hint"
    game_menu = window.menuBar().actions()[0].menu()
    assert window.hinting.action in game_menu.actions()
    wait_for_choice(qtbot, window)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier)
    run = window.hinting.run
    assert run is not None
    window.close()                              # a new game or closing ends the work at once
    assert window.hinting.run is None and not run.process.is_alive()


def test_a_resumed_game_keeps_its_hints(qtbot, tmp_path):
    window, store = table(qtbot, tmp_path)
    wait_for_choice(qtbot, window)
    window.session.mark_hint()
    window.close()
    again = open_window(qtbot, None, store)
    again.resume(load_save(store.current_path))
    assert again.session.hints == 1
    again.session.mark_hint()
    assert read_save(store.current_path).hints == 2
    again.close()


# --- statistics ------------------------------------------------------------------------------
def finished_save(tmp_path, hints: int, seed: int):
    spec = GAMES["flip7"]
    start, moves = bot_game(spec, 2, seed)
    store = SaveStore(tmp_path / f"game{seed}")
    seats = [SeatRecord(name="Ana", human=True), SeatRecord(name="Bot", human=False,
                                                             level="hard")]
    recorder = store.begin("flip7", start.options, seats, start.seed)
    for _ in range(hints):
        recorder.mark_hint()
    state = start.clone()
    for seat, action in moves:
        state.apply(action, seat)
    recorder.store = SaveStore(tmp_path / "scratch")          # not counted in its own store
    recorder.record(state)
    return recorder.save


def test_hinted_games_are_counted_apart_and_old_files_load(qtbot, tmp_path):
    plain, hinted = finished_save(tmp_path, 0, 1), finished_save(tmp_path, 2, 2)
    assert hinted.hints == 2
    # A save without the field (written before hints) loads as a game without hints, and a
    # game without hints is written as before.
    data = json.loads(plain.to_bytes())
    assert "hints" not in data
    assert type(plain).model_validate(data).hints == 0
    assert json.loads(hinted.to_bytes())["hints"] == 2
    stats = StatsStore(tmp_path / "stats.json")
    assert stats.record(plain) and stats.record(hinted)
    loaded = stats.load()
    assert loaded.games["flip7"]["hard"].games == 1
    assert loaded.hinted["flip7"]["hard"].games == 1
    # A statistics file from before hints loads.
    old = json.loads((tmp_path / "stats.json").read_text())
    del old["hinted"]
    (tmp_path / "stats.json").write_text(json.dumps(old))
    assert stats.load().games["flip7"]["hard"].games == 1 and not stats.load().hinted
    stats.record(hinted.model_copy(update={"id": "other"}))
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.refresh()
    names = [window.table.item(r, 0).text() for r in range(window.table.rowCount())]
    assert len(names) == 2 and names[1] == f"{names[0]}, with hints"
    assert "hints" in window.note.text()


def test_the_reason_says_when_the_playouts_cannot_tell_the_moves_apart():
    from facetable.app.hints import HintControl
    from facetable.coach.playout import Chance
    from facetable.engine import Action

    class Words:
        def action_text(self, action):
            return action.kind.title()
    clear = Hint(0, 3, Action("stay"), Chance(18, 24), Action("hit"), Chance(6, 24))
    assert HintControl.describe(clear, Words()) == (
        "Hint: the strongest bot would play “Stay”. In 24 quick playouts from what you can "
        "see, it won 75% of games, against 25% for “Hit”.")
    close = Hint(0, 3, Action("stay"), Chance(2, 4), Action("hit"), Chance(3, 4), close=True)
    assert HintControl.describe(close, Words()).endswith("and “Hit” 75%: too few to tell them "
                                                          "apart.")
    only = Hint(0, 3, Action("stay"), Chance(0, 0))
    assert HintControl.describe(only, Words()) == "Hint: “Stay”, your only move."
