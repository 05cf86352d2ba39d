"""The keyboard focus at the table: Tab shows a ring (drawn with a shape, not a colour
alone) that moves between what the player can act on; Enter picks a card up and the focus
cycles its legal destinations (from the drop places of its legal plays); several plays for
one place open the menu, navigable by keys; Escape puts the card back; V zooms the focused
card; E passes, U and Z undo, H asks for a hint; Enter lowers the hot-seat cover; rebound
keys from the settings apply; the controls list is made from the current bindings."""
from __future__ import annotations

import pygame

from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.core.table import drop_matches
from simulator.games.registry import get_game
from simulator.view.input.keymap import control_lines, controls_markdown
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.style import theme
from simulator.view.widgets import OptionMenu

from .pilot import Pilot
from .test_keyboard_play import KeyPilot, key_table


def _to_play(keys: KeyPilot) -> None:
    """Through Krieg's setup discard by keys, then wait for the person's turn."""
    scene = keys.scene
    while scene.match.decision().kind == "choose" and scene.my_turn:
        keys.focus_on(("card", sorted(scene.choice_cards)[0]))
        keys.key(pygame.K_RETURN)
        if scene.held is not None:
            keys.key(pygame.K_RETURN)
    keys.wait_for_person()


def test_tab_shows_a_ring_that_moves_and_is_drawn_with_a_shape():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    _to_play(keys)
    scene.keys.shown = False                                  # as after a mouse press
    pilot.frames()
    plain = pilot.app.screen.copy()
    keys.key(pygame.K_TAB)
    assert scene.keys.shown
    first = scene.keys.current()
    assert first is not None and first.key[0] == "card" and first.card in scene.plays
    ringed = pilot.app.screen.copy()
    area = first.rect.inflate(40, 60).clip(ringed.get_rect())
    white = sum(1 for x in range(area.left, area.right) for y in range(area.top, area.bottom)
                if ringed.get_at((x, y))[:3] == theme.FOCUS and plain.get_at((x, y))[:3] != theme.FOCUS)
    assert white > 200, "a thick white ring, brackets and a pointer around the focused card"
    keys.key(pygame.K_TAB)
    second = scene.keys.current()
    assert second.key != first.key
    keys.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.keys.current().key == first.key
    keys.key(pygame.K_LEFT)
    assert scene.keys.current().key == scene.keys.items()[-1].key, "the focus wraps around"
    pilot.shot("keyboard-focus-ring")


def test_a_picked_card_cycles_its_legal_destinations_and_escape_puts_it_back():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    _to_play(keys)
    card = next(c for c in scene.plays if scene.view.cards[c].zone.startswith("hand@"))
    keys.focus_on(("card", card))
    keys.key(pygame.K_RETURN)
    assert scene.keys.picked == card
    places = [i.key[1] for i in scene.keys.items()]
    drop = {k for a in scene.plays[card] for k in scene.table.drop_places(a)}
    assert places and set(places) <= drop
    for item in scene.keys.items():
        assert set(drop_matches(scene.table, scene.plays[card], [str(item.key[1])])) <= set(scene.plays[card])
    pilot.shot("keyboard-picked-card")
    before = list(scene.match.actions)
    keys.key(pygame.K_ESCAPE)
    assert scene.keys.picked is None and scene.game_menu is None and scene.match.actions == before
    assert scene.keys.current().key == ("card", card), "the focus comes back to the card"
    keys.key(pygame.K_RETURN)
    keys.key(pygame.K_RETURN)                                 # the first destination
    assert len(scene.match.actions) == len(before) + 1 and scene.match.actions[-1] in scene.plays.get(card, []) \
        or scene.match.actions[-1].card == card


