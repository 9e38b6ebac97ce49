"""Flip 7: With a Vengeance rules (../shared/rules/flip7.md).

The round runs as a stack of small tasks (deal the next card, a player's turn, resolve a card,
the next draw of a Flip Four …). ``_run`` pops tasks until the top one needs a decision, so
every nesting the rules allow (a Flip Four revealing a Just One More revealing a modifier …)
falls out of the stack order.

Task kinds (tuples, kind first, then the seat concerned):
  decisions  ("turn", seat), ("resolve", seat, card), ("flip7_choice", seat)
  automatic  ("deal", seat, remaining), ("next_turn", after), ("force_stay", seat),
             ("flip4", seat, remaining, set_aside), ("flip4_after", seat, set_aside),
             ("retire", seat, card), ("score", -1)
``_run`` runs "next_turn" itself (one after every turn); each other automatic kind is a method
``_task_<kind>(task, events)``.

An action card stays in its player's pending zone until everything it started is over (F7-24,
F7-25: "resolved at once, then discarded"), so a reshuffle in the middle of it (F7-30) never
shuffles it into the draw pile.

A Flip 7 ends the round at once (F7-13); otherwise it ends once nobody is active and no revealed
card waits to be resolved, so a set-aside -10 is still given after its holder's forced stay.

Zones named in events: "draw", "discard", "line{s}" (numbers), "mods{s}", "pending{s}".
Events (kind: data): round_start {round, dealer}; draw {card, seat, to, why}; move {card, from,
to, why}; reshuffle {count}; turn {seat}; hit {seat}; stay {seat, forced}; bust {seat, card};
flip7 {seat}; action {card, seat, name, target, cards}; bonus / penalty {seat, target};
round_end {round, scores, totals, flip7}; game_over {winner, totals}.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import repeat

from facetable.engine.contract import Action, Event, GameState, Outcome, SPECTATOR, public_event
from facetable.engine.shuffle import shuffle

from .cards import (DISCARD, FLIP_FOUR, JUST_ONE_MORE, LUCKY13, MODIFIER, STEAL, SWAP,
                    UNLUCKY7, Card, deck, facts)
from .lines import FLIP7_CARDS, duplicate_busts, seven_count
from .options import Options
from .scoring import FLIP7_BONUS, points
from .view import ACTIVE, BUSTED, STAYED, SeatView, View

DECISIONS = ("turn", "resolve", "flip7_choice")
#: Tasks that still have revealed cards to resolve: a round without active players waits for them.
UNFINISHED = ("resolve", "flip4", "flip4_after")
HIT, STAY = Action("hit"), Action("stay")
BONUS = Action("bonus")
#: ``Action(kind, seat, item, item2, value)``, kept by value for the choices of one target
#: (a seat or a card, and the action card: a few hundred each at most, filled in the first
#: games): an action card's options are listed several times per decision, and the same object
#: lets apply recognise the one chosen without comparing fields. Swaps (two cards: tens of
#: thousands of pairs) are made afresh, so the cache never grows game after game.
_action = lru_cache(maxsize=2048)(Action)
#: Zone names per seat, written once (events name zones; ``_ZONES`` finds a zone by name).
LINE, MODS, PENDING = (tuple(f"{z}{s}" for s in range(8)) for z in ("line", "mods", "pending"))
#: The events that name only a seat, made once per seat: about half of a game's events (an
#: event is an immutable value, so games may share one; nobody changes an event's data).
_TURN, _HIT = (tuple(public_event(kind, {"seat": s}) for s in range(8)) for kind in ("turn", "hit"))
_STAY, _STAY_FORCED = (tuple(public_event("stay", {"seat": s, "forced": forced}) for s in range(8))
                       for forced in (False, True))
_ZONES = {"discard": (0, 0), **{name: (kind, s)
                                for kind, names in ((1, LINE), (2, MODS), (3, PENDING))
                                for s, name in enumerate(names)}}
#: ``_AFTER[players][seat]``: the seats clockwise after ``seat``, ending with it (F7-11).
_AFTER = tuple(tuple(tuple((seat + step) % n for step in range(1, n + 1)) for seat in range(n))
               for n in range(9))


# The draws and the sweeps between rounds are over a third of a game's events (and building
# one costs more than the rest of a card's draw): each is made once per card, seat and reason
# and shared, like ``_TURN``. At most 108 cards x 8 seats x 4 reasons, and 108 x 24 zones.
@lru_cache(maxsize=None)
def _draw_event(card: int, seat: int, to: str, why: str) -> Event:
    return public_event("draw", {"card": card, "seat": seat, "to": to, "why": why})


@lru_cache(maxsize=None)
def _sweep_event(card: int, zone: str) -> Event:
    return public_event("move", {"card": card, "from": zone, "to": "discard", "why": "sweep"})


class State(GameState):
    game = "flip7"
    #: ``(task, options)``: the options of the action card the loop stopped at (the task is
    #: the one on top of ``tasks`` while it waits), so listing and checking them again need
    #: not work them out again; another task on top makes it stale.
    _listed: tuple[tuple, tuple[Action, ...]] | None = None

    def __init__(self, options: Options, seed: int, order: list[int] | None = None,
                 first: int | None = None) -> None:
        """``order``: the draw pile, top first (checked by ``setup``); ``first``: the seat
        dealt to and playing first, left of the first dealer (F7-9, F7-11)."""
        super().__init__(options, seed)
        n = options.players
        self.deck: tuple[Card, ...] = deck(options.printing)
        self.facts = facts(options.printing)
        self.totals = [0] * n
        self.round_no = 0
        # F7-9: first dealer at random; the first draw of the rng (stacking.seed_with_dealer).
        self.dealer = self.rng.randrange(n) if first is None else (first - 1) % n
        self.first = (self.dealer + 1) % n
        if order is None:
            self.draw = list(range(len(self.deck)))
            shuffle(self.rng, self.draw)
        else:
            self.draw = list(reversed(order))         # order is top first; we pop from the end
        self.discard: list[int] = []
        self.numbers: list[list[int]] = [[] for _ in range(n)]
        self.mods: list[list[int]] = [[] for _ in range(n)]
        self.pending: list[list[int]] = [[] for _ in range(n)]
        self.status = [ACTIVE] * n
        self.tasks: list[tuple] = []
        self.flip7_seats: list[int] = []
        self.flip7_choice: dict[int, int | None] = {}  # seat -> None (bonus) or penalised seat
        self.last_round_scores = [0] * n
        self.in_round = False
        self.winner: int | None = None
        self.start_events = []
        self._start_round(self.start_events, first=True)
        self._run(self.start_events)

    # --- contract ---------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.winner is not None else self.tasks[-1][1]

    #: True once ``winner`` is set (both in ``_task_score``): a plain attribute rather than a
    #: property, as the bench and every coach playout read it after each step.
    is_over = False

    def deciders(self) -> tuple[int, ...]:
        return () if self.winner is not None else (self.tasks[-1][1],)

    def is_legal(self, action: Action, seat: int) -> bool:
        """Same answer as ``action in legal_actions(seat)``, at once on a turn, and from the
        options listed when the loop stopped at an action card."""
        task = self.tasks[-1]
        if task[0] == "turn":                                           # F7-12
            if action is HIT:
                return True
            if action is STAY or action == STAY:
                return self.facts.zeros.isdisjoint(self.numbers[seat])
            return action == HIT
        listed = self._listed
        if listed is not None and listed[0] is task:
            for one in listed[1]:
                if one is action:
                    return True
            return action in listed[1]
        return super().is_legal(action, seat)

    def outcome(self) -> Outcome:
        """Placed by total: the winner has the one highest total (F7-31)."""
        return Outcome.from_scores(self.totals)

    def _legal(self, seat: int) -> list[Action]:
        task = self.tasks[-1]
        kind, seat = task[0], task[1]
        if kind == "turn":                                              # F7-12
            return [HIT, STAY] if self.facts.zeros.isdisjoint(self.numbers[seat]) else [HIT]
        if kind == "flip7_choice":                                      # F7-34
            return [BONUS] + [Action("penalty", seat=o)
                                        for o in range(self.players) if o != seat]
        listed = self._listed
        if listed is not None and listed[0] is task:
            return list(listed[1])
        return self._card_options(seat, task[2])

    def _apply(self, _seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        tasks = self.tasks
        task = tasks.pop()
        kind, seat = task[0], task[1]
        if kind == "turn":                  # most decisions: written here, a call less each
            tasks.append(("next_turn", seat))
            if action.kind == "hit":
                events.append(_HIT[seat])
                self._draw_to(seat, events, "hit")
            else:
                self.status[seat] = STAYED
                events.append(_STAY[seat])
        elif kind == "flip7_choice":
            self.flip7_choice[seat] = action.seat
            events.append(public_event(action.kind, {"seat": seat, "target": action.seat}))
        else:
            self._listed = None
            self._resolve(seat, task[2], action, events)
        self._run(events)
        return events

    def clone(self) -> "State":
        """A copy that plays on independently (the contract's deep copy, ~50 times faster:
        cards are immutable and shared)."""
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__class__()
        other.rng.setstate(self.rng.getstate())
        for name in ("history", "start_events", "totals", "draw", "discard", "status", "tasks",
                     "flip7_seats", "last_round_scores"):
            setattr(other, name, list(getattr(self, name)))
        other.numbers = [list(x) for x in self.numbers]
        other.mods = [list(x) for x in self.mods]
        other.pending = [list(x) for x in self.pending]
        other.flip7_choice = dict(self.flip7_choice)
        return other

    def reveals(self, event: Event) -> bool:
        """Only a draw shows a card of the face-down pile; everything else moves face-up cards
        or follows from the decisions (a reshuffle shows nothing until a card is drawn)."""
        return event.kind == "draw"

    def view(self, seat: int) -> View:
        top = self.tasks[-1] if self.tasks and self.winner is None else None
        return View(
            seat=seat, options=self.options, deck=self.deck, round_no=self.round_no,
            dealer=self.dealer,
            seats=tuple(SeatView(tuple(self.numbers[s]), tuple(self.mods[s]),
                                 tuple(self.pending[s]), self.status[s], self.totals[s])
                        for s in range(self.players)),
            draw_count=len(self.draw), discard=tuple(self.discard),
            to_act=self.to_act, decision=top[0] if top else None,
            decision_card=top[2] if top and top[0] == "resolve" else None,
            legal=tuple(self.legal_actions()) if seat != SPECTATOR and seat == self.to_act else (),
            last_round_scores=tuple(self.last_round_scores), winner=self.winner)

    # --- the task loop ----------------------------------------------------------------------
    def _run(self, ev: list[Event]) -> None:
        tasks = self.tasks
        while self.winner is None:
            if self.in_round and (self.flip7_seats or ACTIVE not in self.status) \
                    and self._round_over():
                self._end_round(ev)
                tasks = self.tasks
                continue
            task = tasks[-1]
            if task[0] == "next_turn":               # after every turn: here, a call less each
                tasks.pop()
                status = self.status
                for seat in _AFTER[len(status)][task[1]]:                # F7-11
                    if status[seat] == ACTIVE:
                        tasks.append(("turn", seat))
                        ev.append(_TURN[seat])
                        # A decision, and the round goes on (an active seat, no Flip 7: the
                        # round was checked just above), so the loop would stop there anyway.
                        return
                continue                             # nobody active: the round is over
            run = _TASKS.get(task[0])
            if run is None:                          # a decision: the loop stops here
                if task[0] == "resolve":
                    seat = task[1]
                    if self.status[seat] == BUSTED:
                        tasks.pop()                  # its receiver busted meanwhile
                        self._move(task[2], PENDING[seat], "discard", ev, "busted")
                        continue
                    options = self._card_options(seat, task[2])
                    if not options:
                        tasks.pop()                  # F7-23: no legal effect, discarded
                        self._move(task[2], PENDING[seat], "discard", ev, "fizzle")
                        continue
                    self._listed = (task, tuple(options))
                return
            tasks.pop()
            run(self, task, ev)
            tasks = self.tasks

    def _round_over(self) -> bool:
        """F7-13: a Flip 7 ends the round at once. Otherwise it ends when nobody is active and no
        revealed card is still waiting to be resolved (F7-10, F7-25): a stayed player's Flip Four
        and the cards it set aside are played out even after the last active player stops."""
        if self.flip7_seats:
            return True
        if ACTIVE in self.status:
            return False
        for task in self.tasks:
            if task[0] in UNFINISHED:
                return False
        return True

    # Each ``_task_<kind>(task, ev)`` gets its whole task tuple: (kind, seat, arguments …).
    # ("next_turn" is run in ``_run``.)
    def _task_deal(self, task: tuple, ev: list[Event]) -> None:
        """F7-9/F7-10: deal to ``seat``, then to the rest clockwise."""
        _, seat, remaining = task
        if remaining == 0:
            self.tasks.append(("next_turn", self.dealer))            # F7-11
            return
        self.tasks.append(("deal", (seat + 1) % len(self.status), remaining - 1))
        if self.status[seat] == ACTIVE:
            self._draw_to(seat, ev, "deal")

    def _task_force_stay(self, task: tuple, ev: list[Event]) -> None:
        """F7-24: after Just One More's card, the target must stay."""
        seat = task[1]
        if self.status[seat] == ACTIVE:
            self.status[seat] = STAYED
            ev.append(_STAY_FORCED[seat])

    def _task_flip4(self, task: tuple, ev: list[Event]) -> None:
        """F7-25: one draw of a Flip Four; actions and modifiers are set aside."""
        _, seat, remaining, aside = task
        if remaining == 0 or self.status[seat] == BUSTED:
            self.tasks.append(("flip4_after", seat, aside))
            return
        card = self._draw_to(seat, ev, "flip_four", set_aside=True)
        if not self.facts.is_number[card]:
            aside = aside + (card,)
        self.tasks.append(("flip4", seat, remaining - 1, aside))

    def _task_flip4_after(self, task: tuple, ev: list[Event]) -> None:
        """F7-25: set-aside cards are resolved in the order drawn, or discarded on a bust."""
        _, seat, aside = task
        if self.status[seat] == BUSTED:
            for card in aside:
                self._move(card, PENDING[seat], "discard", ev, "busted")
            return
        for card in reversed(aside):
            self.tasks.append(("resolve", seat, card))

    def _task_retire(self, task: tuple, ev: list[Event]) -> None:
        """An action card whose effect is over goes to the discard pile."""
        _, seat, card = task
        self._move(card, PENDING[seat], "discard", ev, "resolved")

    # --- drawing and receiving --------------------------------------------------------------
    def _draw_to(self, seat: int, ev: list[Event], why: str, set_aside: bool = False) -> int:
        if not self.draw:
            self._reshuffle(ev)
        card = self.draw.pop()
        facts = self.facts
        if facts.is_number[card]:
            ev.append(_draw_event(card, seat, LINE[seat], why))
            line = self.numbers[seat]
            line.append(card)
            # Most numbers change nothing more: no Unlucky 7, no value the line already holds,
            # a line too short for a Flip 7.
            if len(line) >= FLIP7_CARDS or not facts.twins[card].isdisjoint(line) \
                    or facts.name[card] == UNLUCKY7:
                self._received_number(seat, card, ev)
        else:
            ev.append(_draw_event(card, seat, PENDING[seat], why))
            self.pending[seat].append(card)
            if not set_aside:
                self.tasks.append(("resolve", seat, card))           # F7-10
        return card

    def _reshuffle(self, ev: list[Event]) -> None:
        """F7-30: the discard pile (only) becomes the new draw pile."""
        if not self.discard:
            raise RuntimeError("no card left to draw: draw and discard piles are both empty")
        self.draw, self.discard = self.discard, []
        shuffle(self.rng, self.draw)
        ev.append(public_event("reshuffle", {"count": len(self.draw)}))

    def _received_number(self, seat: int, card: int, ev: list[Event]) -> None:
        """A number card has just entered ``seat``'s line by any means (F7-7, F7-20, F7-22)."""
        facts = self.facts
        name, value = facts.name[card], facts.value[card]
        line = self.numbers[seat]
        if name == UNLUCKY7:                                          # F7-20
            for other in [x for x in line if x != card]:
                self._move(other, LINE[seat], "discard", ev, "unlucky7")
            for mod in list(self.mods[seat]):
                self._move(mod, MODS[seat], "discard", ev, "unlucky7")
        elif not facts.twins[card].isdisjoint(line):                  # F7-7, F7-22
            twins, names = facts.twins[card], facts.name
            same = [x for x in line if x in twins]
            if duplicate_busts(value, len(same), any(names[x] == LUCKY13 for x in same),
                               name == LUCKY13):
                self.status[seat] = BUSTED
                ev.append(public_event("bust", {"seat": seat, "card": card}))
                return
        if len(line) >= FLIP7_CARDS and seven_count(
                len(line), len({facts.value[x] for x in line}),
                self.options.lucky13_pair_counts_twice) >= FLIP7_CARDS \
                and seat not in self.flip7_seats:                             # F7-8
            self.flip7_seats.append(seat)
            ev.append(public_event("flip7", {"seat": seat}))

    def _move(self, card: int, src: str, dst: str, ev: list[Event], why: str) -> None:
        self._zone(src).remove(card)
        self._zone(dst).append(card)
        ev.append(public_event("move", {"card": card, "from": src, "to": dst, "why": why}))

    def _zone(self, name: str) -> list[int]:
        kind, seat = _ZONES[name]
        if kind == 0:
            return self.discard
        return (self.numbers, self.mods, self.pending)[kind - 1][seat]

    def _where(self, card: int) -> tuple[int, str]:
        """(seat, zone) of a card that lies in a line or above it."""
        for s in range(self.players):
            if card in self.numbers[s]:
                return s, LINE[s]
            if card in self.mods[s]:
                return s, MODS[s]
        raise KeyError(card)

    # --- decisions --------------------------------------------------------------------------
    def _targets(self, seat: int, for_modifier: bool = False) -> list[int]:
        if for_modifier and self.options.brutal:
            return list(range(len(self.status)))                      # F7-33
        return [s for s, status in enumerate(self.status) if status != BUSTED]  # F7-23, F7-29

    def _face_up(self, seats: list[int]) -> list[tuple[int, int]]:
        return [(s, c) for s in seats for c in (*self.numbers[s], *self.mods[s])]

    def _card_options(self, seat: int, card: int) -> list[Action]:
        c = self.deck[card]
        if c.type == MODIFIER:
            return [_action("give", t, card) for t in self._targets(seat, True)]
        live = self._targets(seat)
        if c.name in (JUST_ONE_MORE, FLIP_FOUR):
            return [_action("target", t, card) for t in live]
        if c.name == STEAL:                                            # F7-27
            return [_action("steal", None, card, x)
                    for _, x in self._face_up([s for s in live if s != seat])]
        if c.name == DISCARD:                                          # F7-28
            return [_action("discard", None, card, x) for _, x in self._face_up(live)]
        assert c.name == SWAP                                          # F7-26
        up = self._face_up(live)
        return [Action("swap", None, card, a, b)
                for i, (sa, a) in enumerate(up) for sb, b in up[i + 1:] if sa != sb]

    def _resolve(self, seat: int, card: int, action: Action, ev: list[Event]) -> None:
        c = self.deck[card]
        if c.type == MODIFIER:                                         # F7-29
            self._move(card, PENDING[seat], MODS[action.seat], ev, "give")
            return
        ev.append(public_event("action", {"card": card, "seat": seat, "name": c.name,
                                          "target": action.seat,
                                          "cards": [action.item2, action.value]}))
        if c.name in (JUST_ONE_MORE, FLIP_FOUR):
            # The card waits in the pending zone until its draws and what they revealed are over.
            self.tasks.append(("retire", seat, card))
            if c.name == JUST_ONE_MORE:                                # F7-24
                self.tasks.append(("force_stay", action.seat))
                self._draw_to(action.seat, ev, "just_one_more")
            else:                                                      # F7-25
                self.tasks.append(("flip4", action.seat, 4, ()))
            return
        if c.name == DISCARD:                                          # F7-28
            _, zone = self._where(action.item2)
            self._move(action.item2, zone, "discard", ev, "discard")
        elif c.name == STEAL:                                          # F7-27
            self._exchange([(action.item2, seat)], ev, "steal")
        else:                                                          # F7-26
            a, b = action.item2, action.value
            self._exchange([(a, self._where(b)[0]), (b, self._where(a)[0])], ev, "swap")
        self._move(card, PENDING[seat], "discard", ev, "resolved")

    def _exchange(self, moves: list[tuple[int, int]], ev: list[Event], why: str) -> None:
        """Move face-up cards into other lines: all leave first, then each is received (F7-26)."""
        sources = [self._where(card)[1] for card, _ in moves]
        for (card, _), src in zip(moves, sources):
            self._zone(src).remove(card)
        for (card, to), src in zip(moves, sources):
            dst = LINE[to] if self.facts.is_number[card] else MODS[to]
            self._zone(dst).append(card)
            ev.append(public_event("move", {"card": card, "from": src, "to": dst, "why": why}))
        for card, to in moves:
            if self.facts.is_number[card] and self.status[to] != BUSTED:
                self._received_number(to, card, ev)

    # --- rounds -----------------------------------------------------------------------------
    def _start_round(self, ev: list[Event], first: bool = False) -> None:
        n = len(self.totals)                  # players (``self.players`` is a property: a call)
        if not first:
            self.dealer = (self.dealer + 1) % n                        # F7-9
        self.round_no += 1
        self.status = [ACTIVE] * n
        self.flip7_seats, self.flip7_choice = [], {}
        self.in_round = True
        ev.append(public_event("round_start", {"round": self.round_no, "dealer": self.dealer}))
        self.tasks = [("deal", (self.dealer + 1) % n, n)]

    def _end_round(self, ev: list[Event]) -> None:
        """F7-13: stop the round; Brutal Flip 7 choices come first (F7-34), then scoring."""
        self.in_round = False
        self.tasks = [("score", -1)]
        if self.options.brutal:
            for seat in reversed(self.flip7_seats):
                self.tasks.append(("flip7_choice", seat))

    def _task_score(self, _: tuple, ev: list[Event]) -> None:
        # scoring.line_score's rule (``points``) from card ids: a line's number values sum
        # to its total, its modifiers' values to what they subtract (÷2's value is 0).
        scores = []
        brutal, choice, flip7s, facts = (self.options.brutal, self.flip7_choice,
                                         self.flip7_seats, self.facts)
        value, zeros, halves = facts.value.__getitem__, facts.zeros, facts.halves
        numbers_of, mods_of, totals = self.numbers, self.mods, self.totals
        for s, status in enumerate(self.status):
            flip7 = s in flip7s
            numbers, mods = numbers_of[s], mods_of[s]
            scores.append(points(sum(map(value, numbers)), not zeros.isdisjoint(numbers),
                                 not halves.isdisjoint(mods), sum(map(value, mods)) if mods else 0,
                                 status == BUSTED, flip7, flip7 and choice.get(s) is None,
                                 brutal))
        for penalised in choice.values():
            if penalised is not None:
                totals[penalised] -= FLIP7_BONUS                       # F7-34
        for s, score in enumerate(scores):
            totals[s] += score
        self.last_round_scores = scores
        ev.append(public_event("round_end", {"round": self.round_no, "scores": scores,
                                             "totals": list(self.totals),
                                             "flip7": list(self.flip7_seats)}))
        best = max(self.totals)
        if best >= self.options.target and self.totals.count(best) == 1:   # F7-31
            # The last round's lines stay where they lie: no next round needs the cards, and
            # the players see the hands that ended the game.
            self.winner = self.totals.index(best)
            self.is_over = True
            ev.append(public_event("game_over", {"winner": self.winner,
                                                 "totals": list(self.totals)}))
            return
        discard, pending_of = self.discard, self.pending
        for s, numbers in enumerate(numbers_of):                      # F7-30: sweep
            for zone, cards in ((LINE[s], numbers), (MODS[s], mods_of[s]),
                                (PENDING[s], pending_of[s])):
                if cards:
                    ev += map(_sweep_event, cards, repeat(zone))
                    discard += cards
                    cards.clear()
        self._start_round(ev)


#: The automatic tasks by kind (``_run`` calls ``_TASKS[kind](state, task, events)``); a
#: decision's kind is not in it.
_TASKS = {name[len("_task_"):]: fn for name, fn in vars(State).items()
          if name.startswith("_task_")}
assert not _TASKS.keys() & {*DECISIONS, "next_turn"}
