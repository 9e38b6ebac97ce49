"""The log's lines kept as what they say, so a language switch writes every one of them again.

A line is kept with a way to write it again (``again``): for a table event, the event as it was
shown (already redacted for the seat it was shown to), its public version and the facts the
game's ``describe_with`` read from the table at that moment; for the app's own notes, the source
text and its values. Each line is drawn as its own paragraph (:func:`own_direction`), so an
English line in a right-to-left window keeps its final punctuation at its end.
"""
from __future__ import annotations

import unicodedata
from typing import Callable

from PySide6.QtCore import QCoreApplication

from facetable.engine.contract import SPECTATOR

from .numbers import PDI, fill

LRI, RLI = "\u2066", "\u2067"
_RTL = {"R", "AL"}


class LogEntry:
    """One log line: ``line`` for the seat ``private_to`` (SPECTATOR: everyone), ``public``
    for the others ("" for nobody), and ``again() -> (line, public)`` in the language now
    installed (None, or an ``again`` that answers None: the line stays in the language it was
    made in). (A plain class: a dataclass costs ~1 ms to define, see ``facetable.records``.)"""

    __slots__ = ("line", "public", "private_to", "again")

    def __init__(self, line: str, public: str, private_to: int,
                 again: Callable[[], tuple[str, str] | None] | None = None) -> None:
        self.line, self.public, self.private_to, self.again = line, public, private_to, again

    def __repr__(self) -> str:
        return (f"LogEntry(line={self.line!r}, public={self.public!r}, "
                f"private_to={self.private_to!r}, again={self.again!r})")

    def __iter__(self):
        return iter((self.line, self.public, self.private_to))

    def __eq__(self, other: object) -> bool:
        """Equal to an entry or a ``(line, public, private_to)`` with the same words."""
        if isinstance(other, (LogEntry, tuple)):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable: rewritten on a language switch

    def rewrite(self) -> None:
        written = self.again() if self.again is not None else None
        if written is not None:                # None: its table is gone, the words stay
            self.line, self.public = written


class Note(str):
    """One of the app's own lines for the log ("Undo: 2 moves taken back."): the text in the
    language installed when it was made, and how to write it again (``again``) in another:
    its source text, values and count, or (:meth:`written`) the call that wrote it."""
    write: Callable[[], str]

    def __new__(cls, context: str, source: str, *values: object, n: int = -1) -> Note:
        return cls.written(
            lambda: fill(QCoreApplication.translate(context, source, None, n), *values))

    @classmethod
    def written(cls, write: Callable[[], str]) -> Note:
        """The note ``write()`` writes, in the language installed when it is called: for a
        sentence with a plural form, whose source lupdate reads only from a call written
        ``Class.tr(text, "", n)`` (``Note.written(lambda: Class.tr(text, "", n))``)."""
        note = str.__new__(cls, write())
        note.write = write
        return note

    def again(self) -> tuple[str, str]:
        """The note in the language now installed, for everyone."""
        text = self.write()
        return text, text

    def entry(self) -> LogEntry:
        return LogEntry(str(self), str(self), SPECTATOR, self.again)


def strong_rtl(text: str) -> bool:
    """Whether most of ``text``'s strong letters read right to left (ties: the first)."""
    ltr = rtl = 0
    first = None
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in _RTL:
            rtl += 1
        elif kind == "L":
            ltr += 1
        else:
            continue
        if first is None:
            first = kind in _RTL
    return rtl > ltr if rtl != ltr else bool(first)


def own_direction(line: str) -> str:
    """``line`` isolated in the direction of its own words: an English line in a Persian
    window reads left to right with its "!" at its end, and a Persian sentence that opens
    with a Latin name still reads right to left."""
    return f"{RLI if strong_rtl(line) else LRI}{line}{PDI}"
