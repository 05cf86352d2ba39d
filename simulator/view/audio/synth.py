"""The table's sound cues, synthesised: `python -m simulator.view.audio.synth [FOLDER]`
(re)writes <cue>.wav for every cue into assets/sounds/ (or FOLDER).

Every file is 16-bit mono at 44.1 kHz, short (under 0.7 s, so under 60 KB) and quiet (its
peak at PEAK of full scale; the player's volume comes on top). Card swishes are filtered
noise, hits are falling sines, the turn chime and the endings are plain tones with soft
bell-like harmonics.

Reproducible byte for byte on any machine: only the standard library (wave, struct,
random), noise from a seeded random.Random (its random() is the same everywhere), and no
libm function: sines come from our own polynomial, decays from repeated multiplication and
note frequencies are written out, so only IEEE basic arithmetic (the same on every
platform) makes the samples. tests/view/test_audio_synth.py checks the committed files
against a fresh rendering.
"""
from __future__ import annotations

import io
import random
import struct
import sys
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 44_100            # samples a second
PEAK = 0.32              # loudest sample of a cue, as a fraction of full scale
FADE = 0.04              # seconds of fade-out at the very end, at most a tenth of the cue (no click)
TAU = 6.283185307179586  # 2 pi

Samples = list[float]

# Note frequencies in Hz (equal temperament, A4 = 440), written out rather than computed.
A3, C4, D4, EB4, E4, F4, G4, A4 = 220.0, 261.63, 293.66, 311.13, 329.63, 349.23, 392.0, 440.0
C5, D5, E5, G5, A5, C6 = 523.25, 587.33, 659.26, 783.99, 880.0, 1046.5


# -- building blocks --------------------------------------------------------------------------------
def sine(cycles: float) -> float:
    """sin(2 pi * cycles) from basic arithmetic only (folded to a quarter wave, then a
    Taylor polynomial to x^13: error below 1e-9, far under one 16-bit step)."""
    p = cycles - int(cycles)
    if p < 0.0:
        p += 1.0
    sign = 1.0
    if p >= 0.5:
        sign, p = -1.0, p - 0.5
    if p > 0.25:
        p = 0.5 - p
    x = TAU * p
    x2 = x * x
    poly = 1.0 + x2 * (-1 / 6 + x2 * (1 / 120 + x2 * (-1 / 5040 + x2 * (1 / 362880 + x2 * (
        -1 / 39916800 + x2 * (1 / 6227020800))))))
    return sign * x * poly


def silence(seconds: float) -> Samples:
    """Nothing, `seconds` long."""
    return [0.0] * round(seconds * RATE)


def glide(start: float, end: float, seconds: float, harmonics: tuple[float, ...] = (1.0,)) -> Samples:
    """A tone sliding from `start` to `end` Hz (linearly), with partials of the given
    weights (the first is the fundamental), unshaped (see `shape`)."""
    n = round(seconds * RATE)
    phase = 0.0
    out: Samples = []
    for i in range(n):
        f = start + (end - start) * i / max(1, n - 1)
        phase += f / RATE
        phase -= int(phase)
        out.append(sum(w * sine(phase * (k + 1)) for k, w in enumerate(harmonics) if w))
    return out


def tone(freq: float, seconds: float, harmonics: tuple[float, ...] = (1.0,)) -> Samples:
    """A steady tone (see `glide`)."""
    return glide(freq, freq, seconds, harmonics)


def noise(seconds: float, seed: int) -> Samples:
    """White noise in [-1, 1) from a seeded generator (the same samples every run)."""
    rng = random.Random(seed)
    return [rng.random() * 2.0 - 1.0 for _ in range(round(seconds * RATE))]


def _coefficient(cutoff: float) -> float:
    """A one-pole filter's smoothing factor for a cutoff in Hz (basic arithmetic only)."""
    w = TAU * cutoff / RATE
    return w / (w + 1.0)


def lowpass(x: Samples, cutoff: float | Callable[[float], float]) -> Samples:
    """One-pole low-pass; `cutoff` may change over the sound (a function of 0..1 through it)."""
    out: Samples = []
    y = 0.0
    n = max(1, len(x) - 1)
    fixed = _coefficient(cutoff) if not callable(cutoff) else 0.0
    for i, v in enumerate(x):
        a = _coefficient(cutoff(i / n)) if callable(cutoff) else fixed
        y += a * (v - y)
        out.append(y)
    return out


