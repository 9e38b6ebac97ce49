"""Flip 7: With a Vengeance (../shared/rules/flip7.md)."""
from __future__ import annotations

from facetable.engine.contract import check_deal, check_first

from .cards import Card, deck
from .options import Options
from .state import State
from .view import ACTIVE, BUSTED, STAYED, SeatView, View

#: Every card is face up: hot-seat needs no curtain between humans.
HIDDEN_INFO = False


def full_deck(options: Options) -> list[int]:
    """The cards ``setup``'s ``deal`` orders: every card id 0…107 (``deck``), unshuffled."""
    return [card.id for card in deck(options.printing)]


def setup(options: Options, seed: int, deal: list[int] | None = None,
          first: int | None = None) -> State:
    """A new game. ``deal`` (the contract's meaning) fixes the draw pile, card ids top first
    (``stacking.Stack`` builds one by kind); ``first`` is the seat dealt to and playing first
    in the first round: the first dealer is the seat before it (F7-9; by default random)."""
    if not isinstance(options, Options):
        raise TypeError(f"setup needs flip7 Options, not {type(options).__name__}")
    check_first(first, options.players)
    return State(options, seed, None if deal is None else check_deal(deal, full_deck(options)),
                 first)


__all__ = ["ACTIVE", "BUSTED", "STAYED", "Card", "HIDDEN_INFO", "Options", "SeatView", "State",
           "View", "deck", "full_deck", "setup"]
