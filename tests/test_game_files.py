"""Games to keep and share (issue 10): a game exported to one file and opened on another
machine (with the checks a resume makes), the Replays list, the game-over's replay button, and
deal codes from the Game menu."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton

from facetable.app.main_window import MainWindow
from facetable.app.replays import ReplaysDialog
from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.saves import SaveStore, dealcode
from facetable.saves.store import load_save
from saves_helpers import play
from window_helpers import open_window


def make_window(qtbot, store=None, settings=None) -> MainWindow:
    return open_window(qtbot, settings or Settings(), store)


def bots(n: int) -> list[Seat]:
    return [Seat(f"Bot {s}", False, "easy") for s in range(n)]


@pytest.fixture
def warnings(monkeypatch):
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    return said


def test_a_finished_game_exported_here_is_watched_on_another_machine(qtbot, tmp_path,
                                                                      monkeypatch):
    here = make_window(qtbot, SaveStore(tmp_path / "here"))
    spec = GAMES["coup"]
    session = here.start_game("coup", spec.make_options(3), bots(3), seed=6)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=60000)
    target = tmp_path / "shared" / "game.json"
    monkeypatch.setattr("PySide6.QtWidgets.QFileDialog.getSaveFileName",
                        lambda *a, **k: (str(target), ""))
    here.files.export_current()
    assert "written" in here.actions_bar.message.text()
    data = json.loads(target.read_text(encoding="utf-8"))
    assert data["format"] == "facetable-save" and data["over"] is True

    there = make_window(qtbot, SaveStore(tmp_path / "there"))
    there.files.open_file(target)
    [viewer] = there.files.viewers
    replay = viewer.replay
    assert replay.moves == session.state.history and replay.over
    assert replay.views == (0, 1, 2, -2)                  # finished: every view and open
    viewer.goto(replay.length)
    assert viewer._final_shown
    assert there.session is None                          # nothing started
    viewer.close()
    here.close()
    there.close()


def test_a_game_not_finished_can_be_played_on_and_the_game_at_the_table_is_kept(
        qtbot, tmp_path):
    other = SaveStore(tmp_path / "other")
    play(GAMES["crack"], other, seed=3, stop=9)
    exported = tmp_path / "crack.json"
    exported.write_bytes(other.current_path.read_bytes())
    store = SaveStore(tmp_path / "mine")
    window = make_window(qtbot, store)
    mine = window.start_game("flip7", GAMES["flip7"].make_options(3),
                             [Seat("Me", True)] + bots(2)[1:] + [Seat("Bot 9", False, "easy")],
                             seed=1)
    qtbot.waitUntil(lambda: mine.deciding is not None, timeout=30000)
    mine.submit(mine.state.legal_actions(mine.deciding)[0], confirmed=True)

    def play_on():
        box = QApplication.activeModalWidget()
        assert "not finished" in box.text() and "9 moves" in box.text()
        next(b for b in box.buttons() if b.text() == "Play on").click()
    QTimer.singleShot(0, play_on)
    window.files.open_file(exported)
    assert window.session.game == "crack" and len(window.session.state.history) == 9
    [kept] = store.archived("flip7")                      # the game that was at the table
    assert len(load_save(kept).moves) >= 1
    window.close()


def _corrupt(path):
    path.write_bytes(b"\x00\xff garbage")


def _foreign(path):
    path.write_text('{"hello": "world"}', encoding="utf-8")


def _too_new(path):
    path.write_text('{"format": "facetable-save", "schema_version": 99}', encoding="utf-8")


def _stale(path):
    data = json.loads(path.read_text(encoding="utf-8"))
    data["moves"] = data["moves"][:3] + data["moves"][5:]
    path.write_text(json.dumps(data), encoding="utf-8")


@pytest.mark.parametrize("spoil, words", [
    (_corrupt, "damaged"), (_foreign, "not a FaceTable file"), (_too_new, "newer FaceTable"),
    (_stale, "no longer replays"), (None, "cannot be read")])
def test_a_bad_game_file_is_refused_in_one_line_and_left_alone(qtbot, tmp_path, warnings,
                                                               spoil, words):
    store = SaveStore(tmp_path / "data")
    play(GAMES["goodface"], store, seed=2, stop=12)
    path = tmp_path / "game.json"
    if spoil is None:
        path = tmp_path / "missing.json"
    else:
        path.write_bytes(store.current_path.read_bytes())
        spoil(path)
    before = path.read_bytes() if path.exists() else None
    window = make_window(qtbot, store)
    window.files.open_file(path)
    assert len(warnings) == 1 and "\n" not in warnings[0] and words in warnings[0], warnings
    assert "left where it is" in warnings[0]
    assert (path.read_bytes() if path.exists() else None) == before
    assert window.session is None and window.files.viewers == []
    window.close()


def two_kept_and_one_at_the_table(qtbot, tmp_path):
    """Two kept Crack games and a Coup game being played: (window, session, Replays list)."""
    store = SaveStore(tmp_path)
    for seed in (1, 2):
        play(GAMES["crack"], store, seed=seed)
    window = make_window(qtbot, store)
    session = window.start_game("coup", GAMES["coup"].make_options(2), bots(2), seed=3)
    qtbot.waitUntil(lambda: len(session.state.history) > 2, timeout=30000)
    return window, session, ReplaysDialog(window, store, session)


def test_the_replays_list_has_the_current_game_then_the_kept_ones(qtbot, tmp_path):
    window, session, dialog = two_kept_and_one_at_the_table(qtbot, tmp_path)
    tree = dialog.tree
    assert tree.topLevelItemCount() == 3
    # oldest first (issue 22), sorted by when they started; the game at the table last
    last = tree.topLevelItem(2)
    assert last.text(0) == "Coup" and last.text(3) == "Being played"
    assert tree.currentItem() is last
    assert tree.sortColumn() == 1 and tree.header().sortIndicatorOrder() == \
        Qt.SortOrder.AscendingOrder
    assert tree.topLevelItem(0).text(0) == "Crack the Code"
    assert tree.topLevelItem(0).text(3).startswith("Won by")
    tree.sortItems(4, Qt.SortOrder.DescendingOrder)         # by moves, as numbers
    moves = [int(tree.topLevelItem(i).text(4)) for i in range(3)]
    assert moves == sorted(moves, reverse=True)
    tree.sortItems(1, Qt.SortOrder.AscendingOrder)
    tree.setCurrentItem(tree.topLevelItem(0))
    dialog.watch.click()
    assert dialog.chosen == window.store.archived("crack")[0] and dialog.action == "watch"
    dialog.deleteLater()
    window.close()


def test_the_replays_list_shows_the_result_whole(qtbot, tmp_path):
    """Long lists of players give way; the Result column is never cut (issue 22)."""
    store = SaveStore(tmp_path)
    spec = GAMES["coup"]
    play(spec, store, seed=1, players=spec.player_range[1])
    window = make_window(qtbot, store)
    dialog = ReplaysDialog(window, store)
    dialog.show()
    qtbot.waitExposed(dialog)
    tree, row = dialog.tree, dialog.tree.topLevelItem(0)
    assert tree.columnWidth(3) >= tree.fontMetrics().horizontalAdvance(row.text(3))
    visible = tree.viewport().width()
    assert sum(tree.columnWidth(c) for c in range(5)) <= visible, "no column off the side"
    assert row.toolTip(2) == row.text(2)                   # the names in full
    dialog.deleteLater()
    window.close()


def test_the_game_over_offers_the_replay(qtbot):
    window = make_window(qtbot)
    session = window.start_game("crack", GAMES["crack"].make_options(2), bots(2), seed=8)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=60000)
    qtbot.waitUntil(window.game_over.isVisible, timeout=10000)
    button = window.game_over.button("replay")
    assert button.isVisible() and "replay" in button.text()
    button.click()
    [viewer] = window.files.viewers
    assert viewer.replay.length == len(session.state.history)
    viewer.close()
    window.close()


def test_copy_the_deal_code_and_start_the_same_deal_from_it(qtbot, warnings):
    window = make_window(qtbot)
    spec = GAMES["flip7"]
    options = spec.make_options(3, target=120, brutal=True)
    window.start_game("flip7", options, bots(3), seed=424242, autostart=False)
    code = window.files.copy_deal_code()
    assert QGuiApplication.clipboard().text() == code == dealcode.encode("flip7", options,
                                                                        424242)
    assert code in window.actions_bar.message.text()
    window.end_game()
    assert window.files.new_from_deal_code(code.lower())
    session = window.session
    assert session.seed == 424242 and session.state.options == options
    assert session.state.view(SPECTATOR) == spec.setup(options, 424242).view(SPECTATOR)
    assert session.seats[0].human and not session.seats[1].human
    # the bots are characters named from the game's seed (issue 22)
    from facetable.characters import bot_names
    assert [s.name for s in session.seats[1:]] == bot_names(424242, 2, [session.seats[0].name])
    assert not window.files.new_from_deal_code("flip7-G20G-8J01-G1RN-2YEP-GEFY-X")
    assert "mistake" in warnings[-1]
    assert not window.files.new_from_deal_code("chess-1234")
    assert "does not have (chess)" in warnings[-1]
    assert window.session is session                    # a bad code changes nothing
    window.close()


def test_a_deal_code_keeps_the_last_seats_when_they_fit(qtbot):
    from facetable.app.setup_model import GameSetup
    settings = Settings(last_setup=GameSetup(
        game="coup", options={"players": 2},
        seats=[{"name": "Ann", "kind": "human"}, {"name": "Rob", "kind": "bot",
                                                   "level": "hard"}]))
    window = make_window(qtbot, settings=settings)
    code = dealcode.encode("coup", GAMES["coup"].make_options(2), 5)
    window.files.new_from_deal_code(code)
    assert [(s.name, s.human, s.level) for s in window.session.seats] == \
        [("Ann", True, "normal"), ("Rob", False, "hard")]
    window.close()


def test_a_deal_code_keeps_a_stacked_deal_and_the_first_seat(qtbot, tmp_path):
    """A game given a deal and a first seat (the contract's meaning; CP-4: a later game starts
    with the last winner) gives a code, and a game file, that deal the same cards to the same
    first seat."""
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    spec = GAMES["coup"]
    options = spec.make_options(3)
    deal = list(reversed(spec.deck(options)))
    window.start_game("coup", options, bots(3), seed=8, autostart=False, deal=deal, first=2)
    code = window.files.copy_deal_code()
    assert dealcode.decode(code) == ("coup", options, 8, deal, 2)
    window.end_game()
    assert window.files.new_from_deal_code(code)
    session = window.session
    assert (session.deal, session.first, session.state.first) == (deal, 2, 2)
    expected = spec.setup(options, 8, deal=deal, first=2)
    assert [session.state.view(s) for s in range(3)] == [expected.view(s) for s in range(3)]
    assert session.recorder.save.deal == deal and session.recorder.save.first == 2
    window.close()


@pytest.mark.parametrize("players", [8, 12])
def test_the_replays_list_opens_wide_enough_for_every_name(qtbot, tmp_path, players):
    """The players' names are cut only when the screen has no room for them (the audit found
    a twelve-player game's names cut in a dialog that could have been wider)."""
    from facetable.tools.ui_checks import _view_cases
    store = SaveStore(tmp_path)
    play(GAMES["coup"], store, seed=1, players=players)
    window = make_window(qtbot, store)
    dialog = ReplaysDialog(window, store)
    dialog.show()
    qtbot.waitExposed(dialog)
    room = dialog.screen().availableGeometry().width()
    if dialog._wanted_width() + 16 <= room:
        assert _view_cases(dialog.tree) == []
    else:                                          # as wide as the screen allows
        assert dialog.frameGeometry().width() >= room - 16      # less a frame's guess
    dialog.deleteLater()
    window.close()


