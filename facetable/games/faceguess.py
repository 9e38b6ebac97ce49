"""Face Guess, the Good Face Bad Face guessing game, declared for the app (rules: FG-1 … FG-12).

The table is ``facetable.table.faceguess``. Bot styles: easy, normal and hard take a personality
(``facetable.bots.faceguess.personality``); a bot seat starts at "Random (hidden)", one drawn per
seat from the game's seed and never shown.

``MENU`` is what the welcome screen shows; ``SPEC``, with the engine, is built by ``declare``
when first asked for (``facetable.games.spec.declared_later``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .spec import (QT_TRANSLATE_NOOP, RANDOM_STYLE, BotLevel, GameMenu, GameSpec,
                   declared_later, random_first)

if TYPE_CHECKING:
    from facetable.engine import Action, faceguess

#: Bot style id -> label (context "Bots"): the personality presets, in the order of
#: ``facetable.bots.faceguess.personality.PRESETS``.
STYLE_LABELS = {
    "honest": QT_TRANSLATE_NOOP("Bots", "Honest: never bluffs"),
    "bluffer": QT_TRANSLATE_NOOP("Bots", "Bluffer: often puts a Bad card down"),
    "contrarian": QT_TRANSLATE_NOOP("Bots", "Contrarian: plays against the table"),
    "follower": QT_TRANSLATE_NOOP("Bots", "Follower: plays what the table played"),
}


def _fooled_note(options: faceguess.Options) -> tuple[str, dict[str, Any]]:
    """FG-11 in a line under the options: what the fooled bonus does for bluffing."""
    if options.fooled_bonus:
        return QT_TRANSLATE_NOOP("GameOptions", "Fooled bonus on: it gives bluffing a point. A "
                                 "Bad card scores +1 for each player who called it Good."), {}
    return QT_TRANSLATE_NOOP("GameOptions", "Fooled bonus off: a Bad card scores nothing. Turn "
                             "it on to give bluffing a point."), {}


def _decision_counts(view: faceguess.View, action: Action) -> dict[str, int]:
    """For the arena: a commit (a bluff when the card is Bad and the hand held a Good one),
    or a guess's Good and Bad calls."""
    from facetable.engine.faceguess import BAD, GOOD, actions, calls_by_seat
    if action.kind == actions.COMMIT:
        bluff = action.value == 0 and GOOD in view.hand
        return {"commits": 1, "bluff_commits": int(bluff)}
    calls = calls_by_seat(action, view.seat, view.players)
    return {"calls_good": calls.count(GOOD), "calls_bad": calls.count(BAD)}


def _game_counts(state: faceguess.State) -> dict[str, float]:
    return {"rounds": len(state.rounds)}


MENU = GameMenu(
    id="faceguess",
    title=QT_TRANSLATE_NOOP("Games", "Face Guess"),
    cover=("cards/faces/back.svg", "cards/faces/bad_5.svg", "cards/faces/good_3.svg"),
    lesson="facetable.games.lessons.faceguess:LESSON",
)


def declare() -> GameSpec:
    """The whole declaration: the engine loads with it."""
    from facetable.engine import faceguess
    return GameSpec.declared(
        MENU,
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
                        "they call, how they answer the table's calls), and so their personality "
                        "or their picking at random without being told, and plays against them, "
                        "near the end for the win; wins 54% of four-player games against three "
                        "random bots and 69% against three normal bots of hidden random "
                        "personality (a shared first place counts for each; a fair share is 25%). "
                        "With a personality of its own it follows that style on half its commits "
                        "(with a hidden random one: 50% and 62%). With the fooled bonus it wins "
                        "47% against three random bots and 62% against three normal bots.")),
        },
        levels=("easy", "normal", "hard"),
        controller="facetable.table.faceguess.controller:FaceGuessController",
        hidden_info=True,
        rules="faceguess",
        turn_events=("round", "turn"),
        round_events=("round",),
        sample_world=faceguess.sample_world,
        styles=STYLE_LABELS,
        default_style=RANDOM_STYLE,
        setup_note=_fooled_note,
        decision_counts=_decision_counts,
        game_counts=_game_counts,
        sounds={"start": "shuffle", "deal": "slide", "draw": "slide", "commit": "slide",
                "discard": "slide", "reveal": "flip", "score": "coins"},
    )


__getattr__ = declared_later(declare)
