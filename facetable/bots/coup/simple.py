"""The easy Coup bot: honest moves picked at random, a rare bluff, rare doubts."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.coup import ASSASSIN, CAPTAIN, CONTESSA, DUKE, View
from facetable.engine.coup import actions as A

from .common import best_keep, can_claim, holds, others, revenge_target, show_or_refuse
from .personality import personality


class EasyBot:
    """Picks at random among the actions its cards allow (plus Income and Foreign Aid), bluffs
    one turn in ten with a role it could hold, coups a random player, challenges provably false
    claims and one in twenty others, blocks with the card in hand (and bluffs a Contessa half
    the time when an assassination would knock it out), turns up a random card.

    ``style`` is a personality preset (None: balanced): it scales those bluff and doubt rates,
    and sometimes makes it aim at whoever last attacked it."""

    name = "easy"
    bluff = 0.1
    doubt = 0.05
    contessa_bluff = 0.5

    def __init__(self, style: str | None = None) -> None:
        self.persona = persona = personality(style)
        self.style = "balanced" if style is None else style
        self.bluff = type(self).bluff * persona.bluff_factor
        self.doubt = type(self).doubt * persona.challenge_factor
        self.contessa_bluff = min(1.0, type(self).contessa_bluff * persona.bluff_factor)

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        phase = view.phase
        if phase == "act":
            return self.act(view, legal, rng)
        if phase == "challenge":
            role = view.window.role
            if view.impossible(role) or rng.random() < self.doubt:
                return A.challenge()
            return A.allow()
        if phase == "block":
            for a in legal:
                if a.kind == "block" and holds(view, a.value):
                    return a
            if (view.pending.action == "assassinate" and view.hidden[view.seat] == 1
                    and can_claim(view, CONTESSA) and rng.random() < self.contessa_bluff):
                return A.block(CONTESSA)
            return A.allow()
        if phase == "respond":
            return show_or_refuse(legal)
        if phase == "exchange":
            return best_keep(view, legal, rng)
        return rng.choice(legal)            # lose: a random card

    def act(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        targets = others(view)
        coins = view.coins[view.seat]
        revenge = revenge_target(view, targets, self.persona.vengeance, rng)
        if coins >= 7:
            return A.coup(rng.choice(targets) if revenge is None else revenge)
        bluffing = rng.random() < self.bluff

        def may(role: int) -> bool:
            return holds(view, role) or bluffing and can_claim(view, role)

        options = [A.income(), A.foreign_aid()]
        if may(DUKE):
            options.append(A.tax())
        if coins >= 3 and may(ASSASSIN):
            options.append(A.assassinate(rng.choice(targets) if revenge is None else revenge))
        if may(CAPTAIN):
            rich = [s for s in targets if view.coins[s] >= 2]
            if rich:
                options.append(A.steal(rng.choice(rich)))
        options = [a for a in options if a in legal]
        strong = [a for a in options if a.kind not in ("income", "foreign_aid")]
        return rng.choice(strong or options)
