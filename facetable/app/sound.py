"""Playing the sound effects without ever holding up the table.

``Sound.play(effect)`` returns at once: it puts the effect on a queue. One daemon thread of
``Sound`` takes it from there: it opens the sound device when first needed (importing the
library and opening a device can take a while), then synthesizes every effect
(``sound_effects``, under a tenth of a second in all); each effect asked for is scaled by the
volume and handed to the backend, whose own audio thread mixes the clips that are playing.
Switched off, nothing is queued and the device is closed; after ``IDLE_CLOSE_S`` without an
effect it is closed too, until the next one.

The backend is miniaudio (``pip install miniaudio``: a single C library wrapped with cffi,
1.2 MB more in the desktop build, wheels for Linux, Windows and macOS), chosen over
QtMultimedia, which comes only with PySide6-Addons (well over 100 MB more), and over writing to
the device ourselves, which cannot be done portably from Python. Without the library, or
without a sound device (a server, CI), ``available`` turns False and every effect is dropped,
quietly: nothing is printed. On Linux only PulseAudio (which PipeWire serves too) is tried,
and ALSA only when the machine has a playback device (``/dev/snd/pcmC*p``): ALSA writes errors
to the terminal when it finds no card.
"""
from __future__ import annotations

import queue
import sys
import threading
from array import array
from pathlib import Path
from typing import Any, Callable, Protocol

from .sound_effects import EFFECTS, RATE, scaled, synthesize

#: The volume a new user hears (0–100): modest.
DEFAULT_VOLUME = 40
#: Seconds without an effect after which the device is closed (an open one wakes the audio
#: thread every few milliseconds); the next effect opens it again.
IDLE_CLOSE_S = 30.0


class Backend(Protocol):
    """Where clips go. ``open`` may take time (it runs in the sound thread); ``play`` must
    return at once."""

    def open(self) -> bool: ...
    def play(self, effect: str, samples: array) -> None: ...
    def close(self) -> None: ...


def device_backends(names: Any, platform: str = sys.platform,
                    dev_snd: Path = Path("/dev/snd")) -> list:
    """The miniaudio backends (members of ``names``, its ``Backend`` enum) worth trying here,
    best first; never its Null backend (it plays to nowhere and says it worked)."""
    if platform.startswith("linux"):
        chosen = [names.PULSEAUDIO]
        if dev_snd.is_dir() and any(dev_snd.glob("pcmC*D*p")):
            chosen.append(names.ALSA)
        return chosen
    if platform == "win32":
        return [names.WASAPI, names.DSOUND, names.WINMM]
    if platform == "darwin":
        return [names.COREAUDIO]
    return []


class MiniaudioBackend:
    """Plays clips through miniaudio: one mono 16-bit device, its callback mixing the clips
    that are still sounding."""

    def __init__(self, choose: Callable[[Any], list] = device_backends) -> None:
        #: ``choose(miniaudio.Backend)``: the backends to try, best first.
        self._choose = choose
        self._lock = threading.Lock()
        self._voices: list[list[Any]] = []      # [samples, position]
        self._device = None

    def open(self) -> bool:
        try:
            import miniaudio
        except ImportError:
            return False
        backends = self._choose(miniaudio.Backend)
        if not backends:
            return False
        try:
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=60, backends=backends, app_name="FaceTable")
            mixer = self._mix()
            next(mixer)
            device.start(mixer)
        except Exception:           # miniaudio.MiniaudioError and whatever a driver raises
            return False
        self._device = device
        return True

    def play(self, effect: str, samples: array) -> None:
        with self._lock:
            self._voices.append([samples, 0])

    def close(self) -> None:
        device, self._device = self._device, None
        if device is not None:
            device.close()
        with self._lock:
            self._voices.clear()

    def _mix(self):
        frames = yield b""
        while True:
            with self._lock:
                voices = list(self._voices)
            if not voices:
                frames = yield bytes(2 * frames)
                continue
            out = [0] * frames
            for voice in voices:
                samples, at = voice
                chunk = samples[at:at + frames]
                for i, value in enumerate(chunk):
                    out[i] += value
                voice[1] = at + frames
            with self._lock:
                self._voices = [v for v in self._voices if v[1] < len(v[0])]
            frames = yield array("h", (max(-32768, min(32767, v)) for v in out))


