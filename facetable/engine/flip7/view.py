"""What a seat sees of a Flip 7 game (F7-35): everything but the draw pile's order."""
from __future__ import annotations


from facetable.engine.contract import Action
from facetable.records import Record

from .cards import Card
from .options import Options

ACTIVE, STAYED, BUSTED = "active", "stayed", "busted"


class SeatView(Record):
    """One seat's line as everyone sees it."""

    numbers: tuple[int, ...]   # number cards of the line, in arrival order
    mods: tuple[int, ...]      # modifier cards above the line
    pending: tuple[int, ...]   # action/modifier cards received and not yet resolved
    status: str                # ACTIVE, STAYED or BUSTED
    total: int                 # game total before this round


class View(Record):
    """What one seat knows of the game (everything is public in Flip 7 but the draw
    pile's order)."""

    seat: int                          # whose view this is (SPECTATOR for the public one)
    options: Options
    deck: tuple[Card, ...]             # card id -> card
    round_no: int
    dealer: int
    seats: tuple[SeatView, ...]
    draw_count: int
    discard: tuple[int, ...]           # bottom first
    to_act: int | None
    decision: str | None               # "turn", "resolve", "flip7_choice" or None
    decision_card: int | None          # the card being resolved, for "resolve"
    legal: tuple[Action, ...]          # this seat's legal actions (empty unless it is to act)
    last_round_scores: tuple[int, ...]
    winner: int | None

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def is_over(self) -> bool:
        return self.winner is not None

    def card(self, card_id: int) -> Card:
        return self.deck[card_id]

    def round_value(self, seat: int) -> int | None:
        """What ``seat``'s line would score if the round ended now (None before its first
        card)."""
        from .scoring import round_value
        s = self.seats[seat]
        return round_value([self.deck[c] for c in s.numbers], [self.deck[c] for c in s.mods],
                           busted=s.status == BUSTED, brutal=self.options.brutal,
                           pair_counts_twice=self.options.lucky13_pair_counts_twice)
