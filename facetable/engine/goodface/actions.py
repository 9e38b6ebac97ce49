"""The decisions of Good Face Bad Face as small immutable ``Action`` values.

==========  ===========================  =====================================================
kind        fields                       when
==========  ===========================  =====================================================
put         value = card kind            the owner builds the Stack: the card goes under the
                                         cards already put (the first put is the top, GF-4)
seal        -                            the owner is done building (after at least one put);
                                         the Stack is passed on (GF-5)
flip        -                            the seat holding the Stack flips its top card (GF-6,
                                         GF-7)
pass        -                            a non-owner passes the Stack on unopened, or after a
                                         Good, Sad or Peek (GF-6)
take_back   -                            the owner, after a Good, Sad or Peek on their own
                                         returned Stack, takes the rest back into hand (GF-7)
keep        value = card kind            Sad Face: the kind of the one hand card kept (GF-20,
                                         GF-21); asked only when the hand holds two kinds or
                                         more
==========  ===========================  =====================================================

There is no "give" decision: a Greedy gift (GF-18) is a Good or a Bad of the flipper's Party,
never a wild (GF-22), and a Party never holds Goods and Bads together (GF-9 … GF-13), so the
kind given is always forced and resolved at once.
"""
from __future__ import annotations

from facetable.engine.contract import Action

from .cards import KINDS

PUT, SEAL, FLIP, PASS, TAKE_BACK, KEEP = "put", "seal", "flip", "pass", "take_back", "keep"

PUT_A = tuple(Action(PUT, value=k) for k in KINDS)
KEEP_A = tuple(Action(KEEP, value=k) for k in KINDS)
SEAL_A, FLIP_A, PASS_A, TAKE_BACK_A = Action(SEAL), Action(FLIP), Action(PASS), Action(TAKE_BACK)


def put(kind: int) -> Action:
    return PUT_A[kind]


def keep(kind: int) -> Action:
    return KEEP_A[kind]


def seal() -> Action:
    return SEAL_A


def flip() -> Action:
    return FLIP_A


def pass_() -> Action:
    return PASS_A


def take_back() -> Action:
    return TAKE_BACK_A
