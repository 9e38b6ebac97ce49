"""Big Coup tables (issue 22): with "Others' claims that do not concern me" set, a reaction
window passes by itself (Allow) unless the player holds a card that blocks, the claim is their
own or aimed at them, or (the third choice) it is a challenge; through the session, as played."""
import pytest

from facetable.app.session import Seat
from facetable.app.settings import Settings
from facetable.engine.coup import Options
from facetable.engine.coup import actions as A

SEATS = [Seat("Me", True)] + [Seat(f"Bot {i}", False, "random") for i in range(1, 7)]


def _play(window, qtbot, mode, moves=120, seed=11):
    """Play a 7-player game with the human answering Allow (or a first legal move) until
    ``moves`` moves; returns what the human was asked and the session."""
    window.set_confirm(False)
    window.set_quiet_reactions(mode)
    session = window.start_game("coup", Options(players=7), list(SEATS), seed=seed)
    asked = []

    def answer(seat, legal):
        asked.append((session.state.view(seat), list(legal)))
        choice = A.allow() if A.allow() in legal else (
            A.income() if A.income() in legal else legal[0])
        session.submit(choice)
    session.human_turn.connect(answer)
    qtbot.waitUntil(lambda: session.state.is_over or len(session.state.history) >= moves,
                    timeout=60000)
    return session, asked


def _reactions(asked):
    return [(view, legal) for view, legal in asked if A.allow() in legal]


def _concerns_me(view) -> bool:
    return view.seat in (view.actor, view.pending.target)


def _can_block(view, legal) -> bool:
    held = {view.role_of(c) for c in view.hand}
    return any(a.kind == "block" and a.value in held for a in legal)


def test_the_setting_is_remembered():
    assert Settings().quiet_reactions == "off"
    assert Settings(quiet_reactions="unless_able").quiet_reactions == "unless_able"
    with pytest.raises(ValueError):
        Settings(quiet_reactions="never")


def test_without_the_setting_every_window_is_asked(window, qtbot):
    session, asked = _play(window, qtbot, "off")
    idle = [1 for view, legal in _reactions(asked)
            if not _concerns_me(view) and not _can_block(view, legal)]
    assert len(idle) >= 5, "a 7-player table asks about claims that do not concern me"


def test_reactions_pass_unless_i_can_block_or_am_concerned(window, qtbot):  # CP-9
    session, asked = _play(window, qtbot, "unless_able")
    for view, legal in _reactions(asked):
        assert _concerns_me(view) or _can_block(view, legal), (view.phase, legal)
    mine = [m.action for m in session.state.history if m.seat == 0]
    passed = sum(1 for a in mine if a == A.allow())
    assert passed > len(_reactions(asked)), "windows were let pass without asking"


def test_challenges_can_still_be_asked(window, qtbot):
    session, asked = _play(window, qtbot, "ask_challenges")
    kinds = [{a.kind for a in legal} for view, legal in _reactions(asked)
             if not _concerns_me(view) and not _can_block(view, legal)]
    assert kinds and all("challenge" in k for k in kinds)


def test_hot_seat_asks_every_human_whatever_they_hold(window, qtbot):
    """A curtain that did not come would tell the others what a human does not hold."""
    window.set_quiet_reactions("unless_able")
    session = window.start_game("coup", Options(players=3),
                                [Seat("A", True), Seat("B", True), Seat("C", False)], seed=2,
                                autostart=False)
    assert session.quiet_reactions == "unless_able"
    legal = [A.challenge(), A.allow()]
    assert session._quiet_answer(1, legal) is None
