"""What a seat may know (CR-15): views and redacted events tell nothing about unseen values."""
from __future__ import annotations

import random

import pytest

from facetable.engine import SPECTATOR
from facetable.engine.crack import Options, setup
from facetable.engine.crack.tiles import in_order

SEEDS = range(300)


def random_state(seed: int, steps: int):
    options = Options(players=2 + seed % 3, advanced=seed % 2 == 1)
    state = setup(options, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state, rng


def visible_to(state, seat: int, tile: int) -> bool:
    return state.owner[tile] == seat or state.face_up[tile]


@pytest.mark.parametrize("seed", range(60))
def test_no_event_or_view_leaks_a_hidden_value(seed):  # CR-7, CR-15
    state, rng = random_state(seed, 0)
    seats = list(range(state.players)) + [SPECTATOR]
    while not state.is_over:
        events = state.apply(rng.choice(state.legal_actions()))
        for seat in seats:
            for event in events:
                seen = event.seen_by(seat)
                if event.kind in ("draw", "insert") and "value" in seen.data:
                    assert visible_to(state, seat, seen["tile"]), (event, seat)
            view = state.view(seat)
            for row in view.rows:
                for t in row:
                    assert (t.value is not None) == visible_to(state, seat, t.id)
            if view.held is not None:
                assert (view.held.value is not None) == visible_to(state, seat, view.held.id)
            assert bool(view.legal) == (seat == state.to_act)


def swap_candidates(state, seat: int) -> list[tuple[int, int]]:
    """Pairs of tiles unseen by ``seat`` whose values can trade places with every public fact
    (colours, row order, wrong guesses) still true."""
    unseen = [t for t in range(len(state.codes))
              if not visible_to(state, seat, t) and t != state.held]
    pairs = []
    for i, x in enumerate(unseen):
        for y in unseen[i + 1:]:
            cx, cy = state.codes[x], state.codes[y]
            if cx % 2 != cy % 2:
                continue
            swapped = dict(enumerate(state.codes))
            swapped[x], swapped[y] = cy, cx
            if not all(in_order(swapped[t] for t in row) for row in state.rows):
                continue
            if any(not g.correct and (g.tile, g.value) in ((x, cy // 2), (y, cx // 2))
                   for g in state.log):
                continue
            pairs.append((x, y))
    return pairs


@pytest.mark.parametrize("seed", SEEDS)
def test_unseen_values_do_not_change_the_view(seed):  # CR-15, CR-2
    """Two worlds that differ only by tiles ``seat`` cannot see give the same views and the same
    redacted events, until something public tells them apart."""
    state, rng = random_state(seed, seed % 25)
    if state.is_over:
        return
    seat = rng.choice(list(range(state.players)) + [SPECTATOR])
    pairs = swap_candidates(state, seat)
    if not pairs:
        return
    x, y = rng.choice(pairs)
    other = state.clone()
    other.codes[x], other.codes[y] = state.codes[y], state.codes[x]
    assert state.view(seat) == other.view(seat)
    telling = {(x, state.codes[x] // 2), (x, state.codes[y] // 2),
               (y, state.codes[x] // 2), (y, state.codes[y] // 2)}
    for _ in range(80):
        if state.is_over:
            break
        both = [a for a in state.legal_actions() if a in other.legal_actions()
                and not (a.kind == "guess" and (a.item, a.value) in telling)]
        if not both:
            break
        action = rng.choice(both)
        mine, theirs = state.apply(action), other.apply(action)
        if any(visible_to(state, seat, t) for t in (x, y)):
            break  # the seat may see it now
        # Public facts that may tell the worlds apart end the comparison: x or y drawn (where
        # it goes will show), or a tile put into a row that holds x or y (its place shows).
        owners = {other.owner[t] for t in (x, y)} - {-1}
        cut = next((i + (e.kind == "draw") for i, e in enumerate(mine)
                    if e.kind == "draw" and e["tile"] in (x, y)
                    or e.kind == "insert" and e["seat"] in owners), None)
        assert [e.seen_by(seat) for e in mine[:cut]] == [e.seen_by(seat) for e in theirs[:cut]]
        if cut is not None:
            break
        assert state.view(seat) == other.view(seat)


def test_spectator_sees_only_face_up_values():  # CR-15
    for seed in SEEDS:
        state, _ = random_state(seed, seed % 40)
        view = state.view(SPECTATOR)
        assert all((t.value is not None) == t.revealed for row in view.rows for t in row)
        assert view.held is None or (view.held.value is not None) == view.held.revealed
        assert view.legal == ()
