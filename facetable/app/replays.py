"""Game → Replays…: the kept games and the one being played, to watch again or to export.

A finished game may be watched from every seat's view or with everything open. A game not
finished (the one at the table, or one kept unfinished) only from its human's view, or the
public view in hot-seat with secrets: a replay never shows what the game still hides.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, QEvent, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QStyle,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget)

from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.saves import SaveError
from facetable.saves.model import SaveGame
from facetable.saves.replay import Replay
from facetable.saves.store import Loaded, read_save
from facetable.table.numbers import localize_digits, ltr, number

from .games import title as game_title
from .placement import place_on_screen

translate = QCoreApplication.translate


def allowed_views(humans: list[int], secrets: bool, over: bool) -> tuple | None:
    """The views a replay may show (None: every seat's and everything open)."""
    if over or not secrets or not humans:
        return None
    return (humans[0],) if len(humans) == 1 else (SPECTATOR,)


def replay_of_session(session) -> Replay:
    """The game being played, as far as it went."""
    views = allowed_views(session.humans, session.hidden_info and not session.open_hands,
                          session.state.is_over)
    return Replay.of(session.spec, session.state.options, session.seed, session.state.history,
                     [s.name for s in session.seats], session.table_options, views,
                     deal=session.deal, first=session.first)


def replay_of_loaded(loaded: Loaded) -> Replay:
    """A checked save (kept, or opened from a file)."""
    save = loaded.save
    humans = [s for s, seat in enumerate(save.seats) if seat.human]
    views = allowed_views(humans, loaded.spec.hidden_info, loaded.over)
    return Replay.of(loaded.spec, loaded.options, save.seed, loaded.moves,
                     [s.name for s in save.seats], loaded.table_options, views,
                     deal=save.deal, first=save.first)


def when(stamp: str) -> str:
    """A save's UTC time stamp in the local time and format, in the UI's digits and kept left
    to right in right-to-left text ("۲۰۲۶-۱۲-۰۲ ۰۶:۱۲" in Persian)."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    return ltr(localize_digits(moment.toLocalTime().toString("yyyy-MM-dd HH:mm")))


def result(save: SaveGame) -> str:
    """Who won, or that the game is not finished."""
    if save.outcome is None:
        return translate("Replays", "Not finished")
    names = [save.seats[s].name for s, place in enumerate(save.outcome.placings)
             if place == 1 and s < len(save.seats)]
    return translate("Replays", "Won by %1").replace("%1", ", ".join(names))


def window_title(spec_id: str, stamp: str) -> str:
    return f"{game_title(spec_id)} — {when(stamp)}" if stamp else game_title(spec_id)


#: The list's columns, and the one it is sorted by at first (oldest game first).
GAME, STARTED, PLAYERS, RESULT, MOVES = range(5)
SORT_KEY = Qt.ItemDataRole.UserRole + 1


class _Row(QTreeWidgetItem):
    """A row that sorts by its cells' sort keys (a time stamp, a number of moves), not their
    words."""

    def __lt__(self, other: QTreeWidgetItem) -> bool:
        column = self.treeWidget().sortColumn() if self.treeWidget() else STARTED
        return (self.data(column, SORT_KEY), self.text(column)) < \
            (other.data(column, SORT_KEY), other.text(column))


def _row(cells: list[str], started: str, moves: int) -> _Row:
    row = _Row(cells)
    for column, text in enumerate(cells):
        row.setData(column, SORT_KEY, text.casefold())
        row.setToolTip(column, text)                 # a cell too narrow says it all here
    row.setData(STARTED, SORT_KEY, started)
    row.setData(MOVES, SORT_KEY, f"{moves:09d}")
    row.setTextAlignment(MOVES, Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter)
    return row


class ReplaysDialog(QDialog):
    """The list: the kept games and the game at the table, oldest first (sorted by when they
    started; a click on a column's title sorts by it), the newest chosen. ``chosen`` is set to
    a Path (a kept game) or the string "current" when the dialog is accepted with Watch;
    ``export`` asks for the chosen game to be exported."""

    CURRENT = "current"

    def __init__(self, parent: QWidget, store, session=None) -> None:
        super().__init__(parent)
        self.chosen: Path | str | None = None
        self.action = ""
        self._store, self._session = store, session
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setColumnCount(MOVES + 1)
        header = self.tree.header()
        # Every column whole but the players', which takes what is left (a long list of names
        # is cut there, its tooltip has it all): the result is never cut.
        header.setStretchLastSection(False)
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYERS, QHeaderView.ResizeMode.Stretch)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.itemDoubleClicked.connect(lambda *_: self._done("watch"))
        self._fill()
        self.tree.setSortingEnabled(True)
        self.tree.sortItems(STARTED, Qt.SortOrder.AscendingOrder)
        count = self.tree.topLevelItemCount()
        if count:
            newest = self.tree.topLevelItem(count - 1)
            self.tree.setCurrentItem(newest)
            self.tree.scrollToItem(newest)
        self._empty = QLabel()
        self._empty.setVisible(self.tree.topLevelItemCount() == 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.watch = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.export = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.review = buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.watch.clicked.connect(lambda: self._done("watch"))
        self.export.clicked.connect(lambda: self._done("export"))
        self.review.clicked.connect(lambda: self._done("review"))
        buttons.rejected.connect(self.reject)
        for button in (self.watch, self.export, self.review):
            button.setEnabled(self.tree.topLevelItemCount() > 0)
        self._write_words()
        box = QVBoxLayout(self)
        box.addWidget(self.tree, 1)
        box.addWidget(self._empty)
        box.addWidget(buttons)
        place_on_screen(self, max(760, self._wanted_width()), 460, parent)

    def _write_words(self) -> None:
        """The title, the columns' titles and the buttons in the language now installed."""
        self.setWindowTitle(translate("Replays", "Replays"))
        self.tree.setHeaderLabels([translate("Replays", "Game"), translate("Replays", "Started"),
                                   translate("Replays", "Players"),
                                   translate("Replays", "Result"),
                                   translate("Replays", "Moves")])
        self._empty.setText(translate("Replays", "No game has been played yet."))
        self.watch.setText(translate("Replays", "Watch"))
        self.export.setText(translate("Replays", "Export…"))
        self.review.setText(translate("Replays", "Review…"))
        self.review.setToolTip(translate("Replays", "Which of your decisions cost you the most "
                                                    "win chance"))

    def _fill(self) -> None:
        """A row per kept game, and the game at the table, in the language now installed."""
        for path in self._store.archived() if self._store is not None else []:
            try:
                save = read_save(path)
            except (SaveError, OSError):
                continue
            if save.game not in GAMES:
                continue
            item = _row([game_title(save.game), when(save.started),
                         ", ".join(s.name for s in save.seats), result(save),
                         number(len(save.moves))], save.started, len(save.moves))
            item.setData(0, Qt.ItemDataRole.UserRole, str(path))
            self.tree.addTopLevelItem(item)
        session = self._session
        if session is not None and session.state.history:
            item = _row([game_title(session.game), translate("Replays", "Now"),
                         ", ".join(s.name for s in session.seats),
                         translate("Replays", "Being played"),
                         number(len(session.state.history))], "~",   # after every time stamp
                        len(session.state.history))
            item.setData(0, Qt.ItemDataRole.UserRole, self.CURRENT)
            self.tree.addTopLevelItem(item)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def retranslate(self) -> None:
        """The language (or the digits) changed: every word and row written again, the same
        game chosen, in the same order."""
        current = self.tree.currentItem()
        chosen = current.data(0, Qt.ItemDataRole.UserRole) if current is not None else None
        self._write_words()
        self.tree.clear()
        self._fill()
        self.tree.sortItems(self.tree.sortColumn(), self.tree.header().sortIndicatorOrder())
        for i in range(self.tree.topLevelItemCount()):
            item = self.tree.topLevelItem(i)
            if item.data(0, Qt.ItemDataRole.UserRole) == chosen:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)

    def _wanted_width(self) -> int:
        """Room for every column whole (the players' too: twelve names), the frame, the
        scroll bar and the margins; the screen may allow less (then the players' names are
        cut, their tooltip has them all)."""
        header = self.tree.header()
        columns = sum(max(header.sectionSizeHint(c), self.tree.sizeHintForColumn(c))
                      for c in range(self.tree.columnCount()))
        scroll = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)
        margins = self.layout().contentsMargins()
        return columns + 2 * self.tree.frameWidth() + scroll + margins.left() + \
            margins.right() + 8

    def _done(self, action: str) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        data = item.data(0, Qt.ItemDataRole.UserRole)
        self.chosen = data if data == self.CURRENT else Path(data)
        self.action = action
        self.accept()
