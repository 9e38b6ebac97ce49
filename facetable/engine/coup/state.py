"""The state and rules of Coup (CP-3 … CP-17).

Phases, and who decides in each (``deciders()``):

- ``act``       the player whose turn it is takes one action (CP-5 … CP-7)
- ``challenge`` a simultaneous window on a claim (an action's or a block's): every seat asked
                answers ``challenge`` or ``allow``, in any order (CP-9)
- ``block``     a simultaneous window on a blockable action: Foreign Aid asks every other
                player, Assassinate and Steal only the target (CP-9)
- ``respond``   the challenged claimant shows the claimed card or refuses (CP-10)
- ``lose``      a player chooses which face-down card to turn up (CP-16); never asked when only
                one face-down card is left (that loss is applied at once)
- ``exchange``  the Ambassador's keep choice (CP-7)
- ``over``

Windows are settled by the rules once the last answer is in, never by the order the answers
came in: the first challenger (or blocker) clockwise from the claimant (or actor) wins (CP-9).
Until then every answer is hidden; afterwards only the winning one is public.

Card movements keep every list in the order the rules make it, never sorted by id, so that two
games whose hidden cards differ play the same way with the same seed (the hidden-information
tests rely on it).
"""
from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from facetable.engine.contract import Action, Event, GameState, Move, Outcome
from facetable.engine.log import Log
from facetable.engine.shuffle import shuffle

from . import events
from .actions import (ALLOW_A, ASSASSINATE, ASSASSINATE_AT, ASSASSINATE_COST, BLOCK_AS,
                      BLOCKED_BY, CHALLENGE_A, CLAIMS, COSTS, COUP, COUP_AT, COUP_COST,
                      EXCHANGE, EXCHANGE_A, FOREIGN_AID, FOREIGN_AID_A, INCOME, INCOME_A,
                      LOSE_CARD, MUST_COUP, REFUSE_A, SHOW_CARD, STEAL, STEAL_AT, TAX, TAX_A,
                      keep_actions)
from .cards import copies_per_role, make_deck
from .options import Options

ACT, CHALLENGE, BLOCK, RESPOND, LOSE, EXCHANGE_PHASE, OVER = (
    "act", "challenge", "block", "respond", "lose", "exchange", "over")
#: What happens once a pending loss of influence is settled.
END_TURN, SHOWN, RESOLVE = "end_turn", "shown", "resolve"


class Window:
    """An open reaction window: who is asked (clockwise from the claimant) and the hidden
    answers given so far."""

    __slots__ = ("kind", "claimant", "role", "order", "answers", "waiting")

    def __init__(self, kind: str, claimant: int, role: int | None, order: tuple[int, ...],
                 answers: dict[int, Action] | None = None,
                 waiting: tuple[int, ...] | None = None) -> None:
        self.kind = kind            # "challenge" or "block"
        self.claimant = claimant    # the claimant (challenge) or the actor (block)
        self.role = role            # the role claimed (challenge windows)
        self.order = order
        if answers is None:
            self.answers: dict[int, Action] = {}
            #: Seats still to answer, in seat order (``waiting``: given when already sorted).
            self.waiting = tuple(sorted(order)) if waiting is None else waiting
        else:
            self.answers = answers
            self.waiting = tuple(sorted(s for s in order if s not in answers))

    def copy(self) -> "Window":
        return Window(self.kind, self.claimant, self.role, self.order, dict(self.answers))


class ClaimRecord(NamedTuple):
    """A claim and whether it was true when made (hidden until the game is over)."""

    event: int          # index in ``state.events`` of its declare or block event
    seat: int
    role: int
    kind: str           # "action" or "block"
    action: str         # the action claimed, or the action blocked
    truthful: bool | None   # None in a sampled world (nobody knows)


@lru_cache(maxsize=None)
def _roles(copies: int) -> tuple[int, ...]:
    """Card id -> role, for ``copies`` copies per role."""
    return tuple(c.role for c in make_deck(copies))


