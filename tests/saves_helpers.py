"""Helpers for the save tests: play a random game through a Recorder, as the session does."""
from __future__ import annotations

import random

from facetable.saves import SaveStore, SeatRecord


def seats_for(spec, players: int, humans: int = 1, level: str | None = None) -> list[SeatRecord]:
    level = level or spec.levels[-1]
    return [SeatRecord(name=f"Seat {s}", human=s < humans, level=level)
            for s in range(players)]


def play(spec, store: SaveStore, seed: int, players: int | None = None, humans: int = 1,
         stop: int | None = None, level: str | None = None, practice: bool = False,
         deal: list | None = None, first: int | None = None):
    """A random game of ``spec`` (from ``setup``'s ``deal`` and ``first`` when given) saved
    after every action; returns (recorder, state)."""
    options = spec.make_options(players)
    table = spec.table_options() if spec.table_options else None
    recorder = store.begin(spec.id, options, seats_for(spec, options.players, humans, level),
                           seed, table, practice=practice, deal=deal, first=first)
    state = spec.new_state(options, seed, deal, first)
    recorder.record(state)
    rng = random.Random(seed)
    while not state.is_over and (stop is None or len(state.history) < stop):
        seat = rng.choice(state.deciders())
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        recorder.record(state)
    return recorder, state


def files_under(root) -> dict[str, bytes]:
    """Every file under ``root`` by relative path, with its bytes."""
    return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*"))
            if p.is_file()}
