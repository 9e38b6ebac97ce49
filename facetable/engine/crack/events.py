"""The events of Crack the Code, with their data. The table animates from these.

Every event names the tile id it moves or turns, the seat, and where the tile goes. A value
that a seat may not know is a *secret* key, removed by ``event.seen_by(seat)`` for the others.

=========  ==============================================================================
kind       data
=========  ==============================================================================
start      first (seat), players, colours (colour of every tile id), pool (ids per colour)
turn       seat: whose turn it is (during setup: whose setup draw)
draw       seat, tile, colour, value (secret to ``seat``): the tile leaves the pool and is held
insert     seat, tile, index, colour, face_up, value (secret to ``seat`` unless face_up):
           the held tile goes into the row at ``index``; tiles at >= index shift right
guess      seat, target (owner of the tile), tile, value, correct, position (the tile's
           place in the target's row then, 0 first)
reveal     seat (owner), tile, value, held: a tile is turned face up where it stands
           (``held`` True for the guesser's held tile after a wrong guess, CR-10)
continue   seat: goes on guessing after a right guess (CR-9)
stop       seat: stops after a right guess (CR-9)
out        seat: all its tiles are face up (CR-13)
game_over  winner
=========  ==============================================================================
"""
from __future__ import annotations

from functools import lru_cache

from facetable.engine.contract import ONLY, Event

# Events are built as ``contract.public_event`` and ``secret_event`` build them (an ``Event`` is
# a tuple of kind, data, secret keys, audience), one call fewer: a game makes some 150.
_new = tuple.__new__
_NOBODY: frozenset[int] = frozenset()
_VALUE = ("value",)
#: Events are immutable values (nobody changes their data, see ``contract.Event``), so games may
#: share them. A draw and a reveal come from a small set (seat, tile id, value: under 3000 with
#: four players), so each is made once per distinct arguments and reused game after game;
#: bounded all the same, as seats could be many.
_shared = lru_cache(maxsize=4096)


def start(first: int, players: int, colours: list[int], pool: tuple[list[int], list[int]]) -> Event:
    return _new(Event, ("start", {"first": first, "players": players, "colours": tuple(colours),
                                  "pool": (tuple(sorted(pool[0])), tuple(sorted(pool[1])))},
                        (), _NOBODY))


def turn(seat: int) -> Event:
    return _TURNS[seat]


@_shared
def draw(seat: int, tile: int, colour: int, value: int) -> Event:
    return _new(Event, ("draw", {"seat": seat, "tile": tile, "colour": colour, "value": value},
                        _VALUE, ONLY[seat]))


def insert(seat: int, tile: int, index: int, colour: int, value: int, face_up: bool) -> Event:
    data = {"seat": seat, "tile": tile, "index": index, "colour": colour, "face_up": face_up,
            "value": value}
    if face_up:
        return _new(Event, ("insert", data, (), _NOBODY))
    return _new(Event, ("insert", data, _VALUE, ONLY[seat]))


def guess(seat: int, target: int, tile: int, value: int, correct: bool,
          position: int) -> Event:
    return _new(Event, ("guess", {"seat": seat, "target": target, "tile": tile, "value": value,
                                  "correct": correct, "position": position}, (), _NOBODY))


@_shared
def reveal(seat: int, tile: int, value: int, held: bool = False) -> Event:
    return _new(Event, ("reveal", {"seat": seat, "tile": tile, "value": value, "held": held},
                        (), _NOBODY))


def decided(seat: int, go_on: bool) -> Event:
    return _CONTINUES[seat] if go_on else _STOPS[seat]


def out(seat: int) -> Event:
    return _OUTS[seat]


def game_over(winner: int) -> Event:
    return _GAME_OVERS[winner]


# The events that name only a seat are made once per seat and handed out in every game (see
# ``_shared``): a turn comes with every move or two.
def _per_seat(kind: str, key: str) -> tuple[Event, ...]:
    return tuple(_new(Event, (kind, {key: seat}, (), _NOBODY)) for seat in range(len(ONLY)))


_TURNS, _CONTINUES, _STOPS, _OUTS = (_per_seat(kind, "seat")
                                     for kind in ("turn", "continue", "stop", "out"))
_GAME_OVERS = _per_seat("game_over", "winner")


def reveals(event: Event) -> bool:
    """Safe undo's question (``GameState.reveals``): does ``event`` bring something hidden to
    light? A draw shows its tile to the drawer; where a tile goes into a row tells everyone
    about its value (the rows are in order, CR-4); a guess says whether it was right; a reveal
    turns a tile face up. Turns, continuing and stopping follow from the decisions."""
    return event.kind in ("draw", "insert", "guess", "reveal")
