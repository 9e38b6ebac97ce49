"""The Coup table layout: 2–12 seats around the table from 1024×700 to full HD, left to right
and right to left, without overlap or clipping, and cards never below a legible size."""
import itertools

import pytest

from facetable.table.coup.layout import coin_pile_rect, layout
from facetable.table.coup.model import CoupTable, back_id
from facetable.table.ring_seating import seat_cells
from facetable.table.geometry import Rect

SIZES = [(1024, 700), (1280, 800), (1600, 900), (1920, 1080)]
#: The smallest table the window gives at its minimum size (docks and action bar take the rest).
SMALL = (740, 520)
MIN_CARD_W = 44.0
MIN_OWN_W = 60.0


def busy_table(players: int, viewer: int, exchanging: int | None) -> CoupTable:
    """Every seat with its two cards, some turned up, and one seat in an Exchange (4 cards)."""
    from facetable.engine.coup.cards import copies_per_role
    copies = copies_per_role(players)
    table = CoupTable.empty(players, copies, seat=viewer)
    ids = iter(range(5 * copies))
    for s in range(players):
        known = s == viewer
        hand = [next(ids) if known else None for _ in range(2)]
        if s % 3 == 1:                                  # one influence lost
            hand.pop()
            table.face_up[s].append(next(ids))
        if s == exchanging:
            hand += [next(ids) if known else None for _ in range(2)]
        table.hands[s] = hand
        table.coins[s] = 12 if s % 2 else 0
    return table


CASES = [(n, size, rtl) for n in range(2, 13) for size in SIZES for rtl in (False, True)]


@pytest.mark.parametrize("players,size,rtl", CASES)
def test_seats_and_cards_fit_without_overlap(players, size, rtl):
    w, h = size
    for viewer, exchanging in ((0, 0), (players - 1, 1 % players), (1, None)):
        table = busy_table(players, viewer, exchanging)
        lay = layout(table, viewer, w, h, rtl)
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
            items = table.items(s)
            rects = [lay.cards[i].rect for i, _ in items]
            assert len(rects) == len(table.hands[s]) + len(table.face_up[s])
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
    lay = layout(busy_table(players, 0, 0), 0, w, h)
    assert lay.card_w >= 36
    for s, rect in lay.seats.items():
        assert all(rect.contains(lay.cards[i].rect) for i, _ in busy_table(players, 0, 0).items(s))


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
    ltr = layout(table, 0, 1280, 800)
    rtl = layout(table, 0, 1280, 800, rtl=True)
    for s in range(players):
        assert rtl.seats[s] == ltr.seats[s].mirrored(1280)
    for item, place in ltr.cards.items():
        assert rtl.cards[item].rect.x == pytest.approx(1280 - place.rect.right)
    assert rtl.deck.x > rtl.treasury.x and ltr.deck.x < ltr.treasury.x
    assert rtl.coins[0] == coin_pile_rect(rtl.seats[0], True)


def test_backs_are_keyed_by_seat_and_position_never_by_card():
    table = busy_table(4, 0, 2)
    lay = layout(table, 0, 1280, 800)
    backs = [i for i in lay.cards if i >= 100]
    assert set(backs) == {back_id(s, p) for s in (1, 2, 3) for p in range(len(table.hands[s]))}
    assert all(not lay.cards[b].face_up for b in backs)
    assert all(lay.cards[c].face_up for c in table.known_cards())


def test_shown_and_chosen_cards_stand_raised():
    table = busy_table(3, 0, None)
    own = table.hands[0]
    flat = layout(table, 0, 1280, 800)
    lifted = layout(table, 0, 1280, 800, raised=[own[0]])
    assert lifted.cards[own[0]].rect.y < flat.cards[own[0]].rect.y
    assert lifted.cards[own[1]].rect.y == flat.cards[own[1]].rect.y
    table.shown = own[1]
    assert layout(table, 0, 1280, 800).cards[own[1]].rect.y < flat.cards[own[1]].rect.y