@lru_cache(maxsize=4096)
def _asked(seat: int, out: tuple[bool, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The seats still in other than ``seat``: clockwise from it (the order a window is settled
    in, CP-9), and in seat order (who is waiting)."""
    players = len(out)
    order = tuple(s for s in ((seat + k) % players for k in range(1, players)) if not out[s])
    return order, tuple(sorted(order))


@lru_cache(maxsize=4096)
def _menu(seat: int, coins: int, out: tuple[bool, ...]) -> tuple[Action, ...]:
    """Every turn action of ``seat`` with ``coins`` coins (10 for 10 or more), in the action
    bar's order (CP-5 … CP-7). Made once per situation (seat, coins, who is out) and copied:
    every turn of every game and playout lists them, and their order decides random play."""
    targets = [t for t in range(len(out)) if t != seat and not out[t]]
    if coins >= MUST_COUP:                                   # CP-5
        return tuple(COUP_AT[t] for t in targets)
    acts = [INCOME_A, FOREIGN_AID_A]
    if coins >= COUP_COST:
        acts += [COUP_AT[t] for t in targets]
    acts.append(TAX_A)
    if coins >= ASSASSINATE_COST:
        acts += [ASSASSINATE_AT[t] for t in targets]
    acts += [STEAL_AT[t] for t in targets]
    acts.append(EXCHANGE_A)
    return tuple(acts)


#: The turn actions without a target, and those with one by target seat (CP-5 … CP-7).
_UNTARGETED = {INCOME: INCOME_A, FOREIGN_AID: FOREIGN_AID_A, TAX: TAX_A, EXCHANGE: EXCHANGE_A}
_TARGETED = {COUP: COUP_AT, ASSASSINATE: ASSASSINATE_AT, STEAL: STEAL_AT}
#: The answers in a window: a challenge window's, and a block window's by the action (CP-9).
_CHALLENGE_ANSWERS = (CHALLENGE_A, ALLOW_A)
_BLOCK_ANSWERS = {act: tuple(BLOCK_AS[r] for r in roles) + (ALLOW_A,)
                  for act, roles in BLOCKED_BY.items()}
#: The same, as the ids of those very objects: ``apply`` recognises the engine's own actions by
#: identity (comparing two actions field by field costs a Python call each); an equal copy
#: takes the contract's way.
_CHALLENGE_IDS = frozenset(map(id, _CHALLENGE_ANSWERS))
_BLOCK_IDS = {act: frozenset(map(id, answers)) for act, answers in _BLOCK_ANSWERS.items()}
_new_tuple = tuple.__new__
#: The one seat deciding in the other phases, by the state's field that holds it.
_DECIDER = {RESPOND: "claimant", LOSE: "loser", EXCHANGE_PHASE: "actor"}


class _Fields:
    """Collects what ``State._fresh_turn`` assigns."""


class State(GameState):
    """Plain mutable state. Card ``c`` has role ``role[c]``; it is in one of ``hands[s]``
    (face down), ``face_up[s]`` or ``deck`` (the court deck; the next draw takes the last)."""

    game = "coup"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        n = options.players
        self.copies = copies = copies_per_role(n)
        self.cards = make_deck(copies)
        self.role = _roles(copies)
        self.coins = [2] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.face_up: list[list[int]] = [[] for _ in range(n)]
        self.deck: list[int] = []
        self.out = [False] * n
        self.out_order: list[int] = []
        self.phase = ACT
        self.first = 0
        self.actor = 0
        self.winner: int | None = None
        #: Every event so far, unredacted (views redact them per seat).
        self.events: list[Event] = []
        #: Seat -> ``events`` as that seat sees them, so far (views extend it lazily).
        self.redacted: dict[int, Log[Event]] = {}
        self.claims: list[ClaimRecord] = []
        self._reset_turn()

    def _reset_turn(self) -> None:
        self.__dict__.update(_FRESH_TURN)    # the same, in one step (a turn ends often)

    def _fresh_turn(self) -> None:
        """A turn's state before anything is declared (``_FRESH_TURN`` holds it)."""
        self.act: str | None = None         # the action declared this turn
        self.target: int | None = None
        self.paid = 0                        # coins paid for it (refunded if its claim fails)
        self.claim: str | None = None        # "action" or "block": the claim open to challenge
        self.claimant: int | None = None
        self.claim_role: int | None = None
        self.blocker: int | None = None
        self.block_role: int | None = None
        self.challenger: int | None = None
        self.shown: int | None = None        # the card shown, until it is replaced (CP-11)
        self.window: Window | None = None
        self.loser: int | None = None
        self.then: str | None = None
        self.keep_count = 0                  # Exchange: cards to keep (CP-7)

    # --- queries -----------------------------------------------------------------------------
    def deciders(self) -> tuple[int, ...]:
        phase = self.phase
        if phase == CHALLENGE or phase == BLOCK:           # about half of the steps
            return self.window.waiting
        if phase == ACT or phase == EXCHANGE_PHASE:
            return (self.actor,)
        if phase == RESPOND:
            return (self.claimant,)
        if phase == LOSE:
            return (self.loser,)
        return ()

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def alive(self) -> list[int]:
        return [s for s in range(self.players) if not self.out[s]]

    def outcome(self) -> Outcome:
        """The winner first, then the others in reverse order of going out (a seat whose
        order is not known, in a sampled world, shares the last place)."""
        if self.winner is None:
            raise ValueError("the game is not over")
        order = [self.winner] + self.out_order[::-1]
        last = len(order) + 1
        return Outcome(tuple(order.index(s) + 1 if s in order else last
                             for s in range(self.players)))

    def legal_actions(self, seat: int | None = None) -> list[Action]:
        """The contract's answer; a seat named in a window or on its turn (most calls) is
        answered without asking ``deciders()``."""
        phase = self.phase
        if phase == CHALLENGE:
            if seat in self.window.waiting:
                return [CHALLENGE_A, ALLOW_A]
        elif phase == ACT:
            if seat == self.actor:
                coins = self.coins[seat]                  # _turn_actions, without the call
                return list(_menu(seat, coins if coins < MUST_COUP else MUST_COUP,
                                  tuple(self.out)))
        elif phase == BLOCK:
            if seat in self.window.waiting:
                return list(_BLOCK_ANSWERS[self.act])
        elif phase in _DECIDER:
            if seat == getattr(self, _DECIDER[phase]) and seat is not None:
                return self._legal(seat)
        return GameState.legal_actions(self, seat)      # no seat named, or it does not decide

    def _legal(self, seat: int) -> list[Action]:
        phase = self.phase
        if phase == RESPOND:                     # the phases apply lists, first
            role, claimed = self.role, self.claim_role
            acts = []
            for c in self.hands[seat]:
                if role[c] == claimed:
                    acts.append(SHOW_CARD[c])
            acts.append(REFUSE_A)
            return acts
        if phase == LOSE:
            return list(map(LOSE_CARD.__getitem__, self.hands[seat]))
        if phase == EXCHANGE_PHASE:
            return list(keep_actions(len(self.hands[seat]), self.keep_count))
        if phase == ACT:
            return self._turn_actions(seat)
        if phase == CHALLENGE:
            return [CHALLENGE_A, ALLOW_A]
        if phase == BLOCK:
            return list(_BLOCK_ANSWERS[self.act])
        return []

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``, without listing a turn's actions
        or a challenge window's answers."""
        phase = self.phase
        if phase == CHALLENGE:
            return action in _CHALLENGE_ANSWERS
        if phase != ACT:
            return super().is_legal(action, seat)
        kind, coins = action.kind, self.coins[seat]
        by_target = _TARGETED.get(kind)
        if by_target is None:
            one = _UNTARGETED.get(kind)
            return one is not None and (action is one or action == one) and coins < MUST_COUP
        t = action.seat
        if not (isinstance(t, int) and 0 <= t < len(self.out) and t != seat and not self.out[t]):
            return False
        one = by_target[t]
        if not (action is one or action == one):
            return False
        if coins >= MUST_COUP:                                   # CP-5
            return kind == COUP
        return (kind == STEAL or kind == COUP and coins >= COUP_COST
                or kind == ASSASSINATE and coins >= ASSASSINATE_COST)

    def _turn_actions(self, seat: int) -> list[Action]:
        coins = self.coins[seat]
        return list(_menu(seat, coins if coins < MUST_COUP else MUST_COUP, tuple(self.out)))

    def reveals(self, event: Event) -> bool:
        return events.reveals(event)

    def view(self, seat: int):
        from .view import make_view
        return make_view(self, seat)

    # --- rules -------------------------------------------------------------------------------
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """The contract's ``apply``: the same checks, errors and history. Every step of every
        game and playout comes here, so the usual call (a deciding seat named, one of the
        engine's own legal action objects) is checked and carried out by phase in one pass;
        anything else (no seat named, a seat that does not decide, an equal copy of an action,
        an illegal one) goes the contract's way, which finds the seat or raises."""
        phase = self.phase
        start = len(self.events)
        if phase == CHALLENGE or phase == BLOCK:
            if seat not in self.window.waiting or id(action) not in (
                    _CHALLENGE_IDS if phase == CHALLENGE else _BLOCK_IDS[self.act]):
                return GameState.apply(self, action, seat)
            self._answer(seat, action)
        elif phase == ACT:
            if seat != self.actor or action.__class__ is not Action \
                    or not self.is_legal(action, seat):
                return GameState.apply(self, action, seat)
            self._declare(seat, action)
        else:
            who = _DECIDER.get(phase)                            # None once the game is over
            if who is None or seat != getattr(self, who) or seat is None:
                return GameState.apply(self, action, seat)
            for one in self._legal(seat):                        # the very objects it lists
                if one is action:
                    break
            else:
                return GameState.apply(self, action, seat)
            self._decide(seat, action)
        self.history.append(_new_tuple(Move, (seat, action)))     # Move(seat, action), faster
        return self.events[start:]

    def _apply(self, seat: int, action: Action) -> list[Event]:
        """The contract's way in (``GameState.apply`` once it checked the action)."""
        start = len(self.events)
        phase = self.phase
        if phase == CHALLENGE or phase == BLOCK:
            self._answer(seat, action)
        elif phase == ACT:
            self._declare(seat, action)
        else:
            self._decide(seat, action)
        return self.events[start:]

    def _decide(self, seat: int, action: Action) -> None:
        """A challenged claimant's, a loser's or an Ambassador's decision."""
        phase = self.phase
        if phase == RESPOND:
            self._respond(seat, action)
        elif phase == LOSE:
            self._reveal(seat, action.item)
            self._continue(self.then)
        elif phase == EXCHANGE_PHASE:
            self._keep(seat, action.value)

    def _record_claim(self, seat: int, role: int, kind: str) -> None:
        roles = self.role
        truthful = False
        for c in self.hands[seat]:
            if roles[c] == role:
                truthful = True
                break
        self.claims.append(_new_tuple(ClaimRecord, (len(self.events) - 1, seat, role, kind,
                                                    self.act, truthful)))

    def _declare(self, seat: int, action: Action) -> None:  # CP-5 … CP-8
        kind, target = action.kind, action.seat
        self.act, self.target = kind, target
        self.paid = paid = COSTS.get(kind, 0)
        self.coins[seat] -= paid
        role = CLAIMS.get(kind)
        self.events.append(events.declare(seat, kind, target, role, paid))
        if kind == INCOME:
            self._gain(seat, 1, INCOME)
            self._end_turn()
        elif kind == COUP:
            self._lose(target, END_TURN)
        elif kind == FOREIGN_AID:
            self._open_block()
        else:
            self._record_claim(seat, role, "action")
            self._open_challenge("action", seat, role)

    def _open_challenge(self, claim: str, claimant: int, role: int) -> None:  # CP-9
        self.claim, self.claimant, self.claim_role = claim, claimant, role
        order, waiting = _asked(claimant, tuple(self.out))
        self.window = Window("challenge", claimant, role, order, None, waiting)
        self.phase = CHALLENGE
        self.events.append(events.window("challenge", claimant, role, order))

    def _open_block(self) -> None:  # CP-9: Foreign Aid: everyone else; otherwise the target
        if self.act == FOREIGN_AID:
            order, waiting = _asked(self.actor, tuple(self.out))
        else:
            order = waiting = (self.target,)
        self.window = Window("block", self.actor, None, order, None, waiting)
        self.phase = BLOCK
        self.events.append(events.window("block", self.actor, None, order))

    def _answer(self, seat: int, action: Action) -> None:
        window = self.window
        window.answers[seat] = action
        waiting = window.waiting
        if len(waiting) > 1:                       # hidden until the last answer is in
            i = waiting.index(seat)
            window.waiting = waiting[:i] + waiting[i + 1:]
            self.events.append(events.answer(seat, window.kind, action.kind, action.value))
            return
        window.waiting = ()
        self.events.append(events.answer(seat, window.kind, action.kind, action.value))
        self.window = None
        answers = window.answers
        if window.kind == "challenge":             # CP-9: the first clockwise wins
            for challenger in window.order:
                if answers[challenger].kind == "challenge":
                    break
            else:
                self.events.append(events.unchallenged(window.claimant, window.role))
                self._claim_stands()
                return
            self.challenger = challenger
            self.events.append(events.challenge(challenger, window.claimant, window.role))
            self.phase = RESPOND
            return
        for blocker in window.order:
            if answers[blocker].kind == "block":
                break
        else:
            self.events.append(events.unblocked(self.actor))
            self._resolve()
            return
        self.blocker, self.block_role = blocker, answers[blocker].value
        self.events.append(events.block(blocker, self.actor, self.block_role))
        self._record_claim(blocker, self.block_role, "block")
        self._open_challenge("block", blocker, self.block_role)

    def _claim_stands(self) -> None:
        if self.claim == "action":
            self._action_stands()
        else:
            self.events.append(events.blocked(self.actor, self.blocker))   # CP-13: coins stay spent
            self._end_turn()

    def _respond(self, seat: int, action: Action) -> None:  # CP-10 … CP-12
        if action.kind == "show":
            self.shown = action.item
            self.events.append(events.show(seat, action.item, self.claim_role))
            self._lose(self.challenger, SHOWN)       # CP-11: the challenger loses first
            return
        self.events.append(events.refuse(seat, self.claim_role))
        if self.claim == "action":
            refund, self.paid = self.paid, 0
            self.coins[seat] += refund
            self.events.append(events.cancelled(seat, refund))
            self._lose(seat, END_TURN)
        else:
            self._lose(seat, RESOLVE)                # the failed block is cancelled

    def _lose(self, seat: int, then: str) -> None:  # CP-16
        hand = self.hands[seat]
        if len(hand) == 1:                           # nothing to choose: applied at once
            self._reveal(seat, hand[0])
            self._continue(then)
            return
        self.phase, self.loser, self.then = LOSE, seat, then

    def _reveal(self, seat: int, card: int) -> None:  # CP-16, CP-17
        hand = self.hands[seat]
        hand.remove(card)
        self.face_up[seat].append(card)
        self.events.append(events.lose(seat, card, self.role[card]))
        if hand:
            return
        self.out[seat] = True
        self.out_order.append(seat)
        coins, self.coins[seat] = self.coins[seat], 0
        self.events.append(events.out(seat, coins))
        if self.out.count(False) == 1:            # CP-17
            winner = self.out.index(False)
            self.phase, self.winner = OVER, winner
            self.events.append(events.game_over(winner))

    def _continue(self, then: str) -> None:
        if self.phase == OVER:                      # CP-17: nothing pending resolves
            return
        self.loser = self.then = None
        if then == END_TURN:
            self._end_turn()
        elif then == SHOWN:
            self._replace_shown()
        else:
            self._resolve()

    def _replace_shown(self) -> None:  # CP-11, CP-15
        card, seat = self.shown, self.claimant
        hand = self.hands[seat]
        i = hand.index(card)
        self.deck.append(card)
        shuffle(self.rng, self.deck)
        self.events.append(events.returned(seat, (card,), "shown"))
        hand[i] = new = self.deck.pop()
        self.events.append(events.draw(seat, (new,), "replace", i))
        self.shown = self.challenger = None
        self._claim_stands()

    def _action_stands(self) -> None:
        if self.act == ASSASSINATE or self.act == STEAL:
            if self.out[self.target]:
                self._fizzle()
            else:
                self._open_block()
            return
        self._resolve()

    def _fizzle(self) -> None:  # CP-15
        self.events.append(events.fizzled(self.actor, self.target))
        self._end_turn()

    def _gain(self, seat: int, amount: int, reason: str, giver: int | None = None) -> None:
        self.coins[seat] += amount
        self.events.append(events.coins(seat, amount, reason, giver))

    def _resolve(self) -> None:  # CP-6, CP-7
        act, actor, target = self.act, self.actor, self.target
        if act == FOREIGN_AID:
            self._gain(actor, 2, FOREIGN_AID)
        elif act == TAX:
            self._gain(actor, 3, TAX)
        elif act == STEAL or act == ASSASSINATE:
            if self.out[target]:
                self._fizzle()
                return
            if act == ASSASSINATE:
                self._lose(target, END_TURN)
                return
            amount = min(2, self.coins[target])
            self.coins[target] -= amount
            self._gain(actor, amount, STEAL, target)
        elif act == EXCHANGE:
            hand = self.hands[actor]
            self.keep_count = len(hand)
            drawn = (self.deck.pop(), self.deck.pop())
            hand.extend(drawn)
            self.events.append(events.draw(actor, drawn, "exchange"))
            self.phase = EXCHANGE_PHASE
            return
        self._end_turn()

    def _keep(self, seat: int, mask: int) -> None:  # CP-7
        hand = self.hands[seat]
        self.hands[seat] = [c for i, c in enumerate(hand) if mask >> i & 1]
        back = [c for i, c in enumerate(hand) if not mask >> i & 1]
        self.deck.extend(back)
        shuffle(self.rng, self.deck)
        self.events.append(events.returned(seat, back, "exchange"))
        self._end_turn()

    def _end_turn(self) -> None:
        out = self.out
        n = len(out)                              # the players, without the options' property
        s = (self.actor + 1) % n
        while out[s]:
            s = (s + 1) % n
        self.__dict__.update(_FRESH_TURN)        # _reset_turn, without the call
        self.actor, self.phase = s, ACT
        self.events.append(events.turn(s))

    def clone(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__class__()
        other.rng.setstate(self.rng.getstate())
        for name in ("history", "start_events", "coins", "deck", "out", "out_order", "events",
                     "claims"):
            setattr(other, name, list(getattr(self, name)))
        other.hands = [list(h) for h in self.hands]
        other.face_up = [list(f) for f in self.face_up]
        other.window = None if self.window is None else self.window.copy()
        other.redacted = dict(self.redacted)     # immutable logs, shared
        return other


_blank = _Fields()
State._fresh_turn(_blank)        # type: ignore[arg-type]
#: Every per-turn field and its value at a turn's start (``State._reset_turn``).
_FRESH_TURN = dict(vars(_blank))
