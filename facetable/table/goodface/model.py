"""What the Good Face Bad Face table shows, from one seat's view or from events redacted for it
(no Qt).

The engine gives cards no ids (a card's id would tell where it went once it was seen), so the
table makes its own: every card lying on the table is an *item* the model numbers as it first
appears (dealt from the deck, or found in a view), and each ``move`` event takes one item out of
its zone and puts it in another. Which item leaves a zone is decided only by what the seat shown
may know: an item of the named kind when the card is visible, else the last item, so the choice
never depends on a hidden card.

``kinds[item]`` is what the seat shown knows of that card: a kind, or None (a back). A card that
goes into another seat's hand is forgotten at once, even if it was just seen: hands are private
(GF-23) and a later put may take any card of that hand. The seat's own Stack keeps its kinds
(GF-23: its builder knows the order), and a peeked card is known to the peeker (GF-22).

``history`` is the story of the game as this seat knows it, as plain entries (``Entry``) the
History panel and the banner turn into sentences.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.goodface import KIND_NAMES, View
from facetable.engine.goodface.cards import BAD, GOOD

from ..faces import VARIANTS, face_art

HAND, PARTY, STACK, FLIP, BOX, DECK = "hand", "party", "stack", "flip", "box", "deck"


@dataclass
class Entry:
    """One line of the story: ``what`` is round, sealed, pass, flip, take_back or game_over;
    a flip's ``moves`` are the (reason, card, from_zone, from_seat, to_zone, to_seat) of the
    cards its effect moved, so its outcome can be told once it is resolved."""

    what: str
    seat: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    moves: list[tuple] = field(default_factory=list)


@dataclass
class GoodFaceTable:
    players: int
    seat: int = SPECTATOR                   # whose secrets the model may hold
    step: int = 1
    round_limit: int = 40
    effects: tuple[str, ...] = ("good", "bad", "greedy", "sad", "peek")
    hands: list[list[int]] = field(default_factory=list)
    parties: list[list[int]] = field(default_factory=list)
    #: Face-up cards lying on a seat's flip spot (a flipped card, a Greedy gift).
    flips: list[list[int]] = field(default_factory=list)
    stack: list[int] = field(default_factory=list)          # top first
    box: list[int] = field(default_factory=list)
    kinds: dict[int, int | None] = field(default_factory=dict)
    variants: dict[int, int] = field(default_factory=dict)
    owner: int = 0
    holder: int = 0
    round: int = 1
    #: Cards the holder has flipped since the Stack reached them.
    flipped: int = 0
    building: bool = True
    must_flip: list[bool] = field(default_factory=list)
    winners: tuple[int, ...] = ()
    end_reason: str | None = None
    #: Every hand is shown (open hands, or after the game).
    open: bool = False
    history: list[Entry] = field(default_factory=list)
    next_id: int = 0
    #: The item the last ``move`` event moved (the table staggers a batch of moves by it).
    last_item: int | None = None

    @classmethod
    def empty(cls, players: int, seat: int = SPECTATOR) -> "GoodFaceTable":
        return cls(players, seat, hands=[[] for _ in range(players)],
                   parties=[[] for _ in range(players)], flips=[[] for _ in range(players)],
                   must_flip=[False] * players)

    @classmethod
    def from_view(cls, view: View) -> "GoodFaceTable":
        """The table as ``view`` shows it: the zones from the view itself, the story from its
        log."""
        table = cls.empty(view.players, view.seat)
        for event in view.log:
            table.apply(event)
        table.hands = [[] for _ in range(view.players)]
        table.parties = [[] for _ in range(view.players)]
        table.flips = [[] for _ in range(view.players)]
        table.stack, table.box, table.kinds, table.variants = [], [], {}, {}
        table.next_id = 0
        table.open = False
        table.step, table.round_limit, table.effects = view.step, view.round_limit, view.effects
        for s in range(view.players):
            if s == view.seat:
                table.hands[s] = [table._new(k) for k in view.hand]
            else:
                table.hands[s] = [table._new(None) for _ in range(view.hand_sizes[s])]
            for k in view.parties[s]:
                table._to_party(s, table._new(k))
        order = list(view.stack_order)
        for i in range(view.stack_size):
            kind = order[i] if i < len(order) else None
            if i == 0 and view.peek is not None:
                kind = view.peek
            table.stack.append(table._new(kind))
        if view.pending is not None and view.keeper is not None:
            table.flips[view.keeper].append(table._new(view.pending))
        table.owner, table.holder, table.flipped = view.owner, view.holder, view.flips
        table.building = view.phase == "build"
        table.round = view.round
        table.must_flip = list(view.must_flip)
        table.winners = view.winners
        return table

    # --- queries -------------------------------------------------------------------------------
    def kind(self, item: int) -> int | None:
        return self.kinds.get(item)

    def count(self, zone: list[int], kind: int) -> int:
        return sum(1 for i in zone if self.kinds.get(i) == kind)

    def goods(self, seat: int) -> int:
        return self.count(self.parties[seat], GOOD)

    def bads(self, seat: int) -> int:
        return self.count(self.parties[seat], BAD)

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat])

    def knows_stack(self) -> bool:
        """The seat shown knows the Stack's order (it built it), or every card is open."""
        return bool(self.stack) and all(self.kinds.get(i) is not None for i in self.stack) \
            and (self.seat == self.owner or self.open)

    def picture(self, item: int) -> str:
        """The face picture of an item as this seat may see it ("back" when unknown)."""
        kind = self.kinds.get(item)
        if kind is None:
            return face_art("back")
        return face_art(KIND_NAMES[kind], self.variants.get(item, item))

    def zone_of(self, item: int) -> tuple[str, int | None]:
        for s in range(self.players):
            if item in self.hands[s]:
                return HAND, s
            if item in self.parties[s]:
                return PARTY, s
            if item in self.flips[s]:
                return FLIP, s
        if item in self.stack:
            return STACK, self.holder
        return BOX, None

    def counts(self) -> dict[str, Any]:
        """The zones as counts and known kinds (for comparing with a view in tests)."""
        return {
            "hand_sizes": tuple(len(h) for h in self.hands),
            "own": tuple(sorted(self.kinds[i] for i in self.hands[self.seat]))
            if 0 <= self.seat < self.players else (),
            "parties": tuple(tuple(sorted(self.kinds[i] for i in p)) for p in self.parties),
            "stack": len(self.stack),
            "flips": tuple(tuple(sorted(self.kinds[i] for i in f)) for f in self.flips),
        }

    # --- events --------------------------------------------------------------------------------
    def apply(self, event: Event, prefer: int | None = None) -> None:
        """Follow one event (as the seat shown sees it). ``prefer``: for a put, the item the
        table wants to see go into the Stack (the card the human placed there)."""
        d, kind = event.data, event.kind
        if kind == "start":
            fresh = GoodFaceTable.empty(d["players"], self.seat)
            self.__dict__.update(fresh.__dict__)
            self.step, self.round_limit = d["step"], d["round_limit"]
            effects = list(self.effects)
            effects[4] = d["blank_effect"]
            self.effects = tuple(effects)
            self.owner = self.holder = d["owner"]
        elif kind == "move":
            self._move(d, prefer)
        elif kind == "round":
            self.round, self.owner, self.holder = d["number"], d["owner"], d["owner"]
            self.flipped, self.building = 0, True
            self.history.append(Entry("round", d["owner"], {"number": d["number"],
                                                            "skipped": d["skipped"]}))
        elif kind == "sealed":
            self.building = False
            self.history.append(Entry("sealed", d["seat"], {"size": d["size"]}))
        elif kind == "pass":
            self.holder, self.flipped, self.building = d["to"], 0, False
            last = self.history[-1] if self.history else None
            if last is not None and last.what == "sealed" and "to" not in last.data:
                last.data["to"] = d["to"]
            elif last is not None and last.what == "flip" and last.seat == d["seat"] \
                    and last.data.get("card") is not None \
                    and self.effects[last.data["card"]] in ("bad", "greedy"):
                last.data["to"] = d["to"]          # GF-6: passed on by the rules, not chosen
            else:
                self.history.append(Entry("pass", d["seat"], {"to": d["to"],
                                                              "size": d["size"]}))
        elif kind == "peek":
            if "card" in d and self.stack:
                self.kinds[self.stack[0]] = d["card"]
            self._flip_entry_add(("peek", d.get("card"), STACK, d["seat"], STACK, d["seat"]))
        elif kind == "must_flip":
            self.must_flip[d["seat"]] = d["on"]
        elif kind == "round_over":
            entry = self.history[-1] if self.history else None
            if d["reason"] == "back" and entry is not None and entry.what == "take_back":
                entry.data["done"] = True
        elif kind == "game_over":
            self.winners, self.end_reason = tuple(d["winners"]), d["reason"]
            self.history.append(Entry("game_over", None, {"winners": tuple(d["winners"]),
                                                          "reason": d["reason"]}))

    def _move(self, d: dict, prefer: int | None) -> None:
        card = d.get("card")
        reason = d["reason"]
        if reason == "deal" and card is not None and d["to_seat"] != self.seat:
            self.open = True                      # events are not redacted: open hands
        item = self._take(d["from_zone"], d["from_seat"], card, prefer)
        self.last_item = item
        to_zone, to_seat = d["to_zone"], d["to_seat"]
        hidden = to_zone == BOX or (to_zone == HAND and to_seat != self.seat and not self.open)
        self.kinds[item] = None if hidden else card
        if to_zone == HAND:
            self.hands[to_seat].append(item)
        elif to_zone == PARTY:
            self._to_party(to_seat, item)
        elif to_zone == STACK:
            self.stack.append(item)
        elif to_zone == FLIP:
            self.flips[to_seat].append(item)
        else:
            self.box.append(item)
        record = (reason, card, d["from_zone"], d["from_seat"], to_zone, to_seat)
        if reason == "flip":
            self.flipped += 1
            self.history.append(Entry("flip", d["to_seat"], {"card": card}))
        elif reason == "take_back":
            last = self.history[-1] if self.history else None
            if last is not None and last.what == "take_back" and not last.data.get("done"):
                last.data["count"] += 1
            else:
                self.history.append(Entry("take_back", to_seat, {"count": 1}))
        elif reason in ("party", "return", "gift", "wild", "sad_give", "sad_deal"):
            self._flip_entry_add(record)

    def _flip_entry_add(self, record: tuple) -> None:
        for entry in reversed(self.history):
            if entry.what == "flip":
                entry.moves.append(record)
                return
            if entry.what in ("round", "pass", "sealed", "take_back"):
                return

    def _new(self, kind: int | None) -> int:
        item = self.next_id
        self.next_id += 1
        self.kinds[item] = kind
        self.variants[item] = item
        return item

    def _take(self, zone: str, seat: int | None, card: int | None, prefer: int | None) -> int:
        """The item that leaves (zone, seat): chosen only from what this seat may know."""
        if zone == DECK or zone == BOX:
            return self._new(None)
        if zone == STACK:
            items = self.stack
            return items.pop(0) if items else self._new(None)
        items = {HAND: self.hands, PARTY: self.parties, FLIP: self.flips}[zone][seat]
        if not items:
            return self._new(None)
        if prefer is not None and prefer in items and (card is None
                                                      or self.kinds.get(prefer) == card):
            items.remove(prefer)
            return prefer
        if zone == FLIP:
            pick = next((i for i in items if self.kinds.get(i) == card), items[0])
        else:
            same = [i for i in items if card is not None and self.kinds.get(i) == card]
            unknown = [i for i in items if self.kinds.get(i) is None]
            pick = (same or unknown or items)[-1]
        items.remove(pick)
        return pick

    def _to_party(self, seat: int, item: int) -> None:
        """Join a Party, wearing a picture no other card of that Party wears (four Goods show
        four different people), keeping its own when it is free."""
        party = self.parties[seat]
        kind = self.kinds.get(item)
        if kind is not None:
            name = KIND_NAMES[kind]
            used = {self.picture(i) for i in party if self.kinds.get(i) == kind}
            if face_art(name, self.variants.get(item, item)) in used:
                free = next((v for v in range(VARIANTS[name])
                             if face_art(name, v) not in used), None)
                if free is not None:
                    self.variants[item] = free
        party.append(item)

    # --- the end -------------------------------------------------------------------------------
    def reveal(self, hands: list[list[int]], stack: list[int]) -> None:
        """After the game nothing is secret: every hand (counts per kind) and the Stack."""
        for seat, counts in enumerate(hands):
            kinds = [k for k, n in enumerate(counts) for _ in range(n)]
            items = self.hands[seat]
            for item, kind in zip(items, kinds):
                self.kinds[item] = kind
        for item, kind in zip(self.stack, stack):
            self.kinds[item] = kind
        self.open = True
