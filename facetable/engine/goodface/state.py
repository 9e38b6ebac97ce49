"""The state and rules of Good Face Bad Face (GF-3 … GF-29).

Phases, and who decides in each (always one seat):

- ``build``  the Stack Owner puts cards, one ``put`` at a time, then ``seal``s (GF-4). A put
             that empties the hand seals at once (no forced ``seal`` to click).
- ``hold``   the seat holding the Stack: a non-owner may ``flip`` or ``pass`` (GF-6), but only
             ``flip`` first under the must-flip marker (GF-19); the owner, when the Stack is
             back, must ``flip`` first (GF-7, GF-25) and may then ``flip`` or ``take_back``.
             After a Bad or a Greedy Face there is no choice: the engine passes on (or, for the
             owner, takes the rest back) at once.
- ``keep``   a Sad Face was flipped (GF-20, GF-21): its flipper keeps one card of their hand.
             Asked whenever the hand holds two cards or more, even when they are all one kind:
             hand sizes are public, and asking only when the kinds differ would tell everyone
             that they differ.
- ``over``

Hands and Parties are counts per kind (``cards.KINDS``); the Stack is a list of kinds, top
first. The rules never sort anything by what a seat cannot see, so two games differing only in
hidden cards play alike (the hidden-information tests rely on it).
"""
from __future__ import annotations

from facetable.engine.contract import Action, Event, GameState, Outcome
from facetable.engine.log import Log
from facetable.engine.shuffle import shuffle

from . import events
from .events import ONLY
from .actions import FLIP, FLIP_A, KEEP, KEEP_A, PASS, PASS_A, PUT, PUT_A, SEAL, SEAL_A, \
    TAKE_BACK, TAKE_BACK_A
from .cards import BAD, BLANK, GOOD, GREEDY, KINDS, PURGE_BADS, SAD, WILDS, WIN_GOODS
from .fixed import fixed
from .options import Options

BUILD, HOLD, KEEP_PHASE, OVER = "build", "hold", "keep", "over"
#: What a Sad Face's keeper does with the other cards: give them to the owner (GF-20) or deal
#: them around (GF-21).
GIVE, DEAL = "give", "deal"


