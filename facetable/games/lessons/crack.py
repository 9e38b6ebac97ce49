"""Crack the Code's lesson: two players, four tiles each (CR-3 … CR-10)."""
from __future__ import annotations

from functools import cache

from facetable.engine.crack import Options, full_deck, parse, setup

from . import Lesson, Step, shuffled_rest
from ..spec import QT_TRANSLATE_NOOP

#: The pool, top first in each colour (a draw of a colour takes its first tile left). You and
#: Bao take turns drawing start tiles: you four black ones, Bao three black and a white one.
TOP = "B1 B4 B6 B9 B2 B5 B8 W0 W7 W3 B3 W9"
SEED = 5
BLACK, WHITE = 0, 1


def deal(options) -> list:
    return shuffled_rest(parse(TOP), full_deck(options), SEED)


@cache
def tile(name: str) -> int:
    """The id of the tile called ``name`` ("W0") in the lesson's game (ids are shuffled by
    the seed)."""
    state = setup(Options(players=2), SEED, deal(Options(players=2)), 0)
    return state.codes.index(parse(name)[0])


LESSON = Lesson(
    options={"players": 2},
    seed=SEED, deal=deal, first=0, bots=("Bao",),
    steps=(
        Step(QT_TRANSLATE_NOOP("Lesson", "Welcome to Crack the Code! Everyone hides a row of "
             "number tiles, black and white, 0 to 11. Guess all of %1's tiles before %1 "
             "guesses yours."), mark="zone:row1"),
        Step(QT_TRANSLATE_NOOP("Lesson", "First, draw four start tiles. Take black ones: press "
             "Draw a black tile four times (%1 draws in between)."),
             mark="action:draw", do="draw", match={"value": BLACK}, times=4),
        Step(QT_TRANSLATE_NOOP("Lesson", "This is your row: your tiles stand from low to high, "
             "and only you see their numbers. A padlock means the others cannot."),
             mark="zone:row0"),
        Step(QT_TRANSLATE_NOOP("Lesson", "Each turn starts with a draw. Take a white tile this "
             "time: press Draw a white tile."), mark="action:draw", do="draw", match={"value": WHITE}),
        Step(QT_TRANSLATE_NOOP("Lesson", "Now guess one of %1's tiles. The first one is white "
             "and lower than everything after it: guess that it is 0. Click it, then pick 0."),
             mark="zone:row1", do="guess", match={"item": tile("W0"), "value": 0}),
        Step(QT_TRANSLATE_NOOP("Lesson", "Right! The tile turns face up. Now you may guess "
             "again, or stop to keep your drawn tile hidden. Press Guess again."),
             mark="action:continue", do="continue"),
        Step(QT_TRANSLATE_NOOP("Lesson", "Guess %1's last tile: it is black and high. Say 11."),
             mark="zone:row1", do="guess", match={"item": tile("B9"), "value": 11}),
        Step(QT_TRANSLATE_NOOP("Lesson", "Wrong: it was not 11. A wrong guess ends your turn, "
             "and the tile you drew is shown face up to everyone."), mark="zone:row0"),
        Step(QT_TRANSLATE_NOOP("Lesson", "%1 plays a turn. Then draw again, any colour."),
             mark="action:draw", do="draw"),
        Step(QT_TRANSLATE_NOOP("Lesson", "%1's first black tile is a 4 (a small secret from "
             "the lesson). Guess it."),
             mark="zone:row1", do="guess", match={"item": tile("B4"), "value": 4}),
        Step(QT_TRANSLATE_NOOP("Lesson", "Right again. Stop now: the tile you drew stays "
             "hidden in your row. Press Stop."), mark="action:stop", do="stop"),
        Step(QT_TRANSLATE_NOOP("Lesson", "That is the game: draw, guess, then go on or stop. "
             "The last player with a hidden tile wins. Play on!")),
    ),
)
