"""The Flip 7 table follows the engine: a bot-only game in instant mode, a human playing by
clicks on the view, and a short game at real animation speed."""
import random

import pytest
from PySide6.QtCore import QPointF, Qt

from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.engine.flip7 import Options
from facetable.table.flip7.layout import layout
from facetable.table.flip7.model import Flip7Table


def scene_matches_layout(controller) -> None:
    """Every card item stands where the layout of the controller's zones says, face as said."""
    lay = layout(controller.zones, controller.players, controller.viewer, controller.width,
                 controller.height, controller.rtl)
    for card, place in lay.cards.items():
        item = controller.cards[card]
        assert item.isVisible(), card
        assert (item.pos().x(), item.pos().y()) == pytest.approx((place.rect.x, place.rect.y))
        assert item.face_up == place.face_up
    for card, item in controller.cards.items():
        if card not in lay.cards:
            assert not item.isVisible(), f"card {card} left on the table"
    assert controller.pile.count == controller.model.draw_count




def test_bot_game_scene_matches_view_after_every_event(window):
    seats = [Seat(n, False, lvl) for n, lvl in zip("ABCD", ("hard", "normal", "easy", "random"))]
    session = window.start_game("flip7", Options(players=4), seats, seed=11, autostart=False)
    c, state = session.controller, session.state
    for event in state.start_events:
        c.play([event])
        scene_matches_layout(c)
    rng = random.Random(5)
    while not state.is_over:
        for event in state.apply(rng.choice(state.legal_actions())):
            c.play([event.seen_by(session.looking)])
            scene_matches_layout(c)
        assert c.model.same_cards(Flip7Table.from_view(state.view(0)))
    assert c.model.winner == state.winner


def _click_item(qtbot, view, item, fx=0.12, fy=0.5):
    r = item.sceneBoundingRect().adjusted(3, 3, -3, -3)
    point = view.mapFromScene(QPointF(r.x() + r.width() * fx, r.y() + r.height() * fy))
    assert view.itemAt(point) is item, "the item to click is covered"
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def _click_for(qtbot, window, action):
    """Perform ``action`` the way a player would: by clicking the table (or the Stay button)."""
    c = window.session.controller
    view = window.table
    if action.kind == "hit":
        _click_item(qtbot, view, c.pile, 0.5, 0.3)
    elif action.kind == "stay":
        button = next(b for b in window.actions_bar._button_widgets if "(S)" in b.text())
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    elif action.kind in ("give", "target", "penalty"):
        _click_item(qtbot, view, c.panels[action.seat], 0.5, 0.06)
    elif action.kind in ("steal", "discard"):
        _click_card(qtbot, view, c, action.item2)
    elif action.kind == "swap":
        _click_card(qtbot, view, c, action.item2)
        _click_card(qtbot, view, c, action.value)
    else:                                      # "bonus": from the list
        bar = window.actions_bar.choices
        for row in range(bar.count()):
            if bar.item(row).data(Qt.ItemDataRole.UserRole) == action:
                rect = bar.visualItemRect(bar.item(row))
                qtbot.mouseClick(bar.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())


def _click_card(qtbot, view, c, card):
    zone = next(z for z, cards in c.model.zones.items() if card in cards)
    fy = 0.15 if zone.startswith("mods") else 0.5
    _click_item(qtbot, view, c.cards[card], 0.1, fy)


