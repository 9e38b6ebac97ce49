"""The Statistics window: per game and bot level, a table of records and a bar chart of win rates.

The numbers come from ``facetable.saves.stats`` (no game knowledge: every declared game is
listed). The chart is painted with QPainter: one bar per bot level, its height the win rate,
the number of games under it; it follows the layout direction (right to left in Persian).
Resetting asks first.
"""
from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox,
                               QHBoxLayout, QHeaderView, QLabel, QMessageBox, QPushButton,
                               QSizePolicy, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from facetable.games import GAMES
from facetable.saves.stats import MIXED, LevelStats, Stats, StatsStore

from .games import level_stats_label, title
from .i18n import localize_digits, number

translate = QCoreApplication.translate


class Statistics(QObject):
    """The "Statistics" context for sentences with a count (lupdate reads plural forms only
    from ``Class.tr(text, "", n)``)."""

#: Games against bots of more than one level (the game's own levels are named in its
#: declaration).
MIXED_LABEL = QT_TRANSLATE_NOOP("Statistics", "Mixed levels")

COLUMNS = (QT_TRANSLATE_NOOP("Statistics", "Opponents"),
           QT_TRANSLATE_NOOP("Statistics", "Games"),
           QT_TRANSLATE_NOOP("Statistics", "Wins"),
           QT_TRANSLATE_NOOP("Statistics", "Win rate"),
           QT_TRANSLATE_NOOP("Statistics", "Streak"),
           QT_TRANSLATE_NOOP("Statistics", "Best streak"),
           QT_TRANSLATE_NOOP("Statistics", "Best score"),
           QT_TRANSLATE_NOOP("Statistics", "Average game"))

BAR = QColor("#2e8b57")
AXIS = QColor("#6b7b72")


def level_label(game: str, level: str) -> str:
    """The name of a row: the game's label for the level, "Mixed levels", or for a level the
    game no longer labels, its name."""
    if level == MIXED:
        return translate("Statistics", MIXED_LABEL)
    label = level_stats_label(game, level)
    if label:
        return label
    #: A bot level with no label of its own; %1 is its name.
    return translate("Statistics", "%1 bots").replace("%1", level)


def ordered_levels(game: str, levels) -> list[str]:
    """The game's levels in its own order (weakest first), then any others, then mixed."""
    spec = GAMES.get(game)
    known = list(spec.levels) if spec is not None else []
    order = {lvl: n for n, lvl in enumerate(known)}
    return sorted(levels, key=lambda lvl: (lvl == MIXED, order.get(lvl, len(order)), lvl))


def percent(value: float | None) -> str:
    return "—" if value is None else localize_digits(f"{round(value * 100)}%")


def row_texts(game: str, level: str, record: LevelStats, hinted: bool = False) -> list[str]:
    """One row of the table, translated (``hinted``: of games in which hints were used)."""
    streak = "—"
    if record.streak > 0:
        streak = translate("Statistics", "%1 won").replace("%1", number(record.streak))
    elif record.streak < 0:
        streak = translate("Statistics", "%1 lost").replace("%1", number(-record.streak))
    length = "—"
    if record.games:
        length = translate("Statistics", "%1 moves, %2 min").replace(
            "%1", number(round(record.average_moves))).replace(
            "%2", localize_digits(f"{record.average_minutes:.1f}"))
    name = level_label(game, level)
    if hinted:
        #: A row of games in which hints were used; %1 names the opponents ("Hard bots").
        name = translate("Statistics", "%1, with hints").replace("%1", name)
    return [name, number(record.games), number(record.wins),
            percent(record.win_rate), streak, number(record.best_streak),
            "—" if record.best_score is None else number(record.best_score), length]


