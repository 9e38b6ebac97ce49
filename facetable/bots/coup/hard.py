"""The hard Coup bot: card counting, beliefs read from the public log, expected values, and a
model of whom each opponent attacks.

Every decision that depends on hidden cards asks ``Beliefs``: for each opponent, the exact
chance of each composition of its face-down cards given what this seat can see (card counting,
and where the cards it returned to the court deck can be), weighed by how well it explains that
player's claims, blocks and non-blocks (``reading``). From the same log it learns how readily
each opponent challenges (apart: claims against that opponent), how often it bluffs when
challenged, and whom it attacks (the strongest other player, its last attacker, or anyone).
Then:

- its turn: every legal action is valued in coins (an opponent's influence, a steal's swing,
  coins), a claim it cannot back is discounted by the chance that someone challenges it (an
  opponent's learned rate, or certainty when that opponent probably sees every copy) times the
  influence it would lose, and each outcome is charged with what it expects to lose to the
  others' Coups and Assassinations before its next turn (a one-round lookahead through the
  attack model: rich players and the only one with two influence get hit);
- a challenge window: challenges when the chance that the claim is false times what catching it
  wins beats the chance it is true times the influence it would lose (against an Assassination
  of itself, compared with blocking, bluffed or not, and with taking the loss, CP-14);
- blocks: blocks with the card in hand, and bluffs a block when the expected loss is smaller;
- which card to lose or keep: the roles it has claimed (so its claims stay true), then the roles
  worth most (measured: this choice barely changes its results).

The personality scales the cost it sees in bluffing and the gain it sees in challenging, and
how much it goes after whoever last attacked it: the level is the skill, the style the taste.
It runs no rollouts: a whole 5-player game of honest bots takes about 23 ms here, so only a
handful of rollouts would fit a decision, and the one decision tried for refinement (which card
to lose) gained nothing measurable even from playing it at random.
"""
from __future__ import annotations

import random
from functools import cached_property
from typing import NamedTuple

from facetable.engine.contract import Action
from facetable.engine.coup import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, View
from facetable.engine.coup import actions as A

from .beliefs import Beliefs
from .common import exchanged_last_turn, others
from .personality import Personality, personality
from .reading import Reading

#: What a role is worth in hand (keeping, losing, exchanging).
CARD_VALUE = {DUKE: 5.0, ASSASSIN: 3.5, CONTESSA: 4.0, CAPTAIN: 3.5, AMBASSADOR: 2.0}


class Outcome(NamedTuple):
    """One way an action may turn out: its chance, its value (in coins), and the changes it
    makes to coins and face-down cards per seat."""

    p: float
    value: float
    coins: dict[int, int]
    hidden: dict[int, int]


def paid(action: Action) -> int:
    return {"coup": 7, "assassinate": 3}.get(action.kind, 0)


