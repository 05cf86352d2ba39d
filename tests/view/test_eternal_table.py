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
