"""Files from outside: read with every failure named, written atomically, kept aside when bad.

Reading a JSON file of ours (a save, the statistics) never raises anything but ``SaveError``,
whose ``reason`` says what is wrong: ``huge`` (the caller's limit or more, never read),
``unreadable`` (the system refused, or not an ordinary file: a named pipe, a device, a folder;
never opened so as to block, ``facetable.regular_files``), ``corrupt`` (not UTF-8 JSON, or a
string holding a lone surrogate), ``truncated`` (JSON that stops short: an empty
file, a cut string), ``foreign`` (JSON, but not ours), ``too_new`` (a newer format than this
FaceTable reads), ``invalid`` (ours, with values that do not fit), and, found by the store,
``unknown_game`` and ``stale`` (no longer replays). ``Problem.message()`` is the one line shown.

A bad file is moved (renamed) into ``aside/`` under a new name that says why and when, beside a
``.txt`` with the message; nothing existing is overwritten.

Writing is atomic: a temporary file in the same folder is written, flushed and fsynced, then
renamed over the old one, so a kill at any moment leaves the old file or the new one, never half
of one. The folder itself is not fsynced after the rename (it doubled the time of a save, ~7 to
~11 ms here): a kill cannot undo a rename, and a power cut could at worst bring back the
previous save, still whole. Temporary files a kill left behind are removed by
:func:`remove_stale_temps` (at start-up, wherever the app writes).
"""
from __future__ import annotations

import json
import os
import tempfile
from datetime import datetime
from pathlib import Path
from typing import Any

from facetable.games.spec import QT_TRANSLATE_NOOP
from facetable.records import Record
from facetable.regular_files import TooLarge, read_regular

TEMP_SUFFIX = ".tmp"

HUGE, UNREADABLE, CORRUPT, TRUNCATED, FOREIGN, TOO_NEW, INVALID, UNKNOWN_GAME, STALE = (
    "huge", "unreadable", "corrupt", "truncated", "foreign", "too_new", "invalid", "unknown_game",
    "stale")

#: The first sentence of a problem's message, per reason (context "Saves"). Placeholders:
#: {file} the file's name, {detail} a technical detail (English), {game} a game id.
MESSAGES = {
    HUGE: QT_TRANSLATE_NOOP("Saves", "{file} is too large to be a saved game ({detail})."),
    UNREADABLE: QT_TRANSLATE_NOOP("Saves", "{file} cannot be read ({detail})."),
    CORRUPT: QT_TRANSLATE_NOOP("Saves", "{file} is damaged and cannot be read ({detail})."),
    TRUNCATED: QT_TRANSLATE_NOOP("Saves", "{file} is cut short: it was not written to the end."),
    FOREIGN: QT_TRANSLATE_NOOP("Saves", "{file} is not a FaceTable file."),
    TOO_NEW: QT_TRANSLATE_NOOP("Saves", "{file} was written by a newer FaceTable ({detail})."),
    INVALID: QT_TRANSLATE_NOOP("Saves", "{file} holds values FaceTable cannot use ({detail})."),
    UNKNOWN_GAME: QT_TRANSLATE_NOOP("Saves", "{file} is a game this FaceTable does not have "
                                             "({game})."),
    STALE: QT_TRANSLATE_NOOP("Saves", "{file} no longer replays: the game's rules changed since "
                                      "it was saved ({detail})."),
}
#: The second sentence: where the file is now (context "Saves"); {aside} is its new path.
KEPT_AS = QT_TRANSLATE_NOOP("Saves", "It was moved to {aside}.")
LEFT = QT_TRANSLATE_NOOP("Saves", "It was left where it is.")


class SaveError(Exception):
    """A file that cannot be used; ``reason`` is one of the names above, ``detail`` one line."""

    def __init__(self, reason: str, detail: str = "", game: str = "") -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = one_line(detail)
        self.game = game


class Problem(Record):
    """A file that could not be used, and where it is now (None: left in place)."""

    reason: str
    path: Path
    detail: str = ""
    game: str = ""
    aside: Path | None = None

    def values(self) -> dict[str, str]:
        return {"file": self.path.name, "detail": self.detail, "game": self.game,
                "aside": str(self.aside) if self.aside else ""}

    def what(self, translate=lambda text: text) -> str:
        """One sentence: what is wrong with the file; ``translate(source)`` translates it (the
        app passes Qt's, context "Saves")."""
        return one_line(fill(translate(MESSAGES[self.reason]), self.values()))

    def message(self, translate=lambda text: text) -> str:
        """One line: what is wrong and where the file is now."""
        where = fill(translate(KEPT_AS if self.aside else LEFT), self.values())
        return one_line(f"{self.what(translate)} {where}", limit=400)


def fill(text: str, values: dict[str, str]) -> str:
    """``text`` with each ``{name}`` replaced (a translation that drops one still works)."""
    for name, value in values.items():
        text = text.replace("{" + name + "}", value)
    return text


def one_line(text: str, limit: int = 200) -> str:
    """``text`` on one line of at most ``limit`` characters, anything that is not text (a lone
    surrogate) written as an escape, so that it can always be printed and written."""
    text = " ".join(str(text).split())
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number")


