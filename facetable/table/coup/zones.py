"""The Coup table as zones (no Qt): the court deck (only counted), each seat's hand of face-down
cards and its row of cards turned up, and the coins, whose turn and who is out as labels.

A card id tells its role, so an opponent's face-down card is anonymous (``table/zones.py``);
when it is shown or lost, the last anonymous card of that hand gives way to it. The Coup
controller holds these zones and ``model.CoupTable`` copies its cards, deck, coins and seats from
them (a redraw too); the drift check keeps them equal to the view after every move
(``tests/test_table_drift.py``).
"""
from __future__ import annotations

from facetable.engine.contract import Event
from facetable.engine.coup import View

from ..zones import (NOBODY, OWNER, Identify, Label, Move, MoveUnknown, Op, Projection, SetCount,
                     TableModel, Zone)


def empty(view: View) -> TableModel:
    players = view.players
    zones = [Zone("deck", "pile", None, NOBODY, count=0)]
    for s in range(players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"up{s}", "row", s)]
    model = TableModel(zones)
    model.labels.update({"actor": None, "winner": None})
    model.labels.update({f"coins{s}": 0 for s in range(players)})
    model.labels.update({f"out{s}": False for s in range(players)})
    return model


def from_view(view: View) -> TableModel:
    model = empty(view)
    model.set_count("deck", view.deck_size)
    for s in range(view.players):
        if s == view.seat:
            for card in view.hand:
                model.apply(Move(card, f"hand{s}", face=card))
        else:
            model.anonymous(f"hand{s}", view.hidden[s])
        for card in view.face_up[s]:
            model.apply(Move(card, f"up{s}", face=card, face_up=True))
    shown = view.pending.shown
    if shown is not None:                       # a challenged claim shown true, still in hand
        model.apply(Identify(f"hand{view.pending.claimant}", shown, shown))
    model.labels.update({"actor": None if view.winner is not None else view.actor,
                         "winner": view.winner})
    model.labels.update({f"coins{s}": c for s, c in enumerate(view.coins)})
    model.labels.update({f"out{s}": o for s, o in enumerate(view.out)})
    return model


def _coins(model: TableModel, seat: int, change: int) -> Label:
    return Label(f"coins{seat}", model.labels[f"coins{seat}"] + change)


def _to_hand(seat: int, count: int, cards, index: int | None) -> list[Op]:
    if cards is None:
        return [MoveUnknown("deck", f"hand{seat}", count, index)]
    return [Move(c, f"hand{seat}", None if index is None else index + k, source="deck", face=c)
            for k, c in enumerate(cards)]


def ops(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    if kind == "start":
        return ([SetCount("deck", d["deck_size"]), Label("actor", d["first"])]
                + [Label(f"coins{s}", c) for s, c in enumerate(d["coins"])])
    if kind in ("deal", "draw"):
        return _to_hand(d["seat"], d["count"], d.get("cards"), d.get("index"))
    if kind == "turn":
        return [Label("actor", d["seat"])]
    if kind == "declare" and d["paid"]:
        return [_coins(model, d["seat"], -d["paid"])]
    if kind == "show":
        return [Identify(f"hand{d['seat']}", d["card"], d["card"])]
    if kind == "lose":
        return [Identify(f"hand{d['seat']}", d["card"], d["card"]),
                Move(d["card"], f"up{d['seat']}", face_up=True)]
    if kind == "out":
        return [Label(f"out{d['seat']}", True), Label(f"coins{d['seat']}", 0)]
    if kind == "return":
        hand, cards = f"hand{d['seat']}", d.get("cards")
        if cards is not None and all(model.where(c) == hand for c in cards):
            return [Move(c, "deck") for c in cards]
        return [MoveUnknown(hand, "deck", d["count"])]
    if kind == "coins":
        out = [_coins(model, d["seat"], d["amount"])]
        if d["giver"] is not None:
            out.append(_coins(model, d["giver"], -d["amount"]))
        return out
    if kind == "cancelled" and d["refund"]:
        return [_coins(model, d["seat"], d["refund"])]
    if kind == "game_over":
        return [Label("winner", d["winner"]), Label("actor", None)]
    return []


PROJECTION = Projection(empty, from_view, ops)
