"""What nobody at a Flip 7 table knows: the order of the face-down draw pile and every later
shuffle. ``redraw`` makes a copy of a state where that order is drawn again (the post-game coach
plays a position out many times this way, so no playout knows the real next card)."""
from __future__ import annotations

import random

from facetable.engine.shuffle import shuffle

from .state import State


def redraw(state: State, rng: random.Random) -> State:
    """A copy of ``state`` with the draw pile shuffled again and a new random source for the
    reshuffles to come (F7-30). Everything face up, and every total, stays as it is."""
    other = state.clone()
    shuffle(rng, other.draw)
    other.rng = random.Random(rng.getrandbits(64))
    return other
