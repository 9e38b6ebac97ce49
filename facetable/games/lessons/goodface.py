"""Good Face Bad Face's lesson: three players, a Stack built, flipped and passed (GF-4 …
GF-15)."""
from __future__ import annotations

from facetable.engine.goodface import deal_for
from facetable.engine.goodface.cards import BAD, GOOD

from . import Lesson, Step
from ..spec import QT_TRANSLATE_NOOP

G, B = GOOD, BAD
#: Dealt one card round at a time from you: you hold three Good Faces and two Bad ones.
HANDS = ((G, G, B, G, B), (G, B, G, G, B), (G, G, G, B, G))
#: The seed makes the bots' choices (searched for the story below).
SEED = 2


def deal(options) -> list:
    return deal_for(options, HANDS, first=0)


def flipped_by(seat: int) -> dict:
    return {"reason": "flip", "from_seat": seat}


STEPS = (
    Step(QT_TRANSLATE_NOOP("Lesson", "Welcome to Good Face Bad Face! Four Good Faces in your "
         "Party win. This is your hand, and you are the Stack Owner: you build the first "
         "Stack."), mark="zone:hand0"),
    Step(QT_TRANSLATE_NOOP("Lesson", "Build the Stack face down from your hand: click a Bad "
         "Face, then a Good Face (the first you click is the top card), then press Done."), mark="zone:hand0", do="put", match={"value": BAD}),
    Step(QT_TRANSLATE_NOOP("Lesson", "The Good Face goes under the Bad one."),
         mark="zone:hand0", do="put", match={"value": GOOD}),
    Step(QT_TRANSLATE_NOOP("Lesson", "Your Stack is built. Press Done to pass it on to %1."),
         mark="action:seal", do="seal"),
    Step(QT_TRANSLATE_NOOP("Lesson", "%1 flipped the top card: your Bad Face. It goes into "
         "%1's Party, and after a Bad Face the Stack must be passed on."),
         mark="zone:party1", after="move", after_data=flipped_by(1)),
    Step(QT_TRANSLATE_NOOP("Lesson", "%2 flipped your Good Face into %2's Party. The Stack "
         "is empty, so the round is over and the next player builds a Stack."),
         mark="zone:party2", after="move", after_data=flipped_by(2)),
    Step(QT_TRANSLATE_NOOP("Lesson", "A Stack comes to you. Pass it on unopened, or flip its "
         "top card into your own Party. Flip it!"), mark="action:flip", do="flip"),
    Step(QT_TRANSLATE_NOOP("Lesson", "A Good Face: it joins your Party. After a Good Face "
         "you may flip again or pass. Pass the Stack on."), mark="action:pass", do="pass"),
    Step(QT_TRANSLATE_NOOP("Lesson", "A Stack that comes back to its owner must be flipped by "
         "them. A Bad Face sends a Party's Good Faces back to the hand (and a Good one a Bad "
         "Face). First to four Good Faces wins. Play on!")),
)

LESSON = Lesson(options={"players": 3}, seed=SEED, deal=deal, first=0,
                bots=("Bao", "Cyrus"), steps=STEPS)
