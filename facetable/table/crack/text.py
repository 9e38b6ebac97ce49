"""Crack the Code words for the screen: tiles and their tooltips, choices, keys, log lines, the
guess history."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from facetable.engine.contract import Action, Event
from facetable.engine.crack import Guess

from ..items import tip
from ..numbers import number
from .model import CrackTable

translate = QCoreApplication.translate

DASH = 12



def colour_name(colour: int) -> str:
    return translate("Crack", "black") if colour == 0 else translate("Crack", "white")


def value_name(value: int) -> str:
    # as printed on the tile, in the UI's digits
    return translate("Crack", "dash") if value == DASH else number(value)


def tile_tip(colour: int, value: int | None, face_up: bool) -> str:
    """A tile's tooltip from what it shows: its colour, and its number when it is known."""
    if value is None:
        name = translate("Crack", "Black tile") if colour == 0 else translate("Crack",
                                                                            "White tile")
        return tip(name, translate("Crack", "Its number is hidden. Guess it to turn it up."))
    name = (translate("Crack", "Black tile %1") if colour == 0 else
            translate("Crack", "White tile %1")).replace("%1", value_name(value))
    effect = translate("Crack", "Turned up: everyone knows it.") if face_up else \
        translate("Crack", "Hidden from the other players.")
    if value == DASH:
        effect += " " + translate("Crack", "A dash stands where its owner put it, not in "
                                           "number order.")
    return tip(name, effect)


def heap_tip(colour: int, count: int) -> str:
    return (translate("Crack", "Black tiles left to draw: %1") if colour == 0 else
            translate("Crack", "White tiles left to draw: %1")).replace("%1", number(count))


def key_help(kind: str, value: int | None = None) -> str:
    """What the key of a button does (the keyboard overlay)."""
    if kind == "draw":
        return translate("Crack", "Draw a black tile") if value == 0 else \
            translate("Crack", "Draw a white tile")
    return {"continue": translate("Crack", "Guess again (after a right guess)"),
            "stop": translate("Crack", "Stop and keep your tile hidden")}[kind]


def tile_label(model: CrackTable, tile_id: int, names: list[str],
               index: int | None = None) -> str:
    """E.g. "Bảo's white tile in position 3" (counted in the row's order; a bare "tile 3"
    read like the tile's value). ``index``: the place to name (a guess names the place the
    tile had when it was guessed, from the event or the view's log); else its place now."""
    owner = model.owner(tile_id)
    tile = model.tile(tile_id)
    if owner is None or tile is None:
        return translate("Crack", "a tile")
    row = model.rows[owner]
    if index is None:
        index = next((i for i, t in enumerate(row) if t.id == tile_id), None)
    if index is None:
        return (translate("Crack", "%1's held %2 tile").replace("%1", names[owner])
                .replace("%2", colour_name(tile.colour)))
    return (translate("Crack", "%1's %2 tile in position %3").replace("%1", names[owner])
            .replace("%2", colour_name(tile.colour)).replace("%3", number(index + 1)))


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


#: Marks that open a guess's line, so right and wrong read apart without colour too; the log
#: panels colour the lines they open (``facetable.app.side_panels``).
RIGHT_MARK, WRONG_MARK = "✓", "✗"


def guess_line(guess: Guess, model: CrackTable, names: list[str]) -> str:
    """A guess in the log and the history alike: the tile named by its place when guessed."""
    seat, tile, value, correct = guess.seat, guess.tile, guess.value, guess.correct
    verdict = translate("Crack", "right") if correct else translate("Crack", "wrong")
    where = tile_label(model, tile, names, guess.position if guess.position >= 0 else None)
    line = (translate("Crack", "%1: %2 is %3 — %4").replace("%1", names[seat])
            .replace("%2", where).replace("%3", value_name(value))
            .replace("%4", verdict))
    return f"{RIGHT_MARK if correct else WRONG_MARK} {line}"


def event_text(event: Event, model: CrackTable, names: list[str], viewer: int) -> str | None:
    d, k = event.data, event.kind
    if k == "draw":
        line = translate("Crack", "%1 draws a %2 tile").replace("%1", names[d["seat"]]).replace(
            "%2", colour_name(d["colour"]))
        if d.get("value") is not None and d["seat"] == viewer:
            line += translate("Crack", " (your %1)").replace("%1", value_name(d["value"]))
        return line
    if k == "guess":
        return guess_line(Guess(d["seat"], d["target"], d["tile"], d["value"], d["correct"],
                                d["position"]), model, names)
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
