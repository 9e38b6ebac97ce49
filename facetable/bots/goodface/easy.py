"""The easy Good Face Bad Face bot: rules of thumb that look at its own Party only.

- Receiving a Stack (GF-6): flips while its Party holds fewer than two Goods (nothing much to
  lose); with two or more, flips or passes at even odds; no odds, no memory of the log.
- Building (GF-4): one to three cards of its hand, in a random order: no baiting.
- Its own Stack back (GF-7): flips on while the next card helps its Party (it knows the order).
- Sad Face (GF-20, GF-21): keeps a Good.
"""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.goodface import View
from facetable.engine.goodface import actions as A

from .common import first_of, keep_choice, owner_goes_on, party_of


class EasyBot:
    name = "easy"

    def choose(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        kinds = {a.kind for a in legal}
        if "put" in kinds:
            # A stateless random plan would change from put to put: draw the size once per
            # Stack from a seed the view fixes (the Stack count), then put any card.
            size = random.Random(view.round * 7919 + view.seat).randint(1, 3)
            if len(view.stack_order) >= size:
                return first_of(legal, "seal")
            cards = list(view.hand)
            return A.put(cards[rng.randrange(len(cards))])
        if "keep" in kinds:
            return keep_choice(view, legal)
        if "take_back" in kinds:
            return A.flip() if owner_goes_on(view) else A.take_back()
        if "pass" in kinds:
            goods, _ = party_of(view.parties[view.seat])
            return A.flip() if goods < 2 or rng.random() < 0.5 else A.pass_()
        return rng.choice(legal)
