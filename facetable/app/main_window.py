"""The main window: menu, table, action bar, scores and log, and the hot-seat curtain.

With a ``store`` (``facetable.saves.SaveStore``) every game is saved after each action and kept
when it ends, and :meth:`MainWindow.welcome` offers to continue the unfinished one at start.
Settings are saved whenever one changes (``on_settings_changed``).
"""
from __future__ import annotations

import random
from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QDockWidget, QMainWindow, QMessageBox, QVBoxLayout, QWidget)

from facetable import __version__
from facetable.engine import Action

from .action_bar import ActionBar
from .bot_runner import InlineRunner, ProcessRunner
from .curtain import Curtain
from .i18n import LANGUAGES
from .session import GameSession, Seat, trace
from .side_panels import LogPanel, PrivateLog, ScorePanel
from .table_view import TableView

translate = QCoreApplication.translate

SPEEDS = ((QT_TRANSLATE_NOOP("MainWindow", "Slow"), 0.5),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0),
          (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 2.0),
          (QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0.0))
COUNTDOWNS = ((QT_TRANSLATE_NOOP("MainWindow", "Off"), 0),
              (QT_TRANSLATE_NOOP("MainWindow", "10 seconds"), 10),
              (QT_TRANSLATE_NOOP("MainWindow", "20 seconds"), 20),
              (QT_TRANSLATE_NOOP("MainWindow", "30 seconds"), 30))
PAUSES = ((QT_TRANSLATE_NOOP("MainWindow", "None"), 0),
          (QT_TRANSLATE_NOOP("MainWindow", "Short"), 300),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 600),
          (QT_TRANSLATE_NOOP("MainWindow", "Long"), 1200))



