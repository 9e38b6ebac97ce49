"""Face Guess's own scene items: a seat's panel with the start marker (a word on a gold pill),
and the colours of a call in the guess grid (``table/call_grid.py``). The face cards, the
banner, the words under hands and mats and the points flying to a score are shared
(``table/face_cards.py``, ``table/captions.py``, ``table/flights.py``).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QPen

from facetable.engine.faceguess import BAD, GOOD

from ..call_grid import GridItem
from ..captions import GOLD, INK, MarkedSeatPanel

#: A call's colours before the reveal: warm for Good, slate for Bad (the face art's colours).
CALL_FILL = {GOOD: QColor("#f2c45a"), BAD: QColor("#4d4378")}
CALL_INK = {GOOD: INK, BAD: QColor("white")}


def start_panel(seat: int) -> MarkedSeatPanel:
    """A seat's panel whose marker is the start player's (or a winner's): ink on gold."""
    return MarkedSeatPanel(seat, GOLD, INK, QPen(INK, 1), 14)


def guess_grid() -> GridItem:
    """The guess grid, Good and Bad in their colours."""
    return GridItem(CALL_FILL, CALL_INK)
