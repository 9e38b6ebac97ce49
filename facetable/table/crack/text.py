"""Crack the Code words for the screen: tiles, choices, log lines, the guess history."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from facetable.engine.contract import Action, Event

from ..numbers import number
from .model import CrackTable

translate = QCoreApplication.translate

DASH = 12



def colour_name(colour: int) -> str:
    return translate("Crack", "black") if colour == 0 else translate("Crack", "white")


def value_name(value: int) -> str:
    return translate("Crack", "dash") if value == DASH else str(value)  # as printed on the tile


def tile_label(model: CrackTable, tile_id: int, names: list[str]) -> str:
    """E.g. "Bảo's white tile 3" (position counted in the row's order)."""
    owner = model.owner(tile_id)
    tile = model.tile(tile_id)
    if owner is None or tile is None:
        return translate("Crack", "a tile")
    row = model.rows[owner]
    index = next((i for i, t in enumerate(row) if t.id == tile_id), None)
    position = number(index + 1) if index is not None else translate("Crack", "held")
    return (translate("Crack", "%1's %2 tile %3").replace("%1", names[owner])
            .replace("%2", colour_name(tile.colour)).replace("%3", position))


def prompt(legal: list[Action], name: str) -> str:
    kinds = {a.kind for a in legal}
    if "draw" in kinds:
        return translate("Crack", "%1: draw a tile (click the black or white heap, or B / W)").replace("%1", name)
    if "guess" in kinds:
        return translate("Crack", "%1: click an opponent's hidden tile and name its value").replace("%1", name)
    if "continue" in kinds:
        return translate("Crack", "%1: right! Guess again or stop?").replace("%1", name)
    if "place" in kinds:
        return translate("Crack", "%1: choose where your tile stands (click a yellow spot)").replace("%1", name)
    if "reveal" in kinds:
        return translate("Crack", "%1: wrong, and the pool is empty: turn up one of your tiles").replace("%1",
                                                                                        name)
    return name


def action_text(action: Action, model: CrackTable, names: list[str]) -> str:
    k = action.kind
    if k == "draw":
        return translate("Crack", "Draw a %1 tile").replace("%1", colour_name(action.value))
    if k == "guess":
        return (translate("Crack", "%1 is %2").replace("%1", tile_label(model, action.item, names))
                .replace("%2", value_name(action.value)))
    if k == "continue":
        return translate("Crack", "Guess again")
    if k == "stop":
        return translate("Crack", "Stop")
    if k == "place":
        return translate("Crack", "Stand it at position %1").replace("%1", number(action.value + 1))
    if k == "reveal":
        return translate("Crack", "Turn up %1").replace("%1", tile_label(model, action.item, names))
    return k


def guess_line(guess, model: CrackTable, names: list[str]) -> str:
    seat, _target, tile, value, correct = guess
    verdict = translate("Crack", "right") if correct else translate("Crack", "wrong")
    return (translate("Crack", "%1: %2 is %3 — %4").replace("%1", names[seat])
            .replace("%2", tile_label(model, tile, names)).replace("%3", value_name(value))
            .replace("%4", verdict))


def event_text(event: Event, model: CrackTable, names: list[str], viewer: int) -> str | None:
    d, k = event.data, event.kind
    if k == "draw":
        line = translate("Crack", "%1 draws a %2 tile").replace("%1", names[d["seat"]]).replace(
            "%2", colour_name(d["colour"]))
        if d.get("value") is not None and d["seat"] == viewer:
            line += translate("Crack", " (your %1)").replace("%1", value_name(d["value"]))
        return line
    if k == "guess":
        return guess_line((d["seat"], d["target"], d["tile"], d["value"], d["correct"]), model,
                          names)
    if k == "reveal" and d.get("held"):
        return translate("Crack", "%1 must show the drawn tile: %2").replace("%1", names[d["seat"]]).replace(
            "%2", value_name(d["value"]))
    if k == "stop":
        return translate("Crack", "%1 stops").replace("%1", names[d["seat"]])
    if k == "out":
        return translate("Crack", "%1's code is cracked").replace("%1", names[d["seat"]])
    if k == "game_over":
        return translate("Crack", "%1 wins!").replace("%1", names[d["winner"]])
    return None
