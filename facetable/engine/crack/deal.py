"""``setup``: a new game of Crack the Code (CR-1, CR-3, CR-6)."""
from __future__ import annotations

from typing import Sequence

from facetable.engine.contract import check_deal, check_first
from facetable.engine.shuffle import shuffle

from . import events
from .options import Options
from .state import State
from .tiles import COLOURS, all_codes, name, parse


def full_deck(options: Options) -> list[int]:
    """The tiles ``setup``'s ``deal`` orders: every tile code of the game (``tiles.code``)."""
    return all_codes(options.advanced)


def setup(options: Options, seed: int, deal: Sequence[int] | str | None = None,
          first: int | None = None) -> State:
    """A new game, waiting for the first setup draw.

    ``deal`` (the contract's meaning) is the order of the pool, top first, as tile codes
    (``tiles.code``) or a string such as ``"B3 W0 B- …"`` (``tiles.parse``) naming every tile
    once: a draw of a colour takes the first tile of that colour still in ``deal``. Without it
    each draw takes a random tile of the chosen colour (each colour's pool is shuffled once
    here with ``state.rng``). ``first`` is the first player (CR-6: by default random).
    Tile ids are a random permutation of the tiles either way, so an id tells nothing about a
    value.
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs crack Options, not {type(options).__name__}")
    check_first(first, options.players)
    codes = parse(deal) if isinstance(deal, str) else deal
    return stack(options, seed, () if codes is None else check_deal(codes, full_deck(options)),
                 first)


def stack(options: Options, seed: int, top: Sequence[int] | str = (),
          first: int | None = None) -> State:
    """A new game whose draws of each colour take the tiles of ``top`` first, in order (tile
    codes or a string, each tile at most once); the tiles ``top`` leaves out follow in random
    order. ``setup`` with a whole ``deal`` is the case where ``top`` names every tile."""
    if not isinstance(options, Options):
        raise TypeError(f"setup needs crack Options, not {type(options).__name__}")
    check_first(first, options.players)
    first_codes = _checked_top(top, options.advanced)
    state = State(options, seed)
    rng = state.rng
    codes = all_codes(options.advanced)
    shuffle(rng, codes)
    n = len(codes)
    state.codes, state.owner, state.face_up, state.drawn_at = codes, [-1] * n, [False] * n, [-1] * n
    # The codes are 0..n-1, so ``id_of[c]`` is the id of code c, and the ids of a colour are
    # every other entry (sorted without a Python loop: setup is a tenth of a random game).
    id_of = sorted(range(n), key=codes.__getitem__)
    for colour in COLOURS:
        named = [id_of[c] for c in first_codes if c % 2 == colour] if first_codes else []
        rest = sorted(id_of[colour::2])                 # the colour's ids, ascending
        if named:
            rest = [t for t in rest if t not in named]
        shuffle(rng, rest)
        state.pool[colour].extend(reversed(named + rest))  # the next draw pops the end
    state.first = state.current = rng.randrange(options.players) if first is None else first
    state.start_events = [events.start(state.first, options.players,
                                       [c % 2 for c in codes], state.pool),
                          events.turn(state.first)]
    return state


def _checked_top(order: Sequence[int] | str, advanced: bool) -> list[int]:
    if not order:
        return []
    codes = parse(order) if isinstance(order, str) else list(order)
    valid = set(all_codes(advanced))
    for c in codes:
        if not isinstance(c, int) or isinstance(c, bool) or c not in valid:
            raise ValueError(f"deal: {c!r} is not a tile code of this game "
                             f"(0..{max(valid)}; dashes 24, 25 only in the advanced game)")
    if len(set(codes)) != len(codes):
        dupes = sorted({name(c) for c in codes if codes.count(c) > 1})
        raise ValueError(f"deal names a tile twice: {', '.join(dupes)}")
    return codes
