"""The Rules window (Help → Rules…, F1): how to play each game, in the app's language.

Each game's declaration names its rules text, ``assets/rules/<rules>.<lang>.html`` (HTML in Qt's
rich-text subset; ``GameSpec.rules_file``). A language without its own file shows the English
one under a one-line note; a game with no file at all shows a message in place of the rules.

Pictures are ``<img>`` elements pointing at SVG files relative to the HTML file (so the files
also read well in a web browser). Before a text is shown, every SVG it names is drawn at the
size its ``width`` / ``height`` attributes ask for, at the screen's pixel ratio, so the card art
stays sharp; Qt's rich text alone would scale one fixed-size bitmap.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, QRectF, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QPainter, QTextDocument, QTextOption
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel,
                               QTextBrowser, QVBoxLayout, QWidget)

from facetable.app.games import GAMES, title
from facetable.app.i18n import LANGUAGES, current_language
from facetable.app.placement import fitting_size
from facetable.games import game_spec

log = logging.getLogger(__name__)
translate = QCoreApplication.translate

FALLBACK = "en"


def rules_file(game: str, lang: str) -> Path:
    """Where the rules of ``game`` in ``lang`` are shipped (the file may be missing)."""
    return game_spec(game).rules_file(lang)


@dataclass(frozen=True)
class RulesText:
    """What the window shows for one game: the HTML and its file, or nothing (missing)."""

    html: str | None
    path: Path | None
    # The language of ``html``: the one asked for, or English when that file is missing.
    lang: str
    # The language asked for.
    asked: str

    @property
    def is_fallback(self) -> bool:
        return self.html is not None and self.lang != self.asked


def read_rules(game: str, lang: str) -> RulesText:
    """The rules of ``game`` in ``lang``, else in English; ``html`` None when neither reads."""
    for candidate in dict.fromkeys((lang, FALLBACK)):
        path = rules_file(game, candidate)
        try:
            return RulesText(path.read_text(encoding="utf-8"), path, candidate, asked=lang)
        except FileNotFoundError:
            log.info("no rules file %s", path)
        except (OSError, UnicodeDecodeError) as error:
            log.warning("cannot read the rules file %s: %s", path, error)
    log.warning("the rules of %r are missing (looked in %s)", game,
                rules_file(game, FALLBACK).parent)
    return RulesText(None, None, lang, asked=lang)


class _Pictures(HTMLParser):
    """Collects ``(src, width, height)`` of every ``<img>`` of an HTML text."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[tuple[str, int | None, int | None]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "img":
            a = dict(attrs)
            if a.get("src"):
                self.found.append((a["src"], _int(a.get("width")), _int(a.get("height"))))


def _int(text: str | None) -> int | None:
    try:
        return int(text) if text else None
    except ValueError:
        return None


def pictures(html: str) -> list[tuple[str, int | None, int | None]]:
    """The pictures an HTML text shows: ``(src, width, height)``, in order."""
    parser = _Pictures()
    parser.feed(html)
    parser.close()
    return parser.found


