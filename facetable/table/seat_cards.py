"""A seat's cards in a row under its header (no Qt): the cards in hand first, then the others
(turned up, lost) a little apart; raised cards (shown, chosen) stand lifted; in a narrow seat
the cards overlap like a fanned hand. Sizes are in card widths or heights."""
from __future__ import annotations

from typing import Callable

from .geometry import Placement, Rect, header_height

CARD_RATIO = 1.4            # height / width of the card art (250 × 350)
PAD = 8.0
STEP = 1.08                 # card pitch, in card widths
LOST_GAP = 0.25             # extra space before the cards out of hand, in card widths
LIFT = 0.12                 # a raised card, in card heights
MIN_STEP = 0.3              # the tightest overlap, in card widths


def card_width(rect: Rect, room: float, cap: float) -> float:
    """The widest card that fits ``room`` card widths across the seat ``rect`` and one raised
    card down, at most ``cap``."""
    by_w = (rect.w - 2 * PAD) / room
    by_h = (rect.h - header_height(rect.h) - PAD) / (1 + LIFT) / CARD_RATIO
    return max(1.0, min(by_w, by_h, cap))


def place_row(items: list[int], in_hand: int, rect: Rect, cw: float, rtl: bool,
              raised: set[int], face_up: Callable[[int], bool]) -> dict[int, Placement]:
    """Where each of ``items`` (the first ``in_hand`` of them in hand) lies in the seat
    ``rect``, cards ``cw`` wide."""
    if not items:
        return {}
    ch = cw * CARD_RATIO
    n = len(items)
    gap = cw * LOST_GAP if 0 < in_hand < n else 0.0
    avail = rect.w - 2 * PAD
    step = cw * STEP
    if n > 1 and cw + (n - 1) * step + gap > avail:
        gap = min(gap, max(0.0, avail - cw - (n - 1) * cw * MIN_STEP))
        step = max(cw * MIN_STEP, (avail - cw - gap) / (n - 1))
    total = cw + (n - 1) * step + gap
    x0 = rect.x + (rect.w - total) / 2
    hh = header_height(rect.h)
    lift = ch * LIFT
    y = rect.y + hh + lift + max(0.0, (rect.h - hh - lift - ch - PAD) / 2)
    out = {}
    for i, item in enumerate(items):
        x = x0 + i * step + (gap if i >= in_hand else 0.0)
        r = Rect(x, y - lift if item in raised else y, cw, ch)
        out[item] = Placement(r.mirrored_in(rect) if rtl else r, 10 + i, face_up(item))
    return out
