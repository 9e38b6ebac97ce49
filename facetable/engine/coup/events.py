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

from typing import Sequence

from facetable.engine.contract import ONLY, Event, public_event, secret_event

from .cards import MAX_PLAYERS

_CARDS = ("cards",)
_ANSWER = ("answer", "role")

# An event is an immutable value (nobody changes its data), so games may share one: the events
# that come from a small set (a turn, a declaration, a window, its answers and its outcome) are
# made once and reused, game after game (the coach plays thousands). A table keyed by seats
# asked could grow with many players, so it stops adding past ``_KEEP``.
#: ``turn`` per seat.
TURN = tuple(public_event("turn", {"seat": s}) for s in range(MAX_PLAYERS))
_KEEP = 4096
_DECLARES: dict[tuple, Event] = {}
_WINDOWS: dict[tuple, Event] = {}
_ANSWERS: dict[tuple, Event] = {}
_SETTLED: dict[tuple, Event] = {}


def start(players: int, first: int, copies: int, deck_size: int, coins: Sequence[int]) -> Event:
    return public_event("start", {"players": players, "first": first, "copies": copies,
                                  "deck_size": deck_size, "coins": tuple(coins)})


def deal(seat: int, cards: Sequence[int]) -> Event:
    return secret_event("deal", {"seat": seat, "count": len(cards), "cards": tuple(cards)}, _CARDS,
                        ONLY[seat])


def turn(seat: int) -> Event:
    return TURN[seat]


def declare(seat: int, action: str, target: int | None, role: int | None, paid: int) -> Event:
    key = (seat, action, target, role, paid)
    event = _DECLARES.get(key)
    if event is None:
        event = public_event("declare", {"seat": seat, "action": action, "target": target,
                                         "role": role, "paid": paid})
        if len(_DECLARES) < _KEEP:
            _DECLARES[key] = event
    return event


def window(kind: str, claimant: int, role: int | None, seats: Sequence[int]) -> Event:
    seats = tuple(seats)
    key = (kind, claimant, role, seats)
    event = _WINDOWS.get(key)
    if event is None:
        event = public_event("window", {"kind": kind, "claimant": claimant, "role": role,
                                        "seats": seats})
        if len(_WINDOWS) < _KEEP:
            _WINDOWS[key] = event
    return event


def answer(seat: int, window_kind: str, kind: str, role: int | None) -> Event:
    key = (seat, window_kind, kind, role)
    event = _ANSWERS.get(key)
    if event is None:
        event = secret_event("answer", {"seat": seat, "window": window_kind, "answer": kind,
                                        "role": role}, _ANSWER, ONLY[seat])
        if len(_ANSWERS) < _KEEP:
            _ANSWERS[key] = event
    return event


def challenge(seat: int, claimant: int, role: int) -> Event:
    key = ("challenge", seat, claimant, role)
    event = _SETTLED.get(key)
    if event is None:
        event = _SETTLED[key] = public_event("challenge", {"seat": seat, "claimant": claimant,
                                                           "role": role})
    return event


def unchallenged(claimant: int, role: int) -> Event:
    key = ("unchallenged", claimant, role)
    event = _SETTLED.get(key)
    if event is None:
        event = _SETTLED[key] = public_event("unchallenged", {"claimant": claimant, "role": role})
    return event


def block(seat: int, actor: int, role: int) -> Event:
    key = ("block", seat, actor, role)
    event = _SETTLED.get(key)
    if event is None:
        event = _SETTLED[key] = public_event("block", {"seat": seat, "actor": actor, "role": role})
    return event


def unblocked(actor: int) -> Event:
    key = ("unblocked", actor)
    event = _SETTLED.get(key)
    if event is None:
        event = _SETTLED[key] = public_event("unblocked", {"actor": actor})
    return event


def show(seat: int, card: int, role: int) -> Event:
    return public_event("show", {"seat": seat, "card": card, "role": role})


def refuse(seat: int, role: int) -> Event:
    return public_event("refuse", {"seat": seat, "role": role})


def lose(seat: int, card: int, role: int) -> Event:
    return public_event("lose", {"seat": seat, "card": card, "role": role})


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


def coins(seat: int, amount: int, reason: str, giver: int | None = None) -> Event:
    return public_event("coins", {"seat": seat, "amount": amount, "reason": reason, "giver": giver})


def cancelled(seat: int, refund: int) -> Event:
    return public_event("cancelled", {"seat": seat, "refund": refund})


def blocked(seat: int, blocker: int) -> Event:
    return public_event("blocked", {"seat": seat, "blocker": blocker})


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
