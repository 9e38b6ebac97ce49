"""Just enough of ELF (64-bit, little-endian: Linux on x86-64 and arm64) for the desktop build:
a shared library's direct dependencies, the symbol versions it needs (the GLIBC ceiling) and
where one of its symbols lies in the file.

``ldd`` (what PyInstaller reads) lists dependencies of dependencies too, so it cannot tell
which library a file itself needs; the ``DT_NEEDED`` entries of its dynamic section can.
"""
from __future__ import annotations

import re
import struct
from pathlib import Path

_SHT_DYNSYM, _SHT_DYNAMIC, _DT_NEEDED = 11, 6, 1
_SHT_GNU_VERNEED, _SHT_GNU_VERSYM = 0x6FFFFFFE, 0x6FFFFFFF
_ELF_MAGIC = b"\x7fELF"


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


def is_elf(path: Path) -> bool:
    """Whether ``path`` is a regular file that starts like an ELF file."""
    path = Path(path)
    if not path.is_file() or path.is_symlink():
        return False
    with open(path, "rb") as file:
        return file.read(4) == _ELF_MAGIC


def version_needs(path: Path) -> dict[str, set[str]]:
    """The symbol versions ``path`` needs from each library (its ``.gnu.version_r``
    section): e.g. ``{"libc.so.6": {"GLIBC_2.2.5", "GLIBC_2.34"}}``."""
    data = Path(path).read_bytes()
    sections = _sections(data)
    needs: dict[str, set[str]] = {}
    for sec in sections:
        if sec[1] != _SHT_GNU_VERNEED:
            continue
        strings, at = sections[sec[6]], sec[4]
        for _ in range(sec[7]):                     # sh_info: the number of entries
            _, count, file_name, aux, following = struct.unpack_from("<HHIII", data, at)
            versions = needs.setdefault(_string(data, strings, file_name), set())
            entry = at + aux
            for _ in range(count):
                _, _, _, name, next_aux = struct.unpack_from("<IHHII", data, entry)
                versions.add(_string(data, strings, name))
                entry += next_aux
            at += following
    return needs


def glibc_ceiling(path: Path) -> tuple[int, ...]:
    """The highest ``GLIBC_x.y[.z]`` symbol version ``path`` needs, as numbers; ``()`` if
    none (GLIBC_PRIVATE and other libraries' versions, such as GLIBCXX_, do not count)."""
    found = [tuple(int(part) for part in name[6:].split("."))
             for versions in version_needs(path).values() for name in versions
             if re.fullmatch(r"GLIBC_\d+(\.\d+)*", name)]
    return max(found, default=())


def glibc_ceilings(folder: Path, pattern: str = "*") -> dict[Path, tuple[int, ...]]:
    """``glibc_ceiling`` of every ELF file under ``folder`` whose name matches ``pattern``."""
    return {path: glibc_ceiling(path) for path in sorted(Path(folder).rglob(pattern))
            if is_elf(path)}


def _elf_hash(name: bytes) -> int:
    """The System V hash of a version name (``vna_hash``)."""
    h = 0
    for byte in name:
        h = (h << 4) + byte
        high = h & 0xF0000000
        if high:
            h ^= high >> 24
        h &= ~high & 0xFFFFFFFF
    return h


def _version_entries(data: bytes, sections: list[tuple]):
    """(library, version name, file offset of the entry, version index) of each need."""
    for sec in sections:
        if sec[1] != _SHT_GNU_VERNEED:
            continue
        strings, at = sections[sec[6]], sec[4]
        for _ in range(sec[7]):
            _, count, file_name, aux, following = struct.unpack_from("<HHIII", data, at)
            library = _string(data, strings, file_name)
            entry = at + aux
            for _ in range(count):
                _, _, other, name, next_aux = struct.unpack_from("<IHHII", data, entry)
                yield library, _string(data, strings, name), entry, other, strings
                entry += next_aux
            at += following


def symbols_needing(data: bytes, library: str, version: str) -> set[str]:
    """The undefined dynamic symbols bound to ``version`` of ``library``."""
    sections = _sections(data)
    index = {other for lib, name, _, other, _ in _version_entries(data, sections)
             if (lib, name) == (library, version)}
    versym = next(sec for sec in sections if sec[1] == _SHT_GNU_VERSYM)
    dynsym = next(sec for sec in sections if sec[1] == _SHT_DYNSYM)
    names = set()
    for i in range(dynsym[5] // dynsym[9]):
        st_name, _, _, st_shndx, _, _ = struct.unpack_from("<IBBHQQ", data, dynsym[4] + i * dynsym[9])
        ver, = struct.unpack_from("<H", data, versym[4] + 2 * i)
        if st_shndx == 0 and ver & 0x7FFF in index:
            names.add(_string(data, sections[dynsym[6]], st_name))
    return names


def older_version(data: bytes, library: str, version: str, older: str,
                  symbols: set[str]) -> bytes:
    """``data`` with its need of ``version`` of ``library`` turned into a need of ``older``,
    so that the symbols bound to it bind to their ``older`` versions.

    Refused (``ValueError``) unless every symbol bound to ``version`` is in ``symbols``: the
    caller names the functions whose older version is known to do the same. The version's
    name is pointed at the ``older`` string already in the file's string table (so nothing
    moves); its hash is that name's."""
    sections = _sections(data)
    bound = symbols_needing(data, library, version)
    if not bound or not bound <= symbols:
        raise ValueError(f"{version} of {library} is needed for {sorted(bound)}, "
                         f"not only {sorted(symbols)}")
    out = bytearray(data)
    for lib, name, entry, _, strings in _version_entries(data, sections):
        if (lib, name) != (library, version):
            continue
        start, end = strings[4], strings[4] + strings[5]
        at = data.find(b"\0" + older.encode() + b"\0", start - 1, end)
        if at < 0:
            raise ValueError(f"{older} is not in the string table")
        struct.pack_into("<I", out, entry, _elf_hash(older.encode()))
        struct.pack_into("<I", out, entry + 8, at + 1 - start)
    return bytes(out)


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
