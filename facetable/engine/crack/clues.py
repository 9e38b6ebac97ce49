"""What the rules alone say about one hidden tile (CR-4, CR-5, CR-10, CR-11, CR-15).

A hidden tile's code lies strictly between the codes of the nearest known numbers on each side
in its row (dashes stand anywhere, so they bound nothing), has the tile's colour, is not a code
seen elsewhere, and is no value a wrong guess named at it; or it is its colour's dash, in the
advanced game, when that dash is unseen and not ruled out.

These are local clues: each tile on its own. ``infer`` starts from them and counts the whole
worlds in which every tile fits at once. Bots use both; nothing here knows about views or
states, so a view (``View.candidates``) and a sampled world (search rollouts) share the rule.
"""
from __future__ import annotations

from collections import defaultdict
from typing import Container, Iterable, Sequence

from .tiles import DASH, NUM_KEYS, code


def wrong_guesses(log: Iterable) -> dict[int, set[int]]:
    """Tile id -> the values wrong guesses named at it (CR-10, CR-11)."""
    ruled_out: dict[int, set[int]] = defaultdict(set)
    for g in log:
        if not g.correct:
            ruled_out[g.tile].add(g.value)
    return ruled_out


def row_bounds(row: Sequence[int | None]) -> list[tuple[int, int]]:
    """For each place of a row given as codes (None where the value is not known): the codes
    of the nearest known numbers to its left and right, -1 and ``NUM_KEYS`` at the ends."""
    lows, lo = [], -1
    for c in row:
        lows.append(lo)
        if c is not None and c < NUM_KEYS:
            lo = c
    bounds, hi = [], NUM_KEYS
    for c, lo in zip(reversed(row), reversed(lows)):
        bounds.append((lo, hi))
        if c is not None and c < NUM_KEYS:
            hi = c
    bounds.reverse()
    return bounds


def open_codes(colour: int, lo: int, hi: int, known: Container[int],
               ruled_out: Container[int], advanced: bool) -> list[int]:
    """The codes a hidden tile of ``colour`` between known numbers ``lo`` and ``hi`` may have
    (see the module doc), numbers ascending, then the dash."""
    start = lo + 1 if (lo + 1) % 2 == colour else lo + 2
    codes = [k for k in range(start, hi, 2) if k not in known and k // 2 not in ruled_out]
    dash = code(colour, DASH)
    if advanced and dash not in known and DASH not in ruled_out:
        codes.append(dash)
    return codes
