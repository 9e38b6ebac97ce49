"""A staging row for a table controller: the seat shown arranges some of its own cards in order
before playing them (Good Face Bad Face's new Stack, GF-4). A click on a hand card adds it at
the end, a click on a staged card takes it back; a staged card is dragged to another place or
moved with its arrows; the keys choose a staged card (←/→), move it (Shift+←/→), take it back
(Backspace, Delete) and say Done (Enter). Only the seat shown sees the row.

The row is then played one move at a time: Done plays the first (``plan_next``), and while the
plan is under way (a staged card has left the hand) the same seat's next offers are answered
with the rest (``planned``), so the cards go in as arranged.

``StagingRow`` is mixed into a ``TableController`` (before it) that gives its own hand
(``_in_hand``), says which move plays the row's next card (``plan_next``) and shows the cards'
looks (``_sync_looks``); its layout places the row (``card_rows.stage_row``); its model tells
what a card is (``kind``).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QAbstractAnimation, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen, QPolygonF

from .captions import CREAM, ButtonItem, CaptionItem, place
from .items import BoxItem
from .numbers import number

ENTER = (Qt.Key.Key_Return, Qt.Key.Key_Enter)


class ArrowItem(BoxItem):
    """A small button that moves a staged card one place left or right on screen."""

    def __init__(self, key: int, left: bool) -> None:
        super().__init__(key, 18.0, 20.0, margin=2.0)
        self.left = left
        self.setZValue(420)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1))
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(QRectF(0, 0, w, h), 4, 4)
        a, b = w * 0.3, w * 0.7
        tip, back = (a, b) if self.left else (b, a)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CREAM if self.selectable else QColor(255, 255, 255, 70))
        painter.drawPolygon(QPolygonF([QPointF(tip, h / 2), QPointF(back, h * 0.25),
                                       QPointF(back, h * 0.75)]))


class StagingRow:
    """The staging row's state and handling, for a ``TableController`` subclass."""

    #: A key that stages a hand card of a kind -> that kind (a letter per kind of card).
    stage_keys: dict[int, object] = {}

    def init_staging(self) -> None:
        #: The cards chosen, in order (item ids of the own hand).
        self._staged: list[int] = []
        self._cursor = 0                       # the staged card the arrow keys move
        self._building = False                 # the staging row is being arranged
        self._local: QAbstractAnimation | None = None
        self.arrows: list[tuple[ArrowItem, ArrowItem]] = []
        self.stage_caption = CaptionItem()
        self.done = ButtonItem()
        self.done.clicked.connect(lambda _: self.done_building())
        for item in (self.stage_caption, self.done):
            self.scene.addItem(item)

    def _in_hand(self) -> list[int]:  # pragma: no cover - abstract
        """The seat shown's hand (item ids)."""
        raise NotImplementedError

    def plan_next(self, rest: list[int]) -> Any:  # pragma: no cover - abstract
        """The move that plays the first of the staged cards ``rest`` still to go, or ends the
        row when none is left."""
        raise NotImplementedError

    def done_building(self) -> None:
        """Done: the first staged card is played; the rest follow (``planned``)."""
        action = self.plan_next(self._staged)
        if self._building and action in self._legal:
            self.finish_rearranging()
            self._choose(action)

    def planned(self, legal: list) -> Any:
        """While an arranged row is being played (a staged card has left the hand): its next
        move, if ``legal`` holds it; else None (the human decides)."""
        rest = self._staged_in_hand()
        if len(rest) == len(self._staged):
            return None
        action = self.plan_next(rest)
        return action if action in legal else None

    def planned_listing(self, legal: list) -> list:
        """What the action bar lists while the row is arranged: Done, when it is legal."""
        done = self.plan_next(self._staged)
        return [done] if done in legal else []

    def load(self, view) -> None:
        """A table drawn anew from a view (undo, a replay): no row is being arranged."""
        self._staged, self._cursor, self._building = [], 0, False
        super().load(view)

    def start_building(self) -> None:
        """The seat shown arranges a row now: the cards staged before that are still in its
        hand stay staged, every hand card can be clicked, and the keys go to the table."""
        self._building = True
        self.keep_staged()
        for item_id in self._in_hand():
            self.item(item_id).set_selectable(True)
        for view in self.scene.views():
            view.setFocus()

    def staged_marks(self, item_id: int) -> tuple[str, bool]:
        """What a card shows of the row: its place in it (a number, for a staged card still in
        hand) and whether the keys have chosen it."""
        chosen = self._staged[self._cursor] if self._building and self._staged else None
        place = number(self._staged.index(item_id) + 1) \
            if item_id in self._staged and item_id in self._in_hand() else ""
        return place, item_id == chosen

    def played_from_row(self, ops: list, kind) -> list:
        """``ops`` of a card of ``kind`` the seat shown played from its hand: the card is the
        first staged one of that kind (``take_this``), so the row plays as arranged."""
        hand = self.zones.ids(ops[0].source)
        return self.take_this(ops, next((i for i in self._staged if i in hand), None), kind)

    def _staged_in_hand(self) -> list[int]:
        """The staged cards not yet played."""
        hand = self._in_hand()
        return [i for i in self._staged if i in hand]

    def staged_kinds(self) -> list:
        """What the staged cards are, in order."""
        return [self.model.kind(i) for i in self._staged]

    def stage_kind(self, kind) -> bool:
        """Add a hand card of ``kind`` (a key press); False if the hand has none left."""
        item = next((i for i in sorted(self._in_hand()) if self.model.kind(i) == kind
                     and i not in self._staged), None)
        if item is None:
            return False
        self.stage(item)
        return True

    def keep_staged(self) -> None:
        """A new offer: the staged cards still in hand stay, the keys' card with them."""
        hand = self._in_hand()
        self._staged = [i for i in self._staged if i in hand]
        self._cursor = max(0, min(self._cursor, len(self._staged) - 1))

    def stage(self, item_id: int) -> None:
        """Add a hand card at the end of the row."""
        if not self._building or item_id in self._staged or item_id not in self._in_hand():
            return
        self._staged.append(item_id)
        self._cursor = len(self._staged) - 1
        self._rearranged()

    def unstage(self, item_id: int) -> None:
        """Take a card out of the row, back to the hand."""
        if not self._building or item_id not in self._staged:
            return
        self._staged.remove(item_id)
        self._cursor = max(0, min(self._cursor, len(self._staged) - 1))
        self._rearranged()

    def move_staged(self, index: int, delta: int) -> None:
        """Move the ``index``-th staged card ``delta`` places later (negative: earlier)."""
        target = index + delta
        if not self._building or not 0 <= index < len(self._staged) \
                or not 0 <= target < len(self._staged):
            return
        item = self._staged.pop(index)
        self._staged.insert(target, item)
        self._cursor = target
        self._rearranged()

    def _can_move(self, index: int, screen_delta: int) -> bool:
        delta = -screen_delta if self.rtl else screen_delta
        return self._building and 0 <= index + delta < len(self._staged)

    def _clicked_arrow(self, key: int) -> None:
        index, right = divmod(key, 2)
        screen_delta = 1 if right else -1
        self.move_staged(index, -screen_delta if self.rtl else screen_delta)

    def _dropped(self, item_id: int, x: float) -> None:
        """A staged card dragged and let go: it takes the place its centre was dropped at."""
        if not self._building or item_id not in self._staged:
            self._rearranged()
            return
        others = [i for i in self._staged if i != item_id]
        centres = [self.layout.cards[i].rect.x + self.layout.cards[i].rect.w / 2
                   for i in others]
        before = sum(1 for c in centres if (c > x if self.rtl else c < x))
        self._staged = others[:before] + [item_id] + others[before:]
        self._cursor = before
        self._rearranged()

    def _rearranged(self) -> None:
        """The row changed: slide the cards to their new places, tell the window."""
        if self._local is not None:
            self._local.stop()
            self._local = None
        self.relayout()
        for item_id in self._staged + self._in_hand():
            self.item(item_id).set_selectable(self._building)
        speed = 0.0 if self.animator.instant else self.animator.speed
        animation = self.animate(speed)
        if animation is not None:
            self._local = animation
            animation.start()
        self.offer_changed.emit()

    def staging_click(self, item_id: int) -> bool:
        """A click on a card while the row is arranged: a staged card goes back to the hand, a
        card of the hand joins the row at its end. False when no row is being arranged."""
        if not self._building:
            return False
        if item_id in self._staged:
            self.unstage(item_id)
        else:
            self.stage(item_id)
        return True

    def finish_rearranging(self) -> None:
        """Done was pressed: the cards still sliding are put in place at once."""
        if self._local is not None:
            self._local.setCurrentTime(self._local.totalDuration())
            self._local = None

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """Keys on the table while the row is arranged (``stage_keys``, ``staging_key``); any
        other key goes to the table (its focus ring)."""
        if watched is self.scene and event.type() == QEvent.Type.KeyPress and self._building:
            key = event.key()
            if key in self.stage_keys:
                return self.stage_kind(self.stage_keys[key]) or True
            if self.staging_key(key, event.modifiers()):
                return True
        return super().eventFilter(watched, event)

    def staging_key(self, key: int, mods) -> bool:
        """←/→ choose a staged card, Shift+←/→ move it, Backspace or Delete takes it back,
        Enter or D is Done; False for any other key."""
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and self._staged:
            screen = -1 if key == Qt.Key.Key_Left else 1
            delta = -screen if self.rtl else screen
            if mods & Qt.KeyboardModifier.ShiftModifier:
                self.move_staged(self._cursor, delta)
            else:
                self._cursor = max(0, min(len(self._staged) - 1, self._cursor + delta))
                self._sync_looks()
            return True
        if key in (Qt.Key.Key_Backspace, Qt.Key.Key_Delete) and self._staged:
            self.unstage(self._staged[self._cursor])
            return True
        if key in ENTER or key == Qt.Key.Key_D:
            self.done_building()
            return True
        return False

    def place_stage(self, lay, caption: str, done: str) -> None:
        """Lay the row's caption, arrows and Done out as ``lay`` (the game's layout) says."""
        stage = lay.stage                      # a ``card_rows.Stage``, or None
        arrows, done_at = (stage.arrows, stage.done) if stage is not None else ([], None)
        self.stage_caption.setVisible(stage is not None and self._building)
        if stage is not None:
            place(self.stage_caption, stage.caption, self.rtl)
            self.stage_caption.set_text(caption)
        self.done.setVisible(done_at is not None)
        if done_at is not None:
            place(self.done, done_at)
            self.done.set_text(done)
            self.done.set_selectable(self._building and bool(self._staged))
        while len(self.arrows) < len(arrows):
            i = len(self.arrows)
            pair = (ArrowItem(2 * i, True), ArrowItem(2 * i + 1, False))
            for arrow in pair:
                arrow.clicked.connect(self._clicked_arrow)
                self.scene.addItem(arrow)
            self.arrows.append(pair)
        for i, pair in enumerate(self.arrows):
            shown = i < len(arrows)
            for arrow, r in zip(pair, arrows[i] if shown else (None, None)):
                arrow.setVisible(shown)
                if shown:
                    place(arrow, r)
                    arrow.set_selectable(self._can_move(i, -1 if arrow.left else 1))

    def withdraw_staging(self) -> bool:
        """Nothing of the row can be pressed; True if it was being arranged."""
        was_building, self._building = self._building, False
        self.done.set_selectable(False)
        for pair in self.arrows:
            for arrow in pair:
                arrow.set_selectable(False)
        return was_building
