"""``setup``: a new game of Face Guess (FG-1, FG-2), and ``deal_for``: a stacked deal by kind."""
from __future__ import annotations

from typing import Mapping, Sequence

from facetable.engine.contract import check_deal, check_first
from facetable.engine.shuffle import shuffle

from . import events
from .cards import BAD, DECK_SIZE, GOOD, HAND_SIZE, make_deck
from .options import Options
from .state import State


def full_deck(options: Options) -> list[str]:
    """The cards ``setup``'s ``deal`` orders: the 50 kinds (``GOOD``, ``BAD``), unshuffled."""
    return make_deck(options.good_cards)


def setup(options: Options, seed: int, deal: Sequence[str] | None = None,
          first: int | None = None) -> State:
    """A new game, in the first round's commit phase.

    The deck is shuffled with the state's own generator; ``deal`` (the contract's meaning) gives
    the 50 kinds in the order they come off the deck instead: five cards to each player
    clockwise from the first start player, one at a time, then the draw pile, whose next draw
    is the next kind of ``deal``. ``first`` is the first start player (FG-2: by default a
    random seat).
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs faceguess Options, not {type(options).__name__}")
    n = options.players
    check_first(first, n)
    order = None if deal is None else check_deal(deal, full_deck(options))
    state = State(options, seed)
    rng = state.rng
    state.start = state.first = rng.randrange(n) if first is None else first
    if order is None:
        order = full_deck(options)
        shuffle(rng, order)
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


def deal_for(players: int, hands: Mapping[int, Sequence[str]] | None = None,
             draws: Sequence[str] = (), first: int = 0, good: int = 25) -> list[str]:
    """A ``deal`` giving each seat in ``hands`` its five kinds and putting ``draws`` on top of
    the draw pile, for a game whose first start player is ``first`` and whose deck holds
    ``good`` Good cards; every other place gets the remaining kinds, alternating so that hands
    hold both (tests, tutorials, physical replays)."""
    hands = dict(hands or {})
    used = [k for h in hands.values() for k in h] + list(draws)
    left = {GOOD: good - used.count(GOOD), BAD: DECK_SIZE - good - used.count(BAD)}
    if left[GOOD] < 0 or left[BAD] < 0:
        raise ValueError("the deal asks for more cards of a kind than the deck holds")

    def take() -> str:
        kind = GOOD if left[GOOD] >= left[BAD] else BAD
        left[kind] -= 1
        return kind

    full = {s: list(hands[s]) if s in hands else [take() for _ in range(HAND_SIZE)]
            for s in range(players)}
    seats = [(first + k) % players for k in range(players)]
    order = [full[seats[i]][k] for k in range(HAND_SIZE) for i in range(players)]
    order += list(draws)
    while left[GOOD] + left[BAD]:
        order.append(take())
    return order
