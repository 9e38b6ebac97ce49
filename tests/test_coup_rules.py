"""Coup rules CP-1 … CP-19, one or more tests each (the views, CP-20, are in
test_coup_views.py)."""
from __future__ import annotations

import dataclasses
import pytest

from coup_helpers import (AMBASSADOR, ASSASSIN, CAPTAIN, CONTESSA, DUKE, allow_all, answer,
                          card, do, game, kinds)
from facetable.engine import IllegalAction, OptionsError
from facetable.engine.coup import (Options, cards_for, claims_summary, copies_per_role,
                                   deck_size, decks_used, setup)
from facetable.engine.coup import actions as A


# --- CP-1, CP-2: the deck ----------------------------------------------------------------------
def test_cp1_each_role_is_a_playing_card_rank():
    cards = cards_for(4)
    ranks = {c.role: c.rank for c in cards}
    assert ranks == {DUKE: "3", ASSASSIN: "J", CAPTAIN: "2", AMBASSADOR: "A", CONTESSA: "Q"}
    assert all(c.id == i for i, c in enumerate(cards))


@pytest.mark.parametrize("players, copies", [(2, 3), (3, 3), (6, 3), (7, 4), (8, 4), (9, 5),
                                             (10, 5), (11, 6), (12, 6)])
def test_cp2_copies_per_role_scale_with_players(players, copies):
    assert copies_per_role(players) == copies
    assert deck_size(players) == 5 * copies
    assert Options(players=players).deck_size == 5 * copies
    cards = cards_for(players)
    assert len(cards) == 5 * copies
    for role in range(5):
        assert sum(c.role == role for c in cards) == copies
    assert len({(c.rank, c.suit, c.deck) for c in cards}) == len(cards)   # no two alike
    assert decks_used(players) == (1 if copies <= 4 else 2)
    if copies == 4:                     # 7-8 players: every suit of one deck
        assert {(c.rank, c.suit) for c in cards} == {(r, s) for r in "3J2AQ" for s in range(4)}
    for role in range(5):               # the 5th and 6th copies come from a second deck
        decks = [c.deck for c in cards if c.role == role]
        assert decks == [0] * min(copies, 4) + [1] * (copies - 4)
    state = setup(Options(players=players), 5)
    assert sorted([c for h in state.hands for c in h] + state.deck) == list(range(5 * copies))
    assert len(state.deck) == 5 * copies - 2 * players


@pytest.mark.parametrize("players", [1, 13, 0])
def test_cp2_player_counts_outside_2_to_12_are_refused(players):
    with pytest.raises(OptionsError):
        Options(players=players)
    with pytest.raises(ValueError):
        copies_per_role(players)


# --- CP-3, CP-4, CP-18: the start ----------------------------------------------------------
def test_cp3_everyone_starts_with_two_coins():
    for players in (3, 5, 12):
        assert setup(Options(players=players), 1).coins == [2] * players


def test_cp3_cp18_two_player_start_gives_the_starting_player_one_coin():
    for seed in range(6):
        state = setup(Options(players=2), seed)
        assert state.coins[state.first] == 1 and state.coins[1 - state.first] == 2
        off = setup(Options(players=2, two_player_start=False), seed)
        assert off.coins == [2, 2]
    assert Options(players=2).two_player_start is True          # CP-18: on by default


def test_cp4_two_cards_each_face_down_and_the_rest_is_the_court_deck():
    state = setup(Options(players=5), 3)
    assert all(len(h) == 2 for h in state.hands) and all(f == [] for f in state.face_up)
    assert len(state.deck) == 15 - 10
    deals = [e for e in state.start_events if e.kind == "deal"]
    assert len(deals) == 5
    for e in deals:
        assert "cards" not in e.seen_by((e["seat"] + 1) % 5).data      # face down
        assert e.seen_by(e["seat"])["cards"] == tuple(state.hands[e["seat"]])


