"""The Flip 7 table: seat panels, lines of cards, the draw and discard piles."""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPointF

from facetable.engine.contract import Action, Event, Outcome
from facetable.engine.flip7 import BUSTED, STAYED, View

from . import text
from ..controller import TableController
from .layout import Flip7Layout, layout
from .model import PROJECTION, Flip7Table
from ..geometry import Placement
from ..items import CardItem, PileItem
from ..numbers import ltr, number, signed
from ..zones import TableModel

if TYPE_CHECKING:
    from .summary import RoundResult, RoundSummary

translate = QCoreApplication.translate

PAUSES = {"round_end": 900, "flip7": 500, "bust": 250, "game_over": 600}
#: The table holds still this long (ms at speed 1) before these events are shown: a bust
#: shows the duplicate card, outlined, before the line turns over.
HOLDS = {"bust": 900}
#: The keys of the big buttons.
KEYS = {"hit": "H", "stay": "S"}


class Flip7Controller(TableController):
    projection = PROJECTION
    pauses = PAUSES

    def __init__(self, view: View, names: list[str], viewer: int,
                 parent: QObject | None = None) -> None:
        super().__init__(names, viewer, parent)
        self.deck = view.deck
        self.options = view.options
        #: The chance that the deciding human's next Hit busts, from their view (odds helper).
        self.odds: float | None = None
        self.players = view.players
        self.start_zones(view)
        self.pile = PileItem("flip7")
        self.pile.clicked.connect(self._clicked_pile)
        self.pile.set_tip(lambda item: text.pile_tip(item.count))
        self.scene.addItem(self.pile)
        self.pile_items["draw"] = self.pile       # its count follows the zone, when cards land
        self.discard_spot = PileItem("flip7")          # an empty pile draws a dashed outline
        self.scene.addItem(self.discard_spot)
        self.discard_spot.set_tip(lambda _: text.discard_tip(len(self.model.zones["discard"])))
        for panel in self.add_panels(view.players):
            panel.clicked.connect(self._clicked_seat)
        self.layout: Flip7Layout | None = None
        self._legal: list[Action] = []
        self._first_pick: int | None = None      # first card chosen for a Swap
        self._me: int | None = None               # the seat offered a choice
        self._view: View | None = None            # what the seat offered a choice sees
        #: While a round summary is up (or queued to come up): the events that came after the
        #: round's end, shown once it is dismissed. None: the table runs freely.
        self._held: list[Event] | None = None
        self._penalties: dict[int, int] = {}      # Brutal: whose Flip 7 took 15 off whom
        self.round_results: RoundSummary | None = None
        self._result: RoundResult | None = None   # the round's result, for its summary
        self.relayout()

    # --- model and layout -------------------------------------------------------------------
    def relayout(self) -> None:
        self.layout = layout(self.zones, self.players, self.viewer, self.width, self.height,
                             self.rtl)
        if self.round_results is not None:
            self.round_results.place()
        lay = self.layout
        self.pile.set_rect(lay.pile.x, lay.pile.y, lay.pile.w, lay.pile.h)
        self.discard_spot.set_rect(lay.discard.x, lay.discard.y, lay.discard.w, lay.discard.h)
        self.place_panels(lay.seats)
        self.show_labels()

    def picture(self, zones: TableModel, view=None) -> Flip7Table:
        return Flip7Table.of(zones, self.players)

    def show_labels(self) -> None:
        """Each seat's status, round value and total, as the cards that have landed show
        (a line's value changes when its card lands, not when it leaves the pile)."""
        shown = self.labels_model()
        for s, panel in enumerate(self.panels):
            status = shown.status[s]
            parts = [text.status_word(status)]
            value = shown.round_value(s, self.deck, self.options.brutal,
                                      self.options.lucky13_pair_counts_twice)
            if value is not None:
                # Unsigned unless below zero; isolated left to right either way (Persian text
                # shaped with Vazirmatn put a sign after the digits otherwise).
                parts.append(translate("Flip7", "%1 this round").replace(
                    "%1", signed(value) if value < 0 else ltr(number(value))))
            parts.append(translate("Flip7", "%1 pts").replace("%1", number(shown.totals[s])))
            detail = parts                   # the status gives way first on a narrow seat
            title = self.names[s]
            if s == shown.dealer:
                title += " ◆"
            panel.set_text(title, detail, s == shown.turn and status not in (STAYED, BUSTED),
                           status == BUSTED)

    def placements(self) -> dict[int, Placement]:
        return self.layout.cards

    def describe_item(self, item) -> str:
        """A card by its name ("Lucky 13", "−4"); the pile by what a click on it does."""
        if item is self.pile:
            return translate("Flip7", "Hit")
        if isinstance(item, CardItem) and item.item_id < len(self.deck):
            return text.card_name(self.deck[item.item_id])
        return super().describe_item(item)

    def spawn_point(self, item: CardItem) -> tuple[QPointF, float]:
        return QPointF(self.layout.pile.x, self.layout.pile.y), 0.0

    def retire_point(self, item: CardItem) -> QPointF:
        return QPointF(self.layout.pile.x, self.layout.pile.y)

    def new_item(self, item_id: int) -> CardItem:
        return CardItem(item_id, "flip7", text.art_name(self.deck[item_id]))

    def card_tip(self, item: CardItem) -> str:
        return text.card_tip(self.deck[item.item_id], item.face_up)

    def batch_key(self, event: Event) -> object:
        if event.kind == "move" and event["why"] in ("sweep", "unlucky7", "swap"):
            return ("move", event["why"])
        return None

    def hold_before(self, event: Event) -> int:
        return HOLDS.get(event.kind, 0)

    def mark(self, event: Event) -> None:
        """A bust: outline the card drawn and the card of the line it duplicates (F7-7)."""
        if event.kind != "bust":
            return
        card = self.deck[event["card"]]
        for other in self.model.zones[f"line{event['seat']}"]:
            if other == event["card"] or self.deck[other].value == card.value:
                self.item(other).set_alert(True)

    def apply_event(self, event: Event) -> None:
        if event.kind in ("bust", "round_start"):
            for item in self.cards.values():
                item.set_alert(False)
        if event.kind == "round_start":
            self._penalties = {}
        elif event.kind == "penalty":
            self._penalties[event["seat"]] = event["target"]
        elif event.kind == "round_end" and self._held is not None:
            # The lines as the table shows them now, before the sweep: the summary's cards.
            # (Imported at a round's end: the first frame has no summary.)
            from .summary import RoundResult
            self._result = RoundResult.of(event, self.model.zones, self.model.status,
                                          self._penalties)
        super().apply_event(event)

    # --- the round summary ------------------------------------------------------------------
    @property
    def busy(self) -> bool:
        """Busy while a round summary holds the table: nobody acts underneath it."""
        return super().busy or self._held is not None

    def play(self, events: list[Event]) -> None:
        """Events after a round's end wait while its summary is up (when the window asks for
        summaries, ``round_results_s``); the game's end shows its own standings instead."""
        if self._held is not None:
            self._held.extend(events)
            if any(e.kind == "game_over" for e in events):
                self._release()
            return
        for i, event in enumerate(events):
            if (event.kind == "round_end" and self.round_results_s is not None
                    and not any(e.kind == "game_over" for e in events[i + 1:])):
                self._held = []
                super().play(events[:i + 1])
                self._held.extend(events[i + 1:])
                self.animator.enqueue(self._summary_step)
                return
        super().play(events)

    def _summary_step(self, speed: float):
        if self._held is not None and self._result is not None and self.round_results is None:
            from .summary import RoundSummary
            views = self.scene.views()
            self.round_results = RoundSummary(self._result, self.deck, self.names,
                                        self.round_results_s or 0,
                                        views[0] if views else None)
            self.round_results.dismissed.connect(self._release)
            self.round_results.open()
        return None

    def _release(self) -> None:
        """The summary is dismissed (or the game ended): the held events play on."""
        self._close_summary()
        held, self._held, self._result = self._held, None, None
        if held is None:
            return
        self.play(held)
        if not self.busy:
            self.settled.emit()

    def retranslate(self) -> None:
        super().retranslate()
        if self.round_results is not None:                 # written again in the new language
            self._close_summary()
            self._summary_step(0.0)

    def play_at_once(self, events: list[Event]) -> None:
        held, self._held, self._result = self._held or [], None, None
        self._close_summary()
        super().play_at_once(held + list(events))

    def load(self, view) -> None:
        self._held, self._result = None, None
        self._close_summary()
        super().load(view)

    def dispose(self) -> None:
        self._held, self._result = None, None
        self._close_summary()
        super().dispose()

    def _close_summary(self) -> None:
        summary, self.round_results = self.round_results, None
        if summary is not None:
            summary.dismissed.disconnect(self._release)
            summary.dismiss()

    def log_facts(self, event: Event) -> dict[int, int | None]:
        """Whose line held each card the event names."""
        return {c: self.model.owner(c) for c in event.data.get("cards", ()) if c is not None}

    def describe_with(self, event: Event, owners: dict[int, int | None]) -> str | None:
        return text.event_text(event, self.deck, self.names, owners.get)

    # --- human choices ----------------------------------------------------------------------
    def offer(self, legal: list[Action], view: View | None = None) -> None:
        self.withdraw()
        self._legal = list(legal)
        self._first_pick = None
        self._me = view.seat if view is not None else None
        self._view = view
        kinds = {a.kind for a in legal}
        # Only what the deciding seat sees: its view (the draw pile's order is in none).
        from facetable.bots.flip7 import bust_probability   # the bots' module, once it is needed
        self.odds = (bust_probability(view, view.seat)
                     if self.hints and view is not None and "hit" in kinds else None)
        if "hit" in kinds:
            self.pile.set_selectable(True)
        for a in legal:
            if a.kind in ("give", "target", "penalty"):
                self.panels[a.seat].set_selectable(True)
            elif a.kind in ("steal", "discard"):
                self.item(a.item2).set_selectable(True)
            elif a.kind == "swap":
                self.item(a.item2).set_selectable(True)
                self.item(a.value).set_selectable(True)

    def suggested_action(self, legal: list[Action]) -> Action | None:
        """A modifier (every one of them costs its holder points) is offered to the other
        player who leads, by game total plus the line's value now (from the deciding seat's
        view); to the player choosing only when nobody else can take it."""
        gives = [a for a in legal if a.kind == "give"]
        if not gives:
            return self.default_action(legal)
        others = [a for a in gives if a.seat != self._me] or gives
        view = self._view
        if view is None:
            return others[0]

        def standing(seat: int) -> int:
            return view.seats[seat].total + (view.round_value(seat) or 0)
        return max(others, key=lambda a: standing(a.seat))

    def button_key(self, action: Action) -> str | None:
        return KEYS.get(action.kind)

    def shortcuts(self) -> list[tuple[str, str]]:
        return [(key, text.key_help(kind)) for kind, key in KEYS.items()]

    def withdraw(self) -> None:
        super().withdraw()
        self._legal = []
        self._first_pick = None
        self.pile.set_selectable(False)
        for panel in self.panels:
            panel.set_selectable(False)

    def _clicked_pile(self, _: int) -> None:
        if Action("hit") in self._legal:
            self._choose(Action("hit"))

    def _clicked_seat(self, seat: int) -> None:
        for a in self._legal:
            if a.kind in ("give", "target", "penalty") and a.seat == seat:
                self._choose(a)
                return

    def _clicked_item(self, card: int) -> None:
        swaps = [a for a in self._legal if a.kind == "swap"]
        if not swaps:
            for a in self._legal:
                if a.kind in ("steal", "discard") and a.item2 == card:
                    self._choose(a)
                    return
            return
        if self._first_pick is None or self._first_pick == card:
            self._pick_first_swap_card(None if self._first_pick == card else card, swaps)
            return
        first = self._first_pick
        for a in swaps:
            if {a.item2, a.value} == {first, card}:
                self._choose(a)
                return

    def _pick_first_swap_card(self, card: int | None, swaps: list[Action]) -> None:
        """Swap takes two clicks: after the first, only its possible partners stay lit."""
        self._first_pick = card
        for item in self.cards.values():
            item.set_selectable(False)
        if card is None:
            for a in swaps:
                self.item(a.item2).set_selectable(True)
                self.item(a.value).set_selectable(True)
            return
        self.item(card).set_selectable(True)
        for a in swaps:
            if card in (a.item2, a.value):
                self.item(a.value if a.item2 == card else a.item2).set_selectable(True)

    # --- words for the window ---------------------------------------------------------------
    def prompt(self, seat: int) -> str:
        kinds = {a.kind for a in self._legal}
        name = self.names[seat]
        if "hit" in kinds:
            line = (translate("Flip7", "%1 holds The Zero and must hit") if kinds == {"hit"}
                    else translate("Flip7", "%1: hit or stay?")).replace("%1", name)
            if self.odds is not None:
                line += "  " + translate("Flip7", "(chance to bust on a Hit: %1%)").replace(
                    "%1", number(round(self.odds * 100)))
            return line
        if "bonus" in kinds:
            return translate("Flip7", "%1 made a Flip 7: +15 for you, or 15 off an opponent?").replace(
                "%1", name)
        card = next((a.item for a in self._legal if a.item is not None), None)
        what = text.card_name(self.deck[card]) if card is not None else ""
        return (translate("Flip7", "%1: choose where %2 goes (click a player or a card)")
                .replace("%1", name).replace("%2", what))

    def action_text(self, action: Action) -> str:
        return text.action_text(action, self.deck, self.names, self.model.owner, self._me)

    def score_headers(self) -> list[str]:
        return [translate("Flip7", "Player"), translate("Flip7", "Total"), translate("Flip7", "Last round")]

    def score_rows(self) -> list[list[str]]:
        return [[self.names[s], number(self.model.totals[s]), signed(self.model.round_scores[s])]
                for s in range(self.model.players)]

    def result_text(self, outcome: Outcome) -> str:
        winner = outcome.winners[0]
        return translate("Flip7", "%1 wins with %2 points!").replace("%1", self.names[winner]) \
            .replace("%2", number(outcome.scores[winner]))
