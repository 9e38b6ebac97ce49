"""The log's lines kept as what they say, so a language switch writes every one of them again.

A line is kept with a way to write it again (``again``): for a table event, the event as it was
shown (already redacted for the seat it was shown to), its public version and the facts the
game's ``describe_with`` read from the table at that moment; for the app's own notes, the source
text and its values. Each line is drawn as its own paragraph (:func:`own_direction`), so an
English line in a right-to-left window keeps its final punctuation at its end.
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Callable

from .numbers import PDI

LRI, RLI = "\u2066", "\u2067"
_RTL = {"R", "AL"}


@dataclass(eq=False)
class LogEntry:
    """One log line: ``line`` for the seat ``private_to`` (SPECTATOR: everyone), ``public``
    for the others ("" for nobody), and ``again() -> (line, public)`` in the language now
    installed (None: the line is written once, in the language it was made in)."""
    line: str
    public: str
    private_to: int
    again: Callable[[], tuple[str, str]] | None = None

    def __iter__(self):
        return iter((self.line, self.public, self.private_to))

    def __eq__(self, other: object) -> bool:
        """Equal to an entry or a ``(line, public, private_to)`` with the same words."""
        if isinstance(other, (LogEntry, tuple)):
            return tuple(self) == tuple(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]  # mutable: rewritten on a language switch

    def rewrite(self) -> None:
        if self.again is not None:
            self.line, self.public = self.again()


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
