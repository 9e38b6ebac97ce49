"""How long the Crack value menu takes to compute at a human's decision points.

Plays random advanced 4-player games (random bots, fixed seeds) and, at every guess decision,
times what the table does for a human there: the values still possible for every tile the seat
may guess, from a fresh view (nothing cached). Prints p50/p99/max in milliseconds for the exact
odds (``View.odds``, the old way) and for ``View.possible_values`` (the feasibility DP), side by
side in one run, and checks that both give the same values.

    python -m facetable.tools.crack_menu_timing [--games 40] [--seed 1]
"""
from __future__ import annotations

import argparse
import random
import statistics
import time

from facetable.engine.crack import Options, setup
from facetable.engine.crack.infer import marginals


def exact_values(view, tiles):
    odds = marginals(view)
    return {t: sorted(v for v, p in odds.get(t, {}).items() if p > 0) for t in tiles}


def feasible_values(view, tiles):
    return {t: view.possible_values(t) for t in tiles}


def percentiles(times: list[float]) -> str:
    xs = sorted(times)
    p = lambda q: xs[min(len(xs) - 1, int(q * len(xs)))] * 1000  # noqa: E731
    return f"p50 {p(0.5):7.2f} ms  p99 {p(0.99):7.2f} ms  max {xs[-1] * 1000:7.2f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    old, new = [], []
    points = 0
    for g in range(args.games):
        rng = random.Random(args.seed * 100_003 + g)
        state = setup(Options(players=4, advanced=True), args.seed * 1000 + g)
        while not state.is_over:
            seat = state.deciders()[0]
            legal = state.legal_actions(seat)
            tiles = sorted({a.item for a in legal if a.kind == "guess"})
            if tiles:
                points += 1
                # the same view twice, fresh each time: nothing cached between the two
                start = time.perf_counter()
                a = exact_values(state.view(seat), tiles)
                old.append(time.perf_counter() - start)
                start = time.perf_counter()
                b = feasible_values(state.view(seat), tiles)
                new.append(time.perf_counter() - start)
                if a != b:
                    raise SystemExit(f"game {g}: values differ: {a} != {b}")
            state.apply(rng.choice(legal), seat)
    print(f"{points} guess decisions in {args.games} games (advanced, 4 players)")
    print(f"exact odds (old):      {percentiles(old)}")
    print(f"possible values (new): {percentiles(new)}")
    q = lambda xs, f: sorted(xs)[min(len(xs) - 1, int(f * len(xs)))]  # noqa: E731
    print(f"ratio old/new: p50 {statistics.median(old) / statistics.median(new):.1f}x  "
          f"p99 {q(old, 0.99) / q(new, 0.99):.1f}x  max {max(old) / max(new):.1f}x")


if __name__ == "__main__":
    main()
