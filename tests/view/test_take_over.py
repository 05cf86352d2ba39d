"""Take over a replay (issue 28, item 4): the viewer asks which seat you take, by the seats'
names in the save, and who plays each other seat (a bot level or a person: hot-seat), then
the game goes on from that position with you at the seat you chose under your own name."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.rng import Rng
from simulator.core.saves import Seat, load_save, save_match
from simulator.games.registry import get_game
from simulator.view.files import autosaves
from simulator.view.node import UIEvent
from simulator.view.scenes.menu import open_save
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.table import TableScene
from simulator.view.scenes.take_over import PERSON, TakeOverPlan, planned_seats
from simulator.view.scenes.newgame import build_session

from .pilot import Pilot

YOU_VS_EASY = [Seat("human", "You"), Seat("bot", "Bot 2 — Easy", "easy")]


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _replay_of_you_vs_the_easy_bot(pilot: Pilot, tabletop_home) -> ReplayScene:
    """The replay viewer on a saved Krieg game of You versus the Easy bot, at a step where
    you (seat 1) are on move."""
    session = build_session("krieg", 2, "bot", "easy", 7, autosave=False)
    rng = Rng(7)
    for _ in range(16):
        session.match.apply(rng.choice(session.match.legal_actions()))
    path = save_match(session.match, tabletop_home / "you-vs-easy.json", session.seats)
    pilot.app.show_menu()
    assert open_save(pilot.app, path, pilot.scene, replay=True)
    scene = pilot.scene
    assert isinstance(scene, ReplayScene)
    for step in range(scene.cursor.length, 0, -1):
        scene.seek(step)
        decision = scene.cursor.decision()
        if decision is not None and decision.seat == 0:
            break
    pilot.frames(2)
    return scene


def test_take_over_at_the_seat_not_on_move_against_the_chosen_level(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    replay = _replay_of_you_vs_the_easy_bot(pilot, tabletop_home)
    position, on_move = replay.cursor.position, replay.cursor.decision().seat
    pilot.press("Take over")
    assert replay.take_over_menu() is not None
    pilot.press("Bot 2 — Easy")          # your seat: the bot's, not the one on move
    pilot.press("Hard")                  # who plays your old seat
    pilot.press("Start")
    table = pilot.scene
    assert isinstance(table, TableScene)
    assert on_move == 0
    assert table.session.seats == [Seat("bot", "Bot 1 — Hard", "hard"), Seat("human", "You")]
    assert table.session.viewer() == 1, "the table shows your new seat's hand"
    played = list(replay.cursor.actions[:position])
    assert list(table.match.actions[:position]) == played          # the game goes on from that step
    saved, _ = load_save(table.session.autosave_path, get_game)      # the new game autosaved at once
    assert list(saved.actions[:position]) == played


def test_take_over_as_hot_seat_keeps_both_people(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    replay = _replay_of_you_vs_the_easy_bot(pilot, tabletop_home)
    pilot.press("Take over")
    pilot.press("Person")                # the other seat: a person at this screen
    pilot.press("Start")
    table = pilot.scene
    assert isinstance(table, TableScene)
    assert table.session.seats == [Seat("human", "You"), Seat("human", "Player 2")]
    assert table.session.hotseat
    assert list(table.match.actions) == list(replay.cursor.actions[:replay.cursor.position])


def test_cancel_and_escape_leave_the_replay_as_it_was(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    replay = _replay_of_you_vs_the_easy_bot(pilot, tabletop_home)
    position = replay.cursor.position
    pilot.press("Take over")
    pilot.press("Cancel")
    assert replay.take_over_menu() is None and pilot.scene is replay
    pilot.press("Take over")
    pilot.app.post(UIEvent("key", key=pygame.K_RIGHT))      # the question is open: keys do not step
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(2)
    assert replay.take_over_menu() is None and pilot.scene is replay and replay.cursor.position == position


def test_the_seat_you_leave_gets_what_the_seat_you_take_had():
    plan = TakeOverPlan(1, {0: "easy"})
    assert planned_seats(YOU_VS_EASY, plan) == [Seat("bot", "Bot 1 — Easy", "easy"), Seat("human", "You")]


def test_people_keep_their_names_and_no_two_seats_share_one():
    saved = [Seat("human", "Ada"), Seat("human", "Ben"), Seat("bot", "Bot 3 — Normal", "normal")]
    assert planned_seats(saved, TakeOverPlan(1, {0: PERSON, 2: PERSON})) == [
        Seat("human", "Ada"), Seat("human", "Ben"), Seat("human", "Player 3")]
    # Ben takes the bot's seat and a bot plays his old one: he keeps his name
    assert planned_seats(saved, TakeOverPlan(2, {0: PERSON, 1: "hard"})) == [
        Seat("human", "Ada"), Seat("bot", "Bot 2 — Hard", "hard"), Seat("human", "Ben")]
