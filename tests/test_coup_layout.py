"""The Coup table layout: 2–12 seats around the table from 1024×700 to full HD, left to right
and right to left, without overlap or clipping, and cards never below a legible size."""
import itertools
from types import SimpleNamespace

import pytest

from facetable.table.compact_seat import header_pile_rect
from facetable.table.coup.layout import back_id, layout, seat_items
from facetable.table.coup.zones import coin_zone, empty
from facetable.table.geometry import Rect
from facetable.table.ring_seating import seat_cells
from facetable.table.zones import Move, TableModel

SIZES = [(1024, 700), (1280, 800), (1600, 900), (1920, 1080)]
#: The smallest table the window gives at its minimum size (docks and action bar take the rest).
SMALL = (740, 520)
MIN_CARD_W = 44.0
MIN_OWN_W = 60.0


def busy_table(players: int, viewer: int, exchanging: int | None) -> TableModel:
    """Every seat with its two cards, some turned up, and one seat in an Exchange (4 cards):
    the viewer's cards known, the others' anonymous."""
    table = empty(SimpleNamespace(players=players))
    ids = itertools.count()
    for s in range(players):
        lost = s % 3 == 1                               # one influence lost
        held = 2 - lost + (2 if s == exchanging else 0)
        if s == viewer:
            for card in itertools.islice(ids, held):
                table.apply(Move(card, f"hand{s}", face=card))
        else:
            table.anonymous(f"hand{s}", held)
        if lost:
            card = next(ids)
            table.apply(Move(card, f"up{s}", face=card, face_up=True))
        table.set_count(coin_zone(s), 12 if s % 2 else 0)
    return table


def hand(table: TableModel, seat: int) -> list[int]:
    return table.ids(f"hand{seat}")


CASES = [(n, size, rtl) for n in range(2, 13) for size in SIZES for rtl in (False, True)]


@pytest.mark.parametrize("players,size,rtl", CASES)
def test_seats_and_cards_fit_without_overlap(players, size, rtl):
    w, h = size
    for viewer, exchanging in ((0, 0), (players - 1, 1 % players), (1, None)):
        table = busy_table(players, viewer, exchanging)
        lay = layout(table, players, viewer, w, h, rtl)
        screen = Rect(0, 0, w, h)
        seats = list(lay.seats.values())
        assert len(seats) == players
        for a, b in itertools.combinations(seats + [lay.centre], 2):
            assert not a.intersects(b), (a, b)
        assert all(screen.contains(r) for r in seats + [lay.centre])
        for part in (lay.deck, lay.deck_label, lay.treasury, lay.banner):
            assert lay.centre.contains(part)
        for a, b in itertools.combinations((lay.deck, lay.treasury, lay.banner), 2):
            assert not a.intersects(b)
        for a, b in itertools.combinations((lay.deck_label, lay.treasury, lay.banner), 2):
            assert not a.intersects(b)
        assert lay.card_w >= MIN_CARD_W, "the others' cards stay legible"
        assert lay.own_w >= max(MIN_OWN_W, lay.card_w)
        for s, rect in lay.seats.items():
            rects = [lay.cards[i].rect for i in seat_items(table, s)]
            assert len(rects) == len(hand(table, s)) + len(table.ids(f"up{s}"))
            for r in rects:
                assert rect.contains(r) and screen.contains(r)
                assert r.w >= MIN_CARD_W
            coin = lay.coins[s]
            assert rect.contains(coin)
            assert not any(coin.intersects(r) for r in rects), "coins never cover a card"
            if len(rects) <= 2 or s == viewer:              # room for a whole Exchange
                assert not any(a.intersects(b) for a, b in itertools.combinations(rects, 2))


@pytest.mark.parametrize("players", range(2, 13))
def test_small_window_still_fits(players):
    w, h = SMALL
    table = busy_table(players, 0, 0)
    lay = layout(table, players, 0, w, h)
    assert lay.card_w >= 36
    for s, rect in lay.seats.items():
        assert all(rect.contains(lay.cards[i].rect) for i in seat_items(table, s))


@pytest.mark.parametrize("players", range(2, 13))
def test_viewer_sits_bottom_centre_and_the_others_go_clockwise(players):
    seats, centre = seat_cells(players, 2 % players, 1280, 800)
    viewer = seats[2 % players]
    assert viewer.bottom == max(r.bottom for r in seats.values())
    assert abs(viewer.x + viewer.w / 2 - 640) < 1
    # clockwise from the viewer: the next seat is on the viewer's left (screen left)
    after = seats[(2 + 1) % players]
    assert after.x + after.w / 2 < 640 or players == 2


@pytest.mark.parametrize("players", [2, 6, 12])
def test_rtl_mirrors_the_table(players):
    table = busy_table(players, 0, None)
    ltr = layout(table, players, 0, 1280, 800)
    rtl = layout(table, players, 0, 1280, 800, rtl=True)
    for s in range(players):
        assert rtl.seats[s] == ltr.seats[s].mirrored(1280)
    for item, place in ltr.cards.items():
        assert rtl.cards[item].rect.x == pytest.approx(1280 - place.rect.right)
    assert rtl.deck.x > rtl.treasury.x and ltr.deck.x < ltr.treasury.x
    assert rtl.coins[0] == header_pile_rect(rtl.seats[0], True)


def test_backs_are_keyed_by_seat_and_position_never_by_card():
    table = busy_table(4, 0, 2)
    lay = layout(table, 4, 0, 1280, 800)
    backs = [i for i in lay.cards if i >= 100]
    assert set(backs) == {back_id(s, p) for s in (1, 2, 3) for p in range(len(hand(table, s)))}
    assert all(not lay.cards[b].face_up for b in backs)
    known = [c for s in range(4) for c in hand(table, s) + table.ids(f"up{s}") if c >= 0]
    assert known and all(lay.cards[c].face_up for c in known)


def test_shown_and_chosen_cards_stand_raised():
    table = busy_table(3, 0, None)
    own = hand(table, 0)
    flat = layout(table, 3, 0, 1280, 800)
    lifted = layout(table, 3, 0, 1280, 800, raised=[own[0]])
    assert lifted.cards[own[0]].rect.y < flat.cards[own[0]].rect.y
    assert lifted.cards[own[1]].rect.y == flat.cards[own[1]].rect.y
    table.labels["shown"] = own[1]
    assert layout(table, 3, 0, 1280, 800).cards[own[1]].rect.y < flat.cards[own[1]].rect.y
