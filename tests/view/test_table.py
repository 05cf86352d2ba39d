"""The table driven like a person: drags, clicks, bots, spring-back, hot-seat, save/continue,
replays; each writes a screenshot to out/screenshots for people to look at."""
from __future__ import annotations

import time

import pygame
import pytest

from simulator.bots import make_bot
from simulator.core.rng import Rng
from simulator.games.registry import get_game
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.widgets import Button

from .pilot import Pilot, wait_for_person, walk


def open_table(pilot: Pilot, mode: str = "bot", seats: int = 2, seed: int = 3) -> TableScene:
    def fresh() -> GameSession:
        return build_session("krieg", seats, mode, "greedy", seed, worker=pilot.app.bot_worker)

    scene = TableScene(pilot.app, fresh(), fresh)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def test_a_whole_game_is_played_with_drags_and_clicks_against_the_greedy_bot():
    pilot = Pilot()
    scene = open_table(pilot)
    me = make_bot("greedy", Rng(1))
    spec = get_game("krieg")
    shots = set()
    steps = 0
    while not scene.match.is_over:
        wait_for_person(pilot, scene)
        if scene.match.is_over:
            break
        match = scene.match
        seat = match.decision().seat
        action = me.choose(spec, match.observation(seat), seat, match.legal_actions())
        before = len(match.actions)
        pilot.perform(action)
        assert len(match.actions) > before, f"the UI gesture for {action} did not play it"
        assert match.actions[before] == action
        steps += 1
        if steps == 14 and "mid" not in shots:
            pilot.seconds(0.6)
            pilot.shot("table-mid-game")
            shots.add("mid")
        assert steps < 200
    pilot.seconds(1.0)
    pilot.shot("game-over")
    assert scene.game_over is not None
    pilot.press("Review this game")
    assert type(pilot.scene).__name__ == "ReplayScene"


def _first_playable_unit(scene: TableScene) -> int:
    for card, plays in scene.plays.items():
        if any(scene.match.rules.cards[card].deck == "unit" for _ in plays):
            return card
    raise AssertionError("no unit to play")


def _skip_setup(pilot: Pilot, scene: TableScene) -> None:
    """Discard three cards by clicking them, and let the bot discard."""
    for _ in range(3):
        choose = [a for a in scene.match.legal_actions() if a.kind == "choose" and a.target is not None]
        pilot.perform(choose[-1])
    wait_for_person(pilot, scene)


def test_an_illegal_drop_springs_back_within_half_a_second_and_changes_nothing():
    pilot = Pilot()
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    card = _first_playable_unit(scene)
    rows = scene.match.rules.cards[card].rows
    wrong = next(r for r in range(3) if r not in rows)
    node = scene.view.cards[card]
    origin = node.home
    before = scene.match.state_hash()
    target = scene.view.layout.zone(f"row{wrong}@0").rect.center
    pilot.drag(pilot.visible_point(node), target, release=False)
    assert scene.view.glow_zones, "legal drop places glow while dragging"
    pilot.shot("drag-with-glowing-targets")
    pilot.app.post(__import__("simulator.view.node", fromlist=["UIEvent"]).UIEvent("up", target))
    pilot.frames(3)
    pilot.shot("spring-back-with-reason")
    assert scene.match.state_hash() == before
    toasts = [n for n in scene.view.alerts.children if type(n).__name__ == "Refusal"]
    assert toasts and "row" in toasts[-1].text
    pilot.seconds(0.5)
    assert (node.x, node.y) == origin and not node.dragging


def test_a_legal_drop_changes_the_match():
    pilot = Pilot()
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    card = _first_playable_unit(scene)
    play = scene.plays[card][0]
    pilot.perform(play)
    assert scene.match.actions[-1] == play or play in scene.match.actions


def test_the_hot_seat_cover_hides_every_hand():
    pilot = Pilot()
    scene = open_table(pilot, mode="hotseat")
    for _ in range(3):
        pilot.perform(next(a for a in scene.match.legal_actions() if a.kind == "choose" and a.target is not None))
    pilot.frames(3)
    assert scene.cover is not None, "a cover appears when the screen passes to the next player"
    pilot.shot("hotseat-cover")
    assert scene.session.viewer() == 1
    pilot.click((10, 10))
    pilot.frames(2)
    assert scene.cover is None
    hand0 = scene.match.state.hands[0]
    for card in hand0:
        node = scene.view.cards.get(card)
        assert node is None or node.face is None, "player 1's hand is never face up for player 2"


def test_the_game_menu_opens_once_however_often_it_is_asked_for():
    pilot = Pilot()
    scene = open_table(pilot)

    def open_menus() -> int:
        return sum(1 for n in walk(scene.view.overlay) if isinstance(n, Button) and n.text == "Resume")

    pilot.press("Menu")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames()
    assert open_menus() == 1
    pilot.press("Resume")
    assert open_menus() == 0
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames()
    assert open_menus() == 1


def test_save_quit_and_continue_restores_the_same_position(tabletop_home):
    pilot = Pilot()
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    pilot.perform(scene.plays[_first_playable_unit(scene)][0])
    wait_for_person(pilot, scene)
    expected = scene.match.state_hash()
    decision = scene.match.decision()
    pilot.press("Menu")
    pilot.press("Save as…")
    saved = list((tabletop_home / "saves").glob("krieg-*.json"))
    assert len(saved) == 1
    pilot.press("Menu")
    pilot.press("Main menu (Continue resumes this game)")
    assert type(pilot.scene).__name__ == "MenuScene"
    pilot.press("Continue")
    resumed = pilot.scene
    assert isinstance(resumed, TableScene)
    assert resumed.match.state_hash() == expected
    assert resumed.match.decision() == decision
    from simulator.core.saves import load_save
    loaded, _ = load_save(saved[0], get_game)
    assert loaded.state_hash() == expected


