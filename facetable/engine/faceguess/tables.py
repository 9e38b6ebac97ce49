"""What every game of one player count shares, made once per count (issue 25's speed: the bench
and the coach play thousands of games): small seat tuples, the legal guesses, each round's
scoring order, and the events that depend only on a seat and its decision.

Events are immutable values that the engine never changes once made, so an event that a seat
and a decision fully determine (a turn, a commit, a guess, a draw at a given pile size, the
start marker moving) is made once here and handed out by every game: equal, as before, and
no longer built again with its dict at every step.
"""
from __future__ import annotations

from functools import lru_cache

from . import events
from .actions import calls_by_seat, guess_actions, targets
from .cards import BAD, DECK_SIZE, GOOD


class Table:
    """The shared data of a game of ``n`` players (see the module's doc)."""

    __slots__ = ("n", "seats", "one", "guesses", "nguesses", "next", "pairs", "guess", "turn",
                 "start_player", "commit", "draw")

    def __init__(self, n: int) -> None:
        seats = range(n)
        self.n = n
        #: Every seat: the commit phase's deciders before anyone has committed.
        self.seats = tuple(seats)
        #: ``one[s]`` is ``(s,)``: the guess phase's deciders, without a new tuple each time.
        self.one = tuple((s,) for s in seats)
        #: The legal guesses, by value (FG-4).
        self.guesses = guess_actions(n)
        self.nguesses = len(self.guesses)
        self.next = tuple((s + 1) % n for s in seats)
        #: ``pairs[start]``: (guesser, about) in the order a round started by ``start`` scores
        #: them: guesser by guesser from the start player, each guess's calls in order (FG-6).
        self.pairs = tuple(tuple((g, about) for g in ((start + k) % n for k in seats)
                                 for about in targets(g, n)) for start in seats)
        #: ``guess[seat][value]``: the calls by seat of that guess, and its event.
        self.guess = tuple(tuple(_guess(seat, action, n) for action in self.guesses)
                           for seat in seats)
        self.turn = tuple(events.turn(s) for s in seats)
        self.start_player = tuple(events.start_player(s) for s in seats)
        #: ``commit[seat][kind]``: the secret commit event (FG-3).
        self.commit = tuple({kind: events.commit(s, kind) for kind in (GOOD, BAD)} for s in seats)
        #: ``draw[seat][kind][left]``: the secret draw event with ``left`` cards in the pile.
        self.draw = tuple({kind: tuple(events.draw(s, kind, left) for left in range(DECK_SIZE))
                           for kind in (GOOD, BAD)} for s in seats)


def _guess(seat: int, action, n: int):
    calls = calls_by_seat(action, seat, n)
    return calls, events.guess(seat, calls, targets(seat, n))


@lru_cache(maxsize=None)
def table(players: int) -> Table:
    return Table(players)
