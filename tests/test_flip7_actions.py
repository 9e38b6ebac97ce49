"""Flip 7 action and modifier cards (shared/rules/flip7.md F7-23 … F7-29, F7-33).

Games start from stacked draw piles (``stacked_game``: card kinds, top first). Unless a test says
otherwise there are 3 players and seat 2 deals, so the deal goes to seats 0, 1, 2 and seat 0
plays first.
"""
from flip7_helpers import HIT, STAY, discard, give, play, steal, swap, target

from facetable.engine.flip7 import ACTIVE, BUSTED, STAYED
from facetable.engine.flip7.stacking import stacked_game as game


def seat(state, s):
    return state.view(s).seats[s]


def of_kind(events, kind):
    return [e for e in events if e.kind == kind]


def moves(events, why):
    return [(e["card"], e["from"], e["to"]) for e in events if e.get("why") == why]


# --- targets (F7-23) ----------------------------------------------------------------------------
def test_targets_include_stayed_players_and_self_but_not_busted():  # F7-23, F7-6
    state, ids = game("5", "8", "10", "3", "8", "just_one_more")
    play(state, HIT, HIT, STAY)                # seat 1 busts on the second 8, seat 2 stays
    play(state, HIT)
    assert state.legal_actions() == [target(0, ids[5]), target(2, ids[5])]


def test_only_player_not_busted_must_target_self():  # F7-23
    state, ids = game("5", "8", "3", "8", "flip_four", "minus4", players=2)
    play(state, HIT, HIT, HIT)                 # seat 1 busts; seat 0 hits a Flip Four
    assert state.legal_actions() == [target(0, ids[4])]


def test_modifiers_only_to_players_not_busted():  # F7-29, F7-33
    state, ids = game("5", "8", "3", "8", "minus4", players=2)
    play(state, HIT, HIT, HIT)                 # seat 1 busts; seat 0 hits the -4
    assert state.legal_actions() == [give(0, ids[4])]


def test_brutal_modifiers_to_busted_players_too():  # F7-33, F7-29
    state, ids = game("5", "8", "3", "8", "minus4", players=2, brutal=True)
    play(state, HIT, HIT, HIT)
    assert state.legal_actions() == [give(0, ids[4]), give(1, ids[4])]
    events = play(state, give(1, ids[4]), STAY)
    assert of_kind(events, "round_end")[0]["scores"] == [8, -4]


def test_steal_with_no_face_up_card_is_discarded():  # F7-23
    state, (steal_card, five, nine, ten) = game("steal", "5", "9", "10")
    first = state.start_events
    assert moves(first, "fizzle") == [(steal_card, "pending0", "discard")]
    assert seat(state, 0).numbers == () and seat(state, 1).numbers == (five,)
    assert state.discard == [steal_card] and state.to_act == 0


def test_swap_needing_two_lines_is_discarded():  # F7-23, F7-26
    state, (five, swap_card, nine) = game("5", "swap", "9")
    assert moves(state.start_events, "fizzle") == [(swap_card, "pending1", "discard")]


def test_discard_with_no_card_on_the_table_is_discarded():  # F7-23, F7-28
    state, (drop, five) = game("discard", "5")
    assert moves(state.start_events, "fizzle") == [(drop, "pending0", "discard")]


# --- Just One More! (F7-24) ---------------------------------------------------------------------
def test_just_one_more_takes_a_card_then_stays():  # F7-24
    state, (five, nine, ten, jom, four) = game("5", "9", "10", "just_one_more", "4")
    events = play(state, HIT, target(1, jom))
    assert seat(state, 1).numbers == (nine, four) and seat(state, 1).status == STAYED
    assert of_kind(events, "stay")[0].data == {"seat": 1, "forced": True}
    assert state.to_act == 2                   # seat 1's turn is skipped
    assert moves(events, "resolved") == [(jom, "pending0", "discard")]


def test_just_one_more_forced_stay_overrides_the_zero():  # F7-24, F7-12, F7-18
    state, (zero, nine, ten, jom, five) = game("zero", "9", "10", "just_one_more", "5")
    assert state.legal_actions() == [HIT]
    play(state, HIT, target(0, jom))
    assert seat(state, 0).status == STAYED and seat(state, 0).numbers == (zero, five)
    events = play(state, STAY, STAY)
    assert of_kind(events, "round_end")[0]["scores"] == [0, 9, 10]


