"""The benchmark's command line and its statistics (never its timings: those are measured and
printed by ``python -m facetable.bench``, not asserted)."""
import json
import subprocess
import sys
import time

import pytest

from facetable import bench
from facetable.bench import percentile, slope
from facetable.games import GAMES
from fake_games import copy_of, registered


def test_help_runs():
    done = subprocess.run([sys.executable, "-m", "facetable.bench", "--help"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert "--quick" in done.stdout and "--json" in done.stdout


def test_percentile_by_nearest_rank():
    values = list(range(1, 101))
    assert percentile(values, 99) == 99
    assert percentile(values, 100) == 100
    assert percentile(values, 50) == 50
    assert percentile(list(range(1, 1001)), 99) == 990
    assert percentile([1, 2, 3, 4], 50) == 2
    assert percentile([7.0], 99) == 7.0
    assert percentile([5, 1, 4, 2, 3], 0) == 1                # order does not matter


def test_p99_sees_a_few_long_frames():
    gaps = [1.0] * 980 + [30.0] * 20              # 2 % long frames: p99 is one of them
    assert percentile(gaps, 99) == 30.0
    gaps = [1.0] * 995 + [30.0] * 5               # 0.5 %: p99 stays at the usual gap
    assert percentile(gaps, 99) == 1.0


def test_percentile_refuses_nonsense():
    with pytest.raises(ValueError):
        percentile([], 99)
    with pytest.raises(ValueError):
        percentile([1, 2], 101)


def test_slope_of_a_line_and_of_noise_around_it():
    assert slope([10, 12, 14, 16]) == pytest.approx(2.0)
    assert slope([5.0, 5.0, 5.0]) == pytest.approx(0.0)
    assert slope([3, 1], xs=[10, 11]) == pytest.approx(-2.0)
    rss = [80.0 + 0.05 * g + (0.01 if g % 2 else -0.01) for g in range(20)]
    assert slope(rss) == pytest.approx(0.05, abs=0.002)
    assert slope([1, 2, 4], xs=[0, 1, 3]) == pytest.approx(1.0)


def test_slope_needs_two_points():
    with pytest.raises(ValueError):
        slope([1.0])
    with pytest.raises(ValueError):
        slope([1.0, 2.0], xs=[3, 3])


# --- every game in GAMES is measured (issue 21) ------------------------------------------------
REQUIRED = ("{game}_frame_gap_ms_p99", "{game}_frame_gap_ms_max", "{game}_rss_growth_mb_per_game",
            "bot_{game}_hard_ms_p50", "bot_{game}_hard_ms_max", "{game}_games_per_s")


def test_the_key_list_covers_every_game():
    keys = bench.game_keys(list(GAMES))
    for game in GAMES:
        for key in REQUIRED:
            assert key.format(game=game) in keys


def _fake_probe(*args):
    """What the probes print, without a window: small made-up numbers."""
    kind, *rest = args
    if kind == "frames":
        games = [g for g in rest[2:] if g != "--diagnose"]
        gaps = {"p99": 3.0, "max": 9.0, "busy_p99": 1.0, "busy_max": 2.0, "gui_cpu_pct": 5.0,
                "decisions": 10}
        return {"idle": gaps, **{g: dict(gaps) for g in games}, "peak_rss_mb": 90.0}, ""
    if kind == "rss":
        return {"rss_mb": [80.0 + 0.01 * n for n in range(int(rest[1]))]}, ""
    return {"close_ms": 5.0, "closed_at": time.time()}, ""


def test_the_bench_prints_every_games_keys_and_the_overall_ones(monkeypatch, capsys):
    """``python -m facetable.bench --json`` over the games registered, a made-up seventh one
    included, with the measurements replaced (the real ones take many minutes)."""
    monkeypatch.setattr(bench, "engine_speed", lambda game, players, seconds: (12.0, 340.0))
    monkeypatch.setattr(bench, "bot_times", lambda game, bots, games: [1.0, 2.0, 30.0])
    monkeypatch.setattr(bench, "probe", _fake_probe)
    monkeypatch.setattr(bench, "coach_time", lambda game: {f"coach_{game}_s": 4.0})
    monkeypatch.setattr(bench, "startup", lambda runs: {"startup_ms": 1.0, "startup_bare_ms": 1.0,
                                                       "startup_ratio": 1.0,
                                                       "startup_cpu_ratio": 1.0,
                                                       "startup_ratio_process": 1.0})
    monkeypatch.setattr(bench, "startup_instructions",
                        lambda: {"startup_instructions_ratio": 1.9,
                                 "startup_floor_instructions_ratio": 1.5})
    monkeypatch.setattr(bench, "first_game", lambda runs: {"first_game_speedup": 3.0})
    with registered(copy_of(next(iter(GAMES.values())), "sevens")) as games:
        assert bench.main(["--json", "--quick"]) == 0
        printed = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert "sevens" in games and len(games) >= 6
    missing = [k for k in bench.game_keys(games) if k not in printed]
    assert not missing
    for key in ("frame_gap_ms_p99", "frame_gap_ms_max", "frame_gap_idle_ms_p99", "rss_mb",
                "bot_hard_ms_p50", "bot_hard_ms_max", "startup_ratio", "startup_ratio_process",
                "startup_instructions_ratio", "startup_floor_instructions_ratio",
                "first_game_speedup", "close_while_thinking_ms"):
        assert key in printed
    assert printed["sevens_rss_growth_mb_per_game"] == pytest.approx(0.01)
    assert printed["bot_sevens_hard_ms_p50"] == 2.0 and printed["bot_hard_ms_max"] == 30.0


def test_the_strongest_level_thinks_against_the_middle_one(monkeypatch):
    """Seat 0 is the game's strongest level, every other seat its middle level, at four
    players brought into the game's range."""
    seen = {}
    monkeypatch.setattr(bench, "engine_speed", lambda game, players, seconds: (1.0, 1.0))
    monkeypatch.setattr(bench, "bot_times",
                        lambda game, bots, games: seen.setdefault(game, bots) and [1.0])
    for game, spec in GAMES.items():
        out = bench.engine_and_bots(game, 0.01)
        low, high = spec.player_range
        assert seen[game] == [spec.levels[-1]] + [spec.levels[len(spec.levels) // 2]] * (
            min(max(4, low), high) - 1)
        assert set(out) == {f"{game}_games_per_s", f"{game}_steps_per_s",
                            f"bot_{game}_hard_ms_p50", f"bot_{game}_hard_ms_max"}



def test_the_first_game_is_timed_cold_and_warm_from_a_double_click():
    """One run of each: Play to the dialog and Start to the table, with and without the
    welcome screen's warm-up, each in a process of its own."""
    out = bench.first_game(1)
    assert set(out) == {f"first_game_{part}_{mode}_ms" for part in ("dialog", "table")
                        for mode in ("cold", "warm")} | {"first_game_speedup"}
    assert all(value > 0 for value in out.values())


def test_the_process_start_up_runs_the_command_installed_beside_python(monkeypatch, tmp_path):
    """``startup_ratio_process`` times the ``facetable`` command a player starts: the one the
    install put beside this Python; without one the key is left out, not faked."""
    python = tmp_path / "python3"
    python.write_text("")
    monkeypatch.setattr(bench.sys, "executable", str(python))
    assert bench.launcher() is None
    (tmp_path / "facetable").write_text("#!/bin/sh\n")
    assert bench.launcher() == tmp_path / "facetable"


def test_the_start_up_yardsticks_run_and_the_floor_writes_its_picture(tmp_path):
    """The bare window and the least table window (``startup_floor_ratio``) run as the bench
    runs them; the floor's picture is the whole 1280×800 window, its felt green inside."""
    from PySide6.QtGui import QImage

    from facetable.bench_probes import BARE_WINDOW, FLOOR_WINDOW
    env = bench.child_env()
    bare = subprocess.run([sys.executable, "-c", BARE_WINDOW], env=env, capture_output=True,
                          timeout=120)
    assert bare.returncode == 0, bare.stderr
    shot = tmp_path / "floor.png"
    floor = subprocess.run([sys.executable, "-c", FLOOR_WINDOW, str(shot)], env=env,
                           capture_output=True, timeout=120)
    assert floor.returncode == 0, floor.stderr
    image = QImage(str(shot))
    assert (image.width(), image.height()) == (1280, 800)
    felt = image.pixelColor(640, 400)
    assert felt.green() > felt.red() + 40 and felt.green() > felt.blue() + 20


def test_the_welcome_start_shows_the_welcome_screen_and_ends_at_once(tmp_path):
    """``startup_welcome_ratio``'s command starts the app as a double-click does, with its own
    data folder: it ends by itself once the welcome screen shows."""
    from facetable.bench_probes import WELCOME_START
    done = subprocess.run([sys.executable, "-c", WELCOME_START, str(tmp_path / "data")],
                          env=bench.child_env(), capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "welcome screen shown"


def test_a_callgrind_report_gives_its_instruction_count():
    report = ("==4242== Callgrind, a call-graph generating cache profiler\n"
              "==4242== Events    : Ir\n==4242== Collected : 1153152401\n==4242== \n"
              "==4242== I   refs:      1,153,152,401\n")
    assert bench.callgrind_total(report) == 1_153_152_401
    with pytest.raises(ValueError):
        bench.callgrind_total("==1== valgrind: no such tool\n")


def test_without_valgrind_the_instruction_ratios_are_left_out(monkeypatch):
    monkeypatch.setattr(bench.shutil, "which", lambda name: None)
    assert bench.startup_instructions() == {}


def test_the_instruction_ratios_and_the_part_above_the_floor(monkeypatch):
    """Each yardstick counted once under callgrind (after a run that caches its bytecode);
    ``startup_above_floor_instructions``: the demo less the least table window, in bare
    windows."""
    from facetable.bench_probes import FLOOR_WINDOW, WELCOME_START
    counts = {"bare": 100, "floor": 140, "module": 180, "welcome": 170}

    def which(command):
        for name, code in (("floor", FLOOR_WINDOW), ("welcome", WELCOME_START)):
            if code in command:
                return name
        return "module" if "facetable" in command else "bare"

    def run(command, **kwargs):
        if command[0] != "/usr/bin/valgrind":
            return subprocess.CompletedProcess(command, 0, "", "")
        refs = f"==1== I   refs:      {counts[which(command)]:,}\n"
        return subprocess.CompletedProcess(command, 0, "", refs)

    monkeypatch.setattr(bench.shutil, "which", lambda name: "/usr/bin/valgrind")
    monkeypatch.setattr(bench.subprocess, "run", run)
    assert bench.startup_instructions() == pytest.approx({
        "startup_instructions_ratio": 1.8, "startup_floor_instructions_ratio": 1.4,
        "startup_above_floor_instructions": 0.4, "startup_welcome_instructions_ratio": 1.7})
