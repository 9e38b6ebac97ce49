"""What a new game is made of: the game, its options and who sits where.

Validated with pydantic because it comes from outside (the new-game dialog, the settings file,
save files). ``GameSetup.options`` is stored as plain JSON data, normalised through the game's own
``Options`` model (defaults filled in), so the settings file can hold it as is.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (BaseModel, ConfigDict, StringConstraints, ValidationInfo, field_validator,
                      model_validator)

from facetable.app.games import GAMES, GameInfo
from facetable.bots import LEVELS
from facetable.engine import GameOptions

#: Longest seat name; the dialog's line edits use the same limit.
NAME_MAX = 24

SeatName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                            max_length=NAME_MAX)]


class SeatConfig(BaseModel):
    """One seat at the table. ``level`` matters only for bots (one of ``facetable.bots.LEVELS``)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: SeatName
    kind: Literal["human", "bot"]
    level: str = "normal"

    @model_validator(mode="after")
    def _known_level(self) -> "SeatConfig":
        if self.kind == "bot" and self.level not in LEVELS:
            raise ValueError(f"unknown bot level {self.level!r}; known: {', '.join(LEVELS)}")
        return self


class GameSetup(BaseModel):
    """A new game: which game, its options, the seats in play order, and an optional seed.

    ``seats`` must have exactly ``options_model().players`` entries; seat names must differ
    (ignoring case), since names are how a hot-seat table tells its players apart.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    options: dict[str, Any]
    seats: list[SeatConfig]
    seed: int | None = None

    @field_validator("game")
    @classmethod
    def _known_game(cls, game: str) -> str:
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}; known: {', '.join(GAMES)}")
        return game

    @field_validator("options")
    @classmethod
    def _valid_options(cls, options: dict[str, Any], info: ValidationInfo) -> dict[str, Any]:
        game = info.data.get("game")
        if game is None:  # the game failed its own check; that error is reported already
            return options
        return GAMES[game].options_cls.model_validate(options).model_dump(mode="json")

    @model_validator(mode="after")
    def _seats_match(self) -> "GameSetup":
        players = self.options.get("players")
        if len(self.seats) != players:
            raise ValueError(f"{len(self.seats)} seats for {players} players")
        seen: set[str] = set()
        for seat in self.seats:
            key = seat.name.casefold()
            if key in seen:
                raise ValueError(f"two seats are called {seat.name!r}")
            seen.add(key)
        return self

    def options_model(self) -> GameOptions:
        """The validated ``Options`` instance of the game, ready for ``setup(options, seed)``."""
        return GAMES[self.game].options_cls.model_validate(self.options)

    @property
    def info(self) -> GameInfo:
        """The catalogue entry of the game."""
        return GAMES[self.game]
