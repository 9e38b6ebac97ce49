"""The save file: one game as (game, options, seed, seats, moves), versioned.

A save holds what replays the game exactly (``contract.replay``): the game's id, its options
and seed, the ``deal`` and ``first`` seat its ``setup`` was given (a stacked deck, a later game
started by the last winner; absent in older saves and when the game drew them itself), and the
history of ``Move(seat, action)``; then the seats (names, human or bot, level,
personality), the table's presentation options, and bookkeeping (when, how long, ``practice``).
It also holds a ``check``: facts about the game after the last move (who decides, a digest of
what they may do, the outcome) that a resume compares with the replayed state, so a save that
still replays but into a different game (the rules changed) is caught.

The model is strict (``extra="forbid"``, no type coercion) because the file comes from outside.
``schema_version`` is the format's version: a newer file is refused as "too new", never guessed
at; an older one would be migrated here (there is none yet).

No Qt; pydantic only at this edge (the engine stays plain dataclasses).
"""
from __future__ import annotations

import hashlib
import json
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, field_validator

from facetable.engine import GameState, Move

#: The ``format`` every save file carries: anything else is another program's file.
FORMAT = "facetable-save"
#: The version of the save format this FaceTable writes (and the newest it reads).
SCHEMA_VERSION = 1
#: The most moves any save holds, whatever its game (each game's own bound, its declaration's
#: ``max_moves``, is checked when the save is opened, and is at most this).
MAX_MOVES = 50_000
#: A file this large or larger is refused unread: a real save is a few kilobytes, a move 35 to
#: 90 bytes, so ``MAX_MOVES`` moves (2 to 5 MB) fit with room to spare.
MAX_BYTES = 8 * 1024 * 1024
#: The longest seat name (the new-game dialog's limit).
NAME_MAX = 24

#: Ids become file names: letters, digits, ``-`` and ``_`` only.
SafeId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$")]
ShortText = Annotated[str, StringConstraints(max_length=64)]


class SeatRecord(BaseModel):
    """One seat: its name, whether a human plays it, and its bot's level and personality."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)

    name: Annotated[str, StringConstraints(strip_whitespace=True, min_length=1,
                                           max_length=NAME_MAX)]
    human: bool
    level: Annotated[str, StringConstraints(min_length=1, max_length=40)] = "normal"
    #: One of the game's styles, "random" (drawn from the seed, never shown), or None.
    style: Annotated[str, StringConstraints(min_length=1, max_length=40)] | None = None


class OutcomeRecord(BaseModel):
    """The contract's ``Outcome``: places (1 = won) and scores when the game keeps score."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)

    placings: list[int]
    scores: list[int] | None = None


class Check(BaseModel):
    """What the game looks like after the last move, to compare with a replay."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)

    deciders: list[int]
    #: sha256 of the legal actions of every decider (see :func:`check_of`).
    legal: Annotated[str, StringConstraints(pattern=r"^[0-9a-f]{64}$")]
    outcome: OutcomeRecord | None = None


class SaveGame(BaseModel):
    """One game, finished or not, as it is written to disk."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, defer_build=True)

    format: Literal["facetable-save"] = FORMAT
    schema_version: Literal[1] = SCHEMA_VERSION
    #: This game's id (unique; names its files).
    id: SafeId
    #: The game's id in ``facetable.games`` (flip7, crack, …).
    game: SafeId
    app_version: ShortText = ""
    options: dict[str, Any]
    #: Presentation-only options of the game's table (its spec's ``table_options``).
    table_options: dict[str, Any] = {}
    seed: int = Field(ge=-(1 << 63), lt=1 << 63)
    #: ``setup``'s ``deal``: the deck's order, top first, in the game's card encoding (checked
    #: against the game's ``full_deck`` when loaded); None: the game shuffled from its seed.
    deal: list[int | str] | None = Field(None, max_length=10_000)
    #: ``setup``'s ``first``: the first seat to act; None: the game drew it from its seed.
    first: int | None = Field(None, ge=0, lt=64)
    seats: list[SeatRecord] = Field(min_length=1, max_length=64)
    #: A practice game (undo allowed): kept and replayable, never counted in the statistics.
    practice: bool = False
    #: How many hints the humans asked for during play (Hint): a game with any is counted
    #: apart in the statistics. Left out of the file when 0 (saves from before it load as 0).
    hints: int = Field(0, ge=0, le=1_000_000)
    #: When the game started and when it was last saved (UTC, ISO 8601).
    started: ShortText = ""
    saved: ShortText = ""
    #: Seconds the game has been on the table, over every session that played it.
    elapsed_s: float = Field(0.0, ge=0.0, allow_inf_nan=False)
    #: The history: ``Move.to_json()`` of every action applied, in order.
    moves: list[dict[str, Any]] = []
    over: bool = False
    outcome: OutcomeRecord | None = None
    check: Check

    @field_validator("moves", mode="before")
    @classmethod
    def _not_too_many(cls, moves: Any) -> Any:
        """Too many moves are refused before each is looked at (validating the short moves
        of a file just under 16 MB took 1.5 s, only to refuse them)."""
        if isinstance(moves, list) and len(moves) > MAX_MOVES:
            raise ValueError(f"{len(moves)} moves; a save holds at most {MAX_MOVES}")
        return moves

    @field_validator("moves")
    @classmethod
    def _moves_are_moves(cls, moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for n, move in enumerate(moves):
            try:
                Move.from_json(move)
            except ValueError as error:
                raise ValueError(f"move {n + 1}: {error}") from None
        return moves

    def history(self) -> list[Move]:
        """The moves as the engine's ``Move`` values."""
        return [Move.from_json(m) for m in self.moves]

    def to_bytes(self) -> bytes:
        """The file's bytes. ``deal`` and ``first`` are left out when the game drew them, and
        ``hints`` when none was asked for, so the save of an ordinary game is the same file as
        before they existed."""
        unset = {name for name in ("deal", "first") if getattr(self, name) is None}
        if not self.hints:
            unset.add("hints")
        return (self.model_dump_json(exclude=unset) + "\n").encode("utf-8")


def outcome_record(state: GameState) -> OutcomeRecord | None:
    if not state.is_over:
        return None
    outcome = state.outcome()
    return OutcomeRecord(placings=list(outcome.placings),
                         scores=None if outcome.scores is None else list(outcome.scores))


def check_of(state: GameState) -> Check:
    """The facts a resumed game must agree on: who decides now, a digest of every decider's
    legal actions (sorted, so only the set counts), and the outcome once over."""
    deciders = list(state.deciders())
    legal = [sorted(json.dumps(a.to_json(), sort_keys=True) for a in state.legal_actions(s))
             for s in deciders]
    digest = hashlib.sha256(json.dumps(legal).encode("utf-8")).hexdigest()
    return Check(deciders=deciders, legal=digest, outcome=outcome_record(state))


__all__ = ["FORMAT", "MAX_BYTES", "MAX_MOVES", "NAME_MAX", "SCHEMA_VERSION", "Check",
           "OutcomeRecord", "SaveGame", "SeatRecord", "check_of", "outcome_record"]
