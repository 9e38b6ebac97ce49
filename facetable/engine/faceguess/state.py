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

from facetable.engine.contract import Action, Event, GameState, Move, Outcome
from facetable.engine.log import Log

from . import events
from .actions import COMMIT, COMMIT_BAD, COMMIT_GOOD, committed_kind
from .cards import BAD, DECK_SIZE, GOOD, HAND_SIZE
from .options import Options
from .tables import table

COMMIT_PHASE, GUESS_PHASE, OVER = "commit", "guess", "over"
#: Why the game ended (FG-9).
TARGET, DECK = "target", "deck"

_new_tuple = tuple.__new__


class RoundRecord(NamedTuple):
    """A finished round, all public: ``cards[s]`` the kind seat s committed (revealed, FG-5),
    ``guesses[g][s]`` what seat g called about seat s (None where g == s)."""

    number: int
    start: int
    cards: tuple[str, ...]
    guesses: tuple[tuple[str | None, ...], ...]


class State(GameState):
    """Plain mutable state. Every card is in one of ``hands``, ``committed`` (one per seat at
    most), ``deck`` (the draw pile; the next draw takes the last) or ``discard``.

    ``_waiting`` is the commit phase's deciders (the seats whose ``committed`` is None), kept
    as the commits come in rather than worked out from ``committed`` at every ``deciders()``
    (asked several times a step); whoever sets ``committed`` by hand calls ``_sync()``.
    ``_t`` is what every game of this player count shares (``tables``)."""

    game = "faceguess"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        n = options.players
        self._t = table(n)
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.deck: list[str] = []
        self.discard: list[str] = []
        #: The card each seat put face down this round (None: not yet).
        self.committed: list[str | None] = [None] * n
        self._waiting: tuple[int, ...] = self._t.seats
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

    def _sync(self) -> None:
        """Work ``_waiting`` out again after ``committed`` was set from outside the rules."""
        self._waiting = tuple(s for s, c in enumerate(self.committed) if c is None)

    # --- queries -----------------------------------------------------------------------------
    def deciders(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == COMMIT_PHASE:
            return self._waiting
        if phase == GUESS_PHASE:
            return self._t.one[self.guesser]
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

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The contract's answer; a seat that owes a decision is answered here directly, without
        the contract's layers (every step of every game asks)."""
        if seat is not None:
            phase = self.phase
            if phase == GUESS_PHASE and seat == self.guesser:
                return list(self._t.guesses)
            if phase == COMMIT_PHASE and seat in self._waiting:
                return self._commits(self.hands[seat])
        return super().legal_actions(seat)

    def _legal(self, seat: int) -> list[Action]:
        if self.phase == COMMIT_PHASE:
            return self._commits(self.hands[seat])
        if self.phase == GUESS_PHASE:
            return list(self._t.guesses)
        return []

    @staticmethod
    def _commits(hand: list[str]) -> list[Action]:
        """The commits a hand allows: a Good card, a Bad card, in that order (FG-3)."""
        if GOOD in hand:
            return [COMMIT_GOOD, COMMIT_BAD] if BAD in hand else [COMMIT_GOOD]
        return [COMMIT_BAD] if BAD in hand else []

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``, without listing the guesses."""
        phase = self.phase
        if phase == GUESS_PHASE:
            legal = self._t.guesses
            v = action.value
            return isinstance(v, int) and 0 <= v < len(legal) and action == legal[v]
        if phase == COMMIT_PHASE:
            if action is COMMIT_GOOD or action == COMMIT_GOOD:
                return GOOD in self.hands[seat]
            if action is COMMIT_BAD or action == COMMIT_BAD:
                return BAD in self.hands[seat]
            return False
        return False

    def reveals(self, event: Event) -> bool:
        return events.reveals(event)

    def view(self, seat: int):
        from .view import make_view
        return make_view(self, seat)

    # --- rules -------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """The contract's ``apply``. A legal decision by a seat that owes it, named by one of
        the engine's own action objects (what ``legal_actions`` hands out), is recognised here
        in a few comparisons; anything else (no seat, an equal copy, anything illegal) goes
        through the contract's checks and gets its errors, the state unchanged."""
        phase = self.phase
        if phase == COMMIT_PHASE:
            kind = GOOD if action is COMMIT_GOOD else BAD if action is COMMIT_BAD else None
            if kind is not None and seat in self._waiting and kind in self.hands[seat]:
                done = len(self.events)
                self._commit(seat, kind)
                self.history.append(_new_tuple(Move, (seat, action)))
                return self.events[done:]
        elif phase == GUESS_PHASE and seat == self.guesser and action.__class__ is Action:
            v = action.value
            t = self._t
            if v.__class__ is int and 0 <= v < t.nguesses and t.guesses[v] is action:
                done = len(self.events)
                self._guess(seat, v)
                self.history.append(_new_tuple(Move, (seat, action)))
                return self.events[done:]
        return super().apply(action, seat)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The contract's ``apply`` after its checks: the action is legal."""
        done = len(self.events)
        if action.kind == COMMIT:
            self._commit(seat, committed_kind(action))
        else:
            self._guess(seat, action.value)
        return self.events[done:]

    def _commit(self, seat: int, kind: str) -> None:  # FG-3
        self.hands[seat].remove(kind)
        self.committed[seat] = kind
        t = self._t
        self.events.append(t.commit[seat][kind])
        waiting = self._waiting
        i = waiting.index(seat)
        self._waiting = waiting = waiting[:i] + waiting[i + 1:]
        if waiting:
            return
        self.phase, self.guesser = GUESS_PHASE, self.start
        self.events.append(t.turn[self.start])

    def _guess(self, seat: int, value: int) -> None:  # FG-4
        t = self._t
        calls, event = t.guess[seat][value]
        self.guesses[seat] = calls
        self.events.append(event)
        nxt = t.next[seat]
        if nxt == self.start:
            self._settle()
            return
        self.guesser = nxt
        self.events.append(t.turn[nxt])

    def _settle(self) -> None:
        """FG-5 … FG-9: reveal, score, then end, or discard, refill and move the start."""
        t, start = self._t, self.start
        n, cards = t.n, tuple(self.committed)
        emit, score = self.events.append, events.score
        scores, right, guesses = self.scores, self.right, self.guesses
        self.guesser = None
        emit(events.reveal(cards))                                       # FG-5
        fooled = self.options.fooled_bonus
        for g, about in t.pairs[start]:
            call, card = guesses[g][about], cards[about]
            if call == card:                                             # FG-6
                right[g] += 1
                scores[g] += 1
                emit(score(g, 1, "right", g, about, scores[g]))
            else:
                scores[g] -= 1
                emit(score(g, -1, "wrong", g, about, scores[g]))
            if call == GOOD:
                if card == GOOD:                                         # FG-7
                    scores[about] += 1
                    emit(score(about, 1, "liked", g, about, scores[about]))
                elif fooled:                                             # FG-11
                    scores[about] += 1
                    emit(score(about, 1, "fooled", g, about, scores[about]))
        emit(events.scores(scores, right))
        self.rounds.append(_new_tuple(RoundRecord, (self.round, start, cards,
                                                    tuple(guesses))))
        if max(scores) >= self.options.target:                          # FG-9
            self._end(TARGET)
            return
        deck = self.deck
        if len(deck) < n:
            self._end(DECK)
            return
        self.discard.extend(cards)                                       # FG-8
        self.committed = [None] * n
        self._waiting = t.seats
        emit(events.discard(cards, len(self.discard)))
        hands, draw = self.hands, t.draw
        for k in range(n):
            seat = (start + k) % n
            card = deck.pop()
            hands[seat].append(card)
            emit(draw[seat][card][len(deck)])
        self.start = start = t.next[start]
        emit(t.start_player[start])
        self.round += 1
        self.guesses = [None] * n
        self.phase = COMMIT_PHASE
        emit(events.round_(self.round, start))

    def _end(self, reason: str) -> None:
        self.phase, self.end_reason = OVER, reason
        self.events.append(events.game_over(reason, self.scores, self.right,
                                            self.outcome().winners))

    def cards_in_play(self) -> int:
        """Every card accounted for: hands, face-down commits, draw pile, discard (FG-1)."""
        return (sum(map(len, self.hands)) + sum(c is not None for c in self.committed)
                + len(self.deck) + len(self.discard))

    def clone(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)    # _waiting and _t: immutable, shared
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
