"""Crack the Code rules, pinned one by one (rule ids from /shared/rules/crack.md)."""
from __future__ import annotations

import pytest

from facetable.engine import SPECTATOR, Action, IllegalAction, OptionsError, replay
from facetable.engine.crack import Options, full_deck, parse, setup, stack
from facetable.engine.crack.scenario import deal, row_names, tile_id
from facetable.engine.crack.tiles import DASH, name

DRAW_B, DRAW_W = Action("draw", value=0), Action("draw", value=1)
STOP, CONTINUE = Action("stop"), Action("continue")


def guess(state, name: str, value: int) -> list:
    return state.apply(Action("guess", item=tile_id(state, name), value=value))


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def snapshot(state) -> tuple:
    return (state.phase, state.current, list(state.codes), [list(r) for r in state.rows],
            list(state.face_up), state.held, list(state.log), [list(p) for p in state.pool],
            list(state.out), state.winner, len(state.history))


# --- options ------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [1, 5])
def test_player_count_is_checked(players):
    with pytest.raises(OptionsError, match="players must be from 2 to 4"):
        Options(players=players)


def test_unknown_option_is_refused():
    with pytest.raises(OptionsError, match="unknown option dashes"):
        Options.from_json({"players": 2, "dashes": True})


# --- tiles and setup ----------------------------------------------------------------------------
@pytest.mark.parametrize("advanced,count", [(False, 24), (True, 26)])
def test_tile_set(advanced, count):  # CR-1
    state = setup(Options(players=2, advanced=advanced), 3)
    assert sorted(state.codes) == list(range(count))
    assert (DASH in [c // 2 for c in state.codes]) == advanced


def test_tile_ids_do_not_reveal_values():  # CR-1, CR-15
    perms = {tuple(setup(Options(players=2), seed).codes) for seed in range(20)}
    assert len(perms) == 20


def test_colour_and_position_of_every_tile_are_public():  # CR-2
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"])
    for seat in (1, SPECTATOR):
        row = state.view(seat).rows[0]
        assert [t.colour for t in row] == [0, 1, 0, 1]
        assert [t.id for t in row] == state.rows[0]
        assert all(t.value is None for t in row)


@pytest.mark.parametrize("players,each", [(2, 4), (3, 4), (4, 3)])
def test_setup_draws(players, each):  # CR-3
    state = setup(Options(players=players), 5)
    seats = []
    while state.phase == "setup":
        assert state.legal_actions() == [DRAW_B, DRAW_W]
        seats.append(state.current)
        state.apply(DRAW_W if len(seats) % 3 else DRAW_B)
    assert [len(r) for r in state.rows] == [each] * players
    assert seats == [(state.first + i) % players for i in range(each * players)]
    assert state.phase == "draw" and state.current == state.first


def test_exhausted_colour_cannot_be_chosen():  # CR-3, CR-7
    state = deal(["B0 B1 B2 B3", "B4 B5 B6 B7"])
    for _ in range(4):  # draw the last four blacks over two turns: wrong guesses end turns
        state.apply(DRAW_B)
        state.apply(Action("guess", item=state.rows[1 - state.current][0], value=11))
    assert state.pool[0] == [] and state.legal_actions() == [DRAW_W]
    with pytest.raises(IllegalAction):
        state.apply(DRAW_B)


def test_explicit_order_takes_the_first_tile_of_the_colour():  # CR-3
    state = stack(Options(players=2), 1, parse("W5 B7 W0"))
    state.apply(DRAW_W)
    state.apply(DRAW_W)
    state.apply(DRAW_B)
    drawn = sorted(state.codes[t] for r in state.rows for t in r)
    assert drawn == sorted(parse("W5 W0 B7"))


def test_bad_order_is_refused():  # CR-1
    with pytest.raises(ValueError, match="twice"):
        stack(Options(players=2), 1, parse("B1 B1"))
    with pytest.raises(ValueError, match="not a tile code"):
        stack(Options(players=2), 1, parse("B-"))
    with pytest.raises(ValueError, match="24 cards of the deck"):   # a deal names every tile
        setup(Options(players=2), 1, deal=parse("W5 B7 W0"))
    with pytest.raises(ValueError, match="not a permutation"):
        setup(Options(players=2), 1, deal=full_deck(Options(players=2))[:-1] + [0])


def test_a_whole_deal_is_the_pool_top_first_and_first_the_first_player():  # CR-3, CR-6
    tiles = parse("W5 B7 W0 B2") + [c for c in full_deck(Options(players=2))
                                    if c not in parse("W5 B7 W0 B2")]
    state = setup(Options(players=2), 1, deal=" ".join(name(c) for c in tiles), first=1)
    assert state.first == state.current == 1
    for colour in (0, 1, 1, 0):         # seat 1 draws B7, seat 0 W5, seat 1 W0, seat 0 B2
        state.apply(Action("draw", value=colour))
    assert row_names(state, 1) == ["W0", "B7"] and row_names(state, 0) == ["B2", "W5"]
    with pytest.raises(ValueError, match="first must be a seat"):
        setup(Options(players=2), 1, deal=tiles, first=2)


def test_rows_ascend_black_before_white():  # CR-4
    state = stack(Options(players=2), 0, parse("W5 B0 B5 B1"))
    first = state.first
    for colour in (1, 0, 0, 0):  # first: W5 then B5; other: B0 then B1
        state.apply(Action("draw", value=colour))
    assert row_names(state, first) == ["B5", "W5"]
    assert row_names(state, 1 - first) == ["B0", "B1"]
    assert row_names(deal(["B6 W6 B7 W9", "B0 W0 B1 W1"]), 0) == ["B6", "W6", "B7", "W9"]


def test_dash_goes_where_its_owner_chooses_and_stays():  # CR-5
    state = stack(Options(players=2, advanced=True), 2, parse("B- B3 B8"))
    me = state.current
    state.apply(DRAW_B)
    assert state.phase == "place" and state.legal_actions() == [Action("place", value=0)]
    state.apply(Action("place", value=0))
    assert state.current != me  # seat 2 draws B3 (a number needs a decision too in advanced)
    state.apply(DRAW_B)
    state.apply(Action("place", value=0))
    state.apply(DRAW_B)  # me: B8 may stand left or right of the dash
    assert state.legal_actions() == [Action("place", value=0), Action("place", value=1)]
    state.apply(Action("place", value=0))
    assert row_names(state, me) == ["B8", "B-"]


def test_numbers_keep_order_around_a_dash():  # CR-5
    state = deal(["B1 W- B5 W7", "B0 W2 B9 W11"], "W3", advanced=True)
    state.apply(DRAW_W)
    guess(state, "B0", 11)  # wrong: the held W3 goes face up, where its owner chooses
    assert state.phase == "place"
    assert state.legal_actions() == [Action("place", value=1), Action("place", value=2)]
    events = state.apply(Action("place", value=2))
    assert row_names(state, 0) == ["B1", "W-", "W3", "B5", "W7"]
    assert events[0].kind == "insert" and events[0]["index"] == 2 and events[0]["face_up"]


def test_first_player_is_random_and_turns_go_clockwise():  # CR-6
    firsts = {setup(Options(players=4), seed).first for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    state = deal(["B1 W3 B5", "B0 W2 B9", "B4 W4 W5", "B6 B11 W11"], first=2)
    order = []
    for _ in range(4):
        order.append(state.current)
        state.apply(DRAW_B)
        guess(state, "B0" if state.current != 1 else "B1", 10)
    assert order == [2, 3, 0, 1]


def test_draw_is_held_and_seen_only_by_drawer():  # CR-7
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"], "B6")
    (event,) = state.apply(DRAW_B)
    assert event.kind == "draw" and event["tile"] == tile_id(state, "B6")
    assert event.seen_by(0)["value"] == 6 and "value" not in event.seen_by(1).data
    assert state.view(0).held.value == 6 and state.view(1).held.value is None
    assert state.view(1).held_by == 0 and state.held not in state.rows[0]


def test_must_guess_a_hidden_opponent_tile():  # CR-8
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"])
    state.apply(DRAW_B)
    legal = state.legal_actions()
    assert {a.kind for a in legal} == {"guess"}
    assert {a.item for a in legal} == set(state.rows[1])
    assert {a.value for a in legal} == set(range(12))
    with pytest.raises(IllegalAction):  # own tile
        state.apply(Action("guess", item=state.rows[0][0], value=1))


def test_dash_can_be_named_in_advanced_game():  # CR-8
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W-"], advanced=True)
    state.apply(DRAW_B)
    assert {a.value for a in state.legal_actions()} == set(range(13))
    events = guess(state, "W-", DASH)
    assert events[0]["correct"] and state.face_up[tile_id(state, "W-")]


def test_right_guess_then_stop_inserts_held_face_down():  # CR-9
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"], "B6")
    state.apply(DRAW_B)
    events = guess(state, "W2", 2)
    assert kinds(events) == ["guess", "reveal"] and state.phase == "decide"
    assert state.legal_actions() == [CONTINUE, STOP]
    assert state.view(1).rows[1][1].revealed
    events = state.apply(STOP)
    assert kinds(events) == ["stop", "insert", "turn"]
    assert events[1]["index"] == 3 and not events[1]["face_up"]
    assert "value" not in events[1].seen_by(1).data
    assert row_names(state, 0) == ["B1", "W3", "B5", "B6", "W7"]
    assert state.current == 1


def test_right_guess_then_continue_guesses_again():  # CR-9
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"])
    state.apply(DRAW_B)
    guess(state, "W2", 2)
    state.apply(CONTINUE)
    assert state.phase == "guess" and state.current == 0
    assert tile_id(state, "W2") not in {a.item for a in state.legal_actions()}


def test_wrong_guess_inserts_held_tile_face_up():  # CR-10
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"], "B6")
    state.apply(DRAW_B)
    events = guess(state, "B9", 8)
    assert kinds(events) == ["guess", "reveal", "insert", "turn"]
    assert not events[0]["correct"]
    assert events[1].data == {"seat": 0, "tile": tile_id(state, "B6"), "value": 6, "held": True}
    assert events[2]["face_up"] and events[2].seen_by(1)["value"] == 6
    assert state.view(1).rows[0][3] == (tile_id(state, "B6"), 0, 6, True)
    assert state.current == 1 and state.phase == "draw"


def test_wrong_guess_with_a_dash_lets_owner_place_it_face_up():  # CR-10, CR-5
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"], "B-", advanced=True)
    state.apply(DRAW_B)
    guess(state, "B9", 8)
    assert state.phase == "place" and state.view(1).held.value == DASH  # face up already
    assert len(state.legal_actions()) == 5
    state.apply(Action("place", value=4))
    assert row_names(state, 0)[-1] == "B-" and state.face_up[tile_id(state, "B-")]


def test_guess_log_is_public():  # CR-11 (memory mode only hides the table's panel)
    state = deal(["B1 W3 B5 W6", "B0 W2 W8 B9", "B4 W4 W5 B7"])
    state.apply(DRAW_B)
    guess(state, "W2", 2)
    state.apply(CONTINUE)
    guess(state, "B4", 7)
    logs = {state.view(seat).log for seat in (0, 1, 2, SPECTATOR)}
    assert len(logs) == 1
    (log,) = logs
    assert [(g.seat, g.target, g.value, g.correct) for g in log] == [(0, 1, 2, True), (0, 2, 7, False)]


def _empty_pool_game():
    """Two players; seat 0 drew B0..B3 and seat 1 W0..W3, the pool drawn out by wrong guesses."""
    state = deal(["B0 B1 B2 B3", "W0 W1 W2 W3"], "B4 B5 B6 B7 B8 B9 B10 B11")
    while state.pool[0] or state.pool[1]:
        state.apply(state.legal_actions()[0])
        opponent = [t for t in state.rows[1 - state.current] if not state.face_up[t]]
        value = next(v for v in range(12) if v != state.codes[opponent[0]] // 2)
        state.apply(Action("guess", item=opponent[0], value=value))
    return state


def test_empty_pool_skips_the_draw_wrong_guess_turns_up_own_tile():  # CR-12
    state = _empty_pool_game()
    seat = state.current
    assert state.phase == "guess" and state.held is None
    target = state.legal_actions()[0].item
    wrong = next(v for v in range(12) if v != state.codes[target] // 2)
    events = state.apply(Action("guess", item=target, value=wrong))
    assert kinds(events) == ["guess"] and state.phase == "reveal"
    hidden = [t for t in state.rows[seat] if not state.face_up[t]]
    assert state.legal_actions() == [Action("reveal", item=t) for t in hidden]
    events = state.apply(Action("reveal", item=hidden[-1]))
    assert kinds(events) == ["reveal", "turn"] and events[0]["seat"] == seat
    assert state.face_up[hidden[-1]] and state.current != seat


def test_empty_pool_right_guess_has_nothing_to_insert():  # CR-12
    state = _empty_pool_game()
    target = state.legal_actions()[0].item
    state.apply(Action("guess", item=target, value=state.codes[target] // 2))
    assert state.phase == "decide"
    assert kinds(state.apply(STOP)) == ["stop", "turn"]


def test_player_with_all_tiles_face_up_is_out_and_skipped():  # CR-13
    state = deal(["B1 W3 B5 W6", "B0 W2 W8 B9", "B4 W4 W5 B7"])
    state.apply(DRAW_B)
    for name, value in (("B0", 0), ("W2", 2), ("W8", 8)):
        guess(state, name, value)
        state.apply(CONTINUE)
    events = guess(state, "B9", 9)
    assert kinds(events) == ["guess", "reveal", "out"] and state.out[1]
    assert all(t.revealed and t.value is not None for t in state.view(2).rows[1])
    state.apply(STOP)
    assert state.current == 2
    state.apply(DRAW_W)
    assert {state.owner[a.item] for a in state.legal_actions()} == {0}
    guess(state, "B1", 0)  # wrong: turn passes over seat 1
    assert state.current == 0


def test_last_player_with_hidden_tile_wins_mid_chain():  # CR-14
    state = deal(["B1 W3 B5 W6", "B0 W2 W8 B9", "B4 W4 W5 B7"])
    state.apply(DRAW_B)
    held = state.held
    for name in ("B0", "W2", "W8", "B9", "B4", "W4", "W5"):
        guess(state, name, parse(name)[0] // 2)
        state.apply(CONTINUE)
    events = guess(state, "B7", 7)
    assert kinds(events) == ["guess", "reveal", "out", "game_over"]
    assert events[-1]["winner"] == 0 and state.is_over and state.outcome().winners == (0,)
    assert state.to_act is None and state.legal_actions() == [] and state.held == held
    with pytest.raises(IllegalAction, match="over"):
        state.apply(STOP)


def test_turning_up_own_last_tile_hands_the_win_over():  # CR-12, CR-14
    state = _empty_pool_game()
    seat = state.current
    mine = [t for t in state.rows[seat] if not state.face_up[t]]
    for t in mine[:-1]:
        state.face_up[t] = True
        state.hidden[seat] -= 1
    target = state.legal_actions()[0].item
    state.apply(Action("guess", item=target, value=(state.codes[target] // 2 + 1) % 12))
    events = state.apply(Action("reveal", item=mine[-1]))
    assert kinds(events) == ["reveal", "out", "game_over"] and state.winner == 1 - seat


def test_view_holds_what_the_seat_knows():  # CR-15
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"], "B6")
    state.apply(DRAW_B)
    guess(state, "W2", 2)
    mine, theirs = state.view(0), state.view(1)
    assert [t.value for t in mine.rows[0]] == [1, 3, 5, 7]
    assert [t.value for t in mine.rows[1]] == [None, 2, None, None]
    assert [t.value for t in theirs.rows[0]] == [None] * 4
    assert mine.held.value == 6 and theirs.held.value is None
    assert mine.pool_counts == theirs.pool_counts == (7, 8)
    assert mine.legal and not theirs.legal and mine.to_act == theirs.to_act == 0


# --- the contract -------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", [
    Action("guess", item=0, value=12), Action("guess", item=99, value=1), Action("stop"),
    Action("draw", value=2), Action("draw", value=0, item=3), Action("place", value=0),
    Action("reveal", item=0), Action("guess", item=-1, value=0), "guess",
])
def test_illegal_actions_change_nothing(bad):
    state = deal(["B1 W3 B5 W7", "B0 W2 B9 W11"])
    state.apply(DRAW_B)
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        state.apply(bad)
    assert snapshot(state) == before


def test_replay_reproduces_state_and_events():
    import random
    for seed in range(20):
        options = Options(players=2 + seed % 3, advanced=seed % 2 == 0)
        state = setup(options, seed)
        rng, events = random.Random(seed), list(state.start_events)
        while not state.is_over:
            events += state.apply(rng.choice(state.legal_actions()))
        again, events2 = replay(setup, options, seed, state.history)
        assert snapshot(again) == snapshot(state) and events2 == events


def test_fast_legality_check_agrees_with_legal_actions():
    """``apply`` checks legality without building the list; it must say what the list says."""
    import random
    rng = random.Random(5)
    kinds_ = ("draw", "guess", "continue", "stop", "place", "reveal", "pass")
    for seed in range(60):
        state = setup(Options(players=2 + seed % 3, advanced=seed % 2 == 0), seed)
        while not state.is_over:
            legal = state.legal_actions()
            probes = legal + [Action(rng.choice(kinds_), item=rng.choice([None, -1, 0, 5, 25, 26]),
                                     value=rng.choice([None, -1, 0, 1, 11, 12, 13, 30]))
                              for _ in range(20)]
            for a in probes:
                assert state.is_legal(a, state.to_act) == (a in legal), a
            state.apply(rng.choice(legal))
