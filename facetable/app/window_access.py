"""The main window's languages and access, kept apart from its games: the side panels' side,
the live language switch, the digit setting, the table zoom, the window's remembered size and
place, and what screen readers are told.

The language switches at once: :meth:`WindowAccess.switch` installs the new translators, Qt sends
every widget a ``LanguageChange`` event, and the window answers with :meth:`retranslate`: the
menus are built again, the panels' titles, the action bar (the human's prompt and choices), the
table's words (``TableController.retranslate``), the scores and the history are written in the
new language; the Rules and Statistics windows, if open, are made again. The log keeps the lines
already written: they were said in the language of their moment, and the events behind them are
gone (the table keeps only their result).
"""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from facetable.engine.contract import SPECTATOR

from . import access
from .i18n import NATIVE_DIGITS, current_language, digit_policy, install_language, number
from .menus import make_action, radio_menu
from .table_view import ZOOM_STEPS

translate = QCoreApplication.translate

#: The side panels' width at start (pixels; they share it).
PANEL_WIDTH = 240


class WindowAccess(QObject):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self._menu_objects: list[QObject] = []
        #: The table whose score panel waits to be fitted (``fit_scores``).
        self._fit_for: QObject | None = None
        #: The panels' width before ``fit_scores`` first widened them this game, or None.
        self._panel_width: int | None = None
        self.zoom_menu: QMenu | None = None
        settings = window.settings
        window.table.set_zoom(int(getattr(settings, "table_zoom", 100)))

    # --- the side panels --------------------------------------------------------------------
    def dock_area(self) -> Qt.DockWidgetArea:
        """Beside the table on the side a reader ends a line: left in right-to-left."""
        rtl = self.window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        return Qt.DockWidgetArea.LeftDockWidgetArea if rtl else \
            Qt.DockWidgetArea.RightDockWidgetArea

    def place_docks(self) -> None:
        w, area = self.window, self.dock_area()
        docks = list(w.docks.values())
        if not docks or all(w.dockWidgetArea(d) == area for d in docks):
            return
        shown = {d: not d.isHidden() for d in docks}
        for dock in docks:
            w.addDockWidget(area, dock)                   # moves it, in the same order
        for dock, visible in shown.items():
            dock.setVisible(visible)
        w.resizeDocks(docks, [PANEL_WIDTH] * len(docks), Qt.Orientation.Horizontal)

    def restore_panels(self) -> None:
        """A new game: the side panels go back to the width they had before ``fit_scores``
        widened them for the last game's scores (its revealed cards at the end), so the table
        does not shrink game after game; a width the player chose stays."""
        w, width, self._panel_width = self.window, self._panel_width, None
        if width is not None:
            w.resizeDocks(list(w.docks.values()), [width] * len(w.docks),
                          Qt.Orientation.Horizontal)

    def name_panels(self) -> None:
        """What a screen reader calls each panel: its title."""
        for dock in self.window.docks.values():
            dock.widget().setAccessibleName(dock.windowTitle())

    def fit_scores(self) -> None:
        """Widen the side panels so the score table shows every column whole (a longer
        language, a long list of turned-up cards), up to 40% of the window. Never while cards
        move: a narrower table is laid out anew, which would cut the animation short. The
        scores change inside an animation step, so this looks again once the step is over and
        waits for the table to settle if it moves."""
        session = self.window.session
        controller = session.controller if session is not None else None
        if controller is None:
            self._fit_now()
        elif self._fit_for is not controller:
            self._fit_for = controller
            QTimer.singleShot(0, self, self._fit_soon)

    def _fit_soon(self) -> None:
        session = self.window.session
        controller = session.controller if session is not None else None
        if controller is None or controller is not self._fit_for:
            self._fit_for = None                  # that game is gone
            return
        if controller.busy:
            controller.settled.connect(self._fit_soon, Qt.ConnectionType.SingleShotConnection)
            return
        self._fit_for = None
        self._fit_now()

    def _fit_now(self) -> None:
        w = self.window
        dock = w.docks["scores"]
        extra = w.scores.wanted_width() - w.scores.width()
        target = min(dock.width() + extra + 2, int(w.width() * 0.4))
        if extra > 0 and target > dock.width():
            if self._panel_width is None:
                self._panel_width = dock.width()
            w.resizeDocks([dock], [target], Qt.Orientation.Horizontal)

    # --- menus ------------------------------------------------------------------------------
    def build_menu(self) -> None:
        """Build the window's menus, keeping what they made so a new language can replace it."""
        w = self.window
        before = set(w.children())
        w._build_menu()
        self._menu_objects = [o for o in w.children() if o not in before
                              and isinstance(o, (QAction, QActionGroup))]

    def rebuild_menu(self) -> None:
        bar = self.window.menuBar()
        menus = [a.menu() for a in bar.actions() if a.menu() is not None]
        bar.clear()
        for menu in menus:
            menu.deleteLater()
        for thing in self._menu_objects:
            thing.deleteLater()
        self.build_menu()

    def add_view_entries(self, view: QMenu) -> None:
        """Zoom and digits, in the View menu."""
        w = self.window
        self.zoom_menu = zoom = view.addMenu("")
        self._title_zoom()
        for label, keys, step in (
                (translate("MainWindow", "Zoom in"), ("Ctrl+=", "Ctrl++"), 1),
                (translate("MainWindow", "Zoom out"), ("Ctrl+-",), -1),
                (translate("MainWindow", "Actual size"), ("Ctrl+0",), 0)):
            act = make_action(label, w)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.triggered.connect(lambda _=False, s=step: self.zoom_by(s))
            zoom.addAction(act)
        zoom.addSeparator()
        group = QActionGroup(w)
        for percent in ZOOM_STEPS:
            act = make_action(translate("MainWindow", "%1%").replace("%1", number(percent)), w,
                              checkable=True)
            act.setData(percent)
            act.setChecked(percent == w.table.zoom)
            act.triggered.connect(lambda _=False, p=percent: self.set_zoom(p))
            group.addAction(act)
            zoom.addAction(act)

        digits = radio_menu(
            view, translate("MainWindow", "Digits"), w,
            [(translate("MainWindow", "The language's own digits"), "native"),
             (translate("MainWindow", "Latin digits (0–9)"), "latin")],
            lambda policy: policy == digit_policy(), self.set_digits)
        digits.setEnabled(current_language() in NATIVE_DIGITS)

    def _title_zoom(self) -> None:
        if self.zoom_menu is not None:
            self.zoom_menu.setTitle(translate("MainWindow", "Zoom (%1%)").replace(
                "%1", number(self.window.table.zoom)))

    # --- language and digits ----------------------------------------------------------------
    def switch(self, lang: str) -> None:
        """Install ``lang`` now; the windows retranslate on the ``LanguageChange`` Qt sends."""
        app = QApplication.instance()
        if app is not None and lang != current_language():
            install_language(app, lang)

    def set_digits(self, policy: str) -> None:
        """Write numbers with the language's own digits or with Latin ones, now and later."""
        w = self.window
        if w.settings is not None:
            w.settings.digits = policy
            w._settings_changed()
        app = QApplication.instance()
        if app is not None and policy != digit_policy():
            install_language(app, current_language(), digits=policy)

    def retranslate(self) -> None:
        """Write every open window again in the language (and digits) now installed."""
        w = self.window
        self.rebuild_menu()
        for key, title in (("scores", translate("MainWindow", "Scores")),
                           ("guesses", translate("MainWindow", "History")),
                           ("log", translate("MainWindow", "Log"))):
            w.docks[key].setWindowTitle(title)
        self.name_panels()
        self.place_docks()
        session = w.session
        w.private_log.rewrite(session.looking if session is not None else SPECTATOR)
        if session is not None:
            c = session.controller
            c.retranslate()
            w._refresh_scores()
            if session.state.is_over:
                w.show_result_again()
            elif session.done_for is not None:
                w._turn_done(session.looking, session.done_for)
            elif w._confirming is not None:
                w.actions_bar.show_confirm(c.confirm_text(w._confirming) or "")
            elif session.deciding is not None and not w.curtain_down():
                w._human_turn(session.deciding, session.state.legal_actions(session.deciding),
                              refocus=False)
        if w._game_over_screen is not None:
            w._game_over_screen.retranslate()
        w.remake_welcome_screen()
        self._remake_windows()

    def _remake_windows(self) -> None:
        """The Rules and Statistics windows are made again in the new language, where they
        were, showing the same game."""
        from .rules_window import RulesWindow
        from .stats_window import StatsWindow
        w = self.window
        for old in w.findChildren(RulesWindow) + w.findChildren(StatsWindow):
            visible, geometry = old.isVisible(), old.geometry()
            game = old.game() if isinstance(old, RulesWindow) else old.game.currentData()
            old.hide()
            old.setParent(None)
            old.deleteLater()
            if not visible:
                continue
            if isinstance(old, RulesWindow):
                new = RulesWindow(w, game)
            else:
                new = StatsWindow(old.store, w)
                new.refresh()
                index = new.game.findData(game)
                if index >= 0:
                    new.game.setCurrentIndex(index)
            new.setGeometry(geometry)
            new.show()

    # --- zoom and geometry ------------------------------------------------------------------
    def set_zoom(self, percent: int) -> None:
        w = self.window
        zoom = w.table.set_zoom(percent)
        self._title_zoom()
        if self.zoom_menu is not None:
            for act in self.zoom_menu.actions():
                if act.isCheckable():
                    act.setChecked(act.data() == zoom)
        if w.settings is not None and getattr(w.settings, "table_zoom", None) != zoom:
            w.settings.table_zoom = zoom
            w._settings_changed()

    def zoom_by(self, step: int) -> None:
        table = self.window.table
        self.set_zoom(100 if step == 0 else table.zoom_step(step))

    def restore_geometry(self) -> bool:
        """Put the window where it was last closed; False if nothing was remembered."""
        saved = getattr(self.window.settings, "window_geometry", None)
        if not saved:
            return False
        return bool(self.window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))))

    def remember_geometry(self) -> None:
        w = self.window
        if w.settings is not None:
            w.settings.window_geometry = bytes(w.saveGeometry().toBase64()).decode("ascii")

    # --- screen readers ---------------------------------------------------------------------
    def announce(self, line: str) -> None:
        access.announce(self.window.table, line)

    def announce_event(self, line: str, public: str) -> None:
        """Say a game event aloud: the line as shown when one human plays, but only what
        everyone may know when several share the screen (a voice is heard by the whole
        room, unlike a log line the others look away from)."""
        session = self.window.session
        humans = sum(1 for seat in session.seats if seat.human) if session else 0
        self.announce(line if humans <= 1 else public)

    def describe_table(self, prompt: str) -> None:
        """The table view's accessible description: what is asked, then each seat's scores."""
        w = self.window
        parts = [prompt] if prompt else []
        if w.session is not None:
            c = w.session.controller
            headers = c.score_headers()
            for row in c.score_rows():
                parts.append(", ".join(f"{h}: {v}" if i else v
                                       for i, (h, v) in enumerate(zip(headers, row))))
        w.table.set_description("\n".join(parts))
