"""Where 2–12 seats sit around a table with a centre area (no Qt).

The viewer sits at the bottom centre in a larger cell. The others follow clockwise: the
viewer's bottom neighbours (from 9 players), up the left side, along the top from left to right,
down the right side and back along the bottom. The game's piles and banner take the middle
(Coup's court deck, treasury and claim banner). A right-to-left table is the mirror image.

=======  ==========================  =====================================================
players  (side seats per side,       rows
         bottom seats per side, top)
=======  ==========================  =====================================================
2–4      (0, 0, 1–3)                 top, centre strip, viewer
5–8      (1, 0, 2–5)                 top, sides around the centre, viewer
9–10     (1, 1, 4–5)                 top, sides around the centre, neighbours + viewer
11–12    (2, 1, 4–5)                 top, two rows of sides around the centre, bottom row
=======  ==========================  =====================================================
"""
from __future__ import annotations

from .geometry import Rect

MARGIN = 8.0
#: The viewer's row is this much taller than the others' rows (bigger cards for one's own hand).
VIEWER_ROW = 1.25
ARRANGEMENTS = {2: (0, 0, 1), 3: (0, 0, 2), 4: (0, 0, 3), 5: (1, 0, 2), 6: (1, 0, 3),
                7: (1, 0, 4), 8: (1, 0, 5), 9: (1, 1, 4), 10: (1, 1, 5), 11: (2, 1, 4),
                12: (2, 1, 5)}


def seat_cells(players: int, viewer: int, width: float, height: float, rtl: bool = False
               ) -> tuple[dict[int, Rect], Rect]:
    """Seat -> its rectangle, and the centre rectangle (the piles, the banner)."""
    if players not in ARRANGEMENTS:
        raise ValueError(f"a ring seats 2 to 12 players, not {players!r}")
    sides, bottoms, top = ARRANGEMENTS[players]
    m = MARGIN
    if sides == 0:
        free = height - 4 * m
        row_h, viewer_h = free * 0.30, free * 0.34
        centre_h = free - row_h - viewer_h
    else:
        row_h = (height - (sides + 3) * m) / (sides + 1 + VIEWER_ROW)
        viewer_h = row_h * VIEWER_ROW
        centre_h = sides * row_h + (sides - 1) * m
    top_w = (width - (top + 1) * m) / top
    side_w = min(max(top_w, width * 0.17), width * 0.24)
    bottom_y = height - m - viewer_h
    middle_y = 2 * m + row_h

    ring: list[Rect] = []
    for i in range(bottoms):                                 # the viewer's left neighbour(s)
        ring.append(Rect(m, bottom_y, side_w, viewer_h))
    for i in range(sides):                                   # up the left side
        ring.append(Rect(m, middle_y + (sides - 1 - i) * (row_h + m), side_w, row_h))
    for c in range(top):                                     # along the top
        ring.append(Rect(m + c * (top_w + m), m, top_w, row_h))
    for i in range(sides):                                   # down the right side
        ring.append(Rect(width - m - side_w, middle_y + i * (row_h + m), side_w, row_h))
    for i in range(bottoms):
        ring.append(Rect(width - m - side_w, bottom_y, side_w, viewer_h))

    if bottoms:
        viewer_rect = Rect(2 * m + side_w, bottom_y, width - 2 * side_w - 4 * m, viewer_h)
    else:
        viewer_w = min(width - 2 * m, max(width * 0.5, 4.6 * viewer_h / 1.4 * 0.8))
        viewer_rect = Rect((width - viewer_w) / 2, bottom_y, viewer_w, viewer_h)
    if sides:
        centre = Rect(2 * m + side_w, middle_y, width - 2 * side_w - 4 * m, centre_h)
    else:
        centre = Rect(m, middle_y, width - 2 * m, centre_h)

    rects = {viewer: viewer_rect}
    for i, rect in enumerate(ring):
        rects[(viewer + 1 + i) % players] = rect
    if rtl:
        rects = {s: r.mirrored(width) for s, r in rects.items()}
        centre = centre.mirrored(width)
    return rects, centre
