"""The Crack table layout: rows of any length fit their band, nothing overlaps or clips, and a
right-to-left table mirrors the rows (CR-4 order then reads right to left)."""
import itertools
from types import SimpleNamespace

import pytest

from facetable.table.crack.layout import layout
from facetable.table.crack.model import empty
from facetable.table.geometry import Rect
from facetable.table.zones import Item, TableModel

SIZES = [(740, 440), (780, 520), (1000, 640), (1640, 940)]


def table_with_rows(players: int, lengths: list[int], held_by: int | None) -> TableModel:
    table = empty(SimpleNamespace(players=players))
    ids = itertools.count()
    for s, n in enumerate(lengths):
        table.put(f"row{s}", [Item(next(ids), "tile", i % 2, i, i % 3 == 0) for i in range(n)])
    if held_by is not None:
        table.put(f"held{held_by}", [Item(next(ids), "tile", 1)])
    table.put("pool0", [Item(t, "tile", 0) for t in range(100, 104)])
    table.put("pool1", [Item(t, "tile", 1) for t in range(104, 106)])
    return table


def row(table: TableModel, seat: int) -> list[int]:
    return table.ids(f"row{seat}")


CASES = [(2, [13, 12], 0), (2, [4, 4], 1), (3, [9, 8, 7], 2), (4, [7, 7, 6, 6], 3),
         (4, [17, 3, 3, 3], 0)]


@pytest.mark.parametrize("case,size,rtl", list(itertools.product(CASES, SIZES, (False, True))))
def test_tiles_fit_their_band_without_overlap(case, size, rtl):
    players, lengths, held_by = case
    table = table_with_rows(players, lengths, held_by)
    w, h = size
    lay = layout(table, players, viewer=0, width=w, height=h, rtl=rtl)
    screen = Rect(0, 0, w, h)
    bands = list(lay.seats.values())
    for a, b in itertools.combinations(bands + list(lay.heaps), 2):
        assert not a.intersects(b)
    assert all(screen.contains(r) for r in bands + list(lay.heaps))
    assert lay.tile_w >= 24, "tiles stay legible"
    for s in range(players):
        rects = [lay.tiles[t].rect for t in row(table, s)]
        assert all(lay.seats[s].contains(r) for r in rects)
        if max(lengths) <= 13:                   # a normal row: tiles stand apart
            assert not any(a.intersects(b) for a, b in itertools.combinations(rects, 2))
    held = lay.tiles[table.ids(f"held{held_by}")[0]].rect
    assert lay.seats[held_by].contains(held)
    assert not any(held.intersects(lay.tiles[t].rect) for t in row(table, held_by))


def test_rtl_mirrors_the_row():
    table = table_with_rows(2, [5, 5], None)
    ltr = layout(table, 2, 0, 1000, 640)
    rtl = layout(table, 2, 0, 1000, 640, rtl=True)
    first, last = row(table, 0)[0], row(table, 0)[-1]
    assert ltr.tiles[first].rect.x < ltr.tiles[last].rect.x
    assert rtl.tiles[first].rect.x > rtl.tiles[last].rect.x


def test_viewer_sits_at_the_bottom_and_gaps_lie_between_tiles():  # CR-5
    table = table_with_rows(3, [4, 4, 4], 1)
    lay = layout(table, 3, viewer=1, width=1000, height=640)
    assert lay.seats[1].y == max(r.y for r in lay.seats.values())
    gaps = lay.gaps[1]
    rects = [lay.tiles[t].rect for t in row(table, 1)]
    assert len(gaps) == len(rects) + 1
    for i, (x, _) in enumerate(gaps[1:-1], start=1):
        assert rects[i - 1].right <= x <= rects[i].x
    assert gaps[0][0] <= rects[0].x and gaps[-1][0] >= rects[-1].right
