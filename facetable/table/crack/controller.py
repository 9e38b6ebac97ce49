"""The Crack the Code table: rows of tiles, the held tile, the pool heaps, and the guess picker."""
from __future__ import annotations


from PySide6.QtCore import QCoreApplication, QObject, QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QMenu

from facetable.engine.contract import Action, Event, Outcome
from facetable.engine.crack import View
from facetable.engine.crack.tiles import code, value_of

from ..zones import TableModel

from . import text
from ..controller import TableController
from .layout import CrackLayout, layout
from .options import TableOptions
from .model import PROJECTION, CrackTable, end_ops
from ..geometry import Placement
from ..items import HIGHLIGHT, BoxItem, CardItem
from .tile_items import HeapItem, TileItem
from ..numbers import number

translate = QCoreApplication.translate

PAUSES = {"guess": 450, "out": 400, "game_over": 600}
#: The keys of the big buttons: (kind, value) -> key.
KEYS = {("draw", 0): "B", ("draw", 1): "W", ("continue", None): "G", ("stop", None): "S"}


class GapMarker(BoxItem):
    """A clickable spot between two tiles where a dash may stand (CR-5): a lit slot as tall as
    a tile, so the prompt's "click a yellow spot" points at something plain to see."""

    def __init__(self, index: int, on_click) -> None:
        super().__init__(index, 14.0, 60.0, margin=3.0)
        self.index = index
        self.clicked.connect(on_click)
        self.setZValue(200)
        self.set_selectable(True)

    def place(self, x: float, y: float, tile_w: float, tile_h: float) -> None:
        """Centre the slot on (x, y), sized for tiles of ``tile_w`` × ``tile_h``."""
        w, h = max(12.0, tile_w * 0.24), tile_h * 0.92
        self.set_rect(x - w / 2, y - h / 2, w, h)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        w, h = self.size()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3a2a00"), 1.5))
        painter.setBrush(HIGHLIGHT)
        painter.drawRoundedRect(QRectF(0, 0, w, h), w / 2, w / 2)
        painter.setPen(QPen(QColor("#3a2a00"), max(2.0, w * 0.18)))
        painter.drawLine(QPointF(w * 0.25, h / 2), QPointF(w * 0.75, h / 2))


