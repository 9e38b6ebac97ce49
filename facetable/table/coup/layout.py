"""The Coup table layout: seats around the table, each with its cards and coin pile, and the
court deck, treasury and claim banner in the middle (a pure function, no Qt).

In a seat the face-down cards come first, then the cards turned up (lost influence), a little
apart; a shown card and the cards chosen in an Exchange stand raised. The header of a seat holds
its name and, at the end side, its coin pile. When an Exchange puts four cards in a small seat,
they overlap like a fanned hand.

It reads the zones (``zones.py``). A card id tells its role, so a face-down card the seat shown
may not know (an anonymous card of the zones) is drawn as a card back keyed by seat and position
among the hand's unknown cards (``back_id``), never by card id.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from ..compact_seat import header_pile_rect
from ..geometry import Placement, Rect
from ..ring_seating import seat_cells
from ..seat_cards import CARD_RATIO, LOST_GAP, PAD, STEP, card_width, place_row
from ..zones import TableModel

MAX_CARD_W, MAX_OWN_W = 120.0, 160.0
CAPTION_H = 22.0            # the names under the court deck and the treasury
#: A seat is sized for this many cards side by side (the viewer's for an Exchange's four).
OTHER_ROOM = 1 + STEP + LOST_GAP
OWN_ROOM = 1 + 3 * STEP + LOST_GAP
#: Item ids from here on are card backs: ``BACKS + seat * BACK_SLOTS + position``.
BACKS = 100
BACK_SLOTS = 8


def back_id(seat: int, position: int) -> int:
    """The item id of the ``position``-th unknown face-down card of ``seat``."""
    return BACKS + seat * BACK_SLOTS + position


def is_back(item_id: int) -> bool:
    return item_id >= BACKS


def seat_items(zones: TableModel, seat: int) -> list[int]:
    """The item ids of the cards in front of ``seat``: the hand, then the cards turned up."""
    hand = zones.ids(f"hand{seat}")
    unknown = [i for i in hand if i < 0]
    return [back_id(seat, unknown.index(i)) if i < 0 else i for i in hand] + zones.ids(f"up{seat}")


@dataclass(frozen=True, slots=True)
class CoupLayout:
    seats: dict[int, Rect]
    centre: Rect
    card_w: float               # the others' cards
    own_w: float                # the viewer's cards
    cards: dict[int, Placement]
    coins: dict[int, Rect]      # each seat's coin pile
    deck: Rect
    deck_label: Rect            # the court deck's name, under it
    treasury: Rect              # the coin heap with its name under it
    banner: Rect


def layout(zones: TableModel, players: int, viewer: int, width: float, height: float,
           rtl: bool = False, raised: Iterable[int] = ()) -> CoupLayout:
    seats, centre = seat_cells(players, viewer, width, height, rtl)
    others = [r for s, r in seats.items() if s != viewer]
    card_w = min(card_width(r, OTHER_ROOM, MAX_CARD_W) for r in others)
    own_w = max(card_w, card_width(seats[viewer], OWN_ROOM, MAX_OWN_W))
    raised = set(raised) | {zones.labels["shown"]}
    cards: dict[int, Placement] = {}
    for s, rect in seats.items():
        w = own_w if s == viewer else card_w
        cards.update(place_row(seat_items(zones, s), zones.zones[f"hand{s}"].size, rect, w, rtl,
                               raised, lambda item: not is_back(item)))
    coins = {s: header_pile_rect(r, rtl) for s, r in seats.items()}
    banner, deck, label, treasury = _centre(centre, card_w, rtl)
    return CoupLayout(seats, centre, card_w, own_w, cards, coins, deck, label, treasury, banner)


def _centre(centre: Rect, card_w: float, rtl: bool) -> tuple[Rect, Rect, Rect, Rect]:
    """The banner across the top of the centre; below it the deck (its name under it) and the
    treasury side by side."""
    banner_h = min(58.0, max(36.0, centre.h * 0.3))
    banner_w = min(centre.w - 2 * PAD, 720.0)
    banner = Rect(centre.x + (centre.w - banner_w) / 2, centre.y + PAD / 2, banner_w, banner_h)
    free_h = centre.h - banner_h - 2 * PAD - CAPTION_H
    dh = max(20.0, min(free_h, card_w * CARD_RATIO * 1.1, 170.0))
    dw = dh / CARD_RATIO
    tw = max(dw * 1.5, 100.0)
    gap = max(dw * 0.6, 24.0)
    label_w = dw + gap
    x = centre.x + (centre.w - dw - gap - tw) / 2
    y = banner.bottom + (centre.bottom - banner.bottom - dh - CAPTION_H) / 2
    deck = Rect(x, y, dw, dh)
    label = Rect(x + dw / 2 - label_w / 2, y + dh + 2, label_w, CAPTION_H - 2)
    treasury = Rect(x + dw + gap, y, tw, dh + CAPTION_H)
    if rtl:
        deck, label = deck.mirrored_in(centre), label.mirrored_in(centre)
        treasury = treasury.mirrored_in(centre)
    return banner, deck, label, treasury
