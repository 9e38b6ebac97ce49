"""The license files the desktop build carries (``packaging/build.py``).

Beside the program: ``LICENSE`` (FaceTable's, MIT) and ``THIRD-PARTY-NOTICES.txt`` (the same
file as ``assets/licenses/``, which names every component, its license, where its source is and
how to replace Qt), and a ``licenses/`` folder gathered from the machine that builds:

- ``Python-LICENSE.txt``: the license of the Python the app carries;
- ``python-packages/<distribution>/...``: the license files of every Python distribution
  FaceTable needs at run time (its requirements, followed), as their wheels installed them;
- ``system/<package>.copyright`` (Linux, where ``dpkg-query`` answers): the copyright file of the
  distribution package each bundled system library came from.
"""
from __future__ import annotations

import importlib.metadata as metadata
import re
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
NOTICES = ROOT / "assets" / "licenses" / "THIRD-PARTY-NOTICES.txt"
LICENSE_FILE = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


def runtime_distributions(name: str = "facetable") -> list[metadata.Distribution]:
    """``name``'s run-time requirements and theirs, without extras, sorted by name."""
    seen: dict[str, metadata.Distribution] = {}
    todo = [name]
    while todo:
        try:
            dist = metadata.distribution(todo.pop())
        except metadata.PackageNotFoundError:
            continue
        key = dist.metadata["Name"].lower().replace("_", "-")
        if key in seen:
            continue
        seen[key] = dist
        for text in dist.requires or []:
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    seen.pop(name, None)
    return [seen[key] for key in sorted(seen)]


def _python_license() -> Path | None:
    for folder in (sysconfig.get_paths()["stdlib"], Path(sys.base_prefix) / "share" / "doc"):
        candidate = Path(folder) / "LICENSE.txt"
        if candidate.is_file():
            return candidate
    debian = Path(f"/usr/share/doc/python{sys.version_info[0]}.{sys.version_info[1]}/copyright")
    return debian if debian.is_file() else None


def _system_packages(names: list[str]) -> list[str]:
    """The dpkg packages holding libraries of these file names (none where dpkg is absent)."""
    dpkg = shutil.which("dpkg-query")
    if not dpkg or not names:
        return []
    done = subprocess.run([dpkg, "-S", *(f"*/{name}" for name in names)],
                          capture_output=True, text=True)
    packages = set()
    for line in done.stdout.splitlines():
        owners = line.split(": ", 1)[0]
        packages.update(owner.strip().split(":")[0] for owner in owners.split(","))
    return sorted(packages)


def write_licenses(app_dir: Path, system_libraries: list[str]) -> list[Path]:
    """Put LICENSE, THIRD-PARTY-NOTICES.txt and licenses/ into ``app_dir``; the files written."""
    written = [Path(shutil.copyfile(ROOT / "LICENSE", app_dir / "LICENSE")),
               Path(shutil.copyfile(NOTICES, app_dir / NOTICES.name))]
    out = app_dir / "licenses"
    if out.exists():
        shutil.rmtree(out)
    out.mkdir()
    python = _python_license()
    if python is not None:
        written.append(Path(shutil.copyfile(python, out / "Python-LICENSE.txt")))
    for dist in runtime_distributions():
        folder = out / "python-packages" / dist.metadata["Name"]
        for file in sorted(dist.files or [], key=str):
            if ".dist-info" in str(file) and LICENSE_FILE.search(file.name):
                target = folder / file.name
                folder.mkdir(parents=True, exist_ok=True)
                written.append(Path(shutil.copyfile(file.locate(), target)))
    for package in _system_packages(system_libraries):
        copyright_file = Path("/usr/share/doc") / package / "copyright"
        if copyright_file.is_file():
            (out / "system").mkdir(exist_ok=True)
            written.append(Path(shutil.copyfile(copyright_file,
                                                out / "system" / f"{package}.copyright")))
    return written
