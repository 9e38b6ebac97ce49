"""The rules of Face Guess, one test (or more) per rule id of the shared rules file
(FG-1 … FG-11; FG-12, what a seat knows, is in test_faceguess_views.py)."""
from __future__ import annotations

import random
from itertools import permutations

import pytest

from faceguess_helpers import B, G, commit_all, game, guess_all, play_round, same_calls
from facetable.engine import IllegalAction, OptionsError
from facetable.engine.faceguess import (DECK_SIZE, HAND_SIZE, Options, calls_of, guess,
                                        guess_for, setup, targets)
from facetable.engine.faceguess import actions as A


def kinds_everywhere(state) -> list[str]:
    cards = [k for h in state.hands for k in h] + state.deck + state.discard
    return cards + [c for c in state.committed if c is not None]


# --- FG-1: 50 cards, the option sets how many are Good --------------------------------------
@pytest.mark.parametrize("good", [10, 25, 40])
def test_fg1_the_deck_is_50_cards_with_the_chosen_number_of_good_ones(good):
    for players in range(2, 7):
        state = setup(Options(players=players, good_cards=good), good * players)
        cards = kinds_everywhere(state)
        assert len(cards) == DECK_SIZE and cards.count(G) == good
        assert state.events[0].kind == "start" and state.events[0]["good"] == good


def test_fg1_fg9_options_are_checked():
    assert Options() == Options(players=4, good_cards=25, target=10, fooled_bonus=False)
    for bad in ({"good_cards": 9}, {"good_cards": 41}, {"target": 12}, {"players": 1},
                {"players": 7}, {"fooled_bonus": 1}, {"good_cards": 25.0}):
        with pytest.raises(OptionsError):
            Options(**bad)
    assert Options.from_text({"players": "3", "target": "15", "fooled_bonus": "on"}) == \
        Options(players=3, target=15, fooled_bonus=True)


# --- FG-2: five cards each, dealt privately; the rest is the draw pile; a random start ------
def test_fg2_five_cards_each_dealt_face_down_and_the_rest_is_the_draw_pile():
    for players in range(2, 7):
        state = setup(Options(players=players), players)
        assert all(len(h) == HAND_SIZE for h in state.hands)
        assert len(state.deck) == DECK_SIZE - HAND_SIZE * players
        deals = [e for e in state.start_events if e.kind == "deal"]
        assert sorted(e["seat"] for e in deals) == list(range(players))
        for e in deals:
            assert list(e["cards"]) == state.hands[e["seat"]]
            other = (e["seat"] + 1) % players
            assert "cards" not in e.seen_by(other).data and e.seen_by(other)["count"] == 5


def test_fg2_the_first_start_player_is_random_unless_given():
    firsts = {setup(Options(players=5), seed).start for seed in range(60)}
    assert firsts == set(range(5))
    assert setup(Options(players=5), 1, first=3).start == 3
    with pytest.raises(ValueError):
        setup(Options(players=5), 1, first=5)


def test_fg2_deal_goes_clockwise_from_the_start_player_one_card_at_a_time():
    order = [G, B] * 25
    state = setup(Options(players=3), 0, deal=order, first=2)
    # positions 0, 3, 6, 9, 12 go to seat 2 (the start player), 1, 4, ... to seat 0
    assert state.hands[2] == [order[i] for i in range(0, 15, 3)]
    assert state.hands[0] == [order[i] for i in range(1, 15, 3)]
    assert state.deck[-1] == order[15]                      # the next draw


# --- FG-3: every player commits one card face down, at once ---------------------------------
def test_fg3_every_seat_commits_at_once_face_down():
    state = game(4, first=1)
    assert state.phase == "commit" and state.deciders() == (0, 1, 2, 3)
    events = state.apply(A.commit(G), 2)
    assert state.deciders() == (0, 1, 3)
    (ev,) = events
    assert ev.kind == "commit" and ev["seat"] == 2 and ev["kind"] == G
    assert ev.seen_by(2)["kind"] == G
    for other in (0, 1, 3, -1):
        assert "kind" not in ev.seen_by(other).data
        view = state.view(other)
        assert view.placed == (False, False, True, False) and view.faces[2] is None
    assert state.view(2).mine == G and state.view(2).faces[2] == G
    assert len(state.hands[2]) == 4


