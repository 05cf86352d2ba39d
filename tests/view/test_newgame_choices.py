"""New game (issue 28, item 2): decks chosen from a list with what each holds, the choices
remembered between visits (read back as untrusted input), and hot-seat deck buttons that
say whose deck they choose."""
from __future__ import annotations

import pygame

from simulator.games.registry import get_game
from simulator.view.files import newgame_memory
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import NewGameScene
from simulator.view.widgets import Button

from .pilot import Pilot, walk


def _screen(pilot: Pilot) -> NewGameScene:
    scene = NewGameScene(pilot.app)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def test_a_deck_is_chosen_from_a_list_that_says_what_each_holds() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene._set(game="eternal")
    pilot.frames(1)
    deck_button = next(b for b in walk(scene.root) if isinstance(b, Button) and b.text.startswith("Yours:"))
    pilot.click(deck_button.world_rect().center)
    entries = [b for b in walk(scene.root) if isinstance(b, Button) and " · " in b.text]
    assert entries, "the deck list is open with each deck's summary"
    assert any("cards" in b.text for b in entries)
    pilot.shot("newgame-deck-list-1280x720")
    while not any("rakano-aggro" in b.text for b in entries):       # a page at a time
        pilot.press("More…")
        entries = [b for b in walk(scene.root) if isinstance(b, Button) and " · " in b.text]
    target = next(b for b in entries if "rakano-aggro" in b.text)
    pilot.click(target.world_rect().center)
    assert scene.picking is None
    assert scene.deck_choices()[scene.deck] == "rakano-aggro"


def test_escape_closes_the_deck_list_and_keeps_the_screen() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene.pick_deck("deck")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(1)
    assert pilot.scene is scene and scene.picking is None


def test_new_game_remembers_the_last_choices(tabletop_home) -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene._set(game="eternal", mode="hotseat", level=2)
    scene._set(deck=scene.deck_choices().index("rakano-aggro"))
    scene._remember()
    again = _screen(pilot)
    assert (again.game, again.mode, again.level) == ("eternal", "hotseat", 2)
    assert again.deck_choices()[again.deck] == "rakano-aggro"


def test_a_hostile_memory_file_is_forgotten_not_trusted(tabletop_home) -> None:
    path = newgame_memory.memory_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"game": "nosuch", "level": 99, "seats": 1e308, "mode": "bot", "names": ["\\u0000"], '
                    '"decks": {"eternal": ["x", 3]}}')
    memory = newgame_memory.load(["krieg", "eternal"], 3)
    assert memory == {"mode": "bot", "decks": {}}
    path.write_text("[" * 5000)
    assert newgame_memory.load(["krieg"], 3) == {}
    pilot = Pilot(size=(1280, 720))
    assert _screen(pilot).game in ("krieg", "eternal", "wonders", "exodus")


def test_hot_seat_deck_buttons_say_whose_deck_they_choose() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene._set(game="eternal", mode="hotseat")
    texts = [b.text for b in walk(scene.root) if isinstance(b, Button)]
    assert any(t.startswith("Player 1's:") for t in texts) and any(t.startswith("Player 2's:") for t in texts)
    assert not any(t.startswith(("Yours:", "Opponent:")) for t in texts)


def test_a_name_is_typed_and_kept_for_the_game() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene._set(mode="hotseat", seats=2)
    first = next(b for b in walk(scene.root) if isinstance(b, Button) and b.text == "Player 1")
    pilot.click(first.world_rect().center)
    assert scene.naming == 0
    for ch in "Ada Lovelace":
        pilot.app.post(UIEvent("text", text=ch))
    pilot.frames(1)
    pilot.app.post(UIEvent("key", key=pygame.K_RETURN))
    pilot.frames(1)
    assert scene.naming is None and scene.people()[0] == "Ada Lovelace"
    assert any(isinstance(b, Button) and b.text == "Ada Lovelace" for b in walk(scene.root))


def test_an_empty_or_taken_name_falls_back_to_the_seat_default() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    scene._set(mode="hotseat", seats=2)
    scene.names = ["Bo", "Bo"]
    assert scene.people() == ["Bo", "Player 2"]
    scene.names = ["", "x" * 100]
    assert scene.people() == ["Player 1", "Player 2"]


def test_switching_the_game_never_moves_the_form_under_the_pointer() -> None:
    """Issue 28 item 2: the game row stays where it was whichever game is chosen, and so do
    the rows every game has (mode, import), so a second click lands where the first did."""
    pilot = Pilot(size=(1280, 720))
    scene = _screen(pilot)
    where: dict[str, dict[str, tuple[int, int, int, int]]] = {}
    for game in scene.games:
        scene._set(game=game)
        pilot.frames(1)
        buttons = [b for b in walk(scene.root) if isinstance(b, Button)]
        titles = {get_game(g).title for g in scene.games}
        where[game] = {b.text.removeprefix("✓ "): tuple(b.world_rect()) for b in buttons
                       if b.text.removeprefix("✓ ") in titles | {"Import file", "Paste decklist"}}
    first = where[scene.games[0]]
    assert len(first) >= 4
    for game, rects in where.items():
        assert rects == first, f"the form moves when {game} is chosen"
