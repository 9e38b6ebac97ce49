"""The main window: the welcome screen, or the table with its action bar, scores and log, the
hot-seat curtain and the game-over screen.

With a ``store`` (``facetable.saves.SaveStore``) every game is saved after each action and kept
when it ends, and the welcome screen (:meth:`MainWindow.welcome`) offers to continue the
unfinished one. Starting a new game or quitting while a game is still going asks first and says
where the game is kept. Settings are saved whenever one changes (``on_settings_changed``).

Languages and access (``window_access.py``): the language switches at once from the menu, and
every open window is written again (``changeEvent`` on ``LanguageChange``); in a right-to-left
language the side panels move to the left. The table zooms from 75% to 200% (View menu,
Ctrl+= / Ctrl+-), remembered with the window's size and place. Game events are announced to
screen readers where Qt can (``access.py``).
"""
from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QVBoxLayout, QWidget

from facetable import __version__
from facetable.engine import SPECTATOR, Action
from facetable.table.log_lines import LogEntry, Note

from .action_bar import ActionBar
from .bot_runner import InlineRunner, ProcessRunner
from .i18n import LANGUAGES, current_language, number
from .menus import make_action, radio_menu
from .side_panels import LogPanel, PrivateLog, ScorePanel
from .sound import Sound
from .sound_cues import SoundCues
from .table_view import TableView
from .theme_menu import add_theme_entries, apply_settings
from .tracing import trace
from .window_access import PANEL_WIDTH, WindowAccess

if TYPE_CHECKING:
    from .curtain import Curtain
    from .game_files import GameFiles
    from .game_over import GameOverScreen
    from .session import GameSession, Seat
    from .undo_menu import UndoMenu
    from .warm_up import WarmUp
    from .welcome import WelcomeScreen

# The game session, and the table behind it (controller, items, animations), is imported when
# a game first starts (``start_game``): the welcome screen does not need it.

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

SPEEDS = ((QT_TRANSLATE_NOOP("MainWindow", "Slow"), 0.5),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0),
          (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 2.0),
          (QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0.0))
COUNTDOWNS = ((QT_TRANSLATE_NOOP("MainWindow", "Off"), 0),
              (QT_TRANSLATE_NOOP("MainWindow", "10 seconds"), 10),
              (QT_TRANSLATE_NOOP("MainWindow", "20 seconds"), 20),
              (QT_TRANSLATE_NOOP("MainWindow", "30 seconds"), 30))
QUIET_REACTIONS = ((QT_TRANSLATE_NOOP("MainWindow", "Ask me every time"), "off"),
                   (QT_TRANSLATE_NOOP("MainWindow", "Pass unless I hold a card that blocks"),
                    "unless_able"),
                   (QT_TRANSLATE_NOOP("MainWindow", "Pass unless I hold a card that blocks; "
                                                    "ask me about challenges"),
                    "ask_challenges"))
HAND_OVER_PAUSES = ((QT_TRANSLATE_NOOP("MainWindow", "Wait for Done"), "button"),
                    (QT_TRANSLATE_NOOP("MainWindow", "2 seconds"), 2),
                    (QT_TRANSLATE_NOOP("MainWindow", "4 seconds"), 4),
                    (QT_TRANSLATE_NOOP("MainWindow", "No pause"), 0))
ROUND_RESULTS = ((QT_TRANSLATE_NOOP("MainWindow", "Until I dismiss them"), 0),
                 (QT_TRANSLATE_NOOP("MainWindow", "5 seconds"), 5),
                 (QT_TRANSLATE_NOOP("MainWindow", "10 seconds"), 10))
PAUSES = ((QT_TRANSLATE_NOOP("MainWindow", "None"), 0),
          (QT_TRANSLATE_NOOP("MainWindow", "Short"), 300),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 600),
          (QT_TRANSLATE_NOOP("MainWindow", "Long"), 1200))



