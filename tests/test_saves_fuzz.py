"""Fuzz: mutated save files through the resume path; zero crashes, zero tracebacks.

Valid saves of every game (mid-game and finished) are mutated at the byte level (flips,
insertions, deletions, cuts, repeats) and at the JSON level (a value anywhere replaced by one of
another type or an extreme one, keys removed or added, moves dropped, repeated, swapped or
edited), written as a data folder's ``current.json`` and resumed in this process
(``SaveStore.load_current``, then the window's ``resume`` for the ones accepted). Every file
must either resume or be moved aside with a one-line message, and nothing else in the folder
may change (but a finished game that still replays is archived and counted, as it should). ``FACETABLE_FUZZ`` sets the number of files (default 1,000); the figures are printed.
"""
from __future__ import annotations

import copy
import json
import logging
import os
import random
from collections import Counter

import pytest

from facetable.games import GAMES
from facetable.saves import Loaded, Problem, SaveStore
from saves_helpers import files_under, play

FILES = int(os.environ.get("FACETABLE_FUZZ", "1000"))
SEED = int(os.environ.get("FACETABLE_FUZZ_SEED", "20240610"))

EXTREMES = [None, True, False, 0, -1, 1, 7, 2**31, -2**63, 2**63, 10**400, 1e308, -0.0, 0.5,
            "", "x", "flip7", "normal", "random", "hit", "\u202e\u0000", "é" * 300, "\ud800",
            "hit\udfff", [], [0],
            [[[]]], {}, {"kind": "hit"}, {"seat": 0, "action": {"kind": "hit"}}]


def base_saves(tmp_path) -> list[bytes]:
    """Real saves: each game mid-game and finished, with humans and bots and a style."""
    out = []
    for n, spec in enumerate(GAMES.values()):
        for stop in (12, None):
            store = SaveStore(tmp_path / f"base-{spec.id}-{stop}")
            play(spec, store, seed=n, humans=1 + n % 2, stop=stop)
            if stop is None:
                [path] = store.archived(spec.id)
            else:
                path = store.current_path
            out.append(path.read_bytes())
    return out


def paths(value, here=()):
    """Every place in a JSON value, as key/index paths."""
    yield here
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from paths(item, (*here, i))


def at(value, path):
    for step in path:
        value = value[step]
    return value


def mutate_json(data, rng: random.Random):
    data = copy.deepcopy(data)
    places = [p for p in paths(data) if p]
    kind = rng.choice(["replace", "replace", "delete", "add", "moves", "moves", "number"])
    if kind == "moves" and isinstance(data.get("moves"), list) and data["moves"] and all(
            isinstance(m, dict) and isinstance(m.get("action"), dict) for m in data["moves"]):
        moves = data["moves"]
        i, j = rng.randrange(len(moves)), rng.randrange(len(moves))
        how = rng.choice(["drop", "repeat", "swap", "seat", "kind", "field", "cut"])
        if how == "drop":
            del moves[i]
        elif how == "repeat":
            moves.insert(i, copy.deepcopy(moves[j]))
        elif how == "swap":
            moves[i], moves[j] = moves[j], moves[i]
        elif how == "seat":
            moves[i]["seat"] = rng.choice([-1, 0, 1, 2, 5, 99, 2**70])
        elif how == "kind":
            moves[i]["action"]["kind"] = rng.choice(["hit", "stay", "guess", "coup", "challenge",
                                                    "allow", "pass", "", "x" * 1000,
                                                    "\ud800hit"])
        elif how == "field":
            moves[i]["action"][rng.choice(["seat", "item", "item2", "value"])] = \
                rng.choice([-5, -1, 0, 1, 3, 12, 104, 10**18, 10**400])
        else:
            del moves[i:]
        return data
    path = rng.choice(places)
    parent, key = at(data, path[:-1]), path[-1]
    if kind == "delete":
        del parent[key]
    elif kind == "add" and isinstance(parent, dict):
        parent[rng.choice(["extra", "Seed", "schema_version", "over", "__class__"])] = \
            rng.choice(EXTREMES)
    elif kind == "number" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] += rng.choice([-2, -1, 1, 2, 1000])
    else:
        parent[key] = rng.choice(EXTREMES)
    return data


