"""The app saves every game as it is played and offers to continue it (issue "Nothing lost").

In-process GUI tests (offscreen, instant animations); the kill -9 and signal tests run a real
app process (tests/test_kill.py).
"""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QMessageBox

from facetable.app.main import main
from facetable.app.main_window import MainWindow
from facetable.app.session import Seat
from facetable.app.settings import Settings, load_settings
from facetable.engine import SPECTATOR
from facetable.games import GAMES
from facetable.saves import Loaded, SaveStore
from facetable.saves.store import load_save
from saves_helpers import play
from window_helpers import open_window


def make_window(qtbot, store, settings=None, **kwargs) -> MainWindow:
    return open_window(qtbot, settings, store, use_worker=kwargs.pop("use_worker", True),
                       **kwargs)


def bots(n: int) -> list[Seat]:
    return [Seat(f"Bot {s}", False, "easy") for s in range(n)]


@pytest.mark.parametrize("game", list(GAMES))
def test_every_action_is_saved_before_the_next_and_the_finished_game_is_kept(qtbot, tmp_path,
                                                                             game):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    spec = GAMES[game]
    seen = []
    write = store.write_current

    def checked(save):
        write(save)
        # the session saves right after applying: the file holds exactly the history so far
        seen.append(len(save.moves) == len(window.session.state.history))
    store.write_current = checked
    window.start_game(game, spec.make_options(), bots(spec.default_players), seed=3)
    qtbot.waitUntil(lambda: window.session.state.is_over, timeout=60000)
    assert seen and all(seen)
    [kept] = store.archived(game)
    assert load_save(kept).moves == window.session.state.history
    assert not store.current_path.exists()
    window.close()


def test_resume_replays_the_table_and_plays_on_to_the_same_end(qtbot, tmp_path):
    """Stopping a bot-only game and resuming it ends as the uninterrupted game would (the bots'
    random sources come from the seed and the move number)."""
    spec = GAMES["flip7"]
    options = spec.make_options(3)
    whole = make_window(qtbot, None)
    whole.start_game("flip7", options, bots(3), seed=8)
    qtbot.waitUntil(lambda: whole.session.state.is_over, timeout=60000)
    expected = list(whole.session.state.history)

    store = SaveStore(tmp_path)
    first = make_window(qtbot, store)
    first.start_game("flip7", options, bots(3), seed=8)
    qtbot.waitUntil(lambda: len(first.session.state.history) >= 30, timeout=60000)
    first.close()                                   # mid-game
    saved = load_save(store.current_path)
    assert 30 <= len(saved.moves) < len(expected)

    second = make_window(qtbot, store)
    second.welcome(resume=True)
    session = second.session
    assert session.state.history[:len(saved.moves)] == saved.moves
    assert any("resumed after" in line for line in second.log._lines)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=60000)
    assert session.state.history == expected
    [kept] = store.archived("flip7")
    assert load_save(kept).save.id == saved.save.id       # the same game, finished
    second.close()


def test_a_resumed_game_is_not_read_aloud_move_by_move(qtbot, tmp_path, monkeypatch):
    """With a screen reader listening, Continue says that the game was resumed, not every line
    of the log it fills again (as after an undo); the game's own next lines are said again."""
    from facetable.app import access
    spec = GAMES["flip7"]
    store = SaveStore(tmp_path)
    _, state = play(spec, store, seed=5, players=3, humans=0, stop=20)
    assert not state.is_over
    said = []
    monkeypatch.setattr(access, "send", lambda event: said.append(event.message()))
    monkeypatch.setattr(access, "listening", lambda: True)
    window = make_window(qtbot, store)
    window.bot_pause_ms = 0
    window.welcome(resume=True)
    session = window.session
    assert session.state.history == state.history
    assert len(window.log.lines()) > 20                 # the log was filled again
    assert len(said) == 1 and "resumed after 20 moves" in said[0]
    qtbot.waitUntil(lambda: len(said) >= 3, timeout=20000)   # the bots play on, heard
    assert len(session.state.history) > 20
    window.close()


