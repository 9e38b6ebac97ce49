"""Game menu entries for games as things to keep and share: Replays…, watching the game being
played, opening and exporting a game file, and deal codes.

A game file is the save itself (``facetable.saves``: one JSON file with the game, its options,
seed, seats and moves): exported from one machine, it is opened on another with the checks a
resume makes (a damaged, foreign or newer file is refused in one line). A deal code
(``facetable.saves.dealcode``) is shorter: the game, its options and seed, to deal the same
cards to a new game.
"""
from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtWidgets import QMenu

from facetable.table.numbers import number

from .menus import make_action

if TYPE_CHECKING:
    from facetable.saves.store import Loaded

    from .replay_window import ReplayWindow
    from .session import Seat

# The saves (pydantic), the deal codes, the replay viewer, the replay list and the file and
# text dialogs are loaded when an entry is first used, not when the menu is made at start-up.

translate = QCoreApplication.translate


def code_problems() -> dict[str, str]:
    """Why a deal code is refused (context "DealCode"), by ``DealCodeError.reason``."""
    from facetable.saves import dealcode
    return {
        dealcode.EMPTY: QT_TRANSLATE_NOOP("DealCode", "Type or paste a deal code."),
        dealcode.SHAPE: QT_TRANSLATE_NOOP("DealCode", "This is not a deal code: it should look "
                                                      "like flip7-G20G-8J01-G1RN-2YEP-GEFY-M."),
        dealcode.UNKNOWN_GAME: QT_TRANSLATE_NOOP("DealCode", "This deal code is for a game this "
                                                             "FaceTable does not have ({detail})."),
        dealcode.CHECKSUM: QT_TRANSLATE_NOOP("DealCode", "This deal code has a mistake in it: "
                                                         "check every letter and digit."),
        dealcode.TOO_NEW: QT_TRANSLATE_NOOP("DealCode", "This deal code was made by a newer "
                                                        "FaceTable."),
        dealcode.OPTIONS: QT_TRANSLATE_NOOP("DealCode", "This deal code's options do not fit this "
                                                        "FaceTable ({detail})."),
    }


FILE_FILTER = QT_TRANSLATE_NOOP("GameFiles", "FaceTable games (*.json)")


