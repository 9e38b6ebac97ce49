"""Face Guess bots: legal moves only, from views only, no memory between decisions; card
counting (normal, hard); the hard bot reads each opponent's habit and exploits it."""
from __future__ import annotations

import random

import pytest

from faceguess_helpers import B, G, commit_all, game, guess_all, same_calls
from facetable.bots.faceguess import BOTS
from facetable.bots.faceguess.common import hand_odds
from facetable.bots.faceguess.reading import card_chance
from facetable.engine.faceguess import Options, calls_by_seat, commit, guess_for, setup
from facetable.games.faceguess import SPEC


class AlwaysGood:
    """Test opponent: commits Good whenever it can, calls Good about everyone."""

    name = "always_good"

    def choose(self, view, legal, rng):
        if view.phase == "commit":
            return commit(G) if commit(G) in legal else legal[0]
        return guess_for({s: G for s in range(view.players) if s != view.seat}, view.seat,
                         view.players)


def play(bots, seed: int, **options):
    state = setup(Options(players=len(bots), **options), seed)
    rngs = [random.Random(seed * 31 + s) for s in range(len(bots))]
    while not state.is_over:
        for seat in state.deciders():
            legal = state.legal_actions(seat)
            action = bots[seat].choose(state.view(seat), legal, rngs[seat])
            assert action in legal, (bots[seat].name, action, legal)
            state.apply(action, seat)
            if state.is_over or state.phase == "guess":
                break
    return state


def test_the_declaration_offers_every_level_and_the_random_reference():
    assert set(SPEC.bots) == {"random", "easy", "normal", "hard"}
    assert SPEC.levels == ("easy", "normal", "hard") and SPEC.hidden_info
    for name, level in SPEC.bots.items():
        assert level.make().name == name and level.note


@pytest.mark.parametrize("name", sorted(BOTS))
def test_bots_play_only_legal_actions_at_every_table(name):
    for seed in range(40):
        players = 2 + seed % 5
        others = ["random", "easy", "normal", "hard"]
        bots = [BOTS[name]()] + [BOTS[others[(seed + k) % 4]]() for k in range(players - 1)]
        state = play(bots, seed, good_cards=10 + (seed * 7) % 31, target=(10, 15)[seed % 2],
                     fooled_bonus=seed % 3 == 0)
        assert state.is_over


@pytest.mark.parametrize("name", ["easy", "normal", "hard"])
def test_bots_keep_nothing_between_decisions(name):
    bot = BOTS[name]()
    before = dict(vars(bot))
    state = game(4, seed=2)
    view, legal = state.view(1), state.legal_actions(1)
    first = [bot.choose(view, legal, random.Random(s)) for s in range(5)]
    assert [BOTS[name]().choose(view, legal, random.Random(s)) for s in range(5)] == first
    assert vars(bot) == before


def test_counting_bots_call_bad_when_every_good_card_is_in_sight():
    """Ten Good cards: seat 0 holds five and shows one each round while drawing another, so
    after five rounds it has seen all ten; seat 1 can hold only Bad cards."""
    state = game(2, hands={0: [G] * 5}, draws=[G, B, B, G, G, B, B, G, G, B], good_cards=10,
                 target=15)
    for _ in range(5):
        commit_all(state, {0: G, 1: B})
        guess_all(state, {0: {1: B}, 1: {0: G}})
    commit_all(state, {0: G, 1: B})
    assert state.guesser == 1 and not state.is_over
    guess_all_one(state)                                # seat 1 guesses first this round
    view = state.view(0)
    assert view.unseen_counts() == (0, view.unseen_counts()[1])
    assert hand_odds(view).no_good == 1.0 and card_chance(view, 1) < 0.01
    for name in ("normal", "hard"):
        action = BOTS[name]().choose(view, state.legal_actions(0), random.Random(0))
        assert calls_by_seat(action, 0, 2)[1] == B, name


def test_hard_reads_a_player_who_always_shows_good_and_one_who_always_shows_bad():
    """Seat 1 holds and draws only Good cards, seat 2 only Bad ones; after three rounds hard
    (seat 0, first to guess in round 4) reads them so, and calls them so while seat 1 is no
    threat (a right Good call hands it a point)."""
    state = game(4, hands={1: [G] * 5, 2: [B] * 5}, first=1,
                 draws=[G, B, B, B] + [B, B, B, G] + [B, B, G, B])
    for _ in range(3):
        commit_all(state, {0: state.hands[0][0], 1: G, 2: B, 3: state.hands[3][0]})
        guess_all(state, same_calls(4, B))
    view = state.view(0)
    assert card_chance(view, 1) > 0.55 > 0.45 > card_chance(view, 2)
    commit_all(state, {0: state.hands[0][0], 1: G, 2: B, 3: state.hands[3][0]})
    state.scores = [3, -3, 0, 0]
    assert state.guesser == 0
    action = BOTS["hard"]().choose(state.view(0), state.legal_actions(0), random.Random(0))
    assert calls_by_seat(action, 0, 4)[1:3] == (G, B)


def guess_all_one(state):
    g = state.guesser
    state.apply(guess_for({s: B for s in range(state.players) if s != g}, g, state.players), g)


def test_hard_beats_an_always_good_opponent_by_a_wide_margin():
    """Against a player who always shows and calls Good, hard calls it Good (a sure point) and
    shows Bad itself (its call is wrong, and its Good call hands nothing): 40 two-player games."""
    wins = 0
    for seed in range(40):
        hard_seat = seed % 2
        bots = [BOTS["hard"](), AlwaysGood()] if hard_seat == 0 else [AlwaysGood(),
                                                                        BOTS["hard"]()]
        state = play(bots, seed)
        wins += state.outcome().winners == (hard_seat,)
    assert wins >= 36


def test_easy_calls_what_each_player_showed_last_round_mostly():
    state = game(3)
    commit_all(state, {0: G, 1: G, 2: B})
    guess_all(state, same_calls(3, B))
    commit_all(state, {s: state.hands[s][0] for s in range(3)})
    g = state.guesser
    shown = state.rounds[-1].cards
    bot = BOTS["easy"]()
    same = 0
    for seed in range(200):
        action = bot.choose(state.view(g), state.legal_actions(g), random.Random(seed))
        calls = calls_by_seat(action, g, 3)
        same += sum(calls[s] == shown[s] for s in range(3) if s != g)
    assert 0.65 * 400 < same < 0.85 * 400            # one call in four changed
