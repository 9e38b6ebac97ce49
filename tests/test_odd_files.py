"""Issue 26: odd file types in place of every file the app reads, with no traceback and no hang.

Every file FaceTable reads back (the current game, an archived game through the Replays window
and Open game file, the settings, the statistics and their window, a card picture in the cache,
and ``python -m facetable.saves info``) is replaced by a named pipe, a link to ``/dev/zero``, a
folder, or put under a name too long for the system. Each reader is called directly, under an
alarm: one that blocked on the pipe (or read the device without end) would be interrupted and the
test would fail, never hang. Bad files that can be moved are set aside with a note; what cannot
(an over-long name) is left and said.
"""
from __future__ import annotations

import json
import logging
import os
import signal
import stat
from contextlib import contextmanager

import pytest
from PySide6.QtWidgets import QMessageBox

from facetable.app.replays import ReplaysDialog
from facetable.app.settings import Settings, load_settings
from facetable.app.stats_window import StatsWindow
from facetable.games import GAMES
from facetable.saves import Loaded, Problem, SaveError, SaveStore
from facetable.saves.__main__ import main as saves_main
from facetable.saves.stats import Stats, StatsStore
from facetable.saves.store import load_save
from facetable.table import art, art_cache
from saves_helpers import play

KINDS = ["pipe", "device link", "folder", "long name"]
#: Seconds a reader may take before it counts as hanging (each takes milliseconds).
ALARM = 20


class Blocked(BaseException):
    """A reader blocked: not an ``OSError`` nor an ``Exception``, so no reader's handler takes
    it for a file it cannot read."""


@contextmanager
def no_hang():
    """Interrupts a reader blocked for ``ALARM`` seconds (opening a pipe, reading a device),
    and again every second after (if a reader swallowed the first)."""
    def blocked(*_):
        raise Blocked(f"blocked for {ALARM} s")
    previous = signal.signal(signal.SIGALRM, blocked)
    signal.setitimer(signal.ITIMER_REAL, ALARM, 1)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def data_root(tmp_path, kind):
    """The data folder: one whose name is too long for the system for ``long name``."""
    return tmp_path / ("d" * 300 if kind == "long name" else "data")


def make_odd(path, kind) -> None:
    if kind == "long name":
        return                                  # the path itself cannot exist
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "pipe":
        os.mkfifo(path)
    elif kind == "device link":
        os.symlink("/dev/zero", path)
    else:
        path.mkdir()
        (path / "inside.json").write_text("{}", encoding="utf-8")


def moved_aside(path, kind, aside_dir) -> None:
    """A bad file that could be moved is in ``aside_dir`` with a note; else left."""
    if kind == "long name":
        return
    assert not os.path.lexists(path)
    kept = [p for p in aside_dir.iterdir() if p.suffix != ".txt"]
    assert len(kept) == 1 and kept[0].name.startswith(path.stem + ".")
    assert kept[0].with_suffix(".txt").read_text(encoding="utf-8").strip()


@pytest.fixture
def clean(caplog, capfd):
    """No traceback logged or printed by the test."""
    caplog.set_level(logging.DEBUG)
    yield
    assert not [r for r in caplog.records if r.exc_info]
    captured = capfd.readouterr()
    assert "Traceback" not in captured.out + captured.err


@pytest.mark.parametrize("kind", KINDS)
def test_current_game(qtbot, tmp_path, monkeypatch, kind, clean):
    from window_helpers import open_window
    root = data_root(tmp_path, kind)
    store = SaveStore(root)
    make_odd(store.current_path, kind)
    with no_hang():
        found = store.load_current()
    assert isinstance(found, Problem) and found.reason == "unreadable", found
    assert "\n" not in found.message()
    moved_aside(store.current_path, kind, store.aside_dir)
    make_odd(store.current_path, kind)                       # again, through the window
    window = open_window(qtbot, None, store)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(text))
    with no_hang():
        window.welcome(resume=True)
    assert len(said) == 1 and "cannot be read" in said[0] and window.on_welcome_screen()
    window.close()


