"""Flip 7 bots that need no search: the reference threshold bot, easy and normal."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.flip7 import View
from facetable.engine.flip7.cards import DIV2, ZERO

from .lines import ACTIVE, BUSTED, Seat, busts, draw_pool, number_sum, table


def _pick(legal: list[Action], kind: str) -> Action:
    return next(a for a in legal if a.kind == kind)


class ThresholdBot:
    """Stays once its number cards add up to ``stop``; every other choice is random.

    ``threshold23`` is the fixed reference opponent of the arena."""

    def __init__(self, stop: int = 23, name: str = "threshold23") -> None:
        self.stop, self.name = stop, name

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if view.decision == "turn" and len(legal) > 1:
            return _pick(legal, "stay" if number_sum(view, view.seat) >= self.stop else "hit")
        return rng.choice(legal)


class EasyBot(ThresholdBot):
    """A timid beginner: stays early, hands modifiers to someone else, the rest at random."""

    def __init__(self) -> None:
        super().__init__(stop=17, name="easy")

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if view.decision == "resolve" and legal[0].kind == "give":
            others = [a for a in legal if a.seat != view.seat]
            return rng.choice(others or legal)
        if view.decision == "flip7_choice":
            return _pick(legal, "bonus")
        return super().choose(view, legal, rng)


class NormalBot:
    """A sound club player: counts the cards for one-card expected value, sends every nasty card
    to the leader and grabs what it can without looking further ahead."""

    name = "normal"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.decision == "turn":
            return self.hit_or_stay(view, legal)
        if view.decision == "flip7_choice":
            return _pick(legal, "bonus")
        seats = table(view)
        if legal[0].kind == "target":
            return self.target(view, seats, legal)
        best = max(range(len(legal)), key=lambda i: (self.greedy(view, seats, legal[i]), -i))
        return legal[best]

    def hit_or_stay(self, view: View, legal: list[Action]) -> Action:
        """Hit when the next card adds more than it risks, on average (exact card counting)."""
        deck, brutal = view.deck, view.options.brutal
        seats = table(view)
        seat = seats[view.seat]
        now = seat.score(deck, brutal)
        pool = draw_pool(view)
        expected = 0.0
        for c in pool:
            if deck[c].is_number:
                after = seat.copy()
                after.receive(deck, c, view.options.lucky13_pair_counts_twice)
                expected += after.score(deck, brutal) if after.status != BUSTED else 0
            else:
                expected += now
        expected /= max(1, len(pool))
        # The end of the game: a rival who stopped past the target must be beaten.
        rival = max((s.total + s.score(deck, brutal) for i, s in enumerate(seats)
                     if i != view.seat and s.status != ACTIVE), default=0)
        if rival >= view.options.target and seat.total + now <= rival:
            return _pick(legal, "hit")
        return _pick(legal, "hit" if expected > now else "stay")

    @staticmethod
    def leader(view: View, seats: list[Seat]) -> int:
        opps = [i for i in range(len(seats)) if i != view.seat and seats[i].status != BUSTED]
        if not opps:
            return view.seat
        return max(opps, key=lambda i: seats[i].total + seats[i].score(view.deck, False))

    def greedy(self, view: View, seats: list[Seat], a: Action) -> float:
        """My line score minus the leader's after ``a`` (modifier, Steal, Swap, Discard)."""
        deck, pair = view.deck, view.options.lucky13_pair_counts_twice
        seats = [s.copy() for s in seats]
        lead = self.leader(view, seats)
        if a.kind == "give":
            seats[a.seat].mods.append(a.item)
        else:
            owner = _remove(seats, a.item2)
            if a.kind == "steal":
                seats[view.seat].receive(deck, a.item2, pair)
            elif a.kind == "swap":
                other = _remove(seats, a.value)
                seats[other].receive(deck, a.item2, pair)
                seats[owner].receive(deck, a.value, pair)

        def worth(s: Seat) -> float:
            if s.status == BUSTED:
                return 0
            if any(deck[c].name == ZERO for c in s.numbers) and not s.flip7:
                return 0
            total = sum(deck[c].value for c in s.numbers)
            halved = any(deck[m].name == DIV2 for m in s.mods)
            return (total // 2 if halved else total) - sum(
                deck[m].value for m in s.mods if deck[m].name != DIV2)

        mine = worth(seats[view.seat])
        theirs = worth(seats[lead]) if lead != view.seat else 0
        return mine - theirs

    def target(self, view: View, seats: list[Seat], legal: list[Action]) -> Action:
        """Just One More / Flip Four: at the opponent with the most to lose."""
        deck, pool = view.deck, draw_pool(view)

        def danger(i: int) -> float:
            bad = sum(1 for c in pool if deck[c].is_number
                      and busts(deck, seats[i].numbers, deck[c]))
            return bad / max(1, len(pool)) * sum(deck[c].value for c in seats[i].numbers)

        others = [a for a in legal if a.seat != view.seat]
        if not others:
            return legal[0]
        return max(others, key=lambda a: (danger(a.seat), -a.seat))


def _remove(seats: list[Seat], card: int) -> int:
    for i, s in enumerate(seats):
        for zone in (s.numbers, s.mods):
            if card in zone:
                zone.remove(card)
                return i
    raise KeyError(card)
