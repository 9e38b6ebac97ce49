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
    (seat 0, first to guess in round 4) reads seat 1 likelier Good than seat 2, and calls seat 2
    Bad. (Three Good cards shown in a row also say seat 1's hand may be running out of Good
    ones, so its read stays near even.)"""
    from facetable.bots.faceguess.tendency import card_chances
    state = game(4, hands={1: [G] * 5, 2: [B] * 5}, first=1,
                 draws=[G, B, B, B] + [B, B, B, G] + [B, B, G, B])
    for _ in range(3):
        commit_all(state, {0: state.hands[0][0], 1: G, 2: B, 3: state.hands[3][0]})
        guess_all(state, same_calls(4, B))
    view = state.view(0)
    assert card_chance(view, 1) > 0.55 > 0.45 > card_chance(view, 2)
    assert card_chances(view)[1] > card_chances(view)[2]
    commit_all(state, {0: state.hands[0][0], 1: G, 2: B, 3: state.hands[3][0]})
    assert state.guesser == 0
    action = BOTS["hard"]().choose(state.view(0), state.legal_actions(0), random.Random(0))
    assert calls_by_seat(action, 0, 4)[2] == B


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


@pytest.mark.parametrize("fooled_bonus", [False, True])
def test_hard_beats_an_always_good_opponent_in_both_rule_settings(fooled_bonus):
    """FG-7, FG-11: with the fooled bonus a Bad card scores as much as a Good one, so hard shows
    Bad to a player who always calls Good (every such call is wrong) and still wins by far."""
    wins = margin = 0
    for seed in range(40):
        hard_seat = seed % 2
        bots = [BOTS["hard"](), AlwaysGood()][::1 if hard_seat == 0 else -1]
        state = play(bots, seed, fooled_bonus=fooled_bonus)
        wins += state.outcome().winners == (hard_seat,)
        margin += state.scores[hard_seat] - state.scores[1 - hard_seat]
    assert wins >= 36 and margin / 40 >= 5


def called_good_by_everyone(fooled_bonus: bool):
    """Four players, three rounds in which every call was Good; seat 0 holds both kinds and is
    about to commit."""
    state = game(4, hands={0: [G, G, B, B, G]}, draws=[B, G, B, G] * 3,
                 fooled_bonus=fooled_bonus, target=15)
    for _ in range(3):
        commit_all(state, {s: state.hands[s][0] for s in range(4)})
        guess_all(state, same_calls(4, G))
    assert state.phase == "commit" and {G, B} <= set(state.hands[0]) and not state.is_over
    return state


def test_with_the_fooled_bonus_hard_commits_bad_against_a_table_that_calls_good():
    """FG-11: a Bad card called Good scores the same +1 and makes the caller wrong."""
    state = called_good_by_everyone(True)
    bot = BOTS["hard"]()
    picks = [bot.choose(state.view(0), state.legal_actions(0), random.Random(s))
             for s in range(50)]
    assert picks.count(commit(B)) >= 45


def test_without_the_fooled_bonus_hard_commits_good_to_a_table_that_calls_good():
    """FG-7: without the bonus a Bad card scores nothing, so Good is worth more."""
    state = called_good_by_everyone(False)
    bot = BOTS["hard"]()
    picks = [bot.choose(state.view(0), state.legal_actions(0), random.Random(s))
             for s in range(50)]
    assert picks.count(commit(G)) >= 45


def test_hard_predicts_a_player_who_commits_against_the_tables_calls():
    """Seat 1 commits Bad while the others have called Good more than half the time so far,
    Good otherwise (a bluffer with the fooled bonus, FG-11); after the table turns to calling
    Bad, the model leans to seat 1 showing Good, where a fixed habit read from its cards (five
    Bad of seven) says Bad."""
    from facetable.bots.faceguess.tendency import card_chances
    state = game(4, hands={0: [G] * 5, 1: [B, B, B, G, G], 2: [G] * 5, 3: [G] * 5},
                 draws=[B] * 22, fooled_bonus=True, target=15)
    good = total = 0                        # the others' Good calls so far, and their calls
    for kind in [G, G, G, B, B, B, B]:      # what seats 0, 2 and 3 call about everyone
        mine = B if (good + 1) / (total + 2) > 0.5 else G
        commit_all(state, {s: mine if s == 1 else state.hands[s][0] for s in range(4)})
        guess_all(state, {g: {s: kind if g != 1 else B for s in range(4) if s != g}
                          for g in range(4)})
        good, total = good + 9 * (kind == G), total + 9
    assert (good + 1) / (total + 2) < 0.5 and not state.is_over
    assert [r.cards[1] for r in state.rounds].count(B) == 5
    view = state.view(0)
    assert card_chance(view, 1) < 0.4 < 0.5 < card_chances(view)[1]   # habit alone: Bad


def test_hard_decides_from_the_public_history_only():
    """FG-12: two states that differ only in what seat 0 cannot see get the same decisions."""
    from facetable.engine.faceguess import sample_world
    bots = [BOTS["hard"](), BOTS["normal"](), BOTS["random"](), BOTS["easy"]()]
    for fooled_bonus in (False, True):
        state = setup(Options(players=4, fooled_bonus=fooled_bonus, target=15), 11)
        rngs = [random.Random(s) for s in range(4)]
        checked = 0
        while not state.is_over and checked < 12:
            for seat in state.deciders():
                if seat == 0:
                    view = state.view(0)
                    other = sample_world(view, random.Random(checked)).view(0)
                    assert other.hand == view.hand and other.rounds == view.rounds
                    legal = state.legal_actions(0)
                    assert (bots[0].choose(view, legal, random.Random(5))
                            == bots[0].choose(other, legal, random.Random(5)))
                    checked += 1
                action = bots[seat].choose(state.view(seat), state.legal_actions(seat),
                                           rngs[seat])
                state.apply(action, seat)
                if state.is_over or state.phase == "guess":
                    break
        assert checked >= 8


def test_with_the_fooled_bonus_hard_reads_a_random_player_by_its_hand_and_a_habit_by_its_habit():
    """FG-11 makes both kinds score alike for their owner, so hard weighs, per player, a reading
    that it picks at random against its model of habits, by how well each explained the player's
    cards and calls. Seat 1 calls every which way and showed three Good cards: read as a random
    pick from its hand (which now holds fewer Good cards), not as a Good habit, and called Bad.
    Seat 2 always shows and calls Good: its habit still counts, and hard calls it Good."""
    from facetable.bots.faceguess.reading import _follow
    from facetable.bots.faceguess.tendency import card_chances
    mixed = [(G, B, G), (B, B, G), (G, G, B)]
    state = game(4, hands={1: [G, G, G, B, B], 2: [G] * 5}, fooled_bonus=True, target=15)
    for r in range(3):
        commit_all(state, {0: state.hands[0][0], 1: G, 2: G, 3: state.hands[3][0]})
        guess_all(state, {0: {1: B, 2: B, 3: B}, 1: dict(zip((0, 2, 3), mixed[r])),
                          2: {0: G, 1: G, 3: G}, 3: dict(zip((0, 1, 2), mixed[(r + 1) % 3]))})
    commit_all(state, {0: state.hands[0][0], 1: state.hands[1][0], 2: G, 3: state.hands[3][0]})
    while state.guesser != 0:
        guess_all_one(state)
    view = state.view(0)
    good, bad = view.unseen_counts()
    at_random = _follow((True, True, True), good / (good + bad), 0.5, 1.0)[1]
    chances = card_chances(view)
    assert at_random < 0.45 and abs(chances[1] - at_random) < 0.02
    assert chances[2] > 0.6
    action = BOTS["hard"]().choose(view, state.legal_actions(0), random.Random(0))
    assert calls_by_seat(action, 0, 4)[1:3] == (B, G)


@pytest.mark.parametrize("rival, call", [(9, B), (2, G)])
def test_near_the_end_hard_calls_for_the_win_not_for_the_point(rival, call):
    """FG-9, FG-11: seat 1's card is Good with chance 0.7, so a Good call is worth 0.4 points
    to hard (seat 0, 8 points, target 10) on average and a sure point to seat 1. Hard plays the
    round out: it calls seat 1 Good when seat 1 is far behind, Bad when that point would bring
    seat 1 to the target (the game would end after this round with seat 1 likely first)."""
    from facetable.bots.faceguess.tendency import prefix_counts
    state = game(4, fooled_bonus=True)
    commit_all(state, {s: state.hands[s][0] for s in range(4)})
    assert state.guesser == 0
    state.scores = [8, rival, 2, 2]
    view = state.view(0)
    bot = BOTS["hard"]()
    calls = bot.end_calls(view, {1: 0.7, 2: 0.5, 3: 0.5}, prefix_counts(view),
                          random.Random(0))
    assert calls[1] == call
