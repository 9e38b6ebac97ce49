"""The Face Guess table layout: a pure function of the model and the window (no Qt).

The seat shown sits at the bottom left; the others sit along the top, clockwise from the left
(FG-4: a guesser calls the others clockwise from their left). Each seat shows its name, start
marker and score in its header, its hand (the seat's own face up, the others' as a fan of
backs) with its size under it, and its *mat*: the spot where its card lies face down until the
reveal (FG-3, FG-5), with the card's kind written under it once revealed.

The centre holds a banner (the round, the start player, the target, what is happening) and
the *guess grid*: a row per guesser and a column per player called about, in the same order as
the seats (clockwise from the seat shown's left, the seat shown last), a column of the round's
points, and the round's number in the corner. While the seat shown guesses, its row (the last)
is split into Good / Bad halves to click and its points cell is the Confirm button. The draw
and discard piles lie at the bottom right, beside the seat shown.

A right-to-left table is the mirror image of the left-to-right one.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..call_grid_layout import Grid, call_grid
from ..card_rows import SIDE_BY_SIDE, fan, seat_body, top_row
from ..faces import CAPTION_H, CARD_RATIO, GAP, LABEL_GAP, MARGIN, PAD
from ..geometry import Placement, Rect, header_height, mirrored_layout
from .model import KIND_ORDER, FaceGuessTable

#: Card pitch in card widths of the others' backs (the seat shown's: ``SIDE_BY_SIDE``).
BACKS_STEP = 0.14
DISCARD_STEP = 0.14
#: Room a hand of five takes, in card widths.
OWN_HAND_ROOM = 1 + 4 * SIDE_BY_SIDE
OTHER_HAND_ROOM = 1 + 4 * BACKS_STEP
MAX_CARD_W, MAX_OWN_W, MAX_PILE_W = 140.0, 170.0, 110.0
MIN_ROW_H, MAX_ROW_H = 20.0, 36.0
BANNER_MIN, BANNER_MAX = 22.0, 32.0
SCORE_SPOT_W = 92.0


@dataclass(frozen=True)
class FaceGuessLayout:
    seats: dict[int, Rect]
    centre: Rect
    banner: Rect
    grid: Grid
    card_w: float                   # the others' cards
    own_w: float                    # the seat shown's cards
    hands: dict[int, Rect]
    hand_labels: dict[int, Rect]    # "Hand: 5" under each hand
    mats: dict[int, Rect]           # where each seat's card lies
    mat_labels: dict[int, Rect]     # the revealed kind under a mat
    score_spots: dict[int, Rect]    # the score in each header: where points fly to
    piles: Rect                     # the draw and discard piles' area
    deck: Rect
    deck_label: Rect
    discard: Rect                   # the discard pile's spot (its cards fan from here)
    discard_label: Rect
    cards: dict[int, Placement]


def seat_order(players: int, viewer: int) -> tuple[int, ...]:
    """The others clockwise from the seat shown's left, then the seat shown."""
    return tuple((viewer + k) % players for k in range(1, players)) + (viewer,)


def _rows(players: int, height: float) -> tuple[float, float, float, float, float]:
    """(top row, centre, bottom row, grid row, banner) heights for the table's height."""
    free = height - 4 * MARGIN
    row_h = max(MIN_ROW_H, min(MAX_ROW_H, height * 0.045))
    banner = max(BANNER_MIN, min(BANNER_MAX, row_h))
    needed = banner + GAP + (players + 1) * row_h + PAD
    centre = max(needed, free * 0.3)
    row_h = min(MAX_ROW_H, (centre - banner - GAP - PAD) / (players + 1))
    rest = free - centre
    return rest * 0.44, centre, rest * 0.56, row_h, banner


