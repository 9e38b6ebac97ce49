"""Who the others seem to be: sensible players or players who pick any move, judged from what
the log shows of their play (``beliefs``), for the hard bot's models of how they build
(``stacks``) and flip.

Two kinds of player are told apart by a likelihood ratio, from even odds:

- a *sensible* player flips most Stacks it receives (a Party to fill, GF-6) and goes on after
  a Good, and builds either one card or a long Stack (a bait on top, Goods to come back, GF-4);
- a player who picks *any* move flips or passes at even odds and seals its Stack after each
  card with a chance of about one in three.

Each observation's ratio is bounded, so no single habit decides alone.
"""
from __future__ import annotations

import math

from .beliefs import Beliefs

#: Chance that a sensible player flips a Stack it receives, and flips again after a Good.
SENSIBLE_FIRST, SENSIBLE_AGAIN = 0.85, 0.8
#: Chances a sensible player's Stack is one card, or as long as it goes (its hand, up to six).
SENSIBLE_ONE, SENSIBLE_LONG = 0.33, 0.55
#: Chance that a player who picks any move seals after each card.
ANY_SEAL = 1 / 3
#: Bounds of one observation's likelihood ratio.
MAX_RATIO = 4.0


def _ratio(sensible: float, anything: float) -> float:
    return min(MAX_RATIO, max(1 / MAX_RATIO, sensible / anything))


def _build_ratio(hand: int, size: int) -> float:
    if hand <= 1:
        return 1.0
    longest = min(hand, 6)
    if size == 1:
        sensible = SENSIBLE_ONE
    elif size == longest:
        sensible = SENSIBLE_LONG
    else:
        sensible = (1 - SENSIBLE_ONE - SENSIBLE_LONG) / max(1, longest - 2)
    anything = (1 - ANY_SEAL) ** (size - 1) * (ANY_SEAL if size < hand else 1.0)
    return _ratio(sensible, anything)


def sensible_odds(beliefs: Beliefs, prior: float = 0.5) -> tuple[float, ...]:
    """Per seat, the chance that it plays sensibly rather than at random (see the module doc).
    The seat whose beliefs these are counts as sensible."""
    greed = beliefs.greed
    out = []
    for s in range(len(greed.first_seen)):
        if s == beliefs.seat:
            out.append(1.0)
            continue
        log_odds = math.log(prior / (1 - prior))
        flips, seen = greed.first_flips[s], greed.first_seen[s]
        log_odds += flips * math.log(_ratio(SENSIBLE_FIRST, 0.5))
        log_odds += (seen - flips) * math.log(_ratio(1 - SENSIBLE_FIRST, 0.5))
        flips, seen = greed.again_flips[s], greed.again_seen[s]
        log_odds += flips * math.log(_ratio(SENSIBLE_AGAIN, 0.5))
        log_odds += (seen - flips) * math.log(_ratio(1 - SENSIBLE_AGAIN, 0.5))
        for hand, size in beliefs.builds[s]:
            log_odds += math.log(_build_ratio(hand, size))
        out.append(1 / (1 + math.exp(-max(-30.0, min(30.0, log_odds)))))
    return tuple(out)