class Sound:
    """The app's sound effects: on or off, a volume (0–100), played off the GUI thread."""

    def __init__(self, backend: Callable[[], Backend] | None = MiniaudioBackend,
                 enabled: bool = True, volume: int = DEFAULT_VOLUME,
                 idle_close_s: float = IDLE_CLOSE_S) -> None:
        self._make_backend = backend
        self._idle_close_s = idle_close_s
        self.enabled = enabled
        self.volume = volume
        #: Whether effects can be heard: None until the sound thread has tried the device.
        self.available: bool | None = None if backend is not None else False
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._clips: dict[tuple[str, float], array] = {}
        #: Set once the sound thread has tried the device (``available`` is then known).
        self.ready = threading.Event()
        if backend is None:
            self.ready.set()

    @property
    def on(self) -> bool:
        """Effects are played now: switched on, a volume above zero, a device (or not known
        yet)."""
        return self.enabled and self.volume > 0 and self.available is not False

    def start(self) -> None:
        """Open the device now, in the sound thread, if effects are on (so ``available`` is
        known before the first effect)."""
        if self.on:
            self._post(("open",))

    def play(self, effect: str) -> None:
        """Play ``effect`` (one of ``EFFECTS``) if sound is on; returns at once."""
        if effect not in EFFECTS:
            raise ValueError(f"unknown sound effect {effect!r}; known: {', '.join(EFFECTS)}")
        if self.on:
            self._post(("play", effect, self.volume / 100))

    def set_enabled(self, on: bool) -> None:
        self.enabled = on
        self._post(("open",) if on else ("close",))

    def set_volume(self, volume: int) -> None:
        if not 0 <= volume <= 100:
            raise ValueError(f"volume {volume} is not within 0–100")
        self.volume = volume

    def close(self, wait: float = 2.0) -> None:
        """Stop the sound thread, which closes the device, waiting up to ``wait`` seconds for
        it (the window closing: a device left open would call into Python while it exits)."""
        if self._thread is not None and not self._closed:
            self._closed = True
            self._queue.put(None)
            self._thread.join(wait)

    def wait_idle(self, timeout: float = 10.0) -> bool:
        """Wait until the sound thread has handled everything asked of it so far (for tests
        and tools; the app never waits). False if it did not within ``timeout`` seconds."""
        if self._thread is None:
            return True
        if self._closed:
            self._thread.join(timeout)
            return not self._thread.is_alive()
        done = threading.Event()
        self._queue.put(("sync", done))
        return done.wait(timeout)

    # --- the sound thread -------------------------------------------------------------------
    def _post(self, message: tuple) -> None:
        if self._make_backend is None or self._closed:
            return
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="facetable-sound",
                                            daemon=True)
            self._thread.start()
        self._queue.put(message)

    def _run(self) -> None:
        backend: Backend | None = None
        while True:
            try:
                message = self._queue.get(timeout=self._idle_close_s if backend else None)
            except queue.Empty:                 # quiet for a while: let the device go
                backend.close()
                backend = None
                continue
            if message is None:
                break
            if message[0] == "sync":
                message[1].set()
                continue
            if message[0] == "close":
                if backend is not None:
                    backend.close()
                backend = None
                continue
            if backend is None and self.available is not False:
                backend = self._open()
            if message[0] == "play" and backend is not None:
                backend.play(message[1], self._clip(*message[1:]))
        if backend is not None:
            backend.close()

    def _open(self) -> Backend | None:
        backend = self._make_backend()
        try:
            ok = backend.open()
        except Exception:
            ok = False
        self.available = ok
        self.ready.set()
        if ok:                     # every effect made now, not while a game is being played
            for effect in EFFECTS:
                self._clip(effect, 1.0)
        return backend if ok else None

    def _clip(self, effect: str, volume: float) -> array:
        """``effect``'s samples at ``volume``, made once for each (a few volumes are used)."""
        if (effect, volume) not in self._clips:
            if (effect, 1.0) not in self._clips:
                self._clips[effect, 1.0] = synthesize(effect)
            self._clips[effect, volume] = scaled(self._clips[effect, 1.0], volume)
        return self._clips[effect, volume]
