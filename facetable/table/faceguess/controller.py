"""The Face Guess table: seats with their hands and mats, the guess grid, the piles and the
banner; a human puts a card down with a click or a key and guesses in their row of the grid.

Putting a card down (FG-3): click a card of the hand, or G / B (the action bar's buttons). The
card lies face down on the seat's mat; only its owner, while looking, sees its face (with a
padlock: face down for everyone else). Bots put theirs down first, then each human behind the
curtain in hot-seat (the session does that), so nobody sees another's card before the reveal.

Guessing (FG-4): the seat shown's row of the grid splits into Good / Bad halves, one cell per
other player in the order of the seats (clockwise from the left). Clicks or keys (a player's
digit or ←/→ to choose, G / B to set, Space to switch, Enter to confirm) set every call, then
Confirm sends the whole guess. Earlier guesses fill the grid as they are made.

The reveal turns every card over in one step (FG-5); as the round is scored, the grid's cells
turn green with ✓ or red with ✗ (as the score events say), and the points fly from each cell to
the score of the seat they go to (FG-6, FG-7, FG-11), row by row from the start player. The round's result stays in the grid while the next
cards are put down; the History panel keeps every round's summary.

The table holds the zones of ``zones.py`` (cards are its anonymous items) and lays out their
picture (``model.py``); the words under hands and piles change when the step's cards land.
Hidden information: what a card shows is decided from what the seat shown knows at every
relayout, so a card out of sight turns to its back at once.
"""
from __future__ import annotations

import copy

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt

from facetable.engine.contract import Action, Event, Outcome
from facetable.engine.faceguess import BAD, GOOD, View, guess_for, targets
from facetable.engine.faceguess import actions as A

from . import text
from ..animator import parallel
from ..controller import TableController
from ..geometry import Placement
from ..captions import BannerItem, CaptionItem
from ..card_marks import LOCK
from ..face_cards import FaceCardItem, hand_label
from ..items import PileItem
from ..numbers import number
from ..flights import FloatingPoints, PointFlights
from ..call_grid import CallEditor, GridState
from .items import guess_grid, start_panel
from ..faces import CAPTION_H
from .layout import FaceGuessLayout, layout
from .model import FaceGuessTable
from ..stagger import Staggered
from .story import RoundEntry, Story
from .zones import PROJECTION
from ..zones import Op, TableModel

translate = QCoreApplication.translate

#: Milliseconds (at speed 1) to hold the table still after an event: the revealed cards are
#: seen before the points fly, a guess is read before the next one.
PAUSES = {"reveal": 900, "guess": 350, "scores": 500, "game_over": 700}
#: Moves that animate together, one card after another.
BATCHED = {"deal": "deal", "draw": "draw", "score": "score"}
#: Ids of the cards a redrawn table shows on the discard pile (below any zone item's).
DISCARDED = -100_000
#: Points fly row by row (guesser by guesser from the start player), this far apart.
ROW_MS = 260
KEY_KINDS = {Qt.Key.Key_G: GOOD, Qt.Key.Key_B: BAD}


