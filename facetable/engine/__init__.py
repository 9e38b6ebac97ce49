"""Game rules. Pure Python, no Qt. See ``contract.py`` for what every game provides."""
from __future__ import annotations

import importlib
from types import ModuleType

from .contract import SPECTATOR, Action, Event, GameOptions, GameState, IllegalAction, replay

#: Game id -> module path. Each module provides ``Options``, ``setup(options, seed, order=None)``.
GAME_MODULES = {
    "flip7": "facetable.engine.flip7",
    "crack": "facetable.engine.crack",
}


def game_module(game: str) -> ModuleType:
    """The engine module of a game, by id; a clear error for an unknown id."""
    try:
        return importlib.import_module(GAME_MODULES[game])
    except KeyError:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAME_MODULES)}") from None


__all__ = ["SPECTATOR", "Action", "Event", "GameOptions", "GameState", "IllegalAction", "replay",
           "GAME_MODULES", "game_module"]
