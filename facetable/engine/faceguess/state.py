"""The state and rules of Face Guess (FG-2 … FG-11).

Phases, and who decides in each (``deciders()``):

- ``commit``  every seat that has not committed yet, at once: each puts one card from its hand
              face down (FG-3). The commits are a simultaneous decision: they can come in any
              order, each stays hidden from the other seats until the reveal, and the round
              plays the same whatever the order (the rules' "clockwise from the start player"
              cannot matter when nobody sees a face-down card).
- ``guess``   one seat at a time, from the start player clockwise: one ``guess`` action calls
              every other player (FG-4); the calls are public at once.
- ``over``

After the last guess of a round the engine reveals every card at once (FG-5), scores (FG-6,
FG-7, FG-11), then, in the order of FG-9: the game ends if a player reached the target;
otherwise it ends if the draw pile holds fewer cards than there are players; otherwise the
committed cards are discarded, each player draws one card from the start player clockwise and
the start player moves one seat clockwise (FG-8).

Hands keep their cards in the order they came in (a commit takes the first card of its kind), so
two games whose hidden cards differ play the same way with the same seed.
"""
from __future__ import annotations

from typing import NamedTuple

from facetable.engine.contract import Action, Event, GameState, Outcome
from facetable.engine.log import Log

from . import events
from .actions import COMMIT, COMMIT_BAD, COMMIT_GOOD, calls_by_seat, committed_kind, \
    guess_actions, targets
from .cards import BAD, DECK_SIZE, GOOD, HAND_SIZE
from .options import Options

COMMIT_PHASE, GUESS_PHASE, OVER = "commit", "guess", "over"
#: Why the game ended (FG-9).
TARGET, DECK = "target", "deck"


class RoundRecord(NamedTuple):
    """A finished round, all public: ``cards[s]`` the kind seat s committed (revealed, FG-5),
    ``guesses[g][s]`` what seat g called about seat s (None where g == s)."""

    number: int
    start: int
    cards: tuple[str, ...]
    guesses: tuple[tuple[str | None, ...], ...]


