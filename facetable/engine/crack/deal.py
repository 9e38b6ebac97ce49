"""``setup``: a new game of Crack the Code (CR-1, CR-3, CR-6)."""
from __future__ import annotations

from typing import Sequence

from . import events
from .options import Options
from .state import State
from .tiles import COLOURS, all_codes, name, parse


def setup(options: Options, seed: int, order: Sequence[int] | str | None = None) -> State:
    """A new game, waiting for the first setup draw.

    Tile ids are a random permutation of the tiles, so an id tells nothing about a value.
    ``order`` (for tests and physical replays) is a list of tile codes (``tiles.code``) or a
    string such as ``"B3 W0 B-"`` (``tiles.parse``): when a colour is drawn, the first tile of
    that colour still in ``order`` is taken. Tiles not named in ``order`` come after, in random
    order. Without ``order`` each draw takes a random tile of the chosen colour: the pool of
    each colour is shuffled once here with ``state.rng``.
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs crack Options, not {type(options).__name__}")
    state = State(options, seed)
    rng = state.rng
    codes = all_codes(options.advanced)
    rng.shuffle(codes)
    state.codes = codes
    state.owner = [-1] * len(codes)
    state.face_up = [False] * len(codes)
    state.drawn_at = [-1] * len(codes)
    first_codes = _checked_order(order, options.advanced)
    id_of = {c: t for t, c in enumerate(codes)}
    for colour in COLOURS:
        named = [id_of[c] for c in first_codes if c % 2 == colour]
        rest = [t for t, c in enumerate(codes) if c % 2 == colour and t not in named]
        rng.shuffle(rest)
        state.pool[colour].extend(reversed(named + rest))  # the next draw pops the end
    state.first = state.current = rng.randrange(options.players)
    state.start_events = [events.start(state.first, options.players,
                                       [c % 2 for c in codes], state.pool),
                          events.turn(state.first)]
    return state


def _checked_order(order: Sequence[int] | str | None, advanced: bool) -> list[int]:
    if order is None:
        return []
    codes = parse(order) if isinstance(order, str) else list(order)
    valid = set(all_codes(advanced))
    for c in codes:
        if not isinstance(c, int) or c not in valid:
            raise ValueError(f"order: {c!r} is not a tile code of this game "
                             f"(0..{max(valid)}; dashes 24, 25 only in the advanced game)")
    if len(set(codes)) != len(codes):
        dupes = sorted({name(c) for c in codes if codes.count(c) > 1})
        raise ValueError(f"order names a tile twice: {', '.join(dupes)}")
    return codes
