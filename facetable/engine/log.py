"""A game's log as views carry it: an immutable sequence whose storage is shared, not copied.

A view used to copy every event so far into a tuple, so a bot asking each turn (and a search
bot asking in every playout) did work that grew with the square of the game's length. A
``Log`` is a length over an append-only list: ``extended`` appends in place when this log is
the list's longest holder, so a new view costs only its new events, and copies the prefix only
when two histories part (a clone playing on differently from the state it came from). Nobody
can change what a ``Log`` holds: it only ever reads its first ``len(log)`` items.

A ``Log`` compares equal to another ``Log`` or a tuple with the same items, pickles as its
items, and slices into tuples.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import islice
from typing import Any, Iterator, TypeVar, overload

T = TypeVar("T")


class Log(Sequence[T]):
    """The first ``len(self)`` items of an append-only list, as an immutable sequence."""

    __slots__ = ("_items", "_n")

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items: list[T] = list(items)
        self._n = len(self._items)

    @classmethod
    def _sharing(cls, items: list[T], n: int) -> "Log[T]":
        log = cls.__new__(cls)
        log._items, log._n = items, n
        return log

    def extended(self, more: Iterable[T]) -> "Log[T]":
        """This log followed by ``more``, sharing this log's items where nobody went on
        from it yet (else copying them once)."""
        items = self._items
        if not self._n:
            items = []                         # the empty log holds on to nobody's events
        elif len(items) != self._n:            # someone went on from here: part ways
            items = items[:self._n]
        items.extend(more)
        if len(items) == self._n:
            return self
        return Log._sharing(items, len(items))

    # --- an immutable sequence ------------------------------------------------------------
    def __len__(self) -> int:
        return self._n

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[T, ...]: ...

    def __getitem__(self, index: Any) -> Any:
        if isinstance(index, slice):
            return tuple(self._items[:self._n][index])
        if index < 0:
            index += self._n
        if not 0 <= index < self._n:
            raise IndexError("log index out of range")
        return self._items[index]

    def __iter__(self) -> Iterator[T]:
        return islice(self._items, self._n)

    def __reversed__(self) -> Iterator[T]:
        items = self._items
        return (items[i] for i in range(self._n - 1, -1, -1))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Log):
            if other._items is self._items:
                return other._n == self._n
            return other._n == self._n and self._items[:self._n] == other._items[:other._n]
        if isinstance(other, tuple):
            return len(other) == self._n and tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Log({list(self)!r})"

    def __reduce__(self) -> tuple:
        return Log, (tuple(self),)


#: The log of nothing yet.
EMPTY: Log[Any] = Log()


def caught_up(log: Log[T], items: list[T]) -> Log[T]:
    """``log`` extended by what ``items`` holds beyond it (``log`` is a prefix of ``items``)."""
    return log if len(log) >= len(items) else log.extended(items[len(log):])


def seen_log(seen: dict[int, Log], events: list, seat: int) -> Log:
    """``events`` as ``seat`` sees them (``Event.seen_by``), redacting only what is new since
    the log kept in ``seen[seat]`` (which is brought up to date)."""
    log = seen.get(seat, EMPTY)
    if len(log) < len(events):
        log = log.extended(e.seen_by(seat) for e in events[len(log):])
        seen[seat] = log
    return log


__all__ = ["EMPTY", "Log", "caught_up", "seen_log"]