def test_just_one_more_revealed_card_is_resolved_by_the_target():  # F7-24, F7-10
    state, (five, nine, ten, jom, minus2) = game("5", "9", "10", "just_one_more", "minus2")
    play(state, HIT, target(1, jom))
    assert state.to_act == 1 and state.view(1).decision_card == minus2
    assert seat(state, 1).status == ACTIVE    # the stay comes after the card is resolved
    events = state.apply(give(0, minus2))
    assert seat(state, 0).mods == (minus2,) and of_kind(events, "stay")[0]["seat"] == 1


def test_just_one_more_bust_means_no_stay():  # F7-24
    state, (five, nine, ten, jom, nine2) = game("5", "9", "10", "just_one_more", "9")
    events = play(state, HIT, target(1, jom))
    assert of_kind(events, "bust")[0]["seat"] == 1 and not of_kind(events, "stay")


def test_just_one_more_on_a_stayed_player():  # F7-24, F7-6, F7-23
    state, (five, nine, ten, three, jom, four) = game("5", "9", "10", "3", "just_one_more", "4")
    play(state, HIT, STAY, STAY)
    play(state, HIT, target(1, jom))
    assert seat(state, 1).numbers == (nine, four) and seat(state, 1).status == STAYED


# --- Flip Four! (F7-25) -------------------------------------------------------------------------
def test_flip_four_sets_aside_and_resolves_in_order_drawn():  # F7-25
    state, ids = game("5", "9", "10", "flip_four", "minus2", "1", "steal", "2", "3")
    five, nine, ten, ff, minus2, one, steal_card, two, three = ids
    events = play(state, HIT, target(0, ff))
    assert [e["card"] for e in of_kind(events, "draw")] == [ff, minus2, one, steal_card, two]
    assert seat(state, 0).numbers == (five, one, two)
    assert seat(state, 0).pending == (ff, minus2, steal_card)   # Flip Four waits until done
    assert state.view(0).decision_card == minus2                # first drawn, first resolved
    state.apply(give(2, minus2))
    assert state.view(0).decision_card == steal_card
    events = state.apply(steal(steal_card, ten))
    assert seat(state, 0).numbers == (five, one, two, ten) and seat(state, 0).pending == ()
    assert moves(events, "resolved") == [(steal_card, "pending0", "discard"),
                                         (ff, "pending0", "discard")]
    assert state.to_act == 1 and state.draw[-1] == ids[8]       # exactly four flips


def test_flip_four_bust_stops_and_discards_set_aside_cards():  # F7-25
    state, ids = game("5", "9", "10", "flip_four", "minus2", "5", "4")
    five, nine, ten, ff, minus2, five2, four = ids
    events = play(state, HIT, target(0, ff))
    assert of_kind(events, "bust")[0]["seat"] == 0
    assert moves(events, "busted") == [(minus2, "pending0", "discard")]
    assert state.draw[-1] == four and state.to_act == 1


def test_flip_four_on_a_stayed_player_who_plays_out_its_cards():  # F7-25, F7-13
    # Seat 0 is the last active player. Its Flip Four sets a Just One More and a -10 aside;
    # the Just One More makes it stay, yet the -10 is still given before the round ends.
    state, ids = game("5", "9", "10", "3", "flip_four", "just_one_more", "1", "minus10", "2",
                      "4")
    five, nine, ten, three, ff, jom, one, minus10, two, four = ids
    play(state, HIT, STAY, STAY, HIT, target(0, ff))
    events = state.apply(target(0, jom))
    assert seat(state, 0).status == STAYED and not of_kind(events, "round_end")
    assert state.view(0).decision_card == minus10
    events = state.apply(give(2, minus10))
    assert of_kind(events, "round_end")[0]["scores"] == [5 + 3 + 1 + 2 + 4, 9, 0]


# --- Swap (F7-26) -------------------------------------------------------------------------------
def test_one_swap_busts_two_players():  # F7-26
    state, ids = game("5", "8", "10", "8", "5", "swap")
    five, eight, ten, eight2, five2, swap_card = ids
    play(state, HIT, HIT, STAY)                 # seat 0: 5 8; seat 1: 8 5; seat 2 stays
    events = play(state, HIT, swap(swap_card, five, eight))
    assert [e["seat"] for e in of_kind(events, "bust")] == [1, 0]
    assert of_kind(events, "round_end")[0]["scores"] == [0, 0, 10]


def test_swap_onto_a_stayed_player_busts_them():  # F7-26, F7-6
    state, ids = game("5", "8", "10", "8", "2", "3", "swap")
    five, eight, ten, eight2, two, three, swap_card = ids
    play(state, HIT, HIT, STAY, HIT, STAY, HIT)  # seat 1 (8 2) stays; seat 0 holds 5 8 3
    events = state.apply(swap(swap_card, eight2, two))
    assert of_kind(events, "bust")[0]["seat"] == 1
    assert seat(state, 1).status == BUSTED and seat(state, 0).numbers == (five, three, two)


