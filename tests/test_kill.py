"""A real app process killed at random moments loses nothing that was shown; SIGTERM and Ctrl+C
close it cleanly (issue "Nothing lost").

The app runs offscreen at real speed (animations at normal speed, bots in their own process)
with FACETABLE_TRACE_MOVES=1: it prints every move once it is saved, as the table starts to
show it. Each run resumes the bot-only game with ``--resume`` and is killed with SIGKILL at a
random moment: in 3 runs of 10 within its first 2 s (start-up, the replay), otherwise up to
2.5 s after it showed its first move (a bot's think, an animation, a save), so most kills land
mid-game however slow the machine. The save must then replay and hold every move printed, at
most one more (saved, killed before printing), and nothing may be set aside. When a game ends
the next game in facetable.games starts.

``FACETABLE_KILLS`` sets the number of kills (default 50, over one chain per game run side by
side, each starting with its own game: most of a kill's time is the app starting and the wait
for the random moment, which chains side by side share).
The figures are printed (``pytest -s``).
"""
from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from facetable.games import GAMES
from facetable.saves import Loaded, Problem, SaveStore, SeatRecord
from facetable.saves.store import load_save, read_save

pytestmark = pytest.mark.skipif(os.name != "posix", reason="SIGKILL/SIGTERM are POSIX")

KILLS = int(os.environ.get("FACETABLE_KILLS", "50"))
CHAINS = len(GAMES)
#: Share of kills aimed at start-up (within START_UP s of the start); the others land within
#: MID_GAME s after the first move shown.
AT_START_UP, START_UP, MID_GAME = 0.3, 2.0, 2.5


