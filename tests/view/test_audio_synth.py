"""The sound cues are ours and reproducible: the committed assets/sounds/*.wav are exactly
what the synth script writes, small, 16-bit mono 44.1 kHz, quiet, and load as pygame Sounds."""
from __future__ import annotations

import io
import math
import struct
import wave

import pygame
import pytest

from simulator.resources import asset
from simulator.view.audio import CUES, SoundBank
from simulator.view.audio import synth


def test_every_cue_has_a_maker_and_a_committed_file():
    assert set(synth.MAKERS) == set(CUES)
    for cue in CUES:
        assert asset("sounds", f"{cue}.wav").is_file(), f"assets/sounds/{cue}.wav is missing"


@pytest.mark.parametrize("cue", sorted(CUES))
def test_regenerating_a_cue_gives_the_committed_bytes(cue):
    assert synth.render(cue) == asset("sounds", f"{cue}.wav").read_bytes(), \
        f"assets/sounds/{cue}.wav differs from the synth: run python -m simulator.view.audio.synth"


@pytest.mark.parametrize("cue", sorted(CUES))
def test_a_cue_is_short_quiet_16_bit_mono(cue):
    data = asset("sounds", f"{cue}.wav").read_bytes()
    assert len(data) < 60_000
    with wave.open(io.BytesIO(data)) as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 44_100)
        frames = w.readframes(w.getnframes())
    samples = struct.unpack(f"<{len(frames) // 2}h", frames)
    peak = max(abs(s) for s in samples)
    assert 0.25 * 32767 < peak <= synth.PEAK * 32767 + 1        # audible, never loud
    assert abs(samples[0]) < 0.05 * 32767 and abs(samples[-1]) < 0.01 * 32767   # no click at either end


def test_the_own_sine_is_accurate():
    for i in range(-2000, 2000):
        x = i / 997.0
        assert abs(synth.sine(x) - math.sin(2 * math.pi * x)) < 1e-8


def test_the_script_writes_the_files(tmp_path, capsys):
    assert synth.main([str(tmp_path)]) == 0
    for cue in CUES:
        assert (tmp_path / f"{cue}.wav").read_bytes() == synth.render(cue)
    assert "victory.wav" in capsys.readouterr().out


def test_the_bank_loads_each_cue_once_and_plays_it_with_the_dummy_driver(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init()
    try:
        bank = SoundBank(True)
        for cue in sorted(CUES):
            sound = bank.sound(cue)
            assert sound is not None and 0.02 < sound.get_length() < 0.7
            assert bank.sound(cue) is sound                  # kept once loaded
            bank.play(cue, 0.5)
        assert bank.sound("../settings") is None and bank.sound("nope") is None
        bank.stop()
    finally:
        pygame.mixer.quit()


def test_a_missing_or_broken_file_is_a_silent_cue(tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    pygame.mixer.init()
    try:
        (tmp_path / "play.wav").write_bytes(b"RIFF not really a wave")
        (tmp_path / "draw.wav").write_bytes(b"\0" * (1024 * 1024))
        bank = SoundBank(True, folder=lambda name: tmp_path / name)
        assert bank.sound("play") is None and bank.sound("draw") is None and bank.sound("turn") is None
        assert bank.play("play", 1.0) is False
    finally:
        pygame.mixer.quit()
