"""Flip 7 round scoring (shared/rules/flip7.md F7-14 … F7-18, Brutal mode F7-32 … F7-34).

``line_score`` is checked on its own, then through played rounds (stacked draw piles, 3 players,
seat 2 deals, so seat 0 is dealt first and plays first).
"""
import pytest
from flip7_helpers import HIT, STAY, give, play

from facetable.engine import Action, IllegalAction
from facetable.engine.flip7.scoring import line_score
from facetable.engine.flip7.stacking import Stack
from facetable.engine.flip7.stacking import stacked_game as game

BONUS = Action("bonus")


def cards(*kinds):
    """Cards of a line, by kind."""
    stack = Stack()
    return [stack.deck[i] for i in stack.picks(*kinds)]
def round_end(events):
    return next(e for e in events if e.kind == "round_end")


# --- line_score ---------------------------------------------------------------------------------
def test_sum_of_numbers_with_specials_at_face_value():  # F7-14
    assert line_score(cards("unlucky7", "lucky13", "13", "2"), []) == 7 + 13 + 13 + 2


def test_halving_rounds_down():  # F7-15
    assert line_score(cards("5", "2"), cards("div2")) == 3


def test_halving_comes_before_the_minus_cards():  # F7-15, F7-16
    assert line_score(cards("12", "8"), cards("minus4", "div2")) == 6


def test_minus_cards_never_below_zero():  # F7-16
    assert line_score(cards("10"), cards("minus2", "minus4")) == 4
    assert line_score(cards("3"), cards("minus4")) == 0
    assert line_score([], cards("minus10")) == 0


def test_flip7_bonus_after_the_floor():  # F7-17, F7-16
    seven = cards("1", "2", "3", "4", "5", "6", "8")
    assert line_score(seven, [], flip7=True) == 29 + 15
    minus = cards("minus10", "minus8", "minus6", "minus4", "minus2")
    assert line_score(seven, minus, flip7=True) == 0 + 15


def test_zero_scores_nothing_without_a_flip7():  # F7-18, F7-19
    assert line_score(cards("zero", "12", "11"), []) == 0
    assert line_score(cards("zero", "1", "2", "3", "4", "5", "6"), [], flip7=True) == 21 + 15


def test_worked_example():  # F7-18, F7-15, F7-16, F7-17
    numbers = cards("12", "11", "10", "6", "4", "3", "2")
    assert sum(c.value for c in numbers) == 48
    assert line_score(numbers, cards("div2")) == 24
    assert line_score(numbers, cards("div2", "minus4")) == 20
    assert line_score(numbers, cards("div2", "minus4"), flip7=True) == 35


def test_busted_line_scores_zero():  # F7-6
    assert line_score(cards("12", "11"), cards("minus2"), busted=True) == 0


def test_brutal_scores_may_be_negative():  # F7-32
    assert line_score(cards("3"), cards("minus10"), brutal=True) == -7
    assert line_score(cards("3"), cards("minus10"), flip7=True, brutal=True) == 8


def test_brutal_busted_line_keeps_its_minus_cards():  # F7-33
    assert line_score(cards("12", "11"), cards("div2", "minus2", "minus6"), busted=True,
                      brutal=True) == -8


def test_brutal_flip7_without_the_bonus():  # F7-34
    seven = cards("zero", "1", "2", "3", "4", "5", "6")
    assert line_score(seven, [], flip7=True, bonus=False, brutal=True) == 21


# --- played rounds ------------------------------------------------------------------------------
def test_worked_example_played():  # F7-18, F7-8, F7-15, F7-16, F7-17
    state, ids = game("12", "5", "9", "div2", "11", "10", "minus4", "6", "4", "3", "2")
    div2, minus4 = ids[3], ids[6]
    play(state, HIT, give(0, div2), STAY, STAY)          # seat 0: 12 and the ÷2
    play(state, HIT, HIT, HIT, give(0, minus4), HIT, HIT, HIT)
    events = state.apply(HIT)                            # the 2: seven numbers, 48
    end = round_end(events)
    assert end.data == {"round": 1, "scores": [35, 5, 9], "totals": [35, 5, 9], "flip7": [0]}
    assert state.last_round_scores == [35, 5, 9]
    assert state.view(0).seats[0].total == 35


def test_round_scores_add_to_totals():  # F7-14, F7-31
    state, _ = game("12", "5", "9", "3", "4", "6")
    play(state, STAY, STAY, STAY)
    assert state.totals == [12, 5, 9]
    events = play(state, STAY, STAY, STAY)               # round 2 deals 3, 4, 6 to 1, 2, 0
    assert round_end(events)["scores"] == [6, 3, 4] and state.totals == [18, 8, 13]