def test_the_replay_viewer_seeks_forward_and_back_to_identical_states():
    pilot = Pilot()
    from simulator.view.scenes.replay import ReplayScene

    spec = get_game("krieg")
    match = spec.new_match(4)
    bots = [make_bot("greedy", Rng(1)), make_bot("random", Rng(2))]
    hashes = [match.state_hash()]
    while not match.is_over:
        seat = match.decision().seat
        match.apply(bots[seat].choose(spec, match.observation(seat), seat, match.legal_actions()))
        hashes.append(match.state_hash())
    scene = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), ["Greedy", "Random"])
    pilot.app.switch(scene)
    pilot.frames(2)
    for step in (len(hashes) - 1, 0, len(hashes) // 2, 5, len(hashes) // 2):
        scene.seek(step)
        assert scene.cursor.state_hash() == hashes[step]
    timeline = scene.timeline.world_rect()
    pilot.click((timeline.x + 10 + (timeline.w - 20) * 3 // 4, timeline.centery))
    assert abs(scene.cursor.position - round(0.75 * scene.cursor.length)) <= 2
    assert scene.cursor.state_hash() == hashes[scene.cursor.position]
    pilot.press(">")
    pilot.press("<")
    pilot.press("<")
    pilot.frames(30)
    pilot.shot("replay-viewer")


def test_menu_renders():
    pilot = Pilot()
    pilot.app.show_menu()
    pilot.frames(2)
    pilot.shot("menu")
    pilot.press("New game")
    pilot.frames(2)
    pilot.shot("new-game")
    pilot.press("Start")
    pilot.frames(5)
    assert isinstance(pilot.scene, TableScene)


def test_hovering_a_card_or_a_card_name_in_the_log_shows_it_large():
    pilot = Pilot()
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    node = scene.view.cards[scene.match.state.hands[0][0]]
    pilot.move(pilot.visible_point(node))
    pilot.seconds(0.5)
    assert scene.view.zoom.face is not None and scene.view.zoom.face.title == node.face.title
    pilot.frames(1)
    assert scene.view.log.hot, "card names in the log are hoverable"
    rect, card = scene.view.log.hot[0]
    pilot.move(rect.center)
    pilot.seconds(0.5)
    assert scene.view.zoom.face is not None
    assert scene.view.zoom.face.title == scene.table.face(card).title
    pilot.shot("hover-zoom-from-log")


@pytest.mark.parametrize("size", [(1280, 720), (3840, 2160)])
def test_the_table_lays_out_from_720p_to_4k(size):
    pilot = Pilot(size=size)
    scene = open_table(pilot)
    pilot.frames(3)
    board = scene.view.layout.common_rect("board")
    assert board.right <= size[0] and board.bottom <= size[1]
    for key in ("row0@0", "row0@1", "hand@0", "grave_unit"):
        zone = scene.view.layout.zone(key)
        assert zone is not None and pilot.app.screen.get_rect().contains(zone.rect)
    pilot.shot(f"table-{size[0]}x{size[1]}")


def test_resizing_the_window_keeps_the_game():
    pilot = Pilot()
    scene = open_table(pilot)
    before = scene.match.state_hash()
    pilot.app.resize((1920, 1080))
    pilot.frames(3)
    assert pilot.scene is scene and scene.match.state_hash() == before
    assert scene.view.layout.common_rect("board").h > 900


def test_hint_highlights_the_bots_move_with_its_win_chance():
    pilot = Pilot()
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    pilot.press("Hint")
    end = time.monotonic() + 30
    while scene.hint_pending is not None:
        assert time.monotonic() < end, "the hint never came"
        pilot.seconds(0.05)
        time.sleep(0.01)
    assert scene.hint_action in scene.match.legal_actions()
    panels = [n for n in scene.view.overlay.children if type(n).__name__ == "MoveList"]
    assert any(p.title.startswith("Hint") and p.rows[0].chance is not None for p in panels)
    pilot.frames(2)
    pilot.shot("hint")


def test_new_game_offers_levels_and_seats_the_chosen_bot():
    pilot = Pilot()
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("New game")
    pilot.press("Hard")
    pilot.press("Start")
    pilot.frames(2)
    session = pilot.scene.session
    assert session.seats[1].kind == "bot" and session.bot_spec(1) == "hard"
    assert pilot.scene.view.seat_names[1] == "Bot 2 — Hard"


def test_new_game_picks_the_game_and_both_decks():
    pilot = Pilot()
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("New game")
    pilot.press("Eternal Card Game")
    from simulator.games.registry import get_game
    names = get_game("eternal").deck_names
    pilot.choose_deck("Yours:", names[1])
    pilot.choose_deck("Opponent:", names[2])
    pilot.frames(1)
    assert pilot.scene.deck_spec() == f"{names[1]}/{names[2]}"
    pilot.shot("new-game-eternal")
    pilot.press("Start")
    pilot.frames(2)
    assert isinstance(pilot.scene, TableScene) and pilot.scene.match.setup.game == "eternal"