def test_human_plays_a_whole_game_by_clicking(window, qtbot):
    seats = [Seat("Me", True)] + [Seat(f"Bot {i}", False, "normal") for i in (1, 2, 3)]
    turns = []
    session = window.start_game("flip7", Options(players=4), seats, seed=3, autostart=False)
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.start()
    rng = random.Random(1)
    clicks = 0
    summaries = 0
    while not session.state.is_over:
        qtbot.waitUntil(lambda: bool(turns) or session.state.is_over
                        or session.controller.round_results is not None, timeout=20000)
        if session.controller.round_results is not None:     # a round's result, until dismissed
            qtbot.mouseClick(session.controller.round_results.button, Qt.MouseButton.LeftButton)
            summaries += 1
            continue
        if session.state.is_over:
            break
        legal = turns.pop()
        assert legal == session.state.legal_actions() and session.state.to_act == 0
        action = rng.choice(legal)
        before = len(session.state.history)
        _click_for(qtbot, window, action)
        assert session.state.history[before:] == [(0, action)]
        clicks += 1
        assert session.controller.model.same_cards(Flip7Table.from_view(session.state.view(0)))
    assert clicks > 10 and summaries >= 1
    assert session.state.winner is not None
    qtbot.waitUntil(window.game_over.isVisible, timeout=5000)      # the standings
    winner = window.session.controller.names[session.state.winner]
    assert winner in window.game_over.title.text() and winner in window.actions_bar.prompt.text()
    assert window.game_over.button("new_game").isVisible()


def test_keyboard_hits_and_stays(window, qtbot):
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    turns = []
    session = window.start_game("flip7", Options(players=2), seats, seed=8, autostart=False)
    session.human_turn.connect(lambda seat, legal: turns.append(legal))
    session.start()
    qtbot.waitUntil(lambda: any(a.kind == "hit" for a in (turns[-1] if turns else [])),
                    timeout=10000)
    before = len(session.state.history)
    qtbot.keyClick(window, Qt.Key.Key_H)
    assert session.state.history[before].action.kind == "hit"


def test_illegal_human_action_is_refused_and_changes_nothing(window, qtbot):
    from facetable.engine import Action
    seats = [Seat("Me", True), Seat("Bot", False, "easy")]
    session = window.start_game("flip7", Options(players=2), seats, seed=8, autostart=False)
    messages = []
    session.problem.connect(messages.append)
    session.start()
    qtbot.waitUntil(lambda: session.state.to_act == 0 and not session.controller.busy,
                    timeout=10000)
    snapshot = session.state.view(0)
    assert session.submit(Action("swap", item=1, item2=2, value=3)) is False
    assert messages and session.state.view(0) == snapshot


def test_real_speed_animations_finish_and_settle(qtbot):
    w = MainWindow(settings=None, use_worker=True)
    qtbot.addWidget(w)
    w.set_speed(4.0)
    w.bot_pause_ms = 50
    w.resize(1024, 640)
    w.show()
    seats = [Seat(n, False, "normal") for n in "ABC"]
    session = w.start_game("flip7", Options(players=3), seats, seed=2)
    qtbot.waitUntil(lambda: len(session.state.history) >= 40 and not session.controller.busy,
                    timeout=60000)
    session.close()
    scene_matches_layout(session.controller)
    w.close()


def test_two_humans_share_flip7_without_a_curtain(window, qtbot):
    """Flip 7 has no hidden cards (F7-35): hot-seat needs no curtain."""
    seats = [Seat("A", True), Seat("B", True)]
    session = window.start_game("flip7", Options(players=2), seats, seed=4, autostart=False)
    covers, seen = [], set()
    session.hand_over.connect(covers.append)
    session.human_turn.connect(lambda seat, legal: seen.add(seat))
    session.start()
    rng = random.Random(0)
    while len(seen) < 2 and not session.state.is_over:
        qtbot.waitUntil(lambda: not session.controller.busy and session.deciding is not None,
                        timeout=5000)
        session.submit(rng.choice(session.state.legal_actions()))
    assert seen == {0, 1} and covers == [] and not window.curtain.isVisible()


def test_smallest_window_leaves_a_table_the_layout_fits(qtbot):
    """At 1024×640 with the choice list showing, the table still gets a size the layout test
    covers (tests/test_flip7_layout.py SIZES)."""
    w = MainWindow(settings=None)
    qtbot.addWidget(w)
    w.set_speed(0)
    w.resize(1024, 640)
    w.show()
    seats = [Seat("Me", True)] + [Seat(f"B{i}", False) for i in range(7)]
    session = w.start_game("flip7", Options(players=8), seats, seed=1)
    qtbot.waitUntil(lambda: session.deciding is not None or session.state.is_over,
                    timeout=10000)
    size = w.table.viewport().size()
    assert size.width() >= 740 and size.height() >= 440, size
    w.close()
