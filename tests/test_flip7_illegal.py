"""Illegal actions raise IllegalAction and change nothing; options are validated at the edge.

Games start from stacked draw pile (``stacked_game``: card kinds, top first; 3 players, seat 2
deals, seat 0 plays first).
"""
import copy
import random

import pytest

from facetable.engine import Action, IllegalAction, Move, OptionsError
from facetable.engine.flip7 import Options, setup
from facetable.engine.flip7.stacking import stacked_game as game

HIT, STAY = Action("hit"), Action("stay")


def snapshot(state):
    """Everything a state holds, its random source included."""
    data = copy.deepcopy({k: v for k, v in vars(state).items() if k != "rng"})
    return data, state.rng.getstate(), [state.view(s) for s in range(-1, state.players)]


def assert_illegal(state, *actions):
    before = snapshot(state)
    for action in actions:
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert snapshot(state) == before, action


def play(state, *actions):
    for action in actions:
        state.apply(action)


def test_wrong_kinds_during_a_turn():  # F7-11
    state, (five, nine, ten, minus2) = game("5", "9", "10", "minus2")
    assert_illegal(state, Action("give", seat=0, item=minus2), Action("target", seat=1, item=5),
                   Action("bonus"), Action("penalty", seat=1), Action("fold"),
                   Action("hit", seat=0), Action("stay", seat=1), "hit", {"kind": "hit"}, None)


def test_zero_holder_may_not_stay():  # F7-12
    state, _ = game("zero", "9", "10")
    assert_illegal(state, STAY)


def test_modifier_to_wrong_seats_or_with_the_wrong_card():  # F7-29
    state, (five, nine, ten, nine2, minus2, minus4) = game("5", "9", "10", "9", "minus2", "minus4")
    play(state, STAY, HIT, HIT)                # seat 1 busts; seat 2 hits the -2
    assert state.to_act == 2
    assert_illegal(state, HIT, STAY, Action("give", seat=1, item=minus2),
                   Action("give", seat=3, item=minus2), Action("give", seat=-1, item=minus2),
                   Action("give", seat=0, item=minus4), Action("give", seat=0),
                   Action("target", seat=0, item=minus2))


def test_actions_on_busted_players_or_own_cards():  # F7-23, F7-27, F7-28, F7-26
    state, ids = game("5", "9", "10", "4", "9", "steal", "discard", "3", "swap")
    five, nine, ten, four, nine2, steal, drop, three, swap = ids
    play(state, HIT, HIT, HIT)                 # seat 0 holds 5 4; seat 1 busts; seat 2 steals
    assert_illegal(state, Action("steal", item=steal, item2=nine),      # busted line
                   Action("steal", item=steal, item2=ten),              # own card
                   Action("steal", item=steal, item2=three),            # on the draw pile
                   Action("steal", item=drop, item2=five))              # not the card in hand
    play(state, Action("steal", item=steal, item2=five), HIT)          # seat 0 hits the Discard
    assert_illegal(state, Action("discard", item=drop, item2=nine),     # busted line
                   Action("discard", item=drop, item2=drop))            # not on the table
    play(state, Action("discard", item=drop, item2=five), HIT, HIT)    # seat 2: 10 3; Swap
    assert state.legal_actions() == [Action("swap", item=swap, item2=four, value=ten),
                                     Action("swap", item=swap, item2=four, value=three)]
    assert_illegal(state, Action("swap", item=swap, item2=ten, value=three),   # same line
                   Action("swap", item=swap, item2=nine, value=ten),          # busted line
                   Action("swap", item=swap, item2=four, value=None))


def test_target_out_of_range_or_busted():  # F7-23
    state, ids = game("5", "9", "10", "9", "flip_four")
    play(state, STAY, HIT, HIT)                # seat 1 busts; seat 2 hits a Flip Four
    ff = ids[4]
    assert_illegal(state, Action("target", seat=1, item=ff), Action("target", seat=3, item=ff),
                   Action("target", item=ff), Action("target", seat=0, item=ids[0]))


def test_flip7_choice_only_bonus_or_an_opponent():  # F7-34
    state, _ = game("1", "9", "10", "2", "3", "4", "5", "6", "8", brutal=True)
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT, HIT)
    assert state.view(0).decision == "flip7_choice"
    assert_illegal(state, HIT, STAY, Action("penalty", seat=0), Action("penalty", seat=3),
                   Action("penalty"), Action("bonus", seat=1))


def test_nothing_is_legal_after_the_game_is_over():  # F7-31
    state = setup(Options(players=3, target=50), 5)
    rng = random.Random(5)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    assert state.legal_actions() == [] and state.to_act is None
    assert_illegal(state, HIT, STAY, Action("bonus"), Action("give", seat=0, item=100),
                   *(Action(k, seat=s) for k in ("target", "penalty") for s in range(3)))


def test_illegal_action_history_untouched():  # contract: an illegal action changes nothing
    state, _ = game("5", "9", "10", "3")
    state.apply(HIT)
    with pytest.raises(IllegalAction, match="not legal"):
        state.apply(Action("give", seat=0, item=1))
    assert state.history == [Move(state.history[0].seat, HIT)] and len(state.history) == 1


# --- options (F7-4, F7-8, F7-31, F7-32) ---------------------------------------------------------
def test_option_defaults():  # F7-4, F7-8, F7-31, F7-32
    assert Options().to_json() == {"players": 4, "target": 200, "brutal": False,
                                      "lucky13_pair_counts_twice": True, "printing": "standard"}


@pytest.mark.parametrize("players", [1, 9, 0, -3])
def test_player_count_out_of_range(players):
    with pytest.raises(OptionsError) as err:
        Options(players=players)
    assert str(err.value) == f"option players must be from 2 to 8, not {players}"


def test_unknown_option_is_rejected():
    with pytest.raises(OptionsError) as err:
        Options.from_json({"players": 3, "jokers": True})
    assert str(err.value) == "unknown option jokers"
    with pytest.raises(TypeError):
        Options(players=3, jokers=True)


def test_bad_option_values_are_rejected():  # F7-4, F7-31
    for bad in ({"printing": "deluxe"}, {"target": 10}, {"brutal": "very"}, {"brutal": 1},
                {"target": 100.5}, {"target": True}, {"players": "4"}):
        with pytest.raises(OptionsError) as err:
            Options(**bad)
        assert next(iter(bad)) in str(err.value)


def test_options_are_immutable():
    options = Options()
    with pytest.raises(AttributeError):
        options.players = 5


def test_a_draw_order_must_name_every_card_once():
    with pytest.raises(ValueError, match="108 cards of the deck"):
        setup(Options(), 1, deal=list(range(107)))
    with pytest.raises(ValueError, match="not a permutation of the deck"):
        setup(Options(), 1, deal=[0] + list(range(1, 107)) + [0])
