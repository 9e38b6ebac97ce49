"""The state and rules of Crack the Code (CR-3 … CR-14).

Phases, and the decision each asks of ``to_act``:

- ``setup``  draw a start tile (CR-3): ``Action("draw", value=colour)``
- ``draw``   draw at the start of a turn (CR-7); skipped when the pool is empty (CR-12)
- ``guess``  ``Action("guess", item=tile, value=v)``, v in 0..11, 12 = dash (CR-8)
- ``decide`` after a right guess: ``Action("continue")`` or ``Action("stop")`` (CR-9)
- ``place``  advanced game only: ``Action("place", value=index)`` for the held tile. Every tile
  entering a row asks its owner (numbers: among the positions that keep the order, often one),
  so that asking never tells the others that the held tile is a dash (CR-5, CR-15).
  In the basic game a tile's position is forced and no decision is asked.
- ``reveal`` after a wrong guess with an empty pool: ``Action("reveal", item=own tile)`` (CR-12)
- ``over``
"""
from __future__ import annotations

from bisect import bisect_left
from typing import NamedTuple

from facetable.engine.contract import Action, Event, GameState, Move, Outcome
from facetable.engine.log import EMPTY, Log

from . import events
from .options import Options
from .tiles import COLOURS, DASH, insert_positions

SETUP, DRAW, GUESS, DECIDE, PLACE, REVEAL, OVER = (
    "setup", "draw", "guess", "decide", "place", "reveal", "over")

_MAX_TILES = 26
DRAWS = tuple(Action("draw", value=c) for c in COLOURS)
GUESSES = tuple(tuple(Action("guess", item=t, value=v) for v in range(DASH + 1))
                for t in range(_MAX_TILES))
PLACES = tuple(Action("place", value=i) for i in range(_MAX_TILES + 1))
REVEALS = tuple(Action("reveal", item=t) for t in range(_MAX_TILES))
CONTINUE, STOP = Action("continue"), Action("stop")
#: ``GUESSES_OF[n][t]``: the guesses at tile t naming one of the first n values (12 or 13).
GUESSES_OF = {n: tuple(g[:n] for g in GUESSES) for n in (DASH, DASH + 1)}
#: ``_OTHERS[players][seat]``: the other seats, in seat order.
_OTHERS = {n: tuple(tuple(s for s in range(n) if s != seat) for seat in range(n))
           for n in range(1, 33)}
_new_tuple = tuple.__new__


class Guess(NamedTuple):
    """One entry of the public guess log (CR-11)."""

    seat: int
    target: int
    tile: int
    value: int
    correct: bool
    #: The tile's place in its row when it was guessed (0 first; -1 unknown): the log and the
    #: history name it by this place, whatever later inserts do to the row.
    position: int = -1


