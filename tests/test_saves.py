"""Saves (facetable/saves): every game saved after each action and resumed by replay, finished
games archived and counted, bad files moved aside with one line, the `info` command.

Everything goes through the contract, so every game in facetable.games is covered the day it is
registered (the tests are parametrized over GAMES).
"""
from __future__ import annotations

import json
import os
import random
import subprocess
import sys

import pytest

import toy_game
from facetable.engine import SPECTATOR, Action
from facetable.games import GAMES
from facetable.saves import MAX_BYTES, Loaded, Problem, SaveStore
from facetable.saves.__main__ import main as saves_main
from facetable.saves.files import write_atomic
from facetable.saves.store import load_save
from saves_helpers import files_under, play

SPECS = list(GAMES.values())


def views(state):
    return [state.view(s) for s in (SPECTATOR, *range(state.players))]


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_every_game_resumes_from_any_point_as_it_was(tmp_path, spec):
    rng = random.Random(spec.id)
    low, high = spec.player_range
    for seed in range(4):
        store = SaveStore(tmp_path / str(seed))
        stop = rng.randrange(0, 40)
        _, state = play(spec, store, seed, players=rng.randint(low, high), stop=stop)
        if state.is_over:
            continue
        loaded = store.load_current()
        assert isinstance(loaded, Loaded), loaded
        assert loaded.moves == state.history
        assert views(loaded.state) == views(state)
        assert loaded.state.deciders() == state.deciders()
        saved = json.loads(store.current_path.read_text(encoding="utf-8"))
        assert saved["schema_version"] == 1 and saved["game"] == spec.id
        assert len(saved["moves"]) == len(state.history) and saved["practice"] is False


@pytest.mark.parametrize("spec", SPECS, ids=lambda s: s.id)
def test_a_finished_game_is_archived_replayable_and_counted(tmp_path, spec):
    store = SaveStore(tmp_path)
    recorder, state = play(spec, store, seed=11)
    assert state.is_over and recorder.finished
    assert not store.current_path.exists()
    [archived] = store.archived(spec.id)
    loaded = load_save(archived)
    assert loaded.over and loaded.moves == state.history
    assert loaded.state.outcome() == state.outcome()
    record = store.stats.load().games[spec.id][spec.levels[-1]]
    assert record.games == 1 and record.total_moves == len(state.history)
    assert store.load_current() is None


def test_every_save_is_whole_json_and_no_temporary_file_stays(tmp_path, monkeypatch):
    spec = GAMES["flip7"]
    store = SaveStore(tmp_path)
    seen = []
    write = store.write_current

    def check_after(save):
        write(save)
        seen.append(json.loads(store.current_path.read_bytes())["moves"])
        assert [p.name for p in tmp_path.iterdir() if p.suffix == ".tmp"] == []
    monkeypatch.setattr(store, "write_current", check_after)
    play(spec, store, seed=3, stop=25)
    assert [len(m) for m in seen] == list(range(26))


def test_temporary_files_left_by_a_kill_are_removed(tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=3, stop=5)
    stale = tmp_path / "current.json.abc123.tmp"
    stale.write_bytes(b'{"half": ')
    assert isinstance(store.load_current(), Loaded)
    assert not stale.exists()


def test_a_game_killed_between_its_last_save_and_the_archive_is_finished_at_start(
        tmp_path, monkeypatch):
    spec = GAMES["coup"]
    store = SaveStore(tmp_path)
    monkeypatch.setattr(SaveStore, "finish", lambda self, save: None)   # "killed" here
    _, state = play(spec, store, seed=2)
    monkeypatch.undo()
    assert state.is_over and store.current_path.exists()
    for _ in range(2):                                  # finishing twice counts it once
        assert SaveStore(tmp_path).load_current() is None
    assert len(store.archived("coup")) == 1 and not store.current_path.exists()
    assert store.stats.load().games["coup"][spec.levels[-1]].games == 1


def test_a_new_game_archives_the_unfinished_one(tmp_path):
    spec = GAMES["crack"]
    store = SaveStore(tmp_path)
    first, _ = play(spec, store, seed=1, stop=6)
    play(spec, store, seed=2, stop=0)
    [kept] = store.archived("crack")
    assert load_save(kept).save.id == first.save.id and not load_save(kept).over
    assert store.stats.load().games == {}              # an unfinished game is not counted
    play(spec, store, seed=3, stop=0)                  # a game with no move is just dropped
    assert len(store.archived("crack")) == 1


def test_the_archive_keeps_the_last_games_of_each_game(tmp_path):
    store = SaveStore(tmp_path, keep=3)
    ids = [play(GAMES["coup"], store, seed=s, players=2)[0].save.id for s in range(5)]
    kept = [load_save(p).save.id for p in store.archived("coup")]
    assert sorted(kept) == sorted(ids[-3:])


