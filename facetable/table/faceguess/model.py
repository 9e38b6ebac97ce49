"""What the Face Guess table shows, from one seat's view or from events redacted for it (no Qt).

The engine gives cards no ids, only kinds, so the table numbers the cards lying on it as they
appear (dealt, drawn): *items*. A ``commit`` moves one item of the seat's hand to its mat: the
seat's own card of the named kind (the one the human clicked, when it is of that kind), or for
any other seat its last card, whose kind the seat shown does not know. The choice never depends
on a hidden card.

``kinds[item]`` is what the seat shown knows of a card: its own hand and its own face-down card,
every revealed card, nothing else (FG-12). ``rounds`` is the story of the game as plain entries
(``RoundEntry``): the calls of every guesser as they are made, then the revealed cards, who was
right, and the points each seat made, for the grid and the History panel.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.faceguess import BAD, GOOD, View

from ..faces import VARIANTS, face_art

KIND_ORDER = {GOOD: 0, BAD: 1}


@dataclass
class RoundEntry:
    """One round as everyone saw it. ``calls[g]`` is guesser g's calls by seat (None: g has
    not guessed yet); ``cards`` the revealed kinds (None before the reveal); ``points[s]``
    what seat s made this round; ``scored`` the round is scored."""

    number: int
    start: int
    calls: list[tuple[str | None, ...] | None]
    cards: tuple[str, ...] | None = None
    points: list[int] = field(default_factory=list)
    scored: bool = False

    def right(self, guesser: int, about: int) -> bool | None:
        """Was guesser's call about ``about`` right (None: not guessed or not revealed)."""
        calls = self.calls[guesser]
        if calls is None or self.cards is None or calls[about] is None:
            return None
        return calls[about] == self.cards[about]