def test_swap_between_two_others_and_specials_take_effect():  # F7-26, F7-20
    state, ids = game("5", "unlucky7", "10", "3", "2", "4", "swap")
    five, u7, ten, three, two, four, swap_card = ids
    play(state, HIT, HIT, HIT)                  # seat 1: U7 2; seat 2: 10 4
    events = play(state, HIT, swap(swap_card, u7, four))
    assert seat(state, 1).numbers == (two, four)
    assert seat(state, 2).numbers == (u7,)     # the Unlucky 7 wiped seat 2's line
    assert moves(events, "unlucky7") == [(ten, "line2", "discard")]


def test_swap_making_a_flip7_ends_the_round():  # F7-26, F7-13, F7-29
    state, ids = game("1", "9", "10", "minus2", "2", "3", "4", "5", "6", "swap")
    minus2, swap_card, nine = ids[3], ids[9], ids[1]
    play(state, HIT, give(0, minus2), STAY, STAY, HIT, HIT, HIT, HIT, HIT)
    assert len(seat(state, 0).numbers) == 6    # six numbers and a -2: no Flip 7
    events = play(state, HIT, swap(swap_card, minus2, nine))
    assert of_kind(events, "flip7")[0]["seat"] == 0
    assert of_kind(events, "round_end")[0]["scores"] == [21 + 9 + 15, 0, 10]


# --- Steal and Discard (F7-27, F7-28) -----------------------------------------------------------
def test_steal_takes_another_players_card():  # F7-27
    state, (five, eight, ten, steal_card) = game("5", "8", "10", "steal")
    state.apply(HIT)
    assert {a.item2 for a in state.legal_actions()} == {eight, ten}   # never your own
    events = state.apply(steal(steal_card, eight))
    assert seat(state, 0).numbers == (five, eight) and seat(state, 1).numbers == ()
    assert moves(events, "steal") == [(eight, "line1", "line0")]


def test_steal_a_duplicate_busts_the_thief():  # F7-27, F7-7
    state, (five, five2, ten, steal_card) = game("5", "5", "10", "steal")
    events = play(state, HIT, steal(steal_card, five2))
    assert of_kind(events, "bust")[0]["seat"] == 0


def test_steal_a_modifier():  # F7-27, F7-29
    state, (five, minus6, nine, steal_card) = game("5", "minus6", "9", "steal")
    play(state, give(2, minus6))                # seat 1 gives its -6 to seat 2 (dealt next)
    play(state, HIT, steal(steal_card, minus6))
    assert seat(state, 0).mods == (minus6,) and seat(state, 2).mods == ()


def test_discard_any_card_of_a_player_not_busted():  # F7-28
    state, ids = game("5", "8", "10", "3", "8", "discard")
    five, eight, ten, three, eight2, drop = ids
    play(state, HIT, HIT, STAY, HIT)            # seat 1 busted, seat 2 stayed
    assert {a.item2 for a in state.legal_actions()} == {five, three, ten}
    events = state.apply(discard(drop, ten))
    assert seat(state, 2).numbers == () and state.discard[-2:] == [ten, drop]
    assert moves(events, "discard") == [(ten, "line2", "discard")]


# --- modifiers (F7-29) --------------------------------------------------------------------------
def test_modifier_to_a_stayed_player_and_never_toward_the_seven():  # F7-29
    state, ids = game("1", "9", "10", "2", "3", "4", "5", "6", "div2", "minus2", "8")
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT, HIT)
    assert [a.seat for a in state.legal_actions()] == [0, 1, 2]
    play(state, give(1, ids[8]), HIT, give(0, ids[9]))
    assert seat(state, 1).mods == (ids[8],) and seat(state, 1).status == STAYED
    assert len(seat(state, 0).numbers) + len(seat(state, 0).mods) == 7   # no Flip 7 yet
    events = play(state, HIT)
    assert of_kind(events, "flip7")


def test_flip_four_on_another_player_who_resolves_what_it_reveals():  # F7-25, F7-10
    state, ids = game("5", "9", "10", "flip_four", "minus2", "1", "2", "3")
    five, nine, ten, ff, minus2 = ids[:5]
    play(state, HIT, target(1, ff))
    assert seat(state, 1).numbers == (nine, ids[5], ids[6], ids[7])
    assert state.to_act == 1 and state.view(1).decision_card == minus2
    assert seat(state, 0).pending == (ff,) and seat(state, 1).pending == (minus2,)
    state.apply(give(0, minus2))
    assert seat(state, 0).mods == (minus2,) and ff in state.discard and state.to_act == 1
