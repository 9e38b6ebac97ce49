"""The data folder: the game at the table, the archive of finished games, files kept aside.

::

    <data>/current.json            the game being played, rewritten after every action
    <data>/archive/<game>/*.json   finished games (and games left for a new one), newest last
    <data>/aside/                  files that could not be used, renamed to say why
    <data>/stats.json              the statistics (``stats.py``)

The current game is saved after every applied action (``Recorder.record``, called by the
session), atomically, before the table shows the action: a kill at any moment loses at most the
action being applied. When the game ends it is copied into the archive (the last ``keep`` of
each game are kept), counted in the statistics, and ``current.json`` is removed, in that order,
each step repeatable: a kill between two steps is finished at the next start.

Starting a new game while another is unfinished archives the unfinished one (it is never simply
lost); a game with no move yet is dropped.

Loading (:meth:`SaveStore.load_current`, :func:`load_save`) checks the file (see ``files.py``),
the game, options and seats against the game's declaration, replays the moves through the
contract and compares the result with the save's check. Whatever fails, the file is moved aside
and the caller gets a ``Problem`` to show in one line; nothing else is touched.

The save model (pydantic, about 60 ms to import) loads with the first save read or written:
a store whose folder holds no unfinished game, at the welcome screen, never needs it. The
statistics open when first used (``SaveStore.stats``).
"""
from __future__ import annotations

import logging
import os
import time
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import TYPE_CHECKING, Any

import platformdirs

from facetable import __version__
from facetable.engine import GameOptions, GameState, Move, OptionSet, OptionsError, replay
from facetable.games import GAMES, RANDOM_STYLE, GameSpec
from facetable.regular_files import oddity

from .files import (INVALID, STALE, UNKNOWN_GAME, UNREADABLE, Problem, SaveError, keep_aside,
                    one_line, read_json, remove_stale_temps, write_atomic)

if TYPE_CHECKING:
    from .model import SaveGame, SeatRecord
    from .stats import StatsStore

log = logging.getLogger(__name__)

CURRENT = "current.json"
STATS = "stats.json"
#: Finished games kept per game by default (the settings' ``archive_keep``).
DEFAULT_KEEP = 200


def default_data_dir() -> Path:
    """``<user data dir>/facetable`` for this platform (``--data-dir`` replaces it)."""
    return Path(platformdirs.user_data_dir("facetable", appauthor=False))


def utc_now() -> str:
    return datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")


def new_game_id() -> str:
    """Unique, sortable by start time, safe as a file name."""
    import secrets                     # with hashlib and OpenSSL: not before the first frame
    return time.strftime("%Y%m%d-%H%M%S") + "-" + secrets.token_hex(4)


@dataclass
class Loaded:
    """A save that was checked and replayed: ready to resume or to look at."""

    save: SaveGame
    path: Path
    spec: GameSpec
    options: GameOptions
    table_options: OptionSet | None
    moves: list[Move]
    state: GameState

    @property
    def over(self) -> bool:
        return self.state.is_over


# --- reading ---------------------------------------------------------------------------------
def read_save(path: Path) -> SaveGame:
    """The validated model of a save file (not replayed); ``SaveError`` if it cannot be one."""
    from pydantic import ValidationError

    from .model import FORMAT, MAX_BYTES, SCHEMA_VERSION, SaveGame
    data = read_json(path, FORMAT, SCHEMA_VERSION, MAX_BYTES)
    try:
        return SaveGame.model_validate(data)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "file"
        raise SaveError(INVALID, f"{where}: {first['msg']}") from None
    except RecursionError:
        raise SaveError(INVALID, "nested too deeply") from None


def load_save(path: Path) -> Loaded:
    """Read, check against the game's declaration, replay and compare; ``SaveError`` if any
    step fails (never another exception for a bad file)."""
    return open_save(read_save(path), path)


