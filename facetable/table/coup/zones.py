"""The Coup table as zones (no Qt): the court deck (only counted), each seat's hand of face-down
cards, its row of cards turned up and its coins (counted), the treasury (a bank that never runs
out), and as labels whose turn it is, who is out or won, and the turn's story.

A card id tells its role, so an opponent's face-down card is anonymous (``table/zones.py``);
when it is shown or lost, the last anonymous card of that hand gives way to it. Coins move
between the piles as the events say, so every count shown is the zones' own. The story is the
events themselves (redacted for the seat shown): ``turn`` those of the turn in progress (the
banner), ``history`` every public claim, block, challenge and outcome (the History panel),
``shown`` the card shown to answer a challenge until it goes back into the court deck (CP-11),
``exchange`` an Exchange in progress as (the seat, how many cards it keeps) (CP-7). The drift
check keeps all of it equal to the view after every move (``tests/test_table_drift.py``).
"""
from __future__ import annotations

from facetable.engine.contract import Event
from facetable.engine.coup import View

from ..zones import (NOBODY, OWNER, Identify, Label, Move, MoveUnknown, Op, Projection, SetCount,
                     TableModel, Zone)

#: Events the History panel lists (all public).
HISTORY_KINDS = frozenset({"declare", "challenge", "unchallenged", "block", "unblocked", "show",
                           "refuse", "lose", "out", "cancelled", "blocked", "fizzled",
                           "game_over"})
#: The treasury: coins are taken from it and paid into it.
BANK = "treasury"


def coin_zone(seat: int | None) -> str:
    """The zone of ``seat``'s coins (None: the treasury)."""
    return BANK if seat is None else f"coins{seat}"


def holds_coins(zone: str) -> bool:
    return zone == BANK or zone.startswith("coins")


def empty(view: View) -> TableModel:
    players = view.players
    zones = [Zone("deck", "pile", None, NOBODY, count=0),
             Zone(BANK, "pile", None, count=0, endless=True)]
    for s in range(players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"up{s}", "row", s),
                  Zone(coin_zone(s), "pile", s, count=0)]
    model = TableModel(zones)
    model.labels.update({"actor": None, "winner": None, "turn": (), "history": (),
                         "shown": None, "exchange": None})
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
        model.set_count(coin_zone(s), view.coins[s])
    shown = view.pending.shown
    if shown is not None:                       # a challenged claim shown true, still in hand
        model.apply(Identify(f"hand{view.pending.claimant}", shown, shown))
    turn = max((i for i, e in enumerate(view.log) if e.kind == "turn"), default=0)
    model.labels.update({"actor": None if view.winner is not None else view.actor,
                         "winner": view.winner, "turn": view.log[turn:],
                         "history": tuple(e for e in view.log if e.kind in HISTORY_KINDS),
                         "shown": shown,
                         "exchange": (view.actor, view.keep) if view.phase == "exchange"
                         else None})
    model.labels.update({f"out{s}": o for s, o in enumerate(view.out)})
    return model


def _to_hand(seat: int, count: int, cards, index: int | None) -> list[Op]:
    if cards is None:
        return [MoveUnknown("deck", f"hand{seat}", count, index)]
    return [Move(c, f"hand{seat}", None if index is None else index + k, source="deck", face=c)
            for k, c in enumerate(cards)]


def ops(event: Event, model: TableModel) -> list[Op]:
    """What ``event`` does to the cards and coins, then to the story."""
    return _moves(event, model) + _story(event, model)


def _moves(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    if kind == "start":
        return ([SetCount("deck", d["deck_size"]), Label("actor", d["first"])]
                + [SetCount(coin_zone(s), c) for s, c in enumerate(d["coins"])])
    if kind in ("deal", "draw"):
        return _to_hand(d["seat"], d["count"], d.get("cards"), d.get("index"))
    if kind == "turn":
        return [Label("actor", d["seat"])]
    if kind == "declare":
        return [MoveUnknown(coin_zone(d["seat"]), BANK, d["paid"])]
    if kind == "show":
        return [Identify(f"hand{d['seat']}", d["card"], d["card"])]
    if kind == "lose":
        return [Identify(f"hand{d['seat']}", d["card"], d["card"]),
                Move(d["card"], f"up{d['seat']}", face_up=True)]
    if kind == "out":
        return [Label(f"out{d['seat']}", True), MoveUnknown(coin_zone(d["seat"]), BANK, d["coins"])]
    if kind == "return":
        hand, cards = f"hand{d['seat']}", d.get("cards")
        if cards is not None and all(model.where(c) == hand for c in cards):
            return [Move(c, "deck") for c in cards]
        return [MoveUnknown(hand, "deck", d["count"])]
    if kind == "coins":
        return [MoveUnknown(coin_zone(d["giver"]), coin_zone(d["seat"]), d["amount"])]
    if kind == "cancelled":
        return [MoveUnknown(BANK, coin_zone(d["seat"]), d["refund"])]
    if kind == "game_over":
        return [Label("winner", d["winner"]), Label("actor", None)]
    return []


def _story(event: Event, model: TableModel) -> list[Op]:
    d, kind, labels = event.data, event.kind, model.labels
    out = [Label("turn", (event,) if kind in ("start", "turn") else labels["turn"] + (event,))]
    if kind in HISTORY_KINDS:
        out.append(Label("history", labels["history"] + (event,)))
    if kind == "turn":
        out += [Label("shown", None), Label("exchange", None)]
    elif kind == "show":
        out.append(Label("shown", d["card"]))
    elif (kind == "lose" and d["card"] == labels["shown"]
          or kind == "return" and d["reason"] == "shown"):
        out.append(Label("shown", None))
    elif kind == "draw" and d["reason"] == "exchange":    # it keeps as many as it held (CP-7)
        out.append(Label("exchange", (d["seat"], len(model.zones[f"hand{d['seat']}"].items))))
    elif kind == "return":
        out.append(Label("exchange", None))
    return out


PROJECTION = Projection(empty, from_view, ops)
