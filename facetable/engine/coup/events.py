"""The events of Coup, with their data. The table animates and logs from these; ``view.log``
is every event as the seat sees it.

A card id tells its role (``cards``), so a face-down card's id is a *secret* key seen only by
its holder: the others see that a card moved, not which. Answers in a window are secret to
their seat and stay so: only the winning answer (the first challenger or blocker clockwise,
CP-9) becomes public.

============  ==================================================================================
kind          data
============  ==================================================================================
start         players, first, copies, deck_size, coins (per seat)
deal          seat, count, cards (secret to ``seat``): dealt face down (CP-4)
turn          seat
declare       seat, action, target (or None), role (the claimed role, or None), paid (CP-8)
window        kind ("challenge" or "block"), claimant, role (None for a block window), seats
              (asked, clockwise from the claimant)
answer        seat, window, answer ("challenge", "allow" or "block"), role (secret: answer, role)
challenge     seat (the challenger), claimant, role (CP-9)
unchallenged  claimant, role: nobody challenged; the claim stands
block         seat (the blocker), actor, role
unblocked     actor
show          seat, card, role: the challenged claim is shown true (CP-10, CP-11)
refuse        seat, role: the claimed card is not shown (CP-10, CP-12)
lose          seat, card, role: the card is turned face up (CP-16)
out           seat, coins (returned to the treasury, CP-16)
return        seat, count, reason ("exchange" or "shown"), cards (secret to ``seat`` for an
              Exchange; public for a shown card): cards go into the court deck, which is
              shuffled (CP-7, CP-11)
draw          seat, count, reason ("exchange" or "replace"), cards (secret to ``seat``), index
              (where in the hand the cards go: a replacement takes the shown card's place;
              None: at the end)
coins         seat, amount, reason (income, foreign_aid, tax, steal, refund), giver (a seat for
              steal, else None: the treasury)
cancelled     seat (the actor), refund: the failed claim cancels the action (CP-12)
blocked       seat (the actor), blocker: the action fails, coins stay spent (CP-13)
fizzled       seat (the actor), target: the target is out, no further effect (CP-15)
game_over     winner (CP-17)
============  ==================================================================================
"""
from __future__ import annotations

from functools import lru_cache
from typing import Sequence

from facetable.engine.contract import ONLY, Event, public_event, secret_event

_CARDS = ("cards",)
_ANSWER = ("answer", "role")

#: Events are immutable values (nobody changes their data), so games may share one: the events
#: that come from a small set (a turn, a declaration, a window, its answers and outcome, a card
#: turned up, coins) are made once per distinct arguments and reused, game after game (the
#: coach plays thousands). Bounded: a window's seats could make many with many players.
_shared = lru_cache(maxsize=4096)


def start(players: int, first: int, copies: int, deck_size: int, coins: Sequence[int]) -> Event:
    return public_event("start", {"players": players, "first": first, "copies": copies,
                                  "deck_size": deck_size, "coins": tuple(coins)})


def deal(seat: int, cards: Sequence[int]) -> Event:
    return secret_event("deal", {"seat": seat, "count": len(cards), "cards": tuple(cards)}, _CARDS,
                        ONLY[seat])


@_shared
def turn(seat: int) -> Event:
    return public_event("turn", {"seat": seat})


@_shared
def declare(seat: int, action: str, target: int | None, role: int | None, paid: int) -> Event:
    return public_event("declare", {"seat": seat, "action": action, "target": target, "role": role,
                                    "paid": paid})


@_shared
def window(kind: str, claimant: int, role: int | None, seats: tuple[int, ...]) -> Event:
    return public_event("window", {"kind": kind, "claimant": claimant, "role": role,
                                   "seats": tuple(seats)})


@_shared
def answer(seat: int, window_kind: str, kind: str, role: int | None) -> Event:
    return secret_event("answer", {"seat": seat, "window": window_kind, "answer": kind,
                                   "role": role}, _ANSWER, ONLY[seat])


@_shared
def challenge(seat: int, claimant: int, role: int) -> Event:
    return public_event("challenge", {"seat": seat, "claimant": claimant, "role": role})


@_shared
def unchallenged(claimant: int, role: int) -> Event:
    return public_event("unchallenged", {"claimant": claimant, "role": role})


@_shared
def block(seat: int, actor: int, role: int) -> Event:
    return public_event("block", {"seat": seat, "actor": actor, "role": role})


@_shared
def unblocked(actor: int) -> Event:
    return public_event("unblocked", {"actor": actor})


@_shared
def show(seat: int, card: int, role: int) -> Event:
    return public_event("show", {"seat": seat, "card": card, "role": role})


@_shared
def refuse(seat: int, role: int) -> Event:
    return public_event("refuse", {"seat": seat, "role": role})


@_shared
def lose(seat: int, card: int, role: int) -> Event:
    return public_event("lose", {"seat": seat, "card": card, "role": role})


@_shared
def out(seat: int, coins: int) -> Event:
    return public_event("out", {"seat": seat, "coins": coins})


def returned(seat: int, cards: Sequence[int], reason: str) -> Event:
    data = {"seat": seat, "count": len(cards), "reason": reason, "cards": tuple(cards)}
    if reason == "shown":
        return public_event("return", data)
    return secret_event("return", data, _CARDS, ONLY[seat])


def draw(seat: int, cards: Sequence[int], reason: str, index: int | None = None) -> Event:
    return secret_event("draw", {"seat": seat, "count": len(cards), "reason": reason,
                                 "cards": tuple(cards), "index": index}, _CARDS, ONLY[seat])


@_shared
def coins(seat: int, amount: int, reason: str, giver: int | None = None) -> Event:
    return public_event("coins", {"seat": seat, "amount": amount, "reason": reason, "giver": giver})


@_shared
def cancelled(seat: int, refund: int) -> Event:
    return public_event("cancelled", {"seat": seat, "refund": refund})


@_shared
def blocked(seat: int, blocker: int) -> Event:
    return public_event("blocked", {"seat": seat, "blocker": blocker})


@_shared
def fizzled(seat: int, target: int) -> Event:
    return public_event("fizzled", {"seat": seat, "target": target})


def game_over(winner: int) -> Event:
    return public_event("game_over", {"winner": winner})


def reveals(event: Event) -> bool:
    """Safe undo's question (``GameState.reveals``): does ``event`` bring something hidden to
    light? Settling a window makes hidden answers public (who challenged or blocked, or that
    nobody did); a shown, refused or lost card tells a role; a deal or a draw shows cards to
    their holder. Claims, answers still hidden, coins and returned cards follow from the
    decisions."""
    return event.kind in ("deal", "challenge", "unchallenged", "block", "unblocked", "show",
                          "refuse", "lose", "draw")
