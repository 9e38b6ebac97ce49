"""Who starts a later game: each game's own rule, through the declaration (``next_first``).

Coup, CP-4: "First player: random (later games: the winner of the last one)". The other rules
files say the first player (dealer, start player, Stack Owner) of every game is random
(F7-9, CR-6, FG-2, GF-4). "New game" and "Same setup again" pass that seat to ``setup``.
"""
from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from facetable.app.later_game import LastGame
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.app.setup_model import GameSetup, SeatConfig
from facetable.engine import Outcome
from facetable.games import GAMES
from facetable.games.spec import last_winner, random_first
from window_helpers import open_window

NAMES = ["Ana", "Bảo", "Cyrus"]


def test_each_game_declares_its_rule_for_who_starts_a_later_game():
    # CP-4: the winner of the last game; F7-9, CR-6, FG-2, GF-4: random, as in a first game
    assert GAMES["coup"].next_first is last_winner
    for game in ("flip7", "crack", "faceguess", "goodface"):
        assert GAMES[game].next_first is random_first
    won_by_2 = Outcome((2, 2, 1))
    assert last_winner(won_by_2, 0, 3) == 2 and random_first(won_by_2, 0, 3) is None
    assert last_winner(Outcome((1, 1, 2)), 0, 3) is None        # no single winner: random


def test_the_winner_starts_at_whatever_seat_they_sit_next():  # CP-4
    last = LastGame("coup", Outcome((2, 2, 1)), first=0, names=tuple(NAMES))
    assert last.first_of_next(GAMES["coup"], NAMES) == 2
    assert last.first_of_next(GAMES["coup"], ["cyrus", "Ana", "Bảo"]) == 0   # by name
    assert last.first_of_next(GAMES["coup"], ["Ana", "Bảo", "Dara"]) is None  # not playing
    assert last.first_of_next(GAMES["crack"], NAMES) is None        # another game: its draw


def _win_for_seat_2(session) -> None:
    """Play the session's Coup game so that seat 2 wins: it takes Income until it can Coup,
    and Coups seats 0 and 1; they take Income, and Coup each other when they must (CP-5)."""
    state = session.state
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        kinds = {a.kind for a in legal}
        if seat == 2 and "coup" in kinds:
            action = next(a for a in legal if a.kind == "coup")
        elif "income" in kinds:
            action = next(a for a in legal if a.kind == "income")
        else:
            action = next((a for a in legal if a.seat != 2), legal[0])
        state.apply(action, seat)
    assert state.outcome().winners == (2,)


def _window(qtbot):
    seats = [SeatConfig(name=n, kind="bot", level="easy") for n in NAMES]
    settings = Settings(last_setup=GameSetup(game="coup", options={"players": 3}, seats=seats))
    return open_window(qtbot, settings)


def _won_by_seat_2(qtbot, window, seed: int):
    session = window.start_game("coup", GAMES["coup"].make_options(players=3),
                                [Seat(n, False, "easy") for n in NAMES], seed=seed,
                                autostart=False)
    _win_for_seat_2(session)
    return session


def test_same_setup_again_after_a_coup_won_by_seat_2_starts_with_seat_2(qtbot):  # CP-4
    window = _window(qtbot)
    for seed in (1, 2, 3):
        old = _won_by_seat_2(qtbot, window, seed)
        window.same_setup_again()
        session = window.session
        assert session is not old and session.game == "coup"
        assert session.first == 2                          # given to setup, not drawn
        assert session.state.first == session.state.actor == 2
        assert session.state.deciders() == (2,)
        session.close()
    window.close()


def test_new_game_after_a_coup_won_by_seat_2_starts_with_seat_2(qtbot):  # CP-4
    window = _window(qtbot)
    old = _won_by_seat_2(qtbot, window, 5)
    window.end_game()                                       # Back to the welcome screen first
    assert window.session is None

    def accept():
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, NewGameDialog):
            dialog.accept()
        else:
            QTimer.singleShot(10, accept)
    QTimer.singleShot(0, accept)
    window.new_game_dialog()
    session = window.session
    assert session is not None and session is not old and session.game == "coup"
    assert [s.name for s in session.seats] == NAMES
    assert session.first == 2 and session.state.first == 2
    window.close()


def test_a_game_whose_rules_draw_the_first_player_is_not_given_one(qtbot):  # CR-6
    window = _window(qtbot)
    session = window.start_game("crack", GAMES["crack"].make_options(players=3),
                                [Seat(n, False, "easy") for n in NAMES], seed=4, autostart=False)
    session.start(auto=False)
    session.play_bots_now(10_000)
    assert session.state.is_over
    window.same_setup_again()
    assert window.session is not session and window.session.first is None
    window.close()


def test_the_later_game_is_saved_with_its_first_seat_and_resumes_with_it(qtbot, tmp_path):
    from facetable.saves import Loaded, SaveStore
    store = SaveStore(tmp_path)
    seats = [SeatConfig(name=n, kind="bot", level="easy") for n in NAMES]
    settings = Settings(last_setup=GameSetup(game="coup", options={"players": 3}, seats=seats))
    window = open_window(qtbot, settings, store)
    _won_by_seat_2(qtbot, window, 7)
    window.same_setup_again()
    qtbot.waitUntil(lambda: len(window.session.state.history) >= 2, timeout=60_000)
    window.session.close()
    loaded = store.load_current()
    assert isinstance(loaded, Loaded) and loaded.save.first == 2
    assert loaded.state.first == 2
    session = window.resume(loaded)
    assert session.first == 2 and session.state.first == 2
    assert session.state.history == loaded.moves
    window.close()