@dataclass
class FaceGuessTable:
    players: int
    seat: int = SPECTATOR                      # whose secrets the model may hold
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
    #: The discard pile's items, oldest first (the table shows the last round's on top).
    discard: list[int] = field(default_factory=list)
    discard_size: int = 0
    deck: int = 0
    kinds: dict[int, str | None] = field(default_factory=dict)
    #: The picture variant each card wears (see ``_vary``); by default its item number.
    variants: dict[int, int] = field(default_factory=dict)
    scores: list[int] = field(default_factory=list)
    right: list[int] = field(default_factory=list)
    rounds: list[RoundEntry] = field(default_factory=list)
    #: The round the grid shows: this round once its guessing starts, else the last one
    #: (its result stays on the table while the next cards are put down).
    shown: int = 0
    winners: tuple[int, ...] = ()
    end_reason: str | None = None
    #: Every hand is shown (a game of bots only with open hands, or after the game).
    open: bool = False
    #: Score events not yet animated: (seat, amount, reason, guesser, about).
    flights: list[tuple[int, int, str, int, int]] = field(default_factory=list)
    #: Items dealt or drawn by the last event (the table staggers them).
    last_items: list[int] = field(default_factory=list)
    next_id: int = 0

    @classmethod
    def empty(cls, players: int, seat: int = SPECTATOR) -> "FaceGuessTable":
        return cls(players, seat, hands=[[] for _ in range(players)], mats=[None] * players,
                   scores=[0] * players, right=[0] * players)

    @classmethod
    def from_view(cls, view: View) -> "FaceGuessTable":
        """The table as ``view`` shows it: its log replayed (the story and the zones), then the
        zones checked against the view itself."""
        table = cls.empty(view.players, view.seat)
        for event in view.log:
            table.apply(event)
        table.flights, table.last_items = [], []
        if table.hand_sizes() != view.hand_sizes or table.deck != view.deck_size:
            raise ValueError("the view's log does not add up to its hands and piles")
        return table

    # --- queries -----------------------------------------------------------------------------
    def kind(self, item: int) -> str | None:
        return self.kinds.get(item)

    def hand_sizes(self) -> tuple[int, ...]:
        return tuple(len(h) for h in self.hands)

    def own(self) -> bool:
        """The seat shown is a player (not a spectator)."""
        return 0 <= self.seat < self.players

    def picture(self, item: int) -> str:
        """The face picture of an item as this seat may see it ("back" when unknown). The
        variant follows the item, so a card keeps its face from frame to frame."""
        kind = self.kinds.get(item)
        return face_art("back") if kind is None else face_art(kind, self.variants.get(item, item))

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

    def known_faces(self) -> dict[str, int]:
        """Per kind, how many cards lying on the table this seat may see face up."""
        counts = {GOOD: 0, BAD: 0}
        for item, kind in self.kinds.items():
            if kind is not None and self.zone_of(item)[0] != "box":
                counts[kind] += 1
        return counts

    # --- events ------------------------------------------------------------------------------
    def apply(self, event: Event, prefer: int | None = None) -> None:
        """Follow one event (as the seat shown sees it). ``prefer``: for the seat's own commit,
        the item the human clicked."""
        d, kind = event.data, event.kind
        self.last_items = []
        if kind == "start":
            fresh = FaceGuessTable.empty(d["players"], self.seat)
            fresh.open = self.open
            self.__dict__.update(fresh.__dict__)
            self.deck, self.start = d["deck"], d["start"]
            self.target, self.fooled_bonus, self.good_cards = (d["target"], d["fooled_bonus"],
                                                               d["good"])
        elif kind in ("deal", "draw"):
            cards = d.get("cards")
            if cards is not None and d["seat"] != self.seat:
                self.open = True                 # events not redacted: open hands
            for i in range(d["count"]):
                item = self._new(cards[i] if cards is not None else None)
                self._vary(item, self.hands[d["seat"]])
                self.hands[d["seat"]].append(item)
                self.last_items.append(item)
            self.deck = d["deck"] if kind == "draw" else self.deck - d["count"]
        elif kind == "round":
            self.round, self.start, self.phase = d["number"], d["start"], "commit"
            self.guesser = None
            self.rounds.append(RoundEntry(d["number"], d["start"], [None] * self.players))
            if len(self.rounds) == 1:
                self.shown = 0
        elif kind == "commit":
            self._commit(d["seat"], d.get("kind"), prefer)
        elif kind == "turn":
            self.phase, self.guesser = "guess", d["seat"]
            self.shown = len(self.rounds) - 1
        elif kind == "guess":
            entry = self.current()
            if entry is not None:
                entry.calls[d["seat"]] = tuple(d["calls"])
        elif kind == "reveal":
            self.guesser = None
            self.shown = len(self.rounds) - 1
            for seat, card in enumerate(d["cards"]):
                item = self.mats[seat]
                if item is not None and self.kinds.get(item) is None:
                    self.kinds[item] = card
                    self._vary(item, [m for m in self.mats if m is not None and m != item])
            entry = self.current()
            if entry is not None:
                entry.cards = tuple(d["cards"])
                entry.points = [0] * self.players
        elif kind == "score":
            self.scores[d["seat"]] = d["total"]
            entry = self.current()
            if entry is not None and entry.points:
                entry.points[d["seat"]] += d["amount"]
            self.flights.append((d["seat"], d["amount"], d["reason"], d["guesser"], d["about"]))
        elif kind == "scores":
            self.scores, self.right = list(d["scores"]), list(d["right"])
            entry = self.current()
            if entry is not None:
                entry.scored = True
        elif kind == "discard":
            for seat in range(self.players):
                item = self.mats[seat]
                if item is not None:
                    self.discard.append(item)
                self.mats[seat] = None
            self.discard_size = d["pile"]
        elif kind == "start_player":
            self.start = d["seat"]
        elif kind == "game_over":
            self.phase, self.guesser = "over", None
            self.winners, self.end_reason = tuple(d["winners"]), d["reason"]
            self.scores, self.right = list(d["scores"]), list(d["right"])

    def _commit(self, seat: int, kind: str | None, prefer: int | None) -> None:
        hand = self.hands[seat]
        if not hand:
            item = self._new(kind)
        else:
            if prefer in hand and kind is not None and self.kinds.get(prefer) == kind:
                item = prefer
            elif kind is not None and any(self.kinds.get(i) == kind for i in hand):
                item = next(i for i in hand if self.kinds.get(i) == kind)
            else:
                unknown = [i for i in hand if self.kinds.get(i) is None]
                item = (unknown or hand)[-1]
            hand.remove(item)
        self.kinds[item] = kind
        self.mats[seat] = item

    def _vary(self, item: int, beside: list[int]) -> None:
        """Give a known card a picture no card of its kind ``beside`` it wears (five Goods in a
        hand show five people), its own when that one is free."""
        kind = self.kinds.get(item)
        if kind is None:
            return
        used = {self.picture(i) for i in beside if self.kinds.get(i) == kind}
        count = VARIANTS[kind]
        for k in range(count):
            variant = (item + k) % count
            if face_art(kind, variant) not in used:
                self.variants[item] = variant
                return

    def _new(self, kind: str | None) -> int:
        item = self.next_id
        self.next_id += 1
        self.kinds[item] = kind
        return item

    def take_flights(self) -> list[tuple[int, int, str, int, int]]:
        flights, self.flights = self.flights, []
        return flights

    # --- the end -----------------------------------------------------------------------------
    def reveal_hands(self, hands: list[list[str]]) -> None:
        """After the game nothing is secret: every hand face up (the cards not known yet take
        the kinds the hand holds besides the known ones)."""
        for seat, kinds in enumerate(hands):
            rest = list(kinds)
            for item in self.hands[seat]:
                if self.kinds.get(item) in rest:
                    rest.remove(self.kinds[item])
            for item in self.hands[seat]:
                if self.kinds.get(item) is None and rest:
                    self.kinds[item] = rest.pop(0)
                    self._vary(item, [i for i in self.hands[seat] if i != item])
        self.open = True


__all__ = ["FaceGuessTable", "RoundEntry"]
