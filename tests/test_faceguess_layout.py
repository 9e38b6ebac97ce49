"""The Face Guess table layout: 2–6 seats at 1024×640, full HD and the smallest table the window
leaves (the docks and the action bar take the rest), left to right and right to left, with full
hands, every card down, a discard pile and the guess grid (being edited or not): nothing
overlaps, nothing leaves its place or the screen, and cards and grid cells stay legible."""
import itertools

import pytest

from facetable.engine.faceguess import BAD, GOOD, Options, setup
from facetable.table.faceguess.layout import layout, seat_order
from facetable.table.faceguess.model import FaceGuessTable
from facetable.table.faceguess.story import Story
from facetable.table.faceguess.zones import PROJECTION
from facetable.table.geometry import Rect

SIZES = [(1024, 640), (1920, 1080)]
#: The table the window leaves at its minimum size (1024×640) with the action bar showing.
SMALL = (760, 470)
MIN_CARD_W = {SIZES[0]: 40.0, SIZES[1]: 80.0, SMALL: 34.0}
MIN_OWN_W = {SIZES[0]: 64.0, SIZES[1]: 110.0, SMALL: 50.0}
#: A grid cell holds a Good and a Bad half with a word each.
MIN_CELL = {SIZES[0]: (70.0, 20.0), SIZES[1]: (110.0, 30.0), SMALL: (56.0, 18.0)}
CASES = [(n, size, rtl) for n in range(2, 7) for size in (*SIZES, SMALL) for rtl in (False, True)]


def busy_table(players: int, viewer: int, hand: int = 5, placed: bool = True,
               discard: int = 6) -> FaceGuessTable:
    """Full hands (the seat shown's known), every card down, a discard pile."""
    zones = PROJECTION.start(setup(Options(players=players), 0).view(viewer))
    for s in range(players):
        zones.anonymous(f"hand{s}", hand,
                        tuple((GOOD, BAD)[i % 2] for i in range(hand)) if s == viewer else ())
        if placed:
            zones.anonymous(f"spot{s}", 1, (GOOD,) if s == viewer else ())
    discarded = {-1000 - i: BAD for i in range(discard)}
    return FaceGuessTable.of(zones, Story(players), discarded)


def check(t: FaceGuessTable, lay, viewer: int, size, editing: bool, rtl: bool) -> None:
    w, h = size
    screen = Rect(0, 0, w, h)
    seats = list(lay.seats.values())
    assert len(seats) == t.players
    for a, b in itertools.combinations(seats + [lay.centre, lay.piles], 2):
        assert not a.intersects(b), (a, b)
    assert all(screen.contains(r) for r in seats + [lay.centre, lay.piles])
    assert lay.card_w >= MIN_CARD_W[size], "the others' cards stay legible"
    assert lay.own_w >= MIN_OWN_W[size] and lay.own_w >= lay.card_w
    for s, seat in lay.seats.items():
        parts = [lay.hands[s], lay.hand_labels[s], lay.mats[s], lay.mat_labels[s]]
        for part in parts + [lay.score_spots[s]]:
            assert seat.contains(part), (s, part, seat)
        for a, b in itertools.combinations(parts, 2):
            assert not a.intersects(b), (s, a, b)
        assert lay.score_spots[s].bottom <= lay.hands[s].y
    # the centre: the banner over the grid, every cell inside the grid, none overlapping
    g = lay.grid
    assert lay.centre.contains(lay.banner) and lay.centre.contains(g.rect)
    assert not lay.banner.intersects(g.rect)
    rects = g.rects()
    assert len(rects) == 2 + 3 * t.players + t.players * (t.players - 1)
    for r in rects:
        assert g.rect.contains(r)
    for a, b in itertools.combinations(rects, 2):
        assert not a.intersects(b), (a, b)
    cell_w, cell_h = MIN_CELL[size]
    for r in g.cells.values():
        assert r.w >= cell_w and r.h >= cell_h, r
    if editing:
        assert g.confirm == g.points[viewer]
        assert set(g.halves) == set(g.order[:-1])
        for about, (good, bad) in g.halves.items():
            cell = g.cells[(viewer, about)]
            assert cell.contains(good) and cell.contains(bad) and not good.intersects(bad)
            assert (good.x > bad.x) == rtl                # Good first in reading order
    else:
        assert g.confirm is None and not g.halves
    # the piles
    for part in (lay.deck, lay.deck_label, lay.discard, lay.discard_label):
        assert lay.piles.contains(part)
    assert not lay.deck.intersects(lay.discard)
    assert not lay.deck_label.intersects(lay.discard_label)
    # every card inside the place it belongs to, and on the screen
    for s in range(t.players):
        for item in t.hands[s]:
            assert lay.hands[s].contains(lay.cards[item].rect), (s, item)
        assert lay.mats[s].contains(lay.cards[t.mats[s]].rect)
    for item in t.discard[-t.players:]:
        assert lay.discard.contains(lay.cards[item].rect)
    for item in t.discard[:-t.players]:
        assert item not in lay.cards
    for place in lay.cards.values():
        assert screen.contains(place.rect)


