"""What the Good Face Bad Face table shows (no Qt): ``GoodFaceTable``, the plain picture the
layout and the words read, made from the zone model (``zones.py``) and the story (``story.py``).
Nothing here follows an event or applies a rule.

Cards are the zone model's anonymous items; ``kinds[item]`` is what the seat shown knows of one
(a kind, or None: a back). ``variants`` picks each card's picture, so the cards of one Party
show different people (four Goods, four faces).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import SPECTATOR
from facetable.engine.goodface import KIND_NAMES
from facetable.engine.goodface.cards import BAD, GOOD

from ..faces import FacePicture, faces_apart
from ..zones import TableModel
from .story import Entry


@dataclass
class GoodFaceTable(FacePicture):
    players: int
    seat: int = SPECTATOR                   # whose secrets the picture may hold
    step: int = 1
    round_limit: int = 40
    effects: tuple[str, ...] = ("good", "bad", "greedy", "sad", "peek")
    hands: list[list[int]] = field(default_factory=list)
    parties: list[list[int]] = field(default_factory=list)
    #: Face-up cards lying on a seat's flip spot (a flipped card, a Greedy gift).
    flips: list[list[int]] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)          # top first
    kinds: dict[int, int | None] = field(default_factory=dict)
    variants: dict[int, int] = field(default_factory=dict)
    owner: int = 0
    holder: int = 0
    round: int = 1
    building: bool = True
    must_flip: list[bool] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    #: Every hand is shown (open hands, or after the game).
    open: bool = False
    history: list[Entry] = field(default_factory=list)

    @classmethod
    def of(cls, zones: TableModel, history: list[Entry] = (),
           variants: dict[int, int] | None = None) -> "GoodFaceTable":
        """The picture of ``zones``; ``variants`` (kept by the caller from one picture to the
        next, so a card keeps its face) gets a picture for every card in a Party."""
        facts, lab = zones.facts, zones.labels
        players = facts["players"]
        variants = {} if variants is None else variants
        table = cls(players, facts.get("seat", SPECTATOR), facts["step"], facts["round_limit"],
                    facts["effects"],
                    [zones.ids(f"hand{s}") for s in range(players)],
                    [zones.ids(f"party{s}") for s in range(players)],
                    [zones.ids(f"flip{s}") for s in range(players)],
                    zones.ids("stack"), {i: item.face for i, item in zones.items.items()},
                    variants, lab["owner"] or 0, lab["holder"] or 0, lab["round"],
                    lab["building"], [lab[f"must{s}"] for s in range(players)],
                    tuple(lab["winners"]), facts["open"], list(history))
        names = {i: None if k is None else KIND_NAMES[k] for i, k in table.kinds.items()}
        for party in table.parties:
            faces_apart(party, names, variants)
        table.variants = dict(variants)
        return table

    # --- queries -------------------------------------------------------------------------------
    def goods(self, seat: int) -> int:
        return self.count(self.parties[seat], GOOD)

    def bads(self, seat: int) -> int:
        return self.count(self.parties[seat], BAD)

    @property
    def end_reason(self) -> str | None:
        return next((e.data["reason"] for e in reversed(self.history)
                     if e.what == "game_over"), None)

    def knows_stack(self) -> bool:
        """The seat shown knows the Stack's order (it built it), or every card is open."""
        return bool(self.stack) and all(self.kinds.get(i) is not None for i in self.stack) \
            and (self.seat == self.owner or self.open)

    def art_name(self, kind: int) -> str:
        return KIND_NAMES[kind]
