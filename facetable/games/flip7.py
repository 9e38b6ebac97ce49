"""Flip 7: With a Vengeance, declared for the app (rules: F7-1 … F7-35).

``MENU`` is what the welcome screen shows; ``SPEC``, with the engine, is built by ``declare``
when first asked for (``facetable.games.spec.declared_later``).
"""
from __future__ import annotations

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameMenu, GameSpec, declared_later, random_first


MENU = GameMenu(
    id="flip7",
    title=QT_TRANSLATE_NOOP("Games", "Flip 7: With a Vengeance"),
    cover=tuple(f"cards/flip7/{n}.svg" for n in ("action_flip_four", "lucky13", "number_7")),
    lesson="facetable.games.lessons.flip7:LESSON",
)


def declare() -> GameSpec:
    """The whole declaration: the engine loads with it."""
    from facetable.engine import flip7
    from facetable.engine.flip7.chance import redraw
    return GameSpec.declared(
        MENU,
        setup=flip7.setup,
        deck=flip7.full_deck,
        next_first=random_first,                     # F7-9: every game starts from a random dealer
        options=flip7.Options,
        option_labels={
            "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
            "target": QT_TRANSLATE_NOOP("GameOptions", "Points to win"),
            "brutal": QT_TRANSLATE_NOOP("GameOptions", "Brutal mode"),
            "lucky13_pair_counts_twice": QT_TRANSLATE_NOOP("GameOptions",
                                                           "Lucky 13 pair counts twice"),
            "printing": QT_TRANSLATE_NOOP("GameOptions", "Deck printing"),
        },
        choice_labels={
            "printing": {
                "standard": QT_TRANSLATE_NOOP(
                    "GameOptions", "Standard (one of each minus card, two of each action)"),
                "two_minus": QT_TRANSLATE_NOOP(
                    "GameOptions", "Two of each minus card, one of each action"),
            },
        },
        bots={
            "random": BotLevel("facetable.bots.base:RandomBot",
                               QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
            "threshold23": BotLevel("facetable.bots.flip7:ThresholdBot", QT_TRANSLATE_NOOP(
                "Bots", "Stays at 23 points in its line; the arena's reference.")),
            "easy": BotLevel("facetable.bots.flip7:EasyBot", QT_TRANSLATE_NOOP(
                "Bots", "Stays early at 17; a gentle opponent.")),
            "normal": BotLevel("facetable.bots.flip7:NormalBot", QT_TRANSLATE_NOOP(
                "Bots", "Weighs the bust risk of the next card; beats easy two games in three.")),
            "hard": BotLevel("facetable.bots.flip7:HardBot", QT_TRANSLATE_NOOP(
                "Bots", "Counts the pile and looks a few cards ahead; a small but real edge "
                        "over normal.")),
        },
        round_events=("round_start",),
        action_keys={("hit", None): "H", ("stay", None): "S"},
        controller="facetable.table.flip7.controller:Flip7Controller",
        hidden_info=False,
        reference_engine=("flop7", "facetable.engine.flip7.reference:games_per_second"),
        redraw=redraw,
        rules="flip7",
        sounds={"round_start": "shuffle", "reshuffle": "shuffle", "draw": "flip", "move": "slide",
                "bust": "bust", "flip7": "coins"},
    )


__getattr__ = declared_later(declare)
