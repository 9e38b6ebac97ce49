"""What the Crack the Code table shows, from events or from a seat's view (no Qt).

Values are only what the seat being shown may know: the model is fed redacted events, and is
rebuilt from that seat's view when another human takes over the screen.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from facetable.engine.contract import Event
from facetable.engine.crack import View


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
    log: list[tuple[int, int, int, int, bool]] = field(default_factory=list)

    @classmethod
    def empty(cls, players: int) -> "CrackTable":
        return cls(players, [[] for _ in range(players)], [[], []], out=[False] * players)

    @classmethod
    def from_view(cls, view: View) -> "CrackTable":
        def shown(t) -> ShownTile:
            return ShownTile(t.id, t.colour, t.value, t.revealed)
        table = cls.empty(view.players)
        table.rows = [[shown(t) for t in row] for row in view.rows]
        table.pool = [list(view.pool[0]), list(view.pool[1])]
        table.held = shown(view.held) if view.held is not None else None
        table.held_by = view.held_by
        table.turn = view.to_act if view.winner is None else None
        table.out = list(view.out)
        table.winner = view.winner
        table.log = [tuple(g) for g in view.log]
        return table

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

    def apply(self, event: Event) -> None:
        d, kind = event.data, event.kind
        if kind == "start":
            self.pool = [list(d["pool"][0]), list(d["pool"][1])]
        elif kind == "draw":
            self.pool[d["colour"]].remove(d["tile"])
            self.held = ShownTile(d["tile"], d["colour"], d.get("value"), False)
            self.held_by = d["seat"]
        elif kind == "insert":
            self.rows[d["seat"]].insert(d["index"], ShownTile(
                d["tile"], d["colour"], d.get("value"), d["face_up"]))
            self.held = self.held_by = None
        elif kind == "reveal":
            self._turn_up(d["tile"], d["value"])
        elif kind == "guess":
            self.log.append((d["seat"], d["target"], d["tile"], d["value"], d["correct"]))
        elif kind == "turn":
            self.turn = d["seat"]
        elif kind == "out":
            self.out[d["seat"]] = True
        elif kind == "game_over":
            self.winner, self.turn = d["winner"], None

    def reveal_all(self, values: dict[int, int]) -> None:
        """After the game: every tile still face down, in a row or held, is turned up with
        its value (``values``: tile id -> value)."""
        tiles = [t for row in self.rows for t in row] + ([self.held] if self.held else [])
        for t in tiles:
            if not t.face_up and t.id in values:
                self._turn_up(t.id, values[t.id])

    def _turn_up(self, tile_id: int, value: int) -> None:
        if self.held and self.held.id == tile_id:
            self.held = replace(self.held, value=value, face_up=True)
            return
        for row in self.rows:
            for i, t in enumerate(row):
                if t.id == tile_id:
                    row[i] = replace(t, value=value, face_up=True)
