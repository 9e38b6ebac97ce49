#!/usr/bin/env python3
"""Build one commit twice and check that both builds are byte-identical.

    python packaging/check_reproducible.py [--commit HEAD] [--keep]

Clones the commit into two fresh folders (two different paths, so nothing of the first build
or of this checkout can leak into the second), runs ``packaging/build.py`` in each with this
Python (its PyInstaller and PySide6), then compares the two ``dist/`` folders file by file and
the tarballs byte for byte. Prints each differing file and the tarball's SHA-256; the exit
status is 0 only when everything is identical. Two builds take a few minutes on 2 cores.
"""
from __future__ import annotations

import argparse
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from reproducible import sha256  # noqa: E402


def clone(commit: str, folder: Path) -> None:
    subprocess.run(["git", "clone", "--quiet", "--no-hardlinks", "--no-checkout", str(ROOT),
                    str(folder)], check=True)
    subprocess.run(["git", "-C", str(folder), "checkout", "--quiet", "--detach", commit],
                   check=True)


def build(checkout: Path) -> Path:
    """Build in ``checkout`` (its own sources first on the path); its dist folder."""
    env = dict(os.environ, PYTHONPATH=str(checkout))
    env.pop("SOURCE_DATE_EPOCH", None)                   # each takes the commit's time
    subprocess.run([sys.executable, str(checkout / "packaging" / "build.py")], cwd=checkout,
                   env=env, check=True)
    return checkout / "dist"


def differences(one: Path, two: Path) -> list[str]:
    """The relative paths that are missing on one side or differ in content or link target."""
    def listing(folder: Path) -> dict[str, Path]:
        return {p.relative_to(folder).as_posix(): p for p in folder.rglob("*")}
    a, b = listing(one), listing(two)
    out = sorted(set(a) ^ set(b))
    for name in sorted(set(a) & set(b)):
        x, y = a[name], b[name]
        if x.is_symlink() or y.is_symlink():
            same = x.is_symlink() and y.is_symlink() and os.readlink(x) == os.readlink(y)
        elif x.is_file():
            same = y.is_file() and filecmp.cmp(x, y, shallow=False) \
                and (x.stat().st_mode & 0o777) == (y.stat().st_mode & 0o777)
        else:
            same = y.is_dir()
        if not same:
            out.append(name)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--commit", default="HEAD", help="the commit to build (default HEAD)")
    parser.add_argument("--keep", action="store_true", help="keep the two build folders")
    args = parser.parse_args(argv)
    commit = subprocess.run(["git", "-C", str(ROOT), "rev-parse", args.commit], check=True,
                            capture_output=True, text=True).stdout.strip()
    work = Path(tempfile.mkdtemp(prefix="facetable-reproducible-"))
    try:
        dists = []
        for name in ("one", "two"):
            print(f"check_reproducible: build {name} of {commit[:12]} in {work / name}", flush=True)
            clone(commit, work / name)
            dists.append(build(work / name))
        differ = differences(*dists)
        tarballs = sorted(p.name for p in dists[0].glob("*.tar.gz"))
        for name in tarballs:
            print(f"check_reproducible: {name}: sha256 {sha256(dists[0] / name)} (one), "
                  f"{sha256(dists[1] / name)} (two)")
        files = sum(1 for p in dists[0].rglob("*") if p.is_file())
        if differ:
            print(f"check_reproducible: NOT reproducible: {len(differ)} of {files} files differ:")
            for name in differ[:50]:
                print(f"  {name}")
            return 1
        print(f"check_reproducible: reproducible: the two builds' {files} files are identical")
        return 0
    finally:
        if args.keep:
            print(f"check_reproducible: kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