def open_save(save: SaveGame, path: Path) -> Loaded:
    from .model import check_of, outcome_record
    spec = GAMES.get(save.game)
    if spec is None:
        raise SaveError(UNKNOWN_GAME, save.game, game=save.game)
    try:
        options = spec.options.from_json(save.options)
        table_options = None
        if spec.table_options is not None:
            table_options = spec.table_options.from_json(save.table_options)
        elif save.table_options:
            raise OptionsError(f"{save.game} has no table options")
    except (OptionsError, TypeError) as error:
        raise SaveError(INVALID, f"options: {error}") from None
    _check_seats(spec, options, save.seats)
    if len(save.moves) > spec.max_moves:
        raise SaveError(INVALID, f"{len(save.moves)} moves; a game of {spec.id} holds at most "
                                 f"{spec.max_moves}", game=save.game)
    moves = save.history()
    try:
        spec.new_state(options, save.seed, save.deal, save.first)
    except (ValueError, TypeError) as error:
        raise SaveError(INVALID, f"deal or first seat: {error}") from None
    try:
        state, _ = replay(spec.new_state, options, save.seed, moves, deal=save.deal,
                          first=save.first)
    except Exception as error:  # noqa: BLE001 - any failure of a replay means "does not replay"
        raise SaveError(STALE, f"move {_failed_at(spec, options, save, moves)} of "
                               f"{len(moves)}: {type(error).__name__}: {error}") from None
    try:
        found = check_of(state)
    except Exception as error:  # noqa: BLE001 - the replayed state cannot even be inspected
        raise SaveError(STALE, f"{type(error).__name__}: {error}") from None
    if found != save.check or state.is_over != save.over or \
            outcome_record(state) != save.outcome:
        raise SaveError(STALE, f"after {len(moves)} moves the game is not the one saved")
    return Loaded(save, path, spec, options, table_options, moves, state)


def _failed_at(spec: GameSpec, options: GameOptions, save: SaveGame, moves: list[Move]) -> int:
    """The number (from 1) of the first move that does not replay."""
    try:
        state = spec.new_state(options, save.seed, save.deal, save.first)
    except Exception:  # noqa: BLE001
        return 0
    for n, (seat, action) in enumerate(moves, 1):
        try:
            state.apply(action, seat)
        except Exception:  # noqa: BLE001
            return n
    return len(moves)


def _check_seats(spec: GameSpec, options: GameOptions, seats: list[SeatRecord]) -> None:
    if len(seats) != options.players:
        raise SaveError(INVALID, f"{len(seats)} seats for {options.players} players")
    names: set[str] = set()
    for n, seat in enumerate(seats):
        if seat.name.casefold() in names:
            raise SaveError(INVALID, f"two seats are called {seat.name!r}")
        names.add(seat.name.casefold())
        if seat.human:
            continue
        if seat.level not in spec.bots:
            raise SaveError(INVALID, f"seat {n}: unknown bot {seat.level!r}")
        if seat.style is not None and seat.style != RANDOM_STYLE and \
                seat.style not in spec.styles:
            raise SaveError(INVALID, f"seat {n}: unknown style {seat.style!r}")


