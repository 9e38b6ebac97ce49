#!/usr/bin/env python3
"""Build the FaceTable desktop app: one folder that runs without Python installed.

    pip install '.[build]'                   # PyInstaller (a build tool only)
    python packaging/build.py                # build dist/facetable/ (and the Linux tarball)
    python packaging/build.py --smoke        # build, then run the smoke test on the result
    python packaging/build.py --smoke --skip-build   # smoke-test the build already in dist/

Steps: draw the icons from ``assets/icons/facetable.svg`` (PNG sizes, ``.ico``, ``.icns``) and
compile the translations (``pyside6-lrelease``) into ``build/desktop/``; run PyInstaller on
``packaging/facetable.spec`` into ``dist/facetable/`` (on macOS also ``dist/FaceTable.app``);
on Linux add the desktop entry, the icons and ``install-desktop.sh`` to that folder and pack
it as ``dist/facetable-<version>-linux-<machine>.tar.gz``. Then it prints the size.

The smoke test is ``tests/test_frozen_app.py`` (marker ``frozen``), run with pytest against the
built program; it needs pytest, which the ``build`` extra brings.
"""
from __future__ import annotations

import argparse
import os
import platform
import shutil
import subprocess
import sys
import tarfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from icons import make_icons  # noqa: E402
from update_translations import LANGUAGES, find_tool, ts_path  # noqa: E402

DIST = ROOT / "dist"
BUILD = ROOT / "build" / "desktop"
SPEC = ROOT / "packaging" / "facetable.spec"
APP_DIR = DIST / "facetable"
LINUX = ROOT / "packaging" / "linux"


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "facetable" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def executable(app_dir: Path = APP_DIR) -> Path:
    """The program inside the onedir folder."""
    return app_dir / ("facetable.exe" if sys.platform == "win32" else "facetable")


def tarball_path() -> Path:
    return DIST / f"facetable-{version()}-linux-{platform.machine()}.tar.gz"


def compile_translations(out: Path) -> list[Path]:
    """``translations/facetable_<lang>.ts`` -> ``out/facetable_<lang>.qm``, fresh."""
    out.mkdir(parents=True, exist_ok=True)
    lrelease = find_tool("pyside6-lrelease")
    built = []
    for lang in LANGUAGES:
        qm = out / f"facetable_{lang}.qm"
        subprocess.run([lrelease, "-silent", str(ts_path(lang)), "-qm", str(qm)], check=True)
        built.append(qm)
    return built


def run_pyinstaller(console: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("build.py: PyInstaller is not installed; pip install '.[build]' first")
    env = dict(os.environ, FACETABLE_BUILD_DIR=str(BUILD), FACETABLE_CONSOLE="1" if console else "0")
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(BUILD / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT, env=env)


def add_linux_desktop_files(app_dir: Path, hicolor: Path) -> None:
    """The desktop entry (its Exec names the program on PATH; ``install-desktop.sh`` writes
    one naming this folder's program), the icon theme folders and the script."""
    shutil.copy2(LINUX / "facetable.desktop", app_dir / "facetable.desktop")
    shutil.copy2(LINUX / "install-desktop.sh", app_dir / "install-desktop.sh")
    (app_dir / "install-desktop.sh").chmod(0o755)
    target = app_dir / "icons" / "hicolor"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(hicolor, target)


def make_tarball(app_dir: Path, path: Path) -> Path:
    """``facetable-<version>/`` with everything in ``app_dir``, modes kept."""
    top = f"facetable-{version()}"
    with tarfile.open(path, "w:gz", compresslevel=6) as tar:
        tar.add(app_dir, arcname=top)
    return path


def folder_size(folder: Path) -> tuple[int, int, int]:
    """(files, bytes of their contents, bytes they take on disk in blocks)."""
    files = size = blocks = 0
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            stat = path.stat()
            files += 1
            size += stat.st_size
            blocks += getattr(stat, "st_blocks", (stat.st_size + 511) // 512) * 512
    return files, size, blocks


def build(console: bool) -> None:
    start = time.perf_counter()
    if BUILD.exists():
        shutil.rmtree(BUILD)
    print("build.py: icons and translations", flush=True)
    icons = make_icons(BUILD / "icons")
    compile_translations(BUILD / "qm")
    print("build.py: PyInstaller (a few minutes)", flush=True)
    run_pyinstaller(console)
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(APP_DIR, icons["hicolor"])
        tar = make_tarball(APP_DIR, tarball_path())
    else:
        tar = None
    files, size, blocks = folder_size(APP_DIR)
    print(f"build.py: built {APP_DIR.relative_to(ROOT)} in {time.perf_counter() - start:.0f} s: "
          f"{files} files, {size / 1e6:.1f} MB ({blocks / 2**20:.1f} MiB on disk)")
    if tar is not None:
        print(f"build.py: {tar.relative_to(ROOT)}: {tar.stat().st_size / 1e6:.1f} MB")
    if sys.platform == "darwin":
        print(f"build.py: {(DIST / 'FaceTable.app').relative_to(ROOT)} (the same, as an app)")


def smoke() -> int:
    """Run the frozen app's smoke test; its exit status."""
    program = executable()
    if not program.is_file():
        print(f"build.py: {program} is missing; build first", file=sys.stderr)
        return 1
    env = dict(os.environ, FACETABLE_FROZEN_APP=str(program))
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "frozen",
                           str(ROOT / "tests" / "test_frozen_app.py")], cwd=ROOT, env=env).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--smoke", action="store_true", help="run the smoke test after building")
    parser.add_argument("--skip-build", action="store_true",
                        help="use the build already in dist/ (with --smoke)")
    parser.add_argument("--console", action="store_true",
                        help="Windows: a program with a console window, which shows what "
                             "--version and --self-test print")
    args = parser.parse_args(argv)
    if not args.skip_build:
        build(args.console)
    return smoke() if args.smoke else 0


if __name__ == "__main__":
    sys.exit(main())
