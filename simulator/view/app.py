"""The program: window, main loop on an injected clock, scene switching, headless frames."""
from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from .clock import Clock, SimClock
from .node import UIEvent
from .scenes.base import Scene
from .storage import Settings

if TYPE_CHECKING:
    from ..bots.worker import BotWorker

MIN_SIZE = (1280, 720)


class App:
    """Owns the window and the current scene."""

    def __init__(self, size: tuple[int, int] = (1600, 900), clock: Clock | None = None,
                 headless: bool = False, settings: Settings | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.settings = settings or Settings.load()
        self.headless = headless
        self.clock = clock or (SimClock() if headless else Clock())
        self.size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        flags = pygame.RESIZABLE
        if self.settings.fullscreen and not headless:
            flags = pygame.FULLSCREEN
            info = pygame.display.Info()
            self.size = (info.current_w, info.current_h)
        self.screen = pygame.display.set_mode(self.size, flags)
        pygame.display.set_caption("Tabletop — card games with the rules enforced")
        self.scene: Scene | None = None
        self.running = True
        self.queued: list[UIEvent] = []
        self.frames = 0
        self._last = self.clock.now()
        self._bot_worker: BotWorker | None = None

    @property
    def bot_worker(self) -> BotWorker:
        """The one bot worker process of the program (started on first use)."""
        if self._bot_worker is None:
            from ..bots.worker import BotWorker
            self._bot_worker = BotWorker()
        return self._bot_worker

    def close(self) -> None:
        """Stop the bot worker (the player quit)."""
        if self._bot_worker is not None:
            self._bot_worker.close()
            self._bot_worker = None

    # -- scenes ----------------------------------------------------------------------------------
    def switch(self, scene: Scene) -> None:
        """Show another scene."""
        if self.scene is not None:
            self.scene.leave()
        self.scene = scene

    def show_menu(self) -> None:
        """Back to the main menu."""
        from .scenes.menu import MenuScene
        self.switch(MenuScene(self))

    def quit(self) -> None:
        """Leave the main loop."""
        self.running = False

    # -- input ----------------------------------------------------------------------------------
    def post(self, event: UIEvent) -> None:
        """Queue a synthetic event (tests drive the real loop this way)."""
        self.queued.append(event)

    def _translate(self, ev: pygame.event.Event) -> UIEvent | None:
        if ev.type == pygame.QUIT:
            self.quit()
        elif ev.type == pygame.MOUSEBUTTONDOWN and ev.button in (1, 3):
            return UIEvent("down", ev.pos, ev.button)
        elif ev.type == pygame.MOUSEBUTTONUP and ev.button in (1, 3):
            return UIEvent("up", ev.pos, ev.button)
        elif ev.type == pygame.MOUSEMOTION:
            return UIEvent("move", ev.pos)
        elif ev.type == pygame.MOUSEWHEEL:
            return UIEvent("wheel", pygame.mouse.get_pos(), dy=-ev.y)
        elif ev.type == pygame.KEYDOWN:
            return UIEvent("key", key=ev.key)
        elif ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            size = (max(MIN_SIZE[0], ev.w if hasattr(ev, "w") else ev.x), max(MIN_SIZE[1], ev.h if hasattr(ev, "h") else ev.y))
            if size != self.size:
                self.resize(size)
        return None

    def resize(self, size: tuple[int, int]) -> None:
        """Adopt a new window size."""
        self.size = size
        if self.screen.get_size() != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        if self.scene is not None:
            self.scene.resize(size)

    # -- loop -----------------------------------------------------------------------------------
    def frame(self) -> None:
        """One frame: input, update, draw."""
        events = [e for e in (self._translate(ev) for ev in pygame.event.get()) if e is not None]
        events += self.queued
        self.queued = []
        if isinstance(self.clock, SimClock):
            self.clock.advance()
        now = self.clock.now()
        dt = min(0.1, max(0.0, now - self._last))
        self._last = now
        scene = self.scene
        if scene is None:
            return
        for event in events:
            scene.handle(event)
            if self.scene is not scene:
                break
        if self.scene is not None:   # an event may have switched to another scene: run that one
            scene = self.scene
        scene.update(dt)
        scene.draw(self.screen)
        pygame.display.flip()
        self.frames += 1

    def run(self, frames: int | None = None, screenshot: str | Path | None = None) -> int:
        """Run until quit, or for `frames` frames; then optionally save a screenshot."""
        ticker = pygame.time.Clock()
        while self.running and (frames is None or self.frames < frames):
            self.frame()
            if frames is None:
                ticker.tick(60)
        if screenshot:
            self.screenshot(screenshot)
        self.close()
        return 0

    def screenshot(self, path: str | Path) -> None:
        """Save the current frame as a PNG."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
