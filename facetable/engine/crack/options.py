"""Options of Crack the Code, checked at the edge with pydantic."""
from __future__ import annotations

from pydantic import field_validator

from facetable.engine.contract import GameOptions


class Options(GameOptions):
    """New-game settings.

    ``advanced`` adds the two dashes (CR-1); ``memory_mode`` hides the guess log from humans
    (CR-11): the engine still keeps the log and bots are still told everything public.
    """

    players: int
    advanced: bool = False
    memory_mode: bool = False

    @field_validator("players")
    @classmethod
    def _two_to_four(cls, players: int) -> int:
        if not 2 <= players <= 4:
            raise ValueError(f"Crack the Code is for 2 to 4 players, not {players}")
        return players

    @property
    def start_tiles(self) -> int:
        """Tiles each player draws at setup: 4, or 3 with four players (CR-3)."""
        return 3 if self.players == 4 else 4
