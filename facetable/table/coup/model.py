"""What the Coup table shows, from one seat's view or from events redacted for it (no Qt).

The cards, the court deck's count, the coins and who is out come from the zone model
(``zones.py``, checked against the view after every move): ``follow`` feeds each event to the
zones and copies them here. This picture only keeps the turn's story (the banner, the history,
the open window, an Exchange, a shown card) and the animation cues (coins in flight, backs
turned over); it applies no rule.

A card id tells its role, so the model keeps a face-down card's id only when the seat being
shown may know it (its own cards, or every card with open hands): ``hands[s]`` holds ids and
``None`` for cards known only to exist. The table draws a ``None`` as a card back keyed by seat
and position among the unknown cards (``back_id``), never by card id. When an unknown card
becomes public (shown in a challenge, turned up), the last unknown of that hand gives way to
it, and ``origins`` remembers which back it came from so the table can turn that back over.

``turn`` is the events of the turn in progress (the banner), ``history`` every public claim,
block, challenge and outcome (the history panel); both hold redacted events, not sentences.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from facetable.engine.contract import SPECTATOR, Event
from facetable.engine.coup import View

from ..zones import TableModel
from .zones import PROJECTION

#: Item ids from here on are card backs: ``BACKS + seat * BACK_SLOTS + position``.
BACKS = 100
BACK_SLOTS = 8
#: Events the history panel lists (all public).
HISTORY_KINDS = frozenset({"declare", "challenge", "unchallenged", "block", "unblocked", "show",
                           "refuse", "lose", "out", "cancelled", "blocked", "fizzled",
                           "game_over"})
#: A coin movement: (from, to, amount); None is the treasury.
Flight = tuple[int | None, int | None, int]


def back_id(seat: int, position: int) -> int:
    """The item id of the ``position``-th unknown face-down card of ``seat``."""
    return BACKS + seat * BACK_SLOTS + position


def is_back(item_id: int) -> bool:
    return item_id >= BACKS


@dataclass
class CoupTable:
    players: int
    copies: int
    seat: int = SPECTATOR                    # whose secrets the model may hold
    coins: list[int] = field(default_factory=list)
    hands: list[list[int | None]] = field(default_factory=list)
    face_up: list[list[int]] = field(default_factory=list)
    out: list[bool] = field(default_factory=list)
    deck: int = 0
    actor: int | None = None
    #: The card shown to answer a challenge, until it goes back into the court deck (CP-11).
    shown: int | None = None
    #: An Exchange in progress: (the seat, how many cards it keeps) (CP-7).
    exchange: tuple[int, int] | None = None
    #: The open window's event ("window"), until it is settled.
    window: Event | None = None
    winner: int | None = None
    turn: list[Event] = field(default_factory=list)
    history: list[Event] = field(default_factory=list)
    #: Coin movements not yet animated (the controller takes them).
    flights: list[Flight] = field(default_factory=list)
    #: Card id -> the back it was turned up from (the controller takes them).
    origins: dict[int, int] = field(default_factory=dict)
    #: Set after the game: every hand as it ended (nothing is secret any more).
    final: bool = False

    @classmethod
    def empty(cls, players: int, copies: int, seat: int = SPECTATOR) -> "CoupTable":
        return cls(players, copies, seat, [2] * players, [[] for _ in range(players)],
                   [[] for _ in range(players)], [False] * players)

    @classmethod
    def from_view(cls, view: View, zones: TableModel | None = None) -> "CoupTable":
        """The picture of ``view``: its cards, deck, coins and seats from the view's zones
        (``zones``, by default ``zones.from_view``), the turn's story from its log."""
        table = cls.empty(view.players, view.copies, view.seat)
        table.take_zones(PROJECTION.project(view) if zones is None else zones)
        table.shown = view.pending.shown
        if view.phase == "exchange":
            table.exchange = (view.actor, view.keep)
        last_turn = max((i for i, e in enumerate(view.log) if e.kind == "turn"), default=0)
        table.turn = list(view.log[last_turn:])
        table.history = [e for e in view.log if e.kind in HISTORY_KINDS]
        table.window = next((e for e in reversed(table.turn) if e.kind == "window"), None) \
            if view.window is not None else None
        return table

    # --- queries -------------------------------------------------------------------------------
    def role(self, card: int) -> int:
        return card // self.copies

    def hidden(self, seat: int) -> int:
        return len(self.hands[seat])

    def items(self, seat: int) -> list[tuple[int, bool]]:
        """The cards in front of ``seat`` as (item id, face-down?): the hand, then the cards
        turned up. Unknown cards are backs keyed by position."""
        out: list[tuple[int, bool]] = []
        unknown = 0
        for card in self.hands[seat]:
            if card is None:
                out.append((back_id(seat, unknown), True))
                unknown += 1
            else:
                out.append((card, True))
        out.extend((card, False) for card in self.face_up[seat])
        return out

    def known_cards(self) -> set[int]:
        """Every card id this model may show face up."""
        known = {c for hand in self.hands for c in hand if c is not None}
        return known | {c for f in self.face_up for c in f}

    def same_cards(self, other: "CoupTable") -> bool:
        return (self.hands == other.hands and self.face_up == other.face_up
                and self.coins == other.coins and self.out == other.out
                and self.deck == other.deck and self.shown == other.shown)

    def take_flights(self) -> list[Flight]:
        flights, self.flights = self.flights, []
        return flights

    def take_origins(self) -> dict[int, int]:
        origins, self.origins = self.origins, {}
        return origins

    # --- events --------------------------------------------------------------------------------
    def apply(self, event: Event) -> None:
        d, kind = event.data, event.kind
        if kind == "start":
            fresh = CoupTable.empty(d["players"], d["copies"], self.seat)
            self.__dict__.update(fresh.__dict__)
            return
        if kind in HISTORY_KINDS:
            self.history.append(event)
        if kind == "turn":
            self.turn, self.window, self.shown = [event], None, None
            self.exchange = None
            return
        self.turn.append(event)
        handler = getattr(self, f"_on_{kind}", None)
        if handler is not None:
            handler(d)

    def _on_draw(self, d: dict) -> None:
        if d["reason"] == "exchange":                 # before the zones add the drawn cards
            self.exchange = (d["seat"], len(self.hands[d["seat"]]))

    def _on_declare(self, d: dict) -> None:
        if d["paid"]:
            self.flights.append((d["seat"], None, d["paid"]))

    def _on_window(self, d: dict) -> None:
        self.window = self.turn[-1]

    def _settled(self, d: dict) -> None:
        self.window = None

    _on_challenge = _on_unchallenged = _on_block = _on_unblocked = _settled

    def _on_show(self, d: dict) -> None:
        self._turn_known(d["seat"], d["card"])
        self.shown = d["card"]

    def _on_lose(self, d: dict) -> None:
        self._turn_known(d["seat"], d["card"])
        if self.shown == d["card"]:
            self.shown = None

    def _turn_known(self, seat: int, card: int) -> None:
        """``card`` of ``seat``'s hand is public now: the back it was (the hand's last unknown
        card, as the zones have it) is turned over where it lies."""
        hand = self.hands[seat]
        if card in hand:
            return
        unknown = [i for i, c in enumerate(hand) if c is None]
        if not unknown:
            raise ValueError(f"seat {seat} has no face-down card to turn up as {card}")
        self.origins[card] = back_id(seat, len(unknown) - 1)
        hand[unknown[-1]] = card

    def _on_out(self, d: dict) -> None:
        if d["coins"]:
            self.flights.append((d["seat"], None, d["coins"]))

    def _on_return(self, d: dict) -> None:
        if d["reason"] == "shown":
            self.shown = None
        else:
            self.exchange = None

    def _on_coins(self, d: dict) -> None:
        if d["amount"]:
            self.flights.append((d["giver"], d["seat"], d["amount"]))

    def _on_cancelled(self, d: dict) -> None:
        if d["refund"]:
            self.flights.append((None, d["seat"], d["refund"]))

    def _on_game_over(self, d: dict) -> None:
        self.window = None

    def take_zones(self, zones: TableModel) -> None:
        """The cards, the court deck, the coins, who is out and whose turn, from the zones (an
        opponent's unknown card is None here)."""
        lab = zones.labels
        self.coins = [lab[f"coins{s}"] for s in range(self.players)]
        self.hands = [[c if c >= 0 else None for c in zones.ids(f"hand{s}")]
                      for s in range(self.players)]
        self.face_up = [zones.ids(f"up{s}") for s in range(self.players)]
        self.out = [lab[f"out{s}"] for s in range(self.players)]
        self.deck = zones.zones["deck"].size
        self.actor, self.winner = lab["actor"], lab["winner"]

    # --- the end -------------------------------------------------------------------------------
    def reveal_all(self, hands: list[list[int]]) -> None:
        """After the game: every face-down card is known (the summary shows them)."""
        for seat, cards in enumerate(hands):
            for i, card in enumerate(cards):
                if i < len(self.hands[seat]) and self.hands[seat][i] is None:
                    self.origins[card] = back_id(seat, sum(
                        c is None for c in self.hands[seat][:i]))
            self.hands[seat] = list(cards)
        self.final = True


def follow(table: CoupTable, zones: TableModel, event: Event) -> None:
    """One event (redacted for the seat shown): its story on the picture, its cards and coins
    on the zones, then the picture's cards and coins from the zones."""
    table.apply(event)
    PROJECTION.play(zones, event)
    table.take_zones(zones)