def mutate_bytes(raw: bytes, rng: random.Random) -> bytes:
    raw = bytearray(raw)
    for _ in range(rng.choice([1, 1, 2, 5])):
        kind = rng.choice(["flip", "insert", "delete", "cut", "repeat", "byte"])
        i = rng.randrange(len(raw) + 1)
        if kind == "flip" and i < len(raw):
            raw[i] ^= 1 << rng.randrange(8)
        elif kind == "insert":
            raw[i:i] = rng.choice([b"{", b"}", b"[", b"]", b",", b'"', b"\\", b"\xff", b"\x00",
                                   b"NaN", b"1e999", b"-", b" " * 5, b'":"'])
        elif kind == "delete":
            del raw[i:i + rng.randint(1, 40)]
        elif kind == "cut":
            del raw[i:]
        elif kind == "repeat":
            raw[i:i] = raw[max(0, i - 30):i]
        elif i < len(raw):
            raw[i] = rng.randrange(256)
    return bytes(raw)


def mutants(bases: list[bytes], count: int, rng: random.Random):
    parsed = [json.loads(b) for b in bases]
    for n in range(count):
        k = rng.randrange(len(bases))
        if n % 3 == 0:
            yield "bytes", mutate_bytes(bases[k], rng)
        else:
            data = parsed[k]
            for _ in range(rng.choice([1, 1, 1, 2, 3])):
                data = mutate_json(data, rng)
            yield "json", json.dumps(data).encode()


def test_mutated_saves_resume_or_go_aside_with_one_line(qtbot, tmp_path, caplog, capfd):
    from facetable.app.main_window import MainWindow
    caplog.set_level(logging.DEBUG)
    bases = base_saves(tmp_path)
    root = tmp_path / "data"
    store = SaveStore(root)
    play(GAMES["coup"], store, seed=1, players=2)          # an archived game and statistics
    (root / "settings.json").write_text('{"language": "fa"}', encoding="utf-8")
    untouched = files_under(root)
    window = MainWindow(None, use_worker=False, store=store)
    qtbot.addWidget(window)
    window.set_speed(0)

    rng = random.Random(SEED)
    results: Counter = Counter()
    crashes: list[str] = []
    non_illegal: list[str] = []
    for n, (how, content) in enumerate(mutants(bases, FILES, rng)):
        store.current_path.write_bytes(content)
        try:
            found = store.load_current()
            if isinstance(found, Loaded):
                window.resume(found)
                window.end_game()
        except Exception as error:  # noqa: BLE001 - counted: the test fails on any
            crashes.append(f"{n} ({how}): {type(error).__name__}: {error}")
            store.current_path.unlink(missing_ok=True)
            continue
        if isinstance(found, Problem):
            results[found.reason] += 1
            line = found.message()
            assert "\n" not in line and found.aside is not None, line
            assert found.aside.read_bytes() == content
            if found.reason == "stale" and "IllegalAction" not in found.detail and \
                    "not the one saved" not in found.detail:
                non_illegal.append(found.detail)
        elif isinstance(found, Loaded):
            results["resumed"] += 1
        else:
            results["nothing"] += 1                       # a finished game: archived
        store.current_path.unlink(missing_ok=True)
    window.close()

    captured = capfd.readouterr()
    tracebacks = [r for r in caplog.records if r.exc_info] + \
        [s for s in (captured.out, captured.err) if "Traceback" in s]
    print(f"\nfuzz figures: files {FILES}, crashes {len(crashes)}, tracebacks {len(tracebacks)}, "
          f"outcomes {dict(sorted(results.items()))}, replays failing with something other than "
          f"IllegalAction {len(non_illegal)} {Counter(d.split(':')[1] for d in non_illegal)}")
    assert crashes == [], crashes[:5]
    assert tracebacks == []
    assert sum(results.values()) == FILES
    after = files_under(root)
    for name, content in untouched.items():        # settings and the archived game: unchanged
        if name != "stats.json":
            assert after.get(name) == content, name
    if not results["nothing"]:                      # only a finished game may count
        assert after["stats.json"] == untouched["stats.json"]
    assert len(results) >= 6                        # the mutations reach many different checks
