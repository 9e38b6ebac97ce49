"""Statistics: per game and per bot level, how the humans at the table fared.

A finished game is counted when at least one human and one bot played and it is not a practice
game. Its bucket is the bots' level (all bots at one level), or ``mixed``. The humans won when a
human seat placed first (a shared first place counts). Kept per bucket: games, wins, the current
streak (wins > 0, losses < 0), the longest winning streak, the best score of a human seat (when
the game keeps score: ``Outcome.scores``), and totals for the average length in moves and in
minutes on the table. A game in which a human asked for a hint (``SaveGame.hints``) is counted
apart, in ``hinted``, under the same buckets. Nothing here names a game: it reads the contract's
outcome.

The file (``stats.json``) is rewritten atomically after each counted game; counting is
idempotent (the last game ids counted are remembered). A bad file is moved aside like a bad
save and the statistics start again from nothing.

Everything is bounded, so that a damaged or hostile file can neither break the window nor make
it slow: counts up to ``MAX_COUNT`` (wins never more than games, streaks never longer), at most
``MAX_LEVELS`` levels per game and ``MAX_GAMES`` games, and the file under ``MAX_BYTES``
(checked before it is read). A file past a bound is refused (moved aside, with a note); a game
that would take the statistics past one is not counted.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Literal

from pydantic import (BaseModel, ConfigDict, Field, StringConstraints, ValidationError,
                      model_validator)

from .files import INVALID, SaveError, keep_aside, read_json, write_atomic
from .model import SafeId, SaveGame

log = logging.getLogger(__name__)

FORMAT = "facetable-stats"
SCHEMA_VERSION = 1
#: The bucket of games whose bots were not all at one level.
MIXED = "mixed"
#: How many counted game ids are remembered (a game is never counted twice).
RECENT = 500
#: Bounds (see the module docstring): games counted per level (a game a minute for 1,900
#: years), levels per game (a game has a handful of bots), games, and the file's size (what
#: the other bounds allow, about 0.6 MB as written, with room).
MAX_COUNT = 10**9
MAX_LEVELS = 32
MAX_GAMES = 64
MAX_BYTES = 4 * 1024 * 1024
#: The most a score, a game's length in moves or its minutes on the table may add up to.
MAX_TOTAL = 10**15

Level = Annotated[str, StringConstraints(min_length=1, max_length=40)]


class LevelStats(BaseModel):
    """The record against one bot level in one game."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)

    games: int = Field(0, ge=0, le=MAX_COUNT)
    wins: int = Field(0, ge=0, le=MAX_COUNT)
    #: Wins in a row (> 0) or losses in a row (< 0) up to the last game.
    streak: int = Field(0, ge=-MAX_COUNT, le=MAX_COUNT)
    best_streak: int = Field(0, ge=0, le=MAX_COUNT)
    #: The best score of a human seat, for games that keep score.
    best_score: int | None = Field(None, ge=-MAX_TOTAL, le=MAX_TOTAL)
    total_moves: int = Field(0, ge=0, le=MAX_TOTAL)
    total_seconds: float = Field(0.0, ge=0.0, le=MAX_TOTAL, allow_inf_nan=False)

    @model_validator(mode="after")
    def _within_games(self) -> "LevelStats":
        if self.wins > self.games:
            raise ValueError(f"{self.wins} wins in {self.games} games")
        if max(abs(self.streak), self.best_streak) > self.games:
            raise ValueError(f"a streak longer than the {self.games} games")
        if self.best_streak < self.streak:
            raise ValueError(f"the best streak {self.best_streak} is shorter than the "
                             f"current one, {self.streak}")
        return self

    def full(self, moves: int, seconds: float) -> bool:
        """One more game would take a count past its bound."""
        return (self.games >= MAX_COUNT or self.total_moves + moves > MAX_TOTAL
                or self.total_seconds + seconds > MAX_TOTAL)

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    @property
    def average_moves(self) -> float | None:
        return self.total_moves / self.games if self.games else None

    @property
    def average_minutes(self) -> float | None:
        return self.total_seconds / 60 / self.games if self.games else None

    def add(self, won: bool, score: int | None, moves: int, seconds: float) -> None:
        self.games += 1
        self.wins += won
        if won:
            self.streak = self.streak + 1 if self.streak > 0 else 1
        else:
            self.streak = self.streak - 1 if self.streak < 0 else -1
        self.best_streak = max(self.best_streak, self.streak)
        if score is not None and (self.best_score is None or score > self.best_score):
            self.best_score = score
        self.total_moves += moves
        self.total_seconds += seconds


