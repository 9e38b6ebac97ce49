"""The coach through the window (issue 23): from the game-over screen and from a kept game, the
review runs in a process of its own with progress and Stop, names the costliest decisions in
the game's own words, and opens the replay at each one."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton

from facetable.app import coach_window
from facetable.app.coach_window import CoachWindow, percent
from facetable.app.i18n import install_language
from facetable.app.replay_window import ReplayWindow
from facetable.coach.sample import bot_game
from facetable.games import GAMES
from facetable.saves.model import SeatRecord
from facetable.saves.store import SaveStore, load_save
from window_helpers import open_window


def keep_game(tmp_path, game: str, seed: int = 11, humans=(0,), stop: int | None = None):
    """A bot-played game kept in a store as if seats ``humans`` had played it."""
    spec = GAMES[game]
    players = max(spec.player_range[0], min(3, spec.player_range[1]))
    start, moves = bot_game(spec, players, seed, level="normal")
    store = SaveStore(tmp_path)
    seats = [SeatRecord(name=n, human=i in humans) for i, n in
             enumerate(["Ana", "Bảo", "Cyrus"][:players])]
    recorder = store.begin(game, start.options, seats, start.seed)
    state = start.clone()
    for seat, action in moves[:stop]:
        state.apply(action, seat)
        recorder.record(state)
    if stop is not None:
        store.set_aside_current()
    return store, store.archived()[-1]


def coaches(window) -> list[CoachWindow]:
    return [w for w in QApplication.topLevelWidgets()
            if isinstance(w, CoachWindow) and w.isVisible()]


@pytest.fixture
def short_budget(monkeypatch):
    monkeypatch.setattr(coach_window, "BUDGET_S", 3.0)


def test_a_kept_game_is_reviewed_and_each_costly_decision_opens_in_the_replay(
        qtbot, tmp_path, short_budget):
    store, path = keep_game(tmp_path, "coup")
    window = open_window(qtbot, None, store)
    coach = window.files.review_loaded(load_save(path))
    assert coach is not None and coach.isVisible()
    seen = []
    coach.run.progress.connect(lambda d, t: seen.append((d, t)))
    with qtbot.waitSignal(coach.run.finished, timeout=120_000):
        pass
    review = coach.review
    assert seen and seen[-1][0] <= seen[-1][1]
    assert review["seats"] == [0] and all(d["seat"] == 0 for d in review["decisions"])
    buttons = [b for b in coach.findChildren(QPushButton) if b.objectName().startswith("show_")]
    assert len(buttons) == len(review["costliest"]) <= 3
    text = coach.status.text()
    assert "decision" in text
    if buttons:
        move = review["costliest"][0]
        buttons[0].click()
        viewer = window.files.viewers[-1]
        assert isinstance(viewer, ReplayWindow)
        assert viewer.position == move and viewer.seat == 0
    coach.close()
    assert not coach.run.process.is_alive()
    window.close()


def test_stop_keeps_what_was_judged_and_says_it_stopped_early(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(coach_window, "BUDGET_S", None)      # only Stop can end it early
    store, path = keep_game(tmp_path, "goodface", seed=3)
    window = open_window(qtbot, None, store)
    coach = window.files.review_loaded(load_save(path))
    with qtbot.waitSignal(coach.run.progress, timeout=60_000):
        pass
    coach.stop_button.click()
    with qtbot.waitSignal(coach.run.finished, timeout=120_000):
        pass
    assert coach.review["complete"] is False
    assert "Stopped early" in coach.status.text()
    coach.close()
    window.close()


def test_closing_the_window_ends_the_review_at_once(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(coach_window, "BUDGET_S", None)
    store, path = keep_game(tmp_path, "flip7", seed=2)
    window = open_window(qtbot, None, store)
    coach = window.files.review_loaded(load_save(path))
    process = coach.run.process
    with qtbot.waitSignal(coach.run.progress, timeout=60_000):
        pass
    coach.close()
    assert not process.is_alive()
    window.close()


def test_a_game_still_going_on_or_without_players_is_not_reviewed(qtbot, tmp_path, monkeypatch):
    said = []
    store, unfinished = keep_game(tmp_path / "a", "faceguess", stop=3)
    window = open_window(qtbot, None, store)
    monkeypatch.setattr(window.files, "_say", said.append)
    assert window.files.review_loaded(load_save(unfinished)) is None
    _, bots_only = keep_game(tmp_path / "b", "faceguess", humans=())
    assert window.files.review_loaded(load_save(bots_only)) is None
    assert said == ["A game is reviewed once it is over.",
                    "Only bots played this game: there is no player's decision to review."]
    assert not coaches(window)
    window.close()


def test_the_game_over_screen_offers_the_review_with_a_key(qtbot, tmp_path, short_budget):
    store, path = keep_game(tmp_path, "faceguess")
    window = open_window(qtbot, None, store)
    window.resume(load_save(path))
    qtbot.waitUntil(window.game_over.isVisible, timeout=60_000)
    button = window.game_over.button("review")
    assert button.isVisible() and "(V)" in button.text()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    qtbot.keyClick(window, Qt.Key.Key_V)
    (coach,) = window.files.coaches
    with qtbot.waitSignal(coach.run.finished, timeout=120_000):
        pass
    assert coach.review["seats"] == [0]
    coach.close()
    window.close()


@pytest.mark.parametrize("lang", ["vi", "fa"])
def test_the_review_speaks_the_players_language(qtbot, tmp_path, short_budget, lang):
    app = QApplication.instance()
    install_language(app, lang)
    try:
        store, path = keep_game(tmp_path, "faceguess")
        window = open_window(qtbot, None, store)
        coach = window.files.review_loaded(load_save(path))
        with qtbot.waitSignal(coach.run.finished, timeout=120_000):
            pass
        english = ("decision", "Review", "Stop", "Close", "played out")
        shown = [coach.windowTitle(), coach.intro.text(), coach.status.text(),
                 coach.close_button.text()]
        assert not any(word in text for word in english for text in shown), shown
        assert percent(0.5) != "50%" if lang == "fa" else percent(0.5) == "50%"
        coach.close()
        window.close()
    finally:
        install_language(app, "en")
