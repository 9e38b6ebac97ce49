"""Flip 7 table layout: a pure function from what the table shows to where every card goes.

Resize, load and language change reuse it with no animation; animations move items from where
they are to where this says. No Qt here.

It reads the zones (``model.py``): each seat's line, modifiers and waiting cards, the discard
pile, and the labels that say a line is busted and the game over.

A seat shows, under its name, a row of modifiers drawn at half size, then the line of numbers
below it, and the cards waiting to be resolved on the far side: modifiers never cover a number.
Cards grow with the table up to a cap (``grown_cap``).
"""
from __future__ import annotations


from facetable.engine.flip7 import BUSTED
from facetable.records import Record

from ..geometry import Placement, Rect, grown_cap, header_height
from ..seating import seat_rects
from ..zones import TableModel

CARD_RATIO = 7 / 5          # height / width
MOD_SCALE = 0.5             # modifiers show at this size, in their own row above the line
ROW_GAP = 4.0               # between the modifiers' row and the line
PAD = 8.0
#: Card width: at least this cap on a small table, growing with it up to CARD_MOST.
CARD_BASE, CARD_SHARE, CARD_MOST = 120.0, 0.2, 260.0


class Flip7Layout(Record):
    """Where everything of a Flip 7 table goes, for one size of the view."""

    card_w: float
    card_h: float
    seats: dict[int, Rect]
    pile: Rect
    discard: Rect
    cards: dict[int, Placement]



def _card_width(seat: Rect, cap: float) -> float:
    by_width = (seat.w - 3 * PAD) / 3.8                 # 7 numbers fanned + a pending card
    by_height = ((seat.h - header_height(seat.h) - PAD - ROW_GAP) / (1 + MOD_SCALE)
                 / CARD_RATIO)
    return max(16.0, min(by_width, by_height, cap))


def layout(zones: TableModel, players: int, viewer: int, width: float, height: float,
           rtl: bool = False) -> Flip7Layout:
    n = players
    centre_h = height * 0.22
    cap = grown_cap(CARD_BASE, width, height, CARD_SHARE, CARD_MOST)
    for _ in range(4):                                   # the strip holds one card: converge
        seats, centre = seat_rects(n, viewer, width, height, centre_h, rtl)
        cw = min(_card_width(r, cap) for r in seats.values())
        ch = cw * CARD_RATIO
        if n >= 7:
            cw = min(cw, (centre.h - 2 * PAD) / CARD_RATIO, (centre.w - 3 * PAD) / 2.4)
            ch = cw * CARD_RATIO
            break
        centre_h = ch + 2 * PAD
    cards: dict[int, Placement] = {}
    for s, rect in seats.items():
        _place_seat(zones, s, rect, cw, ch, rtl, cards)
    pile, discard = _place_piles(zones, centre, cw, ch, rtl, cards)
    return Flip7Layout(cw, ch, seats, pile, discard, cards)


def _fan(count: int, space: float, cw: float, max_step: float) -> float:
    """Step between fanned cards so ``count`` cards of width cw fit in ``space``."""
    if count <= 1:
        return 0.0
    return max(0.0, min(max_step, (space - cw) / (count - 1)))


def _place_seat(zones: TableModel, s: int, rect: Rect, cw: float, ch: float, rtl: bool,
                out: dict[int, Placement]) -> None:
    # A busted line lies face down; once the game is over it is shown again, for the record.
    busted = zones.labels[f"status{s}"] == BUSTED and zones.labels["winner"] is None
    header = header_height(rect.h)
    block_h = ch * MOD_SCALE + ROW_GAP + ch
    # The modifiers' row and the line stand centred in the room under the name.
    top = rect.y + header + max(0.0, (rect.h - header - PAD - block_h) / 2)
    line_y = top + ch * MOD_SCALE + ROW_GAP
    pending = zones.ids(f"pending{s}")
    pending_w = (cw + PAD) if pending else 0.0
    inner = rect.w - 2 * PAD

    def put(card: int, x: float, y: float, z: float, face_up: bool, scale: float = 1.0) -> None:
        r = Rect(rect.x + x, y, cw * scale, ch * scale)
        out[card] = Placement(r.mirrored_in(rect) if rtl else r, z, face_up, scale)

    numbers = zones.ids(f"line{s}")
    step = _fan(len(numbers), inner - pending_w, cw, cw + 4)
    for i, card in enumerate(numbers):
        put(card, PAD + i * step, line_y, 20 + i, not busted)
    mods = zones.ids(f"mods{s}")
    mw = cw * MOD_SCALE
    step = _fan(len(mods), inner - pending_w, mw, mw + 4)
    for i, card in enumerate(mods):
        put(card, PAD + i * step, top, 10 + i, not busted, MOD_SCALE)
    if pending:
        room = rect.bottom - PAD - ch - top
        vstep = 0.0 if len(pending) == 1 else min(ch * 0.22, room / (len(pending) - 1))
        for i, card in enumerate(pending):
            put(card, rect.w - PAD - cw, top + i * vstep, 40 + i, True)


def _place_piles(zones: TableModel, centre: Rect, cw: float, ch: float, rtl: bool,
                 out: dict[int, Placement]) -> tuple[Rect, Rect]:
    gap = cw * 0.4
    x = centre.x + (centre.w - 2 * cw - gap) / 2
    y = centre.y + (centre.h - ch) / 2
    pile = Rect(x, y, cw, ch)
    discard = Rect(x + cw + gap, y, cw, ch)
    if rtl:
        pile, discard = discard, pile
    for i, card in enumerate(zones.ids("discard")):
        jitter = (i * 7 % 5 - 2) * 0.6
        out[card] = Placement(Rect(discard.x + jitter, discard.y + jitter * 0.5, cw, ch), i, True)
    return pile, discard
