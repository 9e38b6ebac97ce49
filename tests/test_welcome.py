"""The welcome screen (issue 11, "Start and end"): every game with its picture, Continue only with
an unfinished game, New game, Rules, Statistics; Cancel in the new-game dialog comes back to it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication, QComboBox

import toy_game
from facetable.app.games import title
from facetable.app.main_window import MainWindow
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.rules_window import RulesWindow
from facetable.app.session import Seat
from facetable.app.stats_window import StatsWindow
from facetable.app.welcome import (MIN_PICTURE_HEIGHT, PICTURE, WelcomeScreen, cover_image,
                                   cover_ready)
from facetable.games import GAMES, any_spec, declarations
from facetable.paths import ASSETS_DIR
from facetable.saves import SaveStore
from fake_games import copy_of, registered
from saves_helpers import play
from window_helpers import open_window


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
    return open_window(qtbot, None, store)


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


def test_a_game_whose_spec_fails_to_build_keeps_its_tile_and_breaks_nothing(qtbot, monkeypatch,
                                                                           caplog):
    """The tiles come from the declarations' MENUs (no engine loaded): a declaration whose
    ``declare()`` fails shows a tile, is logged and left out of GAMES when asked for, and its
    Play, Learn and Rules open the new-game dialog and the rules on another game instead."""
    import sys
    import types

    import facetable.games as registry
    from facetable.games.spec import GameMenu, declared_later

    def declare():
        raise ImportError("its engine is being written")
    broken = types.ModuleType("facetable.games.broken")
    broken.MENU = GameMenu("broken", "Broken")
    broken.declare = declare
    declare.__module__ = broken.__name__
    broken.__getattr__ = declared_later(declare)
    monkeypatch.setitem(sys.modules, broken.__name__, broken)
    monkeypatch.setattr(registry, "_DECLARATIONS", (*registry._DECLARATIONS, "broken"))
    monkeypatch.setattr(registry.GAMES, "_specs", dict(registry.GAMES._specs))
    window = make_window(qtbot)
    window.welcome()
    tile = window.welcome_screen.tile("broken")
    assert tile.name.text() == "Broken"
    seen = answer_dialog()
    tile.play_button.click()
    assert seen == [next(iter(GAMES))] and "broken" not in GAMES
    assert "game 'broken' is not available" in caplog.text
    assert window.start_lesson("broken") is None and window.session is None
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
    from facetable.app.i18n import LANGUAGES
    for game in declarations():
        monkeypatch.setitem(GAMES, game, any_spec(game))
    for lang in LANGUAGES:
        window, screen = welcome_at(qtbot, app, lang)
        assert not settled_problems(qtbot, screen, lang)
        if lang == "fa":
            assert_right_to_left(screen)
        window.close()


def welcome_at(qtbot, app, lang: str, size=(1024, 640)):
    """A window of ``size`` in ``lang`` showing the welcome screen, with Continue offered."""
    from facetable.app.i18n import install_language
    install_language(app, lang)
    window = MainWindow(None, use_worker=False)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    window.welcome()
    screen = window.welcome_screen
    screen.set_saved_game("x")
    QApplication.processEvents()
    return window, screen


def assert_right_to_left(screen) -> None:
    assert screen.layoutDirection() == Qt.LayoutDirection.RightToLeft
    first, second = screen.tiles[0], screen.tiles[1]
    assert first.mapTo(screen, first.rect().topLeft()).x() > \
        second.mapTo(screen, second.rect().topLeft()).x()          # right to left


def test_the_demo_of_one_game_loads_no_other_game():
    """The welcome screen lists every game, so it is made only when first shown: a demo (one
    game, no welcome screen) imports no other game's engine."""
    import subprocess
    import sys
    first, *others = GAMES
    code = ("import sys, tempfile; from facetable.app.main import main; "
            f"main(['--demo', '{first}', '--steps', '2', '--screenshot', "
            "tempfile.mkdtemp() + '/x.png']); "
            "print(sorted(m for m in sys.modules if m.startswith('facetable.engine.')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert f"facetable.engine.{first}" in out
    assert others and not any(f"facetable.engine.{g}" in out for g in others)


def test_the_demo_starts_without_the_save_machinery():
    """Start-up (issue: start-up ratio): the demo of one game loads neither pydantic nor the
    save model; the Game menu's file entries and the session's undo load them when used."""
    import subprocess
    import sys
    code = ("import sys, tempfile; from facetable.app.main import main; "
            "main(['--demo', 'flip7', '--steps', '2', '--screenshot', "
            "tempfile.mkdtemp() + '/x.png']); "
            "print(sorted(m for m in sys.modules if m.startswith(('pydantic', 'facetable.saves', "
            "'facetable.app.replay'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert "facetable.saves.undo" in out                      # the session's undo rules
    for heavy in ("pydantic", "facetable.saves.model", "facetable.saves.store",
                  "facetable.app.replay_window", "facetable.app.replays"):
        assert f"'{heavy}'" not in out, heavy


def eight_games() -> list:
    """The games in GAMES and copies of them under new ids, eight in all."""
    real = list(GAMES.values())
    return [copy_of(real[n % len(real)], f"extra{n}") for n in range(8 - len(real))]


def settled_problems(qtbot, screen, lang: str) -> list[str]:
    """``geometry_problems`` once the layout has settled (Qt lays out on later turns of the
    event loop: a scroll bar may come and go first; a busy machine takes longer), or as they
    stand after ten seconds."""
    try:
        qtbot.waitUntil(lambda: not geometry_problems(screen, lang), timeout=10000)
    except qtbot.TimeoutError:
        pass
    return geometry_problems(screen, lang)


def geometry_problems(screen, lang: str) -> list[str]:
    """Whatever is outside the screen, under another item, scrolled out of sight or cut."""
    problems = []
    area = screen.rect()
    buttons = [b for b in (screen.continue_button, screen.new_button, screen.rules_button)
               if not b.isHidden()]
    boxes = [*buttons, *screen.tiles]
    rects = [w.rect().translated(w.mapTo(screen, w.rect().topLeft())) for w in boxes]
    viewport = screen.scroll.viewport()
    shown = viewport.rect().translated(viewport.mapTo(screen, viewport.rect().topLeft()))
    for n, (widget, rect) in enumerate(zip(boxes, rects)):
        name = getattr(widget, "game", widget.objectName())
        if not widget.isVisible() or not area.contains(rect):
            problems.append(f"{lang}: {name} outside the window: {rect}")
        if n >= len(buttons) and not shown.contains(rect):
            problems.append(f"{lang}: {name} needs scrolling: {rect} not in {shown}")
        problems += [f"{lang}: {name} overlaps {getattr(boxes[m], 'game', m)}"
                     for m in range(n + 1, len(boxes)) if rect.intersects(rects[m])]
    for tile in screen.tiles:
        inside = tile.rect()
        for part in (tile.picture, tile.name, tile.play_button, tile.rules_button):
            place = part.rect().translated(part.mapTo(tile, part.rect().topLeft()))
            if not inside.contains(place):
                problems.append(f"{lang}: {tile.game}'s {part.objectName()} sticks out")
        for button in (tile.play_button, tile.rules_button):
            if button.width() < button.fontMetrics().horizontalAdvance(button.text()) + 12:
                problems.append(f"{lang}: {tile.game}'s {button.objectName()} is cut")
        if tile.name.height() < tile.name.heightForWidth(tile.name.width()):
            problems.append(f"{lang}: {tile.game}'s name is cut")
        if screen.scroll.verticalScrollBar().isVisible():
            problems.append(f"{lang}: the games scroll")
        if tile.picture.height() < MIN_PICTURE_HEIGHT:
            problems.append(f"{lang}: {tile.game}'s picture is {tile.picture.height()} high")
    return problems


@pytest.mark.parametrize("lang", ["en", "vi", "fa"])
def test_eight_games_fit_the_smallest_window(qtbot, app, lang, tmp_path):
    """Issue 21: any number of games. Eight (the five and three copies) at 1024×640, with
    Continue shown: every tile is in sight without scrolling, inside the window, apart from
    the others, its name and words whole; the pictures are smaller but drawn. The picture is
    saved (FACETABLE_SHOTS=folder keeps it) for a person to look at."""
    import os
    with registered(*eight_games()) as games:
        assert len(games) == 8
        window, screen = welcome_at(qtbot, app, lang)
        assert [tile.game for tile in screen.tiles] == games
        assert not settled_problems(qtbot, screen, lang)
        heights = {tile.picture.height() for tile in screen.tiles}
        assert len(heights) == 1 and max(heights) < PICTURE.height()
        qtbot.waitUntil(lambda: all(cover_ready(GAMES[t.game], t.picture.size_,
                                                t.picture.devicePixelRatioF())
                                    for t in screen.tiles))
        shot = window.grab()
        folder = os.environ.get("FACETABLE_SHOTS") or str(tmp_path)
        assert shot.save(os.path.join(folder, f"welcome_8_games_{lang}.png"))
        for tile in screen.tiles:
            image = cover_image(GAMES[tile.game], tile.picture.size_)
            assert not image.isNull() and opaque_pixels(image) > 100, tile.game
        if lang == "fa":
            assert_right_to_left(screen)
        window.close()


def test_five_games_keep_their_full_pictures(qtbot, app):
    """With room to spare (the five games at 1280×800) the pictures stay full size."""
    window, screen = welcome_at(qtbot, app, "en", (1280, 800))
    assert not settled_problems(qtbot, screen, "en")
    assert {t.picture.height() for t in screen.tiles} == {PICTURE.height()}
    window.close()


def test_a_games_picture_is_kept_on_disk_and_read_back_without_drawing(qapp, tmp_path,
                                                                       monkeypatch):
    """A tile's fan is drawn from its SVGs once; a later start (here: the in-memory pictures
    forgotten) reads the same pixels from the card cache, even at another pixel ratio's own
    file, and never from a cache of other files."""
    from facetable.app import welcome
    from facetable.table import art_cache
    art_cache.set_root(tmp_path / "cards")
    monkeypatch.setattr(welcome, "_COVERS", {})
    try:
        spec = GAMES["flip7"]
        drawn = cover_image(spec).convertToFormat(QImage.Format.Format_ARGB32)
        assert len(list((tmp_path / "cards" / "flip7").glob("cover.*.card"))) == 1
        welcome._COVERS.clear()

        def no_drawing(*args):
            raise AssertionError("drawn from the SVGs again")
        monkeypatch.setattr(welcome, "_paint_cover", no_drawing)
        again = cover_image(spec).convertToFormat(QImage.Format.Format_ARGB32)
        assert again.size() == drawn.size() and bytes(again.constBits()) == \
            bytes(drawn.constBits())
        other = spec.replace(cover=spec.cover[:2])         # other cards: never the old fan
        with pytest.raises(AssertionError, match="drawn from the SVGs again"):
            cover_image(other)
    finally:
        art_cache.set_root(None)


def test_a_picture_with_a_broken_card_is_not_kept(qapp, tmp_path, monkeypatch):
    from facetable.app import welcome
    from facetable.table import art_cache
    art_cache.set_root(tmp_path / "cards")
    monkeypatch.setattr(welcome, "_COVERS", {})
    broken = tmp_path / "broken.svg"
    broken.write_text("<svg this is not")
    try:
        spec = GAMES["flip7"].replace(cover=(*GAMES["flip7"].cover[:2], str(broken)))
        assert not cover_image(spec).isNull()              # the cards that could be drawn
        assert not list((tmp_path / "cards").rglob("*.card"))
    finally:
        art_cache.set_root(None)
