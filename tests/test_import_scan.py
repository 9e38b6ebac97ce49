"""The faster PYSIDE-2029 check (facetable/import_scan.py) gives PySide's own answers."""
import sys
import types

import json

import PySide6.QtCore  # noqa: F401 - PySide's import hook is loaded with it

import facetable.app.main_window  # noqa: F401 - a module that uses PySide6
import facetable.engine.contract  # noqa: F401 - one that does not
from facetable import import_scan


def pyside_check():
    feature = sys.modules[import_scan._MODULE]
    check = getattr(feature, import_scan._NAME)
    return getattr(check, "__wrapped__", check)


def test_it_answers_as_pyside_does_for_every_loaded_module():
    original = pyside_check()
    modules = [m for m in list(sys.modules.values()) if isinstance(m, types.ModuleType)]
    assert len(modules) > 100
    answers = {m.__name__: import_scan.uses_pyside(m, original) for m in modules}
    assert answers == {m.__name__: original(m) for m in modules}
    assert answers["facetable.app.main_window"] and answers[__name__]
    assert not answers["facetable.engine.contract"] and not answers["json"]


def test_a_module_without_a_source_file_is_asked_of_pyside(tmp_path):
    asked = []

    def fallback(module):
        asked.append(module.__name__)
        return True
    built_in = types.ModuleType("no_file")                    # no __file__ at all
    compiled = types.ModuleType("compiled")
    compiled.__file__ = str(tmp_path / "compiled.so")
    gone = types.ModuleType("gone")
    gone.__file__ = str(tmp_path / "gone.py")                 # a file since removed
    assert all(import_scan.uses_pyside(m, fallback) for m in (built_in, compiled, gone))
    assert asked == ["no_file", "compiled", "gone"]


def test_install_replaces_pyside_check_once_and_keeps_the_original(monkeypatch):
    feature = sys.modules[import_scan._MODULE]
    original = pyside_check()
    monkeypatch.setattr(feature, import_scan._NAME, original)
    assert import_scan.install()
    installed = getattr(feature, import_scan._NAME)
    assert installed is not original and installed.__wrapped__ is original
    assert import_scan.install() and getattr(feature, import_scan._NAME) is installed
    assert installed(json) is False and installed(sys.modules[__name__]) is True


def test_install_does_nothing_where_pyside_has_no_such_check(monkeypatch):
    monkeypatch.setattr(sys.modules[import_scan._MODULE], import_scan._NAME, None)
    assert not import_scan.install()
    monkeypatch.delitem(sys.modules, import_scan._MODULE)
    assert not import_scan.install()
