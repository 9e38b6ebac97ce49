"""What one seat knows (FG-12), as an immutable ``View``, and nothing more.

A seat knows its own hand and its own face-down card; every guess made so far; all scores (and
right guesses, the tie-break); every revealed card; the sizes of the draw and discard piles; who
has put a card down this round. It does not know the other hands, the other face-down cards
before the reveal, or the draw pile's order.

``rounds`` is the public history of the finished rounds (each round's revealed cards and
guesses), which is what the bots model their opponents from; ``log`` is every event so far as
this seat sees it (``Event.seen_by``).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.log import Log, seen_log
from facetable.records import Record

from .cards import BAD, DECK_SIZE, GOOD
from .state import RoundRecord

if TYPE_CHECKING:
    from .state import State


class View(Record):
    """Everything ``seat`` may know (FG-12). ``seat`` -1 is a spectator (public only).

    ``hand``: this seat's cards (kinds, in the order they came in). ``mine``: the kind it put
    face down this round (None: not yet, or a spectator). ``placed[s]``: seat s has a card in
    front of it this round. ``faces[s]``: that card's kind when this seat may see it (its own,
    or every card once revealed at the end of the game), else None. ``guesses[g]``: this round's
    calls of guesser g by seat (None: g has not guessed yet). ``hand_sizes`` are public counts.
    """

    seat: int
    players: int
    phase: str
    round: int
    start: int
    deciders: tuple[int, ...]
    guesser: int | None
    target: int
    fooled_bonus: bool
    good_cards: int
    hand: tuple[str, ...]
    mine: str | None
    hand_sizes: tuple[int, ...]
    placed: tuple[bool, ...]
    faces: tuple[str | None, ...]
    guesses: tuple[tuple[str | None, ...] | None, ...]
    scores: tuple[int, ...]
    right: tuple[int, ...]
    deck_size: int
    discard_size: int
    rounds: tuple[RoundRecord, ...]
    log: Log[Event]
    end_reason: str | None
    winners: tuple[int, ...]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def seen_counts(self) -> tuple[int, int]:
        """(Good, Bad) cards this seat has seen: its hand, its face-down card, every revealed
        card (the discard pile holds only revealed cards)."""
        cards = [*self.hand, *(c for r in self.rounds for c in r.cards)]
        if self.mine is not None and self.phase != "over":   # not yet in ``rounds``
            cards.append(self.mine)
        good = cards.count(GOOD)
        return good, len(cards) - good

    def unseen_counts(self) -> tuple[int, int]:
        """(Good, Bad) cards this seat cannot see: in the other hands, the other face-down
        cards and the draw pile."""
        good, bad = self.seen_counts()
        return self.good_cards - good, DECK_SIZE - self.good_cards - bad


def make_view(state: "State", seat: int) -> View:
    own = seat != SPECTATOR and 0 <= seat < state.players
    over = state.phase == "over"
    committed = state.committed
    faces = tuple(c if over or (own and s == seat) else None for s, c in enumerate(committed))
    return View(
        seat=seat, players=state.players, phase=state.phase, round=state.round,
        start=state.start, deciders=state.deciders(), guesser=state.guesser,
        target=state.options.target, fooled_bonus=state.options.fooled_bonus,
        good_cards=state.options.good_cards,
        hand=tuple(state.hands[seat]) if own else (),
        mine=committed[seat] if own else None,
        hand_sizes=tuple(len(h) for h in state.hands),
        placed=tuple(c is not None for c in committed),
        faces=faces,
        guesses=tuple(state.guesses),
        scores=tuple(state.scores), right=tuple(state.right),
        deck_size=len(state.deck), discard_size=len(state.discard),
        rounds=tuple(state.rounds),
        log=_log(state, seat),
        end_reason=state.end_reason,
        winners=state.outcome().winners if over else (),
    )


def _log(state: "State", seat: int) -> Log[Event]:
    """The events as ``seat`` sees them, sharing what earlier views already redacted."""
    return seen_log(state.redacted, state.events, seat)


__all__ = ["BAD", "GOOD", "View", "make_view"]
