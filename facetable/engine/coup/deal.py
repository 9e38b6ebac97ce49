"""``setup``: a new game of Coup (CP-2 … CP-4, CP-18)."""
from __future__ import annotations

from typing import Sequence

from . import events
from .options import Options
from .state import ACT, State


def setup(options: Options, seed: int, order: Sequence[int] | None = None,
          first: int | None = None) -> State:
    """A new game, waiting for the first player's action.

    The deck is shuffled with the state's own generator; ``order`` (tests, physical replays)
    gives the card ids in the order they come off the deck instead: dealt two rounds clockwise
    from the first player, then the court deck, whose next draw is the next card of ``order``.
    ``first`` is the starting player (CP-4: the winner of the last game); by default a random
    seat.
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs coup Options, not {type(options).__name__}")
    n = options.players
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < n):
        raise ValueError(f"first must be a seat from 0 to {n - 1}, not {first!r}")
    size = options.deck_size
    if order is not None:
        order = list(order)
        if sorted(order) != list(range(size)) or not all(isinstance(c, int) for c in order):
            raise ValueError(f"order must name every card id 0..{size - 1} once")
    state = State(options, seed)
    rng = state.rng
    state.first = state.actor = rng.randrange(n) if first is None else first
    if order is None:
        order = list(range(size))
        rng.shuffle(order)
    seats = [(state.first + k) % n for k in range(n)]
    for k in range(2):                                            # CP-4
        for i, seat in enumerate(seats):
            state.hands[seat].append(order[k * n + i])
    state.deck = order[2 * n:][::-1]                              # the next draw pops the end
    if n == 2 and options.two_player_start:                       # CP-3, CP-18
        state.coins[state.first] = 1
    state.phase = ACT
    state.events.append(events.start(n, state.first, options.copies, size, state.coins))
    state.events.extend(events.deal(seat, state.hands[seat]) for seat in seats)
    state.events.append(events.turn(state.first))
    state.start_events = list(state.events)
    return state
