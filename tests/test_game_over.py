"""The game-over screen (issue 11, "Start and end"): final standings with scores over the table,
New game / Same setup again / Back; and leaving a game that is not over asks first and keeps it.
"""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

import toy_game
from facetable.app.game_over import standings
from facetable.app.main_window import MainWindow
from facetable.app.new_game_dialog import NewGameDialog
from facetable.app.session import Seat
from facetable.engine import Outcome
from facetable.games import GAMES
from facetable.saves import Loaded, SaveStore
from facetable.saves.store import load_save
from facetable.table.numbers import number
from window_helpers import open_window

NAMES = ["Ana", "Bảo", "Cyrus", "Dara", "Emi", "Farah", "Gia", "Hana"]


def make_window(qtbot, store=None) -> MainWindow:
    return open_window(qtbot, None, store)


def bots(spec, n: int) -> list[Seat]:
    return [Seat(NAMES[s], False, spec.levels[0]) for s in range(n)]


def play_to_the_end(qtbot, window, game: str, seed: int = 7):
    spec = GAMES[game]
    n = spec.default_players
    session = window.start_game(game, spec.make_options(players=n), bots(spec, n), seed=seed)
    qtbot.waitUntil(window.game_over.isVisible, timeout=180_000)
    return session


def test_standings_put_the_seats_in_finishing_order():
    headers, rows, winners = standings(Outcome((2, 1, 3, 1)), ["Player", "Total"],
                                       [["A", "10"], ["B", "30"], ["C", "5"], ["D", "30"]])
    assert headers == ["Place", "Player", "Total"]
    assert rows == [["1", "B", "30"], ["1", "D", "30"], ["2", "A", "10"], ["3", "C", "5"]]
    assert winners == [True, True, False, False]


@pytest.mark.parametrize("game", list(GAMES))
def test_a_bot_game_ends_on_its_standings(qtbot, game):
    window = make_window(qtbot)
    session = play_to_the_end(qtbot, window, game)
    outcome = session.state.outcome()
    screen, c = window.game_over, session.controller
    assert screen.title.text() == c.result_text(outcome)
    assert screen.headers() == ["Place", *c.score_headers()]
    rows = screen.rows()
    order = sorted(range(len(outcome.placings)), key=lambda s: (outcome.placings[s], s))
    assert [row[1] for row in rows] == [NAMES[s] for s in order]
    assert [row[0] for row in rows] == [number(outcome.placings[s]) for s in order]
    if outcome.scores is not None:                  # the final scores are in the standings
        assert all(number(outcome.scores[s]) in row for s, row in zip(order, rows))
    # it lies over the table, the panel inside it, nothing cut off
    assert screen.geometry() == window.table.geometry()
    panel = screen.panel.geometry()
    assert screen.rect().contains(panel)
    assert panel.height() >= screen.panel.sizeHint().height()
    assert screen.table.verticalScrollBar().maximum() == 0
    window.close()


def test_the_buttons_of_the_game_over_screen(qtbot, monkeypatch):
    window = make_window(qtbot)
    first = play_to_the_end(qtbot, window, "flip7")
    screen = window.game_over
    # See the table (T) folds it to a bar; T again brings the standings back
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_T)
    assert screen.folded and screen.bar.isVisible() and not screen.panel.isVisible()
    assert screen.height() < window.table.height() // 3        # the table shows below it
    screen.unfold_button.click()
    assert not screen.folded and screen.panel.isVisible()
    # New game…: the dialog; cancelled, the standings stay
    opened = []

    def cancel():
        opened.append(QApplication.activeModalWidget())
        QApplication.activeModalWidget().reject()
    QTimer.singleShot(0, cancel)
    screen.button("new_game").click()
    assert opened and window.session is first and screen.isVisible()
    # Same setup again: the same game, options and seats, a new shuffle
    screen.button("again").click()
    again = window.session
    assert again is not first and again.game == "flip7" and not screen.isVisible()
    assert [s.name for s in again.seats] == [s.name for s in first.seats]
    assert again.state.options == first.state.options
    qtbot.waitUntil(screen.isVisible, timeout=180_000)
    # Back (B): the welcome screen
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_B)
    assert window.session is None and window.on_welcome_screen()
    window.close()


def test_more_buttons_can_join_the_row(qtbot, monkeypatch):
    """Room for a Replay: a button added to the game-over screen sits in its row with a key."""
    monkeypatch.setitem(GAMES, "toy", toy_game.SPEC)
    window = make_window(qtbot)
    pressed = []
    button = window.game_over.add_button("replay", lambda: "Replay", "R", lambda: pressed.append(1))
    play_to_the_end(qtbot, window, "toy")
    assert button.isVisible() and window.game_over.rows()
    button.click()
    assert pressed == [1]
    window.close()


# --- leaving a game that is not over ---------------------------------------------------------
def when_open(kind, act) -> None:
    """Do ``act(widget)`` once a modal widget of type ``kind`` is open (checked every 10 ms)."""
    def check():
        widget = QApplication.activeModalWidget()
        if isinstance(widget, kind):
            act(widget)
        else:
            QTimer.singleShot(10, check)
    QTimer.singleShot(0, check)


def answer(text: str, seen: list) -> None:
    """Click the button called ``text`` in the question box once it is open."""
    def click(box):
        seen.append(f"{box.text()} {box.informativeText()}")
        next(b for b in box.buttons() if b.text() == text).click()
    when_open(QMessageBox, click)


def game_in_progress(window, moves: int = 6):
    spec = GAMES["crack"]
    session = window.start_game("crack", spec.make_options(players=3), bots(spec, 3), seed=3,
                                autostart=False)
    session.start(auto=False)
    session.play_bots_now(moves)
    assert not session.state.is_over and len(session.state.history) == moves
    return session