def test_the_welcome_screen_offers_to_continue_and_a_new_game_keeps_the_old_one(
        qtbot, tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    play(GAMES["crack"], store, seed=4, stop=6)
    window = make_window(qtbot, store)
    window.welcome()
    screen = window.welcome_screen
    assert window.on_welcome_screen() and window.session is None
    assert screen.continue_button.isVisible()
    assert "Crack the Code" in screen.saved.text() and "6 moves" in screen.saved.text()
    qtbot.mouseClick(screen.continue_button, Qt.MouseButton.LeftButton)
    assert len(window.session.state.history) == 6
    assert not window.on_welcome_screen()
    window.end_game()

    opened = []
    monkeypatch.setattr(window, "new_game_dialog", lambda game=None: opened.append(game))
    window.welcome()
    assert screen.continue_button.isVisible()
    qtbot.mouseClick(screen.new_button, Qt.MouseButton.LeftButton)
    assert opened == [None] and window.session is None
    assert store.current_path.exists()            # kept until a new game really starts
    window.start_game("coup", GAMES["coup"].make_options(2), bots(2), seed=1, autostart=False)
    [kept] = store.archived("crack")
    assert len(load_save(kept).moves) == 6
    window.close()


def test_a_bad_save_at_start_is_one_line_and_the_app_goes_on(qtbot, tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    store.current_path.write_bytes(b'{"format": "facetable-save", "schema_version": 9}')
    window = make_window(qtbot, store)
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning",
                        lambda parent, title, text: warnings.append(text))
    window.welcome()
    assert len(warnings) == 1 and "\n" not in warnings[0]
    assert "newer FaceTable" in warnings[0] and "aside" in warnings[0]
    assert not store.current_path.exists()
    assert window.on_welcome_screen()
    assert not window.welcome_screen.continue_button.isVisible()
    window.close()


def test_a_hot_seat_game_with_secrets_resumes_behind_the_curtain(qtbot, tmp_path):
    spec = GAMES["crack"]
    store = SaveStore(tmp_path)
    recorder, state = play(spec, store, seed=2, players=2, humans=2, stop=5)
    window = make_window(qtbot, store)
    window.welcome(resume=True)
    session = window.session
    assert isinstance(store.load_current(), Loaded)
    qtbot.waitUntil(lambda: window.curtain.isVisible(), timeout=5000)
    decider = session.state.deciders()[0]
    assert session.curtain_up and window.curtain.title.text().endswith(f"Seat {decider}")
    assert session.deciding is None                 # nobody is offered anything yet
    window.curtain.button.click()
    qtbot.waitUntil(lambda: session.deciding == decider, timeout=5000)
    window.close()


def test_the_log_replayed_on_resume_is_the_spectators_in_hot_seat(qtbot, tmp_path):
    """No seat's secrets reach the log when a hot-seat game is replayed at start."""
    spec = GAMES["crack"]
    store = SaveStore(tmp_path)
    play(spec, store, seed=6, players=3, humans=3, stop=9)
    window = make_window(qtbot, store)
    window.welcome(resume=True)
    entries = window.private_log.entries
    assert len(entries) > 5
    assert all(private_to == SPECTATOR for _, _, private_to in entries)
    window.close()


def test_a_save_that_fails_is_said_once_and_the_game_goes_on(qtbot, tmp_path):
    store = SaveStore(tmp_path)
    window = make_window(qtbot, store)
    problems = []

    def full(save):
        raise OSError(28, "No space left on device")
    store.write_current = full
    session = window.start_game("coup", GAMES["coup"].make_options(3), bots(3), seed=5)
    session.problem.connect(problems.append)
    qtbot.waitUntil(lambda: session.state.is_over, timeout=60000)
    assert len([p for p in problems if "could not be saved" in p]) <= 1
    window.close()


def test_settings_are_saved_when_changed(qtbot, tmp_path):
    from facetable.app.settings import save_settings
    settings = Settings()
    path = tmp_path / "settings.json"
    window = make_window(qtbot, None, settings,
                         on_settings_changed=lambda: save_settings(settings, path))
    window.set_speed(2.0)
    assert load_settings(path).animation_speed == 2.0
    window.set_bot_pause(1200)
    window.set_countdown(20)
    window.set_confirm(False)
    saved = load_settings(path)
    assert (saved.bot_pause_ms, saved.reaction_countdown_s, saved.confirm_irreversible) == \
        (1200, 20, False)
    window.close()


# --- the command line ----------------------------------------------------------------------------
def test_demo_with_a_data_dir_saves_like_a_played_game_and_resume_pictures_it(tmp_path, capsys):
    data = tmp_path / "data"
    first = tmp_path / "demo.png"
    assert main(["--demo", "crack", "--seed", "3", "--steps", "12", "--data-dir", str(data),
                 "--size", "1024x640", "--screenshot", str(first)]) == 0
    loaded = load_save(data / "current.json")
    assert len(loaded.moves) == 12 and loaded.save.game == "crack"
    again = tmp_path / "again.png"
    assert main(["--data-dir", str(data), "--resume", "--steps", "0", "--size", "1024x640",
                 "--screenshot", str(again)]) == 0
    assert QImage(str(first)) == QImage(str(again))        # the same table, replayed
    assert main(["--data-dir", str(data), "--resume", "--steps", "5", "--screenshot",
                 str(again)]) == 0
    assert len(load_save(data / "current.json").moves) == 17
    assert not (tmp_path / "settings.json").exists()


def test_resume_with_nothing_to_resume_is_one_line_and_status_1(tmp_path, capfd):
    assert main(["--data-dir", str(tmp_path), "--resume", "--screenshot",
                 str(tmp_path / "x.png")]) == 1
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "no unfinished game" in lines[0]
    (tmp_path / "current.json").write_text("[]", encoding="utf-8")
    assert main(["--data-dir", str(tmp_path), "--resume", "--screenshot",
                 str(tmp_path / "x.png")]) == 1
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "not a FaceTable file" in lines[0]
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("argv, words", [
    (["--resume", "--demo", "flip7", "--screenshot", "X.png"], ["--resume", "--demo"]),
    (["--resume", "--steps", "3"], ["--steps", "--screenshot"]),
    (["--resume", "--players", "3"], ["--players", "--demo"]),
    (["--resume", "--seed", "3"], ["--seed", "--demo"]),
    (["--steps", "3"], ["--steps", "--demo", "--resume"]),
    (["--data-dir", "FILE"], ["--data-dir", "is a file"]),
    (["--data-dir", "NO/WHERE"], ["--data-dir", "does not exist"]),
])
def test_resume_and_data_dir_arguments_are_checked(tmp_path, capfd, argv, words):
    (tmp_path / "FILE").write_text("x", encoding="utf-8")
    before = sorted(tmp_path.iterdir())
    argv = [str(tmp_path / a) if a in ("X.png", "FILE", "NO/WHERE") else a for a in argv]
    assert main(argv) == 2
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and all(w in lines[0] for w in words), lines
    assert sorted(tmp_path.iterdir()) == before


def test_the_save_file_is_plain_json_a_person_can_read(tmp_path):
    store = SaveStore(tmp_path)
    play(GAMES["flip7"], store, seed=1, stop=3)
    data = json.loads(store.current_path.read_text(encoding="utf-8"))
    assert set(data) >= {"format", "schema_version", "game", "options", "seed", "seats",
                         "moves", "practice", "check"}
    assert data["seats"][0] == {"name": "Seat 0", "human": True, "level": "hard",
                                "style": None}
