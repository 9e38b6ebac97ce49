"""The games' texts in the installed language, read from their declarations (``facetable.games``).

A declaration holds English source strings marked with ``QT_TRANSLATE_NOOP``; these functions
translate them at call time. An option with no label (added to an engine after its declaration
was written) still gets a readable, untranslated label from its name, and a warning in the log.
"""
from __future__ import annotations

import logging
from typing import Any

from PySide6.QtCore import QCoreApplication

from facetable.games import GAMES, GameSpec, game_spec

log = logging.getLogger(__name__)


def title(game_id: str) -> str:
    """The game's name in the installed language (from its ``MENU``: no engine loaded).
    ``ValueError`` naming the known games for one that is not offered."""
    try:
        source = GAMES.menu(game_id).title
    except KeyError:
        game_spec(game_id)                    # the ValueError it always raised
        raise
    return QCoreApplication.translate("Games", source)


def option_label(game_id: str, field: str) -> str:
    source = game_spec(game_id).option_labels.get(field)
    if source:
        return QCoreApplication.translate("GameOptions", source)
    log.warning("no label for option %s.%s; add it to facetable/games/%s.py", game_id, field,
                game_id)
    return field.replace("_", " ").capitalize()


def option_choice_label(game_id: str, field: str, value: Any) -> str:
    """The translated label of one value of a choice option (``str(value)`` when it has none)."""
    source = game_spec(game_id).choice_labels.get(field, {}).get(value)
    if source:
        return QCoreApplication.translate("GameOptions", source)
    log.warning("no label for option value %s.%s=%r; add it to facetable/games/%s.py",
                game_id, field, value, game_id)
    return str(value)


def bot_note(game_id: str, level: str) -> str:
    """The one-line strength note of a bot level, translated."""
    return QCoreApplication.translate("Bots", game_spec(game_id).bots[level].note)


def level_label(game_id: str, level: str) -> str:
    """How a seat played by a bot of ``level`` is offered in the new-game dialog, translated."""
    return QCoreApplication.translate("NewGameDialog",
                                      game_spec(game_id).level_labels[level].seat)


def level_stats_label(game_id: str, level: str) -> str | None:
    """The statistics' name of the games against ``level``, translated; None when the game
    does not label that level (a record of a level it no longer offers)."""
    spec = GAMES.get(game_id)
    label = spec.level_labels.get(level) if spec is not None else None
    return QCoreApplication.translate("Statistics", label.stats) if label else None


__all__ = ["GAMES", "GameSpec", "bot_note", "level_label", "level_stats_label",
           "option_choice_label", "option_label", "title"]
