"""The Flip 7 layout: nothing overlaps or clips, from 1024×640 windows up to full HD, LTR and RTL."""
import itertools

import pytest

from facetable.engine.flip7 import BUSTED, deck
from facetable.table.flip7.layout import layout
from facetable.table.flip7.model import _empty
from facetable.table.geometry import Rect
from facetable.table.zones import Item, TableModel

DECK = deck()
#: Table viewport sizes: the window minus the side docks and the action bar.
SIZES = [(760, 470), (780, 520), (1000, 640), (1640, 940)]


def put(table: TableModel, zone: str, cards) -> None:
    table.put(zone, [Item(c, "card", None, c, True) for c in cards])


def crowded_table(players: int) -> TableModel:
    """Every seat with the longest line the rules allow: 8 numbers (a bust), all modifiers
    spread around, and up to four cards waiting to be resolved."""
    table = _empty(players, 108)
    numbers = iter(range(92))
    others = iter(range(92, 108))
    for s in range(players):
        put(table, f"line{s}", [next(numbers) for _ in range(8 if s % 2 else 7)])
        put(table, f"mods{s}", [next(others) for _ in range(2 if s < 3 else 1)])
        put(table, f"pending{s}", [next(others) for _ in range(max(0, 2 - s))])
    put(table, "discard", list(numbers)[:20])
    table.labels["status1"] = BUSTED
    return table


@pytest.mark.parametrize("players,size,rtl",
                         list(itertools.product(range(2, 9), SIZES, (False, True))))
def test_nothing_overlaps_or_clips(players, size, rtl):
    table = crowded_table(players)
    w, h = size
    lay = layout(table, players, viewer=0, width=w, height=h, rtl=rtl)
    screen = Rect(0, 0, w, h)
    seats = list(lay.seats.values())
    for a, b in itertools.combinations(seats + [lay.pile], 2):
        assert not a.intersects(b)
    for rect in seats + [lay.pile, lay.discard]:
        assert screen.contains(rect)
    assert lay.card_w >= 40, "cards stay legible"
    for card, place in lay.cards.items():
        owner = table.owner(card)
        if owner is not None:
            assert lay.seats[owner].contains(place.rect), (card, owner)
            # the value in the top-left corner of every number stays visible
            line = table.ids(f"line{owner}")
            if card in line and card != line[-1]:
                nxt = lay.cards[line[line.index(card) + 1]].rect
                assert abs(nxt.x - place.rect.x) >= lay.card_w * 0.24
        else:
            assert screen.contains(place.rect)


def test_viewer_sits_bottom_left_and_rtl_mirrors():
    table = crowded_table(4)
    ltr = layout(table, 4, viewer=2, width=1000, height=640)
    rtl = layout(table, 4, viewer=2, width=1000, height=640, rtl=True)
    bottom_left = min(ltr.seats.values(), key=lambda r: (-r.y, r.x))
    assert ltr.seats[2] == bottom_left
    assert rtl.seats[2] == ltr.seats[2].mirrored(1000)
    line = table.ids("line2")
    assert ltr.cards[line[0]].rect.x < ltr.cards[line[1]].rect.x
    assert rtl.cards[line[0]].rect.x > rtl.cards[line[1]].rect.x


def test_seats_go_clockwise():
    """Rules README: seats are numbered clockwise: the next seat after the viewer sits above."""
    lay = layout(_empty(4, 108), 4, viewer=0, width=1000, height=640)
    assert lay.seats[1].y < lay.seats[0].y and lay.seats[1].x == lay.seats[0].x
    assert lay.seats[2].x > lay.seats[1].x and lay.seats[3].y == lay.seats[0].y


def test_busted_lines_lie_face_down():  # F7-6
    table = crowded_table(3)
    lay = layout(table, 3, viewer=0, width=1000, height=640)
    assert all(not lay.cards[c].face_up for c in table.ids("line1"))
    assert all(lay.cards[c].face_up for c in table.ids("line0"))
    table.labels["winner"] = 0                   # the game is over: every line shown again
    lay = layout(table, 3, viewer=0, width=1000, height=640)
    assert all(lay.cards[c].face_up for c in table.ids("line1") + table.ids("line0"))


def _random_table(rng, players: int) -> TableModel:
    """Lines of any length the rules allow, a few modifiers and waiting cards, some busts."""
    table = _empty(players, 108)
    numbers = list(range(92))
    others = list(range(92, 108))
    rng.shuffle(numbers)
    rng.shuffle(others)
    for s in range(players):
        put(table, f"line{s}", [numbers.pop() for _ in range(rng.randint(0, 8))])
        put(table, f"mods{s}", [others.pop() for _ in range(rng.choice((0, 0, 1, 2, 3)))
                                if others])
        put(table, f"pending{s}", [others.pop() for _ in range(rng.choice((0, 0, 0, 1, 2)))
                                   if others])
        if rng.random() < 0.2:
            table.labels[f"status{s}"] = BUSTED
    return table


@pytest.mark.parametrize("players", range(2, 9))
def test_modifiers_never_cover_numbers(players):
    """Issue 11: modifiers used to overlap the line and hide values at round end."""
    import random
    rng = random.Random(players)
    for trial in range(60):
        table = _random_table(rng, players)
        w, h = rng.choice(SIZES + [(1660, 900), (2300, 1260)])
        lay = layout(table, players, viewer=trial % players, width=w, height=h,
                     rtl=trial % 2 == 1)
        for s in range(players):
            numbers = [lay.cards[c].rect for c in table.ids(f"line{s}")]
            others = [lay.cards[c].rect for c in table.ids(f"mods{s}")
                      + table.ids(f"pending{s}")]
            for number in numbers:
                for other in others:
                    assert not number.intersects(other), (trial, s)
            for card in table.ids(f"mods{s}"):
                place = lay.cards[card]
                assert place.scale < 1 and lay.seats[s].contains(place.rect)
                assert place.rect.w == pytest.approx(lay.card_w * place.scale)


def test_cards_grow_with_the_table_up_to_a_cap():
    """Issue 11: at full screen the cards grow with the table (no small cards in a sea of
    felt), but not without end. Sizes: the table's part of 1280×800, 1920×1080, 2560×1440 and
    a 4K window."""
    from facetable.table.flip7.layout import CARD_MOST
    table = crowded_table(4)
    widths = [layout(table, 4, 0, w, h).card_w
              for w, h in [(1030, 640), (1660, 900), (2300, 1260), (3580, 1980)]]
    assert widths == sorted(widths) and widths[0] < widths[1] < widths[2]
    assert widths[1] >= 130 and widths[2] >= 180
    assert widths[-1] <= CARD_MOST