def read_json(path: Path, fmt: str, version: int, max_bytes: int) -> dict[str, Any]:
    """The JSON object of one of our files (``format`` == ``fmt``, ``schema_version`` at most
    ``version``), not yet validated further. Raises ``SaveError``; ``FileNotFoundError`` when
    there is no file."""
    data = parse_json(read_bytes(path, max_bytes))
    if not isinstance(data, dict) or data.get("format") != fmt:
        raise SaveError(FOREIGN, "no FaceTable format mark")
    found = data.get("schema_version")
    if not isinstance(found, int) or isinstance(found, bool) or found < 1:
        raise SaveError(INVALID, f"schema_version {one_line(repr(found), 40)}")
    if found > version:
        raise SaveError(TOO_NEW, f"format version {found}; this FaceTable reads up to {version}")
    return data


def read_bytes(path: Path, max_bytes: int) -> bytes:
    """The bytes of an ordinary file of less than ``max_bytes`` (``regular_files``: never a
    pipe, a device or a folder, never blocking). Raises ``SaveError`` (``huge``,
    ``unreadable``); ``FileNotFoundError`` when there is no file."""
    try:
        return read_regular(path, max_bytes)
    except FileNotFoundError:
        raise
    except TooLarge as error:
        size = f"{_mb(error.size)}; the limit is " if error.size is not None else "more than "
        raise SaveError(HUGE, size + _mb(max_bytes)) from None
    except OSError as error:
        raise SaveError(UNREADABLE, error.strerror or str(error)) from None


def parse_json(raw: bytes) -> Any:
    """The JSON value of a file's bytes: UTF-8, every string real text (no lone surrogate
    from a ``\\ud800`` escape, which could never be written back or printed). Raises
    ``SaveError`` (``truncated``, ``corrupt``)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.reason == "unexpected end of data":
            raise SaveError(TRUNCATED, "ends inside a character") from None
        raise SaveError(CORRUPT, f"not UTF-8 text at byte {error.start}") from None
    data = _parse(text)
    try:
        json.dumps(data, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as error:
        raise SaveError(CORRUPT, f"a string holds a lone surrogate "
                                 f"(U+{ord(error.object[error.start]):04X})") from None
    except RecursionError:
        raise SaveError(CORRUPT, "nested too deeply") from None
    return data


def _mb(size: int) -> str:
    """A size in megabytes of 1024 × 1024 bytes (a save's 8 MB limit is 8 × 2**20 bytes)."""
    return f"{size / (1 << 20):.0f} MB"


def _parse(text: str) -> Any:
    stripped = text.rstrip()
    if not stripped:
        raise SaveError(TRUNCATED, "the file is empty")
    try:
        return json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        rest = stripped[error.pos:]
        if error.pos >= len(stripped) or error.msg.startswith("Unterminated string") or \
                rest and any(word.startswith(rest) for word in ("true", "false", "null")):
            raise SaveError(TRUNCATED, f"stops at character {error.pos}") from None
        raise SaveError(CORRUPT, f"{error.msg} at character {error.pos}") from None
    except RecursionError:
        raise SaveError(CORRUPT, "nested too deeply") from None
    except ValueError as error:        # NaN / Infinity, an integer too long to read
        raise SaveError(CORRUPT, str(error)) from None


def write_atomic(path: Path, data: bytes) -> None:
    """Replace ``path`` with ``data`` all at once (see the module docstring). Raises OSError,
    leaving the old file as it was."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise


def remove_stale_temps(folder: Path, name: str) -> int:
    """Delete the temporary files :func:`write_atomic` left for ``name`` when killed; returns
    how many."""
    removed = 0
    try:
        candidates = list(folder.glob(f"{name}.*{TEMP_SUFFIX}"))
    except OSError:
        return 0
    for tmp in candidates:
        try:
            tmp.unlink()
            removed += 1
        except OSError:
            pass
    return removed


#: The longest part of a file's name kept in the name it is set aside under (a name has at
#: most 255 bytes; the time and the reason are added).
ASIDE_STEM = 80


def keep_aside(path: Path, aside_dir: Path, error: SaveError) -> Problem:
    """Move a bad file into ``aside_dir`` as ``<name>.<when, to the µs>.<reason>.json`` (never over an
    existing file) with a ``.txt`` saying why; the Problem says where it went. Whatever is at
    ``path`` is moved, a pipe or a folder as well as a file (a link is moved, not what it
    points to). Never raises."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    stem = path.stem[:ASIDE_STEM]
    try:
        aside_dir.mkdir(parents=True, exist_ok=True)
        for n in range(1000):
            suffix = "" if n == 0 else f"-{n}"
            target = aside_dir / f"{stem}.{stamp}{suffix}.{error.reason}{path.suffix[:16]}"
            if not os.path.lexists(target) and not os.path.lexists(target.with_suffix(".txt")):
                break
        else:
            raise OSError("too many files kept aside")
        os.replace(path, target)
    except OSError as move_error:
        return Problem(error.reason, path, f"{error.detail}; not moved: "
                       f"{move_error.strerror or move_error}", error.game)
    problem = Problem(error.reason, path, error.detail, error.game, target)
    try:
        target.with_suffix(".txt").write_text(problem.message() + "\n", encoding="utf-8",
                                              errors="backslashreplace")
    except OSError:
        pass
    return problem
