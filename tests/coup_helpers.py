"""Shorthands for the Coup rule tests: games with chosen cards (the engine's ``deal_for``), answer
windows, read events."""
from __future__ import annotations

from facetable.engine import Action
from facetable.engine.coup import Options, State, deal_for, setup
from facetable.engine.coup import actions as A

DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA = range(5)


def game(players: int = 3, hands: dict | None = None, first: int = 0, deck: tuple = (),
         seed: int = 1, **options) -> State:
    opts = Options(players=players, **options)
    return setup(opts, seed, deal=deal_for(players, hands or {}, first, deck), first=first)


def card(state: State, seat: int, role: int) -> int:
    """A face-down card of ``role`` in ``seat``'s hand."""
    return next(c for c in state.hands[seat] if state.role[c] == role)


def answer(state: State, challenge=(), block=None, order=None) -> list:
    """Answer the open window: seats in ``challenge`` challenge, ``block`` maps seat -> role,
    everyone else allows. ``order`` is the order the answers are given in."""
    events = []
    block = block or {}
    for seat in order or list(state.deciders()):
        if seat in block:
            action = A.block(block[seat])
        elif seat in challenge:
            action = A.challenge()
        else:
            action = A.allow()
        events += state.apply(action, seat)
    return events


def allow_all(state: State) -> list:
    return answer(state)


def kinds(events) -> list[str]:
    return [e.kind for e in events if e.kind != "answer"]


def do(state: State, seat: int, action: Action) -> list:
    return state.apply(action, seat)
