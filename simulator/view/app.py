"""The program: window, main loop on an injected clock, scene switching, headless frames.

The frame loop is the program's last line of defence: an exception from any scene (the
table, a menu, the replay viewer, a bot worker's answer being read) is caught, written to
a crash report, and the player sees the crash dialog (scenes/crash.py) with the reason,
the report's path and "Back to menu". The game is not re-saved at that moment: its
autosave from the last completed action is the good copy and stays untouched. When the
dialog itself fails the main menu is shown; when crashes keep coming (CRASH_BURST within
CRASH_WINDOW frames) a last-resort screen that cannot fail; an identical crash repeated
writes no new report.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from .motion.clock import Clock, SimClock
from .files.crash import CrashReport, write_report
from .node import UIEvent
from .scenes.base import Scene
from .files.storage import Settings

if TYPE_CHECKING:
    from ..bots.worker import BotWorker

MIN_SIZE = (1280, 720)
DEFAULT_SIZE = (1600, 900)
DESKTOP_MARGIN = (40, 80)          # left free around a window the program sizes itself (borders, title, panel)


def fitted_size(desktop: tuple[int, int] | None, wanted: tuple[int, int] = DEFAULT_SIZE) -> tuple[int, int]:
    """The window size to open with when none was asked for: `wanted`, made smaller to fit
    the desktop with a margin, never under MIN_SIZE (a 1366x768 laptop gets 1326x720)."""
    if desktop is None or desktop[0] <= 0 or desktop[1] <= 0:
        return wanted
    w = min(wanted[0], desktop[0] - DESKTOP_MARGIN[0])
    h = min(wanted[1], desktop[1] - DESKTOP_MARGIN[1])
    return max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)


def _desktop() -> tuple[int, int] | None:
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return (int(sizes[0][0]), int(sizes[0][1])) if sizes else None
CRASH_WINDOW = 120       # frames
CRASH_BURST = 4          # crashes within CRASH_WINDOW frames that mean "a crash loop"
IDLE_WAKE_MS = 500       # a resting window still looks at its scene twice a second (nothing is drawn)
CRASH_GIVE_UP = 300      # frames in a row that raise (even the last-resort screen) before the program stops


class App:
    """Owns the window and the current scene."""

    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE, clock: Clock | None = None,
                 headless: bool = False, settings: Settings | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.notices: list[str] = []       # told once, on the main menu (e.g. unreadable settings)
        if settings is None:
            settings, notice = Settings.load_checked()
            if notice:
                self.notices.append(notice)
        self.settings = settings
        from .style.theme import apply_palette
        apply_palette(self.settings.palette)
        from .files.autosaves import cleanup
        cleanup()                          # stale temporary files, finished games' autosaves
        self.headless = headless
        self.clock = clock or (SimClock() if headless else Clock())
        if size is None:               # nobody asked for a size: the default, as far as the screen allows
            size = DEFAULT_SIZE if headless else fitted_size(_desktop())
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
        self.frames = 0                    # frames drawn
        self.lazy = False                  # draw only on change (the interactive loop; run() sets it)
        self.resting = False               # the last frame found nothing moving and no input
        self._moved = True                 # the last frame drew something that moves
        self._waited: list[pygame.event.Event] = []   # an event taken off the queue while resting
        self._last = self.clock.now()
        self._bot_worker: BotWorker | None = None
        self.reraise = False               # tests: let an exception out of frame() instead
        self.crashes: list[CrashReport] = []
        self._ticks = 0                    # frame() calls, crashed ones included
        self._crash_ticks: list[int] = []
        self._streak = 0                   # frames in a row that raised
        self._stage = ""
        from .audio import Audio
        self.audio = Audio(lambda: self.settings)   # silent without a device or headless (audio/mixer.py)

    @property
    def bot_worker(self) -> BotWorker:
        """The one bot worker process of the program (started on first use)."""
        if self._bot_worker is None:
            from ..bots.worker import BotWorker
            self._bot_worker = BotWorker()
        return self._bot_worker

    def close(self) -> None:
        """Leave the scene (a replay's analysis stops), stop the bot worker, let go of the
        autosave slot (the player quit) and close the sound."""
        if self.scene is not None:
            try:
                self.scene.leave()
            except Exception:  # noqa: BLE001, S110 -- quitting goes on whatever the scene's clean-up does
                pass
        if self._bot_worker is not None:
            self._bot_worker.close()
            self._bot_worker = None
        from .files.autosaves import release_all
        release_all()
        self.audio.close()

    def take_notices(self) -> list[str]:
        """Messages for the player that are shown once (the menu shows them as toasts)."""
        notices, self.notices = self.notices, []
        return notices

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
            return UIEvent("key", key=ev.key, mod=getattr(ev, "mod", 0))
        elif ev.type == pygame.TEXTINPUT:
            return UIEvent("text", text=str(getattr(ev, "text", "")))
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
        """One frame: input, update, draw; an exception becomes the crash dialog (see the module)."""
        self._ticks += 1
        try:
            self._frame()
            self._streak = 0
        except Exception as exc:
            if self.reraise:
                raise
            self._streak += 1
            self.recover(exc)

    def _frame(self) -> None:
        self._stage = "input"
        raw = self._waited + pygame.event.get()
        self._waited = []
        events = [e for e in (self._translate(ev) for ev in raw) if e is not None]
        events += self.queued
        self.queued = []
        if isinstance(self.clock, SimClock):
            self.clock.advance()
        now = self.clock.now()
        dt = min(0.1 if not self.resting else 1 / 60, max(0.0, now - self._last))   # a rest is not elapsed animation time
        self._last = now
        scene = self.scene
        if scene is None:
            return
        self._stage = "handle"
        for event in events:
            scene.handle(event)
            if self.scene is not scene:
                break
        switched = self.scene is not scene
        if self.scene is not None:   # an event may have switched to another scene: run that one
            scene = self.scene
        self._stage = "update"
        scene.update(dt)
        moving = scene.animating() if self.lazy else True     # asked only when frames are drawn on change
        # Redraw on change: any input (a window event too), something moving now or in the
        # last frame drawn (its final position), or a new scene; otherwise draw nothing.
        if self.lazy and not (raw or events or moving or self._moved or switched):
            self.resting = True
            return
        self.resting = False
        self._moved = moving
        self._stage = "draw"
        scene.draw(self.screen)
        self._stage = "flip"
        pygame.display.flip()
        self.frames += 1

    def wait_for_input(self, timeout_ms: int = IDLE_WAKE_MS) -> None:
        """While resting: sleep until an event arrives (kept for the next frame) or the
        timeout passes. Costs no CPU while the window waits."""
        ev = pygame.event.wait(timeout_ms)
        if ev.type != pygame.NOEVENT:
            self._waited.append(ev)

    # -- the guard --------------------------------------------------------------------------------
    def recover(self, error: BaseException) -> None:
        """After an uncaught exception: report it and show the crash dialog (or, if that is
        what failed, the menu; in a crash loop, the last-resort screen). Never raises."""
        from .scenes.crash import CrashScene, LastResortScene
        try:
            scene = self.scene
            where = f"{type(scene).__name__}.{self._stage}" if scene is not None else self._stage
            self._crash_ticks = [t for t in self._crash_ticks if self._ticks - t < CRASH_WINDOW] + [self._ticks]
            report = self._report(error, where, scene)
            if self._streak >= CRASH_GIVE_UP:
                print("Tabletop: the program keeps failing and stops", file=sys.stderr)
                self.running = False
                return
            if len(self._crash_ticks) >= CRASH_BURST or isinstance(scene, LastResortScene):
                self._force(lambda: LastResortScene(self, report))
            elif isinstance(scene, CrashScene):
                self._force(self._menu, lambda: LastResortScene(self, report))
            else:
                self._force(lambda: CrashScene(self, report), self._menu, lambda: LastResortScene(self, report))
        except Exception:  # noqa: BLE001 -- the guard of last resort must not raise
            self.scene = LastResortScene(self, None)

    def _menu(self) -> Scene:
        from .scenes.menu import MenuScene
        return MenuScene(self)

    def _force(self, *makers: Any) -> None:
        """Switch to the first scene that can be built; the leaving scene's own clean-up may fail."""
        old = self.scene
        if old is not None:
            try:
                old.leave()
            except Exception:  # noqa: BLE001, S110 -- a failing clean-up must not stop the switch
                pass
        for make in makers:
            try:
                self.scene = make()
                return
            except Exception:  # noqa: BLE001, S112 -- try the next, simpler screen
                continue

    def _report(self, error: BaseException, where: str, scene: Scene | None) -> CrashReport:
        context: dict[str, Any] = {}
        if scene is not None:
            try:
                context = dict(scene.crash_context())
            except Exception as exc:  # noqa: BLE001 -- a report is written whatever the scene says
                context = {"context": f"could not be read ({type(exc).__name__})"}
        from .files.crash import signature
        last = self.crashes[-1] if self.crashes else None
        if last is not None and last.signature == signature(error, where) and last.path is not None:
            last.repeats += 1       # the same crash again: no new report file
            last.error = error
            return last
        report = write_report(error, where, context)
        self.crashes.append(report)
        del self.crashes[:-20]
        return report

    def run(self, frames: int | None = None, screenshot: str | Path | None = None) -> int:
        """Run until quit, or for `frames` frames (each drawn); then optionally save a
        screenshot. The interactive loop draws only on change and rests between inputs."""
        if frames is None:
            self.loop()
        while self.running and frames is not None and self.frames < frames:
            self.frame()
        if screenshot:
            self.screenshot(screenshot)
        self.close()
        return 0 if not self.crashes else 1

    def loop(self, seconds: float | None = None) -> None:
        """The interactive loop: at most 60 frames a second while something moves, and
        none while nothing does (the window waits for input). `seconds`: stop after that
        much wall time (the bench's idle measurement)."""
        import time
        ticker = pygame.time.Clock()
        self.lazy = True
        end = None if seconds is None else time.monotonic() + seconds
        while self.running and (end is None or time.monotonic() < end):
            self.frame()
            if self.resting:
                wait = IDLE_WAKE_MS if end is None else max(1, min(IDLE_WAKE_MS, int((end - time.monotonic()) * 1000)))
                self.wait_for_input(wait)
                ticker.tick()              # a rest is not a frame's worth of time to make up
            else:
                ticker.tick(60)
        self.lazy = False

    def screenshot(self, path: str | Path) -> None:
        """Save the current frame as a PNG."""
        Path(path).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
