"""Crack the Code table layout: rows of standing tiles, the held tile, the two pool heaps (no Qt).

It reads the zones (``model.py``): each seat's row and held tile as the seat shown sees them."""
from __future__ import annotations

from dataclasses import dataclass

from ..geometry import Placement, Rect, grown_cap, header_height
from ..seating import band_rects
from ..zones import TableModel

TILE_RATIO = 1.45          # height / width
PAD = 8.0
GAP = 0.12                 # space between tiles, in tile widths
HELD_LIFT = 0.22           # the held tile stands apart, raised, in tile heights
#: Tile width: at least this cap on a small table, growing with it up to TILE_MOST.
TILE_BASE, TILE_SHARE, TILE_MOST = 90.0, 0.12, 170.0


@dataclass(frozen=True, slots=True)
class CrackLayout:
    tile_w: float
    tile_h: float
    seats: dict[int, Rect]
    heaps: tuple[Rect, Rect]               # black, white
    tiles: dict[int, Placement]
    gaps: dict[int, list[tuple[float, float]]]  # seat -> x, y of each insertion point



#: Tiles a row is sized for at least; longer rows make every tile a little smaller.
MIN_ROW = 8


def layout(zones: TableModel, players: int, viewer: int, width: float, height: float,
           rtl: bool = False) -> CrackLayout:
    n = players
    centre_h = height * 0.2
    cap = grown_cap(TILE_BASE, width, height, TILE_SHARE, TILE_MOST)
    for _ in range(4):
        seats, centre = band_rects(n, viewer, width, height, centre_h)
        longest = max(zones.zones[f"row{s}"].size for s in range(n)) + 1
        slots = max(MIN_ROW, longest) + 1.6                  # + the held tile apart
        by_w = min((r.w - 2 * PAD) / (slots * (1 + GAP)) for r in seats.values())
        by_h = min((r.h - header_height(r.h) - PAD) / (1 + HELD_LIFT) / TILE_RATIO
                   for r in seats.values())
        tw = max(14.0, min(by_w, by_h, cap))
        th = tw * TILE_RATIO
        centre_h = th + 2 * PAD + 4
    tiles: dict[int, Placement] = {}
    gaps: dict[int, list[tuple[float, float]]] = {}
    for s, rect in seats.items():
        gaps[s] = _place_row(zones, s, rect, tw, th, rtl, tiles)
    heaps = _heaps(centre, tw, th, rtl)
    return CrackLayout(tw, th, seats, heaps, tiles, gaps)


def _place_row(zones: TableModel, s: int, rect: Rect, tw: float, th: float, rtl: bool,
               out: dict[int, Placement]) -> list[tuple[float, float]]:
    row, held = zones.in_zone(f"row{s}"), zones.in_zone(f"held{s}")
    holding = bool(held)
    held_room = tw * 1.6 if holding else 0.0
    avail = rect.w - 2 * PAD - held_room
    step = tw * (1 + GAP)
    if len(row) > 1 and tw + (len(row) - 1) * step > avail:
        step = max(tw * 0.35, (avail - tw) / (len(row) - 1))
    y = rect.y + header_height(rect.h) + th * HELD_LIFT
    row_w = (tw + (len(row) - 1) * step if row else 0.0) + held_room
    left = max(0.0, (rect.w - 2 * PAD - row_w) / 2)      # the row stands centred in its band

    def place(x: float, yy: float) -> Rect:
        r = Rect(rect.x + left + x, yy, tw, th)
        return r.mirrored_in(rect) if rtl else r

    for i, tile in enumerate(row):
        out[tile.id] = Placement(place(PAD + i * step, y), 10 + i, tile.face_up)
    row_end = PAD + (len(row) - 1) * step + tw if row else PAD
    if holding:
        out[held[0].id] = Placement(place(row_end + tw * 0.5, y - th * HELD_LIFT), 50,
                                    held[0].face_up)
    gaps = []
    for i in range(len(row) + 1):
        r = Rect(rect.x + left + PAD + i * step - (step - tw) / 2, y, 0, th)
        if rtl:
            r = r.mirrored_in(rect)
        gaps.append((r.x, y + th / 2))
    return gaps


def _heaps(centre: Rect, tw: float, th: float, rtl: bool) -> tuple[Rect, Rect]:
    w = tw * 1.3
    gap = tw * 0.8
    x = centre.x + (centre.w - 2 * w - gap) / 2
    y = centre.y + (centre.h - th) / 2
    black, white = Rect(x, y, w, th), Rect(x + w + gap, y, w, th)
    return (white, black) if rtl else (black, white)
