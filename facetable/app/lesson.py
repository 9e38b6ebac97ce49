"""Learn to play: a game's lesson (``facetable.games.lessons``) told on the normal table.

``start_lesson`` sets the lesson's stacked game on the table like any game, but unsaved: it
neither replaces the player's unfinished game (Continue still brings that back) nor counts in
the statistics. ``LessonCoach`` then follows the game step by step: a bubble (``CoachBubble``)
says what to do, a ring (``CoachRing``) goes round the zone, seat or button to use, and the
session is told which move the step asks for (``GameSession.guard``) and to wait while an
explanation is read (``GameSession.hold``).

Skip lesson (Esc) ends the lesson at any step: the bubble goes, and the game goes on as an
ordinary practice game with every move allowed, which is what a player who already knows
enough expects (they keep the table they were looking at; Game → New game or the game-over
screen lead on). Next (Enter) ends an explanation. The bubble is written again on a language
switch and lies right to left in Persian.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPen, QShortcut
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from facetable.games import GAMES
from facetable.games.lessons import YOU, Lesson, Step
from facetable.saves.undo import OFF
from facetable.table.marks import mark_rect
from facetable.table.items import BoxItem
from facetable.table.log_lines import Note
from facetable.table.numbers import fill

from .i18n import in_direction, number
from .session import Seat

if TYPE_CHECKING:
    from .main_window import MainWindow
    from .session import GameSession

translate = QCoreApplication.translate

ASTRAY = QT_TRANSLATE_NOOP("Lesson", "The game has gone another way than the lesson's story, so "
                                    "the lesson ends here; this game goes on as a practice game "
                                    "(not saved, not counted).")
SKIPPED = QT_TRANSLATE_NOOP("Lesson", "The lesson was skipped; this game goes on as a practice "
                                     "game (not saved, not counted).")
OVER = QT_TRANSLATE_NOOP("Lesson", "The lesson is over; this game goes on as a practice game "
                                   "(not saved, not counted).")
#: The bubble's widths (the first that hides least), and the room kept between it and the
#: table's edges.
WIDTHS, MARGIN = (420, 300), 12


def start_lesson(window: MainWindow, game: str) -> LessonCoach | None:
    """Set ``game``'s lesson on the table (asking first while a game is going); None when the
    game has no lesson, is not offered (its declaration failed to load: the welcome screen may
    still show it) or the player stays with their game."""
    spec = GAMES.get(game)
    lesson: Lesson | None = spec.lesson_of() if spec is not None else None
    if lesson is None or window.closed or not _may_leave(window):
        return None
    options, deal = lesson.setup(spec)
    seats = [Seat(_player_name(window), True),
             *(Seat(name, False, lesson.level, lesson.style) for name in lesson.bots)]
    session = window.start_game(game, options, seats, lesson.seed, autostart=False,
                                deal=deal, first=lesson.first, saved=False)
    coach = window.lesson = LessonCoach(window, session, lesson)
    session.start()
    coach.begin()
    return coach


def _player_name(window: MainWindow) -> str:
    """The name the player last sat under in the new-game dialog, else ``YOU`` (the lesson's
    words call the player "you"; the table and the log use the name)."""
    setup = getattr(window.settings, "last_setup", None)
    seats = setup.seats if setup is not None else []
    humans = [s.name for s in seats if s.kind == "human" and s.name]
    return humans[0] if humans else YOU


def _may_leave(window: MainWindow) -> bool:
    """True when no game is going on, else ask; the game left is kept as it was saved (the
    lesson is not saved, so Continue brings that game back)."""
    if not window.in_progress():
        return True
    from PySide6.QtWidgets import QMessageBox
    from .games import title
    saved = window.session.recorder is not None
    box = QMessageBox(QMessageBox.Icon.Question, translate("MainWindow", "Game in progress"),
                      translate("Lesson", "Start the lesson while your game of %1 is still "
                                          "going?").replace("%1", title(window.session.game)),
                      parent=window)
    box.setObjectName("confirm_leaving")
    box.setInformativeText(
        translate("Lesson", "Your game is saved: Continue on the welcome screen brings it "
                            "back.") if saved else
        translate("MainWindow", "This game is not saved: it will be lost."))
    go = box.addButton(translate("Lesson", "Start the lesson"), QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(translate("MainWindow", "Keep playing"),
                         QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(stay)
    box.setEscapeButton(stay)
    box.exec()
    return box.clickedButton() is go and not window.closed


class LessonCoach(QObject):
    """Follows a lesson's game step by step (see the module's words)."""

    #: The lesson is over: finished (False) or skipped (True).
    ended = Signal(bool)

    def __init__(self, window: MainWindow, session: GameSession, lesson: Lesson) -> None:
        super().__init__(window)
        self.window, self.session, self.lesson = window, session, lesson
        self.steps = lesson.steps
        self.index = -1
        self.made = 0
        #: The event kind the current step waits for before it is shown (None: shown).
        self.awaiting: str | None = None
        self.closed = False
        self.names = [s.name for s in session.seats]
        page = window.table_page
        self.ring = CoachRing(page)
        self.bubble = CoachBubble(page)
        self.bubble.next_pressed.connect(self.next)
        self.bubble.skip_pressed.connect(self.skip)
        self._skip_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), window)
        self._skip_key.activated.connect(self.skip)
        self._next_keys = [QShortcut(QKeySequence(key), window)
                           for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)]
        for shortcut in self._next_keys:
            shortcut.activated.connect(self.next)
            shortcut.setEnabled(False)
        # The lesson's story needs every move to be the one it asks for: no undo, no
        # confirmation or countdown in the way of the highlighted button.
        session.set_undo_mode(OFF)
        session.confirm = False
        session.countdown_s = 0
        session.guard = self._guard
        session.played.connect(self._played)
        session.human_turn.connect(self._offered)
        session.waiting.connect(self._place_later)
        session.game_over.connect(self._game_over)
        session.controller.settled.connect(self._settled)
        session.table_replaced.connect(self._table_replaced)
        self._placer = QTimer(self)
        self._placer.setSingleShot(True)
        self._placer.setInterval(0)
        self._placer.timeout.connect(self.place)
        for widget in (window.table, window.actions_bar):
            widget.installEventFilter(self)

    @property
    def step(self) -> Step | None:
        return self.steps[self.index] if 0 <= self.index < len(self.steps) else None

    # --- the story ------------------------------------------------------------------------
    def begin(self) -> None:
        self._enter(0, [])

    def _enter(self, index: int, events: list) -> None:
        self.index = index
        self.made = 0                        # moves made of the step's ``times``
        step = self.step
        if step is None:
            self.finish(skipped=False)
            return
        self.awaiting = step.after
        if self.awaiting is not None and step.seen(events):
            self.awaiting = None
        if self.awaiting is not None:
            self.bubble.hide()
            self.ring.hide()
            self._keys(False)
            self.session.hold(False)
            return
        self._show()

    def _show(self) -> None:
        step = self.step
        explain = step.do is None
        self.bubble.show_step(step.text, self.names, self.index, len(self.steps), explain)
        self._keys(explain)
        self.session.hold(explain)
        self.place()

    def next(self) -> None:
        """Next: the explanation was read."""
        step = self.step
        if self.closed or step is None or step.do is not None or self.awaiting is not None:
            return
        self._enter(self.index + 1, [])

    def skip(self) -> None:
        """Skip lesson: the game goes on as an ordinary (unsaved) game."""
        if not self.closed:
            self.finish(skipped=True)

    def finish(self, skipped: bool, note: str | None = None) -> None:
        """The lesson is over (its last step read, or skipped): the game is the player's."""
        if self.closed:
            return
        self.close()
        window = self.window
        window._noted(Note("Lesson", note or (SKIPPED if skipped else OVER)))
        session = self.session
        if not session.closed:
            session.confirm = window.confirm
            session.countdown_s = window.countdown_s
            if window.undo_menu is not None:          # the mode the Edit menu says
                session.set_undo_mode(window.undo_menu.mode)
        self.ended.emit(skipped)

    def close(self) -> None:
        """Let go of the game (the window puts it away, or the lesson is over)."""
        if self.closed:
            return
        self.closed = True
        self._placer.stop()
        session = self.session
        session.guard = None
        for signal, slot in ((session.played, self._played),
                             (session.human_turn, self._offered),
                             (session.waiting, self._place_later),
                             (session.game_over, self._game_over),
                             (session.table_replaced, self._table_replaced),
                             (session.controller.settled, self._settled)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        if not session.closed:
            session.hold(False)
        for widget in (self.window.table, self.window.actions_bar):
            widget.removeEventFilter(self)
        for shortcut in (self._skip_key, *self._next_keys):
            shortcut.setEnabled(False)
            shortcut.deleteLater()
        for widget in (self.bubble, self.ring):
            widget.hide()
            widget.deleteLater()
        if self.window.lesson is self:
            self.window.lesson = None
        self.deleteLater()                  # a child of the window: it must not keep the game

    def _keys(self, explain: bool) -> None:
        for shortcut in self._next_keys:
            shortcut.setEnabled(explain)

    # --- what the game tells ----------------------------------------------------------------
    def _guard(self, action) -> str | None:
        """Why the human's ``action`` is not the lesson's move now (None: it is)."""
        step = self.step
        if step is None:
            return None
        if step.do is None or self.awaiting is not None:
            return translate("Lesson", "Read the lesson's note first, then press Next.")
        if step.fits(action):
            return None
        session = self.session
        seat = session.deciding
        legal = session.state.legal_actions(seat) if seat is not None else []
        if not any(step.fits(a) for a in legal):
            return None                      # the story no longer fits: never block the game
        return translate("Lesson", "The lesson asks for another move now (the highlighted "
                                   "one), or press Skip lesson.")

    def _played(self, events: list) -> None:
        step = self.step
        if step is None or self.closed:
            return
        seat, action = self.session.state.history[-1]
        if step.do is not None and self.awaiting is None and \
                self.session.seats[seat].human and step.fits(action):
            self.made += 1
            if self.made >= step.times:
                self._enter(self.index + 1, events)
            else:
                self._place_later()
        elif self.awaiting is not None and step.seen(events):
            self.awaiting = None
            self.session.hold(True)          # shown once the table has settled
            if not self.session.controller.busy:
                self._show()
        else:
            self._place_later()

    def _offered(self, seat: int, legal: list) -> None:
        """The human is asked to move: the step's move should be among the choices. When it
        is not (or the step still waits for something to happen), the game has gone another
        way than the story (a bot no longer plays as it did): the lesson ends, said in the
        log, rather than wait for a move that will never come."""
        step = self.step
        if self.closed or step is None:
            return
        if self.awaiting is not None or (step.do is not None and
                                         not any(step.fits(a) for a in legal)):
            self.finish(skipped=False, note=ASTRAY)
            return
        self._place_later()

    def _settled(self) -> None:
        step = self.step
        if self.closed or step is None:
            return
        if self.awaiting is None and self.session.held and self.bubble.isHidden():
            self._show()
        self.place()

    def _table_replaced(self, controller) -> None:
        """Undo rebuilt the table (undo is off in a lesson, unless the player turns it on):
        follow the new one."""
        controller.settled.connect(self._settled)
        self._place_later()

    def _game_over(self, _outcome) -> None:
        self.finish(skipped=False)

    # --- where things are -------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.LayoutRequest):
            self._place_later()
        return False

    def _place_later(self, *_args) -> None:
        """Place the bubble and the ring once the events now queued are handled (a burst of
        resizes and moves places them once)."""
        if not self.closed:
            self._placer.start()

    def target(self) -> QRect | None:
        """The marked zone, seat or button, in the table page's coordinates (None: not on
        screen now)."""
        step = self.step
        if step is None or step.mark is None or self.closed:
            return None
        found = [self._mark(mark, step) for mark in step.mark.split()]
        found = [rect for rect in found if rect is not None]
        if not found:
            return None
        rect = found[0]
        for other in found[1:]:
            rect = rect.united(other)
        return rect

    def _mark(self, mark: str, step: Step) -> QRect | None:
        """One mark of a step (a step may name several, apart by spaces)."""
        page, window = self.window.table_page, self.window
        what, _, name = mark.partition(":")
        if what == "action":
            widget = window.actions_bar.widget_for(
                step.fits if step.do == name else (lambda a: a.kind == name))
            if widget is None or not widget.isVisible():
                return None
            return QRect(widget.mapTo(page, QPoint(0, 0)), widget.size())
        found = mark_rect(self.session.controller, mark)
        return self._on_page(found) if found is not None else None

    def _on_page(self, scene_rect) -> QRect | None:
        """A scene rectangle in the table page's coordinates, cut to the view."""
        view, page = self.window.table, self.window.table_page
        rect = view.mapFromScene(scene_rect).boundingRect()
        rect = QRect(view.viewport().mapTo(page, rect.topLeft()), rect.size())
        rect = rect.intersected(QRect(view.mapTo(page, QPoint(0, 0)), view.size()))
        return None if rect.isEmpty() else rect

    def _cards(self) -> list[QRect]:
        """Where the things on the table are (cards, piles, heaps, chips: the bubble covers as
        few as it can); not the felt nor a seat's panel (anything of more than a tenth of
        the table)."""
        controller = self.session.controller
        scene = controller.scene
        whole = max(1.0, controller.width * controller.height)
        found = (self._on_page(i.sceneBoundingRect()) for i in scene.items()
                 if i.parentItem() is None and i.isVisible()
                 and i.boundingRect().width() * i.boundingRect().height() < whole / 10)
        return [r for r in found if r is not None]

    def _words(self) -> list[QRect]:
        """Where the table's words are that the player reads (a banner: whose turn, what is in
        play; a caption: a hand's count, a zone's name). ``_cards`` leaves a banner out (it is
        larger than its cut-off), and a caption weighs there no more than a card, so the
        bubble would hide them as readily as the felt. The items that hold words say where
        (``BoxItem.words_rect``)."""
        found = []
        for item in self.session.controller.scene.items():
            if isinstance(item, BoxItem) and item.isVisible():
                words = item.words_rect()
                if not words.isEmpty():
                    found.append(self._on_page(item.mapRectToScene(words)))
        return [r for r in found if r is not None]

    def place(self) -> None:
        """Ring round the target, bubble where it hides neither the target nor the table's
        words (where it can), and as few cards as it can."""
        if self.closed or self.bubble.isHidden():
            self.ring.hide()
            return
        target = self.target()
        if target is None or target.isEmpty():
            self.ring.hide()
        else:
            self.ring.surround(target)
        view = self.window.table
        area = QRect(view.mapTo(self.window.table_page, QPoint(0, 0)), view.size())
        self.bubble.place_in(area, self.ring.geometry() if self.ring.isVisible() else None,
                             self._cards(), self._words())


class CoachRing(QWidget):
    """A bright ring round what the player should use (clicks go through it)."""

    PAD = 6

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_ring")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.hide()

    def surround(self, rect: QRect) -> None:
        self.setGeometry(rect.adjusted(-self.PAD, -self.PAD, self.PAD, self.PAD))
        self.show()
        self.raise_()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # Orange with a white core: unlike the tables' own yellow "you may click this".
        painter.setPen(QPen(QColor("#ff6d00"), 6))
        painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 10, 10)
        painter.setPen(QPen(QColor("#ffffff"), 2))
        painter.drawRoundedRect(self.rect().adjusted(3, 3, -3, -3), 10, 10)


