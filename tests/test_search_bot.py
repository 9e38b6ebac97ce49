"""The generic search bot (facetable/bots/search.py): legal, bounded, reproducible, and only
ever given a view; shown on Crack the Code and on a game with simultaneous decisions."""
from __future__ import annotations

import pickle
import random

import pytest

import facetable.bots.search as search
from facetable.bots.crack.search import make_search_bot
from facetable.bots.runner import Request, answer
from facetable.bots.search import BotRollout, SearchBot, placing_score, win_share
from facetable.engine import Outcome
from facetable.engine.crack import Options, sample_world, setup
from facetable.games import GAMES

import toy_game


def play_crack(names_or_bots, seed: int, advanced: bool = False, check=None) -> tuple[int, ...]:
    """One Crack game; every decision must be legal."""
    spec = GAMES["crack"]
    bots = [spec.make_bot(b) if isinstance(b, str) else b for b in names_or_bots]
    state = setup(Options(players=len(bots), advanced=advanced), seed)
    rngs = [random.Random(f"{seed}/{s}") for s in range(len(bots))]
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        action = bots[seat].choose(state.view(seat), list(legal), rngs[seat])
        assert action in legal, (seat, action)
        if check is not None:
            check(bots[seat])
        state.apply(action, seat)
    return state.outcome().winners


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("advanced", [False, True])
def test_plays_only_legal_actions_in_crack(players, advanced):  # CR-8, CR-9, CR-12, CR-5
    for seed in range(2):
        bots = [make_search_bot(12)] + ["hard", "normal", "random"][:players - 1]
        play_crack(bots, 100 + seed + players, advanced)


def test_beats_random_clearly():
    wins = 0
    for seed in range(10):
        bots = [make_search_bot(10), "random"] if seed % 2 == 0 else ["random", make_search_bot(10)]
        wins += (seed % 2) in play_crack(bots, 200 + seed)
    assert wins >= 9


def mid_game_view(seed: int = 3, steps: int = 25):
    state = setup(Options(players=3, advanced=True), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        state.apply(rng.choice(state.legal_actions()))
    while state.phase != "guess":
        state.apply(rng.choice(state.legal_actions()))
    return state.view(state.to_act), state.legal_actions()


def test_same_seed_and_iterations_give_the_same_answer():
    view, legal = mid_game_view()
    answers = set()
    for _ in range(3):
        bot = make_search_bot(60)
        answers.add(bot.choose(view, list(legal), random.Random("same seed")))
        assert bot.last_iterations == 60
    assert len(answers) == 1


def test_a_tiny_budget_still_answers():
    view, legal = mid_game_view()
    for bot in (make_search_bot(0), make_search_bot(None, seconds=0.0),
                make_search_bot(1), make_search_bot(None, seconds=1e-9)):
        assert bot.choose(view, list(legal), random.Random(1)) in legal


def test_the_clock_stops_the_search(monkeypatch):
    """A time budget is read from the clock between iterations (a fake clock: one tick = 1 ms)."""
    ticks = iter(range(10**9))
    monkeypatch.setattr(search.time, "perf_counter", lambda: next(ticks) / 1000)
    view, legal = mid_game_view()
    bot = make_search_bot(None, seconds=0.05)
    assert bot.choose(view, list(legal), random.Random(1)) in legal
    assert 1 <= bot.last_iterations < 50


def test_a_budget_is_required_and_not_negative():
    with pytest.raises(ValueError):
        SearchBot(sample_world, iterations=None, seconds=None)
    with pytest.raises(ValueError):
        SearchBot(sample_world, iterations=-1)


def test_worlds_that_disagree_with_the_legal_moves_are_skipped():
    """The root's moves are the ones given; a sampler whose worlds never offer them all (a bug in
    a game's sampler) makes the bot give up quickly with a legal answer, not loop."""
    view, legal = mid_game_view()
    bot = SearchBot(sample_world, iterations=50)
    extra = legal[0].__class__("guess", item=99, value=0)  # a move no world offers
    assert bot.choose(view, list(legal) + [extra], random.Random(1)) in list(legal) + [extra]
    assert bot.last_iterations == 0


def test_the_registered_bot_is_a_reference_and_thinks_in_the_bot_process_path():
    spec = GAMES["crack"]
    assert "search" in spec.bots and "search" not in spec.levels
    make = pickle.loads(pickle.dumps(spec.bots["search"].make))  # sent to the bot process
    view, legal = mid_game_view()
    got = answer(Request(1, "crack", make, view, tuple(legal), "7/1/3"))
    assert got.action in legal and not got.error


def test_rewards():
    assert win_share(Outcome((1, 2, 1))) == (0.5, 0.0, 0.5)
    assert placing_score(Outcome((2, 1, 3))) == (0.5, 1.0, 0.0)


# --- a game with simultaneous decisions (tests/toy_game.py) ---------------------------------

def toy_sample_world(view: toy_game.View, rng: random.Random) -> toy_game.State:
    """Others' numbers and the window's answers so far are hidden: draw them afresh."""
    state = toy_game.State(toy_game.Options(players=view.players), rng.getrandbits(32))
    state.secrets[view.seat] = view.secret
    state.actor, state.scores = view.actor, list(view.scores)
    # The view does not tell the turns left; with no passes, each settled turn scored one point.
    state.turns_left = state.options.turns - sum(view.scores)
    if view.window:
        state.window = {s: rng.choice([toy_game.CHALLENGE, toy_game.ALLOW])
                        for s in view.answered}
    return state


def test_searches_a_simultaneous_window():
    """In a window every other seat decides at once; the search lets each answer in turn."""
    state = toy_game.State(toy_game.Options(players=4, turns=6), 5)
    state.apply(toy_game.CLAIM, 0)
    state.apply(toy_game.ALLOW, 2)                 # seat 2 has answered; 1 and 3 still decide
    assert state.deciders() == (1, 3)
    bot = SearchBot(toy_sample_world, iterations=200)
    for seat in (3, 1):
        view = state.view(seat)
        action = bot.choose(view, state.legal_actions(seat), random.Random(seat))
        assert action in state.legal_actions(seat)
        assert bot.last_iterations == 200
    # Challenging scores for the first challenger clockwise from the claimant and allowing scores
    # nothing for you: the search must find that seat 1 (first clockwise) challenges.
    assert bot.choose(state.view(1), state.legal_actions(1), random.Random(1)) == toy_game.CHALLENGE


def test_bot_rollout_asks_a_bot_with_the_seats_view():
    seen = []

    class Spy:
        def choose(self, view, legal, rng):
            seen.append(view.seat)
            return legal[0]

    state = toy_game.State(toy_game.Options(players=3, turns=2), 1)
    policy = BotRollout(Spy())
    assert policy(state, 0, state.legal_actions(0), random.Random(1)) == toy_game.CLAIM
    assert seen == [0]
