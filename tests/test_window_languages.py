"""The window in every language: switched at once from the menu (open windows written again),
panels on the left in right-to-left, one digit setting, table zoom and the window's place kept,
game events announced to screen readers."""
import json

import pytest
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QWidget

from facetable.app import access
from facetable.app.i18n import current_language, install_language
from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.engine.flip7 import Options as Flip7Options
from facetable.table.numbers import MINUS

translate = QCoreApplication.translate


@pytest.fixture
def lang_window(qtbot, qapp):
    """A window with settings (saved on change: counted), in English, put back afterwards."""
    font, direction = qapp.font(), qapp.layoutDirection()
    install_language(qapp, "en", digits="native")
    saved = []
    w = MainWindow(Settings(), use_worker=True, on_settings_changed=lambda: saved.append(1))
    w.saved = saved
    qtbot.addWidget(w)
    w.set_speed(0.0)
    w.bot_pause_ms = 0
    w.resize(1100, 720)
    w.show()
    yield w
    w.close()
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def menu_titles(window) -> list[str]:
    return [a.text() for a in window.menuBar().actions()]


def switch(window, qtbot, lang: str) -> None:
    window.set_language(lang)
    qtbot.waitUntil(lambda: menu_titles(window)[0] == translate("MainWindow", "&Game"))


def flip7_human_turn(window, qtbot):
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    turns = []
    session = window.start_game("flip7", Flip7Options(players=2), seats, seed=8,
                                autostart=False)
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.start()
    qtbot.waitUntil(lambda: bool(turns) and session.deciding == 0, timeout=10000)
    return session


def test_the_language_changes_at_once_everywhere(lang_window, qtbot):
    w = lang_window
    session = flip7_human_turn(w, qtbot)
    assert menu_titles(w)[0] == "&Game"
    switch(w, qtbot, "vi")
    assert current_language() == "vi" and w.settings.language == "vi" and w.saved
    assert menu_titles(w)[0] == "&Trò chơi"
    assert w.docks["scores"].windowTitle() == "Điểm số"
    assert w.scores.horizontalHeaderItem(0).text() == translate("Flip7", "Player") != "Player"
    assert w.actions_bar.prompt.text() == session.controller.prompt(0)
    assert "Rút" in " ".join(b.text() for b in w.actions_bar._button_widgets)   # Hit
    # the old menus went: Game, Edit, View, Help once each, their actions not doubled
    assert len(w.menuBar().actions()) == 4
    game_menu = w.menuBar().actions()[0].menu()
    named = [a.text() for a in game_menu.actions() if not a.isSeparator()]
    assert len(named) == len(set(named)) >= 6
    switch(w, qtbot, "en")
    assert w.actions_bar.prompt.text() == "Me: hit or stay?"


def test_right_to_left_puts_the_panels_on_the_left(lang_window, qtbot):
    w = lang_window
    w.start_game("flip7", Flip7Options(players=3),
                 [Seat(n, False, "easy") for n in ("A", "B", "C")], seed=2, autostart=False)
    assert all(w.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
               for d in w.docks.values())
    switch(w, qtbot, "fa")
    assert w.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert all(w.dockWidgetArea(d) == Qt.DockWidgetArea.LeftDockWidgetArea
               for d in w.docks.values())
    qtbot.waitUntil(lambda: w.docks["log"].geometry().right() < w.table.mapTo(
        w, w.table.rect().topLeft()).x() + 5)
    assert w.docks["guesses"].isHidden()                       # Flip 7 has no history panel
    switch(w, qtbot, "en")
    assert all(w.dockWidgetArea(d) == Qt.DockWidgetArea.RightDockWidgetArea
               for d in w.docks.values())


