"""High Card's table: the seats round the table, their hands, the stock and the trick."""
from __future__ import annotations

from PySide6.QtCore import QObject

from facetable.engine.contract import Action, Outcome
from facetable.table.controller import TableController
from facetable.table.geometry import Placement, Rect, header_height, row
from facetable.table.numbers import fill, isolate
from facetable.table.seating import seat_rects
from facetable.table.standard import card_item, name_of

from .zones import PROJECTION


class HighCard(QObject):
    """The table's words (context "HighCard"; ``tr`` is how lupdate reads a plural)."""


class HighCardController(TableController):
    projection = PROJECTION
    pauses = {"reveal": 900}                     # the trick stays in sight before it is taken

    def __init__(self, view, names: list[str], viewer: int, parent=None) -> None:
        super().__init__(names, viewer, parent)
        self.players = view.players
        self.start_zones(view)
        self.add_panels(self.players)
        self.add_piles(["stock", *(f"taken{s}" for s in range(self.players))])
        self.relayout()

    def relayout(self) -> None:
        self.seats, self.centre = seat_rects(self.players, self.viewer, self.width, self.height,
                                             self.height * 0.3, self.rtl)
        h = min(self.centre.h - 16, min(r.h for r in self.seats.values()) * 0.6)
        self.card = Rect(0, 0, h * 250 / 350, h)
        self.place_panels(self.seats)
        areas = {"stock": self.centre, **{f"taken{s}": r for s, r in self.seats.items()}}
        for name, area in areas.items():
            x = area.right - 8 - self.card.w if self.rtl else area.x + 8
            self.pile_items[name].set_rect(x, self._top(area), self.card.w, h)
        self.show_labels()

    def show_labels(self) -> None:
        labels = self.labels_model().labels
        for s, panel in enumerate(self.panels):
            tricks = fill(HighCard.tr("Tricks: %1"), labels[f"tricks{s}"])
            panel.set_text(self.names[s], tricks, labels["turn"] == s, False)

    def _top(self, area: Rect) -> float:
        """The cards' top in a seat's area (below its name) or in the middle."""
        head = 0 if area is self.centre else header_height(area.h)
        return area.y + (area.h + head - self.card.h) / 2

    def _row(self, zone: str, area: Rect, z: float) -> dict[int, Placement]:
        """A zone's cards across ``area`` past its pile, face up where the seat shown knows them."""
        pad = 8 if self.rtl else self.card.w + 24          # the pile lies at the area's start
        room = Rect(area.x + pad, area.y, area.w - self.card.w - 32, area.h)
        return row(self.zones.ids(zone), room, self._top(area), self.card.w, self.card.h, z,
                   lambda i: self.zones.items[i].face is not None, self.rtl)

    def placements(self) -> dict[int, Placement]:
        out = self._row("trick", self.centre, 50)
        for s, r in self.seats.items():
            out |= self._row(f"hand{s}", r, 10)
        return out

    new_item = staticmethod(card_item)            # a card of the shared deck, or a back

    def card_tip(self, item) -> str:
        return name_of(item.item_id) if item.face_up else HighCard.tr("A card face down")

    def offer(self, legal: list[Action], view=None) -> None:
        self.offer_items({a.item: a for a in legal})

    def prompt(self, seat: int) -> str:
        return fill(HighCard.tr("%1: play a card (click it)"), isolate(self.names[seat]))

    def action_text(self, action: Action) -> str:
        return fill(HighCard.tr("Play %1"), name_of(action.item))

    def score_headers(self) -> list[str]:
        return [HighCard.tr("Player"), HighCard.tr("Tricks")]

    def score_rows(self) -> list[list[str]]:
        labels = self.model.labels
        return [[self.names[s], fill("%1", labels[f"tricks{s}"])] for s in range(self.players)]

    def result_text(self, outcome: Outcome) -> str:
        names = ", ".join(isolate(self.names[s]) for s in outcome.winners)
        return fill(HighCard.tr("%1 won the most tricks!"), names)

    def describe_with(self, event, facts) -> str | None:
        if event.kind == "play" and "card" not in event.data:
            return fill(HighCard.tr("%1 plays face down."), isolate(self.names[event["seat"]]))
        if event.kind == "play":
            return fill(HighCard.tr("%1 plays %2."), isolate(self.names[event["seat"]]),
                        name_of(event["card"]))
        if event.kind == "trick":
            return fill(HighCard.tr("%1 takes the trick."), isolate(self.names[event["winner"]]))
        return None