def test_fg3_only_a_kind_in_hand_can_be_committed_and_only_once():
    state = game(3, hands={0: [B] * 5, 1: [G] * 5})
    assert state.legal_actions(0) == [A.commit(B)]
    assert state.legal_actions(1) == [A.commit(G)]
    assert set(state.legal_actions(2)) == {A.commit(G), A.commit(B)}
    before = state.view(0), list(state.hands[0])
    with pytest.raises(IllegalAction):
        state.apply(A.commit(G), 0)
    assert (state.view(0), state.hands[0]) == before
    state.apply(A.commit(B), 0)
    with pytest.raises(IllegalAction):
        state.apply(A.commit(B), 0)               # seat 0 owes nothing now
    with pytest.raises(IllegalAction):
        state.apply(A.guess([G, G]), 1)           # no guessing before every card is down
    with pytest.raises(IllegalAction):
        state.apply(A.commit(B))                  # two seats decide: say which
    assert len(state.history) == 1


def test_fg3_commit_order_does_not_change_the_round():
    """The same commits in every order give the same state and the same events after the
    last commit: nobody sees a face-down card, so order cannot matter."""
    kinds = {0: G, 1: B, 2: G, 3: B}
    results = []
    for order in permutations(range(4)):
        state = game(4, first=2, seed=5)
        commit_events = commit_all(state, kinds, order)
        assert [e.kind for e in commit_events][-1] == "turn"
        rest = guess_all(state, same_calls(4, G))
        views = tuple(_without_log(state.view(s)) for s in (-1, 0, 1, 2, 3))
        assert sorted(e["seat"] for e in commit_events[:-1]) == [0, 1, 2, 3]
        results.append((views, rest, state.hands, state.scores))
    assert all(r == results[0] for r in results) and len(results) == 24


def _without_log(view):
    from dataclasses import replace
    return replace(view, log=())


# --- FG-4: guesses one at a time from the start player clockwise, public at once ------------
def test_fg4_guesses_go_clockwise_from_the_start_player_and_are_public():
    state = game(4, first=2)
    commit_all(state, [G, B, G, B])
    seen = []
    while state.phase == "guess":
        (g,) = state.deciders()
        seen.append(g)
        for other in range(4):
            if other != g:
                assert state.legal_actions(other) == []
                with pytest.raises(IllegalAction):
                    state.apply(A.guess([G, G, G]), other)
        assert len(state.legal_actions(g)) == 2 ** 3
        events = state.apply(A.guess([G, B, G]), g)
        if state.phase != "guess":
            break
        ev = events[0]
        assert ev.kind == "guess" and ev["seat"] == g and ev.seen_by(-1) == ev   # public
        assert ev["order"] == targets(g, 4)
        assert state.view((g + 1) % 4).guesses[g] == ev["calls"]
    assert seen == [2, 3, 0, 1]


def test_fg4_a_guess_lists_its_calls_clockwise_from_the_guessers_left():
    assert targets(1, 4) == (2, 3, 0)
    action = guess([G, B, B])                   # seat 1: Good about 2, Bad about 3 and 0
    assert calls_of(action, 4) == (G, B, B)
    assert A.calls_by_seat(action, 1, 4) == (B, None, G, B)
    assert guess_for({2: G, 3: B, 0: B}, 1, 4) == action
    assert len(A.guess_actions(6)) == 32 and len(set(A.guess_actions(6))) == 32
    with pytest.raises(ValueError):
        guess(["good", "maybe"])


def test_fg4_guesses_cannot_be_changed():
    state = game(3)
    commit_all(state, [G, G, G])
    state.apply(guess_for({1: G, 2: G}, 0, 3), 0)
    with pytest.raises(IllegalAction):
        state.apply(guess_for({1: B, 2: B}, 0, 3), 0)
    assert state.guesses[0] == (None, G, G)


# --- FG-5: all cards turn face up at the same time, after the last guess --------------------
def test_fg5_every_card_is_revealed_at_once_after_the_last_guess():
    state = game(4, first=1)
    events = commit_all(state, [G, B, B, G])
    events += guess_all(state, same_calls(4, G))
    kinds = [e.kind for e in events]
    assert kinds.count("reveal") == 1
    reveal = events[kinds.index("reveal")]
    assert reveal["cards"] == (G, B, B, G) and reveal.seen_by(0) == reveal
    last_guess = max(i for i, k in enumerate(kinds) if k == "guess")
    assert kinds.index("reveal") == last_guess + 1
    assert state.rounds[-1].cards == (G, B, B, G)


