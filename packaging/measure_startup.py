#!/usr/bin/env python3
"""Start-up of the desktop build against the source tree, side by side.

    python packaging/measure_startup.py [--runs 15] [--app dist/facetable/facetable]

Times ``facetable --demo flip7 --steps 0 --screenshot out.png`` (start, window, picture, exit:
what ``python -m facetable.bench`` calls start-up) run from the frozen program and with this
Python from the source tree (``python -m facetable``, bytecode cached as an installed app has
it), alternately, after one warm-up of each; prints the medians of wall and CPU time and the
ratios frozen / source. Offscreen Qt, so no display is needed. Prints numbers, asserts nothing.
"""
from __future__ import annotations

import argparse
import json
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from facetable.bench import child_env  # noqa: E402


def timed(cmd: list[str], env: dict[str, str]) -> tuple[float, float]:
    """(wall ms, CPU ms of the process and its children) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120, cwd=ROOT)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
    return wall, cpu


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--app", type=Path, default=ROOT / "dist" / "facetable" / "facetable")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    if not args.app.is_file():
        sys.exit(f"{args.app} is missing: python packaging/build.py first")
    env = child_env()
    with tempfile.TemporaryDirectory() as folder:
        demo = ["--demo", "flip7", "--steps", "0", "--screenshot", str(Path(folder) / "out.png")]
        commands = {"frozen": [str(args.app), *demo],
                    "source": [sys.executable, "-m", "facetable", *demo]}
        for cmd in commands.values():
            timed(cmd, env)                                   # warm-up, not counted
        runs: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for i in range(args.runs):
            order = list(commands) if i % 2 == 0 else list(reversed(commands))
            for name in order:
                runs[name].append(timed(commands[name], env))
    result = {}
    for name, values in runs.items():
        result[f"{name}_ms"] = statistics.median(w for w, _ in values)
        result[f"{name}_cpu_ms"] = statistics.median(c for _, c in values)
    result["ratio"] = result["frozen_ms"] / result["source_ms"]
    result["cpu_ratio"] = result["frozen_cpu_ms"] / result["source_cpu_ms"]
    result["runs"] = args.runs
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key}: {value:.2f}" if isinstance(value, float) else f"{key}: {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
