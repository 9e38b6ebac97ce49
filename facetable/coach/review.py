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
import time
from collections import deque
from dataclasses import dataclass, field
from multiprocessing import get_context
from typing import Any, Callable, Iterable, Sequence

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import Action, GameState, Move
from facetable.games import adopt, any_spec, by_hand
from facetable.games.spec import GameSpec

from .playout import Chance, judge_level, paired_gap, results

#: Playouts per decision where the seat's move differs from hard's (each plays both moves).
PLAYOUTS = 24
#: Playouts for a decision where the seat did what hard would do (one chance serves both).
AGREED_PLAYOUTS = 6
#: Playouts per batch (the unit of work a worker process takes, and of the time budget).
BATCH = 4
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
    #: The level the moves were compared with.
    judge: str
    verdicts: list[Verdict] = field(default_factory=list)
    #: False when the time budget or a cancel stopped the playouts early.
    complete: bool = True

    def costliest(self, count: int = COSTLIEST) -> list[Verdict]:
        """The decisions that cost the most win chance, most first (only those that cost some)."""
        costly = [v for v in self.verdicts if v.cost > 0 and v.taken_chance.n > 0]
        return sorted(costly, key=lambda v: (-v.cost, v.move))[:count]

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seats": list(self.seats), "judge": self.judge,
                "decisions": [v.to_json() for v in self.verdicts],
                "costliest": [v.move for v in self.costliest()],
                "complete": self.complete}


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


def best_move(point: Point, seed: int = 0) -> Action:
    """What the hard bot plays in the seat's place, from its view (the same in any process)."""
    spec = any_spec(point.game)
    dice = random.Random(f"{seed}/{point.move}/{point.seat}/judge")
    best, _ = checked_choice(spec.make_bot(judge_level(spec)), point.view, point.legal, dice)
    return best if best is not None else fallback(point.legal, dice)


def verdict(point: Point, best: Action, won: Sequence[Sequence[bool]]) -> Verdict:
    """The verdict from the playouts done: ``won`` holds the taken move's results, then, when
    hard would have played another move, that move's results from the same worlds."""
    taken = Chance(sum(won[0]), len(won[0]))
    if best == point.taken:
        return Verdict(point.move, point.seat, point.taken, best, taken, taken, 0.0, (0.0, 0.0))
    gap, low, high = paired_gap(won[1], won[0])
    return Verdict(point.move, point.seat, point.taken, best, taken,
                   Chance(sum(won[1]), len(won[1])), gap, (low, high))


def judge(point: Point, playouts: int = PLAYOUTS, seed: int = 0,
          level: str | None = None) -> Verdict:
    """The verdict on one decision with ``playouts`` playouts of each move (in this process)."""
    best = best_move(point, seed)
    moves = [point.taken] if best == point.taken else [point.taken, best]
    won = results(any_spec(point.game), point.view, point.state, point.seat, moves, 0, playouts,
                  f"{seed}/{point.move}/{point.seat}", level)
    return verdict(point, best, won)


@dataclass(frozen=True)
class _Batch:
    """Playouts ``first`` … ``first + count - 1`` of one decision's moves."""

    index: int                  # the decision's place in the review
    point: Point
    moves: tuple[Action, ...]
    first: int
    count: int
    seed: int
    level: str | None


def _play_batch(batch: _Batch) -> tuple[int, int, list[list[bool]], float]:
    began = time.perf_counter()
    p = batch.point
    won = results(any_spec(p.game), p.view, p.state, p.seat, batch.moves, batch.first,
                  batch.count, f"{batch.seed}/{p.move}/{p.seat}", batch.level)
    return batch.index, batch.first, won, time.perf_counter() - began


