"""Just enough of ELF (64-bit, little-endian: Linux on x86-64 and arm64) for the desktop build:
a shared library's direct dependencies and where one of its symbols lies in the file.

``ldd`` (what PyInstaller reads) lists dependencies of dependencies too, so it cannot tell
which library a file itself needs; the ``DT_NEEDED`` entries of its dynamic section can.
"""
from __future__ import annotations

import re
import struct
from pathlib import Path

_SHT_DYNSYM, _SHT_DYNAMIC, _DT_NEEDED = 11, 6, 1


def _sections(data: bytes) -> list[tuple]:
    """(name, type, flags, addr, offset, size, link, info, align, entsize) of each section."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        raise ValueError("not a 64-bit little-endian ELF file")
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    return [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
            for i in range(shnum)]


def _string(data: bytes, table: tuple, offset: int) -> str:
    start = table[4] + offset
    return data[start:data.index(b"\0", start)].decode()


def needed(path: Path) -> list[str]:
    """The libraries ``path`` names in its DT_NEEDED entries, in order."""
    data = Path(path).read_bytes()
    sections = _sections(data)
    names = []
    for sec in sections:
        if sec[1] != _SHT_DYNAMIC:
            continue
        for off in range(sec[4], sec[4] + sec[5], 16):
            tag, value = struct.unpack_from("<qQ", data, off)
            if tag == _DT_NEEDED:
                names.append(_string(data, sections[sec[6]], value))
    return names


def symbol(data: bytes, pattern: str) -> tuple[str, int, int]:
    """(name, file offset, size) of the one defined dynamic symbol whose name matches
    ``pattern``."""
    sections = _sections(data)
    found = []
    for sec in sections:
        if sec[1] != _SHT_DYNSYM:
            continue
        for off in range(sec[4], sec[4] + sec[5], sec[9]):
            st_name, _, _, st_shndx, st_value, st_size = struct.unpack_from("<IBBHQQ", data, off)
            name = _string(data, sections[sec[6]], st_name)
            if re.fullmatch(pattern, name) and st_shndx not in (0, 0xFFF1, 0xFFF2):
                home = sections[st_shndx]
                found.append((name, st_value - home[3] + home[4], st_size))
    if len(found) != 1:
        raise ValueError(f"expected one symbol {pattern!r}, found {found}")
    return found[0]
