"""The Exodus table driven like a person: energy, summons, attacks and symmetries dragged,
the Draw Phase's split and Abilities pressed, a whole game against the greedy bot; an
identical card of the hand stands in for the one the rules offer; an arrow to an energy
ends on the strip of it that shows behind its creature."""
from __future__ import annotations

import pytest

from simulator.bots import make_bot
from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.games.exodus import GAME
from simulator.games.registry import get_game
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from tests.games.exodus.helpers import Table

from .pilot import Pilot, wait_for_person


@pytest.mark.parametrize("seats,teams", [(2, False),
                                         # a whole 2v2 game is long since every phase opens rounds of answers
                                         pytest.param(4, True, marks=pytest.mark.slow)])
def test_a_whole_exodus_game_is_played_through_the_table_against_the_greedy_bot(seats, teams):
    pilot = Pilot(size=(1920, 1080))
    session = build_session("exodus", seats, "bot", "greedy", 5, teams=teams, worker=pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    spec = get_game("exodus")
    me = make_bot("greedy", Rng(3))
    kinds = set()
    shot = False
    for _ in range(500):
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
        if not shot and match.state.piles[seat] and scene.my_turn:
            pilot.seconds(0.5)
            pilot.shot(f"exodus-{seats}-mid-game")
            shot = True
    assert scene.match.is_over, "the game did not finish through the table"
    assert "draw" in kinds and kinds & {"energy", "summon", "attack", "play"}, kinds    # buttons and drags
    pilot.seconds(1.0)
    pilot.shot(f"exodus-{seats}-game-over")


def _open(t: Table, seat: int, size=(1280, 720)) -> tuple[Pilot, TableScene]:
    match = GAME.new_match(1, seats=t.st.n)
    match.state = t.st
    pilot = Pilot(size=size)
    people = [Seat("human", f"Player {s + 1}") if s == seat else Seat("bot", "random") for s in range(t.st.n)]
    session = GameSession(match, people, None, pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.seconds(0.6)
    return pilot, scene


def test_any_of_identical_cards_in_hand_can_be_dragged():
    """The rules offer one play per kind of card (the first energy of the hand): dragging
    another, identical energy makes that play, and the card dragged is the one that goes."""
    t = Table(phase="energy")
    first, second = t.card(0, "energy"), t.card(0, "energy")
    pilot, scene = _open(t, 0)
    assert second not in scene.plays and first in scene.plays
    node = scene.view.cards[second]
    assert node.playable
    start = pilot.visible_point(node)
    board = scene.view.layout.common_rect("board")
    pilot.drag(start, (board.centerx, board.y + board.h // 2 - 60))
    pilot.seconds(0.6)
    assert len(scene.match.actions) == 1 and scene.match.actions[0].kind == "energy"
    assert scene.view.cards[node.card] is node and node.zone == "board@0"


def test_an_arrow_to_an_energy_ends_on_its_strip_behind_the_creature():
    t = Table(phase="creature")
    c = t.creature(1, "halo_sentinel", 3)
    energy = t.st.piles[1][0][1]
    cat = t.card(0, "cataclysm")
    t.card(0, "forest_of_crags")
    t.card(1, "energize")
    t.do("play", 0, cat, energy)
    pilot, scene = _open(t, 0)
    assert scene.view.cards[energy].world_rect().colliderect(scene.view.cards[c].world_rect())
    segments = scene.view.arrow_segments(scene.view.scene_data)
    assert len(segments) == 1
    end = segments[0][1]
    assert scene.view.card_at(end) is scene.view.cards[energy], "the arrow ends where the energy shows"
    pilot.shot("exodus-stack-arrow-to-energy")
