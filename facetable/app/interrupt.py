"""Ctrl+C whenever the window cannot close itself: the process ends at once, quietly, status 130.

Qt's event loop closes the window on Ctrl+C (``shutdown.close_on_signals``), but only once the
loop runs. Before that (imports, Qt's start, the settings, the window being built) Python's own
handler raised KeyboardInterrupt wherever the program was: tracebacks, and "Fatal Python error"
or a crash when it landed inside Qt. So the entry point installs ``exit_on_ctrl_c`` as the very
first thing it does, the window's handling replaces it when the loop is about to run, and it
comes back once the loop has ended. Ending at once loses nothing: the game is saved after every
action and start-up holds nothing else of the player's. No Qt here: it runs before Qt loads.
"""
from __future__ import annotations

import os
import signal
import sys

#: The exit status of a program ended by Ctrl+C (128 + SIGINT), as shells report one.
INTERRUPTED = 128 + signal.SIGINT


def _exit_now(signum, frame) -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            if stream is not None:
                stream.flush()
        except Exception:  # noqa: BLE001 - interrupted mid-write, closed: nothing to keep
            pass
    os._exit(INTERRUPTED)


def exit_on_ctrl_c():
    """From now on Ctrl+C (SIGINT) ends the process at once with status 130, without a
    traceback. Returns the handler it replaced (None outside the main thread, where signals
    cannot be set: then nothing changes)."""
    try:
        return signal.signal(signal.SIGINT, _exit_now)
    except ValueError:
        return None