def layout(table: FaceGuessTable, viewer: int, width: float, height: float, rtl: bool = False,
           editing: bool = False) -> FaceGuessLayout:
    """Where everything goes. ``editing``: the seat shown is making its guess (its row of
    the grid is split into Good / Bad halves, with Confirm at its end)."""
    n = table.players
    if not 2 <= n <= 6:
        raise ValueError(f"Face Guess seats 2 to 6 players, not {n!r}")
    m = MARGIN
    top_h, centre_h, own_h, row_h, banner_h = _rows(n, height)
    order = seat_order(n, viewer)

    # --- seats -------------------------------------------------------------------------------
    others = order[:-1]
    seats = top_row(others, width, top_h, m, 0.5)
    centre = Rect(m, 2 * m + top_h, width - 2 * m, centre_h)
    bottom_y = centre.bottom + m

    # the seat shown's card size decides the piles' size, and the piles the seat's width
    own_body_h = own_h - header_height(own_h) - PAD - CAPTION_H - 2
    ow = max(1.0, min(own_body_h / CARD_RATIO, MAX_OWN_W,
                      (width * 0.7 - 2 * PAD - 2 * GAP) / (OWN_HAND_ROOM + 1)))
    pw = max(1.0, min(ow * 0.8, MAX_PILE_W))
    piles_w = pw * (2 + 5 * DISCARD_STEP) + 3 * GAP + 2 * PAD
    seats[viewer] = Rect(m, bottom_y, width - 3 * m - piles_w, own_h)
    piles = Rect(width - m - piles_w, bottom_y, piles_w, own_h)

    # --- inside the seats ----------------------------------------------------------------------
    hands, hand_labels, mats, mat_labels, spots = {}, {}, {}, {}, {}
    cws = []
    for s in others:
        body = seat_body(seats[s], PAD)
        by_h = (body.h - CAPTION_H - 2) / CARD_RATIO
        by_w = (body.w - 2 * GAP) / (OTHER_HAND_ROOM + 1)
        cws.append(max(1.0, min(by_h, by_w, MAX_CARD_W)))
    cw = min(cws)
    for s in others:
        body = seat_body(seats[s], PAD)
        ch = cw * CARD_RATIO
        y = body.y + max(0.0, (body.h - ch - CAPTION_H - 2) / 2)
        hand_w = max(cw, min(body.w - 2 * GAP - cw, cw * (1 + 5 * BACKS_STEP)))
        hands[s] = Rect(body.x, y, hand_w, ch)
        mats[s] = Rect(body.right - cw, y, cw, ch)
    own_body = seat_body(seats[viewer], PAD)
    oh = ow * CARD_RATIO
    y = own_body.y + max(0.0, (own_body.h - oh - CAPTION_H - 2) / 2)
    hand_w = max(ow, min(own_body.w - 3 * GAP - ow, ow * (OWN_HAND_ROOM + 0.5 * SIDE_BY_SIDE)))
    hands[viewer] = Rect(own_body.x, y, hand_w, oh)
    mats[viewer] = Rect(hands[viewer].right + 2 * GAP, y, ow, oh)
    for s, seat in seats.items():
        # the words under a hand may use the width up to the mat (the fan of backs is narrow)
        hand_labels[s] = Rect(hands[s].x, hands[s].bottom + 2,
                              max(hands[s].w, mats[s].x - LABEL_GAP - hands[s].x), CAPTION_H)
        mat_labels[s] = Rect(mats[s].x, mats[s].bottom + 2, mats[s].w, CAPTION_H)
        hh = header_height(seat.h)
        sw = min(SCORE_SPOT_W, seat.w * 0.4)
        spots[s] = Rect(seat.right - sw - PAD, seat.y + 2, sw, hh - 4)

    # --- the piles ---------------------------------------------------------------------------
    ph = pw * CARD_RATIO
    py = piles.y + max(PAD, (piles.h - ph - CAPTION_H - 2) / 2)
    deck = Rect(piles.x + PAD, py, pw, ph)
    discard = Rect(deck.right + 2 * GAP, py, pw * (1 + 5 * DISCARD_STEP), ph)
    deck_label = Rect(deck.x, deck.bottom + 2, discard.x - LABEL_GAP - deck.x, CAPTION_H)
    discard_label = Rect(discard.x, discard.bottom + 2, discard.w, CAPTION_H)

    # --- the centre: banner and grid ---------------------------------------------------------
    banner_w = min(centre.w - 2 * PAD, 900.0)
    banner = Rect(centre.x + (centre.w - banner_w) / 2, centre.y + PAD / 2, banner_w, banner_h)
    grid_top = banner.bottom + GAP
    grid = call_grid(order, viewer, Rect(centre.x + PAD, grid_top, centre.w - 2 * PAD,
                                     centre.bottom - grid_top - PAD / 2), row_h, editing)

    # --- cards -------------------------------------------------------------------------------
    cards: dict[int, Placement] = {}
    for s in range(n):
        w = ow if s == viewer else cw
        items = list(table.hands[s])
        face_up = s == viewer or table.open
        if face_up:
            items.sort(key=lambda i: (KIND_ORDER.get(table.kind(i), 9), i))
        step = SIDE_BY_SIDE if s == viewer else (0.5 if table.open else BACKS_STEP)
        fan(table, items, hands[s], w, step, 10, cards, CARD_RATIO)
        item = table.mats[s]
        if item is not None:
            r = mats[s]
            cards[item] = Placement(r, 60, table.kind(item) is not None)
    shown = table.discard[-n:]
    for i, item in enumerate(shown):
        r = Rect(discard.x + i * pw * DISCARD_STEP, discard.y, pw, ph)
        cards[item] = Placement(r, 20 + i, table.kind(item) is not None)

    lay = FaceGuessLayout(seats, centre, banner, grid, cw, ow, hands, hand_labels, mats,
                          mat_labels, spots, piles, deck, deck_label, discard, discard_label,
                          cards)
    return mirrored_layout(lay, width) if rtl else lay


__all__ = ["CARD_RATIO", "FaceGuessLayout", "Grid", "layout", "seat_order"]
