"""Who starts a later game: each game's own rule (``GameSpec.next_first``), applied to the
players who sit down again (no Qt, no game named).

A finished game leaves a ``LastGame``: which game, how it ended, who started it and who sat
where. "New game" and "Same setup again" ask it for the first seat of the next game; the game's
declaration says whom its rules name (Coup, CP-4: the last winner) or None (the rules' own
draw), and that player's seat at the new table is the answer, found by name since the new
game may seat the players otherwise. A game of another kind, or a player who is no longer at
the table, gives None: ``setup`` draws the first seat as for a first game.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from facetable.engine import Outcome
from facetable.games import GameSpec


@dataclass(frozen=True)
class LastGame:
    """A finished game, as far as the next one needs to know."""

    game: str
    outcome: Outcome
    #: The seat that acted first (``state.first``).
    first: int
    #: The seats' names, in seat order.
    names: tuple[str, ...]

    def first_of_next(self, spec: GameSpec, names: Sequence[str]) -> int | None:
        """The first seat of a new game of ``spec`` with seats named ``names``, by the game's
        rule; None when the rule leaves it to ``setup``'s draw or does not apply."""
        if spec.id != self.game:
            return None
        seat = spec.next_first(self.outcome, self.first, len(self.names))
        if seat is None or not 0 <= seat < len(self.names):
            return None
        wanted = self.names[seat].casefold()
        return next((i for i, name in enumerate(names) if name.casefold() == wanted), None)


__all__ = ["LastGame"]
