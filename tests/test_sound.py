"""Sound effects (issue 22): made by us, played off the GUI thread, silent when off or when the
machine has no sound device, triggered by each game's events as its declaration says."""
from __future__ import annotations

import random
import subprocess
import sys
import threading
from array import array
from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal

from facetable.app.sound import MiniaudioBackend, Sound, device_backends
from facetable.app.sound_effects import EFFECTS, PEAK, RATE, synthesize
from facetable.engine.contract import SPECTATOR, Outcome
from facetable.games import GAMES

ROOT = Path(__file__).resolve().parent.parent


class FakeBackend:
    """Records what it is asked to play; ``open`` waits for ``gate`` when one is given."""

    def __init__(self, works: bool = True, gate: threading.Event | None = None) -> None:
        self.works, self.gate = works, gate
        self.played: list[tuple[str, array]] = []
        self.opened = self.closed = 0

    def open(self) -> bool:
        if self.gate is not None:
            assert self.gate.wait(30)
        self.opened += 1
        return self.works

    def play(self, effect: str, samples: array) -> None:
        self.played.append((effect, samples))

    def close(self) -> None:
        self.closed += 1

    @property
    def effects(self) -> list[str]:
        return [effect for effect, _ in self.played]


def fake_sound(**kwargs) -> tuple[Sound, FakeBackend]:
    backend = FakeBackend(**{k: kwargs.pop(k) for k in ("works", "gate") if k in kwargs})
    return Sound(backend=lambda: backend, **kwargs), backend


# --- the effects themselves ---------------------------------------------------------------------
@pytest.mark.parametrize("effect", EFFECTS)
def test_each_effect_is_a_short_clip_with_headroom_the_same_every_time(effect):
    samples = synthesize(effect)
    assert samples.typecode == "h"
    assert 0.05 * RATE < len(samples) < 1.0 * RATE
    assert max(abs(v) for v in samples) == int(PEAK * 32767)
    assert samples == synthesize(effect)


def test_the_effects_the_issue_asks_for_all_exist_and_differ():
    assert set(EFFECTS) == {"flip", "slide", "shuffle", "coins", "bust", "win", "turn"}
    assert len({synthesize(e).tobytes() for e in EFFECTS}) == len(EFFECTS)


# --- the player ---------------------------------------------------------------------------------
def test_play_returns_while_the_device_is_still_opening_and_plays_once_it_is_open():
    gate = threading.Event()
    sound, backend = fake_sound(gate=gate)
    sound.play("flip")                 # the sound thread is stuck opening the device...
    sound.play("coins")
    assert backend.played == [] and sound.available is None   # ...and the caller went on
    gate.set()
    assert sound.wait_idle()
    assert backend.effects == ["flip", "coins"] and sound.available is True
    assert backend.opened == 1
    sound.close()


def test_volume_scales_the_samples():
    sound, backend = fake_sound(volume=100)
    sound.play("bust")
    sound.set_volume(20)
    sound.play("bust")
    assert sound.wait_idle()
    loud, quiet = (max(abs(v) for v in samples) for _, samples in backend.played)
    assert loud == int(PEAK * 32767)
    assert quiet == int(loud * 0.2)
    with pytest.raises(ValueError, match="volume"):
        sound.set_volume(101)
    assert sound.volume == 20
    sound.close()


def test_off_or_volume_zero_silences_every_effect():
    sound, backend = fake_sound(enabled=False)
    for effect in EFFECTS:
        sound.play(effect)
    sound.set_enabled(True)
    sound.set_volume(0)
    for effect in EFFECTS:
        sound.play(effect)
    assert sound.wait_idle()
    assert backend.played == []
    sound.set_volume(40)
    sound.play("win")
    sound.set_enabled(False)            # switched off: the device is closed
    assert sound.wait_idle()
    assert backend.effects == ["win"] and backend.closed == 1
    sound.close()


def test_the_device_is_let_go_when_quiet_and_opened_again_for_the_next_effect(qtbot):
    sound, backend = fake_sound(idle_close_s=0.05)
    sound.play("flip")
    qtbot.waitUntil(lambda: backend.closed == 1, timeout=10000)
    sound.play("slide")
    assert sound.wait_idle()
    assert backend.effects == ["flip", "slide"] and backend.opened == 2
    sound.close()


