"""The events of Face Guess, with their data. The table animates and logs from these;
``view.log`` is every event as the seat sees it.

Kinds of cards are the only secrets: a face-down commit's kind is seen only by its committer
until the reveal shows every card at once, and a dealt or drawn card's kind only by its holder.

===========  ====================================================================================
kind         data
===========  ====================================================================================
start        players, start (the first start player), deck (50), good (Good cards in the deck),
             hand (5), target, fooled_bonus
deal         seat, count, cards (secret to ``seat``: the kinds dealt, FG-2)
round        number (from 1), start (this round's start player): the commit phase opens (FG-3)
commit       seat, kind (secret to ``seat``): a card goes face down in front of the seat (FG-3)
turn         seat: the guess phase's next guesser (FG-4)
guess        seat, calls (per seat: "good"/"bad", None at the guesser's own seat), order (the
             seats called about, clockwise from the guesser's left) (FG-4)
reveal       cards (per seat: the kind each committed), all turned face up at once (FG-5)
score        seat (whose score changes), amount (+1 or -1), reason, guesser, about, total (the
             seat's new score). Reasons: "right" and "wrong" (FG-6: seat is the guesser),
             "liked" (FG-7: a Good card guessed Good; seat is ``about``), "fooled" (FG-11: a Bad
             card guessed Good; seat is ``about``). Listed guesser by guesser from the start
             player, each guess's calls in order, each call's own score before its card's.
scores       scores, right (right guesses per seat so far): the round is scored
discard      cards (per seat: the committed kinds), pile (the discard pile's new size) (FG-8)
draw         seat, count (1), deck (cards left in the draw pile), cards (secret to ``seat``),
             from the start player clockwise (FG-8)
start_player seat: the start player moves one seat clockwise (FG-8)
game_over    reason ("target": someone reached the target; "deck": fewer cards than players in
             the draw pile), scores, right, winners (FG-9, FG-10)
===========  ====================================================================================
"""
from __future__ import annotations

from typing import Sequence

from facetable.engine.contract import ONLY, Event

# Events are built as ``public_event``/``secret_event`` build them, without that extra call:
# a round makes some forty of them, and the coach plays thousands of games.
_new = tuple.__new__
_PUBLIC = ()
_NOBODY: frozenset[int] = frozenset()
_CARDS = ("cards",)
_KIND = ("kind",)


def start(players: int, first: int, deck: int, good: int, hand: int, target: int,
          fooled_bonus: bool) -> Event:
    return _new(Event, ("start", {"players": players, "start": first, "deck": deck, "good": good,
                                  "hand": hand, "target": target, "fooled_bonus": fooled_bonus},
                       _PUBLIC, _NOBODY))


def deal(seat: int, cards: Sequence[str]) -> Event:
    return _new(Event, ("deal", {"seat": seat, "count": len(cards), "cards": tuple(cards)},
                        _CARDS, ONLY[seat]))


def round_(number: int, first: int) -> Event:
    return _new(Event, ("round", {"number": number, "start": first}, _PUBLIC, _NOBODY))


def commit(seat: int, kind: str) -> Event:
    return _new(Event, ("commit", {"seat": seat, "kind": kind}, _KIND, ONLY[seat]))


def turn(seat: int) -> Event:
    return _new(Event, ("turn", {"seat": seat}, _PUBLIC, _NOBODY))


def guess(seat: int, calls: Sequence[str | None], order: Sequence[int]) -> Event:
    return _new(Event, ("guess", {"seat": seat, "calls": tuple(calls), "order": tuple(order)},
                        _PUBLIC, _NOBODY))


def reveal(cards: Sequence[str]) -> Event:
    return _new(Event, ("reveal", {"cards": tuple(cards)}, _PUBLIC, _NOBODY))


def score(seat: int, amount: int, reason: str, guesser: int, about: int, total: int) -> Event:
    return _new(Event, ("score", {"seat": seat, "amount": amount, "reason": reason,
                                  "guesser": guesser, "about": about, "total": total},
                        _PUBLIC, _NOBODY))


def scores(totals: Sequence[int], right: Sequence[int]) -> Event:
    return _new(Event, ("scores", {"scores": tuple(totals), "right": tuple(right)},
                        _PUBLIC, _NOBODY))


def discard(cards: Sequence[str], pile: int) -> Event:
    return _new(Event, ("discard", {"cards": tuple(cards), "pile": pile}, _PUBLIC, _NOBODY))


def draw(seat: int, kind: str, deck: int) -> Event:
    return _new(Event, ("draw", {"seat": seat, "count": 1, "deck": deck, "cards": (kind,)},
                        _CARDS, ONLY[seat]))


def start_player(seat: int) -> Event:
    return _new(Event, ("start_player", {"seat": seat}, _PUBLIC, _NOBODY))


def game_over(reason: str, totals: Sequence[int], right: Sequence[int],
              winners: Sequence[int]) -> Event:
    return _new(Event, ("game_over", {"reason": reason, "scores": tuple(totals),
                                      "right": tuple(right), "winners": tuple(winners)},
                        _PUBLIC, _NOBODY))


def reveals(event: Event) -> bool:
    """Safe undo's question (``GameState.reveals``): does ``event`` bring something hidden to
    light? A deal or a draw shows cards to their holder; the reveal turns every committed card
    face up. Commits stay hidden; guesses and scores follow from the decisions."""
    return event.kind in ("deal", "draw", "reveal")
