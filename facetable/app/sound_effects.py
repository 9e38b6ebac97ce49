"""The table's sound effects, synthesized here: no recording, no file, nothing downloaded.

Each effect is a short mono clip of signed 16-bit samples at ``RATE`` Hz, computed from sine
tones and seeded noise the first time it is played (a few milliseconds each, in the player's
thread: ``facetable/app/sound.py``) and kept. The same effect is the same samples on every run.
No Qt, no numpy: plain ``math`` and ``array``.
"""
from __future__ import annotations

import math
import random
from array import array
from typing import Callable

RATE = 22050
#: Every clip is scaled so its loudest sample is this part of full scale (headroom for mixing).
PEAK = 0.6

Wave = list[float]


def _silence(seconds: float) -> Wave:
    return [0.0] * int(seconds * RATE)


def _add(into: Wave, wave: Wave, at: float) -> Wave:
    start = int(at * RATE)
    if len(into) < start + len(wave):
        into.extend([0.0] * (start + len(wave) - len(into)))
    for i, value in enumerate(wave):
        into[start + i] += value
    return into


def _tone(freqs: tuple[float, ...], seconds: float, decay: float, attack: float = 0.004) -> Wave:
    """A struck tone: sine partials (each quieter than the last), a quick attack, an
    exponential decay of time constant ``decay`` seconds."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        env = min(1.0, t / attack) * math.exp(-t / decay)
        out.append(env * sum(math.sin(2 * math.pi * f * t) / (k + 1)
                             for k, f in enumerate(freqs)))
    return out


def _noise(seconds: float, seed: int, envelope: Callable[[float], float],
           smooth: float) -> Wave:
    """Seeded white noise under ``envelope(t / seconds)``, low-passed by a one-pole filter
    (``smooth`` near 1: darker) and high-passed by a difference (no rumble)."""
    rng = random.Random(seed)
    n = int(seconds * RATE)
    out, low, last = [], 0.0, 0.0
    for i in range(n):
        low = smooth * low + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append((low - last) * envelope(i / n))
        last = low
    return out


def _flip() -> Wave:
    """A card snapped over: a short bright click."""
    return _noise(0.07, 1, lambda x: (1 - x) ** 3, 0.3)


def _slide() -> Wave:
    """A card slid across the felt: a soft swish that swells and fades."""
    return _noise(0.22, 2, lambda x: math.sin(math.pi * x) ** 2, 0.75)


def _shuffle() -> Wave:
    """A riffle: a run of quick clicks, each a little quieter."""
    out = _silence(0.0)
    for k in range(10):
        _add(out, _noise(0.035, 10 + k, lambda x: (1 - x) ** 2, 0.45), 0.04 * k)
    return [v * (1 - 0.5 * i / len(out)) for i, v in enumerate(out)]


def _coins() -> Wave:
    """Coins on the table: two metallic pings (inharmonic partials)."""
    ping = (2093.0, 3140.0, 4395.0)
    out = _tone(ping, 0.25, 0.06)
    return _add(out, _tone(tuple(f * 1.06 for f in ping), 0.3, 0.07), 0.09)


def _bust() -> Wave:
    """Out of luck: a low tone sliding down."""
    out, phase = [], 0.0
    n = int(0.42 * RATE)
    for i in range(n):
        x = i / n
        phase += 2 * math.pi * (260.0 - 150.0 * x) / RATE
        env = min(1.0, i / (0.01 * RATE)) * (1 - x) ** 1.5
        out.append(env * (math.sin(phase) + 0.35 * math.sin(2 * phase)
                          + 0.2 * math.sin(3 * phase)))
    return out


def _win() -> Wave:
    """A win: a rising major arpeggio ending on the octave."""
    out = _silence(0.0)
    for k, f in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _add(out, _tone((f, 2 * f), 0.55 if k == 3 else 0.3, 0.25 if k == 3 else 0.1), 0.11 * k)
    return out


def _turn() -> Wave:
    """Your turn: a gentle two-note chime."""
    return _add(_tone((880.0, 1760.0), 0.3, 0.09), _tone((1174.66, 2349.3), 0.4, 0.12), 0.12)


SYNTHS: dict[str, Callable[[], Wave]] = {
    "flip": _flip, "slide": _slide, "shuffle": _shuffle, "coins": _coins, "bust": _bust,
    "win": _win, "turn": _turn,
}
#: Every effect a game may name (``GameSpec.sounds``) or the app plays.
EFFECTS = tuple(SYNTHS)


def synthesize(name: str) -> array:
    """The samples of effect ``name`` (signed 16-bit, mono, ``RATE`` Hz), peak at ``PEAK``.
    An unknown name raises ``KeyError``."""
    wave = SYNTHS[name]()
    top = max(abs(v) for v in wave) or 1.0
    return array("h", (int(v / top * PEAK * 32767) for v in wave))


def scaled(samples: array, volume: float) -> array:
    """``samples`` at ``volume`` (0–1)."""
    volume = min(max(volume, 0.0), 1.0)
    return array("h", (int(v * volume) for v in samples))
