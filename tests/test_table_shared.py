"""The shared pieces a game's table is built from (issue 21: a simple game's table in 150
lines): rows of cards, the zone model's equality and anonymous cards, the standard deck's
names, and the controller's panels, piles, clickable items, pauses and where cards come from
and go."""
from __future__ import annotations

import random

from facetable.engine import Action, Event
from facetable.table.geometry import Rect, row, spread
from facetable.table.standard import card_id, card_item, name_of, picture_of
from facetable.table.zones import Item, Move, TableModel, Zone, known


def test_spread_centres_and_overlaps_only_when_narrow():
    area = Rect(100, 0, 400, 50)
    assert spread(3, area, 50, 60) == [215, 275, 335]            # centred, 60 apart
    xs = spread(6, Rect(0, 0, 200, 50), 50, 60)
    assert xs[0] == 0 and xs[-1] == 150 and xs == sorted(xs)   # squeezed in, overlapping
    assert spread(3, area, 50, 60, rtl=True) == [335, 275, 215]
    assert spread(1, area, 50, 60) == [275]


def test_a_row_keeps_every_corner_index_in_sight_in_both_directions():
    area = Rect(0, 0, 120, 80)
    up = row([7, 8, 9], area, 10, 50, 70, 5, lambda i: i != 8)
    assert [up[i].rect.x for i in (7, 8, 9)] == [0, 35, 70]      # overlapping
    assert [up[i].z for i in (7, 8, 9)] == [5, 6, 7]             # each over its left one
    assert [up[i].face_up for i in (7, 8, 9)] == [True, False, True]
    back = row([7, 8, 9], area, 10, 50, 70, 5, lambda i: True, rtl=True)
    assert [back[i].rect.x for i in (7, 8, 9)] == [70, 35, 0]
    assert [back[i].z for i in (7, 8, 9)] == [7, 6, 5]           # each under its left one


def _model() -> TableModel:
    return TableModel([Zone("pile", "pile", count=5), Zone("hand", "fan", 0), Zone("row", "row")])


def test_zone_tables_are_equal_when_they_show_the_same_whatever_the_anonymous_ids():
    built, loaded = _model(), _model()
    built.anonymous("hand", 3)                                   # ids -2, -3, -4
    loaded._anonymous = -40
    loaded.put("hand", [None, None, None])                       # other ids, same picture
    assert built == loaded and built is not loaded
    built.apply(Move(4, "row", face=4, face_up=True))
    assert built != loaded
    loaded.put("row", [known(4, True)])
    assert built == loaded
    assert known(None) is None and known(3) == Item(3, "card", None, 3, False)


def test_the_table_remembers_the_pile_a_card_left_and_the_one_it_went_into():
    model = TableModel([Zone("stock", "pile", count=3), Zone("hand", "fan", 0),
                        Zone("taken", "pile", count=0)])
    model.apply(Move(7, "hand", source="stock", face=7))
    assert model.came_from[7] == "stock" and model.zones["stock"].count == 2
    model.apply(Move(7, "taken"))
    assert model.went_to[7] == "taken" and model.zones["taken"].count == 1


def test_the_standard_decks_numbering():
    assert card_id(12, 3) == 51 and picture_of(51) == "A_spades" and picture_of(0) == "2_clubs"
    assert name_of(34).strip("\u2066\u2069") == "10♥"
    assert card_item(51).face == "A_spades" and card_item(-3).face == "back"


def test_the_shared_controller_pieces(qtbot):
    """Panels, piles, clickable items, pauses, and cards coming from their pile, from the
    anonymous card they were, and going into the pile they joined (the sample game's table)."""
    import sample_game
    from sample_game import engine
    from sample_game.table.controller import HighCardController
    state = engine.setup(engine.Options(players=3, hand=3), 5, first=1)
    c = HighCardController(state.view(0), ["A", "B", "C"], 0)
    c.looking = 0
    c.set_speed(0)
    c.resize(1000, 640)
    assert len(c.panels) == 3 and all(p.scene() is c.scene for p in c.panels)
    assert set(c.pile_items) == {"stock", "taken0", "taken1", "taken2"}
    c.play([e.seen_by(0) for e in state.start_events])
    mine = state.view(0).hands[0]
    assert c.zones.came_from[mine[0]] == "stock"
    rng = random.Random(1)
    while 0 not in state.deciders():
        seat = state.deciders()[0]
        c.play([e.seen_by(0) for e in state.apply(rng.choice(state.legal_actions(seat)), seat)])
    assert c.event_pause(Event("reveal", {"cards": []})) == 900 and c.event_pause(
        Event("turn", {"seat": 0})) == 0
    chosen = []
    c.chosen.connect(chosen.append)
    c.offer(state.legal_actions(0), state.view(0))
    assert sorted(i for i, item in c.cards.items() if item.selectable) == sorted(mine)
    c._clicked_item(12345)                                       # not offered: nothing
    assert chosen == []
    c._clicked_item(mine[1])
    assert chosen == [Action("play", item=mine[1])]
    assert not any(item.selectable for item in c.cards.values())   # withdrawn
    anonymous = [i for i in c.zones.ids("trick") if i < 0]
    assert anonymous                                             # seat 2 played face down
    events = [e.seen_by(0) for e in state.apply(chosen[0], 0)]
    while not any(e.kind == "reveal" for e in events):
        seat = state.deciders()[0]
        events = [e.seen_by(0) for e in state.apply(rng.choice(state.legal_actions(seat)), seat)]
    reveal = next(e for e in events if e.kind == "reveal")
    c.play(events[:events.index(reveal) + 1])
    hidden = [c.zones.came_from.get(card) for card in reveal["cards"]]
    assert set(anonymous) <= set(hidden)                         # each came from its back
    assert not any(c.cards[i].isVisible() for i in anonymous)    # which gave way to it
    trick = events[events.index(reveal) + 1]
    c.play([trick])
    winner = trick["winner"]
    taken = c.pile_items[f"taken{winner}"]
    for card in trick["cards"]:
        assert c.zones.went_to[card] == f"taken{winner}"
        assert c.retire_point(c.cards[card]) == taken.pos()
    assert taken.count == 3 and sample_game is not None
    c.dispose()
