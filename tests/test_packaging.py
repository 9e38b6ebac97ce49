"""The installed package carries every module and resource: pyproject.toml finds the packages
(no list kept by hand), setup.py adds assets/ and translations/ as facetable.assets and
facetable.translations, and the wheel that ``pip install .`` builds has them all."""
import importlib.util
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: Pictures for the README, not for the app (the desktop build leaves them out too).
NOT_SHIPPED = {"screenshots"}


def _code_folders() -> set[Path]:
    return {p.parent for p in (ROOT / "facetable").rglob("*.py") if "__pycache__" not in p.parts}


def _setuptools_config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]


def test_pyproject_finds_the_packages_instead_of_listing_them():
    from setuptools import find_packages
    packages = _setuptools_config()["packages"]
    assert set(packages) == {"find"}, "list no package by hand: [tool.setuptools.packages.find]"
    found = set(find_packages(where=str(ROOT), include=packages["find"]["include"]))
    expected = {".".join(folder.relative_to(ROOT).parts) for folder in _code_folders()}
    assert expected <= found, f"not found: {sorted(expected - found)}"
    assert all(p == "facetable" or p.startswith("facetable.") for p in found)


def test_every_folder_of_code_is_a_regular_package():
    """A folder without __init__.py is a namespace package: pkgutil, and so tools that list a
    package's modules (PyInstaller's collect_submodules), do not see its modules; nor does
    ``packages.find``."""
    missing = sorted(str(folder.relative_to(ROOT)) for folder in _code_folders()
                     if not (folder / "__init__.py").is_file())
    assert not missing, f"add an __init__.py to {missing}"


def _shipped(folder: Path) -> list[str]:
    """Every file of a resource folder the app may read, relative to it."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"
                  and not NOT_SHIPPED & set(p.relative_to(folder).parts))


@pytest.mark.skipif(importlib.util.find_spec("setuptools") is None,
                    reason="building needs setuptools in this environment")
def test_the_build_pip_installs_has_every_package_and_the_assets(tmp_path):
    """What ``pip install .`` (not editable) installs is setuptools' build of the package
    (the wheel adds only its metadata): built here from a copy of the sources, so that no
    build folder is left in the tree, with this environment's setuptools and no download."""
    source = tmp_path / "src"
    source.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("facetable", "assets", "translations"):
        shutil.copytree(ROOT / name, source / name, ignore=ignore)
    built = tmp_path / "lib"
    done = subprocess.run([sys.executable, "setup.py", "-q", "build", "--build-lib", str(built)],
                          cwd=source, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    names = {str(p.relative_to(built)) for p in built.rglob("*") if p.is_file()}
    modules = [str(p.relative_to(ROOT)) for p in (ROOT / "facetable").rglob("*.py")
               if "__pycache__" not in p.parts]
    missing = [m for m in modules if m not in names]
    assert not missing, f"modules not installed: {missing}"
    for folder in ("assets", "translations"):
        files = _shipped(ROOT / folder)
        assert files, folder
        missing = [f for f in files if f"facetable/{folder}/{f}" not in names]
        assert not missing, f"{folder} not installed: {missing}"
    assert all(n.startswith("facetable/") for n in names), sorted(names)[:5]
