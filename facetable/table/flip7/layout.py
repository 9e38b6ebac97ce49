"""Flip 7 table layout: a pure function from what the table shows to where every card goes.

Resize, load and language change reuse it with no animation; animations move items from where
they are to where this says. No Qt here.
"""
from __future__ import annotations

from dataclasses import dataclass

from facetable.engine.flip7 import BUSTED

from .model import Flip7Table
from ..geometry import Placement, Rect, header_height
from ..seating import seat_rects

CARD_RATIO = 7 / 5          # height / width
MODS_PEEK = 0.45            # how much of a modifier shows above the line, in card heights
PAD = 8.0


@dataclass(frozen=True, slots=True)
class Flip7Layout:
    card_w: float
    card_h: float
    seats: dict[int, Rect]
    pile: Rect
    discard: Rect
    cards: dict[int, Placement]



def _card_width(seat: Rect) -> float:
    by_width = (seat.w - 3 * PAD) / 3.8                 # 7 numbers fanned + a pending card
    by_height = (seat.h - header_height(seat.h) - PAD) / (1 + MODS_PEEK) / CARD_RATIO
    return max(16.0, min(by_width, by_height, 120.0))


def layout(table: Flip7Table, viewer: int, width: float, height: float, rtl: bool = False
           ) -> Flip7Layout:
    n = table.players
    centre_h = height * 0.22
    for _ in range(3):                                   # the strip holds one card: converge
        seats, centre = seat_rects(n, viewer, width, height, centre_h, rtl)
        cw = min(_card_width(r) for r in seats.values())
        ch = cw * CARD_RATIO
        if n >= 7:
            cw = min(cw, (centre.h - 2 * PAD) / CARD_RATIO, (centre.w - 3 * PAD) / 2.4)
            ch = cw * CARD_RATIO
            break
        centre_h = ch + 2 * PAD
    cards: dict[int, Placement] = {}
    for s, rect in seats.items():
        _place_seat(table, s, rect, cw, ch, rtl, cards)
    pile, discard = _place_piles(table, centre, cw, ch, rtl, cards)
    return Flip7Layout(cw, ch, seats, pile, discard, cards)


def _fan(count: int, space: float, cw: float, max_step: float) -> float:
    """Step between fanned cards so ``count`` cards of width cw fit in ``space``."""
    if count <= 1:
        return 0.0
    return max(0.0, min(max_step, (space - cw) / (count - 1)))


def _place_seat(table: Flip7Table, s: int, rect: Rect, cw: float, ch: float, rtl: bool,
                out: dict[int, Placement]) -> None:
    busted = table.status[s] == BUSTED
    top = rect.y + header_height(rect.h)
    line_y = top + ch * MODS_PEEK
    pending = table.zones[f"pending{s}"]
    pending_w = (cw + PAD) if pending else 0.0
    inner = rect.w - 2 * PAD

    def put(card: int, x: float, y: float, z: float, face_up: bool) -> None:
        r = Rect(rect.x + x, y, cw, ch)
        out[card] = Placement(r.mirrored_in(rect) if rtl else r, z, face_up)

    numbers = table.zones[f"line{s}"]
    step = _fan(len(numbers), inner - pending_w, cw, cw + 4)
    for i, card in enumerate(numbers):
        put(card, PAD + i * step, line_y, 20 + i, not busted)
    mods = table.zones[f"mods{s}"]
    step = _fan(len(mods), inner - pending_w, cw, cw * 0.62)
    for i, card in enumerate(mods):
        put(card, PAD + i * step, top, 10 + i, not busted)
    if pending:
        room = rect.bottom - PAD - ch - top
        vstep = 0.0 if len(pending) == 1 else min(ch * 0.22, room / (len(pending) - 1))
        for i, card in enumerate(pending):
            put(card, rect.w - PAD - cw, top + i * vstep, 40 + i, True)


def _place_piles(table: Flip7Table, centre: Rect, cw: float, ch: float, rtl: bool,
                 out: dict[int, Placement]) -> tuple[Rect, Rect]:
    gap = cw * 0.4
    x = centre.x + (centre.w - 2 * cw - gap) / 2
    y = centre.y + (centre.h - ch) / 2
    pile = Rect(x, y, cw, ch)
    discard = Rect(x + cw + gap, y, cw, ch)
    if rtl:
        pile, discard = discard, pile
    for i, card in enumerate(table.zones["discard"]):
        jitter = (i * 7 % 5 - 2) * 0.6
        out[card] = Placement(Rect(discard.x + jitter, discard.y + jitter * 0.5, cw, ch), i, True)
    return pile, discard