class State(GameState):
    """Plain mutable state; tile ``t`` has code ``codes[t]`` (see ``tiles``) and owner
    ``owner[t]`` (a seat, or -1 while in the pool)."""

    game = "crack"

    def __init__(self, options: Options, seed: int) -> None:
        super().__init__(options, seed)
        self.codes: list[int] = []
        #: Pool ids per colour; the next draw of a colour takes the last id of its list.
        self.pool: tuple[list[int], list[int]] = ([], [])
        self.rows: list[list[int]] = [[] for _ in range(options.players)]
        self.owner: list[int] = []
        self.face_up: list[bool] = []
        #: Per tile id: how many guesses the log held when the tile was drawn, -1 while in the
        #: pool. Public (everyone sees a tile leave the pool, CR-2), and it tells which tiles a
        #: seat held when it made each guess.
        self.drawn_at: list[int] = []
        self.hidden: list[int] = [0] * options.players
        self.out: list[bool] = [False] * options.players
        self.out_order: list[int] = []      # seats in the order they went out
        self.held: int | None = None
        self.place_face_up = False
        self.phase = SETUP
        self.first = 0
        self.current = 0
        self.setup_draws = 0
        self.log: list[Guess] = []
        #: ``log`` as the last view carried it (views share it, see ``engine/log.py``).
        self.shown_log: Log[Guess] = EMPTY
        self.winner: int | None = None
        #: How many values a guess may name (``values``), and the setup draws (CR-3): asked
        #: on every step, so kept here rather than worked out from the options each time.
        self.n_values = DASH + 1 if options.advanced else DASH
        self.setup_total = options.start_tiles * options.players
        #: Per seat: the guesses at its hidden tiles (``_guesses_at``), None until asked again
        #: after its row changed.
        self._targets: list[list[Action] | None] = [None] * options.players
        self._others = _OTHERS[options.players]

    # --- queries -----------------------------------------------------------------------------
    @property
    def to_act(self) -> int | None:
        return None if self.phase == OVER else self.current

    def deciders(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.current,)

    #: ``phase == OVER``, kept as a plain attribute (set where the phase becomes OVER) rather
    #: than a property: the bench and every playout ask it before each step.
    is_over = False

    def outcome(self) -> Outcome:
        """The winner first, then the others in reverse order of going out (a seat whose
        order is not known, in a sampled world, shares the last place)."""
        order = [self.winner] + self.out_order[::-1]
        last = len(order) + 1
        return Outcome(tuple(order.index(s) + 1 if s in order else last
                             for s in range(self.players)))

    @property
    def values(self) -> int:
        """How many values a guess may name: 12, or 13 with the dash (CR-8)."""
        return self.n_values

    # --- the contract's entry points ---------------------------------------------------------
    # ``GameState``'s versions ask ``deciders()`` and go through a layer or two more; Crack has
    # one decider, ``current``, until it is over, so these check that directly. Random games
    # (the bench, the coach's and search bots' playouts) call both on every step.
    def legal_actions(self, seat: int | None = None) -> list[Action]:
        phase = self.phase
        if phase == OVER or (seat is not None and seat != self.current):
            return []
        if phase == GUESS:
            # Every guess at the other seats' hidden tiles, joined from per-seat lists kept until
            # that seat's row changes: a guess or a turn changes at most one row.
            targets, guesses = self._targets, []
            for s in self._others[self.current]:
                at = targets[s]
                if at is None:
                    at = targets[s] = self._guesses_at(s)
                guesses += at
            return guesses
        if phase == SETUP or phase == DRAW:
            black, white = self.pool
            if black:
                return [DRAWS[0], DRAWS[1]] if white else [DRAWS[0]]
            return [DRAWS[1]] if white else []
        if phase == DECIDE:
            return [CONTINUE, STOP]
        if phase == PLACE:
            return [PLACES[i] for i in self._positions()]
        if phase == REVEAL:
            # A loop, not a comprehension: for a row's few tiles the comprehension's own
            # function call costs more than the tiles (Python 3.11).
            up, reveals = self.face_up, []
            for t in self.rows[self.current]:
                if not up[t]:
                    reveals.append(REVEALS[t])
            return reveals
        return []  # pragma: no cover - every phase is named above

    def _legal(self, seat: int) -> list[Action]:
        return self.legal_actions()     # the contract's hook: the work is done there

    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """``GameState.apply``: a refusal is handed to it, so it raises with its reasons and
        the state unchanged."""
        if seat is None:
            seat = self.current
        if (self.phase == OVER or seat != self.current or action.__class__ is not Action
                or not self.is_legal(action, seat)):
            return GameState.apply(self, action, seat)
        kind = action.kind                 # the commonest moves without ``_apply``'s call
        if kind == "guess":
            events = self._guess(action.item, action.value)
        elif kind == "draw":
            events = self._draw(action.value)
        elif kind == "reveal":
            events = []
            self._turn_up(action.item, events)
            if self.phase != OVER:
                self._end_turn(events)
        else:
            events = self._apply(seat, action)
        self.history.append(_new_tuple(Move, (seat, action)))     # Move(seat, action), faster
        return events

    def _guesses_at(self, seat: int) -> list[Action]:
        """The guesses at ``seat``'s hidden tiles, row order, values ascending (CR-8). Built
        once per change of its row (``_targets``) and never changed after."""
        if self.out[seat]:
            return []
        of, up, guesses = GUESSES_OF[self.n_values], self.face_up, []
        for t in self.rows[seat]:
            if not up[t]:
                guesses += of[t]
        return guesses

    def is_legal(self, a: Action, seat: int) -> bool:
        """Same answer as ``a in legal_actions(seat)``, without building the list."""
        phase, kind = self.phase, a.kind
        if phase == GUESS:
            if kind != "guess":
                return False
            t, v = a.item, a.value
            if not (isinstance(t, int) and isinstance(v, int) and 0 <= t < len(self.codes)
                    and 0 <= v < self.n_values):
                return False
            s = self.owner[t]
            return (s >= 0 and s != self.current and not self.face_up[t] and not self.out[s]
                    and t in self.rows[s] and (a is GUESSES[t][v] or a == GUESSES[t][v]))
        if phase == SETUP or phase == DRAW:
            if kind != "draw":
                return False
            v = a.value
            return v in COLOURS and bool(self.pool[v]) and (a is DRAWS[v] or a == DRAWS[v])
        if phase == DECIDE:
            return (kind == "continue" or kind == "stop") and (a == CONTINUE or a == STOP)
        if kind == "place" and phase == PLACE:
            v = a.value
            return (isinstance(v, int) and v in self._positions()
                    and (a is PLACES[v] or a == PLACES[v]))
        if kind == "reveal" and phase == REVEAL:
            t = a.item
            return (isinstance(t, int) and 0 <= t < len(self.codes) and self.owner[t] == self.current
                    and not self.face_up[t] and t in self.rows[self.current]
                    and (a is REVEALS[t] or a == REVEALS[t]))
        return False

    def _positions(self) -> range:
        codes = self.codes
        return insert_positions([codes[t] for t in self.rows[self.current]], codes[self.held])

    def held_place(self) -> int:
        """Where the held tile stands in its holder's row (CR-4: its place in number order; a
        dash's first possible place): the table stands it there once the game has ended with
        the tile still held (CR-14)."""
        return self._positions()[0]

    def reveals(self, event: Event) -> bool:
        return events.reveals(event)

    def view(self, seat: int):
        from .view import make_view
        return make_view(self, seat)

    # --- rules -------------------------------------------------------------------------------
    # Each rule step appends its events to the move's list ``evs`` (no list per step to join).
    def _apply(self, _seat: int, action: Action) -> list[Event]:
        kind = action.kind
        if kind == "guess":
            return self._guess(action.item, action.value)
        if kind == "draw":
            return self._draw(action.value)
        if kind == "continue":
            self.phase = GUESS
            return [events.decided(self.current, True)]
        evs: list[Event] = []
        if kind == "stop":
            evs.append(events.decided(self.current, False))
            if self.held is not None:
                self._to_row(False, evs)
            else:
                self._end_turn(evs)
        elif kind == "place":
            self._insert(action.value, evs)
        elif kind == "reveal":
            self._turn_up(action.item, evs)
            if self.phase != OVER:
                self._end_turn(evs)
        else:  # pragma: no cover - apply checked legality
            raise AssertionError(kind)
        return evs

    def _draw(self, colour: int) -> list[Event]:  # CR-3, CR-7
        tile = self.pool[colour].pop()
        seat = self.current
        self.owner[tile] = seat
        self.drawn_at[tile] = len(self.log)
        self.held = tile
        evs = [events.draw(seat, tile, colour, self.codes[tile] // 2)]
        if self.phase == SETUP:
            self._to_row(False, evs)
        else:
            self.phase = GUESS
        return evs

    def _to_row(self, face_up: bool, evs: list[Event]) -> None:
        """The held tile goes into the row: the owner's choice in the advanced game."""
        self.place_face_up = face_up
        if self.options.advanced:
            self.phase = PLACE
            return
        # The basic game has no dashes, so the row is in code order and the one place is
        # after its smaller codes (``_positions()[0]``, without building the codes' list).
        codes = self.codes
        self._insert(bisect_left(self.rows[self.current], codes[self.held],
                                 key=codes.__getitem__), evs)

    def _insert(self, index: int, evs: list[Event]) -> None:  # CR-4, CR-5, CR-9, CR-10
        tile, seat, face_up = self.held, self.current, self.place_face_up
        self.rows[seat].insert(index, tile)
        self.face_up[tile] = face_up
        if not face_up:
            self.hidden[seat] += 1
            self._targets[seat] = None          # one more tile to guess at
        self.held = None
        code = self.codes[tile]
        evs.append(events.insert(seat, tile, index, code % 2, code // 2, face_up))
        if self.setup_draws < 0:
            self._end_turn(evs)
            return
        self.setup_draws += 1                   # the next setup draw (CR-3)
        if self.setup_draws == self.setup_total:
            self.setup_draws = -1  # setup done
            self._begin_turn(self.first, evs)
            return
        self.current = (self.first + self.setup_draws) % self.players
        self.phase = SETUP
        evs.append(events.turn(self.current))      # whose setup draw it is, for the table

    def _begin_turn(self, seat: int, evs: list[Event]) -> None:  # CR-6, CR-7, CR-12
        self.current = seat
        self.phase = DRAW if self.pool[0] or self.pool[1] else GUESS
        evs.append(events.turn(seat))

    def _end_turn(self, evs: list[Event]) -> None:
        out = self.out
        players = len(out)                     # one entry per seat, without the property
        seat = (self.current + 1) % players
        while out[seat]:
            seat = (seat + 1) % players
        self.current = seat                    # _begin_turn(seat, evs), one call fewer
        self.phase = DRAW if self.pool[0] or self.pool[1] else GUESS
        evs.append(events.turn(seat))

    def _guess(self, tile: int, value: int) -> list[Event]:  # CR-8 … CR-12
        seat, target = self.current, self.owner[tile]
        correct = self.codes[tile] // 2 == value
        position = self.rows[target].index(tile)
        # Guess(seat, target, tile, value, correct, position), without its __new__'s call
        self.log.append(_new_tuple(Guess, (seat, target, tile, value, correct, position)))
        evs = [events.guess(seat, target, tile, value, correct, position)]
        if correct:
            self._turn_up(tile, evs)
            if self.phase != OVER:
                self.phase = DECIDE
        elif self.held is not None:
            held = self.held
            self.face_up[held] = True
            evs.append(events.reveal(seat, held, self.codes[held] // 2, True))
            self._to_row(True, evs)
        else:
            self.phase = REVEAL
        return evs

    def _turn_up(self, tile: int, evs: list[Event]) -> None:  # CR-9, CR-12, CR-13, CR-14
        seat = self.owner[tile]
        self.face_up[tile] = True
        self.hidden[seat] -= 1
        self._targets[seat] = None              # one tile fewer to guess at
        evs.append(events.reveal(seat, tile, self.codes[tile] // 2, False))
        if self.hidden[seat] == 0:
            self.out[seat] = True
            self.out_order.append(seat)
            evs.append(events.out(seat))
            out = self.out
            if out.count(False) == 1:           # one seat left in: it wins
                winner = out.index(False)
                self.winner, self.phase, self.is_over = winner, OVER, True
                evs.append(events.game_over(winner))

    def clone(self) -> "State":
        other = State.__new__(State)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.__class__()
        other.rng.setstate(self.rng.getstate())
        for name in ("history", "start_events", "codes", "owner", "face_up", "drawn_at", "hidden",
                     "out", "out_order", "log"):
            setattr(other, name, list(getattr(self, name)))
        other.pool = (list(self.pool[0]), list(self.pool[1]))
        other.rows = [list(r) for r in self.rows]
        other._targets = list(self._targets)   # its lists are never changed, only replaced
        return other
