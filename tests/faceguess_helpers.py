"""Helpers for the Face Guess tests: games with chosen hands and draws, whole rounds."""
from __future__ import annotations

from typing import Mapping, Sequence

from facetable.engine.faceguess import BAD, DECK_SIZE, GOOD, HAND_SIZE, Options, guess_for, setup
from facetable.engine.faceguess import actions as A

G, B = GOOD, BAD


def order_for(players: int, hands: Mapping[int, Sequence[str]] | None = None,
              draws: Sequence[str] = (), first: int = 0, good: int = 25) -> list[str]:
    """A deck order dealing ``hands`` (seat -> five kinds) and then drawing ``draws`` first;
    every other place gets the remaining kinds, alternating so that hands hold both."""
    hands = dict(hands or {})
    used = [k for h in hands.values() for k in h] + list(draws)
    left = {G: good - used.count(G), B: DECK_SIZE - good - used.count(B)}
    assert left[G] >= 0 and left[B] >= 0, "more cards asked for than the deck holds"

    def take() -> str:
        kind = G if left[G] >= left[B] else B
        left[kind] -= 1
        return kind

    full = {s: list(hands[s]) if s in hands else [take() for _ in range(HAND_SIZE)]
            for s in range(players)}
    seats = [(first + k) % players for k in range(players)]
    order = [full[seats[i]][k] for k in range(HAND_SIZE) for i in range(players)]
    order += list(draws)
    while left[G] + left[B]:
        order.append(take())
    return order


def game(players: int = 4, hands=None, draws=(), first: int = 0, seed: int = 0, **options):
    opts = Options(players=players, **options)
    return setup(opts, seed, order=order_for(players, hands, draws, first, opts.good_cards),
                 first=first)


def commit_all(state, kinds: Mapping[int, str] | Sequence[str], order=None) -> list:
    """Every seat commits its kind (in ``order``, default seat order); the events."""
    kinds = dict(kinds) if isinstance(kinds, Mapping) else dict(enumerate(kinds))
    events = []
    for seat in order or sorted(kinds):
        events += state.apply(A.commit(kinds[seat]), seat)
    return events


def guess_all(state, calls: Mapping[int, Mapping[int, str]]) -> list:
    """Every seat guesses, in turn from the start player: calls[guesser][about]."""
    events = []
    while state.phase == "guess":
        g = state.guesser
        events += state.apply(guess_for(dict(calls[g]), g, state.players), g)
    return events


def same_calls(players: int, kind: str) -> dict[int, dict[int, str]]:
    return {g: {s: kind for s in range(players) if s != g} for g in range(players)}


def play_round(state, kinds, calls) -> list:
    return commit_all(state, kinds) + guess_all(state, calls)
