"""Hot-seat games with secrets start behind the curtain (issue 22): the first human's hand is
never on screen while the others sit beside them, for a new game, "Same setup again" and a
resumed save alike; the table shows the public view until the curtain is lifted."""
import pytest

from facetable.app.session import Seat
from facetable.engine import SPECTATOR
from facetable.games import GAMES

SECRET_GAMES = [g for g, spec in GAMES.items() if spec.hidden_info]


def _hot_seat(spec, humans=2):
    players = max(spec.player_range[0], humans)
    return [Seat(f"P{s}", s < humans) for s in range(players)], spec.make_options(players)


def _assert_public_until_lifted(window, qtbot, session):
    """Before the first human takes the screen, only the public view is on the table and in
    the log; then the curtain names the first human to decide."""
    assert session.looking == SPECTATOR
    assert session.controller.looking == SPECTATOR
    qtbot.waitUntil(lambda: window.curtain.isVisible() or session.state.is_over, timeout=10000)
    assert session.looking in session.state.deciders() and session.deciding is None
    assert window.curtain.title.text().endswith(session.seats[session.looking].name)
    private = [line for line, public, owner in window.private_log.entries
               if owner not in (SPECTATOR, session.looking) and line != public]
    assert not private, "no other seat's private line was shown before the curtain"


@pytest.mark.parametrize("game", SECRET_GAMES)
def test_a_new_hot_seat_game_starts_behind_the_curtain(window, qtbot, game):
    spec = GAMES[game]
    seats, options = _hot_seat(spec)
    session = window.start_game(game, options, seats, seed=4, autostart=False)
    covers = []
    session.hand_over.connect(covers.append)
    # nothing private is on screen from the first frame (the deal is the public view's)
    assert session.looking == SPECTATOR and session.controller.looking == SPECTATOR
    session.start()
    _assert_public_until_lifted(window, qtbot, session)
    assert covers and covers[0] == session.looking
    first = session.looking
    window.curtain.button.click()
    qtbot.waitUntil(lambda: session.deciding == first, timeout=5000)
    assert session.controller.looking == first


@pytest.mark.parametrize("game", ["coup", "faceguess"])
def test_same_setup_again_starts_behind_the_curtain_too(window, qtbot, monkeypatch, game):
    spec = GAMES[game]
    seats, options = _hot_seat(spec)
    session = window.start_game(game, options, seats, seed=9)
    qtbot.waitUntil(window.curtain.isVisible, timeout=10000)
    window.curtain.button.click()
    qtbot.waitUntil(lambda: session.deciding is not None, timeout=5000)
    monkeypatch.setattr(window, "confirm_leaving_game", lambda quitting: True)
    window.same_setup_again()
    again = window.session
    assert again is not session
    _assert_public_until_lifted(window, qtbot, again)


def test_a_single_human_sees_their_own_hand_at_once(window, qtbot):
    spec = GAMES["coup"]
    seats, options = _hot_seat(spec, humans=1)
    session = window.start_game("coup", options, seats, seed=4)
    assert session.looking == 0
    qtbot.waitUntil(lambda: session.deciding is not None or session.state.deciders()[0] != 0,
                    timeout=5000)
    assert not window.curtain.isVisible()
