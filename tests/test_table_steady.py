"""The table keeps its place: a choice appearing under it (buttons, a list, a message) never
changes its size, so it never re-lays out and never cuts short a card still moving. A human's
own Hit therefore slides from the pile like a bot's (issue 11)."""
import pytest
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


@pytest.mark.parametrize("game,players", [("flip7", 4), ("crack", 3)])
def test_cards_and_tiles_grow_with_a_full_screen_window(qtbot, game, players):
    """At 1920×1080 and 2560×1440 the cards (tiles) are bigger than at 1280×800: no small
    cards in a sea of felt; and they stop growing at a cap."""
    from facetable.games import GAMES
    window = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(window)
    window.set_speed(0.0)
    window.show()
    try:
        spec = GAMES[game]
        session = window.start_game(game, spec.make_options(players),
                                    [Seat(f"P{s}", False, "easy") for s in range(players)],
                                    seed=4, autostart=False)
        session.start(auto=False)
        session.play_bots_now(12)
        c = session.controller
        widths = []
        for size in ((1280, 800), (1920, 1080), (2560, 1440)):
            window.resize(*size)
            qtbot.waitUntil(lambda: c.width == window.table.viewport().width()
                            and window.table.viewport().width() > size[0] * 0.7)
            lay = c.layout
            widths.append(lay.card_w if game == "flip7" else lay.tile_w)
            item = next(i for i in c.cards.values() if i.isVisible() and i.scale() == 1)
            assert item.size()[0] == pytest.approx(widths[-1])
        assert widths[0] < widths[1] < widths[2], widths
        assert widths[1] >= widths[0] * 1.25 and widths[2] <= 260
    finally:
        window.close()
