"""Good Face Bad Face's own scene item: a seat's panel with the must-flip marker (GF-19, a word
on a red pill beside the name). The face cards, the words under hands, Parties and the Stack,
the banner and the staging row are shared (``table/face_cards.py``, ``table/captions.py``,
``table/staging.py``).
"""
from __future__ import annotations

from PySide6.QtGui import QColor, QPen

from ..captions import MarkedSeatPanel

MUST_FLIP = QColor("#b3261e")


def must_flip_panel(seat: int) -> MarkedSeatPanel:
    """A seat's panel whose marker is the must-flip marker: white words on red."""
    white = QColor("white")
    return MarkedSeatPanel(seat, MUST_FLIP, white, QPen(white, 1.2), 16)
