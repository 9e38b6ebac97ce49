"""``sample_world``: full states consistent with a seat's view (FG-12), every arrangement of the
hidden kinds equally likely (checked by exact counting on small games)."""
from __future__ import annotations

import random
from collections import Counter
from math import comb

from faceguess_helpers import commit_all, game, guess_all, same_calls
from facetable.engine import SPECTATOR
from facetable.engine.faceguess import GOOD, Options, sample_world, setup


def mid_games(count: int):
    for i in range(count):
        players = 2 + i % 5
        state = setup(Options(players=players, good_cards=10 + (7 * i) % 31,
                              fooled_bonus=i % 2 == 0), i)
        rng = random.Random(i)
        for _ in range(rng.randrange(0, 60)):
            if state.is_over:
                break
            seat = rng.choice(state.deciders())
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        seats = [*range(players), SPECTATOR]
        yield state, seats[i % len(seats)]


def hidden(state, seat: int) -> tuple:
    """Everything ``seat`` cannot see, in place order."""
    hands = tuple(tuple(h) for s, h in enumerate(state.hands) if s != seat)
    commits = () if state.is_over else tuple(c for s, c in enumerate(state.committed)
                                             if s != seat)
    return hands, commits, tuple(state.deck)


def test_sampled_worlds_agree_with_the_view_and_play_on():
    rng = random.Random(7)
    sampled = 0
    for state, seat in mid_games(300):
        view = state.view(seat)
        world = sample_world(view, rng)
        assert world.view(seat) == view
        assert world.cards_in_play() == 50
        kinds = [k for h in world.hands for k in h] + world.deck + world.discard + \
            [c for c in world.committed if c is not None]
        assert kinds.count(GOOD) == view.good_cards
        assert world.deciders() == state.deciders()
        if seat != SPECTATOR:
            assert world.legal_actions(seat) == state.legal_actions(seat)
        while not world.is_over:
            who = rng.choice(world.deciders())
            world.apply(rng.choice(world.legal_actions(who)), who)
        sampled += 1
    assert sampled == 300


def test_sampled_worlds_are_uniform_over_the_hidden_arrangements():
    """Two players near the end: the other hand (4, after its commit), the other face-down
    card (1) and the draw pile (2) hold 7 cards this seat cannot see; every arrangement of their kinds is equally
    likely."""
    state = game(2, seed=3)
    rng = random.Random(3)
    while len(state.deck) > 2:
        commit_all(state, {s: state.hands[s][0] for s in range(2)})
        guess_all(state, {0: {1: "bad"}, 1: {0: "good"}} if state.round % 2 else
                  {0: {1: "good"}, 1: {0: "bad"}})
        assert not state.is_over
    state.apply(state.legal_actions(1)[0], 1)
    view = state.view(0)
    good, bad = view.unseen_counts()
    assert good + bad == 7 and 0 < good < 7
    arrangements = comb(7, good)
    draws = 400 * arrangements
    counts = Counter(hidden(sample_world(view, rng), 0) for _ in range(draws))
    assert len(counts) == arrangements
    expected = draws / arrangements
    assert all(abs(c - expected) < 5 * expected ** 0.5 for c in counts.values())
    assert hidden(state, 0) in counts           # the true one among them


def test_a_spectator_samples_every_hand():
    state = game(3, seed=1)
    view = state.view(SPECTATOR)
    rng = random.Random(1)
    hands = {tuple(sample_world(view, rng).hands[0]) for _ in range(200)}
    assert len(hands) > 10
