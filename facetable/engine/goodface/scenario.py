"""Exact positions for tests, screenshots and physical replays: who holds what, which Parties,
the Stack's order, whose turn.

Cards are written one letter each: ``G`` Good, ``B`` Bad, ``R`` gReedy, ``S`` Sad, ``N`` blaNk
(spaces ignored). The cards of the deck that the position does not place lie in the box, so
every card is somewhere (the random-play invariants hold from there on).
"""
from __future__ import annotations

from typing import Any, Sequence

from . import events
from .cards import BLANK, GREEDY, KINDS, SAD, kinds_to_counts
from .options import Options
from .state import BUILD, HOLD, State

LETTERS = "GBRSN"


def parse(text: str) -> list[int]:
    """``"GGB"`` -> [GOOD, GOOD, BAD]."""
    try:
        return [LETTERS.index(ch) for ch in text.replace(" ", "").upper()]
    except ValueError:
        raise ValueError(f"cards are written with {', '.join(LETTERS)}, not {text!r}") from None


def letters(kinds: Sequence[int]) -> str:
    return "".join(LETTERS[k] for k in kinds)


def position(hands: Sequence[str], parties: Sequence[str] | None = None, *, owner: int = 0,
             stack: str | None = None, holder: int | None = None, flips: int = 0,
             markers: Sequence[int] = (), round: int = 1, seed: int = 1,
             **options: Any) -> State:
    """A state where seat ``s`` holds ``hands[s]`` and has ``parties[s]`` in its Party.

    Without ``stack`` the owner is about to build. With ``stack`` (top first) the Stack lies
    with ``holder`` (default: the next seat in the pass direction) who has flipped ``flips``
    cards of it so far. ``markers``: seats with the must-flip marker (their Parties should hold
    the Greedy Face, GF-19). Wild options are switched on for the wilds named anywhere.
    """
    players = len(hands)
    parties = parties or [""] * players
    placed = [parse(h) for h in hands]
    in_party = [parse(p) for p in parties]
    in_stack = parse(stack) if stack is not None else []
    used = {k for cards in (*placed, *in_party, in_stack) for k in cards}
    for kind, name in ((GREEDY, "greedy"), (SAD, "sad"), (BLANK, "blank")):
        if kind in used:
            options.setdefault(name, True)
    opts = Options(players=players, **options)
    state = State(opts, seed)
    left = list(opts.deck)
    for cards in (*placed, *in_party, in_stack):
        for k in cards:
            left[k] -= 1
    if min(left) < 0:
        raise ValueError(f"the position uses more cards than the deck {opts.deck} holds")
    state.removed = left
    state.hands = [kinds_to_counts(c) for c in placed]
    state.parties = [kinds_to_counts(c) for c in in_party]
    state.owner = owner
    state.round = round
    for seat in markers:
        state.marker[seat] = True
    if stack is None:
        state.holder, state.phase = owner, BUILD
    else:
        state.stack = in_stack
        state.holder = (owner + opts.step) % players if holder is None else holder
        state.flips, state.phase = flips, HOLD
    state.refresh_turn()
    state.events.append(events.round_(round, owner, ()))
    state.start_events = list(state.events)
    return state


def hand(state: State, seat: int) -> str:
    """A seat's hand as letters, in kind order."""
    return letters([k for k in KINDS for _ in range(state.hands[seat][k])])


def party(state: State, seat: int) -> str:
    return letters([k for k in KINDS for _ in range(state.parties[seat][k])])
