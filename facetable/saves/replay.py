"""A game to watch again: its events move by move, and where its turns and rounds start (no Qt).

A replay is a game's ``(options, seed, deal, first, moves)`` played through the contract once; the viewer
(``facetable/app/replay_window.py``) then shows any position ``p`` (the game after its first
``p`` moves, 0 … ``length``) by giving the game's own table controller the opening events and
the events of those moves, redacted for the seat watched. Turns and rounds are found by the
event kinds a game declares (``GameSpec.turn_events``, ``round_events``): a position starts a
turn when the move before it (the opening, for position 0) emitted one.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Sequence

from facetable.engine import SPECTATOR, Event, GameOptions, GameState, Move, OptionSet
from facetable.games import GameSpec

#: The seat a replay is watched from when everything is shown face up.
OPEN = -2


@dataclass
class Replay:
    """One game, ready to be shown at any position."""

    spec: GameSpec
    options: GameOptions
    seed: int
    moves: list[Move]
    #: Seat names, in seat order.
    names: list[str]
    table_options: OptionSet | None = None
    #: The seats whose view may be shown (SPECTATOR: the public view; OPEN: everything).
    views: tuple[int, ...] = ()
    #: Opening events, then the events of each move.
    start_events: list[Event] = field(default_factory=list)
    steps: list[list[Event]] = field(default_factory=list)
    #: The state after the last move (``show_final`` reveals from it once the game is over).
    final: Any = None
    turns: list[int] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)
    #: ``setup``'s ``deal`` and ``first`` (None: drawn from the seed).
    deal: list | None = None
    first: int | None = None

    @classmethod
    def of(cls, spec: GameSpec, options: GameOptions, seed: int, moves: Sequence[Move],
           names: Sequence[str], table_options: OptionSet | None = None,
           views: Sequence[int] | None = None, deal: list | None = None,
           first: int | None = None) -> "Replay":
        """Play the moves through the contract (``IllegalAction`` if they do not replay), from
        the ``deal`` and ``first`` seat the game was set up with. With ``views`` None every
        seat's view and everything open may be shown."""
        state: GameState = spec.new_state(options, seed, deal, first)
        start = list(state.start_events)
        steps = [state.apply(action, seat) for seat, action in moves]
        if views is None:
            views = (*range(options.players), OPEN)
        replay = cls(spec, options, seed, list(moves), list(names), table_options,
                     tuple(views), start, steps, state, deal=deal, first=first)
        replay.turns = replay._marks(spec.turn_events)
        replay.rounds = replay._marks(spec.round_events)
        return replay

    @property
    def length(self) -> int:
        return len(self.moves)

    @property
    def over(self) -> bool:
        return self.final.is_over

    def _marks(self, kinds: tuple[str, ...]) -> list[int]:
        """Positions that start a turn (or round): 0, and after each move emitting one."""
        if not kinds:
            return []
        marks = [0]
        for p, events in enumerate(self.steps, 1):
            if p < self.length and any(e.kind in kinds for e in events):
                marks.append(p)
        return marks

    def events(self, start: int, stop: int, seat: int, opening: bool = False) -> list[Event]:
        """The events of the moves between two positions (after the opening's, with
        ``opening``), as ``seat`` sees them (OPEN: everything)."""
        out = list(self.start_events) if opening else []
        for events in self.steps[start:stop]:
            out.extend(events)
        return out if seat == OPEN else [e.seen_by(seat) for e in out]

    def view_at_start(self, seat: int) -> Any:
        """What ``seat`` sees before the opening events (the table is built from it)."""
        start = self.spec.new_state(self.options, self.seed, self.deal, self.first)
        return start.view(SPECTATOR if seat == OPEN else seat)

    @staticmethod
    def after(p: int, marks: list[int], end: int) -> int:
        """The first mark after position ``p`` (the end when none)."""
        return next((m for m in marks if m > p), end)

    @staticmethod
    def before(p: int, marks: list[int]) -> int:
        """The last mark before position ``p`` (the start when none)."""
        return next((m for m in reversed(marks) if m < p), 0)

    def round_at(self, p: int) -> int:
        """The round position ``p`` is in (1 = the first), or 0 for a game without rounds."""
        return sum(1 for m in self.rounds if m <= p)


__all__ = ["OPEN", "Replay"]
