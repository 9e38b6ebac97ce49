"""The user's settings, kept as JSON in the platform's config directory.

Loading never fails and never blocks: a missing file gives the defaults; a file that is not
valid JSON or not a settings object (a corrupt or foreign file), one of ``MAX_BYTES`` or more, or
anything that is not an ordinary file (a named pipe, a link to a device, a folder) gives the
defaults too, with a warning in the log, and is moved into ``aside/`` beside it under a new name
each time, with a note saying why, as bad saves are (``facetable.saves.files.keep_aside``), so
nothing is lost silently. A remembered ``last_setup`` that no longer validates (a game's options
changed in an update) is dropped alone when first read, with a warning, keeping the other
settings. Saving is
atomic (``facetable.saves.files.write_atomic``): a temporary file in the same directory
replaces the old one, so a crash mid-write never leaves half a file, and a temporary file a
kill left is removed at the next load. The app saves whenever a setting changes
(``MainWindow.on_settings_changed``) and again at exit; ``--data-dir DIR`` keeps the file in DIR.
"""
from __future__ import annotations

import json
import logging
import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import platformdirs

from facetable.saves.files import (INVALID, SaveError, keep_aside, parse_json, read_bytes,
                                   remove_stale_temps, write_atomic)
from facetable.table.theme import BACKS, FELTS

if TYPE_CHECKING:
    from facetable.app.setup_model import GameSetup

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
#: A settings file this large or larger is refused unread (a real one is about 1 kB).
MAX_BYTES = 256 * 1024


class SettingsError(ValueError):
    """A setting that does not exist, or a value it cannot take (the message names which)."""


def _number(kind: type, low: float, high: float) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if isinstance(value, bool) or not isinstance(value, (int, float) if kind is float
                                                     else int):
            raise ValueError(f"{value!r} is not a {'number' if kind is float else 'whole number'}")
        if not (low <= value <= high):
            raise ValueError(f"{value!r} is not between {low} and {high}")
        return kind(value)
    return check


def _one_of(*choices: Any) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if isinstance(value, bool) or value not in choices:
            raise ValueError(f"{value!r} is not one of {', '.join(map(repr, choices))}")
        return value
    return check


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{value!r} is not true or false")
    return value


_SECONDS = _number(int, 0, 30)


def _button_or_seconds(value: Any) -> str | int:
    return value if value == "button" else _SECONDS(value)


_BASE64 = re.compile(r"[A-Za-z0-9+/=]*")


def _geometry(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str) or len(value) > 4096 or not _BASE64.fullmatch(value):
        raise ValueError("not a window geometry (base64 text of at most 4096 characters)")
    return value


#: Every setting: its default and the check its values pass (``ValueError`` when one does
#: not), in the order the file lists them. ``last_setup`` is apart (see ``Settings``).
FIELDS: dict[str, tuple[Any, Callable[[Any], Any]]] = {
    #: Multiplies animation speed; 0 means instant (no animation at all).
    "animation_speed": (1.0, _number(float, 0.0, 4.0)),
    #: How long a bot's move stays on screen before the next one, in milliseconds.
    "bot_pause_ms": (600, _number(int, 0, 5000)),
    "language": ("en", _one_of("en", "vi", "fa")),
    #: No longer read (``facetable --open-hands`` replaced it); kept so older files still load.
    "open_hands": (False, _flag),
    #: Ask before moves that cannot be undone, such as a Coup (Coup's CP-19).
    "confirm_irreversible": (True, _flag),
    #: Seconds a human has to react to a claim before it is allowed (0: no limit).
    "reaction_countdown_s": (0, _number(int, 0, 120)),
    #: Others' claims and blocks that do not concern the player pass by themselves ("off":
    #: always ask), unless their cards can answer ("unless_able"), or that and every
    #: challenge is asked ("ask_challenges"). One human at the table only.
    "quiet_reactions": ("off", _one_of("off", "unless_able", "ask_challenges")),
    #: Hot-seat: before the curtain, the human who played keeps the table until they press
    #: Done ("button"), or for this many seconds (0: the curtain comes at once).
    "hand_over_pause": ("button", _button_or_seconds),
    #: A round's results stay on screen until dismissed (0) or for this many seconds.
    "round_results_s": (0, _SECONDS),
    #: Show helpers worked out from what the deciding human sees (the chance to bust).
    "odds_helper": (False, _flag),
    #: Undo against bots (Edit → Undo mode): "off", "safe" (only while nothing hidden has been
    #: seen since the decision) or "practice" (anything; the game is not counted).
    "undo_mode": ("safe", _one_of("off", "safe", "practice")),
    #: Finished games kept per game in the data folder's archive (the oldest go first).
    "archive_keep": (200, _number(int, 1, 100_000)),
    #: Numbers with the language's own digits (Persian ۰–۹ in Persian) or always Latin 0–9.
    "digits": ("native", _one_of("native", "latin")),
    #: The table's zoom in percent (View → Zoom, Ctrl+= / Ctrl+-).
    "table_zoom": (100, _number(int, 75, 200)),
    #: The back of the shared card deck (``facetable.table.theme.BACKS``; View → Card back).
    "card_back": (BACKS[0], _one_of(*BACKS)),
    #: The table's felt, under every game (``facetable.table.theme.FELTS``; View → Table felt).
    "felt": (next(iter(FELTS)), _one_of(*FELTS)),
    #: Sound effects on the table (View → Sound), heard only where there is a sound device.
    "sound": (True, _flag),
    #: Their volume in percent (modest by default).
    "sound_volume": (40, _number(int, 0, 100)),
    #: The main window's size and place (``QWidget.saveGeometry``, base64), restored at start.
    "window_geometry": (None, _geometry),
}

