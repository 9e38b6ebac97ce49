"""DESIGN.md: the engine and the bots never import Qt."""
import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent / "facetable"
PURE = [p for d in ("engine", "bots") for p in (ROOT / d).rglob("*.py")]


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
SHARED = ([*(ROOT / "app").rglob("*.py"), ROOT / "arena.py", ROOT / "bench.py"]
          + [p for p in (ROOT / "table").glob("*.py")])
GAME_IDS = {"flip7", "crack", "coup", "goodface", "faceguess"}


def _game_names(path: Path) -> list[str]:
    """Places where a game id is compared, matched, or keys a table (a per-game if/elif or
    a label table that should live in the game's declaration)."""
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
        elif isinstance(node, ast.MatchValue):
            constants = [node.value]
        for c in constants:
            if isinstance(c, ast.Constant) and c.value in GAME_IDS:
                found.append(f"{path.name}:{c.lineno} {c.value!r}")
    return found


def test_shared_code_never_names_a_game():
    assert len(SHARED) >= 10
    found = [hit for path in SHARED for hit in _game_names(path)]
    assert not found, f"move game-specific code into the game's declaration: {found}"


def test_the_check_sees_a_comparison(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('if game == "flip7":\n    pass\nLABELS = {"crack": 1}\n'
                      'x = g in ("coup", "other")\n')
    assert len(_game_names(sample)) == 3
