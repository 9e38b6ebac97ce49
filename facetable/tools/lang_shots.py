"""Pictures of every window in one language, or pseudo-localised, and the check that no words
are cut off.

    python -m facetable.tools.lang_shots --lang fa --out /tmp       # /tmp/lang_fa_*.png
    python -m facetable.tools.lang_shots --pseudo --out /tmp        # every text 40% longer

It shows the new-game dialog for each game, each game's table (bots play a few moves, then a
human is asked, so the action bar has its buttons), the Rules, Statistics and About windows and
the hot-seat curtain, saves each as a picture and prints what it finds clipped (nothing, one
hopes). ``tests/test_pseudo_l10n.py`` runs the same checks.

Pseudo-localisation (:class:`PseudoTranslator`): every source text comes back 40% longer, its
letters accented ("Dëçk prïñţïñg ~~~~~"), placeholders (%1, %Ln, {number}), markup and
mnemonics kept, so a label that fits only its English words shows up at once.
"""
from __future__ import annotations

import argparse
import math
import os
import re
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTranslator  # noqa: E402
from PySide6.QtGui import QFontMetricsF, QTextDocument  # noqa: E402
from PySide6 import QtGui  # noqa: E402
from PySide6.QtWidgets import (QAbstractButton, QApplication, QDockWidget, QGroupBox,  # noqa: E402
                               QLabel, QPushButton, QStyle, QWidget)

#: How much longer a pseudo-translated text is.
GROWTH = 0.4
_ACCENTS = str.maketrans("aceginorsuyACEGINORSUY", "áçëğïñöŕšüýÁÇËĞÏÑÖŔŠÜÝ")
_KEEP = re.compile(r"%L?\d+|%L?n|\{\w+\}|<[^>]*>|&#?\w+;|&&|[\u2066-\u2069\u200e\u200f]")

#: The longest run of padding letters without a space (a long word).
PAD_WORD = 12


def pseudo(text: str) -> str:
    """``text`` accented and 40% longer; its placeholders, markup and mnemonics kept."""
    if not text or not text.strip():
        return text
    out, last, visible = [], 0, 0
    for match in _KEEP.finditer(text):
        part = text[last:match.start()]
        out.append(part.translate(_ACCENTS))
        visible += len(part)
        out.append(match.group(0))
        last = match.end()
    part = text[last:]
    out.append(part.translate(_ACCENTS))
    visible += len(part)
    extra = math.ceil(visible * GROWTH)
    if extra <= 1:
        return "".join(out) + "~" * extra
    # The growth comes as words of up to PAD_WORD letters: a real translation is longer in
    # more (or longer) words, not in one unbreakable run as wide as a label.
    pad = "~" * (extra - 1)
    words = [pad[i:i + PAD_WORD] for i in range(0, len(pad), PAD_WORD)]
    return "".join(out) + " " + " ".join(words)


class PseudoTranslator(QTranslator):
    """Answers every text with its pseudo-translation (installed last, it is asked first)."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102 - Qt's
        return pseudo(source) if source else None


# --- what is cut off ----------------------------------------------------------------------------

def _text_width(label: QLabel) -> float:
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        doc = QTextDocument()
        doc.setDefaultFont(label.font())
        doc.setHtml(text)
        doc.setDocumentMargin(0)
        return doc.idealWidth()
    metrics = QFontMetricsF(label.font())
    return max(metrics.horizontalAdvance(line) for line in text.replace("&", "").split("\n"))


def _widest_line(label: QLabel, width: float) -> float:
    """The widest line of a word-wrapped label's text laid out ``width`` wide: wider than
    ``width`` only when a word cannot be broken (Qt also breaks after a hyphen or a slash)."""
    doc = QTextDocument()
    doc.setDefaultFont(label.font())
    doc.setDocumentMargin(0)
    text = label.text()
    if label.textFormat() == Qt.TextFormat.RichText or (
            label.textFormat() == Qt.TextFormat.AutoText and QtGui.Qt.mightBeRichText(text)):
        doc.setHtml(text)
    else:
        doc.setPlainText(text)
    doc.setTextWidth(width)
    return doc.idealWidth()


def _push_button_need(button) -> int:
    """How wide a push button must be for its words and icon (the style's margins and frame
    around them), without the style's minimum width for a button."""
    style = button.style()
    text = button.text().replace("&&", "\0").replace("&", "").replace("\0", "&")
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    return math.ceil(QFontMetricsF(button.font()).horizontalAdvance(text) + icon
                     + 2 * style.pixelMetric(QStyle.PixelMetric.PM_ButtonMargin, None, button)
                     + 2 * style.pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None,
                                             button))


