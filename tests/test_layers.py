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
