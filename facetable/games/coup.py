"""Coup with a standard deck of cards, declared for the app (rules: CP-1 … CP-20).

The bots are placeholders here (every level plays a random legal move) until Coup's own bots
land; the notes say so honestly.
"""
from __future__ import annotations

from facetable.bots.base import RandomBot
from facetable.engine import coup

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameSpec


class _Easy(RandomBot):
    """Random play under the level's name (placeholders until Coup's bots land)."""

    name = "easy"


class _Normal(RandomBot):
    name = "normal"


class _Hard(RandomBot):
    name = "hard"


_PLACEHOLDER = QT_TRANSLATE_NOOP("Bots", "For now plays any legal move, bluffs and challenges at "
                                         "random.")

SPEC = GameSpec(
    id="coup",
    title=QT_TRANSLATE_NOOP("Games", "Coup"),
    setup=coup.setup,
    options=coup.Options,
    option_labels={
        "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
        "two_player_start": QT_TRANSLATE_NOOP(
            "GameOptions", "Two players: the starting player gets 1 coin"),
    },
    bots={
        "random": BotLevel(RandomBot, QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
        "easy": BotLevel(_Easy, _PLACEHOLDER),
        "normal": BotLevel(_Normal, _PLACEHOLDER),
        "hard": BotLevel(_Hard, _PLACEHOLDER),
    },
    controller="facetable.table.coup.controller:CoupController",
    hidden_info=True,
    rules="coup",
    sample_world=coup.sample_world,
)
