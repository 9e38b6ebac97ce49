"""The user's settings, kept as JSON in the platform's config directory.

Loading never fails and never blocks: a missing file gives the defaults; a file that is not
valid JSON or not a settings object (a corrupt or foreign file), one of ``MAX_BYTES`` or more, or
anything that is not an ordinary file (a named pipe, a link to a device, a folder) gives the
defaults too, with a warning in the log, and is moved into ``aside/`` beside it under a new name
each time, with a note saying why, as bad saves are (``facetable.saves.files.keep_aside``), so
nothing is lost silently. A remembered ``last_setup`` that no longer validates (a game's options
changed in an update) is dropped alone, with a warning, keeping the other settings. Saving is
atomic (``facetable.saves.files.write_atomic``): a temporary file in the same directory
replaces the old one, so a crash mid-write never leaves half a file, and a temporary file a
kill left is removed at the next load. The app saves whenever a setting changes
(``MainWindow.on_settings_changed``) and again at exit; ``--data-dir DIR`` keeps the file in DIR.
"""
from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from facetable.app.setup_model import GameSetup
from facetable.table.theme import BACKS, FELTS
from facetable.saves.files import (INVALID, SaveError, keep_aside, parse_json, read_bytes,
                                   remove_stale_temps, write_atomic)

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"
#: A settings file this large or larger is refused unread (a real one is about 1 kB).
MAX_BYTES = 256 * 1024


class Settings(BaseModel):
    """Everything the app remembers between runs."""

    model_config = ConfigDict(extra="forbid", validate_assignment=True)

    #: Multiplies animation speed; 0 means instant (no animation at all).
    animation_speed: float = Field(1.0, ge=0.0, le=4.0)
    #: How long a bot's move stays on screen before the next one, in milliseconds.
    bot_pause_ms: int = Field(600, ge=0, le=5000)
    language: Literal["en", "vi", "fa"] = "en"
    #: The last new-game choice, offered again by the new-game dialog.
    last_setup: GameSetup | None = None
    #: No longer read (``facetable --open-hands`` replaced it); kept so older files still load.
    open_hands: bool = False
    #: Ask before moves that cannot be undone, such as a Coup (Coup's CP-19).
    confirm_irreversible: bool = True
    #: Seconds a human has to react to a claim before it is allowed (0: no limit).
    reaction_countdown_s: int = Field(0, ge=0, le=120)
    #: Others' claims and blocks that do not concern the player pass by themselves ("off":
    #: always ask), unless their cards can answer ("unless_able"), or that and every
    #: challenge is asked ("ask_challenges"). One human at the table only.
    quiet_reactions: Literal["off", "unless_able", "ask_challenges"] = "off"
    #: Hot-seat: before the curtain, the human who played keeps the table until they press
    #: Done ("button"), or for this many seconds (0: the curtain comes at once).
    hand_over_pause: Literal["button"] | Annotated[int, Field(ge=0, le=30)] = "button"
    #: A round's results stay on screen until dismissed (0) or for this many seconds.
    round_results_s: int = Field(0, ge=0, le=30)
    #: Show helpers worked out from what the deciding human sees (the chance to bust).
    odds_helper: bool = False
    #: Undo against bots (Edit → Undo mode): "off", "safe" (only while nothing hidden has been
    #: seen since the decision) or "practice" (anything; the game is not counted).
    undo_mode: Literal["off", "safe", "practice"] = "safe"
    #: Finished games kept per game in the data folder's archive (the oldest go first).
    archive_keep: int = Field(200, ge=1, le=100_000)
    #: Numbers with the language's own digits (Persian ۰–۹ in Persian) or always Latin 0–9.
    digits: Literal["native", "latin"] = "native"
    #: The table's zoom in percent (View → Zoom, Ctrl+= / Ctrl+-).
    table_zoom: int = Field(100, ge=75, le=200)
    #: The back of the shared card deck (``facetable.table.theme.BACKS``; View → Card back).
    card_back: Literal[BACKS] = BACKS[0]
    #: The table's felt, under every game (``facetable.table.theme.FELTS``; View → Table felt).
    felt: Literal[tuple(FELTS)] = next(iter(FELTS))
    #: Sound effects on the table (View → Sound), heard only where there is a sound device.
    sound: bool = True
    #: Their volume in percent (modest by default).
    sound_volume: int = Field(40, ge=0, le=100)
    #: The main window's size and place (``QWidget.saveGeometry``, base64), restored at start.
    window_geometry: str | None = Field(None, max_length=4096, pattern=r"^[A-Za-z0-9+/=]*$")

    @field_validator("last_setup", mode="wrap")
    @classmethod
    def _forget_stale_setup(cls, value: Any, handler) -> GameSetup | None:
        try:
            return handler(value)
        except ValidationError as error:
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
            return Settings.model_validate(data)
        except (ValidationError, TypeError, RecursionError) as error:
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
    write_atomic(path, (settings.model_dump_json(indent=2) + "\n").encode("utf-8"))
