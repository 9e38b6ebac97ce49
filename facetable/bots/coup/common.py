"""Helpers shared by the Coup bots. They read only a seat's ``View`` (and the legal actions).

Card counting: a role whose every copy this seat can see (face up, or in its own hand) cannot
be held by anyone else, so a claim of it is provably false and a bot of any level challenges
it; and no bot except ``random`` ever claims a role it does not hold whose copies it can all
see.
"""
from __future__ import annotations

import random
from math import comb

from facetable.engine.contract import Action
from facetable.engine.coup import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, View

#: How much a card is worth keeping, by role (the second copy of a role is worth less).
VALUE = {DUKE: 5.0, ASSASSIN: 4.0, CAPTAIN: 3.5, CONTESSA: 3.0, AMBASSADOR: 2.0}


def of_kind(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def first_of(legal: list[Action], kind: str) -> Action | None:
    return next((a for a in legal if a.kind == kind), None)


def own_roles(view: View) -> list[int]:
    return [view.role_of(c) for c in view.hand]


def holds(view: View, role: int) -> bool:
    return any(view.role_of(c) == role for c in view.hand)


def can_claim(view: View, role: int) -> bool:
    """Whether claiming ``role`` is true, or at least not provably false to this seat."""
    return holds(view, role) or view.unseen_counts()[role] > 0


def others(view: View) -> list[int]:
    return [s for s in view.alive if s != view.seat]


def threat(view: View, seat: int) -> tuple[int, int]:
    """How dangerous another player is: influence first, then coins."""
    return view.hidden[seat], view.coins[seat]


def biggest_threat(view: View, seats: list[int], rng: random.Random) -> int:
    return max(seats, key=lambda s: (threat(view, s), rng.random()))


def p_holds(view: View, seat: int, role: int) -> float:
    """The chance that ``seat`` holds at least one ``role``, if its face-down cards were drawn
    at random from the cards this seat cannot see."""
    unseen = sum(view.unseen_counts())
    copies = view.unseen_counts()[role]
    hidden = view.hidden[seat]
    if copies == 0 or unseen == 0:
        return 0.0
    if hidden >= unseen:
        return 1.0
    return 1.0 - comb(unseen - copies, hidden) / comb(unseen, hidden)


def claimed(view: View, seat: int) -> set[int]:
    """Roles ``seat`` has claimed (actions and blocks) and never failed to show since."""
    roles: set[int] = set()
    for e in view.log:
        if e.get("seat") != seat:
            continue
        if e.kind == "declare" and e["role"] is not None or e.kind == "block":
            roles.add(e["role"])
        elif e.kind == "refuse":
            roles.discard(e["role"])
    return roles


def hand_value(roles: list[int]) -> float:
    total, seen = 0.0, set()
    for r in sorted(roles, key=lambda r: -VALUE[r]):
        total += VALUE[r] * (0.6 if r in seen else 1.0)
        seen.add(r)
    return total


def best_keep(view: View, legal: list[Action], rng: random.Random) -> Action:
    """The Exchange keep whose cards are worth most together (CP-7)."""
    offered = view.offered

    def worth(a: Action) -> tuple[float, float]:
        roles = [view.role_of(c) for i, c in enumerate(offered) if a.value >> i & 1]
        return hand_value(roles), rng.random()

    return max(of_kind(legal, "keep"), key=worth)


def cheapest_loss(view: View, legal: list[Action], rng: random.Random) -> Action:
    """The card to turn face up: the one whose loss leaves the best hand (CP-16)."""
    def left(a: Action) -> tuple[float, float]:
        return hand_value([view.role_of(c) for c in view.hand if c != a.item]), rng.random()

    return max(of_kind(legal, "lose"), key=left)


def show_or_refuse(legal: list[Action]) -> Action:
    """Challenged: show the card when holding it (the challenger then loses, CP-11)."""
    return first_of(legal, "show") or first_of(legal, "refuse")


def duke_claimed_by_others(view: View) -> bool:
    return any(DUKE in claimed(view, s) for s in others(view))


def exchanged_last_turn(view: View) -> bool:
    """Whether this seat's last action was an Exchange (bots then do something else, so that
    two bots fishing for better cards cannot stall a game forever)."""
    for e in reversed(view.log):
        if e.kind == "declare" and e["seat"] == view.seat:
            return e["action"] == "exchange"
    return False


def assassination_victims(view: View, targets: list[int]) -> list[int]:
    """Targets that have not claimed Contessa (assassinating them is not known to be wasted)."""
    return [s for s in targets if CONTESSA not in claimed(view, s)]


def steal_marks(view: View, targets: list[int]) -> list[int]:
    """Targets with two coins or more that have not claimed a role that blocks a steal."""
    return [s for s in targets if view.coins[s] >= 2
            and not claimed(view, s) & {CAPTAIN, AMBASSADOR}]


def last_attacker(view: View) -> int | None:
    """Who last attacked this seat, from the public log: aimed a Coup, an Assassination or a
    Steal at it, or challenged its claim. None if nobody did or that player is out."""
    me = view.seat
    for e in reversed(view.log):
        if e.kind == "declare" and e["target"] == me and e["seat"] != me:
            who = e["seat"]
        elif e.kind == "challenge" and e["claimant"] == me:
            who = e["seat"]
        else:
            continue
        return None if view.out[who] else who
    return None


def revenge_target(view: View, targets: list[int], vengeance: float,
                   rng: random.Random) -> int | None:
    """The last attacker, chosen as this turn's target with chance ``vengeance`` (None
    otherwise, or when nobody attacked this seat). No random draw when there is nobody to
    avenge, so a bot that was never attacked plays as if it had no vengeance."""
    who = last_attacker(view)
    if who is None or who not in targets:
        return None
    return who if rng.random() < vengeance else None
