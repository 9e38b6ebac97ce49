"""What makes two desktop builds of one commit byte-identical (``packaging/build.py``).

- The time: ``SOURCE_DATE_EPOCH``, the commit's time unless it is set already
  (https://reproducible-builds.org/specs/source-date-epoch/); PyInstaller reads it too.
- Python's string hashing: a fixed ``PYTHONHASHSEED`` for PyInstaller, so sets (and the order
  modules are found in) come out the same.
- Zip files PyInstaller writes (``base_library.zip``): entries sorted by name, each dated
  1980-01-01 (zip's earliest date) with fixed attributes.
- The tarball: members sorted by name, owner and group 0 with no names, every time the
  ``SOURCE_DATE_EPOCH``, modes as they are (0755 or 0644); gzip header time 0 and no file name.
- ``SHA256SUMS`` beside the tarball, in ``sha256sum``'s format (``sha256sum -c SHA256SUMS``).
"""
from __future__ import annotations

import gzip
import hashlib
import os
import shutil
import stat
import subprocess
import tarfile
import zipfile
from pathlib import Path

#: The hash seed PyInstaller runs with.
HASH_SEED = "0"
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def source_date_epoch(root: Path) -> int:
    """``SOURCE_DATE_EPOCH`` if set, else the time of the commit checked out at ``root``."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    git = shutil.which("git")
    if git:
        done = subprocess.run([git, "-C", str(root), "log", "-1", "--format=%ct", "HEAD"],
                              capture_output=True, text=True)
        if done.returncode == 0 and done.stdout.strip().isdigit():
            return int(done.stdout.strip())
    raise SystemExit("build.py: no commit time (not a git checkout): set SOURCE_DATE_EPOCH")


def build_env(epoch: int) -> dict[str, str]:
    """The environment variables that make the tools' output depend on the sources only."""
    return {"SOURCE_DATE_EPOCH": str(epoch), "PYTHONHASHSEED": HASH_SEED, "TZ": "UTC",
            "LC_ALL": "C.UTF-8"}


def normalize_zip(path: Path) -> None:
    """Rewrite the zip file ``path`` with its entries sorted and dated ``ZIP_DATE``, each kept
    with its own compression."""
    with zipfile.ZipFile(path) as old:
        entries = sorted(((info, old.read(info)) for info in old.infolist()),
                         key=lambda item: item[0].filename)
    tmp = path.with_name(path.name + ".tmp")
    with zipfile.ZipFile(tmp, "w") as new:
        for info, data in entries:
            fixed = zipfile.ZipInfo(info.filename, date_time=ZIP_DATE)
            fixed.compress_type = info.compress_type
            fixed.external_attr = (0o40755 if info.is_dir() else 0o100644) << 16
            fixed.create_system = 3                  # Unix, whatever the machine
            new.writestr(fixed, data)
    os.replace(tmp, path)


def _member(tar: tarfile.TarFile, path: Path, name: str, epoch: int) -> tarfile.TarInfo:
    info = tar.gettarinfo(str(path), arcname=name)
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mtime = epoch
    if info.isfile() or info.isdir():
        executable = info.isdir() or path.stat().st_mode & stat.S_IXUSR
        info.mode = 0o755 if executable else 0o644
    return info


def write_tarball(folder: Path, top: str, path: Path, epoch: int) -> Path:
    """``path`` (.tar.gz) holding ``folder`` as ``top/``, the same bytes for the same files."""
    members = [folder, *sorted(folder.rglob("*"), key=lambda p: p.relative_to(folder).as_posix())]
    with open(path, "wb") as raw, \
            gzip.GzipFile(filename="", mode="wb", fileobj=raw, mtime=0, compresslevel=6) as gz, \
            tarfile.open(fileobj=gz, mode="w", format=tarfile.PAX_FORMAT) as tar:
        for member in members:
            rel = member.relative_to(folder).as_posix()
            info = _member(tar, member, top if rel == "." else f"{top}/{rel}", epoch)
            if info.isfile():
                with open(member, "rb") as data:
                    tar.addfile(info, data)
            else:
                tar.addfile(info)
    return path


def sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with open(path, "rb") as file:
        for block in iter(lambda: file.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def write_sha256sums(files: list[Path], out: Path) -> Path:
    """``out`` listing each file's SHA-256 and name (files beside ``out``)."""
    out.write_text("".join(f"{sha256(f)}  {f.name}\n" for f in sorted(files)), encoding="utf-8")
    return out
