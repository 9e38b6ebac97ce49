"""Flip 7's lesson: one round from a stacked pile (rules F7-5 … F7-29), then a race to 50."""
from __future__ import annotations

from facetable.engine.flip7 import full_deck
from facetable.engine.flip7.stacking import Stack

from . import Lesson, Step, shuffled_rest
from ..spec import QT_TRANSLATE_NOOP

#: The top of the pile: one card dealt to each (You, Bao, Cyrus), then the story's draws.
TOP = ("12", "8", "3",          # the deal (F7-11)
       "flip_four",             # your first Hit: an action card (F7-25)
       "2", "8",                # Bao's Flip Four: a second 8, a bust (F7-7)
       "9",                     # Cyrus hits
       "minus4",                # your second Hit: a modifier to give away (F7-29)
       "6", "10")               # Cyrus plays on after you stay


def deal(options) -> list:
    top = Stack(options.printing).picks(*TOP)
    return shuffled_rest(top, full_deck(options), SEED)


SEED = 7

LESSON = Lesson(
    options={"players": 3, "target": 50},
    seed=SEED, deal=deal, first=0, bots=("Bao", "Cyrus"),
    steps=(
        Step(QT_TRANSLATE_NOOP("Lesson", "Welcome to Flip 7! Each player was dealt one card. "
             "This row is your line: the numbers in it are your points this round, unless "
             "you bust."), mark="zone:line0"),
        Step(QT_TRANSLATE_NOOP("Lesson", "Your turn. Hit takes the top card of the draw pile "
             "into your line. Press Hit (or click the pile)."), mark="action:hit", do="hit"),
        Step(QT_TRANSLATE_NOOP("Lesson", "An action card! Flip Four makes a player take the "
             "next four cards, one at a time. Give it to %1: click %1's seat."),
             mark="seat:1", do="target", match={"seat": 1}),
        Step(QT_TRANSLATE_NOOP("Lesson", "%1 drew a second 8: two cards of the same number "
             "in a line is a bust. %1 scores nothing this round."), mark="zone:line1",
             after="bust"),
        Step(QT_TRANSLATE_NOOP("Lesson", "%2 plays on. When your turn comes, Hit again."),
             mark="action:hit", do="hit"),
        Step(QT_TRANSLATE_NOOP("Lesson", "A minus card is a modifier: whoever gets it loses "
             "points. You choose who takes it: give it to %2."), mark="seat:2", do="give",
             match={"seat": 2}),
        Step(QT_TRANSLATE_NOOP("Lesson", "Every Hit risks a bust, and a bust loses the whole "
             "line. Stay banks your points for the round. Press Stay."), mark="action:stay",
             do="stay"),
        Step(QT_TRANSLATE_NOOP("Lesson", "The round ends when everyone has stayed or busted. "
             "Seven different numbers in a line is a Flip 7: 15 extra points and the round "
             "ends at once. That is the whole game: play on, the first to 50 points wins.")),
    ),
)