class MainWindow(QMainWindow):
    def __init__(self, settings=None, use_worker: bool = True, store=None,
                 on_settings_changed: Callable[[], None] | None = None) -> None:
        super().__init__()
        self.settings = settings
        #: Where games are saved (``facetable.saves.SaveStore``); None: nothing is saved.
        self.store = store
        self.on_settings_changed = on_settings_changed
        self.speed = getattr(settings, "animation_speed", 1.0)
        self.bot_pause_ms = getattr(settings, "bot_pause_ms", 600)
        #: Bots think in another process (``use_worker``), or in this thread between frames.
        self.runner = ProcessRunner(self) if use_worker else InlineRunner(self)
        self.open_hands = bool(getattr(settings, "open_hands", False))
        self.confirm = bool(getattr(settings, "confirm_irreversible", True))
        self.countdown_s = int(getattr(settings, "reaction_countdown_s", 0))
        self._prompt = ""
        self._confirming = None
        self._rebuilding = False                 # Undo is replaying the game onto a new table
        self.session: GameSession | None = None
        #: The window was closed (Quit, SIGTERM): dialogs still returning start nothing.
        self.closed = False
        self.setWindowTitle("FaceTable")
        self.setMinimumSize(1024, 640)

        central = QWidget()
        box = QVBoxLayout(central)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        self.table = TableView()
        self.actions_bar = ActionBar()
        self.actions_bar.chosen.connect(self._chosen)
        self.actions_bar.confirmed.connect(self._confirmed)
        self.actions_bar.cancelled.connect(self._not_confirmed)
        box.addWidget(self.table, 1)
        box.addWidget(self.actions_bar)
        self.setCentralWidget(central)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(self._curtain_lifted)

        self.scores = ScorePanel()
        self.log = LogPanel()
        self.private_log = PrivateLog(self.log)
        self.guesses = LogPanel()
        self.docks = {}
        for key, title, widget in (("scores", translate("MainWindow", "Scores"), self.scores),
                                   ("guesses", translate("MainWindow", "History"), self.guesses),
                                   ("log", translate("MainWindow", "Log"), self.log)):
            dock = QDockWidget(title, self)
            dock.setObjectName(key)
            dock.setWidget(widget)
            dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
            self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
            self.docks[key] = dock
        self.resizeDocks(list(self.docks.values()), [240] * 3, Qt.Orientation.Horizontal)
        self._build_menu()

    # --- menu -------------------------------------------------------------------------------
    def _build_menu(self) -> None:
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        new = QAction(translate("MainWindow", "&New game…"), self, shortcut=QKeySequence.StandardKey.New)
        new.triggered.connect(self.new_game_dialog)
        quit_ = QAction(translate("MainWindow", "&Quit"), self, shortcut=QKeySequence.StandardKey.Quit)
        quit_.triggered.connect(self.close)
        game.addAction(new)
        from .game_files import GameFiles
        self.files = GameFiles(self, game)
        self.stats_action = QAction(translate("MainWindow", "&Statistics…"), self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.stats_action.setEnabled(self.store is not None)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(quit_)
        from .undo_menu import UndoMenu
        self.undo_menu = UndoMenu(self.menuBar(), getattr(self.settings, "undo_mode", "safe"),
                                  self.set_undo_mode)
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        speed_menu = view.addMenu(translate("MainWindow", "Animation speed"))
        group = QActionGroup(self)
        for label, value in SPEEDS:
            act = QAction(translate("MainWindow", label), self, checkable=True)
            act.setChecked(abs(value - self.speed) < 1e-6)
            act.triggered.connect(lambda _=False, v=value: self.set_speed(v))
            group.addAction(act)
            speed_menu.addAction(act)
        pause_menu = view.addMenu(translate("MainWindow", "Pause before a bot's move"))
        group = QActionGroup(self)
        for label, value in PAUSES:
            act = QAction(translate("MainWindow", label), self, checkable=True)
            act.setChecked(value == self.bot_pause_ms)
            act.triggered.connect(lambda _=False, v=value: self.set_bot_pause(v))
            group.addAction(act)
            pause_menu.addAction(act)
        language_menu = view.addMenu(translate("MainWindow", "Language"))
        group = QActionGroup(self)
        current = getattr(self.settings, "language", "en")
        for code, name in LANGUAGES.items():
            act = QAction(name, self, checkable=True)
            act.setChecked(code == current)
            act.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(act)
            language_menu.addAction(act)
        countdown_menu = view.addMenu(translate("MainWindow", "Time to react to a claim"))
        group = QActionGroup(self)
        for label, value in COUNTDOWNS:
            act = QAction(translate("MainWindow", label), self, checkable=True)
            act.setChecked(value == self.countdown_s)
            act.triggered.connect(lambda _=False, v=value: self.set_countdown(v))
            group.addAction(act)
            countdown_menu.addAction(act)
        self.confirm_action = QAction(
            translate("MainWindow", "Confirm moves that cannot be undone"), self, checkable=True)
        self.confirm_action.setChecked(self.confirm)
        self.confirm_action.toggled.connect(self.set_confirm)
        view.addAction(self.confirm_action)
        view.addSeparator()
        self.open_hands_action = QAction(
            translate("MainWindow", "Open hands when only bots play (debug)"), self,
            checkable=True)
        self.open_hands_action.setChecked(bool(getattr(self.settings, "open_hands", False)))
        self.open_hands_action.toggled.connect(self.set_open_hands)
        view.addAction(self.open_hands_action)
        help_ = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        rules = QAction(translate("MainWindow", "&Rules…"), self,
                        shortcut=QKeySequence(Qt.Key.Key_F1))
        rules.triggered.connect(self.show_rules)
        help_.addAction(rules)
        about = QAction(translate("MainWindow", "&About FaceTable"), self)
        about.triggered.connect(self.about)
        help_.addAction(about)

    def about(self) -> None:
        QMessageBox.about(self, translate("MainWindow", "About FaceTable"), translate("MainWindow",
            "<h3>FaceTable %1</h3><p>Tabletop card games against bots or friends on one "
            "screen.</p><p>How to play: Help → Rules… (F1).</p>")
            .replace("%1", __version__))

    def show_rules(self) -> None:
        """The Rules window (one, reused), on the current game's rules or the first game's."""
        from .rules_window import RulesWindow
        window = self.findChild(RulesWindow)
        if window is None:
            window = RulesWindow(self)
        window.show_game(self.session.game if self.session else None)
        window.show()
        window.raise_()
        window.activateWindow()

    def show_statistics(self) -> None:
        """The Statistics window (one, reused)."""
        if self.store is None:
            return
        from .stats_window import StatsWindow
        window = self.findChild(StatsWindow)
        if window is None:
            window = StatsWindow(self.store.stats, self)
        window.refresh()
        window.show()
        window.raise_()
        window.activateWindow()

    def _settings_changed(self) -> None:
        """A setting changed: save the settings now (atomically), not only at exit."""
        if self.on_settings_changed is not None:
            self.on_settings_changed()

    def set_speed(self, speed: float) -> None:
        self.speed = speed
        if self.session:
            self.session.controller.set_speed(speed)
        if self.settings is not None:
            self.settings.animation_speed = speed
            self._settings_changed()

    def set_language(self, lang: str) -> None:
        """Remember the language; menus and dialogs take it at the next start."""
        if self.settings is not None:
            self.settings.language = lang
            self._settings_changed()
        self.actions_bar.show_message(translate(
            "MainWindow", "The language changes when FaceTable starts again."))

    def set_open_hands(self, on: bool) -> None:
        """Show every tile in bot-only games (from the next game on); never with humans."""
        self.open_hands = on
        if self.settings is not None:
            self.settings.open_hands = on
            self._settings_changed()

    def set_confirm(self, on: bool) -> None:
        """Ask before moves that cannot be undone (CP-19), from now on."""
        self.confirm = on
        if self.session:
            self.session.confirm = on
        if self.settings is not None:
            self.settings.confirm_irreversible = on
            self._settings_changed()

    def set_countdown(self, seconds: int) -> None:
        """A human reacting to a claim lets it go after this many seconds (0: no limit)."""
        self.countdown_s = seconds
        if self.session:
            self.session.countdown_s = seconds
        if self.settings is not None:
            self.settings.reaction_countdown_s = seconds
            self._settings_changed()

    def set_undo_mode(self, mode: str) -> None:
        """Undo's mode (Edit → Undo mode), remembered."""
        if self.settings is not None:
            self.settings.undo_mode = mode
            self._settings_changed()

    def set_bot_pause(self, ms: int) -> None:
        self.bot_pause_ms = ms
        if self.session:
            self.session.bot_pause_ms = ms
        if self.settings is not None:
            self.settings.bot_pause_ms = ms
            self._settings_changed()

    # --- games ------------------------------------------------------------------------------
    def new_game_dialog(self) -> None:
        if self.closed:
            return
        from .new_game_dialog import NewGameDialog
        dialog = NewGameDialog(self, getattr(self.settings, "last_setup", None))
        if dialog.exec() and not self.closed:
            setup = dialog.setup()
            if self.settings is not None:
                self.settings.last_setup = setup
                self._settings_changed()
            self.start_game(setup.game, setup.options_model(),
                            [Seat(s.name, s.kind == "human", s.level, s.style)
                             for s in setup.seats],
                            setup.seed if setup.seed is not None else random.randrange(1 << 30),
                            table_options=setup.table_options_model())

    def start_game(self, game: str, options, seats: list[Seat], seed: int,
                   autostart: bool = True, table_options=None, resumed=None) -> GameSession:
        """Start a game (saved from its first action when the window has a store), or go on
        with a ``resumed`` one (a ``facetable.saves.Loaded``: its moves are replayed first)."""
        self.end_game()
        self.private_log.clear()
        recorder = self._recorder(game, options, seats, seed, table_options, resumed)
        session = GameSession(game, options, seats, seed, runner=self.runner,
                              bot_pause_ms=self.bot_pause_ms,
                              open_hands=self.open_hands and not any(s.human for s in seats),
                              table_options=table_options, recorder=recorder,
                              moves=resumed.moves if resumed is not None else ())
        self.session = session
        self._attach_controller(session.controller)
        session.table_replaced.connect(self._table_replaced)
        session.looking_changed.connect(self._looking_changed)
        session.human_turn.connect(self._human_turn)
        session.waiting.connect(self._waiting)
        session.hand_over.connect(self._hand_over)
        session.problem.connect(self.actions_bar.show_message)
        session.noted.connect(self._noted)
        session.game_over.connect(self._game_over)
        session.confirm_needed.connect(self._confirm_needed)
        session.countdown.connect(self._countdown)
        session.confirm = self.confirm
        session.countdown_s = self.countdown_s
        self.undo_menu.attach(session)
        self._refresh_scores()
        if autostart:
            session.start()
        return session

    def _attach_controller(self, controller) -> None:
        """Show a session's table and listen to it (at the start, and after an undo)."""
        controller.set_speed(self.speed)
        # Only the window's own methods: PySide keeps a weak reference per connection to a
        # plain object's method (PrivateLog) after the sender is gone, two a game.
        controller.logged.connect(self._logged)
        controller.settled.connect(self._refresh_scores)
        controller.offer_changed.connect(self._offer_changed)
        self.table.set_controller(controller)

    def _table_replaced(self, controller) -> None:
        """Undo rebuilt the table: show the new one; its replay fills the log again, and the
        scores are brought up to date once it is done, not after each of its lines."""
        self._confirming = None
        self.private_log.clear()
        self._rebuilding = True
        QTimer.singleShot(0, self._rebuilt)
        self._attach_controller(controller)

    def _rebuilt(self) -> None:
        self._rebuilding = False
        self._refresh_scores()

    def _recorder(self, game, options, seats, seed, table_options, resumed):
        if self.store is None:
            return None
        from facetable.saves import SeatRecord
        try:
            if resumed is not None:
                return self.store.resume(resumed)
            return self.store.begin(game, options, [SeatRecord(name=s.name, human=s.human,
                                                               level=s.level, style=s.style)
                                                    for s in seats], seed, table_options)
        except OSError as error:
            self.actions_bar.show_message(translate("MainWindow", "The game will not be saved: "
                                                    "%1").replace("%1", error.strerror or
                                                                  str(error)))
            return None

    # --- saved games ------------------------------------------------------------------------
    def welcome(self, resume: bool = False) -> None:
        """At start: offer to continue the unfinished game (at once with ``resume``); say in
        one line why a saved game cannot be used; otherwise open the new-game dialog."""
        found = self.store.load_current() if self.store is not None else None
        from facetable.saves import Loaded, Problem
        if isinstance(found, Problem):
            QMessageBox.warning(self, translate("MainWindow", "Saved game"), found.message(
                lambda text: translate("Saves", text)))
        elif isinstance(found, Loaded):
            if resume or self._ask_to_continue(found):
                if not self.closed:
                    self.resume(found)
                return
        elif resume:
            self.actions_bar.show_message(translate(
                "MainWindow", "There is no unfinished game to continue."))
        self.new_game_dialog()

    def _ask_to_continue(self, loaded) -> bool:
        from .games import title
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Unfinished game"),
                          translate("MainWindow", "Continue your game of %1 with %2? "
                                    "(%3 moves so far)")
                          .replace("%1", title(loaded.spec.id))
                          .replace("%2", ", ".join(s.name for s in loaded.save.seats))
                          .replace("%3", str(len(loaded.moves))), parent=self)
        go_on = box.addButton(translate("MainWindow", "Continue"),
                              QMessageBox.ButtonRole.AcceptRole)
        box.addButton(translate("MainWindow", "New game"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(go_on)
        trace({"trace": "asking to continue"})
        box.exec()
        return box.clickedButton() is go_on

    def resume(self, loaded) -> GameSession:
        """Go on with a checked save (``facetable.saves.Loaded``)."""
        seats = [Seat(s.name, s.human, s.level, s.style) for s in loaded.save.seats]
        session = self.start_game(loaded.spec.id, loaded.options, seats, loaded.save.seed,
                                  table_options=loaded.table_options, resumed=loaded)
        self._noted(translate("MainWindow", "The game was resumed after %1 moves.")
                    .replace("%1", str(len(loaded.moves))))
        return session

    def end_game(self) -> None:
        """Close the current game and let go of it: its session, controller, scene and items
        are freed (a long evening of games does not grow)."""
        session, self.session = self.session, None
        if session is None:
            return
        session.close()
        self.undo_menu.attach(None)
        self.curtain.hide()
        self.table.set_controller(None)
        self.actions_bar.show_waiting("")
        session.controller.dispose()
        session.controller.deleteLater()
        session.deleteLater()

    def _refresh_scores(self) -> None:
        """Bring the score table and the guess history up to date (in place: this runs for
        every log line)."""
        if self.session:
            c = self.session.controller
            self.scores.show_rows(c.score_headers(), c.score_rows())
            history = c.history_rows()
            dock = self.docks["guesses"]
            if dock.isVisibleTo(self) != (history is not None):
                dock.setVisible(history is not None)
            self.guesses.show_lines(history or [])

    def _logged(self, line: str, public: str, private_to: int) -> None:
        self.private_log.add(line, public, private_to)
        if not self._rebuilding:
            self._refresh_scores()

    def _noted(self, line: str) -> None:
        self.private_log.add(line, line, -1)

    def _looking_changed(self, seat: int) -> None:
        self.private_log.show_for(seat)

    def _human_turn(self, seat: int, legal: list[Action]) -> None:
        c = self.session.controller
        self._confirming = None
        self._prompt = c.prompt(seat)
        self.actions_bar.show_choices(self._prompt, c.listed(legal), c.action_text,
                                      c.button_key)
        self._refresh_scores()

    def _offer_changed(self) -> None:
        """The human's pick changed (a card toggled): show the prompt and choices again."""
        session = self.session
        if session and session.deciding is not None and self._confirming is None:
            self._human_turn(session.deciding, session.state.legal_actions(session.deciding))

    def _confirm_needed(self, action: Action, question: str) -> None:
        self._confirming = action
        self.actions_bar.show_confirm(question)

    def _confirmed(self) -> None:
        action, self._confirming = self._confirming, None
        if self.session and action is not None:
            self.session.submit(action, confirmed=True)

    def _not_confirmed(self) -> None:
        self._confirming = None
        if self.session:
            self.session.reoffer()

    def _countdown(self, seconds: int) -> None:
        """The reaction countdown, shown after the prompt."""
        session = self.session
        if not session or session.deciding is None or self._confirming is not None:
            return
        c = session.controller
        default = c.default_action(session.state.legal_actions(session.deciding))
        if default is None:
            return
        self.actions_bar.set_prompt(self._prompt + "  " + translate(
            "MainWindow", "(%1 s left, then: %2)").replace("%1", str(seconds))
            .replace("%2", c.action_text(default)))

    def _waiting(self) -> None:
        self.actions_bar.show_waiting("")

    def _chosen(self, action: Action) -> None:
        if self.session:
            self.session.submit(action)

    def _hand_over(self, seat: int) -> None:
        self.actions_bar.show_waiting("")
        self.curtain.cover(self.session.seats[seat].name)

    def _curtain_lifted(self) -> None:
        if self.session:
            self.session.offer_to_human()

    def _game_over(self, outcome) -> None:
        self._refresh_scores()
        c = self.session.controller
        self.actions_bar.show_game_over(c.result_text(outcome), self.new_game_dialog,
                                        replay=self.files.watch_current)

    # --- window -----------------------------------------------------------------------------
    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def closeEvent(self, event) -> None:
        self.closed = True
        self.runner.stop()                        # at once, even with a bot mid-think
        self.end_game()
        super().closeEvent(event)