def settings(root: Path) -> None:
    """Real speed: animations at normal speed; no pause between bot moves (more moves per
    second, so more kills land mid-game)."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "settings.json").write_text(json.dumps({"animation_speed": 1.0, "bot_pause_ms": 0}),
                                        encoding="utf-8")


def new_game(store: SaveStore, game: str, seed: int, humans: int = 0) -> None:
    """A fresh game in the data folder, as the new-game dialog would leave it."""
    spec = GAMES[game]
    options = spec.make_options()
    level = spec.levels[0]
    seats = [SeatRecord(name=f"P{s}", human=s < humans, level=level)
             for s in range(options.players)]
    recorder = store.begin(game, options, seats, seed,
                           spec.table_options() if spec.table_options else None)
    recorder.record(spec.setup(options, seed))


def start(root: Path, *more: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FACETABLE_TRACE_MOVES="1",
               XDG_CONFIG_HOME=str(root / "xdg-config"), XDG_DATA_HOME=str(root / "xdg-data"))
    return subprocess.Popen([sys.executable, "-m", "facetable", "--data-dir", str(root), *more],
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=env,
                            text=True, start_new_session=True)


def moves_in(lines: list[str]) -> list[dict]:
    return [m for m in map(json.loads, lines) if "trace" not in m]


def children(pid: int) -> list[int]:
    """The process's children (Linux /proc; empty elsewhere)."""
    try:
        return [int(c) for c in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    try:       # a zombie waiting for its (dead) parent to be reaped counts as gone
        return Path(f"/proc/{pid}/stat").read_text().split(")")[-1].split()[0] == "Z"
    except OSError:
        return True


def saved_moves(store: SaveStore, game_id: str) -> list[dict]:
    """The moves saved for a game: in current.json, or in the archive once it ended."""
    if store.current_path.exists() and read_save(store.current_path).id == game_id:
        return load_save(store.current_path).save.moves
    [archived] = [p for p in store.archived() if p.name.endswith(f"-{game_id}.json")]
    return load_save(archived).save.moves


class Chain:
    """Kill-and-resume runs in one data folder, one game after another."""

    def __init__(self, root: Path, first: int, seed: int) -> None:
        self.root = root
        settings(root)
        self.store = SaveStore(root)
        self.rng = random.Random(seed)
        self.games = list(GAMES)
        self.next_game = first
        self.figures = {"kills": 0, "in_start_up": 0, "saved_ahead": 0, "shown": 0,
                        "games_finished": 0, "orphans": 0, "games": []}
        self.failure: str | None = None

    def run(self, kills: int) -> None:
        try:
            for _ in range(kills):
                self.once()
        except BaseException as error:  # noqa: BLE001 - reported by the test's thread
            self.failure = f"{type(error).__name__}: {error}"

    def once(self) -> None:
        found = self.store.load_current()            # also finishes a game saved as over
        assert not isinstance(found, Problem), found.message()
        if found is None:
            game = self.games[self.next_game % len(self.games)]
            self.next_game += 1
            new_game(self.store, game, seed=self.rng.randrange(1 << 20))
            found = self.store.load_current()
            self.figures["games"].append(game)
        assert isinstance(found, Loaded)
        game_id, before = found.save.id, list(found.save.moves)

        process = start(self.root, "--resume")
        lines: list[str] = []
        if self.rng.random() >= AT_START_UP:
            lines = read_until(process, lambda lines: moves_in(lines) != [])
            time.sleep(self.rng.uniform(0, MID_GAME))    # the random moment of the kill
        else:
            time.sleep(self.rng.uniform(0, START_UP))
        kids = children(process.pid)
        process.kill()
        process.wait(timeout=30)
        shown = moves_in(lines + process.stdout.read().splitlines())
        process.stdout.close()

        saved = saved_moves(self.store, game_id)
        expected = before + shown
        assert saved[:len(expected)] == expected, (len(saved), len(expected))
        assert len(saved) - len(expected) in (0, 1), (len(saved), len(expected))
        assert not self.store.aside_dir.exists(), list(self.store.aside_dir.iterdir())
        f = self.figures
        f["kills"] += 1
        f["shown"] += len(shown)
        f["in_start_up"] += not shown
        f["saved_ahead"] += len(saved) - len(expected)
        if not self.store.current_path.exists() or read_save(self.store.current_path).over:
            f["games_finished"] += 1
        deadline = time.monotonic() + 20             # bot processes leave when the app dies
        while kids and time.monotonic() < deadline and not all(map(gone, kids)):
            time.sleep(0.05)
        f["orphans"] += sum(not gone(k) for k in kids)


def test_kill_9_at_random_moments_loses_nothing_that_was_shown(tmp_path):
    chains = [Chain(tmp_path / f"chain{n}", first=n, seed=n) for n in range(CHAINS)]
    per_chain = [KILLS // CHAINS + (n < KILLS % CHAINS) for n in range(CHAINS)]
    threads = [threading.Thread(target=c.run, args=(k,)) for c, k in zip(chains, per_chain)]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert [c.failure for c in chains] == [None] * CHAINS
    total = {k: sum(c.figures[k] for c in chains) for k in chains[0].figures if k != "games"}
    total["games"] = [g for c in chains for g in c.figures["games"]]
    total["seconds"] = round(time.monotonic() - started, 1)
    print(f"\nkill -9 figures: {json.dumps(total)}")
    assert total["kills"] == KILLS and total["shown"] >= KILLS // 2
    assert total["orphans"] == 0


def read_until(process: subprocess.Popen, done, timeout: float = 60.0) -> list[str]:
    """Lines of the process's stdout until ``done(lines)`` or the timeout (then it fails)."""
    lines: list[str] = []
    deadline = time.monotonic() + timeout
    while not done(lines):
        left = deadline - time.monotonic()
        assert left > 0, f"timed out; got {lines}"
        ready, _, _ = select.select([process.stdout], [], [], left)
        if ready:
            line = process.stdout.readline()
            assert line, f"the app ended early (status {process.poll()}); got {lines}"
            lines.append(line.rstrip("\n"))
    return lines


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_sigterm_and_ctrl_c_close_cleanly_and_keep_the_game(tmp_path, sig):
    settings(tmp_path)
    store = SaveStore(tmp_path)
    new_game(store, "coup", seed=4)
    (tmp_path / "settings.json").unlink()              # written again at the clean exit
    process = start(tmp_path, "--resume")
    lines = read_until(process, lambda lines: len(moves_in(lines)) >= 3)
    process.send_signal(sig)
    assert process.wait(timeout=20) == 0
    lines += process.stdout.read().splitlines()
    process.stdout.close()
    shown = moves_in(lines)
    loaded = store.load_current()
    assert isinstance(loaded, Loaded) and loaded.save.moves == shown   # all saved, none more
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))["language"]


def test_sigterm_while_the_start_asks_to_continue(tmp_path):
    settings(tmp_path)
    store = SaveStore(tmp_path)
    new_game(store, "crack", seed=2, humans=1)
    before = store.current_path.read_bytes()
    process = start(tmp_path)
    read_until(process, lambda lines: '{"trace": "asking to continue"}' in lines)
    process.send_signal(signal.SIGTERM)
    assert process.wait(timeout=20) == 0
    process.stdout.close()
    assert store.current_path.read_bytes() == before       # still there to continue
    assert store.archived() == []