class State(GameState):
    """Plain mutable state. ``hands[s]`` and ``parties[s]`` are counts per kind; ``stack`` the
    Stack's cards, top first; ``removed`` the counts of cards in the box (2 players, GF-2)."""

    game = "goodface"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        n = options.players
        #: Read-only facts of these options, shared by every game of them (``fixed``).
        self.fixed = fx = fixed(options)
        self.step = fx.step
        #: Cards of each kind in play (GF-2, GF-16).
        self.deck = fx.deck
        #: Card kind -> what flipping it does: "good", "bad", "greedy", "sad" or "peek".
        self.effect = fx.effect
        # The events moves send most, built once per player count (``events.Table``), the
        # seat each seat passes to (GF-5), and the kinds in play (a wild not chosen never
        # reaches a hand).
        self.ev, self.next_seat, self.in_play = fx.ev, fx.next_seat, fx.in_play
        self.hands: list[list[int]] = [[0] * len(KINDS) for _ in range(n)]
        self.parties: list[list[int]] = [[0] * len(KINDS) for _ in range(n)]
        self.removed = [0] * len(KINDS)
        self.stack: list[int] = []
        self.owner = 0
        self.holder = 0
        #: Cards the holder has flipped since the Stack reached them (GF-6, GF-19, GF-25).
        self.flips = 0
        self.phase = BUILD
        #: The Stack being played, counted from 1 (GF-29).
        self.round = 1
        #: (seat, kind) of every card flipped from this round's Stack, in order (GF-23).
        self.flipped: list[tuple[int, int]] = []
        #: (seat, kind): the seat that peeked and the Stack's top card it saw (GF-22).
        self.peek: tuple[int, int] | None = None
        #: The must-flip marker per seat (GF-19).
        self.marker = [False] * n
        #: The wild lying face up in its flipper's flip spot: a Sad Face while its flipper
        #: chooses what to keep, or a Greedy Face whose gift ended the game (GF-18, GF-28).
        self.pending: int | None = None
        self.keeper: int | None = None
        #: What ``deciders()`` answers, kept by every change of ``phase``, ``owner``,
        #: ``holder`` or ``keeper`` (the contract asks it three times a move); code that sets
        #: those from outside the rules calls ``refresh_turn``.
        self.turn: tuple[int, ...] = (self.owner,)
        self.keep_mode: str | None = None
        self.winners: tuple[int, ...] = ()
        self.end_reason: str | None = None
        #: Every event so far, unredacted (views redact them per seat).
        self.events: list[Event] = []
        #: Seat -> ``events`` as that seat sees them, so far (views extend it lazily).
        self.redacted: dict[int, Log[Event]] = {}

    # --- queries -----------------------------------------------------------------------------
    def deciders(self) -> tuple[int, ...]:
        return self.turn

    def refresh_turn(self) -> None:
        """Set ``turn`` from the phase and the seats (setup, positions, sampled worlds)."""
        self.turn = self.deciders_by_phase()

    def deciders_by_phase(self) -> tuple[int, ...]:
        """Who decides, worked out from ``phase`` and the seats (``turn`` must agree)."""
        phase = self.phase
        if phase == BUILD:
            return (self.owner,)
        if phase == HOLD:
            return (self.holder,)
        if phase == KEEP_PHASE:
            return (self.keeper,)
        return ()

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def hand_size(self, seat: int) -> int:
        return sum(self.hands[seat])

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == HOLD:
            if self.flips == 0 and (seat == self.owner or self.marker[seat]):
                return [FLIP_A]                                   # GF-7, GF-25, GF-19
            return [FLIP_A, TAKE_BACK_A if seat == self.owner else PASS_A]
        if phase == BUILD:
            hand, acts = self.hands[seat], []
            for k in self.in_play:        # a plain loop: faster than a comprehension here
                if hand[k]:
                    acts.append(PUT_A[k])
            if self.stack:
                acts.append(SEAL_A)
            return acts
        if phase == KEEP_PHASE:
            return [KEEP_A[k] for k in KINDS if self.hands[seat][k]]
        return []

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``, without listing them."""
        phase, kind = self.phase, action.kind
        if phase == HOLD:
            if kind == FLIP:
                return action is FLIP_A or action == FLIP_A
            if self.flips == 0 and (seat == self.owner or self.marker[seat]):
                return False                                      # GF-7, GF-25, GF-19
            other = TAKE_BACK_A if seat == self.owner else PASS_A
            return action is other or action == other
        if phase == BUILD:
            if kind == PUT:
                v = action.value
                return (isinstance(v, int) and 0 <= v < len(KINDS) and self.hands[seat][v] > 0
                        and (action is PUT_A[v] or action == PUT_A[v]))
            return bool(self.stack) and (action is SEAL_A or action == SEAL_A)
        if phase == KEEP_PHASE and kind == KEEP:
            v = action.value
            return (isinstance(v, int) and 0 <= v < len(KINDS) and self.hands[seat][v] > 0
                    and (action is KEEP_A[v] or action == KEEP_A[v]))
        return False

    def reveals(self, event: Event) -> bool:
        return events.reveals(event)

    def view(self, seat: int):
        from .view import make_view
        return make_view(self, seat)

    def rank_key(self, seat: int) -> tuple[int, int, int]:
        """GF-29's order, best first: most Goods in the Party, fewest Bads there, fewest cards
        in hand."""
        party = self.parties[seat]
        return (-party[GOOD], party[BAD], self.hand_size(seat))

    def outcome(self) -> Outcome:
        """Winners first; the others placed by GF-29's order (most Goods in the Party, then
        fewest Bads, then fewest cards in hand; equal seats share a place). Scores: the Goods
        in each Party."""
        if not self.is_over:
            raise ValueError("the game is not over")
        keys = [self.rank_key(s) for s in range(self.players)]
        placings = tuple(1 if s in self.winners else
                         1 + sum(keys[o] < keys[s] or o in self.winners for o in
                                 range(self.players) if o != s)
                         for s in range(self.players))
        return Outcome(placings, tuple(p[GOOD] for p in self.parties))

    # --- rules -------------------------------------------------------------------------------
    # Events come ready-made from ``self.ev`` where the rules send them every few moves.
    def _apply(self, seat: int, action: Action) -> list[Event]:
        start = len(self.events)
        kind = action.kind
        if kind == PUT:                   # the kinds by how often they are played
            self._put(seat, action.value)
        elif kind == FLIP:
            self._flip(seat)
        elif kind == PASS:
            self._pass_on()
        elif kind == SEAL:
            self._seal()
        elif kind == TAKE_BACK:
            self._take_back()
            self._end_round("back")
        elif kind == KEEP:
            self._keep(seat, action.value)
        return self.events[start:]

    def _put(self, seat: int, kind: int) -> None:  # GF-4: each card goes under the last
        hand = self.hands[seat]
        hand[kind] -= 1
        self.stack.append(kind)
        self.events.append(self.ev.put[seat][kind])
        if not any(hand):
            self._seal()

    def _seal(self) -> None:  # GF-4, GF-5
        self.events.append(self.ev.sealed[self.owner][len(self.stack)])
        self._pass_on()

    def _pass_on(self) -> None:  # GF-5, GF-6, GF-24
        holder = self.holder
        to = self.next_seat[holder]
        self.events.append(self.ev.pass_[holder][to][len(self.stack)])
        self.holder, self.flips, self.phase, self.turn = to, 0, HOLD, (to,)

    def _take_back(self) -> None:  # GF-7: the rest of the Stack goes back to its owner's hand
        owner = self.owner
        hand, moves, emit = self.hands[owner], self.ev.take_back[owner], self.events.append
        for kind in self.stack:
            hand[kind] += 1
            emit(moves[kind])
        self.stack.clear()
        self.peek = None

    def _flip(self, seat: int) -> None:  # GF-6, GF-7, GF-9 … GF-22
        kind = self.stack.pop(0)
        self.flips += 1
        self.flipped.append((seat, kind))
        self.peek = None
        self.events.append(self.ev.flip[seat][kind])
        effect, owner = self.effect[kind], self.owner
        if effect == "good" or effect == "bad":
            self._to_party(seat, kind)
            if self.phase != OVER:                                         # not won (GF-15)
                self._after_flip(seat, effect == "good")
        elif effect == "greedy":
            if seat == owner:                                              # GF-19
                self.parties[seat][kind] += 1
                self.events.append(self.ev.party[seat][kind])
                if not self.marker[seat]:
                    self.marker[seat] = True
                    self.events.append(events.must_flip(seat, True))
            else:                                                          # GF-18
                self.pending = kind          # lies face up while the gift is resolved
                self._greedy_gift(seat)
                if self.is_over:                                           # GF-28
                    return
                self.pending = None
                self.hands[seat][kind] += 1
                self.events.append(self.ev.wild[seat][kind])
            self._after_flip(seat, False)
        elif effect == "sad":                                              # GF-20, GF-21
            self.pending, self.keeper = kind, seat
            self.keep_mode = DEAL if seat == owner else GIVE
            if self.hand_size(seat) >= 2:
                self.phase, self.turn = KEEP_PHASE, (seat,)
            else:
                self._sad(seat, None)
        else:                                                              # GF-22: peek
            self.hands[seat][kind] += 1
            self.events.append(self.ev.wild[seat][kind])
            if self.stack:
                self.peek = (seat, self.stack[0])
                self.events.append(events.peek(seat, self.stack[0]))
            self._after_flip(seat, True)

    def _to_party(self, seat: int, kind: int) -> None:
        """The Good or Bad lying in ``seat``'s flip spot (flipped, or a Greedy gift) joins
        ``seat``'s Party (GF-9 … GF-15)."""
        party, hand = self.parties[seat], self.hands[seat]
        ev, emit = self.ev, self.events.append
        if kind == GOOD:
            if party[BAD]:                                                 # GF-10
                party[BAD] -= 1
                hand[BAD] += 1
                emit(ev.unparty[seat][BAD])
                hand[GOOD] += 1
                emit(ev.returned[seat][GOOD])
                return
            party[GOOD] += 1                                               # GF-9
            emit(ev.party[seat][GOOD])
            if party[GOOD] >= WIN_GOODS:                                   # GF-15, GF-28
                self._win((seat,), "four_goods")
            return
        if party[GOOD]:                                                    # GF-12
            back = ev.unparty[seat][GOOD]
            for _ in range(party[GOOD]):
                emit(back)
            hand[GOOD] += party[GOOD]
            party[GOOD] = 0
            hand[BAD] += 1
            emit(ev.returned[seat][BAD])
            return
        party[BAD] += 1                                                    # GF-11, GF-13
        emit(ev.party[seat][BAD])
        if party[BAD] >= PURGE_BADS:                                       # GF-13
            back = ev.unparty[seat][BAD]
            for _ in range(party[BAD]):
                emit(back)
            hand[BAD] += party[BAD]
            party[BAD] = 0

    def _greedy_gift(self, seat: int) -> None:  # GF-18: a Good or a Bad, never a wild (GF-22)
        party = self.parties[seat]
        gift = GOOD if party[GOOD] else BAD if party[BAD] else None
        if gift is None:
            return
        party[gift] -= 1
        owner = self.owner
        self.events.append(events.move(gift, "party", seat, "flip", owner, "gift"))
        self._to_party(owner, gift)

    def _keep(self, seat: int, kept: int) -> None:
        self._sad(seat, kept)

    def _sad(self, seat: int, kept: int | None) -> None:  # GF-20, GF-21
        """The keeper keeps one card of ``kept``'s kind (None: the hand has at most one card,
        so nothing leaves); the others go to the owner (GF-20) or are dealt (GF-21)."""
        hand = self.hands[seat]
        others = [k for k in KINDS for _ in range(hand[k])]
        if kept is not None:
            others.remove(kept)
        else:
            others = []
        for k in others:
            hand[k] -= 1
        if self.keep_mode == GIVE:
            owner = self.owner
            for k in others:
                self.hands[owner][k] += 1
                self.events.append(events.move(k, "hand", seat, "hand", owner, "sad_give",
                                       (seat, owner)))
        else:
            if others:
                self.events.append(events.kept(seat, kept))
            shuffle(self.rng, others)
            seats = [(seat + self.step * i) % self.players for i in range(1, self.players)]
            for i, k in enumerate(others):
                to = seats[i % len(seats)]
                self.hands[to][k] += 1
                self.events.append(events.move(k, "hand", seat, "hand", to, "sad_deal",
                                               ONLY[to]))
        sad = self.pending
        self.pending = self.keeper = self.keep_mode = None
        hand[sad] += 1
        self.events.append(self.ev.wild[seat][sad])
        self.phase, self.turn = HOLD, (self.holder,)
        self._after_flip(seat, True)

    def _after_flip(self, seat: int, may_go_on: bool) -> None:
        """A flip is resolved: the must-flip marker clears (GF-19), then the round ends when
        the Stack is empty (GF-7), the Stack moves on or back after a Bad or Greedy Face
        (GF-6, GF-7, GF-19), or the holder decides again."""
        if seat != self.owner and self.marker[seat]:                      # GF-19
            self.marker[seat] = False
            party = self.parties[seat]
            for k in WILDS:
                for _ in range(party[k]):
                    self.events.append(events.move(k, "party", seat, "hand", seat, "wild"))
                self.hands[seat][k] += party[k]
                party[k] = 0
            self.events.append(events.must_flip(seat, False))
        if not self.stack:
            self._end_round("empty")
        elif may_go_on:
            self.phase, self.turn = HOLD, (self.holder,)
        elif seat == self.owner:
            self._take_back()
            self._end_round("back")
        else:
            self._pass_on()

    def _end_round(self, reason: str) -> None:  # GF-7, GF-8, GF-29
        number, ev = self.round, self.ev
        self.events.append(ev.round_over[reason][number][self.owner])
        self.flipped = []
        self.peek = None
        if number >= self.options.round_limit:
            keys = [self.rank_key(s) for s in range(self.players)]
            best = min(keys)
            self._win(tuple(s for s in range(self.players) if keys[s] == best), "round_limit")
            return
        self.round = number = number + 1
        skipped = []
        owner, next_seat, hands = self.owner, self.next_seat, self.hands
        for _ in next_seat:
            owner = next_seat[owner]
            if any(hands[owner]):
                break
            skipped.append(owner)
        else:  # pragma: no cover - parties hold at most 3 Goods or 2 Bads (+ wilds) each
            raise AssertionError("no player has a card in hand")
        self.owner = self.holder = owner
        self.flips, self.phase, self.turn = 0, BUILD, (owner,)
        self.events.append(events.round_(number, owner, tuple(skipped)) if skipped else
                           ev.round_[number][owner])

    def _win(self, winners: tuple[int, ...], reason: str) -> None:  # GF-15, GF-28, GF-29
        self.winners, self.end_reason, self.phase, self.turn = winners, reason, OVER, ()
        self.events.append(events.game_over(winners, reason))

    def clone(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__class__()
        other.rng.setstate(self.rng.getstate())
        for name in ("history", "start_events", "removed", "stack", "flipped", "marker",
                     "events"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]
        other.parties = [list(p) for p in self.parties]
        other.redacted = dict(self.redacted)     # immutable logs, shared
        return other
