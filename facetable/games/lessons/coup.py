"""Coup's lesson: three players, a stacked deal (CP-4 … CP-16)."""
from __future__ import annotations

from facetable.engine.coup import deal_for
from facetable.engine.coup.cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE

from . import Lesson, Step
from ..spec import QT_TRANSLATE_NOOP

#: You hold a Duke and a Contessa; Bao a Captain and an Assassin; Cyrus a Duke and an
#: Ambassador. The seed makes the bots' choices (searched for the story below).
HANDS = {0: (DUKE, CONTESSA), 1: (CAPTAIN, ASSASSIN), 2: (DUKE, AMBASSADOR)}
SEED = 192


def deal(options) -> list:
    return deal_for(options.players, HANDS, first=0)


STEPS = (
    Step(QT_TRANSLATE_NOOP("Lesson", "Welcome to Coup! Your two face-down cards are your "
         "influence: only you see them (here a Duke and a Contessa). Lose both and you are "
         "out."), mark="zone:hand0"),
    Step(QT_TRANSLATE_NOOP("Lesson", "Your turn. Income takes 1 coin, and nobody can stop it. "
         "Press Income."), mark="action:income", do="income"),
    Step(QT_TRANSLATE_NOOP("Lesson", "%1 claims the Duke to take 3 coins. Anyone may "
         "challenge a claim they doubt. Let this one go: press Allow."),
         mark="action:allow", do="allow"),
    Step(QT_TRANSLATE_NOOP("Lesson", "%2 claims the Duke too. Allow it as well."),
         mark="action:allow", do="allow"),
    Step(QT_TRANSLATE_NOOP("Lesson", "You do hold the Duke: claim it yourself and take 3 "
         "coins. Press Tax."), mark="action:tax", do="tax"),
    Step(QT_TRANSLATE_NOOP("Lesson", "%1 claims the Captain to steal 2 of your coins. Doubt "
         "it: press Challenge."), mark="action:challenge", do="challenge"),
    Step(QT_TRANSLATE_NOOP("Lesson", "%1 had the Captain, so you lose the challenge and one "
         "influence. Choose a card to turn face up."), mark="zone:hand0", do="lose"),
    Step(QT_TRANSLATE_NOOP("Lesson", "The steal goes on. A Captain or an Ambassador could "
         "block it, and a block is a claim too. You hold neither: press Allow."),
         mark="action:allow", do="allow"),
    Step(QT_TRANSLATE_NOOP("Lesson", "That is Coup: take coins, claim roles (truly or not), "
         "challenge or block the others' claims. With 7 coins you may launch a coup, at 10 "
         "you must. The last player with influence wins. Play on!")),
)

LESSON = Lesson(options={"players": 3}, seed=SEED, deal=deal, first=0,
                bots=("Bao", "Cyrus"), steps=STEPS)
