"""A review of a save file's game: its first state and the seats to review. No Qt."""
from __future__ import annotations

from typing import Any

from facetable.engine import GameState
from facetable.saves.store import Loaded

from .review import Review, review


def start_of(loaded: Loaded) -> GameState:
    """The game as it stood before its first move (its deal and first seat, if it had them)."""
    return loaded.spec.new_state(loaded.options, loaded.save.seed, loaded.save.deal,
                                 loaded.save.first)


def seats_of(loaded: Loaded, seat: int | None = None) -> list[int]:
    """The seats to review: ``seat``, or every human seat; ValueError in one line if none."""
    players = len(loaded.save.seats)
    if seat is not None:
        if not 0 <= seat < players:
            raise ValueError(f"--seat {seat}: this game has seats 0 to {players - 1}")
        return [seat]
    humans = [i for i, s in enumerate(loaded.save.seats) if s.human]
    if not humans:
        raise ValueError("no human played this game: name a seat with --seat")
    return humans


def review_save(loaded: Loaded, seats: list[int], **options: Any) -> Review:
    """``review`` of the game a checked save holds (options as ``review`` takes them)."""
    return review(loaded.spec, start_of(loaded), loaded.moves, seats, **options)
