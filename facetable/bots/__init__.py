"""Opponents. Each game's bots live in ``bots/<game>/``; its declaration (``facetable.games``)
names them by level. A bot is ``choose(view, legal, rng) -> Action`` (see ``base``)."""
from __future__ import annotations

from .base import Bot, RandomBot

__all__ = ["Bot", "RandomBot"]
