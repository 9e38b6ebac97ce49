"""``setup``: a new game of Good Face Bad Face (GF-2, GF-3, GF-4, GF-16), and ``deal_for``: a
stacked deal from chosen hands."""
from __future__ import annotations

from typing import Sequence

from facetable.engine.contract import check_deal, check_first
from facetable.engine.shuffle import shuffle

from .cards import WILDS, counts_to_kinds, kinds_to_counts
from .options import Options
from .state import BUILD, State


def full_deck(options: Options) -> list[int]:
    """The cards ``setup``'s ``deal`` orders: every card in play as its kind (``cards``),
    wilds included, unshuffled (GF-2, GF-16)."""
    return list(counts_to_kinds(options.deck))


def setup(options: Options, seed: int, deal: Sequence[int] | None = None,
          first: int | None = None) -> State:
    """A new game, waiting for the first Stack Owner to build.

    The first owner is drawn at random (GF-4), then the cards are shuffled, the 2-player
    removal is made (GF-2; GF-16: with a wild, 3 cards are removed and the wild shuffled in)
    and the cards are dealt one at a time in the pass direction, starting with the owner.
    ``deal`` (the contract's meaning) gives the cards as kinds in the order they come off the
    deck instead: the first ``options.removed`` go to the box unseen (never a wild, GF-16),
    the rest are dealt as above. ``first`` is the first Stack Owner.
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs goodface Options, not {type(options).__name__}")
    n = options.players
    check_first(first, n)
    order = None if deal is None else check_deal(deal, full_deck(options))
    if order is not None and any(k in WILDS for k in order[:options.removed]):
        raise ValueError("deal: a wild card is never among the cards removed unseen (GF-16)")
    state = State(options, seed)
    fx, rng = state.fixed, state.rng
    owner = rng.randrange(n) if first is None else first
    state.owner = state.holder = state.first = owner
    wilds, removed_n = fx.wilds, fx.removed
    if order is None:
        cards = list(fx.cards)
        shuffle(rng, cards)
        removed = cards[:removed_n]
        cards = cards[removed_n:]
        if n == 2 and wilds:                                       # GF-16
            cards += wilds
            shuffle(rng, cards)
    else:
        removed, cards = order[:removed_n], order[removed_n:]
    state.removed = kinds_to_counts(removed)
    state.phase = BUILD
    state.refresh_turn()
    emit, hands, ev = state.events.append, state.hands, state.ev
    emit(fx.start[owner])
    for kind in removed:
        emit(ev.removed[kind])
    for seat, kind in zip(fx.deal_seats[owner], cards, strict=True):
        hands[seat][kind] += 1
        emit(ev.deal[seat][kind])
    emit(ev.round_[1][owner])
    state.start_events = list(state.events)
    return state


def deal_for(options: Options, hands: Sequence[Sequence[int]], removed: Sequence[int] = (),
             first: int = 0) -> list[int]:
    """The ``deal`` that gives seat ``s`` the kinds ``hands[s]`` (in the order dealt) and puts
    ``removed`` in the box, in a game of ``options`` whose first owner is ``first`` (tests,
    physical replays). ``setup`` checks that it is the whole deck."""
    n = options.players
    if len(hands) != n or len({len(h) for h in hands}) != 1:
        raise ValueError(f"deal_for needs {n} hands of the same size")
    seats = [(first + options.step * i) % n for i in range(n)]
    return list(removed) + [hands[seat][k] for k in range(len(hands[0])) for seat in seats]
