"""Shorthands for the Coup rule tests: deal chosen cards, answer windows, read events."""
from __future__ import annotations

from facetable.engine import Action
from facetable.engine.coup import Options, State, setup
from facetable.engine.coup import actions as A
from facetable.engine.coup.cards import copies_per_role

DUKE, ASSASSIN, CAPTAIN, AMBASSADOR, CONTESSA = range(5)


def order_for(players: int, hands: dict[int, tuple[int, int]], first: int = 0,
              deck: tuple[int, ...] = ()) -> list[int]:
    """Card ids in dealing order so that each seat gets the roles in ``hands`` (seats not named
    get whatever is left) and the court deck's next draws have the roles in ``deck``."""
    copies = copies_per_role(players)
    left = {r: [r * copies + k for k in range(copies)] for r in range(5)}

    def take(role: int) -> int:
        return left[role].pop(0)

    chosen: dict[int, list[int]] = {s: [take(r) for r in roles] for s, roles in hands.items()}
    top = [take(r) for r in deck]
    rest = [c for r in range(5) for c in left[r]]
    for s in range(players):
        if s not in chosen:
            chosen[s] = [rest.pop(), rest.pop()]
    seats = [(first + k) % players for k in range(players)]
    return [chosen[s][k] for k in range(2) for s in seats] + top + rest


def game(players: int = 3, hands: dict | None = None, first: int = 0, deck: tuple = (),
         seed: int = 1, **options) -> State:
    opts = Options(players=players, **options)
    return setup(opts, seed, order=order_for(players, hands or {}, first, deck), first=first)


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
