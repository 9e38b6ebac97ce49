"""The replay viewer (issue 10, "Replay and review"): any kept game and the current one, stepped
by move, turn and round, played at a speed, seen from any seat or with everything open, on the
game's own table controller; every position equals a fresh load of that position."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from facetable.app.replay_window import ReplayWindow
from facetable.app.replays import replay_of_session
from facetable.app.session import GameSession, Seat
from facetable.bots.runner import checked_choice, request_seed
from facetable.engine import SPECTATOR
from facetable.games import GAMES, any_spec, declarations
from facetable.saves.replay import OPEN, Replay
from table_helpers import snapshot


def bot_game(spec, seed: int, players: int | None = None):
    """A whole game between the game's weakest bots, as the app would play it."""
    options = spec.make_options(players)
    state = spec.setup(options, seed)
    while not state.is_over:
        seat = state.deciders()[0]
        legal = state.legal_actions(seat)
        action, _ = checked_choice(spec.make_bot(spec.levels[0]), state.view(seat), legal,
                                   random.Random(request_seed(seed, seat, len(state.history))))
        state.apply(action, seat)
    return options, state


def replay_of(game: str, seed: int = 3, players: int | None = None) -> Replay:
    spec = GAMES[game]
    options, state = bot_game(spec, seed, players)
    names = [f"Seat {s}" for s in range(options.players)]
    return Replay.of(spec, options, seed, state.history, names)


def viewer(qtbot, replay, speed=4.0) -> ReplayWindow:
    window = ReplayWindow(replay, "test", speed=speed)
    qtbot.addWidget(window)
    window.show()
    return window


def settle(qtbot, window) -> None:
    qtbot.waitUntil(lambda: not window.controller.busy, timeout=20000)


def same_table(qtbot, window) -> None:
    other = ReplayWindow(window.replay, "fresh", speed=window.speed)
    qtbot.addWidget(other)
    other.resize(window.size())
    other.show()
    other.table.resize(window.table.size())
    other.seat = window.seat
    other._build(window.position)
    c, d = window.controller, other.controller
    assert (c.width, c.height) == (d.width, d.height)
    mine, theirs = snapshot(c), snapshot(d)
    if mine["picture"] != theirs["picture"]:
        mine["picture"].save("/tmp/replay_mine.png")
        theirs["picture"].save("/tmp/replay_fresh.png")
    assert mine == theirs
    assert window.log.lines()[-len(other.log.lines()):] == other.log.lines() or \
        not other.log.lines()
    other.close()


# --- the replay model ------------------------------------------------------------------------
@pytest.mark.parametrize("game", declarations())
def test_every_game_declares_turn_and_round_events_that_happen(game):
    spec = any_spec(game)
    options, state = bot_game(spec, 5)
    kinds = {e.kind for e in state.start_events}
    replay = Replay.of(spec, options, 5, state.history, ["x"] * options.players)
    for events in replay.steps:
        kinds.update(e.kind for e in events)
    assert set(spec.turn_events) <= kinds and set(spec.round_events) <= kinds
    assert replay.turns[0] == 0 and len(replay.turns) > 3
    assert replay.turns == sorted(set(replay.turns))
    assert bool(replay.rounds) == bool(spec.round_events)
    for p in range(replay.length + 1):
        assert Replay.before(p, replay.turns) < p or p == 0
        assert Replay.after(p, replay.turns, replay.length) > p or p == replay.length


def test_turns_and_rounds_fall_where_the_events_say():
    replay = replay_of("flip7", players=3)
    for p in replay.rounds[1:]:
        assert any(e.kind == "round_start" for e in replay.steps[p - 1])
        assert replay.round_at(p) == replay.round_at(p - 1) + 1
    for p in replay.turns[1:]:
        assert any(e.kind == "turn" for e in replay.steps[p - 1])


def test_a_replay_of_moves_that_do_not_replay_is_refused():
    spec = GAMES["crack"]
    options, state = bot_game(spec, 1)
    moves = list(state.history)
    moves[3], moves[4] = moves[4], moves[3]
    with pytest.raises(Exception):
        Replay.of(spec, options, 1, moves, ["a", "b"])


