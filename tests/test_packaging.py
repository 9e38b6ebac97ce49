"""The installed package carries every module and resource (pyproject lists packages by hand)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts)
             for p in (ROOT / "facetable").rglob("__init__.py")}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"
