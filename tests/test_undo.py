"""Undo and redo against bots (issue 10, "Nothing lost"): the three modes, the Safe policy
(nothing hidden or random seen since the decision, as Board Game Arena's undo), the hot-seat
rule, practice games not counted, bots replaying identically, and a table after Undo that is
exactly a fresh replay of the moves kept."""
from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from facetable.app.main_window import MainWindow
from facetable.app.session import GameSession, Seat
from facetable.app.settings import Settings
from facetable.bots.runner import checked_choice, request_seed
from facetable.engine import Action, Move
from facetable.games import GAMES, any_spec
from facetable.saves import SaveStore
from facetable.saves import undo
from facetable.saves.store import load_save
from facetable.saves.undo import hides, redo_group, undo_point
from table_helpers import fresh_table, snapshot


def make_window(qtbot, mode: str = "safe", store=None, pause_ms: int = 0) -> MainWindow:
    window = MainWindow(Settings(undo_mode=mode), use_worker=False, store=store)
    qtbot.addWidget(window)
    window.set_speed(0)
    window.bot_pause_ms = pause_ms
    window.resize(1100, 720)
    window.show()
    return window


def seats(spec, players: int, humans: int = 1) -> list[Seat]:
    return [Seat(f"You {s}" if s < humans else f"Bot {s}", s < humans, spec.levels[0])
            for s in range(players)]


def human_turn(qtbot, session) -> None:
    """Wait for the human's turn, dismissing a round's results (Flip 7) as a player does."""
    def results():
        return getattr(session.controller, "round_results", None)
    while True:
        qtbot.waitUntil(lambda: session.deciding is not None or session.state.is_over
                        or results() is not None, timeout=30000)
        if results() is None:
            return
        results().button.click()


def assert_fresh(session, window=None) -> None:
    """The state and the table are those of a fresh replay of the history."""
    logged: list = []
    fresh = fresh_table(session, session.state.history, logged)
    state = fresh.state
    assert state.history == session.state.history
    assert session.state.deciders() == state.deciders()
    for seat in range(-1, state.players):
        assert session.state.view(seat) == state.view(seat)
    if session.deciding is not None:                   # the same choice offered on both
        fresh.offer_to_human(session.deciding)
    mine, theirs = snapshot(session.controller), snapshot(fresh.controller)
    if mine["picture"] != theirs["picture"]:
        mine["picture"].save("/tmp/undo_mine.png")
        theirs["picture"].save("/tmp/undo_fresh.png")
    assert mine == theirs
    if window is not None:
        shown = window.private_log.entries
        assert shown[:len(logged)] == logged            # then the "Undo: …" note
    fresh.close()


# --- the policy, without Qt --------------------------------------------------------------------
def _moves(*seats_):
    return [Move(s, Action("x")) for s in seats_]


def test_safe_takes_back_the_last_human_decision_while_nothing_was_revealed():
    history = _moves(0, 1, 2, 0, 1, 2)
    quiet = [False] * 6
    assert undo_point(undo.SAFE, [0], True, history, quiet, quiet, False).keep == 3
    revealed = [False] * 5 + [True]                 # a bot drew a card after it
    point = undo_point(undo.SAFE, [0], True, history, revealed, quiet, False)
    assert point.keep is None and point.reason == undo.REVEALED
    # practice takes it back anyway; off never
    assert undo_point(undo.PRACTICE, [0], True, history, revealed, quiet, False).keep == 3
    assert undo_point(undo.OFF, [0], True, history, quiet, quiet, False).reason == undo.MODE_OFF


def test_a_hidden_decision_stands_once_another_seat_played_after_it():
    """Face Guess: the human commits face down, a bot then calls it Good; taking the commit
    back would let the human commit a Bad card knowing the call (the bot, not seeing the card,
    would call the same again)."""
    history = _moves(1, 0, 1)
    hidden = [True, True, False]
    quiet = [False] * 3
    point = undo_point(undo.SAFE, [0], True, history, quiet, hidden, False)
    assert point.reason == undo.ANSWERED
    assert undo_point(undo.SAFE, [0], True, history[:2], quiet[:2], hidden[:2], False).keep == 1
    assert undo_point(undo.PRACTICE, [0], True, history, quiet, hidden, False).keep == 1
    # A bot's hidden choice after a public decision does not hold it: the human saw nothing
    # of it, and the bot chooses the same again when the decision is made again.
    assert undo_point(undo.SAFE, [0], True, _moves(0, 1), [False, False], [False, True],
                      False).keep == 0


def test_no_undo_in_hot_seat_with_secrets_nor_before_a_decision_nor_after_the_end():
    history = _moves(0, 1)
    quiet = [False, False]
    assert undo_point(undo.PRACTICE, [0, 1], True, history, quiet, quiet, False).reason == \
        undo.HOT_SEAT
    assert undo_point(undo.SAFE, [0, 1], False, history, quiet, quiet, False).keep == 1
    assert undo_point(undo.SAFE, [0], True, _moves(1, 2), quiet, quiet, False).reason == \
        undo.NOTHING
    assert undo_point(undo.PRACTICE, [0], True, history, quiet, quiet, True).reason == undo.OVER


