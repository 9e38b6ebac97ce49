"""``setup``: a new game of Face Guess (FG-1, FG-2)."""
from __future__ import annotations

from typing import Sequence

from . import events
from .cards import DECK_SIZE, GOOD, HAND_SIZE, KINDS, make_deck
from .options import Options
from .state import State


def setup(options: Options, seed: int, order: Sequence[str] | None = None,
          first: int | None = None) -> State:
    """A new game, in the first round's commit phase.

    The deck is shuffled with the state's own generator; ``order`` (tests) gives the 50 kinds in
    the order they come off the deck instead: five cards to each player clockwise from the
    first start player, one at a time, then the draw pile, whose next draw is the next kind of
    ``order``. ``first`` is the first start player (FG-2: by default a random seat).
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs faceguess Options, not {type(options).__name__}")
    n = options.players
    if first is not None and (not isinstance(first, int) or isinstance(first, bool)
                              or not 0 <= first < n):
        raise ValueError(f"first must be a seat from 0 to {n - 1}, not {first!r}")
    if order is not None:
        order = list(order)
        if len(order) != DECK_SIZE or any(k not in KINDS for k in order) \
                or order.count(GOOD) != options.good_cards:
            raise ValueError(f"order must list {DECK_SIZE} kinds, {options.good_cards} of them "
                             f"good")
    state = State(options, seed)
    rng = state.rng
    state.start = rng.randrange(n) if first is None else first
    if order is None:
        order = make_deck(options.good_cards)
        rng.shuffle(order)
    seats = [(state.start + k) % n for k in range(n)]
    for k in range(HAND_SIZE):                                       # FG-2
        for i, seat in enumerate(seats):
            state.hands[seat].append(order[k * n + i])
    state.deck = order[HAND_SIZE * n:][::-1]                         # the next draw pops the end
    state.events.append(events.start(n, state.start, DECK_SIZE, options.good_cards, HAND_SIZE,
                                     options.target, options.fooled_bonus))
    state.events.extend(events.deal(seat, state.hands[seat]) for seat in seats)
    state.events.append(events.round_(1, state.start))
    state.start_events = list(state.events)
    return state