def start_dialog(window) -> None:
    """Press Start in the new-game dialog once it is open."""
    when_open(NewGameDialog, lambda dialog: dialog.accept())


def test_a_new_game_mid_game_asks_first_and_keeps_the_game(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    session = game_in_progress(window)
    seen = []
    answer("Keep playing", seen)
    start_dialog(window)
    window.new_game_dialog()
    assert "Crack the Code" in seen[0] and "archive" in seen[0]
    assert window.session is session and store.archived() == []
    answer("Start a new game", seen)
    start_dialog(window)
    window.new_game_dialog()
    assert window.session is not session
    [kept] = store.archived("crack")
    assert len(load_save(kept).moves) == 6            # kept, as the question said
    window.close()


def test_quitting_mid_game_asks_first_and_keeps_the_game(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    session = game_in_progress(window)
    seen = []
    answer("Keep playing", seen)
    window.request_quit()                       # Game → Quit
    assert "Crack the Code" in seen[0] and "Continue" in seen[0]
    assert window.isVisible() and not window.closed and window.session is session
    answer("Quit", seen)
    window.request_quit()
    assert window.closed and not window.isVisible()
    loaded = store.load_current()
    assert isinstance(loaded, Loaded) and len(loaded.moves) == 6


def test_without_a_data_folder_the_question_says_the_game_is_lost(qtbot):
    window = make_window(qtbot)
    game_in_progress(window)
    seen = []
    answer("Keep playing", seen)
    window.request_quit()
    assert "lost" in seen[0] and not window.closed
    window.close()                              # from code (SIGTERM, tests): no question
    assert window.closed


def test_no_question_when_no_game_is_going_on(qtbot, monkeypatch):
    window = make_window(qtbot)
    monkeypatch.setattr(QMessageBox, "exec", lambda self: pytest.fail("asked"))
    window.welcome()
    window.request_quit()
    assert window.closed
    window = make_window(qtbot)
    play_to_the_end(qtbot, window, "crack")             # over: nothing to lose
    window.request_quit()
    assert window.closed


def test_bots_played_at_once_end_on_the_reveal_too(qtbot):
    """The demo and the benchmarks play bots at once (``play_bots_now``): a game they finish
    ends as a played one does, every hand shown and the standings up."""
    window = make_window(qtbot)
    spec = GAMES["faceguess"]
    session = window.start_game("faceguess", spec.make_options(players=4), bots(spec, 4),
                                seed=23, autostart=False)
    told = []
    session.game_over.connect(told.append)
    session.start(auto=False)
    session.play_bots_now(10_000)
    assert session.state.is_over and told == [session.state.outcome()]
    assert window.game_over.isVisible()
    model = session.controller.model
    assert model.open and all(model.kinds[i] is not None for hand in model.hands for i in hand)


def test_buttons_too_wide_for_one_row_take_two_and_leave_the_standings_whole(qtbot):
    """The audit (issue 22) found them squeezed ("ew game… (N", "tch the replay") over the last
    row of the standings on a 1024×640 window."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QWidget
    from facetable.app.game_over import GameOverScreen
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(705, 516)
    parent.show()
    screen = GameOverScreen(parent)
    screen.add_button("replay", lambda: "Watch the replay", "R", lambda: None)
    screen.add_button("review", lambda: "Review my game", "V", lambda: None)
    screen.cover(QRect(0, 0, 705, 516))
    screen.show_result("Dara wins: the last player with influence! Every card is face up now; "
                       "the History panel tells which claims were bluffs.", Outcome((2, 3, 4, 1)),
                       ["Player", "Coins"], [["Ana", "0"], ["Bảo", "0"], ["Cyrus", "0"],
                                             ["Dara", "1"]])
    buttons = [screen.button(n) for n in ("new_game", "again", "back", "replay", "review")]
    assert all(b.width() >= b.sizeHint().width() for b in buttons)
    tops = [b.mapTo(screen.panel, QPoint(0, 0)).y() for b in buttons]
    assert len(set(tops)) == 2                               # two rows, in order
    assert tops == sorted(tops)
    assert min(tops) > screen.table.geometry().bottom()      # below the last standing
    last = screen.button("review")
    assert screen.panel.rect().contains(QRect(last.mapTo(screen.panel, QPoint(0, 0)),
                                              last.size()))  # the panel holds both rows


def test_standings_taller_than_the_table_scroll_rather_than_lie_under_the_buttons(qtbot):
    """Twelve players on a low table (the audit, issue 22, at 1024×640): the buttons stay whole and
    below the standings, which scroll."""
    from PySide6.QtCore import QPoint, QRect
    from PySide6.QtWidgets import QWidget
    from facetable.app.game_over import GameOverScreen
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(705, 340)
    parent.show()
    screen = GameOverScreen(parent)
    screen.cover(QRect(0, 0, 705, 340))
    names = [f"Player {s}" for s in range(12)]
    screen.show_result("Player 0 wins!", Outcome(tuple(range(1, 13))), ["Player"],
                       [[name] for name in names])
    bottom = screen.table.geometry().bottom()
    for name in ("new_game", "again", "back"):
        button = screen.button(name)
        assert button.mapTo(screen.panel, QPoint(0, 0)).y() > bottom
        assert screen.panel.rect().contains(QRect(button.mapTo(screen.panel, QPoint(0, 0)),
                                                  button.size()))
    qtbot.waitUntil(lambda: screen.table.verticalScrollBar().maximum() > 0)   # rows scroll
    assert screen.rows()[-1][1] == "Player 11"
