"""Coup with a standard deck of cards, declared for the app (rules: CP-1 … CP-20)."""
from __future__ import annotations

from facetable.bots.coup import EasyBot, HonestBot, NormalBot, RandomBot
from facetable.engine import coup

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameSpec

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
        "honest": BotLevel(HonestBot, QT_TRANSLATE_NOOP(
            "Bots", "Never bluffs; challenges only claims it can prove false.")),
        "easy": BotLevel(EasyBot, QT_TRANSLATE_NOOP(
            "Bots", "Plays its cards at random, bluffs rarely, seldom challenges.")),
        "normal": BotLevel(NormalBot, QT_TRANSLATE_NOOP(
            "Bots", "Counts cards, bluffs now and then, challenges unlikely claims; wins three "
                    "two-player games in four against easy.")),
    },
    levels=("easy", "normal"),
    controller="facetable.table.coup.controller:CoupController",
    hidden_info=True,
    rules="coup",
    sample_world=coup.sample_world,
)