class CoachBubble(QFrame):
    """The step's words, Next (an explanation) and Skip lesson."""

    next_pressed = Signal()
    skip_pressed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("lesson_bubble")
        self.setStyleSheet(
            "#lesson_bubble { background: #fff6d8; border: 2px solid #ffd54a; "
            "border-radius: 12px; } QLabel { color: #1d2b22; }")
        self.heading = QLabel()
        self.heading.setObjectName("lesson_heading")
        self.heading.setStyleSheet("font-weight: bold; font-size: 13px;")
        self.text = QLabel()
        self.text.setObjectName("lesson_text")
        self.text.setWordWrap(True)
        self.text.setStyleSheet("font-size: 15px;")
        self.text.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignTop)
        self.next_button = QPushButton()
        self.next_button.setObjectName("lesson_next")
        self.next_button.clicked.connect(self.next_pressed)
        self.skip_button = QPushButton()
        self.skip_button.setObjectName("lesson_skip")
        self.skip_button.clicked.connect(self.skip_pressed)
        for button in (self.next_button, self.skip_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.skip_button)
        buttons.addWidget(self.next_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 10, 14, 10)
        box.addWidget(self.heading)
        box.addWidget(self.text)
        box.addLayout(buttons)
        self._shown: tuple | None = None
        self.hide()

    def show_step(self, source: str, names: list[str], index: int, count: int,
                  explain: bool) -> None:
        self._shown = (source, list(names), index, count, explain)
        self._write()
        self.next_button.setVisible(explain)
        self.show()
        self.raise_()
        if explain:
            self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    def _write(self) -> None:
        if self._shown is None:
            return
        source, names, index, count, explain = self._shown
        text = fill(translate("Lesson", source), *names[1:])
        self.text.setText(in_direction(text, self))
        self.heading.setText(translate("Lesson", "Learn to play: step %1 of %2")
                             .replace("%1", number(index + 1)).replace("%2", number(count)))
        self.next_button.setText(translate("Lesson", "Next (Enter)"))
        self.skip_button.setText(translate("Lesson", "Skip lesson (Esc)"))
        self.setAccessibleName(translate("Lesson", "Lesson"))
        self.setAccessibleDescription(text)

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange):
            self._write()
            parent = self.parent()
            if parent is not None:
                QTimer.singleShot(0, self, self._relaid)

    def _relaid(self) -> None:
        if self._area is not None:
            self.place_in(*self._area)

    _area: tuple | None = None

    def spots(self, area: QRect, words: list[QRect] = ()) -> list[QRect]:
        """Where the bubble may go inside ``area``: at the top, the middle or the bottom, and
        just above or below each of ``words`` (the felt between a banner and the seats is
        often the one free room); in the middle or to a side; wide and then narrower (a
        narrow one hides less). Measured at each width, the bubble keeps its size and place."""
        shown, spots = self.size(), []
        for widest in WIDTHS:
            width = min(widest, area.width() - 2 * MARGIN)
            self.setFixedWidth(width)
            self.layout().activate()
            height = max(self.heightForWidth(width), self.sizeHint().height())
            top, bottom = area.top() + MARGIN, area.bottom() - MARGIN - height
            left, right = area.left() + MARGIN, area.right() - MARGIN - width
            middle = area.center().x() - width // 2
            centre = area.center().y() - height // 2
            beside = [y for r in words for y in (r.top() - MARGIN - height, r.bottom() + MARGIN)
                      if top <= y <= bottom]
            spots += [QRect(x, y, width, height) for y in (top, bottom, centre, *beside)
                      for x in (middle, left, right)]
        self.setFixedSize(shown)
        return spots

    def place_in(self, area: QRect, avoid: QRect | None, crowd: list[QRect] = (),
                 words: list[QRect] = ()) -> None:
        """At the one of ``spots`` that hides least of ``avoid`` (the ring's target), then of
        ``words`` (a banner, a caption: the player must read them, more than see every card),
        then of ``crowd`` (the cards)."""
        self._area = (area, avoid, crowd, words)

        def hidden(spot: QRect) -> tuple[int, int, int]:
            return (cut(spot, avoid) if avoid is not None else 0,
                    sum(cut(spot, line) for line in words),
                    sum(cut(spot, card) for card in crowd))
        best = min(self.spots(area, words), key=hidden)  # the first of the least hidden
        self.setFixedSize(best.size())
        self.setGeometry(best)
        self.raise_()


def cut(spot: QRect, rect: QRect) -> int:
    """How much of ``rect`` ``spot`` hides (in square pixels)."""
    part = spot.intersected(rect)
    return part.width() * part.height() if not part.isEmpty() else 0
