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

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QLabel, QSplitter, QStyle, QToolButton,
                               QVBoxLayout, QWidget)

from facetable.engine import SPECTATOR
from facetable.saves.replay import OPEN, Replay
from facetable.table.numbers import dot, number

from .placement import fitting_size, place_on_screen
from .side_panels import LogPanel, titled
from .table_view import TableView

translate = QCoreApplication.translate

#: Playback speeds: (label, animation speed factor).
SPEEDS = ((QT_TRANSLATE_NOOP("Replay", "Slow"), 0.5), (QT_TRANSLATE_NOOP("Replay", "Normal"), 1.0),
          (QT_TRANSLATE_NOOP("Replay", "Fast"), 2.0), (QT_TRANSLATE_NOOP("Replay", "Fastest"), 4.0))
#: Milliseconds between two moves while playing, at speed 1.
STEP_PAUSE_MS = 500
#: The window's size when the screen has room for it.
WIDTH, HEIGHT = 1100, 720


class ReplayWindow(QWidget):
    """Watch ``replay`` from any of its allowed views (``Replay.views``)."""

    def __init__(self, replay: Replay, title: str = "", parent: QWidget | None = None,
                 speed: float = 1.0) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.replay = replay
        self.position = 0
        self.seat = replay.views[0]
        self.speed = speed if speed > 0 else 1.0
        self.controller = None
        self.playing = False
        self._final_shown = False
        self.setWindowTitle(translate("Replay", "Replay: %1").replace("%1", title))

        self.table = TableView()
        self.log = LogPanel()
        # The game's history panel (Crack's guesses, Coup's claims and, at the end, which
        # were bluffs), when the game has one.
        self.history = LogPanel()
        side = QSplitter(Qt.Orientation.Vertical)
        self._history_box = titled(self.history, translate("Replay", "History"))
        side.addWidget(self._history_box)
        side.addWidget(titled(self.log, translate("Replay", "Log")))
        split = QSplitter()
        split.addWidget(self.table)
        split.addWidget(side)
        split.setStretchFactor(0, 1)
        self._split = split
        self.where = QLabel()
        self.where.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.buttons: dict[str, QToolButton] = {}
        bar = QHBoxLayout()
        style = self.style()
        back = QStyle.StandardPixmap.SP_ArrowBack          # these two follow the direction
        forward = QStyle.StandardPixmap.SP_ArrowForward
        first, last = QStyle.StandardPixmap.SP_MediaSkipBackward, \
            QStyle.StandardPixmap.SP_MediaSkipForward      # these do not: mirrored here
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            first, last = last, first
        for key, icon, label, tip, slot in (
                ("start", first,
                 translate("Replay", "Start"), translate("Replay", "Back to the start (Home)"),
                 lambda: self.goto(0)),
                ("round_back", back, translate("Replay", "Round"),
                 translate("Replay", "Back to the start of the round (Page Up)"),
                 lambda: self.goto(Replay.before(self.position, self.replay.rounds))),
                ("turn_back", back, translate("Replay", "Turn"),
                 translate("Replay", "Back to the start of the turn (Up)"),
                 lambda: self.goto(Replay.before(self.position, self.replay.turns))),
                ("back", back, translate("Replay", "Move"),
                 translate("Replay", "Back one move (Left)"),
                 lambda: self.goto(self.position - 1)),
                ("play", QStyle.StandardPixmap.SP_MediaPlay, translate("Replay", "Play"),
                 translate("Replay", "Play the moves one after another (Space)"),
                 self.toggle_play),
                ("forward", forward, translate("Replay", "Move"),
                 translate("Replay", "Forward one move (Right)"), lambda: self.step(1)),
                ("turn", forward, translate("Replay", "Turn"),
                 translate("Replay", "Forward to the next turn (Down)"),
                 lambda: self.goto(Replay.after(self.position, self.replay.turns,
                                                self.replay.length), animate=True)),
                ("round", forward, translate("Replay", "Round"),
                 translate("Replay", "Forward to the next round (Page Down)"),
                 lambda: self.goto(Replay.after(self.position, self.replay.rounds,
                                                self.replay.length))),
                ("end", last, translate("Replay", "End"),
                 translate("Replay", "Forward to the end (End)"),
                 lambda: self.goto(self.replay.length))):
            button = QToolButton()
            button.setIcon(style.standardIcon(icon))
            button.setText(label)
            button.setToolTip(tip)
            button.setAccessibleName(label)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
            button.setAutoRaise(True)
            button.clicked.connect(slot)
            bar.addWidget(button)
            self.buttons[key] = button
        bar.addStretch(1)
        self.speed_box = QComboBox()
        for label, value in SPEEDS:
            self.speed_box.addItem(translate("Replay", label), value)
        self.speed_box.setCurrentIndex(min(range(len(SPEEDS)),
                                           key=lambda i: abs(SPEEDS[i][1] - self.speed)))
        self.speed_box.setToolTip(translate("Replay", "Playing speed"))
        self.speed_box.currentIndexChanged.connect(self._speed_chosen)
        self.seat_box = QComboBox()
        for seat in replay.views:
            self.seat_box.addItem(self._view_name(seat), seat)
        self.seat_box.setToolTip(translate("Replay", "Whose view of the table is shown"))
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        bar.addWidget(QLabel(translate("Replay", "Seen by:")))
        bar.addWidget(self.seat_box)
        bar.addWidget(self.speed_box)

        box = QVBoxLayout(self)
        box.addWidget(split, 1)
        box.addWidget(self.where)
        box.addLayout(bar)
        self._bar = bar
        #: The bar's width with the buttons' words; narrower, the buttons show icons only
        #: (their tooltips keep the words), so the window fits a small screen.
        self._wide_bar = bar.sizeHint().width()
        self._keys()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._tick)
        self._build(0)
        self._fit_buttons(fitting_size(self, WIDTH, HEIGHT, parent).width())
        place_on_screen(self, WIDTH, HEIGHT, parent)
        side_width = min(260, self.width() // 4)      # 260 of 1100; less on a small screen
        split.setSizes([self.width() - side_width, side_width])

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
        controller.logged.connect(self._logged)
        controller.settled.connect(self._settled)
        return controller

    def _build(self, position: int) -> None:
        """A new table showing ``position`` at once (a step back, another seat)."""
        old = self.controller
        if old is not None:
            old.animator.finish_all()
        self.log.clear()
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

    def _logged(self, line: str, public: str, private_to: int) -> None:
        self.log.add(line)

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
