"""Windows open within a small screen (issue 22: the Replays window "opens partly off screen"; the
audit found the Rules window taller than a 1024×640 screen)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SMALL_SCREEN = """
import json, os, sys, tempfile
path = os.path.join(tempfile.mkdtemp(), "screen.json")
json.dump({"screens": [{"name": "s", "x": 0, "y": 0, "width": 1024, "height": 640,
                        "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}, open(path, "w"))
os.environ["QT_QPA_PLATFORM"] = "offscreen:configfile=" + path
from PySide6.QtWidgets import QApplication
app = QApplication([])
sys.path.insert(0, sys.argv[1])
from facetable.app.replay_window import ReplayWindow
from facetable.app.rules_window import RulesWindow
from test_replay import replay_of
room = app.primaryScreen().availableGeometry()
for window in (RulesWindow(), ReplayWindow(replay_of("flip7"), "test")):
    window.show()
    app.processEvents()
    print(room.contains(window.frameGeometry()), window.width(), window.height())
"""


def test_the_rules_window_and_the_replay_viewer_fit_a_1024_by_640_screen():
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    done = subprocess.run([sys.executable, "-c", SMALL_SCREEN, str(Path(__file__).parent)],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    rules, viewer = (line.split() for line in done.stdout.splitlines())
    assert rules[0] == "True" and int(rules[2]) < 640            # was 720 tall
    assert viewer[0] == "True"
