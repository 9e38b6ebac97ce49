"""Good Face Bad Face's shared read-only tables (``events.Table``, ``fixed.Fixed``): events are
built once per player count and looked up, so they must be the very events the rules send, at
every size and round the rules allow, and states must copy and pickle without copying them."""
from __future__ import annotations

import copy
import pickle
import random

from facetable.engine.contract import ONLY
from facetable.engine.goodface import Options, events, setup
from facetable.engine.goodface import actions as A
from facetable.engine.goodface.cards import BOX_BAD, BOX_GOOD, MAX_ROUND_LIMIT, KINDS
from facetable.engine.goodface.fixed import fixed
from facetable.engine.goodface.scenario import position


def play(state, rng, steps=10_000):
    out = []
    while not state.is_over and steps:
        seat = state.deciders()[0]
        out += state.apply(rng.choice(state.legal_actions(seat)), seat)
        steps -= 1
    return out


def test_table_events_are_the_ones_the_event_functions_build():  # GF-3 … GF-13
    t = events.table(3)
    for seat in range(3):
        for k in KINDS:
            assert t.deal[seat][k] == events.move(k, "deck", None, "hand", seat, "deal",
                                                  ONLY[seat])
            assert t.put[seat][k] == events.move(k, "hand", seat, "stack", seat, "put", [seat])
            assert t.unparty[seat][k] == events.move(k, "party", seat, "hand", seat, "return")
    assert t.pass_[2][0][7] == events.pass_(2, 0, 7)
    assert t.round_over["back"][40][1] == events.round_over(40, 1, "back")
    assert events.table(3) is t


def test_the_largest_stack_and_the_highest_round_are_in_the_tables():  # GF-4, GF-29
    # Seat 0 holds every card of a 5-player game and puts them all: one Stack of 25.
    state = position(["G" * BOX_GOOD + "B" * BOX_BAD, "", "", "", ""], owner=0,
                     round=MAX_ROUND_LIMIT, round_limit=MAX_ROUND_LIMIT)
    sent = []
    for _ in range(BOX_BAD):
        sent += state.apply(A.put(1))
    for _ in range(BOX_GOOD):
        sent += state.apply(A.put(0))
    assert sent[-2].kind == "sealed" and sent[-2]["size"] == BOX_GOOD + BOX_BAD
    assert sent[-1] == events.pass_(0, 1, BOX_GOOD + BOX_BAD)
    sent = play(state, random.Random(3))
    assert sent[-1].kind == "game_over"                       # GF-29: the limit reached
    assert any(e.kind == "round_over" and e["number"] == MAX_ROUND_LIMIT for e in sent)


def test_states_copy_and_pickle_sharing_the_tables():
    state = setup(Options(players=4, greedy=True, sad=True), 5)
    play(state, random.Random(1), steps=30)
    for other in (state.clone(), copy.deepcopy(state), pickle.loads(pickle.dumps(state))):
        assert other.ev is state.ev and other.fixed is state.fixed
        assert other.events == state.events and other.hands == state.hands
        rng_a, rng_b = random.Random(9), random.Random(9)
        assert play(other, rng_a) == play(copy.deepcopy(state), rng_b)
    assert len(pickle.dumps(state)) < 20_000                  # the tables are not in it


def test_games_sharing_events_do_not_change_each_other():
    options = Options(players=3)
    first = setup(options, 1)
    sent = play(first, random.Random(1))
    before = [(e.kind, dict(e.data), e.secret, e.audience) for e in first.events]
    play(setup(options, 2), random.Random(2))
    assert [(e.kind, dict(e.data), e.secret, e.audience) for e in first.events] == before
    assert sent == first.events[len(first.start_events):]


def test_equal_options_share_their_fixed_facts():
    assert fixed(Options(players=4, sad=True)) is fixed(Options(players=4, sad=True))
    assert fixed(Options(players=4)).deal_seats[1][:5] == (1, 2, 3, 0, 1)   # GF-3
    assert fixed(Options(players=4, direction="right")).next_seat == (3, 0, 1, 2)  # GF-5


def test_the_kept_turn_agrees_with_the_phase_in_sampled_worlds_and_positions():
    from facetable.engine.goodface import sample_world
    rng = random.Random(4)
    for seed in range(40):
        wild = ("greedy", "sad", "blank", None)[seed // 4 % 4]
        options = Options(players=2 + seed % 4, **({wild: True} if wild else {}))
        state = setup(options, seed)
        play(state, rng, steps=rng.randrange(60))
        for seat in range(options.players):
            world = sample_world(state.view(seat), rng)
            assert world.deciders() == world.deciders_by_phase() == state.deciders()
    state = position(["GB", "B", "G"], owner=1, stack="GG", holder=2)
    assert state.deciders() == (2,) == state.deciders_by_phase()