def test_redo_plays_the_decision_and_the_bots_moves_that_followed():
    redo = _moves(0, 1, 2, 0, 1)
    assert redo_group(redo, [0]) == 3 and redo_group(redo[3:], [0]) == 2
    assert redo_group([], [0]) == 0


def test_hides_reads_only_who_may_see_what():
    spec = any_spec("faceguess")
    state = spec.setup(spec.make_options(3), 2)
    seat = state.deciders()[0]
    events = state.apply(state.legal_actions(seat)[0], seat)
    assert hides(events, 3)                              # a face-down commit
    assert not hides([e.seen_by(-1) for e in events if not e.secret], 3)


def test_face_guess_bots_hidden_choices_and_the_human_commit():
    """The engine-level story with Face Guess's real rules and bots (the game has no table in
    the app yet): a human commit is undoable until another seat plays; bots answer a repeated
    decision exactly as before (their random source is the game seed, seat and move number);
    the reveal makes every earlier decision stand."""
    spec = any_spec("faceguess")
    options = spec.make_options(3)
    seen = {"answered": 0, "possible_after_commit": 0, "revealed": 0}
    for seed in range(12):
        state = spec.setup(options, seed)
        revealed, hidden = [], []
        while not state.is_over:
            seat = state.deciders()[0]
            legal = state.legal_actions(seat)
            if seat == 0:
                action = random.Random(f"{seed}/{len(state.history)}").choice(legal)
            else:
                action, _ = checked_choice(spec.make_bot(spec.levels[-1]), state.view(seat),
                                           legal, random.Random(request_seed(seed, seat,
                                                                             len(state.history))))
            events = state.apply(action, seat)
            revealed.append(any(state.reveals(e) for e in events))
            hidden.append(hides(events, state.players))
            point = undo_point(undo.SAFE, [0], True, state.history, revealed, hidden, False)
            last = max((i for i, m in enumerate(state.history) if m.seat == 0), default=None)
            if last is None:
                continue
            after = state.history[last + 1:]
            if any(revealed[last:]):
                assert point.reason == undo.REVEALED
                seen["revealed"] += 1
            elif hidden[last] and after:
                assert point.reason == undo.ANSWERED
                seen["answered"] += 1
            else:
                assert point.keep == last
                seen["possible_after_commit"] += hidden[last]
    assert all(seen.values()), seen


# --- the session and the window ----------------------------------------------------------------
@pytest.mark.parametrize("game", list(GAMES))
def test_practice_undo_and_redo_give_exactly_a_fresh_replay_in_every_game(qtbot, game):
    spec = GAMES[game]
    window = make_window(qtbot, "practice")
    rng = random.Random(game)
    undos = redos = 0
    for seed in range(6):
        if undos >= 3 and redos >= 2:
            break
        session = window.start_game(game, spec.make_options(),
                                    seats(spec, spec.default_players), seed=seed)
        for _ in range(40):
            human_turn(qtbot, session)
            if session.state.is_over:
                break
            if session.undo_point().possible and rng.random() < 0.4:
                before = list(session.state.history)
                keep = session.undo_point().keep
                window.undo_menu.undo_action.trigger()          # what Ctrl+Z does
                undos += 1
                assert session.state.history == before[:keep]
                human_turn(qtbot, session)
                assert_fresh(session, window)
                if rng.random() < 0.5 and window.undo_menu.redo_action.isEnabled():
                    window.undo_menu.redo_action.trigger()
                    redos += 1
                    human_turn(qtbot, session)
                    assert session.state.history[:len(before)] == before
                    assert_fresh(session)
                continue
            legal = session.state.legal_actions(session.deciding)
            session.submit(rng.choice(legal), confirmed=True)
    assert undos >= 3 and redos >= 2, (undos, redos)
    window.close()


def test_safe_undo_of_a_stay_before_the_bots_draw_and_not_after(qtbot):
    """Flip 7: a stay shows nothing, so it can be taken back while the next bot still waits;
    once a bot has drawn a card, the stay stands and Undo says why."""
    spec = GAMES["flip7"]
    window = make_window(qtbot, "safe")
    session = window.start_game("flip7", spec.make_options(3), seats(spec, 3), seed=11)
    menu = window.undo_menu
    while True:
        human_turn(qtbot, session)
        assert not session.state.is_over
        legal = session.state.legal_actions(session.deciding)
        if session.deciding == 0 and Action("stay") in legal and \
                any(m.seat == 0 for m in session.state.history):
            break
        session.submit(Action("hit") if Action("hit") in legal else legal[0], confirmed=True)
    assert not menu.undo_action.isEnabled()         # a card has been drawn since
    assert "hidden" in menu.reason
    session.bot_pause_ms = 60_000                   # the next bot waits a minute
    before = list(session.state.history)
    session.submit(Action("stay"), confirmed=True)
    assert menu.undo_action.isEnabled()
    menu.undo_action.trigger()
    human_turn(qtbot, session)
    assert session.state.history == before and session.deciding == 0
    assert_fresh(session, window)
    assert menu.redo_action.isEnabled()
    session.bot_pause_ms = 0                        # after Redo, a bot draws at once
    menu.redo_action.trigger()
    assert session.state.history[len(before)] == Move(0, Action("stay"))
    qtbot.waitUntil(lambda: len(session.state.history) > len(before) + 1, timeout=30000)
    assert not menu.undo_action.isEnabled() and "hidden" in menu.reason
    assert session.undo() is False
    window.close()


