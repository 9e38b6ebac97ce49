"""A Flip 7 game is a function of (options, seed, actions): replays rebuild it exactly.

README "Common to all games": every shuffle and random choice comes from the game's own seeded
random source (F7-9 first dealer, F7-30 reshuffles).
"""
import json
import random

import pytest

from facetable.engine import SPECTATOR, Action, Move, replay
from facetable.engine.flip7 import Options, setup


def random_game(options, seed, order=None, rng_seed=0, stop_after=None):
    """Play random legal actions; return the state and every event (setup's first)."""
    state = setup(options, seed, deal=order)
    events = list(state.start_events)
    rng = random.Random(rng_seed)
    while not state.is_over and (stop_after is None or len(state.history) < stop_after):
        events += state.apply(rng.choice(state.legal_actions()))
    return state, events


def assert_same(a, b):
    for seat in (SPECTATOR, *range(a.players)):
        assert a.view(seat) == b.view(seat)
    assert (a.totals, a.winner, a.round_no, a.dealer) == (b.totals, b.winner, b.round_no, b.dealer)
    assert (a.draw, a.discard, a.tasks) == (b.draw, b.discard, b.tasks)
    assert a.rng.getstate() == b.rng.getstate()


OPTIONS = [Options(players=4), Options(players=2, brutal=True),
           Options(players=7, printing="two_minus", lucky13_pair_counts_twice=False),
           Options(players=5, brutal=True, printing="two_minus", target=120)]


@pytest.mark.parametrize("options", OPTIONS, ids=lambda o: f"p{o.players}b{int(o.brutal)}")
def test_replay_rebuilds_a_random_game(options):  # F7-9, F7-30 (seeded randomness)
    state, events = random_game(options, seed=11, rng_seed=3)
    assert state.is_over
    if not options.brutal:                     # long enough to reshuffle the discard pile
        assert any(e.kind == "reshuffle" for e in events)
    again, replayed = replay(setup, options, 11, state.history)
    assert_same(state, again)
    assert replayed == events


def test_replay_with_an_explicit_order():  # F7-30
    order = list(range(108))
    random.Random(99).shuffle(order)
    options = Options(players=3, brutal=True)
    state, events = random_game(options, seed=4, order=order, rng_seed=8)
    again, replayed = replay(setup, options, 4, state.history, deal=order)
    assert_same(state, again)
    assert replayed == events
    other, _ = replay(setup, options, 4, [], deal=order)
    assert [e["card"] for e in other.start_events if e.kind == "draw"][:1] == [order[0]]


def test_replay_of_a_prefix_matches_the_game_at_that_point():
    options = Options(players=4)
    middle, _ = random_game(options, seed=21, rng_seed=5, stop_after=40)
    full, _ = random_game(options, seed=21, rng_seed=5)
    assert full.history[:40] == middle.history
    again, _ = replay(setup, options, 21, full.history[:40])
    assert_same(middle, again)


def test_replay_from_a_saved_json_log():
    options = Options(players=6, brutal=True)
    state, events = random_game(options, seed=5, rng_seed=1)
    saved = json.dumps({"options": options.to_json(), "seed": 5,
                        "moves": [m.to_json() for m in state.history]})
    data = json.loads(saved)
    again, replayed = replay(setup, Options.from_json(data["options"]), data["seed"],
                             [Move.from_json(m) for m in data["moves"]])
    assert_same(state, again)
    assert replayed == events


def test_same_seed_same_game_different_seed_different_game():  # F7-9
    a, b, c = (setup(Options(players=5), s) for s in (1, 1, 2))
    assert a.draw == b.draw and a.dealer == b.dealer and a.start_events == b.start_events
    assert a.draw != c.draw
