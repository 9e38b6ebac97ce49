"""Good Face Bad Face, declared for the app (rules: GF-1 … GF-29).

The table is ``facetable.table.goodface``.

``MENU`` is what the welcome screen shows; ``SPEC``, with the engine, is built by ``declare``
when first asked for (``facetable.games.spec.declared_later``).
"""
from __future__ import annotations

from .spec import QT_TRANSLATE_NOOP, BotLevel, GameMenu, GameSpec, declared_later, random_first


def _move_sound(event) -> str | None:
    """A card turned up from the Stack flips; every other card slides."""
    return "flip" if event["reason"] == "flip" else "slide"


MENU = GameMenu(
    id="goodface",
    title=QT_TRANSLATE_NOOP("Games", "Good Face Bad Face"),
    cover=("cards/faces/bad_2.svg", "cards/faces/greedy.svg", "cards/faces/good_1.svg"),
    lesson="facetable.games.lessons.goodface:LESSON",
)


def declare() -> GameSpec:
    """The whole declaration: the engine loads with it."""
    from facetable.engine import goodface
    return GameSpec.declared(
        MENU,
        setup=goodface.setup,
        deck=goodface.full_deck,
        next_first=random_first,                     # GF-4: the first Stack Owner is random
        options=goodface.Options,
        option_labels={
            "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
            "direction": QT_TRANSLATE_NOOP("GameOptions", "Pass the Stack to the"),
            "greedy": QT_TRANSLATE_NOOP("GameOptions", "Wild card: Greedy Face"),
            "sad": QT_TRANSLATE_NOOP("GameOptions", "Wild card: Sad Face"),
            "blank": QT_TRANSLATE_NOOP("GameOptions", "Wild card: Blank Face"),
            "blank_effect": QT_TRANSLATE_NOOP("GameOptions", "The Blank Face acts as"),
            "round_limit": QT_TRANSLATE_NOOP("GameOptions", "Stacks before the game ends"),
        },
        choice_labels={
            "direction": {
                "left": QT_TRANSLATE_NOOP("GameOptions", "Left (clockwise)"),
                "right": QT_TRANSLATE_NOOP("GameOptions", "Right (counter-clockwise)"),
            },
            "blank_effect": {
                "greedy": QT_TRANSLATE_NOOP("GameOptions", "A Greedy Face"),
                "sad": QT_TRANSLATE_NOOP("GameOptions", "A Sad Face"),
                "peek": QT_TRANSLATE_NOOP("GameOptions",
                                          "Peek: look at the next card of the Stack"),
            },
        },
        bots={
            "random": BotLevel("facetable.bots.goodface:RandomBot",
                               QT_TRANSLATE_NOOP("Bots", "Picks any legal move.")),
            "easy": BotLevel("facetable.bots.goodface:EasyBot", QT_TRANSLATE_NOOP(
                "Bots", "Flips and passes by simple rules of thumb about its own Party; wins 42% "
                        "of four-player games against three random bots (a fair share is 25%).")),
            "normal": BotLevel("facetable.bots.goodface:NormalBot", QT_TRANSLATE_NOOP(
                "Bots", "Counts the unseen cards, flips when that is worth it for its Party, and "
                        "orders its Stack against the others' flipping habits; wins 46% of "
                        "four-player games against three easy bots (a fair share is 25%).")),
            "hard": BotLevel("facetable.bots.goodface:HardBot", QT_TRANSLATE_NOOP(
                "Bots", "Guesses how each Stack was built and baits the players who flip the most; "
                        "wins 33% of four-player games against three normal bots and 79% against "
                        "three random bots (a fair share is 25%).")),
            "search": BotLevel("facetable.bots.goodface:make_search_bot", QT_TRANSLATE_NOOP(
                "Bots", "Searches sampled worlds (ISMCTS); a reference, not a level.")),
        },
        levels=("easy", "normal", "hard"),
        controller="facetable.table.goodface.controller:GoodFaceController",
        hidden_info=True,
        rules="goodface",
        turn_events=("round", "pass"),
        round_events=("round",),
        sample_world=goodface.sample_world,
        sounds={"start": "shuffle", "move": _move_sound, "pass": "slide"},
    )


__getattr__ = declared_later(declare)
