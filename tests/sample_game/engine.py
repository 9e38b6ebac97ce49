"""High Card: the rules (no Qt).

HC-1  2–4 players; a 52-card deck (card id ``4 * (rank - 2) + suit``, ranks 2–14, ace high).
HC-2  Each player is dealt ``hand`` cards (option, 2–5), face down; only its owner sees them. The
      rest of the deck stays face down, unused, unseen by anyone.
HC-3  The first player (``first``, else drawn at random) leads the first trick.
HC-4  The leader plays one card of their hand face up; then, clockwise, each other player plays
      one face down (only its owner knows it). Once everyone has played, they are turned up.
HC-5  The highest rank takes the trick; among equal ranks the first played. The winner leads next.
HC-6  When the hands are empty, the most tricks wins; equal counts share the place.

``setup(options, seed, deal=None, first=None)``: ``deal`` is the deck's order, top first (a
permutation of ``full_deck``); seat s is dealt cards ``s * hand`` to ``(s + 1) * hand - 1``.
Events: ``deal`` (seat, count; the cards secret to that seat), ``turn``, ``play`` (seat, card;
the card secret to that seat unless it leads), ``reveal`` (the trick's cards in the order played), ``trick``
(winner, cards, the winner's tricks now), ``game_over`` (placings, tricks).
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Annotated

from facetable.engine.contract import (Action, Event, GameOptions, GameState, Outcome,
                                       check_deal, check_first)
from facetable.engine.options import Range

DECK = 52


def rank(card: int) -> int:
    return card // 4 + 2


class Options(GameOptions):
    players: Annotated[int, Range(2, 4)] = 3
    hand: Annotated[int, Range(2, 5)] = 3


@dataclass(frozen=True)
class View:
    seat: int
    players: int
    hand_size: int
    hands: tuple                 # per seat: the cards (own seat) or None
    counts: tuple[int, ...]      # cards in each hand
    trick: tuple[tuple[int, int | None], ...]  # (seat, card: None unless the lead or its own)
    won: tuple[tuple[int, ...], ...]       # the cards of the tricks each seat took (public)
    stock: int
    to_act: int | None
    first: int
    placings: tuple[int, ...] | None

    @property
    def tricks(self) -> tuple[int, ...]:
        return tuple(len(w) // self.players for w in self.won)


def full_deck(options: Options) -> list[int]:
    return list(range(DECK))


class State(GameState):
    game = "highcard"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        self.hands: list[list[int]] = [[] for _ in range(options.players)]
        self.trick: list[tuple[int, int]] = []
        self.won: list[list[int]] = [[] for _ in range(options.players)]
        self.stock = DECK
        self.current: int | None = 0

    @property
    def to_act(self) -> int | None:
        return self.current

    @property
    def is_over(self) -> bool:
        return self.current is None

    def _legal(self, seat: int) -> list[Action]:
        return [Action("play", item=c) for c in self.hands[seat]]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self.hands[seat].remove(action.item)
        hidden = ("card",) if self.trick else ()          # HC-4: the lead is face up
        self.trick.append((seat, action.item))
        events = [Event("play", {"seat": seat, "card": action.item}, hidden, frozenset({seat}))]
        n = self.players
        if len(self.trick) < n:
            self.current = (seat + 1) % n
            return events + [Event("turn", {"seat": self.current})]
        best = max(rank(c) for _, c in self.trick)             # HC-5: the first of the best
        winner = next(s for s, c in self.trick if rank(c) == best)
        cards = [c for _, c in self.trick]
        self.won[winner] += cards
        self.trick = []
        events.append(Event("reveal", {"cards": cards}))
        events.append(Event("trick", {"winner": winner, "cards": cards,
                                     "tricks": len(self.won[winner]) // n}))
        if self.hands[winner]:
            self.current = winner
            return events + [Event("turn", {"seat": winner})]
        self.current = None
        out = self.outcome()
        return events + [Event("game_over", {"placings": list(out.placings),
                                             "tricks": list(out.scores)})]

    def view(self, seat: int) -> View:
        return View(seat, self.players, self.options.hand,
                    tuple(tuple(h) if s == seat else None for s, h in enumerate(self.hands)),
                    tuple(len(h) for h in self.hands),
                    tuple((s, c if s == seat or i == 0 else None)
                          for i, (s, c) in enumerate(self.trick)),
                    tuple(tuple(w) for w in self.won), self.stock, self.current, self.first,
                    self.outcome().placings if self.is_over else None)

    def outcome(self) -> Outcome:
        return Outcome.from_scores(len(w) // self.players for w in self.won)

    def reveals(self, event: Event) -> bool:
        """Dealt cards, a lead and a trick's cards turned up (a card played face down hides)."""
        return event.kind in ("deal", "reveal") or event.kind == "play" and not event.secret


def setup(options: Options, seed: int, deal: list | None = None,
          first: int | None = None) -> State:
    deal = check_deal(deal, full_deck(options))
    check_first(first, options.players)
    state = State(options, seed)
    order = deal if deal is not None else state.rng.sample(range(DECK), DECK)
    state.first = first if first is not None else state.rng.randrange(options.players)
    hand = options.hand
    for s in range(options.players):
        state.hands[s] = list(order[s * hand:(s + 1) * hand])
        state.start_events.append(Event("deal", {"seat": s, "count": hand,
                                                 "cards": list(state.hands[s])},
                                        ("cards",), frozenset({s})))
    state.stock = DECK - hand * options.players
    state.current = state.first
    state.start_events.append(Event("turn", {"seat": state.first}))
    return state


def sample_world(view: View, rng: random.Random) -> State:
    """A state agreeing with ``view``: the cards the seat has not seen dealt anew at random."""
    state = State(Options(players=view.players, hand=view.hand_size), rng.getrandbits(64))
    seen = {c for h in view.hands if h for c in h} | {c for _, c in view.trick if c is not None}
    seen |= {c for w in view.won for c in w}
    unseen = [c for c in range(DECK) if c not in seen]
    rng.shuffle(unseen)
    for s in range(view.players):
        mine = view.hands[s]
        state.hands[s] = list(mine) if mine is not None else \
            [unseen.pop() for _ in range(view.counts[s])]
    state.trick = [(s, unseen.pop() if c is None else c) for s, c in view.trick]
    state.won = [list(w) for w in view.won]
    state.stock, state.current, state.first = view.stock, view.to_act, view.first
    return state

