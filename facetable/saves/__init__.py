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

import importlib
from typing import TYPE_CHECKING, Any

#: Where each name the package exports lives. They are loaded when first used, so that a
#: module needing only ``saves.undo`` or ``saves.replay`` (the session, at start-up) does not
#: load pydantic and the save model with it.
_EXPORTS = {"Problem": "files", "SaveError": "files",
            "FORMAT": "model", "MAX_BYTES": "model", "SCHEMA_VERSION": "model",
            "SaveGame": "model", "SeatRecord": "model",
            "Loaded": "store", "Recorder": "store", "SaveStore": "store",
            "default_data_dir": "store"}

__all__ = sorted(_EXPORTS)

if TYPE_CHECKING:
    from .files import Problem, SaveError
    from .model import FORMAT, MAX_BYTES, SCHEMA_VERSION, SaveGame, SeatRecord
    from .store import Loaded, Recorder, SaveStore, default_data_dir


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_EXPORTS[name]}"), name)
    globals()[name] = value
    return value
