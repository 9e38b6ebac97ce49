"""What one seat knows (CP-20), as an immutable ``View``, and nothing more.

A seat knows: its own face-down cards; every face-up card; every player's coins; the size of
the court deck; every claim, block, challenge and outcome; the cards it drew and returned in its
own Exchanges (and its own deals and replacement draws). It does not know the others'
face-down cards, the court deck's order or contents, what another player drew or returned, or
the hidden answers in an open window.

``log`` is every event so far as this seat sees it (``Event.seen_by``): the public history and
this seat's own secrets. Bots and ``sample_world`` read card movements from it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from facetable.engine.contract import SPECTATOR, Action, Event
from facetable.engine.log import Log, seen_log
from facetable.records import Memo, Record

from .cards import Card, make_deck

if TYPE_CHECKING:
    from .state import State


class Pending(NamedTuple):
    """The turn in progress, all public. ``claim`` is the claim open to challenge ("action" or
    "block"); ``shown`` the card a challenged claimant showed, until it is replaced; ``loser``
    the seat choosing which influence to lose, and ``then`` what follows that loss ("end_turn",
    "shown": the shown card is replaced, "resolve": the action goes ahead)."""

    action: str | None
    target: int | None
    paid: int
    claim: str | None
    claimant: int | None
    claim_role: int | None
    blocker: int | None
    block_role: int | None
    challenger: int | None
    shown: int | None
    loser: int | None
    then: str | None


class WindowView(NamedTuple):
    """An open window: its kind ("challenge" or "block"), the claimant (or the actor), the role
    claimed, the seats asked (clockwise) and those still to answer."""

    kind: str
    claimant: int
    role: int | None
    seats: tuple[int, ...]
    waiting: tuple[int, ...]


class View(Record):
    """Everything ``seat`` may know (CP-20). ``seat`` -1 is a spectator (public only).

    ``hand`` is the seat's face-down card ids (with an Exchange's two drawn cards during its
    keep choice: then ``offered`` is the same tuple, and ``keep`` how many to keep).
    ``hidden[s]`` is how many face-down cards seat s holds. ``my_answer`` is this seat's own
    hidden answer in the open window, if it gave one.
    """

    seat: int
    players: int
    copies: int
    phase: str
    actor: int
    first: int
    deciders: tuple[int, ...]
    coins: tuple[int, ...]
    hand: tuple[int, ...]
    hidden: tuple[int, ...]
    face_up: tuple[tuple[int, ...], ...]
    out: tuple[bool, ...]
    out_order: tuple[int, ...]
    deck_size: int
    pending: Pending
    window: WindowView | None
    offered: tuple[int, ...]
    keep: int
    my_answer: Action | None
    log: Log[Event]
    winner: int | None
    #: What is worked out from the view (the cards each seat can see), kept with it.
    _cache = Memo()

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card of this game by id (CP-2)."""
        return make_deck(self.copies)

    def role_of(self, card: int) -> int:
        return card // self.copies

    @property
    def alive(self) -> tuple[int, ...]:
        return tuple(s for s in range(self.players) if not self.out[s])

    def visible_counts(self) -> tuple[int, ...]:
        """Copies of each role this seat can see: every face-up card and its own hand."""
        if "visible" not in self._cache:
            counts = [0] * 5
            for cards in (*self.face_up, self.hand):
                for c in cards:
                    counts[c // self.copies] += 1
            self._cache["visible"] = tuple(counts)
        return self._cache["visible"]

    def unseen_counts(self) -> tuple[int, ...]:
        """Copies of each role this seat cannot see (in the others' hands or the court deck)."""
        return tuple(self.copies - v for v in self.visible_counts())

    def impossible(self, role: int) -> bool:
        """Whether this view proves that no other player can hold ``role``: every copy is face
        up or in this seat's hand."""
        return self.unseen_counts()[role] == 0


def make_view(state: "State", seat: int) -> View:
    window = state.window
    own = seat != SPECTATOR and 0 <= seat < state.players
    wview = None
    my_answer = None
    if window is not None:
        waiting = tuple(s for s in window.order if s not in window.answers)
        wview = WindowView(window.kind, window.claimant, window.role, window.order, waiting)
        if own:
            my_answer = window.answers.get(seat)
    hand = tuple(state.hands[seat]) if own else ()
    exchanging = state.phase == "exchange"
    return View(
        seat=seat, players=state.players, copies=state.copies, phase=state.phase,
        actor=state.actor, first=state.first, deciders=state.deciders(),
        coins=tuple(state.coins), hand=hand, hidden=tuple(len(h) for h in state.hands),
        face_up=tuple(tuple(f) for f in state.face_up), out=tuple(state.out),
        out_order=tuple(state.out_order), deck_size=len(state.deck),
        pending=Pending(state.act, state.target, state.paid, state.claim, state.claimant,
                        state.claim_role, state.blocker, state.block_role, state.challenger,
                        state.shown, state.loser, state.then),
        window=wview,
        offered=hand if exchanging and own and seat == state.actor else (),
        keep=state.keep_count if exchanging else 0,
        my_answer=my_answer,
        log=_log(state, seat),
        winner=state.winner,
    )


def _log(state: "State", seat: int) -> Log[Event]:
    """The events as ``seat`` sees them, sharing what earlier views already redacted."""
    return seen_log(state.redacted, state.events, seat)
