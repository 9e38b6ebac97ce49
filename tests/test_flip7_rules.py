"""Flip 7 rules contract (shared/rules/flip7.md): the deck, a round, busts, Flip 7, the specials.

Games start from stacked draw piles (``stacked_game``: card kinds, top first). Unless a test says
otherwise there are 3 players and seat 2 deals, so the deal goes to seats 0, 1, 2 and seat 0
plays first.
"""
from collections import Counter

import pytest
from flip7_helpers import HIT, STAY, give, play, target

from facetable.engine import Action, IllegalAction, Outcome
from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED, Options, deck, setup
from facetable.engine.flip7.cards import ACTION, MODIFIER, NUMBER, PRINTINGS
from facetable.engine.flip7.stacking import stacked_game as game


def seat(state, s):
    return state.view(s).seats[s]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


# --- the deck (F7-1 … F7-4) ---------------------------------------------------------------------
def test_number_cards():  # F7-1
    numbers = [c for c in deck() if c.type == NUMBER]
    assert len(numbers) == 92
    assert Counter(c.value for c in numbers) == {0: 1, **{n: n for n in range(1, 14)}}
    specials = Counter(c.name for c in numbers if c.name != "plain")
    assert specials == {"zero": 1, "unlucky7": 1, "lucky13": 1}
    assert [c.value for c in numbers if c.name == "unlucky7"] == [7]
    assert [c.value for c in numbers if c.name == "lucky13"] == [13]
    assert sum(c.name == "plain" for c in numbers) == 89


def test_modifier_cards():  # F7-2
    mods = [c for c in deck() if c.type == MODIFIER]
    assert sorted((c.name, c.value) for c in mods) == [
        ("div2", 0), ("minus10", 10), ("minus2", 2), ("minus4", 4), ("minus6", 6), ("minus8", 8)]


def test_action_cards():  # F7-3
    actions = Counter(c.name for c in deck() if c.type == ACTION)
    assert actions == {"just_one_more": 2, "flip_four": 2, "swap": 2, "steal": 2, "discard": 2}


def test_deck_ids_are_stable_and_108():  # F7-1, F7-35 (card ids name table items)
    for printing in PRINTINGS:
        cards = deck(printing)
        assert len(cards) == 108 and [c.id for c in cards] == list(range(108))


def test_printing_option_uses_one_count_table():  # F7-4
    assert set(PRINTINGS) == {"standard", "two_minus"}
    other = Counter(c.name for c in deck("two_minus") if c.type != NUMBER)
    assert other == {"div2": 1, **{f"minus{n}": 2 for n in (2, 4, 6, 8, 10)},
                     **{a: 1 for a in ("just_one_more", "flip_four", "swap", "steal", "discard")}}
    assert Options().printing == "standard"
    state = setup(Options(printing="two_minus"), 1)
    assert state.view(0).deck == deck("two_minus")


def test_two_equal_modifiers_never_bust():  # F7-4, F7-29
    state, (five, m1, nine, m2) = game("5", "minus2", "9", "minus2", printing="two_minus")
    play(state, give(0, m1))                   # seat 0 dealt 5, seat 1 dealt a -2 …
    play(state, HIT, give(0, m2))              # … and seat 0 hits the other -2
    assert seat(state, 0).mods == (m1, m2) and seat(state, 0).status == ACTIVE


# --- a round (F7-5 … F7-13) ---------------------------------------------------------------------
def test_line_is_numbers_and_modifiers():  # F7-5
    state, (five, minus4, nine, ten) = game("5", "minus4", "9", "10")
    state.apply(give(0, minus4))               # seat 1 was dealt the -4 and gives it to seat 0
    line = seat(state, 0)
    assert line.numbers == (five,) and line.mods == (minus4,)
    assert seat(state, 1).numbers == () and seat(state, 1).pending == ()


def test_hit_takes_the_top_card_and_stay_leaves_the_turns():  # F7-6, F7-11
    state, (five, nine, ten, three, four) = game("5", "9", "10", "3", "4")
    events = state.apply(HIT)
    assert [(e.kind, e.get("card"), e.get("seat")) for e in events[:2]] == [
        ("hit", None, 0), ("draw", three, 0)]
    assert seat(state, 0).numbers == (five, three)
    state.apply(STAY)                          # seat 1 stays: its line stays in play
    assert seat(state, 1).status == STAYED and seat(state, 1).numbers == (nine,)
    state.apply(STAY)                          # seat 2
    assert state.to_act == 0
    state.apply(HIT)
    assert state.to_act == 0 and seat(state, 0).numbers == (five, three, four)


