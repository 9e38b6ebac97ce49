"""The hard Flip 7 bot: exact card counting plus the score race.

* Hit or Stay: a short lookahead over the exact draw pile (the unseen cards, F7-35), where a line
  grows, busts (F7-7, with F7-20 Unlucky 7 and F7-22 Lucky 13), wipes (Unlucky 7), or makes a
  Flip 7 (+15, F7-8), and every end of it is valued as the chance of winning the game
  (``race.win_probability``), not as points: far from the target that is close to maximising the
  round score, near it the bot presses on when staying would lose and stops when it is safe.
* Every other decision (who gets a modifier, whom a Flip Four or Just One More hits, what to
  Steal, Swap or Discard, Brutal's Flip 7 choice) tries each legal action on a copy of the table
  and keeps the one with the best win probability, so cards go where they hurt the leader or
  help the bot most.
"""
from __future__ import annotations

import math
import random
from typing import NamedTuple

from facetable.engine.contract import Action
from facetable.engine.flip7 import View
from facetable.engine.flip7.cards import LUCKY13, UNLUCKY7, ZERO
from facetable.engine.flip7.lines import FLIP7_CARDS, duplicate_busts, line_sevens
from facetable.engine.flip7.lines import busts as line_busts
from facetable.engine.flip7.lines import seven_count

from .lines import ACTIVE, BUSTED, FLIP7_BONUS, STAYED, Seat, draw_pool, table
from .race import Race, spread

#: Samples of the next four cards used to judge a Flip Four.
FLIP_FOUR_SAMPLES = 80
#: Win chance per point of lead: breaks ties when the race is out of reach either way, so the
#: bot still plays for points instead of giving up.
TIE_BREAK = 1e-6


class Style(NamedTuple):
    """The knobs of the hard bot (tuned with the arena)."""

    #: σ of the race, scaled, for Hit/Stay: > 1 flattens the win chance towards plain points,
    #: which the arena preferred (the leader is everyone's target, so leads are less safe).
    turn_scale: float = 3.0
    #: σ of the race, scaled, for choosing targets.
    resolve_scale: float = 1.0
    #: An active line is assumed to keep hitting until its numbers add up to this.
    stop: int = 23
    #: Lookahead in cards for Hit/Stay, with fewer / with at least 3 number cards.
    shallow: int = 2
    deep: int = 3


class Hand(NamedTuple):
    """A line reduced to what matters for drawing more cards."""

    values: frozenset
    n13: int
    lucky: bool
    zero: bool
    cards: int
    total: int
    halve: bool
    minus: int


#: The line an Unlucky 7 leaves (F7-20): the 7 alone, no modifiers.
_WIPED = Hand(frozenset((7,)), 0, False, False, 1, 7, False, 0)
_new_hand = tuple.__new__