@pytest.mark.parametrize("kind", KINDS)
def test_archived_game(qtbot, tmp_path, kind, clean):
    root = data_root(tmp_path, kind)
    store = SaveStore(root)
    real = 0
    if kind != "long name":
        play(GAMES["crack"], store, seed=1)
        real = 1
    odd = store.archive_dir / "crack" / "20990101-000000-000000-odd.json"
    make_odd(odd, kind)
    with no_hang():
        dialog = ReplaysDialog(None, store)                  # Game → Replays…
        qtbot.addWidget(dialog)
        assert dialog.tree.topLevelItemCount() == real
    moved_aside(odd, kind, store.aside_dir)                  # listed no more
    make_odd(odd, kind)
    with no_hang():
        with pytest.raises(SaveError) as error:             # File → Open game file…
            load_save(odd)
    assert error.value.reason == "unreadable"


@pytest.mark.parametrize("kind", KINDS)
def test_settings(tmp_path, kind, clean):
    path = data_root(tmp_path, kind) / "settings.json"
    make_odd(path, kind)
    with no_hang():
        assert load_settings(path) == Settings()
    moved_aside(path, kind, path.parent / "aside")


@pytest.mark.parametrize("kind", KINDS)
def test_statistics(qtbot, tmp_path, kind, clean):
    stats = StatsStore(data_root(tmp_path, kind) / "stats.json")
    make_odd(stats.path, kind)
    with no_hang():
        assert stats.load() == Stats()
    moved_aside(stats.path, kind, stats.aside)
    make_odd(stats.path, kind)                               # again, through the window
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    with no_hang():
        window.refresh()
    assert window.stats == Stats()


@pytest.mark.parametrize("kind", KINDS)
def test_card_cache(qapp, tmp_path, kind, clean):
    art_cache.set_root(data_root(tmp_path, kind) / "cards")
    svg = art._svg("flip7", "number_7")
    try:
        path = art_cache._path(svg, "flip7", "number_7", 50, 70)
        make_odd(path, kind)
        with no_hang():
            assert art_cache.load(svg, "flip7", "number_7", 50, 70) is None
            art._draw.cache_clear()
            assert not art._draw("flip7", "number_7", 50, 70, 1.0).isNull()   # drawn again
    finally:
        art_cache.set_root(None)
        art._draw.cache_clear()


@pytest.mark.parametrize("kind", KINDS)
def test_info_command(tmp_path, capfd, kind, clean):
    path = data_root(tmp_path, kind) / "current.json"
    make_odd(path, kind)
    with no_hang():
        assert saves_main(["info", str(path)]) == 1
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and err.startswith("facetable.saves: ")
    if kind != "long name":
        assert os.path.lexists(path)                         # info only reads


def test_the_app_starts_and_ends_on_sigterm_with_pipes_in_its_data_folder(tmp_path):
    """The real app: the settings, the statistics and an archived game are named pipes; the
    window asks to continue the saved game, and SIGTERM ends it at once (before the fix the
    window never appeared and SIGTERM was ignored, the app blocked opening the settings)."""
    from test_kill import new_game, read_until, start
    store = SaveStore(tmp_path)
    new_game(store, "crack", seed=2, humans=1)
    pipes = [tmp_path / "settings.json", tmp_path / "stats.json",
             store.archive_dir / "crack" / "20990101-000000-000000-odd.json"]
    for path in pipes:
        make_odd(path, "pipe")
    process = start(tmp_path)
    try:
        read_until(process, lambda lines: '{"trace": "asking to continue"}' in lines)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=20) == 0
    finally:
        if process.poll() is None:
            process.kill()
        process.stdout.close()
    assert isinstance(store.load_current(), Loaded)        # still there to continue
    [aside] = (tmp_path / "aside").glob("settings.*.unreadable.json")
    assert stat.S_ISFIFO(os.lstat(aside).st_mode)
    assert json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))  # written anew
