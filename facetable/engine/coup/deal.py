"""``setup``: a new game of Coup (CP-2 … CP-4, CP-18); ``deal_for``: a stacked deal by role."""
from __future__ import annotations

from typing import Mapping, Sequence

from facetable.engine.contract import check_deal, check_first
from facetable.engine.shuffle import shuffle

from . import events
from .cards import copies_per_role
from .options import Options
from .state import ACT, State


def full_deck(options: Options) -> list[int]:
    """The cards ``setup``'s ``deal`` orders: every card id of the game (``cards``:
    ``id = role * copies + copy``), unshuffled."""
    return list(range(options.deck_size))


def setup(options: Options, seed: int, deal: Sequence[int] | None = None,
          first: int | None = None) -> State:
    """A new game, waiting for the first player's action.

    The deck is shuffled with the state's own generator; ``deal`` (the contract's meaning) gives
    the card ids in the order they come off the deck instead: dealt two rounds clockwise from
    the first player, then the court deck, whose next draw is the next card of ``deal``.
    ``first`` is the starting player (CP-4: random; later games: the winner of the last one,
    see the declaration's ``next_first``).
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs coup Options, not {type(options).__name__}")
    n = options.players
    check_first(first, n)
    order = None if deal is None else check_deal(deal, full_deck(options))
    state = State(options, seed)
    rng = state.rng
    state.first = state.actor = first = rng.randrange(n) if first is None else first
    if order is None:
        order = list(range(len(state.cards)))        # full_deck, at once
        shuffle(rng, order)
    seats = [*range(first, n), *range(first)]                    # clockwise from the first
    hands = state.hands
    for i, seat in enumerate(seats):                              # CP-4: two rounds
        hands[seat] = [order[i], order[n + i]]
    state.deck = order[:2 * n - 1:-1]             # the rest, reversed: the next draw pops the end
    if n == 2 and options.two_player_start:                       # CP-3, CP-18
        state.coins[first] = 1
    state.phase = ACT
    state.events.append(events.start(n, first, state.copies, len(state.cards), state.coins))
    state.events.extend([events.deal(seat, hands[seat]) for seat in seats])
    state.events.append(events.turn(first))
    state.start_events = list(state.events)
    return state


def deal_for(players: int, hands: Mapping[int, Sequence[int]] | None = None, first: int = 0,
             draws: Sequence[int] = ()) -> list[int]:
    """A ``deal`` (card ids in dealing order) giving each seat in ``hands`` its two roles (seats
    not named get what is left) and putting the roles in ``draws`` on top of the court deck,
    for a game whose first player is ``first`` (tests, tutorials, physical replays)."""
    copies = copies_per_role(players)
    left = {r: [r * copies + k for k in range(copies)] for r in range(5)}

    def take(role: int) -> int:
        if not left[role]:
            raise ValueError(f"the deal asks for more than {copies} cards of role {role}")
        return left[role].pop(0)

    chosen: dict[int, list[int]] = {s: [take(r) for r in roles]
                                    for s, roles in (hands or {}).items()}
    top = [take(r) for r in draws]
    rest = [c for r in range(5) for c in left[r]]
    for s in range(players):
        if s not in chosen:
            chosen[s] = [rest.pop(), rest.pop()]
    seats = [(first + k) % players for k in range(players)]
    return [chosen[s][k] for k in range(2) for s in seats] + top + rest
