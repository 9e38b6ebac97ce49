"""Face Guess arena numbers with the split the plain arena does not show: for each bot, its win
rate counting shared wins (the arena's number, same games and seeds), the share it won alone, the
share of games that ended in a shared first place, and the think time of one bot.

    python -m facetable.tools.faceguess_wins --bots hard,random,random,random \\
        [--games 2000] [--seed 1] [--option fooled_bonus=true] [--time hard]

Game ``i`` is the arena's game ``i`` (``facetable.arena``: seats rotate, seeds derive from
``--seed``), so the win rates equal the arena's. One process.
"""
from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import Counter

from facetable.arena import _seed, make_options, wilson
from facetable.games import any_spec

GAME = "faceguess"


def play(options, seat_bots: list[str], seed: int, timed: str | None,
         times: list[float]) -> tuple[int, ...]:
    spec = any_spec(GAME)
    state = spec.setup(options, _seed("game", seed))
    bots = [spec.make_bot(name) for name in seat_bots]
    rngs = [random.Random(_seed("bot", seed, seat)) for seat in range(len(bots))]
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        begin = time.perf_counter()
        action = bots[seat].choose(view, legal, rngs[seat])
        if seat_bots[seat] == timed:
            times.append(time.perf_counter() - begin)
        if action not in legal:
            raise RuntimeError(f"{seat_bots[seat]} played an illegal {action}")
        state.apply(action, seat)
    return state.outcome().winners


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--bots", required=True)
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[])
    parser.add_argument("--time", default=None, help="a bot name whose decisions are timed")
    args = parser.parse_args(argv)
    names = [b.strip() for b in args.bots.split(",")]
    n = len(names)
    options = make_options(GAME, n, dict(o.split("=", 1) for o in args.option))
    wins, alone = Counter(), Counter()
    shared = 0
    times: list[float] = []
    for i in range(args.games):
        seat_bots = [names[(i + j) % n] for j in range(n)]
        winners = play(options, seat_bots, _seed("match", args.seed, i), args.time, times)
        won = {seat_bots[s] for s in winners}
        wins.update(won)
        if len(winners) == 1:
            alone.update(won)
        else:
            shared += 1
    g = args.games
    print(f"{GAME}, {n} players, {g} games, seed {args.seed}, options {args.option or 'default'}")
    for name in dict.fromkeys(names):
        lo, hi = wilson(wins[name], g)
        print(f"  {name:<8} seats {names.count(name)}  win rate {wins[name] / g:6.1%} "
              f"[{lo:6.1%}, {hi:6.1%}]  alone {alone[name] / g:6.1%}")
    print(f"  shared first places: {shared / g:.1%} of games")
    if times:
        ms = sorted(t * 1000 for t in times)
        print(f"  {args.time} think time: p50 {statistics.median(ms):.2f} ms, "
              f"p99 {ms[int(len(ms) * 0.99)]:.2f} ms, max {ms[-1]:.2f} ms "
              f"({len(ms)} decisions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
