"""Reading a file of ours only when it is an ordinary file, and only up to a bound.

Every file FaceTable reads back (a save, the archive, the statistics, the settings, the card
cache) comes through :func:`read_regular`: a named pipe in its place would block the reader for
good, a link to ``/dev/zero`` would be read without end, and a folder or a socket cannot be read
at all. The path is checked with ``stat`` before it is opened, opened without blocking, and
checked again on the open file (it may have been swapped in between); only then are at most
``limit`` bytes read. No Qt and nothing of the app: the saves and the table both use it.
"""
from __future__ import annotations

import errno
import os
import stat
from pathlib import Path

_NONBLOCK = getattr(os, "O_NONBLOCK", 0)            # not on Windows, where pipes are no files
_FLAGS = os.O_RDONLY | _NONBLOCK | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)

#: What a path holds when it is no ordinary file (said in English, as a technical detail).
_KINDS = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a named pipe"),
          (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))


class NotRegular(OSError):
    """The path holds something other than an ordinary file (a pipe, a device, a folder)."""


class TooLarge(OSError):
    """The file holds ``limit`` bytes or more; ``size`` is its size when known (else None)."""

    def __init__(self, path: Path, size: int | None) -> None:
        super().__init__(errno.EFBIG, "file too large", str(path))
        self.size = size


def kind(mode: int) -> str:
    """What a ``st_mode`` names, in a few English words."""
    for test, name in _KINDS:
        if test(mode):
            return name
    return "not an ordinary file"


def _check(path: Path, mode: int) -> None:
    if not stat.S_ISREG(mode):
        raise NotRegular(errno.EINVAL, f"{kind(mode)}, not an ordinary file", str(path))


def oddity(path: Path | str) -> str | None:
    """None when ``path`` is an ordinary file (links followed), else what is wrong with it in
    a few English words (what it is, or why the system cannot tell). Never opens it."""
    try:
        mode = os.stat(path).st_mode
    except OSError as error:
        return error.strerror or str(error)
    return None if stat.S_ISREG(mode) else f"{kind(mode)}, not an ordinary file"


def read_regular(path: Path | str, limit: int) -> bytes:
    """The bytes of the ordinary file at ``path`` (links followed), never blocking.

    Raises ``FileNotFoundError`` when there is nothing there, :class:`NotRegular` for anything
    but an ordinary file, :class:`TooLarge` when it holds ``limit`` bytes or more (checked
    before reading, and again while reading: a file may grow), and ``OSError`` for any other
    refusal (no permission, a name too long).
    """
    path = Path(path)
    info = os.stat(path)
    _check(path, info.st_mode)
    if info.st_size >= limit:
        raise TooLarge(path, info.st_size)
    fd = os.open(path, _FLAGS)
    with os.fdopen(fd, "rb") as handle:
        _check(path, os.fstat(fd).st_mode)
        raw = handle.read(limit)
    if len(raw) >= limit:
        raise TooLarge(path, None)
    return raw


__all__ = ["NotRegular", "TooLarge", "kind", "oddity", "read_regular"]
