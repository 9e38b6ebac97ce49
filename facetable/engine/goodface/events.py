"""The events of Good Face Bad Face, with their data. The table animates and logs from these;
``view.log`` is every event as the seat sees it (``Event.seen_by``).

Every card that moves is one ``move`` event, so the table can animate card by card. Its
``card`` (a kind) is a *secret* key when the card travels face down: only the ``audience``
sees it, the others see a card back moving between the same places.

A place is a zone and a seat: ``deck`` (seat None: the shuffled cards before the deal),
``box`` (seat None: removed unseen, GF-2), ``hand``, ``party``, ``stack`` (the seat holding the
Stack), ``flip`` (the face-up spot of the card a seat just flipped, until it is resolved).

===========  ===================================================================================
kind         data
===========  ===================================================================================
start        players, owner (the first Stack Owner), step (+1 left, -1 right), deck (cards of
             each kind in play), removed (count), hand (cards dealt each), round_limit, wilds,
             blank_effect
move         card, from_zone, from_seat, to_zone, to_seat, reason (below); ``card`` is secret
             unless the move is face up
round        number (1-based Stack count), owner, skipped (owners-to-be with empty hands, GF-8)
sealed       seat (the owner), size (GF-4)
pass         seat, to, size: the Stack moves on (GF-5, GF-6)
peek         seat, card (secret to ``seat``): the next card of the Stack (GF-22)
must_flip    seat, on: the Greedy Face marker is set (GF-19) or cleared
kept         seat, card (secret to ``seat``): the card a Sad Face's owner keeps before dealing
             the others face down (GF-21); its ``sad_deal`` moves do not tell it which went where
round_over   number, owner, reason ("empty" or "back", GF-7)
game_over    winners (tuple), reason ("four_goods" GF-15 or "round_limit" GF-29)
===========  ===================================================================================

``move`` reasons, and who sees the card:

==============  ==============================================================  ===============
reason          movement                                                        card seen by
==============  ==============================================================  ===============
removed         deck -> box, unseen (2 players, GF-2, GF-16)                    nobody
deal            deck -> hand (GF-3)                                             the receiver
put             hand -> stack, building (GF-4)                                  the owner
flip            stack -> flip (GF-6, GF-7)                                      everyone
party           flip (or a Greedy gift) -> party (GF-9, GF-11, GF-13, GF-19)    everyone
return          flip or party -> hand: GF-10, GF-12, GF-13's purge              everyone
gift            party -> flip spot of the Stack Owner (GF-18), then resolved    everyone
                by the owner's "party"/"return" moves
wild            flip -> hand: a wild after its effect (GF-18, GF-20 … GF-22),   everyone
                or party -> hand when the must-flip marker clears (GF-19)
take_back       stack -> hand of the owner (GF-7, GF-19)                        the owner
sad_give        hand of the flipper -> hand of the owner (GF-20)                both
sad_deal        hand of the owner -> hand of another player (GF-21)             the receiver
==============  ==============================================================  ===============
"""
from __future__ import annotations

from functools import lru_cache
from typing import Iterable

from facetable.engine.contract import ONLY, Event, public_event, secret_event

from .cards import KINDS, MAX_ROUND_LIMIT, TABLE as DECKS

_CARD = ("card",)
#: Secret to nobody in particular: the card key is removed for every seat.
NOBODY: frozenset[int] = frozenset()


def start(players: int, owner: int, step: int, deck: tuple[int, ...], removed: int, hand: int,
          round_limit: int, wilds: tuple[int, ...], blank_effect: str) -> Event:
    return public_event("start", {"players": players, "owner": owner, "step": step, "deck": deck,
                                  "removed": removed, "hand": hand, "round_limit": round_limit,
                                  "wilds": wilds, "blank_effect": blank_effect})


def move(card: int, from_zone: str, from_seat: int | None, to_zone: str, to_seat: int | None,
         reason: str, audience: Iterable[int] | None = None) -> Event:
    """A card moving; ``audience`` None: face up for everyone, else only they see ``card``."""
    data = {"card": card, "from_zone": from_zone, "from_seat": from_seat, "to_zone": to_zone,
            "to_seat": to_seat, "reason": reason}
    if audience is None:
        return public_event("move", data)
    return secret_event("move", data, _CARD,
                        audience if audience.__class__ is frozenset else frozenset(audience))


def round_(number: int, owner: int, skipped: tuple[int, ...]) -> Event:
    return public_event("round", {"number": number, "owner": owner, "skipped": skipped})