class Settings:
    """Everything the app remembers between runs: the settings in :data:`FIELDS`, each
    checked whenever it is set (``SettingsError`` names the setting and what is wrong, and the
    old value stays), and ``last_setup``, the last new-game choice the new-game dialog offers
    again (a ``GameSetup``, or None).

    A plain class, not a pydantic model, so that the first frame does not wait for pydantic
    (about 60 ms): ``last_setup`` from a file is checked with ``GameSetup`` (pydantic) when the
    app first reads it, and one that no longer validates (a game's options changed in an
    update) is forgotten then, alone, with a warning in the log."""

    __slots__ = ("_values", "_setup")

    def __init__(self, **values: Any) -> None:
        object.__setattr__(self, "_values",
                           {name: default for name, (default, _) in FIELDS.items()})
        object.__setattr__(self, "_setup", None)
        for name, value in values.items():
            setattr(self, name, value)

    def __getattr__(self, name: str) -> Any:
        try:
            if not name.startswith("_"):
                return self._values[name]
        except KeyError:
            pass
        raise AttributeError(f"no setting {name!r}")

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "last_setup":                 # checked when first read
            object.__setattr__(self, "_setup", value)
            return
        if name not in FIELDS:
            raise SettingsError(f"no setting {name!r}")
        try:
            self._values[name] = FIELDS[name][1](value)
        except ValueError as error:
            raise SettingsError(f"{name}: {error}") from None

    @property
    def last_setup(self) -> GameSetup | None:
        if self._setup is not None and not _is_setup(self._setup):
            object.__setattr__(self, "_setup", _checked_setup(self._setup))
        return self._setup

    @classmethod
    def from_data(cls, data: Any) -> Settings:
        """Settings from a settings file's JSON value; ``SettingsError`` when it is not an
        object of known settings with values they can take."""
        if not isinstance(data, dict):
            raise SettingsError(f"settings are a JSON object, not {type(data).__name__}")
        return cls(**{str(name): value for name, value in data.items()})

    def to_data(self) -> dict[str, Any]:
        """What the settings file holds (JSON data): :data:`FIELDS` in order, then
        ``last_setup`` (as it was read, when it has not been read since)."""
        setup = self._setup
        return {**self._values,
                "last_setup": setup.model_dump(mode="json") if _is_setup(setup) else setup}

    def to_json(self) -> str:
        """:meth:`to_data` as indented JSON text."""
        return json.dumps(self.to_data(), indent=2, ensure_ascii=False)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Settings):
            return NotImplemented
        return self._values == other._values and self.last_setup == other.last_setup

    __hash__ = None  # type: ignore[assignment]  # mutable

    def __repr__(self) -> str:
        changed = [f"{name}={value!r}" for name, value in self._values.items()
                   if value != FIELDS[name][0]]
        if self._setup is not None:
            changed.append(f"last_setup={self._setup!r}")
        return f"Settings({', '.join(changed)})"


def _is_setup(value: Any) -> bool:
    """``value`` is a ``GameSetup`` (without importing pydantic: none exists before)."""
    module = sys.modules.get("facetable.app.setup_model")
    return module is not None and isinstance(value, module.GameSetup)


def _checked_setup(data: Any) -> GameSetup | None:
    """``data`` as a ``GameSetup``, or None (with a warning) when it is not one."""
    from pydantic import ValidationError

    from facetable.app.setup_model import GameSetup
    try:
        return GameSetup.model_validate(data)
    except (ValidationError, ValueError, TypeError, RecursionError) as error:
        log.warning("forgetting the remembered game setup, it is no longer valid: %s", error)
        return None


def default_path() -> Path:
    """``<user config dir>/facetable/settings.json`` for this platform."""
    return Path(platformdirs.user_config_dir("facetable")) / SETTINGS_FILE


def load_settings(path: Path | str | None = None) -> Settings:
    """The settings stored at ``path`` (default: :func:`default_path`), or the defaults.

    Never raises: see the module docstring for what happens to a bad file.
    """
    path = Path(path) if path is not None else default_path()
    remove_stale_temps(path.parent, path.name)
    try:
        data = parse_json(read_bytes(path, MAX_BYTES))
        try:
            return Settings.from_data(data)
        except SettingsError as error:
            raise SaveError(INVALID, str(error)) from None
    except FileNotFoundError:
        return Settings()
    except SaveError as error:
        problem = keep_aside(path, aside_dir(path), error)
        log.warning("settings %s are not valid (%s); using the defaults. %s", path,
                    problem.detail, "The file is kept as %s." % problem.aside if problem.aside
                    else "The file is left in place.")
        return Settings()


def aside_dir(path: Path) -> Path:
    """Where bad settings at ``path`` are moved: ``aside/`` beside them (with ``--data-dir``,
    the data folder's, where bad saves go too)."""
    return path.parent / "aside"


def save_settings(settings: Settings, path: Path | str | None = None) -> None:
    """Write ``settings`` to ``path`` (default: :func:`default_path`) atomically.

    Creates the directory if needed. Raises ``OSError`` if the file cannot be written; the old
    file, if any, is then left as it was.
    """
    path = Path(path) if path is not None else default_path()
    write_atomic(path, (settings.to_json() + "\n").encode("utf-8"))
