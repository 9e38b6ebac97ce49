"""Ctrl+C at any moment ends the app quietly: status 130 (or 0 once the window closes itself),
no traceback, no "Fatal Python error", never a death by the signal, the game kept, and the bot
processes (which get the same Ctrl+C from the terminal) silent too (issue 26).

Each run is a real ``python -m facetable --resume`` of a bot-only game, Ctrl+C pressed as a
terminal does (SIGINT to the whole process group) by ``tests/ctrl_c_app.py``: at named moments
of the start-up, reached in the app's own code path, and at a few delays after the entry point
started. What is checked holds whenever the signal lands, so a slow machine changes nothing.
"""
from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from facetable.saves import Loaded, SaveStore

from test_kill import moves_in, new_game, settings

pytestmark = pytest.mark.skipif(os.name != "posix", reason="process groups and SIGINT are POSIX")

APP = Path(__file__).with_name("ctrl_c_app.py")
NOISE = ("Traceback", "Fatal Python error", "KeyboardInterrupt", "Segmentation fault",
         "Exception ignored")


def start(root: Path, moment: str) -> subprocess.Popen:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FACETABLE_TRACE_MOVES="1",
               XDG_CONFIG_HOME=str(root / "xdg-config"), XDG_DATA_HOME=str(root / "xdg-data"))
    return subprocess.Popen([sys.executable, str(APP), moment, "--data-dir", str(root),
                             "--resume"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, text=True, start_new_session=True)


def game(root: Path) -> SaveStore:
    settings(root)
    store = SaveStore(root)
    new_game(store, "coup", seed=4)
    return store


def ended(process: subprocess.Popen, store: SaveStore) -> tuple[int, list[str]]:
    """Wait for the app and every process holding its output (its bots); check what is
    true whenever Ctrl+C landed. Returns the status and the lines printed on stdout."""
    try:
        out, err = process.communicate(timeout=90)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        pytest.fail("Ctrl+C did not end the app")
    for word in NOISE:
        assert word not in err, err
    assert process.returncode in (0, 130), (process.returncode, err)   # never -SIGINT
    lines = out.splitlines()
    loaded = store.load_current()                        # the game is kept, every move shown
    assert isinstance(loaded, Loaded), loaded
    traced = moves_in([line for line in lines if line.startswith("{")])
    assert loaded.save.moves[:len(traced)] == traced
    assert list(store.root.glob("*.bad*")) == [] and not (store.root / "aside").exists()
    return process.returncode, lines


@pytest.mark.parametrize("moment, status", [
    ("import:PySide6.QtWidgets", 130),        # Qt's libraries loading
    ("import:facetable.app.settings", 130),   # Qt started, the settings about to be read
    ("import:facetable.app.main_window", 130),  # the window's modules
    ("import:facetable.app.shutdown", 130),   # the window shown, its handling not yet in place
    ("spawn", 0),                             # a bot process starting, the window running
])
def test_ctrl_c_at_a_moment_of_the_start_up(tmp_path, moment, status):
    store = game(tmp_path)
    code, lines = ended(start(tmp_path, moment), store)
    assert f"ctrl-c at {moment}" in lines, "the moment was never reached"
    assert code == status


def test_ctrl_c_after_the_loop_ended_while_the_settings_are_saved(tmp_path):
    store = game(tmp_path)
    process = start(tmp_path, "save-settings")
    deadline = time.monotonic() + 60
    line = ""
    while '"trace"' not in line and not line.startswith('{"seat'):
        assert select.select([process.stdout], [], [], deadline - time.monotonic())[0], \
            "the game never started"
        line = process.stdout.readline()
        assert line, process.stderr.read()
    process.send_signal(signal.SIGTERM)
    code, lines = ended(process, store)
    assert code in (0, 130) and any(line.startswith("ctrl-c at save-settings") for line in lines)


@pytest.mark.parametrize("delay", [0.0, 0.3, 0.8, 1.6])
def test_ctrl_c_at_any_moment_after_the_entry_point_started(tmp_path, delay):
    store = game(tmp_path)
    process = start(tmp_path, "none")
    assert process.stdout.readline() == "started\n"
    time.sleep(delay)            # a moment of the start-up, whichever it is on this machine
    os.killpg(process.pid, signal.SIGINT)
    ended(process, store)


def _sigint_held(pid: int) -> bool | None:
    """Whether SIGINT is blocked or ignored in process ``pid`` (None: it has gone)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return None
    masks = {key: value for key, value in
             (line.split(":\t") for line in status.splitlines() if line.startswith("Sig"))}
    masks = {key: int(masks[key], 16) for key in ("SigBlk", "SigIgn")}
    bit = 1 << (signal.SIGINT - 1)
    return bool((masks["SigBlk"] | masks["SigIgn"]) & bit)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_bot_processes_never_take_ctrl_c_from_their_first_moment(qtbot):
    """Sampled from just after the start until the process says it is ready: SIGINT is blocked
    (inherited) or ignored (``serve``) in the bot process at every sample, and never blocked in
    the app (which must still get it)."""
    from facetable.app.bot_runner import ProcessRunner
    runner = ProcessRunner()
    try:
        runner.warm()
        assert signal.SIGINT not in signal.pthread_sigmask(signal.SIG_BLOCK, [])
        workers = [runner._worker, runner._spare]
        samples = 0
        while not all(w.ready for w in workers):
            for worker in workers:
                held = _sigint_held(worker.process.pid)
                assert held is not False, "a bot process could take Ctrl+C"
                samples += held is not None
            qtbot.wait(5)
        assert samples > 0
    finally:
        runner.stop()
