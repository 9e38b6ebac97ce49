"""Issue 26, the files: what a damaged, hostile or odd file in the data folder does.

Each test failed on the code before the fix: a lone surrogate in a save, a huge count in the
statistics, settings linked to a device or bad twice, temporary files a kill left in the
archive, and files valid but far too large to load quickly. Odd file types (named pipes, device
links, folders, over-long names) for every file the app reads are in ``test_odd_files.py``.
"""
from __future__ import annotations

import json
import os

import pytest
from PySide6.QtWidgets import QMessageBox

from facetable.app.settings import MAX_BYTES as SETTINGS_MAX_BYTES
from facetable.app.settings import Settings, load_settings, save_settings
from facetable.app.stats_window import StatsWindow
from facetable.games import GAMES
from facetable.saves import Problem, SaveError, SaveStore
from facetable.saves.__main__ import main as saves_main
from facetable.saves.files import STALE, keep_aside
from facetable.saves.model import MAX_BYTES, MAX_MOVES
from facetable.saves.stats import (MAX_BYTES as STATS_MAX_BYTES, MAX_COUNT, MAX_GAMES, MAX_LEVELS,
                                   LevelStats, Stats, StatsStore)
from saves_helpers import play


def surrogate_save(store: SaveStore) -> bytes:
    """``current.json`` of a game under way with ``"kind":"\\ud800…"`` in its first move."""
    play(GAMES["flip7"], store, seed=4, stop=6)
    text = store.current_path.read_text(encoding="utf-8")
    assert '"kind":"' in text
    raw = text.replace('"kind":"', '"kind":"\\ud800', 1).encode("utf-8")
    store.current_path.write_bytes(raw)
    return raw


# --- 1. a lone surrogate ---------------------------------------------------------------------
def test_a_lone_surrogate_in_a_save_is_refused_with_a_note_and_one_line(tmp_path, caplog):
    store = SaveStore(tmp_path)
    raw = surrogate_save(store)
    found = store.load_current()
    assert isinstance(found, Problem) and found.reason == "corrupt", found
    assert "surrogate" in found.detail
    line = found.message()
    line.encode("utf-8")                                   # printable as it is
    assert "\n" not in line and found.aside.read_bytes() == raw
    note = found.aside.with_suffix(".txt").read_text(encoding="utf-8")
    assert note.strip() == line
    assert not any(r.exc_info for r in caplog.records)


def test_the_note_beside_a_file_set_aside_is_written_whatever_the_detail(tmp_path):
    bad = tmp_path / "current.json"
    bad.write_bytes(b"{}")
    problem = keep_aside(bad, tmp_path / "aside", SaveError(STALE, "kind '\ud800x' unknown"))
    note = problem.aside.with_suffix(".txt").read_text(encoding="utf-8")
    assert "\\ud800x" in note and note == problem.message() + "\n"
    problem.message().encode("utf-8")


def test_resuming_a_save_with_a_lone_surrogate_says_saved_game_in_one_line(
        qtbot, tmp_path, monkeypatch):
    from window_helpers import open_window
    store = SaveStore(tmp_path)
    surrogate_save(store)
    window = open_window(qtbot, None, store, use_worker=False)
    said = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: said.append(
        (title, text)))
    window.welcome(resume=True)
    assert len(said) == 1 and said[0][0] == "Saved game" and "damaged" in said[0][1]
    assert window.on_welcome_screen() and not store.current_path.exists()
    window.close()