# --- FG-6, FG-7: scoring both ways -----------------------------------------------------------
def test_fg6_a_right_guess_scores_one_and_a_wrong_one_loses_one():
    state = game(3)
    calls = {0: {1: B, 2: G}, 1: {2: B, 0: B}, 2: {0: G, 1: B}}
    events = play_round(state, [G, B, B], calls)
    guessing = [(e["seat"], e["amount"], e["about"]) for e in events
                if e.kind == "score" and e["reason"] in ("right", "wrong")]
    assert sorted(guessing) == sorted([(0, 1, 1), (0, -1, 2), (1, 1, 2), (1, -1, 0),
                                       (2, 1, 0), (2, 1, 1)])
    assert all(e["reason"] == ("right" if e["amount"] > 0 else "wrong")
               for e in events if e.kind == "score" and e["reason"] in ("right", "wrong"))
    assert state.right == [1, 1, 2]


def test_fg7_a_good_card_scores_one_for_each_good_guess_and_a_bad_card_nothing():
    state = game(3)
    calls = {0: {1: G, 2: G}, 1: {2: G, 0: G}, 2: {0: G, 1: B}}
    events = play_round(state, [G, B, B], calls)
    liked = [(e["seat"], e["guesser"]) for e in events
             if e.kind == "score" and e["reason"] == "liked"]
    assert sorted(liked) == [(0, 1), (0, 2)]            # seat 0 (Good) was called Good twice
    assert not [e for e in events if e.kind == "score" and e["reason"] == "fooled"]
    # seat 0: right about 1? no (-1), wrong about 2 (-1), liked twice (+2) -> 0
    # seat 1: wrong about 2 (-1), right about 0 (+1) -> 0; seat 2: right, right -> 2
    assert state.scores == [0, 0, 2]
    totals = {}
    for e in events:
        if e.kind == "score":
            totals[e["seat"]] = e["total"]
    assert [totals[s] for s in range(3)] == state.scores
    assert next(e for e in events if e.kind == "scores")["scores"] == (0, 0, 2)


def test_fg6_fg7_score_events_come_guesser_by_guesser_from_the_start_player():
    state = game(3, first=1)
    events = play_round(state, [G, G, G], same_calls(3, G))
    scored = [(e["guesser"], e["about"], e["reason"]) for e in events if e.kind == "score"]
    assert scored == [(1, 2, "right"), (1, 2, "liked"), (1, 0, "right"), (1, 0, "liked"),
                      (2, 0, "right"), (2, 0, "liked"), (2, 1, "right"), (2, 1, "liked"),
                      (0, 1, "right"), (0, 1, "liked"), (0, 2, "right"), (0, 2, "liked")]


# --- FG-11: the fooled bonus ------------------------------------------------------------------
def test_fg11_fooled_bonus_scores_a_bad_card_for_each_good_guess():
    calls = {0: {1: G, 2: G}, 1: {2: G, 0: B}, 2: {0: G, 1: G}}
    plain, bonus = game(3), game(3, fooled_bonus=True)
    play_round(plain, [G, B, B], calls)
    events = play_round(bonus, [G, B, B], calls)
    fooled = sorted((e["seat"], e["guesser"]) for e in events
                    if e.kind == "score" and e["reason"] == "fooled")
    assert fooled == [(1, 0), (1, 2), (2, 0), (2, 1)]
    assert [b - p for b, p in zip(bonus.scores, plain.scores)] == [0, 2, 2]


# --- FG-8: discard, refill from the start player clockwise, the start player moves ----------
def test_fg8_cards_are_discarded_hands_refilled_clockwise_and_the_start_moves():
    state = game(4, first=3, draws=[G, B, B, G])
    events = play_round(state, [G, B, G, B], same_calls(4, B))
    kinds = [e.kind for e in events]
    discard = events[kinds.index("discard")]
    assert discard["cards"] == (G, B, G, B) and state.discard == [G, B, G, B]
    draws = [e for e in events if e.kind == "draw"]
    assert [e["seat"] for e in draws] == [3, 0, 1, 2]
    assert [e["cards"] for e in draws] == [(G,), (B,), (B,), (G,)]
    assert [e["deck"] for e in draws] == [29, 28, 27, 26] and len(state.deck) == 26
    assert "cards" not in draws[0].seen_by(0).data and draws[1].seen_by(0)["cards"] == (B,)
    assert all(len(h) == 5 for h in state.hands) and state.hands[3][-1] == G
    assert state.committed == [None] * 4
    moved = events[kinds.index("start_player")]
    assert moved["seat"] == 0 and state.start == 0
    assert kinds.index("discard") < kinds.index("draw") < kinds.index("start_player") \
        < kinds.index("round")
    assert events[-1].kind == "round" and events[-1]["number"] == 2 and state.round == 2
    assert state.phase == "commit" and state.deciders() == (0, 1, 2, 3)
    state.apply(A.commit(G), 1)
    assert state.view(0).start == 0