class Think:
    """One decision's worth of reading and believing (built lazily, then cached)."""

    #: Values are in coins.
    #: An opponent losing an influence, with one opponent left (less with more: the others
    #: gain from it as much as this seat does).
    kill = 9.0
    #: This seat losing an influence with two left, and its last.
    lose_one = 9.0
    lose_last = 30.0

    def __init__(self, view: View, legal: list[Action], rng: random.Random,
                 persona: Personality) -> None:
        self.view, self.legal, self.rng, self.persona = view, legal, rng, persona
        self.me = view.seat
        self.opponents = others(view)
        self.roles = [view.role_of(c) for c in view.hand]
        self._assassins: dict[int, float] = {}

    @cached_property
    def reading(self) -> Reading:
        return Reading(self.view)

    @cached_property
    def beliefs(self) -> Beliefs:
        return Beliefs(self.view, self.reading)

    # --- values ---------------------------------------------------------------------------
    def holds(self, role: int) -> bool:
        return role in self.roles

    def my_loss(self) -> float:
        """What losing one influence costs this seat."""
        return self.lose_one if self.view.hidden[self.me] >= 2 else self.lose_last

    def kill_value(self, target: int) -> float:
        n = len(self.opponents)
        value = self.kill * (0.6 + 0.4 / n)
        if self.view.hidden[target] == 1:
            value += 1.0
        return value

    def coin_swing(self, coins: int) -> float:
        """Coins taken from an opponent: this seat's gain plus that opponent's loss."""
        return coins * (1.0 + 1.0 / len(self.opponents))

    def can_claim(self, role: int) -> bool:
        """Card counting: a role whose every copy this seat can see is never claimed unless
        held."""
        return self.holds(role) or not self.view.impossible(role)

    def p_challenged(self, role: int, target: int | None = None,
                     askers: list[int] | None = None) -> float:
        """The chance that a claim of ``role`` this seat cannot back is challenged by one of
        ``askers`` (default: every opponent); ``target`` is the one it is against (the target
        of the action, or the actor whose action it blocks), judged by its own record there."""
        b, r = self.beliefs, self.reading
        keep = 1.0
        for s in (self.opponents if askers is None else askers):
            rate = r.challenge_rate(s, involved=s == target)
            sees = b.p_sees_all(s, role)
            q = sees + (1.0 - sees) * min(0.95, rate)
            keep *= 1.0 - q
        return 1.0 - keep

    def p_blocks(self, seat: int, roles: tuple[int, ...]) -> float:
        """The chance that ``seat`` blocks with one of ``roles`` (with the card, or a bluff)."""
        hold = self.beliefs.p_holds_any(seat, roles)
        return hold + (1.0 - hold) * 0.5 * self.reading.bluff_rate(seat)

    # --- targets --------------------------------------------------------------------------
    #: Kill targets: per face-down card and per coin of the target (the strongest players are
    #: the likeliest winners), and how much the vengeful prefer their last attacker.
    w_hidden, w_coins, w_revenge = 1.0, 0.15, 6.0

    def target_bias(self, seat: int) -> float:
        view = self.view
        score = self.w_hidden * view.hidden[seat] + self.w_coins * view.coins[seat]
        if self.reading.last_attacker(self.me) == seat:
            score += self.w_revenge * self.persona.vengeance
        return score

    def exposure(self, coins: dict[int, int], hidden: dict[int, int]) -> float:
        """What this seat expects to lose to the others' Coups and Assassinations before its
        next turn, if coins and face-down cards change by ``coins`` and ``hidden``: each
        opponent that can afford one attacks, aiming as its past attacks suggest
        (``Reading.p_aims_at``: mostly the strongest other player)."""
        view, me, r = self.view, self.me, self.reading
        now_coins = [c + coins.get(s, 0) for s, c in enumerate(view.coins)]
        now_hidden = [h + hidden.get(s, 0) for s, h in enumerate(view.hidden)]
        mine = now_hidden[me]
        if mine <= 0:
            return 0.0
        expected = 0.0
        for s in self.opponents:
            if now_hidden[s] <= 0:
                continue
            if now_coins[s] >= 7:
                attack = 1.0
            elif now_coins[s] >= 3 and not self.holds(CONTESSA):
                attack = 0.5 * self.assassin_threat(s)
            else:
                continue
            expected += attack * r.p_aims_at(s, me, now_hidden, now_coins)
        loss = self.lose_one if mine >= 2 else self.lose_last
        return self.w_exposure * min(1.0, expected) * loss

    w_exposure = 1.0

    def assassin_threat(self, seat: int) -> float:
        """The chance that ``seat`` would Assassinate: it holds an Assassin, or has claimed
        one."""
        if seat not in self._assassins:
            p = self.beliefs.p_holds(seat, ASSASSIN)
            self._assassins[seat] = max(p, 0.8 if self.reading.seats[seat].ever_claimed[ASSASSIN]
                                        else 0.0)
        return self._assassins[seat]


