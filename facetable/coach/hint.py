"""A hint during play: the move the game's strongest bot would make now in a seat's place, and
an honest reason for it, from that seat's view only. No Qt.

The move is the coach's judge's (``review.best_move``), asked with nothing but the seat's view
and legal moves. The reason comes from a few quick playouts (``playout.results``) of that move and
of up to ``OTHERS`` other moves (those the game's weaker bots would make, then others), all in
the same worlds the seat cannot tell from the real one: "this won 62% of games, against 48% for
the best other move tried". Two positions the seat cannot tell apart get the same hint.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Callable

from facetable.bots.runner import checked_choice
from facetable.engine import Action, GameState
from facetable.games import any_spec
from facetable.games.spec import GameSpec

from .playout import Chance, paired_gap, results
from .review import BATCH, Point, best_move

#: Playouts of each move tried (fewer when the time budget runs out first).
PLAYOUTS = 24
#: Other moves played out against the hinted one.
OTHERS = 2


@dataclass(frozen=True)
class Hint:
    """The strongest bot's move for ``seat`` after ``move`` moves, with its playouts' win chance
    and the best other move tried (None when there was no other move) with its own."""

    seat: int
    move: int
    best: Action
    best_chance: Chance
    other: Action | None = None
    other_chance: Chance | None = None
    #: The playouts could not tell the two moves apart: the 95% interval of how much more
    #: often the hinted move won, in the same worlds, reaches 0 or below.
    close: bool = False

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "move": self.move, "best": self.best.to_json(),
                "best_win": self.best_chance.to_json(),
                "other": None if self.other is None else self.other.to_json(),
                "other_win": None if self.other_chance is None else self.other_chance.to_json(),
                "close": self.close}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "Hint":
        def chance(d: dict | None) -> Chance | None:
            return None if d is None else Chance(int(d["wins"]), int(d["playouts"]))
        other = data["other"]
        return cls(int(data["seat"]), int(data["move"]), Action.from_json(data["best"]),
                   chance(data["best_win"]),
                   None if other is None else Action.from_json(other), chance(data["other_win"]),
                   bool(data["close"]))


def position(spec: GameSpec, state: GameState, seat: int, move: int | None = None) -> Point:
    """What ``seat`` knows now, as the coach keeps a decision: its view and legal moves (and
    the state, for a game without hidden information, whose unseen order is drawn again), at
    the game's ``move``-th move (default: the moves in the state's history; it only seeds the
    dice). The decision is not made yet: the first legal move stands for the one taken."""
    legal = tuple(state.legal_actions(seat))
    if not legal:
        raise ValueError(f"seat {seat} has no decision to make")
    return Point(spec.id, len(state.history) if move is None else move, seat, state.view(seat),
                 legal, legal[0], None if spec.hidden_info else state.clone())


def candidates(point: Point, best: Action, seed: int = 0) -> list[Action]:
    """The other moves to play out against ``best``: the weaker bots' choices first, then other
    legal moves in an order drawn from the position (the same from the same view)."""
    spec = any_spec(point.game)
    others: list[Action] = []
    for level in reversed(spec.levels[:-1]):
        dice = random.Random(f"{seed}/{point.move}/{point.seat}/hint/{level}")
        choice, _ = checked_choice(spec.make_bot(level), point.view, point.legal, dice)
        if choice is not None and choice != best and choice not in others:
            others.append(choice)
    rest = [a for a in point.legal if a != best and a not in others]
    random.Random(f"{seed}/{point.move}/{point.seat}/hint").shuffle(rest)
    return (others + rest)[:OTHERS]


def hint(point: Point, playouts: int = PLAYOUTS, seed: int = 0, budget_s: float | None = None,
         cancelled: Callable[[], bool] | None = None) -> Hint:
    """The hint at ``point``. Playouts go in batches; with ``budget_s`` no batch starts after
    that many seconds, and none after ``cancelled()`` (the first batch is always played, so the
    reason has numbers). Without a budget the hint is the same on every run."""
    began = time.monotonic()
    best = best_move(point, seed)
    moves = [best, *candidates(point, best, seed)]
    won: list[list[bool]] = [[] for _ in moves]
    if len(moves) > 1:
        spec = any_spec(point.game)
        for first in range(0, playouts, BATCH):
            late = budget_s is not None and time.monotonic() - began > budget_s
            if first and (late or (cancelled is not None and cancelled())):
                break
            part = results(spec, point.view, point.state, point.seat, moves, first,
                           min(BATCH, playouts - first), f"{seed}/{point.move}/{point.seat}")
            for mine, more in zip(won, part):
                mine.extend(more)
    chances = [Chance(sum(w), len(w)) for w in won]
    if len(moves) == 1:
        return Hint(point.seat, point.move, best, chances[0])
    other = max(range(1, len(moves)), key=lambda i: (chances[i].p, -i))
    _, low, _ = paired_gap(won[0], won[other])
    return Hint(point.seat, point.move, best, chances[0], moves[other], chances[other],
                close=low <= 0)


__all__ = ["Hint", "OTHERS", "PLAYOUTS", "candidates", "hint", "position"]
