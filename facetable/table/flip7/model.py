"""What the Flip 7 table shows, kept up to date from events, and rebuilt from a view.

After every batch of events the model built from events must equal ``from_view`` of the engine's
view: tests check it, and the controller can fall back to it so a lost event never leaves a wrong
table. No Qt here.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import Event
from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED, Card, View
from facetable.engine.flip7.lines import FLIP7_CARDS, line_sevens
from facetable.engine.flip7.scoring import line_score


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
        zones = {"discard": []}
        for s in range(players):
            zones.update({f"line{s}": [], f"mods{s}": [], f"pending{s}": []})
        return cls(players, zones, deck_size, [ACTIVE] * players, [0] * players, [0] * players)

    @classmethod
    def from_view(cls, view: View) -> "Flip7Table":
        table = cls.empty(view.players)
        table.zones["discard"] = list(view.discard)
        for s, seat in enumerate(view.seats):
            table.zones[f"line{s}"] = list(seat.numbers)
            table.zones[f"mods{s}"] = list(seat.mods)
            table.zones[f"pending{s}"] = list(seat.pending)
        table.draw_count = view.draw_count
        table.status = [seat.status for seat in view.seats]
        table.totals = [seat.total for seat in view.seats]
        table.round_scores = list(view.last_round_scores)
        table.turn = view.to_act if view.decision == "turn" else None
        table.dealer, table.round_no, table.winner = view.dealer, view.round_no, view.winner
        return table

    def owner(self, card: int) -> int | None:
        """The seat whose line, modifiers or waiting cards hold ``card`` (None: a pile)."""
        for zone, cards in self.zones.items():
            if card in cards and zone != "discard":
                return int(zone.lstrip("linemodspending"))
        return None

    def round_value(self, seat: int, deck: tuple[Card, ...], brutal: bool = False,
                    pair_counts_twice: bool = True) -> int | None:
        """What ``seat``'s line would score if the round ended now (numbers, ÷2, modifiers,
        a Flip 7's bonus, a bust), by the engine's own scoring; None before its first card."""
        numbers = [deck[c] for c in self.zones[f"line{seat}"]]
        mods = [deck[c] for c in self.zones[f"mods{seat}"]]
        busted = self.status[seat] == BUSTED
        if not numbers and not mods and not busted:
            return None
        flip7 = not busted and line_sevens(numbers, pair_counts_twice) >= FLIP7_CARDS
        return line_score(numbers, mods, busted=busted, flip7=flip7, brutal=brutal)

    def same_cards(self, other: "Flip7Table") -> bool:
        """Every card in the same place, same piles, same statuses and totals."""
        return (self.zones == other.zones and self.draw_count == other.draw_count
                and self.status == other.status and self.totals == other.totals)

    def apply(self, event: Event) -> None:
        d = event.data
        kind = event.kind
        if kind == "round_start":
            self.round_no, self.dealer = d["round"], d["dealer"]
            self.status = [ACTIVE] * self.players
            self.turn = None
        elif kind == "draw":
            self.draw_count -= 1
            self.zones[d["to"]].append(d["card"])
        elif kind == "move":
            self.zones[d["from"]].remove(d["card"])
            self.zones[d["to"]].append(d["card"])
        elif kind == "reshuffle":
            self.draw_count = d["count"]
            self.zones["discard"] = []
        elif kind == "bust":
            self.status[d["seat"]] = BUSTED
        elif kind == "stay":
            self.status[d["seat"]] = STAYED
        elif kind == "turn":
            self.turn = d["seat"]
        elif kind == "round_end":
            self.totals = list(d["totals"])
            self.round_scores = list(d["scores"])
            self.turn = None
        elif kind == "game_over":
            self.winner = d["winner"]
            self.turn = None
