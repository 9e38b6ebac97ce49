"""The story of a Face Guess game as one seat knows it (no Qt): each round's calls as they are
made, then its revealed cards, who was right and the points each seat made, for the grid and
the History panel. It tells what events say; the cards are in the zone model (``zones.py``)."""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import Event


@dataclass
class RoundEntry:
    """One round as everyone saw it. ``calls[g]`` is guesser g's calls by seat (None: g has
    not guessed yet); ``cards`` the revealed kinds (None before the reveal); ``points[s]``
    what seat s made this round (the score events' amounts); ``marks[(g, s)]`` whether g's
    call about s was right, as its score event says (FG-6); ``scored`` the round is scored."""

    number: int
    start: int
    calls: list[tuple[str | None, ...] | None]
    cards: tuple[str, ...] | None = None
    points: list[int] = field(default_factory=list)
    marks: dict[tuple[int, int], bool] = field(default_factory=dict)
    scored: bool = False


@dataclass
class Story:
    players: int
    rounds: list[RoundEntry] = field(default_factory=list)
    #: The round the grid shows: this round once its guessing starts, else the last one
    #: (its result stays on the table while the next cards are put down).
    shown: int = 0
    end_reason: str | None = None

    def tell(self, event: Event) -> None:
        d, kind = event.data, event.kind
        entry = self.rounds[-1] if self.rounds else None
        if kind == "start":
            self.rounds, self.shown, self.end_reason = [], 0, None
        elif kind == "round":
            self.rounds.append(RoundEntry(d["number"], d["start"], [None] * self.players))
            if len(self.rounds) == 1:
                self.shown = 0
        elif kind == "turn":
            self.shown = len(self.rounds) - 1
        elif kind == "guess" and entry is not None:
            entry.calls[d["seat"]] = tuple(d["calls"])
        elif kind == "reveal":
            self.shown = len(self.rounds) - 1
            if entry is not None:
                entry.cards = tuple(d["cards"])
                entry.points = [0] * self.players
        elif kind == "score" and entry is not None and entry.points:
            entry.points[d["seat"]] += d["amount"]
            if d["reason"] in ("right", "wrong"):
                entry.marks[(d["guesser"], d["about"])] = d["reason"] == "right"
        elif kind == "scores" and entry is not None:
            entry.scored = True
        elif kind == "game_over":
            self.end_reason = d["reason"]
