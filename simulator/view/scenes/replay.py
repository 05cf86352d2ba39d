"""The replay viewer: a saved game step by step, with a timeline, play/pause, speed,
instant seeks, the log in step, reveal-all, and "take over from here"."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...core.actions import Action
from ...core.game import Game, Setup
from ...core.match import Match
from ...core.observation import Observation
from ...core.replay import ReplayCursor
from ...core.saves import Seat
from .. import theme
from ..fonts import font
from ..node import Node, UIEvent
from ..session import GameSession
from ..autosaves import new_slot
from ..table_view import TableView
from ..widgets import Button, OptionMenu
from .base import Scene

if TYPE_CHECKING:
    from ..app import App

SPEEDS = [0.5, 1.0, 2.0, 4.0]
STEP_SECONDS = 0.8


class Timeline(Node):
    """A bar of all steps with round marks; click or drag to jump."""

    interactive = True

    def __init__(self, scene: "ReplayScene", rect: pygame.Rect) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z=700)
        self.scene = scene
        self.held = False

    def _seek(self, x: int) -> None:
        r = self.world_rect()
        frac = min(1.0, max(0.0, (x - r.x) / max(1, r.w)))
        self.scene.seek(round(frac * self.scene.cursor.length))

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down":
            self.held = True
            self._seek(event.pos[0])
            return True
        if event.kind == "move" and self.held:
            self._seek(event.pos[0])
            return True
        if event.kind == "up":
            self.held = False
            return True
        return False

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        cur = self.scene.cursor
        pygame.draw.rect(surface, (16, 20, 25), r, border_radius=8)
        bar = pygame.Rect(r.x + 10, r.centery - 4, r.w - 20, 8)
        pygame.draw.rect(surface, (50, 58, 68), bar, border_radius=4)
        frac = cur.position / max(1, cur.length)
        pygame.draw.rect(surface, theme.ACCENT, (bar.x, bar.y, int(bar.w * frac), bar.h), border_radius=4)
        f = font(12, "bold")
        for step, label in self.scene.marks:
            x = bar.x + int(bar.w * step / max(1, cur.length))
            pygame.draw.line(surface, theme.TEXT, (x, bar.y - 8), (x, bar.bottom + 8), 2)
            img = f.render(label, True, theme.TEXT_DIM)
            surface.blit(img, (x + 3 if x + 3 + img.get_width() < r.right else x - 3 - img.get_width(), r.y + 2))
        knob = (bar.x + int(bar.w * frac), bar.centery)
        pygame.draw.circle(surface, theme.GLOW, knob, 9)
        text = font(13).render(f"step {cur.position} / {cur.length}", True, theme.TEXT)
        surface.blit(text, (r.right - text.get_width() - 10, r.bottom - text.get_height() - 2))


class ReplayScene(Scene):
    """Watch a game again."""

    def __init__(self, app: "App", game: Game, setup: Setup, actions: list[Action], seat_names: list[str]) -> None:
        super().__init__(app)
        self.game, self.setup = game, setup
        self.cursor = ReplayCursor(game.rules, setup, actions)
        self.seat_names = seat_names
        self.table = game.table()
        self.playing = False
        self.speed = 1.0
        self.elapsed = 0.0
        self.viewer = 0
        self.view = TableView(setup.game, self.table, app.size, setup.seats, 0, seat_names, app.settings.anim_speed,
                              mark_viewer=False, ui_scale=app.settings.ui_scale)
        self.view.log_shrink = 84
        self.view.resize(app.size)
        self.marks = self._marks()
        self.layout_controls()
        self.refresh(instant=True)

    def _marks(self) -> list[tuple[int, str]]:
        """Timeline marks where the game's table description sees a round or turn begin."""
        marks = []
        for step in range(1, self.cursor.length + 1):
            for ev in self.cursor.step_events(step):
                label = self.table.timeline_mark(ev)
                if label:
                    marks.append((step, label))
        return marks

    def layout_controls(self) -> None:
        """Place the transport controls over the bottom-right panel."""
        self.root = self.view.root
        lay = self.view.layout
        self.controls = Node(z=800)
        self.view.hud.add(self.controls)
        log = lay.common_rect("log")
        tl = pygame.Rect(log.x, log.bottom - lay.px(76), log.w, lay.px(70))
        self.timeline = Timeline(self, tl)
        self.controls.add(self.timeline)
        area = lay.common_rect("pass")
        bw = (area.w - 16) // 5
        y, bh = area.y, area.h
        size = max(11, lay.px(17))
        self.play_button = Button("Play", area.x, y, bw, bh, self.toggle, primary=True, size=size)
        slots: list[tuple[str, Callable[[], object]] | None] = [   # None: the play button's slot
            ("|<", lambda: self.seek(0)), ("<", self.back), None,
            (">", self.forward), (">|", lambda: self.seek(self.cursor.length))]
        for i, slot in enumerate(slots):
            if slot is None:
                self.play_button.x = area.x + i * (bw + 4)
                self.controls.add(self.play_button)
            else:
                text, cb = slot
                self.controls.add(Button(text, area.x + i * (bw + 4), y, bw, bh, cb, size=size))
        row2 = lay.common_rect("undo")
        self.speed_button = Button(f"{self.speed:g}×", row2.x, row2.y, row2.w, row2.h, self.cycle_speed, size=size)
        self.controls.add(self.speed_button)
        hint = lay.common_rect("hint")
        self.reveal_button = Button("Reveal all" if not self.app.settings.reveal_all else "Seat view",
                                    hint.x, hint.y, hint.w, hint.h, self.toggle_reveal, size=max(10, size - 3))
        self.controls.add(self.reveal_button)
        menu = lay.common_rect("menu")
        self.controls.add(Button("Take over", menu.x, menu.y, menu.w, menu.h, self.take_over, size=max(10, size - 3)))

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size)
        self.layout_controls()
        self.refresh(instant=True)

    # -- navigation -------------------------------------------------------------------------------
    def observation(self) -> Observation:
        """What the viewer sees at this step (everything with reveal-all)."""
        return self.cursor.observation(None if self.app.settings.reveal_all else self.viewer)

    def refresh(self, instant: bool = False) -> None:
        """Show the position at the cursor."""
        obs = self.observation()
        self.view.show(obs, list(self.cursor.events), instant)
        d = self.cursor.decision()
        r = self.cursor.result()
        self.view.banner.text = (r.summary if r else (d.prompt if d else "")) + f"   ·   step {self.cursor.position}/{self.cursor.length}"
        self.play_button.text = "Pause" if self.playing else "Play"

    def seek(self, step: int) -> None:
        """Jump to a step instantly."""
        self.cursor.seek(max(0, min(self.cursor.length, step)))
        self.refresh(instant=True)

    def forward(self) -> None:
        if self.cursor.step_forward():
            self.refresh()

    def back(self) -> None:
        if self.cursor.step_back():
            self.refresh()

    def toggle(self) -> None:
        self.playing = not self.playing
        self.elapsed = 0.0
        self.refresh()

    def cycle_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self.speed_button.text = f"{self.speed:g}×"

    def toggle_reveal(self) -> None:
        self.app.settings.reveal_all = not self.app.settings.reveal_all
        self.reveal_button.text = "Seat view" if self.app.settings.reveal_all else "Reveal all"
        self.refresh(instant=True)

    def take_over(self) -> None:
        """Continue this position as a new game: versus a bot or hot-seat."""
        def start(mode: str) -> None:
            from .table import TableScene
            match = Match(self.game, self.setup)
            for action in self.cursor.actions[:self.cursor.position]:
                match.apply_trusted(action)
            seats = [Seat("human", f"Player {i + 1}") for i in range(self.setup.seats)]
            if mode == "bot":
                d = match.decision()
                me = d.seat if d else 0
                seats = [s if i == me else Seat("bot", "Normal", "normal") for i, s in enumerate(seats)]
            session = GameSession(match, seats, new_slot(), self.app.bot_worker)
            session.autosave()
            self.app.switch(TableScene(self.app, session))

        menu = OptionMenu("Take over from this position", [("Versus the Normal bot", lambda: start("bot")),
                                                            ("Hot-seat", lambda: start("hotseat"))],
                          (self.app.size[0] // 2, self.app.size[1] // 2), cancel=lambda: self.view.overlay.remove(menu))
        self.view.overlay.add(menu)

    # -- loop ---------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        if event.kind == "key":
            if event.key == pygame.K_ESCAPE:
                self.app.show_menu()
            elif event.key == pygame.K_RIGHT:
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_SPACE:
                self.toggle()
            return
        if event.kind == "wheel":
            self.view.handle_wheel(event)
            return
        if event.kind == "move":
            self.view.hover(event.pos)
        super().handle(event)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        if self.playing:
            self.elapsed += dt * self.speed
            if self.elapsed >= STEP_SECONDS:
                self.elapsed = 0.0
                if not self.cursor.step_forward():
                    self.playing = False
                self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def crash_context(self) -> dict[str, Any]:
        return {"screen": "replay viewer", "game": self.setup.game, "seats": self.setup.seats,
                "step": f"{self.cursor.position} of {self.cursor.length}"}
