"""Hard's model of what the others' own guesses tell, and the weighed exact counting behind it."""
from __future__ import annotations

import random

import pytest

from facetable.bots.crack.beliefs import OWN_VALUE, decision_weights
from facetable.bots.crack.hard import HardBot
from facetable.engine.crack import sample_world
from facetable.engine.crack.infer import marginals, sample
from facetable.engine.crack.scenario import deal, tile_id
from facetable.engine.crack.tiles import code

from test_crack_world import brute_force, small_views


def random_weights(view, rng: random.Random) -> dict[int, dict[int, float]]:
    return {t.id: {code(t.colour, v): rng.choice([0.05, 0.5, 1.0, 3.0]) for v in range(13)}
            for row in view.rows for t in row if t.value is None}


def weight_of(world: dict[int, int], weights) -> float:
    w = 1.0
    for tile, c in world.items():
        w *= weights.get(tile, {}).get(c, 1.0)
    return w


def test_weighed_odds_are_exact():
    checked = 0
    for i, (state, view) in enumerate(small_views(400)):
        worlds = brute_force(view)
        weights = random_weights(view, random.Random(i))
        total = sum(weight_of(w, weights) for w in worlds)
        odds = marginals(view, weights)
        for tile in worlds[0]:
            expected: dict[int, float] = {}
            for w in worlds:
                v = w[tile] // 2
                expected[v] = expected.get(v, 0) + weight_of(w, weights) / total
            assert odds[tile] == pytest.approx(expected)
            checked += 1
    assert checked > 200


def test_weighed_samples_follow_the_weights():
    tested = 0
    for i, (state, view) in enumerate(small_views(300)):
        worlds = brute_force(view)
        if not 3 <= len(worlds) <= 8:
            continue
        weights = random_weights(view, random.Random(i))
        total = sum(weight_of(w, weights) for w in worlds)
        rng, n = random.Random(i), 4000
        counts: dict[tuple, int] = {}
        for _ in range(n):
            got = sample(view, rng, weights)
            key = tuple(sorted((t, got[t]) for t in worlds[0]))
            counts[key] = counts.get(key, 0) + 1
        for w in worlds:
            p = weight_of(w, weights) / total
            expect = n * p
            assert abs(counts.get(tuple(sorted(w.items())), 0) - expect) < 5 * (expect + 1) ** 0.5
        tested += 1
        if tested == 8:
            break
    assert tested >= 5


def test_unit_weights_change_nothing():
    for state, view in small_views(100):
        ones = {t: {c: 1.0 for c in range(26)} for t in marginals(view)}
        weighed, plain = marginals(view, ones), view.odds()
        assert weighed.keys() == plain.keys()
        for t in plain:
            assert weighed[t] == pytest.approx(plain[t])


def guessed(state, target: str, value: int, draw: bool = True) -> None:
    """The player to act draws black (if ``draw``), then names ``value`` at tile ``target``."""
    if draw:
        state.apply(next(a for a in state.legal_actions() if a.value == 0))
    state.apply(next(a for a in state.legal_actions() if a.item == tile_id(state, target)
                     and a.value == value))


def game():
    """Seat 0 holds B1 W3 B6 W9 and plays first; seat 1 holds B2 W4 B8 W11; the next black
    tiles drawn are B0, B5, B7."""
    return deal(["B1 W3 B6 W9", "B2 W4 B8 W11"], "B0 B5 B7")


def test_a_guess_says_the_guesser_does_not_hold_that_value():  # CR-11, CR-15
    state = game()
    guessed(state, "B8", 7)            # seat 0 draws B0, names 7 at seat 1's B8: wrong
    view = state.view(1)
    weights = decision_weights(view)
    for name in ("B1", "B6"):          # seat 0's hidden black tiles
        assert weights[tile_id(state, name)] == {code(0, 7): pytest.approx(OWN_VALUE)}
    assert set(weights) == {tile_id(state, "B1"), tile_id(state, "B6")}  # white: nothing said


def test_tiles_drawn_after_a_guess_are_not_blamed_for_it():
    state = game()
    guessed(state, "B8", 5)            # log[0]: seat 0 draws B0, names 5 at B8: wrong
    guessed(state, "B1", 3)            # log[1]: seat 1 draws B5, names 3 at B1: wrong
    guessed(state, "B2", 2)            # log[2]: seat 0 draws B7, names 2 at B2: right
    state.apply(next(a for a in state.legal_actions() if a.kind == "stop"))  # B7 goes in hidden
    view = state.view(1)
    b7 = tile_id(state, "B7")
    assert view.drawn_at[b7] == 2 and view.drawn_at[tile_id(state, "B5")] == 1
    assert view.drawn_at[tile_id(state, "B1")] == 0 and -1 in view.drawn_at  # pool: -1
    weights = decision_weights(view)
    assert weights[b7] == {code(0, 2): pytest.approx(OWN_VALUE)}  # not blamed for naming 5
    assert weights[tile_id(state, "B1")] == {code(0, 5): pytest.approx(OWN_VALUE),
                                              code(0, 2): pytest.approx(OWN_VALUE)}


def test_hard_reads_the_model_and_sampled_worlds_keep_draw_times():
    state = game()
    guessed(state, "B8", 7)
    view = state.view(1)
    world = sample_world(view, random.Random(1))
    assert world.view(1).drawn_at == view.drawn_at
    plain, read = view.odds(), HardBot.odds(view)
    for name in ("B1", "B6"):
        t = tile_id(state, name)
        assert plain[t][7] > 0 and read[t].get(7, 0.0) < plain[t][7] / 5
