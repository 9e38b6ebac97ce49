"""What one seat knows (CR-15), as an immutable ``View``."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from facetable.engine.contract import SPECTATOR, Action
from facetable.engine.log import Log, caught_up
from facetable.records import Memo, Record

from .clues import open_codes, row_bounds, wrong_guesses
from .state import Guess
from .tiles import code

if TYPE_CHECKING:
    from .state import State


class Tile(NamedTuple):
    """A tile as a seat sees it: ``value`` is None unless it is the seat's own or face up."""

    id: int
    colour: int
    value: int | None
    revealed: bool


class View(Record):
    """Everything ``seat`` may know, and nothing more (CR-15). ``seat`` -1 is a spectator.

    ``phase`` is one of setup, draw, guess, decide, place, reveal, over (see ``state``).
    ``rows[s]`` is seat s's row left to right. ``held`` is the tile drawn this turn and not yet
    in a row (held by ``held_by``); its value shows to its holder, and to all once it is face up
    after a wrong guess. ``pool`` holds the ids left in the pool per colour (black, white), in
    id order. ``log`` is every guess so far (CR-11). ``legal`` is filled only when ``seat`` is
    to act.
    """

    seat: int
    players: int
    advanced: bool
    phase: str
    to_act: int | None
    first: int
    rows: tuple[tuple[Tile, ...], ...]
    held: Tile | None
    held_by: int | None
    pool: tuple[tuple[int, ...], tuple[int, ...]]
    log: Log[Guess]
    out: tuple[bool, ...]
    winner: int | None
    #: Per tile id: how many guesses ``log`` held when the tile was drawn (-1: in the pool).
    #: Public: everyone sees tiles leave the pool. A guess ``log[i]`` was made by a seat that
    #: held exactly its tiles with ``drawn_at[t] <= i``.
    drawn_at: tuple[int, ...] = ()
    legal: tuple[Action, ...] = ()
    #: Inference done on this view (odds, world counts), kept since the view never changes.
    _cache = Memo()

    @property
    def pool_counts(self) -> tuple[int, int]:
        """Tiles left in the pool per colour (black, white)."""
        return len(self.pool[0]), len(self.pool[1])

    @property
    def values(self) -> tuple[int, ...]:
        """The values a guess may name: 0..11, and 12 (dash) in the advanced game."""
        return tuple(range(13 if self.advanced else 12))

    def tile(self, tile_id: int) -> Tile | None:
        """The tile with this id in a row or held, or None (in the pool)."""
        for row in self.rows:
            for t in row:
                if t.id == tile_id:
                    return t
        return self.held if self.held is not None and self.held.id == tile_id else None

    def known_codes(self) -> set[int]:
        """Codes (``tiles.code``) of every tile whose value this seat sees: its own, the tile it
        holds, and every face-up tile."""
        known = {code(t.colour, t.value) for row in self.rows for t in row if t.value is not None}
        if self.held is not None and self.held.value is not None:
            known.add(code(self.held.colour, self.held.value))
        return known

    def public(self) -> "View":
        """The view as an onlooker (``SPECTATOR``) has it: what everyone knows, this seat's own
        hidden values included as unknown. Bots use it to judge what the others can tell."""
        def hide(t: Tile) -> Tile:
            return t if t.revealed else t._replace(value=None)

        rows = tuple(tuple(hide(t) for t in row) if s == self.seat else row
                     for s, row in enumerate(self.rows))
        held = self.held if self.held is None or self.held_by != self.seat else hide(self.held)
        return self.replace(seat=SPECTATOR, rows=rows, held=held, legal=())

    def candidates(self) -> dict[int, list[int]]:
        """For every row tile whose value this seat cannot see: the values the rules leave it,
        tile by tile (``clues``: its row's known neighbours, the codes seen elsewhere, wrong
        guesses at it). Cheap, but not exact: ``odds`` also checks that the tiles fit together."""
        known, ruled_out = self.known_codes(), wrong_guesses(self.log)
        found: dict[int, list[int]] = {}
        for row in self.rows:
            if all(t.value is not None for t in row):
                continue
            bounds = row_bounds([None if t.value is None else code(t.colour, t.value)
                                 for t in row])
            for t, (lo, hi) in zip(row, bounds):
                if t.value is None:
                    found[t.id] = [k // 2 for k in open_codes(
                        t.colour, lo, hi, known, ruled_out.get(t.id, ()), self.advanced)]
        return found

    def odds(self) -> dict[int, dict[int, float]]:
        """Exact probability of each value of each tile this seat cannot see, counting every
        assignment consistent with the view as equally likely (see ``infer``)."""
        if "odds" not in self._cache:
            from .infer import marginals
            self._cache["odds"] = marginals(self)
        return self._cache["odds"]

    def possible_values(self, tile_id: int) -> list[int]:
        """The values the tile can still have, given everything this seat knows (the values
        of nonzero ``odds``, found without counting: cheap enough for the GUI thread)."""
        tile = self.tile(tile_id)
        if tile is not None and tile.value is not None:
            return [tile.value]
        from .infer import possible
        return sorted(possible(self).get(tile_id, ()))


def make_view(state: "State", seat: int) -> View:
    codes, up, held = state.codes, state.face_up, state.held

    def tile(t: int, mine: bool) -> Tile:
        c = codes[t]
        return Tile(t, c % 2, c // 2 if mine or up[t] else None, up[t])

    return View(
        seat=seat, players=state.players, advanced=state.options.advanced, phase=state.phase,
        to_act=state.to_act, first=state.first,
        rows=tuple(tuple(tile(t, s == seat) for t in row) for s, row in enumerate(state.rows)),
        held=None if held is None else tile(held, state.current == seat),
        held_by=None if held is None else state.current,
        pool=(tuple(sorted(state.pool[0])), tuple(sorted(state.pool[1]))),
        log=_log(state), out=tuple(state.out), winner=state.winner,
        drawn_at=tuple(state.drawn_at),
        legal=tuple(state.legal_actions()) if seat == state.to_act else (),
    )


def _log(state: "State") -> Log["Guess"]:
    """The guesses so far, sharing what earlier views already hold."""
    state.shown_log = caught_up(state.shown_log, state.log)
    return state.shown_log
