"""Crack the Code options that only change what the table shows (the engine never sees them)."""
from __future__ import annotations

from dataclasses import dataclass

from facetable.engine.options import OptionSet


@dataclass(frozen=True, kw_only=True)
class TableOptions(OptionSet):
    #: CR-11: the guess history panel and guess log lines are hidden from humans; bots and the
    #: engine still know every guess.
    memory_mode: bool = False
