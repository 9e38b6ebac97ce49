"""Crack the Code options that only change what the table shows (the engine never sees them)."""
from __future__ import annotations

from typing import Literal

from facetable.engine.options import OptionSet

#: How much the value menu helps a human guess (the bots and the engine never see it):
#: "off" offers every value a guess may name; "colours" greys out the values of the tile's
#: colour the player can already see (turned-up tiles, their own); "full" offers only the
#: values still possible from every clue (the engine's feasibility check, ``View.possible_values``).
DEDUCTION_HELP = ("off", "colours", "full")


class TableOptions(OptionSet):
    #: CR-11: the guess history panel and guess log lines are hidden from humans; bots and the
    #: engine still know every guess.
    memory_mode: bool = False
    #: Deduction help in the value menu. "colours" by default: a player learning the game at
    #: a real table sees the turned-up tiles and their own and never names those, but does
    #: every deduction from the clues themselves; "full" would solve the puzzle for them.
    deduction_help: Literal["off", "colours", "full"] = "colours"