def test_busted_line_is_out_scores_zero_and_cannot_be_targeted():  # F7-6, F7-7
    state, (five, nine, ten, five2, jom) = game("5", "9", "10", "5", "just_one_more")
    events = state.apply(HIT)
    assert of_kind(events, "bust")[0].data == {"seat": 0, "card": five2}
    assert seat(state, 0).status == BUSTED and state.to_act == 1
    state.apply(HIT)                           # seat 1 draws Just One More
    assert {a.seat for a in state.legal_actions()} == {1, 2}


def test_bust_on_a_repeated_value_only():  # F7-7
    state, ids = game("5", "9", "10", "6", "4", "8", "5")
    play(state, HIT, STAY, STAY, HIT, HIT)    # 5 6 4 8: all different
    assert seat(state, 0).status == ACTIVE
    events = state.apply(HIT)                  # the second 5: bust, and the round is over
    assert of_kind(events, "bust")[0].data == {"seat": 0, "card": ids[-1]}
    assert of_kind(events, "round_end")[0]["scores"] == [0, 9, 10]


def test_flip7_ends_round_with_bonus():  # F7-8, F7-13, F7-17
    state, _ = game("1", "9", "10", "2", "3", "4", "5", "6", "8", "11", "12", "7")
    events = play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT)
    assert seat(state, 0).numbers and state.round_no == 1
    events = state.apply(HIT)                  # the seventh number card
    assert [e.kind for e in events][:4] == ["hit", "draw", "flip7", "round_end"]
    end = of_kind(events, "round_end")[0]
    assert end["scores"] == [1 + 2 + 3 + 4 + 5 + 6 + 8 + 15, 9, 10] and end["flip7"] == [0]
    assert state.round_no == 2 and state.totals == [44, 9, 10]


@pytest.mark.parametrize("counts_twice", [True, False])
def test_lucky13_pair_counts_twice_option(counts_twice):  # F7-8, F7-22
    state, _ = game("lucky13", "9", "10", "13", "1", "2", "3", "4", "5", "6", "11",
                    lucky13_pair_counts_twice=counts_twice)
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT)
    events = state.apply(HIT)                  # 7 number cards, 6 different values
    if counts_twice:
        assert of_kind(events, "round_end")[0]["scores"][0] == 13 + 13 + 15 + 15
        return
    assert not of_kind(events, "flip7") and len(seat(state, 0).numbers) == 7
    events = state.apply(HIT)                  # the 6: seven different values
    assert of_kind(events, "round_end")[0]["scores"][0] == 13 + 13 + 15 + 6 + 15
    assert Options().lucky13_pair_counts_twice is True