class Model:
    """Everything one decision needs, worked out once from the view."""

    def __init__(self, view: View, rng: random.Random, style: Style | None = None) -> None:
        self.style = style = style or Style()
        self.view, self.rng = view, rng
        self.deck = view.deck
        self.me = view.seat
        opts = view.options
        self.brutal, self.target = opts.brutal, opts.target
        self.pair_twice = opts.lucky13_pair_counts_twice
        self.pool = draw_pool(view)
        self.seats = table(view)
        for s in self.seats:                     # a Flip 7 line exists only when the round ends
            s.flip7 = s.status != BUSTED and line_sevens(
                [self.deck[c] for c in s.numbers], self.pair_twice) >= FLIP7_CARDS
        # The draw pool grouped by what a card does: (value, name) for numbers, None otherwise.
        groups: dict = {}
        for c in self.pool:
            card = self.deck[c]
            key = (card.value, card.name) if card.is_number else None
            groups.setdefault(key, []).append(c)
        self.keys = list(groups)
        self.counts = [len(groups[k]) for k in self.keys]
        self.reps = [groups[k][0] for k in self.keys]     # one card id standing for each group
        self._u: dict = {}
        self._dists: dict = {}
        self._kid_cache: dict = {}           # Hand -> _kids(h); per decision, like _u
        self._leaf_cache: dict = {}
        base = [self.dist(s) for s in self.seats]
        lead = max(s.total + sum(x * p for x, p in d) for s, d in zip(self.seats, base))
        self.sigma = spread(lead, self.target) * style.resolve_scale
        self.turn_sigma = spread(lead, self.target) * style.turn_scale
        # One race per σ, so the normal CDF values are shared by every total tried here.
        self._race, self._turn_race = Race(self.target, self.sigma), Race(self.target,
                                                                          self.turn_sigma)
        self.others = tuple(self._totals(o, base[o]) for o in range(len(self.seats))
                            if o != self.me)

    # --- seats as score distributions ------------------------------------------------------
    def _totals(self, o: int, dist) -> tuple:
        return tuple((self.seats[o].total + x, p) for x, p in dist)

    def dist(self, seat: Seat, round_over: bool = False) -> tuple:
        """The seat's round score as ((score, probability), ...)."""
        if round_over or seat.status != ACTIVE or seat.flip7:
            return ((seat.score(self.deck, self.brutal), 1.0),)
        key = (tuple(seat.numbers), tuple(seat.mods))
        if key not in self._dists:
            self._dists[key] = self._active_dist(seat)
        return self._dists[key]

    def _active_dist(self, seat: Seat) -> tuple:
        """An active line: it hits on to ``style.stop`` and may bust on the way."""
        stop = self.style.stop
        deck, minus = self.deck, sum(self.deck[m].value for m in seat.mods
                                     if self.deck[m].name != "div2")
        bust_score = -minus if self.brutal else 0
        if seat.has_zero(deck):
            return ((0, 1.0),)
        n = len(self.pool) or 1
        safe_n = safe_v = safe_sq = bad = 0
        # The engine's bust rule (lines.busts) with the line's cards per value looked up once.
        line: dict = {}
        for c in seat.numbers:
            line.setdefault(deck[c].value, []).append(deck[c])
        for key, cnt, rep in zip(self.keys, self.counts, self.reps):
            if key is None:
                continue
            value = key[0]
            if value in line and line_busts(line[value], deck[rep]):
                bad += cnt
            else:
                safe_n += cnt
                safe_v += cnt * value
                safe_sq += cnt * cnt
        total = sum(deck[c].value for c in seat.numbers)
        now = seat.score(deck, self.brutal)
        if total >= stop or safe_n == 0:
            return ((now, 1.0),)
        mean_v = max(1.0, safe_v / safe_n)
        hits = math.ceil((stop - total) / mean_v)
        p, step, alive = bad / n, (safe_sq / safe_n) / n, 1.0
        for _ in range(hits):
            alive *= max(0.0, 1.0 - p)
            p += step
        final = total + hits * mean_v
        if seat.halved(deck):
            final //= 2
        final -= minus
        if not self.brutal:
            final = max(0, final)
        return ((bust_score, 1.0 - alive), (round(final), alive))

    # --- win probability --------------------------------------------------------------------
    def u(self, score: float) -> float:
        """Win chance if my round ends on ``score`` and the others play on as modelled."""
        if score not in self._u:
            self._u[score] = TIE_BREAK * score + self._turn_race.win(
                self.seats[self.me].total + score, self.others)
        return self._u[score]

    def evaluate(self, seats: list[Seat], override: dict | None = None) -> float:
        """Win chance after an action left the table as ``seats``."""
        round_over = any(s.flip7 for s in seats)
        dists = [(override or {}).get(i) or self.dist(s, round_over)
                 for i, s in enumerate(seats)]
        others = tuple(tuple((seats[o].total + x, p) for x, p in dists[o])
                       for o in range(len(seats)) if o != self.me)
        mine = seats[self.me].total
        rivals = sum(sum(t * p for t, p in d) for d in others) / max(1, len(others))
        win = self._race.win
        return sum(p * (win(mine + x, others)
                        + TIE_BREAK * (mine + x - rivals)) for x, p in dists[self.me])

    # --- Hit or Stay ------------------------------------------------------------------------
    def hand(self, seat: Seat) -> Hand:
        deck = self.deck
        cards = [deck[c] for c in seat.numbers]
        return Hand(frozenset(c.value for c in cards), sum(c.value == 13 for c in cards),
                    any(c.name == LUCKY13 for c in cards), any(c.name == ZERO for c in cards),
                    len(cards), sum(c.value for c in cards), seat.halved(deck),
                    sum(deck[m].value for m in seat.mods if deck[m].name != "div2"))

    def hand_score(self, h: Hand, flip7: bool = False) -> int:
        return _hand_score(h, self.brutal, flip7)

    def grow(self, h: Hand, value: int, name: str) -> Hand | None:
        """The hand after a number card arrives, or None if it busts."""
        return _grow(h, value, name)

    def bust_chance(self, h: Hand | None = None) -> float:
        """Exact chance that my next card busts ``h`` (default: my line), from the draw pool."""
        h = self.hand(self.seats[self.me]) if h is None else h
        n = sum(self.counts)
        bad = sum(c for k, c in zip(self.keys, self.counts)
                  if k is not None and self.grow(h, *k) is None)
        return bad / n if n else 0.0

    def flip7(self, h: Hand) -> bool:
        return seven_count(h.cards, len(h.values), self.pair_twice) >= FLIP7_CARDS

    def value(self, h: Hand, depth: int) -> float:
        """Win chance from hand ``h`` when I may stay or hit ``depth`` more times."""
        stay = None if h.zero else self.u(self.hand_score(h))          # F7-12: Zero must hit
        if depth == 0:
            return stay if stay is not None else self.u(0)
        hit = self.hit_value(h, depth)
        return hit if stay is None else max(stay, hit)

    def hit_value(self, h: Hand, depth: int) -> float:
        """Win chance of hitting ``h`` with ``depth`` cards of lookahead, from ``self.counts``."""
        return self._hit(h, depth, sum(self.counts))

    def _hit(self, h: Hand, depth: int, n: int) -> float:
        """``hit_value`` with ``n = sum(self.counts)`` known.

        The lookahead revisits the same hands many times (two cards in either order, or an
        action card that leaves the hand as it was), so what a card does to a hand is worked out
        once per decision (``_kids``, ``_leaves``); the sums run in the same order as
        ``value``'s recursion always did, so the result is the same float."""
        if n == 0:
            return self.u(self.hand_score(h))
        counts = self.counts
        leaves = self._leaves(h)
        acc = 0.0
        if depth == 1:                       # the last card: nothing depends on the counts left
            for cnt, x in zip(counts, leaves):
                if cnt:
                    acc += cnt * x
            return acc / n
        hit = self._hit
        for i, kid in enumerate(self._kids(h)):
            cnt = counts[i]
            if not cnt:
                continue
            if kid.__class__ is float:       # a bust or a Flip 7 (F7-13): the round ends
                acc += cnt * kid
                continue
            # value(kid, depth - 1): stay (its leaf) or hit on; a Zero line must hit (F7-12).
            counts[i] -= 1
            v = hit(kid, depth - 1, n - 1)
            counts[i] += 1
            acc += cnt * (v if kid.zero else max(leaves[i], v))
        return acc / n

    def _kids(self, h: Hand) -> list:
        """For each card group, what drawing it does to ``h``: the next hand, or the win
        chance (a float) if the round ends for me there."""
        kids = self._kid_cache.get(h)
        if kids is None:
            kids = []
            bust = None
            grow, pair_twice = _grow, self.pair_twice
            for key in self.keys:
                if key is None:
                    kids.append(h)                       # an action or modifier: I resolve it
                    continue
                nxt = grow(h, *key)
                if nxt is None:
                    if bust is None:
                        bust = self.u(-h.minus if self.brutal else 0)
                    kids.append(bust)
                elif seven_count(nxt.cards, len(nxt.values), pair_twice) >= FLIP7_CARDS:
                    kids.append(self.u(self.hand_score(nxt, True)))   # F7-13: the round ends
                else:
                    kids.append(nxt)
            self._kid_cache[h] = kids
        return kids

    def _leaves(self, h: Hand) -> list[float]:
        """For each card group, the win chance if it is the last card I look at from ``h``:
        ``value(next, 0)``, which is also the value of staying on ``next`` (a Zero line scores
        0 either way, F7-12)."""
        leaves = self._leaf_cache.get(h)
        if leaves is None:
            known, u = self._u, self.u
            leaves = [known[x] if x in known else u(x)
                      for x in _scores_after(h, self.keys, self.pair_twice, self.brutal)]
            self._leaf_cache[h] = leaves
        return leaves

    def hit_or_stay(self, legal: list[Action]) -> Action:
        kinds = {a.kind: a for a in legal}
        if "stay" not in kinds:
            return kinds["hit"]
        h = self.hand(self.seats[self.me])
        depth = self.style.deep if h.cards >= 3 else self.style.shallow
        hit = self.hit_value(h, depth)
        return kinds["hit"] if hit > self.u(self.hand_score(h)) else kinds["stay"]

    # --- every other decision ---------------------------------------------------------------
    def best(self, legal: list[Action]) -> Action:
        scored = [(self.action_value(a), i) for i, a in enumerate(legal)]
        return legal[max(scored)[1]]

    def action_value(self, a: Action) -> float:
        seats = [s.copy() for s in self.seats]
        me = seats[self.me]
        if a.kind == "bonus":
            return self.evaluate(seats)
        if a.kind == "penalty":                                         # F7-34
            seats[a.seat].total -= FLIP7_BONUS
            me.total -= FLIP7_BONUS
            return self.evaluate(seats)
        if a.kind == "give":                                            # F7-29
            seats[a.seat].mods.append(a.item)
            return self.evaluate(seats)
        if a.kind == "discard":                                         # F7-28
            _take(seats, a.item2)
            return self.evaluate(seats)
        if a.kind == "steal":                                           # F7-27
            _take(seats, a.item2)
            me.receive(self.deck, a.item2, self.pair_twice)
            return self.evaluate(seats)
        if a.kind == "swap":                                            # F7-26
            sa, sb = _take(seats, a.item2), _take(seats, a.value)
            seats[sb].receive(self.deck, a.item2, self.pair_twice)
            seats[sa].receive(self.deck, a.value, self.pair_twice)
            return self.evaluate(seats)
        assert a.kind == "target"
        return self.evaluate(seats, {a.seat: self.draws_dist(a.seat, a.item)})

    def draws_dist(self, target: int, card: int) -> tuple:
        """The target's round score after Just One More (F7-24) or Flip Four (F7-25)."""
        deck = self.deck
        if deck[card].name == "just_one_more":
            runs = [((rep,), cnt) for rep, cnt in zip(self.reps, self.counts)] or [((), 1)]
            forced_stay = True
        else:
            pool = self.pool if len(self.pool) >= 4 else self.pool + list(self.view.discard)
            k = min(4, len(pool))
            runs = [(tuple(self.rng.sample(pool, k)), 1.0) for _ in range(FLIP_FOUR_SAMPLES)]
            forced_stay = False
        mix: dict = {}
        weight = sum(w for _, w in runs)
        for cards, w in runs:
            seat = self.seats[target].copy()
            for c in cards:
                if deck[c].is_number:
                    seat.receive(deck, c, self.pair_twice)
                if seat.status == BUSTED or seat.flip7:
                    break
            if forced_stay and seat.status == ACTIVE:
                seat.status = STAYED
            for x, p in self.dist(seat):
                mix[x] = mix.get(x, 0.0) + p * w / weight
        return tuple(mix.items())


