"""A review of one seat's decisions in a finished or unfinished game: the win chance of the move
taken against the move the hard bot would have made, each from that seat's view only.

``points`` walks the game and keeps, for every decision of the reviewed seats that had a choice,
only what that seat could know at the time: its view and legal moves (plus the state itself for
games without hidden information, whose only unknown, the order of what nobody has seen, is
drawn again in every playout). ``judge`` never sees anything else, so a review cannot depend on
a card the seat did not see. ``review`` judges every point, in worker processes, with progress
and cancellation, and ranks the decisions by what they cost. No Qt.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Callable, Iterable, Sequence

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import Action, GameState, Move
from facetable.games import any_spec
from facetable.games.spec import GameSpec

from .playout import JUDGE, Chance, paired_gap, results

#: Playouts per decision where the seat's move differs from hard's (each plays both moves).
PLAYOUTS = 24
#: Playouts for a decision where the seat did what hard would do (one chance serves both).
AGREED_PLAYOUTS = 6
#: How many of the costliest decisions a review names.
COSTLIEST = 3


@dataclass(frozen=True)
class Point:
    """One decision to review: what the seat knew and what it did."""

    game: str
    move: int                   # the move's place in the history, from 0
    seat: int
    view: Any
    legal: tuple[Action, ...]
    taken: Action
    #: The state itself, for games without hidden information only (None otherwise).
    state: GameState | None = None


@dataclass(frozen=True)
class Verdict:
    """A decision judged: the move taken, hard's move, and the win chance of each."""

    move: int
    seat: int
    taken: Action
    best: Action
    taken_chance: Chance
    best_chance: Chance
    #: How much more often hard's move won than the one taken, in the same worlds, and a 95%
    #: interval of it (0 when they are the same move).
    cost: float
    cost_ci95: tuple[float, float]

    @property
    def agreed(self) -> bool:
        return self.taken == self.best

    def to_json(self) -> dict[str, Any]:
        return {"move": self.move, "seat": self.seat, "taken": self.taken.to_json(),
                "best": self.best.to_json(), "agreed": self.agreed,
                "taken_win": self.taken_chance.to_json(), "best_win": self.best_chance.to_json(),
                "cost": round(self.cost, 4),
                "cost_ci95": [round(self.cost_ci95[0], 4), round(self.cost_ci95[1], 4)]}


@dataclass
class Review:
    game: str
    seats: tuple[int, ...]
    verdicts: list[Verdict] = field(default_factory=list)
    #: Decisions not judged (the review was cancelled before them).
    missing: int = 0

    def costliest(self, count: int = COSTLIEST) -> list[Verdict]:
        """The decisions that cost the most win chance, most first (only those that cost some)."""
        costly = [v for v in self.verdicts if v.cost > 0]
        return sorted(costly, key=lambda v: (-v.cost, v.move))[:count]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seats": list(self.seats), "judge": JUDGE,
                "decisions": [v.to_json() for v in self.verdicts],
                "costliest": [v.move for v in self.costliest()],
                "complete": self.missing == 0}


def points(spec: GameSpec, start: GameState, moves: Iterable[Move],
           seats: Sequence[int]) -> list[Point]:
    """The decisions of ``seats`` in the game ``start`` + ``moves`` that had more than one legal
    move, each with what that seat could know then. ``start`` is not changed."""
    state = start.clone()
    found: list[Point] = []
    for index, (seat, action) in enumerate(moves):
        if seat in seats:
            legal = tuple(state.legal_actions(seat))
            if len(legal) > 1:
                found.append(Point(spec.id, index, seat, state.view(seat), legal, action,
                                   None if spec.hidden_info else state.clone()))
        state.apply(action, seat)
    return found


def judge(point: Point, playouts: int = PLAYOUTS, agreed_playouts: int = AGREED_PLAYOUTS,
          seed: int = 0) -> Verdict:
    """The verdict on one decision, from the seat's knowledge only (same answer for any two
    games the seat could not tell apart, and in any process)."""
    spec = any_spec(point.game)
    base = f"{seed}/{point.move}/{point.seat}"
    best, _ = checked_choice(spec.make_bot(JUDGE), point.view, point.legal,
                             random.Random(f"{base}/judge"))
    if best is None:
        best = fallback(point.legal, random.Random(f"{base}/judge"))
    if best == point.taken:
        won = results(spec, point.view, point.state, point.seat, [best], agreed_playouts,
                      base)[0]
        chance = Chance(sum(won), len(won))
        return Verdict(point.move, point.seat, point.taken, best, chance, chance, 0.0,
                       (0.0, 0.0))
    taken_won, best_won = results(spec, point.view, point.state, point.seat,
                                  [point.taken, best], playouts, base)
    gap, low, high = paired_gap(best_won, taken_won)
    return Verdict(point.move, point.seat, point.taken, best,
                   Chance(sum(taken_won), len(taken_won)), Chance(sum(best_won), len(best_won)),
                   gap, (low, high))


def _judge_job(job: tuple[Point, int, int, int]) -> Verdict:
    return judge(*job)


def review(spec: GameSpec, start: GameState, moves: Sequence[Move], seats: Sequence[int], *,
           playouts: int = PLAYOUTS, agreed_playouts: int = AGREED_PLAYOUTS, seed: int = 0,
           jobs: int = 1, progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> Review:
    """Judge every decision of ``seats``. ``progress(done, total)`` is called as verdicts come
    in; when ``cancelled()`` turns true the review stops and says how many it did not judge."""
    found = points(spec, start, moves, seats)
    done = Review(spec.id, tuple(seats))
    jobs_list = [(p, playouts, agreed_playouts, seed) for p in found]
    if progress is not None:
        progress(0, len(found))
    if jobs > 1 and len(found) > 1:
        # spawn: a worker must not inherit a Qt application or the caller's threads.
        pool = get_context("spawn").Pool(min(jobs, len(found)))
        try:
            for verdict in pool.imap(_judge_job, jobs_list):
                done.verdicts.append(verdict)
                if progress is not None:
                    progress(len(done.verdicts), len(found))
                if cancelled is not None and cancelled():
                    break
        finally:
            pool.terminate()
            pool.join()
    else:
        for job in jobs_list:
            if cancelled is not None and cancelled():
                break
            done.verdicts.append(_judge_job(job))
            if progress is not None:
                progress(len(done.verdicts), len(found))
    done.missing = len(found) - len(done.verdicts)
    return done


__all__ = ["AGREED_PLAYOUTS", "COSTLIEST", "PLAYOUTS", "Point", "Review", "Verdict", "judge",
           "points", "review"]