def test_one_digit_setting_for_the_scores(lang_window, qtbot):
    w = lang_window
    session = flip7_human_turn(w, qtbot)
    session.controller.model.round_scores[0] = -10
    switch(w, qtbot, "fa")
    cells = [w.scores.item(0, c).text() for c in range(3)]
    assert cells[2] == f"\u2066{MINUS}۱۰\u2069"                # −10, never 10−
    assert w.settings.digits == "native"
    w.access.set_digits("latin")
    qtbot.waitUntil(lambda: w.scores.item(0, 2).text() == f"\u2066{MINUS}10\u2069")
    assert w.settings.digits == "latin"
    view = next(a.menu() for a in w.menuBar().actions()
                if a.text() == translate("MainWindow", "&View"))
    digits_menu = next(a.menu() for a in view.actions()
                       if a.menu() is not None and a.menu().title() == translate(
                           "MainWindow", "Digits"))
    assert digits_menu.isEnabled()
    checked = [a.text() for a in digits_menu.actions() if a.isChecked()]
    assert checked == [translate("MainWindow", "Latin digits (0–9)")]


def test_zoom_with_the_keyboard_is_kept_within_75_and_200(lang_window, qtbot):
    w = lang_window
    w.start_game("flip7", Flip7Options(players=3),
                 [Seat(n, False, "easy") for n in ("A", "B", "C")], seed=2, autostart=False)
    w.activateWindow()
    qtbot.waitUntil(w.isActiveWindow)
    view_width = w.table.viewport().width()
    qtbot.keyClick(w, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert w.table.zoom == 110 and w.settings.table_zoom == 110
    assert w.table.transform().m11() == pytest.approx(1.1)
    assert w.session.controller.width == pytest.approx(view_width / 1.1)
    for _ in range(10):
        qtbot.keyClick(w, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert w.table.zoom == 200
    # this window has no room for 200%: as much as leaves the table its smallest layout
    c = w.session.controller
    assert 1.1 < w.table.transform().m11() < 2
    assert c.width >= 740 - 1 and c.height >= 440 - 1
    assert min(c.width - 740, c.height - 440) < 2
    for _ in range(12):
        qtbot.keyClick(w, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert w.table.zoom == 75 and w.settings.table_zoom == 75
    qtbot.keyClick(w, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert w.table.zoom == 100


def test_zoom_and_window_place_come_back(qtbot):
    settings = Settings(table_zoom=150)
    first = MainWindow(settings, use_worker=False)
    qtbot.addWidget(first)
    assert first.table.zoom == 150
    first.resize(1100, 700)
    first.move(30, 40)
    first.show()
    first.close()
    assert settings.window_geometry
    again = Settings.from_data(json.loads(settings.to_json()))
    second = MainWindow(again, use_worker=False)
    qtbot.addWidget(second)
    assert not MainWindow(Settings(), use_worker=False).access.restore_geometry()
    assert second.access.restore_geometry()
    # The offscreen screen is narrower than the window's minimum width: Qt keeps it on screen
    # as well as it can, so only the height is compared exactly.
    assert second.height() == 700 and second.width() >= 1024
    assert second.table.zoom == 150
    second.close()


def test_a_bad_remembered_place_is_refused():
    with pytest.raises(ValueError):
        Settings(window_geometry="not base64 !")
    with pytest.raises(ValueError):
        Settings(table_zoom=300)


def test_game_events_are_announced_when_a_screen_reader_listens(lang_window, qtbot,
                                                               monkeypatch):
    said = []
    monkeypatch.setattr(access, "send", lambda event: said.append(event.message()))
    monkeypatch.setattr(access, "listening", lambda: False)
    w = lang_window
    w.start_game("flip7", Flip7Options(players=2),
                 [Seat("A", False, "easy"), Seat("B", False, "easy")], seed=3)
    qtbot.waitUntil(lambda: len(w.log.lines()) >= 2, timeout=10000)
    assert said == []                                  # nobody listens: nothing is sent
    w.end_game()
    monkeypatch.setattr(access, "listening", lambda: True)
    w.log.clear()
    w.start_game("flip7", Flip7Options(players=2),
                 [Seat("A", False, "easy"), Seat("B", False, "easy")], seed=3)
    qtbot.waitUntil(lambda: len(said) >= 2, timeout=10000)
    assert said[0] == w.log.lines()[0].replace("\u2068", "").replace("\u2069", "")
    assert access.can_announce()


def test_the_table_tells_a_screen_reader_what_is_asked(lang_window, qtbot):
    w = lang_window
    flip7_human_turn(w, qtbot)
    iface = QAccessible.queryAccessibleInterface(w.table)
    assert iface.text(QAccessible.Text.Name) == "Card table"
    description = iface.text(QAccessible.Text.Description)
    assert description.startswith("Me: hit or stay?") and "Bot" in description


def test_the_rules_window_follows_the_language(lang_window, qtbot):
    from facetable.app.rules_window import RulesWindow
    w = lang_window
    w.show_rules()
    rules = w.findChild(RulesWindow)
    assert rules.lang == "en" and rules.isVisible()
    switch(w, qtbot, "vi")
    qtbot.waitUntil(lambda: [r for r in w.findChildren(RulesWindow) if r.isVisible()]
                    and [r for r in w.findChildren(RulesWindow) if r.isVisible()][0].lang
                    == "vi")
    QApplication.processEvents()
    shown = [r for r in w.findChildren(RulesWindow) if r.isVisible()]
    assert len(shown) == 1 and shown[0].windowTitle() == translate("RulesWindow", "Rules")


def test_default_seat_names_follow_the_language(qapp, qtbot):
    from facetable.app.new_game_dialog import NewGameDialog
    from facetable.app.setup_model import GameSetup
    remembered = GameSetup.model_validate({
        "game": "flip7", "options": {"players": 3}, "table_options": {},
        "seats": [{"name": "Player 1", "kind": "human"}, {"name": "Lan", "kind": "bot"},
                  {"name": "بازیکن ۳", "kind": "bot"}]})
    try:
        install_language(qapp, "vi")
        dialog = NewGameDialog(None, remembered)
        qtbot.addWidget(dialog)
        names = [dialog.findChild(QWidget, f"seat_name_{i}").text() for i in range(3)]
        assert names == ["Người chơi 1", "Lan", "Người chơi 3"]
        install_language(qapp, "fa", digits="native")
        dialog = NewGameDialog(None, remembered)
        qtbot.addWidget(dialog)
        assert dialog.findChild(QWidget, "seat_name_0").text() == "بازیکن ۱"
        assert dialog.findChild(QWidget, "seat_name_1").text() == "Lan"
    finally:
        install_language(qapp, "en", digits="native")
        qapp.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_in_hot_seat_only_public_words_are_said_aloud(lang_window, monkeypatch):
    """A screen reader is heard by the whole room: with two humans, a line private to the one
    looking ("… (your 5)") is announced as everyone may read it; alone, as shown."""
    from facetable.engine.crack import Options as CrackOptions
    said = []
    monkeypatch.setattr(access, "send", lambda event: said.append(event.message()))
    monkeypatch.setattr(access, "listening", lambda: True)
    w = lang_window
    w.start_game("crack", CrackOptions(players=2), [Seat("Ana", True), Seat("Bao", True)],
                 seed=4, autostart=False)
    w._logged("Ana draws a black tile (your 5)", "Ana draws a black tile", 0)
    w.start_game("crack", CrackOptions(players=2), [Seat("Ana", True), Seat("Bot", False)],
                 seed=4, autostart=False)
    w._logged("Ana draws a black tile (your 5)", "Ana draws a black tile", 0)
    assert said == ["Ana draws a black tile", "Ana draws a black tile (your 5)"]


def test_the_welcome_and_game_over_screens_follow_the_language(lang_window, qtbot):
    """A language switch writes the welcome screen and the game-over screen again, as they
    were (the game-over screen stays folded)."""
    w = lang_window
    w.show_welcome()
    switch(w, qtbot, "vi")
    assert w.on_welcome_screen()
    assert w.welcome_screen.new_button.text() == translate("Welcome", "New game…") != "New game…"
    seats = [Seat("An", False, "easy"), Seat("Bảo", False, "easy")]
    w.start_game("flip7", Flip7Options(players=2, target=50), seats, seed=3)
    assert not w.on_welcome_screen()
    qtbot.waitUntil(w.game_over.isVisible, timeout=120_000)
    w.game_over.toggle_fold()
    vi_result = w.game_over.title.text()
    switch(w, qtbot, "fa")
    assert w.game_over.folded and w.game_over.bar.isVisible()
    again = w.game_over.button("again").text()
    assert again.startswith(translate("GameOver", "Same setup again")) and "Same" not in again
    assert w.game_over.title.text() != vi_result
    assert w.game_over.title.text() == w.game_over.bar_text.text()
