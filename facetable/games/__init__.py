"""The games FaceTable offers: one ``GameSpec`` each, in menu order.

Adding a game: write its engine, bots and table packages and its declaration
(``facetable/games/<game>.py``), then add it to ``_DECLARATIONS`` below. See CONTRIBUTING.md.
"""
from __future__ import annotations

import importlib
import logging

from .spec import RANDOM_STYLE, BotLevel, GameSpec

log = logging.getLogger(__name__)

#: The one list of games: modules of ``facetable.games`` that define ``SPEC``.
_DECLARATIONS = ("flip7", "crack", "coup")


def _load() -> dict[str, GameSpec]:
    specs: dict[str, GameSpec] = {}
    for name in _DECLARATIONS:
        try:
            spec = importlib.import_module(f"{__name__}.{name}").SPEC
        except Exception:  # a game being written must not take the others down
            log.warning("game %r is not available", name, exc_info=True)
            continue
        specs[spec.id] = spec
    return specs


#: Game id -> spec, for every game whose declaration loads.
GAMES: dict[str, GameSpec] = _load()


def game_spec(game: str) -> GameSpec:
    """The spec of a game by id; a ValueError naming the known games otherwise."""
    try:
        return GAMES[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}") from None


__all__ = ["GAMES", "RANDOM_STYLE", "BotLevel", "GameSpec", "game_spec"]
