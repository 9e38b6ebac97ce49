"""Print what saving after every action costs: ``python -m facetable.tools.save_time [--games 3]``.

For each game, random games (the contract's random legal moves) are saved after every action
by a ``Recorder`` into a temporary data folder, as the session does in the GUI thread; the time
of each ``record`` call (JSON, check, write, fsync, rename) is printed as p50 / p99 / max in
milliseconds, beside the time of ``state.apply`` alone, with the largest save in bytes.
Numbers only; the machine is noisy, so compare runs made side by side.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from facetable.games import GAMES
from facetable.saves import SaveStore, SeatRecord


def measure(game: str, games: int, folder: Path) -> dict:
    spec = GAMES[game]
    record_ms: list[float] = []
    apply_ms: list[float] = []
    largest = 0
    for seed in range(games):
        store = SaveStore(folder / f"{game}-{seed}")
        options = spec.make_options()
        seats = [SeatRecord(name=f"P{s}", human=s == 0, level=spec.levels[-1])
                 for s in range(options.players)]
        recorder = store.begin(game, options, seats, seed,
                               spec.table_options() if spec.table_options else None)
        state = spec.setup(options, seed)
        rng = random.Random(seed)
        while not state.is_over:
            seat = rng.choice(state.deciders())
            action = rng.choice(state.legal_actions(seat))
            started = time.perf_counter()
            state.apply(action, seat)
            applied = time.perf_counter()
            if not state.is_over:         # the last save also archives and counts: not typical
                recorder.record(state)
                record_ms.append((time.perf_counter() - applied) * 1000)
                largest = max(largest, store.current_path.stat().st_size)
            apply_ms.append((applied - started) * 1000)
    record_ms.sort()
    return {"game": game, "saves": len(record_ms),
            "record_ms_p50": round(statistics.median(record_ms), 2),
            "record_ms_p99": round(record_ms[int(len(record_ms) * 0.99)], 2),
            "record_ms_max": round(record_ms[-1], 2),
            "apply_ms_p50": round(statistics.median(apply_ms), 3),
            "largest_save_bytes": largest}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="random games per game (3)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as folder:
        rows = [measure(game, args.games, Path(folder)) for game in GAMES]
    if args.json:
        print(json.dumps(rows))
    else:
        for row in rows:
            print("  ".join(f"{k}={v}" for k, v in row.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