class WinRateChart(QWidget):
    """Bars of the win rate per bot level, with the number of games under each."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[tuple[str, LevelStats]] = []
        self.game = ""
        self.setMinimumHeight(220)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def show_bars(self, game: str, bars: list[tuple[str, LevelStats]]) -> None:
        """One bar per (level, record) of ``game``."""
        self.game, self.bars = game, bars
        self.update()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().base())
        text_color = self.palette().text().color()
        metrics = painter.fontMetrics()
        line = metrics.height()
        left, right = 12.0, self.width() - 12.0
        top, bottom = 12.0 + line * 1.5, self.height() - 12.0 - line * 2.2
        if not self.bars:
            painter.setPen(text_color)
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter,
                             translate("Statistics", "No games counted yet."))
            return
        painter.setPen(QPen(AXIS, 1))
        painter.drawLine(int(left), int(bottom), int(right), int(bottom))
        painter.setPen(QPen(AXIS, 1, Qt.PenStyle.DotLine))
        for share in (0.5, 1.0):
            y = bottom - (bottom - top) * share
            painter.drawLine(int(left), int(y), int(right), int(y))
        slot = (right - left) / len(self.bars)
        width = min(slot * 0.6, 120.0)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        bold = QFont(painter.font())
        bold.setBold(True)
        for n, (level, record) in enumerate(self.bars):
            place = len(self.bars) - 1 - n if rtl else n
            x = left + slot * place + (slot - width) / 2
            rate = record.win_rate or 0.0
            height = (bottom - top) * rate
            painter.fillRect(QRectF(x, bottom - height, width, height), BAR)
            painter.setPen(text_color)
            painter.setFont(bold)
            painter.drawText(QRectF(x - slot / 4, bottom - height - line * 1.3, width + slot / 2,
                                    line * 1.2), Qt.AlignmentFlag.AlignCenter,
                             percent(record.win_rate))
            painter.setFont(self.font())
            label = QRectF(left + slot * place, bottom + 4, slot, line * 1.1)
            name = level_label(self.game, level)
            painter.drawText(label, Qt.AlignmentFlag.AlignCenter,
                             metrics.elidedText(name, Qt.TextElideMode.ElideRight, int(slot) - 4))
            games = Statistics.tr("%Ln game(s)", "", record.games)
            painter.drawText(label.translated(0, line * 1.05), Qt.AlignmentFlag.AlignCenter,
                             games)


class StatsWindow(QDialog):
    def __init__(self, store: StatsStore, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.stats = Stats()
        self.setWindowTitle(translate("Statistics", "Statistics"))
        self.resize(760, 560)
        box = QVBoxLayout(self)
        top = QHBoxLayout()
        top.addWidget(QLabel(translate("Statistics", "Game:")))
        self.game = QComboBox()
        self.game.setAccessibleName(translate("Statistics", "Game:").rstrip(":： "))
        for game in GAMES:
            self.game.addItem(title(game), game)
        self.game.currentIndexChanged.connect(self._show_game)
        top.addWidget(self.game, 1)
        box.addLayout(top)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setAccessibleName(translate("Statistics", "Records by opponents"))
        self.table.setHorizontalHeaderLabels([translate("Statistics", c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        box.addWidget(self.table)
        self.chart_title = QLabel(translate("Statistics", "Win rate by opponents"))
        box.addWidget(self.chart_title)
        self.chart = WinRateChart()
        box.addWidget(self.chart, 1)
        self.note = QLabel(translate(
            "Statistics", "Counted: finished games with at least one human and one bot; a "
            "game is won when a human places first. Practice games are not counted; games in "
            "which hints were used are counted apart, in rows of their own, and not in the "
            "chart."))
        self.note.setWordWrap(True)
        box.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton(translate("Statistics", "Reset statistics…"))
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.ask_reset)
        buttons.rejected.connect(self.close)
        box.addWidget(buttons)

    def refresh(self) -> None:
        """Read the statistics again and show the chosen game (the first with games at first)."""
        self.stats = self.store.load()

        def counted(game: str | None) -> bool:
            return bool(self._records(game) or self._records(game, hinted=True))
        if self.game.currentIndex() < 0 or not counted(self.game.currentData()):
            for n in range(self.game.count()):
                if counted(self.game.itemData(n)):
                    self.game.setCurrentIndex(n)
                    break
        self._show_game()

    def _records(self, game: str | None, hinted: bool = False) -> dict[str, LevelStats]:
        return self.stats.records(hinted).get(game, {}) if game else {}

    def _show_game(self) -> None:
        game = self.game.currentData() or ""
        records = self._records(game)
        levels = ordered_levels(game, records)
        hinted = self._records(game, hinted=True)
        rows = [(level, records[level], False) for level in levels] + [
            (level, hinted[level], True) for level in ordered_levels(game, hinted)]
        self.table.setRowCount(len(rows))
        for r, (level, record, with_hints) in enumerate(rows):
            for c, text in enumerate(row_texts(game, level, record, with_hints)):
                item = QTableWidgetItem(text)
                if c:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.resizeRowsToContents()
        height = sum(self.table.rowHeight(r) for r in range(len(rows)))
        self.table.setFixedHeight(self.table.horizontalHeader().height() + height +
                                  2 * self.table.frameWidth() + 2)
        self.chart.show_bars(game, [(level, records[level]) for level in levels])
        self.reset_button.setEnabled(bool(self.stats.games or self.stats.hinted))

    def ask_reset(self) -> None:
        answer = QMessageBox.question(
            self, translate("Statistics", "Reset statistics"),
            translate("Statistics", "Forget the statistics of every game? This cannot be "
                      "undone. Saved games are kept."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Reset:
            self.reset()

    def reset(self) -> None:
        try:
            self.store.reset()
        except OSError as error:
            QMessageBox.warning(self, translate("Statistics", "Reset statistics"),
                                translate("Statistics", "The statistics could not be reset: %1")
                                .replace("%1", error.strerror or str(error)))
        self.refresh()