def test_practice_games_are_kept_but_not_counted(tmp_path):
    store = SaveStore(tmp_path)
    recorder, _ = play(GAMES["coup"], store, seed=4, players=2, practice=True)
    [kept] = store.archived("coup")
    assert load_save(kept).save.practice is True
    assert store.stats.load().games == {}


# --- files that cannot be used ------------------------------------------------------------------
def _valid_save(tmp_path) -> bytes:
    store = SaveStore(tmp_path / "source")
    play(GAMES["flip7"], store, seed=5, stop=20)
    return store.current_path.read_bytes()


def _edit(raw: bytes, change) -> bytes:
    data = json.loads(raw)
    change(data)
    return json.dumps(data).encode()


BAD = {
    "corrupt": lambda raw: raw.replace(b',"id"', b',,"id"', 1),
    "corrupt_bytes": lambda raw: b"\xff\xfe" + raw,
    "truncated": lambda raw: raw[:len(raw) // 2],
    "truncated_in_a_word": lambda raw: b'{"format": "facetable-save", "over": fal',
    "empty": lambda raw: b"",
    "foreign": lambda raw: b'{"theme": "dark", "volume": 11}',
    "foreign_list": lambda raw: b"[1, 2, 3]",
    "too_new": lambda raw: _edit(raw, lambda d: d.update(schema_version=2)),
    "invalid_type": lambda raw: _edit(raw, lambda d: d.update(seed="five")),
    "invalid_move": lambda raw: _edit(raw, lambda d: d["moves"].append({"seat": 0})),
    "invalid_options": lambda raw: _edit(raw, lambda d: d["options"].update(players=99)),
    "invalid_seats": lambda raw: _edit(raw, lambda d: d["seats"].pop()),
    "unknown_game": lambda raw: _edit(raw, lambda d: d.update(game="chess")),
    "stale_move": lambda raw: _edit(raw, lambda d: d["moves"].insert(
        3, {"seat": 0, "action": {"kind": "no_such_move"}})),
    "stale_check": lambda raw: _edit(raw, lambda d: d["check"].update(legal="0" * 64)),
    "nan": lambda raw: raw.replace(b'"elapsed_s":', b'"elapsed_s":NaN,"x":'),
    "deep": lambda raw: b'{"format": "facetable-save", "schema_version": 1, "id": ' +
                        b"[" * 100_000 + b"]" * 100_000 + b"}",
}
REASONS = {"corrupt_bytes": "corrupt", "truncated_in_a_word": "truncated", "empty": "truncated",
           "foreign_list": "foreign", "invalid_type": "invalid", "invalid_move": "invalid",
           "invalid_options": "invalid", "invalid_seats": "invalid", "stale_move": "stale",
           "stale_check": "stale", "nan": "corrupt", "deep": "corrupt"}


def _data_folder(tmp_path, content: bytes):
    """A data folder with a bad current game, statistics, settings and an archived game."""
    root = tmp_path / "data"
    store = SaveStore(root)
    play(GAMES["coup"], store, seed=1, players=2)         # archive + stats
    (root / "settings.json").write_text('{"language": "vi"}', encoding="utf-8")
    store.current_path.write_bytes(content)
    return store


@pytest.mark.parametrize("case", sorted(BAD))
def test_a_bad_save_is_one_line_moved_aside_and_nothing_else_changes(tmp_path, case, caplog):
    content = BAD[case](_valid_save(tmp_path))
    store = _data_folder(tmp_path, content)
    before = files_under(store.root)
    del before["current.json"]

    found = store.load_current()

    assert isinstance(found, Problem)
    assert found.reason == REASONS.get(case, case)
    line = found.message()
    assert "\n" not in line and "Traceback" not in line and str(found.aside) in line
    assert not store.current_path.exists()
    assert found.aside.parent == store.aside_dir and found.aside.read_bytes() == content
    assert found.reason in found.aside.name
    assert found.aside.with_suffix(".txt").read_text(encoding="utf-8").strip() == line
    after = files_under(store.root)
    assert {k: v for k, v in after.items() if not k.startswith("aside")} == before
    assert not any(r.exc_info for r in caplog.records)
    assert store.load_current() is None                   # the next start has nothing to offer


def test_a_huge_file_is_refused_unread(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    with open(store.current_path, "wb") as handle:
        handle.truncate(MAX_BYTES)                        # sparse: 8 MB on paper
    monkeypatch.setattr("builtins.open", None)            # reading it would fail loudly
    found = store.load_current()
    monkeypatch.undo()
    assert isinstance(found, Problem) and found.reason == "huge"
    assert found.aside.stat().st_size == MAX_BYTES and f"{MAX_BYTES >> 20} MB" in found.message()


def test_files_kept_aside_never_overwrite_each_other(tmp_path):
    store = SaveStore(tmp_path)
    asides = []
    for n in range(3):
        store.current_path.write_bytes(b"not json %d" % n)
        asides.append(store.load_current().aside)
    assert len(set(asides)) == 3
    assert sorted(p.read_bytes() for p in asides) == [b"not json 0", b"not json 1",
                                                      b"not json 2"]


def test_a_save_the_rules_no_longer_replay_is_kept_aside_and_said_so(tmp_path, monkeypatch):
    """A game's rules changed after the save: the replay fails, the file is kept aside."""
    monkeypatch.setitem(GAMES, "toy", toy_game.SPEC)
    store = SaveStore(tmp_path)
    play(toy_game.SPEC, store, seed=1, stop=8)

    class NoClaims(toy_game.State):                       # the new rules: claims are gone
        def _legal(self, seat):
            return [a for a in super()._legal(seat) if a.kind != "claim"] or \
                   super()._legal(seat)
    monkeypatch.setitem(GAMES, "toy", toy_game.SPEC.replace(
        setup=lambda options, seed: NoClaims(options, seed)))
    found = store.load_current()
    assert isinstance(found, Problem) and found.reason == "stale"
    assert "no longer replays" in found.message() and found.aside.exists()


def test_an_unreadable_file_is_said_and_left_in_place(tmp_path):
    if os.name != "posix" or os.geteuid() == 0:
        pytest.skip("needs a POSIX user that permissions apply to")
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=1, stop=3)
    store.current_path.chmod(0)
    found = store.load_current()
    assert found.reason == "unreadable" and store.current_path.exists()


def test_atomic_write_leaves_the_old_file_when_it_fails(tmp_path, monkeypatch):
    target = tmp_path / "x.json"
    target.write_bytes(b"old")
    monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(28, "disk full")))
    with pytest.raises(OSError):
        write_atomic(target, b"new")
    assert target.read_bytes() == b"old" and list(tmp_path.iterdir()) == [target]


