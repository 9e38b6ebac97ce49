"""The invariants of a Good Face Bad Face state, checked after every action by the random-play
test and the speed tool (GF-2, GF-8, GF-9 … GF-15, GF-19, GF-28, GF-29)."""
from __future__ import annotations

from .cards import BAD, BLANK, GOOD, GREEDY, SAD
from .state import State


def check(state: State) -> None:
    """AssertionError naming the broken invariant, if any."""
    deck = state.deck
    counts = [sum(col) for col in zip(state.removed, *state.hands, *state.parties)]
    for k in state.stack:
        counts[k] += 1
    if state.pending is not None:
        counts[state.pending] += 1
    assert tuple(counts) == deck, (counts, deck)                      # GF-14: cards kept
    assert state.deciders() == state.deciders_by_phase()             # the kept turn
    assert min(map(min, state.hands)) >= 0
    for seat, party in enumerate(state.parties):
        assert not (party[GOOD] and party[BAD])                       # GF-9 … GF-13
        assert party[BAD] < 3                                         # GF-13: purged
        assert party[GOOD] < 4 or seat in state.winners               # GF-15
        assert not (party[GREEDY] or party[SAD] or party[BLANK]) or state.marker[seat]  # GF-19
    if state.is_over:
        assert state.deciders() == () and state.winners
        if state.end_reason == "four_goods":                          # GF-15, GF-28
            assert len(state.winners) == 1
            assert state.parties[state.winners[0]][GOOD] == 4
        else:                                                         # GF-29
            assert state.round == state.options.round_limit and not state.stack
        return
    assert state.round <= state.options.round_limit
    assert state.phase != "build" or sum(state.hands[state.owner])   # GF-8
    assert state.phase != "hold" or state.stack