def test_info_of_a_save_with_a_lone_surrogate_is_one_line(tmp_path, capsys):
    store = SaveStore(tmp_path)
    surrogate_save(store)
    assert saves_main(["info", str(store.current_path)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "[corrupt]" in err
    assert store.current_path.exists()                    # info only reads


def test_settings_with_a_lone_surrogate_are_set_aside(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"language": "fa", "last_setup": {"game": "\\udc80"}}', encoding="utf-8")
    assert load_settings(path) == Settings()
    assert not path.exists() and len(list((tmp_path / "aside").glob("settings.*.json"))) == 1


# --- 2. statistics counts have bounds --------------------------------------------------------
def stats_file(path, **record) -> bytes:
    data = {"format": "facetable-stats", "schema_version": 1,
            "games": {"flip7": {"hard": {"games": 3, "wins": 1, **record}}}}
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize("record", [
    {"wins": 10**400, "games": 10**400},                   # OverflowError in win_rate before
    {"wins": 10**309},
    {"games": MAX_COUNT + 1},
    {"wins": 4},                                           # more wins than games
    {"streak": 5}, {"streak": -4}, {"best_streak": 9},     # longer than the games
    {"streak": 2, "best_streak": 1},
    {"total_moves": 10**30}, {"best_score": -10**30},
])
def test_statistics_out_of_bounds_are_refused_and_the_window_opens(qtbot, tmp_path, record):
    stats = StatsStore(tmp_path / "stats.json")
    raw = stats_file(stats.path, **record)
    window = StatsWindow(stats)
    qtbot.addWidget(window)
    window.refresh()                                       # raised OverflowError before
    assert window.stats == Stats() and not stats.path.exists()
    [aside] = (tmp_path / "aside").glob("stats.*.invalid.json")
    assert aside.read_bytes() == raw and aside.with_suffix(".txt").read_text(encoding="utf-8")


def test_statistics_within_bounds_still_load():
    record = LevelStats(games=MAX_COUNT, wins=MAX_COUNT, streak=MAX_COUNT, best_streak=MAX_COUNT)
    assert record.win_rate == 1.0


# --- 4. and 6. settings: capped, and every bad file kept ---------------------------------------
def test_settings_linked_to_dev_zero_are_refused_unread(tmp_path):
    path = tmp_path / "settings.json"
    os.symlink("/dev/zero", path)
    assert load_settings(path) == Settings()
    assert not os.path.lexists(path)
    [aside] = (tmp_path / "aside").glob("settings.*.json")
    assert os.readlink(aside) == "/dev/zero"              # the link moved, not what it names


def test_settings_too_large_are_refused_unread(tmp_path):
    path = tmp_path / "settings.json"
    path.write_bytes(b'{"language": "vi"' + b" " * SETTINGS_MAX_BYTES + b"}")
    assert load_settings(path) == Settings()
    [aside] = (tmp_path / "aside").glob("settings.*.huge.json")
    assert aside.stat().st_size > SETTINGS_MAX_BYTES


def test_settings_within_the_cap_load():
    assert len(Settings(window_geometry="A" * 4096).to_json()) < \
        SETTINGS_MAX_BYTES // 8


def test_a_second_bad_settings_file_does_not_overwrite_the_first(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{first", encoding="utf-8")
    load_settings(path)
    path.write_text('{"language": "second"}', encoding="utf-8")
    load_settings(path)
    kept = sorted(p.read_text(encoding="utf-8")
                  for p in (tmp_path / "aside").glob("settings.*.json"))
    assert kept == ['{"language": "second"}', "{first"]
    notes = list((tmp_path / "aside").glob("settings.*.txt"))
    assert len(notes) == 2


# --- 5. temporary files a kill left, wherever the app writes --------------------------------
def test_temporary_files_a_kill_left_anywhere_are_removed_at_start(tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["crack"], store, seed=1)                   # archived and counted
    [archived] = store.archived("crack")
    stale = [archived.with_name(archived.name + ".k2j4x.tmp"),
             tmp_path / "stats.json.a1b2c3.tmp", tmp_path / "current.json.zz.tmp"]
    for path in stale:
        path.write_bytes(b'{"half": ')
    keep = [archived.parent / "notes.tmp", tmp_path / "other.json.x.tmp"]   # not ours
    for path in keep:
        path.write_bytes(b"x")
    assert store.load_current() is None
    assert [p for p in stale if p.exists()] == []
    assert all(p.exists() for p in keep) and archived.exists()


def test_temporary_settings_files_a_kill_left_are_removed(tmp_path):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="vi"), path)
    stale = tmp_path / "settings.json.q9w8.tmp"
    stale.write_bytes(b'{"lang')
    assert load_settings(path).language == "vi"
    assert not stale.exists()


# --- 7. valid but huge files -----------------------------------------------------------------
def test_a_save_with_more_moves_than_its_game_allows_is_refused(tmp_path, monkeypatch):
    spec = GAMES["goodface"]
    store = SaveStore(tmp_path)
    play(spec, store, seed=2, stop=12)
    monkeypatch.setitem(GAMES, spec.id, spec.replace(max_moves=11))
    found = store.load_current()
    assert isinstance(found, Problem) and found.reason == "invalid"
    assert "12 moves" in found.detail and "at most 11" in found.detail


def test_every_game_bounds_its_saves_within_the_model_and_the_size_cap():
    for spec in GAMES.values():
        assert 1_000 <= spec.max_moves <= MAX_MOVES, spec.id
    assert MAX_MOVES * 120 < MAX_BYTES                     # a move is about 50 bytes


def test_a_save_with_too_many_moves_for_any_game_is_refused(tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=3, stop=4)
    data = json.loads(store.current_path.read_bytes())
    data["moves"] = data["moves"][:1] * (MAX_MOVES + 1)
    store.current_path.write_text(json.dumps(data, separators=(",", ":")), encoding="utf-8")
    found = store.load_current()
    assert isinstance(found, Problem) and found.reason == "invalid" and "moves" in found.detail


def test_a_save_over_the_size_cap_is_refused_unread(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=3, stop=4)
    raw = store.current_path.read_bytes().rstrip()
    store.current_path.write_bytes(raw + b" " * MAX_BYTES)   # valid JSON, 8 MB of spaces
    monkeypatch.setattr(json, "loads", None)               # parsing it would fail loudly
    found = store.load_current()
    monkeypatch.undo()
    assert isinstance(found, Problem) and found.reason == "huge"


def test_statistics_with_too_many_levels_or_games_are_refused(tmp_path):
    stats = StatsStore(tmp_path / "stats.json")
    record = {"games": 1, "wins": 1, "streak": 1, "best_streak": 1}
    for games in ({"flip7": {f"level{n}": record for n in range(MAX_LEVELS + 1)}},
                  {f"game{n}": {"hard": record} for n in range(MAX_GAMES + 1)}):
        stats.path.write_text(json.dumps({"format": "facetable-stats", "schema_version": 1,
                                          "games": games}), encoding="utf-8")
        assert stats.load() == Stats() and not stats.path.exists()
    assert len(list((tmp_path / "aside").glob("stats.*.invalid.json"))) == 2


def test_statistics_over_the_size_cap_are_refused_unread(tmp_path):
    stats = StatsStore(tmp_path / "stats.json")
    stats.path.write_bytes(b'{"format": "facetable-stats", "schema_version": 1}' +
                           b" " * STATS_MAX_BYTES)
    assert stats.load() == Stats()
    assert len(list((tmp_path / "aside").glob("stats.*.huge.json"))) == 1


def test_full_statistics_count_no_more_and_stay_readable(tmp_path):
    from test_stats import HUMAN, bot, finished
    stats = StatsStore(tmp_path / "stats.json")
    stats.write(Stats(games={"flip7": {f"level{n}": LevelStats() for n in range(MAX_LEVELS)}}))
    assert not stats.record(finished([HUMAN, bot("hard")], [1, 2]))
    assert len(stats.load().games["flip7"]) == MAX_LEVELS
    stats.write(Stats(games={"flip7": {"hard": LevelStats(games=MAX_COUNT)}}))
    assert not stats.record(finished([HUMAN, bot("hard")], [1, 2]))
    assert stats.load().games["flip7"]["hard"].games == MAX_COUNT
