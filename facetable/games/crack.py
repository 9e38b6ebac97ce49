"""Crack the Code, declared for the app (rules: CR-1 … CR-15).

``MENU`` is what the welcome screen shows; ``SPEC``, with the engine, is built by ``declare``
when first asked for (``facetable.games.spec.declared_later``).
"""
from __future__ import annotations

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameMenu, GameSpec, declared_later, random_first


def _guess_sound(event) -> str | None:
    """A wrong guess sounds like bad luck; a right one is heard as its tile turning over."""
    return None if event["correct"] else "bust"


MENU = GameMenu(
    id="crack",
    title=QT_TRANSLATE_NOOP("Games", "Crack the Code"),
    cover=("rules/pictures/crack_tile_b.svg", "rules/pictures/crack_tile_w_5_mine.svg",
           "rules/pictures/crack_tile_b_6_up.svg"),
    lesson="facetable.games.lessons.crack:LESSON",
)


def declare() -> GameSpec:
    """The whole declaration: the engine loads with it."""
    from facetable.engine import crack
    from facetable.table.crack.options import TableOptions
    return GameSpec.declared(
        MENU,
        setup=crack.setup,
        deck=crack.full_deck,
        next_first=random_first,                     # CR-6: the first player is random
        options=crack.Options,
        option_labels={
            "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
            "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced game (dashes)"),
            "memory_mode": QT_TRANSLATE_NOOP("GameOptions", "Memory mode (hide the guess log)"),
            "deduction_help": QT_TRANSLATE_NOOP("GameOptions", "Help in the value menu"),
        },
        choice_labels={
            "deduction_help": {
                "off": QT_TRANSLATE_NOOP("GameOptions", "Off: every value"),
                "colours": QT_TRANSLATE_NOOP("GameOptions", "Grey out values seen in that colour"),
                "full": QT_TRANSLATE_NOOP("GameOptions", "Full: only values the clues allow"),
            },
        },
        bots={
            "random": BotLevel("facetable.bots.base:RandomBot",
                               QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
            "easy": BotLevel("facetable.bots.crack:EasyBot", QT_TRANSLATE_NOOP(
                "Bots", "Guesses a possible value at random and stops after one right guess.")),
            "normal": BotLevel("facetable.bots.crack:NormalBot", QT_TRANSLATE_NOOP(
                "Bots", "Reasons from the neighbours of each tile; guesses on while it is sure "
                        "enough.")),
            "hard": BotLevel("facetable.bots.crack:HardBot", QT_TRANSLATE_NOOP(
                "Bots", "Exact odds from everything public, and reads what the others' guesses "
                        "tell; wins about six games in seven against normal.")),
            "hard_v1": BotLevel("facetable.bots.crack.hard_v1:HardV1Bot", QT_TRANSLATE_NOOP(
                "Bots", "The first hard bot (exact odds only), kept as a reference; hard wins "
                        "about three games in five against it.")),
            "search": BotLevel("facetable.bots.crack.search:make_search_bot", QT_TRANSLATE_NOOP(
                "Bots", "Searches sampled worlds (ISMCTS); a reference, not a level.")),
        },
        controller="facetable.table.crack.controller:CrackController",
        hidden_info=True,
        rules="crack",
        sample_world=crack.sample_world,
        table_options=TableOptions,
        action_keys={("draw", 0): "B", ("draw", 1): "W", ("continue", None): "G",
                     ("stop", None): "S"},
        sounds={"start": "shuffle", "draw": "slide", "insert": "slide", "guess": _guess_sound,
                "reveal": "flip"},
    )


__getattr__ = declared_later(declare)
