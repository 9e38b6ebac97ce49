"""Helpers for the Face Guess tests: games with chosen hands and draws (the engine's
``deal_for``), whole rounds."""
from __future__ import annotations

from typing import Mapping, Sequence

from facetable.engine.faceguess import BAD, GOOD, Options, deal_for, guess_for, setup
from facetable.engine.faceguess import actions as A

G, B = GOOD, BAD


def game(players: int = 4, hands=None, draws=(), first: int = 0, seed: int = 0, **options):
    opts = Options(players=players, **options)
    return setup(opts, seed, deal=deal_for(players, hands, draws, first, opts.good_cards),
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
