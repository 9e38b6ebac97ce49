"""Bots as characters: a friendly name for each bot seat, drawn from the game's seed.

The names are short international ones that read well in English, Vietnamese and Persian (the
app shows names as typed, so a Latin name stays Latin in a right-to-left table). No Qt here: the
new-game dialog and tests both use it.
"""
from __future__ import annotations

import random
import zlib
from collections.abc import Iterable

#: The characters' names (at least as many as the largest table has seats).
NAMES = ("Ava", "Leo", "Mina", "Omar", "Lina", "Nima", "Sara", "Kai", "Yara", "Tom", "Nora",
         "Ali", "Mai", "Sam", "Lan", "Dara", "Emma", "Hugo", "Rosa", "Arman")


def bot_names(seed: int, count: int, taken: Iterable[str] = ()) -> list[str]:
    """``count`` different character names for bot seats, the same for the same ``seed``, none
    equal (ignoring case) to a name in ``taken`` (the humans' names). Raises ``ValueError`` when
    there are not enough names left."""
    used = {name.strip().casefold() for name in taken}
    free = [name for name in NAMES if name.casefold() not in used]
    if count > len(free):
        raise ValueError(f"{count} bot names asked for, only {len(free)} free")
    random.Random(seed).shuffle(free)
    return free[:count]


def face_seed(name: str) -> int:
    """The seed of a character's drawn face: its name's, so one character keeps one face."""
    return zlib.crc32(name.strip().casefold().encode())


__all__ = ["NAMES", "bot_names", "face_seed"]
