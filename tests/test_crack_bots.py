"""Crack the Code bots: legal moves only, views only, and the levels in the right order."""
from __future__ import annotations

import inspect
import random

import pytest

from facetable.games import GAMES
from facetable.bots import crack as crack_bots
from facetable.bots.crack import BOTS, beliefs, hard_v1
from facetable.engine.crack import Options, View, setup


def play(names: list[str], seed: int, advanced: bool = False) -> int:
    """One game; every decision is checked to be legal and made from a View."""
    state = setup(Options(players=len(names), advanced=advanced), seed)
    bots = [GAMES["crack"].make_bot(name) for name in names]
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_act
        legal = state.legal_actions()
        view = state.view(seat)
        assert isinstance(view, View)
        action = bots[seat].choose(view, list(legal), rng)
        assert action in legal, (names[seat], action)
        state.apply(action)
    return state.outcome().winners[0]


def test_levels_exist():
    assert set(GAMES["crack"].levels) <= set(BOTS) and "random" in BOTS
    assert all(BOTS[name]().name == name for name in BOTS)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("advanced", [False, True])
def test_bots_play_only_legal_actions(players, advanced):
    names = list(BOTS)
    for seed in range(12):
        play([names[(seed + i) % len(names)] for i in range(players)], seed, advanced)


def test_bots_never_see_a_state():
    for module in (crack_bots.common, crack_bots.simple, crack_bots.normal, crack_bots.hard,
                   hard_v1, beliefs):
        source = inspect.getsource(module)
        assert "State" not in source and "sample_world" not in source and "setup" not in source


def rate(bot: str, other: str, games: int, advanced: bool = False) -> float:
    wins = 0
    for seed in range(games):
        names = [bot, other] if seed % 2 == 0 else [other, bot]
        wins += names[play(names, 1000 + seed, advanced)] == bot
    return wins / games


def test_hard_beats_random():
    assert rate("hard", "random", 100) >= 0.8


def test_hard_beats_normal_and_normal_beats_easy():
    assert rate("hard", "normal", 100) >= 0.55
    assert rate("normal", "easy", 100) >= 0.55


def test_hard_beats_random_in_the_advanced_game():
    assert rate("hard", "random", 60, advanced=True) >= 0.8
