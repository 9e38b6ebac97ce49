"""The Good Face Bad Face table: seats with their hands and Parties, the Stack travelling from
mat to mat, the banner with the Stack count; a human builds a Stack in a staging row and flips,
passes, takes back and keeps with clicks, keys and the action bar.

Building a Stack (GF-4): the engine takes one ``put`` at a time, then ``seal``. The human
arranges the whole order here first (click hand cards to add them, drag them or use their
arrows to reorder, click one to take it back; keys do the same), and Done plays the first put.
The session then offers the same seat again, and ``auto_choice`` answers with the rest of the
plan (the remaining puts, then seal) while it is legal, so the Stack is built as arranged.
Only this seat sees the row; the others see the Stack grow card by card.

The table holds the zones of ``zones.py`` (cards are its anonymous items) and lays out their
picture (``model.py``); the words under hands, the Stack and the seats change when the step's
cards land. Hidden information: what a card shows is decided from what the seat shown knows, at
every relayout, so a card that leaves sight turns to its back at once.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt
from PySide6.QtGui import QColor, QPen

from facetable.engine.contract import Action, Event, Outcome
from facetable.engine.goodface import View
from facetable.engine.goodface import actions as A

from . import text
from ..controller import TableController
from ..geometry import Placement
from ..captions import BannerItem, CaptionItem, MarkedSeatPanel, place
from ..card_marks import EYE, LOCK
from ..face_cards import FaceCardItem, hand_label
from ..stagger import Staggered
from ..staging import StagingRow
from .layout import GoodFaceLayout, layout
from .model import GoodFaceTable
from .story import tell
from .zones import PROJECTION
from ..numbers import number
from ..zones import Op, TableModel

translate = QCoreApplication.translate

#: The must-flip marker (GF-19) beside a seat's name: white words on red.
MUST_FLIP, WHITE = QColor("#b3261e"), QColor("white")
#: Moves that animate together, one card after another (the deal, a Stack taken back).
BATCHED = {"deal": "deal", "removed": "deal", "take_back": "take_back"}


class GoodFaceController(Staggered, StagingRow, TableController):
    projection = PROJECTION
    #: While a Stack is built, a kind's letter adds a card of that kind.
    stage_keys = {getattr(Qt.Key, f"Key_{k}"): kind for kind, k in enumerate(text.KIND_KEYS)}
    #: Milliseconds (at speed 1) to hold the table still after an event: a flipped card is
    #: seen before it moves on.
    pauses = {"flip": 650, "peek": 500, "round_over": 350, "game_over": 700, "sealed": 250}

    def __init__(self, view: View, names: list[str], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(names, viewer, parent)
        #: The story as this seat knows it (``story.py``), and each card's picture.
        self._story: list = []
        self._variants: dict[int, int] = {}
        self.start_zones(view)
        self.add_panels(view.players, lambda s: MarkedSeatPanel(s, MUST_FLIP, WHITE,
                                                                QPen(WHITE, 1.2), 16))
        self.hand_labels = [CaptionItem() for _ in range(view.players)]
        self.party_zones = [CaptionItem(outline=True) for _ in range(view.players)]
        self.stack_label = CaptionItem()
        self.stack_label.clicked.connect(self._clicked_stack)
        self.flip_spot = CaptionItem(outline=True)       # where the holder's flips turn up
        self.flip_spot.caption_h = 0.0
        self.banner = BannerItem()
        for item in (*self.hand_labels, *self.party_zones, self.stack_label, self.flip_spot,
                     self.banner):
            self.scene.addItem(item)
        #: The staging row: the cards chosen for the Stack being built, in order.
        self.init_staging()
        self.layout: GoodFaceLayout | None = None
        self._legal: list[Action] = []
        self._view: View | None = None
        self.relayout()

    # --- model and layout -------------------------------------------------------------------
    def relayout(self) -> None:
        model = self.model
        self.layout = lay = layout(model, self.viewer, self.width, self.height, self.rtl,
                                   self._staged, self._building)
        for s, panel in enumerate(self.panels):
            for item, r in ((panel, lay.seats[s]), (self.hand_labels[s], lay.hand_labels[s]),
                            (self.party_zones[s], lay.parties[s])):
                place(item, r, self.rtl)
            self.party_zones[s].set_text(translate("GoodFace", "Party"))
        if lay.stack_label is not None:
            place(self.stack_label, lay.stack_label, self.rtl)
        self.stack_label.setVisible(lay.stack_label is not None)
        spot = lay.flip_spots[model.holder]
        self.flip_spot.set_rect(spot.x, spot.y, spot.w, spot.h + 1)
        self.flip_spot.setVisible(lay.stack_label is not None)
        place(self.banner, lay.banner)
        self.show_labels()
        self.place_stage(lay, translate(
            "GoodFace", "Your new Stack: card 1 is flipped first. Click a card to take it "
                        "back; drag it or use its arrows to move it."),
            translate("GoodFace", "Done"))
        self._sync_looks()

    def show_labels(self) -> None:
        """Whose Stack, who holds it, the markers, the sizes and the banner, as the cards that
        have landed show them (a hand's size changes when its card arrives)."""
        shown = self.labels_model()
        over = bool(shown.winners)
        for s, panel in enumerate(self.panels):
            detail = translate("GoodFace", "wins") if s in shown.winners else \
                translate("GoodFace", "Stack Owner") if s == shown.owner and not over else ""
            panel.set_text(self.names[s], detail, s == shown.holder and not over, False)
            panel.set_marker(translate("GoodFace", "Must flip") if shown.must_flip[s] else "")
            staged = len(self._staged_in_hand()) if s == self.looking else 0
            self.hand_labels[s].set_text(hand_label(len(shown.hands[s]) - staged))
        own = shown.owner == self.looking
        self.stack_label.set_text(text.stack_label(self.names[shown.owner], len(shown.stack),
                                                   own))
        order = [shown.kind(i) for i in shown.stack] if own and shown.knows_stack() else []
        title = text.banner_title(shown.round, shown.round_limit, self.names[shown.owner],
                                  self.names[shown.holder], len(shown.stack), shown.building,
                                  own, order)
        if over:
            title = text.game_over_title(shown.round, shown.round_limit)
        self.banner.set_lines(title, text.banner_status(shown.history, self.names,
                                                        shown.effects))

    def picture(self, zones: TableModel, view: View | None = None) -> GoodFaceTable:
        if view is not None:                  # redrawn from a view: its story from its log
            self._story, self._variants = [], {}
            for event in view.log:
                tell(self._story, event, view.effects)
        return GoodFaceTable.of(zones, self._story, self._variants)

    def _sync_looks(self) -> None:
        """Every card shows what the seat shown knows of it, and nothing more."""
        model = self.model
        own_stack = model.owner == self.looking and not model.open
        top = model.stack[0] if model.stack else None
        for item_id, card in self.cards.items():
            mark = None
            if model.kind(item_id) is not None and item_id in model.stack:
                mark = LOCK if own_stack else (EYE if item_id == top and not model.open
                                               else None)
            card.set_look(model.picture(item_id), mark, *self.staged_marks(item_id))
            card.draggable = self._building and item_id in self._staged

    def placements(self) -> dict[int, Placement]:
        return self.layout.cards

    def new_item(self, item_id: int) -> FaceCardItem:
        item = FaceCardItem(item_id)
        item.set_look(self.model.picture(item_id), None, "")
        item.dropped.connect(self._dropped)
        return item

    def card_tip(self, item: FaceCardItem) -> str:
        kind = self.model.kind(item.item_id) if item.shows_face else None
        return text.card_tip(kind, self.model.effects, item.mark if item.shows_face else None)

    def shortcuts(self) -> list[tuple[str, str]]:
        return text.key_help()

    def spawn_point(self, item) -> tuple[QPointF, float]:
        c = self.layout.centre
        w = self.layout.card_w
        return QPointF(c.x + c.w / 2 - w / 2, c.y + c.h / 2 - w * 0.7), 0.0

    def retire_point(self, item) -> QPointF:
        return self.spawn_point(item)[0]

    # --- events -----------------------------------------------------------------------------
    def apply_event(self, event: Event) -> list[Op]:
        if event.kind == "start":               # the seat shown may change before the deal
            self.zones.facts["seat"] = self.looking
        tell(self._story, event, self.zones.facts["effects"])
        ops = super().apply_event(event)
        if event.kind == "move" and event["reason"] in BATCHED:
            take = ops[0]
            if self.zones.zones[take.zone].count is None:
                self.stagger(self.zones.ids(take.zone)[-1 if take.index is None else take.index])
        if event.kind == "round":
            self._staged, self._cursor = [], 0
        return ops

    def event_ops(self, event: Event) -> list[Op]:
        """A card the human put on the Stack is the one they staged first (of its kind)."""
        ops = super().event_ops(event)
        if event.kind == "move" and event["reason"] == "put" and \
                event["from_seat"] == self.looking:
            return self.played_from_row(ops, event.data.get("card"))
        return ops

    def batch_key(self, event: Event) -> object:
        return BATCHED.get(event["reason"]) if event.kind == "move" else None

    def event_pause(self, event: Event) -> int:
        if event.kind == "move":
            return self.pauses["flip"] if event["reason"] == "flip" else 0
        return super().event_pause(event)

    def log_facts(self, event: Event) -> int:
        if event.kind == "round_over" and self.model.history:
            last = self.model.history[-1]
            return last.data.get("count", 0) if last.what == "take_back" else 0
        return 0

    def describe_with(self, event: Event, took: int) -> str | None:
        return text.event_text(event, self.names, took)

    # --- the staging row --------------------------------------------------------------------
    def _in_hand(self) -> list[int]:
        return list(self.model.hands[self.looking]) if 0 <= self.looking < self.model.players \
            else []

    def plan_next(self, rest: list[int]) -> Action:
        """The next move of an arranged Stack: put the first of the cards ``rest`` still to
        go, or seal it when none is left (a plan cut short: the cards put so far)."""
        return A.put(self.model.kind(rest[0])) if rest else A.seal()

    # --- human choices ----------------------------------------------------------------------
    def offer(self, legal: list[Action], view: View | None = None) -> None:
        """Building: the hand's cards go to the staging row; holding: the Stack's top card
        (or its words) flips; after a Sad Face: a hand card is the one kept."""
        kinds, model, hand = {a.kind for a in legal}, self.model, self._in_hand()
        flip = "flip" in kinds and bool(model.stack)
        self.offer_items({model.stack[0]: A.flip()} if flip else
                         {i: A.keep(model.kind(i)) for i in hand} if "keep" in kinds else {})
        self._legal, self._view = list(legal), view
        if "put" in kinds or "seal" in kinds:
            self.start_building()
        self.stack_label.set_selectable(flip)
        self.relayout()
        self.snap()

    def withdraw(self) -> None:
        super().withdraw()
        self._legal = []
        self.stack_label.set_selectable(False)
        if self.withdraw_staging() and self.layout is not None:
            self.relayout()
            self.snap()

    def auto_choice(self, legal: list[Action]) -> Action | None:
        """The rest of an arranged Stack (the next put, then seal), and a Sad Face's keep when
        the hand holds one kind only."""
        kinds = {a.kind for a in legal}
        if "put" in kinds or "seal" in kinds:
            return self.planned(legal)
        return legal[0] if kinds == {"keep"} and len(legal) == 1 else None

    def listed(self, legal: list[Action]) -> list[Action]:
        kinds = {a.kind for a in legal}
        return self.planned_listing(legal) if "put" in kinds or "seal" in kinds else legal

    def button_key(self, action: Action) -> str | None:
        if action.kind in text.MOVES:
            return text.MOVES[action.kind][0]
        if action.kind == "keep":
            return text.KIND_KEYS[action.value]
        if action.kind in ("put", "seal"):
            return "D"
        return None

    def _clicked_item(self, item_id: int) -> None:
        if not self.staging_click(item_id):
            super()._clicked_item(item_id)

    def _clicked_stack(self, _: int) -> None:
        if A.flip() in self._legal:
            self._choose(A.flip())

    # --- words for the window ---------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        kinds = {a.kind for a in self._legal}
        view, model, name = self._view, self.model, self.names[seat]
        if "put" in kinds or "seal" in kinds:
            in_hand = sorted({model.kind(i) for i in self._in_hand()} - {None})
            return text.build_prompt(name, len(self._staged), in_hand)
        if "keep" in kinds:
            mode = view.keep_mode if view is not None else None
            return text.keep_prompt(name, self.names[model.owner], mode)
        if "flip" in kinds:
            peek = view.peek if view is not None else None
            must = view.must_flip[seat] if view is not None else model.must_flip[seat]
            flipped = view.flips if view is not None else 0
            return text.hold_prompt(name, self.names[model.owner], seat == model.owner, must,
                                    flipped, len(model.stack), model.goods(seat),
                                    model.bads(seat), peek)
        return name

    def action_text(self, action: Action) -> str:
        staged = len(self._staged) if action.kind == "put" else 0
        return text.action_text(action, staged)

    def score_headers(self) -> list[str]:
        return [translate("GoodFace", "Player"), translate("GoodFace", "Goods"),
                translate("GoodFace", "Bads"), translate("GoodFace", "Hand")]

    def score_rows(self) -> list[list[str]]:
        model = self.model
        return [[self.names[s], number(model.goods(s)), number(model.bads(s)),
                 number(len(model.hands[s]))] for s in range(model.players)]

    def history_rows(self) -> list[str]:
        return text.history_lines(self.model.history, self.names, self.model.effects)

    def result_text(self, outcome: Outcome) -> str:
        model = self.model
        winners = model.winners or outcome.winners
        return text.game_over_text(winners, model.end_reason or "four_goods", self.names)

    # --- the end ----------------------------------------------------------------------------
    def show_final(self, state) -> None:
        """Every hand and the rest of the Stack turned face up: nothing is secret any more."""
        ops = [op for s, counts in enumerate(state.hands) for op in self.reveal_rest(
            f"hand{s}", [k for k, n in enumerate(counts) for _ in range(n)])]
        self.show_open(ops + self.reveal_rest("stack", state.stack))
