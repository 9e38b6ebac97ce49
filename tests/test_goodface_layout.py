"""The Good Face Bad Face table layout: 2–5 seats at 1024×640, full HD and the smallest table the
window leaves (docks and action bar take the rest), left to right and right to left, with big
hands, full Parties, a Stack on any seat's mat and a Stack being built: nothing overlaps, nothing
leaves its place or the screen, and cards stay legible."""
import itertools

import pytest

from facetable.engine.goodface import BAD, GOOD, GREEDY, SAD, Options, setup
from facetable.table.geometry import Rect
from facetable.table.goodface.layout import layout, seat_cells
from facetable.table.goodface.model import GoodFaceTable
from facetable.table.goodface.zones import PROJECTION

SIZES = [(1024, 640), (1920, 1080)]
#: The table the window leaves at its minimum size (1024×640) with the action bar showing.
SMALL = (760, 470)
MIN_CARD_W = {SIZES[0]: 44.0, SIZES[1]: 80.0, SMALL: 36.0}
MIN_OWN_W = {SIZES[0]: 64.0, SIZES[1]: 110.0, SMALL: 50.0}
PARTIES = ([GOOD, GOOD, GOOD, GREEDY], [BAD, BAD, SAD], [], [GOOD])


def busy_table(players: int, viewer: int, holder: int, hand: int = 7,
               known_stack: bool = False) -> GoodFaceTable:
    """Big hands, full Parties, a 6-card Stack with ``holder`` and a card on its flip spot."""
    zones = PROJECTION.start(setup(Options(players=players), 0).view(viewer))
    for s in range(players):
        zones.anonymous(f"hand{s}", hand + s, (GOOD,) * (hand + s) if s == viewer else ())
        party = PARTIES[s % len(PARTIES)]
        zones.anonymous(f"party{s}", len(party), party, face_up=True)
    zones.labels.update(owner=viewer if known_stack else (holder + 1) % players,
                        holder=holder, building=False)
    zones.anonymous("stack", 6, (BAD,) * 6 if known_stack else ())
    zones.anonymous(f"flip{holder}", 1, (GOOD,), face_up=True)
    return GoodFaceTable.of(zones)


CASES = [(n, size, rtl) for n in range(2, 6) for size in (*SIZES, SMALL) for rtl in (False, True)]


def check(t: GoodFaceTable, lay, viewer: int, size) -> None:
    w, h = size
    screen = Rect(0, 0, w, h)
    seats = list(lay.seats.values())
    assert len(seats) == t.players
    for a, b in itertools.combinations(seats + [lay.centre], 2):
        assert not a.intersects(b), (a, b)
    assert all(screen.contains(r) for r in seats + [lay.centre])
    assert lay.centre.contains(lay.banner)
    assert lay.card_w >= MIN_CARD_W[size], "the others' cards stay legible"
    assert lay.own_w >= MIN_OWN_W[size] and lay.own_w >= lay.card_w
    for s, seat in lay.seats.items():
        parts = [lay.hands[s], lay.hand_labels[s], lay.parties[s]]
        for part in parts:
            assert seat.contains(part), (s, part, seat)
        if s == viewer:
            assert seat.contains(lay.mats[s])
            assert lay.mats[s].contains(lay.flip_spots[s])
            parts.append(lay.mats[s])
        else:
            assert lay.centre.contains(lay.mats[s])
            assert lay.mats[s].contains(lay.flip_spots[s])
            assert not lay.mats[s].intersects(lay.banner)
        for a, b in itertools.combinations(parts, 2):
            assert not a.intersects(b), (s, a, b)
    for a, b in itertools.combinations([lay.mats[s] for s in lay.seats if s != viewer], 2):
        assert not a.intersects(b)
    # every card inside the place it belongs to
    for s in range(t.players):
        for item in t.hands[s]:
            if item in lay.cards:
                assert lay.hands[s].contains(lay.cards[item].rect), (s, item)
        for item in t.parties[s]:
            assert lay.parties[s].contains(lay.cards[item].rect)
            assert not lay.cards[item].rect.intersects(lay.hand_labels[s])
        for item in t.flips[s]:
            assert lay.mats[s].contains(lay.cards[item].rect)
    mat = lay.mats[t.holder]
    for item in t.stack:
        r = lay.cards[item].rect
        assert mat.contains(r) and not r.intersects(lay.flip_spots[t.holder])
        assert not r.intersects(lay.stack_label)
    assert mat.contains(lay.stack_label)
    for place in lay.cards.values():
        assert screen.contains(place.rect)


@pytest.mark.parametrize("players,size,rtl", CASES)
def test_seats_zones_and_cards_fit_without_overlap(players, size, rtl):
    w, h = size
    for viewer, holder in ((0, 0), (players - 1, 0), (1 % players, players - 1)):
        for known in (False, True):
            t = busy_table(players, viewer, holder, known_stack=known)
            check(t, layout(t, viewer, w, h, rtl), viewer, size)


