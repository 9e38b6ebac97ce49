"""Speed of Coup for the benchmark: ``python -m facetable.bots.coup.timing [--quick] [--json]``.

Prints ``coup_games_per_s`` (complete games of random play per second at 5 players, on one
core) and ``bot_coup_hard_ms_p50`` / ``bot_coup_hard_ms_max`` (the hard bot's decision times
over whole 5-player games against four normal bots). ``facetable/bench.py`` can call
``measure``; it needs no entry in the games registry. Numbers, not assertions: the machine is
noisy.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from facetable.engine.coup import Options, setup

from . import BOTS


def games_per_s(players: int = 5, seconds: float = 3.0) -> float:
    """Complete games of random play per second (every seat picks a legal action at random)."""
    options = Options(players=players)
    rng = random.Random(1)
    games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = setup(options, games)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        games += 1
    return games / (time.perf_counter() - start)


def decision_ms(games: int = 20, players: int = 5, timed: str = "hard",
                others: str = "normal") -> list[float]:
    """Milliseconds per decision of ``timed`` (one seat, rotating) over whole games against
    ``others``; the bot is built afresh for every decision, as the app does."""
    times: list[float] = []
    options = Options(players=players)
    for g in range(games):
        state = setup(options, 1000 + g)
        seat_of_timed = g % players
        rng = random.Random(g)
        other = BOTS[others]()
        while not state.is_over:
            seat = state.deciders()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            if seat == seat_of_timed:
                start = time.perf_counter()
                action = BOTS[timed]().choose(view, legal, rng)
                times.append((time.perf_counter() - start) * 1000)
            else:
                action = other.choose(view, legal, rng)
            state.apply(action, seat)
    return times


def measure(quick: bool = False) -> dict[str, float]:
    scale = 0.25 if quick else 1.0
    times = decision_ms(max(1, int(40 * scale)))
    return {"coup_games_per_s": round(games_per_s(5, 5 * scale), 2),
            "bot_coup_hard_ms_p50": round(statistics.median(times), 3),
            "bot_coup_hard_ms_max": round(max(times), 2)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m facetable.bots.coup.timing")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="shorter runs, rougher numbers")
    args = parser.parse_args(argv)
    results = measure(args.quick)
    if args.json:
        print(json.dumps(results))
    else:
        for key, value in results.items():
            print(f"{key:24} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
