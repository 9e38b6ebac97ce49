"""The generic search bot (``facetable.bots.search``: ISMCTS over ``sample_world``, random
rollouts) set up for Good Face Bad Face, with nothing of this game's own judgement: the arena's
reference ``search``, which the hard bot is measured against."""
from __future__ import annotations

from facetable.bots.search import SearchBot
from facetable.engine.goodface import sample_world

#: Iterations per decision (an iteration budget, so arena runs replay).
ITERATIONS = 200


def make_search_bot(iterations: int | None = ITERATIONS,
                    seconds: float | None = None) -> SearchBot:
    return SearchBot(sample_world, iterations=iterations, seconds=seconds)
