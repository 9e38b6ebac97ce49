"""Benchmarks: ``python -m facetable.bench [--json] [--quick] [--diagnose]`` prints measured numbers.

Not a test: it measures and prints, so speed is a number someone looked at, never a timed
assertion. The engine and bot numbers are measured in this process; everything with a window
runs in child processes under Qt's offscreen platform (``facetable/bench_probes.py``), so their
start-up time and memory are their own. The machine may be shared: the start-up ratio compares
runs made alternately in the same bench run. The keys are listed in README.md ("More").

``--diagnose`` also samples the GUI thread's Python stack during the games and prints, on
stderr, which callbacks were running during the frame gaps over 20 ms.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Sequence

from facetable.games import GAMES, any_spec


# --- statistics ---------------------------------------------------------------------------------
def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile by nearest rank: the smallest value with at least q % of the
    values at or below it (p99 of 1..100 is 99, p50 of 1..4 is 2). ValueError when empty."""
    if not values:
        raise ValueError("percentile of no values")
    if not 0 <= q <= 100:
        raise ValueError(f"q must be from 0 to 100, not {q}")
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return ordered[rank - 1]


def slope(ys: Sequence[float], xs: Sequence[float] | None = None) -> float:
    """The least-squares slope of ``ys`` against ``xs`` (default 0, 1, 2, …): growth per step."""
    if xs is None:
        xs = range(len(ys))
    xs = list(xs)
    if len(xs) != len(ys) or len(xs) < 2:
        raise ValueError("slope needs two or more (x, y) pairs")
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        raise ValueError("slope needs two different x values")
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx


# --- engine and bots (this process) -------------------------------------------------------------
def engine_speed(game: str, players: int, seconds: float) -> tuple[float, float]:
    """Complete random games per second and engine steps per second, on one core."""
    spec = any_spec(game)
    options = spec.make_options(players)
    rng = random.Random(1)
    games = steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spec.setup(options, games)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
            steps += 1
        games += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, steps / elapsed


def bot_times(game: str, bots: list[str], games: int) -> list[float]:
    """Milliseconds per decision of the first seat's bot over whole games."""
    spec = any_spec(game)
    options = spec.make_options(len(bots))
    players = [spec.make_bot(name) for name in bots]
    times: list[float] = []
    for g in range(games):
        state = spec.setup(options, 1000 + g)
        rng = random.Random(g)
        while not state.is_over:
            seat = state.deciders()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            start = time.perf_counter()
            action = players[seat].choose(view, legal, rng)
            if seat == 0:
                times.append((time.perf_counter() - start) * 1000)
            state.apply(action, seat)
    return times


#: Players at every measured table (brought into each game's range).
PLAYERS = 4

#: The keys measured for each game: ``key.format(game=...)``. "hard" is the game's strongest
#: offered level (the last of ``GameSpec.levels``).
GAME_KEYS = ("{game}_games_per_s", "{game}_steps_per_s", "bot_{game}_hard_ms_p50",
             "bot_{game}_hard_ms_max", "{game}_frame_gap_ms_p99", "{game}_frame_gap_ms_max",
             "{game}_rss_growth_mb_per_game", "coach_{game}_s")


def game_keys(games: Sequence[str]) -> list[str]:
    """Every per-game key the bench prints for ``games``."""
    return [key.format(game=game) for game in games for key in GAME_KEYS]


def table_players(game: str) -> int:
    """How many players the bench seats at ``game``: ``PLAYERS``, within the game's range."""
    low, high = any_spec(game).player_range
    return min(max(PLAYERS, low), high)


