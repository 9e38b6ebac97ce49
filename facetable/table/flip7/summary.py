"""The Flip 7 round summary: each line's cards, its score, a bust or a Flip 7, and the totals,
shown over the table when a round ends until the player dismisses it (a button, Enter, Space or
Escape) or, with a timeout set, until that many seconds have passed.

Every number comes from the round_end event (scores, totals, who flipped 7) or from the cards and
statuses the table shows at that moment; nothing is worked out here.
"""
from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from facetable.engine.contract import Event
from facetable.engine.flip7 import BUSTED, Card

from ..numbers import isolate, number, signed
from . import text

translate = QCoreApplication.translate


@dataclass(frozen=True)
class SeatResult:
    cards: tuple[int, ...]        # the line's number cards, then its modifiers
    busted: bool
    flip7: bool
    penalised: int | None         # Brutal: the seat its Flip 7 took 15 off (None: the bonus)
    score: int                    # this round, from the event
    total: int                    # the game total after the round, from the event


@dataclass(frozen=True)
class RoundResult:
    round_no: int
    seats: tuple[SeatResult, ...]

    @classmethod
    def of(cls, event: Event, zones: dict[str, list[int]], status: list[str],
           penalties: dict[int, int]) -> "RoundResult":
        """The result of a round_end ``event``, with the lines the table shows as it comes."""
        d = event.data
        return cls(d["round"], tuple(
            SeatResult(tuple(zones[f"line{s}"]) + tuple(zones[f"mods{s}"]),
                       status[s] == BUSTED, s in d["flip7"], penalties.get(s),
                       d["scores"][s], d["totals"][s])
            for s in range(len(d["scores"]))))


def note(seat: SeatResult, names: list[str]) -> str:
    """What happened to the line beside its score: busted, or a Flip 7 and its bonus."""
    if seat.busted:
        return translate("Flip7", "Busted")
    if seat.flip7 and seat.penalised is not None:
        return translate("Flip7", "Flip 7: 15 off %1").replace("%1", names[seat.penalised])
    if seat.flip7:
        return translate("Flip7", "Flip 7: +15 bonus")
    return ""


class RoundSummary(QFrame):
    """The summary panel, a child of the table's view, centred over it."""

    dismissed = Signal()

    def __init__(self, result: RoundResult, deck: tuple[Card, ...], names: list[str],
                 timeout_s: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#roundSummary { background: #fbf7ec; border: 2px solid #2a2a2a;"
                           " border-radius: 8px; } QLabel { color: #1a1a1a; }")
        outer = QVBoxLayout(self)
        title = QLabel(translate("Flip7", "Round %1 over").replace("%1", number(result.round_no)))
        font = title.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        title.setFont(font)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAccessibleName(title.text())
        outer.addWidget(title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        headers = [translate("Flip7", "Player"), translate("Flip7", "Cards"), "",
                   translate("Flip7", "This round"), translate("Flip7", "Total")]
        numbers = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # mirrored in RTL
        for col, words in enumerate(headers):
            label = QLabel(f"<b>{words}</b>")
            if col >= 3:
                label.setAlignment(numbers)
            grid.addWidget(label, 0, col)
        #: The words of each row, as shown (tests and screen readers read them).
        self.rows: list[list[str]] = []
        mark = "\u200f" if QGuiApplication.isRightToLeft() else "\u200e"
        for s, seat in enumerate(result.seats):
            # Card names come isolated where they need it (a sign kept with its number).
            # Read in the table's direction even when no card has a letter to say which.
            cards = mark + "  ".join(text.card_name(deck[c]) for c in seat.cards)
            row = [isolate(names[s]), cards, note(seat, names), signed(seat.score),
                   number(seat.total)]
            self.rows.append(row)
            for col, words in enumerate(row):
                label = QLabel(words)
                label.setTextFormat(Qt.TextFormat.PlainText)
                if col >= 3:
                    label.setAlignment(numbers)
                grid.addWidget(label, s + 1, col)
        outer.addLayout(grid)
        self.timeout_s = timeout_s
        if timeout_s > 0:
            later = QLabel(translate("Flip7", "The next round starts by itself in %1 s")
                           .replace("%1", number(timeout_s)))
            later.setAlignment(Qt.AlignmentFlag.AlignCenter)
            outer.addWidget(later)
            QTimer.singleShot(timeout_s * 1000, self, self.dismiss)
        self.button = QPushButton(translate("Flip7", "Next round (Enter)"))
        self.button.setAutoDefault(True)
        self.button.setDefault(True)
        self.button.clicked.connect(self.dismiss)
        outer.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        self._done = False

    def place(self) -> None:
        """Centred over the parent (the table's view), never larger than it."""
        parent = self.parentWidget()
        self.adjustSize()
        if parent is None:
            return
        width = min(self.sizeHint().width(), parent.width() - 16)
        height = min(self.sizeHint().height(), parent.height() - 16)
        self.setGeometry((parent.width() - width) // 2, (parent.height() - height) // 2,
                         width, height)

    def open(self) -> None:
        self.place()
        self.show()
        self.raise_()
        self.button.setFocus(Qt.FocusReason.OtherFocusReason)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - Qt's name
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                           Qt.Key.Key_Escape):
            self.dismiss()
            return
        super().keyPressEvent(event)

    def dismiss(self) -> None:
        """Close the summary (once): the table goes on."""
        if self._done:
            return
        self._done = True
        self.hide()
        self.dismissed.emit()
        self.deleteLater()
