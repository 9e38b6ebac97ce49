"""Helpers shared by the Crack the Code bots. They read only a seat's ``View``."""
from __future__ import annotations

import dataclasses
import random
from collections import defaultdict

from facetable.engine.contract import SPECTATOR, Action
from facetable.engine.crack import View
from facetable.engine.crack.tiles import DASH, NUM_KEYS

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


def known_codes(view: View) -> set[int]:
    """Codes of every tile whose value this seat sees."""
    codes = {2 * t.value + t.colour for row in view.rows for t in row if t.value is not None}
    if view.held is not None and view.held.value is not None:
        codes.add(2 * view.held.value + view.held.colour)
    return codes


def cheap_odds(view: View, tiles: set[int]) -> Odds:
    """Uniform odds over the values each tile can have by cheap reasoning: the nearest known
    numbers on each side bound it, known values and wrong guesses rule values out."""
    known = known_codes(view)
    banned: dict[int, set[int]] = defaultdict(set)
    for g in view.log:
        if not g.correct:
            banned[g.tile].add(g.value)
    odds: Odds = {}
    for row in view.rows:
        for i, t in enumerate(row):
            if t.id not in tiles:
                continue
            lo = max((2 * u.value + u.colour for u in row[:i]
                      if u.value is not None and u.value != DASH), default=-1)
            hi = min((2 * u.value + u.colour for u in row[i + 1:]
                      if u.value is not None and u.value != DASH), default=NUM_KEYS)
            values = [k // 2 for k in range(lo + 1, hi)
                      if k % 2 == t.colour and k not in known and k // 2 not in banned[t.id]]
            if view.advanced and NUM_KEYS + t.colour not in known and DASH not in banned[t.id]:
                values.append(DASH)
            odds[t.id] = {v: 1 / len(values) for v in values} if values else {}
    return odds


def public_view(view: View) -> View:
    """The view as an onlooker would have it: this seat's hidden values unknown."""
    def hide(t):
        return t if t.revealed else t._replace(value=None)

    rows = tuple(tuple(hide(t) for t in row) if s == view.seat else row
                 for s, row in enumerate(view.rows))
    held = view.held if view.held is None or view.held_by != view.seat else hide(view.held)
    return dataclasses.replace(view, seat=SPECTATOR, rows=rows, held=held, legal=())


def opponent_tiles(view: View) -> set[int]:
    """Hidden row tiles of the opponents still in the game."""
    return {t.id for s, row in enumerate(view.rows) if s != view.seat and not view.out[s]
            for t in row if not t.revealed}