def highpass(x: Samples, cutoff: float) -> Samples:
    """One-pole high-pass: the signal less its low-passed self."""
    return [v - lp for v, lp in zip(x, lowpass(x, cutoff))]


def shape(x: Samples, attack: float, decay: float, hold: float = 0.0) -> Samples:
    """An envelope: a linear rise over `attack` seconds, level for `hold` seconds, then a
    decay that loses about 63% every `decay` seconds (a per-sample factor, no exp())."""
    rise = max(1, round(attack * RATE))
    held = rise + round(hold * RATE)
    k = 1.0 - 1.0 / (decay * RATE)
    level = 1.0
    out: Samples = []
    for i, v in enumerate(x):
        if i < rise:
            g = (i + 1) / rise
        elif i < held:
            g = 1.0
        else:
            level *= k
            g = level
        out.append(v * g)
    return out


def mix(length: float, *parts: tuple[float, float, Samples]) -> Samples:
    """Parts (start in seconds, gain, samples) added into `length` seconds."""
    out = silence(length)
    for start, gain, samples in parts:
        at = round(start * RATE)
        for i, v in enumerate(samples[:max(0, len(out) - at)]):
            out[at + i] += gain * v
    return out


def finish(x: Samples) -> Samples:
    """Scaled so the loudest sample is PEAK, faded out over the last FADE seconds (a tenth
    of a shorter cue)."""
    top = max((abs(v) for v in x), default=0.0)
    scale = PEAK / top if top > 0.0 else 0.0
    n = len(x)
    fade = max(1, min(round(FADE * RATE), n // 10))
    return [v * scale * (min(1.0, (n - i) / fade) if n - i < fade else 1.0) for i, v in enumerate(x)]


BELL = (1.0, 0.0, 0.22, 0.0, 0.08)           # a soft chime: odd partials, quickly weaker
WARM = (1.0, 0.35, 0.12)                     # a rounder tone


# -- the cues -----------------------------------------------------------------------------------------
def _play() -> Samples:
    """A card laid on the table: a short low swish and a soft knock."""
    swish = shape(lowpass(highpass(noise(0.14, 11), 500.0), 3200.0), 0.012, 0.035)
    knock = shape(glide(190.0, 120.0, 0.1), 0.002, 0.025)
    return mix(0.17, (0.0, 1.0, swish), (0.018, 0.9, knock))


def _draw() -> Samples:
    """A card slid off the deck: a light, rising, higher swish."""
    swish = shape(lowpass(highpass(noise(0.16, 23), 1400.0), lambda t: 2500.0 + 3500.0 * t), 0.05, 0.04)
    return mix(0.17, (0.0, 1.0, swish))


def _click() -> Samples:
    """A button: a tiny tick."""
    tick = shape(tone(1750.0, 0.03, (1.0, 0.3)), 0.001, 0.006)
    grain = shape(highpass(noise(0.02, 5), 2500.0), 0.001, 0.004)
    return mix(0.035, (0.0, 1.0, tick), (0.0, 0.4, grain))


def _refuse() -> Samples:
    """A drop refused: two soft low notes going down ("uh-uh")."""
    first = shape(tone(A3, 0.12, WARM), 0.006, 0.06, 0.03)
    second = shape(tone(F4 / 2, 0.16, WARM), 0.006, 0.07, 0.03)
    return mix(0.3, (0.0, 1.0, first), (0.13, 1.0, second))


def _attack() -> Samples:
    """An attack: a whoosh whose brightness sweeps up and falls away."""
    air = lowpass(highpass(noise(0.24, 37), 300.0), lambda t: 700.0 + 4200.0 * (t * (1.0 - t) * 4.0))
    return mix(0.25, (0.0, 1.0, shape(air, 0.07, 0.06)))


def _damage() -> Samples:
    """Damage: a dull thud, the pitch falling, with a burst of grit."""
    thud = shape(glide(170.0, 60.0, 0.2, (1.0, 0.4)), 0.002, 0.05)
    grit = shape(lowpass(noise(0.08, 41), 1800.0), 0.001, 0.018)
    return mix(0.22, (0.0, 1.0, thud), (0.0, 0.7, grit))


def _death() -> Samples:
    """A death: a falling, fading tone with a hollow second voice."""
    fall = shape(glide(G4, C4 / 2, 0.42, WARM), 0.01, 0.16)
    under = shape(glide(G4 * 0.75, C4 * 0.375, 0.42), 0.02, 0.14)
    dust = shape(lowpass(noise(0.3, 53), 900.0), 0.05, 0.08)
    return mix(0.45, (0.0, 1.0, fall), (0.0, 0.45, under), (0.0, 0.25, dust))


def _turn() -> Samples:
    """Your turn: a two-note chime, rising."""
    return mix(0.5, (0.0, 1.0, shape(tone(E5, 0.3, BELL), 0.004, 0.12)),
               (0.12, 1.0, shape(tone(A5, 0.38, BELL), 0.004, 0.16)))


def _victory() -> Samples:
    """Victory: a bright rising arpeggio ending on a held chord."""
    notes = ((0.0, C5), (0.09, E5), (0.18, G5), (0.27, C6))
    parts = [(at, 1.0, shape(tone(f, 0.65 - at, BELL), 0.004, 0.1 if f != C6 else 0.22)) for at, f in notes]
    parts += [(0.27, 0.6, shape(tone(G5, 0.38, BELL), 0.01, 0.22)), (0.27, 0.5, shape(tone(E5, 0.38, BELL), 0.01, 0.22))]
    return mix(0.65, *parts)


def _defeat() -> Samples:
    """Defeat: three slow falling notes in a minor key, soft."""
    notes = ((0.0, G4, 0.1), (0.16, EB4, 0.1), (0.32, C4, 0.2))
    return mix(0.65, *[(at, 1.0, shape(tone(f, 0.65 - at, WARM), 0.01, d)) for at, f, d in notes],
               (0.32, 0.5, shape(tone(C4 * 0.75, 0.33, WARM), 0.02, 0.2)))


def _tie() -> Samples:
    """A drawn game: two level notes, neither rising nor falling."""
    return mix(0.5, (0.0, 1.0, shape(tone(D5, 0.2, BELL), 0.004, 0.08)),
               (0.16, 1.0, shape(tone(D5, 0.34, BELL), 0.004, 0.14)),
               (0.16, 0.5, shape(tone(A4, 0.34, BELL), 0.004, 0.14)))


MAKERS: dict[str, Callable[[], Samples]] = {
    "play": _play, "draw": _draw, "attack": _attack, "damage": _damage, "death": _death,
    "refuse": _refuse, "turn": _turn, "victory": _victory, "defeat": _defeat, "tie": _tie, "click": _click,
}


# -- files ---------------------------------------------------------------------------------------------
def wav_bytes(samples: Samples) -> bytes:
    """A 16-bit mono 44.1 kHz WAV file of samples in [-1, 1] (clipped)."""
    ints = [max(-32767, min(32767, round(v * 32767.0))) for v in samples]
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(struct.pack(f"<{len(ints)}h", *ints))
    return buf.getvalue()


def render(cue: str) -> bytes:
    """The WAV file of one cue (KeyError for an unknown cue)."""
    return wav_bytes(finish(MAKERS[cue]()))


def default_folder() -> Path:
    """assets/sounds/ of the repository this module sits in."""
    return Path(__file__).resolve().parents[3] / "assets" / "sounds"


def write_all(folder: Path | None = None) -> list[Path]:
    """Write every cue's file into `folder` (assets/sounds/ by default); return the paths."""
    folder = folder or default_folder()
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for cue in MAKERS:
        path = folder / f"{cue}.wav"
        path.write_bytes(render(cue))
        paths.append(path)
    return paths


def main(argv: list[str] | None = None) -> int:
    """Command line: write the cues (into the folder given, else assets/sounds/)."""
    args = sys.argv[1:] if argv is None else argv
    for path in write_all(Path(args[0]) if args else None):
        print(f"{path} ({path.stat().st_size:,} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
