"""A card dropped where several of its plays go opens "Which play?" beside the card, never under
it: the card waits where it was dropped among the other cards (not on the held layer above
everything, where at 1920x1080 it covered the second button and took its click)."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.core.table import drop_matches
from simulator.games.registry import get_game
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.widgets import Button, OptionMenu

from .pilot import Pilot, walk


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_which_play_menu_opens_beside_the_dropped_card_and_every_button_takes_its_click(size) -> None:
    pilot = Pilot(size=size)
    match = get_game("krieg").new_match(1, seats=2)
    rng = Rng(1)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    session = GameSession(match, [Seat("human", "Player 1"), Seat("bot", "random", "random")], None,
                          pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    card = next(c for c, plays in scene.plays.items() if len(drop_matches(scene.table, plays, ["board"])) > 1)
    node = scene.view.cards[card]
    board = scene.view.layout.common_rect("board")
    spot = next((x, y) for y in range(board.y + 10, board.bottom, 15) for x in range(board.x + 10, board.right, 15)
                if scene.view.zones_at((x, y)) == ["board"] and scene.view.card_at((x, y)) is None)
    pilot.drag(pilot.visible_point(node), spot)     # the board, not a row: every play of the card goes there
    menus = [m for m in scene.view.overlay.children if isinstance(m, OptionMenu)]
    assert len(menus) == 1 and menus[0].title_lines == ["Which play?"]
    menu = menus[0]
    assert node.parent is not scene.view.held_layer
    assert not menu.world_rect().colliderect(node.world_rect()), "the menu covers the card it asks about"
    buttons = [b for b in walk(menu) if isinstance(b, Button) and b.visible]
    assert len(buttons) >= 3
    for b in buttons:
        hit = scene.root.hit(b.world_rect().center)
        assert hit is not node and hit is not None
    pilot.shot(f"which-play-{size[0]}")
