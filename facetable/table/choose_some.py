"""Choosing some of the items offered, as many as the rules ask (Coup's Exchange: keep two of
four cards): a click chooses an item or lets it go; choosing one too many lets go of the
earliest chosen. The choice is positions in ``offered``, read as a bit mask once complete."""
from __future__ import annotations

from typing import Iterable


class ChooseSome:
    def __init__(self, offered: Iterable[int] = (), wanted: int = 0,
                 chosen: Iterable[int] = ()) -> None:
        self.offered, self.wanted = tuple(offered), wanted
        self.positions: list[int] = list(chosen)     # in the order chosen

    @property
    def items(self) -> list[int]:
        """The items chosen so far, in the order chosen."""
        return [self.offered[i] for i in self.positions]

    def toggle(self, item: int) -> None:
        position = self.offered.index(item)
        if position in self.positions:
            self.positions.remove(position)
        else:
            self.positions.append(position)
            if len(self.positions) > self.wanted:
                self.positions.pop(0)

    def mask(self) -> int | None:
        """The positions chosen as a bit mask, once they are as many as wanted (else None)."""
        if not self.offered or len(self.positions) != self.wanted:
            return None
        return sum(1 << i for i in self.positions)