def test_an_unknown_effect_is_a_clear_error():
    sound, _ = fake_sound()
    with pytest.raises(ValueError, match="unknown sound effect 'boing'"):
        sound.play("boing")


def test_no_device_makes_sound_unavailable_and_quiet(capfd):
    sound, backend = fake_sound(works=False)
    sound.start()
    assert sound.wait_idle() and sound.ready.is_set()
    assert sound.available is False and not sound.on
    sound.play("flip")
    assert sound.wait_idle()
    assert backend.played == [] and backend.opened == 1     # not tried again and again
    assert capfd.readouterr() == ("", "")
    sound.close()


def test_a_backend_that_raises_counts_as_no_device():
    class Broken(FakeBackend):
        def open(self) -> bool:
            raise OSError("no driver")
    sound = Sound(backend=Broken)
    sound.start()
    assert sound.wait_idle() and sound.available is False


def test_without_miniaudio_installed_there_is_no_sound(monkeypatch):
    monkeypatch.setitem(sys.modules, "miniaudio", None)     # import fails
    assert MiniaudioBackend().open() is False


def test_the_real_player_on_a_machine_without_sound_says_nothing(tmp_path):
    """This machine and CI have no sound device: the real backend must neither fail nor write a
    word (ALSA writes errors to stderr when it looks for a card that is not there)."""
    code = ("from facetable.app.sound import Sound\n"
            "s = Sound()\n"
            "s.start(); s.play('flip'); s.play('win')\n"
            "assert s.wait_idle(20)\n"
            "print(s.available)\n"
            "s.close()\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert done.stdout.strip() in ("True", "False")
    if not Path("/dev/snd").exists() and sys.platform.startswith("linux"):
        assert done.stdout.strip() == "False"


def test_linux_tries_alsa_only_where_there_is_a_playback_device(tmp_path):
    names = SimpleNamespace(**{n: n for n in ("PULSEAUDIO", "ALSA", "WASAPI", "DSOUND", "WINMM",
                                             "COREAUDIO", "NULL")})
    assert device_backends(names, "linux", tmp_path / "none") == ["PULSEAUDIO"]
    (tmp_path / "pcmC0D0c").touch()                          # a microphone only
    assert device_backends(names, "linux", tmp_path) == ["PULSEAUDIO"]
    (tmp_path / "pcmC0D0p").touch()
    assert device_backends(names, "linux", tmp_path) == ["PULSEAUDIO", "ALSA"]
    assert device_backends(names, "win32") == ["WASAPI", "DSOUND", "WINMM"]
    assert device_backends(names, "darwin") == ["COREAUDIO"]
    for platform in ("linux", "win32", "darwin", "freebsd"):
        assert "NULL" not in device_backends(names, platform, tmp_path)


def test_the_mixer_adds_clips_clips_the_sum_and_drops_finished_ones():
    backend = MiniaudioBackend()
    mixer = backend._mix()
    assert next(mixer) == b""
    assert mixer.send(4) == bytes(8)                         # nothing playing: silence
    backend.play("a", array("h", [30000, 1, 2, 3, 4, 5]))
    backend.play("b", array("h", [30000, -1]))
    assert list(mixer.send(4)) == [32767, 0, 2, 3]
    assert list(mixer.send(4)) == [4, 5, 0, 0]
    assert backend._voices == []
    assert mixer.send(2) == bytes(4)


def test_miniaudio_plays_a_clip_through_to_its_end(qtbot):
    """The real library, on its Null device (a clock, no sound card): the clip is consumed by
    the device's own thread and dropped once played."""
    backend = MiniaudioBackend(choose=lambda names: [names.NULL])
    assert backend.open()
    try:
        backend.play("flip", synthesize("flip"))
        assert backend._voices
        qtbot.waitUntil(lambda: not backend._voices, timeout=10000)
    finally:
        backend.close()
    assert backend._device is None


# --- each game's events -------------------------------------------------------------------------
def _played_game(spec, seed: int):
    """A seeded game of random moves: its opening events and each move's events."""
    rng = random.Random(seed)
    state = spec.new_state(spec.make_options(), seed)
    batches = [list(state.start_events)]
    while not state.is_over:
        seat = state.deciders()[0]
        batches.append(state.apply(rng.choice(state.legal_actions(seat)), seat))
    return state, batches


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_names_real_events_and_real_effects(game):
    spec = GAMES[game]
    assert spec.sounds, f"{game} declares no sounds"
    kinds, heard = set(), set()
    for seed in range(40):
        if set(spec.sounds) <= kinds and {"shuffle", "slide", "flip"} <= heard:
            break
        _, batches = _played_game(spec, seed)
        for event in (e for batch in batches for e in batch):
            kinds.add(event.kind)
            effect = spec.sound_for(event)
            assert effect is None or effect in EFFECTS, (event.kind, effect)
            # What is heard depends only on what everyone sees: no secret leaks by ear.
            assert spec.sound_for(event.seen_by(SPECTATOR)) == effect
            heard.add(effect)
    assert set(spec.sounds) <= kinds, f"{game}: no such event {set(spec.sounds) - kinds}"
    # Every game shuffles, moves cards and turns them; "win" and "turn" are the window's.
    assert {"shuffle", "slide", "flip"} <= heard
    assert not heard & {"win", "turn"}


#: Effects particular to a game, and a kind of event that must sound so.
PARTICULAR = {"flip7": {"bust": "bust", "flip": "draw"},
              "coup": {"coins": "coins", "bust": "lose", "flip": "show"},
              "crack": {"bust": "guess", "flip": "reveal"},
              "goodface": {"flip": "move", "slide": "pass"},
              "faceguess": {"coins": "score", "flip": "reveal"}}


def test_every_game_has_its_particular_effects():
    assert set(PARTICULAR) == set(GAMES)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_table_plays_its_games_sounds_step_by_step(qtbot, game):
    """The controller emits ``sounded`` as it shows each step: each effect once per step, in
    order; a table rebuilt at once (resume, undo, replay) is silent."""
    spec = GAMES[game]
    state, batches = _played_game(spec, 3)
    view_state = spec.new_state(spec.make_options(), 3)
    names = [f"P{i}" for i in range(len(state.outcome().placings))]
    controller = spec.controller_class()(view_state.view(SPECTATOR), names, 0)
    controller.configure(spec.table_options() if spec.table_options else None)
    controller.sound_for = spec.sound_for
    controller.set_speed(0.0)
    heard: list[str] = []
    controller.sounded.connect(heard.append)
    expected: list[str] = []
    for batch in batches:
        events = [e.seen_by(SPECTATOR) for e in batch]
        before = len(heard)
        controller.play(events)
        step_effects = heard[before:]
        assert set(step_effects) == {spec.sound_for(e) for e in events} - {None}
        expected.extend(step_effects)
    assert heard == expected
    for effect, kind in PARTICULAR[game].items():
        if any(e.kind == kind and spec.sound_for(e) == effect for b in batches for e in b):
            assert effect in heard
    # The same game shown at once makes no sound.
    quiet = spec.controller_class()(view_state.view(SPECTATOR), names, 0)
    quiet.configure(spec.table_options() if spec.table_options else None)
    quiet.sound_for = spec.sound_for
    silent: list[str] = []
    quiet.sounded.connect(silent.append)
    quiet.play_at_once([e.seen_by(SPECTATOR) for b in batches for e in b])
    assert silent == []


def test_particular_effects_do_sound_in_some_seeded_game():
    for game, particular in PARTICULAR.items():
        spec = GAMES[game]
        found = set()
        for seed in range(20):
            _, batches = _played_game(spec, seed)
            found |= {(spec.sound_for(e), e.kind) for b in batches for e in b}
            if all((effect, kind) in found for effect, kind in particular.items()):
                break
        missing = {(e, k) for e, k in particular.items() if (e, k) not in found}
        assert not missing, f"{game}: never heard {missing}"


# --- the window: your turn, a win, the menu -----------------------------------------------------
class StubSession(QObject):
    human_turn = Signal(int, list)
    game_over = Signal(object)

    def __init__(self, humans: list[int]) -> None:
        super().__init__()
        self.humans = humans
        self.state = SimpleNamespace(history=[])


def test_your_turn_sounds_once_per_decision_and_win_only_for_a_human(qtbot):
    from facetable.app.sound_cues import SoundCues
    sound, backend = fake_sound()
    owner = QObject()
    cues = SoundCues(owner, sound)
    session = StubSession(humans=[0])
    cues.attach(session)
    session.human_turn.emit(0, [])
    session.human_turn.emit(0, [])          # the same question again (Back, a setting)
    session.state.history.append("a move")
    session.human_turn.emit(0, [])          # the next decision
    session.game_over.emit(Outcome(placings=(2, 1), scores=None))    # a bot won
    session.game_over.emit(Outcome(placings=(1, 2), scores=None))    # the human won
    session.game_over.emit(Outcome(placings=(1, 1), scores=None))    # a shared win
    assert sound.wait_idle()
    assert backend.effects == ["turn", "turn", "win", "win"]
    sound.close()


def test_the_window_plays_the_table_and_the_turn_and_its_menu_switches_sound_off(qtbot):
    from facetable.app.main_window import MainWindow
    from facetable.app.session import Seat
    from facetable.app.settings import Settings
    settings = Settings()
    assert settings.sound is True and settings.sound_volume == 40
    sound, backend = fake_sound(volume=settings.sound_volume)
    w = MainWindow(settings=settings, use_worker=False, sound=sound)
    qtbot.addWidget(w)
    w.set_speed(0.0)
    w.bot_pause_ms = 0
    w.show()
    spec = GAMES["flip7"]
    seats = [Seat("You", True), Seat("Bot", False, "easy")]
    session = w.start_game("flip7", spec.make_options(players=2), seats, seed=5)
    qtbot.waitUntil(lambda: session.deciding is not None)
    assert sound.wait_idle()
    assert "shuffle" in backend.effects and backend.effects[-1] == "turn"
    # View → Sound → Sound effects, by keyboard as by mouse: off silences everything.
    assert w.sound_cues.toggle.isChecked() and w.sound_cues.toggle.isEnabled()
    w.sound_cues.toggle.trigger()
    assert settings.sound is False and not sound.enabled
    before = len(backend.played)
    moves = len(session.state.history)
    session.submit(session.state.legal_actions(session.deciding)[0])
    qtbot.waitUntil(lambda: len(session.state.history) > moves and not session.controller.busy)
    assert sound.wait_idle()
    assert len(backend.played) == before
    # The volume menu remembers the choice.
    loud = next(a for a in w.sound_cues.volume_menu.actions() if a.data() == 70)
    loud.trigger()
    assert settings.sound_volume == 70 and sound.volume == 70
    w.close()
    assert sound.wait_idle()


def test_the_settings_keep_sound_and_refuse_a_volume_out_of_range():
    from facetable.app.settings import Settings, SettingsError
    settings = Settings.from_data({"sound": False, "sound_volume": 70})
    assert (settings.sound, settings.sound_volume) == (False, 70)
    for bad in (-1, 101, "loud"):
        with pytest.raises(SettingsError):
            Settings.from_data({"sound_volume": bad})


def test_no_sound_device_shows_the_switch_off_and_disabled(qtbot):
    from facetable.app.main_window import MainWindow
    sound, _ = fake_sound(works=False)
    sound.start()
    assert sound.wait_idle()
    w = MainWindow(settings=None, use_worker=False, sound=sound)
    qtbot.addWidget(w)
    assert not w.sound_cues.toggle.isChecked() and not w.sound_cues.toggle.isEnabled()
    assert not w.sound_cues.volume_menu.isEnabled()
    assert w.sound_cues.toggle.toolTip()
    w.close()


def test_a_window_given_no_sound_is_silent(qtbot):
    from facetable.app.main_window import MainWindow
    w = MainWindow(settings=None, use_worker=False)
    qtbot.addWidget(w)
    w.sound_cues.play("flip")                     # nothing to play it, nothing raised
    assert w.sound_cues.sound.available is False
    w.close()
