"""``sample_world``: a whole state consistent with a seat's view, for searching bots."""
from __future__ import annotations

import random
from functools import lru_cache

from facetable.engine.shuffle import shuffle

from . import infer
from .options import Options
from .state import OVER, SETUP, State
from .view import View


@lru_cache(maxsize=None)
def _options(players: int, advanced: bool) -> Options:
    return Options(players=players, advanced=advanced)


def sample_world(view: View, rng: random.Random,
                 weights: infer.Weights | None = None) -> State:
    """A playable state that agrees with everything in ``view``; the values the seat cannot see
    are drawn uniformly among the consistent worlds (``infer.sample``), or in proportion to a
    bot's ``weights`` (see ``infer.Counter``), and the pool is shuffled anew. The state has no
    history: it starts where the view stands."""
    codes_of = infer.sample(view, rng, weights)
    for row in view.rows:
        for t in row:
            if t.value is not None:
                codes_of[t.id] = 2 * t.value + t.colour
    if view.held is not None and view.held.value is not None:
        codes_of[view.held.id] = 2 * view.held.value + view.held.colour
    options = _options(view.players, view.advanced)
    state = State(options, rng.getrandbits(64))
    n = len(codes_of)
    state.codes = [codes_of[t] for t in range(n)]
    state.owner = [-1] * n
    state.face_up = [False] * n
    state.drawn_at = list(view.drawn_at) if view.drawn_at else [-1] * n
    for seat, row in enumerate(view.rows):
        state.rows[seat] = [t.id for t in row]
        for t in row:
            state.owner[t.id] = seat
            state.face_up[t.id] = t.revealed
            state.hidden[seat] += not t.revealed
    for colour in (0, 1):
        pool = list(view.pool[colour])
        shuffle(state.rng, pool)
        state.pool[colour].extend(pool)
    state.first = view.first
    # The seat holding the drawn tile is the one whose turn it is, also once the game is over
    # (a win mid-chain, CR-9, CR-14: nobody acts any more, but the winner still holds it).
    state.current = (view.held_by if view.held_by is not None
                     else view.to_act if view.to_act is not None else view.first)
    state.phase = view.phase
    state.is_over = view.phase == OVER
    if view.held is not None:
        state.held = view.held.id
        state.owner[view.held.id] = view.held_by
        state.face_up[view.held.id] = view.held.revealed
        state.place_face_up = view.held.revealed
    placed = sum(len(row) for row in view.rows)
    in_setup = placed < options.start_tiles * view.players
    state.setup_draws = placed if in_setup else -1
    state.out = list(view.out)
    state.log = list(view.log)
    state.winner = view.winner
    assert state.phase != SETUP or in_setup
    return state
