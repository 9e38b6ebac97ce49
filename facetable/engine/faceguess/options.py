"""Options of Face Guess (FG-1, FG-9, FG-11)."""
from __future__ import annotations

from typing import Annotated, Literal

from facetable.engine.options import GameOptions, Range

from .cards import DEFAULT_GOOD, MAX_GOOD, MAX_PLAYERS, MIN_GOOD, MIN_PLAYERS


class Options(GameOptions):
    """New-game settings.

    ``good_cards``: Good cards among the 50 (FG-1). ``target``: the score that ends the game
    (FG-9). ``fooled_bonus``: a Bad card scores +1 for each Good guess about it (FG-11).
    """

    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS)] = 4
    good_cards: Annotated[int, Range(MIN_GOOD, MAX_GOOD)] = DEFAULT_GOOD
    target: Literal[10, 15] = 10
    fooled_bonus: bool = False
