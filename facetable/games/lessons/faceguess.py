"""Face Guess's lesson: three players, two rounds told (FG-3 … FG-9)."""
from __future__ import annotations

from facetable.engine.faceguess import BAD, GOOD, deal_for

from . import Lesson, Step
from ..spec import QT_TRANSLATE_NOOP

G, B = GOOD, BAD
#: Your hand: three Good Faces and two Bad ones.
HANDS = {0: (G, B, G, B, G)}
SEED = 0


def deal(options) -> list:
    return deal_for(options.players, HANDS, first=0, good=options.good_cards)


#: Calls about the two others, clockwise from your left (%1 first): a bit set is Good.
BAD_BAD, GOOD_BAD = 0, 1

STEPS = (
    Step(QT_TRANSLATE_NOOP("Lesson", "Welcome to Face Guess! Each round everyone puts one card "
         "face down, a Good Face or a Bad Face, then calls Good or Bad about everyone else. "
         "This is your hand."), mark="zone:hand0"),
    Step(QT_TRANSLATE_NOOP("Lesson", "Put a Good Face down (the others choose theirs at "
         "the same time)."), mark="action:commit", do="commit", match={"value": 1}),
    Step(QT_TRANSLATE_NOOP("Lesson", "Now call each other player Good or Bad. Call both of "
         "them Bad: click in your row of the grid, then press Confirm."), mark="item:grid",
         do="guess", match={"value": BAD_BAD}),
    Step(QT_TRANSLATE_NOOP("Lesson", "The cards are turned up. %1's was Bad: your call was "
         "right (+1). %2's was Good: wrong (−1). And your Good Face scored 1 for each Good "
         "call about it."), mark="item:grid", after="reveal"),
    Step(QT_TRANSLATE_NOOP("Lesson", "Round 2, and %1 starts. Bluff this time: put a Bad Face "
         "down. Whoever calls it Good loses a point."), mark="action:commit", do="commit",
         match={"value": 0}),
    Step(QT_TRANSLATE_NOOP("Lesson", "%1 and %2 have made their calls (see the History). "
         "Your turn: call %1 Good and %2 Bad, then press Confirm."), mark="item:grid",
         do="guess", match={"value": GOOD_BAD}),
    Step(QT_TRANSLATE_NOOP("Lesson", "Both calls right: +2. Nobody fell for your bluff this "
         "time. The game ends after a round in which someone has 10 points; the highest score "
         "wins. Play on!"), mark="item:grid", after="reveal"),
)

LESSON = Lesson(options={"players": 3}, seed=SEED, deal=deal, first=0,
                bots=("Bao", "Cyrus"), steps=STEPS)
