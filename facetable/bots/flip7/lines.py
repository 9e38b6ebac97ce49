"""What a Flip 7 bot can work out from a view: the unseen cards and what a card does to a line.

Everything here mirrors the rules (../shared/rules/flip7.md) on plain lists of card ids, so a bot
can try an action on a copy of the table without touching the engine. Only the order of the draw
pile is hidden (F7-35), so the unseen cards ARE the draw pile's contents.
"""
from __future__ import annotations

from dataclasses import dataclass

from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED, View
from facetable.engine.flip7.cards import DIV2, UNLUCKY7, ZERO, Card
from facetable.engine.flip7.lines import FLIP7_CARDS, line_sevens
from facetable.engine.flip7.lines import busts as line_busts
from facetable.engine.flip7.scoring import FLIP7_BONUS, line_score

__all__ = ["ACTIVE", "BUSTED", "STAYED", "FLIP7_BONUS", "Seat", "busts", "bust_probability",
           "draw_pool", "number_sum", "table", "unseen"]


def unseen(view: View) -> list[int]:
    """Ids of the cards in the draw pile: all cards minus lines, pending and the discard pile."""
    seen = set(view.discard)
    for s in view.seats:
        seen.update(s.numbers)
        seen.update(s.mods)
        seen.update(s.pending)
    return [c for c in range(len(view.deck)) if c not in seen]


def draw_pool(view: View) -> list[int]:
    """The cards the next draw comes from: the draw pile, or the discard pile once it is
    empty (F7-30: the discard pile is shuffled into a new draw pile)."""
    pool = unseen(view)
    return pool if pool else list(view.discard)


def busts(deck: tuple[Card, ...], numbers: list[int] | tuple[int, ...], card: Card) -> bool:
    """Whether number ``card`` busts a line holding the card ids ``numbers`` (the engine's rule)."""
    return line_busts([deck[x] for x in numbers], card)


def bust_probability(view: View, seat: int | None = None) -> float:
    """The exact chance that the next card drawn busts ``seat`` (default: the viewer)."""
    seat = view.seat if seat is None else seat
    pool = draw_pool(view)
    if not pool:
        return 0.0
    numbers = view.seats[seat].numbers
    deck = view.deck
    bad = sum(1 for c in pool if deck[c].is_number and busts(deck, numbers, deck[c]))
    return bad / len(pool)


def number_sum(view: View, seat: int) -> int:
    return sum(view.deck[c].value for c in view.seats[seat].numbers)


@dataclass(slots=True)
class Seat:
    """A mutable copy of one seat's line, for trying actions on."""

    numbers: list[int]
    mods: list[int]
    status: str
    total: int
    flip7: bool = False

    def copy(self) -> "Seat":
        return Seat(list(self.numbers), list(self.mods), self.status, self.total, self.flip7)

    def receive(self, deck: tuple[Card, ...], card: int, pair_counts_twice: bool) -> None:
        """A card enters this line by any means (mirrors the engine: F7-7, F7-8, F7-20, F7-22).
        Modifiers go above the line; numbers may bust, wipe (Unlucky 7) or make a Flip 7."""
        c = deck[card]
        if not c.is_number:
            self.mods.append(card)
            return
        if self.status == BUSTED:
            self.numbers.append(card)
            return
        if c.name == UNLUCKY7:
            self.numbers, self.mods = [card], []
        elif busts(deck, self.numbers, c):
            self.numbers.append(card)
            self.status = BUSTED
            return
        else:
            self.numbers.append(card)
        if line_sevens([deck[x] for x in self.numbers], pair_counts_twice) >= FLIP7_CARDS:
            self.flip7 = True

    def score(self, deck: tuple[Card, ...], brutal: bool) -> int:
        """Round score if the round ended now (F7-14 … F7-18, F7-32, F7-33)."""
        return line_score([deck[c] for c in self.numbers], [deck[c] for c in self.mods],
                          busted=self.status == BUSTED, flip7=self.flip7, brutal=brutal)

    def has_zero(self, deck: tuple[Card, ...]) -> bool:
        return any(deck[c].name == ZERO for c in self.numbers)

    def halved(self, deck: tuple[Card, ...]) -> bool:
        return any(deck[c].name == DIV2 for c in self.mods)


def table(view: View) -> list[Seat]:
    """Copies of every seat's line, ready to try actions on."""
    return [Seat(list(s.numbers), list(s.mods), s.status, s.total) for s in view.seats]
