#!/usr/bin/env python3
"""Build the FaceTable desktop app: one folder that runs without Python installed.

    pip install -e '.[build]'                # PyInstaller (a build tool only)
    python packaging/build.py                # build dist/facetable/ (and the Linux tarball)
    python packaging/build.py --smoke        # build, then run the smoke test on the result
    python packaging/build.py --smoke --skip-build   # smoke-test the build already in dist/
    python packaging/build.py --out DIR      # build into DIR/dist, working in DIR/build

Steps: draw the icons from ``assets/icons/facetable.svg`` (PNG sizes, ``.ico``, ``.icns``),
compile the translations (``pyside6-lrelease``) and record the commit and the build date
(``build_info.json``) into ``build/desktop/``; run PyInstaller on ``packaging/facetable.spec``
into ``dist/facetable/`` (on macOS also ``dist/FaceTable.app``); add the licenses
(``packaging/notices.py``); on Linux add the desktop entry, the AppStream metainfo, the icons and
``install-desktop.sh`` to that folder and pack it as
``dist/facetable-<version>-linux-<machine>.tar.gz`` with ``SHA256SUMS`` beside it. Then it
prints the size.

Two builds of one commit are byte-identical (``packaging/reproducible.py``: the commit's time
as ``SOURCE_DATE_EPOCH``, a fixed hash seed, sorted zip and tar entries, no owners, fixed
times); ``packaging/check_reproducible.py`` builds twice and compares.

The smoke test is ``tests/test_frozen_app.py`` (marker ``frozen``), run with pytest against the
built program; it needs pytest and pytest-qt, which the ``build`` extra brings.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from elf import is_elf  # noqa: E402
from icons import make_icons  # noqa: E402
from notices import write_licenses  # noqa: E402
from reproducible import (build_env, normalize_zip, source_date_epoch,  # noqa: E402
                          write_sha256sums, write_tarball)
from update_translations import LANGUAGES, find_tool, ts_path  # noqa: E402

from facetable.app.main import DESKTOP_NAME  # noqa: E402
from facetable.build_info import FILE_NAME, format_date, from_git  # noqa: E402

DIST = ROOT / "dist"
BUILD = ROOT / "build" / "desktop"
SPEC = ROOT / "packaging" / "facetable.spec"
APP_DIR = DIST / "facetable"
LINUX = ROOT / "packaging" / "linux"


def use_out(out: Path) -> None:
    """Build into ``out/dist`` and work in ``out/build`` (``--out``)."""
    global DIST, BUILD, APP_DIR
    DIST, BUILD = out / "dist", out / "build"
    APP_DIR = DIST / "facetable"


def version() -> str:
    namespace: dict = {}
    exec((ROOT / "facetable" / "__init__.py").read_text(encoding="utf-8"), namespace)
    return namespace["__version__"]


def executable(app_dir: Path = APP_DIR) -> Path:
    """The program inside the onedir folder."""
    return app_dir / ("facetable.exe" if sys.platform == "win32" else "facetable")


def record_build(out: Path, epoch: int) -> Path:
    """``build_info.json``: the commit (from git) and the build date (the commit's time, so
    two builds of one commit say the same), which the app shows (``facetable.build_info``)."""
    commit, _ = from_git(ROOT)
    out.mkdir(parents=True, exist_ok=True)
    path = out / FILE_NAME
    path.write_text(json.dumps({"commit": commit, "date": format_date(epoch)}, sort_keys=True)
                    + "\n", encoding="utf-8")
    return path


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


def run_pyinstaller(console: bool, epoch: int) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        sys.exit("build.py: PyInstaller is not installed; pip install -e '.[build]' first")
    env = dict(os.environ, FACETABLE_BUILD_DIR=str(BUILD), FACETABLE_CONSOLE="1" if console else "0",
               **build_env(epoch))
    subprocess.run([sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
                    "--log-level", "WARN", "--distpath", str(DIST),
                    "--workpath", str(BUILD / "pyinstaller"), str(SPEC)],
                   check=True, cwd=ROOT, env=env)


def add_linux_desktop_files(app_dir: Path, hicolor: Path) -> None:
    """The desktop entry (its Exec names the program on PATH; ``install-desktop.sh`` writes
    one naming this folder's program), the AppStream metainfo, the icon theme folders and the
    script."""
    for name in (f"{DESKTOP_NAME}.desktop", f"{DESKTOP_NAME}.metainfo.xml", "install-desktop.sh"):
        shutil.copyfile(LINUX / name, app_dir / name)
    (app_dir / "install-desktop.sh").chmod(0o755)
    target = app_dir / "icons" / "hicolor"
    if target.exists():
        shutil.rmtree(target)
    shutil.copytree(hicolor, target)


def system_libraries(app_dir: Path) -> list[str]:
    """The file names of the shared libraries in the bundle that came from the build machine
    (not from a wheel), for their copyright files."""
    internal = app_dir / "_internal"
    return sorted(path.name for path in internal.glob("lib*.so*")
                  if is_elf(path) and not path.name.startswith(("libpython", "libpyside6",
                                                                "libshiboken6", "libQt6")))


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
    epoch = source_date_epoch(ROOT)
    if BUILD.exists():
        shutil.rmtree(BUILD)
    print("build.py: icons, translations and the build's record", flush=True)
    icons = make_icons(BUILD / "icons")
    compile_translations(BUILD / "qm")
    record_build(BUILD, epoch)
    print("build.py: PyInstaller (a few minutes)", flush=True)
    run_pyinstaller(console, epoch)
    for archive in APP_DIR.rglob("*.zip"):
        normalize_zip(archive)                       # base_library.zip: sorted, fixed dates
    write_licenses(APP_DIR, system_libraries(APP_DIR) if sys.platform.startswith("linux") else [])
    tar = sums = None
    if sys.platform.startswith("linux"):
        add_linux_desktop_files(APP_DIR, icons["hicolor"])
        tar = write_tarball(APP_DIR, f"facetable-{version()}", tarball_path(), epoch)
        sums = write_sha256sums([tar], DIST / "SHA256SUMS")
    files, size, blocks = folder_size(APP_DIR)
    print(f"build.py: built {APP_DIR} in {time.perf_counter() - start:.0f} s: "
          f"{files} files, {size / 1e6:.1f} MB ({blocks / 2**20:.1f} MiB on disk)")
    if tar is not None:
        print(f"build.py: {tar}: {tar.stat().st_size / 1e6:.1f} MB; {sums.read_text().strip()}")
    if sys.platform == "darwin":
        print(f"build.py: {DIST / 'FaceTable.app'} (the same, as an app)")


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
    parser.add_argument("--out", type=Path, default=None, metavar="DIR",
                        help="build into DIR/dist and work in DIR/build (default: dist/, build/)")
    parser.add_argument("--console", action="store_true",
                        help="Windows: a program with a console window, which shows what "
                             "--version and --self-test print")
    args = parser.parse_args(argv)
    if args.out is not None:
        use_out(args.out.resolve())
    if not args.skip_build:
        build(args.console)
    return smoke() if args.smoke else 0


if __name__ == "__main__":
    sys.exit(main())
