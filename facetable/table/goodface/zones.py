"""The Good Face Bad Face table as zones (no Qt): the deck and the box (only counted), each
seat's hand, party and face-up flip spot, and the Stack; whose Stack it is, who holds it, the
round, whether its Stack is being built, the must-flip markers and the winners as labels.

The engine gives cards no ids, so every card is anonymous (``table/zones.py``) and shows its
kind only as far as the seat shown may know it: its own hand (kinds in order, as the view
lists them), every party, its own Stack while it builds it, a peeked card. A card that goes into
another seat's hand is forgotten at once (GF-23), unless the events shown are not redacted
(open hands: a deal names another seat's card; ``facts["open"]``). The controller holds these
zones (``controller.py``); the drift check keeps them equal to the view
(``tests/test_table_drift.py``).
"""
from __future__ import annotations

from bisect import bisect_right

from facetable.engine.contract import Event
from facetable.engine.goodface import View

from ..zones import (NOBODY, OWNER, Label, Op, Projection, Reveal, SetCount, Take, TableModel,
                     Zone)


#: The zones that belong to no seat (the others are named by zone and seat: "hand2").
SHARED = ("deck", "box", "stack")


def empty(view: View) -> TableModel:
    players = view.players
    zones = [Zone("deck", "pile", None, NOBODY, count=0),
             Zone("box", "pile", None, NOBODY, count=0), Zone("stack", "stack", None, OWNER)]
    for s in range(players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"party{s}", "row", s),
                  Zone(f"flip{s}", "pile", s)]
    model = TableModel(zones)
    model.facts.update(players=players, step=view.step, round_limit=view.round_limit,
                       effects=tuple(view.effects), open=False)
    model.labels.update({"owner": None, "holder": None, "round": 0, "building": True,
                         "winners": ()})
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
        # A Greedy whose gift ended the game (GF-28) lies on its flipper's spot.
        keeper = view.holder if view.keeper is None else view.keeper
        model.anonymous(f"flip{keeper}", 1, (view.pending,), face_up=True)
    model.labels.update({"owner": view.owner, "holder": view.holder, "round": view.round,
                         "building": view.phase == "build", "winners": tuple(view.winners)})
    model.labels.update({f"must{s}": m for s, m in enumerate(view.must_flip)})
    return model


def _zone(name: str, seat: int | None) -> str:
    return name if name in SHARED else f"{name}{seat}"


def _place(model: TableModel, zone: str, face) -> int | None:
    """Where a card of kind ``face`` lies in a hand or party kept in kind order (on a flip
    spot: last)."""
    if face is None or zone in SHARED or zone.startswith("flip"):
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
        if d["reason"] == "deal" and face is not None and d["to_seat"] != seat:
            model.facts["open"] = True            # events not redacted: open hands
        # GF-23: a card going into another seat's hand is forgotten at once.
        known = face is not None and (not dst.startswith("hand") or dst == f"hand{seat}"
                                      or model.facts["open"])
        return [Take(src, dst, face, 0 if src == "stack" else None,        # the Stack's top
                     _place(model, dst, face if known else None), known,
                     dst.startswith(("party", "flip")))]
    if kind == "round":
        return [Label("round", d["number"]), Label("owner", d["owner"]),
                Label("holder", d["owner"]), Label("building", True)]
    if kind == "sealed":
        return [Label("building", False)]
    if kind == "pass":
        return [Label("holder", d["to"]), Label("building", False)]
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
