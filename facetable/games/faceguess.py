"""Face Guess, the Good Face Bad Face guessing game, declared for the app (rules: FG-1 … FG-12).

The table is ``facetable.table.faceguess``.
"""
from __future__ import annotations

from facetable.engine import faceguess

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameSpec, random_first

SPEC = GameSpec(
    id="faceguess",
    title=QT_TRANSLATE_NOOP("Games", "Face Guess"),
    setup=faceguess.setup,
    deck=faceguess.full_deck,
    next_first=random_first,                     # FG-2: the first start player is random
    options=faceguess.Options,
    option_labels={
        "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
        "good_cards": QT_TRANSLATE_NOOP("GameOptions", "Good cards in the deck (of 50)"),
        "target": QT_TRANSLATE_NOOP("GameOptions", "Target score"),
        "fooled_bonus": QT_TRANSLATE_NOOP(
            "GameOptions", "Fooled bonus: a Bad card scores for each Good guess about it"),
    },
    choice_labels={
        "target": {10: QT_TRANSLATE_NOOP("GameOptions", "10 points"),
                   15: QT_TRANSLATE_NOOP("GameOptions", "15 points")},
    },
    bots={
        "random": BotLevel("facetable.bots.faceguess:RandomBot",
                           QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
        "easy": BotLevel("facetable.bots.faceguess:EasyBot", QT_TRANSLATE_NOOP(
            "Bots", "Plays the kind it holds more of and expects everyone to show what they "
                    "showed last round.")),
        "normal": BotLevel("facetable.bots.faceguess:NormalBot", QT_TRANSLATE_NOOP(
            "Bots", "Counts cards and answers the table as a whole; wins 37% of four-player "
                    "games against three easy bots (35% with the fooled bonus; a fair share is "
                    "25%).")),
        "hard": BotLevel("facetable.bots.faceguess:HardBot", QT_TRANSLATE_NOOP(
            "Bots", "Reads each player's habits from the history (the cards they showed, how "
                    "they call, how they answer the table's calls), tells them from picking at "
                    "random, and plays against them, near the end for the win; wins 52% of "
                    "four-player games against three random bots (47% with the fooled bonus; a "
                    "fair share is 25%). With the fooled bonus it wins 62% against three normal "
                    "bots; without it most games against them end in a shared win.")),
    },
    levels=("easy", "normal", "hard"),
    controller="facetable.table.faceguess.controller:FaceGuessController",
    hidden_info=True,
    rules="faceguess",
    cover=("cards/faces/back.svg", "cards/faces/bad_5.svg", "cards/faces/good_3.svg"),
    turn_events=("round", "turn"),
    round_events=("round",),
    sample_world=faceguess.sample_world,
    sounds={"start": "shuffle", "deal": "slide", "draw": "slide", "commit": "slide",
            "discard": "slide", "reveal": "flip", "score": "coins"},
)
