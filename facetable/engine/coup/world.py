"""``sample_world``: a whole state consistent with a seat's view, for searching bots."""
from __future__ import annotations

import random
from functools import lru_cache

from facetable.engine.contract import Action
from facetable.engine.shuffle import shuffle

from .actions import ALLOW_A, BLOCK_AS, BLOCKED_BY, CHALLENGE_A
from .knowledge import DECK, knowledge, sample_places
from .options import Options
from .state import ClaimRecord, State, Window
from .view import View


@lru_cache(maxsize=None)
def _options(players: int) -> Options:
    return Options(players=players)


def sample_world(view: View, rng: random.Random) -> State:
    """A playable state that agrees with everything in ``view``. The hidden cards are dealt
    uniformly among the deals consistent with the view (``knowledge``): the seat's own cards
    and every face-up card stay, cards it returned to the court deck are in the deck or with a
    player who drew since; the court deck is shuffled anew.

    Not known to the seat, and so made up: the answers other seats already gave in an open
    window (each drawn uniformly from its legal answers; a searcher may overwrite
    ``state.window.answers``), and whether past claims were true (``claims`` have
    ``truthful=None``). The state has no history; its ``events`` are the view's log (this seat's
    redaction), so views of other seats in the sampled world see only public events.
    """
    places = sample_places(knowledge(view), rng)
    state = State(_options(view.players), rng.getrandbits(64))
    for s in range(view.players):
        if s == view.seat:
            state.hands[s] = list(view.hand)
        elif not view.out[s]:
            hand = places[s]
            shuffle(rng, hand)
            state.hands[s] = hand
    deck = places[DECK]
    shuffle(rng, deck)
    state.deck = deck
    state.face_up = [list(f) for f in view.face_up]
    state.coins = list(view.coins)
    state.out = list(view.out)
    state.out_order = list(view.out_order)
    state.phase, state.first, state.actor, state.winner = (view.phase, view.first, view.actor,
                                                           view.winner)
    p = view.pending
    state.act, state.target, state.paid = p.action, p.target, p.paid
    state.claim, state.claimant, state.claim_role = p.claim, p.claimant, p.claim_role
    state.blocker, state.block_role, state.challenger = p.blocker, p.block_role, p.challenger
    state.shown, state.loser = p.shown, p.loser
    state.then = p.then
    state.keep_count = view.keep
    if view.window is not None:
        w = view.window
        answers: dict[int, Action] = {}
        choices = ([CHALLENGE_A, ALLOW_A] if w.kind == "challenge"
                   else [BLOCK_AS[r] for r in BLOCKED_BY[p.action]] + [ALLOW_A])
        for s in w.seats:
            if s in w.waiting:
                continue
            answers[s] = view.my_answer if s == view.seat else rng.choice(choices)
        state.window = Window(w.kind, w.claimant, w.role, w.seats, answers)
    state.events = list(view.log)
    state.claims = _claims(view)
    return state


def _claims(view: View) -> list[ClaimRecord]:
    out = []
    for i, e in enumerate(view.log):
        if e.kind == "declare" and e["role"] is not None:
            out.append(ClaimRecord(i, e["seat"], e["role"], "action", e["action"], None))
        elif e.kind == "block":
            action = next(x["action"] for x in reversed(view.log[:i]) if x.kind == "declare")
            out.append(ClaimRecord(i, e["seat"], e["role"], "block", action, None))
    return out
