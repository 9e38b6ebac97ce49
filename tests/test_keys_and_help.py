"""The keyboard overlay (?) lists the keys of the table in play and of the window; the About box
points at nothing that is not shipped (issue 11) and says the commit, the build date and the
licenses, and Help → About Qt shows Qt's own box (issue 24); open hands only with --open-hands."""
from __future__ import annotations

import html
import random
import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from facetable.build_info import build_info
from facetable.paths import ASSETS_DIR
from facetable.app.i18n import LANGUAGES, install_language
from facetable.app.main import parse_args
from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.app.shortcuts import ShortcutOverlay
from facetable.engine import SPECTATOR
from facetable.games import GAMES


@pytest.fixture
def app(qapp):
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def make_window(qtbot, settings=None, **kwargs) -> MainWindow:
    window = MainWindow(settings, use_worker=False, **kwargs)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.resize(1100, 720)
    window.show()
    return window


def listed_keys(pairs) -> set[str]:
    """Every single key named in (key, description) pairs ("B / N" names B and N)."""
    return {part.strip("\u2066\u2069") for key, _ in pairs for part in re.split(r"[ /]+", key)
            if part}


@pytest.mark.parametrize("game", list(GAMES))
def test_the_overlay_lists_the_table_keys_and_the_window_keys(qtbot, game):
    window = make_window(qtbot)
    spec = GAMES[game]
    seats = [Seat(f"P{s}", s == 0, spec.levels[0]) for s in range(spec.default_players)]
    session = window.start_game(game, spec.make_options(), seats, seed=1, autostart=False)
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, "?")
    [overlay] = window.findChildren(ShortcutOverlay)
    assert overlay.isVisible()
    shown = overlay.texts()
    table = session.controller.shortcuts()
    for key, description in table:
        assert key in shown and description in shown, (game, key)
    assert "F1" in shown and "Rules" in shown
    assert overlay.rect() == window.rect() and overlay.rect().contains(overlay.panel.geometry())
    qtbot.keyClick(overlay, Qt.Key.Key_Escape)            # any key closes it
    assert not overlay.isVisible()
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_every_key_a_table_binds_is_in_its_list(qtbot, game):
    """Over random games, every key the action bar binds for a legal action (the table's
    ``button_key`` or the declaration's ``action_keys``) is one the table's ``shortcuts()``
    lists."""
    spec = GAMES[game]
    options = spec.make_options()
    names = [f"P{s}" for s in range(options.players)]
    for seed in range(3):
        state = spec.setup(options, seed)
        controller = spec.controller_class()(state.view(0), names, 0)
        listed = listed_keys(controller.shortcuts())
        rng = random.Random(seed)
        for _ in range(150):
            if state.is_over:
                break
            seat = state.deciders()[0]
            legal = state.legal_actions(seat)
            controller.looking = seat
            view = state.view(seat)
            controller.load(view)
            controller.offer(legal, view)
            for action in legal:
                key = controller.button_key(action) or spec.action_key(action)
                assert key is None or key in listed, (game, action, key)
            controller.withdraw()
            state.apply(rng.choice(legal), seat)
        controller.dispose()


def test_question_mark_and_the_help_menu_open_it_and_it_closes_again(qtbot):
    window = make_window(qtbot)
    window.welcome()
    window.keys_action.trigger()
    [overlay] = window.findChildren(ShortcutOverlay)
    assert overlay.isVisible() and "F1" in overlay.texts()
    assert len(overlay.sections) == 1                  # no table: the window's keys only
    window.keys_action.trigger()                       # ? again closes it
    assert not overlay.isVisible()
    assert window.keys_action.shortcut().toString() == "?"
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    assert window.keys_action in help_menu.actions()
    window.close()


# --- About ------------------------------------------------------------------------------------
FILE_WORDS = re.compile(r"\.(md|html|txt|pdf)\b|/|\\\\|files?\b|\.\.", re.IGNORECASE)


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_about_points_at_no_file(app, lang, monkeypatch):
    """The About box sends players to Help → Rules (F1), never to files that are not shipped."""
    from PySide6.QtWidgets import QMessageBox
    install_language(app, lang)
    window = MainWindow(None, use_worker=False)
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window.about()
    [text] = shown
    plain = html.unescape(re.sub(r"<[^>]+>", " ", text))
    # The one file named is the licenses' notices, which every installation carries.
    notices = ASSETS_DIR / "licenses" / "THIRD-PARTY-NOTICES.txt"
    assert str(notices) in plain and notices.is_file()
    assert not FILE_WORDS.search(plain.replace(str(notices), "")), (lang, plain)
    assert "F1" in plain
    info = build_info()
    assert info.commit in plain and info.date in plain and "MIT" in plain and "LGPL" in plain
    if lang != "en":                                   # in the language in use
        assert "Tabletop card games" not in plain and "free software" not in plain
    window.close()


def test_help_menu_has_about_qt(app, monkeypatch):
    from PySide6.QtWidgets import QMessageBox
    install_language(app, "vi")
    window = MainWindow(None, use_worker=False)
    shown = []
    monkeypatch.setattr(QMessageBox, "aboutQt", lambda parent, title: shown.append(title))
    help_menu = window.menuBar().actions()[-1].menu()
    [about_qt] = [a for a in help_menu.actions() if "Qt" in a.text()]
    assert about_qt.text() == "Giới thiệu &Qt"
    about_qt.trigger()
    assert shown == ["Giới thiệu Qt"]
    install_language(app, "en")
    window.close()


# --- open hands -------------------------------------------------------------------------------
def test_open_hands_only_with_the_command_line_flag(qtbot):
    assert parse_args([]).open_hands is False
    assert parse_args(["--open-hands"]).open_hands is True
    window = make_window(qtbot, settings=Settings(open_hands=True))
    assert window.open_hands is False                  # an old setting no longer turns it on
    texts = [a.text() for menu in window.menuBar().actions() if menu.menu()
             for a in menu.menu().actions()]
    texts += [a.text() for menu in window.menuBar().actions() if menu.menu()
              for a in menu.menu().actions() if a.menu() for a in a.menu().actions()]
    assert not any("open hands" in t.lower() or "debug" in t.lower() for t in texts)
    window.close()
    window = make_window(qtbot, open_hands=True)
    spec = GAMES["coup"]
    bots = window.start_game("coup", spec.make_options(players=3),
                             [Seat(n, False, "easy") for n in "ABC"], seed=2, autostart=False)
    assert bots.open_hands and bots.looking == SPECTATOR
    mixed = window.start_game("coup", spec.make_options(players=3),
                              [Seat("Me", True)] + [Seat(n, False, "easy") for n in "AB"],
                              seed=2, autostart=False)
    assert not mixed.open_hands                        # never with a human at the table
    window.close()


@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_overlay_fits_the_smallest_window_whole(qtbot, app, lang):
    """At 1024×640 on the welcome screen the window's keys alone are a long list (issue 22's
    audit found the Persian lines squeezed to half their height): a list too long for the
    window goes on in a column beside it, and no line is cut."""
    from facetable.tools.ui_checks import CLIPPED, widget_cases
    install_language(app, lang)
    window = make_window(qtbot)
    window.resize(1024, 640)
    window.welcome()
    window.show_shortcuts()
    overlay = window.findChild(ShortcutOverlay)
    QApplication.processEvents()
    assert overlay.isVisible()
    assert overlay.panel.geometry().height() <= overlay.height()
    assert [c for c in widget_cases(overlay.panel) if c.what == CLIPPED] == []
