"""High Card's table as zones (no Qt): the stock, a hand per seat, the trick, a taken pile."""
from __future__ import annotations

from facetable.table.zones import (ALL, NOBODY, OWNER, Identify, Label, Move, MoveUnknown,
                                   Projection, TableModel, Zone, known)


def empty(view) -> TableModel:
    zones = [Zone("stock", "pile", None, NOBODY, count=52), Zone("trick", "row")]
    for s in range(view.players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"taken{s}", "pile", s, ALL, count=0)]
    model = TableModel(zones)
    model.labels.update({"turn": None, **{f"tricks{s}": 0 for s in range(view.players)}})
    return model


def from_view(view) -> TableModel:
    model = empty(view)
    model.set_count("stock", view.stock)
    for s, hand in enumerate(view.hands):
        model.put(f"hand{s}", map(known, hand or [None] * view.counts[s]))
        model.set_count(f"taken{s}", len(view.won[s]))
        model.labels[f"tricks{s}"] = view.tricks[s]
    model.put("trick", (known(c) for _, c in view.trick))
    model.labels["turn"] = view.to_act
    return model


def ops(event, model: TableModel) -> list:
    d, hand = event.data, f"hand{event.data.get('seat')}"
    if event.kind == "deal":
        if "cards" not in d:
            return [MoveUnknown("stock", hand, d["count"])]
        return [Move(c, hand, source="stock", face=c) for c in d["cards"]]
    if event.kind == "play":                     # face down but the lead: known to its owner
        if "card" not in d:
            return [MoveUnknown(hand, "trick", 1)]
        return [Identify(hand, d["card"], d["card"]), Move(d["card"], "trick")]
    if event.kind == "reveal":                   # the last anonymous card is the last played
        return [*(Identify("trick", c, c) for c in reversed(d["cards"])), Label("turn", None)]
    if event.kind == "trick":
        w = d["winner"]
        return [Move(c, f"taken{w}") for c in d["cards"]] + [Label(f"tricks{w}", d["tricks"])]
    if event.kind == "turn":
        return [Label("turn", d["seat"])]
    return []


PROJECTION = Projection(empty, from_view, ops)
