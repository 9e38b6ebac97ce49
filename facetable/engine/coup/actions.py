"""The decisions of Coup as small immutable ``Action`` values (CP-5 … CP-16).

=============  =====================================  ==========================================
kind           fields                                 when
=============  =====================================  ==========================================
income         -                                      own turn (CP-6)
foreign_aid    -                                      own turn (CP-6)
coup           seat = target                          own turn, 7+ coins; forced at 10+ (CP-5)
tax            -                                      own turn, claims Duke (CP-7)
assassinate    seat = target                          own turn, 3+ coins, claims Assassin
steal          seat = target                          own turn, claims Captain
exchange       -                                      own turn, claims Ambassador
challenge      -                                      a challenge window (CP-9)
allow          -                                      a challenge or block window: let it go
block          value = role claimed                   a block window (CP-9)
show           item = card id                         challenged: show the claimed card (CP-10)
refuse         -                                      challenged: do not show (CP-10, CP-12)
lose           item = card id                         turn this face-down card up (CP-16)
keep           value = bitmask over ``offered``       Exchange: which cards to keep (CP-7)
=============  =====================================  ==========================================

``keep``: the Exchange offers the actor's face-down cards followed by the two drawn cards (the
view's ``offered``); bit i of ``value`` keeps ``offered[i]``. The legal keeps are every subset of
the right size, listed in ``keep_masks`` order (lexicographic over positions), so a button row
or a bot can enumerate them.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from facetable.engine.contract import Action

from .cards import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, MAX_PLAYERS

INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE = (
    "income", "foreign_aid", "coup", "tax", "assassinate", "steal", "exchange")
#: Every turn action, in the order the action bar lists them.
TURN_KINDS = (INCOME, FOREIGN_AID, COUP, TAX, ASSASSINATE, STEAL, EXCHANGE)
#: The role each role action claims (CP-7).
CLAIMS = {TAX: DUKE, ASSASSINATE: ASSASSIN, STEAL: CAPTAIN, EXCHANGE: AMBASSADOR}
#: The roles that may block an action, and who may block it (CP-6, CP-7, CP-9).
BLOCKED_BY = {FOREIGN_AID: (DUKE,), ASSASSINATE: (CONTESSA,), STEAL: (CAPTAIN, AMBASSADOR)}
#: Coins paid when the action is declared (CP-6, CP-7).
COSTS = {COUP: 7, ASSASSINATE: 3}
COUP_COST, ASSASSINATE_COST, MUST_COUP = 7, 3, 10
TARGETED = (COUP, ASSASSINATE, STEAL)

INCOME_A, FOREIGN_AID_A, TAX_A, EXCHANGE_A = (Action(INCOME), Action(FOREIGN_AID), Action(TAX),
                                              Action(EXCHANGE))
CHALLENGE_A, ALLOW_A, REFUSE_A = Action("challenge"), Action("allow"), Action("refuse")

_SEATS = range(MAX_PLAYERS)
COUP_AT = tuple(Action(COUP, seat=s) for s in _SEATS)
ASSASSINATE_AT = tuple(Action(ASSASSINATE, seat=s) for s in _SEATS)
STEAL_AT = tuple(Action(STEAL, seat=s) for s in _SEATS)
BLOCK_AS = tuple(Action("block", value=r) for r in range(5))
_MAX_CARDS = 30
SHOW_CARD = tuple(Action("show", item=c) for c in range(_MAX_CARDS))
LOSE_CARD = tuple(Action("lose", item=c) for c in range(_MAX_CARDS))


def income() -> Action:
    return INCOME_A


def foreign_aid() -> Action:
    return FOREIGN_AID_A


def tax() -> Action:
    return TAX_A


def exchange() -> Action:
    return EXCHANGE_A


def coup(target: int) -> Action:
    return COUP_AT[target]


def assassinate(target: int) -> Action:
    return ASSASSINATE_AT[target]


def steal(target: int) -> Action:
    return STEAL_AT[target]


def challenge() -> Action:
    return CHALLENGE_A


def allow() -> Action:
    return ALLOW_A


def block(role: int) -> Action:
    return BLOCK_AS[role]


def show(card: int) -> Action:
    return SHOW_CARD[card]


def refuse() -> Action:
    return REFUSE_A


def lose(card: int) -> Action:
    return LOSE_CARD[card]


def keep(mask: int) -> Action:
    return Action("keep", value=mask)


@lru_cache(maxsize=None)
def keep_masks(offered: int, kept: int) -> tuple[int, ...]:
    """The bitmasks that keep ``kept`` of ``offered`` cards, lexicographic over positions."""
    return tuple(sum(1 << i for i in combo) for combo in combinations(range(offered), kept))


@lru_cache(maxsize=None)
def keep_actions(offered: int, kept: int) -> tuple[Action, ...]:
    return tuple(keep(m) for m in keep_masks(offered, kept))


def kept_positions(mask: int, offered: int) -> tuple[int, ...]:
    """Positions in ``offered`` that a keep mask keeps."""
    return tuple(i for i in range(offered) if mask >> i & 1)
