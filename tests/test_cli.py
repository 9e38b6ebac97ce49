"""The command line: every bad argument is one line on stderr, exit status 2, and nothing written.

Most checks call ``facetable.app.main.main`` in this process (``capfd`` also sees what Qt prints
at the C level); two run ``python -m facetable`` end to end.
"""
import os
import subprocess
import sys

import pytest

from facetable.app.main import main
from facetable.games import game_spec


@pytest.fixture
def home(tmp_path, monkeypatch):
    """An empty folder that holds the config directory too: nothing may appear in it."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    return tmp_path


def refused(capfd, home, argv: list[str], *words: str) -> str:
    """Run ``main(argv)``: exit status 2, one line on stderr naming ``words``, nothing written."""
    assert main(argv) == 2
    err = capfd.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("facetable: ")
    for word in words:
        assert word in lines[0]
    assert list(home.iterdir()) == [], "a refused command wrote something"
    return lines[0]


def demo(home, *more: str) -> list[str]:
    return ["--demo", "flip7", "--steps", "3", "--screenshot", str(home / "out.png"), *more]


@pytest.mark.parametrize("players", ["99", "0", "1", "-3"])
def test_players_outside_the_games_range_names_the_range(capfd, home, players):
    low, high = game_spec("flip7").player_range
    refused(capfd, home, demo(home, "--players", players), "--players", f"from {low} to {high}",
            players)


def test_players_checked_against_each_games_own_range(capfd, home):
    low, high = game_spec("crack").player_range
    assert high < 8
    line = refused(capfd, home, ["--demo", "crack", "--players", "8",
                                 "--screenshot", str(home / "c.png")], "--players")
    assert f"from {low} to {high}" in line


@pytest.mark.parametrize("size", ["0x0", "1023x640", "1024x639", "100000x100000", "10001x800",
                                  "-1280x800"])
def test_size_outside_the_window_limits(capfd, home, size):
    refused(capfd, home, demo(home, f"--size={size}"), "--size", "1024x640", "10000x10000")


@pytest.mark.parametrize("size", ["big", "1280", "1280x800x2", "axb"])
def test_size_that_is_not_w_x_h(capfd, home, size):
    refused(capfd, home, demo(home, "--size", size), "--size", "1280x800")


def test_size_is_checked_without_demo_too(capfd, home):
    refused(capfd, home, ["--size", "0x0"], "--size")


def test_negative_steps(capfd, home):
    refused(capfd, home, demo(home, "--steps", "-5"), "--steps", "-5")


@pytest.mark.parametrize("seat", ["4", "-1", "99"])
def test_seat_outside_the_table(capfd, home, seat):
    refused(capfd, home, demo(home, "--players", "4", "--seat", seat), "--seat", "from 0 to 3")


def test_unknown_game(capfd, home):
    refused(capfd, home, ["--demo", "chess", "--screenshot", str(home / "x.png")],
            "--demo", "flip7", "crack", "'chess'")


@pytest.mark.parametrize("extra", [[], ["--demo", "flip7", "--screenshot", "X"]])
def test_unknown_language(capfd, home, extra):
    argv = [a if a != "X" else str(home / "x.png") for a in extra]
    refused(capfd, home, [*argv, "--lang", "xx"], "--lang", "en", "'xx'")


def test_screenshot_into_a_missing_folder(capfd, home):
    refused(capfd, home, ["--demo", "flip7", "--screenshot", str(home / "no" / "out.png")],
            "--screenshot", "does not exist")


def test_screenshot_that_is_a_folder_or_not_a_picture(capfd, home):
    (home / "pics").mkdir()
    assert main(["--demo", "flip7", "--screenshot", str(home / "pics")]) == 2
    assert len(capfd.readouterr().err.splitlines()) == 1
    assert list((home / "pics").iterdir()) == []
    (home / "pics").rmdir()
    refused(capfd, home, ["--demo", "flip7", "--screenshot", str(home / "out.txt")], ".png")


def test_demo_needs_a_screenshot(capfd, home):
    refused(capfd, home, ["--demo", "flip7"], "--screenshot")


@pytest.mark.parametrize("option", [["--players", "3"], ["--seat", "0"], ["--steps", "2"],
                                    ["--seed", "5"], ["--screenshot", "x.png"]])
def test_demo_options_without_demo(capfd, home, option):
    refused(capfd, home, option, option[0], "--demo")


@pytest.mark.parametrize("argv", [["--steps", "many"], ["--seed", "x"], ["--bogus"],
                                  ["--players"]])
def test_argparse_errors_are_one_line_too(capfd, home, argv):
    refused(capfd, home, ["--demo", "flip7", "--screenshot", str(home / "x.png"), *argv])


def test_a_bot_that_raises_is_replaced_and_said_once(capfd, tmp_path, monkeypatch):
    """The demo goes through the session's checked_choice/fallback path: a failing bot never
    ends the demo; its failure is one warning line and the picture is still written."""
    from facetable.bots.flip7 import HardBot

    def broken(self, view, legal, rng):
        raise RuntimeError("the bot is broken")
    monkeypatch.setattr(HardBot, "choose", broken)
    out = tmp_path / "out.png"
    assert main(["--demo", "flip7", "--steps", "12", "--screenshot", str(out)]) == 0
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "warning" in lines[0] and "the bot is broken" in lines[0]
    assert out.is_file()


def test_a_bot_that_cannot_be_made_is_replaced_too(capfd, tmp_path, monkeypatch):
    from facetable.games import BotLevel

    def no_bot():
        raise RuntimeError("cannot make the bot")
    spec = game_spec("flip7")
    monkeypatch.setitem(spec.bots, "hard", BotLevel(no_bot, "broken"))
    out = tmp_path / "out.png"
    assert main(["--demo", "flip7", "--steps", "6", "--screenshot", str(out)]) == 0
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "cannot make the bot" in lines[0]
    assert out.is_file()


def test_any_other_failure_in_the_demo_is_one_line_and_status_1(capfd, tmp_path, monkeypatch):
    from facetable.app.main_window import MainWindow

    def boom(self, *args, **kwargs):
        raise KeyError("no such table")
    monkeypatch.setattr(MainWindow, "start_game", boom)
    out = tmp_path / "out.png"
    assert main(["--demo", "flip7", "--screenshot", str(out)]) == 1
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith("facetable: the demo failed: KeyError") and "no such table" in lines[0]
    assert not out.exists()


def test_a_picture_that_cannot_be_written_is_status_1(capfd, tmp_path, monkeypatch):
    from pathlib import Path

    def full(self, data):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(Path, "write_bytes", full)
    assert main(["--demo", "flip7", "--steps", "0", "--screenshot",
                 str(tmp_path / "out.png")]) == 1
    lines = capfd.readouterr().err.splitlines()
    assert len(lines) == 1 and "could not write" in lines[0]


def run(*argv: str, home) -> subprocess.CompletedProcess:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home / "config"))
    return subprocess.run([sys.executable, "-m", "facetable", *argv], capture_output=True,
                          text=True, env=env, timeout=120)


def test_end_to_end_a_bad_size_prints_one_line_and_nothing_else(home):
    """The whole process: no usage text, no Qt warnings, no settings file, no picture."""
    done = run("--demo", "flip7", "--size", "100000x100000", "--screenshot",
               str(home / "out.png"), home=home)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr.splitlines() == [
        "facetable: --size must be from 1024x640 to 10000x10000, not 100000x100000"]
    assert list(home.iterdir()) == []


def test_end_to_end_bad_players_without_a_display(home):
    done = run("--players", "99", home=home)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.splitlines() == ["facetable: --players works only with --demo GAME"]
    done = run("--demo", "crack", "--players", "99", "--screenshot", str(home / "x.png"),
               home=home)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1
    assert "--players must be from 2 to 4" in done.stderr
    assert list(home.iterdir()) == []


def test_data_dir_holds_the_card_cache_too(home):
    """--data-dir puts every file of ours in one folder (a portable copy), the card pictures
    the table draws included; the user's cache stays as it was."""
    cache_home = home / "cache-home"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(cache_home))
    done = subprocess.run([sys.executable, "-m", "facetable", "--demo", "flip7", "--steps", "0",
                           "--data-dir", str(home / "data"), "--screenshot", str(home / "out.png")],
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert any((home / "data" / "cache" / "cards" / "flip7").glob("back.*.card"))
    assert not cache_home.exists()


# --- names the system refuses, an empty folder name, seeds a save cannot hold (issue 26) -----

LONG = "n" * 300             # one name over the 255 bytes a file name may have (the last
                             # case below: a path over the system's 4096 bytes)


@pytest.mark.parametrize("name", [LONG, f"{LONG}/sub", "/".join(["d" * 200] * 25)])
def test_data_dir_with_a_name_over_255_bytes(capfd, home, name):
    line = refused(capfd, home, ["--data-dir", str(home / name)], "--data-dir",
                   "File name too long")
    assert len(line) < 200, "the name is cut short, not printed whole"


@pytest.mark.parametrize("extra", [["--demo", "flip7"], ["--resume"]])
def test_screenshot_with_a_name_over_255_bytes(capfd, home, extra):
    refused(capfd, home, [*extra, "--screenshot", str(home / f"{LONG}.png")], "--screenshot",
            "File name too long")


def test_data_dir_that_is_empty_writes_nothing_in_the_current_folder(capfd, home, monkeypatch):
    monkeypatch.chdir(home)
    refused(capfd, home, ["--data-dir", "", *demo(home)[:-2], "--screenshot", "x.png"],
            "--data-dir", "empty")
    refused(capfd, home, ["--data-dir", "  "], "--data-dir", "empty")


@pytest.mark.parametrize("seed", [str(1 << 63), str(-(1 << 63) - 1), "9" * 40])
def test_seed_a_save_cannot_hold_is_refused(capfd, home, seed):
    line = refused(capfd, home, [*demo(home), "--data-dir", str(home), "--seed", seed],
                   "--seed", str((1 << 63) - 1))
    assert seed in line


def test_seed_bounds_are_the_saves_own(home, capsys):
    """The largest and smallest seeds accepted make a save that resumes."""
    from facetable.app.main import SEEDS
    from facetable.saves.model import SaveGame
    bounds = {type(m).__name__: m for m in SaveGame.model_fields["seed"].metadata}
    assert (bounds["Ge"].ge, bounds["Lt"].lt) == (SEEDS.start, SEEDS.stop)
    for seed in (SEEDS[0], SEEDS[-1]):
        data = home / str(seed)
        assert main([*demo(home), "--data-dir", str(data), "--seed", str(seed)]) == 0
        assert main(["--data-dir", str(data), "--resume", "--screenshot",
                     str(home / "again.png")]) == 0, capsys.readouterr().err


def test_a_demo_process_ends_at_once_with_what_it_printed_and_its_status():
    """``end_process`` (the demo's own process skips the interpreter's teardown): what was
    printed but still buffered reaches the pipes, and the status is the demo's."""
    code = ("import sys; from facetable.app.main import end_process; "
            "print('picture written', end=''); sys.stderr.write('a warning'); end_process(3)")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (3, "picture written", "a warning")