def test_cp4_first_player_is_random_or_the_last_winner():
    firsts = {setup(Options(players=4), seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = setup(Options(players=4), 7, first=2)
    assert state.first == state.actor == 2 and state.deciders() == (2,)
    with pytest.raises(ValueError):
        setup(Options(players=4), 7, first=4)


# --- CP-5, CP-6: turns and general actions -----------------------------------------------------
def test_cp5_ten_coins_must_coup():
    state = game(4)
    state.coins[0] = 10
    legal = state.legal_actions(0)
    assert legal == [A.coup(1), A.coup(2), A.coup(3)]
    with pytest.raises(IllegalAction):
        state.apply(A.income(), 0)
    state.coins[0] = 9
    legal = state.legal_actions(0)
    assert A.income() in legal and A.coup(2) in legal
    state.coins[0] = 6
    assert not any(a.kind == "coup" for a in state.legal_actions(0))


def test_cp5_only_the_player_whose_turn_it_is_acts():
    state = game(3)
    assert state.deciders() == (0,)
    assert state.legal_actions(1) == []
    with pytest.raises(IllegalAction):
        state.apply(A.income(), 1)


def test_cp6_income_takes_one_coin_and_cannot_be_blocked_or_challenged():
    state = game(3)
    evs = do(state, 0, A.income())
    assert state.coins[0] == 3
    assert kinds(evs) == ["declare", "coins", "turn"] and state.deciders() == (1,)


def test_cp6_foreign_aid_may_be_blocked_by_any_other_player_claiming_duke():
    state = game(4, first=0)
    do(state, 0, A.foreign_aid())
    assert state.phase == "block" and state.deciders() == (1, 2, 3)
    assert state.legal_actions(2) == [A.block(DUKE), A.allow()]
    allow_all(state)
    assert state.coins[0] == 4 and state.actor == 1


def test_cp6_coup_costs_seven_and_cannot_be_blocked_or_challenged():
    state = game(3, hands={1: (DUKE, CAPTAIN)})
    state.coins[0] = 7
    evs = do(state, 0, A.coup(1))
    assert state.coins[0] == 0
    assert state.phase == "lose" and state.deciders() == (1,)           # no window
    assert "window" not in kinds(evs)
    do(state, 1, A.lose(card(state, 1, CAPTAIN)))
    assert [state.role[c] for c in state.face_up[1]] == [CAPTAIN] and state.actor == 1


# --- CP-7: role actions --------------------------------------------------------------------
def test_cp7_tax_takes_three_after_an_unchallenged_claim():
    state = game(3)
    do(state, 0, A.tax())
    assert state.phase == "challenge" and state.deciders() == (1, 2)
    allow_all(state)
    assert state.coins[0] == 5


def test_cp7_assassinate_pays_three_and_only_the_target_may_block_with_contessa():
    state = game(4, hands={2: (DUKE, CAPTAIN)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(2))
    assert state.coins[0] == 0
    allow_all(state)
    assert state.phase == "block" and state.deciders() == (2,)
    assert state.legal_actions(2) == [A.block(CONTESSA), A.allow()]
    allow_all(state)
    assert state.phase == "lose" and state.deciders() == (2,)


@pytest.mark.parametrize("coins, taken", [(5, 2), (2, 2), (1, 1), (0, 0)])
def test_cp7_steal_takes_two_one_or_none(coins, taken):
    state = game(3)
    state.coins[1] = coins
    do(state, 0, A.steal(1))
    allow_all(state)
    assert state.deciders() == (1,)
    assert state.legal_actions(1) == [A.block(CAPTAIN), A.block(AMBASSADOR), A.allow()]
    allow_all(state)
    assert state.coins == [2 + taken, coins - taken, 2]


def test_cp7_exchange_keeps_as_many_as_were_face_down_and_shuffles_the_rest_back():
    state = game(3, hands={0: (DUKE, CAPTAIN)}, deck=(CONTESSA, ASSASSIN))
    old = list(state.hands[0])
    do(state, 0, A.exchange())
    evs = allow_all(state)
    assert state.phase == "exchange" and state.deciders() == (0,)
    drawn = next(e for e in evs if e.kind == "draw")["cards"]
    assert sorted(state.role[c] for c in drawn) == [ASSASSIN, CONTESSA]
    offered = state.view(0).offered
    assert offered == tuple(old) + drawn
    legal = state.legal_actions(0)
    assert [a.value for a in legal] == [0b0011, 0b0101, 0b1001, 0b0110, 0b1010, 0b1100]
    evs = do(state, 0, A.keep(0b1010))                  # keeps the captain and drawn[1]
    assert state.hands[0] == [offered[1], offered[3]]
    assert {offered[0], offered[2]} <= set(state.deck)
    assert kinds(evs) == ["return", "turn"] and len(state.deck) == 15 - 6


def test_cp7_exchange_with_one_card_keeps_one():
    state = game(3, hands={0: (DUKE, CAPTAIN)})
    state.hands[0].pop()                       # as if one card were already face up
    state.face_up[0].append(state.deck.pop())
    do(state, 0, A.exchange())
    allow_all(state)
    assert [a.value for a in state.legal_actions(0)] == [0b001, 0b010, 0b100]
    do(state, 0, A.keep(0b100))
    assert len(state.hands[0]) == 1


# --- CP-8: claims are logged -----------------------------------------------------------------
def test_cp8_every_claim_is_a_public_declare_event():
    state = game(3)
    state.coins[0] = 3
    (declare, window) = [e for e in do(state, 0, A.assassinate(1))]
    assert declare.kind == "declare" and declare.data == {
        "seat": 0, "action": "assassinate", "target": 1, "role": ASSASSIN, "paid": 3}
    assert declare.seen_by(2) == declare and window["kind"] == "challenge"


# --- CP-9: windows ---------------------------------------------------------------------------
@pytest.mark.parametrize("order", [[1, 2, 3, 4], [4, 3, 2, 1], [3, 1, 4, 2]])
def test_cp9_first_challenger_clockwise_from_the_claimant_whatever_the_answer_order(order):
    state = game(5, first=2)
    do(state, 2, A.tax())
    # clockwise from 2: 3, 4, 0, 1. Seats 0 and 1 challenge; 0 comes first.
    order = [s if s != 2 else 0 for s in order]
    evs = answer(state, challenge={0, 1}, order=order)
    challenge = next(e for e in evs if e.kind == "challenge")
    assert challenge["seat"] == 0 and state.challenger == 0
    assert state.phase == "respond" and state.deciders() == (2,)


def test_cp9_answers_stay_hidden_and_only_the_winning_answer_is_public():
    state = game(4)
    do(state, 0, A.tax())
    e1 = state.apply(A.challenge(), 3)[0]
    assert e1.kind == "answer" and "answer" not in e1.seen_by(1).data
    assert e1.seen_by(3)["answer"] == "challenge"
    assert state.view(1).window.waiting == (1, 2) and state.view(1).my_answer is None
    assert state.view(3).my_answer == A.challenge()
    evs = answer(state, challenge={2})
    public = [e.seen_by(0) for e in evs]                 # the claimant sees neither answer
    assert [e.get("answer") for e in public if e.kind == "answer"] == [None, None]
    assert next(e for e in public if e.kind == "challenge")["seat"] == 2
    assert not any(e.kind == "challenge" and e["seat"] == 3 for e in public)


def test_cp9_no_challenge_lets_the_claim_stand():
    state = game(3)
    do(state, 0, A.tax())
    evs = allow_all(state)
    assert "unchallenged" in kinds(evs) and state.coins[0] == 5


def test_cp9_foreign_aid_first_blocker_clockwise_from_the_actor_wins():
    state = game(5, first=3)
    do(state, 3, A.foreign_aid())
    assert state.window.order == (4, 0, 1, 2)
    evs = answer(state, block={1: DUKE, 0: DUKE}, order=[1, 2, 4, 0])
    block = next(e for e in evs if e.kind == "block")
    assert block["seat"] == 0 and block["role"] == DUKE
    # then the challenge window on the block: everyone else, actor included, from the blocker
    assert state.phase == "challenge" and state.window.order == (1, 2, 3, 4)


def test_cp9_challenge_window_on_a_block_includes_the_actor():
    state = game(3, hands={1: (CONTESSA, DUKE)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(1))
    allow_all(state)
    answer(state, block={1: CONTESSA})
    assert state.claim == "block" and state.window.order == (2, 0)
    answer(state)
    assert state.coins[0] == 0 and state.hands[1] and state.actor == 1     # blocked


def test_cp9_a_target_who_lost_a_challenge_may_still_block():
    state = game(3, hands={0: (ASSASSIN, DUKE), 1: (DUKE, CAPTAIN)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(1))
    answer(state, challenge={1})
    do(state, 0, A.show(card(state, 0, ASSASSIN)))
    do(state, 1, A.lose(card(state, 1, DUKE)))
    assert state.phase == "block" and state.deciders() == (1,)


def test_cp9_a_steal_block_names_captain_or_ambassador_and_the_challenge_tests_that_role():
    state = game(3, hands={1: (CAPTAIN, DUKE)})
    do(state, 0, A.steal(1))
    allow_all(state)
    answer(state, block={1: AMBASSADOR})
    answer(state, challenge={0})
    assert state.claim_role == AMBASSADOR
    assert state.legal_actions(1) == [A.refuse()]          # holds a Captain, not an Ambassador
    do(state, 1, A.refuse())
    do(state, 1, A.lose(card(state, 1, DUKE)))
    assert state.coins[0] == 4                              # the steal went ahead


# --- CP-10 … CP-13: challenges and blocks ----------------------------------------------------
def test_cp10_a_held_card_may_be_shown_or_not_and_not_showing_loses():
    state = game(3, hands={0: (DUKE, DUKE)})
    do(state, 0, A.tax())
    answer(state, challenge={1})
    duke0, duke1 = state.hands[0]
    assert state.legal_actions(0) == [A.show(duke0), A.show(duke1), A.refuse()]
    evs = do(state, 0, A.refuse())                  # CP-10: declining counts as not shown
    assert kinds(evs)[:2] == ["refuse", "cancelled"]
    assert state.phase == "lose" and state.deciders() == (0,)
    do(state, 0, A.lose(duke1))
    assert state.coins[0] == 2 and state.face_up[0] == [duke1] and state.actor == 1


def test_cp11_shown_the_challenger_loses_first_then_the_card_is_replaced():
    state = game(3, hands={0: (DUKE, CAPTAIN), 2: (ASSASSIN, CONTESSA)})
    do(state, 0, A.tax())
    answer(state, challenge={2})
    duke = card(state, 0, DUKE)
    evs = do(state, 0, A.show(duke))
    assert kinds(evs) == ["show"] and state.phase == "lose" and state.deciders() == (2,)
    assert duke in state.hands[0]                      # still held while the challenger chooses
    evs = do(state, 2, A.lose(card(state, 2, ASSASSIN)))
    assert kinds(evs) == ["lose", "return", "draw", "coins", "turn"]
    ret, draw = evs[1], evs[2]
    assert ret["cards"] == (duke,) and ret.seen_by(1) == ret        # the shown card is public
    assert "cards" not in draw.seen_by(1).data                      # the replacement is not
    assert duke not in state.hands[0] or draw["cards"] == (duke,)
    assert len(state.hands[0]) == 2 and state.coins[0] == 5        # the claim went ahead


def test_cp11_the_replacement_comes_from_the_shuffled_court_deck():
    """The shown card goes into the deck before the draw: over seeds, the claimant sometimes
    draws the very card it showed, and the replacement is any card of the deck."""
    drew_back, replacements = 0, set()
    for seed in range(200):
        state = game(3, hands={0: (DUKE, CAPTAIN)}, seed=seed)
        do(state, 0, A.tax())
        answer(state, challenge={1})
        duke = card(state, 0, DUKE)
        before = set(state.deck)
        do(state, 0, A.show(duke))
        evs = do(state, 1, A.lose(state.hands[1][0]))
        (new,) = next(e for e in evs if e.kind == "draw")["cards"]
        assert new in before | {duke}
        drew_back += new == duke
        replacements.add(new)
    assert 0 < drew_back < 60 and len(replacements) == 10


def test_cp12_a_failed_assassination_claim_is_refunded():
    state = game(3, hands={0: (DUKE, CAPTAIN)})
    state.coins[0] = 4
    do(state, 0, A.assassinate(1))
    assert state.coins[0] == 1
    answer(state, challenge={2})
    evs = do(state, 0, A.refuse())
    assert next(e for e in evs if e.kind == "cancelled")["refund"] == 3
    assert state.coins[0] == 4 and state.deciders() == (0,) and state.phase == "lose"


def test_cp12_a_failed_block_is_cancelled_and_the_action_goes_ahead():
    state = game(3, hands={2: (CAPTAIN, ASSASSIN)})
    do(state, 0, A.foreign_aid())
    answer(state, block={2: DUKE})
    answer(state, challenge={0})
    do(state, 2, A.refuse())
    evs = do(state, 2, A.lose(card(state, 2, CAPTAIN)))
    assert state.coins[0] == 4 and "coins" in kinds(evs)


def test_cp13_a_blocked_assassination_keeps_the_coins_spent():
    state = game(3, hands={1: (CONTESSA, DUKE)})
    state.coins[0] = 5
    do(state, 0, A.assassinate(1))
    allow_all(state)
    answer(state, block={1: CONTESSA})
    evs = allow_all(state)
    assert "blocked" in kinds(evs) and state.coins[0] == 2 and len(state.hands[1]) == 2


def test_cp13_a_true_block_shown_blocks_and_the_challenger_loses():
    state = game(3, hands={1: (CONTESSA, DUKE), 0: (ASSASSIN, DUKE)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(1))
    allow_all(state)
    answer(state, block={1: CONTESSA})
    answer(state, challenge={0})
    do(state, 1, A.show(card(state, 1, CONTESSA)))
    evs = do(state, 0, A.lose(card(state, 0, DUKE)))
    assert kinds(evs) == ["lose", "return", "draw", "blocked", "turn"]
    assert state.coins[0] == 0 and len(state.hands[1]) == 2


# --- CP-14, CP-15 ----------------------------------------------------------------------------
def test_cp14_a_lost_challenge_then_the_assassination_costs_two_influence():
    state = game(3, hands={0: (ASSASSIN, DUKE), 1: (DUKE, CAPTAIN)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(1))
    answer(state, challenge={1})
    do(state, 0, A.show(card(state, 0, ASSASSIN)))
    do(state, 1, A.lose(card(state, 1, DUKE)))          # the lost challenge
    answer(state)                                        # no block
    assert state.out[1] and len(state.face_up[1]) == 2  # and the assassination


def test_cp14_a_bluffed_contessa_caught_then_the_assassination_costs_two_influence():
    state = game(3, hands={1: (DUKE, CAPTAIN)})
    state.coins[0] = 3
    do(state, 0, A.assassinate(1))
    allow_all(state)
    answer(state, block={1: CONTESSA})
    answer(state, challenge={2})
    do(state, 1, A.refuse())
    do(state, 1, A.lose(card(state, 1, DUKE)))
    assert state.out[1] and state.coins[1] == 0


def test_cp15_a_target_out_before_the_action_resolves_is_not_hit_again():
    state = game(3, hands={0: (CAPTAIN, DUKE), 1: (DUKE, CAPTAIN)})
    state.hands[1].pop()
    state.face_up[1].append(state.deck.pop())      # seat 1 has one face-down card left
    state.coins[1] = 4
    do(state, 0, A.steal(1))
    answer(state, challenge={1})
    evs = do(state, 0, A.show(card(state, 0, CAPTAIN)))   # seat 1 loses its last influence
    assert state.out[1] and state.coins[1] == 0
    assert kinds(evs)[-2:] == ["fizzled", "turn"] and state.coins[0] == 2


def test_cp15_an_ambassador_shown_is_replaced_before_the_exchange():
    state = game(3, hands={0: (AMBASSADOR, DUKE)})
    do(state, 0, A.exchange())
    answer(state, challenge={1})
    amb = card(state, 0, AMBASSADOR)
    do(state, 0, A.show(amb))
    evs = do(state, 1, A.lose(state.hands[1][0]))
    assert kinds(evs)[1:] == ["return", "draw", "draw"]
    (replacement,) = evs[2]["cards"]
    drawn = evs[3]["cards"]
    assert evs[2]["reason"] == "replace" and evs[3]["reason"] == "exchange"
    duke = card(state, 0, DUKE)
    assert state.phase == "exchange"
    assert state.view(0).offered == (replacement, duke) + drawn    # the replacement is offered


# --- CP-16, CP-17 ----------------------------------------------------------------------------
def test_cp16_the_loser_chooses_which_card_to_turn_up():
    state = game(3, hands={1: (DUKE, CONTESSA)})
    state.coins[0] = 7
    do(state, 0, A.coup(1))
    duke, contessa = state.hands[1]
    assert state.legal_actions(1) == [A.lose(duke), A.lose(contessa)]
    do(state, 1, A.lose(contessa))
    assert state.hands[1] == [duke] and state.face_up[1] == [contessa]


def test_cp16_with_one_face_down_card_the_loss_is_not_asked():
    state = game(3)
    state.coins[0] = 14
    do(state, 0, A.coup(1))
    do(state, 1, A.lose(state.hands[1][0]))
    state.coins[1] = 5
    state.actor = 0
    state.phase = "act"
    last = state.hands[1][0]
    evs = do(state, 0, A.coup(1))
    assert kinds(evs) == ["declare", "lose", "out", "turn"] and state.face_up[1][-1] == last
    assert state.out[1] and state.coins[1] == 0           # the coins went to the treasury
    assert next(e for e in evs if e.kind == "out")["coins"] == 5


def test_cp16_an_out_player_is_never_asked_again():
    state = game(3)
    state.coins[0] = 7
    do(state, 0, A.coup(1))
    do(state, 1, A.lose(state.hands[1][0]))
    state.coins[2] = 7
    do(state, 1, A.income())
    do(state, 2, A.coup(1))
    assert state.out[1] and state.actor == 0
    do(state, 0, A.tax())
    assert state.deciders() == (2,)
    state.apply(A.allow(), 2)
    do(state, 2, A.foreign_aid())
    assert state.deciders() == (0,)


def test_cp17_the_game_ends_when_one_player_is_left_and_nothing_pending_resolves():
    state = game(2, hands={0: (DUKE, CAPTAIN), 1: (ASSASSIN, CONTESSA)}, first=0)
    state.coins[0] = 7
    do(state, 0, A.coup(1))
    do(state, 1, A.lose(card(state, 1, ASSASSIN)))
    do(state, 1, A.tax())
    answer(state, challenge={0})
    do(state, 1, A.refuse())
    assert state.is_over and state.winner == 0 and state.deciders() == ()
    # a challenger knocked out by a true claim: the shown card is never replaced
    state = game(2, hands={0: (DUKE, CAPTAIN), 1: (DUKE, CONTESSA)}, first=0)
    state.coins[1] = 7
    do(state, 0, A.income())
    do(state, 1, A.coup(0))
    do(state, 0, A.lose(card(state, 0, CAPTAIN)))
    do(state, 0, A.income())
    do(state, 1, A.tax())
    answer(state, challenge={0})
    duke = card(state, 1, DUKE)
    evs = do(state, 1, A.show(duke))
    assert kinds(evs) == ["show", "lose", "out", "game_over"]
    assert state.is_over and state.winner == 1 and state.coins[1] == 0
    assert duke in state.hands[1]
    with pytest.raises(IllegalAction):
        state.apply(A.income(), 1)


def test_cp17_outcome_places_the_winner_first_then_reverse_order_of_going_out():
    state = game(4)
    for target in (2, 3, 1):
        for _ in range(2):
            state.coins[0] = 7
            state.actor, state.phase = 0, "act"
            do(state, 0, A.coup(target))
            if state.phase == "lose":
                do(state, target, A.lose(state.hands[target][0]))
    assert state.is_over and state.out_order == [2, 3, 1]
    assert state.outcome().placings == (1, 2, 4, 3)


# --- CP-19 -----------------------------------------------------------------------------------
def test_cp19_confirming_is_a_table_setting_not_an_engine_option():
    assert {f.name for f in Options.fields()} == {"players", "two_player_start"}


# --- claims summary ----------------------------------------------------------------------------
def test_claims_summary_tells_bluffs_from_truths_only_after_the_game():
    state = game(2, hands={0: (DUKE, CAPTAIN), 1: (ASSASSIN, CONTESSA)}, first=0)
    do(state, 0, A.tax())                           # true
    allow_all(state)
    do(state, 1, A.tax())                           # a bluff, challenged
    with pytest.raises(ValueError):
        claims_summary(state)
    answer(state, challenge={0})
    do(state, 1, A.refuse())
    do(state, 1, A.lose(card(state, 1, ASSASSIN)))
    state.coins[0] = 7
    do(state, 0, A.coup(1))
    summary = claims_summary(state)
    assert [(c.seat, c.role, c.truthful, c.challenger, c.shown) for c in summary] == [
        (0, DUKE, True, None, None), (1, DUKE, False, 0, False)]


def test_options_are_checked():
    with pytest.raises(OptionsError):
        Options(players=4, two_player_start="yes")
    assert dataclasses.replace(Options(), players=12).copies == 6
    with pytest.raises(TypeError):
        setup(object(), 1)
    with pytest.raises(ValueError):
        setup(Options(players=2), 1, deal=[0, 1, 2])


def test_illegal_actions_change_nothing():
    state = game(3)
    before = (list(state.coins), [list(h) for h in state.hands], state.phase, len(state.events))
    for bad in (A.coup(1), A.assassinate(1), A.steal(0), A.block(DUKE), A.challenge(),
                A.keep(3), A.lose(state.hands[0][0])):
        with pytest.raises(IllegalAction):
            state.apply(bad, 0)
    assert (state.coins, state.hands, state.phase, len(state.events)) == before
    assert state.history == []
