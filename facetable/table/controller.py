"""What every game's table controller shares.

A controller owns the scene, its items and the animation queue. It turns the engine's events
(already redacted for the seat being shown) into animation steps, offers a human's legal
actions as clickable items, and emits ``chosen`` with the action a click determines. It never
decides a rule: everything goes back through the engine.
"""
from __future__ import annotations

import weakref
from collections.abc import Mapping, Sequence
from typing import Any, Callable

from PySide6.QtCore import QEvent, QObject, QPoint, QPointF, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu

from facetable.engine.contract import SPECTATOR, Action, Event, Outcome

from .animator import AnimationQueue, ms, parallel, pause, prop, sequence
from .geometry import Placement, Rect
from .items import BoxItem, CardItem, PileItem, SeatPanel, TableScene
from .keyboard import KeyCursor
from .log_lines import LogEntry
from .numbers import dot
from .theme import DECK, THEME, felt_brush
from .zones import Op, Projection, Reveal, TableModel

MOVE_MS = 320
#: Reactions let pass without asking (the app's "Let reactions pass" setting): never ("off"),
#: unless the player's own cards answer them, or that and every challenge is asked.
QUIET_OFF, QUIET_UNLESS_ABLE, QUIET_ASK_CHALLENGES = "off", "unless_able", "ask_challenges"


