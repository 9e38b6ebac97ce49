"""The side panels do not widen game after game (issue 22): a game's end may widen them to
show its final scores whole, but the next game starts with the width they had before, so the
table keeps its size over an evening of games."""
from PySide6.QtWidgets import QApplication

from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.games import GAMES


def _table_width(window) -> int:
    """The table's width once the window has laid out what is asked of it."""
    QApplication.sendPostedEvents()
    window.layout().activate()
    return window.table.width()


def _start(window, seed):
    return window.start_game("coup", GAMES["coup"].make_options(2),
                             [Seat("Player 1", False), Seat("Player 2", False)], seed=seed,
                             autostart=False)


def _play_to_the_end(window, qtbot, seed) -> tuple[int, int]:
    session = _start(window, seed)
    start = _table_width(window)
    session.start(auto=False)
    session.play_bots_now(100000)
    assert session.state.is_over
    # the score panel is fitted to the final rows (their revealed cards) once settled
    qtbot.waitUntil(lambda: window.access._fit_for is None, timeout=5000)
    return start, _table_width(window)


def test_the_table_keeps_its_width_over_three_game_overs(qtbot):
    window = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.bot_pause_ms = 0
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    # seeds whose final score rows are wider each time (more cards turned up by name)
    widths = [_play_to_the_end(window, qtbot, seed) for seed in (1, 2, 3)]
    assert all(over < start for start, over in widths), "the end did widen the panels"
    _start(window, 4)
    assert [start for start, _ in widths] + [_table_width(window)] == [widths[0][0]] * 4
    window.close()
