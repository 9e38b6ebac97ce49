"""Opponents. ``make_bot(game, name)`` builds one by game id and level name."""
from __future__ import annotations

import importlib

from .base import Bot, RandomBot

#: Game id -> module that provides ``BOTS: dict[str, Callable[[], Bot]]``.
BOT_MODULES = {
    "flip7": "facetable.bots.flip7",
    "crack": "facetable.bots.crack",
}

#: The levels a player can pick in the new-game dialog, weakest first.
LEVELS = ("easy", "normal", "hard")


def bot_names(game: str) -> list[str]:
    return list(_module(game).BOTS)


def make_bot(game: str, name: str) -> Bot:
    bots = _module(game).BOTS
    if name not in bots:
        raise ValueError(f"unknown bot {name!r} for {game}; known: {', '.join(bots)}")
    return bots[name]()


def _module(game: str):
    try:
        return importlib.import_module(BOT_MODULES[game])
    except KeyError:
        raise ValueError(f"no bots for game {game!r}") from None


__all__ = ["Bot", "RandomBot", "LEVELS", "bot_names", "make_bot"]
