"""The Good Face Bad Face table as zones (no Qt): the deck and the box (only counted), each
seat's hand and party, the Stack, and the face-up flip spot; whose Stack it is, who holds it, the
round and the must-flip markers as labels.

The engine gives cards no ids, so every card is anonymous (``table/zones.py``) and shows its
kind only as far as the seat shown may know it: its own hand (kinds in order, as the view
lists them), every party, its own Stack while it builds it, a peeked card. A card that goes into
another seat's hand is forgotten at once (GF-23). Not yet used by the Good Face Bad Face
controller: the drift check keeps it equal to the view (``tests/test_table_drift.py``).
"""
from __future__ import annotations

from bisect import bisect_right

from facetable.engine.contract import Event
from facetable.engine.goodface import View

from ..zones import (NOBODY, OWNER, Label, Op, Projection, Reveal, SetCount, Take, TableModel,
                     Zone)


#: The zones that belong to no seat (the others are named by zone and seat: "hand2").
SHARED = ("deck", "box", "stack", "flip")


def empty(view: View) -> TableModel:
    players = view.players
    zones = [Zone("deck", "pile", None, NOBODY, count=0), Zone("box", "pile", None, NOBODY,
                                                                  count=0),
             Zone("stack", "stack", None, OWNER), Zone("flip", "pile")]
    for s in range(players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"party{s}", "row", s)]
    model = TableModel(zones)
    model.labels.update({"owner": None, "holder": None, "round": 0, "winners": ()})
    model.labels.update({f"must{s}": False for s in range(players)})
    return model


def from_view(view: View) -> TableModel:
    model = empty(view)
    model.set_count("box", view.removed)
    for s in range(view.players):
        model.anonymous(f"hand{s}", view.hand_sizes[s], view.hand if s == view.seat else ())
        model.anonymous(f"party{s}", len(view.parties[s]), view.parties[s], face_up=True)
    order = view.stack_order or (() if view.peek is None else (view.peek,))
    model.anonymous("stack", view.stack_size, order)
    if view.pending is not None:
        model.anonymous("flip", 1, (view.pending,), face_up=True)
    model.labels.update({"owner": view.owner, "holder": view.holder, "round": view.round,
                         "winners": tuple(view.winners)})
    model.labels.update({f"must{s}": m for s, m in enumerate(view.must_flip)})
    return model


def _zone(name: str, seat: int | None) -> str:
    return name if name in SHARED else f"{name}{seat}"


def _place(model: TableModel, zone: str, face) -> int | None:
    """Where a card of kind ``face`` lies in a hand or party kept in kind order."""
    if face is None or zone in SHARED:
        return None
    faces = [model.items[i].face for i in model.ids(zone)]
    return bisect_right([f for f in faces if f is not None], face)


def ops(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    seat = model.facts["seat"]
    if kind == "start":
        return [SetCount("deck", sum(d["deck"])), Label("owner", d["owner"]),
                Label("holder", d["owner"])]
    if kind == "move":
        src, dst = _zone(d["from_zone"], d["from_seat"]), _zone(d["to_zone"], d["to_seat"])
        face = d.get("card")
        # GF-23: a card going into another seat's hand is forgotten at once.
        known = face is not None and (not dst.startswith("hand") or dst == f"hand{seat}")
        return [Take(src, dst, face, 0 if src == "stack" else None,        # the Stack's top
                     _place(model, dst, face if known else None), known,
                     dst.startswith("party") or dst == "flip")]
    if kind == "round":
        return [Label("round", d["number"]), Label("owner", d["owner"]),
                Label("holder", d["owner"])]
    if kind == "pass":
        return [Label("holder", d["to"])]
    if kind == "peek" and d.get("card") is not None:
        return [Reveal(model.ids("stack")[0], d["card"])]
    if kind == "kept" and d.get("card") is not None:      # the rest of the hand goes unseen
        hand = model.in_zone(f"hand{d['seat']}")
        keep = next(i.id for i in hand if i.face == d["card"])
        return [Reveal(i.id, None) for i in hand if i.id != keep]
    if kind == "must_flip":
        return [Label(f"must{d['seat']}", d["on"])]
    if kind == "game_over":
        return [Label("winners", tuple(d["winners"]))]
    return []


PROJECTION = Projection(empty, from_view, ops)