class CrackController(TableController):
    projection = PROJECTION
    pauses = PAUSES

    def __init__(self, view: View, names: list[str], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(names, viewer, parent)
        self.players = view.players
        self.start_zones(view)
        self.heaps = (HeapItem(0), HeapItem(1))
        for heap in self.heaps:
            heap.clicked.connect(self._clicked_heap)
            heap.set_tip(lambda item: text.heap_tip(item.colour, item.count))
            self.scene.addItem(heap)
        self.add_panels(view.players)
        self.layout: CrackLayout | None = None
        self._legal: list[Action] = []
        self._view: View | None = None
        self._markers: list[GapMarker] = []
        #: The guess history's lines, kept between refreshes (None: to be made again).
        self._history: list[str] | None = None
        self.relayout()

    # --- model and layout -------------------------------------------------------------------
    def relayout(self) -> None:
        self.layout = lay = layout(self.zones, self.players, self.viewer, self.width,
                                   self.height, self.rtl)
        for colour, heap in enumerate(self.heaps):
            r = lay.heaps[colour]
            heap.set_rect(r.x, r.y, r.w, r.h)
            heap.set_count(len(self.model.pool[colour]))
        self.place_panels(lay.seats)
        self.show_labels()
        for row in self.model.rows:
            for tile in row:
                if tile.id in self.cards:
                    self.cards[tile.id].show_as(tile.value, private=not tile.face_up)
        held = self.model.held
        if held is not None and held.id in self.cards:
            self.cards[held.id].show_as(held.value, private=not held.face_up)
        self._place_markers()

    def show_labels(self) -> None:
        """Each seat's name, hidden count and turn, as the tiles that have landed show."""
        shown = self.labels_model()
        for s, panel in enumerate(self.panels):
            hidden = sum(1 for t in shown.rows[s] if not t.face_up)
            detail = translate("Crack", "Out") if shown.out[s] else \
                translate("Crack", "%1 hidden").replace("%1", number(hidden))
            panel.set_text(self.names[s], detail, s == shown.turn, shown.out[s])

    def picture(self, zones: TableModel, view=None) -> CrackTable:
        return CrackTable.of(zones, self.players)

    def _place_markers(self) -> None:
        """The dash's spots stand between the tiles as laid out now (a resize moves them)."""
        if not self._markers or self.model.held_by is None:
            return
        gaps = self.layout.gaps[self.model.held_by]
        for marker in self._markers:
            if marker.index < len(gaps):
                marker.place(*gaps[marker.index], self.layout.tile_w, self.layout.tile_h)

    def placements(self) -> dict[int, Placement]:
        return self.layout.tiles

    def apply_event(self, event: Event) -> None:
        super().apply_event(event)
        if event.kind == "guess" and self._history is not None:
            self._history.append(text.guess_line(self.model.log[-1], self.model, self.names))

    def load(self, view: View) -> None:
        self._history = None
        super().load(view)

    def describe_item(self, item) -> str:
        """A tile by its owner, colour and place ("Bảo's white tile in position 3"), a heap by
        its colour."""
        if isinstance(item, TileItem):
            return text.tile_label(self.model, item.item_id, self.names)
        if isinstance(item, HeapItem):
            return translate("Crack", "Draw a %1 tile").replace("%1", text.colour_name(
                item.colour))
        return super().describe_item(item)

    def retranslate(self) -> None:
        self._history = None                     # the guess lines, in the new language
        super().retranslate()
    def show_final(self, state) -> None:
        """The game is over and nothing is secret any more: the winner's tiles still face down
        are turned up, and a tile it still held stands in its row, where the engine says."""
        places = {} if state.held is None else {state.held: state.held_place()}
        self.zone_ops(end_ops(self.zones, {t: value_of(code) for t, code in
                                           enumerate(state.codes) if state.owner[t] >= 0},
                              places))
        self._history = None
        self.relayout_later()

    def new_item(self, item_id: int) -> CardItem:
        tile = self.model.tile(item_id)
        item = TileItem(item_id, tile.colour)
        item.show_as(tile.value, private=not tile.face_up)
        return item

    def card_tip(self, item: TileItem) -> str:
        return text.tile_tip(item.colour, item.value, item.face_up)

    def spawn_point(self, item: CardItem) -> tuple[QPointF, float]:
        r = self.layout.heaps[item.colour]
        return QPointF(r.x, r.y), 0.0

    def retire_point(self, item: CardItem) -> QPointF:
        r = self.layout.heaps[item.colour]
        return QPointF(r.x, r.y)

    @property
    def memory_mode(self) -> bool:
        """CR-11 memory mode (a table option): the guess history is not shown to humans."""
        return bool(self.table_options is not None and self.table_options.memory_mode)

    def log_facts(self, event: Event) -> int:
        return self.viewer

    def describe_with(self, event: Event, viewer: int) -> str | None:
        if self.memory_mode and event.kind == "guess":
            return None
        return text.event_text(event, self.model, self.names, viewer)

    # --- human choices ----------------------------------------------------------------------
    def offer(self, legal: list[Action], view: View | None = None) -> None:
        self.withdraw()
        self._legal, self._view = list(legal), view
        for a in legal:
            if a.kind == "draw":
                self.heaps[a.value].set_selectable(True)
            elif a.kind in ("guess", "reveal"):
                self.item(a.item).set_selectable(True)
        for index in (a.value for a in legal if a.kind == "place"):
            marker = GapMarker(index, self._clicked_gap)
            self.scene.addItem(marker)
            self._markers.append(marker)
        self._place_markers()

    def withdraw(self) -> None:
        super().withdraw()
        self._legal, self._view = [], None
        for heap in self.heaps:
            heap.set_selectable(False)
        for marker in self._markers:
            self.scene.removeItem(marker)
        self._markers = []

    def auto_choice(self, legal: list[Action]) -> Action | None:
        """A number tile has one place in the row: stand it there without asking (CR-4)."""
        if len(legal) == 1 and legal[0].kind == "place":
            return legal[0]
        return None

    def listed(self, legal: list[Action]) -> list[Action]:
        """The actions the keyboard list offers: guesses only of the values the value menu
        offers and does not grey out (the deduction help setting)."""
        if self._view is None:
            return legal
        offered: dict[int, set[int]] = {}
        keep = []
        for a in legal:
            if a.kind == "guess":
                if a.item not in offered:
                    offered[a.item] = {v for v, on in self.offered_values(a.item) if on}
                if a.value not in offered[a.item]:
                    continue
            keep.append(a)
        return keep

    def button_key(self, action: Action) -> str | None:
        return KEYS.get((action.kind, action.value))

    def shortcuts(self) -> list[tuple[str, str]]:
        return [(key, text.key_help(kind, value)) for (kind, value), key in KEYS.items()]

    @property
    def deduction_help(self) -> str:
        """The value menu's help (a table option): "off", "colours" or "full"."""
        options = self.table_options if self.table_options is not None else TableOptions()
        return options.deduction_help

    def offered_values(self, tile: int) -> list[tuple[int, bool]]:
        """The value menu of a tile: (value, enabled) in value order, as the deduction help
        says: "off" every value a guess may name; "colours" the same, with the values of the
        tile's colour this seat can see (turned up, its own) greyed out; "full" only the
        values every clue still allows (``View.possible_values``)."""
        values = sorted({a.value for a in self._legal if a.kind == "guess" and a.item == tile})
        view, help_ = self._view, self.deduction_help
        if view is None or help_ == "off":
            return [(v, True) for v in values]
        if help_ == "full":
            possible = set(view.possible_values(tile))
            return [(v, True) for v in values if v in possible]
        colour = view.tile(tile).colour
        seen = view.known_codes()
        return [(v, code(colour, v) not in seen) for v in values]

    def possible_values(self, tile: int) -> list[int]:
        """The values the menu lets a player choose for a tile."""
        return [v for v, on in self.offered_values(tile) if on]

    def _clicked_heap(self, colour: int) -> None:
        action = Action("draw", value=colour)
        if action in self._legal:
            self._choose(action)

    def _clicked_gap(self, index: int) -> None:
        self._choose(Action("place", value=index))

    def _clicked_item(self, tile: int) -> None:
        if Action("reveal", item=tile) in self._legal:
            self._choose(Action("reveal", item=tile))
            return
        values = self.offered_values(tile)
        if values:
            self.open_picker(self._value_picker(tile, values))

    def _value_picker(self, tile: int, values: list[tuple[int, bool]]) -> QMenu:
        """The small menu of values offered for a tile (greyed: seen in its colour);
        choosing one guesses it."""
        menu = QMenu()
        menu.setTitle(translate("Crack", "Guess the value"))
        for value, enabled in values:
            act = menu.addAction(text.value_name(value))
            act.setEnabled(enabled)
            act.triggered.connect(
                lambda _=False, v=value: self._choose(Action("guess", item=tile, value=v)))
        return menu

    # --- words for the window ---------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        return text.prompt(self._legal, self.names[seat])

    def action_text(self, action: Action) -> str:
        return text.action_text(action, self.model, self.names)

    def score_headers(self) -> list[str]:
        return [translate("Crack", "Player"), translate("Crack", "Hidden"), translate("Crack", "Revealed")]

    def score_rows(self) -> list[list[str]]:
        rows = []
        for s in range(self.model.players):
            hidden = sum(1 for t in self.model.rows[s] if not t.face_up)
            up = len(self.model.rows[s]) - hidden
            rows.append([self.names[s], translate("Crack", "out") if self.model.out[s] else number(hidden),
                         number(up)])
        return rows

    def history_rows(self) -> list[str] | None:
        """The guess history panel (CR-11); None in memory mode."""
        if self.memory_mode:
            return None
        if self._history is None:
            # A line names a tile by its place when guessed (the log's own), as the log did.
            self._history = [text.guess_line(g, self.model, self.names) for g in self.model.log]
        return list(self._history)

    def result_text(self, outcome: Outcome) -> str:
        return translate("Crack", "%1 cracked every other code and wins!").replace(
            "%1", self.names[outcome.winners[0]])
