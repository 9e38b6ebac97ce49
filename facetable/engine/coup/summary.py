"""``claims_summary``: after the game, which claims were true (the bluff/truth summary)."""
from __future__ import annotations

from typing import NamedTuple

from .state import State


class ClaimResult(NamedTuple):
    event: int              # index in ``state.events`` of the declare or block event
    seat: int
    role: int
    kind: str               # "action" or "block"
    action: str             # the action claimed or blocked
    truthful: bool | None   # whether the claimant held the role then (None: not known)
    challenger: int | None  # who challenged it, if anyone
    shown: bool | None      # challenged: whether the card was shown (None if unchallenged)


def claims_summary(state: State) -> list[ClaimResult]:
    """Every claim of the game in order, with whether it was true when made.

    Whether an unchallenged claim was a bluff is hidden information until the game is over, so
    this refuses to answer before then."""
    if not state.is_over:
        raise ValueError("claims are summed up only once the game is over")
    events = state.events
    out = []
    for claim in state.claims:
        challenger = shown = None
        for e in events[claim.event + 1:]:
            if e.kind == "challenge" and e["claimant"] == claim.seat and e["role"] == claim.role:
                challenger = e["seat"]
            elif e.kind == "unchallenged" or e.kind == "turn":
                break
            elif challenger is not None and e.kind in ("show", "refuse"):
                shown = e.kind == "show"
                break
        out.append(ClaimResult(claim.event, claim.seat, claim.role, claim.kind, claim.action,
                               claim.truthful, challenger, shown))
    return out
