"""A headless pilot: drives the real App loop with synthetic mouse events, like a person."""
from __future__ import annotations

import os
import time
from pathlib import Path

from simulator.core.actions import Action
from simulator.view.app import App
from simulator.view.table.cards import CardNode
from simulator.view.motion.clock import SimClock
from simulator.view.node import UIEvent
from simulator.view.files.storage import Settings
from simulator.view.widgets import Button

SHOTS = Path(os.environ.get("TABLETOP_SCREENSHOTS", Path(__file__).resolve().parents[2] / "out" / "screenshots"))


class Pilot:
    """Moves a synthetic pointer over the app and advances simulated time."""

    live: list["Pilot"] = []

    def __init__(self, size: tuple[int, int] = (1600, 900), strict: bool = True,
                 read_settings: bool = False) -> None:
        """strict: an exception in a frame fails the test at once (with its own traceback)
        instead of becoming the program's crash dialog; read_settings: read the settings
        file as the program does (otherwise the defaults)."""
        Pilot.live.append(self)
        self.clock = SimClock()
        self.app = App(size=size, clock=self.clock, headless=True,
                       settings=None if read_settings else Settings())
        self.app.reraise = strict

    def close(self) -> None:
        self.app.close()

    @property
    def scene(self):
        return self.app.scene

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame()

    def seconds(self, s: float) -> None:
        self.frames(max(1, round(s / self.clock.step)))

    def move(self, pos, steps: int = 4) -> None:
        for i in range(1, steps + 1):
            self.app.post(UIEvent("move", (int(pos[0]), int(pos[1]))))
            self.frames()

    def click(self, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.app.post(UIEvent("move", pos))
        self.app.post(UIEvent("down", pos))
        self.frames()
        self.app.post(UIEvent("up", pos))
        self.frames()

    def drag(self, start, end, release: bool = True) -> None:
        start = (int(start[0]), int(start[1]))
        self.app.post(UIEvent("move", start))
        self.app.post(UIEvent("down", start))
        self.frames()
        for i in range(1, 7):
            x = start[0] + (end[0] - start[0]) * i / 6
            y = start[1] + (end[1] - start[1]) * i / 6
            self.app.post(UIEvent("move", (int(x), int(y))))
            self.frames()
        if release:
            self.app.post(UIEvent("up", (int(end[0]), int(end[1]))))
            self.frames()

    def shot(self, name: str) -> Path:
        SHOTS.mkdir(parents=True, exist_ok=True)
        path = SHOTS / f"{name}.png"
        self.app.screenshot(path)
        return path

    # -- finding things on screen ---------------------------------------------------------------
    def button(self, text: str) -> Button:
        found = [n for n in walk(self.scene.root) if isinstance(n, Button) and n.text == text and n.visible]
        assert found, f"no button '{text}' on screen"
        return found[-1]

    def press(self, text: str) -> None:
        self.click(self.button(text).world_rect().center)

    def visible_point(self, node: CardNode) -> tuple[int, int]:
        """A point where this card, not a neighbour, is under the pointer."""
        r = node.world_rect()
        view = self.scene.view
        for fx in (0.5, 0.25, 0.1, 0.75, 0.9, 0.05):
            for fy in (0.5, 0.3, 0.7, 0.06):      # 0.06: the strip of a card fanned behind another
                p = (int(r.x + r.w * fx), int(r.y + r.h * fy))
                hit = view.card_at(p)
                if hit is node:
                    return p
        raise AssertionError(f"card {node.card} is hidden under others")

    def target_point(self, action: Action) -> tuple[int, int]:
        """Where to drop a card to make this play."""
        scene = self.scene
        for key in scene.table.drop_places(action):
            if key.startswith("card:"):
                return self.visible_point(scene.view.cards[int(key[5:])])
            if key == "board":
                board = scene.view.layout.common_rect("board")
                for fy in (0.5, 0.45, 0.55):
                    p = (board.centerx, int(board.y + board.h * fy))
                    if scene.view.zones_at(p) == ["board"] and scene.view.card_at(p) is None:
                        return p
                return (board.x + 20, board.bottom - 20)
            zone = scene.view.layout.zone(key)
            if zone is not None:
                for fx, fy in ((0.5, 0.5), (0.1, 0.5), (0.9, 0.5), (0.5, 0.15), (0.05, 0.1)):
                    p = (int(zone.rect.x + zone.rect.w * fx), int(zone.rect.y + zone.rect.h * fy))
                    if scene.view.card_at(p, exclude=action.card) is None:
                        return p
                return zone.rect.center
        raise AssertionError(f"no drop place for {action}")

    def perform(self, action: Action) -> None:
        """Make a legal action the way a person would: drag, click a card, or press a button."""
        scene = self.scene
        match = scene.match
        offer = scene.table.offer(action)     # the same classification the table uses
        if offer == "drag" and action.card is not None:
            node = scene.view.cards[action.card]
            before = len(match.actions)
            self.drag(self.visible_point(node), self.target_point(action))
            if len(match.actions) == before:      # several plays matched the drop: pick from the menu
                self.press(scene.label(action))
            return
        if offer == "click" and action.target is not None and action.target in scene.view.cards:
            self.click(self.visible_point(scene.view.cards[action.target]))
            self.confirm_held()
            return
        if offer == "done":
            self.press("Done")
            return
        if offer == "end_turn":
            self.press(scene.table.end_turn_label(action))
            return
        self.press(scene.label(action))
        self.confirm_held()

    def choose_deck(self, button_prefix: str, deck: str) -> None:
        """New game: open the deck list from the deck button whose text starts with
        `button_prefix` ("Yours:", "Opponent:"), page to `deck` and choose it."""
        button = next(n for n in walk(self.scene.root) if isinstance(n, Button) and n.visible
                      and n.text.startswith(button_prefix))
        self.click(button.world_rect().center)
        for _ in range(20):
            entries = [n for n in walk(self.scene.root) if isinstance(n, Button) and n.visible
                       and n.text.lstrip("✓ ").split(" · ")[0].split(" (your list)")[0] == deck]
            if entries:
                self.click(entries[0].world_rect().center)
                return
            self.press("More…")
        raise AssertionError(f"no deck {deck} in the list")

    def confirm_held(self) -> None:
        """The last pick of a choice of several is held until confirmed: press Confirm."""
        if getattr(self.scene, "held", None) is not None:
            self.press("Confirm")


def wait_for_person(pilot: Pilot, scene, limit: float = 60.0) -> None:
    """Let bots (in their worker process) move until a person must decide or the game ends."""
    end = time.monotonic() + limit
    while not scene.match.is_over and not scene.my_turn:
        assert time.monotonic() < end, "the bot never answered"
        pilot.seconds(0.1)
        time.sleep(0.002)
    pilot.seconds(0.5)   # let the cards settle


def walk(node):
    yield node
    for child in node.children:
        yield from walk(child)