def test_the_replays_list_follows_a_live_language_switch(qtbot, tmp_path):
    """Issue 22: its title, columns, buttons and rows (game names, results, dates and moves in
    the language's digits) are written again in the language switched to; the game chosen
    stays chosen."""
    from PySide6.QtCore import QCoreApplication

    from facetable.app.i18n import install_language
    translate = QCoreApplication.translate
    app = QApplication.instance()
    font, direction = app.font(), app.layoutDirection()
    window, session, dialog = two_kept_and_one_at_the_table(qtbot, tmp_path)
    tree = dialog.tree
    tree.setCurrentItem(tree.topLevelItem(0))
    chosen = tree.currentItem().data(0, Qt.ItemDataRole.UserRole)
    try:
        install_language(app, "fa")
        qtbot.waitUntil(lambda: dialog.windowTitle() != "Replays")
        assert dialog.windowTitle() == translate("Replays", "Replays")
        assert tree.headerItem().text(3) == translate("Replays", "Result") != "Result"
        assert dialog.watch.text() == translate("Replays", "Watch") != "Watch"
        first, last = tree.topLevelItem(0), tree.topLevelItem(2)
        assert first.text(0) == translate("Games", "Crack the Code") != "Crack the Code"
        assert first.text(3).startswith(translate("Replays", "Won by %1").split("%1")[0])
        assert last.text(3) == translate("Replays", "Being played")
        assert last.text(4) and not last.text(4).isascii()         # Persian digits
        assert not any(ch.isdigit() and ch.isascii() for ch in first.text(1))
        assert tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == chosen
    finally:
        install_language(app, "en", digits="native")
        app.setFont(font)
        app.setLayoutDirection(direction)
    dialog.deleteLater()
    window.close()
