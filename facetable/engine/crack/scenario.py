"""Set positions for tests, screenshots and physical replays: who holds what, and the pool."""
from __future__ import annotations

from .deal import stack
from .options import Options
from .state import State
from .tiles import name, parse


def deal(hands: list[str], pool: str = "", *, advanced: bool = False, first: int = 0) -> State:
    """A game whose setup is played so that seat ``s``'s row is ``hands[s]`` (left to right,
    e.g. ``"B1 W3 B- W7"``), waiting for ``first``'s first draw. ``pool`` names the tiles the
    next draws of each colour take, in order; the rest follow at random. Every setup decision
    goes through ``apply``, like any game.
    """
    players = len(hands)
    rows = [parse(h) for h in hands]
    options = Options(players=players, advanced=advanced)
    if any(len(r) != options.start_tiles for r in rows):
        raise ValueError(f"each hand needs {options.start_tiles} tiles with {players} players")
    draws = [rows[(first + i) % players][i // players] for i in range(options.start_tiles * players)]
    order = draws + parse(pool)
    for seed in range(1000):  # the first player is random (CR-6): find a seed that picks `first`
        state = stack(options, seed, order)
        if state.first == first:
            break
    else:  # pragma: no cover - 1000 seeds always find one
        raise RuntimeError("no seed gives that first player")
    for tile_code in draws:
        state.apply(next(a for a in state.legal_actions() if a.value == tile_code % 2))
        if state.phase == "place":  # advanced game: append, which keeps the hand's order
            state.apply(state.legal_actions()[-1])
    got = [" ".join(name(state.codes[t]) for t in row) for row in state.rows]
    if got != [" ".join(name(c) for c in r) for r in rows]:
        raise ValueError(f"hands are not in row order (CR-4): {hands} became {got}")
    return state


def tile_id(state: State, tile_name: str) -> int:
    """The id of the tile named like ``"B5"`` or ``"W-"``."""
    return state.codes.index(parse(tile_name)[0])


def row_names(state: State, seat: int) -> list[str]:
    return [name(state.codes[t]) for t in state.rows[seat]]