def test_brutal_negative_round_played():  # F7-32
    state, (three, minus10, ten) = game("3", "minus10", "10", brutal=True)
    play(state, give(0, minus10))
    events = play(state, STAY, STAY, STAY)
    assert round_end(events)["scores"] == [-7, 0, 10] and state.totals == [-7, 0, 10]


def test_brutal_busted_player_keeps_minus_cards_played():  # F7-33
    state, ids = game("5", "9", "10", "minus6", "9", brutal=True)
    play(state, HIT, give(1, ids[3]))                   # seat 0 gives -6 to seat 1
    events = play(state, HIT, STAY)                      # seat 1 busts on the second 9
    events += play(state, STAY)
    assert round_end(events)["scores"] == [5, -6, 10]


def flip7_brutal():
    state, _ = game("1", "9", "10", "2", "3", "4", "5", "6", "8", brutal=True)
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT)
    events = state.apply(HIT)                            # the 8 makes a Flip 7
    return state, events


def test_brutal_flip7_chooses_bonus_or_penalty():  # F7-34, F7-13
    state, events = flip7_brutal()
    assert [e.kind for e in events][-1] == "flip7"       # the round waits for the choice
    assert state.to_act == 0 and state.view(0).decision == "flip7_choice"
    assert state.legal_actions() == [BONUS, Action("penalty", seat=1), Action("penalty", seat=2)]
    with pytest.raises(IllegalAction):
        state.apply(Action("penalty", seat=0))
    events = state.apply(Action("penalty", seat=2))
    assert events[0].kind == "penalty" and events[0].data == {"seat": 0, "target": 2}
    end = round_end(events)
    assert end["scores"] == [29, 9, 10] and end["totals"] == [29, 9, 10 - 15]


def test_brutal_flip7_bonus():  # F7-34, F7-17
    state, _ = flip7_brutal()
    events = state.apply(BONUS)
    assert events[0].data == {"seat": 0, "target": None}
    assert round_end(events)["scores"] == [29 + 15, 9, 10]


def test_no_flip7_choice_outside_brutal():  # F7-34, F7-17
    state, _ = game("1", "9", "10", "2", "3", "4", "5", "6", "8")
    play(state, HIT, STAY, STAY, HIT, HIT, HIT, HIT)
    events = state.apply(HIT)
    assert round_end(events)["scores"][0] == 29 + 15 and state.view(0).decision == "turn"


# --- the engine's own scoring (from card ids) against line_score ---------------------------------
@pytest.mark.parametrize("brutal", [False, True])
@pytest.mark.parametrize("printing", ["standard", "two_minus"])
def test_played_rounds_score_as_line_score_says(brutal, printing):  # F7-14…F7-18, F7-32…F7-34
    """The engine scores a round from card ids (``scoring.points``, no Card lists): in random
    games every round scores what ``line_score`` gives for the lines the sweep then clears (F7-30),
    or, after the last round, the lines left on the table."""
    import random

    from facetable.engine.flip7 import Options, deck, setup

    cards_of = deck(printing)
    for seed in range(25):
        state = setup(Options(players=4, brutal=brutal, printing=printing), seed)
        rng = random.Random(seed)
        busted, choice = set(), {}
        while not state.is_over:
            events = state.apply(rng.choice(state.legal_actions()))
            for i, event in enumerate(events):
                if event.kind == "round_start":
                    busted, choice = set(), {}
                elif event.kind == "bust":
                    busted.add(event["seat"])
                elif event.kind in ("bonus", "penalty"):               # F7-34
                    choice[event["seat"]] = event.kind
                elif event.kind == "round_end":
                    if state.is_over:
                        numbers = [list(line) for line in state.numbers]
                        mods = [list(line) for line in state.mods]
                    else:
                        swept = [e for e in events[i + 1:] if e.kind == "move"
                                 and e["why"] == "sweep"]
                        numbers = [[e["card"] for e in swept if e["from"] == f"line{s}"]
                                   for s in range(4)]
                        mods = [[e["card"] for e in swept if e["from"] == f"mods{s}"]
                                for s in range(4)]
                    expected = [line_score([cards_of[c] for c in numbers[s]],
                                           [cards_of[c] for c in mods[s]],
                                           busted=s in busted, flip7=s in event["flip7"],
                                           bonus=s in event["flip7"] and choice.get(s) != "penalty",
                                           brutal=brutal)
                                for s in range(4)]
                    assert event["scores"] == expected, (seed, state.round_no)