class GameFiles(QObject):
    """Adds the entries to ``menu`` and does what they say for ``window`` (the main window)."""

    def __init__(self, window, menu: QMenu) -> None:
        super().__init__(window)
        self.window = window
        # Replay windows open now (each closes and deletes itself).
        self.viewers: list[ReplayWindow] = []
        # Coach windows open now (each ends its review, closes and deletes itself).
        self.coaches: list = []
        self.actions: dict[str, QAction] = {}
        self.add_entries(menu)

    def add_entries(self, menu: QMenu) -> None:
        """Put the entries in ``menu`` (again, in the language now installed, after a switch:
        the old entries go)."""
        for action in self.actions.values():
            action.deleteLater()
        self.actions = {}
        entries = (
            ("from_code", translate("GameFiles", "New game from deal &code…"),
             lambda: self.new_from_deal_code()),
            ("copy_code", translate("GameFiles", "Copy &deal code"), self.copy_deal_code),
            None,
            ("replays", translate("GameFiles", "&Replays…"), self.show_replays),
            ("open", translate("GameFiles", "&Open game file…"), lambda: self.open_file()),
            ("export", translate("GameFiles", "&Export this game…"), self.export_current),
            None,
        )
        for entry in entries:
            if entry is None:
                menu.addSeparator()
                continue
            key, label, slot = entry
            action = make_action(label, self)
            action.triggered.connect(slot)
            menu.addAction(action)
            self.actions[key] = action

    @property
    def session(self):
        return self.window.session

    def _say(self, text: str) -> None:
        self.window.actions_bar.show_message(text)

    # --- replays ------------------------------------------------------------------------------
    def watch(self, replay, title: str | Callable[[], str]) -> ReplayWindow:
        """Open a replay window; ``title`` (the game and when it started) may be a call that
        writes it, so it follows a language switch."""
        from .replay_window import ReplayWindow
        viewer = ReplayWindow(replay, title, self.window, speed=self.window.speed or 1.0)
        viewer.destroyed.connect(lambda *_: self.viewers.remove(viewer)
                                 if viewer in self.viewers else None)
        self.viewers.append(viewer)
        viewer.show()
        viewer.raise_()
        return viewer

    def watch_current(self) -> ReplayWindow | None:
        """The game at the table (from the game-over, or the list)."""
        from .replays import replay_of_session, window_title
        session = self.session
        if session is None:
            return None
        save = session.recorder.save if session.recorder is not None else None
        return self.watch(replay_of_session(session),
                          partial(window_title, session.game, save.started if save else ""))

    def show_replays(self) -> None:
        from .replays import ReplaysDialog, replay_of_loaded, window_title
        dialog = ReplaysDialog(self.window, self.window.store, self.session)
        if not dialog.exec() or dialog.chosen is None:
            return
        if dialog.chosen == ReplaysDialog.CURRENT:
            if dialog.action == "export":
                self.export_current()
            elif dialog.action == "review":
                self._say(translate("GameFiles", "A game is reviewed once it is over."))
            else:
                self.watch_current()
            return
        loaded = self._load(dialog.chosen)
        if loaded is None:
            return
        if dialog.action == "export":
            self._export(loaded.save)
        elif dialog.action == "review":
            self.review_loaded(loaded)
        else:
            self.watch(replay_of_loaded(loaded),
                       partial(window_title, loaded.spec.id, loaded.save.started))

    # --- files --------------------------------------------------------------------------------
    def _load(self, path: Path) -> Loaded | None:
        """A checked game file, or None after saying in one line why not (the file stays)."""
        from facetable.saves import SaveError
        from facetable.saves.files import Problem
        from facetable.saves.store import load_save
        try:
            return load_save(path)
        except FileNotFoundError:
            error = SaveError("unreadable", "no such file")
        except SaveError as caught:
            error = caught
        problem = Problem(error.reason, path, error.detail, error.game)
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed
        QMessageBox.warning(self.window, translate("GameFiles", "Game file"),
                            problem.message(lambda text: translate("Saves", text)))
        return None

    def open_file(self, path: str | Path | None = None) -> None:
        """Open a game file: watch a finished game; play on or watch one not finished."""
        from .replays import replay_of_loaded, window_title
        if not path:
            from PySide6.QtWidgets import QFileDialog
            path, _ = QFileDialog.getOpenFileName(self.window,
                                                  translate("GameFiles", "Open game file"), "",
                                                  translate("GameFiles", FILE_FILTER))
            if not path:
                return
        loaded = self._load(Path(path))
        if loaded is None:
            return
        title = partial(window_title, loaded.spec.id, loaded.save.started)
        if loaded.over or not self._play_on(loaded):
            self.watch(replay_of_loaded(loaded), title)

    def _play_on(self, loaded: Loaded) -> bool:
        """Ask whether to play on with a game not finished; True if it is now at the table."""
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed
        box = QMessageBox(QMessageBox.Icon.Question, translate("GameFiles", "Game file"),
                          translate("GameFiles", "This game is not finished (%1 moves). Play "
                                    "on from where it stopped, or watch it?")
                          .replace("%1", number(len(loaded.moves))), parent=self.window)
        play = box.addButton(translate("GameFiles", "Play on"),
                             QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("GameFiles", "Watch"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(play)
        box.exec()
        if box.clickedButton() is not play:
            return False
        if self.window.store is not None:
            self.window.store.set_aside_current()    # the game at the table is kept
        self.window.resume(loaded)
        return True

    def current_save(self):
        """The save of the game at the table (made now if no store is saving it); None if
        there is none."""
        from facetable.saves import SeatRecord
        from facetable.saves.store import save_of
        session = self.session
        if session is None:
            return None
        if session.recorder is not None:
            return session.recorder.save
        return save_of(session.game, session.state.options,
                       [SeatRecord(name=s.name, human=s.human, level=s.level, style=s.style)
                        for s in session.seats], session.seed, session.state,
                       session.table_options, session.practice, session.deal, session.first)

    def export_current(self) -> None:
        save = self.current_save()
        if save is None:
            self._say(translate("GameFiles", "There is no game to export."))
            return
        self._export(save)

    # --- the coach ------------------------------------------------------------------------------
    def review_current(self):
        """The coach's review of the game that just ended at the table, for its human seats."""
        from .replays import replay_of_session, window_title
        session = self.session
        if session is None or not session.state.is_over:
            return None
        save = self.current_save()
        return self._review(replay_of_session(session), save, list(session.humans),
                            window_title(session.game, save.started))

    def review_loaded(self, loaded: Loaded):
        """The coach's review of a kept game: only once it is over (before, it could show one
        player's secret choices to the others at the screen), and only if someone played it."""
        from .replays import replay_of_loaded, window_title
        humans = [i for i, seat in enumerate(loaded.save.seats) if seat.human]
        if not loaded.over:
            self._say(translate("GameFiles", "A game is reviewed once it is over."))
            return None
        if not humans:
            self._say(translate("GameFiles", "Only bots played this game: there is no "
                                             "player's decision to review."))
            return None
        return self._review(replay_of_loaded(loaded), loaded.save, humans,
                            window_title(loaded.spec.id, loaded.save.started))

    def _review(self, replay, save, seats: list[int], title: str):
        from . import coach_window

        def show_move(move: int, seat: int) -> None:
            viewer = self.watch(replay, title)
            index = viewer.seat_box.findData(seat)
            if index >= 0:
                viewer.seat_box.setCurrentIndex(index)
            viewer.goto(move)

        if not seats:
            return None
        window = coach_window.CoachWindow(replay, save.model_dump_json(), seats, show_move,
                                          self.window, budget_s=coach_window.BUDGET_S)
        window.destroyed.connect(lambda *_: self.coaches.remove(window)
                                 if window in self.coaches else None)
        self.coaches.append(window)
        window.show()
        window.raise_()
        return window

    def _export(self, save, path: str | Path | None = None) -> bool:
        from facetable.saves.files import write_atomic
        if not path:
            from PySide6.QtWidgets import QFileDialog
            path, _ = QFileDialog.getSaveFileName(
                self.window, translate("GameFiles", "Export game"),
                f"{save.game}-{save.id}.json", translate("GameFiles", FILE_FILTER))
            if not path:
                return False
        try:
            write_atomic(Path(path), save.to_bytes())
        except OSError as error:
            from PySide6.QtWidgets import QMessageBox  # loaded when first needed
            QMessageBox.warning(self.window, translate("GameFiles", "Export game"),
                                translate("GameFiles", "The game could not be written: %1")
                                .replace("%1", error.strerror or str(error)))
            return False
        self._say(translate("GameFiles", "The game was written to %1.").replace("%1", str(path)))
        return True

    # --- deal codes ---------------------------------------------------------------------------
    def copy_deal_code(self) -> str | None:
        session = self.session
        if session is None:
            self._say(translate("GameFiles", "There is no game to take a deal code from."))
            return None
        from facetable.saves import dealcode
        code = dealcode.encode(session.game, session.state.options, session.seed,
                               session.deal, session.first)
        QGuiApplication.clipboard().setText(code)
        self._say(translate("GameFiles", "Deal code copied: %1").replace("%1", code))
        return code

    def new_from_deal_code(self, code: str | None = None) -> bool:
        """Start a new game with the deal of a code (asked for when not given)."""
        if code is None:
            from PySide6.QtWidgets import QInputDialog
            code, ok = QInputDialog.getText(self.window,
                                            translate("GameFiles", "New game from deal code"),
                                            translate("GameFiles", "Deal code:"))
            if not ok:
                return False
        from facetable.saves import dealcode
        try:
            game, options, seed, deal, first = dealcode.decode(code)
        except dealcode.DealCodeError as error:
            from PySide6.QtWidgets import QMessageBox  # loaded when first needed
            QMessageBox.warning(self.window, translate("GameFiles", "New game from deal code"),
                                translate("DealCode", code_problems()[error.reason])
                                .replace("{detail}", error.detail))
            return False
        self.window.start_game(game, options, self._seats(game, options.players, seed), seed,
                               deal=deal, first=first)
        return True

    def _seats(self, game: str, players: int, seed: int) -> list[Seat]:
        """The seats of the last new game when it was this game with as many players; else
        you and bots of the middle level, named after characters drawn from the game's seed."""
        from facetable.characters import bot_names
        from facetable.games import GAMES

        from .new_game_dialog import default_seat_name
        from .session import Seat
        last = getattr(self.window.settings, "last_setup", None)
        if last is not None and last.game == game and len(last.seats) == players:
            return [Seat(s.name, s.kind == "human", s.level, s.style) for s in last.seats]
        level = GAMES[game].middle_level
        you = default_seat_name(0)
        return [Seat(you, True, level)] + [Seat(name, False, level)
                                           for name in bot_names(seed, players - 1, [you])]


__all__ = ["GameFiles"]
