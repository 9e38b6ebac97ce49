"""``setup``: a new game of Good Face Bad Face (GF-2, GF-3, GF-4, GF-16)."""
from __future__ import annotations

from typing import Sequence

from . import events
from .cards import KINDS, hand_size, kinds_to_counts
from .options import Options
from .state import BUILD, State


def setup(options: Options, seed: int, deal: Sequence[Sequence[int]] | None = None,
          removed: Sequence[int] = (), owner: int | None = None) -> State:
    """A new game, waiting for the first Stack Owner to build.

    The first owner is drawn at random (GF-4), then the cards are shuffled, the 2-player
    removal is made (GF-2; GF-16: with a wild, 3 cards are removed and the wild shuffled in)
    and the cards are dealt one at a time in the pass direction, starting with the owner.
    ``deal`` (tests, physical replays) gives every seat's hand as kinds instead, with
    ``removed`` the cards in the box; ``owner`` the first owner.
    """
    if not isinstance(options, Options):
        raise TypeError(f"setup needs goodface Options, not {type(options).__name__}")
    n = options.players
    if owner is not None and (not isinstance(owner, int) or isinstance(owner, bool)
                              or not 0 <= owner < n):
        raise ValueError(f"owner must be a seat from 0 to {n - 1}, not {owner!r}")
    state = State(options, seed)
    rng = state.rng
    state.owner = state.holder = rng.randrange(n) if owner is None else owner
    size = hand_size(n)
    seats = [(state.owner + options.step * i) % n for i in range(n)]
    if deal is None:
        wilds = list(options.wilds)
        cards = [k for k in KINDS for _ in range(options.deck[k]) if k not in wilds or n > 2]
        rng.shuffle(cards)
        removed = cards[:options.removed]
        cards = cards[options.removed:]
        if n == 2 and wilds:                                       # GF-16
            cards += wilds
            rng.shuffle(cards)
        hands = {s: [] for s in range(n)}
        for i, kind in enumerate(cards):
            hands[seats[i % n]].append(kind)
        order = [(seats[i % n], cards[i]) for i in range(len(cards))]
    else:
        hands = {s: list(deal[s]) for s in range(n)} if len(deal) == n else None
        total = kinds_to_counts([k for h in deal for k in h] + list(removed))
        if hands is None or any(len(h) != size for h in hands.values()) or \
                tuple(total) != options.deck or len(removed) != options.removed:
            raise ValueError(f"deal must give {n} hands of {size} cards and {options.removed} "
                             f"removed, {options.deck} cards of each kind in all")
        order = [(seats[i % n], hands[seats[i % n]][i // n]) for i in range(size * n)]
    state.removed = kinds_to_counts(removed)
    state.phase = BUILD
    emit = state.events.append
    emit(events.start(n, state.owner, options.step, options.deck, options.removed, size,
                      options.round_limit, options.wilds, options.blank_effect))
    for kind in removed:
        emit(events.move(kind, "deck", None, "box", None, "removed", events.NOBODY))
    for seat, kind in order:
        state.hands[seat][kind] += 1
        emit(events.move(kind, "deck", None, "hand", seat, "deal", (seat,)))
    emit(events.round_(1, state.owner, ()))
    state.start_events = list(state.events)
    return state
