"""The installed package carries every module and resource (pyproject lists packages by hand)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _code_folders() -> set[Path]:
    return {p.parent for p in (ROOT / "facetable").rglob("*.py") if "__pycache__" not in p.parts}


def test_every_package_is_listed_in_pyproject():
    listed = set(tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
                 ["packages"])
    found = {".".join(folder.relative_to(ROOT).parts) for folder in _code_folders()}
    assert found <= listed, f"add to pyproject.toml packages: {sorted(found - listed)}"


def test_every_folder_of_code_is_a_regular_package():
    """A folder without __init__.py is a namespace package: pkgutil, and so tools that list a
    package's modules (PyInstaller's collect_submodules), do not see its modules."""
    missing = sorted(str(folder.relative_to(ROOT)) for folder in _code_folders()
                     if not (folder / "__init__.py").is_file())
    assert not missing, f"add an __init__.py to {missing}"
