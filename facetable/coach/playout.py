"""Win chances by playing a position out: worlds a seat cannot tell apart, then hard bots.

A position is judged from one seat's knowledge only. For a game with hidden information the
worlds come from ``sample_world(view, rng)``, which sees nothing but the view; for a game
without it, from the real state with what nobody has seen yet drawn again (``redraw``). Every
candidate move is played in the same worlds with the same bot dice (common random numbers), so
the difference between two moves is measured with far less noise than either chance alone.
No Qt.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Sequence

from facetable.bots.runner import checked_choice, fallback
from facetable.engine import Action, GameState
from facetable.games.spec import GameSpec



def judge_level(spec: GameSpec) -> str:
    """The level the coach compares moves with and plays playouts with: the game's strongest
    offered level (its "hard")."""
    return spec.levels[-1]

#: A playout longer than this is a rules loop, not a long game.
MAX_STEPS = 100_000
Z95 = 1.96


@dataclass(frozen=True)
class Chance:
    """A win chance from ``n`` playouts, ``wins`` of them won, with its 95% interval."""

    wins: int
    n: int

    @property
    def p(self) -> float:
        return self.wins / self.n if self.n else 0.0

    @property
    def ci95(self) -> tuple[float, float]:
        """Wilson's interval: sound at 0 and n wins, where the normal one collapses."""
        if self.n == 0:
            return 0.0, 1.0
        n, p = self.n, self.p
        centre = p + Z95 * Z95 / (2 * n)
        spread = Z95 * math.sqrt(p * (1 - p) / n + Z95 * Z95 / (4 * n * n))
        denom = 1 + Z95 * Z95 / n
        return max(0.0, (centre - spread) / denom), min(1.0, (centre + spread) / denom)

    def to_json(self) -> dict[str, Any]:
        low, high = self.ci95
        return {"p": round(self.p, 4), "ci95": [round(low, 4), round(high, 4)],
                "wins": self.wins, "playouts": self.n}


def paired_gap(first: Sequence[bool], second: Sequence[bool]) -> tuple[float, float, float]:
    """How much more often ``first`` won than ``second`` in the same worlds: (mean, low, high),
    a 95% interval of the mean of the paired differences."""
    n = len(first)
    if n == 0:
        return 0.0, -1.0, 1.0
    diffs = [int(a) - int(b) for a, b in zip(first, second)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, -1.0, 1.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, max(-1.0, mean - half), min(1.0, mean + half)


def world(spec: GameSpec, view: Any, state: GameState | None, rng: random.Random) -> GameState:
    """One full state the deciding seat cannot tell from the real one. ``state`` is given only
    for games without hidden information (it holds nothing the seat may not see but the
    order of what nobody has seen, which is drawn again)."""
    if state is None:
        if spec.sample_world is None:
            raise ValueError(f"{spec.id}: a position without its state needs sample_world")
        return spec.sample_world(view, rng)
    if spec.redraw is not None:
        return spec.redraw(state, rng)
    other = state.clone()
    other.rng = random.Random(rng.getrandbits(64))
    return other


def play_out(spec: GameSpec, state: GameState, seat: int, action: Action, bot: Any,
             rng: random.Random) -> bool:
    """Apply ``seat``'s ``action`` to ``state`` (changed in place) and let ``bot`` play every
    seat to the end; whether ``seat`` is among the winners."""
    state.apply(action, seat)
    for _ in range(MAX_STEPS):
        if state.is_over:
            return seat in state.outcome().winners
        decider = state.deciders()[0]
        legal = state.legal_actions(decider)
        if len(legal) == 1:
            choice = legal[0]
        else:
            choice, _ = checked_choice(bot, state.view(decider), legal, rng)
            if choice is None:
                choice = fallback(legal, rng)
        state.apply(choice, decider)
    raise RuntimeError(f"{spec.id}: a playout did not end after {MAX_STEPS} steps")


def results(spec: GameSpec, view: Any, state: GameState | None, seat: int,
            actions: Sequence[Action], first: int, count: int, seed: str,
            level: str | None = None) -> list[list[bool]]:
    """For each action, whether ``seat`` won playouts ``first`` to ``first + count - 1``, every
    seat played by the ``level`` bot (default: the judge's). Playout ``k`` of every action starts from the same world
    with the same dice, whichever batch it is played in."""
    bot = spec.make_bot(level or judge_level(spec))
    outcomes: list[list[bool]] = [[] for _ in actions]
    for k in range(first, first + count):
        start = world(spec, view, state, random.Random(f"{seed}/world/{k}"))
        for i, action in enumerate(actions):
            dice = random.Random(f"{seed}/dice/{k}")
            outcomes[i].append(play_out(spec, start.clone(), seat, action, bot, dice))
    return outcomes


__all__ = ["Chance", "judge_level", "paired_gap", "play_out", "results", "world"]
