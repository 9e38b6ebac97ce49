"""The rules shown in the app: one HTML text per game and language, and the Rules window."""
from __future__ import annotations

import fnmatch
import shutil
import tomllib
from html.parser import HTMLParser
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QColor, QTextDocument
from PySide6.QtWidgets import QApplication

from facetable import paths
from facetable.app.i18n import LANGUAGES, current_language, install_language
from facetable.app.main_window import MainWindow
from facetable.app.rules_window import (RulesWindow, pictures, read_rules, render_svg,
                                        rules_file)
from facetable.app.session import Seat
from facetable.games import GAMES

ROOT = Path(__file__).resolve().parent.parent
CASES = [(game, lang) for game in GAMES for lang in LANGUAGES]
VOID = {"meta", "img", "br", "hr", "link", "input"}


def case_id(case) -> str:
    return "-".join(case)


class _Structure(HTMLParser):
    """Checks that every opened element is closed in order; records what the tests look at."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[str] = []
        self.errors: list[str] = []
        self.tags: dict[str, int] = {}
        self.html_attrs: dict[str, str | None] = {}
        self.rows: list[list[str]] = []     # per table row: "img" or "text" per cell

    def handle_starttag(self, tag, attrs):
        self.tags[tag] = self.tags.get(tag, 0) + 1
        if tag == "html":
            self.html_attrs = dict(attrs)
        if tag == "tr":
            self.rows.append([])
        if tag == "td":
            self.rows[-1].append("text")
        if tag == "img" and self.rows and "td" in self.stack:
            self.rows[-1][-1] = "img"
        if tag not in VOID:
            self.stack.append(tag)

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if not self.stack or self.stack[-1] != tag:
            self.errors.append(f"</{tag}> closes <{self.stack[-1] if self.stack else None}>")
        else:
            self.stack.pop()


def structure(html: str) -> _Structure:
    parser = _Structure()
    parser.feed(html)
    parser.close()
    return parser


@pytest.fixture
def app(qapp):
    """The app put back in English (language, direction, font) after the test."""
    font, direction = qapp.font(), qapp.layoutDirection()
    yield qapp
    install_language(qapp, "en")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def open_rules(qtbot, game: str, lang: str) -> RulesWindow:
    window = RulesWindow(None, game, lang)
    qtbot.addWidget(window)
    window.resize(760, 720)
    window.show()
    qtbot.waitExposed(window)
    return window


# --- the texts --------------------------------------------------------------------------------

@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_game_has_rules_in_every_language(case):
    game, lang = case
    path = rules_file(game, lang)
    assert path.is_file(), f"write {path.relative_to(paths.ASSETS_DIR)}"
    text = read_rules(game, lang)
    assert text.lang == lang and not text.is_fallback


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_rules_are_well_formed_and_substantial(qapp, case):
    game, lang = case
    html = rules_file(game, lang).read_text(encoding="utf-8")
    found = structure(html)
    assert found.errors == [] and found.stack == []
    assert found.html_attrs.get("lang") == lang
    assert found.tags.get("h1") == 1 and found.tags.get("h2", 0) >= 6
    for marker in ("F7-", "CR-", "/shared", ".md"):      # player text: no rule ids, no files
        assert marker not in html

    document = QTextDocument()
    document.setHtml(html)
    text = document.toPlainText()
    assert len(text) > 3000
    assert text.count("\ufffd") == 0


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_every_picture_is_shipped_and_draws(qapp, case):
    game, lang = case
    path = rules_file(game, lang)
    shown = pictures(path.read_text(encoding="utf-8"))
    assert len(shown) >= 4
    for src, width, height in shown:
        assert width and height, f"{src}: give the size, so it is drawn sharp at that size"
        image = render_svg((path.parent / src).resolve(), width, height)
        assert not image.isNull(), src
        assert (image.width(), image.height()) == (width, height)


def test_flip7_rules_show_the_special_and_action_cards():
    names = {Path(src).stem for src, _, _ in
             pictures(rules_file("flip7", "en").read_text(encoding="utf-8"))}
    assert {"number_0", "unlucky7", "lucky13", "mod_div2", "action_just_one_more",
            "action_flip_four", "action_swap", "action_steal", "action_discard"} <= names


@pytest.mark.parametrize("game", list(GAMES))
def test_persian_rules_are_right_to_left_and_the_others_left_to_right(game):
    for lang in LANGUAGES:
        found = structure(rules_file(game, lang).read_text(encoding="utf-8"))
        assert found.html_attrs.get("dir") == ("rtl" if lang == "fa" else "ltr"), lang


@pytest.mark.parametrize("game", list(GAMES))
def test_persian_pictures_stand_right_of_their_text(game):
    """Qt's rich text never mirrors table columns, so a right-to-left text writes its picture
    cells after the text cell to show them on the right (as the reader starts there)."""
    for lang in LANGUAGES:
        for row in structure(rules_file(game, lang).read_text(encoding="utf-8")).rows:
            if "text" in row and "img" in row:
                first = row[-1] if lang == "fa" else row[0]
                assert first == "img", (lang, row)


def test_rules_files_are_in_the_package_data():
    globs = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"][
        "package-data"]["facetable.assets"]
    rules_dir = paths.ASSETS_DIR / "rules"
    shipped = [p for p in rules_dir.rglob("*") if p.is_file()]
    assert shipped
    for path in shipped:
        relative = path.relative_to(paths.ASSETS_DIR).as_posix()
        assert any(fnmatch.fnmatch(relative, g) for g in globs), f"add {relative} to pyproject"


# --- the window -------------------------------------------------------------------------------

@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_the_window_shows_each_game_with_its_pictures(qtbot, lang):
    window = open_rules(qtbot, "flip7", lang)
    for game in GAMES:
        window.games.setCurrentIndex(window.games.findData(game))
        assert window.game() == game and window.shown.lang == lang
        assert not window.note.isVisible()
        document = window.browser.document()
        assert len(document.toPlainText()) > 3000
        for src, width, height in pictures(window.shown.html):
            image = window.browser.loadResource(
                QTextDocument.ResourceType.ImageResource.value, QUrl(src))
            assert image is not None and not image.isNull(), src
            assert image.width() == round(width * window.browser.devicePixelRatioF())


def test_switching_games_does_not_pile_up_documents(qtbot):
    window = open_rules(qtbot, "flip7", "en")
    for _ in range(3):
        for game in GAMES:
            window.show_game(game)
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    qtbot.waitUntil(lambda: len(window.browser.findChildren(QTextDocument, "", direct)) == 1)
    assert window.browser.findChild(QTextDocument, "", direct) is window.browser.document()


def test_persian_text_runs_right_to_left(qtbot):
    window = open_rules(qtbot, "crack", "fa")
    assert window.browser.layoutDirection() == Qt.LayoutDirection.RightToLeft
    block = window.browser.document().begin()
    while block.isValid():
        assert block.textDirection() == Qt.LayoutDirection.RightToLeft, block.text()
        block = block.next()
    window.show_game("flip7")
    assert window.browser.document().begin().textDirection() == Qt.LayoutDirection.RightToLeft


def test_the_window_follows_the_installed_language(qtbot, app):
    install_language(app, "vi")
    assert current_language() == "vi"
    window = RulesWindow()
    qtbot.addWidget(window)
    assert window.lang == "vi" and window.game() == next(iter(GAMES))
    assert window.shown.path.name == f"{GAMES[window.game()].rules}.vi.html"


def test_a_missing_translation_shows_english_with_a_note(qtbot, tmp_path, monkeypatch):
    shutil.copytree(paths.ASSETS_DIR / "cards", tmp_path / "cards")
    shutil.copytree(paths.ASSETS_DIR / "rules", tmp_path / "rules")
    (tmp_path / "rules" / "crack.fa.html").unlink()
    monkeypatch.setattr(paths, "ASSETS_DIR", tmp_path)
    window = open_rules(qtbot, "crack", "fa")
    assert window.shown.lang == "en" and window.shown.is_fallback
    assert window.note.isVisible() and "فارسی" in window.note.text()
    assert "Crack the Code" in window.browser.document().toPlainText()
    assert window.browser.layoutDirection() == Qt.LayoutDirection.LeftToRight
    window.show_game("flip7")                       # its Persian file is there: no note
    assert window.shown.lang == "fa" and not window.note.isVisible()


def test_missing_rules_give_a_message_not_a_crash(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "ASSETS_DIR", tmp_path)
    window = open_rules(qtbot, "crack", "vi")
    assert window.shown.html is None
    shown = window.browser.document().toPlainText()
    assert "missing" in shown and "Crack the Code" in shown
    assert not window.note.isVisible()


def test_an_unreadable_rules_file_counts_as_missing(qtbot, tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    (tmp_path / "rules" / "flip7.en.html").write_bytes(b"\xff\xfe not utf-8 \xff")
    monkeypatch.setattr(paths, "ASSETS_DIR", tmp_path)
    window = open_rules(qtbot, "flip7", "en")
    assert window.shown.html is None and "missing" in window.browser.toPlainText()


def test_a_broken_picture_leaves_the_text(qtbot, tmp_path, monkeypatch):
    (tmp_path / "rules").mkdir()
    html = rules_file("crack", "en").read_text(encoding="utf-8").replace(
        "crack_tile_b_2_mine.svg", "nothing_here.svg")
    (tmp_path / "rules" / "crack.en.html").write_text(html, encoding="utf-8")
    monkeypatch.setattr(paths, "ASSETS_DIR", tmp_path)
    window = open_rules(qtbot, "crack", "en")
    assert window.shown.html is not None
    assert "Crack the Code" in window.browser.toPlainText()


# --- from the main window ---------------------------------------------------------------------

def rules_windows(main: MainWindow) -> list[RulesWindow]:
    return main.findChildren(RulesWindow)


def test_f1_opens_the_rules_of_the_first_game_when_none_is_running(window, qtbot):
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: bool(rules_windows(window)) and rules_windows(window)[0].isVisible())
    assert rules_windows(window)[0].game() == next(iter(GAMES))


def test_the_first_opening_lays_out_only_the_rules_asked_for(window, monkeypatch):
    """A tile's Rules opens the window on that game's rules, without laying out the first
    game's before (their pictures drawn for nothing, about a third of the opening's time)."""
    from facetable.app import rules_window
    real, read = rules_window.read_rules, []
    monkeypatch.setattr(rules_window, "read_rules",
                        lambda game, lang: read.append(game) or real(game, lang))
    window.show_rules("coup")
    assert read == ["coup"] and rules_windows(window)[0].game() == "coup"
    window.show_rules("crack")                     # the same window, on another game
    assert read == ["coup", "crack"] and len(rules_windows(window)) == 1


def test_f1_opens_the_rules_of_the_current_game(window, qtbot):
    spec = GAMES["crack"]
    window.start_game("crack", spec.make_options(players=2),
                      [Seat("Ana", True, None), Seat("Bot", False, "easy")], seed=3,
                      autostart=False)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: bool(rules_windows(window)) and rules_windows(window)[0].isVisible())
    rules = rules_windows(window)[0]
    assert rules.game() == "crack"
    rules.close()
    window.start_game("flip7", GAMES["flip7"].make_options(players=3),
                      [Seat("Ana", True, None), Seat("B", False, "easy"),
                       Seat("C", False, "easy")], seed=3, autostart=False)
    window.show_rules()
    assert rules_windows(window) == [rules] and rules.isVisible() and rules.game() == "flip7"


def test_about_points_at_the_rules_window(window):
    help_menu = next(a.menu() for a in window.menuBar().actions() if "Help" in a.text())
    texts = [a.text() for a in help_menu.actions()]
    assert "&Rules…" in texts
    from PySide6.QtCore import QCoreApplication
    about = QCoreApplication.translate("MainWindow", "<h3>FaceTable %1</h3><p>Tabletop card "
                                       "games against bots or friends on one screen.</p><p>How "
                                       "to play: Help → Rules… (F1).</p>")
    assert "Rules" in about and "files" not in about


# --- pictures of the window, for a person to look at ------------------------------------------

@pytest.mark.parametrize("lang", list(LANGUAGES))
def test_screenshot_of_the_window(qtbot, app, tmp_path, lang):
    """Renders the window offscreen (the pictures were looked at while writing the texts; rerun
    with FACETABLE_SHOTS=dir to keep them)."""
    import os
    install_language(app, lang)
    window = open_rules(qtbot, "flip7", lang)
    out = Path(os.environ.get("FACETABLE_SHOTS", tmp_path))
    for game in GAMES:
        window.show_game(game)
        image = window.grab().toImage()
        assert (image.width(), image.height()) == (760, 720)
        assert image.save(str(out / f"rules_{game}_{lang}.png"))
        # the browser is not blank: some pixels are far from the background
        colours = {QColor(image.pixel(x, y)).rgb() for x in range(0, 760, 7)
                   for y in range(60, 660, 7)}
        assert len(colours) > 20
    if lang == "fa":
        assert window.browser.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