class State(GameState):
    """Plain mutable state. Every card is in one of ``hands``, ``committed`` (one per seat at
    most), ``deck`` (the draw pile; the next draw takes the last) or ``discard``."""

    game = "faceguess"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        n = options.players
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        #: The card each seat put face down this round (None: not yet).
        self.committed: list[str | None] = [None] * n
        self.phase = COMMIT_PHASE
        self.start = 0                      # this round's start player
        self.round = 1
        self.guesser: int | None = None
        #: This round's guesses so far: per guesser, the calls by seat (None: not yet).
        self.guesses: list[tuple[str | None, ...] | None] = [None] * n
        self.scores = [0] * n
        self.right = [0] * n                # right guesses over the game (FG-10)
        self.rounds: list[RoundRecord] = []
        self.end_reason: str | None = None
        #: Every event so far, unredacted (views redact them per seat).
        self.events: list[Event] = []
        #: Seat -> ``events`` as that seat sees them, so far (views extend it lazily).
        self.redacted: dict[int, Log[Event]] = {}

    # --- queries -----------------------------------------------------------------------------
    def deciders(self) -> tuple[int, ...]:
        if self.phase == COMMIT_PHASE:
            return tuple(s for s, c in enumerate(self.committed) if c is None)
        if self.phase == GUESS_PHASE:
            return (self.guesser,)
        return ()

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def outcome(self) -> Outcome:
        """FG-9, FG-10: placed by score, then by right guesses; seats equal on both share."""
        if not self.is_over:
            raise ValueError("the game is not over")
        keys = list(zip(self.scores, self.right))
        return Outcome(tuple(1 + sum(o > k for o in keys) for k in keys), tuple(self.scores))

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == COMMIT_PHASE:
            hand = self.hands[seat]
            return ([COMMIT_GOOD] if GOOD in hand else []) + ([COMMIT_BAD] if BAD in hand else [])
        if self.phase == GUESS_PHASE:
            return list(guess_actions(self.players))
        return []

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``, without listing the guesses."""
        if self.phase == GUESS_PHASE:
            legal = guess_actions(self.players)
            v = action.value
            return isinstance(v, int) and 0 <= v < len(legal) and action == legal[v]
        return super().is_legal(action, seat)

    def reveals(self, event: Event) -> bool:
        return events.reveals(event)

    def view(self, seat: int):
        from .view import make_view
        return make_view(self, seat)

    # --- rules -------------------------------------------------------------------------------
    def _emit(self, event: Event) -> None:
        self.events.append(event)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        if action.kind == COMMIT:
            self._commit(seat, committed_kind(action))
        else:
            self._guess(seat, action)
        return self.events[start:]

    def _commit(self, seat: int, kind: str) -> None:  # FG-3
        self.hands[seat].remove(kind)
        self.committed[seat] = kind
        self._emit(events.commit(seat, kind))
        if any(c is None for c in self.committed):
            return
        self.phase, self.guesser = GUESS_PHASE, self.start
        self._emit(events.turn(self.start))

    def _guess(self, seat: int, action: Action) -> None:  # FG-4
        n = self.players
        calls = calls_by_seat(action, seat, n)
        self.guesses[seat] = calls
        self._emit(events.guess(seat, calls, targets(seat, n)))
        nxt = (seat + 1) % n
        if nxt == self.start:
            self._settle()
            return
        self.guesser = nxt
        self._emit(events.turn(nxt))

    def _settle(self) -> None:
        """FG-5 … FG-9: reveal, score, then end, or discard, refill and move the start."""
        n, cards = self.players, tuple(self.committed)
        self.guesser = None
        self._emit(events.reveal(cards))                                 # FG-5
        fooled = self.options.fooled_bonus
        for g in ((self.start + k) % n for k in range(n)):
            calls = self.guesses[g]
            for about in targets(g, n):
                call, card = calls[about], cards[about]
                if call == card:                                         # FG-6
                    self.right[g] += 1
                    self._score(g, 1, "right", g, about)
                else:
                    self._score(g, -1, "wrong", g, about)
                if call == GOOD and card == GOOD:                        # FG-7
                    self._score(about, 1, "liked", g, about)
                elif call == GOOD and fooled:                            # FG-11
                    self._score(about, 1, "fooled", g, about)
        self._emit(events.scores(self.scores, self.right))
        self.rounds.append(RoundRecord(self.round, self.start, cards,
                                       tuple(self.guesses)))           # type: ignore[arg-type]
        if max(self.scores) >= self.options.target:                      # FG-9
            self._end(TARGET)
            return
        if len(self.deck) < n:
            self._end(DECK)
            return
        self.discard.extend(cards)                                       # FG-8
        self.committed = [None] * n
        self._emit(events.discard(cards, len(self.discard)))
        for k in range(n):
            seat = (self.start + k) % n
            card = self.deck.pop()
            self.hands[seat].append(card)
            self._emit(events.draw(seat, card, len(self.deck)))
        self.start = (self.start + 1) % n
        self._emit(events.start_player(self.start))
        self.round += 1
        self.guesses = [None] * n
        self.phase = COMMIT_PHASE
        self._emit(events.round_(self.round, self.start))

    def _score(self, seat: int, amount: int, reason: str, guesser: int, about: int) -> None:
        self.scores[seat] += amount
        self._emit(events.score(seat, amount, reason, guesser, about, self.scores[seat]))

    def _end(self, reason: str) -> None:
        self.phase, self.end_reason = OVER, reason
        self._emit(events.game_over(reason, self.scores, self.right, self.outcome().winners))

    def cards_in_play(self) -> int:
        """Every card accounted for: hands, face-down commits, draw pile, discard (FG-1)."""
        return (sum(map(len, self.hands)) + sum(c is not None for c in self.committed)
                + len(self.deck) + len(self.discard))

    def clone(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__class__()
        other.rng.setstate(self.rng.getstate())
        for name in ("history", "start_events", "deck", "discard", "committed", "guesses",
                     "scores", "right", "rounds", "events"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]
        other.redacted = dict(self.redacted)     # immutable logs, shared
        return other


__all__ = ["COMMIT_PHASE", "DECK", "DECK_SIZE", "GUESS_PHASE", "HAND_SIZE", "OVER", "TARGET",
           "RoundRecord", "State"]
