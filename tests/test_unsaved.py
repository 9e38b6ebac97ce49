"""A data folder the app cannot write in (read-only, full, removed) is said once, in the window,
with where and why, and in one line on stderr; the games go on unsaved (issue 26: before, the
game ran unsaved with "could not save" printed after every move).

The tests run as any user, root too (who may write in a read-only folder): the store's write
fails as a read-only file system makes it fail.
"""
import errno
import logging
import os
import subprocess
import sys

import pytest

from facetable.app.session import Seat
from facetable.games import GAMES
from facetable.saves import SaveStore

from window_helpers import open_window

WHY = "Read-only file system"


@pytest.fixture
def read_only(monkeypatch):
    def refuse(self, save):
        raise OSError(errno.EROFS, WHY, str(self.current_path))
    monkeypatch.setattr(SaveStore, "write_current", refuse)


def bots(n: int) -> list[Seat]:
    return [Seat(f"Bot {s}", False, "easy") for s in range(n)]


def told(window, folder) -> list[str]:
    return [line for line in window.private_log.panel.lines() if str(folder) in line]


def test_said_once_in_the_window_with_the_folder_and_one_line_on_stderr(qtbot, tmp_path,
                                                                         read_only, caplog):
    window = open_window(qtbot, store=SaveStore(tmp_path))
    spec = GAMES["flip7"]
    with caplog.at_level(logging.WARNING):
        session = window.start_game("flip7", spec.make_options(3), bots(3), seed=3)
        qtbot.waitUntil(lambda: len(session.state.history) >= 10, timeout=60000)
        [line] = told(window, tmp_path)                  # once, not after every move
        assert WHY in line and "not be kept" in line
        # A second game in the same run: nothing more is said.
        session = window.start_game("flip7", spec.make_options(3), bots(3), seed=4)
        qtbot.waitUntil(lambda: len(session.state.history) >= 10, timeout=60000)
        assert told(window, tmp_path) == []
    errors = [r.getMessage() for r in caplog.records]
    assert len(errors) == 1 and str(tmp_path) in errors[0] and WHY in errors[0], errors
    window.close()


def test_the_action_bar_says_it_too(qtbot, tmp_path, read_only):
    window = open_window(qtbot, store=SaveStore(tmp_path))
    spec = GAMES["crack"]
    said = []
    session = window.start_game("crack", spec.make_options(2), bots(2), seed=3, autostart=False)
    session.problem.connect(said.append)          # the session itself says nothing of saving
    session.start()
    qtbot.waitUntil(lambda: str(tmp_path) in window.actions_bar.message.toolTip(),
                    timeout=60000)
    assert said == []
    window.close()


READ_ONLY_DEMO = """
import errno, sys
from facetable.saves import SaveStore
def refuse(self, save):
    raise OSError(errno.EROFS, "Read-only file system", str(self.current_path))
SaveStore.write_current = refuse
from facetable.app.main import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_demo_prints_one_line_on_stderr(tmp_path):
    """The whole process: one line on stderr for a demo that could save none of its moves."""
    out = tmp_path / "out.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "cfg"))
    done = subprocess.run([sys.executable, "-c", READ_ONLY_DEMO, "--demo", "flip7", "--steps",
                           "8", "--data-dir", str(tmp_path), "--screenshot", str(out)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and str(tmp_path) in lines[0] and WHY in lines[0], lines
    assert out.is_file()
