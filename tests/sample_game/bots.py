"""High Card's bots (no Qt): each ``choose(view, legal, rng)`` reads only the seat's view."""
from __future__ import annotations

import random

from facetable.engine.contract import Action

from .engine import View, rank, sample_world


class EasyBot:
    """Plays its lowest card."""

    name = "easy"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        return min(legal, key=lambda a: rank(a.item))


class NormalBot:
    """Leads its highest card; after the lead, the lowest card that beats it, else its
    lowest."""

    name = "normal"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        by_rank = sorted(legal, key=lambda a: rank(a.item))
        if not view.trick:
            return by_rank[-1]
        lead = rank(view.trick[0][1])
        return next((a for a in by_rank if rank(a.item) > lead), by_rank[0])


class HardBot:
    """Plays each card out in worlds sampled from its view (``sample_world``), every seat then
    playing as the normal bot, and keeps the card that took the most tricks."""

    name = "hard"
    worlds = 12

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        normal, score = NormalBot(), {a: 0 for a in legal}
        for _ in range(self.worlds):
            world = sample_world(view, rng)
            for action in legal:
                state = world.clone()
                state.apply(action, view.seat)
                while not state.is_over:
                    seat = state.to_act
                    state.apply(normal.choose(state.view(seat), state.legal_actions(seat), rng),
                                seat)
                score[action] += len(state.won[view.seat])
        return max(legal, key=lambda a: (score[a], -rank(a.item)))
