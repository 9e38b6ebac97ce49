"""The easy Face Guess bot: a weak heuristic, no counting, no reading of the others."""
from __future__ import annotations

import random

from facetable.engine.contract import Action
from facetable.engine.faceguess import BAD, GOOD, View, commit, guess_for

from .common import others
from .personality import Styled


class EasyBot(Styled):
    """Commits the kind it holds more of (Good on a tie). Calls each player what that player
    showed last round (Good before anyone has shown a card), and changes its mind on one call
    in four."""

    name = "easy"
    flip = 0.25

    def plain(self, view: View, legal: list[Action], rng: random.Random) -> Action:
        if view.phase == "commit":
            goods = view.hand.count(GOOD)
            kind = GOOD if goods * 2 >= len(view.hand) else BAD
            action = commit(kind)
            return action if action in legal else legal[0]
        last = view.rounds[-1].cards if view.rounds else None
        calls = {}
        for seat in others(view):
            call = GOOD if last is None else last[seat]
            if rng.random() < self.flip:
                call = BAD if call == GOOD else GOOD
            calls[seat] = call
        return guess_for(calls, view.seat, view.players)
