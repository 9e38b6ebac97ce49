"""Start-up (``python -m facetable.bench`` measures it): the demo's first picture loads only
what it shows. What it must not load is checked here; how long it takes is the bench's job."""
import subprocess
import sys

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
