"""The Flip 7 table as zones (no Qt): its declaration, the projection of a view, what each event
does to the zones, and ``Flip7Table``, the plain picture the layout and the words read.

Every card is public once drawn (F7-35: only the draw pile's order is secret), so a card's face
is its id in the deck. Nothing here applies a rule: the round value beside a line is the
engine's own ``round_value`` of the cards shown; totals and statuses come from events.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import Event
from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED, Card, View
from facetable.engine.flip7.scoring import round_value

from ..zones import (NOBODY, Clear, Label, Move, Op, Projection, SetCount, TableModel, Zone,
                     known)


def _empty(players: int, deck_size: int) -> TableModel:
    zones = [Zone("draw", "pile", None, NOBODY, count=deck_size), Zone("discard", "pile")]
    for s in range(players):
        zones += [Zone(f"line{s}", "row", s), Zone(f"mods{s}", "row", s),
                  Zone(f"pending{s}", "stack", s)]
    model = TableModel(zones)
    model.labels.update({"turn": None, "dealer": 0, "round": 0, "winner": None})
    for s in range(players):
        model.labels.update({f"status{s}": ACTIVE, f"total{s}": 0, f"last{s}": 0})
    return model


def empty(view: View) -> TableModel:
    model = _empty(view.players, len(view.deck))
    model.facts.update(deck=view.deck, options=view.options, players=view.players)
    return model


def from_view(view: View) -> TableModel:
    model = empty(view)
    model.set_count("draw", view.draw_count)

    def cards(ids):
        return (known(c, True) for c in ids)
    model.put("discard", cards(view.discard))
    for s, seat in enumerate(view.seats):
        model.put(f"line{s}", cards(seat.numbers))
        model.put(f"mods{s}", cards(seat.mods))
        model.put(f"pending{s}", cards(seat.pending))
        model.labels.update({f"status{s}": seat.status, f"total{s}": seat.total,
                             f"last{s}": view.last_round_scores[s],
                             f"value{s}": view.round_value(s)})
    model.labels.update({"turn": view.to_act if view.decision == "turn" else None,
                         "dealer": view.dealer, "round": view.round_no, "winner": view.winner})
    return model


def ops(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    if kind == "round_start":
        players = model.facts["players"]
        return ([Label("round", d["round"]), Label("dealer", d["dealer"]), Label("turn", None)]
                + [Label(f"status{s}", ACTIVE) for s in range(players)])
    if kind == "draw":
        out: list[Op] = [Move(d["card"], d["to"], source="draw", face=d["card"], face_up=True)]
        if d["to"].startswith("pending"):         # a card to resolve: no plain turn now
            out.append(Label("turn", None))
        return out
    if kind == "move":
        return [Move(d["card"], d["to"])]
    if kind == "reshuffle":
        return [Clear("discard"), SetCount("draw", d["count"])]
    if kind == "bust":
        return [Label(f"status{d['seat']}", BUSTED)]
    if kind == "stay":
        return [Label(f"status{d['seat']}", STAYED)]
    if kind == "turn":
        return [Label("turn", d["seat"])]
    if kind == "flip7":                            # the round ends, or a Brutal choice opens
        return [Label("turn", None)]
    if kind == "round_end":
        return ([Label("turn", None)] + [Label(f"total{s}", t) for s, t in enumerate(d["totals"])]
                + [Label(f"last{s}", v) for s, v in enumerate(d["scores"])])
    if kind == "game_over":
        return [Label("winner", d["winner"]), Label("turn", None)]
    return []


def derive(model: TableModel) -> dict:
    """Each line's round value, by the engine's scoring of the cards shown."""
    options = model.facts["options"]
    players = model.facts["players"]
    shown = Flip7Table.of(model, players)
    return {f"value{s}": shown.round_value(s, model.facts["deck"], options.brutal,
                                           options.lucky13_pair_counts_twice)
            for s in range(players)}


PROJECTION = Projection(empty, from_view, ops, derive)


@dataclass
class Flip7Table:
    """The Flip 7 table as shown: the cards in each zone, the pile and the scores."""

    players: int
    zones: dict[str, list[int]]
    draw_count: int
    status: list[str]
    totals: list[int]
    round_scores: list[int] = field(default_factory=list)
    turn: int | None = None
    dealer: int = 0
    round_no: int = 0
    winner: int | None = None

    @classmethod
    def empty(cls, players: int, deck_size: int = 108) -> "Flip7Table":
        return cls.of(_empty(players, deck_size), players)

    @classmethod
    def from_view(cls, view: View) -> "Flip7Table":
        return cls.of(PROJECTION.project(view), view.players)

    @classmethod
    def of(cls, model: TableModel, players: int) -> "Flip7Table":
        lab = model.labels
        return cls(players, {name: list(z.items) for name, z in model.zones.items()
                             if name != "draw"},
                   model.zones["draw"].size, [lab[f"status{s}"] for s in range(players)],
                   [lab[f"total{s}"] for s in range(players)],
                   [lab[f"last{s}"] for s in range(players)], lab["turn"], lab["dealer"],
                   lab["round"], lab["winner"])

    def owner(self, card: int) -> int | None:
        """The seat whose line, modifiers or waiting cards hold ``card`` (None: a pile)."""
        for zone, cards in self.zones.items():
            if card in cards and zone != "discard":
                return int(zone.lstrip("linemodspending"))
        return None

    def round_value(self, seat: int, deck: tuple[Card, ...], brutal: bool = False,
                    pair_counts_twice: bool = True) -> int | None:
        """What ``seat``'s line would score if the round ended now: the engine's
        ``round_value`` of the cards shown (None before its first card)."""
        return round_value([deck[c] for c in self.zones[f"line{seat}"]],
                           [deck[c] for c in self.zones[f"mods{seat}"]],
                           busted=self.status[seat] == BUSTED, brutal=brutal,
                           pair_counts_twice=pair_counts_twice)

    def same_cards(self, other: "Flip7Table") -> bool:
        """Every card in the same place, same piles, same statuses and totals."""
        return (self.zones == other.zones and self.draw_count == other.draw_count
                and self.status == other.status and self.totals == other.totals)
