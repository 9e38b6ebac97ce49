"""The normal Coup bot: card counting, odds of a claim from what it cannot see, measured bluffs."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.coup import AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, View
from facetable.engine.coup import actions as A

from .common import (assassination_victims, best_keep, biggest_threat, can_claim,
                     cheapest_loss, duke_claimed_by_others, exchanged_last_turn, holds, others,
                     p_holds, revenge_target, show_or_refuse, steal_marks)
from .personality import personality


class NormalBot:
    """Plays its true cards first (Coup at 7, Assassinate, Tax, Steal from the richest who has
    not claimed a blocker), and otherwise bluffs a plausible role some turns (with two
    influence, less often the more players may challenge). Challenges a claim when the odds
    that the claimant holds the role, given the cards it can see, are low, and more readily
    when the claim hurts it. Blocks with the card in hand, and bluffs a Contessa against an
    assassination that would knock it out.

    ``style`` is a personality preset (None: balanced): it scales how often it bluffs (turns and
    blocks) and how low the odds of a claim must be for a challenge, and sometimes makes it aim
    at whoever last attacked it."""

    name = "normal"
    #: Chance of bluffing a turn (with two influence), divided by the number of opponents:
    #: each of them may challenge.
    bluff = 0.3
    #: Challenge when the claimant holds the role with less than this chance.
    doubt = 0.1

    def __init__(self, style: str | None = None) -> None:
        self.persona = persona = personality(style)
        self.style = "balanced" if style is None else style
        self.bluff = type(self).bluff * persona.bluff_factor
        self.doubt = type(self).doubt * persona.challenge_factor
        self.block_bluff = persona.bluff_factor

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        phase = view.phase
        if phase == "act":
            return self.act(view, legal, rng)
        if phase == "challenge":
            return A.challenge() if self.challenges(view, rng) else A.allow()
        if phase == "block":
            return self.block(view, legal, rng)
        if phase == "respond":
            return show_or_refuse(legal)
        if phase == "lose":
            return cheapest_loss(view, legal, rng)
        if phase == "exchange":
            return best_keep(view, legal, rng)
        return rng.choice(legal)

    # --- own turn -------------------------------------------------------------------------
    def act(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        targets = others(view)
        me, coins = view.seat, view.coins[view.seat]
        threat = biggest_threat(view, targets, rng)
        revenge = revenge_target(view, targets, self.persona.vengeance, rng)
        if coins >= 7:
            return A.coup(threat if revenge is None else revenge)
        victims = assassination_victims(view, targets)
        victim = biggest_threat(view, victims, rng) if victims else None
        if revenge is not None and revenge in victims:
            victim = revenge
        marks = steal_marks(view, targets)
        mark = max(marks, key=lambda s: (view.coins[s], rng.random())) if marks else None
        if coins >= 3 and victim is not None and holds(view, ASSASSIN):
            return A.assassinate(victim)
        if holds(view, DUKE):
            return A.tax()
        if mark is not None and holds(view, CAPTAIN):
            return A.steal(mark)
        influence = view.hidden[me]
        if influence >= 2 and rng.random() < self.bluff / len(targets):
            bluffs = []
            if can_claim(view, DUKE):
                bluffs.append((self._plausible(view, DUKE), A.tax()))
            if coins >= 3 and victim is not None and can_claim(view, ASSASSIN):
                bluffs.append((self._plausible(view, ASSASSIN), A.assassinate(victim)))
            if mark is not None and can_claim(view, CAPTAIN):
                bluffs.append((self._plausible(view, CAPTAIN), A.steal(mark)))
            if bluffs:
                return max(bluffs, key=lambda b: (b[0], rng.random()))[1]
        if holds(view, AMBASSADOR) and not holds(view, CAPTAIN) \
                and not exchanged_last_turn(view):
            return A.exchange()
        if duke_claimed_by_others(view):
            return A.income()
        return A.foreign_aid()

    @staticmethod
    def _plausible(view: View, role: int) -> float:
        """How believable a claim of ``role`` looks to the others: the share of its copies
        that are not face up."""
        up = sum(1 for f in view.face_up for c in f if view.role_of(c) == role)
        return (view.copies - up) / view.copies

    # --- windows --------------------------------------------------------------------------
    def challenges(self, view: View, rng: random.Random) -> bool:
        window, pending, me = view.window, view.pending, view.seat
        role, claimant = window.role, window.claimant
        if view.impossible(role):
            return True                                 # card counting: provably false
        p = p_holds(view, claimant, role)
        if self._claims_of(view, claimant, role) > 1:
            p = max(p, 0.6)                             # it has said so before
        bar = self.doubt
        scale = self.persona.challenge_factor
        mine = view.hidden[me]
        if pending.claim == "action" and pending.target == me:
            if pending.action == ASSASSINATE_KIND:
                if holds(view, CONTESSA):
                    return False                        # block it instead
                if mine == 1 and not can_claim(view, CONTESSA):
                    return True                         # lost anyway unless it is a bluff
                bar = (0.2 if mine == 1 else 0.1) * scale
            else:
                bar = 0.15 * scale
        elif pending.claim == "block" and view.actor == me:
            bar = 0.25 * scale                          # my action is being blocked
        elif mine == 1:
            bar *= 0.5
        return p < bar

    @staticmethod
    def _claims_of(view: View, seat: int, role: int) -> int:
        n = 0
        for e in view.log:
            if e.get("seat") != seat:
                continue
            if (e.kind == "declare" or e.kind == "block") and e["role"] == role:
                n += 1
            elif e.kind == "refuse" and e["role"] == role:
                n = 0
        return n

    def block(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        blocks = [a for a in legal if a.kind == "block"]
        for a in blocks:
            if holds(view, a.value):
                return a
        me, action = view.seat, view.pending.action
        if action == ASSASSINATE_KIND and can_claim(view, CONTESSA):
            if view.hidden[me] == 1 or rng.random() < 0.3 * self.block_bluff:
                return A.block(CONTESSA)
        elif action == "steal" and view.coins[me] >= 2 and rng.random() < 0.25 * self.block_bluff:
            roles = [r for r in (CAPTAIN, AMBASSADOR) if can_claim(view, r)]
            if roles:
                best = max(roles, key=lambda r: (view.unseen_counts()[r], rng.random()))
                return A.block(best)
        elif action == "foreign_aid" and can_claim(view, DUKE) \
                and rng.random() < 0.1 * self.block_bluff:
            return A.block(DUKE)
        return A.allow()


ASSASSINATE_KIND = "assassinate"
