"""The honest Coup bot: never bluffs; challenges only what its own view proves false."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.coup import AMBASSADOR, ASSASSIN, CAPTAIN, DUKE, View
from facetable.engine.coup import actions as A

from .common import (assassination_victims, best_keep, biggest_threat, cheapest_loss,
                     duke_claimed_by_others, exchanged_last_turn, first_of, holds, others,
                     show_or_refuse, steal_marks)


class HonestBot:
    """Claims only roles it holds and blocks only with the card in hand. Challenges a claim
    only when every copy of the role is face up or in its own hand. Coups the biggest threat
    as soon as it can; otherwise assassinates (not a Contessa claimer), taxes, steals from the
    richest (not a Captain or Ambassador claimer), exchanges (not two turns running), or
    takes Foreign Aid (Income once someone claims Duke)."""

    name = "honest"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        phase = view.phase
        if phase == "act":
            return self.act(view, legal, rng)
        if phase == "challenge":
            role = view.window.role
            return A.challenge() if view.impossible(role) else A.allow()
        if phase == "block":
            for a in legal:
                if a.kind == "block" and holds(view, a.value):
                    return a
            return A.allow()
        if phase == "respond":
            return show_or_refuse(legal)
        if phase == "lose":
            return cheapest_loss(view, legal, rng)
        if phase == "exchange":
            return best_keep(view, legal, rng)
        return rng.choice(legal)

    def act(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        targets = others(view)
        threat = biggest_threat(view, targets, rng)
        coins = view.coins[view.seat]
        if coins >= 7:
            return A.coup(threat)
        victims = assassination_victims(view, targets)
        if coins >= 3 and victims and holds(view, ASSASSIN):
            return A.assassinate(biggest_threat(view, victims, rng))
        if holds(view, DUKE):
            return A.tax()
        marks = steal_marks(view, targets)
        if marks and holds(view, CAPTAIN):
            return A.steal(max(marks, key=lambda s: (view.coins[s], rng.random())))
        if holds(view, AMBASSADOR) and not exchanged_last_turn(view):
            return A.exchange()
        if duke_claimed_by_others(view):
            return A.income()
        return first_of(legal, "foreign_aid") or A.income()
