"""The mixer guard, the sound bank and `Audio`, the program's one player of cues.

Silence is always a safe answer: with SDL_AUDIODRIVER=dummy (headless runs and tests), no
audio device, a pygame built without its mixer, or a mixer that fails to open or to play,
every cue is quietly skipped and nothing raises. A cue file that is missing, too large or
unreadable is skipped the same way (and not tried again).
"""
from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterable
from typing import Any, Protocol

import pygame

from ...resources import asset
from .cues import CUES

FILE_LIMIT = 512 * 1024      # bytes: a cue file is under 60 KB; anything far larger is not ours
MIXER_RATE, MIXER_BUFFER = 44_100, 512     # samples a second; a small buffer keeps cues on time


def open_mixer() -> bool:
    """Open pygame's mixer if sound can be heard here; True when it is open. Never raises:
    the dummy audio driver (headless runs), no device or any mixer error means False."""
    if os.environ.get("SDL_AUDIODRIVER", "").strip().lower() == "dummy":
        return False
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=MIXER_RATE, size=-16, channels=2, buffer=MIXER_BUFFER)
        return bool(pygame.mixer.get_init())
    except Exception:  # noqa: BLE001 -- pygame.error, a missing mixer module (NotImplementedError)...: silence
        return False


def close_mixer() -> None:
    """Close the mixer (quietly: it may never have opened)."""
    try:
        if pygame.mixer.get_init():
            pygame.mixer.quit()
    except Exception:  # noqa: BLE001, S110 -- closing what could not be used is no error
        pass


class Bank(Protocol):
    """Plays cues by name (the real bank plays sounds; tests record the names)."""

    def play(self, cue: str, volume: float) -> bool:
        """Start `cue` at `volume` (0..1); False when nothing could be played."""

    def stop(self) -> None:
        """Stop every cue playing now."""


class SoundBank:
    """The cue files (assets/sounds/<cue>.wav) as pygame Sounds, each loaded the first time
    it is played and kept; a cue that cannot be loaded is remembered as silent."""

    def __init__(self, ready: bool, folder: Callable[[str], Any] | None = None) -> None:
        """ready: the mixer is open (open_mixer()); folder: where a cue's file is found
        (a Traversable or path for the file name), simulator.resources.asset by default."""
        self.ready = ready
        self._find = folder or (lambda name: asset("sounds", name))
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}

    def sound(self, cue: str) -> pygame.mixer.Sound | None:
        """The loaded Sound of a cue, or None (unknown cue, no mixer, a bad file)."""
        if not self.ready or cue not in CUES:
            return None
        if cue not in self._sounds:
            self._sounds[cue] = self._load(cue)
        return self._sounds[cue]

    def _load(self, cue: str) -> pygame.mixer.Sound | None:
        try:
            data = self._find(f"{cue}.wav").read_bytes()
            if len(data) > FILE_LIMIT:
                return None
            return pygame.mixer.Sound(file=io.BytesIO(data))
        except Exception:  # noqa: BLE001 -- a missing or broken file is a silent cue, never a crash
            return None

    def play(self, cue: str, volume: float) -> bool:
        sound = self.sound(cue)
        if sound is None:
            return False
        try:
            sound.set_volume(volume)
            return sound.play() is not None
        except Exception:  # noqa: BLE001 -- the device went away: stay silent from now on
            self.ready = False
            return False

    def stop(self) -> None:
        if self.ready:
            try:
                pygame.mixer.stop()
            except Exception:  # noqa: BLE001, S110 -- nothing to stop
                pass


class Audio:
    """Plays the table's cues at the player's volume, or not at all when muted.

    `settings` gives the settings now (anything with `volume` and `mute`), read at each cue,
    so a change on the Settings screen applies at once. `heard` keeps the last cues asked
    for that were not muted (what a player would have heard with a working device)."""

    def __init__(self, settings: Callable[[], Any], bank: Bank | None = None) -> None:
        self.settings = settings
        self.opened = False
        if bank is None:
            self.opened = open_mixer()
            bank = SoundBank(self.opened)
        self.bank: Bank = bank
        self.heard: list[str] = []

    def volume(self) -> float:
        """The volume a cue is played at now: 0 when muted, else the setting within 0..1."""
        st = self.settings()
        if bool(getattr(st, "mute", False)):
            return 0.0
        try:
            v = float(getattr(st, "volume", 0.0))
        except (TypeError, ValueError):
            return 0.0
        return max(0.0, min(1.0, v)) if v == v else 0.0

    def play(self, cue: str) -> None:
        """Play one cue (nothing when muted, silent or unknown). Never raises."""
        self.play_all((cue,))

    def play_all(self, cues: Iterable[str]) -> None:
        """Play several cues at once (the events of one action). Never raises."""
        volume = self.volume()
        if volume <= 0.0:
            return
        for cue in cues:
            self.heard.append(cue)
            try:
                self.bank.play(cue, volume)
            except Exception:  # noqa: BLE001, S112 -- a cue is never worth a crash
                continue
        del self.heard[:-50]

    def changed(self) -> None:
        """The settings changed: muted stops what plays now, otherwise a click lets the
        player hear the new volume."""
        if self.volume() <= 0.0:
            try:
                self.bank.stop()
            except Exception:  # noqa: BLE001, S110 -- nothing to stop
                pass
        else:
            self.play("click")

    def close(self) -> None:
        """Stop sounds and close the mixer if this player opened it."""
        try:
            self.bank.stop()
        except Exception:  # noqa: BLE001, S110 -- closing never fails
            pass
        if self.opened:
            close_mixer()
            self.opened = False
