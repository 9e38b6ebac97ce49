"""Random games per second of two source trees' engines, side by side in one run.

    python -m facetable.tools.engine_ab BEFORE AFTER [GAME ...] [--rounds 5] [--seconds 1.5]

BEFORE and AFTER are folders holding a ``facetable`` package (a clone, or a worktree of an
older commit: ``git worktree add /tmp/before <commit>``). Each measurement is a fresh process
playing the bench's random games (``facetable.bench``'s loop, at the bench's player count)
for ``--seconds`` of CPU time; the two trees take turns, the order swapped every round, and
the medians and their ratio AFTER / BEFORE are printed per game. CPU time, not wall time: on
a shared machine another process slows both trees' wall clocks unevenly, far less their CPU.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

#: One measurement, run in a fresh process with the tree first on the path. It plays the loop
#: ``facetable.bench.engine_speed`` plays (written out here: an old tree's bench may differ).
_CHILD = r"""
import json, os, random, sys, time
sys.path.insert(0, sys.argv[1])
from facetable.games import any_spec
game, seconds, players = sys.argv[2], float(sys.argv[3]), int(sys.argv[4])
spec = any_spec(game)
options = spec.make_options(players)
tree = os.path.join(os.path.realpath(sys.argv[1]), "")
for name, module in list(sys.modules.items()):   # an installed facetable must not stand in
    where = os.path.realpath(getattr(module, "__file__", None) or tree)
    if name.startswith("facetable") and not where.startswith(tree):
        sys.exit(f"imported {name} from {where}, not from {tree}")

def play(budget):
    rng, games = random.Random(1), 0
    start = time.process_time()
    while time.process_time() - start < budget:
        state = spec.setup(options, games)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        games += 1
    return games / (time.process_time() - start)

play(min(0.3, seconds))                     # warm-up: imports, caches
print(json.dumps(play(seconds)))
"""


def measure(tree: Path, game: str, seconds: float, players: int) -> float:
    """Random games per CPU second of ``game`` in ``tree``, in a process of its own."""
    done = subprocess.run([sys.executable, "-c", _CHILD, str(tree), game, str(seconds),
                           str(players)], capture_output=True, text=True, cwd=tree)
    if done.returncode != 0:
        raise RuntimeError(f"{tree}: {game} failed: {done.stderr.strip()[-1000:]}")
    return float(done.stdout.strip().splitlines()[-1])


def compare(before: Path, after: Path, games: list[str], rounds: int,
            seconds: float) -> dict[str, tuple[float, float]]:
    """Median games per second of each game in ``before`` and in ``after``, taking turns."""
    from facetable.bench import table_players

    got: dict[str, dict[Path, list[float]]] = {g: {before: [], after: []} for g in games}
    for r in range(rounds):
        order = (before, after) if r % 2 == 0 else (after, before)
        for game in games:
            for tree in order:
                got[game][tree].append(measure(tree, game, seconds, table_players(game)))
    return {g: (statistics.median(got[g][before]), statistics.median(got[g][after]))
            for g in games}


def main(argv: list[str] | None = None) -> int:
    from facetable.games import GAMES

    parser = argparse.ArgumentParser(prog="python -m facetable.tools.engine_ab",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    parser.add_argument("games", nargs="*", help="game ids (default: every game)")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    for tree in (args.before, args.after):
        if not (tree / "facetable" / "__init__.py").is_file():
            parser.error(f"{tree} holds no facetable package")
    games = args.games or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; the games: {', '.join(GAMES)}")
    if args.rounds < 1 or args.seconds <= 0:
        parser.error("--rounds must be 1 or more and --seconds more than 0")
    results = compare(args.before.resolve(), args.after.resolve(), games, args.rounds,
                      args.seconds)
    if args.json:
        print(json.dumps({g: {"before": b, "after": a, "ratio": a / b}
                          for g, (b, a) in results.items()}))
    else:
        for game, (b, a) in results.items():
            print(f"{game:10s} before {b:8.0f}  after {a:8.0f} games/s  after/before {a / b:5.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
