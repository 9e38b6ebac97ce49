"""A smaller ICU data library for the Linux desktop build.

Qt's Linux wheels link QtCore to ICU, whose data library (``libicudata.so.<N>``, 32 MB) holds
everything ICU can do. Qt calls only four parts of ICU (the functions libQt6Core imports):
case mapping (``u_strToUpper``/``u_strToLower``: no data file), collation (``ucol_*``: the
``coll/`` items), time zones (``ucal_*``: ``zone/``, ``zoneinfo64``, the locale files) and
legacy text encodings (``ucnv_*``: the ``*.cnv`` tables, for encodings FaceTable never reads or
writes; Qt 6 reads and writes UTF-8 on Linux without them). This module rebuilds the library
without the items no such call opens: break iterators, units, currencies, language and region
names, transliterators, number spelling and the legacy encodings' tables. ``facetable
--self-test`` checks collation, case mapping and time-zone names in the built app.

The data is ICU's "common data" package (``icudt<N>l``): a header, a table of contents (count,
then name and data offsets from the table's start, sorted by name), the names, then the items,
each aligned to 16 bytes. The new package keeps the header, the order and the items as they are.
The library is one assembler file, ``.incbin`` of the package under the symbol libicuuc looks
for (``icudt<N>_dat``), built with ``cc``; without ``cc`` the build keeps Qt's library.
"""
from __future__ import annotations

import shutil
import struct
import subprocess
import tempfile
from pathlib import Path

from elf import symbol as elf_symbol

#: Item folders (``icudt73l/<folder>/...``) of data no ICU function that Qt calls reads.
DROPPED_FOLDERS = ("brkitr", "unit", "curr", "lang", "region", "translit", "rbnf")
#: Single items dropped: conversion tables of legacy encodings.
DROPPED_SUFFIXES = (".cnv",)


def read_package(blob: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """(header, [(item name, item bytes)...]) of an ICU common data package."""
    header_size, magic1, magic2 = struct.unpack_from("<HBB", blob, 0)
    if (magic1, magic2) != (0xDA, 0x27) or blob[12:16] != b"CmnD":
        raise ValueError("not an ICU common data package")
    toc = blob[header_size:]
    count, = struct.unpack_from("<I", toc, 0)
    entries = [struct.unpack_from("<II", toc, 4 + 8 * i) for i in range(count)]
    ends = [offset for _, offset in entries[1:]] + [len(toc)]
    items = []
    for (name_at, data_at), end in zip(entries, ends):
        name = toc[name_at:toc.index(b"\0", name_at)].decode("ascii")
        items.append((name, toc[data_at:end]))
    return blob[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The package with these items, in this order (kept sorted by the caller)."""
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    table = 4 + 8 * len(items)
    data_at = table + len(names)
    data_at += -(len(header) + data_at) % 16          # items start 16-aligned in memory
    entries, body, length, name_at = [], [], 0, table
    for name, item in items:
        pad = -(len(header) + data_at + length) % 16
        body.append(b"\xaa" * pad)                    # ICU's own tools pad with 0xAA
        length += pad
        entries.append(struct.pack("<II", name_at, data_at + length))
        name_at += len(name) + 1
        body.append(item)
        length += len(item)
    toc = struct.pack("<I", len(items)) + b"".join(entries) + names
    toc += b"\xaa" * (data_at - len(toc))
    return header + toc + b"".join(body)


def kept(name: str) -> bool:
    parts = name.split("/")
    return not (len(parts) > 2 and parts[1] in DROPPED_FOLDERS) \
        and not name.endswith(DROPPED_SUFFIXES)


def smaller_icu_data(library: Path, out_dir: Path) -> Path | None:
    """Write a trimmed copy of ``library`` (same file name and symbol) into ``out_dir``; its
    path, or None when it cannot be built here (no ``cc``, an unexpected file)."""
    compiler = shutil.which("cc") or shutil.which("gcc")
    if compiler is None:
        return None
    data = library.read_bytes()
    symbol, offset, size = elf_symbol(data, r"icudt\d+_dat")
    header, items = read_package(data[offset:offset + size])
    package = write_package(header, [(name, item) for name, item in items if kept(name)])
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / library.name
    with tempfile.TemporaryDirectory() as tmp:
        blob = Path(tmp) / "icudata.bin"
        blob.write_bytes(package)
        source = Path(tmp) / "icudata.S"
        source.write_text(
            f'.section .rodata\n.globl {symbol}\n.type {symbol}, @object\n.balign 16\n'
            f'{symbol}:\n.incbin "{blob}"\n.size {symbol}, . - {symbol}\n'
            '.section .note.GNU-stack,"",@progbits\n')
        subprocess.run([compiler, "-shared", "-nostdlib", f"-Wl,-soname,{library.name}",
                        "-o", str(target), str(source)], check=True)
    return target
