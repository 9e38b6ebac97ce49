"""Options of Flip 7: With a Vengeance, validated at the edge (F7-4, F7-8, F7-32…34)."""
from __future__ import annotations

from typing import Literal

from pydantic import Field

from facetable.engine.contract import GameOptions


class Options(GameOptions):
    players: int = Field(4, ge=2, le=8, description="2–8 players (3+ is the published count)")
    target: int = Field(200, ge=50, le=1000, description="total that ends the game (F7-31)")
    brutal: bool = False                    # F7-32 … F7-34
    lucky13_pair_counts_twice: bool = True  # F7-8
    printing: Literal["standard", "two_minus"] = "standard"  # F7-4