def test_several_plays_for_one_place_open_the_menu_and_keys_choose_in_it():
    pilot = Pilot(size=(1280, 720))
    match = get_game("krieg").new_match(1, seats=2)
    rng = Rng(1)
    for _ in range(6):
        match.apply(rng.choice(match.legal_actions()))
    session = GameSession(match, [Seat("human", "Player 1"), Seat("bot", "random", "random")], None,
                          pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(2)
    keys = KeyPilot(pilot, scene)
    card = next(c for c, plays in scene.plays.items() if len(drop_matches(scene.table, plays, ["board"])) > 1)
    keys.focus_on(("card", card))
    keys.key(pygame.K_RETURN)
    target = next(i for i in scene.keys.items() if len(drop_matches(scene.table, scene.plays[card], [str(i.key[1])])) > 1)
    keys.focus_on(target.key)
    keys.key(pygame.K_RETURN)
    menu = scene.keys.modal()
    assert isinstance(menu, OptionMenu) and menu.title_lines == ["Which play?"]
    labels = [i.key[1] for i in scene.keys.items()]
    assert labels[-1] == "Cancel" and len(labels) >= 3
    pilot.shot("keyboard-which-play-menu")
    keys.key(pygame.K_ESCAPE)                                 # back to the destinations
    assert scene.keys.modal() is None and scene.keys.picked == card
    keys.key(pygame.K_RETURN)
    assert scene.keys.modal() is not None
    keys.key(pygame.K_DOWN)
    chosen = scene.keys.current().key[1]
    expected = next(a for a in scene.plays[card] if scene.label(a) == chosen)
    keys.key(pygame.K_RETURN)
    assert match.actions[-1] == expected and scene.keys.modal() is None


def test_zoom_pass_undo_and_hint_keys():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    _to_play(keys)
    keys.key(pygame.K_TAB)
    focused = scene.keys.current()
    keys.key(pygame.K_v, frames=2)
    assert scene.view.zoom.face is not None and scene.view.zoom.face.title == scene.table.face(focused.card).title
    keys.key(pygame.K_TAB, frames=2)                          # the zoom follows the focus
    assert scene.view.zoom.face.title == scene.table.face(scene.keys.current().card).title
    pilot.shot("keyboard-zoom")
    keys.key(pygame.K_v, frames=2)
    assert scene.view.zoom.face is None
    steps = len(scene.match.actions)
    keys.key(pygame.K_e)
    assert scene.match.actions[steps].kind == "pass"
    keys.wait_for_person()
    keys.key(pygame.K_u)
    assert len(scene.match.actions) == steps
    keys.key(pygame.K_h)
    assert scene.hint_pending is not None
    keys.wait_for_person()
    pilot.seconds(0.5)


def test_z_still_undoes_and_enter_without_a_ring_presses_the_big_button():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    _to_play(keys)
    scene.keys.pointer_used()                                 # a mouse user: no ring
    steps = len(scene.match.actions)
    assert not scene.keys.shown and scene.pass_button.text == "Pass"
    keys.key(pygame.K_RETURN)
    assert scene.match.actions[steps].kind == "pass"
    keys.wait_for_person()
    keys.key(pygame.K_z)
    assert len(scene.match.actions) == steps


def test_enter_lowers_the_hot_seat_cover_and_other_keys_do_nothing_under_it():
    pilot = Pilot(size=(1280, 720))
    scene = TableScene(pilot.app, build_session("krieg", 2, "hotseat", "greedy", 3, autosave=False))
    pilot.app.switch(scene)
    pilot.frames(2)
    keys = KeyPilot(pilot, scene)
    for _ in range(3):
        scene.answer(scene.choice_cards[sorted(scene.choice_cards)[0]])
    scene.confirm_pick()
    pilot.frames(2)
    assert scene.cover is not None and scene.session.viewer() == 1
    for key in (pygame.K_TAB, pygame.K_e, pygame.K_u, pygame.K_ESCAPE):
        keys.key(key)
    assert scene.cover is not None and len(scene.match.actions) == 3 and scene.game_menu is None
    keys.key(pygame.K_SPACE)
    assert scene.cover is None


def test_rebound_keys_apply_at_the_table_and_in_the_controls_list():
    pilot, scene, keys = key_table("krieg", 3, bot="easy")
    pilot.app.settings.keys = {"end_turn": "p", "zoom": "shift+z"}
    scene = TableScene(pilot.app, scene.session)
    pilot.app.switch(scene)
    keys = KeyPilot(pilot, scene)
    _to_play(keys)
    steps = len(scene.match.actions)
    keys.key(pygame.K_e)
    assert len(scene.match.actions) == steps, "E no longer passes"
    keys.key(pygame.K_z, pygame.KMOD_SHIFT)
    assert scene.keys.zooming and len(scene.match.actions) == steps, "Shift+Z zooms, it does not undo"
    keys.key(pygame.K_p)
    assert scene.match.actions[steps].kind == "pass"
    lines = dict((what, shown) for shown, what in control_lines(pilot.app.settings.keys))
    assert lines[next(w for w in lines if w.startswith("pass or end"))] == "P"
    assert lines[next(w for w in lines if w.startswith("show the focused"))] == "Shift+Z"
    assert lines[next(w for w in lines if w.startswith("undo"))] == "U, Z"
    assert "**Tab**, **Right**, **Down**: move the focus" in controls_markdown(pilot.app.settings.keys)
