"""The app started as a double-click starts it, in a process of its own (the source tree's or
the desktop build's), until the welcome screen has readied the first game."""
import json
import os
import signal
import subprocess
from pathlib import Path

NOISE = ("Traceback", "failed", "stopped", "Error", "Fatal", "Segmentation fault")


def warmed_up(command: list[str], root: Path, env: dict[str, str], cwd: Path) -> list[str]:
    """Start the app as a double-click does (``command``, ``env`` and ``cwd``, with ``root`` as
    its data folder), read its trace until the welcome screen's warm-up is over, close it as the system
    would (SIGTERM), and return the steps the warm-up ran. Nothing may be said on stderr, and
    the app must end cleanly."""
    env = dict(env, FACETABLE_TRACE_MOVES="1")
    process = subprocess.Popen([*command, "--data-dir", str(root)], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True, env=env, cwd=cwd,
                               start_new_session=True)
    steps = None
    try:
        for line in process.stdout:
            if '"warm-up over"' in line:
                steps = json.loads(line)["steps"]
                break
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.communicate()
    for word in NOISE:
        assert word not in err, err
    assert process.returncode == 0, err
    assert steps is not None, "the warm-up never ended"
    return steps


def planned_steps() -> list[str]:
    """The names of the steps a new player's warm-up runs (no game set up before)."""
    from PySide6.QtCore import QObject

    from facetable.app.warm_up import first_game_steps
    window = QObject()
    window.settings, window.runner = None, type("Runner", (), {"warm": lambda self: None})()
    return [name for name, _ in first_game_steps(window)]
