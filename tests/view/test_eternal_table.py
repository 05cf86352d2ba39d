"""The Eternal table driven like a person: plays dragged from hand, attackers dragged at the
enemy, blockers dragged onto attackers, targets and damage order clicked, the stack shown
with arrows; a whole game against the greedy bot."""
from __future__ import annotations


from simulator.bots import make_bot
from simulator.core.rng import Rng
from simulator.games.registry import get_game
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene

from .pilot import Pilot, wait_for_person


def test_a_whole_eternal_game_is_played_through_the_table_against_the_greedy_bot():
    pilot = Pilot(size=(1920, 1080))
    session = build_session("eternal", 2, "bot", "greedy", 5, worker=pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    spec = get_game("eternal")
    me = make_bot("greedy", Rng(3))
    kinds = set()
    shot = False
    for _ in range(400):
        wait_for_person(pilot, scene)
        if scene.match.is_over:
            break
        match = scene.match
        seat = match.decision().seat
        action = me.choose(spec, match.observation(seat), seat, match.legal_actions())
        before = len(match.actions)
        pilot.perform(action)
        assert len(match.actions) > before and match.actions[before] == action, f"UI gesture for {action} failed"
        kinds.add(action.kind)
        if not shot and (match.state.stack or match.state.attackers) and scene.my_turn:
            pilot.seconds(0.5)
            pilot.shot("eternal-mid-combat-or-stack")
            shot = True
    assert scene.match.is_over, "the game did not finish through the table"
    assert {"keep", "play", "pass"} <= kinds | {"keep"}
    pilot.seconds(1.0)
    pilot.shot("eternal-game-over")


def test_conceding_from_the_game_menu_ends_an_eternal_game():
    pilot = Pilot()
    session = build_session("eternal", 2, "bot", "greedy", 5, worker=pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    pilot.press("Menu")
    pilot.press("Concede…")
    pilot.press("Concede")                 # the confirmation
    pilot.frames(2)
    assert scene.match.result() is not None and scene.match.result().winners == (1,)
    assert scene.game_over is not None


def test_the_keep_or_redraw_menu_leaves_the_banner_above_it_readable():
    """The banner names the decision ("You: keep your hand or redraw"); the menu that answers it
    sits below it, at the smallest window and a large one, inside the window."""
    for size in ((1280, 720), (1920, 1080)):
        pilot = Pilot(size=size)
        session = build_session("eternal", 2, "bot", "greedy", 5, worker=pilot.app.bot_worker)
        scene = TableScene(pilot.app, session)
        pilot.app.switch(scene)
        wait_for_person(pilot, scene)
        assert scene.menu is not None, "the opening hand is kept or redrawn from a menu"
        menu, banner = scene.menu.world_rect(), scene.view.banner.world_rect()
        assert not menu.colliderect(banner), (size, menu, banner)
        assert menu.top > banner.bottom and menu.bottom <= size[1]


def test_a_menu_moves_below_the_banner_only_when_it_fits_there():
    import pygame

    from simulator.view.table.button_spots import below_banner
    banner = pygame.Rect(200, 300, 800, 30)
    assert below_banner(pygame.Rect(400, 280, 400, 160), banner, 720) == 330 + 6 - 280
    assert below_banner(pygame.Rect(400, 400, 400, 160), banner, 720) == 0      # not touching it
    assert below_banner(pygame.Rect(400, 100, 400, 600), banner, 720) == 0      # would leave the window
