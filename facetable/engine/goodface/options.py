"""Options of Good Face Bad Face (GF-5, GF-16, GF-22, GF-29)."""
from __future__ import annotations

from typing import Annotated, Literal

from facetable.engine.options import Applies, GameOptions, OptionsError, Range

from .cards import (BLANK, GREEDY, MAX_PLAYERS, MAX_ROUND_LIMIT, MIN_PLAYERS, MIN_ROUND_LIMIT,
                    SAD, deck_counts, removed_count)


def _blank_in_play(values) -> bool:
    return bool(values.get("blank", False))


class Options(GameOptions):
    """New-game settings.

    ``direction``: which way the Stack travels, and with it the next owner and the Sad Face
    deal (GF-5). ``greedy``, ``sad``, ``blank``: the wild cards in play (GF-16; with 2 players
    at most one). ``blank_effect``: what the Blank Face does (GF-22). ``round_limit``: Stacks
    played before the game ends without a four-Goods winner (GF-29).
    """

    players: Annotated[int, Range(MIN_PLAYERS, MAX_PLAYERS)] = 4
    direction: Literal["left", "right"] = "left"
    greedy: bool = False
    sad: bool = False
    blank: bool = False
    blank_effect: Annotated[Literal["greedy", "sad", "peek"], Applies(_blank_in_play)] = "peek"
    round_limit: Annotated[int, Range(MIN_ROUND_LIMIT, MAX_ROUND_LIMIT)] = 40

    def __post_init__(self) -> None:
        super().__post_init__()
        if self.players == 2 and len(self.wilds) > 1:
            raise OptionsError("options greedy, sad, blank: with 2 players at most one wild "
                               "card may be used")

    @property
    def wilds(self) -> tuple[int, ...]:
        """The wild kinds in play, in kind order."""
        return tuple(k for k, on in ((GREEDY, self.greedy), (SAD, self.sad),
                                     (BLANK, self.blank)) if on)

    @property
    def step(self) -> int:
        """+1 when the Stack goes left (clockwise: seat numbers go up), -1 when right."""
        return 1 if self.direction == "left" else -1

    @property
    def deck(self) -> tuple[int, ...]:
        """Cards of each kind in play, before the 2-player removal (GF-2, GF-16)."""
        return deck_counts(self.players, self.wilds)

    @property
    def removed(self) -> int:
        """Cards removed unseen (2 players: 2, or 3 with a wild)."""
        return removed_count(self.players, len(self.wilds))