def test_the_model_round_trips_actions_of_every_kind(tmp_path):
    """Move/Action JSON is generic (contract.py): every field kind survives a save."""
    from facetable.saves.model import SaveGame
    action = Action("give", seat=2, item=96, item2=3, value=-1)
    data = json.loads(_valid_save(tmp_path))
    data["moves"] = [{"seat": 1, "action": action.to_json()}]
    save = SaveGame.model_validate(json.loads(json.dumps(data)))
    assert save.history()[0].action == action


# --- python -m facetable.saves info --------------------------------------------------------------
def test_info_of_a_folder_and_of_a_file(tmp_path, capsys):
    store = SaveStore(tmp_path)
    play(GAMES["crack"], store, seed=3, stop=7)
    for path in (tmp_path, store.current_path):
        assert saves_main(["info", str(path), "--json"]) == 0
        assert json.loads(capsys.readouterr().out) == {"game": "crack", "actions": 7,
                                                       "over": False, "schema_version": 1}
    play(GAMES["coup"], store, seed=3, players=2)
    [archived] = store.archived("coup")
    assert saves_main(["info", str(archived), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["over"] is True and out["game"] == "coup"


@pytest.mark.parametrize("case", ["corrupt", "too_new", "stale_move", "foreign"])
def test_info_of_a_bad_file_is_one_line_and_moves_nothing(tmp_path, capsys, case):
    path = tmp_path / "game.json"
    path.write_bytes(BAD[case](_valid_save(tmp_path)))
    assert saves_main(["info", str(path), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == "" and len(captured.err.splitlines()) == 1
    assert captured.err.startswith("facetable.saves: game.json") and \
        f"[{REASONS.get(case, case)}]" in captured.err
    assert path.exists() and not (tmp_path / "aside").exists()


def test_info_of_a_folder_with_no_game_and_of_a_missing_file(tmp_path, capsys):
    assert saves_main(["info", str(tmp_path)]) == 1
    assert "holds no current game" in capsys.readouterr().err
    assert saves_main(["info", str(tmp_path / "nope.json")]) == 1
    assert "no such file" in capsys.readouterr().err


def test_info_runs_as_a_module(tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=3, stop=4)
    done = subprocess.run([sys.executable, "-m", "facetable.saves", "info", str(tmp_path),
                           "--json"], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"game": "flip7", "actions": 4, "over": False,
                                       "schema_version": 1}
    done = subprocess.run([sys.executable, "-m", "facetable.saves", "info"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
