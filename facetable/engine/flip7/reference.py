"""flop7 (PyPI, base Flip 7 rules) as a yardstick for this engine's speed: the bench compares
random games of both, played alternately (``python -m facetable.bench``, key
``flop7_engine_ratio``). flop7 is not a dependency: it is imported only here, only when asked
(``pip install -e '.[bench]'``), and ``ImportError`` says it is not installed.

The games are as alike as the two rule sets allow: four players, a target of 200, every
hit-or-stay and every target chosen uniformly at random; flop7 plays its own base-game deck
(Freeze, Flip Three, Second Chance) where ours plays With a Vengeance. Random games of both last
about as long (15 rounds, about 120 cards drawn).
"""
from __future__ import annotations

import random
import time


def games_per_second(seconds: float, seed: int = 1) -> float:
    """Complete random 4-player flop7 games per second, on one core."""
    from flop7.core.classes.deck import Deck
    from flop7.core.classes.player import Player
    from flop7.core.engine.engine import GameEngine

    rng = random.Random(seed)
    random.seed(seed)              # flop7 shuffles with the module's generator
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        GameEngine(deck=Deck(), players=[Player(f"p{i}") for i in range(4)],
                   card_provider=lambda game, _player: game.deck.deal(),
                   hit_stay_decider=lambda _game, _player: rng.random() < 0.5,
                   target_selector=lambda _game, _event, _source, eligible: rng.choice(eligible)
                   ).play()
        games += 1
    return games / (time.perf_counter() - start)