class TableController(QObject):
    #: The game's table model class (``from_view``, ``apply``); set by each subclass that keeps
    #: its own model. A game whose table is a zone model sets ``projection`` instead.
    table_model: Any = None
    #: The game's zones, declared (``table/zones.py``): events become zone operations and the
    #: picture the layout reads (``picture``) is made from the zones, never by applying rules.
    projection: Projection | None = None
    #: Event kind -> milliseconds (at speed 1) the table holds still after such an event
    #: (``event_pause``).
    pauses: Mapping[str, int] = {}

    #: A human's click determined this action.
    chosen = Signal(object)
    #: Every queued animation has finished: the table matches the model.
    settled = Signal()
    #: One line for the log, already translated: (line as shown now, the line everyone may read,
    #: the seat the first is private to or SPECTATOR when it is public).
    logged = Signal(str, str, int)
    #: The same line as a ``LogEntry`` that can write itself again in another language.
    entry_logged = Signal(object)
    #: The human's pending choice changed its words or buttons (e.g. a card toggled in a
    #: multi-card pick): the window shows ``prompt`` and the choices again.
    offer_changed = Signal()
    #: The keyboard's focus ring moved onto an item: what it is, for a screen reader.
    focus_text = Signal(str)
    #: A sound effect goes with the step now shown (its name; see ``sound_for``).
    sounded = Signal(str)

    def __init__(self, names: list[str], viewer: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.names = list(names)
        self.viewer = viewer            # the seat drawn at the bottom
        self.looking = SPECTATOR        # whose secrets the events shown may carry
        self.rtl = False
        self.width, self.height = 1000.0, 640.0
        self.scene = TableScene(self)
        self.animator = AnimationQueue(self)
        self.animator.idle.connect(self.settled)
        self.animator.idle.connect(self._settled_keys)
        self.cards: dict[int, CardItem] = {}
        #: The seats' panels (``add_panels``), in seat order.
        self.panels: list[SeatPanel] = []
        #: Item id -> the action a click on it plays now (``offer_items``).
        self._item_choices: dict[int, Action] = {}
        #: The zone model, for a game with a ``projection``.
        self.zones: TableModel | None = None
        #: While cards move: the picture whose labels (scores, counts) stay on screen until
        #: they land (None: the labels show ``model``).
        self._labels_from: Any = None
        #: A counted zone's pile item (zone name -> an item with ``set_count``): its count
        #: follows the zones and, like every label, changes when the step's cards land.
        self.pile_items: dict[str, Any] = {}
        #: Counted zones' sizes before the step now moving (their piles show these till then).
        self._counts_from: dict[str, int] | None = None
        #: Items the step now moving revealed to the seat shown (they turn over in place).
        self._revealed: set[int] = set()
        self.table_options: Any = None
        #: Show helpers computed from the deciding human's view (Flip 7's chance to bust);
        #: a setting, off by default.
        self.hints = False
        #: A game with rounds shows each round's result and holds the table until it is
        #: dismissed (0) or for this many seconds; None: no summary (no human at the table).
        self.round_results_s: int | None = None
        #: Arrows and Enter on the table: a visible focus ring over the items a click would
        #: play now (``key_targets``), for players without a mouse.
        self.keys = KeyCursor(self)
        #: The open menu of choices (a value to guess, an action on a player), if any.
        self.picker: QMenu | None = None
        #: ``sound_for(event) -> effect name or None``: the game's sounds (its spec's
        #: ``sound_for``), given by whoever makes the table; None: a silent table.
        self.sound_for: Callable[[Event], str | None] | None = None
        self.scene.installEventFilter(self)
        self._paint_felt()
        THEME.changed.connect(self._theme_changed)

    # --- for subclasses: the table ------------------------------------------------------------
    def configure(self, table_options: Any) -> None:
        """Take the game's presentation-only options (its spec's ``table_options``), if any."""
        self.table_options = table_options

    def show_people(self, people: Sequence[tuple[int | str, str]]) -> None:
        """Who sits at each seat, for its panel: (a bot's face seed or a human's name, the
        bot's public style label or ''), in seat order."""
        for panel, (face, style) in zip(self.panels, people):
            panel.set_person(face, style)

    def add_panels(self, players: int, panel: Callable[[int], SeatPanel] = SeatPanel
                   ) -> list[SeatPanel]:
        """A panel per seat (``panel(seat)``), on the table; kept in ``panels``."""
        self.panels = [panel(s) for s in range(players)]
        for item in self.panels:
            self.scene.addItem(item)
        return self.panels

    def add_piles(self, names: Sequence[str], pile: Callable[[], Any] | None = None) -> None:
        """A pile item (``pile()``; by default a pile of the shared deck's backs) on the table
        for each counted zone of ``names``, kept in ``pile_items``: its count follows the zone,
        and cards come out of it and go into it."""
        for name in names:
            self.pile_items[name] = pile() if pile is not None else PileItem(DECK)
            self.scene.addItem(self.pile_items[name])

    def place_panels(self, rects: Mapping[int, Rect]) -> None:
        """Put each seat's panel on its rectangle, reading in the table's direction."""
        for s, panel in enumerate(self.panels):
            r = rects[s]
            panel.rtl = self.rtl
            panel.set_rect(r.x, r.y, r.w, r.h)

    def placements(self) -> dict[int, Placement]:  # pragma: no cover - abstract
        raise NotImplementedError

    def relayout(self) -> None:  # pragma: no cover - abstract
        """Recompute the layout for the current model and size (no animation)."""
        raise NotImplementedError

    def describe(self, event: Event) -> str | None:
        """A log line for an event, or None."""
        return self.describe_with(event, self.log_facts(event))

    def log_facts(self, event: Event) -> Any:
        """What the game's log line for ``event`` reads from the table besides the event, as it
        is now (kept with the line, so a language switch writes it again as it was)."""
        return None

    def describe_with(self, event: Event, facts: Any) -> str | None:
        """The log line for ``event`` in the language now installed, from ``facts`` (what
        ``log_facts`` gave when the event was shown), or None."""
        return None

    def retranslate(self) -> None:
        """The language or the digits changed: write every word on the table again."""
        self.relayout()
        self.snap()

    # --- public API -------------------------------------------------------------------------
    def resize(self, width: float, height: float, rtl: bool | None = None) -> None:
        """Re-lay out the whole table at a new size, without animation."""
        self.animator.finish_all()
        self.width, self.height = max(320.0, width), max(240.0, height)
        if rtl is not None:
            self.rtl = rtl
        self.scene.setSceneRect(0, 0, self.width, self.height)
        self._paint_felt()
        self.relayout()
        self.snap()

    def play(self, events: list[Event]) -> None:
        """Queue the animations of a batch of events (redacted for the viewer).

        Consecutive events with the same ``batch_key`` (a sweep of many cards, both halves of a
        swap) move together in one step.
        """
        batch: list[Event] = []
        for event in events:
            if batch and (self.batch_key(event) is None
                          or self.batch_key(event) != self.batch_key(batch[-1])):
                self._enqueue(batch)
                batch = []
            batch.append(event)
        if batch:
            self._enqueue(batch)

    def _enqueue(self, batch: list[Event]) -> None:
        hold = max(self.hold_before(e) for e in batch)
        if hold:
            self.animator.enqueue(self._hold_for(batch, hold))
        self.animator.enqueue(self._step_for(batch))

    def hold_before(self, event: Event) -> int:
        """Milliseconds (at speed 1) to hold the table still, with ``mark(event)`` showing what
        the event is about, before the event is shown (Flip 7: a bust shows its duplicate
        card before the line turns over)."""
        return 0

    def mark(self, event: Event) -> None:
        """Point at what a held event is about (see ``hold_before``); the event's own step
        takes the marks away."""

    def play_at_once(self, events: list[Event]) -> None:
        """Show where ``events`` lead, with no animation: each applied and logged in order, as
        ``play`` does, then the table laid out once instead of after every step (a game
        replayed onto a new table: a resumed game, an undo, a replay's step back).
        ``tests/test_replay.py`` checks it ends exactly as playing them step by step."""
        self.animator.finish_all()
        for event in events:
            self.apply_event(event)
            self._log(event)
        self.relayout()
        self.snap()

    def batch_key(self, event: Event) -> object:
        """Events with equal, non-None keys in a row animate as one step."""
        return None

    def set_speed(self, speed: float) -> None:
        self.animator.instant = speed <= 0
        self.animator.speed = max(speed, 0.01)

    @property
    def busy(self) -> bool:
        return self.animator.busy

    # --- moving items -----------------------------------------------------------------------
    def _step_for(self, events: list[Event]) -> Callable[[float], Any]:
        def step(speed: float):
            before = self.model
            counts = self._pile_counts()
            ops: list[Op] = []
            for event in events:
                ops += self.apply_event(event) or []
                self._log(event)
            self._sound(events)
            pause_ms = max(self.event_pause(e) for e in events)
            if self.projection is None:
                self.relayout()
                return self.animate(speed, pause_ms)
            if speed > 0:
                self._labels_from = before        # the numbers change when the cards land
                self._counts_from = counts
                self._revealed = {op.item for op in ops if isinstance(op, Reveal)}
            self.relayout()
            self._show_pile_counts()
            try:
                return self.animate(speed, pause_ms, landed=self._cards_landed)
            finally:
                self._revealed = set()
        return step

    def _pile_counts(self) -> dict[str, int]:
        if self.zones is None:
            return {}
        return {name: self.zones.zones[name].size for name in self.pile_items}

    def _show_pile_counts(self) -> None:
        """Each counted pile's number: the one before the step until its cards land."""
        counts = self._counts_from if self._counts_from is not None else self._pile_counts()
        for name, pile in self.pile_items.items():
            pile.set_count(counts[name])

    def labels_model(self) -> Any:
        """The picture the labels (scores, counts, whose turn) show now: the one before the
        step while its cards are still moving, ``model`` once they have landed."""
        return self.model if self._labels_from is None else self._labels_from

    def show_labels(self) -> None:
        """Write the labels from ``labels_model()`` (games whose labels wait for landing)."""

    def _cards_landed(self) -> None:
        if self._counts_from is not None:
            self._counts_from = None
            self._show_pile_counts()
        if self._labels_from is not None:
            self._labels_from = None
            self.show_labels()

    def picture(self, zones: TableModel, view: Any = None) -> Any:
        """The plain picture of the zones the layout and the words read (zone games); ``view``
        when the table is redrawn from one."""
        return zones

    def zone_ops(self, ops: list[Op]) -> None:
        """Apply zone operations not coming from an event (the end of the game)."""
        self.zones.apply_all(ops)
        self.model = self.picture(self.zones)

    def show_open(self, ops: list[Op]) -> None:
        """At the end: apply ``ops`` (the cards still face down turned up), mark the zones
        open (every hand is shown) and lay the table out again."""
        self.zones.facts["open"] = True
        self.zone_ops(ops)
        self.relayout_later()

    def relayout_later(self) -> None:
        """Queue a step that lays the table out again and moves every item there (after
        ``zone_ops`` or a change of the model at the end of the game)."""
        def step(speed: float):
            self.relayout()
            return self.animate(speed)
        self.animator.enqueue(step)

    def reveal_rest(self, zone: str, kinds: Sequence[Any]) -> list[Op]:
        """At the end: reveal ``zone``'s face-down items as the kinds of ``kinds`` (all it
        holds, from the final state) that its known items do not show, in order."""
        items = self.zones.in_zone(zone)
        rest = list(kinds)
        for item in items:
            if item.face in rest:
                rest.remove(item.face)
        return [Reveal(i.id, k) for i, k in zip([i for i in items if i.face is None], rest)]

    def take_this(self, ops: list[Op], item: int | None, face: Any) -> list[Op]:
        """``ops`` with the first taking ``item`` when it lies in that zone showing ``face``:
        of equal cards, the one the human clicked moves."""
        source = self.zones.ids(ops[0].source) if ops else []
        if item in source and self.zones.items[item].face == face:
            return [ops[0].replace(at=source.index(item)), *ops[1:]]
        return ops

    def _hold_for(self, events: list[Event], hold: int) -> Callable[[float], Any]:
        def step(speed: float):
            for event in events:
                self.mark(event)
            return pause(ms(hold, speed)) if speed > 0 else None
        return step

    def _sound(self, events: list[Event]) -> None:
        """Emit ``sounded`` once for each effect the step's events call for, in order."""
        if self.sound_for is None:
            return
        effects = dict.fromkeys(filter(None, map(self.sound_for, events)))
        for effect in effects:
            self.sounded.emit(effect)

    def _log(self, event: Event) -> None:
        facts = self.log_facts(event)
        # The line is written again on a language switch while this table lives; the log holds
        # the table only weakly, so an ended game's table is freed (its lines then stay).
        table = weakref.ref(self)
        if event.secret and self.looking in event.audience:
            public_event = event.seen_by(SPECTATOR)
            public_facts = self.log_facts(public_event)

            def again() -> tuple[str, str] | None:
                c = table()
                if c is None:
                    return None
                return (c.describe_with(event, facts) or "",
                        c.describe_with(public_event, public_facts) or "")
            private_to = self.looking
        else:
            def again() -> tuple[str, str] | None:
                c = table()
                if c is None:
                    return None
                text = c.describe_with(event, facts) or ""
                return text, text
            private_to = SPECTATOR
        line, public = again()
        if not line:
            return
        self.logged.emit(line, public, private_to)
        self.entry_logged.emit(LogEntry(line, public, private_to, again))

    def apply_event(self, event: Event) -> list[Op]:
        """Follow one event; a zone game returns the zone operations it made."""
        if self.projection is None:
            self.model.apply(event)
            return []
        ops = self.event_ops(event)
        self.zones.apply_all(ops)
        self.projection.settle(self.zones)
        self.model = self.picture(self.zones)
        return ops

    def event_ops(self, event: Event) -> list[Op]:
        """What ``event`` does to the zones (a game may say which of equal cards moves)."""
        return self.projection.ops(event, self.zones)

    def start_zones(self, view: Any) -> None:
        """A zone game's table before the opening events (the view gives the players and the
        deck only)."""
        self.zones = self.projection.start(view)
        self.model = self.picture(self.zones)

    def load(self, view: Any) -> None:
        """Show a view as it is, without animation (a hand-over, a redraw)."""
        self.animator.finish_all()
        if self.projection is None:
            self.model = self.table_model.from_view(view)
        else:
            self.zones = self.projection.project(view)
            self.model = self.picture(self.zones, view)
        self.relayout()
        self.snap()

    def event_pause(self, event: Event) -> int:
        """Extra milliseconds (at speed 1) to hold the table still after an event: by default
        what ``pauses`` gives its kind."""
        return self.pauses.get(event.kind, 0)

    def snap(self) -> None:
        """Put every item where the layout says, at once."""
        self.animate(0.0)
        self._cards_landed()
        self._show_pile_counts()
        self.keys.follow()

    def animate(self, speed: float, pause_ms: int = 0, landed: Callable[[], None] | None = None):
        """Animate every item from where it is to its placement; None when nothing moves.
        ``landed`` is called once every item is in place (before the pause)."""
        targets = self.placements()
        animations = []
        for item_id, place in targets.items():
            item = self.item(item_id)
            animations.extend(self._move_item(item, place, speed))
        for item_id, item in self.cards.items():
            if item_id not in targets and item.isVisible():
                animations.extend(self._retire(item, speed))
        if speed <= 0 or not animations:
            if landed is not None:
                landed()
            if pause_ms and speed > 0:
                return pause(ms(pause_ms, speed))
            return None
        group = parallel(*animations)
        if landed is not None:
            group.finished.connect(landed)
        if pause_ms:
            return sequence(group, pause(ms(pause_ms, speed)))
        return group

    def item(self, item_id: int) -> CardItem:
        card = self.cards.get(item_id)
        if card is None:
            card = self.new_item(item_id)
            card.setVisible(False)
            card.clicked.connect(self._clicked_item)
            card.set_tip(self.card_tip)
            self.scene.addItem(card)
            self.cards[item_id] = card
        return card

    def new_item(self, item_id: int) -> CardItem:  # pragma: no cover - abstract
        raise NotImplementedError

    def spawn_point(self, item: CardItem) -> tuple[QPointF, float]:
        """Where a card that was not on the table appears from, and its flip there: a zone
        game's card from the counted pile it left (registered in ``pile_items``), or from where
        the anonymous card it was identified as lay (which gives way to it); else the middle."""
        origin = self.zones.came_from.get(item.item_id) if self.zones is not None else None
        before = self.cards.get(origin) if isinstance(origin, int) else None
        if before is not None and before.isVisible():
            before.setVisible(False)                # the same card, now known
            return before.pos(), before.flip
        if origin in self.pile_items:
            return self.pile_items[origin].pos(), 0.0
        return QPointF(self.width / 2, self.height / 2), 0.0

    def retire_point(self, item: CardItem) -> QPointF:
        """Where a card goes when it leaves the table: for a zone game the counted pile it went
        into (registered in ``pile_items``), else the middle."""
        pile = self.zones.went_to.get(item.item_id) if self.zones is not None else None
        if pile in self.pile_items:
            return self.pile_items[pile].pos()
        return QPointF(self.width / 2, self.height / 2)

    def _move_item(self, item: CardItem, place: Placement, speed: float) -> list:
        r = place.rect
        scale = place.scale
        item.set_size(r.w / scale, r.h / scale)
        end = QPointF(r.x, r.y)
        flip = 1.0 if place.face_up else 0.0
        if not item.isVisible():
            start, start_flip = self.spawn_point(item)
            item.setPos(start)
            item.flip = start_flip
            item.setScale(scale)
            item.setVisible(True)
        if speed <= 0:
            item.setPos(end)
            item.flip = flip
            item.setScale(scale)
            item.setZValue(place.z)
            return []
        out = []
        duration = ms(MOVE_MS, speed)
        if abs(item.scale() - scale) > 1e-3:
            out.append(prop(item, b"scale", scale, duration))
        if (item.pos() - end).manhattanLength() > 0.5:
            item.setZValue(1000 + place.z)
            move = prop(item, b"pos", end, duration)
            move.finished.connect(lambda item=item, z=place.z: item.setZValue(z))
            out.append(move)
        else:
            item.setZValue(place.z)
        if abs(item.flip - flip) > 1e-3:
            out.append(prop(item, b"flip", flip, duration))
        elif item.item_id in self._revealed and flip == 1.0:
            # Revealed where it lies, face up already: it turns on its edge and back, so the
            # change of face is seen (one animation for every game's Reveal).
            half = max(1, duration // 2)
            out.append(sequence(prop(item, b"flip", 0.5, half), prop(item, b"flip", 1.0, half)))
        return out

    def _retire(self, item: CardItem, speed: float) -> list:
        end = self.retire_point(item)
        if speed <= 0:
            item.setVisible(False)
            return []
        move = prop(item, b"pos", end, ms(MOVE_MS, speed))
        turn = prop(item, b"flip", 0.0, ms(MOVE_MS, speed))
        move.finished.connect(lambda item=item: item.setVisible(False))
        item.setZValue(900)
        return [move, turn]

    # --- human choices ----------------------------------------------------------------------
    def offer(self, legal: list[Action], view: Any = None) -> None:
        """Make the items that pick one of ``legal`` clickable (subclasses decide which);
        ``view`` is what the deciding seat knows, for choices that depend on it."""

    def offer_items(self, choices: Mapping[int, Action]) -> None:
        """Make each item of ``choices`` clickable, a click playing its action (the usual
        ``offer`` of a game where a choice is a card to click)."""
        self.withdraw()
        self._item_choices = dict(choices)
        for item_id in choices:
            self.item(item_id).set_selectable(True)

    def auto_choice(self, legal: list[Action]) -> Action | None:
        """A choice so forced that a human need not be asked (None: ask)."""
        return None

    def listed(self, legal: list[Action]) -> list[Action]:
        """The actions the action bar's list offers (all of them unless a game trims it)."""
        return legal

    def button_key(self, action: Action) -> str | None:
        """The key of a big button for ``action`` (None: the game declaration's ``action_keys``)."""
        return None

    def confirm_text(self, action: Action) -> str | None:
        """A question to ask before playing ``action`` when it cannot be taken back (CP-19);
        None: play it at once. Asked only when the player keeps confirmations on."""
        return None

    def default_action(self, legal: list[Action]) -> Action | None:
        """What a reaction countdown plays when time runs out (None: no countdown here)."""
        return None

    def quiet_answer(self, legal: list[Action], view: Any, mode: str) -> Action | None:
        """The answer played for the player without asking, when they let reactions pass
        (``mode``: ``QUIET_UNLESS_ABLE``, pass unless their own cards give them a real answer;
        ``QUIET_ASK_CHALLENGES``, the same but ask about every challenge); None: ask them.
        Read from the deciding seat's own view. By default every choice is asked."""
        return None

    def suggested_action(self, legal: list[Action]) -> Action | None:
        """The choice the action bar puts the keyboard on first, so Enter never plays the
        risky one by accident: the safe answer (let a claim go), the best target for the
        player choosing. None: the first choice. By default the countdown's answer."""
        return self.default_action(legal)

    def show_final(self, state: Any) -> None:
        """The game is over and nothing is secret any more: show what only the full state
        holds (the cards still face down, which claims were bluffs)."""

    def withdraw(self) -> None:
        """No human choice pending: nothing is clickable."""
        for card in self.cards.values():
            card.set_selectable(False)
        self._item_choices = {}
        self.keys.clear()
        self.close_picker()

    # --- keyboard -----------------------------------------------------------------------------
    def key_targets(self) -> list[BoxItem]:
        """What the keyboard can reach now: every visible item a click would play, in reading
        order (rows from the top; along a row in the table's direction)."""
        items = [i for i in self.scene.items()
                 if isinstance(i, BoxItem) and i.selectable and i.isVisible()]

        def place(item: BoxItem) -> tuple[float, float]:
            r = item.sceneBoundingRect()
            return round(r.center().y() / 24), (-r.center().x() if self.rtl else r.center().x())
        return sorted(items, key=place)

    def _settled_keys(self) -> None:
        self.keys.follow()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt's name
        """Keys on the table: arrows move the focus ring, Enter or Space plays its item."""
        if watched is self.scene and event.type() == QEvent.Type.KeyPress:
            return self.keys.key_press(event.key(), event.modifiers())
        return False

    def describe_item(self, item: BoxItem) -> str:
        """What an item is, in words (said when the focus ring reaches it): its tooltip if it
        has one, a seat's name and status; games say more for their cards."""
        if item.toolTip():
            return item.toolTip()
        if isinstance(item, SeatPanel):
            return f" {dot()} ".join(t for t in (item.title, item.style_text(), item.detail) if t)
        return ""

    def popup_menu(self, menu: QMenu) -> None:
        """Open a choice menu (a value to guess, an action on a player) where the player
        looks: at the pointer after a click, beside the focused item after a key. Opened by a
        key, its first entry is already chosen, so Enter picks it at once."""
        item = self.keys.pressed_item()
        views = self.scene.views()
        if item is None or not views:
            menu.popup(QCursor.pos())
            return
        view = views[0]
        corner = item.sceneBoundingRect().bottomRight() if not self.rtl else \
            item.sceneBoundingRect().bottomLeft()
        point = view.viewport().mapToGlobal(view.mapFromScene(corner))
        menu.popup(QPoint(point.x(), point.y()))
        if menu.actions():
            menu.setActiveAction(menu.actions()[0])

    def _choose(self, action: Action) -> None:
        """The human chose ``action``: nothing is clickable any more, and the session hears."""
        self.withdraw()
        self.chosen.emit(action)

    def open_picker(self, menu: QMenu) -> None:
        """Open ``menu`` as the table's one menu of choices (``popup_menu``), closing any
        other."""
        self.close_picker()
        self.picker = menu
        self.popup_menu(menu)

    def close_picker(self) -> None:
        if self.picker is not None:
            self.picker.close()
            self.picker = None

    def _clicked_item(self, item_id: int) -> None:
        """A selectable card was clicked: its action if ``offer_items`` gave it one
        (subclasses that offer otherwise map the click themselves)."""
        action = self._item_choices.get(item_id)
        if action is not None:
            self._choose(action)

    def dispose(self) -> None:
        """The game is gone (a new game, the window closing): stop every animation, drop a
        human's pending choice and empty the scene. What a choice hangs on the scene or in a
        menu holds this controller through Qt connections that Python's collector cannot
        see, so it is let go of here, explicitly."""
        self.animator.finish_all()
        self.withdraw()
        self.keys.forget()
        self.scene.clear()                 # deletes every item, and their signal connections
        self.cards.clear()

    # --- for subclasses: words for the window ---------------------------------------------------
    def card_tip(self, item: BoxItem) -> str:
        """The tooltip of a card or tile: its name and what it does, in the language in use,
        from what the item shows (a face-down card is only a face-down card)."""
        return ""

    def shortcuts(self) -> list[tuple[str, str]]:
        """The keys this table answers to, as (key, what it does) pairs, translated: the keys
        of its buttons (``button_key``) and any the table reads itself. The keyboard overlay
        (Help → Keyboard shortcuts, ?) lists them."""
        return []

    def prompt(self, seat: int) -> str:  # pragma: no cover - abstract
        """What the human ``seat`` is asked to decide (after ``offer``)."""
        raise NotImplementedError

    def action_text(self, action: Action) -> str:  # pragma: no cover - abstract
        """A button's or list entry's words for one legal action."""
        raise NotImplementedError

    def score_headers(self) -> list[str]:  # pragma: no cover - abstract
        raise NotImplementedError

    def score_rows(self) -> list[list[str]]:  # pragma: no cover - abstract
        """One row per seat under ``score_headers``."""
        raise NotImplementedError

    def result_text(self, outcome: Outcome) -> str:  # pragma: no cover - abstract
        """One line announcing how the game ended."""
        raise NotImplementedError

    def history_rows(self) -> list[str] | None:
        """Lines of the game's history panel (Crack's guesses); None: the game has none, or
        the players chose not to see it."""
        return None

    # --- background -------------------------------------------------------------------------
    def _paint_felt(self) -> None:
        """The felt chosen in the settings (``theme.THEME``), lighter in the middle."""
        self.scene.setBackgroundBrush(felt_brush(self.width, self.height))

    def _theme_changed(self) -> None:
        """The felt or the shared card back changed in the settings: paint them now."""
        self._paint_felt()
        self.scene.update()
