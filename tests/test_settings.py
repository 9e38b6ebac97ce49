"""Settings: round trip, defaults for bad files (kept aside under a new name), atomic save."""
import json
import os

import pytest

from facetable.app import settings as settings_module
from facetable.app.settings import Settings, SettingsError, load_settings, save_settings
from facetable.app.setup_model import GameSetup


def a_setup():
    return GameSetup(game="flip7", options={"players": 2, "target": 300},
                     seats=[{"name": "Ana", "kind": "human"},
                            {"name": "Bot", "kind": "bot", "level": "hard"}])


def test_defaults():
    s = Settings()
    assert (s.animation_speed, s.bot_pause_ms, s.language, s.last_setup, s.open_hands) == \
        (1.0, 600, "en", None, False)


def test_missing_file_gives_defaults_quietly(tmp_path, caplog):
    assert load_settings(tmp_path / "settings.json") == Settings()
    assert not caplog.records
    assert list(tmp_path.iterdir()) == []


def test_round_trip(tmp_path):
    path = tmp_path / "deep" / "dir" / "settings.json"
    s = Settings(animation_speed=0, bot_pause_ms=0, language="fa", last_setup=a_setup(),
                 open_hands=True)
    save_settings(s, path)
    assert load_settings(path) == s
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "fa"


@pytest.mark.parametrize("content", [
    "{not json",                                    # corrupt
    b"\xff\xfe\x00garbage",                         # not even text
    "[1, 2, 3]",                                    # foreign: valid JSON of another shape
    '{"theme": "dark", "volume": 11}',              # foreign: another program's settings
    '{"language": "de"}',                           # unknown language
    '{"animation_speed": 9}',                       # out of range
    '{"bot_pause_ms": "slow"}',                     # wrong type
])
def test_bad_file_gives_defaults_and_is_kept_aside(tmp_path, caplog, content):
    path = tmp_path / "settings.json"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    original = path.read_bytes()

    assert load_settings(path) == Settings()

    [bad] = (tmp_path / "aside").glob("settings.*.json")
    assert bad.read_bytes() == original
    assert bad.with_suffix(".txt").read_text(encoding="utf-8").strip()
    assert not path.exists()
    assert str(bad) in caplog.text
    assert any(r.levelname == "WARNING" for r in caplog.records)


def test_a_stale_last_setup_is_dropped_alone(tmp_path, caplog):
    path = tmp_path / "settings.json"
    data = json.loads(Settings(language="vi", last_setup=a_setup()).to_json())
    data["last_setup"]["options"]["target"] = 5  # no longer allowed
    path.write_text(json.dumps(data), encoding="utf-8")

    s = load_settings(path)
    assert s.language == "vi" and s.last_setup is None
    assert "forgetting the remembered game setup" in caplog.text
    assert not (tmp_path / "aside").exists()


def test_assignments_are_validated():
    s = Settings()
    s.bot_pause_ms = 100
    with pytest.raises(SettingsError):
        s.language = "de"
    with pytest.raises(SettingsError):
        s.animation_speed = -1


def test_save_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    save_settings(Settings(language="vi"), path)
    before = path.read_bytes()

    def crash(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        save_settings(Settings(language="fa"), path)
    assert path.read_bytes() == before  # the old file is untouched
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]  # no temp left over


