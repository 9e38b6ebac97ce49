"""How fast the Good Face Bad Face engine plays random games, and what the random-play test's
invariant checks cost on top, side by side in one run.

Plays the random-play test's games (every player count and wild combination, fixed seeds) with
random legal actions, once bare and once with ``check`` after every action, and prints games
and actions per second for each, plus the share of games ending by GF-29's round limit.

    python -m facetable.tools.goodface_speed [--games 2000] [--seed 2026]
"""
from __future__ import annotations

import argparse
import random
import time

from facetable.engine.goodface import Options, setup
from facetable.engine.goodface.invariants import check


def configs():
    out = []
    for p in range(2, 6):
        for w in range(8):
            flags = (bool(w & 1), bool(w & 2), bool(w & 4))
            if p > 2 or sum(flags) <= 1:
                out.append((p, *flags))
    return out


def play(games: int, seed: int, check=None) -> tuple[float, int, int]:
    """Seconds, actions and round-limit endings for ``games`` random games."""
    rng = random.Random(seed)
    cfgs = configs()
    actions = limits = 0
    start = time.perf_counter()
    for g in range(games):
        players, greedy, sad, blank = cfgs[g % len(cfgs)]
        options = Options(players=players, greedy=greedy, sad=sad, blank=blank,
                          blank_effect=("greedy", "sad", "peek")[g // len(cfgs) % 3])
        state = setup(options, g)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
            actions += 1
            if check is not None:
                check(state)
        limits += state.end_reason == "round_limit"
    return time.perf_counter() - start, actions, limits


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    runs = [("bare", None), ("checked", check)]
    for name, fn in runs:
        seconds, actions, limits = play(args.games, args.seed, fn)
        print(f"{name:8s} {args.games / seconds:8.0f} games/s  {actions / seconds:9.0f} "
              f"actions/s  {actions / args.games:6.1f} actions/game  "
              f"{limits / args.games:6.1%} by the round limit")


if __name__ == "__main__":
    main()
