"""Start-up (``python -m facetable.bench`` measures it): the demo's first picture loads only
what it shows. What it must not load is checked here; how long it takes is the bench's job."""
import json
import os
import subprocess
import sys

from facetable.games import _DECLARATIONS

DEMO = ("import sys, tempfile; from facetable.app.main import main; "
        "main(['--demo', 'flip7', '--steps', '2', '--screenshot', "
        "tempfile.mkdtemp() + '/x.png']); ")


def run(code: str) -> str:
    return subprocess.run([sys.executable, "-c", DEMO + code], capture_output=True, text=True,
                          timeout=120, check=True).stdout


def test_the_demo_makes_no_game_over_screen_and_no_message_box():
    out = run("print(sorted(m for m in sys.modules if m.startswith('facetable.app.'))); "
              "from PySide6.QtWidgets import QApplication, QMessageBox; "
              "print(sum(isinstance(w, QMessageBox) for w in QApplication.allWidgets()))")
    modules, boxes = out.splitlines()
    assert "'facetable.app.main_window'" in modules
    assert "'facetable.app.game_over'" not in modules and "'facetable.app.welcome'" not in modules
    assert boxes == "0"


def test_the_demo_does_not_look_for_unlisted_games():
    assert run("print('pkgutil' in sys.modules)").strip() == "False"


def test_the_app_answers_pysides_question_about_each_import_from_the_file():
    out = run("check = sys.modules['shibokensupport.feature']._mod_uses_pyside; "
              "print(check.__module__, hasattr(check, '__wrapped__'))")
    assert out.split() == ["facetable.import_scan", "True"]


#: Loaded when first used, never for the first frame: the bots' side of a decision (at a bot's
#: first turn), the Flip 7 round summary (at a round's end), who starts a later game (when a
#: game is over), the deal codes (Game menu), the hot-seat curtain (at a hand-over).
LATER = ("facetable.bots.runner", "facetable.bots.base", "facetable.table.flip7.summary",
         "facetable.app.later_game", "facetable.saves.dealcode", "facetable.app.curtain")


def test_the_demos_first_frame_loads_nothing_it_does_not_show():
    """The bench's start-up command (``--steps 0``): no bot is asked, no round ends."""
    code = DEMO.replace("'2'", "'0'") + (
        "from PySide6 import QtCore; print(sorted(sys.modules)); "
        "print([c for c in ('QAbstractAnimation', 'QEasingCurve', 'QPropertyAnimation') "
        "if c in vars(QtCore)]); print('QWizard' in vars(sys.modules['PySide6.QtWidgets']))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    modules, animations, every_widget_type = out.splitlines()
    assert every_widget_type == "False"          # as on the welcome screen, below
    assert "'facetable.app.main_window'" in modules and \
        "'facetable.table.flip7.controller'" in modules
    for module in LATER:
        assert f"'{module}'" not in modules, module
    assert animations == "[]"          # nothing moves in it: Qt's animation classes wait


def test_the_welcome_screen_loads_no_table_and_no_screen_reader_classes(tmp_path):
    """The real start shows the welcome screen: the game session and the table behind it are
    loaded when a game starts, QAccessible (and its enums) when a line is first announced.
    Nor pydantic (about 60 ms): the settings are a plain class, the remembered new-game choice
    is checked when first read, and the save model and the statistics load with the first save
    or statistics read, which a folder with no unfinished game does not need. Nor ``socket``:
    Ctrl+C and SIGTERM wake the event loop through a pipe (``shutdown.py``). Nor hashlib (and
    OpenSSL), which a new game's id needs (``secrets``). Nor any game's engine: the tiles show
    what each declaration's ``MENU`` says (``GAMES.menus()``)."""
    (tmp_path / "settings.json").write_text(json.dumps({"language": "en", "last_setup": {
        "game": "coup", "options": {"players": 2},
        "seats": [{"name": "A", "kind": "human"}, {"name": "B", "kind": "bot"}]}}),
        encoding="utf-8")
    code = ("import os, sys; from PySide6 import QtGui; from PySide6.QtCore import QTimer; "
            "from PySide6.QtWidgets import QApplication; from facetable.app.main import main; "
            "app = QApplication(['facetable']); "
            # after main's own zero timer, the one that shows the welcome screen
            "QTimer.singleShot(0, lambda: QTimer.singleShot(0, lambda: ("
            "print(sorted(sys.modules)), print('QAccessible' in vars(QtGui)), "
            "print('QWizard' in vars(sys.modules['PySide6.QtWidgets'])), "
            "print(any(w.isVisible() and getattr(w, 'on_welcome_screen', bool)() "
            "for w in app.topLevelWidgets())), "
            "sys.stdout.flush(), os._exit(0)))); "
            f"main(['--data-dir', {str(tmp_path)!r}])")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         timeout=120, check=True, env=env).stdout
    modules, accessible, every_widget_type, welcome = out.splitlines()
    assert welcome == "True"
    # No widget Qt made reached Python as a bare QWidget (the scroll area's viewport is ours):
    # PySide would have created the type of every widget class to match it, the wizard's too.
    assert every_widget_type == "False"
    for module in (*LATER, "facetable.app.session", "facetable.table.controller",
                   "facetable.table.items", "facetable.table.animator", "pydantic",
                   "facetable.app.setup_model", "facetable.saves.model",
                   "facetable.saves.stats", "hashlib", *(("socket",) if os.name != "nt" else ()),
                   *(f"facetable.engine.{game}" for game in _DECLARATIONS)):
        assert f"'{module}'" not in modules, module
    assert accessible == "False"