# --- the data folder -------------------------------------------------------------------------
class SaveStore:
    """One data folder (see the module docstring). ``stats`` is told about finished games."""

    def __init__(self, root: Path | str, keep: int = DEFAULT_KEEP,
                 stats: StatsStore | None = None) -> None:
        self.root = Path(root)
        self.keep = keep
        self._stats = stats

    @property
    def stats(self) -> StatsStore:
        """The statistics: ``stats`` as given, else ``stats.json`` here, opened when first used."""
        if self._stats is None:
            from .stats import StatsStore
            self._stats = StatsStore(self.root / STATS, aside=self.aside_dir)
        return self._stats

    @property
    def current_path(self) -> Path:
        return self.root / CURRENT

    @property
    def archive_dir(self) -> Path:
        return self.root / "archive"

    @property
    def aside_dir(self) -> Path:
        return self.root / "aside"

    def load_current(self) -> Loaded | Problem | None:
        """The unfinished game to offer, a Problem (the file was moved aside), or None.

        A current game found finished (a kill between its last save and its archiving) is
        archived and counted now, and None returned. Temporary files a kill left anywhere in
        the folder are removed first (:meth:`remove_stale_temps`).
        """
        self.remove_stale_temps()
        path = self.current_path
        if _missing(path):                     # nothing to offer, nothing to load pydantic for
            return None
        try:
            loaded = load_save(path)
        except FileNotFoundError:
            return None
        except SaveError as error:
            problem = keep_aside(path, self.aside_dir, error)
            log.warning("%s", problem.message())
            return problem
        if loaded.over:
            self.finish(loaded.save)
            return None
        return loaded

    def remove_stale_temps(self) -> int:
        """Remove the temporary files a kill left wherever the store writes (``current.json``,
        the statistics, every archive folder); returns how many. Called at start-up."""
        removed = remove_stale_temps(self.root, CURRENT)
        stats = self.root / STATS if self._stats is None else self._stats.path
        removed += remove_stale_temps(stats.parent, stats.name)
        for folder in _folders(self.archive_dir):
            removed += remove_stale_temps(folder, "*.json")
        return removed

    def begin(self, game: str, options: GameOptions, seats: list[SeatRecord], seed: int,
              table_options: OptionSet | None = None, practice: bool = False,
              deal: list | None = None, first: int | None = None) -> "Recorder":
        """A recorder for a new game (``deal`` and ``first`` as given to its ``setup``); an
        unfinished current game is archived first."""
        self.set_aside_current()
        return Recorder(self, _new_save(game, options, seats, seed, table_options, practice,
                                        deal, first))

    def resume(self, loaded: Loaded) -> "Recorder":
        """A recorder that goes on saving a resumed game under its own id."""
        return Recorder(self, loaded.save)

    def set_aside_current(self) -> None:
        """Archive the unfinished current game (a new game replaces it); drop it if it has no
        move; move it aside if it is bad."""
        path = self.current_path
        remove_stale_temps(self.root, CURRENT)
        try:
            loaded = load_save(path)
        except FileNotFoundError:
            return
        except SaveError as error:
            log.warning("%s", keep_aside(path, self.aside_dir, error).message())
            return
        if loaded.over:
            self.finish(loaded.save)
        elif loaded.save.moves:
            self._archive(loaded.save)
            _unlink(path)
        else:
            _unlink(path)

    def write_current(self, save: SaveGame) -> None:
        write_atomic(self.current_path, save.to_bytes())

    def finish(self, save: SaveGame) -> None:
        """A finished game: into the archive, into the statistics, out of ``current.json``.
        Each step can be repeated safely (a kill between steps is finished at next start)."""
        self._archive(save)
        if not save.practice:
            try:
                self.stats.record(save)
            except OSError as error:
                log.warning("could not update the statistics: %s", error)
        try:
            current = read_save(self.current_path)
        except (FileNotFoundError, SaveError):
            return
        if current.id == save.id:
            _unlink(self.current_path)

    # --- the archive -----------------------------------------------------------------------
    def archived(self, game: str | None = None) -> list[Path]:
        """Archived game files, oldest first (of one game, or of all). Anything in their place
        that is not an ordinary file (a named pipe, a link to a device, a folder) is moved
        aside with a note, never opened."""
        folders = [self.archive_dir / game] if game else _folders(self.archive_dir)
        files: list[Path] = []
        for folder in folders:
            try:
                found = sorted(folder.glob("*.json"))
            except OSError:
                continue
            for path in found:
                odd = oddity(path)
                if odd is None:
                    files.append(path)
                else:
                    problem = keep_aside(path, self.aside_dir, SaveError(UNREADABLE, odd))
                    log.warning("%s", problem.message())
        return files

    def _archive(self, save: SaveGame) -> Path:
        """Write ``save`` into its game's archive folder, named so that names sort by the
        time of archiving (to the microsecond), and prune the folder to ``keep`` files."""
        now = datetime.now(timezone.utc)
        folder = self.archive_dir / save.game
        target = folder / f"{now:%Y%m%d-%H%M%S-%f}-{save.id}.json"
        write_atomic(target, save.to_bytes())
        for old in folder.glob(f"*-{save.id}.json"):    # an earlier copy of the same game
            if old != target:
                _unlink(old)
        self._prune(folder)
        return target

    def _prune(self, folder: Path) -> None:
        files = self.archived(folder.name)
        for old in files[:max(0, len(files) - self.keep)]:
            _unlink(old)


