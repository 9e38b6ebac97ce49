"""``sample_world`` and the exact odds behind it, checked against every public constraint and
against brute-force enumeration."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from facetable.engine import SPECTATOR
from facetable.engine.crack import Options, View, sample_world, setup
from facetable.engine.crack.infer import marginals, possible, problem
from facetable.engine.crack.tiles import in_order


def mid_game(seed: int, players: int, advanced: bool, steps: int):
    state = setup(Options(players=players, advanced=advanced), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def views(count: int):
    """Many mid-game views from every seat, 2-4 players, basic and advanced."""
    for i in range(count):
        state = mid_game(i, 2 + i % 3, i % 2 == 1, i % 70)
        if not state.is_over:
            seats = list(range(state.players)) + [SPECTATOR]
            yield state, state.view(seats[i % len(seats)])


def check_world(world, state, view: View) -> None:
    assert world.view(view.seat) == view  # own tiles, known values, colours, places, log, pool
    assert sorted(world.codes) == sorted(state.codes)  # exactly the unseen tiles are dealt
    assert [c % 2 for c in world.codes] == [c % 2 for c in state.codes]
    for row in world.rows:
        assert in_order(world.codes[t] for t in row)
    for g in view.log:
        assert (world.codes[g.tile] // 2 == g.value) == g.correct
    assert len(world.pool[0]) == len(state.pool[0]) and len(world.pool[1]) == len(state.pool[1])


def test_three_thousand_samples_keep_every_constraint():  # CR-4, CR-5, CR-15
    n = 0
    for i, (state, view) in enumerate(views(450)):
        rng = random.Random(i)
        for _ in range(8):
            world = sample_world(view, rng)
            check_world(world, state, view)
            n += 1
        legal = world.legal_actions()  # playable: the game goes on from the sampled world
        assert legal and world.to_act == state.to_act
        world.apply(rng.choice(legal))
    assert n >= 3000


def test_sampled_world_plays_to_the_end():
    for i, (state, view) in enumerate(views(60)):
        world, rng = sample_world(view, random.Random(i)), random.Random(i)
        while not world.is_over:
            world.apply(rng.choice(world.legal_actions()))
        assert world.outcome().winners[0] in range(state.players)


def brute_force(view: View) -> list[dict[int, int]]:
    """Every assignment of unseen codes to the others' hidden row tiles, by plain search."""
    prob = problem(view)
    unseen = list(prob.keys) + [24 + c for c in (0, 1) if prob.dashes[c]]
    banned = {(g.tile, g.value) for g in view.log if not g.correct}
    rows = [row for row in view.rows if any(t.value is None for t in row)]
    found: list[dict[int, int]] = []

    def walk(r: int, i: int, last: int, used: dict[int, int]) -> None:
        if r == len(rows):
            found.append(dict(used))
            return
        if i == len(rows[r]):
            walk(r + 1, 0, -1, used)
            return
        t = rows[r][i]
        if t.value is not None:
            k = 2 * t.value + t.colour
            if k >= 24 or k > last:
                walk(r, i + 1, last if k >= 24 else k, used)
            return
        for k in unseen:
            if k % 2 == t.colour and k not in used.values() and (t.id, k // 2) not in banned \
                    and (k >= 24 or k > last):
                used[t.id] = k
                walk(r, i + 1, last if k >= 24 else k, used)
                del used[t.id]

    walk(0, 0, -1, {})
    return found


def small_views(count: int):
    """Views with few unseen row tiles, where brute force is quick."""
    for state, view in views(count):
        hidden = sum(t.value is None for row in view.rows for t in row)
        if hidden <= 5:
            yield state, view


def test_odds_are_exact():
    checked = 0
    for state, view in small_views(500):
        worlds = brute_force(view)
        odds = marginals(view)
        for tile, dist in odds.items():
            if any(tile in w for w in worlds):
                tally = Counter(w[tile] // 2 for w in worlds)
                expected = {v: n / len(worlds) for v, n in tally.items()}
                assert dist == pytest.approx(expected)
                assert view.possible_values(tile) == sorted(tally)
                checked += 1
    assert checked > 300


def test_samples_are_uniform():
    tested = 0
    for i, (state, view) in enumerate(small_views(300)):
        worlds = brute_force(view)
        if not 3 <= len(worlds) <= 12:
            continue
        rng = random.Random(i)
        n = 300 * len(worlds)
        counts = Counter()
        for _ in range(n):
            world = sample_world(view, rng)
            counts[tuple(sorted((t, world.codes[t]) for t in worlds[0]))] += 1
        assert len(counts) == len(worlds)
        for c in counts.values():  # each world ~300 times; 5 sigma is about 85
            assert abs(c - 300) < 90
        tested += 1
        if tested == 15:
            break
    assert tested >= 10


def test_possible_values_are_the_values_of_nonzero_odds():  # CR-4, CR-5, CR-11, CR-15
    """The feasibility DP behind the value menu (``infer.possible``) agrees with the exact
    counts on every tile of many views, large ones included."""
    checked = 0
    for state, view in views(450):
        odds = marginals(view)
        got = possible(view)
        assert set(got) == set(odds)
        for tile, dist in odds.items():
            assert got[tile] == {v for v, p in dist.items() if p > 0}
            checked += 1
    assert checked > 3000

