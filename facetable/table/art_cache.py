"""Card pictures kept on disk between runs, as KDE's card games keep theirs (KImageCache);
also the welcome screen's game pictures (fans of cards drawn from several SVGs).

Drawing a picture from its SVG takes 1 to 5 ms; reading the same picture back takes about
0.15 ms. ``art._draw`` asks here first and stores what it drew, so a table shown
again (the next start, another game at the same size) skips the SVG work: at start-up that is
about 12 ms of the Flip 7 table's first paint.

A file is named after the picture, its pixel size and a stamp of its SVG (size and time of
change), so a changed SVG is never read from an old picture. The shared deck's back is stored
under the name of the back chosen in the settings (``theme.resolve``: ``back_navy``), so the
theme is part of the name and a picture of one back is never served for the other.

Anything wrong with the cache (no folder, no room, a broken or foreign file, a pipe or a device
in a picture's place: only ordinary files are read, and no more than a picture's size) only
means drawing from the SVG again; nothing here raises or blocks. Each art folder keeps at most
``MAX_FILES`` pictures (about 17 kB each): when a new one would pass that, the oldest go until
half are left.

A file holds the picture's pixels as the table paints them (premultiplied ARGB32, this machine's
byte order) after a short header, compressed with zlib at level 1: storing one takes 0.2 ms and
reading it 0.15 ms, against 1.5 ms and 0.4 ms for a PNG (whose row filters and checksums buy
nothing here), which at a first start was 5 ms of the first paint.
"""
from __future__ import annotations

import os
import struct
import sys
import tempfile
import zlib
from collections.abc import Sequence
from contextlib import suppress
from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtGui import QImage

from facetable.regular_files import read_regular

#: Pictures kept per art folder (the shared standard deck has 56 per size, Flip 7 28: seven
#: sizes of the window).
MAX_FILES = 400
#: Bumped when the way pictures are drawn or stored changes, so old files are not read.
VERSION = 2
#: A file starts with this, the byte order of its pixels, then its width and height.
MAGIC = b"FaceTable card\n"
_HEADER = struct.Struct("<15scII")
_ORDER = sys.byteorder[0].encode()                   # b"l" or b"b"

_root: Path | None = None
_counts: dict[Path, int] = {}       # pictures in each game folder, counted at its first store


def root() -> Path:
    """The cache folder: the platform's cache location (``$XDG_CACHE_HOME`` or ``~/.cache`` on
    Linux) plus ``facetable/cards``."""
    global _root
    if _root is None:
        base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericCacheLocation)
        _root = Path(base or tempfile.gettempdir()) / "facetable" / "cards"
    return _root


def set_root(folder: Path | None) -> None:
    """Use ``folder`` (tests), or the platform's location again with None."""
    global _root
    _root = folder
    _counts.clear()


def _path(source: Path | Sequence[Path], game: str, name: str, width: int,
          height: int) -> Path | None:
    """The file of a picture drawn from ``source``: one file (a card's SVG) or several (a
    welcome tile's fan of cards), each stamped by its size and time of change (several: by
    their names, sizes and times, folded into a 64-bit stamp); None when one is missing."""
    files = [source] if isinstance(source, Path) else list(source)
    stamps = []
    for file in files:
        try:
            stat = file.stat()
        except OSError:
            return None
        stamps.append(f"{stat.st_size:x}-{stat.st_mtime_ns:x}")
    if len(files) == 1:
        stamp = stamps[0]
    else:
        key = "|".join(f"{file.name}:{one}" for file, one in zip(files, stamps)).encode()
        stamp = f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}"
    return root() / game / f"{name}.{width}x{height}.v{VERSION}.{stamp}.card"


def load(source: Path | Sequence[Path], game: str, name: str, width: int,
         height: int) -> QImage | None:
    """The stored picture drawn from ``source`` at ``width``×``height`` pixels, or None."""
    path = _path(source, game, name, width, height)
    if path is None:
        return None
    size = width * height * 4
    try:            # only an ordinary file, never blocking, and no bigger than its pixels
        data = read_regular(path, _HEADER.size + size + size // 8 + 4096)
        magic, order, w, h = _HEADER.unpack_from(data)
        if (magic, order, w, h) != (MAGIC, _ORDER, width, height):
            return None
        pixels = zlib.decompressobj().decompress(memoryview(data)[_HEADER.size:], size + 1)
    except (OSError, struct.error, zlib.error):
        return None
    if len(pixels) != size:
        return None
    return QImage(pixels, width, height, width * 4,
                  QImage.Format.Format_ARGB32_Premultiplied).copy()   # its own pixels


def store(source: Path | Sequence[Path], game: str, name: str, image: QImage) -> None:
    """Keep ``image`` (drawn from ``source``) for later runs; silently not when it cannot."""
    width, height = image.width(), image.height()
    path = _path(source, game, name, width, height)
    if path is None:
        return
    image = image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)  # as drawn: as is
    pixels = bytes(image.constBits())               # rows of 4 × width bytes, none padded
    data = _HEADER.pack(MAGIC, _ORDER, width, height) + zlib.compress(pixels, 1)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        _make_room(path.parent)
        handle, temp = tempfile.mkstemp(dir=path.parent, suffix=".part")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        new = not path.exists()
        os.replace(temp, path)           # another run reading it sees all of it or nothing
        _counts[path.parent] += new
    except OSError:                      # a full disk: leave no half-written file behind
        with suppress(OSError):
            os.unlink(temp)


def _make_room(folder: Path) -> None:
    """Count the folder's pictures at its first store in this run; when one more would make
    more than ``MAX_FILES``, remove the oldest until half of that is left (and any half-written
    file left by a crash)."""
    if _counts.get(folder, MAX_FILES) < MAX_FILES:
        return
    try:
        entries = [(entry.stat().st_mtime_ns, entry.path) for entry in os.scandir(folder)
                   if entry.is_file()]
    except OSError:
        entries = []
    stale = [path for _, path in entries if path.endswith(".part")]
    pictures = sorted(item for item in entries if not item[1].endswith(".part"))
    if len(pictures) >= MAX_FILES:
        stale += [path for _, path in pictures[:len(pictures) - MAX_FILES // 2]]
    removed = 0
    for path in stale:
        try:
            os.unlink(path)
            removed += not path.endswith(".part")
        except OSError:
            pass
    _counts[folder] = len(pictures) - removed
