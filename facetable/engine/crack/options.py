"""Options of Crack the Code (CR-1, CR-3)."""
from __future__ import annotations

from typing import Annotated

from facetable.engine.options import GameOptions, Range


class Options(GameOptions):
    """New-game settings. ``advanced`` adds the two dashes (CR-1)."""

    players: Annotated[int, Range(2, 4)] = 3
    advanced: bool = False

    @property
    def start_tiles(self) -> int:
        """Tiles each player draws at setup: 4, or 3 with four players (CR-3)."""
        return 3 if self.players == 4 else 4