def engine_and_bots(game: str, scale: float) -> dict[str, float]:
    """Random games (and steps) per second through the engine, and the think times of the
    game's strongest level against the middle level in every other seat."""
    spec = any_spec(game)
    players = table_players(game)
    games_s, steps_s = engine_speed(game, players, 3 * scale)
    strongest, middle = spec.levels[-1], spec.levels[len(spec.levels) // 2]
    times = bot_times(game, [strongest] + [middle] * (players - 1), int(20 * scale) or 1)
    return {f"{game}_games_per_s": games_s, f"{game}_steps_per_s": steps_s,
            f"bot_{game}_hard_ms_p50": statistics.median(times),
            f"bot_{game}_hard_ms_max": max(times)}


def reference_ratio(game: str, seconds: float, runs: int = 3) -> dict[str, float]:
    """``<name>_engine_ratio``: random games per second of the game's reference engine
    (``GameSpec.reference_engine``) over ours, run alternately in this process (medians of
    ``runs`` each); nothing when the game names none or it is not installed."""
    from facetable.games.spec import load

    spec = any_spec(game)
    if spec.reference_engine is None:
        return {}
    name, path = spec.reference_engine
    theirs, ours = [], []
    try:
        reference = load(path)
        for _ in range(runs):
            theirs.append(reference(seconds))
            ours.append(engine_speed(game, table_players(game), seconds)[0])
    except ImportError:
        return {}
    return {f"{name}_engine_ratio": statistics.median(theirs) / statistics.median(ours)}


def coach_time(game: str) -> dict[str, float]:
    """Seconds the coach takes over a typical game: seat 0's decisions in a game the middle
    level plays at every seat, with the command line's budget and two worker processes."""
    from facetable.coach.__main__ import BUDGET_S
    from facetable.coach.review import review
    from facetable.coach.sample import bot_game

    spec = any_spec(game)
    start, moves = bot_game(spec, table_players(game), seed=1)
    began = time.perf_counter()
    review(spec, start, moves, [0], jobs=2, budget_s=BUDGET_S)
    return {f"coach_{game}_s": time.perf_counter() - began}


def overall(results: dict[str, float], games: Sequence[str]) -> dict[str, float]:
    """The keys over every game: the slowest game's hard think times."""
    p50 = [results[f"bot_{g}_hard_ms_p50"] for g in games if f"bot_{g}_hard_ms_p50" in results]
    worst = [results[f"bot_{g}_hard_ms_max"] for g in games if f"bot_{g}_hard_ms_max" in results]
    return ({"bot_hard_ms_p50": max(p50)} if p50 else {}) | (
        {"bot_hard_ms_max": max(worst)} if worst else {})


# --- child processes ----------------------------------------------------------------------------
def child_env() -> dict[str, str]:
    """Offscreen Qt, and compiled bytecode kept in a cache folder of its own (never in the source
    tree), so that start-up is measured as an installed app has it even where the environment
    says not to write bytecode."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PYTHONPYCACHEPREFIX=str(Path(tempfile.gettempdir()) / "facetable-bench-pycache"))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def probe(*args: str, timeout_s: float = 900.0) -> tuple[dict, str]:
    """Run ``python -m facetable.bench --probe ARGS``; its JSON line and its stderr."""
    done = subprocess.run([sys.executable, "-m", "facetable.bench", "--probe", *args],
                          capture_output=True, text=True, env=child_env(), timeout=timeout_s)
    if done.returncode != 0:
        raise RuntimeError(f"probe {args[0]} failed ({done.returncode}): "
                           f"{done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1]), done.stderr


def launcher() -> Path | None:
    """The ``facetable`` command a player starts, as installed beside this Python (a venv's
    ``bin/`` or ``Scripts\\``), or None when the package was not installed with it."""
    folder = Path(sys.executable).parent
    for name in ("facetable", "facetable.exe"):
        if (folder / name).is_file():
            return folder / name
    return None


def startup_commands(folder: str) -> dict[str, list[str]]:
    """The start-up yardsticks and the demo, each writing into ``folder``: the bare window
    (``bench_probes.BARE_WINDOW``), the least table window (``FLOOR_WINDOW``),
    ``python -m facetable --demo <first game> --steps 0 --screenshot out.png`` ("module") and
    the app up to its welcome screen, as a double-click starts it (``WELCOME_START``)."""
    from facetable.bench_probes import BARE_WINDOW, FLOOR_WINDOW, WELCOME_START
    return {"bare": [sys.executable, "-c", BARE_WINDOW],
            "floor": [sys.executable, "-c", FLOOR_WINDOW, str(Path(folder) / "floor.png")],
            "module": [sys.executable, "-m", "facetable", *demo_shot(folder)],
            "welcome": [sys.executable, "-c", WELCOME_START, str(Path(folder) / "welcome")]}


def demo_shot(folder: str) -> list[str]:
    """The demo's arguments: the first game, no decision played, its picture in ``folder``."""
    return ["--demo", next(iter(GAMES)), "--steps", "0",
            "--screenshot", str(Path(folder) / "out.png")]


def startup(runs: int) -> dict[str, float]:
    """Wall time, from process start to process end, of a bare PySide6 window that shows itself
    and exits, of ``python -m facetable --demo <first game> --steps 0 --screenshot out.png``
    and of the same demo started by the installed ``facetable`` command with ``--seed 1``,
    run alternately (one warm-up each first, not counted); medians and their ratios to the
    bare window (``startup_ratio``, ``startup_ratio_process``). Also the ratio of CPU times
    (user + system), which another busy process on the machine disturbs less, and the same
    alternation's least table window (``bench_probes.FLOOR_WINDOW``) against the bare one
    (``startup_floor_ratio``): what any PySide6 card table pays before code of its own, and
    the demo's part above it, in bare windows (``startup_above_floor``); and
    the app started up to its welcome screen, as a double-click starts it
    (``startup_welcome_ratio``, ``bench_probes.WELCOME_START``)."""
    import resource

    env = child_env()
    command = launcher()
    with tempfile.TemporaryDirectory() as folder:
        commands = startup_commands(folder)
        if command is not None:
            commands["process"] = [str(command), *demo_shot(folder), "--seed", "1"]

        def run(cmd: list[str]) -> tuple[float, float]:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            start = time.perf_counter()
            subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
            wall = (time.perf_counter() - start) * 1000
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
            return wall, cpu
        for cmd in commands.values():
            run(cmd)
        times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
        for _ in range(runs):
            for name, cmd in commands.items():
                times[name].append(run(cmd))
    wall = {name: statistics.median(w for w, _ in got) for name, got in times.items()}
    cpu = {name: statistics.median(c for _, c in got) for name, got in times.items()}
    out = {"startup_ms": wall["module"], "startup_bare_ms": wall["bare"],
           "startup_ratio": wall["module"] / wall["bare"],
           "startup_cpu_ratio": cpu["module"] / cpu["bare"],
           "startup_floor_ms": wall["floor"], "startup_floor_ratio": wall["floor"] / wall["bare"],
           "startup_above_floor": (wall["module"] - wall["floor"]) / wall["bare"],
           "startup_welcome_ms": wall["welcome"],
           "startup_welcome_ratio": wall["welcome"] / wall["bare"]}
    if "process" in wall:
        out |= {"startup_process_ms": wall["process"],
                "startup_ratio_process": wall["process"] / wall["bare"]}
    return out


def startup_instructions() -> dict[str, float]:
    """The start-up ratios counted in instructions, which other processes on the machine do not
    move (a wall-time ratio here swings by ±0.15 from run to run): the demo's and the least
    table window's against the bare window, each run once under valgrind's callgrind after a
    run that leaves its bytecode cached. Empty where valgrind is not installed."""
    valgrind = shutil.which("valgrind")
    if valgrind is None:
        return {}
    env = child_env()
    with tempfile.TemporaryDirectory() as folder:
        counts = {}
        for name, cmd in startup_commands(folder).items():
            subprocess.run(cmd, env=env, check=True, capture_output=True, timeout=120)
            done = subprocess.run([valgrind, "--tool=callgrind", "--callgrind-out-file=/dev/null",
                                   *cmd], env=env, check=True, capture_output=True, text=True,
                                  timeout=600)
            counts[name] = callgrind_total(done.stderr)
    return {"startup_instructions_ratio": counts["module"] / counts["bare"],
            "startup_floor_instructions_ratio": counts["floor"] / counts["bare"],
            "startup_above_floor_instructions": (counts["module"] - counts["floor"])
            / counts["bare"],
            "startup_welcome_instructions_ratio": counts["welcome"] / counts["bare"]}


def first_game(runs: int) -> dict[str, float]:
    """Play on the welcome screen, as a player meets it after a double-click: from Play to the
    New game dialog's first frame (``first_game_dialog_*``) and from its Start to the table's
    (``first_game_table_*``), at once after the first frame ("cold") and once the welcome
    screen's warm-up is over ("warm"), run alternately (``bench_probes.FIRST_GAME``, medians);
    ``first_game_speedup``: cold over warm, dialog and table together. Each run has a data
    folder of its own holding the card pictures a first run drew, as a returning player's
    has."""
    from facetable.bench_probes import FIRST_GAME
    env = child_env()
    times: dict[str, list[dict]] = {"cold": [], "warm": []}
    with tempfile.TemporaryDirectory() as root:
        pictures = Path(root) / "first"

        def run(mode: str, folder: Path) -> dict:
            done = subprocess.run([sys.executable, "-c", FIRST_GAME, str(folder), mode],
                                  env=env, check=True, capture_output=True, text=True,
                                  timeout=120)
            return json.loads(done.stdout.strip().splitlines()[-1])
        run("warm", pictures)                       # draws the pictures, leaves bytecode
        for index in range(runs):
            for mode in times:
                folder = Path(root) / f"{mode}{index}"
                shutil.copytree(pictures / "cache", folder / "cache")
                times[mode].append(run(mode, folder))
    out: dict[str, float] = {}
    for mode, got in times.items():
        for part in ("dialog", "table"):
            out[f"first_game_{part}_{mode}_ms"] = statistics.median(t[f"{part}_ms"] for t in got)
    total = {mode: out[f"first_game_dialog_{mode}_ms"] + out[f"first_game_table_{mode}_ms"]
             for mode in times}
    out["first_game_speedup"] = total["cold"] / total["warm"]
    return out


def callgrind_total(report: str) -> int:
    """The instructions a callgrind run counted, from what it printed ("==12== I   refs:
    1,234,567"); ValueError when it printed none."""
    for line in report.splitlines():
        if "refs:" in line:
            return int(line.split("refs:")[1].strip().replace(",", ""))
    raise ValueError("callgrind printed no instruction count")


def frame_gaps(games: Sequence[str], seconds: float, idle_seconds: float,
               diagnose: bool) -> dict[str, float]:
    """Frame gaps (see ``bench_probes.probe_frames``) under per-game keys, the plain keys as
    the worst of the games, the idle baseline, and the GUI process's memory."""
    args = ["frames", str(seconds), str(idle_seconds), *games] + (
        ["--diagnose"] if diagnose else [])
    data, _ = probe(*args)
    out: dict[str, float] = {
        "frame_gap_idle_ms_p99": data["idle"]["p99"],
        "frame_gap_idle_ms_max": data["idle"]["max"],
        "frame_busy_idle_ms_max": data["idle"]["busy_max"],
        "gui_cpu_idle_pct": data["idle"]["gui_cpu_pct"],
    }
    for game in games:
        out[f"{game}_frame_gap_ms_p99"] = data[game]["p99"]
        out[f"{game}_frame_gap_ms_max"] = data[game]["max"]
        out[f"{game}_frame_busy_ms_p99"] = data[game]["busy_p99"]
        out[f"{game}_frame_busy_ms_max"] = data[game]["busy_max"]
        out[f"{game}_gui_cpu_pct"] = data[game]["gui_cpu_pct"]
        out[f"{game}_frame_gap_decisions"] = data[game]["decisions"]
    out["frame_gap_ms_p99"] = max(data[g]["p99"] for g in games)
    out["frame_gap_ms_max"] = max(data[g]["max"] for g in games)
    out["rss_mb"] = data["peak_rss_mb"]
    if diagnose:
        for game in games:
            d, slow = data[game], data[game]["slow"]
            print(f"\n{game}: {d['over_20ms']} gaps over 20 ms and {d['over_50ms']} over 50 ms in "
                  f"{d['seconds']} s ({d['decisions']} decisions). GUI-thread samples "
                  f"({slow['sample_ms']:.0f} ms each) inside those gaps and those with over "
                  "10 ms of GUI-thread CPU, as 'callback > innermost frame of ours':",
                  file=sys.stderr)
            for where, count in slow["totals"]:
                print(f"  {count:5}  {where}", file=sys.stderr)
            print("  the longest gaps (wall ms / GUI-thread CPU ms): "
                  + ", ".join(f"{g}/{b}" for g, b in d["longest"]), file=sys.stderr)
            print("  the busiest gaps (wall ms / GUI-thread CPU ms): "
                  + ", ".join(f"{g}/{b}" for g, b in d["busiest"]), file=sys.stderr)
            print("  the busiest of those gaps, sampled (wall ms / GUI-thread CPU ms):",
                  file=sys.stderr)
            for ms, busy, names in slow["worst"]:
                print(f"  {ms:6.1f}/{busy:4.1f}: " + "; ".join(f"{n} ({c})" for n, c in names),
                      file=sys.stderr)
    return out


def rss_growth(game: str, games: int, warmup: int) -> dict[str, float]:
    """MB of resident memory the GUI process gains per game, after ``warmup`` games."""
    data, _ = probe("rss", game, str(warmup + games))
    if "error" in data:
        raise RuntimeError(f"rss probe for {game}: {data['error']}")
    return {f"{game}_rss_growth_mb_per_game": slope(data["rss_mb"][warmup:])}


def close_while_thinking() -> dict[str, float]:
    """ms that ``window.close()`` takes with a bot mid-think, ms from there to the end of the
    process, and how many "QThread: Destroyed" lines the process printed (0 expected)."""
    with tempfile.TemporaryDirectory() as folder:
        data, err = probe("close", str(Path(folder) / "thinking"))
        ended = time.time()
    if "error" in data:
        raise RuntimeError(f"close probe: {data['error']}")
    return {"close_while_thinking_ms": data["close_ms"],
            "close_exit_ms": (ended - data["closed_at"]) * 1000,
            "close_qthread_warnings": err.count("QThread: Destroyed")}


# --- the command --------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m facetable.bench",
        description="Measure engine speed, bot think times, start-up, frame gaps, memory growth "
                    "per game and closing while a bot thinks; print the numbers.")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true",
                        help="shorter runs, rougher numbers (about two minutes)")
    parser.add_argument("--diagnose", action="store_true",
                        help="also print which GUI callbacks ran during long frame gaps")
    parser.add_argument("--probe", nargs=argparse.REMAINDER, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.probe:
        from facetable.bench_probes import main as probe_main
        return probe_main(args.probe)
    quick = args.quick
    scale = 0.25 if quick else 1.0
    results: dict[str, float] = {}

    def step(name: str, fn) -> None:
        start = time.perf_counter()
        try:
            results.update(fn())
        except Exception as error:  # noqa: BLE001 - one failed part must not lose the others
            print(f"bench: {name} failed: {error}", file=sys.stderr)
        print(f"bench: {name} took {time.perf_counter() - start:.0f} s", file=sys.stderr)

    games = list(GAMES)
    for game in games:
        step(f"engine and bots ({game})", lambda g=game: engine_and_bots(g, scale))
        step(f"reference engine ({game})", lambda g=game: reference_ratio(g, 2 * scale))
    results.update(overall(results, games))
    step("start-up", lambda: startup(5 if quick else 7))
    step("start-up in instructions", startup_instructions)
    step("first game", lambda: first_game(3 if quick else 7))
    step("frame gaps", lambda: frame_gaps(games, 12 if quick else 60, 3 if quick else 10,
                                          args.diagnose))
    for game in games:
        step(f"memory per game ({game})",
             lambda g=game: rss_growth(g, 4 if quick else 20, 2 if quick else 4))
    for game in games:
        step(f"coach ({game})", lambda g=game: coach_time(g))
    step("close while thinking", close_while_thinking)
    results = {k: round(v, 4 if "per_game" in k else 2) for k, v in results.items()}
    if args.json:
        print(json.dumps(results))
    else:
        for key, value in results.items():
            print(f"{key:32} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
