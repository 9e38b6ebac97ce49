"""What the Face Guess table shows (no Qt): ``FaceGuessTable``, the plain picture the layout and
the words read, made from the zone model (``zones.py``) and the story (``story.py``). Nothing
here follows an event or applies a rule.

Cards are the zone model's anonymous items; ``kinds[item]`` is what the seat shown knows of one
(FG-12: its own hand and face-down card, every revealed card). ``variants`` picks each card's
picture, so the cards of one hand, or the revealed cards side by side, show different people.
The discard pile is only counted; the cards the last round put on it (``discard``) stay in
sight on top of it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import SPECTATOR
from facetable.engine.faceguess import BAD, GOOD

from ..faces import FacePicture, faces_apart
from ..zones import TableModel
from .story import RoundEntry, Story

KIND_ORDER = {GOOD: 0, BAD: 1}


@dataclass
class FaceGuessTable(FacePicture):
    players: int
    seat: int = SPECTATOR                      # whose secrets the picture may hold
    target: int = 10
    fooled_bonus: bool = False
    good_cards: int = 25
    phase: str = "commit"                      # commit, guess, over
    round: int = 1
    start: int = 0
    guesser: int | None = None
    hands: list[list[int]] = field(default_factory=list)
    #: The card each seat put down this round (an item), or None.
    mats: list[int | None] = field(default_factory=list)
    #: The cards the last round discarded, in sight on top of the pile.
    discard: list[int] = field(default_factory=list)
    discard_size: int = 0
    deck: int = 0
    kinds: dict[int, str | None] = field(default_factory=dict)
    variants: dict[int, int] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    right: list[int] = field(default_factory=list)
    rounds: list[RoundEntry] = field(default_factory=list)
    #: The round the grid shows (see ``Story.shown``).
    shown: int = 0
    winners: tuple[int, ...] = ()
    end_reason: str | None = None
    #: Every hand is shown (a game of bots only with open hands, or after the game).
    open: bool = False

    @classmethod
    def of(cls, zones: TableModel, story: Story, discarded: dict[int, str | None] | None = None,
           variants: dict[int, int] | None = None) -> "FaceGuessTable":
        """The picture of ``zones`` and ``story``; ``discarded`` the cards last put on the
        discard pile and their kinds; ``variants`` (kept by the caller from one picture to
        the next, so a card keeps its face) gets a picture for every known card."""
        facts, lab = zones.facts, zones.labels
        n = facts["players"]
        discarded = discarded or {}
        variants = {} if variants is None else variants
        mats = [next(iter(zones.ids(f"spot{s}")), None) for s in range(n)]
        kinds = {i: item.face for i, item in zones.items.items()}
        kinds.update(discarded)
        table = cls(n, facts.get("seat", SPECTATOR), facts["target"], facts["fooled_bonus"],
                    facts["good_cards"], lab["phase"], lab["round"], lab["start"] or 0,
                    lab["guesser"], [zones.ids(f"hand{s}") for s in range(n)], mats,
                    list(discarded), zones.zones["discard"].size, zones.zones["deck"].size,
                    kinds, variants, [lab[f"score{s}"] for s in range(n)],
                    [lab[f"right{s}"] for s in range(n)], list(story.rounds), story.shown,
                    tuple(lab["winners"]), story.end_reason, facts["open"])
        for group in (*table.hands, [m for m in mats if m is not None]):
            faces_apart(group, kinds, variants)
        table.variants = dict(variants)
        return table

    # --- queries -----------------------------------------------------------------------------
    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    def current(self) -> RoundEntry | None:
        return self.rounds[-1] if self.rounds else None

    def grid(self) -> RoundEntry | None:
        """The round the grid shows (see ``shown``)."""
        return self.rounds[self.shown] if self.rounds else None

    def placed(self, seat: int) -> bool:
        return self.mats[seat] is not None

    def zone_of(self, item: int) -> tuple[str, int | None]:
        for s in range(self.players):
            if item in self.hands[s]:
                return "hand", s
            if self.mats[s] == item:
                return "mat", s
        return ("discard", None) if item in self.discard else ("box", None)


__all__ = ["FaceGuessTable", "RoundEntry"]
