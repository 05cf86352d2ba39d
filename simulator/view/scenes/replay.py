"""The replay viewer: a saved game step by step, with a timeline, play/pause, speed,
instant seeks, the log in step, reveal-all, and "take over from here"; and the search
bot's analysis (replay_analysis.py): a win-chance graph along the timeline, the largest
swings marked, and at a judged step the move made and the bot's choice on the table."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...core.actions import Action
from ...core.game import Game, Setup
from ...core.observation import Observation
from ...core.replay import ReplayCursor
from ...core.saves import Seat
from ..style import theme
from ..audio import ReplayCues
from ..files.decklists import decklist_format, export_and_copy
from ..style.fonts import font
from ..table.move_marks import MoveMark, paint_marks, verdict_marks, verdict_words
from ..table.names import seat_names as names_of
from ..node import Node, UIEvent
from ..table.view import SPOTLIGHT_Z, TableView, _Painter
from ..widgets import Button, Toast
from .base import Scene
from .replay_analysis import ReplayAnalysis
from .replay_graph import WinGraph, swing_colour
from .replay_retry import ReplayRetry
from .replay_review import show_review
from .take_over import TakeOverDialog, start_from

if TYPE_CHECKING:
    from ..app import App

SPEEDS = [0.5, 1.0, 2.0, 4.0]
STEP_SECONDS = 0.8
TIMELINE_ROW = 84       # reference pixels under the log for the timeline
GRAPH_ROW = 112         # and above it for the win-chance graph
MARKS_Z = 2 * SPOTLIGHT_Z   # the analysis' rings and arrows: above every card of the card layer
EXPORT_ROW = 48         # and for the "Export decks" row, in games with decklists


class Timeline(Node):
    """A bar of all steps with round marks; click or drag to jump."""

    interactive = True

    def __init__(self, scene: ReplayScene, rect: pygame.Rect) -> None:
        super().__init__(rect.x, rect.y, rect.w, rect.h, z=700)
        self.scene = scene
        self.held = False

    def _seek(self, x: int) -> None:
        r = self.world_rect()
        frac = min(1.0, max(0.0, (x - r.x) / max(1, r.w)))
        self.scene.seek(round(frac * self.scene.cursor.length))

    def bar(self) -> pygame.Rect:
        """The bar of steps (the graph above lines its steps up with it)."""
        r = self.world_rect()
        return pygame.Rect(r.x + 10, r.centery - 4, r.w - 20, 8)

    def swing_marks(self) -> list[tuple[pygame.Rect, int]]:
        """The largest swings of the analysis on the bar: click areas and steps."""
        bar = self.bar()
        return [(pygame.Rect(bar.x + int(bar.w * v.step / max(1, self.scene.cursor.length)) - 7, bar.y - 8, 14,
                             bar.h + 16), v.step) for v in self.scene.analysis.swings]

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down":
            hit = next((step for rect, step in self.swing_marks() if rect.collidepoint(event.pos)), None)
            if hit is not None:
                self.scene.seek(hit)
                return True
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
        f = font(max(10, min(14, r.h // 4)), "bold")
        text = font(max(10, min(14, r.h // 4))).render(f"step {cur.position} / {cur.length}", True, theme.TEXT)
        step_box = text.get_rect(bottomright=(r.right - 10, r.bottom - 2))
        xs = [bar.x + int(bar.w * step / max(1, cur.length)) for step, _ in self.scene.marks]
        dense = len(xs) > 1 and min(b - a for a, b in pairwise(xs)) < 6
        for x in xs:
            pygame.draw.line(surface, theme.TEXT if not dense else theme.TEXT_DIM, (x, bar.y - 6), (x, bar.bottom + 6),
                             1 if dense else 2)
        for x, label in self.placed_labels(r, bar, f, step_box):
            surface.blit(f.render(label[0], True, theme.TEXT_DIM), (x, label[1]))
        for rect, _ in self.swing_marks():
            c = rect.center
            for grow, colour in ((2, (16, 16, 20)), (0, swing_colour())):
                pygame.draw.polygon(surface, colour, [(c[0], c[1] - 7 - grow), (c[0] + 6 + grow, c[1]),
                                                      (c[0], c[1] + 7 + grow), (c[0] - 6 - grow, c[1])])
        knob = (bar.x + int(bar.w * frac), bar.centery)
        pygame.draw.circle(surface, theme.GLOW, knob, 9)
        surface.blit(text, step_box)

    def placed_labels(self, r: pygame.Rect, bar: pygame.Rect, f: pygame.font.Font,
                      keep_clear: pygame.Rect) -> list[tuple[int, tuple[str, int]]]:
        """Where each mark's label goes: above the bar, else below it, else shortened (the
        words before a ":"), else left out; labels never overlap each other, the step
        counter or the ends of the bar. Returns (x, (text, y))."""
        rows = [r.y + 2, bar.bottom + 4]
        taken: list[list[pygame.Rect]] = [[], [keep_clear.inflate(6, 0)]]
        out = []
        marks = self.scene.marks
        crowded = sum(f.size(label)[0] + 8 for _, label in marks) > 2 * bar.w
        for step, label in marks:
            x = bar.x + int(bar.w * step / max(1, self.scene.cursor.length))
            short = label.split(":")[0]
            options = [short] if crowded else [label] + ([short] if short != label else [])
            placed = False
            for text in options:
                w, hgt = f.size(text)
                left = x + 3 if x + 3 + w <= r.right - 4 else x - 3 - w
                for i, y in enumerate(rows):
                    box = pygame.Rect(left, y, w, hgt)
                    if box.x < r.x + 2 or box.bottom > r.bottom or any(box.inflate(18, 0).colliderect(o) for o in taken[i]):
                        continue
                    taken[i].append(box)
                    out.append((left, (text, y)))
                    placed = True
                    break
                if placed:
                    break
        return out


class ReplayScene(Scene):
    """Watch a game again."""

    def __init__(self, app: App, game: Game, setup: Setup, actions: list[Action],
                 seats: Sequence[Seat | str], save: Path | None = None) -> None:
        """seats: the save's seats (their names are shown: names.seat_names), or the names;
        save: the file the game was read from (its analysis is read from and written beside it)."""
        super().__init__(app)
        self.game, self.setup = game, setup
        self.cursor = ReplayCursor(game.rules, setup, actions)
        self.seat_names = seat_names = names_of(seats)
        # the save's seats (plain names are people's): the take-over question offers them by name
        self.saved_seats = [s if isinstance(s, Seat) else Seat("human", s) for s in seats]
        self.table = game.table()
        self.playing = False
        self.speed = 1.0
        self.elapsed = 0.0
        self.viewer = 0
        self.view = TableView(setup.game, self.table, app.size, setup.seats, 0, seat_names, app.settings.anim_speed,
                              mark_viewer=False, ui_scale=app.settings.ui_scale, text_size=app.settings.text_size,
                              reduce_motion=app.settings.reduce_motion)
        self.analysis = ReplayAnalysis(self, save, seats)
        self.move_marks: list[MoveMark] = []
        # over every card, under the banner, panels and menus (the banner's words stay readable)
        self.view.card_layer.add(_Painter(self._paint_move_marks, z=MARKS_Z))
        self.exports = decklist_format(game) is not None    # "Export decks" for games with decklists
        self.view.log_shrink = self._shrink()
        self.view.resize(app.size)
        if not self._room_below():            # no room under the buttons: the exit row goes above the timeline
            self.view.log_shrink = self._shrink() + 58
            self.view.resize(app.size)
        self.marks = self._marks()
        self.layout_controls()
        self.retry = ReplayRetry(self)        # "Retry from here" at a marked decision (replay_retry.py)
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

    def _shrink(self) -> int:
        """Reference pixels taken from the log's bottom: the timeline and the graph, and the
        export row."""
        return TIMELINE_ROW + GRAPH_ROW + (EXPORT_ROW if self.exports else 0)

    def _rows(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """The three rows of controls: transport, settings, leaving (take over, rules, menu)."""
        lay = self.view.layout
        area, menu, undo = lay.common_rect("pass"), lay.common_rect("menu"), lay.common_rect("undo")
        row2 = pygame.Rect(area.x, undo.y, area.w, undo.h)
        gap = max(2, undo.y - area.bottom)
        row3 = pygame.Rect(area.x, menu.bottom + gap, area.w, menu.h)
        if self.view.log_shrink > self._shrink():
            log = lay.common_rect("log")
            bottom = log.bottom - lay.px(76 + GRAPH_ROW) - gap
            row3 = pygame.Rect(log.x, bottom - menu.h, log.w, menu.h)
        return area, row2, row3

    def _export_row(self) -> pygame.Rect:
        """Where "Export decks" goes: right under the log (above the exit row when that
        had to move above the timeline and the graph)."""
        lay = self.view.layout
        log = lay.common_rect("log")
        bottom = log.bottom - lay.px(76 + GRAPH_ROW) - lay.px(6)
        if self.view.log_shrink > self._shrink():
            bottom = self._rows()[2].y - lay.px(6)
        h = lay.px(EXPORT_ROW - 8)
        return pygame.Rect(log.x, bottom - h, log.w, h)

    def _room_below(self) -> bool:
        return self._rows()[2].bottom <= self.app.size[1] - 2

    def layout_controls(self) -> None:
        """Place the replay's controls where the table has its buttons (and a row below)."""
        self.root = self.view.root
        lay = self.view.layout
        self.controls = Node(z=800)
        self.view.hud.add(self.controls)
        log = lay.common_rect("log")
        tl = pygame.Rect(log.x, log.bottom - lay.px(76), log.w, lay.px(70))
        self.timeline = Timeline(self, tl)
        self.controls.add(self.timeline)
        self.graph = WinGraph(self.analysis, pygame.Rect(log.x, tl.y - lay.px(GRAPH_ROW), log.w,
                                                         lay.px(GRAPH_ROW - 6)), self.seat_names, self.view.text_k)
        self.controls.add(self.graph)
        b = self.graph.button_rect()
        self.analyze_button = Button(self.analysis.button_text(), b.x, b.y, b.w, b.h, self.press_analyze,
                                     size=self.view.tpx("small"), z=710)
        self.controls.add(self.analyze_button)
        self._update_analyze_button()
        area, row2, row3 = self._rows()
        size = self.view.tpx("label")
        small = self.view.tpx("body")

        def cells(row: pygame.Rect, n: int) -> list[pygame.Rect]:
            gap = max(3, lay.px(6))
            w = (row.w - gap * (n - 1)) // n
            return [pygame.Rect(row.x + i * (w + gap), row.y, w, row.h) for i in range(n)]

        slots: list[tuple[str, Callable[[], object]] | None] = [   # None: the play button's slot
            ("|<", lambda: self.seek(0)), ("<", self.back), None,
            (">", self.forward), (">|", lambda: self.seek(self.cursor.length))]
        for cell, slot in zip(cells(area, 5), slots):
            if slot is None:
                self.play_button = Button("Play", cell.x, cell.y, cell.w, cell.h, self.toggle, primary=True, size=size)
                self.controls.add(self.play_button)
            else:
                self.controls.add(Button(slot[0], cell.x, cell.y, cell.w, cell.h, slot[1], size=size))
        speed, reveal, keys, puzzle = cells(row2, 4)
        self.speed_button = Button(f"{self.speed:g}×", speed.x, speed.y, speed.w, speed.h, self.cycle_speed,
                                   size=small)
        self.reveal_button = Button("Reveal all" if not self.app.settings.reveal_all else "Seat view",
                                    reveal.x, reveal.y, reveal.w, reveal.h, self.toggle_reveal, size=small)
        self.controls.add(self.speed_button)
        self.controls.add(self.reveal_button)
        self.controls.add(Button("Controls", keys.x, keys.y, keys.w, keys.h, self.show_controls, size=small))
        self.controls.add(Button("Puzzle…", puzzle.x, puzzle.y, puzzle.w, puzzle.h, self.save_puzzle, size=small))
        take, rules, leave = cells(row3, 3)
        self.take_over_button = Button("Take over", take.x, take.y, take.w, take.h, self.take_over, size=small)
        self.controls.add(self.take_over_button)
        self.controls.add(Button("Rules", rules.x, rules.y, rules.w, rules.h, self.show_rules, size=small))
        self.controls.add(Button("Main menu", leave.x, leave.y, leave.w, leave.h, self.app.show_menu, size=small))
        if self.exports:
            row = self._export_row()
            self.controls.add(Button("Export decks", row.x, row.y, row.w, row.h, self.export_decks, size=small))

    def export_decks(self) -> None:
        """Each seat's deck of this game as decklist files in the player's decks folder, and
        on the clipboard where there is one; one line says where."""
        ok, message, detail = export_and_copy(self.game, self.setup.decks, self.seat_names)
        w, h = self.app.size
        self.view.toast_at(Toast(message, (w // 2, h // 2), colour=theme.LEGAL if ok else theme.DANGER,
                                 width=min(760, w - 80), detail=detail, size=18))

    # -- analysis -------------------------------------------------------------------------------
    def press_analyze(self) -> None:
        """The Analyze button: judge every decision in worker processes (Cancel stops it)."""
        self.analysis.press()
        self._update_analyze_button()

    def _update_analyze_button(self) -> None:
        """Analyze while there is no analysis, Cancel while one runs; gone once it is shown."""
        b = self.analyze_button
        b.text = self.analysis.button_text()
        b.primary = not self.analysis.running          # Analyze stands out; Cancel does not
        b.visible = self.analysis.running or not self.analysis.shown
        self.graph.button_left = int(b.x) if b.visible else None

    def seek_swing(self, direction: int) -> None:
        """Jump to the next (1) or previous (-1) of the largest swings."""
        step = self.analysis.swing_from(self.cursor.position, direction)
        if step is not None:
            self.seek(step)

    def _show_verdict(self) -> None:
        """At a judged step: the move made and the bot's choice on the table, in words in the banner."""
        verdict = self.analysis.at(self.cursor.position)
        banner = self.view.banner
        if verdict is None:
            self.move_marks, banner.detail = [], []
            return
        who = self.seat_names[verdict.seat] if verdict.seat < len(self.seat_names) else f"Seat {verdict.seat + 1}"
        banner.detail = [(self.view.text(t), c) for t, c in verdict_words(verdict, who)]
        self.move_marks = verdict_marks(self.table, verdict)

    def _paint_move_marks(self, surface: pygame.Surface) -> None:
        if self.move_marks:
            paint_marks(self.view, surface, self.move_marks)

    def can_take_over(self) -> bool:
        """A person can play on from here: the game is not over at this position."""
        return self.cursor.decision() is not None

    def save_puzzle(self) -> None:
        """Save the position at the cursor as a puzzle (scenes/puzzle_dialog.py asks the goal and the limit)."""
        from .puzzle_dialog import position_match, save_position_as_puzzle
        save_position_as_puzzle(self.view, self.app.size, position_match(self.game, self.setup, self.cursor.actions[
            :self.cursor.position]), self.saved_seats, self.view.text_k)

    def show_controls(self) -> None:
        """The replay viewer's controls, over the table."""
        from .help import REPLAY_CONTROLS, show_overlay
        show_overlay(self, self.view, REPLAY_CONTROLS, kind="controls")

    def show_rules(self) -> None:
        """This game's rules summary, over the table."""
        from .help import help_for, show_overlay
        show_overlay(self, self.view, help_for(self.game.name), kind="rules")

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
        self.view.banner.text = self.view.text(r.summary if r else (d.prompt if d else "")) + f"   ·   step {self.cursor.position}/{self.cursor.length}"
        self.play_button.text = "Pause" if self.playing else "Play"
        self.take_over_button.visible = self.can_take_over()
        self._show_verdict()
        self.retry.show()
        show_review(self)           # a marked decision's better moves and reason, clear of the retry strip

    def seek(self, step: int) -> None:
        """Jump to a step instantly."""
        self.cursor.seek(max(0, min(self.cursor.length, step)))
        self.refresh(instant=True)

    def forward(self) -> None:
        if self.cursor.step_forward():
            self._sound_step()
            self.refresh()

    def _sound_step(self) -> None:
        """The cues of the step just played forward (a seek sounds nothing)."""
        ReplayCues.stepped(self.app.audio, self.table, self.cursor.step_events(self.cursor.position), self.viewer,
                           self.cursor.result())

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
        """Continue this position as a new game (not where the game is over): first ask
        which seat is yours and who plays each other seat (take_over.py)."""
        if not self.can_take_over() or self.take_over_menu() is not None:
            return
        position = self.cursor.position

        def start(seats: list[Seat]) -> None:
            start_from(self.app, self.game, self.setup, self.cursor.actions[:position], seats)

        self.view.overlay.add(TakeOverDialog(self.app.size, position, self.saved_seats, start, self.close_take_over,
                                             k=self.view.text_k))

    def close_take_over(self) -> None:
        """Close the take-over question; the replay stays as it was."""
        menu = self.take_over_menu()
        if menu is not None:
            self.view.overlay.remove(menu)

    def take_over_menu(self) -> TakeOverDialog | None:
        """The open take-over question, if any."""
        found = [n for n in self.view.overlay.children if isinstance(n, TakeOverDialog)]
        return found[0] if found else None

    # -- loop ---------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        from .help import REPLAY_CONTROLS, overlay_event
        if overlay_event(self, self.view, event, REPLAY_CONTROLS):
            return
        if event.kind == "key":
            menu = self.take_over_menu()
            if menu is not None:           # the question is modal: Escape closes it, other keys wait
                if event.key == pygame.K_ESCAPE:
                    self.close_take_over()
                return
            if event.key == pygame.K_ESCAPE:
                self.app.show_menu()
            elif event.key == pygame.K_RIGHT:
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.back()
            elif event.key == pygame.K_HOME:
                self.seek(0)
            elif event.key == pygame.K_END:
                self.seek(self.cursor.length)
            elif event.key == pygame.K_SPACE:
                self.toggle()
            elif event.key in (pygame.K_RIGHTBRACKET, pygame.K_PAGEDOWN):
                self.seek_swing(1)
            elif event.key in (pygame.K_LEFTBRACKET, pygame.K_PAGEUP):
                self.seek_swing(-1)
            return
        if event.kind == "wheel":
            self.view.handle_wheel(event)
            return
        if event.kind == "move":
            self.view.hover(event.pos)
        super().handle(event)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        running = self.analysis.running
        if self.analysis.poll() or running != self.analysis.running:
            self._update_analyze_button()
            self.refresh(instant=True)
        if self.playing:
            self.elapsed += dt * self.speed
            if self.elapsed >= STEP_SECONDS:
                self.elapsed = 0.0
                if not self.cursor.step_forward():
                    self.playing = False
                else:
                    self._sound_step()
                self.refresh()

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)

    def animating(self) -> bool:
        return self.playing or self.analysis.running or self.view.moving() or super().animating()

    def leave(self) -> None:
        """Closing the viewer stops an analysis in progress."""
        self.analysis.cancel()

    def crash_context(self) -> dict[str, Any]:
        return {"screen": "replay viewer", "game": self.setup.game, "seats": self.setup.seats,
                "step": f"{self.cursor.position} of {self.cursor.length}"}
