"""Tiles of Crack the Code: colours, values, codes and row order (CR-1, CR-4, CR-5).

A tile's *code* is ``2 * value + colour`` with value 12 for the dash: black numbers are the even
codes 0..22, white numbers the odd codes 1..23, the black dash is 24 and the white dash 25. For a
number the code is also its sort key: ascending, black before white on equal numbers (CR-4).

Codes are used for explicit pool orders (``setup(..., deal=[codes])``); tile *ids* are a random
permutation made at setup, so an id tells nothing about a value.
"""
from __future__ import annotations

from typing import Iterable, Sequence

BLACK, WHITE = 0, 1
COLOURS = (BLACK, WHITE)
#: The value of a dash (CR-1, advanced game). Numbers are 0..11.
DASH = 12
NUMBER_VALUES = tuple(range(12))
#: Codes of number tiles are 0..23; ``NUM_KEYS`` bounds them.
NUM_KEYS = 24


def code(colour: int, value: int) -> int:
    """The code of a tile (see the module doc)."""
    return 2 * value + colour


def colour_of(tile_code: int) -> int:
    return tile_code % 2


def value_of(tile_code: int) -> int:
    return tile_code // 2


def all_codes(advanced: bool) -> list[int]:
    """Every tile of a game: 24 numbers, plus the two dashes in the advanced game (CR-1)."""
    return list(range(NUM_KEYS + 2 if advanced else NUM_KEYS))


def parse(text: str) -> list[int]:
    """Codes from a readable list such as ``"B0 W3 B- W11"`` (B/W colour, number or ``-``)."""
    codes = []
    for word in text.split():
        colour = {"B": BLACK, "W": WHITE}.get(word[:1].upper())
        rest = word[1:]
        if colour is None or not (rest == "-" or rest.isdigit() and int(rest) < 12):
            raise ValueError(f"not a tile: {word!r} (use B0..B11, W0..W11, B-, W-)")
        codes.append(code(colour, DASH if rest == "-" else int(rest)))
    return codes


def name(tile_code: int) -> str:
    """The readable name of a code, as accepted by ``parse``."""
    value = value_of(tile_code)
    return "BW"[colour_of(tile_code)] + ("-" if value == DASH else str(value))


def insert_positions(row_codes: Sequence[int], new: int) -> range:
    """Indices where a tile may enter a row so that the numbers stay in order (CR-4, CR-5).

    A dash may go anywhere. A number goes after every smaller number and before every larger
    one; next to dashes this can leave a choice, without dashes it is one position.
    """
    if value_of(new) == DASH:
        return range(len(row_codes) + 1)
    lo, hi = 0, len(row_codes)
    for i, c in enumerate(row_codes):
        if c < NUM_KEYS:
            if c < new:
                lo = i + 1
            elif hi == len(row_codes):
                hi = i
    return range(lo, hi + 1)


def in_order(row_codes: Iterable[int]) -> bool:
    """True when the numbers of a row ascend (dashes ignored)."""
    last = -1
    for c in row_codes:
        if c < NUM_KEYS:
            if c <= last:
                return False
            last = c
    return True