def batches(found: Sequence[Point], bests: Sequence[Action], playouts: int,
            agreed_playouts: int, seed: int, level: str) -> list[_Batch]:
    """The playouts to run, most useful first: a few for every decision where the seat's move
    differs from hard's, then more for each in turn, then those where they agree (whose cost is
    0 whatever the playouts say: they only tell the win chance)."""
    work: list[_Batch] = []
    differ = [i for i, p in enumerate(found) if bests[i] != p.taken]
    agree = [i for i, p in enumerate(found) if bests[i] == p.taken]
    for group, total in ((differ, playouts), (agree, agreed_playouts)):
        for first in range(0, total, BATCH):
            for i in group:
                p = found[i]
                moves = (p.taken,) if bests[i] == p.taken else (p.taken, bests[i])
                work.append(_Batch(i, p, moves, first, min(BATCH, total - first), seed, level))
    return work


def review(spec: GameSpec, start: GameState, moves: Sequence[Move], seats: Sequence[int], *,
           playouts: int = PLAYOUTS, agreed_playouts: int = AGREED_PLAYOUTS, seed: int = 0,
           level: str | None = None, jobs: int = 1, budget_s: float | None = None,
           progress: Callable[[int, int], None] | None = None,
           cancelled: Callable[[], bool] | None = None) -> Review:
    """Judge every decision of ``seats``: hard's move in each seat's place, then playouts of
    both moves (every seat played by ``level``). With ``budget_s`` no playout batch starts after
    that many seconds, so a long game is judged on fewer playouts (each verdict says how many)
    instead of taking longer; without it the review is the same on every run.
    ``progress(done, total)`` counts batches; once ``cancelled()`` is true nothing new starts
    and the review says it is incomplete."""
    began = time.monotonic()
    found = points(spec, start, moves, seats)
    bests = [best_move(p, seed) for p in found]
    work = batches(found, bests, playouts, agreed_playouts, seed, level)
    won: list[dict[int, list[list[bool]]]] = [{} for _ in found]

    def stop(waiting: int = 0) -> bool:
        """Whether to start no more batches: cancelled, or a batch started now (behind the
        ``waiting`` ones) would likely end after the budget."""
        if cancelled is not None and cancelled():
            return True
        if budget_s is None:
            return False
        took = timing[1] / timing[0] if timing[0] else 0.0
        ends = time.monotonic() - began + took * (waiting / max(1, jobs) + 1)
        return ends > budget_s

    timing = [0, 0.0]                   # batches timed, their seconds in a worker

    def take(result: tuple[int, int, list[list[bool]], float]) -> None:
        index, first, outcome, seconds = result
        won[index][first] = outcome
        timing[0] += 1
        timing[1] += seconds
        if progress is not None:
            progress(sum(len(w) for w in won), len(work))

    if progress is not None:
        progress(0, len(work))
    ran = _run(work, take, stop, jobs)
    done = Review(spec.id, tuple(seats), judge_level(spec), complete=ran == len(work))
    for i, point in enumerate(found):
        parts = [won[i][first] for first in sorted(won[i])]
        count = 1 if bests[i] == point.taken else 2
        per_move = [[r for part in parts for r in part[m]] for m in range(count)]
        done.verdicts.append(verdict(point, bests[i], per_move))
    return done


def _run(work: list[_Batch], take: Callable, stop: Callable[[int], bool], jobs: int) -> int:
    """Play the batches in order until ``stop()``; the number played."""
    ran = 0
    if jobs <= 1 or len(work) < 2:
        for batch in work:
            if stop():
                break
            take(_play_batch(batch))
            ran += 1
        return ran
    # spawn: a worker must not inherit a Qt application or the caller's threads.
    pool = get_context("spawn").Pool(jobs, initializer=adopt, initargs=(by_hand(),))
    try:
        pending: deque = deque()
        queue = iter(work)
        while True:
            while len(pending) < jobs + 1 and not stop(len(pending)):
                batch = next(queue, None)
                if batch is None:
                    break
                pending.append(pool.apply_async(_play_batch, (batch,)))
            if not pending:
                return ran
            take(pending.popleft().get())
            ran += 1
    finally:
        pool.terminate()
        pool.join()


__all__ = ["AGREED_PLAYOUTS", "BATCH", "COSTLIEST", "PLAYOUTS", "Point", "Review", "Verdict", "best_move", "judge",
           "points", "review", "verdict"]
