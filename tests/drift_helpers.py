"""The drift check, shared by every game whose table is a zone model (``table/zones.py``).

A random bot game (random legal actions, any decider) is shown to a few seats at once: each
seat's zone model starts as the game's ``empty`` table and takes every event, redacted for that
seat as the table gets it, through the game's event -> operations mapping. Once a move's events
are in, the model must equal the projection of ``state.view(seat)``: every zone's count, order
and known faces, and every label. A difference fails naming the game, seed, move and zone.
"""
from __future__ import annotations

import random
from typing import Any, Callable

from facetable.engine.contract import SPECTATOR
from facetable.table.zones import Projection, ZoneError, drift

SEATS = (0, 1, SPECTATOR)


def check_game(game: str, projection: Projection, setup: Callable[..., Any], options: Any,
               seed: int, seats: tuple[int, ...] = SEATS, max_moves: int = 5000) -> int:
    """Play one random game and check the tables after every move; returns the moves made."""
    state = setup(options, seed)
    rng = random.Random(seed)
    shown = {seat: projection.start(state.view(seat)) for seat in seats}
    events, move = list(state.start_events), 0
    while True:
        for seat, model in shown.items():
            where = f"{game} seed {seed} ({options}) move {move} seat {seat}"
            for i, event in enumerate(events):
                try:
                    projection.play(model, event.seen_by(seat))
                except ZoneError as error:
                    raise AssertionError(f"{where} event {i} {event.kind}: {error}") from None
            projection.settle(model)
            wrong = drift(model, projection.project(state.view(seat)))
            assert wrong is None, f"{where}: {wrong}"
        if state.is_over or move >= max_moves:
            return move
        seat = rng.choice(state.deciders())
        events = state.apply(rng.choice(state.legal_actions(seat)), seat)
        move += 1