def clipped(top: QWidget) -> list[str]:
    """The visible labels, buttons, check boxes, group boxes and panel titles in ``top``
    whose words do not fit where they are shown."""
    found = []
    for w in [top, *top.findChildren(QWidget)]:
        if not w.isVisible() or w.width() <= 0:
            continue
        name = f"{type(w).__name__} {w.objectName() or ''!s}".strip()
        if isinstance(w, QLabel):
            if not w.text() or w.pixmap() is not None and not w.pixmap().isNull():
                continue
            room = w.contentsRect().adjusted(w.margin(), w.margin(), -w.margin(), -w.margin())
            if w.wordWrap():
                if w.heightForWidth(w.width()) > w.height() + 1:
                    found.append(f"{name}: {w.text()!r} needs more height")
                if _widest_line(w, room.width()) > room.width() + 1:
                    found.append(f"{name}: a word of {w.text()!r} is wider than the label")
            elif _text_width(w) > room.width() + 1:
                found.append(f"{name}: {w.text()!r} is {_text_width(w):.0f} px in "
                             f"{room.width()} px")
        elif isinstance(w, QAbstractButton):
            hint = w.sizeHint()
            if isinstance(w, QPushButton):      # its hint is at least 80 wide, words or not
                hint.setWidth(min(hint.width(), _push_button_need(w)))
            if hint.width() > w.width() + 1 or hint.height() > w.height() + 1:
                found.append(f"{name}: {w.text()!r} wants {hint.width()}x{hint.height()}, has "
                             f"{w.width()}x{w.height()}")
        elif isinstance(w, QGroupBox) and w.title():
            if QFontMetricsF(w.font()).horizontalAdvance(w.title()) > w.width() - 8:
                found.append(f"{name}: title {w.title()!r} is wider than the box")
        elif isinstance(w, QDockWidget) and w.windowTitle():
            if QFontMetricsF(w.font()).horizontalAdvance(w.windowTitle()) > w.width() - 8:
                found.append(f"{name}: title {w.windowTitle()!r} is wider than the panel")
    return found


def clipped_on_table(scene) -> list[str]:
    """Seat panels whose status words (a score, "Out") do not fit in their header: the name
    gives way (it is shortened with "…"), the status must not."""
    from facetable.table.items import SeatPanel
    from facetable.table.geometry import header_font_px
    from PySide6.QtGui import QFont
    found = []
    for item in scene.items():
        if not isinstance(item, SeatPanel) or not item.isVisible() or not item.detail:
            continue
        w, h = item.size()
        font = QFont(QApplication.font())
        font.setPixelSize(int(header_font_px(h)))
        need = QFontMetricsF(font).horizontalAdvance(item.detail) + 12 + 10   # + a name's "…"
        if need > w - 20:
            found.append(f"seat {item.seat}: {item.detail!r} needs {need:.0f} px in {w - 20:.0f}")
    return found


# --- the windows --------------------------------------------------------------------------------

def settle(app: QApplication) -> None:
    for _ in range(3):
        app.processEvents()