# --- the viewer ------------------------------------------------------------------------------
@pytest.mark.parametrize("game", list(GAMES))
def test_every_step_equals_a_fresh_load_of_that_position(qtbot, game):
    replay = replay_of(game)
    window = viewer(qtbot, replay)
    rng = random.Random(game)
    assert window.position == 0
    same_table(qtbot, window)
    for _ in range(3):                                  # forward, animated
        window.buttons["forward"].click()
        settle(qtbot, window)
    assert window.position == 3
    same_table(qtbot, window)
    window.buttons["turn"].click()                      # forward a turn, animated
    settle(qtbot, window)
    assert window.position == Replay.after(3, replay.turns, replay.length)
    same_table(qtbot, window)
    for _ in range(4):                                  # jumps anywhere, back and forth
        target = rng.randrange(replay.length + 1)
        window.goto(target)
        settle(qtbot, window)
        assert window.position == target
        same_table(qtbot, window)
    window.goto(replay.length - 2)
    window.buttons["back"].click()
    assert window.position == replay.length - 3
    same_table(qtbot, window)
    window.buttons["turn_back"].click()
    assert window.position == Replay.before(replay.length - 3, replay.turns)
    same_table(qtbot, window)
    window.buttons["end"].click()
    settle(qtbot, window)
    assert window.position == replay.length and window._final_shown
    assert not window.buttons["forward"].isEnabled()
    same_table(qtbot, window)
    window.buttons["start"].click()
    assert window.position == 0 and not window.buttons["back"].isEnabled()
    same_table(qtbot, window)
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_every_seat_and_everything_open(qtbot, game):
    replay = replay_of(game)
    window = viewer(qtbot, replay)
    assert [window.seat_box.itemData(i) for i in range(window.seat_box.count())] == \
        [*range(replay.options.players), OPEN]
    window.goto(replay.length // 2)
    for index in range(window.seat_box.count()):
        window.seat_box.setCurrentIndex(index)
        seat = window.seat_box.itemData(index)
        assert window.seat == seat and window.position == replay.length // 2
        assert window.controller.looking == (SPECTATOR if seat == OPEN else seat)
        same_table(qtbot, window)
    window.close()


def test_rounds_step_by_round_and_a_game_without_rounds_says_so(qtbot):
    replay = replay_of("flip7", players=3)
    window = viewer(qtbot, replay)
    window.buttons["round"].click()
    settle(qtbot, window)
    assert window.position == replay.rounds[1]
    assert "Round 2" in window.where.text()
    window.goto(replay.rounds[1] + 2)
    window.buttons["round_back"].click()
    assert window.position == replay.rounds[1]
    window.close()
    window = viewer(qtbot, replay_of("coup"))
    window.goto(5)
    assert not window.buttons["round"].isEnabled()
    assert "no rounds" in window.buttons["round"].toolTip()
    window.close()


def test_play_moves_on_by_itself_and_pauses(qtbot):
    window = viewer(qtbot, replay_of("crack"), speed=4.0)
    window.buttons["play"].click()
    assert window.playing and window.buttons["play"].text() == "Pause"
    qtbot.waitUntil(lambda: window.position >= 4, timeout=30000)
    window.buttons["play"].click()
    settle(qtbot, window)
    stopped = window.position
    qtbot.wait(300)
    assert window.position == stopped and not window.playing
    window.speed_box.setCurrentIndex(0)
    assert window.speed == 0.5 and window.controller.animator.speed == 0.5
    window.close()


def test_keys_step_and_follow_the_reading_direction(qtbot):
    window = viewer(qtbot, replay_of("coup"))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    settle(qtbot, window)
    assert window.position == 1
    qtbot.keyClick(window, Qt.Key.Key_End)
    assert window.position == window.replay.length
    qtbot.keyClick(window, Qt.Key.Key_Home)
    assert window.position == 0
    window.setLayoutDirection(Qt.LayoutDirection.RightToLeft)    # Left goes forward
    qtbot.keyClick(window, Qt.Key.Key_Left)
    settle(qtbot, window)
    assert window.position == 1
    qtbot.keyClick(window, Qt.Key.Key_Right)
    assert window.position == 0
    window.close()


def test_at_the_end_every_hidden_card_is_shown(qtbot):
    """Post-game reveal: from a seat's own view, the end of a finished game shows every
    card or tile face up (Crack: the winner's hidden tiles too)."""
    for game in [g for g, spec in GAMES.items() if spec.hidden_info]:
        replay = replay_of(game)
        window = viewer(qtbot, replay)
        window.goto(replay.length)
        settle(qtbot, window)
        faces = [item.flip for item in window.controller.cards.values() if item.isVisible()]
        assert faces and all(f > 0.99 for f in faces), (game, faces)
        window.close()


# --- the current game ------------------------------------------------------------------------
def _session(game, humans, seed=4):
    spec = GAMES[game]
    n = spec.default_players
    seats = [Seat(f"P{s}", s < humans, spec.levels[0]) for s in range(n)]
    session = GameSession(game, spec.make_options(n), seats, seed, bot_pause_ms=0)
    session.controller.set_speed(0)
    return session


def test_the_current_game_shows_only_what_its_human_may_see(qtbot):
    session = _session("crack", humans=1)
    session.start(auto=False)
    rng = random.Random(1)
    while len(session.state.history) < 12:
        seat = session.state.deciders()[0]
        session.state.apply(rng.choice(session.state.legal_actions(seat)), seat)
    replay = replay_of_session(session)
    assert replay.views == (0,)
    window = viewer(qtbot, replay)
    assert window.seat_box.count() == 1
    window.goto(replay.length)
    assert not window._final_shown
    given = replay.events(0, replay.length, 0, opening=True)
    assert given == [e.seen_by(0) for e in replay.events(0, replay.length, OPEN, opening=True)]
    window.close()
    session.close()
    hot = _session("crack", humans=2)
    assert replay_of_session(hot).views == (SPECTATOR,)           # hot-seat with secrets
    assert replay_of_session(_session("flip7", humans=2)).views[-1] == OPEN   # no secrets
    hot.close()


def test_coup_at_the_end_says_which_claims_were_bluffs(qtbot):
    replay = replay_of("coup")
    window = viewer(qtbot, replay)
    window.goto(replay.length)
    settle(qtbot, window)
    lines = window.history.lines()
    assert window.history.isVisibleTo(window) and "After the game: every claim" in lines
    assert any("bluff" in line or "true" in line for line in lines)
    window.goto(3)
    assert "After the game: every claim" not in window.history.lines()
    window.close()
    window = viewer(qtbot, replay_of("flip7"))
    assert not window.history.isVisibleTo(window)              # Flip 7 has no history panel
    window.close()


@pytest.mark.parametrize("game", list(GAMES))
def test_a_table_shown_at_once_is_the_table_played_step_by_step(qtbot, game):
    """``play_at_once`` (one layout at the end, used to rebuild a table) ends exactly where
    playing the same events step by step, instantly, does: from every view, at many points."""
    replay = replay_of(game, seed=9)
    rng = random.Random(game)
    for seat in replay.views:
        for position in sorted(rng.sample(range(replay.length + 1), 3)):
            tables = []
            for at_once in (False, True):
                window = viewer(qtbot, replay)
                window.seat = seat
                window._build(0)
                c = window.controller
                c.set_speed(0)
                events = replay.events(0, position, seat)
                if at_once:
                    c.play_at_once(events)
                else:
                    c.play(events)
                tables.append((snapshot(c), window.log.lines()))
                window.close()
            assert tables[0] == tables[1], (game, seat, position)


def test_the_window_fits_the_screen_closes_on_esc_and_names_its_panels(qtbot):
    """Issue 22: within the screen's available area (the offscreen screen is smaller than the
    window's usual size), Esc closes it, and its side panels have titles."""
    window = viewer(qtbot, replay_of("crack"))
    qtbot.waitExposed(window)
    area = window.screen().availableGeometry()
    assert area.contains(window.frameGeometry()), (area, window.frameGeometry())
    titles = [label.text() for label in window.findChildren(QLabel, "panel_title")]
    assert sorted(titles) == ["History", "Log"]
    assert window.log.accessibleName() == "Log"
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)
    with qtbot.waitSignal(window.destroyed, timeout=3000):
        qtbot.keyClick(window, Qt.Key.Key_Escape)


