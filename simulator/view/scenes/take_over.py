"""Take over a replay: which seat you take (by the seats' names in the save) and who plays
each other seat (a bot at a level, as New game offers them, or a person at this screen:
hot-seat), then the game goes on from the replay's position as a new game on the table.

The names follow the people: the seat you take carries your name from the save (the one
person of a game versus bots is "You" wherever you sit; "your old seat's name stays
yours"), a seat kept by a person keeps that person's name, and a bot is named by its seat
and level ("Bot 1 — Hard") as at New game. `planned_seats` makes those Seats, the
`TakeOverDialog` asks, `start_from` builds the session."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.actions import Action
from ...core.game import Game, Setup
from ...core.match import Match
from ...core.saves import Seat
from ..files.autosaves import new_slot
from ..node import Node, UIEvent
from ..session.game import GameSession
from ..style import theme
from ..style.fonts import font, text_px
from ..table.names import YOU, bot_name, seat_names
from ..widgets import Button, Label, Panel
from .newgame import LEVELS

if TYPE_CHECKING:
    from ..app import App

PERSON = "person"                 # who plays a seat: a person at this screen (hot-seat), or a level of LEVELS
CHOICES = [*LEVELS, ("Person", PERSON)]
CHECK = "\u2713 "                 # marks the chosen button (the colour is not the only cue)


@dataclass
class TakeOverPlan:
    """Which seat you take and who plays each seat: {seat: a level of LEVELS or PERSON}."""

    seat: int
    others: dict[int, str] = field(default_factory=dict)


def default_plan(saved: Sequence[Seat]) -> TakeOverPlan:
    """The plan the dialog opens with: your seat is the save's first person's (the first
    seat when only bots played); each other seat as the save had it (a person stays a
    person, a bot keeps its level; a bot without one, such as "greedy", is Normal)."""
    people = [i for i, s in enumerate(saved) if s.kind == "human"]
    seat = people[0] if people else 0
    levels = {v for _, v in LEVELS}
    others = {i: PERSON if s.kind == "human" else (s.level if isinstance(s.level, str) and s.level in levels
                                                   else "normal")
              for i, s in enumerate(saved) if i != seat}
    return TakeOverPlan(seat, others)


def planned_seats(saved: Sequence[Seat], plan: TakeOverPlan) -> list[Seat]:
    """The seats of the new game: you at `plan.seat` with your name from the save (see the
    module docstring), the people and bots of `plan.others`; names are never shared."""
    n = len(saved)
    persons = [plan.seat] + [i for i in range(n) if i != plan.seat and plan.others.get(i) == PERSON]
    if saved[plan.seat].kind == "human":
        mine = saved[plan.seat].name
    else:       # a person of the save whose seat now goes to a bot moves here with their name
        moved = [saved[i].name for i in range(n) if saved[i].kind == "human" and i not in persons]
        mine = moved[0] if moved else YOU
    taken = {mine}
    titles = {v: k for k, v in LEVELS}
    out: list[Seat] = []
    for i in range(n):
        if i == plan.seat:
            out.append(Seat("human", mine))
            continue
        who = plan.others.get(i, "normal")
        if who != PERSON:
            out.append(Seat("bot", bot_name(i, titles.get(who, "Normal")), who if who in titles else "normal"))
            continue
        name = saved[i].name if saved[i].kind == "human" and saved[i].name != YOU else f"Player {i + 1}"
        k = 2
        while name in taken:
            name, k = f"Player {i + 1} ({k})", k + 1
        taken.add(name)
        out.append(Seat("human", name))
    return out


def start_from(app: App, game: Game, setup: Setup, actions: Sequence[Action], seats: list[Seat]) -> GameSession:
    """A new game on the table from the position after `actions` of `setup`, with `seats`,
    in an autosave slot of its own (written at once)."""
    from .table import TableScene
    match = Match(game, setup)
    for action in actions:
        match.apply_trusted(action)
    session = GameSession(match, seats, new_slot(), app.bot_worker)
    session.autosave()
    app.switch(TableScene(app, session))
    return session


class TakeOverDialog(Node):
    """The question before taking over: a row of seat buttons (yours), a row of choices for
    each other seat (Easy, Normal, Hard, Person), the table it makes in words, and Start /
    Cancel. Modal; the chosen buttons are marked with a tick as well as a colour."""

    interactive = True

    def __init__(self, size: tuple[int, int], step: int, saved: Sequence[Seat], on_start: Callable[[list[Seat]], object],
                 on_cancel: Callable[[], object], k: float = 1.0, z: int = 950) -> None:
        super().__init__(0, 0, size[0], size[1], z)
        self.saved = list(saved)
        self.names = seat_names(self.saved)
        self.plan = default_plan(self.saved)
        self.step, self.on_start, self.on_cancel, self.k = step, on_start, on_cancel, k
        self.build()

    def seats(self) -> list[Seat]:
        """The seats the chosen plan makes."""
        return planned_seats(self.saved, self.plan)

    def take(self, seat: int) -> None:
        """Choose your seat; the seat you leave gets what the chosen one had (taking the
        bot's seat of a game versus a bot puts that bot in yours)."""
        if seat == self.plan.seat:
            return
        self.plan.others[self.plan.seat] = self.plan.others.pop(seat, "normal")
        self.plan.seat = seat
        self.build()

    def choose(self, seat: int, who: str) -> None:
        """Choose who plays another seat."""
        self.plan.others[seat] = who
        self.build()

    def start(self) -> None:
        """Start the game with the chosen seats."""
        self.on_start(self.seats())

    def table_words(self) -> str:
        """The table the plan makes, seat by seat: "Seat 1: You · Seat 2: Bot 2 — Hard"."""
        return " · ".join(f"Seat {i + 1}: {s.name}" for i, s in enumerate(self.seats()))

    def build(self) -> None:
        """Lay the dialog out, smaller when it would not fit the window."""
        k = self.k
        while True:
            height = self._lay_out(k)
            if height <= self.h - 2 * int(16 * k) or k <= 0.55:
                break
            k *= 0.9

    def _lay_out(self, k: float) -> int:
        """Build the nodes at text scale `k`; returns the panel's height."""
        self.clear()
        w, h = int(self.w), int(self.h)
        pad, gap, row_gap = int(22 * k), int(10 * k), int(12 * k)
        bh = int(44 * k)
        label, body = text_px("label", k), text_px("body", k)
        head = text_px("heading", k)
        bold = font(label, "bold")
        seat_w = max(int(150 * k), max(bold.size(CHECK + n)[0] for n in self.names) + int(28 * k))
        choice_w = max(int(104 * k), max(bold.size(CHECK + t)[0] for t, _ in CHOICES) + int(24 * k))
        names_w = max(font(label, "bold").size(f"Seat {i + 1} · {n}")[0] for i, n in enumerate(self.names)) + gap
        row_w = max(len(self.names) * (seat_w + gap) - gap, names_w + len(CHOICES) * (choice_w + gap) - gap)
        pw = min(w - 2 * int(20 * k), row_w + 2 * pad)
        others = [i for i in range(len(self.names)) if i != self.plan.seat]
        title_h, line_h = font(text_px("title", k), "bold").get_linesize(), font(head, "bold").get_linesize()
        ph = (pad + title_h + row_gap + line_h + gap + bh + row_gap + line_h + gap + len(others) * (bh + gap)
              + row_gap + font(body).get_linesize() + row_gap + bh + pad)
        x, y = (w - pw) // 2, max(int(10 * k), (h - ph) // 2)
        self.add(Panel(x, y, pw, ph, z=0))
        inner = pw - 2 * pad
        top = y + pad
        self.add(Label(f"Take over from step {self.step}", x + pad, top, inner, title_h, size=text_px("title", k),
                       style="bold", colour=theme.ACCENT, z=1, shrink=True))
        top += title_h + row_gap
        self.add(Label("Your seat", x + pad, top, inner, line_h, size=head, style="bold", z=1))
        top += line_h + gap
        for i, name in enumerate(self.names):
            chosen = i == self.plan.seat
            self.add(Button((CHECK if chosen else "") + name, x + pad + i * (seat_w + gap), top, seat_w, bh,
                            partial(self.take, i), primary=chosen, size=label, z=1))
        top += bh + row_gap
        self.add(Label("Who plays the other seats", x + pad, top, inner, line_h, size=head, style="bold", z=1))
        top += line_h + gap
        for i in others:
            self.add(Label(f"Seat {i + 1} · {self.names[i]}", x + pad, top, names_w, bh, size=label, style="bold",
                           z=1, shrink=True))
            for j, (text, who) in enumerate(CHOICES):
                chosen = self.plan.others.get(i) == who
                self.add(Button((CHECK if chosen else "") + text, x + pad + names_w + j * (choice_w + gap), top,
                                choice_w, bh, partial(self.choose, i, who), primary=chosen, size=label,
                                z=1))
            top += bh + gap
        top += row_gap - gap
        self.add(Label(self.table_words(), x + pad, top, inner, font(body).get_linesize(), size=body,
                       colour=theme.TEXT_DIM, z=1, shrink=True))
        top += font(body).get_linesize() + row_gap
        sw = int(170 * k)
        left = x + (pw - 2 * sw - gap) // 2
        self.add(Button("Start", left, top, sw, bh, self.start, primary=True, size=head, z=1))
        self.add(Button("Cancel", left + sw + gap, top, sw, bh, self.on_cancel, size=head, z=1))
        return ph

    def handle(self, event: UIEvent) -> bool:
        return True     # modal: nothing underneath reacts

    def paint(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((8, 10, 12, 170))
        surface.blit(shade, (0, 0))