@pytest.mark.parametrize("players,size,rtl", CASES)
def test_the_staging_row_fits_the_centre_with_arrows_and_done(players, size, rtl):
    w, h = size
    for staged_n in (1, 6, 12):
        t = busy_table(players, 0, 1 % players, hand=12)
        t.stack, t.flips = [], [[] for _ in range(players)]
        t.owner = t.holder = 0
        t.building = True
        staged = t.hands[0][:staged_n]
        lay = layout(t, 0, w, h, rtl, staged, interactive=True)
        assert lay.centre.contains(lay.stage.area) and not lay.stage.area.intersects(lay.banner)
        assert lay.stage.area.contains(lay.stage.caption)
        assert lay.stage.area.contains(lay.stage.done)
        assert len(lay.stage.arrows) == staged_n
        rects = [lay.cards[i].rect for i in staged]
        for r in rects:
            assert lay.stage.area.contains(r) and not r.intersects(lay.stage.caption)
            assert not r.intersects(lay.stage.done)
        assert lay.stage.card_w >= min(lay.own_w, 44.0)
        arrows = [a for pair in lay.stage.arrows for a in pair]
        for a in arrows:
            assert lay.stage.area.contains(a) and not a.intersects(lay.stage.done)
            assert not any(a.intersects(r) for r in rects)
        for x, y in itertools.combinations(arrows, 2):
            assert not x.intersects(y)
        # the first card stands at the start side: left to right, or right to left
        xs = [r.x for r in rects]
        assert xs == sorted(xs, reverse=rtl)
        # the others' hands stay where they were; the staged cards left the own hand
        assert not any(lay.hands[0].contains(r) for r in rects) or staged_n == 0
        for pair in lay.stage.arrows:
            assert pair[0].x < pair[1].x                       # (left, right) on screen


def test_without_interaction_the_row_has_no_arrows_or_done():
    t = busy_table(3, 0, 0, hand=6)
    t.stack, t.flips = [], [[] for _ in range(3)]
    lay = layout(t, 0, 1280, 800, False, t.hands[0][:3], interactive=False)
    assert lay.stage.arrows == [] and lay.stage.done is None
    assert all(i in lay.cards for i in t.hands[0])


@pytest.mark.parametrize("players", range(2, 6))
def test_the_others_sit_clockwise_from_the_left_along_the_top(players):
    seats, centre = seat_cells(players, 1, 1280, 800)
    viewer = seats[1]
    assert viewer.bottom == max(r.bottom for r in seats.values())
    others = [seats[(1 + i) % players] for i in range(1, players)]
    assert [r.x for r in others] == sorted(r.x for r in others)     # GF-5: left first
    assert all(r.bottom < centre.y for r in others)
    rtl = layout(busy_table(players, 1, 1), 1, 1280, 800, rtl=True).seats
    assert [rtl[(1 + i) % players].x for i in range(1, players)] == \
        sorted((r.x for r in rtl.values() if r is not rtl[1]), reverse=True)


@pytest.mark.parametrize("players", [2, 4, 5])
def test_rtl_mirrors_the_table(players):
    t = busy_table(players, 0, 2 % players)
    ltr = layout(t, 0, 1280, 800)
    rtl = layout(t, 0, 1280, 800, rtl=True)
    def same(a, b):
        return all(abs(getattr(a, k) - getattr(b, k)) < 1e-6 for k in "xywh")
    for s in range(players):
        assert same(rtl.seats[s], ltr.seats[s].mirrored(1280))
        assert same(rtl.parties[s], ltr.parties[s].mirrored(1280))
        assert same(rtl.mats[s], ltr.mats[s].mirrored(1280))
    for item, place in ltr.cards.items():
        assert rtl.cards[item].rect.x == pytest.approx(1280 - place.rect.right)
        assert rtl.cards[item].z == place.z


def test_the_top_card_lies_nearest_the_flip_spot_and_a_known_stack_fans_wider():
    t = busy_table(4, 0, 2)
    lay = layout(t, 0, 1280, 800)
    xs = [lay.cards[i].rect.x for i in t.stack]
    assert xs == sorted(xs, reverse=True)                 # top first, nearest the flip spot
    assert lay.cards[t.stack[0]].z > lay.cards[t.stack[-1]].z
    known = busy_table(4, 0, 2, known_stack=True)
    lay2 = layout(known, 0, 1280, 800)
    spread = [lay2.cards[i].rect.x for i in known.stack]
    assert spread[0] - spread[-1] > xs[0] - xs[-1]
    assert all(lay2.cards[i].face_up for i in known.stack)
    assert not any(lay.cards[i].face_up for i in t.stack)


def test_only_known_cards_are_placed_face_up():
    t = busy_table(4, 1, 3)
    lay = layout(t, 1, 1280, 800)
    for s in range(4):
        for item in t.hands[s]:
            assert lay.cards[item].face_up == (s == 1)
        for item in t.parties[s]:
            assert lay.cards[item].face_up
