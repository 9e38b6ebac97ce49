"""DESIGN.md: the engine and the bots never import Qt."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "facetable"
PURE = [p for d in ("engine", "bots", "coach") for p in (ROOT / d).rglob("*.py")]


def _imports(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_there_are_pure_modules_to_check():
    assert len(PURE) >= 5


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(ROOT)))
def test_engine_and_bots_never_import_qt(path):
    bad = {n for n in _imports(path) if n.split(".")[0] in ("PySide6", "shiboken6", "PyQt5",
                                                             "PyQt6")}
    assert not bad, f"{path} imports {bad}"


# --- one declaration per game: nothing shared names a game ---------------------------------------
SHARED = ([*(ROOT / "app").rglob("*.py"), *(ROOT / "coach").rglob("*.py"), ROOT / "arena.py",
           ROOT / "bench.py",
           ROOT / "bench_probes.py"] + [p for p in (ROOT / "table").glob("*.py")])
GAME_IDS = {"flip7", "crack", "coup", "goodface", "faceguess"}
#: The games' bot levels and the actions that had keys of their own in the app (issue 21).
LEVELS_AND_ACTIONS = {"easy", "normal", "hard", "hit", "stay", "draw", "continue", "stop"}


def _game_names(path: Path, names: set[str] = GAME_IDS) -> list[str]:
    """Places where a game id (or one of ``names``) is compared, matched, keys a table (a
    per-game if/elif or a label table that should live in the game's declaration) or is
    gone through in a literal list of them."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        constants: list[ast.AST] = []
        if isinstance(node, ast.Compare):
            constants = [node.left, *node.comparators]
            constants += [e for c in node.comparators if isinstance(c, (ast.Tuple, ast.List,
                                                                        ast.Set))
                          for e in c.elts]
        elif isinstance(node, ast.Dict):
            constants = [k for k in node.keys if k is not None]
            constants += [e for k in constants if isinstance(k, ast.Tuple) for e in k.elts]
        elif isinstance(node, ast.MatchValue):
            constants = [node.value]
        elif isinstance(node, (ast.For, ast.comprehension)) and isinstance(
                node.iter, (ast.Tuple, ast.List, ast.Set)):
            constants = list(node.iter.elts)
        for c in constants:
            if isinstance(c, ast.Constant) and c.value in names:
                found.append(f"{path.name}:{c.lineno} {c.value!r}")
    return found


def test_shared_code_never_names_a_game():
    assert len(SHARED) >= 10
    found = [hit for path in SHARED for hit in _game_names(path)]
    assert not found, f"move game-specific code into the game's declaration: {found}"


def test_the_check_sees_a_comparison(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if game == "flip7":\n    pass\nLABELS = {"crack": 1}\n'
                      'x = g in ("coup", "other")\nfor g in ("flip7", "crack"):\n    pass\n'
                      'y = [g for g in ["goodface"]]\nKEYS = {("hit", None): "H"}\n')
    assert len(_game_names(sample)) == 6
    assert len(_game_names(sample, LEVELS_AND_ACTIONS)) == 1


def test_shared_code_never_names_a_level_or_an_action():
    """Level labels and action keys live in the declarations (issue 21)."""
    found = [hit for path in SHARED for hit in _game_names(path, LEVELS_AND_ACTIONS)]
    assert not found, f"move it into the game's declaration: {found}"


APP = sorted((ROOT / "app").glob("*.py"))


@pytest.mark.parametrize("path", APP, ids=lambda p: p.name)
def test_the_app_never_probes_objects_with_getattr(path):
    """Controllers are used through what TableController declares, never probed: the only
    getattr/hasattr in the app read the optional settings object or the parsed command line."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in ("getattr", "hasattr") and node.args:
            target = ast.unparse(node.args[0])
            assert target.endswith("settings") or target == "args", \
                f"{path.name}:{node.lineno} probes {target}"


def test_every_table_controller_declares_the_window_protocol():
    from facetable.games import GAMES
    from facetable.table.controller import TableController
    words = ("prompt", "action_text", "score_headers", "score_rows", "result_text", "relayout",
             "placements", "new_item")
    for spec in GAMES.values():
        cls = spec.controller_class()
        assert issubclass(cls, TableController)
        missing = [w for w in words if getattr(cls, w) is getattr(TableController, w)]
        assert not missing, f"{spec.id}: {missing}"
