"""Game rules. Pure Python, no Qt. See ``contract.py`` for what every game provides; the games
themselves are declared in ``facetable.games``."""
from __future__ import annotations

from .contract import (SPECTATOR, Action, Event, GameState, IllegalAction, Move, Outcome,
                       check_deal, check_first, replay)
from .options import Applies, GameOptions, OptionField, OptionSet, OptionsError, Range

__all__ = ["SPECTATOR", "Action", "Applies", "Event", "GameOptions", "GameState",
           "IllegalAction", "Move", "OptionField", "OptionSet", "OptionsError", "Outcome",
           "Range", "check_deal", "check_first", "replay"]