class MainWindow(QMainWindow):
    def __init__(self, settings=None, use_worker: bool = True, store=None,
                 on_settings_changed: Callable[[], None] | None = None,
                 open_hands: bool = False, sound: Sound | None = None) -> None:
        super().__init__()
        self.settings = settings
        #: Sound effects (``sound_cues.py``); without a ``sound`` given, a silent one.
        self.sound_cues = SoundCues(self, sound or Sound(backend=None), settings,
                                    self._settings_changed)
        #: Where games are saved (``facetable.saves.SaveStore``); None: nothing is saved.
        self.store = store
        self.on_settings_changed = on_settings_changed
        self.speed = getattr(settings, "animation_speed", 1.0)
        self.bot_pause_ms = getattr(settings, "bot_pause_ms", 600)
        #: Bots think in another process (``use_worker``), or in this thread between frames.
        self.runner = ProcessRunner(self) if use_worker else InlineRunner(self)
        #: Bot-only games show every card (``--open-hands``, for debugging; never with humans).
        self.open_hands = open_hands
        self.confirm = bool(getattr(settings, "confirm_irreversible", True))
        self.countdown_s = int(getattr(settings, "reaction_countdown_s", 0))
        #: Others' claims that do not concern the human pass by themselves (see Settings).
        self.quiet_reactions = getattr(settings, "quiet_reactions", "off")
        self.hints = bool(getattr(settings, "odds_helper", False))
        #: A round's results stay until dismissed (0) or this many seconds (see Settings).
        self.round_results_s = int(getattr(settings, "round_results_s", 0))
        #: Hot-seat: "button" (wait for Done) or seconds before the curtain (0: none).
        self.hand_over_pause = getattr(settings, "hand_over_pause", "button")
        apply_settings(settings)                 # the card back and the felt
        self._prompt = ""
        self._confirming = None
        self._rebuilding = False                 # Undo is replaying the game onto a new table
        self.session: GameSession | None = None
        #: The lesson being told at the table (``lesson.LessonCoach``), if any.
        self.lesson = None
        #: How the current game was set up (game, options, seats, table options): "Same setup
        #: again" starts it anew with a new shuffle.
        self._setup: tuple | None = None
        #: The last finished game (``later_game.LastGame``): who starts the next one.
        self._last_game = None
        #: The window was closed (Quit, SIGTERM): dialogs still returning start nothing.
        self.closed = False
        self._quitting = False                # Quit was chosen: ask before closing
        #: The player was told that games cannot be saved (``unsaved``): said once a run.
        self.unsaved_told = False
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
        self.table_page = central
        # The game-over screen, made when a game first ends (``game_over``): a window that
        # only shows a game in progress (the demo) never loads it.
        self._game_over_screen: GameOverScreen | None = None
        self.table.installEventFilter(self)          # the game-over screen follows the table
        self.actions_bar.installEventFilter(self)
        # The welcome screen (made when first shown: it loads every game's declaration, which
        # a demo of one game does not need) lies over the table page; a page switcher between
        # them made the window re-lay out its docks at every change of the action bar.
        self._welcome: WelcomeScreen | None = None
        central.installEventFilter(self)             # it follows the page's size
        self._saved = None                 # the unfinished game Continue goes on with
        self.setCentralWidget(central)
        # The hot-seat curtain, made when a hand-over first needs it (``curtain``): a window
        # that shows only games without hand-overs (the demo, a game against bots) never
        # loads it.
        self._curtain: Curtain | None = None
        #: What the first game needs, readied while the welcome screen is shown (set by the
        #: app's ``main``: ``warm_up.py``); None in a window made otherwise (a demo, a test).
        self.warm_up: WarmUp | None = None

        self.scores = ScorePanel()
        self.log = LogPanel()
        self.private_log = PrivateLog(self.log)
        self.guesses = LogPanel()
        self.docks = {}
        self.access = WindowAccess(self)
        from .hints import HintControl
        self.hinting = HintControl(self)             # Game → Hint
        self.files: GameFiles | None = None          # the Game menu's file entries
        self.undo_menu: UndoMenu | None = None       # the Edit menu
        for key, title, widget in (("scores", translate("MainWindow", "Scores"), self.scores),
                                   ("guesses", translate("MainWindow", "History"), self.guesses),
                                   ("log", translate("MainWindow", "Log"), self.log)):
            dock = QDockWidget(title, self)
            dock.setObjectName(key)
            dock.setWidget(widget)
            dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
            self.addDockWidget(self.access.dock_area(), dock)
            self.docks[key] = dock
        self.resizeDocks(list(self.docks.values()), [PANEL_WIDTH] * 3, Qt.Orientation.Horizontal)
        self.access.name_panels()
        self.access.build_menu()

    # --- menu -------------------------------------------------------------------------------
    def _build_menu(self) -> None:
        game = self.menuBar().addMenu(translate("MainWindow", "&Game"))
        new = make_action(translate("MainWindow", "&New game…"), self,
                          shortcut=QKeySequence(QKeySequence.StandardKey.New))
        new.triggered.connect(lambda: self.new_game_dialog())
        quit_ = make_action(translate("MainWindow", "&Quit"), self,
                            shortcut=QKeySequence(QKeySequence.StandardKey.Quit))
        quit_.triggered.connect(self.request_quit)
        game.addAction(new)
        from .game_files import GameFiles
        if self.files is None:
            self.files = GameFiles(self, game)
        else:                                    # the menus are made again (a new language)
            self.files.add_entries(game)
        self.stats_action = make_action(translate("MainWindow", "&Statistics…"), self)
        self.stats_action.triggered.connect(self.show_statistics)
        self.stats_action.setEnabled(self.store is not None)
        game.addAction(self.stats_action)
        game.addSeparator()
        game.addAction(self.hinting.make_action())
        game.addSeparator()
        game.addAction(quit_)
        from .undo_menu import UndoMenu
        if self.undo_menu is not None:           # the menus are made again (a new language)
            self.undo_menu.attach(None)
            self.undo_menu.deleteLater()
        self.undo_menu = UndoMenu(self.menuBar(), getattr(self.settings, "undo_mode", "safe"),
                                  self.set_undo_mode)
        self.undo_menu.attach(self.session)
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        tr = lambda label: translate("MainWindow", label)  # noqa: E731 - listed labels
        radio_menu(view, translate("MainWindow", "Animation speed"), self,
                   [(tr(l), v) for l, v in SPEEDS], lambda v: abs(v - self.speed) < 1e-6,
                   self.set_speed)
        radio_menu(view, translate("MainWindow", "Pause before a bot's move"), self,
                   [(tr(l), v) for l, v in PAUSES], lambda v: v == self.bot_pause_ms,
                   self.set_bot_pause)
        current = current_language()
        radio_menu(view, translate("MainWindow", "Language"), self,
                   [(name, code) for code, name in LANGUAGES.items()],
                   lambda code: code == current, self.set_language)
        radio_menu(view, translate("MainWindow", "Before passing the screen"), self,
                   [(tr(l), v) for l, v in HAND_OVER_PAUSES],
                   lambda v: v == self.hand_over_pause, self.set_hand_over_pause)
        self.access.add_view_entries(view)
        add_theme_entries(view, self)
        radio_menu(view, translate("MainWindow", "Time to react to a claim"), self,
                   [(tr(l), v) for l, v in COUNTDOWNS], lambda v: v == self.countdown_s,
                   self.set_countdown)
        radio_menu(view, translate("MainWindow", "Round results stay"), self,
                   [(tr(l), v) for l, v in ROUND_RESULTS],
                   lambda v: v == self.round_results_s, self.set_round_results)
        radio_menu(view, translate("MainWindow", "Others' claims that do not concern me"), self,
                   [(tr(l), v) for l, v in QUIET_REACTIONS],
                   lambda v: v == self.quiet_reactions, self.set_quiet_reactions)
        self.confirm_action = make_action(
            translate("MainWindow", "Confirm moves that cannot be undone"), self, checkable=True)
        self.confirm_action.setChecked(self.confirm)
        self.confirm_action.toggled.connect(self.set_confirm)
        view.addAction(self.confirm_action)
        self.hints_action = make_action(
            translate("MainWindow", "Show the odds (the chance to bust on a Hit)"), self,
            checkable=True)
        self.hints_action.setChecked(self.hints)
        self.hints_action.toggled.connect(self.set_hints)
        view.addAction(self.hints_action)
        self.sound_cues.add_menu(view)
        help_ = self.menuBar().addMenu(translate("MainWindow", "&Help"))
        rules = make_action(translate("MainWindow", "&Rules…"), self,
                            shortcut=QKeySequence(Qt.Key.Key_F1))
        rules.triggered.connect(lambda: self.show_rules())
        help_.addAction(rules)
        self.keys_action = make_action(translate("MainWindow", "&Keyboard shortcuts"), self,
                                       shortcut=QKeySequence("?"))
        self.keys_action.triggered.connect(self.show_shortcuts)
        help_.addAction(self.keys_action)
        self._add_lessons(help_)
        about = make_action(translate("MainWindow", "&About FaceTable"), self)
        about.triggered.connect(self.about)
        help_.addAction(about)
        about_qt = make_action(translate("MainWindow", "About &Qt"), self)
        about_qt.triggered.connect(self.about_qt)
        help_.addAction(about_qt)

    def _add_lessons(self, menu) -> None:
        """Help → Learn to play: one entry per game with a lesson (listed when the menu is
        first opened: listing the games loads them all, which a demo of one game need not)."""
        lessons = menu.addMenu(translate("MainWindow", "&Learn to play"))
        lessons.setObjectName("learn_menu")
        lessons.aboutToShow.connect(lambda: self._list_lessons(lessons))
        # Shift+F1, beside F1's rules: the lesson of the game on the table (else the first).
        this = make_action(translate("MainWindow", "Learn to play this game"), self,
                           shortcut=QKeySequence("Shift+F1"))
        this.setObjectName("learn_this")
        this.triggered.connect(self.learn_this_game)
        menu.addAction(this)

    def _list_lessons(self, menu) -> None:
        if not menu.isEmpty():
            return
        from .games import GAMES, title
        for game in GAMES:
            if GAMES[game].lesson:
                entry = make_action(title(game), self)
                entry.setData(game)
                entry.triggered.connect(lambda _=False, g=game: self.start_lesson(g))
                menu.addAction(entry)

    def learn_this_game(self):
        """Help → Learn to play this game: the lesson of the game on the table, else of the
        first game that has one."""
        game = self.session.game if self.session is not None else None
        if game is None:
            from .games import GAMES
            game = next((g for g in GAMES if GAMES[g].lesson), None)
        return self.start_lesson(game) if game is not None else None

    def start_lesson(self, game: str):
        """Learn to play ``game``: its lesson on the table (``lesson.start_lesson``)."""
        from .lesson import start_lesson
        return start_lesson(self, game)

    def about_text(self) -> str:
        """The About box's text: version, commit and build date, and the licenses."""
        from html import escape

        from facetable.build_info import build_info
        from facetable.paths import ASSETS_DIR
        info = build_info()
        if info.frozen:
            build = translate("MainWindow", "Commit %1, built %2.")
        else:
            build = translate("MainWindow", "Commit %1, run from source (committed %2).")
        notices = ASSETS_DIR / "licenses" / "THIRD-PARTY-NOTICES.txt"
        licence = translate("MainWindow",
            "FaceTable is free software under the MIT License. It uses Qt and PySide6 (GNU LGPL "
            "version 3) and other free software; their licenses: %1")
        return (translate("MainWindow",
            "<h3>FaceTable %1</h3><p>Tabletop card games against bots or friends on one "
            "screen.</p><p>How to play: Help → Rules… (F1).</p>").replace("%1", __version__)
            + "<p>" + escape(build.replace("%1", info.commit).replace("%2", info.date)) + "</p>"
            + "<p>" + escape(licence).replace("%1", f"<br><code>{escape(str(notices))}</code>")
            + "</p>")

    def about(self) -> None:
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed
        QMessageBox.about(self, translate("MainWindow", "About FaceTable"), self.about_text())

    def about_qt(self) -> None:
        """Qt's own About box (its version and license; LGPL asks that users can see it)."""
        from PySide6.QtWidgets import QMessageBox
        QMessageBox.aboutQt(self, translate("MainWindow", "About Qt"))

    def show_rules(self, game: str | None = None) -> None:
        """The Rules window (one, reused), on ``game``'s rules, else the current game's, else
        the first game's."""
        from .rules_window import RulesWindow
        game = game or (self.session.game if self.session else None)
        window = self.findChild(RulesWindow)
        if window is None:
            window = RulesWindow(self, game)         # the rules of one game laid out, not two
            window.learn.connect(self.start_lesson)
        else:
            window.show_game(game)
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
        """Switch to ``lang`` now (every open window is written again) and remember it."""
        if self.settings is not None:
            self.settings.language = lang
            self._settings_changed()
        self.access.switch(lang)

    def set_open_hands(self, on: bool) -> None:
        """Show every card in bot-only games (from the next game on); never with humans.
        Only ``--open-hands`` turns it on in the app: it is a debugging aid, not in a menu."""
        self.open_hands = on

    def show_shortcuts(self) -> None:
        """The keyboard overlay: the current table's keys and the window's."""
        from .shortcuts import ShortcutOverlay, window_shortcuts
        overlay = self.findChild(ShortcutOverlay)
        if overlay is None:
            overlay = ShortcutOverlay(self)
        elif overlay.isVisible():                  # ? again closes it
            overlay.hide()
            return
        table = self.session.controller.shortcuts() if self.session is not None else []
        title_ = None
        if self.session is not None:
            from .games import title
            title_ = title(self.session.game)
        overlay.show_keys(title_, table, window_shortcuts(self))

    def set_confirm(self, on: bool) -> None:
        """Ask before moves that cannot be undone (CP-19), from now on."""
        self.confirm = on
        if self.session:
            self.session.confirm = on
        if self.settings is not None:
            self.settings.confirm_irreversible = on
            self._settings_changed()

    def set_hand_over_pause(self, value: str | int) -> None:
        """Hot-seat: wait for Done ("button") or this many seconds before the curtain."""
        self.hand_over_pause = value
        if self.session:
            self.session.hand_over_pause_ms = self._pause_ms()
        if self.settings is not None:
            self.settings.hand_over_pause = value
            self._settings_changed()

    def _pause_ms(self) -> int | None:
        return None if self.hand_over_pause == "button" else int(self.hand_over_pause) * 1000

    def set_hints(self, on: bool) -> None:
        """Show the odds worked out from the deciding human's view, from now on."""
        self.hints = on
        session = self.session
        if session:
            session.controller.hints = on
            if session.deciding is not None and self._confirming is None:
                session.reoffer()
        if self.settings is not None:
            self.settings.odds_helper = on
            self._settings_changed()

    def set_countdown(self, seconds: int) -> None:
        """A human reacting to a claim lets it go after this many seconds (0: no limit)."""
        self.countdown_s = seconds
        if self.session:
            self.session.countdown_s = seconds
        if self.settings is not None:
            self.settings.reaction_countdown_s = seconds
            self._settings_changed()

    def set_round_results(self, seconds: int) -> None:
        """A round's results stay until dismissed (0) or this many seconds, from now on."""
        self.round_results_s = seconds
        if self.session and self.session.controller.round_results_s is not None:
            self.session.controller.round_results_s = seconds
        if self.settings is not None:
            self.settings.round_results_s = seconds
            self._settings_changed()

    def set_quiet_reactions(self, mode: str) -> None:
        """Let others' claims pass without asking (``Settings.quiet_reactions``), from now on."""
        self.quiet_reactions = mode
        if self.session:
            self.session.quiet_reactions = mode
        if self.settings is not None:
            self.settings.quiet_reactions = mode
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
    def new_game_dialog(self, game: str | None = None) -> None:
        """Set up a new game (on ``game`` when given). Cancel goes back where the player was:
        the game, or the welcome screen when there is none."""
        if self.closed:
            return
        from .games import GAMES
        from .new_game_dialog import NewGameDialog
        dialog = NewGameDialog(self, getattr(self.settings, "last_setup", None))
        if game is not None and game in GAMES:     # else (its declaration failed) as New game
            dialog.select_game(game)
        if not dialog.exec() or self.closed:
            if self.session is None and not self.closed and not self.on_welcome_screen():
                self.show_welcome(self._load_saved())
            return
        if not self.confirm_leaving_game(quitting=False):
            return
        self.start_setup(dialog.setup())

    def start_setup(self, setup) -> GameSession:
        """Start the game a New game dialog set up (a ``GameSetup``), remembered for the next
        dialog; a new shuffle unless it gives a seed."""
        if self.settings is not None:
            self.settings.last_setup = setup
            self._settings_changed()
        from .session import Seat
        seats = [Seat(s.name, s.kind == "human", s.level, s.style) for s in setup.seats]
        return self.start_game(setup.game, setup.options_model(), seats,
                               setup.seed if setup.seed is not None
                               else random.randrange(1 << 30),
                               table_options=setup.table_options_model(),
                               first=self.first_of_next(setup.game, seats))

    def same_setup_again(self) -> None:
        """The game just played again: same game, options, seats and table options, a new
        shuffle; the first seat as the game's rules say for a later game."""
        if self._setup is None or self.closed:
            return
        if not self.confirm_leaving_game(quitting=False):
            return
        game, options, seats, table_options = self._setup
        self.start_game(game, options, list(seats), random.randrange(1 << 30),
                        table_options=table_options, first=self.first_of_next(game, seats))

    def first_of_next(self, game: str, seats: list[Seat]) -> int | None:
        """Who starts a new game of ``game`` with ``seats`` after the last finished game, by
        the game's rule (``GameSpec.next_first``); None: the game draws it."""
        last = self.session.last_game() if self.session is not None else self._last_game
        if last is None:
            return None
        from facetable.games import game_spec
        return last.first_of_next(game_spec(game), [s.name for s in seats])

    def in_progress(self) -> bool:
        """A game is on the table and not over."""
        return self.session is not None and not self.session.state.is_over

    def confirm_leaving_game(self, quitting: bool) -> bool:
        """Before a new game or quitting: True when no game is going on, else ask, saying
        where the game is kept (the current save when quitting: Continue brings it back; the
        archive when a new game replaces it; nowhere without a store)."""
        if not self.in_progress():
            return True
        from .games import title
        name = title(self.session.game)
        saved = self.session.recorder is not None
        if quitting:
            question = translate("MainWindow", "Quit FaceTable while your game of %1 is still "
                                               "going?").replace("%1", name)
            detail = translate("MainWindow", "The game is saved: Continue on the welcome screen "
                                             "brings it back next time.") if saved else \
                translate("MainWindow", "This game is not saved: it will be lost.")
            yes = translate("MainWindow", "Quit")
        else:
            question = translate("MainWindow", "Start a new game while your game of %1 is still "
                                               "going?").replace("%1", name)
            detail = translate("MainWindow", "The unfinished game is kept in the archive of "
                                             "saved games; it will not be counted in the "
                                             "statistics.") if saved else \
                translate("MainWindow", "This game is not saved: it will be lost.")
            yes = translate("MainWindow", "Start a new game")
        from PySide6.QtWidgets import QMessageBox  # loaded when first needed
        box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Game in progress"),
                          question, parent=self)
        box.setObjectName("confirm_leaving")
        box.setInformativeText(detail)
        leave = box.addButton(yes, QMessageBox.ButtonRole.AcceptRole)
        stay = box.addButton(translate("MainWindow", "Keep playing"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(stay)
        box.setEscapeButton(stay)
        trace({"trace": "asking before leaving the game"})
        box.exec()
        return box.clickedButton() is leave and not self.closed

    def request_quit(self) -> None:
        """Game → Quit: asks first while a game is going (``closeEvent``)."""
        self._quitting = True
        self.close()

    def start_game(self, game: str, options, seats: list[Seat], seed: int,
                   autostart: bool = True, table_options=None, resumed=None,
                   deal: list | None = None, first: int | None = None,
                   saved: bool = True) -> GameSession:
        """Start a game (saved from its first action when the window has a store, unless not
        ``saved``: a lesson), or go on with a ``resumed`` one (a ``facetable.saves.Loaded``:
        its moves are replayed first). ``deal`` and ``first`` go to the game's ``setup`` (the
        contract's meaning)."""
        from .session import GameSession
        self.end_game()
        self._show_table()
        self.access.restore_panels()
        self._setup = (game, options, list(seats), table_options)
        self.private_log.clear()
        if resumed is not None:
            deal, first = resumed.save.deal, resumed.save.first
        recorder = self._recorder(game, options, seats, seed, table_options, resumed,
                                  deal, first) if saved else None
        session = GameSession(game, options, seats, seed, runner=self.runner,
                              bot_pause_ms=self.bot_pause_ms,
                              open_hands=self.open_hands and not any(s.human for s in seats),
                              table_options=table_options, recorder=recorder,
                              moves=resumed.moves if resumed is not None else (),
                              deal=deal, first=first)
        self.session = session
        self._attach_controller(session.controller)
        session.table_replaced.connect(self._table_replaced)
        session.looking_changed.connect(self._looking_changed)
        session.human_turn.connect(self._human_turn)
        session.waiting.connect(self._waiting)
        session.hand_over.connect(self._hand_over)
        session.turn_done.connect(self._turn_done)
        session.hand_over_pause_ms = self._pause_ms()
        session.problem.connect(self.actions_bar.show_message)
        session.noted.connect(self._noted)
        session.save_failed.connect(self.unsaved)
        session.game_over.connect(self._game_over)
        session.confirm_needed.connect(self._confirm_needed)
        session.countdown.connect(self._countdown)
        session.confirm = self.confirm
        session.countdown_s = self.countdown_s
        session.quiet_reactions = self.quiet_reactions
        self.undo_menu.attach(session)
        self.hinting.attach(session)
        self.sound_cues.attach(session)
        self._refresh_scores()
        if autostart:
            # A resumed game's moves are shown at once, as after an undo: the log fills, but is
            # not read aloud line by line, nor the scores redrawn after each line.
            self._rebuilding = resumed is not None
            try:
                session.start()
            finally:
                if self._rebuilding:
                    self._rebuilding = False
                    self._refresh_scores()
        return session

    def _attach_controller(self, controller) -> None:
        """Show a session's table and listen to it (at the start, and after an undo)."""
        controller.set_speed(self.speed)
        controller.hints = self.hints
        # Round results hold the table for the humans at it; bots alone play straight on.
        humans = self.session is not None and any(s.human for s in self.session.seats)
        controller.round_results_s = self.round_results_s if humans else None
        # Only the window's own methods: PySide keeps a weak reference per connection to a
        # plain object's method (PrivateLog) after the sender is gone, two a game.
        controller.entry_logged.connect(self._entry_logged)
        controller.settled.connect(self._refresh_scores)
        controller.offer_changed.connect(self._offer_changed)
        controller.sounded.connect(self.sound_cues.play)
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

    def _recorder(self, game, options, seats, seed, table_options, resumed, deal, first):
        if self.store is None:
            return None
        from facetable.saves import SeatRecord
        try:
            if resumed is not None:
                return self.store.resume(resumed)
            return self.store.begin(game, options, [SeatRecord(name=s.name, human=s.human,
                                                               level=s.level, style=s.style)
                                                    for s in seats], seed, table_options,
                                     deal=deal, first=first)
        except OSError as error:
            self.unsaved(error)
            return None

    def unsaved(self, error: OSError) -> None:
        """Games cannot be written in the data folder (read-only, full, gone): the player is
        told once while the app runs, where and why, in the log panel and the action bar, and
        stderr gets one line; games go on unsaved."""
        if self.unsaved_told:
            return
        self.unsaved_told = True
        where = str(self.store.root) if self.store is not None else ""
        why = error.strerror or str(error)
        log.error("games will not be kept: cannot write in %s (%s)", where, why)
        text = Note("MainWindow", QT_TRANSLATE_NOOP(
            "MainWindow", "Games will not be kept: FaceTable cannot save in the folder %1 (%2)."),
            where, why)
        self._noted(text)
        self.actions_bar.show_message(text)

    # --- saved games ------------------------------------------------------------------------
    def welcome(self, resume: bool = False) -> None:
        """At start: the welcome screen, with Continue when an unfinished game is saved (with
        ``resume``, that game at once); a saved game that cannot be used is said in one line."""
        found = self._load_saved()
        from facetable.saves import Loaded
        if isinstance(found, Loaded) and resume:
            if not self.closed:
                self.resume(found)
            return
        self.show_welcome(found)
        if resume and not isinstance(found, Loaded):
            self.welcome_screen.show_note(translate(
                "MainWindow", "There is no unfinished game to continue."))

    def _load_saved(self):
        """The unfinished game (``Loaded``) or None; a bad save is said in a message box."""
        found = self.store.load_current() if self.store is not None else None
        from facetable.saves import Loaded, Problem
        if isinstance(found, Problem):
            from PySide6.QtWidgets import QMessageBox  # loaded when first needed
            QMessageBox.warning(self, translate("MainWindow", "Saved game"), found.message(
                lambda text: translate("Saves", text)))
        return found if isinstance(found, Loaded) else None

    def show_welcome(self, saved=None) -> None:
        """The welcome screen instead of the table; Continue goes on with ``saved`` (a
        ``facetable.saves.Loaded``) when given."""
        from .games import title
        self._saved = saved
        description = None
        if saved is not None:
            description = (self.tr("Your game of %1 with %2 is waiting (%Ln move(s) so far).",
                                   "", len(saved.moves))
                           .replace("%1", title(saved.spec.id))
                           .replace("%2", ", ".join(s.name for s in saved.save.seats)))
        self.welcome_screen.set_saved_game(description)
        self.welcome_screen.show_note("")
        self.hide_game_over()
        for dock in self.docks.values():
            dock.hide()
        self.welcome_screen.setGeometry(self.table_page.rect())
        self.welcome_screen.raise_()
        self.welcome_screen.show()
        self.welcome_screen.focus_default()
        if saved is not None:
            trace({"trace": "asking to continue"})

    def remake_welcome_screen(self) -> None:
        """The welcome screen made again in the language now installed (shown again if it
        was, with the same unfinished game); not made at all if it was never asked for."""
        old, shown = self._welcome, self.on_welcome_screen()
        if old is None:
            return
        self._welcome = None
        old.hide()
        old.setParent(None)
        old.deleteLater()
        if shown:
            self.show_welcome(self._saved)

    def _show_table(self) -> None:
        if self.on_welcome_screen():
            self.welcome_screen.hide()
            for key in ("scores", "log"):
                self.docks[key].show()
        self.hide_game_over()

    @property
    def game_over(self) -> GameOverScreen:
        """The game-over screen over the table page (made the first time it is asked for)."""
        if self._game_over_screen is None:
            from .game_over import GameOverScreen
            screen = self._game_over_screen = GameOverScreen(self.table_page)
            screen.new_game.connect(self.new_game_dialog)
            screen.again.connect(self.same_setup_again)
            screen.back.connect(self.back_to_welcome)
            screen.add_button("replay", lambda: translate("GameOver", "Watch the replay"),
                              "R", lambda: self.files.watch_current())
            screen.add_button("review", lambda: translate("GameOver", "Review my game"),
                              "V", lambda: self.files.review_current())
            screen.cover(self.table.geometry(), self.actions_bar.geometry())
        return self._game_over_screen

    def hide_game_over(self) -> None:
        """Hide the game-over screen, if a game has made one (none is made just to hide it)."""
        if self._game_over_screen is not None:
            self._game_over_screen.hide()

    @property
    def welcome_screen(self) -> WelcomeScreen:
        """The welcome screen (made the first time it is asked for)."""
        if self._welcome is None:
            from .welcome import WelcomeScreen
            screen = self._welcome = WelcomeScreen(self.table_page)
            screen.hide()
            screen.continue_game.connect(self.continue_saved_game)
            screen.new_game.connect(lambda game: self.new_game_dialog(game or None))
            screen.rules.connect(lambda game: self.show_rules(game or None))
            screen.learn.connect(self.start_lesson)
            screen.statistics.connect(self.show_statistics)
            screen.set_statistics_enabled(self.store is not None)
        return self._welcome

    def on_welcome_screen(self) -> bool:
        """The welcome screen is shown (not the table)."""
        return self._welcome is not None and not self._welcome.isHidden()

    def continue_saved_game(self) -> None:
        """Continue on the welcome screen: the unfinished game, as it was saved."""
        saved, self._saved = self._saved, None
        if saved is not None and not self.closed:
            self.resume(saved)

    def back_to_welcome(self) -> None:
        """Back, from the game-over screen: the game is put away, the welcome screen shown."""
        if not self.confirm_leaving_game(quitting=False):
            return
        self.end_game()
        self.show_welcome(self._load_saved())

    def resume(self, loaded) -> GameSession:
        """Go on with a checked save (``facetable.saves.Loaded``)."""
        from .session import Seat
        seats = [Seat(s.name, s.human, s.level, s.style) for s in loaded.save.seats]
        session = self.start_game(loaded.spec.id, loaded.options, seats, loaded.save.seed,
                                  table_options=loaded.table_options, resumed=loaded)
        moves = len(loaded.moves)
        self._noted(Note.written(
            lambda: MainWindow.tr("The game was resumed after %Ln move(s).", "", moves)))
        return session

    def end_game(self) -> None:
        """Close the current game and let go of it: its session, controller, scene and items
        are freed (a long evening of games does not grow)."""
        session, self.session = self.session, None
        if session is None:
            return
        self._last_game = session.last_game()
        if self.lesson is not None:
            self.lesson.close()
        self.hinting.cancel()
        session.close()
        self.undo_menu.attach(None)
        if self._curtain is not None:
            self._curtain.hide()
        self.hide_game_over()
        self.table.set_controller(None)
        self.actions_bar.show_waiting("")
        # The log's lines keep their events to be written again in another language: they go
        # with their game (the next game or the welcome screen shows no log).
        self.private_log.clear()
        session.controller.dispose()
        session.controller.deleteLater()
        session.deleteLater()

    def _refresh_scores(self) -> None:
        """Bring the score table and the guess history up to date (in place: this runs for
        every log line)."""
        if self.session:
            c = self.session.controller
            if self.scores.show_rows(c.score_headers(), c.score_rows()):
                self.access.fit_scores()
            history = c.history_rows()
            dock = self.docks["guesses"]
            if dock.isVisibleTo(self) != (history is not None):
                dock.setVisible(history is not None)
            self.guesses.show_lines(history or [])

    def _logged(self, line: str, public: str, private_to: int) -> None:
        self._entry_logged(LogEntry(line, public, private_to))

    def _entry_logged(self, entry: LogEntry) -> None:
        self.private_log.add_entry(entry)
        if not self._rebuilding:
            self._refresh_scores()
            self.access.announce_event(entry.line, entry.public)

    def _noted(self, line: str) -> None:
        """A public line of the app's own; a ``Note`` is written again on a language switch."""
        if isinstance(line, Note):
            self.private_log.add_entry(line.entry())
        else:
            self.private_log.add(line, line, SPECTATOR)
        self.access.announce(line)

    def _looking_changed(self, seat: int) -> None:
        self.private_log.show_for(seat)

    def _human_turn(self, seat: int, legal: list[Action], refocus: bool = True) -> None:
        c = self.session.controller
        self._confirming = None
        self._prompt = c.prompt(seat)
        # A new choice puts the keyboard on its buttons, unless the player is moving the
        # table's focus ring; a changed one (a card staged) leaves the focus where it is.
        spec = self.session.spec
        listed = c.listed(legal)
        self.actions_bar.show_choices(self._prompt, listed, c.action_text,
                                      lambda a: c.button_key(a) or spec.action_key(a),
                                      focus_buttons=refocus and c.keys.current is None,
                                      default=c.suggested_action(listed))
        self._refresh_scores()
        self.access.describe_table(self._prompt)

    def _offer_changed(self) -> None:
        """The human's pick changed (a card toggled): show the prompt and choices again."""
        session = self.session
        if session and session.deciding is not None and self._confirming is None:
            self._human_turn(session.deciding, session.state.legal_actions(session.deciding),
                             refocus=False)

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
            "MainWindow", "(%1 s left, then: %2)").replace("%1", number(seconds))
            .replace("%2", c.action_text(default)))

    def _waiting(self) -> None:
        self.actions_bar.show_waiting("")

    def _chosen(self, action: Action) -> None:
        if self.session:
            self.session.submit(action)

    def _turn_done(self, seat: int, next_seat: int) -> None:
        """The human who played keeps the table until Done, then the curtain comes."""
        names = self.session.seats
        if self.hand_over_pause == "button":
            text = translate("MainWindow", "%1, your move is made. Press Done, then pass the "
                             "screen to %2.")
        else:
            text = translate("MainWindow", "%1, your move is made. The screen passes to %2 in "
                             "a moment (or press Done).")
        self.actions_bar.show_done(text.replace("%1", names[seat].name)
                                   .replace("%2", names[next_seat].name), self._done)

    def _done(self) -> None:
        if self.session:
            self.session.done()

    def _hand_over(self, seat: int) -> None:
        self.actions_bar.show_waiting("")
        self.curtain.cover(self.session.seats[seat].name)

    @property
    def curtain(self) -> Curtain:
        """The hot-seat curtain over the whole window (made the first time it is asked for)."""
        if self._curtain is None:
            from .curtain import Curtain
            self._curtain = Curtain(self)
            self._curtain.lifted.connect(self._curtain_lifted)
        return self._curtain

    def curtain_down(self) -> bool:
        """The curtain covers the window now (never before it was first needed)."""
        return self._curtain is not None and self._curtain.isVisible()

    def _curtain_lifted(self) -> None:
        if self.session:
            self.session.offer_to_human()

    def _game_over(self, outcome) -> None:
        """The game-over screen over the (revealed) table; the result stays in the action bar
        when the screen is folded away."""
        self._refresh_scores()
        c = self.session.controller
        text = c.result_text(outcome)
        self.actions_bar.show_waiting(text)
        # The coach reviews the players' decisions: none to review in a game of bots (said
        # first: the buttons are laid out in rows by what is shown).
        self.game_over.button("review").setVisible(bool(self.session.humans))
        self.game_over.cover(self.table.geometry(), self.actions_bar.geometry())
        self.game_over.show_result(text, outcome, c.score_headers(), c.score_rows())

    def show_result_again(self) -> None:
        """The game's result written again (a new language): in the action bar, and on the
        game-over screen if it is up, folded or not as it was."""
        c, outcome = self.session.controller, self.session.state.outcome()
        text = c.result_text(outcome)
        self.actions_bar.show_waiting(text)
        if self._game_over_screen is not None and self._game_over_screen.isVisible():
            folded = self.game_over.folded
            self.game_over.show_result(text, outcome, c.score_headers(), c.score_rows())
            if folded:
                self.game_over.toggle_fold()

    # --- window ---------------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if watched in (self.table, self.actions_bar) and \
                event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and \
                self._game_over_screen is not None:
            self._game_over_screen.cover(self.table.geometry(), self.actions_bar.geometry())
        elif watched is self.table_page and event.type() == QEvent.Type.Resize and \
                self._welcome is not None:
            self._welcome.setGeometry(self.table_page.rect())
        return super().eventFilter(watched, event)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.curtain_down():
            self.curtain.setGeometry(self.rect())

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.access.retranslate()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self.access.place_docks()

    def closeEvent(self, event) -> None:
        # The player closing the window (Quit, the title bar's button) is asked first while a
        # game is going; a close from code (SIGTERM, Ctrl+C, tests) is not.
        ask, self._quitting = event.spontaneous() or self._quitting, False
        if not self.closed and ask and not self.confirm_leaving_game(quitting=True):
            event.ignore()
            return
        self.access.remember_geometry()
        self.closed = True
        self.runner.stop()                        # at once, even with a bot mid-think
        self.end_game()
        self.sound_cues.close()
        super().closeEvent(event)
