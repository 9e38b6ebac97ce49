"""The user's settings, kept as JSON in the platform's config directory.

Loading never fails: a missing file gives the defaults; a file that is not valid JSON or not a
settings object (a corrupt or foreign file) gives the defaults too, with a warning in the log, and
the file is moved aside to ``settings.json.bad`` so nothing is lost silently. A remembered
``last_setup`` that no longer validates (a game's options changed in an update) is dropped alone,
with a warning, keeping the other settings. Saving is atomic: a temporary file in the same
directory replaces the old one, so a crash mid-write never leaves half a file. The app saves
whenever a setting changes (``MainWindow.on_settings_changed``) and again at exit;
``--data-dir DIR`` keeps the file in DIR.
"""
from __future__ import annotations

import json
import logging
import os
import tempfile
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from facetable.app.setup_model import GameSetup

log = logging.getLogger(__name__)

SETTINGS_FILE = "settings.json"


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
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return Settings()
    except OSError as error:
        log.warning("cannot read settings %s (%s); using the defaults", path, error)
        return Settings()
    try:
        return Settings.model_validate(json.loads(raw.decode("utf-8")))
    # UnicodeDecodeError, JSONDecodeError and ValidationError are all ValueErrors.
    except (ValueError, TypeError, RecursionError) as error:
        _keep_aside(path, error)
        return Settings()


def _keep_aside(path: Path, error: Exception) -> None:
    bad = path.with_name(path.name + ".bad")
    try:
        os.replace(path, bad)
    except OSError as move_error:
        log.warning("settings %s are not valid (%s); using the defaults. Could not move the file "
                    "aside (%s), it is left in place", path, error, move_error)
    else:
        log.warning("settings %s are not valid (%s); using the defaults. The file is kept as %s",
                    path, error, bad)


def save_settings(settings: Settings, path: Path | str | None = None) -> None:
    """Write ``settings`` to ``path`` (default: :func:`default_path`) atomically.

    Creates the directory if needed. Raises ``OSError`` if the file cannot be written; the old
    file, if any, is then left as it was.
    """
    path = Path(path) if path is not None else default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = settings.model_dump_json(indent=2) + "\n"
    fd, tmp_name = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as tmp:
            tmp.write(data)
            tmp.flush()
            os.fsync(tmp.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except OSError:
            pass
        raise
