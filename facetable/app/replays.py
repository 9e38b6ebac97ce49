"""Game → Replays…: the kept games and the one being played, to watch again or to export.

A finished game may be watched from every seat's view or with everything open. A game not
finished (the one at the table, or one kept unfinished) only from its human's view, or the
public view in hot-seat with secrets: a replay never shows what the game still hides.
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QDateTime, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHeaderView, QLabel, QTreeWidget,
                               QTreeWidgetItem, QVBoxLayout, QWidget)

from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.saves import SaveError
from facetable.saves.model import SaveGame
from facetable.saves.replay import Replay
from facetable.saves.store import Loaded, read_save
from facetable.table.numbers import LATIN, current_digits, localize_digits, ltr, number

from .games import title as game_title

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
    """A save's UTC time stamp in the local time and format, in the UI's digits (kept left to
    right: a date reads the same inside right-to-left text)."""
    moment = QDateTime.fromString(stamp, Qt.DateFormat.ISODate)
    if not moment.isValid():
        return stamp
    text = moment.toLocalTime().toString("yyyy-MM-dd HH:mm")
    return text if current_digits() == LATIN else ltr(localize_digits(text))


def result(save: SaveGame) -> str:
    """Who won, or that the game is not finished."""
    if save.outcome is None:
        return translate("Replays", "Not finished")
    names = [save.seats[s].name for s, place in enumerate(save.outcome.placings)
             if place == 1 and s < len(save.seats)]
    return translate("Replays", "Won by %1").replace("%1", ", ".join(names))


def window_title(spec_id: str, stamp: str) -> str:
    return f"{game_title(spec_id)} — {when(stamp)}" if stamp else game_title(spec_id)


class ReplaysDialog(QDialog):
    """The list: the game at the table first, then the kept games, newest first. ``chosen``
    is set to a Path (a kept game) or the string "current" when the dialog is accepted with
    Watch; ``export`` asks for the chosen game to be exported."""

    CURRENT = "current"

    def __init__(self, parent: QWidget, store, session=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Replays", "Replays"))
        self.resize(760, 460)
        self.chosen: Path | str | None = None
        self.action = ""
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setHeaderLabels([translate("Replays", "Game"), translate("Replays", "Started"),
                                   translate("Replays", "Players"),
                                   translate("Replays", "Result"),
                                   translate("Replays", "Moves")])
        self.tree.header().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.tree.itemDoubleClicked.connect(lambda *_: self._done("watch"))
        if session is not None and session.state.history:
            item = QTreeWidgetItem([game_title(session.game), translate("Replays", "Now"),
                                    ", ".join(s.name for s in session.seats),
                                    translate("Replays", "Being played"),
                                    number(len(session.state.history))])
            item.setData(0, Qt.ItemDataRole.UserRole, self.CURRENT)
            self.tree.addTopLevelItem(item)
        for path in reversed(store.archived() if store is not None else []):
            try:
                save = read_save(path)
            except (SaveError, OSError):
                continue
            if save.game not in GAMES:
                continue
            item = QTreeWidgetItem([game_title(save.game), when(save.started),
                                    ", ".join(s.name for s in save.seats), result(save),
                                    number(len(save.moves))])
            item.setData(0, Qt.ItemDataRole.UserRole, str(path))
            self.tree.addTopLevelItem(item)
        if self.tree.topLevelItemCount():
            self.tree.setCurrentItem(self.tree.topLevelItem(0))
        empty = QLabel(translate("Replays", "No game has been played yet."))
        empty.setVisible(self.tree.topLevelItemCount() == 0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.watch = buttons.addButton(translate("Replays", "Watch"),
                                       QDialogButtonBox.ButtonRole.AcceptRole)
        self.export = buttons.addButton(translate("Replays", "Export…"),
                                        QDialogButtonBox.ButtonRole.ActionRole)
        self.review = buttons.addButton(translate("Replays", "Review…"),
                                        QDialogButtonBox.ButtonRole.ActionRole)
        self.review.setToolTip(translate("Replays", "Which of your decisions cost you the most "
                                                    "win chance"))
        self.watch.clicked.connect(lambda: self._done("watch"))
        self.export.clicked.connect(lambda: self._done("export"))
        self.review.clicked.connect(lambda: self._done("review"))
        buttons.rejected.connect(self.reject)
        for button in (self.watch, self.export, self.review):
            button.setEnabled(self.tree.topLevelItemCount() > 0)
        box = QVBoxLayout(self)
        box.addWidget(self.tree, 1)
        box.addWidget(empty)
        box.addWidget(buttons)

    def _done(self, action: str) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        data = item.data(0, Qt.ItemDataRole.UserRole)
        self.chosen = data if data == self.CURRENT else Path(data)
        self.action = action
        self.accept()
