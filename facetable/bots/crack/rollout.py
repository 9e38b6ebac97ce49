"""A fast rollout policy for searching Crack the Code: the normal bot's reasoning, read
straight from a sampled world (``State``) instead of from a ``View`` built at every step.

It uses only what ``seat`` knows in that world: its own tiles, face-up values, the colours and
places of tiles, and the wrong guesses of the public log (CR-15). Search rollouts play it for
every seat, so it must be cheap more than clever: the engine's tile-by-tile clues
(``engine.crack.clues``), then the tile with the fewest candidates.
"""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.crack.clues import open_codes, row_bounds, wrong_guesses
from facetable.engine.crack.state import CONTINUE, GUESSES, STOP

#: Go on after a right guess while the next guess is at least this likely (as the normal bot).
NERVE = 0.5


def candidates(state, seat: int) -> tuple[int, list[int]] | None:
    """The opponent tile with the fewest possible values in ``seat``'s eyes (the engine's
    ``clues``, as ``View.candidates`` gives them), and those values."""
    codes, up, owner = state.codes, state.face_up, state.owner
    known = {c for t, c in enumerate(codes) if up[t] or owner[t] == seat}
    ruled_out = wrong_guesses(state.log)
    advanced = state.options.advanced
    best: tuple[int, list[int]] | None = None
    for s, row in enumerate(state.rows):
        if s == seat or state.out[s]:
            continue
        bounds = row_bounds([codes[t] if up[t] else None for t in row])
        for t, (lo, hi) in zip(row, bounds):
            if up[t]:
                continue
            found = open_codes(codes[t] & 1, lo, hi, known, ruled_out.get(t, ()), advanced)
            if found and (best is None or len(found) < len(best[1])):
                best = (t, [k >> 1 for k in found])
    return best


def policy(state, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """One decision of ``seat`` in a sampled world (see the module doc)."""
    phase = state.phase
    if phase == "guess":
        best = candidates(state, seat)
        if best is not None:
            tile, values = best
            return GUESSES[tile][values[rng.randrange(len(values))]]
    elif phase == "decide":
        best = candidates(state, seat)
        return CONTINUE if best is not None and 1 / len(best[1]) >= NERVE else STOP
    return legal[rng.randrange(len(legal))]