def test_first_dealer_is_random_then_moves_left():  # F7-9
    dealers = {setup(Options(players=4), seed).dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    state, _ = game("5", "9", "10", "1", "2", "3", "4", "6", "8")
    assert [e.get("seat") for e in of_kind(state.start_events, "draw")] == [0, 1, 2]
    events = play(state, STAY, STAY, STAY)
    assert of_kind(events, "round_start")[0].data == {"round": 2, "dealer": 0}
    assert [e["seat"] for e in of_kind(events, "draw")] == [1, 2, 0]
    assert state.to_act == 1
    events = play(state, STAY, STAY, STAY)
    assert state.dealer == 1 and [e["seat"] for e in of_kind(events, "draw")] == [2, 0, 1]


def test_dealt_action_is_resolved_before_the_deal_goes_on():  # F7-10, F7-24
    state, (jom, four, six) = game("just_one_more", "4", "6")
    assert state.to_act == 0 and state.view(0).decision == "resolve"
    assert state.view(0).decision_card == jom and seat(state, 1).numbers == ()
    events = state.apply(target(2, jom))       # seat 2, not yet dealt, takes the 4 and stays
    draws = [(e["seat"], e["card"], e["why"]) for e in of_kind(events, "draw")]
    assert draws == [(2, four, "just_one_more"), (1, six, "deal")]    # seat 2 is not dealt again
    assert of_kind(events, "stay")[0].data == {"seat": 2, "forced": True}
    assert state.to_act == 0 and state.view(0).decision == "turn"


def test_dealt_modifier_is_given_before_the_deal_goes_on():  # F7-10, F7-29
    state, (five, div2, ten) = game("5", "div2", "10")
    assert state.to_act == 1 and seat(state, 2).numbers == ()
    events = state.apply(give(2, div2))
    assert seat(state, 2).mods == (div2,) and of_kind(events, "draw")[0]["card"] == ten


def test_turns_go_clockwise_from_left_of_dealer_skipping_stayed():  # F7-11
    state, _ = game("5", "6", "8", "9", "1", "2", "3", players=4, dealer=1)
    assert [e["seat"] for e in of_kind(state.start_events, "draw")] == [2, 3, 0, 1]
    turns = []
    for action in (STAY, HIT, STAY, HIT, HIT):
        turns.append(state.to_act)
        state.apply(action)
    assert turns == [2, 3, 0, 1, 3]


def test_zero_must_hit():  # F7-12, F7-19
    state, _ = game("zero", "9", "10", "5")
    assert state.legal_actions() == [HIT]
    with pytest.raises(IllegalAction):
        state.apply(STAY)
    state.apply(HIT)
    assert state.legal_actions() == [HIT, STAY]     # seat 1's turn


def test_round_ends_when_everyone_stayed_or_busted():  # F7-13
    state, _ = game("5", "9", "10", "5")
    events = play(state, HIT, STAY)
    assert not of_kind(events, "round_end")
    events = state.apply(STAY)
    assert of_kind(events, "round_end")[0]["scores"] == [0, 9, 10]


def test_flip7_during_the_deal():  # F7-13, F7-25
    state, (ff, *_rest) = game("flip_four", "1", "2", "3", "flip_four", "4", "5", "6", "8")
    state.apply(target(0, ff))                 # 1 2 3 and a Flip Four set aside
    assert seat(state, 1).numbers == () and state.view(0).decision == "resolve"
    events = state.apply(target(0, state.view(0).decision_card))
    end = of_kind(events, "round_end")[0]
    assert end["flip7"] == [0] and end["scores"] == [29 + 15, 0, 0]
    dealt = [e["seat"] for e in events[:events.index(end)] if e.kind == "draw"]
    assert dealt == [0, 0, 0, 0]               # seats 1 and 2 were never dealt a card
    assert state.round_no == 2


def test_flip7_stops_a_flip_four_and_discards_its_set_aside_cards():  # F7-13, F7-25
    state, ids = game("1", "9", "10", "2", "3", "4", "5", "flip_four", "minus2", "6", "8", "11")
    ff, minus2, eleven = ids[7], ids[8], ids[11]
    play(state, HIT, STAY, STAY, HIT, HIT, HIT)
    events = play(state, HIT, target(0, ff))
    assert [e["card"] for e in of_kind(events, "draw")][1:4] == [minus2, ids[9], ids[10]]
    end = of_kind(events, "round_end")[0]
    assert end["scores"][0] == 29 + 15          # the -2 was never given
    assert not [e for e in events if e.get("card") == minus2 and e.get("why") == "give"]
    assert minus2 in state.discard
    assert of_kind(events, "draw")[-3]["card"] == eleven   # the fourth flip stayed on the pile


# --- special number cards (F7-19 … F7-22) -------------------------------------------------------
def test_zero_counts_toward_the_seven():  # F7-19, F7-18
    state, _ = game("zero", "9", "10", "1", "2", "3", "4", "5", "6")
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT)
    events = state.apply(HIT)
    assert of_kind(events, "round_end")[0]["scores"][0] == 21 + 15


def test_unlucky7_wipes_line_and_never_busts_on_arrival():  # F7-20
    state, (seven, div2, nine, u7, seven2) = game("7", "div2", "9", "unlucky7", "7")
    play(state, give(0, div2))                 # seat 0: a 7 and the ÷2
    events = state.apply(HIT)                  # the Unlucky 7 arrives: no bust, line wiped
    assert not of_kind(events, "bust")
    assert seat(state, 0).numbers == (u7,) and seat(state, 0).mods == ()
    assert [(e["card"], e["why"]) for e in of_kind(events, "move")] == [
        (seven, "unlucky7"), (div2, "unlucky7")]
    assert {seven, div2} <= set(state.discard)
    play(state, STAY, STAY)
    events = state.apply(HIT)                  # a plain 7 later does bust
    assert of_kind(events, "bust")[0]["card"] == seven2


def test_unlucky7_during_flip_four():  # F7-21
    state, ids = game("5", "9", "10", "minus4", "flip_four", "minus2", "1", "unlucky7", "2",
                      "3")
    five, minus4, ff, minus2, one, u7, two, three = ids[0], *ids[3:10]
    play(state, HIT, give(0, minus4), STAY, STAY, HIT, target(0, ff))
    # the -2 is set aside; 1; the Unlucky 7 wipes 5, 1 and the -4; 2 is the fourth flip
    assert seat(state, 0).numbers == (u7, two) and seat(state, 0).mods == ()
    assert minus2 in seat(state, 0).pending and {five, one, minus4} <= set(state.discard)
    assert state.view(0).decision_card == minus2
    state.apply(give(0, minus2))
    assert seat(state, 0).mods == (minus2,) and state.draw[-1] == three