def _grow(h: Hand, value: int, name: str) -> Hand | None:
    """The hand after a number card arrives, or None if it busts."""
    if name == UNLUCKY7:                                                # F7-20: wipes the line
        return _WIPED
    if value in h.values:
        same = h.n13 if value == 13 else 1
        if duplicate_busts(value, same, h.lucky, name == LUCKY13):         # F7-7, F7-22
            return None
        # Built as a plain tuple: namedtuple._replace costs a lot in the lookahead.
        return _new_hand(Hand, (h.values, 2, True, h.zero, h.cards + 1, h.total + 13,
                                h.halve, h.minus))
    return _new_hand(Hand, (h.values | {value}, h.n13 + (value == 13),
                            h.lucky or name == LUCKY13, h.zero or name == ZERO,
                            h.cards + 1, h.total + value, h.halve, h.minus))


def _scores_after(h: Hand, keys, pair_twice: bool, brutal: bool) -> list[int]:
    """For each card group in ``keys``, my round score once it lands on ``h`` and I stop: the
    score I stay on, or the round's if it ends (a bust, or a Flip 7, F7-13). ``None`` is an
    action or modifier, which I resolve, leaving ``h`` as it is.

    The same as scoring ``Model.grow``'s hands (tests/test_flip7_bots.py checks it), without
    building them: most hands of the lookahead are only ever scored, never grown further."""
    values, n13, lucky, zero, cards, total, halve, minus = h
    distinct = len(values)
    out = []
    for key in keys:
        if key is None:
            out.append(_hand_score(h, brutal, False))
            continue
        value, name = key
        if name == UNLUCKY7:                                            # F7-20: wipes the line
            wiped = _WIPED
            flip = seven_count(wiped.cards, len(wiped.values), pair_twice) >= FLIP7_CARDS
            out.append(_hand_score(wiped, brutal, flip))
            continue
        if value in values:
            if duplicate_busts(value, n13 if value == 13 else 1, lucky,
                               name == LUCKY13):                        # F7-7, F7-22
                out.append(-minus if brutal else 0)
                continue
            c, t, z = cards + 1, total + 13, zero                       # the Lucky 13 pair
            flip = seven_count(c, distinct, pair_twice) >= FLIP7_CARDS
        else:
            c, t, z = cards + 1, total + value, zero or name == ZERO
            flip = seven_count(c, distinct + 1, pair_twice) >= FLIP7_CARDS
        # _hand_score of that hand, written out:
        if z and not flip:
            out.append(0)
            continue
        t = (t // 2 if halve else t) - minus
        if not brutal:
            t = max(0, t)
        out.append(t + (FLIP7_BONUS if flip else 0))
    return out


def _hand_score(h: Hand, brutal: bool, flip7: bool) -> int:
    """The round score of a hand (F7-14 … F7-18, F7-32): a Zero line scores 0 (F7-12)."""
    if h.zero and not flip7:
        return 0
    t = (h.total // 2 if h.halve else h.total) - h.minus
    if not brutal:
        t = max(0, t)
    return t + (FLIP7_BONUS if flip7 else 0)


def _take(seats: list[Seat], card: int) -> int:
    """Remove a face-up card from whichever line holds it; return that seat."""
    for i, s in enumerate(seats):
        if card in s.numbers:
            s.numbers.remove(card)
            return i
        if card in s.mods:
            s.mods.remove(card)
            return i
    raise KeyError(card)


class HardBot:
    """Counts cards exactly and plays the race to the target (see the module docstring)."""

    name = "hard"

    def __init__(self, style: Style | None = None) -> None:
        self.style = style or Style()

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        model = Model(view, rng, self.style)
        if view.decision == "turn":
            return model.hit_or_stay(legal)
        return model.best(legal)
