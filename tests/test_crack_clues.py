"""The rules' tile-by-tile clues, exported by the engine for inference and bots (CR-4, CR-5,
CR-10, CR-11, CR-15): ``clues``, ``View.known_codes``, ``View.candidates``, ``View.public``."""
from __future__ import annotations

import random

from facetable.engine import SPECTATOR
from facetable.engine.crack import Guess, Options, setup
from facetable.engine.crack.clues import open_codes, row_bounds, wrong_guesses
from facetable.engine.crack.scenario import deal, tile_id
from facetable.engine.crack.tiles import code


def mid_game_views(count: int):
    for i in range(count):
        state = setup(Options(players=2 + i % 3, advanced=i % 2 == 1), i)
        rng = random.Random(i)
        for _ in range(i % 60):
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))
        if not state.is_over:
            for seat in list(range(state.players)) + [SPECTATOR]:
                yield state, state.view(seat)


def test_row_bounds_skip_unknown_tiles_and_dashes():  # CR-4, CR-5
    b3, w7, dash = code(0, 3), code(1, 7), code(0, 12)
    assert row_bounds([None, b3, None, dash, None, w7, None]) == [
        (-1, b3), (-1, w7), (b3, w7), (b3, w7), (b3, w7), (b3, 24), (w7, 24)]


def test_open_codes_keep_colour_order_and_rule_out_seen_codes_and_wrong_values():  # CR-4, CR-10
    known = {code(0, 4)}
    # A black tile between black 2 and white 7: black 3..7, minus the seen black 4 and the
    # value 5 a wrong guess named.
    assert open_codes(0, code(0, 2), code(1, 7), known, {5}, False) == [
        code(0, 3), code(0, 6), code(0, 7)]
    # The advanced game adds the tile's own dash unless seen or ruled out (CR-5).
    assert open_codes(1, -1, code(0, 1), set(), set(), True) == [code(1, 0), code(1, 12)]
    assert open_codes(1, -1, code(0, 1), set(), {12}, True) == [code(1, 0)]


def test_wrong_guesses_only():  # CR-11
    log = [Guess(0, 1, 5, 3, False), Guess(0, 1, 6, 2, True), Guess(1, 0, 5, 8, False)]
    assert wrong_guesses(log) == {5: {3, 8}}


def test_candidates_hold_every_value_the_exact_odds_allow():  # CR-15
    n = 0
    for state, view in mid_game_views(200):
        cands, odds = view.candidates(), view.odds()
        hidden_rows = {t.id for row in view.rows for t in row if t.value is None}
        assert set(cands) == hidden_rows
        for t in hidden_rows:
            assert {v for v, p in odds[t].items() if p > 0} <= set(cands[t])
            assert state.codes[t] // 2 in cands[t]  # the true value is never ruled out
            n += 1
    assert n > 1000


def test_known_codes_are_exactly_the_values_a_seat_sees():  # CR-15
    for state, view in mid_game_views(120):
        seen = {state.codes[t] for t in range(len(state.codes))
                if state.face_up[t] or (view.seat != SPECTATOR and state.owner[t] == view.seat)}
        assert view.known_codes() == seen


def test_public_view_is_the_spectators_view():  # CR-15
    for state, view in mid_game_views(120):
        public = view.public()
        spectator = state.view(SPECTATOR)
        assert public.rows == spectator.rows and public.held == spectator.held
        assert public.seat == SPECTATOR and public.legal == ()


def test_candidates_in_a_set_position():  # CR-4
    state = deal(["B1 W3 B6 W9", "B2 W4 B8 W11"], "B0 W0")
    view = state.view(0)
    # Seat 0 holds black 1 and 6: seat 1's first tile, black, may be any other black value.
    b2 = tile_id(state, "B2")
    assert view.candidates()[b2] == [0, 2, 3, 4, 5, 7, 8, 9, 10, 11]
    state.apply(next(a for a in state.legal_actions() if a.value == 0))  # draw black 0
    state.apply(next(a for a in state.legal_actions() if a.item == tile_id(state, "W4")
                     and a.value == 4))  # right: white 4 is face up
    view = state.view(0)
    # Now it stands left of a face-up white 4: black 0..4, but seat 0 holds black 0 and 1.
    assert view.candidates()[b2] == [2, 3, 4]
