"""The Crack table layout: rows of any length fit their band, nothing overlaps or clips, and a
right-to-left table mirrors the rows (CR-4 order then reads right to left)."""
import itertools

import pytest

from facetable.table.crack.layout import layout
from facetable.table.crack.model import CrackTable, ShownTile
from facetable.table.geometry import Rect

SIZES = [(740, 440), (780, 520), (1000, 640), (1640, 940)]


def table_with_rows(players: int, lengths: list[int], held_by: int | None) -> CrackTable:
    table = CrackTable.empty(players)
    ids = itertools.count()
    for s, n in enumerate(lengths):
        table.rows[s] = [ShownTile(next(ids), i % 2, i, i % 3 == 0) for i in range(n)]
    if held_by is not None:
        table.held, table.held_by = ShownTile(next(ids), 1, None, False), held_by
    table.pool = [list(range(100, 104)), list(range(104, 106))]
    return table


CASES = [(2, [13, 12], 0), (2, [4, 4], 1), (3, [9, 8, 7], 2), (4, [7, 7, 6, 6], 3),
         (4, [17, 3, 3, 3], 0)]


@pytest.mark.parametrize("case,size,rtl", list(itertools.product(CASES, SIZES, (False, True))))
def test_tiles_fit_their_band_without_overlap(case, size, rtl):
    players, lengths, held_by = case
    table = table_with_rows(players, lengths, held_by)
    w, h = size
    lay = layout(table, viewer=0, width=w, height=h, rtl=rtl)
    screen = Rect(0, 0, w, h)
    bands = list(lay.seats.values())
    for a, b in itertools.combinations(bands + list(lay.heaps), 2):
        assert not a.intersects(b)
    assert all(screen.contains(r) for r in bands + list(lay.heaps))
    assert lay.tile_w >= 24, "tiles stay legible"
    for s, row in enumerate(table.rows):
        rects = [lay.tiles[t.id].rect for t in row]
        assert all(lay.seats[s].contains(r) for r in rects)
        if max(lengths) <= 13:                   # a normal row: tiles stand apart
            assert not any(a.intersects(b) for a, b in itertools.combinations(rects, 2))
    held = lay.tiles[table.held.id].rect
    assert lay.seats[held_by].contains(held)
    assert not any(held.intersects(lay.tiles[t.id].rect) for t in table.rows[held_by])


def test_rtl_mirrors_the_row():
    table = table_with_rows(2, [5, 5], None)
    ltr = layout(table, 0, 1000, 640)
    rtl = layout(table, 0, 1000, 640, rtl=True)
    row = table.rows[0]
    assert ltr.tiles[row[0].id].rect.x < ltr.tiles[row[-1].id].rect.x
    assert rtl.tiles[row[0].id].rect.x > rtl.tiles[row[-1].id].rect.x


def test_viewer_sits_at_the_bottom_and_gaps_lie_between_tiles():  # CR-5
    table = table_with_rows(3, [4, 4, 4], 1)
    lay = layout(table, viewer=1, width=1000, height=640)
    assert lay.seats[1].y == max(r.y for r in lay.seats.values())
    gaps = lay.gaps[1]
    row = [lay.tiles[t.id].rect for t in table.rows[1]]
    assert len(gaps) == len(row) + 1
    for i, (x, _) in enumerate(gaps[1:-1], start=1):
        assert row[i - 1].right <= x <= row[i].x
    assert gaps[0][0] <= row[0].x and gaps[-1][0] >= row[-1].right
