"""The welcome screen (issue 11, "Start and end"): every game with its picture, Continue only with
an unfinished game, New game, Rules, Statistics; Cancel in the new-game dialog comes back to it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QComboBox

import toy_game
from facetable.app.games import title
from facetable.app.main_window import MainWindow
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.rules_window import RulesWindow
from facetable.app.session import Seat
from facetable.app.stats_window import StatsWindow
from facetable.app.welcome import WelcomeScreen, cover_image
from facetable.games import GAMES, any_spec, declarations
from facetable.paths import ASSETS_DIR
from facetable.saves import SaveStore
from saves_helpers import play


@pytest.fixture
def app(qapp):
    """The app put back in English (language, direction, font) after the test."""
    from facetable.app.i18n import install_language
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def make_window(qtbot, store=None) -> MainWindow:
    window = MainWindow(None, use_worker=False, store=store)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.bot_pause_ms = 0
    window.resize(1100, 720)
    window.show()
    return window


def opaque_pixels(image) -> int:
    return sum(1 for x in range(0, image.width(), 3) for y in range(0, image.height(), 3)
               if QColor.fromRgba(image.pixel(x, y)).alpha() > 200)


def answer_dialog(check=None, accept=False):
    """Answer the new-game dialog once it is open: check it, then Start or Cancel."""
    seen = []

    def run():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NewGameDialog)
        seen.append(dialog.findChild(QComboBox, "game").currentData())
        if check is not None:
            check(dialog)
        dialog.accept() if accept else dialog.reject()
    QTimer.singleShot(0, run)
    return seen


def test_every_game_has_a_tile_with_its_picture_and_name(qtbot):
    window = make_window(qtbot)
    window.welcome()
    screen = window.welcome_screen
    assert window.on_welcome_screen()
    assert [tile.game for tile in screen.tiles] == list(GAMES)
    for tile in screen.tiles:
        assert tile.isVisible() and tile.name.text() == title(tile.game)
        image = cover_image(GAMES[tile.game])
        assert not image.isNull() and opaque_pixels(image) > 300, tile.game
    # nothing saved (no store): no Continue, no Statistics; the docks of the table are away
    assert not screen.continue_button.isVisible() and not screen.stats_button.isVisible()
    assert screen.new_button.isVisible() and screen.rules_button.isVisible()
    assert not any(dock.isVisible() for dock in window.docks.values())
    window.close()


def test_every_declared_cover_picture_is_shipped():
    for game in declarations():
        spec = any_spec(game)
        assert spec.cover, f"{game} has no cover picture"
        for name in spec.cover:
            assert (ASSETS_DIR / name).is_file(), f"{game}: {name}"


def test_a_game_added_to_the_list_appears_by_itself(qtbot, monkeypatch):
    """Nothing in the app names a game: a new declaration gets a tile (its name when it has no
    picture)."""
    monkeypatch.setitem(GAMES, "toy", toy_game.SPEC)
    screen = WelcomeScreen()
    qtbot.addWidget(screen)
    assert screen.tile("toy").name.text() == "Toy"
    assert cover_image(toy_game.SPEC).isNull()           # no cover, no screenshot
    screen.resize(1100, 700)
    screen.show()
    assert not screen.grab().isNull()                    # its tile paints the name instead


def test_continue_appears_only_with_an_unfinished_game(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    window.welcome()
    screen = window.welcome_screen
    assert not screen.continue_button.isVisible() and screen.stats_button.isVisible()
    window.close()
    play(GAMES["flip7"], store, seed=3, stop=4)
    window = make_window(qtbot, store)
    window.welcome()
    screen = window.welcome_screen
    assert screen.continue_button.isVisible() and screen.continue_button.isDefault()
    assert "4 moves" in screen.saved.text() and title("flip7") in screen.saved.text()
    screen.continue_button.click()
    assert window.session is not None and len(window.session.state.history) == 4
    assert not window.on_welcome_screen()
    assert window.docks["scores"].isVisible() and window.docks["log"].isVisible()
    window.close()


def test_resume_with_nothing_saved_says_so_on_the_welcome_screen(qtbot, tmp_path):
    window = make_window(qtbot, SaveStore(tmp_path))
    window.welcome(resume=True)
    assert window.on_welcome_screen()
    assert "no unfinished game" in window.welcome_screen.note.text()
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_play_on_a_tile_opens_the_new_game_dialog_on_that_game(qtbot, game):
    window = make_window(qtbot)
    window.welcome()
    seen = answer_dialog()
    window.welcome_screen.tile(game).play_button.click()
    assert seen == [game]
    # Cancel: back on the welcome screen, never an empty table
    assert window.on_welcome_screen() and window.session is None
    window.close()


def test_cancel_in_the_new_game_dialog_returns_to_the_welcome_screen(qtbot):
    window = make_window(qtbot)
    window.welcome()
    answer_dialog()
    window.welcome_screen.new_button.click()
    assert window.on_welcome_screen()
    answer_dialog()
    window.new_game_dialog()                     # Game → New game… with no game on the table
    assert window.on_welcome_screen()
    assert window.welcome_screen.isVisible() and window.session is None
    window.close()


def test_cancel_keeps_continue_on_the_welcome_screen(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["coup"], store, seed=2, stop=5)
    window = make_window(qtbot, store)
    window.welcome()
    answer_dialog()
    window.welcome_screen.new_button.click()
    assert window.on_welcome_screen() and window.welcome_screen.continue_button.isVisible()
    window.welcome_screen.continue_button.click()
    assert window.session is not None and len(window.session.state.history) == 5
    window.close()


def test_cancel_during_a_game_returns_to_that_game(qtbot):
    window = make_window(qtbot)
    spec = GAMES["crack"]
    session = window.start_game("crack", spec.make_options(players=2),
                                [Seat("Ana", True), Seat("Bot", False, "easy")], seed=2)
    answer_dialog()
    window.new_game_dialog()
    assert window.session is session and not window.on_welcome_screen()
    window.close()


def test_start_in_the_dialog_leaves_the_welcome_screen_for_the_table(qtbot):
    window = make_window(qtbot)
    window.welcome()

    def two_bots(dialog):
        dialog.findChild(QComboBox, "seat_kind_0").setCurrentIndex(1)
    answer_dialog(two_bots, accept=True)
    window.welcome_screen.tile("coup").play_button.click()
    assert window.session is not None and window.session.game == "coup"
    assert not window.on_welcome_screen()
    assert window.table.isVisible() and not window.welcome_screen.isVisible()
    window.close()


def test_rules_from_the_welcome_screen(qtbot):
    window = make_window(qtbot)
    window.welcome()
    screen = window.welcome_screen
    screen.tile("coup").rules_button.click()
    [rules] = window.findChildren(RulesWindow)
    assert rules.isVisible() and rules.game() == "coup"
    rules.close()
    screen.rules_button.click()
    assert rules.isVisible() and rules.game() == next(iter(GAMES))
    window.close()


def test_rules_from_f1_and_the_help_menu(qtbot):
    window = make_window(qtbot)
    window.welcome()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: bool(window.findChildren(RulesWindow)))
    [rules] = window.findChildren(RulesWindow)
    assert rules.isVisible()
    rules.close()
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    entry = next(a for a in help_menu.actions() if a.text() == "&Rules…")
    assert entry.shortcut().toString() == "F1"
    entry.trigger()
    assert rules.isVisible()
    window.close()


def test_statistics_from_the_welcome_screen(qtbot, tmp_path):
    window = make_window(qtbot, SaveStore(tmp_path))
    window.welcome()
    window.welcome_screen.stats_button.click()
    [stats] = window.findChildren(StatsWindow)
    assert stats.isVisible()
    window.close()


def test_the_welcome_screen_fits_the_smallest_window_in_every_language(qtbot, app,
                                                                       monkeypatch):
    """At 1024×640 every tile and button is inside the window, none overlaps another; with
    the game being written added too (five games in a row)."""
    from facetable.app.i18n import LANGUAGES, install_language
    for game in declarations():
        monkeypatch.setitem(GAMES, game, any_spec(game))
    for lang in LANGUAGES:
        install_language(app, lang)
        window = MainWindow(None, use_worker=False)
        qtbot.addWidget(window)
        window.resize(1024, 640)
        window.show()
        window.welcome()
        screen = window.welcome_screen
        screen.set_saved_game("x")
        QApplication.processEvents()
        area = screen.rect()
        boxes = [w for w in (screen.continue_button, screen.new_button, screen.rules_button)]
        boxes += screen.tiles
        rects = [w.rect().translated(w.mapTo(screen, w.rect().topLeft())) for w in boxes]
        for widget, rect in zip(boxes, rects):
            assert area.contains(rect), (lang, widget.objectName(), rect)
        for i, a in enumerate(rects):
            assert not any(a.intersects(b) for b in rects[i + 1:]), lang
        viewport = screen.scroll.viewport()
        shown = viewport.rect().translated(viewport.mapTo(screen, viewport.rect().topLeft()))
        for tile, rect in zip(screen.tiles, rects[3:]):    # no scrolling needed to see them
            assert shown.contains(rect), (lang, tile.game)
        for tile in screen.tiles:      # the name and the buttons' words are not cut off
            for button in (tile.play_button, tile.rules_button):
                assert button.width() >= button.fontMetrics().horizontalAdvance(
                    button.text()) + 12, (lang, tile.game, button.objectName())
            assert tile.name.height() >= tile.name.heightForWidth(tile.name.width()), \
                (lang, tile.game)
        if lang == "fa":
            assert screen.layoutDirection() == Qt.LayoutDirection.RightToLeft
            first, second = screen.tiles[0], screen.tiles[1]
            assert first.mapTo(screen, first.rect().topLeft()).x() > \
                second.mapTo(screen, second.rect().topLeft()).x()   # right to left
        window.close()


def test_the_demo_of_one_game_loads_no_other_game():
    """The welcome screen lists every game, so it is made only when first shown: a demo (one
    game, no welcome screen) imports no other game's engine."""
    import subprocess
    import sys
    code = ("import sys, tempfile; from facetable.app.main import main; "
            "main(['--demo', 'flip7', '--steps', '2', '--screenshot', "
            "tempfile.mkdtemp() + '/x.png']); "
            "print(sorted(m for m in sys.modules if m.startswith('facetable.engine.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert "facetable.engine.flip7" in out
    assert not any(f"facetable.engine.{g}" in out for g in ("crack", "coup", "goodface"))
