"""Options of Coup (CP-2, CP-18). CP-19 (confirm before irreversible choices) is a table
setting, not a rule of the engine."""
from __future__ import annotations

from typing import Annotated

from facetable.engine.options import Applies, GameOptions, Range

from .cards import MAX_PLAYERS, MIN_PLAYERS, copies_per_role, deck_size


def _two_players(values) -> bool:
    return values["players"] == 2


class Options(GameOptions):
    """New-game settings. ``two_player_start``: in a 2-player game the starting player gets
    1 coin instead of 2 (CP-3, CP-18); it changes nothing with more players."""

    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS)] = 4
    two_player_start: Annotated[bool, Applies(_two_players)] = True

    @property
    def copies(self) -> int:
        """Copies of each role in the deck (CP-2)."""
        return copies_per_role(self.players)

    @property
    def deck_size(self) -> int:
        return deck_size(self.players)
