"""The replay viewer: a finished game (or the one being played) shown again on its own table.

The table is the game's own controller, as in live play: a step forward plays that move's
events on it, animated at the chosen speed; any step back, and a change of the seat watched,
builds a new table and replays the events up to that point instantly, exactly as a resumed game
is shown (the tests compare it with a fresh load). Steps go by move, by turn and by round
(``facetable.saves.replay``); Play moves on one move at a time. At the end of a finished game
every hidden card is shown (``show_final``).

Keys: Left/Right a move, Up/Down a turn, Page Up/Page Down a round, Home/End, Space to play,
Esc to close. In a right-to-left language the arrows follow the reading direction. The window
opens within the screen's available area (smaller on a small screen, its buttons then icons
only), and its side panels say what they are.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QSplitter, QStyle, QToolButton,
                               QVBoxLayout, QWidget)

from facetable.engine import SPECTATOR
from facetable.saves.replay import OPEN, Replay
from facetable.table.numbers import dot, number

from .placement import fitting_size, place_on_screen
from .side_panels import LogPanel, PrivateLog, titled
from .table_view import TableView

translate = QCoreApplication.translate

#: Playback speeds: (label, animation speed factor).
SPEEDS = ((QT_TRANSLATE_NOOP("Replay", "Slow"), 0.5), (QT_TRANSLATE_NOOP("Replay", "Normal"), 1.0),
          (QT_TRANSLATE_NOOP("Replay", "Fast"), 2.0), (QT_TRANSLATE_NOOP("Replay", "Fastest"), 4.0))
#: The bar's buttons: (key, label, tooltip), in order.
BUTTONS = (
    ("start", QT_TRANSLATE_NOOP("Replay", "Start"),
     QT_TRANSLATE_NOOP("Replay", "Back to the start (Home)")),
    ("round_back", QT_TRANSLATE_NOOP("Replay", "Round"),
     QT_TRANSLATE_NOOP("Replay", "Back to the start of the round (Page Up)")),
    ("turn_back", QT_TRANSLATE_NOOP("Replay", "Turn"),
     QT_TRANSLATE_NOOP("Replay", "Back to the start of the turn (Up)")),
    ("back", QT_TRANSLATE_NOOP("Replay", "Move"),
     QT_TRANSLATE_NOOP("Replay", "Back one move (Left)")),
    ("play", QT_TRANSLATE_NOOP("Replay", "Play"),
     QT_TRANSLATE_NOOP("Replay", "Play the moves one after another (Space)")),
    ("forward", QT_TRANSLATE_NOOP("Replay", "Move"),
     QT_TRANSLATE_NOOP("Replay", "Forward one move (Right)")),
    ("turn", QT_TRANSLATE_NOOP("Replay", "Turn"),
     QT_TRANSLATE_NOOP("Replay", "Forward to the next turn (Down)")),
    ("round", QT_TRANSLATE_NOOP("Replay", "Round"),
     QT_TRANSLATE_NOOP("Replay", "Forward to the next round (Page Down)")),
    ("end", QT_TRANSLATE_NOOP("Replay", "End"),
     QT_TRANSLATE_NOOP("Replay", "Forward to the end (End)")))
#: Milliseconds between two moves while playing, at speed 1.
STEP_PAUSE_MS = 500
#: The window's size when the screen has room for it.
WIDTH, HEIGHT = 1100, 720


class ReplayWindow(QWidget):
    """Watch ``replay`` from any of its allowed views (``Replay.views``)."""

    def __init__(self, replay: Replay, title: str | Callable[[], str] = "",
                 parent: QWidget | None = None, speed: float = 1.0) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.position = 0
        self.seat = replay.views[0]
        self.speed = speed if speed > 0 else 1.0
        self.controller = None
        self.playing = False
        self._final_shown = False
        #: The game's name and when it started, written in the language in use.
        self._title = title if callable(title) else (lambda: title)

        self.table = TableView()
        self.log = LogPanel()
        #: The log's lines, kept to be written again on a language switch.
        self.log_entries = PrivateLog(self.log)
        # The game's history panel (Crack's guesses, Coup's claims and, at the end, which
        # were bluffs), when the game has one.
        self.history = LogPanel()
        side = QSplitter(Qt.Orientation.Vertical)
        self._history_box = titled(self.history, "")
        self._log_box = titled(self.log, "")
        side.addWidget(self._history_box)
        side.addWidget(self._log_box)
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        self._split = split
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons: dict[str, QToolButton] = {}
        bar = QHBoxLayout()
        slots = {
            "start": lambda: self.goto(0),
            "round_back": lambda: self.goto(Replay.before(self.position, self.replay.rounds)),
            "turn_back": lambda: self.goto(Replay.before(self.position, self.replay.turns)),
            "back": lambda: self.goto(self.position - 1),
            "play": self.toggle_play,
            "forward": lambda: self.step(1),
            "turn": lambda: self.goto(Replay.after(self.position, self.replay.turns,
                                                   self.replay.length), animate=True),
            "round": lambda: self.goto(Replay.after(self.position, self.replay.rounds,
                                                    self.replay.length)),
            "end": lambda: self.goto(self.replay.length)}
        for key, _, _ in BUTTONS:
            button = QToolButton()
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(True)
            button.clicked.connect(slots[key])
            bar.addWidget(button)
            self.buttons[key] = button
        self._set_icons()
        bar.addStretch(1)
        self.speed_box = QComboBox()
        for label, value in SPEEDS:
            self.speed_box.addItem(label, value)
        self.speed_box.setCurrentIndex(min(range(len(SPEEDS)),
                                           key=lambda i: abs(SPEEDS[i][1] - self.speed)))
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        self.seat_box = QComboBox()
        for box in (self.speed_box, self.seat_box):      # as wide as their words, any language
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for seat in replay.views:
            self.seat_box.addItem("", seat)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        self._seen_by = QLabel()
        bar.addWidget(self._seen_by)
        bar.addWidget(self.seat_box)
        bar.addWidget(self.speed_box)
        self._write_words()

        box = QVBoxLayout(self)
        box.addWidget(split, 1)
        box.addWidget(self.where)
        box.addLayout(bar)
        self._bar = bar
        #: The bar's width with the buttons' words; narrower, the buttons show icons only
        #: (their tooltips keep the words), so the window fits a small screen.
        self._wide_bar = self._bar_width()
        self._keys()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._build(0)
        self._fit_buttons(fitting_size(self, WIDTH, HEIGHT, parent).width())
        place_on_screen(self, WIDTH, HEIGHT, parent)
        side_width = min(260, self.width() // 4)      # 260 of 1100; less on a small screen
        split.setSizes([self.width() - side_width, side_width])

    # --- words, in the language in use ---------------------------------------------------------
    def _write_words(self) -> None:
        """Every word of the window (not the table's) in the language now installed."""
        self.setWindowTitle(translate("Replay", "Replay: %1").replace("%1", self._title()))
        for box, panel, title in ((self._history_box, self.history,
                                   translate("Replay", "History")),
                                  (self._log_box, self.log, translate("Replay", "Log"))):
            box.findChild(QLabel, "panel_title").setText(title)
            panel.setAccessibleName(title)
        for key, label, tip in BUTTONS:
            button = self.buttons[key]
            button.setText(translate("Replay", label))
            button.setToolTip(translate("Replay", tip))
            button.setAccessibleName(translate("Replay", label))
        for i, (label, _) in enumerate(SPEEDS):
            self.speed_box.setItemText(i, translate("Replay", label))
        self.speed_box.setToolTip(translate("Replay", "Playing speed"))
        for i in range(self.seat_box.count()):
            self.seat_box.setItemText(i, self._view_name(int(self.seat_box.itemData(i))))
        self.seat_box.setToolTip(translate("Replay", "Whose view of the table is shown"))
        self._seen_by.setText(translate("Replay", "Seen by:"))

    def _set_icons(self) -> None:
        """The buttons' arrows: back and forward follow the reading direction by themselves;
        the start and end ones do not, so they are swapped here in right-to-left text."""
        style = self.style()
        back, forward = QStyle.StandardPixmap.SP_ArrowBack, QStyle.StandardPixmap.SP_ArrowForward
        first, last = QStyle.StandardPixmap.SP_MediaSkipBackward, \
            QStyle.StandardPixmap.SP_MediaSkipForward
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            first, last = last, first
        icons = {"start": first, "round_back": back, "turn_back": back, "back": back,
                 "play": QStyle.StandardPixmap.SP_MediaPause if self.playing else
                 QStyle.StandardPixmap.SP_MediaPlay,
                 "forward": forward, "turn": forward, "round": forward, "end": last}
        for key, icon in icons.items():
            self.buttons[key].setIcon(style.standardIcon(icon))

    def _bar_width(self) -> int:
        """The bar's width with the buttons' words beside their icons."""
        shown = {b: b.toolButtonStyle() for b in self.buttons.values()}
        for button in shown:
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self._bar.invalidate()
        width = self._bar.sizeHint().width()
        for button, style in shown.items():
            button.setToolButtonStyle(style)
        return width

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.LayoutDirectionChange:
            self._set_icons()
        elif event.type() == QEvent.Type.FontChange:     # a language's own font comes after
            self._refit_soon()

    def _refit_soon(self) -> None:
        """Refit the bar once every widget in it has its new words and font (their sizes are
        known only after their own change events)."""
        QTimer.singleShot(0, self, self._refit_bar)

    def _refit_bar(self) -> None:
        """Words or fonts changed: the buttons' words are shown if they fit again."""
        self._wide_bar = self._bar_width()
        self._fit_buttons(self.width())

    def retranslate(self) -> None:
        """The language (or the digits) changed: the window's words, the table's, the log's
        lines and the history, all written again."""
        self._write_words()
        self._refit_soon()
        if self.controller is not None:
            self.controller.retranslate()
            self.log_entries.rewrite(self.controller.looking)
        self._refresh()

    # --- what is shown ------------------------------------------------------------------------
    def _view_name(self, seat: int) -> str:
        if seat == OPEN:
            return translate("Replay", "Everything open")
        if seat == SPECTATOR:
            return translate("Replay", "The table (public)")
        return self.replay.names[seat]

    def _keys(self) -> None:
        for key, name in ((Qt.Key.Key_Left, "left"), (Qt.Key.Key_Right, "right"),
                          (Qt.Key.Key_Up, "turn_back"), (Qt.Key.Key_Down, "turn"),
                          (Qt.Key.Key_PageUp, "round_back"), (Qt.Key.Key_PageDown, "round"),
                          (Qt.Key.Key_Home, "start"), (Qt.Key.Key_End, "end"),
                          (Qt.Key.Key_Space, "play")):
            QShortcut(QKeySequence(key), self, lambda name=name: self._key(name))
        QShortcut(QKeySequence(Qt.Key.Key_Escape), self, self.close)

    def _fit_buttons(self, width: int) -> None:
        """Icons only when the buttons' words do not fit the window's width."""
        margins = self.layout().contentsMargins()
        style = Qt.ToolButtonStyle.ToolButtonTextBesideIcon \
            if width - margins.left() - margins.right() >= self._wide_bar \
            else Qt.ToolButtonStyle.ToolButtonIconOnly
        for button in self.buttons.values():
            if button.toolButtonStyle() != style:
                button.setToolButtonStyle(style)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_buttons(event.size().width())

    def _key(self, name: str) -> None:
        """A key's button; the arrows follow the reading direction (Left is forward in
        right-to-left text)."""
        if name in ("left", "right"):
            rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
            name = "forward" if (name == "right") != rtl else "back"
        self.buttons[name].click()

    def _new_controller(self):
        replay, seat = self.replay, self.seat
        controller = replay.spec.controller_class()(replay.view_at_start(seat), replay.names,
                                                    max(seat, 0))
        controller.configure(replay.table_options or (replay.spec.table_options()
                                                      if replay.spec.table_options else None))
        controller.looking = SPECTATOR if seat == OPEN else seat
        controller.entry_logged.connect(self.log_entries.add_entry)
        controller.settled.connect(self._settled)
        return controller

    def _build(self, position: int) -> None:
        """A new table showing ``position`` at once (a step back, another seat)."""
        old = self.controller
        if old is not None:
            old.animator.finish_all()
        self.log_entries.clear()
        self.controller = self._new_controller()
        self.table.set_controller(self.controller)
        self.controller.set_speed(0)
        self.controller.play_at_once(self.replay.events(0, position, self.seat, opening=True))
        self.position = position
        self._final_shown = False
        self._show_final_if_ended()
        self.controller.set_speed(self.speed)
        if old is not None:
            old.dispose()
            old.deleteLater()
        self._refresh()

    def _show_final_if_ended(self) -> None:
        if self.position == self.replay.length and self.replay.over and not self._final_shown:
            self._final_shown = True
            self.controller.show_final(self.replay.final)

    def goto(self, position: int, animate: bool = False) -> None:
        """Show the game after its first ``position`` moves: forward on the same table
        (animated when asked), backward on a new one."""
        position = max(0, min(self.replay.length, position))
        if position < self.position or self._final_shown:
            if position != self.position:
                self._build(position)
            return
        if position == self.position:
            return
        self.controller.animator.finish_all()
        events = self.replay.events(self.position, position, self.seat)
        if animate:
            self.controller.play(events)
        else:
            self.controller.play_at_once(events)
        self.position = position
        self._show_final_if_ended()
        self._refresh()

    def step(self, moves: int) -> None:
        self.goto(self.position + moves, animate=moves == 1)

    # --- playing ------------------------------------------------------------------------------
    def toggle_play(self) -> None:
        self.set_playing(not self.playing)

    def set_playing(self, on: bool) -> None:
        if on and self.position >= self.replay.length:
            self.goto(0)
        self.playing = on
        self._timer.stop()
        if on and not self.controller.busy:
            self._timer.start(0)
        self._refresh()

    def _tick(self) -> None:
        if not self.playing:
            return
        if self.position >= self.replay.length:
            self.set_playing(False)
            return
        self.step(1)
        if not self.controller.busy:
            self._settled()

    def _settled(self) -> None:
        self._show_history()
        if self.playing and not self._timer.isActive():
            self._timer.start(int(STEP_PAUSE_MS / self.speed))

    def _speed_chosen(self) -> None:
        self.speed = float(self.speed_box.currentData())
        if self.controller is not None:
            self.controller.set_speed(self.speed)

    def _seat_chosen(self) -> None:
        self.seat = int(self.seat_box.currentData())
        self._build(self.position)

    def _show_history(self) -> None:
        rows = self.controller.history_rows() if self.controller is not None else None
        self._history_box.setVisible(rows is not None)
        self.history.show_lines(rows or [])

    def _refresh(self) -> None:
        self._show_history()
        replay, p = self.replay, self.position
        text = translate("Replay", "Move %1 of %2").replace("%1", number(p)) \
            .replace("%2", number(replay.length))
        if replay.rounds:
            text += f" {dot()} " + translate("Replay", "Round %1").replace("%1",
                                                                     number(replay.round_at(p)))
        if p == replay.length and replay.over:
            text += f" {dot()} " + translate("Replay", "Game over: every card is shown")
        self.where.setText(text)
        at_start, at_end = p == 0, p >= replay.length
        for key in ("start", "back", "turn_back", "round_back"):
            self.buttons[key].setEnabled(not at_start)
        for key in ("forward", "turn", "round", "end"):
            self.buttons[key].setEnabled(not at_end)
        for key in ("round_back", "round"):
            if not replay.rounds:
                self.buttons[key].setEnabled(False)
                self.buttons[key].setToolTip(translate("Replay", "This game has no rounds"))
        play = self.buttons["play"]
        play.setText(translate("Replay", "Pause") if self.playing else
                     translate("Replay", "Play"))
        play.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause
                                               if self.playing else
                                               QStyle.StandardPixmap.SP_MediaPlay))

    def closeEvent(self, event) -> None:
        self.playing = False
        self._timer.stop()
        if self.controller is not None:
            self.controller.dispose()
        super().closeEvent(event)
