"""High Card, declared (rules HC-1 … HC-6 in ``engine``): what a ``facetable/games/<id>.py``
holds, kept here so the game never reaches the menu."""
from __future__ import annotations

from pathlib import Path

from facetable.games.spec import QT_TRANSLATE_NOOP, BotLevel, GameSpec, last_winner

from . import engine

SPEC = GameSpec(
    id="highcard",
    title=QT_TRANSLATE_NOOP("Games", "High Card"),
    setup=engine.setup,
    deck=engine.full_deck,
    next_first=last_winner,                     # the winner of the last game leads the next
    options=engine.Options,
    option_labels={"players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
                   "hand": QT_TRANSLATE_NOOP("GameOptions", "Cards in hand")},
    bots={
        "random": BotLevel("facetable.bots.base:RandomBot",
                           QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
        "easy": BotLevel("sample_game.bots:EasyBot",
                         QT_TRANSLATE_NOOP("Bots", "Always plays its lowest card.")),
        "normal": BotLevel("sample_game.bots:NormalBot", QT_TRANSLATE_NOOP(
            "Bots", "Leads its highest card; after a lead, beats it as cheaply as it can.")),
        "hard": BotLevel("sample_game.bots:HardBot", QT_TRANSLATE_NOOP(
            "Bots", "Plays each card out in a dozen sampled deals; about as strong as normal, "
                    "as the game leaves little to plan.")),
    },
    controller="sample_game.table.controller:HighCardController",
    hidden_info=True,
    sample_world=engine.sample_world,
    rules="highcard",
    rules_dir=str(Path(__file__).parent / "rules"),
    cover=("cards/standard/K_hearts.svg", "cards/standard/A_spades.svg",
           "cards/standard/Q_diamonds.svg"),
    turn_events=("turn",),
    round_events=("trick",),
    action_keys={},
    sounds={"deal": "shuffle", "play": "slide"},
)