class Stats(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)

    format: Literal["facetable-stats"] = FORMAT
    schema_version: Literal[1] = SCHEMA_VERSION
    #: Game id -> bot level (or "mixed") -> record.
    games: dict[SafeId, Annotated[dict[Level, LevelStats], Field(max_length=MAX_LEVELS)]] = \
        Field({}, max_length=MAX_GAMES)
    #: The same for games in which hints were used (files from before hints have none).
    hinted: dict[SafeId, Annotated[dict[Level, LevelStats], Field(max_length=MAX_LEVELS)]] = \
        Field({}, max_length=MAX_GAMES)
    #: The ids of the last games counted.
    recent: list[SafeId] = Field([], max_length=RECENT)

    def records(self, hinted: bool = False) -> dict[str, dict[str, LevelStats]]:
        """Game -> level -> record, of games played without hints or (``hinted``) with."""
        return self.hinted if hinted else self.games

    def room_for(self, game: str, level: str, hinted: bool = False) -> bool:
        """Whether a record of ``level`` in ``game`` exists or may be added within the bounds."""
        games = self.records(hinted)
        levels = games.get(game)
        if levels is None:
            return len(games) < MAX_GAMES
        return level in levels or len(levels) < MAX_LEVELS


def bucket(save: SaveGame) -> str | None:
    """The bot level a game counts under, or None when it is not counted."""
    if save.practice:
        return None
    levels = {seat.level for seat in save.seats if not seat.human}
    if not levels or not any(seat.human for seat in save.seats):
        return None
    return levels.pop() if len(levels) == 1 else MIXED


def human_result(save: SaveGame) -> tuple[bool, int | None]:
    """(a human seat placed first, the best human score or None)."""
    outcome = save.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    humans = [s for s, seat in enumerate(save.seats) if seat.human]
    won = any(s < len(outcome.placings) and outcome.placings[s] == 1 for s in humans)
    score = None
    if outcome.scores is not None:
        scores = [outcome.scores[s] for s in humans if s < len(outcome.scores)]
        score = max(scores) if scores else None
    return won, score


class StatsStore:
    """``stats.json``: loaded on demand, written atomically after each change."""

    def __init__(self, path: Path | str, aside: Path | None = None) -> None:
        self.path = Path(path)
        self.aside = aside if aside is not None else self.path.parent / "aside"

    def load(self) -> Stats:
        """The statistics; empty when there are none, or when the file is bad (moved aside,
        with a warning in the log)."""
        try:
            data = read_json(self.path, FORMAT, SCHEMA_VERSION, MAX_BYTES)
            try:
                return Stats.model_validate(data)
            except ValidationError as error:
                first = error.errors()[0]
                raise SaveError(INVALID, ".".join(map(str, first["loc"])) + ": " +
                                first["msg"]) from None
        except FileNotFoundError:
            return Stats()
        except SaveError as error:
            log.warning("%s", keep_aside(self.path, self.aside, error).message())
            return Stats()

    def record(self, save: SaveGame) -> bool:
        """Count a finished game (once); False when it does not count."""
        level = bucket(save)
        if level is None or not save.over or save.outcome is None:
            return False
        stats = self.load()
        if save.id in stats.recent:
            return False
        won, score = human_result(save)
        hinted = save.hints > 0
        games = stats.records(hinted)
        if not stats.room_for(save.game, level, hinted) or games.get(save.game, {}).get(
                level, LevelStats()).full(len(save.moves), save.elapsed_s):
            log.warning("the statistics are full: game %s is not counted", save.id)
            return False
        record = games.setdefault(save.game, {}).setdefault(level, LevelStats())
        record.add(won, score, len(save.moves), save.elapsed_s)
        stats.recent = [*stats.recent, save.id][-RECENT:]
        self.write(stats)
        return True

    def reset(self) -> None:
        """Forget every statistic (the window asks first)."""
        self.write(Stats())

    def write(self, stats: Stats) -> None:
        write_atomic(self.path, (stats.model_dump_json(indent=1) + "\n").encode("utf-8"))


__all__ = ["MIXED", "LevelStats", "Stats", "StatsStore", "bucket", "human_result"]
