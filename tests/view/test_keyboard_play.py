"""Keyboard play (issue "A table everyone can read", item 7): a whole game of every game is
played against a bot with key presses only, never a mouse event: Tab moves the focus,
Enter picks a card, a place, a button or a menu entry, the last pick of a choice of
several is held until Enter confirms it, and the hot-seat cover is lowered by Enter.

The driver looks at the table to decide which key to press (as a person looks at the
screen), and posts only UIEvent("key") events."""
from __future__ import annotations

import random
import time

import pygame
import pytest

from simulator.view.input.focus import FocusItem
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene

from .pilot import Pilot

SEEDS = {"krieg": 1, "eternal": 1, "wonders": 1, "exodus": 1}
TOOLS = ("Undo", "Hint", "Hint…", "Menu")


class KeyPilot:
    """Drives a table with key presses only (every event it posts is a key)."""

    def __init__(self, pilot: Pilot, scene: TableScene) -> None:
        self.pilot, self.scene = pilot, scene
        self.posted: list[UIEvent] = []

    def key(self, key: int, mod: int = 0, frames: int = 1) -> None:
        """Press one key and let the table take it."""
        self.post(key, mod)
        self.pilot.frames(frames)

    def post(self, key: int, mod: int = 0) -> None:
        event = UIEvent("key", key=key, mod=mod)
        self.posted.append(event)
        self.pilot.app.post(event)

    def focus_on(self, target: tuple[str, object]) -> None:
        """Tab to the item with this key (the ring is shown first)."""
        keys = self.scene.keys
        for _ in range(60):              # the focus order follows the cards on screen: let them settle
            if self.scene.view.settled():
                break
            self.pilot.frames()
        if not keys.shown:
            self.key(pygame.K_TAB)
        items = keys.items()
        order = [i.key for i in items]
        at, now = order.index(target), order.index(keys.current(items).key)
        for _ in range((at - now) % len(items)):
            self.post(pygame.K_TAB)
        self.pilot.frames()
        assert keys.current().key == target

    def choose(self, target: FocusItem) -> None:
        """Focus an item and press Enter."""
        self.focus_on(target.key)
        self.key(pygame.K_RETURN)

    def wait_for_person(self, limit: float = 30.0) -> None:
        """Let the bot (in its worker process) move until a person must decide."""
        scene = self.scene
        end = time.monotonic() + limit
        while not scene.match.is_over and not scene.my_turn and scene.cover is None:
            assert time.monotonic() < end, "the bot never answered"
            self.pilot.frames()
            time.sleep(0.001)


def key_table(game: str, seed: int, mode: str = "bot", bot: str = "random",
              size: tuple[int, int] = (1280, 720)) -> tuple[Pilot, TableScene, KeyPilot]:
    """A table of `game` against a bot, with time running at 0.1 s a frame."""
    pilot = Pilot(size=size)
    pilot.clock.step = 0.1

    def fresh():
        return build_session(game, 2, mode, bot, seed, worker=pilot.app.bot_worker, autosave=False)

    scene = TableScene(pilot.app, fresh(), fresh)
    pilot.app.switch(scene)
    pilot.frames(2)
    return pilot, scene, KeyPilot(pilot, scene)


def play_by_keys(keys: KeyPilot, rng: random.Random, limit: int = 3000) -> dict[str, int]:
    """Play until the game is over, choosing at random among what the focus can reach."""
    scene = keys.scene
    seen = {"held": 0, "counted": 0, "menus": 0, "picked": 0, "presses": 0}
    for _ in range(limit):
        if scene.match.is_over:
            return seen
        keys.wait_for_person()
        if scene.match.is_over:
            return seen
        if scene.cover is not None:
            keys.key(pygame.K_RETURN)
            continue
        if " of " in scene.view.banner.text and "chosen" in scene.view.banner.text:
            seen["counted"] += 1
        items = scene.keys.items()
        if scene.held is not None:
            seen["held"] += 1
            assert scene.pass_button.text == "Confirm"
            keys.focus_on(("button", "Confirm"))
            keys.key(pygame.K_RETURN)
            continue
        if scene.keys.modal() is not None:
            seen["menus"] += 1
            options = [i for i in items if i.key[1] != "Cancel"]
        elif scene.keys.picked is not None:
            seen["picked"] += 1
            options = items
        else:
            options = [i for i in items if i.key[1] not in TOOLS]
        assert options, f"nothing to do at a person's decision: {scene.match.decision()}"
        keys.choose(rng.choice(options))
        seen["presses"] += 1
    raise AssertionError(f"the game did not end within {limit} choices")


@pytest.mark.parametrize("game", list(SEEDS))
def test_a_whole_game_is_played_with_the_keyboard_alone(game):
    start = time.monotonic()
    pilot, scene, keys = key_table(game, SEEDS[game])
    posted: list[UIEvent] = []
    original = pilot.app.post

    def only_keys(event: UIEvent) -> None:
        posted.append(event)
        original(event)

    pilot.app.post = only_keys          # type: ignore[method-assign]
    seen = play_by_keys(keys, random.Random(SEEDS[game]))
    assert scene.match.is_over and scene.match.result() is not None
    assert posted and all(e.kind == "key" for e in posted), "no mouse event was ever used"
    assert seen["presses"] > 5 and seen["picked"] > 0
    if game == "krieg":                 # the setup discard: three picks, the last one held
        assert seen["held"] >= 1 and seen["counted"] >= 2
    pilot.frames(2)
    assert scene.game_over is not None
    assert [i.key[1] for i in scene.keys.items()][-1] == "Main menu", "the game-over box is reachable by keys"
    pilot.shot(f"keyboard-game-over-{game}")
    assert time.monotonic() - start < 60