class HardBot:
    """See the module docstring. ``style`` is a personality preset's name (None: balanced)."""

    name = "hard"

    def __init__(self, style: str | None = None) -> None:
        self.persona = personality(style)
        self.style = "balanced" if style is None else style

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        t = Think(view, legal, rng, self.persona)
        phase = view.phase
        if phase == "act":
            return self.act(t)
        if phase == "challenge":
            return A.challenge() if self.challenges(t) else A.allow()
        if phase == "block":
            return self.block(t)
        if phase == "respond":
            return next((a for a in legal if a.kind == "show"), A.refuse())
        if phase == "lose":
            return self.lose(t)
        if phase == "exchange":
            return self.keep(t)
        return rng.choice(legal)

    # --- own turn -------------------------------------------------------------------------
    def act(self, t: Think) -> Action:
        view, legal, me = t.view, t.legal, t.me
        coins = view.coins[me]
        options: list[tuple[float, Action]] = []
        bias = {s: t.target_bias(s) for s in t.opponents}

        def add(action: Action, role: int | None, outcomes: list[Outcome],
                target: int | None = None, refund: int = 0) -> None:
            if action not in legal:
                return
            if role is not None and not t.holds(role):
                if not t.can_claim(role):
                    return
                p = t.p_challenged(role, target)
                cost = t.my_loss() / max(0.05, t.persona.bluff_factor)
                caught = Outcome(p, -cost, {me: refund - paid(action)}, {me: -1})
                outcomes = [o._replace(p=o.p * (1.0 - p)) for o in outcomes] + [caught]
            options.append((sum(o.p * (o.value - t.exposure(o.coins, o.hidden))
                                for o in outcomes), action))

        for s in t.opponents:
            if coins >= 7:
                add(A.coup(s), None, [Outcome(1.0, t.kill_value(s) + bias[s] + self.coup_bonus,
                                              {me: -7}, {s: -1})])
            if coins >= 3:
                stands = 1.0 - t.p_blocks(s, (CONTESSA,))
                add(A.assassinate(s), ASSASSIN,
                    [Outcome(stands, t.kill_value(s) + bias[s] - 3.0, {me: -3}, {s: -1}),
                     Outcome(1.0 - stands, -3.0, {me: -3}, {})], s, refund=3)
            take = min(2, view.coins[s])
            if take:
                stands = 1.0 - t.p_blocks(s, (CAPTAIN, AMBASSADOR))
                add(A.steal(s), CAPTAIN,
                    [Outcome(stands, t.coin_swing(take), {me: take, s: -take}, {}),
                     Outcome(1.0 - stands, 0.0, {}, {})], s)
        add(A.tax(), DUKE, [Outcome(1.0, 3.0, {me: 3}, {})])
        if not exchanged_last_turn(view):
            add(A.exchange(), AMBASSADOR, [Outcome(1.0, self.exchange_value(t), {}, {})])
        stands = 1.0
        for s in t.opponents:
            stands *= 1.0 - t.p_blocks(s, (DUKE,))
        add(A.foreign_aid(), None, [Outcome(stands, 2.0, {me: 2}, {}),
                                    Outcome(1.0 - stands, 0.0, {}, {})])
        add(A.income(), None, [Outcome(1.0, 1.0, {me: 1}, {})])
        return max(options, key=lambda o: (o[0], t.rng.random()))[1]

    #: A Coup is worth this much more than its kill value (no block, no challenge).
    coup_bonus = 2.0

    @staticmethod
    def exchange_value(t: Think) -> float:
        """What an Exchange may gain: little when the hand already holds strong roles."""
        best = max((CARD_VALUE[r] for r in t.roles), default=0.0)
        return max(0.0, 4.5 - best) * 0.6

    # --- windows --------------------------------------------------------------------------
    def challenges(self, t: Think) -> bool:
        view, me = t.view, t.me
        window, pending = view.window, view.pending
        role, claimant = window.role, window.claimant
        if view.impossible(role):
            return True                                   # card counting: provably false
        # The keener the style, the less it believes a claim (balanced: the plain odds).
        p = min(1.0, max(0.0, t.beliefs.p_holds(claimant, role)
                         - 0.15 * (t.persona.challenge - 0.5)))
        mine = view.hidden[me]
        gain = 0.6 * t.kill_value(claimant)               # the claimant loses an influence
        loss = t.my_loss()
        action, target = pending.action, pending.target
        if pending.claim == "action":
            if target == me and action == "assassinate":
                return self._challenge_assassin(t, p)
            if target == me and action == "steal":
                gain += t.coin_swing(min(2, view.coins[me]))
            elif action == "tax":
                gain += 0.5
        else:                                             # a block
            if view.actor == me:
                if action == "assassinate":
                    gain += t.kill_value(target)          # the assassination goes ahead
                elif action == "steal":
                    gain += t.coin_swing(min(2, view.coins[target]))
                else:
                    gain += 2.0
        gain *= t.persona.challenge_factor
        return (1.0 - p) * gain > p * loss + 0.5 * (mine == 1)

    def _challenge_assassin(self, t: Think, p: float) -> bool:
        """Challenge an Assassination aimed at this seat? Compared with letting it go and then
        blocking (with a Contessa, or a bluffed one) or taking the loss (CP-14)."""
        view, me = t.view, t.me
        mine = view.hidden[me]
        if t.holds(CONTESSA):
            return p < 0.05 * t.persona.challenge_factor   # blocking is free and safe
        q = t.p_challenged(CONTESSA, view.actor) \
            if t.can_claim(CONTESSA) else 1.0
        out = t.lose_last + (t.lose_one if mine >= 2 else 0.0)
        # Let it go, then the best of blocking with a bluffed Contessa or taking the loss.
        allow = -min(t.my_loss(), q * out)
        after_loss = -min(t.lose_last, q * t.lose_last) if mine >= 2 else -out
        challenge = (1.0 - p) * 0.6 * t.kill_value(view.actor) * t.persona.challenge_factor \
            + p * (-t.my_loss() + after_loss)
        return challenge > allow

    def block(self, t: Think) -> Action:
        view, legal, me = t.view, t.legal, t.me
        blocks = [a for a in legal if a.kind == "block"]
        for a in blocks:
            if t.holds(a.value):
                return a
        action, actor = view.pending.action, view.actor
        askers = [s for s in view.alive if s != me]
        best, best_ev = A.allow(), 0.0
        for a in blocks:
            role = a.value
            if not t.can_claim(role):
                continue
            q = t.p_challenged(role, target=actor, askers=askers)
            bluff_cost = t.my_loss() / max(0.05, t.persona.bluff_factor)
            if action == "assassinate":
                mine = view.hidden[me]
                out = t.lose_last + (t.lose_one if mine >= 2 else 0.0)
                ev = t.my_loss() - q * (out if mine >= 2 else t.lose_last) \
                    * (1.0 / max(0.05, t.persona.bluff_factor))
            elif action == "steal":
                ev = (1.0 - q) * t.coin_swing(min(2, view.coins[me])) - q * bluff_cost
            else:                                           # Foreign Aid: deny 2 coins
                ev = (1.0 - q) * 2.0 / len(t.opponents) - q * bluff_cost
            if ev > best_ev:
                best, best_ev = a, ev
        return best

    # --- cards ----------------------------------------------------------------------------
    @staticmethod
    def _worth(t: Think, roles: list[int]) -> float:
        """What a set of face-down cards is worth: roles it has claimed (they keep its claims
        true), then each role's value, a second copy of a role less."""
        claimed = t.reading.seats[t.me].claims
        total, seen = 0.0, set()
        for r in sorted(roles, key=lambda r: -CARD_VALUE[r]):
            total += CARD_VALUE[r] * (0.5 if r in seen else 1.0)
            total += 1.5 * min(claimed[r], 2.0) * (0.3 if r in seen else 1.0)
            seen.add(r)
        return total

    def lose(self, t: Think) -> Action:
        view = t.view
        return max((a for a in t.legal if a.kind == "lose"),
                   key=lambda a: (self._worth(t, [view.role_of(c) for c in view.hand
                                                  if c != a.item]), t.rng.random()))

    def keep(self, t: Think) -> Action:
        view = t.view
        offered = view.offered
        return max((a for a in t.legal if a.kind == "keep"),
                   key=lambda a: (self._worth(t, [view.role_of(c) for i, c in enumerate(offered)
                                                  if a.value >> i & 1]), t.rng.random()))