@pytest.mark.parametrize("players,size,rtl", CASES)
def test_seats_grid_piles_and_cards_fit_without_overlap(players, size, rtl):
    w, h = size
    for viewer in (0, players - 1):
        for editing in (False, True):
            t = busy_table(players, viewer)
            check(t, layout(t, viewer, w, h, rtl, editing), viewer, size, editing, rtl)


@pytest.mark.parametrize("players", range(2, 7))
def test_a_sixth_card_still_fits_and_an_empty_table_lays_out(players):
    t = busy_table(players, 0, hand=6, placed=False, discard=0)
    t.mats = [None] * players
    lay = layout(t, 0, *SMALL)
    for s in range(players):
        for item in t.hands[s]:
            assert lay.hands[s].contains(lay.cards[item].rect)


@pytest.mark.parametrize("players", range(2, 7))
def test_the_others_sit_clockwise_from_the_left_and_the_grid_follows_them(players):  # FG-4
    t = busy_table(players, 1)
    lay = layout(t, 1, 1280, 800)
    order = seat_order(players, 1)
    assert order == tuple((1 + k) % players for k in range(1, players)) + (1,)
    others = [lay.seats[s] for s in order[:-1]]
    assert [r.x for r in others] == sorted(r.x for r in others)
    assert lay.seats[1].bottom == max(r.bottom for r in lay.seats.values())
    assert all(r.bottom < lay.centre.y for r in others)
    g = lay.grid
    xs = [g.col_heads[s].x for s in order]
    ys = [g.row_heads[s].y for s in order]
    assert xs == sorted(xs) and ys == sorted(ys)          # the seat shown last, at the bottom
    rtl = layout(t, 1, 1280, 800, rtl=True).grid
    xs = [rtl.col_heads[s].x for s in order]
    assert xs == sorted(xs, reverse=True)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_rtl_mirrors_the_table(players):
    t = busy_table(players, 0)
    ltr = layout(t, 0, 1280, 800, editing=True)
    rtl = layout(t, 0, 1280, 800, rtl=True, editing=True)

    def same(a, b):
        return all(abs(getattr(a, k) - getattr(b, k)) < 1e-6 for k in "xywh")
    for s in range(players):
        assert same(rtl.seats[s], ltr.seats[s].mirrored(1280))
        assert same(rtl.mats[s], ltr.mats[s].mirrored(1280))
        assert same(rtl.score_spots[s], ltr.score_spots[s].mirrored(1280))
    assert same(rtl.grid.confirm, ltr.grid.confirm.mirrored(1280))
    for about, (good, bad) in ltr.grid.halves.items():
        assert good.x < bad.x and rtl.grid.halves[about][0].x > rtl.grid.halves[about][1].x
    for item, place in ltr.cards.items():
        assert rtl.cards[item].rect.x == pytest.approx(1280 - place.rect.right)
        assert rtl.cards[item].z == place.z


def test_only_known_cards_are_placed_face_up():
    t = busy_table(4, 1)
    lay = layout(t, 1, 1280, 800)
    for s in range(4):
        for item in t.hands[s]:
            assert lay.cards[item].face_up == (s == 1)
        assert lay.cards[t.mats[s]].face_up == (s == 1)
    assert all(lay.cards[i].face_up for i in t.discard[-4:])


def test_the_seat_shown_sees_its_hand_good_first():
    t = busy_table(3, 0)
    lay = layout(t, 0, 1280, 800)
    ordered = sorted(t.hands[0], key=lambda i: lay.cards[i].rect.x)
    kinds = [t.kind(i) for i in ordered]
    assert kinds == sorted(kinds, key=lambda k: k != GOOD)