class FaceGuessController(Staggered, CallEditor, TableController):
    projection = PROJECTION
    stagger_ms = 60
    call_options = (GOOD, BAD)
    option_keys = KEY_KINDS

    def __init__(self, view: View, names: list[str], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(names, viewer, parent)
        n = view.players
        #: The story (``story.py``), the cards the last round discarded (item -> kind), each
        #: card's picture, and the score events not yet flown.
        self._story = Story(n)
        self._discarded: dict[int, str | None] = {}
        self._variants: dict[int, int] = {}
        self._flights: list[tuple[int, int, str, int, int, int]] = []
        self.start_zones(view)
        self.panels = [start_panel(s) for s in range(n)]
        self.hand_labels = [CaptionItem() for _ in range(n)]
        self.mat_zones = [CaptionItem(outline=True) for _ in range(n)]
        self.deck_item = PileItem("faces")
        self.deck_item.set_tip(lambda item: text.deck_tip(item.count))
        self.pile_items["deck"] = self.deck_item
        self.deck_label = CaptionItem()
        self.discard_zone = CaptionItem(outline=True)
        self.banner = BannerItem(inset=0.0, share=0.55, radius=9.0)
        self.grid = guess_grid()
        self.grid.picked.connect(lambda about, kind: self.set_call(about, kind))
        self.grid.confirm.connect(self.confirm_guess)
        for item in (*self.panels, *self.hand_labels, *self.mat_zones, self.deck_item,
                     self.deck_label, self.discard_zone, self.banner, self.grid):
            self.scene.addItem(item)
        self.layout: FaceGuessLayout | None = None
        self._legal: list[Action] = []
        self._view: View | None = None
        #: The guess being made (``call_grid.CallEditor``), for (seat, round).
        self.init_calls()
        #: The hand card the human clicked to put down.
        self._prefer: int | None = None
        #: Points on their way to a seat (its score shows what it showed until they land).
        self.flights = PointFlights(self.scene, self._refresh_panels)
        self._scores_shown = [0] * n
        #: Every point flown: (seat, amount, reason, guesser, about, start, end) (for tests).
        self.flown: list[tuple] = []
        self.relayout()

    # --- model and layout -------------------------------------------------------------------
    def relayout(self) -> None:
        model = self.model
        self.layout = lay = layout(model, self.viewer, self.width, self.height, self.rtl,
                                   self._editing)
        entry = model.current()
        revealed = entry is not None and entry.cards is not None
        over = model.phase == "over"
        for s, panel in enumerate(self.panels):
            r = lay.seats[s]
            panel.rtl = self.rtl
            panel.set_rect(r.x, r.y, r.w, r.h)
            if over:
                marker = translate("FaceGuess", "Winner") if s in model.winners else ""
            else:
                marker = text.start_marker() if s == model.start else ""
            panel.set_marker(marker)
            label = self.hand_labels[s]
            r = lay.hand_labels[s]
            label.rtl = self.rtl
            label.set_rect(r.x, r.y, r.w, r.h)
            zone = self.mat_zones[s]
            m = lay.mats[s]
            zone.rtl = self.rtl
            zone.set_rect(m.x, m.y, m.w, m.h + 2 + CAPTION_H)
            item = model.mats[s]
            shown = model.kind(item) if item is not None and revealed else None
            zone.set_text(text.call_name(shown) if shown is not None else "")
        self._refresh_panels()
        d = lay.deck
        self.deck_item.set_rect(d.x, d.y, d.w, d.h)
        r = lay.deck_label
        self.deck_label.rtl = self.rtl
        self.deck_label.set_rect(r.x, r.y, r.w, r.h)
        self.deck_label.set_text(text.deck_label())
        r = lay.discard
        self.discard_zone.rtl = self.rtl
        self.discard_zone.set_rect(r.x, r.y, r.w, r.h + 2 + CAPTION_H)
        self.show_labels()
        b = lay.banner
        self.banner.set_rect(b.x, b.y, b.w, b.h)
        self.banner.set_lines(self._banner_text())
        self.grid.set_grid(lay.grid, self._grid_state(), self.rtl)
        self._sync_looks()

    def show_labels(self) -> None:
        """Hand sizes and the discard's count as the cards that have landed show them (the
        draw pile's count follows its zone: ``pile_items``)."""
        shown = self.labels_model()
        for s, label in enumerate(self.hand_labels):
            label.set_text(hand_label(len(shown.hands[s])))
        self.discard_zone.set_text(text.discard_label(shown.discard_size))

    def picture(self, zones: TableModel, view: View | None = None) -> FaceGuessTable:
        if view is not None:                  # redrawn from a view: its story from its log
            self._story, self._variants = Story(view.players), {}
            for event in view.log:
                self._story.tell(event)
            # The last discarded round's cards on top of the pile (a game over leaves its
            # last round's on the mats), as ids no zone item takes.
            done = view.rounds[:-1] if view.over else view.rounds
            cards = done[-1].cards if done and view.discard_size else ()
            self._discarded = {DISCARDED - k: kind for k, kind in enumerate(cards)}
        return FaceGuessTable.of(zones, self._story, self._discarded, self._variants)

    def _refresh_panels(self) -> None:
        model = self.model
        for s, panel in enumerate(self.panels):
            score = self._scores_shown[s] = self.flights.shown(s, model.scores[s])
            panel.set_text(self.names[s], text.score_label(score),
                           s == model.guesser and model.phase == "guess", False)
            panel.set_short(number(score))

    def _banner_text(self) -> str:
        model = self.model
        if model.phase == "over":
            return text.game_over_banner([self.names[s] for s in model.winners])
        entry = model.current()
        revealed = entry is not None and entry.cards is not None
        guesser = self.names[model.guesser] if model.guesser is not None else None
        status = text.status(model.phase, sum(m is not None for m in model.mats),
                             model.players, guesser, revealed,
                             self._editing or (model.guesser is not None
                                               and model.guesser == self.looking
                                               and bool(self._legal)))
        # The round's own start player: at its end the marker already moves on (FG-8), but
        # the round shown until the next one starts is the one it started.
        start = entry.start if entry is not None else model.start
        return text.banner(model.round, self.names[start], model.target, status)

    def _grid_state(self) -> GridState:
        model = self.model
        entry = model.grid()
        state = GridState(list(self.names),
                          words={GOOD: text.call_name(GOOD), BAD: text.call_name(BAD)},
                          points_label=translate("FaceGuess", "Points"),
                          confirm_label=translate("FaceGuess", "Confirm"))
        if entry is None:
            return state
        state.round_label = text.round_label(entry.number)
        state.calls = {g: c for g, c in enumerate(entry.calls) if c is not None}
        state.right = dict(entry.marks)
        if entry.points:
            state.points = {s: text.signed(p) for s, p in enumerate(entry.points)}
        if model.phase == "guess" and entry is model.current():
            state.guesser = model.guesser
        if self._editing:
            self.edit_state(state)
        return state

    def _sync_looks(self) -> None:
        """Every card shows what the seat shown knows of it, and nothing more; its own card on
        its mat wears a padlock until the reveal (face down for everyone else)."""
        for item_id, card in self.cards.items():
            card.set_look(self.model.picture(item_id), self._mark(item_id), "")

    def _mark(self, item_id: int) -> str | None:
        """The padlock on the seat shown's own card on its mat until the reveal."""
        model = self.model
        entry = model.current()
        revealed = entry is not None and entry.cards is not None
        own = model.mats[model.seat] if model.own() else None
        return LOCK if item_id == own and not revealed and model.picture(item_id) != "back" \
            else None

    def placements(self) -> dict[int, Placement]:
        return self.layout.cards

    def card_tip(self, item: FaceCardItem) -> str:
        return text.card_tip(self.model.kind(item.item_id) if item.shows_face else None)

    def new_item(self, item_id: int) -> FaceCardItem:
        item = FaceCardItem(item_id)
        item.set_look(self.model.picture(item_id), self._mark(item_id), "")
        return item

    def spawn_point(self, item) -> tuple[QPointF, float]:
        d = self.layout.deck
        return QPointF(d.x, d.y), 0.0

    def retire_point(self, item) -> QPointF:
        d = self.layout.discard
        return QPointF(d.x, d.y)

    # --- events -----------------------------------------------------------------------------
    def apply_event(self, event: Event) -> list[Op]:
        zones, d = self.zones, event.data
        if event.kind == "start":               # the seat shown may change before the deal
            zones.facts["seat"] = self.looking
            self._discarded = {}
        elif event.kind == "discard":           # the round's cards stay in sight on the pile
            self._discarded = {i: zones.items[i].face for s in range(zones.facts["players"])
                               for i in zones.ids(f"spot{s}")}
        elif event.kind == "score":
            self._flights.append((d["seat"], d["amount"], d["reason"], d["guesser"], d["about"],
                                  d["total"]))
            self.flights.hold(d["seat"], self._scores_shown[d["seat"]])
        self._story.tell(event)
        ops = super().apply_event(event)
        if event.kind == "commit" and event["seat"] == self.looking:
            self._prefer = None
        if event.kind in ("deal", "draw"):
            hand = zones.ids(f"hand{d['seat']}")
            for item in hand[len(hand) - d["count"]:]:
                self.stagger(item)
        return ops

    def event_ops(self, event: Event) -> list[Op]:
        """The card the human clicked is the one put down (when it is of the kind put)."""
        ops = super().event_ops(event)
        if event.kind == "commit" and event["seat"] == self.looking:
            return self.take_this(ops, self._prefer, event.data.get("kind"))
        return ops

    def batch_key(self, event: Event) -> object:
        return BATCHED.get(event.kind)

    def event_pause(self, event: Event) -> int:
        return PAUSES.get(event.kind, 0)

    def log_facts(self, event: Event) -> RoundEntry | None:
        """The round a scores line sums up, as it is now (its entry changes later)."""
        return copy.deepcopy(self.model.current()) if event.kind == "scores" else None

    def describe_with(self, event: Event, entry: RoundEntry | None) -> str | None:
        return text.event_text(event, self.names, entry)

    def load(self, view: View) -> None:
        self.animator.finish_all()
        self._editing, self._calls, self._cursor, self._prefer = False, {}, 0, None
        self._edit_key = None
        self._flights = []
        self.flights.clear()
        super().load(view)

    def animate(self, speed: float, pause_ms: int = 0, landed=None):
        flights, self._flights = self._flights, []
        moves = super().animate(speed, pause_ms, landed)
        fly = self._fly(flights, speed) if speed > 0 and flights else None
        if self.flights.release():
            self._refresh_panels()
        return moves if fly is None else fly if moves is None else parallel(moves, fly)

    # --- points in flight -------------------------------------------------------------------
    def _fly(self, flights, speed: float):
        """Each score change flies from its grid cell to the seat it goes to, row by row from
        the start player; the seat's score changes when it lands."""
        lay, model = self.layout, self.model
        entry = model.current()
        first = entry.start if entry is not None else model.start
        size = max(14.0, min(26.0, lay.grid.corner.h * 0.8))
        animations = []
        for seat, amount, reason, guesser, about, total in flights:
            cell, spot = lay.grid.cells[(guesser, about)], lay.score_spots[seat]
            a = QPointF(cell.x + cell.w / 2, cell.y + cell.h / 2)
            b = QPointF(spot.x + spot.w / 2, spot.y + spot.h / 2)
            self.flown.append((seat, amount, reason, guesser, about, (a.x(), a.y()),
                               (b.x(), b.y())))
            rank = (guesser - first) % model.players
            animations.append(self.flights.fly(seat, amount, total, a, b, size, ROW_MS * rank,
                                               speed))
        return parallel(*animations)

    @property
    def floating(self) -> list[FloatingPoints]:
        """The points in flight now."""
        return list(self.flights.floating)

    # --- human choices ----------------------------------------------------------------------
    def _order(self) -> tuple[int, ...]:
        """The seats the guess being made calls, clockwise from the guesser's left."""
        return targets(self.looking, self.model.players) if self.model.own() else ()

    def current_guess(self) -> Action | None:
        """The guess the calls set so far make, once every call is set."""
        if not self.guess_ready():
            return None
        return guess_for(dict(self._calls), self.looking, self.model.players)

    def offer(self, legal: list[Action], view: View | None = None) -> None:
        self.withdraw()
        self._legal, self._view = list(legal), view
        kinds = {a.kind for a in legal}
        model = self.model
        if "commit" in kinds and model.own():
            for item in model.hands[model.seat]:
                kind = model.kind(item)
                if kind is not None and A.commit(kind) in legal:
                    self.item(item).set_selectable(True)
        elif "guess" in kinds and model.own():
            self.start_calls((model.seat, model.round))
        self.relayout()
        self.snap()

    def withdraw(self) -> None:
        super().withdraw()
        self._legal = []
        if self.stop_calls() and self.layout is not None:
            self.relayout()
            self.snap()

    def confirm_guess(self) -> None:
        action = self.current_guess()
        if action is not None and action in self._legal:
            self._choose(action)

    def _changed(self) -> None:
        self.grid.set_grid(self.layout.grid, self._grid_state(), self.rtl)
        self.banner.set_lines(self._banner_text())
        self.offer_changed.emit()

    def listed(self, legal: list[Action]) -> list[Action]:
        if any(a.kind == "guess" for a in legal):
            action = self.current_guess()
            return [action] if action is not None and action in legal else []
        return legal

    def shortcuts(self) -> list[tuple[str, str]]:
        return text.key_help()

    def button_key(self, action: Action) -> str | None:
        if action.kind == "commit":
            return text.KIND_KEYS[GOOD if action.value == 1 else BAD]
        if action.kind == "guess":
            return "Enter"
        return None

    def _clicked_item(self, item_id: int) -> None:
        model = self.model
        if not model.own() or item_id not in model.hands[model.seat]:
            return
        kind = model.kind(item_id)
        if kind is not None and A.commit(kind) in self._legal:
            self._prefer = item_id
            self._choose(A.commit(kind))

    # --- words for the window ---------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        kinds = {a.kind for a in self._legal}
        name = self.names[seat]
        if "commit" in kinds:
            return text.commit_prompt(name, {GOOD if a.value == 1 else BAD
                                             for a in self._legal if a.kind == "commit"})
        if "guess" in kinds:
            done = sum(k is not None for k in self._calls.values())
            return text.guess_prompt(name, done, len(self._calls))
        return name

    def action_text(self, action: Action) -> str:
        guesser = self.looking if self._editing else self.model.guesser
        return text.action_text(action, self.names, guesser, self.model.players)

    def score_headers(self) -> list[str]:
        return [translate("FaceGuess", "Player"), translate("FaceGuess", "Score"),
                translate("FaceGuess", "Right guesses"), translate("FaceGuess", "Hand")]

    def score_rows(self) -> list[list[str]]:
        model = self.model
        return [[self.names[s], number(model.scores[s]), number(model.right[s]),
                 number(len(model.hands[s]))] for s in range(model.players)]

    def history_rows(self) -> list[str]:
        return text.history_lines(self.model.rounds, self.names)

    def result_text(self, outcome: Outcome) -> str:
        model = self.model
        winners = model.winners or outcome.winners
        scores = outcome.scores if outcome.scores is not None else tuple(model.scores)
        return text.game_over_text(winners, scores, model.right, model.end_reason or "target",
                                   self.names)

    # --- the end ----------------------------------------------------------------------------
    def show_final(self, state) -> None:
        """Every hand turned face up: nothing is secret any more."""
        ops = [op for seat, kinds in enumerate(state.hands)
               for op in self.reveal_rest(f"hand{seat}", kinds)]
        self.show_open(ops)