def test_save_writes_through_a_temporary_file(tmp_path, monkeypatch):
    path = tmp_path / "settings.json"
    moves = []
    real_replace = os.replace

    def spy(src, dst):
        moves.append((os.path.dirname(src), os.path.basename(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", spy)
    save_settings(Settings(), path)
    assert moves == [(str(tmp_path), "settings.json")]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["settings.json"]


def test_default_path_is_in_the_user_config_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(settings_module.platformdirs, "user_config_dir",
                        lambda app: str(tmp_path / app))
    assert settings_module.default_path() == tmp_path / "facetable" / "settings.json"
    save_settings(Settings(open_hands=True))
    assert load_settings().open_hands is True


def test_confirmations_and_reaction_countdown(tmp_path):  # Coup's CP-19 and reaction windows
    s = Settings()
    assert s.confirm_irreversible is True and s.reaction_countdown_s == 0
    path = tmp_path / "settings.json"
    save_settings(Settings(confirm_irreversible=False, reaction_countdown_s=20), path)
    back = load_settings(path)
    assert back.confirm_irreversible is False and back.reaction_countdown_s == 20
    for bad in (-1, 1000):
        with pytest.raises(SettingsError):
            Settings(reaction_countdown_s=bad)


def test_the_window_takes_and_keeps_them(qtbot):
    from facetable.app.main_window import MainWindow
    from facetable.app.session import Seat
    from facetable.games import game_spec
    settings = Settings(confirm_irreversible=False, reaction_countdown_s=10)
    window = MainWindow(settings=settings, use_worker=False)
    qtbot.addWidget(window)
    assert not window.confirm_action.isChecked()
    assert window.docks["guesses"].windowTitle() == "History"
    session = window.start_game("coup", game_spec("coup").make_options(players=3),
                                [Seat("Me", True), Seat("B", False, "random"),
                                 Seat("C", False, "random")], seed=1, autostart=False)
    assert session.confirm is False and session.countdown_s == 10
    window.confirm_action.setChecked(True)
    window.set_countdown(0)
    assert session.confirm is True and session.countdown_s == 0
    assert settings.confirm_irreversible is True and settings.reaction_countdown_s == 0
    window.close()


@pytest.mark.parametrize("values", [
    {"sound": "yes"}, {"sound": 1},                       # a switch is true or false
    {"animation_speed": True}, {"animation_speed": float("nan")},
    {"archive_keep": 2.5}, {"archive_keep": 0},           # a count is a whole number in range
    {"hand_over_pause": "later"}, {"hand_over_pause": 31},
    {"window_geometry": 5}, {"window_geometry": "A" * 4097},
    {"felt": "purple"}, {"volume": 3},
])
def test_each_value_is_checked_and_the_error_names_the_setting(values):
    [(name, value)] = values.items()
    with pytest.raises(SettingsError, match=name):
        Settings(**values)
    with pytest.raises(SettingsError, match=name):
        Settings.from_data(values)


def test_a_refused_assignment_keeps_the_old_value():
    s = Settings(table_zoom=150)
    with pytest.raises(SettingsError):
        s.table_zoom = 500
    assert s.table_zoom == 150 and s == Settings(table_zoom=150)


def test_values_of_another_type_that_fit_are_taken_as_the_settings_type():
    s = Settings.from_data({"animation_speed": 2, "hand_over_pause": 5})
    assert s.animation_speed == 2.0 and isinstance(s.animation_speed, float)
    assert s.hand_over_pause == 5 and Settings(hand_over_pause="button").hand_over_pause == \
        "button"


def test_a_remembered_setup_is_checked_when_first_read_and_written_back_as_read(tmp_path,
                                                                                caplog):
    path = tmp_path / "settings.json"
    raw = json.loads(json.dumps(a_setup().model_dump(mode="json")))
    path.write_text(json.dumps({"last_setup": raw, "language": "fa"}), encoding="utf-8")
    unread = load_settings(path)
    save_settings(unread, path)                         # never read: kept as it was
    assert json.loads(path.read_text(encoding="utf-8"))["last_setup"] == raw
    assert load_settings(path).last_setup == a_setup()
    raw["seats"] = raw["seats"][:1]                     # 1 seat for 2 players
    path.write_text(json.dumps({"last_setup": raw, "language": "fa"}), encoding="utf-8")
    stale = load_settings(path)
    assert not caplog.records                           # nothing said until it is read
    assert stale.last_setup is None and stale.language == "fa"
    assert "forgetting the remembered game setup" in caplog.text
    save_settings(stale, path)
    assert json.loads(path.read_text(encoding="utf-8"))["last_setup"] is None


def test_the_file_lists_every_setting():
    data = json.loads(Settings().to_json())
    assert list(data) == [*settings_module.FIELDS, "last_setup"]
    assert Settings.from_data(data) == Settings()
