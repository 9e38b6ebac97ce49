"""Options of Flip 7: With a Vengeance (F7-4, F7-8, F7-31 … F7-34)."""
from __future__ import annotations

from typing import Annotated, Literal

from facetable.engine.options import GameOptions, Range


class Options(GameOptions):
    """The options of a Flip 7 game."""

    players: Annotated[int, Range(2, 8)] = 4          # 3+ is the published count
    target: Annotated[int, Range(50, 1000)] = 200     # the total that ends the game (F7-31)
    brutal: bool = False                              # F7-32 … F7-34
    lucky13_pair_counts_twice: bool = True            # F7-8
    printing: Literal["standard", "two_minus"] = "standard"   # F7-4
