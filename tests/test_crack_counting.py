"""The Crack hard bot's fast counts (``bots.crack.counting``) and its kept odds give exactly the
engine's numbers: the onlooker's odds of a seat's own tiles (CR-15: what everyone sees) that
the bot weighs before pushing on after a right guess (CR-9, CR-10) and before turning a tile
up (CR-12)."""
from __future__ import annotations

import random

import pytest

from facetable.bots.crack import hard
from facetable.bots.crack.beliefs import decision_weights
from facetable.bots.crack.counting import _repeat, own_odds
from facetable.engine.crack import Options, setup
from facetable.engine.crack.infer import marginals


def views(players: int, advanced: bool, seed: int, every: int = 2):
    """Every ``every``-th view of the deciding seat in a game of random moves."""
    state = setup(Options(players=players, advanced=advanced), seed)
    rng = random.Random(seed)
    step = 0
    while not state.is_over:
        seat = state.deciders()[0]
        if step % every == 0:
            yield state.view(seat)
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        step += 1


def test_repeat_matches_the_long_division():
    rng = random.Random(1)
    for _ in range(300):
        period = rng.randint(1, 40)
        unit, times = rng.getrandbits(period), rng.randint(0, 30)
        slow = unit * (((1 << (period * times)) - 1) // ((1 << period) - 1))
        assert _repeat(unit, period, times) == slow


@pytest.mark.parametrize("players,advanced", [(2, False), (3, True), (4, False), (4, True)])
def test_own_odds_are_the_public_odds_of_the_own_tiles(players, advanced):
    checked = 0
    for view in views(players, advanced, seed=10 + players):
        public = view.public().odds()
        got = own_odds(view)
        hidden = [t for t in view.rows[view.seat] if not t.revealed]
        assert set(got) == {t.id for t in hidden}
        for t in hidden:
            # the same two integers divided: equal to the last bit
            assert got[t.id] == public[t.id].get(t.value, 0.0)
            checked += 1
    assert checked > 20


def test_kept_odds_are_the_engines_and_bounded(monkeypatch):
    monkeypatch.setattr(hard, "ODDS_KEPT", 5)
    hard._ODDS.clear()
    seen = 0
    for view in views(4, True, seed=3, every=1):
        weights = decision_weights(view)
        if not weights:
            continue
        first = hard.HardBot.odds(view)
        assert first == marginals(view, weights)
        assert hard.HardBot.odds(view) is first      # kept: the same answer
        assert len(hard._ODDS) <= 5
        seen += 1
    assert seen > 5
    hard._ODDS.clear()