def _new_save(game: str, options: GameOptions, seats: list[SeatRecord], seed: int,
              table_options: OptionSet | None, practice: bool, deal: list | None = None,
              first: int | None = None) -> SaveGame:
    """A save of a game with no move yet (its check is made at the first ``record``)."""
    from .model import FORMAT, SCHEMA_VERSION, SaveGame
    return SaveGame.model_construct(
        format=FORMAT, schema_version=SCHEMA_VERSION, id=new_game_id(), game=game,
        app_version=__version__, options=options.to_json(),
        table_options=table_options.to_json() if table_options is not None else {},
        seed=seed, deal=None if deal is None else list(deal), first=first, seats=list(seats), practice=practice, started=utc_now(), saved="",
        elapsed_s=0.0, moves=[], over=False, outcome=None, check=None)


def save_of(game: str, options: GameOptions, seats: list[SeatRecord], seed: int,
            state: GameState, table_options: OptionSet | None = None,
            practice: bool = False, deal: list | None = None,
            first: int | None = None) -> SaveGame:
    """A whole save of a game as it stands (to export a game no store is saving), with the
    ``deal`` and ``first`` its ``setup`` was given."""
    from .model import SaveGame, check_of, outcome_record
    save = _new_save(game, options, seats, seed, table_options, practice, deal, first)
    return SaveGame.model_validate(save.model_copy(update={
        "moves": [m.to_json() for m in state.history], "over": state.is_over,
        "outcome": outcome_record(state), "check": check_of(state),
        "saved": utc_now()}).model_dump())


def _missing(path: Path) -> bool:
    """Nothing is at ``path`` (anything else, even what cannot be looked at, is for
    ``load_save`` to name)."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return True
    except OSError:
        pass
    return False


def _unlink(path: Path) -> None:
    """Remove a file of ours; one already gone or that cannot be removed (a folder in its
    place) is left."""
    try:
        path.unlink()
    except OSError as error:
        if not isinstance(error, FileNotFoundError):
            log.warning("could not remove %s: %s", path, error.strerror or error)


def _folders(folder: Path) -> list[Path]:
    """The folders in ``folder`` (the archive's game folders), sorted; none if unreadable."""
    try:
        return sorted(p for p in folder.glob("*") if p.is_dir())
    except OSError:
        return []


@dataclass
class Recorder:
    """Saves one game after every action (the session calls :meth:`record`)."""

    store: SaveStore
    save: SaveGame
    #: The game ended and was archived: nothing more is written.
    finished: bool = field(default=False, init=False)
    _since: float = field(default_factory=time.monotonic, init=False)
    _elapsed: float = field(default=0.0, init=False)
    _moves: list[dict[str, Any]] = field(default_factory=list, init=False)

    def __post_init__(self) -> None:
        self._elapsed = self.save.elapsed_s          # a resumed game goes on counting
        self._moves = list(self.save.moves)

    def record(self, state: GameState) -> None:
        """Write the game as it is now (atomically); archive and count it once it is over.
        Raises OSError when the file cannot be written (the old one is then intact)."""
        if self.finished:
            return
        from .model import check_of, outcome_record
        history = state.history
        if len(history) < len(self._moves):          # Undo took moves back
            del self._moves[len(history):]
        self._moves.extend(move.to_json() for move in history[len(self._moves):])
        self.save = self.save.model_copy(update={
            "moves": list(self._moves), "over": state.is_over,
            "outcome": outcome_record(state), "check": check_of(state), "saved": utc_now(),
            "elapsed_s": round(self._elapsed + time.monotonic() - self._since, 1)})
        self.store.write_current(self.save)
        if state.is_over:
            self.finished = True
            self.store.finish(self.save)

    def mark_practice(self) -> None:
        """From now on the game is a practice game (Practice undo): kept, never counted. It
        is written with the next ``record``."""
        self.save = self.save.model_copy(update={"practice": True})

    def mark_hint(self) -> None:
        """A hint was asked for: the game is counted apart (``SaveGame.hints``). It is written
        with the next ``record``."""
        self.save = self.save.model_copy(update={"hints": self.save.hints + 1})


__all__ = ["CURRENT", "DEFAULT_KEEP", "Loaded", "Recorder", "SaveStore", "default_data_dir",
           "load_save", "open_save", "read_save", "save_of"]
