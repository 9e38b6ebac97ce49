"""The Crack the Code table as zones (no Qt): its declaration, the projection of a view, what each
event does to the zones, and ``CrackTable``, the plain picture the layout and the words read.

Values are only what the seat being shown may know: events come redacted, the view is that
seat's. Nothing here applies a rule: positions, counts and the log come from the view or events.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import Event
from facetable.engine.crack import View

from ..zones import (NOBODY, OWNER, Flip, Item, Label, Move, Op, Projection, Reveal,
                     TableModel, Zone)


def _zones(players: int) -> list[Zone]:
    zones = [Zone(f"pool{c}", "pile", None, NOBODY) for c in (0, 1)]
    for s in range(players):
        zones += [Zone(f"row{s}", "row", s, OWNER), Zone(f"held{s}", "stack", s, OWNER)]
    return zones


def empty(view) -> TableModel:
    return _empty(view.players)


def _empty(players: int) -> TableModel:
    model = TableModel(_zones(players))
    model.labels.update({"turn": None, "winner": None, "log": ()})
    model.labels.update({f"out{s}": False for s in range(players)})
    return model


def from_view(view: View) -> TableModel:
    model = _empty(view.players)
    for c in (0, 1):
        model.put(f"pool{c}", (Item(t, "tile", c) for t in view.pool[c]))
    for s, row in enumerate(view.rows):
        model.put(f"row{s}", (Item(t.id, "tile", t.colour, t.value, t.revealed) for t in row))
    if view.held is not None:
        t = view.held
        model.put(f"held{view.held_by}", [Item(t.id, "tile", t.colour, t.value, t.revealed)])
    over = view.winner is not None
    model.labels.update({"turn": None if over else view.to_act,
                         "winner": view.winner, "log": tuple(view.log)})
    model.labels.update({f"out{s}": o for s, o in enumerate(view.out)})
    return model


def ops(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    if kind == "start":
        return [Move(t, f"pool{c}", kind="tile", back=c) for c in (0, 1) for t in d["pool"][c]]
    if kind == "draw":
        return [Move(d["tile"], f"held{d['seat']}", face=d.get("value"))]
    if kind == "insert":
        return [Move(d["tile"], f"row{d['seat']}", d["index"], face=d.get("value"),
                     face_up=d["face_up"])]
    if kind == "reveal":
        return [Reveal(d["tile"], d["value"]), Flip(d["tile"], True)]
    if kind == "guess":
        from facetable.engine.crack import Guess
        guess = Guess(d["seat"], d["target"], d["tile"], d["value"], d["correct"],
                      d["position"])
        return [Label("log", model.labels["log"] + (guess,))]
    if kind == "turn":
        return [Label("turn", d["seat"])]
    if kind == "out":
        return [Label(f"out{d['seat']}", True)]
    if kind == "game_over":
        return [Label("winner", d["winner"]), Label("turn", None)]
    return []


PROJECTION = Projection(empty, from_view, ops)


def end_ops(model: TableModel, values: dict[int, int], places: dict[int, int]) -> list[Op]:
    """The game is over and nothing is secret: every tile still face down is turned up with its
    value (``values``), and a tile still held stands in its row at the place the engine gives
    (``places``: tile id -> index)."""
    out: list[Op] = []
    for name, zone in model.zones.items():
        if zone.kind == "pile":
            continue
        for t in zone.items:
            if not model.items[t].face_up and t in values:
                out += [Reveal(t, values[t]), Flip(t, True)]
            if name.startswith("held") and t in places:
                out.append(Move(t, f"row{zone.owner}", places[t]))
    return out


# --- the plain picture the layout and the words read ------------------------------------------
@dataclass(frozen=True, slots=True)
class ShownTile:
    id: int
    colour: int            # 0 black, 1 white
    value: int | None      # None: not known to the seat being shown
    face_up: bool          # revealed to everyone


@dataclass
class CrackTable:
    players: int
    rows: list[list[ShownTile]]
    pool: list[list[int]]                  # tile ids per colour (black, white)
    held: ShownTile | None = None
    held_by: int | None = None
    turn: int | None = None
    out: list[bool] = field(default_factory=list)
    winner: int | None = None
    log: list = field(default_factory=list)

    @classmethod
    def empty(cls, players: int) -> "CrackTable":
        return cls.of(_empty(players), players)

    @classmethod
    def from_view(cls, view: View) -> "CrackTable":
        return cls.of(PROJECTION.project(view), view.players)

    @classmethod
    def of(cls, model: TableModel, players: int) -> "CrackTable":
        def shown(item: Item) -> ShownTile:
            return ShownTile(item.id, item.back, item.face, item.face_up)
        held = [(s, shown(i)) for s in range(players) for i in model.in_zone(f"held{s}")]
        lab = model.labels
        return cls(players, [[shown(i) for i in model.in_zone(f"row{s}")] for s in range(players)],
                   [model.ids("pool0"), model.ids("pool1")],
                   held[0][1] if held else None, held[0][0] if held else None,
                   lab["turn"], [lab[f"out{s}"] for s in range(players)], lab["winner"],
                   list(lab["log"]))

    def same_tiles(self, other: "CrackTable") -> bool:
        return (self.rows == other.rows and self.pool == other.pool and self.held == other.held
                and self.out == other.out)

    def tile(self, tile_id: int) -> ShownTile | None:
        for row in self.rows:
            for t in row:
                if t.id == tile_id:
                    return t
        return self.held if self.held and self.held.id == tile_id else None

    def owner(self, tile_id: int) -> int | None:
        for s, row in enumerate(self.rows):
            if any(t.id == tile_id for t in row):
                return s
        return self.held_by if self.held and self.held.id == tile_id else None


__all__ = ["PROJECTION", "CrackTable", "ShownTile", "end_ops"]
