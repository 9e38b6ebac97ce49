"""A whole game played by bots, as a typical game to review (the bench and the tests). No Qt."""
from __future__ import annotations

import random

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import GameState, Move
from facetable.games.spec import GameSpec


def bot_game(spec: GameSpec, players: int, seed: int,
             level: str | None = None) -> tuple[GameState, list[Move]]:
    """The first state and the moves of a game ``level`` bots (default: the middle level)
    play at every seat."""
    level = level or spec.levels[len(spec.levels) // 2]
    state = spec.new_state(spec.make_options(players), seed)
    start = state.clone()
    bots = [spec.make_bot(level) for _ in range(players)]
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        action, _ = checked_choice(bots[seat], state.view(seat), legal, rng)
        state.apply(action or fallback(legal, rng), seat)
    return start, list(state.history)
