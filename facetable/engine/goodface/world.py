"""``sample_world``: a whole state consistent with a seat's view, for searching bots."""
from __future__ import annotations

import random
from functools import lru_cache

from facetable.engine.shuffle import shuffle

from .cards import BLANK, KINDS, WILDS, kinds_to_counts
from .options import Options
from .state import State
from .view import View


@lru_cache(maxsize=None)
def _options(players: int, step: int, wilds: tuple[int, ...], blank_effect: str,
             round_limit: int) -> Options:
    return Options(players=players, direction="left" if step == 1 else "right",
                   greedy=WILDS[0] in wilds, sad=WILDS[1] in wilds, blank=WILDS[2] in wilds,
                   blank_effect=blank_effect, round_limit=round_limit)


def unseen(view: View) -> list[int]:
    """The cards ``view.seat`` cannot see, as kinds (sorted): every card in play but its own
    hand, the Parties, the Stack cards it knows and a wild lying face up."""
    counts = list(view.deck)
    known = [*view.hand, *view.stack_order, *(k for p in view.parties for k in p)]
    if view.peek is not None and not view.stack_order:
        known.append(view.peek)
    if view.pending is not None:
        known.append(view.pending)
    for k in known:
        counts[k] -= 1
    if min(counts) < 0:
        raise ValueError("the view shows more cards of a kind than are in play")
    return [k for k in KINDS for _ in range(counts[k])]


def sample_world(view: View, rng: random.Random) -> State:
    """A playable state that agrees with everything in ``view``.

    The unseen cards (``unseen``) are shuffled and dealt to the places the seat cannot see:
    the other hands (at their known sizes), the unknown part of the Stack (all of it, all but
    the peeked top card, or nothing for its owner) and the box. Every arrangement of the
    unseen cards is equally likely, as after a fair shuffle.

    Not used: what the log tells about hands (a card publicly returned to a hand may since
    have gone into a Stack face down); a bot that wants such beliefs weighs the worlds itself.
    The state has no history; its ``events`` are the view's log, so views of the other seats
    in the sampled world see only what this seat saw.
    """
    wilds = tuple(k for k in WILDS if view.deck[k])
    options = _options(view.players, view.step, wilds, view.effects[BLANK], view.round_limit)
    state = State(options, rng.getrandbits(64))
    cards = unseen(view)
    shuffle(rng, cards)
    at = 0
    for s in range(view.players):
        if s == view.seat:
            state.hands[s] = kinds_to_counts(view.hand)
            continue
        size = view.hand_sizes[s]
        state.hands[s] = kinds_to_counts(cards[at:at + size])
        at += size
    if view.stack_order or view.stack_size == 0:
        stack = list(view.stack_order)
    else:
        hidden = view.stack_size - (view.peek is not None)
        stack = ([] if view.peek is None else [view.peek]) + cards[at:at + hidden]
        at += hidden
    state.stack = stack
    state.removed = kinds_to_counts(cards[at:])
    if len(stack) != view.stack_size or len(cards) - at != view.removed:
        raise ValueError("the view's sizes do not add up to the cards in play")
    state.parties = [kinds_to_counts(p) for p in view.parties]
    state.owner, state.holder, state.flips = view.owner, view.holder, view.flips
    state.phase, state.round, state.winners = view.phase, view.round, view.winners
    state.flipped = list(view.flipped)
    state.peek = None if view.peek is None else (view.seat, view.peek)
    state.marker = list(view.must_flip)
    state.pending, state.keeper, state.keep_mode = view.pending, view.keeper, view.keep_mode
    state.refresh_turn()
    state.events = list(view.log)
    return state