def test_fg8_the_start_player_goes_round_the_table():
    state = game(3, first=1)
    starts = []
    for _ in range(5):
        starts.append(state.start)
        commit_all(state, {s: state.hands[s][0] for s in range(3)})
        guess_all(state, {0: {1: B, 2: G}, 1: {2: B, 0: B}, 2: {0: B, 1: B}})
    assert starts == [1, 2, 0, 1, 2]


# --- FG-9: both ends, in the order of the rule -------------------------------------------------
def test_fg9_reaching_the_target_ends_the_game_after_the_round_without_a_refill():
    state = game(3)
    state.scores = [9, 0, 0]
    events = play_round(state, [G, G, G], same_calls(3, G))
    kinds = [e.kind for e in events]
    assert state.is_over and state.end_reason == "target"
    assert "discard" not in kinds and "draw" not in kinds and "start_player" not in kinds
    assert events[-1].kind == "game_over" and events[-1]["reason"] == "target"
    assert state.committed == [G, G, G]          # the last cards stay face up on the table
    assert state.view(1).faces == (G, G, G)
    with pytest.raises(IllegalAction):
        state.apply(A.commit(G), 0)
    assert state.deciders() == () and state.legal_actions(0) == []


def test_fg9_the_target_option_15():
    state = game(3, target=15)
    state.scores = [9, 0, 0]
    play_round(state, [G, G, G], same_calls(3, G))
    assert state.scores[0] == 13 and not state.is_over
    play_round(state, [G, G, G], same_calls(3, G))
    assert state.is_over and state.end_reason == "target"


def test_fg9_a_draw_pile_smaller_than_the_table_ends_the_game_without_a_refill():
    state = game(4)
    state.discard, state.deck = state.deck[3:], state.deck[:3]     # 3 cards left for 4 players
    events = play_round(state, [G, B, G, B], {0: {1: B, 2: G, 3: G}, 1: {2: B, 3: G, 0: B},
                                               2: {3: G, 0: B, 1: B}, 3: {0: B, 1: B, 2: B}})
    kinds = [e.kind for e in events]
    assert max(state.scores) < 10
    assert state.is_over and state.end_reason == "deck" and events[-1]["reason"] == "deck"
    assert "draw" not in kinds and len(state.deck) == 3


def test_fg9_exactly_enough_cards_still_refills():
    state = game(4)
    state.discard, state.deck = state.deck[4:], state.deck[:4]
    play_round(state, [G, B, G, B], same_calls(4, B))
    assert not state.is_over and state.deck == [] and state.round == 2
    play_round(state, [G, B, G, B], same_calls(4, B))
    assert state.is_over and state.end_reason == "deck"


def test_fg9_the_target_is_checked_before_the_draw_pile():
    state = game(3)
    state.scores = [9, 0, 0]
    state.discard, state.deck = state.deck[1:], state.deck[:1]
    play_round(state, [G, G, G], same_calls(3, G))
    assert state.end_reason == "target"


def test_fg9_the_game_always_ends_within_the_deck():
    for players in range(2, 7):
        state = setup(Options(players=players), players)
        rng = random.Random(players)
        while not state.is_over:
            seat = state.deciders()[0]
            state.apply(rng.choice(state.legal_actions(seat)), seat)
        assert state.round <= (DECK_SIZE - HAND_SIZE * players) // players + 1


# --- FG-10: ties ---------------------------------------------------------------------------------
def test_fg10_the_highest_score_wins():
    state = game(3)
    state.scores = [9, 4, 0]
    play_round(state, [G, B, B], {0: {1: B, 2: B}, 1: {2: B, 0: G}, 2: {0: G, 1: B}})
    outcome = state.outcome()
    assert state.is_over and outcome.scores == tuple(state.scores)
    assert outcome.winners == (0,) and outcome.placings[0] == 1


def test_fg10_a_score_tie_goes_to_the_most_right_guesses():
    state = game(3)
    state.scores, state.right = [10, 10, 3], [4, 6, 9]
    state.phase = "over"
    assert state.outcome().placings == (2, 1, 3) and state.outcome().winners == (1,)


def test_fg10_still_tied_is_a_shared_win():
    state = game(4)
    state.scores, state.right = [10, 10, 10, 2], [5, 5, 4, 9]
    state.phase = "over"
    assert state.outcome().placings == (1, 1, 3, 4) and state.outcome().winners == (0, 1)


def test_fg10_ties_through_play_are_reported_in_game_over():
    state = game(2)
    state.scores = [8, 8]
    events = play_round(state, [G, G], same_calls(2, G))   # both: right +1, liked +1
    assert state.scores == [10, 10] and state.right[0] == state.right[1]
    assert events[-1]["winners"] == (0, 1) and state.outcome().winners == (0, 1)