def test_bots_answer_a_repeated_decision_exactly_as_before(qtbot):
    """After Undo the bots are not re-rolled: the same decision gets the same answers, so Undo
    cannot fish for a kinder bot move (their random source is seed, seat and move number)."""
    spec = GAMES["coup"]
    window = make_window(qtbot, "practice")
    session = window.start_game("coup", spec.make_options(4), seats(spec, 4), seed=21)
    for _ in range(6):
        human_turn(qtbot, session)
        decision = session.state.legal_actions(session.deciding)[0]
        session.submit(decision, confirmed=True)
        human_turn(qtbot, session)
        if session.state.is_over:
            break
        first = list(session.state.history)
        keep = session.undo_point().keep
        session.undo()
        human_turn(qtbot, session)
        assert session.state.history[keep:] == []
        session.submit(decision, confirmed=True)
        human_turn(qtbot, session)
        assert session.state.history == first
    window.close()


def test_hot_seat_with_secrets_offers_no_undo_and_without_secrets_does(qtbot):
    window = make_window(qtbot, "practice")
    spec = GAMES["crack"]
    window.start_game("crack", spec.make_options(2), seats(spec, 2, humans=2), seed=3)
    assert not window.undo_menu.undo_action.isEnabled()
    assert "several people" in window.undo_menu.reason
    spec = GAMES["flip7"]
    session = window.start_game("flip7", spec.make_options(2), seats(spec, 2, humans=2), seed=3)
    human_turn(qtbot, session)
    session.submit(session.state.legal_actions(session.deciding)[0], confirmed=True)
    human_turn(qtbot, session)
    assert window.undo_menu.undo_action.isEnabled()
    window.close()


def test_off_and_no_game_grey_undo_out_with_a_reason(qtbot):
    window = make_window(qtbot, "off")
    assert not window.undo_menu.undo_action.isEnabled()
    assert "No game" in window.undo_menu.reason
    spec = GAMES["coup"]
    session = window.start_game("coup", spec.make_options(2), seats(spec, 2), seed=1)
    human_turn(qtbot, session)
    assert "off" in window.undo_menu.reason
    window.close()


def test_a_practice_game_is_saved_as_practice_and_not_counted(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, "safe", store=store)
    spec = GAMES["crack"]
    session = window.start_game("crack", spec.make_options(2), seats(spec, 2), seed=4)
    human_turn(qtbot, session)
    assert load_save(store.current_path).save.practice is False
    window.undo_menu.mode_actions[undo.PRACTICE].trigger()          # switched mid-game
    assert session.practice and load_save(store.current_path).save.practice is True
    window.undo_menu.mode_actions[undo.SAFE].trigger()              # it stays practice
    rng = random.Random(2)
    while not session.state.is_over:
        human_turn(qtbot, session)
        if session.deciding is not None:
            session.submit(rng.choice(session.state.legal_actions(session.deciding)),
                           confirmed=True)
    [kept] = store.archived("crack")
    assert load_save(kept).save.practice is True
    assert store.stats.load().games == {}
    window.close()


def test_undo_takes_the_save_back_too(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, "practice", store=store)
    spec = GAMES["goodface"]
    session = window.start_game("goodface", spec.make_options(3), seats(spec, 3), seed=2)
    for _ in range(3):
        human_turn(qtbot, session)
        session.submit(session.state.legal_actions(session.deciding)[0], confirmed=True)
    human_turn(qtbot, session)
    session.undo()
    human_turn(qtbot, session)
    assert load_save(store.current_path).moves == session.state.history
    window.close()


def test_the_session_without_a_window_undoes_too(qtbot):
    """A session on its own (as the demo builds one) rebuilds its controller on Undo."""
    spec = GAMES["coup"]
    session = GameSession("coup", spec.make_options(2), seats(spec, 2), seed=5,
                          bot_pause_ms=0)
    session.controller.set_speed(0)
    session.set_undo_mode(undo.PRACTICE)
    replaced = []
    session.table_replaced.connect(replaced.append)
    session.start()
    human_turn(qtbot, session)
    session.submit(session.state.legal_actions(session.deciding)[0], confirmed=True)
    human_turn(qtbot, session)
    assert session.undo()
    assert replaced == [session.controller]
    session.close()
    QApplication.processEvents()
