"""A call grid as pure geometry (no Qt): a row per guesser and a column per player called about,
in the same order (``order``: clockwise from the seat shown's left, the seat shown last), a
column of the round's points, and the round in the corner. While the seat shown sets its calls,
its row splits each cell into two halves (one per option) and its points cell is Confirm.
Face Guess's guesses are drawn in one (``call_grid.py``).
"""
from __future__ import annotations

from dataclasses import dataclass

from .geometry import Rect, mirrored_layout


@dataclass(frozen=True)
class Grid:
    """The grid. ``order``: the seats of its columns and rows (clockwise from the seat shown's
    left, the seat shown last). ``cells[(guesser, about)]``; ``halves[about]`` the two halves
    (first option, second) of the seat shown's cells while it sets its calls, and ``confirm``
    its points cell, the Confirm button."""

    rect: Rect
    order: tuple[int, ...]
    corner: Rect
    col_heads: dict[int, Rect]
    row_heads: dict[int, Rect]
    cells: dict[tuple[int, int], Rect]
    points_head: Rect
    points: dict[int, Rect]
    halves: dict[int, tuple[Rect, Rect]]
    confirm: Rect | None

    def rects(self) -> list[Rect]:
        return [self.corner, *self.col_heads.values(), *self.row_heads.values(),
                *self.cells.values(), self.points_head, *self.points.values()]

    def mirrored(self, width: float) -> "Grid":
        return mirrored_layout(self, width)


def call_grid(order: tuple[int, ...], viewer: int, area: Rect, row_h: float,
              editing: bool) -> Grid:
    """The grid centred in ``area``, ``row_h`` a row; ``editing``: the seat shown (``viewer``,
    last in ``order``) is setting its calls."""
    n = len(order)
    name_w = max(72.0, min(180.0, area.w * 0.16))
    points_w = max(72.0, min(130.0, area.w * 0.11))
    cell_w = max(1.0, min(140.0, (area.w - name_w - points_w) / n))
    w = name_w + n * cell_w + points_w
    h = (n + 1) * row_h
    rect = Rect(area.x + (area.w - w) / 2, area.y + max(0.0, (area.h - h) / 2), w, h)
    x_of = {s: rect.x + name_w + i * cell_w for i, s in enumerate(order)}
    y_of = {s: rect.y + (i + 1) * row_h for i, s in enumerate(order)}
    inset = 1.5
    corner = Rect(rect.x, rect.y, name_w - inset, row_h - inset)
    col_heads = {s: Rect(x_of[s], rect.y, cell_w - inset, row_h - inset) for s in order}
    row_heads = {s: Rect(rect.x, y_of[s], name_w - inset, row_h - inset) for s in order}
    cells = {(g, s): Rect(x_of[s], y_of[g], cell_w - inset, row_h - inset)
             for g in order for s in order if g != s}
    px = rect.x + name_w + n * cell_w
    points_head = Rect(px, rect.y, points_w - inset, row_h - inset)
    points = {s: Rect(px, y_of[s], points_w - inset, row_h - inset) for s in order}
    halves: dict[int, tuple[Rect, Rect]] = {}
    confirm = None
    if editing:
        for s in order[:-1]:
            c = cells[(viewer, s)]
            half = (c.w - 1) / 2
            halves[s] = (Rect(c.x, c.y, half, c.h), Rect(c.x + half + 1, c.y, half, c.h))
        confirm = points[viewer]
    return Grid(rect, order, corner, col_heads, row_heads, cells, points_head, points, halves,
                confirm)
