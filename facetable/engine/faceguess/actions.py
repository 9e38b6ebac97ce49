"""The decisions of Face Guess as small immutable ``Action`` values (FG-3, FG-4).

======  =========================================  =============================================
kind    fields                                     when
======  =========================================  =============================================
commit  value = 1 for a Good card, 0 for Bad       the commit phase, every seat at once (FG-3)
guess   value = bitmask of the calls (see below)   the guess phase, one seat at a time (FG-4)
======  =========================================  =============================================

A guess calls every other player at once. Its calls are listed clockwise from the guesser's
left (``targets``): bit i of ``value`` is 1 when the call about ``targets(guesser, n)[i]`` is
Good. ``guess(calls)`` builds one from the kinds in that order; ``calls_of`` reads it back.
Legal guesses are listed by ``value`` from 0 (Bad about everyone) up.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from facetable.engine.contract import Action

from .cards import BAD, GOOD, KINDS, MAX_PLAYERS

COMMIT, GUESS = "commit", "guess"

COMMIT_GOOD, COMMIT_BAD = Action(COMMIT, value=1), Action(COMMIT, value=0)
_COMMITS = {GOOD: COMMIT_GOOD, BAD: COMMIT_BAD}
_GUESSES = tuple(Action(GUESS, value=v) for v in range(1 << (MAX_PLAYERS - 1)))


def commit(kind: str) -> Action:
    """Put a card of this kind face down (FG-3)."""
    try:
        return _COMMITS[kind]
    except KeyError:
        raise ValueError(f"a card is {GOOD!r} or {BAD!r}, not {kind!r}") from None


def committed_kind(action: Action) -> str:
    return GOOD if action.value == 1 else BAD


def guess(calls: Sequence[str]) -> Action:
    """A guess from its calls, clockwise from the guesser's left (FG-4)."""
    if len(calls) >= MAX_PLAYERS or any(c not in KINDS for c in calls):
        raise ValueError(f"calls are up to {MAX_PLAYERS - 1} of {KINDS}, not {calls!r}")
    return _GUESSES[sum(1 << i for i, c in enumerate(calls) if c == GOOD)]


@lru_cache(maxsize=None)
def targets(guesser: int, players: int) -> tuple[int, ...]:
    """The other players clockwise from the guesser's left: the order of a guess's calls."""
    return tuple((guesser + k) % players for k in range(1, players))


def calls_of(action: Action, players: int) -> tuple[str, ...]:
    """A guess's calls, clockwise from the guesser's left."""
    return tuple(GOOD if action.value >> i & 1 else BAD for i in range(players - 1))


def calls_by_seat(action: Action, guesser: int, players: int) -> tuple[str | None, ...]:
    """A guess's calls indexed by the seat they are about (None at the guesser's own seat)."""
    out: list[str | None] = [None] * players
    for i, seat in enumerate(targets(guesser, players)):
        out[seat] = GOOD if action.value >> i & 1 else BAD
    return tuple(out)


def guess_for(calls: dict[int, str] | Sequence[str | None], guesser: int,
              players: int) -> Action:
    """A guess from calls indexed by seat (a dict or a per-seat sequence)."""
    get = calls.get if isinstance(calls, dict) else (lambda s: calls[s])
    return guess([get(s) for s in targets(guesser, players)])


@lru_cache(maxsize=None)
def guess_actions(players: int) -> tuple[Action, ...]:
    """Every guess of a game of ``players`` (2^(players-1) of them)."""
    return _GUESSES[:1 << (players - 1)]
