"""``sample_world``: full states consistent with a seat's view (CP-20), drawn uniformly among
the consistent deals (checked by exact counting on small games)."""
from __future__ import annotations

import random
from collections import Counter
from itertools import combinations

import pytest

from coup_helpers import AMBASSADOR, CAPTAIN, CONTESSA, DUKE, allow_all, answer, card, do, game
from facetable.engine import SPECTATOR
from facetable.engine.coup import Options, sample_world, setup
from facetable.engine.coup import actions as A
from facetable.engine.coup.knowledge import (DECK, admits, count_deals, knowledge,
                                             sample_places)


def placement(state, seat: int) -> dict[int, int]:
    """Where every card ``seat`` cannot see is in ``state``: card -> seat, or DECK."""
    where = {c: DECK for c in state.deck}
    for s, hand in enumerate(state.hands):
        if s != seat:
            where.update({c: s for c in hand})
    return where


def mid_games(count: int):
    """Many mid-game states, 2-12 players, with a seat (or a spectator) to look from."""
    for i in range(count):
        players = 2 + i % 11
        state = setup(Options(players=players), i)
        rng = random.Random(i)
        for _ in range(i % 150):
            if state.is_over:
                break
            deciders = state.deciders()
            seat = deciders[rng.randrange(len(deciders))]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        if not state.is_over:
            seats = list(range(players)) + [SPECTATOR]
            yield state, seats[i % len(seats)]


def test_the_true_deal_is_always_consistent_with_every_view():
    """The constraints never rule out what really happened (they are sound)."""
    checked = tracked = 0
    for state, _ in mid_games(400):
        for seat in [SPECTATOR, *range(state.players)]:
            kn = knowledge(state.view(seat))
            assert admits(kn, placement(state, seat))
            checked += 1
            tracked += len(kn.tracked)
    assert checked > 1500 and tracked > 300


def test_sampled_worlds_agree_with_the_view_and_play_on():
    rng = random.Random(7)
    samples = 0
    for state, seat in mid_games(500):
        view = state.view(seat)
        kn = knowledge(view)
        for _ in range(4):
            world = sample_world(view, rng)
            assert world.view(seat) == view           # own cards, face up, coins, log, sizes
            assert admits(kn, placement(world, seat))
            assert sorted([c for h in world.hands for c in h] + world.deck) == \
                sorted([c for h in state.hands for c in h] + state.deck)
            assert world.deciders() == state.deciders()
            for s in world.deciders():
                assert world.legal_actions(s)
            samples += 1
        while not world.is_over:                          # playable to the end
            seat_ = world.deciders()[0]
            world.apply(rng.choice(world.legal_actions(seat_)), seat_)
    assert samples > 1000


def test_hidden_answers_in_an_open_window_are_made_up_but_own_answer_is_kept():
    state = game(4)
    do(state, 0, A.tax())
    state.apply(A.challenge(), 2)
    state.apply(A.allow(), 3)
    view = state.view(2)
    rng = random.Random(1)
    answers3 = Counter()
    for _ in range(200):
        world = sample_world(view, rng)
        assert world.window.answers[2] == A.challenge()
        answers3[world.window.answers[3].kind] += 1
        assert world.deciders() == (1,)
    assert set(answers3) == {"challenge", "allow"}


def _exchange_then_opponent_draws(draw: bool):
    """2 players: seat 0 exchanges and returns two cards it knows; then seat 1 claims Duke,
    is challenged and shows it (so the Duke goes into the deck and seat 1 draws one card)."""
    state = game(2, hands={0: (AMBASSADOR, CAPTAIN), 1: (DUKE, CONTESSA)}, first=0,
                 two_player_start=False)
    do(state, 0, A.exchange())
    allow_all(state)
    do(state, 0, A.keep(0b0011))                     # returns the two drawn cards
    returned = [e for e in state.events if e.kind == "return"][-1]["cards"]
    if draw:
        do(state, 1, A.tax())
        answer(state, challenge={0})
        do(state, 1, A.show(card(state, 1, DUKE)))
        do(state, 0, A.lose(card(state, 0, CAPTAIN)))
    else:
        do(state, 1, A.income())
    return state, returned


def test_cards_returned_in_an_own_exchange_stay_in_the_deck_until_someone_draws():
    state, returned = _exchange_then_opponent_draws(draw=False)
    view = state.view(0)
    assert set(knowledge(view).tracked) == set(returned)
    rng = random.Random(3)
    for _ in range(300):
        world = sample_world(view, rng)
        assert set(returned) <= set(world.deck)


def test_after_one_draw_the_drawer_holds_at_most_one_tracked_card():
    state, returned = _exchange_then_opponent_draws(draw=True)
    view = state.view(0)
    kn = knowledge(view)
    duke = next(e for e in state.events if e.kind == "show")["card"]
    assert set(kn.tracked) == set(returned) | {duke}
    held = Counter()
    rng = random.Random(4)
    for _ in range(3000):
        world = sample_world(view, rng)
        held[len(set(world.hands[1]) & set(kn.tracked))] += 1
    assert set(held) == {0, 1}


def _all_deals(kn) -> list[frozenset[int]]:
    """Every consistent deal of a 2-player view: the opponent's hidden cards (the rest is the
    deck), by brute force over all subsets."""
    (opponent,) = [p for p in kn.slots if p != DECK]
    hidden = sorted(set(kn.free) | set(kn.tracked))
    deals = []
    for hand in combinations(hidden, kn.slots[opponent]):
        where = {c: DECK for c in hidden}
        where.update({c: opponent for c in hand})
        where.update({c: s for c, s in kn.fixed.items() if s != kn.seat})
        if admits(kn, where):
            deals.append(frozenset(hand))
    return deals


@pytest.mark.parametrize("draw", [False, True])
def test_deals_are_drawn_uniformly_by_exact_counting(draw):
    state, _ = _exchange_then_opponent_draws(draw)
    view = state.view(0)
    kn = knowledge(view)
    deals = _all_deals(kn)
    assert count_deals(kn) == len(deals)            # the court deck's order aside
    rng = random.Random(11)
    per_deal = 60
    n = per_deal * len(deals)
    seen = Counter(frozenset(sample_places(kn, rng)[1]) for _ in range(n))
    assert set(seen) == set(deals)                   # every consistent deal, and only those
    chi2 = sum((seen[d] - per_deal) ** 2 / per_deal for d in deals)
    dof = len(deals) - 1
    assert chi2 < dof + 4 * (2 * dof) ** 0.5         # about p > 0.001


def test_uniform_in_a_spectators_view_and_from_the_start():
    view = setup(Options(players=2), 5).view(0)
    kn = knowledge(view)
    assert not kn.tracked and count_deals(kn) == len(_all_deals(kn)) == 78   # C(13, 2)
    state, _ = _exchange_then_opponent_draws(draw=True)
    kn = knowledge(state.view(SPECTATOR))
    assert kn.slots == {DECK: 11, 0: 1, 1: 2}
    # a spectator knows only the shown Duke; seat 1 drew once since it went back
    assert len(kn.tracked) == 1 and kn.credit(1, next(iter(kn.tracked.values()))) == 1
