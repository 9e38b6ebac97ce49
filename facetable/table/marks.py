"""Where a lesson's mark is on the table (``facetable.games.lessons.Step.mark``), in scene
coordinates: ``"zone:<name>"`` (the items of a zone of the game's projection, or the pile
drawn for a counted zone), ``"seat:<n>"`` (that seat's panel) or ``"item:<name>"`` (an item
the game's table controller keeps under that name, e.g. a grid of calls). A zone with nothing on the
table points at its owner's panel, and a mark with no place at all gives None."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF


def mark_rect(controller: Any, mark: str) -> QRectF | None:
    what, _, name = mark.partition(":")
    panels = getattr(controller, "panels", ())
    if what == "seat":
        seat = int(name) if name.isdigit() else -1
        return _shown(panels[seat]) if 0 <= seat < len(panels) else None
    if what == "item":
        item = getattr(controller, name, None)
        return _shown(item) if hasattr(item, "sceneBoundingRect") else None
    if what != "zone":
        return None
    pile = controller.pile_items.get(name)
    if pile is not None:
        return _shown(pile)
    zones = controller.zones
    if zones is None or name not in zones.zones:
        return None
    rect = None
    for item_id in zones.ids(name):
        card = controller.cards.get(item_id)
        found = _shown(card) if card is not None else None
        if found is not None:
            rect = found if rect is None else rect.united(found)
    owner = zones.zones[name].owner
    if rect is None and owner is not None and owner < len(panels):
        return _shown(panels[owner])
    return rect


def _shown(item: Any) -> QRectF | None:
    return item.sceneBoundingRect() if item.isVisible() else None
