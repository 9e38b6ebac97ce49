"""Hot-seat: after a human's move, the result stays on their screen until they press Done (or a
short pause, a setting) before the curtain comes for the next human; in every game with
secrets (issue 11). A tile a human draws is shown to them before the hand-over."""
import pytest
from PySide6.QtCore import Qt

from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.engine.crack import Options, setup
from facetable.games import GAMES


def _first_seed(first: int) -> int:
    """A Crack seed whose first decision is ``first``'s (CR-6)."""
    return next(s for s in range(200)
                if setup(Options(players=2), s).deciders() == (first,))


def test_done_is_the_default_setting():
    assert Settings().hand_over_pause == "button"
    assert Settings(hand_over_pause=3).hand_over_pause == 3
    with pytest.raises(ValueError):
        Settings(hand_over_pause="later")


def test_a_drawn_tile_stays_on_its_owners_screen_until_done(window, qtbot):  # CR-3, CR-15
    window.set_hand_over_pause("button")
    seats = [Seat("Ana", True), Seat("Bảo", True)]
    session = window.start_game("crack", Options(players=2), seats, seed=_first_seed(0))
    covers, dones = [], []
    session.hand_over.connect(covers.append)
    session.turn_done.connect(lambda seat, after: dones.append((seat, after)))
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)    # Ana takes the screen first
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=5000)
    state = session.state
    session.submit(state.legal_actions(0)[0])              # Ana draws her first tile
    qtbot.waitUntil(lambda: session.awaiting_done, timeout=5000)
    assert dones == [(0, 1)] and covers == [0] and not window.curtain.isVisible()
    assert session.looking == 0
    tile = state.rows[0][0]
    item = session.controller.cards[tile]
    assert item.isVisible() and item.value == state.codes[tile] // 2, "Ana sees her tile"
    prompt = window.actions_bar.prompt.text()
    assert "Ana" in prompt and "Bảo" in prompt and "Done" in prompt
    assert [b.text() for b in window.actions_bar._button_widgets] == ["Done  (D)"]
    qtbot.wait(50)                                         # nothing moves on by itself
    assert session.awaiting_done and not window.curtain.isVisible()
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_D)
    assert covers == [0, 1] and window.curtain.isVisible()
    assert window.curtain.title.text() == "Pass to Bảo"
    qtbot.keyClick(window.curtain, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: session.deciding == 1, timeout=5000)


def test_a_timed_pause_brings_the_curtain_by_itself(window, qtbot):
    window.set_hand_over_pause(2)
    seats = [Seat("Ana", True), Seat("Bảo", True)]
    session = window.start_game("crack", Options(players=2), seats, seed=_first_seed(0))
    assert session.hand_over_pause_ms == 2000
    session.hand_over_pause_ms = 40                        # the same path, shorter
    qtbot.waitUntil(window.curtain.isVisible, timeout=5000)
    window.curtain.button.click()
    qtbot.waitUntil(lambda: session.deciding == 0, timeout=5000)
    session.submit(session.state.legal_actions(0)[0])
    qtbot.waitUntil(lambda: session.awaiting_done, timeout=5000)
    assert "in a moment" in window.actions_bar.prompt.text()
    with qtbot.waitSignal(session.hand_over, timeout=3000) as blocker:
        pass
    assert blocker.args == [1] and window.curtain.isVisible()


def test_the_first_hand_over_needs_no_done(window, qtbot):
    """Nobody has played yet: the curtain comes at once for the first human to decide."""
    window.set_hand_over_pause("button")
    seats = [Seat("Ana", True), Seat("Bảo", True)]
    session = window.start_game("crack", Options(players=2), seats, seed=_first_seed(1))
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=5000)
    assert not session.awaiting_done


@pytest.mark.parametrize("game", [g for g, spec in GAMES.items() if spec.hidden_info])
def test_every_game_with_secrets_waits_for_done(window, qtbot, game):
    window.set_hand_over_pause("button")
    spec = GAMES[game]
    players = spec.player_range[0]
    seats = [Seat(f"P{s}", True) for s in range(players)]
    session = window.start_game(game, spec.make_options(players), seats, seed=3)
    for _ in range(200):
        qtbot.waitUntil(lambda: session.deciding is not None or session.curtain_up
                        or session.awaiting_done or session.state.is_over, timeout=5000)
        if session.awaiting_done:
            played = session.looking
            assert not window.curtain.isVisible()
            assert not session.controller.busy, "the move's result is on screen, settled"
            session.done()
            assert window.curtain.isVisible() and session.looking != played
            return
        if session.curtain_up:
            window.curtain.button.click()
            continue
        if session.deciding is not None:
            session.submit(session.state.legal_actions(session.deciding)[0], confirmed=True)
    pytest.fail(f"{game}: no hand-over came after a human's move")
