"""Saved games, the archive of finished games and the statistics kept from them. No Qt.

- ``model``: the save file's versioned pydantic model (``SaveGame``) and the check a resume
  compares against.
- ``files``: reading a file with every failure named (corrupt, truncated, foreign, too new,
  huge, …), atomic writes, and keeping bad files aside.
- ``store``: the data folder: the current game (``current.json``, written after every action),
  the archive of finished games (``archive/<game>/``), files kept aside (``aside/``).
- ``stats``: per game and bot level: games, wins, streaks, best score, average length.
- ``python -m facetable.saves info PATH --json``: what a save file or data folder holds.

A save needs no game knowledge: it is the game's id, options and seed, the seats, and the
history of ``Move(seat, action)`` (``facetable.engine.contract``), so every declared game is
saved, resumed and counted the day it is added to ``facetable.games``.
"""
from __future__ import annotations

from .files import Problem, SaveError
from .model import FORMAT, MAX_BYTES, SCHEMA_VERSION, SaveGame, SeatRecord
from .store import Loaded, Recorder, SaveStore, default_data_dir

__all__ = ["FORMAT", "MAX_BYTES", "SCHEMA_VERSION", "Loaded", "Problem", "Recorder", "SaveError",
           "SaveGame", "SaveStore", "SeatRecord", "default_data_dir"]
