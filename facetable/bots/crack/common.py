"""Helpers shared by the Crack the Code bots. They read only a seat's ``View``; what the rules
say about tiles comes from the engine (``View.known_codes``, ``View.candidates``, ``View.public``,
``View.odds``)."""
from __future__ import annotations

import random
from collections import defaultdict

from facetable.engine.contract import Action
from facetable.engine.crack import View

Odds = dict[int, dict[int, float]]


def of_kind(legal: list[Action], kind: str) -> list[Action]:
    return [a for a in legal if a.kind == kind]


def first_of(legal: list[Action], kind: str) -> Action | None:
    return next((a for a in legal if a.kind == kind), None)


def guess_options(legal: list[Action]) -> dict[int, set[int]]:
    """Legal guesses as tile id -> values that may be named."""
    options: dict[int, set[int]] = defaultdict(set)
    for a in legal:
        if a.kind == "guess":
            options[a.item].add(a.value)
    return options


def best_guess(odds: Odds, legal: list[Action], rng: random.Random) -> tuple[Action, float]:
    """The legal guess with the highest probability (ties broken at random)."""
    scored = [(odds.get(a.item, {}).get(a.value, 0.0), rng.random(), a)
              for a in legal if a.kind == "guess"]
    p, _, action = max(scored)
    return action, p


def cheap_odds(view: View, tiles: set[int]) -> Odds:
    """Uniform odds over the values the rules leave each tile, tile by tile
    (``View.candidates``), without checking that the tiles fit together."""
    return {t: {v: 1 / len(values) for v in values} if values else {}
            for t, values in view.candidates().items() if t in tiles}


def opponent_tiles(view: View) -> set[int]:
    """Hidden row tiles of the opponents still in the game."""
    return {t.id for s, row in enumerate(view.rows) if s != view.seat and not view.out[s]
            for t in row if not t.revealed}
