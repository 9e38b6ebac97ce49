"""What a new game is made of: the game, its options and who sits where.

Validated with pydantic because it comes from outside (the new-game dialog, the settings file,
save files). ``GameSetup.options`` is stored as plain JSON data, normalised through the game's own
``Options`` model (defaults filled in), so the settings file can hold it as is.
"""
from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import (BaseModel, ConfigDict, StringConstraints, ValidationInfo, field_validator,
                      model_validator)

from facetable.engine import GameOptions, OptionSet, OptionsError
from facetable.games import GAMES, RANDOM_STYLE, GameSpec

#: Longest seat name; the dialog's line edits use the same limit.
NAME_MAX = 24

SeatName = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                            max_length=NAME_MAX)]


class SeatConfig(BaseModel):
    """One seat at the table. ``level`` matters only for bots (one of the game's levels)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: SeatName
    kind: Literal["human", "bot"]
    level: str = "normal"
    #: A bot's personality (one of the game's styles, or "random": drawn and kept hidden).
    style: str | None = None


class GameSetup(BaseModel):
    """A new game: which game, its options, the seats in play order, and an optional seed.

    ``seats`` must have exactly ``options_model().players`` entries; seat names must differ
    (ignoring case), since names are how a hot-seat table tells its players apart.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: str
    options: dict[str, Any]
    seats: list[SeatConfig]
    #: Presentation-only options of the game (its spec's ``table_options``).
    table_options: dict[str, Any] = {}
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
        return _checked(GAMES[game].options, options)

    @field_validator("table_options")
    @classmethod
    def _valid_table_options(cls, options: dict[str, Any],
                             info: ValidationInfo) -> dict[str, Any]:
        game = info.data.get("game")
        if game is None:
            return options
        model = GAMES[game].table_options
        if model is None:
            if options:
                raise ValueError(f"{game} has no table options")
            return {}
        return _checked(model, options)

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
            if seat.kind == "bot" and seat.level not in self.spec.levels:
                raise ValueError(f"unknown bot level {seat.level!r}; known: "
                                 f"{', '.join(self.spec.levels)}")
            if seat.style is not None and seat.style != RANDOM_STYLE and \
                    seat.style not in self.spec.styles:
                raise ValueError(f"unknown style {seat.style!r} for {self.game}")
        return self

    def options_model(self) -> GameOptions:
        """The validated ``Options`` instance of the game, ready for ``setup(options, seed)``."""
        return GAMES[self.game].options.from_json(self.options)

    def table_options_model(self) -> OptionSet | None:
        model = GAMES[self.game].table_options
        return None if model is None else model.from_json(self.table_options)

    @property
    def spec(self) -> GameSpec:
        """The declaration of the game."""
        return GAMES[self.game]


def _checked(model: type[OptionSet], data: dict[str, Any]) -> dict[str, Any]:
    """Options as plain data with defaults filled in; ValueError with one line if they do not
    fit (pydantic reports it with the field's place)."""
    try:
        return model.from_json(data).to_json()
    except (OptionsError, TypeError) as error:
        raise ValueError(str(error)) from None
