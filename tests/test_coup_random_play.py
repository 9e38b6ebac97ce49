"""Thousands of seeded random Coup games, 2-12 players, with invariants checked after every
action (CP-2, CP-5, CP-9, CP-16, CP-17)."""
from __future__ import annotations

import random

from facetable.engine import replay
from facetable.engine.coup import Options, setup

GAMES = 2000
#: Random play loses influence often; a game that runs this long is a rules loop.
MAX_STEPS = 3000


def check(state) -> None:
    size = len(state.cards)
    hands, out, players = state.hands, state.out, state.players
    cards = [c for h in hands for c in h]
    for f in state.face_up:
        cards += f
    cards += state.deck
    assert len(cards) == size and len(set(cards)) == size            # every card exactly once
    assert min(state.coins) >= 0
    exchanging = 2 if state.phase == "exchange" else 0
    assert len(state.deck) == size - 2 * players - exchanging
    for seat in range(players):
        assert len(hands[seat]) + len(state.face_up[seat]) == 2 + (
            exchanging if seat == state.actor else 0)
        assert out[seat] == (not hands[seat])                          # CP-16
        assert not out[seat] or state.coins[seat] == 0
    if state.is_over:
        assert state.deciders() == () and out.count(False) == 1        # CP-17
        return
    deciders = state.deciders()
    assert deciders and list(deciders) == sorted(set(deciders))
    assert not any(out[s] for s in deciders)       # windows never ask an eliminated player
    # every decider has something to do (in a window they all have the same choices)
    legal = state.legal_actions(deciders[0])
    assert legal
    if state.phase == "act" and state.coins[deciders[0]] >= 10:
        assert {a.kind for a in legal} == {"coup"}                     # CP-5
    if state.phase == "lose":
        assert len(hands[state.loser]) >= 2       # one card left: never asked (CP-16)


def play(seed: int, players: int, rng: random.Random):
    state = setup(Options(players=players, two_player_start=seed % 3 > 0), seed)
    check(state)
    for _ in range(MAX_STEPS):
        if state.is_over:
            return state
        deciders = state.deciders()
        seat = deciders[rng.randrange(len(deciders))]     # windows answered in any order
        state.apply(rng.choice(state.legal_actions(seat)), seat)
        check(state)
    raise AssertionError(f"game {seed} with {players} players did not end")


def test_two_thousand_random_games_keep_the_invariants():
    rng = random.Random(2026)
    winners = set()
    for game in range(GAMES):
        players = 2 + game % 11
        state = play(game, players, rng)
        placings = state.outcome().placings
        assert sorted(placings) == list(range(1, players + 1))
        assert placings[state.winner] == 1
        winners.add((players, state.winner))
    assert len(winners) == sum(range(2, 13))              # every seat wins sometimes


def test_a_game_replays_from_its_moves():
    rng = random.Random(5)
    for seed in range(20):
        state = play(seed, 2 + seed % 11, rng)
        again, events = replay(setup, state.options, seed, state.history)
        assert events == state.events
        assert again.hands == state.hands and again.coins == state.coins
        assert again.winner == state.winner


def test_clone_is_independent():
    rng = random.Random(3)
    state = setup(Options(players=5), 9)
    for _ in range(30):
        seat = state.deciders()[0]
        state.apply(rng.choice(state.legal_actions(seat)), seat)
    copy = state.clone()
    snapshot = (state.coins[:], [h[:] for h in state.hands], state.deck[:], len(state.events))
    while not copy.is_over:
        seat = copy.deciders()[-1]
        copy.apply(rng.choice(copy.legal_actions(seat)), seat)
    assert (state.coins, state.hands, state.deck, len(state.events)) == snapshot
