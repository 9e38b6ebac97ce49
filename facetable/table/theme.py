"""The table's look, chosen in the settings: the felt under every game and the back of the
shared standard deck (``assets/cards/standard``, drawn by ``assets/make_standard_deck.py``).

A game whose cards come from the shared deck shows its back picture, ``back`` of ``DECK``; the
art (``art.card_pixmap``) turns that into the back chosen (``resolve``: ``back_<name>``), so the
picture cached (in memory and on disk, ``art_cache``) is named after the back in use and a
change of theme never shows a picture drawn for the other one. Every table follows ``THEME``:
its ``changed`` signal repaints the felt and the cards at once, in the game window and in the
replay window alike.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient

#: The art folder of the shared standard deck.
DECK = "standard"
#: The shared deck's back picture: drawn as the back chosen in the settings.
SHARED_BACK = "back"
#: The backs of the shared deck (``back_<name>.svg``); the first is the default.
BACKS = ("burgundy", "navy")
#: Felt name -> its colour (the middle of the table; the edges are darker); the first is the
#: default. "night" is the dark one.
FELTS = {"green": "#1f6b45", "blue": "#1d4f73", "night": "#23262e"}


class Theme(QObject):
    """The back and the felt in use; ``changed`` is emitted when either changes."""

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.back, self.felt = BACKS[0], next(iter(FELTS))

    def set(self, back: str | None = None, felt: str | None = None) -> None:
        """Use ``back`` and/or ``felt`` (None: keep). An unknown name raises ``ValueError``
        and changes nothing."""
        if back is not None and back not in BACKS:
            raise ValueError(f"unknown card back {back!r}; known: {', '.join(BACKS)}")
        if felt is not None and felt not in FELTS:
            raise ValueError(f"unknown felt {felt!r}; known: {', '.join(FELTS)}")
        new = (back or self.back, felt or self.felt)
        if new != (self.back, self.felt):
            self.back, self.felt = new
            self.changed.emit()

    def felt_colour(self) -> str:
        return FELTS[self.felt]


THEME = Theme()


def felt_brush(width: float, height: float) -> QBrush:
    """The felt in use over a ``width`` × ``height`` area, lighter in the middle."""
    felt = QColor(THEME.felt_colour())
    gradient = QRadialGradient(QPointF(width / 2, height / 2), max(width, height) * 0.75)
    gradient.setColorAt(0.0, felt.lighter(118))
    gradient.setColorAt(1.0, felt.darker(135))
    return QBrush(gradient)


def resolve(game: str, name: str) -> tuple[str, str]:
    """The (art folder, picture) that ``name`` of ``game`` is drawn from."""
    if game == DECK and name == SHARED_BACK:
        return DECK, f"back_{THEME.back}"
    return game, name
