"""What one seat knows (GF-23), as an immutable ``View``, and nothing more.

A seat knows its own hand, every Party, every hand's size, the Stack's size, owner and holder,
every card flipped this round (and, in ``log``, every flip and move before), the order of a
Stack it built itself (what is left of it), the card it peeked at (GF-22) while that card is
still on top, the Stack count and limit, and the must-flip markers. It does not know the
others' hands, the order of another owner's Stack, or the cards removed unseen (only how many,
which the rules say).

``log`` is every event so far as this seat sees it (``Event.seen_by``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.log import Log, seen_log
from facetable.records import Record

from .cards import BAD, GOOD, counts_to_kinds

if TYPE_CHECKING:
    from .state import State


class View(Record):
    """Everything ``seat`` may know (GF-23). ``seat`` -1 is a spectator (public only).

    Card multisets (``hand``, ``parties[s]``) are sorted tuples of kinds; the Stack's order
    (``stack_order``, owner only) is top first.

    - ``phase``: "build", "hold", "keep" or "over"; ``deciders`` the seat deciding now.
    - ``owner``: the Stack Owner; ``holder``: the seat the Stack lies with; ``flips``: cards
      the holder has flipped since it reached them.
    - ``stack_size``: cards in the Stack (while building: how many have been put).
    - ``stack_order``: the rest of the Stack, top first, for its owner; () for the others.
    - ``flipped``: (seat, kind) of each card flipped from this round's Stack.
    - ``peek``: the kind of the Stack's top card if this seat peeked at it (GF-22), else None.
    - ``pending``: a wild lying face up in ``keeper``'s flip spot (the Sad Face while its
      flipper chooses what to keep); ``keep_mode`` "give" (GF-20) or "deal" (GF-21).
    - ``must_flip``: the GF-19 marker of each seat.
    - ``round``: the Stack being played (from 1), ``round_limit``: GF-29's limit.
    - ``deck``: cards of each kind in play; ``removed``: how many were removed unseen.
    """

    seat: int
    players: int
    step: int
    effects: tuple[str, ...]
    deck: tuple[int, ...]
    removed: int
    phase: str
    deciders: tuple[int, ...]
    owner: int
    holder: int
    flips: int
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    parties: tuple[tuple[int, ...], ...]
    stack_size: int
    stack_order: tuple[int, ...]
    flipped: tuple[tuple[int, int], ...]
    peek: int | None
    pending: int | None
    keeper: int | None
    keep_mode: str | None
    must_flip: tuple[bool, ...]
    round: int
    round_limit: int
    winners: tuple[int, ...]
    log: Log[Event]

    def goods(self, seat: int) -> int:
        return self.parties[seat].count(GOOD)

    def bads(self, seat: int) -> int:
        return self.parties[seat].count(BAD)

    @property
    def is_owner(self) -> bool:
        return self.seat == self.owner


def make_view(state: "State", seat: int) -> View:
    own = seat != SPECTATOR and 0 <= seat < state.players
    peek = state.peek
    return View(
        seat=seat, players=state.players, step=state.step, effects=state.effect,
        deck=state.options.deck, removed=sum(state.removed), phase=state.phase,
        deciders=state.deciders(), owner=state.owner, holder=state.holder, flips=state.flips,
        hand=counts_to_kinds(state.hands[seat]) if own else (),
        hand_sizes=tuple(sum(h) for h in state.hands),
        parties=tuple(counts_to_kinds(p) for p in state.parties),
        stack_size=len(state.stack),
        stack_order=tuple(state.stack) if own and seat == state.owner else (),
        flipped=tuple(state.flipped),
        peek=peek[1] if peek is not None and peek[0] == seat else None,
        pending=state.pending, keeper=state.keeper, keep_mode=state.keep_mode,
        must_flip=tuple(state.marker), round=state.round,
        round_limit=state.options.round_limit, winners=state.winners,
        log=_log(state, seat),
    )


def _log(state: "State", seat: int) -> Log[Event]:
    """The events as ``seat`` sees them, sharing what earlier views already redacted."""
    return seen_log(state.redacted, state.events, seat)
