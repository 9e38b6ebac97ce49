"""Where the seats sit: rectangles around a centre area, clockwise from the viewer (no Qt).

2–6 players sit in a top and a bottom row with a strip for the piles between them; 7–8 sit in
three rows, two of them beside the piles. The viewer always sits bottom left (bottom right when
the table reads right to left).
"""
from __future__ import annotations

from .geometry import Rect

MARGIN = 8.0


def ring_cells(players: int) -> tuple[list[tuple[int, int]], int]:
    """Clockwise (row, column) cells starting bottom left, and the number of columns.

    Rows: 0 top, 1 middle (only with 7–8 players), 2 bottom.
    """
    if players >= 7:
        cols = 3
        bottom = players - 2 - (players - 2) // 2    # 7 → 3 bottom, 2 top; 8 → 3 and 3
        top = players - 2 - bottom
        ring = ([(2, 0), (1, 0)] + [(0, c) for c in range(top)] + [(1, cols - 1)]
                + [(2, c) for c in range(bottom - 1, 0, -1)])
        return ring, cols
    top = players // 2
    bottom = players - top
    cols = max(top, bottom)
    ring = [(2, 0)] + [(0, c) for c in range(top)] + [(2, c) for c in range(bottom - 1, 0, -1)]
    return ring, cols


def seat_rects(players: int, viewer: int, width: float, height: float, centre_h: float,
               rtl: bool) -> tuple[dict[int, Rect], Rect]:
    """Seat -> rectangle, and the centre rectangle for the piles."""
    ring, cols = ring_cells(players)
    three_rows = players >= 7
    m = MARGIN
    if three_rows:
        row_h = (height - 4 * m) / 3
        row_y = [m, 2 * m + row_h, 3 * m + 2 * row_h]
        heights = [row_h] * 3
    else:
        row_h = (height - 4 * m - centre_h) / 2
        row_y = [m, 2 * m + row_h, 3 * m + row_h + centre_h]
        heights = [row_h, centre_h, row_h]
    rects: dict[int, Rect] = {}
    for i, (row, col) in enumerate(ring):
        in_row = sum(1 for r, _ in ring if r == row)
        row_cols = cols if row == 1 else in_row
        w = (width - (row_cols + 1) * m) / row_cols
        rect = Rect(m + col * (w + m), row_y[row], w, heights[row])
        rects[(viewer + i) % players] = rect.mirrored(width) if rtl else rect
    if three_rows:
        w = (width - 4 * m) / 3
        centre = Rect(2 * m + w, row_y[1], w, row_h)
    else:
        centre = Rect(m, row_y[1], width - 2 * m, centre_h)
    return rects, centre


def band_rects(players: int, viewer: int, width: float, height: float, centre_h: float
               ) -> tuple[dict[int, Rect], Rect]:
    """Seats as full-width bands, for games whose rows are long: the others on top in clockwise
    order, then the centre strip, then the viewer at the bottom."""
    m = MARGIN
    band_h = (height - centre_h - (players + 2) * m) / players
    rects: dict[int, Rect] = {}
    y = m
    for i in range(1, players):
        rects[(viewer + i) % players] = Rect(m, y, width - 2 * m, band_h)
        y += band_h + m
    centre = Rect(m, y, width - 2 * m, centre_h)
    rects[viewer] = Rect(m, y + centre_h + m, width - 2 * m, band_h)
    return rects, centre