@pytest.mark.parametrize("first", ["lucky13", "13"])
def test_lucky13_holds_one_other_13_and_both_score(first):  # F7-22, F7-14
    second = "13" if first == "lucky13" else "lucky13"
    state, _ = game(first, "9", "10", second, "13")
    events = state.apply(HIT)
    assert not of_kind(events, "bust") and len(seat(state, 0).numbers) == 2
    events = play(state, STAY, STAY, STAY)
    assert of_kind(events, "round_end")[0]["scores"][0] == 26


def test_a_third_13_busts():  # F7-22
    state, _ = game("lucky13", "9", "10", "13", "13")
    events = play(state, HIT, STAY, STAY, HIT)
    assert of_kind(events, "bust")


def test_plain_13_stays_when_lucky13_leaves():  # F7-22, F7-27
    state, ids = game("5", "13", "10", "4", "lucky13", "steal", "13")
    thirteen, lucky = ids[1], ids[4]
    play(state, HIT, HIT, STAY)                 # seat 1 holds 13 and Lucky 13
    play(state, HIT, Action("steal", item=ids[5], item2=lucky))
    assert seat(state, 1).numbers == (thirteen,) and seat(state, 1).status == ACTIVE
    assert lucky in seat(state, 0).numbers
    events = state.apply(HIT)                   # now a second plain 13 busts seat 1
    assert of_kind(events, "bust")[0]["seat"] == 1


# --- the end (F7-31) and what each seat knows (F7-35) -------------------------------------------
def test_game_ends_when_someone_reaches_target_with_the_highest_total():  # F7-31
    state, _ = game("5", "9", "10")
    state.totals = [100, 195, 180]              # a game near its end (test setup)
    events = play(state, STAY, STAY, STAY)
    over = of_kind(events, "game_over")[0]
    assert over.data == {"winner": 1, "totals": [105, 204, 190]}
    assert state.is_over and state.to_act is None and state.legal_actions() == []
    assert state.winner == 1 and state.outcome() == Outcome((3, 1, 2), (105, 204, 190))


def test_the_last_round_stays_on_the_table():  # F7-30, F7-31
    """The sweep clears the lines for the next round; the round that ends the game has none,
    so its lines stay for everyone to see (the game-over screen shows them)."""
    state, _ = game("5", "9", "10")
    state.totals = [100, 195, 180]
    events = play(state, STAY, STAY, STAY)
    assert not [e for e in events if e.kind == "move" and e.data.get("to") == "discard"]
    view = state.view(-1)
    assert [len(view.seats[s].numbers) for s in range(3)] == [1, 1, 1]
    state, _ = game("5", "9", "10")
    events = play(state, STAY, STAY, STAY)          # not the end: the round is swept
    assert len([e for e in events if e.kind == "move" and e.data.get("to") == "discard"]) == 3


def test_tie_at_the_top_plays_on():  # F7-31
    state, _ = game("10", "10", "1", "2", "3", "4")
    state.totals = [190, 190, 0]                # a game near its end (test setup)
    events = play(state, STAY, STAY, STAY)
    assert state.totals == [200, 200, 1] and not of_kind(events, "game_over")
    assert state.round_no == 2                  # dealt 2 to seat 1, 3 to seat 2, 4 to seat 0
    events = play(state, STAY, STAY, STAY)
    assert of_kind(events, "game_over")[0]["winner"] == 0 and state.totals == [204, 202, 4]


def test_target_option():  # F7-31
    state, _ = game("12", "9", "10", target=50)
    state.totals = [40, 0, 0]
    play(state, STAY, STAY, STAY)
    assert state.winner == 0


def test_every_seat_sees_the_whole_table_but_not_the_draw_order():  # F7-35
    state, (five, minus4, nine, ten) = game("5", "minus4", "9", "10")
    play(state, give(0, minus4), HIT)          # seat 0 hits the 10; seat 1 is to act
    views = {s: state.view(s) for s in (-1, 0, 1, 2)}
    table = {s: {f: getattr(v, f) for f in v.__slots__ if f not in ("seat", "legal")}
             for s, v in views.items()}
    assert all(t == table[-1] for t in table.values())      # the same table for everyone
    assert table[0]["seats"][0].numbers == (five, ten) and table[0]["seats"][0].mods == (minus4,)
    assert views[0].draw_count == len(state.draw) and views[0].discard == tuple(state.discard)
    assert not hasattr(views[0], "draw")                     # nobody knows the draw order
    assert views[1].legal == tuple(state.legal_actions()) and views[0].legal == ()
    assert views[-1].legal == ()
    assert all(not e.secret for e in state.start_events)    # events hide nothing either