def dialogs(window, app: QApplication):
    """(name, widget) for each dialog, shown; each is closed after the caller looked."""
    from facetable.app.games import GAMES
    from facetable.app.new_game_dialog import NewGameDialog
    from facetable.app.rules_window import RulesWindow
    from facetable.app.stats_window import StatsWindow
    from PySide6.QtWidgets import QComboBox, QMessageBox
    dialog = NewGameDialog(window)
    dialog.show()
    combo = dialog.findChild(QComboBox, "game")
    for game in GAMES:
        combo.setCurrentIndex(combo.findData(game))
        settle(app)
        yield f"newgame_{game}", dialog
    dialog.close()
    rules = RulesWindow(window)
    rules.show()
    settle(app)
    yield "rules", rules
    rules.close()
    if window.store is not None:
        stats = StatsWindow(window.store.stats, window)
        stats.refresh()
        stats.show()
        settle(app)
        yield "statistics", stats
        stats.close()
    about = QMessageBox(QMessageBox.Icon.Information, "", "", parent=window)
    about.setText(_about_text())
    about.show()
    settle(app)
    yield "about", about
    about.close()


def _about_text() -> str:
    from facetable import __version__
    return QCoreApplication.translate("MainWindow",
        "<h3>FaceTable %1</h3><p>Tabletop card games against bots or friends on one "
        "screen.</p><p>How to play: Help → Rules… (F1).</p>").replace("%1", __version__)


def tables(window, app: QApplication, steps: int = 16):
    """(name, window) for each game: bots play ``steps`` decisions, then the human is asked."""
    from facetable.app.session import Seat
    from facetable.games import GAMES
    for game, spec in GAMES.items():
        level = spec.levels[0]                    # the quickest to think
        seats = [Seat("Ana", True)] + [Seat(n, False, level) for n in
                                       ("Bảo", "Cyrus", "Dara", "Emi")[:spec.default_players - 1]]
        session = window.start_game(game, spec.make_options(spec.default_players), seats,
                                    seed=3, autostart=False)
        session.start(auto=False)
        played = 0
        while played < steps and not session.state.is_over:
            deciders = session.state.deciders()
            if 0 in deciders:
                legal = session.state.legal_actions(0)
                session.deciding = 0
                session.submit(legal[len(legal) // 2])
                settle(app)
            else:
                if not session.play_bots_now(1):
                    break
            played += 1
        for _ in range(200):                     # then on to the human's next decision
            if session.state.is_over or 0 in session.state.deciders() \
                    or not session.play_bots_now(1):
                break
        settle(app)
        session.offer_to_human()
        window.table.fit()
        window._refresh_scores()
        settle(app)
        yield f"table_{game}", window
        window.end_game()


def curtain(window, app: QApplication):
    window.curtain.cover("Dara")
    settle(app)
    yield "curtain", window
    window.curtain.hide()


def everything(window, app: QApplication):
    yield from dialogs(window, app)
    yield from tables(window, app)
    yield from curtain(window, app)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lang", default="en")
    parser.add_argument("--pseudo", action="store_true", help="every text 40%% longer")
    parser.add_argument("--digits", default="native", choices=("native", "latin"))
    parser.add_argument("--out", default="/tmp")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)

    import tempfile

    from facetable.app.i18n import install_language
    from facetable.app.main_window import MainWindow
    from facetable.saves import SaveStore

    app = QApplication.instance() or QApplication([])
    install_language(app, args.lang, digits=args.digits)
    if args.pseudo:
        translator = PseudoTranslator(app)
        app.installTranslator(translator)
    tag = (f"pseudo_{args.lang}" if args.lang != "en" else "pseudo") if args.pseudo else args.lang
    with tempfile.TemporaryDirectory() as data:
        window = MainWindow(settings=None, use_worker=False, store=SaveStore(Path(data)))
        window.set_speed(0.0)
        window.bot_pause_ms = 0
        window.resize(*(int(v) for v in args.size.split("x")))
        window.show()
        settle(app)
        problems = 0
        for name, widget in everything(window, app):
            path = Path(args.out) / f"lang_{tag}_{name}.png"
            widget.grab().save(str(path))
            found = clipped(widget)
            if widget is window and window.session is not None:
                found += clipped_on_table(window.session.controller.scene)
            problems += len(found)
            print(f"{path}: {'clipped: ' + '; '.join(found) if found else 'nothing clipped'}")
        window.close()
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
