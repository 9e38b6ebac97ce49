"""The Face Guess table as zones (no Qt): the draw and discard piles (only counted), each seat's
hand and the card it put face down this round; scores, right guesses, the start player, the
round, the phase, the guesser and the winners as labels; the options as facts.

Cards have kinds, not ids, so every card is anonymous (``table/zones.py``) and shows its kind
only as far as the seat shown may know it (FG-12): its own hand and face-down card, every card
once revealed, and every hand when the events shown are not redacted (open hands:
``facts["open"]``). The controller holds these zones (``controller.py``); the drift check keeps
them equal to the view (``tests/test_table_drift.py``).
"""
from __future__ import annotations

from facetable.engine.contract import Event
from facetable.engine.faceguess import View

from ..zones import (NOBODY, OWNER, Flip, Label, Move, Op, Projection, Reveal, SetCount, Take,
                     TableModel, Zone)


def empty(view: View) -> TableModel:
    players = view.players
    zones = [Zone("deck", "pile", None, NOBODY, count=0),
             Zone("discard", "pile", None, NOBODY, count=0)]
    for s in range(players):
        zones += [Zone(f"hand{s}", "fan", s, OWNER), Zone(f"spot{s}", "stack", s, OWNER)]
    model = TableModel(zones)
    model.facts.update(players=players, target=view.target, fooled_bonus=view.fooled_bonus,
                       good_cards=view.good_cards, open=False)
    model.labels.update({"start": None, "round": 0, "phase": "commit", "guesser": None,
                         "winners": ()})
    for s in range(players):
        model.labels.update({f"score{s}": 0, f"right{s}": 0})
    return model


def from_view(view: View) -> TableModel:
    model = empty(view)
    model.set_count("deck", view.deck_size)
    model.set_count("discard", view.discard_size)
    for s in range(view.players):
        model.anonymous(f"hand{s}", view.hand_sizes[s], view.hand if s == view.seat else ())
        if view.placed[s]:
            face = view.faces[s]
            model.anonymous(f"spot{s}", 1, (face,), face_up=view.over)
        model.labels.update({f"score{s}": view.scores[s], f"right{s}": view.right[s]})
    model.labels.update({"start": view.start, "round": view.round, "phase": view.phase,
                         "guesser": view.guesser, "winners": tuple(view.winners)})
    return model


def ops(event: Event, model: TableModel) -> list[Op]:
    d, kind = event.data, event.kind
    if kind == "start":
        return [SetCount("deck", d["deck"]), Label("start", d["start"])]
    if kind in ("deal", "draw"):
        if d.get("cards") is not None and d["seat"] != model.facts["seat"]:
            model.facts["open"] = True            # events not redacted: open hands
        cards = d.get("cards") or (None,) * d["count"]
        return [Take("deck", f"hand{d['seat']}", c, known=c is not None) for c in cards]
    if kind == "round":
        return [Label("round", d["number"]), Label("start", d["start"]),
                Label("phase", "commit"), Label("guesser", None)]
    if kind == "commit":
        face = d.get("kind")
        return [Take(f"hand{d['seat']}", f"spot{d['seat']}", face, known=face is not None)]
    if kind == "turn":
        return [Label("phase", "guess"), Label("guesser", d["seat"])]
    if kind == "reveal":
        out: list[Op] = []
        for s, face in enumerate(d["cards"]):
            for item in model.ids(f"spot{s}"):
                out += [Reveal(item, face), Flip(item, True)]
        return out + [Label("guesser", None)]
    if kind == "score":
        return [Label(f"score{d['seat']}", d["total"])]
    if kind == "scores":
        return ([Label(f"score{s}", v) for s, v in enumerate(d["scores"])]
                + [Label(f"right{s}", v) for s, v in enumerate(d["right"])])
    if kind == "discard":
        return [Move(item, "discard") for s in range(len(d["cards"]))
                for item in model.ids(f"spot{s}")]
    if kind == "start_player":
        return [Label("start", d["seat"])]
    if kind == "game_over":
        return ([Label("winners", tuple(d["winners"])), Label("phase", "over"),
                 Label("guesser", None)]
                + [Label(f"score{s}", v) for s, v in enumerate(d["scores"])]
                + [Label(f"right{s}", v) for s, v in enumerate(d["right"])])
    return []


PROJECTION = Projection(empty, from_view, ops)
