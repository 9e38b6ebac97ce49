"""Flip 7 play feel (issue 22): the safe default target for a modifier, a log that says who drew
and who gave what to whom, and a round summary that stays until dismissed."""
import json

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from facetable.app.session import Seat
from facetable.engine import Action
from facetable.engine.flip7.stacking import stacked_game
from facetable.table.numbers import signed

from flip7_helpers import HIT, adopt as _adopt

NAMES = ["Ana", "Bảo", "Cyrus"]


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


# --- 3. the round summary ------------------------------------------------------------------
def _play_to_round_end(session, qtbot):
    """The human stays whenever asked; the bot plays on, until the round ends."""
    stayed = False
    while session.controller.round_results is None:
        qtbot.waitUntil(lambda: session.deciding == 0 or session.controller.round_results is not None,
                        timeout=10000)
        if session.controller.round_results is None and not stayed:
            assert session.submit(Action("stay"))
            stayed = True


def _round_over(window, qtbot):
    """Ana against one bot, played to the end of the first round (its summary up)."""
    state, _ = stacked_game("5", "3", players=2)
    session = _adopt(window, state, _me_and_bots(2))
    session.offer_to_human()
    _play_to_round_end(session, qtbot)
    return session


def test_the_round_summary_stays_until_dismissed_and_the_bots_wait(window, qtbot):
    assert window.round_results_s == 0                       # the default: until dismissed
    session = _round_over(window, qtbot)
    c = session.controller
    summary = c.round_results
    assert summary.isVisible() and c.busy
    # What the summary says is the round_end event's: the engine's scores and totals.
    engine = session.state
    scores, totals = engine.last_round_scores, engine.totals
    assert [row[3] for row in summary.rows] == [signed(v) for v in scores]
    assert [row[4] for row in summary.rows] == [str(v) for v in totals]
    assert summary.rows[0][0] == "\u2068Ana\u2069" and summary.rows[0][1] == "\u200e5"
    # The round was 1 and the table does not move on underneath: no bot acts, no card dealt.
    history = len(engine.history)
    session._advance()
    qtbot.wait(50)
    assert len(session.state.history) == history and c.model.round_no == 1
    assert session.deciding is None and summary.isVisible()
    # Enter on its button (it has the keyboard focus) closes it, and the game goes on.
    assert summary.button.hasFocus() or QApplication.focusWidget() is summary.button
    qtbot.keyClick(summary.button, Qt.Key.Key_Return)
    assert c.round_results is None
    qtbot.waitUntil(lambda: c.model.round_no == 2, timeout=5000)
    qtbot.waitUntil(lambda: session.deciding == 0 or len(session.state.history) > history,
                    timeout=10000)


def test_the_round_summary_button_and_a_timeout(window, qtbot):
    window.set_round_results(1)
    session = _round_over(window, qtbot)
    c = session.controller
    assert any("by itself" in label.text() for label in c.round_results.findChildren(QLabel))
    qtbot.waitUntil(lambda: c.round_results is None, timeout=10000)    # gone after its second
    qtbot.waitUntil(lambda: c.model.round_no == 2, timeout=5000)
    window.set_round_results(0)
    session.close()


def test_the_round_summary_closes_with_its_button(window, qtbot):
    session = _round_over(window, qtbot)
    c = session.controller
    qtbot.mouseClick(c.round_results.button, Qt.MouseButton.LeftButton)
    assert c.round_results is None
    qtbot.waitUntil(lambda: c.model.round_no == 2, timeout=5000)


def test_bots_alone_play_on_without_a_summary(window, qtbot):
    seats = [Seat(n, False, "easy") for n in NAMES[:2]]
    session = window.start_game("flip7", state_options(), seats, seed=3)
    qtbot.waitUntil(lambda: session.controller.model.round_no >= 2, timeout=20000)
    assert session.controller.round_results is None
    session.close()


def state_options():
    from facetable.engine.flip7 import Options
    return Options(players=2)


def test_the_round_summary_follows_a_language_switch(window, qtbot):
    from facetable.app.i18n import install_language
    session = _round_over(window, qtbot)
    c = session.controller
    try:
        install_language(QApplication.instance(), "vi")
        c.retranslate()
        assert c.round_results.isVisible() and c.busy
        assert "Vòng sau" in c.round_results.button.text()
    finally:
        install_language(QApplication.instance(), "en")
    c.retranslate()
    qtbot.keyClick(c.round_results.button, Qt.Key.Key_Escape)
    assert c.round_results is None
    qtbot.waitUntil(lambda: c.model.round_no == 2, timeout=5000)


def test_the_summary_says_bust_flip7_bonus_or_penalty_from_the_event(qtbot):  # F7-17, F7-34
    from facetable.engine.contract import Event
    from facetable.table.flip7.summary import RoundResult, note
    event = Event("round_end", {"round": 3, "scores": [0, 44, 20], "totals": [10, 120, 60],
                                "flip7": [1, 2]})
    zones = {f"{z}{s}": [] for z in ("line", "mods") for s in range(3)}
    result = RoundResult.of(event, zones, ["busted", "stayed", "stayed"], {2: 0})
    assert [s.score for s in result.seats] == [0, 44, 20]         # the event's, as given
    assert [s.total for s in result.seats] == [10, 120, 60]
    assert [note(s, NAMES) for s in result.seats] == [
        "Busted", "Flip 7: +15 bonus", "Flip 7: 15 off Ana"]


def test_the_round_results_setting_is_remembered(qtbot):
    from facetable.app.settings import Settings
    from window_helpers import open_window
    settings = Settings()
    assert settings.round_results_s == 0                     # until dismissed
    window = open_window(qtbot, settings)
    window.set_round_results(5)
    assert settings.round_results_s == 5
    assert Settings.from_data(json.loads(settings.to_json())).round_results_s == 5
    window.close()
