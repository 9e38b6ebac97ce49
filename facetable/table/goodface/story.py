"""The story of a Good Face Bad Face game as one seat knows it (no Qt): plain entries the History
panel and the banner turn into sentences (``text.py``). It tells what events say; it keeps no
zone and applies no rule (the cards are in the zone model, ``zones.py``)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from facetable.engine.contract import Event

#: Moves a flipped card's effect makes, told with that flip.
EFFECT_MOVES = ("party", "return", "gift", "wild", "sad_give", "sad_deal")


@dataclass
class Entry:
    """One line of the story: ``what`` is round, sealed, pass, flip, take_back or game_over;
    a flip's ``moves`` are the (reason, card, from_zone, from_seat, to_zone, to_seat) of the
    cards its effect moved, so its outcome can be told once it is resolved."""

    what: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    moves: list[tuple] = field(default_factory=list)


def tell(history: list[Entry], event: Event, effects: tuple[str, ...]) -> None:
    """Add what ``event`` (as the seat shown sees it) says to ``history``."""
    d, kind = event.data, event.kind
    last = history[-1] if history else None
    if kind == "move":
        _move(history, d)
    elif kind == "round":
        history.append(Entry("round", d["owner"], {"number": d["number"],
                                                   "skipped": d["skipped"]}))
    elif kind == "sealed":
        history.append(Entry("sealed", d["seat"], {"size": d["size"]}))
    elif kind == "pass":
        if last is not None and last.what == "sealed" and "to" not in last.data:
            last.data["to"] = d["to"]
        elif last is not None and last.what == "flip" and last.seat == d["seat"] \
                and last.data.get("card") is not None \
                and effects[last.data["card"]] in ("bad", "greedy"):
            last.data["to"] = d["to"]          # GF-6: passed on by the rules, not chosen
        else:
            history.append(Entry("pass", d["seat"], {"to": d["to"], "size": d["size"]}))
    elif kind == "peek":
        _add_to_flip(history, ("peek", d.get("card"), "stack", d["seat"], "stack", d["seat"]))
    elif kind == "round_over":
        if d["reason"] == "back" and last is not None and last.what == "take_back":
            last.data["done"] = True
    elif kind == "game_over":
        history.append(Entry("game_over", None, {"winners": tuple(d["winners"]),
                                                 "reason": d["reason"]}))


def _move(history: list[Entry], d: dict) -> None:
    reason = d["reason"]
    if reason == "flip":
        history.append(Entry("flip", d["to_seat"], {"card": d.get("card")}))
    elif reason == "take_back":
        last = history[-1] if history else None
        if last is not None and last.what == "take_back" and not last.data.get("done"):
            last.data["count"] += 1
        else:
            history.append(Entry("take_back", d["to_seat"], {"count": 1}))
    elif reason in EFFECT_MOVES:
        _add_to_flip(history, (reason, d.get("card"), d["from_zone"], d["from_seat"],
                               d["to_zone"], d["to_seat"]))


def _add_to_flip(history: list[Entry], record: tuple) -> None:
    for entry in reversed(history):
        if entry.what == "flip":
            entry.moves.append(record)
            return
        if entry.what in ("round", "pass", "sealed", "take_back"):
            return
