"""The Good Face Bad Face table layout: a pure function of the model and the window (no Qt).

The seat shown sits across the bottom; the others sit along the top, clockwise from the left
(GF-5: the Stack goes left, so it travels up the left side, along the top and down the right).
A right-to-left table is the mirror image.

Each seat shows its hand (the seat's own face up, the others' as backs) with its size written
under it, and its Party (face up, fanned). The Stack lies on its holder's *mat*: for a seat along
the top, the strip of the centre under it; for the seat shown, inside its own area. A mat holds
the Stack, its top card nearest the *flip spot*, where a flipped card is turned face up before
it slides into the Party or the hand; the flip spot lies under the Party (GF-6, GF-9 … GF-14).
The banner (the Stack count, GF-29, and what just happened) runs across the bottom of the centre.

While the seat shown builds a Stack, its chosen cards stand in a *staging row* in the centre,
in order (the first is the top, flipped first), each with two arrows to move it, and a Done
button after them.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from ..card_rows import SIDE_BY_SIDE, Stage, fan, seat_body, stage_row, top_row
from ..faces import CAPTION_H, CARD_RATIO, GAP, LABEL_GAP, MARGIN, PAD
from ..geometry import Placement, Rect, mirrored_layout
from .model import GoodFaceTable

BANNER_H = 44.0
#: The fewest card pitch in card widths (a Stack; the most is ``SIDE_BY_SIDE``).
STACK_MIN = 0.04
#: The others' hands are fanned backs this far apart (card widths) at most.
BACKS_STEP = 0.16
#: A Stack its viewer knows (their own) is fanned wider, so its order can be read.
KNOWN_STACK_STEP = 0.42
UNKNOWN_STACK_STEP = 0.1
#: How many cards a zone is sized for before it fans tighter (in card widths).
OTHER_HAND_ROOM = 1 + 4 * 0.12
PARTY_ROOM = 1 + 3 * 0.34
OWN_HAND_ROOM = 1 + 4 * 0.55
OWN_PARTY_ROOM = 1 + 3 * 0.55
OWN_STACK_ROOM = 1 + 4 * 0.24
MAX_CARD_W, MAX_OWN_W = 92.0, 120.0
#: Share of the centre's height the mats along the top may take.
MAT_SHARE = 0.6


@dataclass(frozen=True, slots=True)
class GoodFaceLayout:
    seats: dict[int, Rect]
    centre: Rect
    banner: Rect
    card_w: float                   # the others' cards (and the Stack on their mats)
    own_w: float                    # the seat shown's cards
    hands: dict[int, Rect]          # each hand's row of cards
    hand_labels: dict[int, Rect]    # "5 cards" under each hand
    parties: dict[int, Rect]        # each Party: its row of cards and its caption
    mats: dict[int, Rect]           # where the Stack lies when that seat holds it
    flip_spots: dict[int, Rect]
    stack_label: Rect | None        # the Stack's owner and size, under the Stack
    cards: dict[int, Placement]
    stage: Stage | None = None      # the staging row (building a Stack)


def seat_cells(players: int, viewer: int, width: float, height: float
               ) -> tuple[dict[int, Rect], Rect]:
    """Seat -> its rectangle, and the centre between the top row and the seat shown (left to
    right: ``layout`` mirrors the whole table for a right-to-left one)."""
    if not 2 <= players <= 5:
        raise ValueError(f"Good Face Bad Face seats 2 to 5 players, not {players!r}")
    m = MARGIN
    free = height - 4 * m
    top_h, own_h = free * 0.27, free * 0.33
    centre_h = free - top_h - own_h
    others = [(viewer + 1 + i) % players for i in range(players - 1)]
    rects = top_row(others, width, top_h, m, 0.55)
    rects[viewer] = Rect(m, height - m - own_h, width - 2 * m, own_h)
    centre = Rect(m, 2 * m + top_h, width - 2 * m, centre_h)
    return rects, centre


def _card_w(body: Rect, room: float, cap: float) -> float:
    by_h = (body.h - CAPTION_H - 2) / CARD_RATIO
    by_w = (body.w - GAP) / room
    return max(1.0, min(by_h, by_w, cap))


def layout(table: GoodFaceTable, viewer: int, width: float, height: float, rtl: bool = False,
           staged: Sequence[int] = (), interactive: bool = False) -> GoodFaceLayout:
    """Where everything goes. ``staged``: the cards of the seat shown chosen for a new Stack,
    in order (those still in its hand stand in the staging row); ``interactive``: the row is
    being arranged (arrows and Done are shown)."""
    seats, centre = seat_cells(table.players, viewer, width, height)
    banner_w = min(centre.w - 2 * PAD, 760.0)
    banner = Rect(centre.x + (centre.w - banner_w) / 2, centre.bottom - BANNER_H - GAP / 2,
                  banner_w, BANNER_H)
    mat_room = min(centre.h * MAT_SHARE, banner.y - GAP - centre.y - GAP / 2)
    by_centre = (mat_room - CAPTION_H - 2) / CARD_RATIO
    others = [s for s in seats if s != viewer]
    cw = min([_card_w(seat_body(seats[s], PAD), OTHER_HAND_ROOM + PARTY_ROOM, MAX_CARD_W)
              for s in others] + [by_centre])
    own_body = seat_body(seats[viewer], PAD)
    own_room = OWN_HAND_ROOM + OWN_STACK_ROOM + 1 + OWN_PARTY_ROOM
    ow = max(cw, min((own_body.h - CAPTION_H - 2) / CARD_RATIO,
                     (own_body.w - 3 * GAP) / own_room, MAX_OWN_W))

    hands, hand_labels, parties, mats, flips = {}, {}, {}, {}, {}
    for s in others:
        body = seat_body(seats[s], PAD)
        ch = cw * CARD_RATIO
        y = body.y + max(0.0, (body.h - ch - CAPTION_H - 2) / 2)
        hand_min, party_min = cw * OTHER_HAND_ROOM, cw * PARTY_ROOM
        extra = max(0.0, body.w - GAP - hand_min - party_min)
        hand_w = min(hand_min + extra * 0.35, cw * (1 + 9 * BACKS_STEP))
        party_w = min(body.w - GAP - hand_w, cw * (1 + 4 * SIDE_BY_SIDE))
        hand = Rect(body.x, y, hand_w, ch)
        party = Rect(body.right - party_w, y, party_w, ch + 2 + CAPTION_H)
        mat = Rect(seats[s].x + PAD, centre.y + GAP / 2, seats[s].w - 2 * PAD,
                   ch + 2 + CAPTION_H)
        flip = Rect(party.x, mat.y, cw, ch)
        hands[s], parties[s], flips[s] = hand, party, flip
        # the words under the hand may use the width up to the Party's words
        hand_labels[s] = Rect(hand.x, hand.bottom + 2, max(hand.w, party.x - LABEL_GAP - hand.x),
                              CAPTION_H)
        mats[s] = mat
    # the seat shown: hand, then its mat (the Stack, then the flip spot), then its Party
    oh = ow * CARD_RATIO
    y = own_body.y + max(0.0, (own_body.h - oh - CAPTION_H - 2) / 2)
    party_w = ow * OWN_PARTY_ROOM
    stack_w = ow * OWN_STACK_ROOM
    party = Rect(own_body.right - party_w, y, party_w, oh + 2 + CAPTION_H)
    flip = Rect(party.x - GAP - ow, y, ow, oh)
    mat = Rect(flip.x - GAP - stack_w, y, stack_w + GAP + ow, oh + 2 + CAPTION_H)
    hand = Rect(own_body.x, y, max(ow, mat.x - GAP - own_body.x), oh)
    hands[viewer], parties[viewer], flips[viewer], mats[viewer] = hand, party, flip, mat
    hand_labels[viewer] = Rect(hand.x, hand.bottom + 2, hand.w, CAPTION_H)

    cards: dict[int, Placement] = {}
    in_row = [i for i in staged if i in table.hands[viewer]]
    for s in range(table.players):
        w = ow if s == viewer else cw
        shown = [i for i in table.hands[s] if i not in in_row] if s == viewer \
            else list(table.hands[s])
        if s == viewer or table.open:
            shown.sort(key=lambda i: (_order(table.kind(i)), i))
        step_max = SIDE_BY_SIDE if (s == viewer or table.open) else BACKS_STEP
        fan(table, shown, hands[s], w, step_max, 10, cards, CARD_RATIO)
        party = sorted(table.parties[s], key=lambda i: (_order(table.kind(i)), i))
        fan(table, party, Rect(parties[s].x, parties[s].y, parties[s].w, w * CARD_RATIO), w,
            SIDE_BY_SIDE, 10, cards, CARD_RATIO)
        for j, item in enumerate(table.flips[s]):
            f = flips[s]
            cards[item] = Placement(Rect(f.x + j * w * 0.22, f.y, w, w * CARD_RATIO), 150 + j,
                                    table.kind(item) is not None)
    stack_label = None
    if table.stack:
        holder = table.holder
        w = ow if holder == viewer else cw
        area = Rect(mats[holder].x, mats[holder].y, flips[holder].x - GAP - mats[holder].x,
                    w * CARD_RATIO)
        step = KNOWN_STACK_STEP if table.knows_stack() else UNKNOWN_STACK_STEP
        n = len(table.stack)
        if n > 1:
            step = max(STACK_MIN, min(step, (area.w - w) / ((n - 1) * w)))
        for i, item in enumerate(table.stack):         # the top card nearest the flip spot
            r = Rect(area.right - w - i * step * w, area.y, w, w * CARD_RATIO)
            cards[item] = Placement(r, 100 - i, table.kind(item) is not None)
        stack_label = Rect(mats[holder].x, area.bottom + 2, mats[holder].w, CAPTION_H)
    lay = GoodFaceLayout(seats, centre, banner, cw, ow, hands, hand_labels, parties, mats,
                         flips, stack_label, cards)
    if rtl:
        lay = mirrored_layout(lay, width)
    if not staged:
        return lay
    # the staging row, centred: it reads in the table's direction itself
    stage = Rect(centre.x + PAD, centre.y + GAP / 2, centre.w - 2 * PAD,
                 banner.y - GAP - centre.y - GAP / 2)
    return replace(lay, stage=stage_row(staged, in_row, stage, ow, interactive, rtl,
                                        lay.cards, CARD_RATIO))


def _order(kind: int | None) -> int:
    """Goods and Bads first, then the wilds, unknown cards last."""
    return 9 if kind is None else kind
