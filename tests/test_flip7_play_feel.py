"""Flip 7 play feel (issue 22): the safe default target for a modifier, a log that says who drew
and who gave what to whom, and a round summary that stays until dismissed."""
from PySide6.QtCore import Qt

from facetable.app.session import Seat
from facetable.engine import Action
from facetable.engine.flip7.stacking import stacked_game

from flip7_helpers import HIT

NAMES = ["Ana", "Bảo", "Cyrus"]


def _adopt(window, state, seats):
    """A session at the table that goes on from ``state`` (a stacked position)."""
    session = window.start_game("flip7", state.options, seats, seed=0, autostart=False)
    session.state = state
    session.controller.load(state.view(session.looking))
    session._started = True
    return session


def _me_and_bots(n=3):
    return [Seat(NAMES[0], True)] + [Seat(NAMES[s], False, "easy") for s in range(1, n)]


# --- 1. the safe default target ------------------------------------------------------------
def test_a_modifier_is_offered_to_the_leader_not_to_me(window, qtbot):  # F7-29
    # Ana 5, Bảo 3, Cyrus 9; Ana hits and draws −4: Cyrus leads, so −4 goes to him by default.
    state, ids = stacked_game("5", "3", "9", "minus4", players=3)
    state.apply(HIT)
    session = _adopt(window, state, _me_and_bots())
    session.offer_to_human()
    legal = session.state.legal_actions(0)
    assert {a.kind for a in legal} == {"give"} and len(legal) == 3
    c = session.controller
    chosen = c.suggested_action(legal)
    assert chosen == Action("give", seat=2, item=ids[3])
    assert c.default_action(legal) in (None, chosen)       # the countdown is never risky
    bar = window.actions_bar.choices
    assert bar.currentItem().data(Qt.ItemDataRole.UserRole) == chosen
    assert "you" not in bar.currentItem().text()


def test_the_leader_counts_the_game_total(window, qtbot):
    state, ids = stacked_game("5", "3", "9", "minus4", players=3)
    state.totals[1] = 100                                 # Bảo leads the game by far
    state.apply(HIT)
    session = _adopt(window, state, _me_and_bots())
    session.offer_to_human()
    legal = session.state.legal_actions(0)
    assert session.controller.suggested_action(legal) == Action("give", seat=1, item=ids[3])


def test_a_modifier_goes_to_me_only_when_nobody_else_can_take_it(qtbot):
    from facetable.table.flip7.controller import Flip7Controller
    state, ids = stacked_game("5", "3", players=2)
    c = Flip7Controller(state.view(0), NAMES[:2], 0)
    c.offer([Action("give", seat=0, item=7)], state.view(0))
    assert c.suggested_action([Action("give", seat=0, item=7)]) == Action("give", seat=0, item=7)


# --- 2. the log says who drew what and who gave what to whom --------------------------------
def test_the_log_says_who_hits_draws_and_gives_to_whom(window, qtbot):
    state, _ = stacked_game("5", "3", "9", "minus4", players=3)
    session = _adopt(window, state, _me_and_bots())
    session.offer_to_human()
    assert session.submit(HIT)
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=5000)
    assert session.submit(Action("give", seat=2, item=session.state.view(0).decision_card))
    lines = window.private_log.panel.lines()
    assert lines[-3:] == ["Ana hits", "Ana draws \u2066−4\u2069",
                          "Ana gives \u2066−4\u2069 to Cyrus"], lines


def test_the_log_names_every_card_dealt_and_a_modifier_kept(qtbot):
    from facetable.table.flip7.controller import Flip7Controller
    state, ids = stacked_game("5", "div2", "3", players=2)
    c = Flip7Controller(state.view(0), NAMES[:2], 0)
    logged = []
    c.logged.connect(lambda line, public, owner: logged.append(line))
    c.play_at_once(state.start_events)
    assert logged[1:3] == ["Ana draws 5", "Bảo draws \u2066÷2\u2069"], logged
    c.play_at_once(state.apply(Action("give", seat=1, item=ids[1])))
    assert logged[-1] == "Bảo keeps \u2066÷2\u2069"