def render_svg(path: Path, width: int | None, height: int | None, dpr: float = 1.0) -> QImage:
    """The SVG at ``path`` drawn at ``width``×``height`` (one may be None: kept in proportion).

    A null QImage when the file is missing or not an SVG Qt can draw.
    """
    renderer = QSvgRenderer(str(path))
    if not renderer.isValid():
        return QImage()
    size = renderer.defaultSize()
    if width is None and height is None:
        width, height = size.width(), size.height()
    elif width is None:
        width = round(height * size.width() / max(1, size.height()))
    elif height is None:
        height = round(width * size.height() / max(1, size.width()))
    image = QImage(max(1, round(width * dpr)), max(1, round(height * dpr)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    image.setDevicePixelRatio(dpr)
    return image


class RulesBrowser(QTextBrowser):
    """A text browser that draws the SVG pictures of the text it shows at their display size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images: dict[str, QImage] = {}
        self.setOpenExternalLinks(False)
        self.setOpenLinks(False)           # the texts have no links; never leave the page

    def show_rules(self, html: str, base: Path, right_to_left: bool) -> None:
        dpr = self.devicePixelRatioF()
        self._images = {}
        for src, width, height in pictures(html):
            path = (base.parent / src).resolve()
            if path.suffix.lower() != ".svg":
                continue
            image = render_svg(path, width, height, dpr)
            if image.isNull():
                log.warning("picture %s of %s is missing or broken", src, base.name)
                continue
            self._images[src] = image
        direction = (Qt.LayoutDirection.RightToLeft if right_to_left
                     else Qt.LayoutDirection.LeftToRight)
        self.setLayoutDirection(direction)
        document = self._new_document()   # fresh: no pictures cached from another text
        option = document.defaultTextOption()
        option.setTextDirection(direction)
        option.setAlignment(Qt.AlignmentFlag.AlignAbsolute | (
            Qt.AlignmentFlag.AlignRight if right_to_left else Qt.AlignmentFlag.AlignLeft))
        document.setDefaultTextOption(option)
        self.setHtml(html)

    def show_message(self, text: str) -> None:
        self._images = {}
        self.unsetLayoutDirection()        # the app's direction, like the message
        self._new_document()
        self.setPlainText(text)

    def _new_document(self) -> QTextDocument:
        old = self.document()
        ours = old is not None and old.parent() is self   # Qt deletes the first one itself
        document = QTextDocument(self)
        document.setDefaultFont(self.font())
        self.setDocument(document)
        if ours:
            old.deleteLater()
        return document

    def loadResource(self, kind: int, url: QUrl):  # noqa: N802 - Qt's name
        if kind == int(QTextDocument.ResourceType.ImageResource.value):
            image = self._images.get(url.toString())
            if image is not None:
                return image
        return super().loadResource(kind, url)


class RulesWindow(QDialog):
    """A game chooser above the rules of the chosen game, in the app's language."""

    #: Learn to play was pressed: the game id (the window has closed).
    learn = Signal(str)

    def __init__(self, parent: QWidget | None = None, game: str | None = None,
                 lang: str | None = None) -> None:
        super().__init__(parent)
        self.lang = lang or current_language()
        if self.lang not in LANGUAGES:
            raise ValueError(f"unknown language {self.lang!r}; known: {', '.join(LANGUAGES)}")
        self.setObjectName("rules-window")
        self.setWindowTitle(translate("RulesWindow", "Rules"))
        self.resize(fitting_size(self, 760, 720, parent))   # a small screen: smaller

        self.games = QComboBox()
        self.games.setObjectName("game")
        for game_id in GAMES:
            self.games.addItem(title(game_id), game_id)
        chooser = QLabel(translate("RulesWindow", "&Game:"))
        chooser.setBuddy(self.games)
        top = QHBoxLayout()
        top.addWidget(chooser)
        top.addWidget(self.games, 1)

        self.note = QLabel()
        self.note.setObjectName("note")
        self.note.setWordWrap(True)
        self.note.hide()
        self.browser = RulesBrowser()
        self.browser.setObjectName("rules")
        self.browser.setAccessibleName(translate("RulesWindow", "Rules"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        # Qt translates its standard buttons only where it ships a catalogue (not Vietnamese).
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(
            translate("RulesWindow", "Close"))
        buttons.rejected.connect(self.close)
        # Learn to play: the shown game's guided first game, for a game that has one.
        self.learn_button = buttons.addButton(translate("RulesWindow", "Learn to play"),
                                              QDialogButtonBox.ButtonRole.ActionRole)
        self.learn_button.setObjectName("learn")
        self.learn_button.clicked.connect(self._learn)

        box = QVBoxLayout(self)
        box.addLayout(top)
        box.addWidget(self.note)
        box.addWidget(self.browser, 1)
        box.addWidget(buttons)

        self.shown: RulesText | None = None
        self.games.currentIndexChanged.connect(self._load)
        self.show_game(game)

    def game(self) -> str | None:
        return self.games.currentData()

    def _learn(self) -> None:
        game = self.game()
        if game is not None:
            self.close()
            self.learn.emit(game)

    def show_game(self, game: str | None) -> None:
        """Show the rules of ``game`` (the first game when None or not offered)."""
        index = self.games.findData(game) if game is not None else -1
        index = max(index, 0)
        if index == self.games.currentIndex():
            self._load()
        else:
            self.games.setCurrentIndex(index)  # loads through currentIndexChanged

    def _load(self) -> None:
        game = self.game()
        if game is None:
            return
        self.learn_button.setVisible(bool(game_spec(game).lesson))
        self.shown = text = read_rules(game, self.lang)
        if text.html is None:
            self.note.hide()
            self.browser.show_message(translate(
                "RulesWindow", "The rules of %1 are missing from this copy of FaceTable. "
                "Installing FaceTable again should bring them back.").replace("%1", title(game)))
            return
        if text.is_fallback:
            self.note.setText(translate(
                "RulesWindow", "These rules are not in %1 yet; here they are in English.")
                .replace("%1", LANGUAGES[self.lang]))
            self.note.show()
        else:
            self.note.hide()
        rtl = QLocale(text.lang).textDirection() == Qt.LayoutDirection.RightToLeft
        self.browser.show_rules(text.html, text.path, rtl)
