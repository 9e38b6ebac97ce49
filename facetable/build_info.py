"""Which FaceTable this is: the version, the commit it came from and the date of its build.

The desktop build records the commit and the date when it is built (``packaging/build.py``
writes ``build_info.json``, which the bundle carries beside the package's resources; the date is
the commit's, ``SOURCE_DATE_EPOCH``, so two builds of one commit are the same). From source both
come from git when the package sits in a git checkout, else they are "unknown". Never the
network. ``facetable --version``, ``--self-test`` and Help → About show them.
"""
from __future__ import annotations

import json
import subprocess
import time
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from facetable import __version__
from facetable.paths import is_frozen, resource_dir

UNKNOWN = "unknown"
#: The file the desktop build writes into its bundle (``<bundle>/facetable/build_info.json``).
FILE_NAME = "build_info.json"
#: How long git may take to answer (it is local; a hung git must not stop the app).
GIT_TIMEOUT_S = 5.0


@dataclass(frozen=True)
class BuildInfo:
    version: str
    commit: str            # the commit's hash (12 digits), "-dirty" with uncommitted changes
    date: str              # "2026-12-02 04:58 UTC": the build's (frozen) or the commit's
    frozen: bool           # the desktop build (else run from source)

    def describe(self) -> str:
        """``0.1.0 (commit 2e26b1f4c3a1, built 2026-12-02 04:58 UTC)``; from source
        ``0.1.0 (commit 2e26b1f4c3a1, from source, committed …)``."""
        if self.frozen:
            return f"{self.version} (commit {self.commit}, built {self.date})"
        return f"{self.version} (commit {self.commit}, from source, committed {self.date})"


def format_date(epoch: int) -> str:
    return time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime(epoch))


def _git(root: Path, *args: str) -> str | None:
    try:
        done = subprocess.run(["git", "-C", str(root), *args], capture_output=True, text=True,
                              timeout=GIT_TIMEOUT_S, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    return done.stdout.strip() if done.returncode == 0 else None


def from_git(root: Path) -> tuple[str, int | None]:
    """(commit, commit time) of the checkout at ``root``: ("unknown", None) when ``root`` is no
    git checkout of its own (an installed package inside someone else's repository is not) or
    git is missing."""
    if not (root / ".git").exists():
        return UNKNOWN, None
    commit = _git(root, "rev-parse", "--short=12", "HEAD")
    stamp = _git(root, "log", "-1", "--format=%ct", "HEAD")
    if not commit or not stamp or not stamp.isdigit():
        return UNKNOWN, None
    if _git(root, "status", "--porcelain", "--untracked-files=no") != "":
        commit += "-dirty"
    return commit, int(stamp)


def read_recorded(path: Path) -> tuple[str, str]:
    """(commit, date) from the desktop build's file; "unknown" for what it lacks."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return UNKNOWN, UNKNOWN
    if not isinstance(data, dict):
        return UNKNOWN, UNKNOWN
    return str(data.get("commit") or UNKNOWN), str(data.get("date") or UNKNOWN)


@lru_cache(maxsize=1)
def build_info() -> BuildInfo:
    if is_frozen():
        import sys
        commit, date = read_recorded(resource_dir(FILE_NAME, bundle=getattr(sys, "_MEIPASS", "")))
        return BuildInfo(__version__, commit, date, frozen=True)
    commit, stamp = from_git(Path(__file__).resolve().parent.parent)
    return BuildInfo(__version__, commit, UNKNOWN if stamp is None else format_date(stamp),
                     frozen=False)