def sealed(seat: int, size: int) -> Event:
    return public_event("sealed", {"seat": seat, "size": size})


def pass_(seat: int, to: int, size: int) -> Event:
    return public_event("pass", {"seat": seat, "to": to, "size": size})


def peek(seat: int, card: int) -> Event:
    return secret_event("peek", {"seat": seat, "card": card}, _CARD, ONLY[seat])


def must_flip(seat: int, on: bool) -> Event:
    return public_event("must_flip", {"seat": seat, "on": on})


def kept(seat: int, card: int) -> Event:
    return secret_event("kept", {"seat": seat, "card": card}, _CARD, ONLY[seat])


def round_over(number: int, owner: int, reason: str) -> Event:
    return public_event("round_over", {"number": number, "owner": owner, "reason": reason})


def game_over(winners: tuple[int, ...], reason: str) -> Event:
    return public_event("game_over", {"winners": winners, "reason": reason})


class Table:
    """The events the rules send every few moves in a game of ``players``, each built once by
    the functions above, so that a move only looks its events up instead of building them
    (random games, the coach's playouts). Events are immutable, so every game shares them
    (nobody may change an event's ``data``: it would change every game's).

    Moves of one seat's card of one kind, indexed ``[seat][kind]``: ``deal`` (deck -> hand),
    ``put`` (hand -> stack), ``take_back`` (stack -> hand), ``flip`` (stack -> flip spot),
    ``party`` (flip spot -> party), ``returned`` (flip spot -> hand, "return"), ``unparty``
    (party -> hand, "return"), ``wild`` (flip spot -> hand, "wild"); ``removed[kind]``. Then
    ``sealed[seat][size]``, ``pass_[seat][to][size]``, ``round_[number][owner]`` (nobody
    skipped) and ``round_over[reason][number][owner]``. Rarer events are built when sent.
    A table pickles as the call that makes it (states are sent to the coach's workers)."""

    def __init__(self, players: int) -> None:
        self.players = players
        seats = range(players)
        sizes = range(sum(DECKS[players][:2]) + 2)    # every card in play, a wild included
        numbers = range(MAX_ROUND_LIMIT + 1)

        def each(make) -> tuple[tuple[Event, ...], ...]:
            return tuple(tuple(make(s, k) for k in KINDS) for s in seats)

        self.deal = each(lambda s, k: move(k, "deck", None, "hand", s, "deal", ONLY[s]))
        self.put = each(lambda s, k: move(k, "hand", s, "stack", s, "put", ONLY[s]))
        self.take_back = each(lambda s, k: move(k, "stack", s, "hand", s, "take_back", ONLY[s]))
        self.flip = each(lambda s, k: move(k, "stack", s, "flip", s, "flip"))
        self.party = each(lambda s, k: move(k, "flip", s, "party", s, "party"))
        self.returned = each(lambda s, k: move(k, "flip", s, "hand", s, "return"))
        self.unparty = each(lambda s, k: move(k, "party", s, "hand", s, "return"))
        self.wild = each(lambda s, k: move(k, "flip", s, "hand", s, "wild"))
        self.removed = tuple(move(k, "deck", None, "box", None, "removed", NOBODY) for k in KINDS)
        self.sealed = tuple(tuple(sealed(s, n) for n in sizes) for s in seats)
        self.pass_ = tuple(tuple(tuple(pass_(s, to, n) for n in sizes) for to in seats)
                           for s in seats)
        self.round_ = tuple(tuple(round_(r, s, ()) for s in seats) for r in numbers)
        self.round_over = {why: tuple(tuple(round_over(r, s, why) for s in seats) for r in numbers)
                           for why in ("empty", "back")}

    def __reduce__(self) -> tuple:
        return table, (self.players,)


@lru_cache(maxsize=None)
def table(players: int) -> Table:
    """The one ``Table`` of games of ``players``."""
    return Table(players)


def reveals(event: Event) -> bool:
    """Safe undo's question (``GameState.reveals``): does ``event`` bring something hidden to
    light? A deal and a Sad Face's cards show cards to their receivers, a flip shows the
    Stack's next card to everyone, a peek shows it to one seat. Putting cards into the Stack,
    taking them back and moving face-up cards follow from the decisions."""
    if event.kind == "peek":
        return True
    return event.kind == "move" and event["reason"] in ("deal", "flip", "sad_give", "sad_deal")