@pytest.fixture
def back_to_english(qapp):
    font, direction = qapp.font(), qapp.layoutDirection()
    yield
    from facetable.app.i18n import install_language
    install_language(qapp, "en", digits="native")
    qapp.setFont(font)
    qapp.setLayoutDirection(direction)


def test_the_window_follows_a_live_language_switch(qtbot, back_to_english):
    """Issue 22: the title, panel titles, buttons, speeds, the list of views, the position line,
    the table and the log's lines, already written ones too, are written again in the language
    switched to, as a window opened in that language writes them."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from facetable.app.i18n import install_language
    from facetable.table.numbers import number
    app = QApplication.instance()
    translate = QCoreApplication.translate
    window = ReplayWindow(replay_of("crack"), lambda: translate("Replays", "Game"), speed=0)
    qtbot.addWidget(window)
    window.show()
    window.goto(6)
    english_log = window.log.lines()
    assert english_log and window.windowTitle() == "Replay: Game"
    install_language(app, "fa")
    qtbot.waitUntil(lambda: window.buttons["end"].text() != "End")

    def words(w: ReplayWindow) -> dict:
        return {"title": w.windowTitle(),
                "panels": sorted(label.text() for label in w.findChildren(QLabel,
                                                                          "panel_title")),
                "buttons": {k: (b.text(), b.toolTip()) for k, b in w.buttons.items()},
                "speeds": [w.speed_box.itemText(i) for i in range(w.speed_box.count())],
                "views": [w.seat_box.itemText(i) for i in range(w.seat_box.count())],
                "where": w.where.text(), "log": w.log.lines(),
                "history": w.history.lines()}
    switched = words(window)
    assert switched["title"] == translate("Replay", "Replay: %1").replace(
        "%1", translate("Replays", "Game")) != "Replay: Game"
    assert number(6) in switched["where"] and "6" not in switched["where"]
    assert switched["log"] != english_log and len(switched["log"]) == len(english_log)
    fresh = ReplayWindow(window.replay, lambda: translate("Replays", "Game"), speed=0)
    qtbot.addWidget(fresh)
    fresh.show()
    fresh.goto(6)
    assert switched == words(fresh)
    assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert window.controller.rtl
    fresh.close()
    window.close()
