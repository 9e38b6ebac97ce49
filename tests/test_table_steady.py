"""The table keeps its place: a choice appearing under it (buttons, a list, a message) never
changes its size, so it never re-lays out and never cuts short a card still moving. A human's
own Hit therefore slides from the pile like a bot's (issue 11)."""
from PySide6.QtCore import QPointF
from PySide6.QtGui import QTransform

from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.engine import Action
from facetable.engine.flip7 import Options


def _geometry(window):
    c = window.session.controller
    return (window.table.viewport().size().toTuple(), window.table.sceneRect().getRect(),
            window.table.transform(), (c.width, c.height))


def test_the_table_keeps_its_size_when_choices_come_and_go(window, qtbot):
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    session = window.start_game("flip7", Options(players=2), seats, seed=5)
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=10000)
    c = session.controller
    relayouts = []
    original = c.resize
    c.resize = lambda *a, **k: (relayouts.append(a), original(*a, **k))
    before = _geometry(window)
    assert before[2] == QTransform()
    bar = window.actions_bar
    height = bar.height()
    bar.show_waiting("")
    qtbot.wait(1)                                  # let a layout request, if any, run
    bar.show_choices("A long prompt " * 12, [Action("target", seat=s, item=100)
                                              for s in range(2)], lambda a: str(a.seat))
    qtbot.wait(1)
    bar.show_message("That move is not allowed: " + "x" * 300)
    qtbot.wait(1)
    bar.show_confirm("Sure?")
    qtbot.wait(1)
    assert bar.height() == height
    assert _geometry(window) == before
    assert relayouts == []


def test_own_hit_slides_from_the_pile_at_real_speed(qtbot):
    window = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(1.0)
    window.bot_pause_ms = 0
    window.resize(1100, 720)
    window.show()
    try:
        session = window.start_game("flip7", Options(players=2),
                                    [Seat("Me", True), Seat("Bot", False, "easy")], seed=5)
        while True:                                   # play until a plain turn comes
            qtbot.waitUntil(lambda: session.deciding == 0 and not session.controller.busy,
                            timeout=20000)
            legal = session.state.legal_actions(0)
            if Action("hit") in legal:
                break
            session.submit(legal[0])
        c = session.controller
        card = session.state.draw[-1]                 # the test peeks: the next card drawn
        pile = QPointF(c.layout.pile.x, c.layout.pile.y)
        session.submit(Action("hit"))
        item = c.cards[card]
        assert (item.pos() - pile).manhattanLength() < 1, "it starts on the pile"
        seen = []
        item.xChanged.connect(lambda: seen.append(item.pos()))
        with qtbot.waitSignal(c.settled, timeout=5000):
            pass
        end = c.layout.cards[card].rect
        assert (item.pos() - QPointF(end.x, end.y)).manhattanLength() < 1
        between = [p for p in seen if 1 < (p - pile).manhattanLength()
                   and 1 < (p - QPointF(end.x, end.y)).manhattanLength()]
        assert len(between) >= 3, f"the card jumped instead of sliding: {seen}"
    finally:
        window.close()
