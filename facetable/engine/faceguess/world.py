"""``sample_world``: a whole state consistent with a seat's view, for searching bots."""
from __future__ import annotations

import random

from facetable.engine.shuffle import shuffle

from .cards import BAD, GOOD
from .options import Options
from .state import OVER, State
from .view import View


def sample_world(view: View, rng: random.Random) -> State:
    """A playable state that agrees with everything in ``view``.

    The cards the seat cannot see (``view.unseen_counts()``) are shuffled into the places it
    cannot see: the other hands, the other face-down cards and the draw pile. Cards have only
    kinds, so every distinct assignment of kinds to those places is equally likely (a uniform
    shuffle of a multiset). The seat's own hand and card, every revealed card, the guesses and
    the scores stay. The state has no history; its ``events`` are the view's log (this seat's
    redaction).
    """
    n = view.players
    over = view.phase == OVER
    options = Options(players=n, good_cards=view.good_cards, target=view.target,
                      fooled_bonus=view.fooled_bonus)
    state = State(options, rng.getrandbits(64))
    good, bad = view.unseen_counts()
    pool = [GOOD] * good + [BAD] * bad
    shuffle(rng, pool)
    for s in range(n):
        if s == view.seat:
            state.hands[s] = list(view.hand)
            state.committed[s] = view.mine
            continue
        size = view.hand_sizes[s]
        state.hands[s], pool = pool[:size], pool[size:]
        if over:
            state.committed[s] = view.faces[s]
        elif view.placed[s]:
            state.committed[s] = pool.pop()
    if len(pool) != view.deck_size:
        raise ValueError("the view's card counts do not add up")
    state.deck = pool
    discarded = view.rounds[:-1] if over else view.rounds
    state.discard = [c for r in discarded for c in r.cards]
    state.phase, state.round, state.start = view.phase, view.round, view.start
    state.guesser = view.guesser
    state.guesses = list(view.guesses)
    state.scores, state.right = list(view.scores), list(view.right)
    state.rounds = list(view.rounds)
    state.end_reason = view.end_reason
    state.events = list(view.log)
    state._sync()                               # the commit phase's deciders, from committed
    return state
