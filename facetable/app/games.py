"""The catalogue of games the app offers, with their translated names.

Everything about a game's *rules* lives in its engine module; this catalogue only says what the
app needs to offer it: the options class, how many players it takes, and whether seats hide
secrets from each other (then hot-seat play needs a curtain between humans).

Player bounds come from the ``players`` field of the game's pydantic ``Options``: its
``ge`` / ``le`` constraints when it declares them, otherwise the range of counts the model
accepts (a game may check the count in a validator instead). The engine modules are imported through
``facetable.engine.game_module``; a game whose module does not import is left out of ``GAMES``
with a warning, so the other games stay playable.

Translated strings are written out literally (``QT_TRANSLATE_NOOP``) so that ``pyside6-lupdate``
finds them; the functions translate them at call time, in whatever language is installed.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import annotated_types
from pydantic import ValidationError
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from facetable.engine import GameOptions, game_module

log = logging.getLogger(__name__)

#: Largest player count probed when the Options model declares no ``le`` bound.
_PROBE_LIMIT = 16


@dataclass(frozen=True)
class GameInfo:
    """What the app needs to offer one game."""

    id: str
    options_cls: type[GameOptions]
    min_players: int
    max_players: int
    default_players: int
    #: Seats keep secrets (views are redacted): hot-seat play hides the screen between humans.
    hidden_info: bool


# --- translated text ------------------------------------------------------------------------

_TITLES = {
    "flip7": QT_TRANSLATE_NOOP("Games", "Flip 7: With a Vengeance"),
    "crack": QT_TRANSLATE_NOOP("Games", "Crack the Code"),
}

_OPTION_LABELS: dict[str, dict[str, str]] = {
    "flip7": {
        "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
        "target": QT_TRANSLATE_NOOP("GameOptions", "Points to win"),
        "brutal": QT_TRANSLATE_NOOP("GameOptions", "Brutal mode"),
        "lucky13_pair_counts_twice": QT_TRANSLATE_NOOP("GameOptions",
                                                       "Lucky 13 pair counts twice"),
        "printing": QT_TRANSLATE_NOOP("GameOptions", "Deck printing"),
    },
    "crack": {
        "players": QT_TRANSLATE_NOOP("GameOptions", "Players"),
        "advanced": QT_TRANSLATE_NOOP("GameOptions", "Advanced game (dashes)"),
        "memory_mode": QT_TRANSLATE_NOOP("GameOptions", "Memory mode (hide the guess log)"),
    },
}

_CHOICE_LABELS: dict[str, dict[str, dict[Any, str]]] = {
    "flip7": {
        "printing": {
            "standard": QT_TRANSLATE_NOOP(
                "GameOptions", "Standard (one of each minus card, two of each action)"),
            "two_minus": QT_TRANSLATE_NOOP(
                "GameOptions", "Two of each minus card, one of each action"),
        },
    },
}


def title(game_id: str) -> str:
    """The game's name in the installed language (the id itself for a game with no title)."""
    source = _TITLES.get(game_id)
    return QCoreApplication.translate("Games", source) if source else game_id


def option_label(game_id: str, field: str) -> str:
    """The translated label of an option field.

    A field with no label here (added to an engine after this catalogue was written) still gets
    a readable, untranslated label from its name, and a warning in the log.
    """
    source = _OPTION_LABELS.get(game_id, {}).get(field)
    if source:
        return QCoreApplication.translate("GameOptions", source)
    log.warning("no label for option %s.%s; add it to facetable/app/games.py", game_id, field)
    return field.replace("_", " ").capitalize()


def option_choice_label(game_id: str, field: str, value: Any) -> str:
    """The translated label of one value of a choice option (``str(value)`` when it has none)."""
    source = _CHOICE_LABELS.get(game_id, {}).get(field, {}).get(value)
    if source:
        return QCoreApplication.translate("GameOptions", source)
    log.warning("no label for option value %s.%s=%r; add it to facetable/app/games.py",
                game_id, field, value)
    return str(value)


# --- the catalogue ----------------------------------------------------------------------------

def player_bounds(options_cls: type[GameOptions]) -> tuple[int, int]:
    """(min, max) player count accepted by an Options model.

    Uses the ``ge``/``gt``/``le``/``lt`` constraints of its ``players`` field when it has them;
    a missing bound is found by asking the model which counts it accepts.
    """
    low = high = None
    for meta in options_cls.model_fields["players"].metadata:
        if isinstance(meta, annotated_types.Ge):
            low = int(meta.ge)
        elif isinstance(meta, annotated_types.Gt):
            low = int(meta.gt) + 1
        elif isinstance(meta, annotated_types.Le):
            high = int(meta.le)
        elif isinstance(meta, annotated_types.Lt):
            high = int(meta.lt) - 1
    if low is None or high is None:
        accepted = [n for n in range(1, _PROBE_LIMIT + 1) if _accepts_players(options_cls, n)]
        if not accepted:
            raise ValueError(f"{options_cls.__module__}.Options accepts no player count "
                             f"between 1 and {_PROBE_LIMIT}")
        low = accepted[0] if low is None else low
        high = accepted[-1] if high is None else high
    return low, high


def _accepts_players(options_cls: type[GameOptions], players: int) -> bool:
    try:
        options_cls(players=players)
    except ValidationError as error:
        return not any(e["loc"][:1] == ("players",) for e in error.errors())
    return True


def _game_info(game_id: str) -> GameInfo:
    module = game_module(game_id)
    options_cls = module.Options
    low, high = player_bounds(options_cls)
    field = options_cls.model_fields["players"]
    if field.is_required():
        default = min(max(3, low), high)  # you and two opponents, when the game allows it
    else:
        default = int(field.default)
    return GameInfo(id=game_id, options_cls=options_cls, min_players=low, max_players=high,
                    default_players=default, hidden_info=bool(getattr(module, "HIDDEN_INFO")))


def _catalogue(ids: tuple[str, ...]) -> dict[str, GameInfo]:
    games: dict[str, GameInfo] = {}
    for game_id in ids:
        try:
            games[game_id] = _game_info(game_id)
        except Exception:  # a game being written must not take the others down
            log.warning("game %r is not available", game_id, exc_info=True)
    return games


#: The games the app offers, in menu order (only those whose engine module imports).
GAMES: dict[str, GameInfo] = _catalogue(("flip7", "crack"))
