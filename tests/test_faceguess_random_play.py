"""Thousands of seeded random Face Guess games, 2-6 players, every option, with invariants
checked after every action (FG-1, FG-3, FG-6, FG-7, FG-8, FG-9, FG-11), and replays."""
from __future__ import annotations

import random

from facetable.engine import Move, replay
from facetable.engine.faceguess import BAD, DECK_SIZE, GOOD, HAND_SIZE, Options, setup

GAMES = 2000


def scores_from_rounds(state) -> tuple[list[int], list[int]]:
    """The scores and right guesses the public record of the rounds gives (FG-6, FG-7, FG-11)."""
    n = state.players
    scores, right = [0] * n, [0] * n
    for r in state.rounds:
        for g, calls in enumerate(r.guesses):
            for about, call in enumerate(calls):
                if about == g:
                    assert call is None
                    continue
                ok = call == r.cards[about]
                scores[g] += 1 if ok else -1
                right[g] += ok
                if call == GOOD and (r.cards[about] == GOOD or state.options.fooled_bonus):
                    scores[about] += 1
    return scores, right


def check(state, scored: bool = True) -> None:
    """The invariants; ``scored``: a round was just scored, so check the scores too."""
    n = state.players
    kinds = [k for h in state.hands for k in h] + state.deck + state.discard + \
        [c for c in state.committed if c is not None]
    assert len(kinds) == DECK_SIZE and kinds.count(GOOD) == state.options.good_cards  # FG-1
    assert len(state.discard) == n * (len(state.rounds) - state.is_over)          # FG-8
    for s in range(n):
        assert len(state.hands[s]) + (state.committed[s] is not None) == HAND_SIZE
    if scored:
        assert (list(state.scores), list(state.right)) == scores_from_rounds(state)
    if state.is_over:
        assert state.deciders() == ()
        hit = max(state.scores) >= state.options.target
        assert state.end_reason == ("target" if hit else "deck")                 # FG-9
        assert hit or len(state.deck) < n
        return
    assert max(state.scores) < state.options.target
    assert state.round == len(state.rounds) + 1
    if state.phase == "commit":
        assert state.deciders() == tuple(s for s in range(n) if state.committed[s] is None)
        assert all(state.legal_actions(s) for s in state.deciders())
    else:
        assert all(c in (GOOD, BAD) for c in state.committed)                    # FG-3
        assert state.deciders() == (state.guesser,)
        done = [g for g in range(n) if state.guesses[g] is not None]
        assert done == sorted((state.start + k) % n for k in range(len(done)))   # FG-4
        assert state.guesser == (state.start + len(done)) % n


def test_random_games_keep_every_invariant_and_end():
    ends = {"target": 0, "deck": 0}
    for i in range(GAMES):
        players = 2 + i % 5
        options = Options(players=players, good_cards=10 + (i * 7) % 31,
                          target=(10, 15)[i // 5 % 2], fooled_bonus=i // 10 % 2 == 1)
        state = setup(options, i)
        rng = random.Random(i)
        check(state)
        for _ in range(20 * 7):                     # at most 9 rounds of 7 decisions (FG-9)
            if state.is_over:
                break
            seat = rng.choice(state.deciders())
            rounds = len(state.rounds)
            state.apply(rng.choice(state.legal_actions(seat)), seat)
            check(state, scored=len(state.rounds) != rounds)
        assert state.is_over
        ends[state.end_reason] += 1
        outcome = state.outcome()
        assert outcome.scores == tuple(state.scores) and outcome.winners
    assert min(ends.values()) > 200                  # both ends happen often


def test_history_replays_the_game_exactly():
    for i in range(100):
        options = Options(players=2 + i % 5, fooled_bonus=i % 2 == 0)
        state = setup(options, i)
        rng = random.Random(i)
        events = list(state.start_events)
        while not state.is_over:
            seat = rng.choice(state.deciders())
            events += state.apply(rng.choice(state.legal_actions(seat)), seat)
        moves = [Move.from_json(m.to_json()) for m in state.history]
        again, again_events = replay(setup, Options.from_json(options.to_json()), i, moves)
        assert again_events == events and again.scores == state.scores
        assert all(again.view(s) == state.view(s) for s in range(-1, options.players))
