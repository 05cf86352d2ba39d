"""Pointer behaviour as players expect (issue 27, item 6): the zoom follows what is under the
pointer, a card put back takes its old place in the fan, the held card is drawn above
everything, and every legal target glows while a card is held, player panels included."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene

from .pilot import Pilot


def _table(pilot: Pilot, game: str, seed: int = 3, deck: str | None = None) -> TableScene:
    scene = TableScene(pilot.app, build_session(game, 2, "hotseat", "greedy", seed, autosave=False, deck=deck))
    pilot.app.switch(scene)
    if scene.cover is not None:
        scene.cover.on_ready()
    pilot.frames(2)
    return scene


def _play_until(pilot: Pilot, scene: TableScene, wanted, rng: Rng, limit: int = 600) -> None:
    """Random legal actions (applied as the session does) until `wanted(scene)` holds."""
    for _ in range(limit):
        if wanted(scene):
            return
        scene.session.apply(rng.choice(scene.match.legal_actions()))
        scene.refresh(instant=True)
        if scene.cover is not None:
            scene.cover.on_ready()
        pilot.frames(1)
    raise AssertionError("the position wanted never came")


def _hand_play(scene: TableScene) -> int | None:
    seat = scene.session.viewer()
    hand = f"hand@{seat}"
    return next((c for c in scene.plays if c in scene.view.cards and scene.view.cards[c].zone == hand), None)


def test_a_card_put_back_takes_its_old_place_in_the_fan() -> None:
    """Sprung back (or just clicked), a hand card lies under the neighbours it lay under."""
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    _play_until(pilot, scene, lambda s: _hand_play(s) is not None, Rng(1))
    node = scene.view.cards[_hand_play(scene)]
    z, parent = node.z, node.parent
    start = pilot.visible_point(node)
    pilot.drag(start, (5, 5))                        # off the table: springs back
    pilot.seconds(1.5)
    assert not scene.drag.active
    assert node.z == z and node.parent is parent
    pilot.click(pilot.visible_point(node))           # a click without a drag: put down at once
    pilot.frames(2)
    assert node.z == z and node.parent is parent


def test_the_held_card_is_drawn_above_panels_banner_and_menus() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    _play_until(pilot, scene, lambda s: _hand_play(s) is not None, Rng(1))
    node = scene.view.cards[_hand_play(scene)]
    start = pilot.visible_point(node)
    panel = next(iter(scene.view.panels.values()))
    pilot.drag(start, panel.world_rect().center, release=False)
    view = scene.view
    assert node.parent is view.held_layer
    assert view.held_layer.z > max(view.hud.z, view.overlay.z, view.card_layer.z)
    assert scene.root.hit(panel.world_rect().center) is not panel or node.contains(panel.world_rect().center)


def test_the_zoom_goes_when_the_card_under_a_still_pointer_is_gone() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    _play_until(pilot, scene, lambda s: _hand_play(s) is not None, Rng(1))
    card = _hand_play(scene)
    node = scene.view.cards[card]
    pilot.move(pilot.visible_point(node))
    pilot.seconds(0.6)
    assert scene.view.hover_card == card and scene.view.zoom.face is not None
    play = scene.plays[card][0]
    scene.session.apply(play)                         # the pointer does not move
    scene.refresh()
    pilot.seconds(1.0)
    assert scene.view.hover_card != card, "the zoom still shows a card that has left the pointer"
    under = scene.view.card_at(scene.view.pointer)
    if under is None:
        assert scene.view.zoom.face is None


def test_a_player_panel_glows_and_is_marked_while_a_spell_that_targets_players_is_held() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "eternal", seed=2, deck="rakano-aggro")

    def player_target(s: TableScene) -> bool:
        return any(any(k.startswith("player@") for a in plays for k in s.table.drop_places(a))
                   for c, plays in s.plays.items() if c == _hand_play(s) or s.view.cards.get(c) is not None
                   and s.view.cards[c].zone == f"hand@{s.session.viewer()}")

    _play_until(pilot, scene, player_target, Rng(4), limit=2000)
    seat = scene.session.viewer()
    card = next(c for c, plays in scene.plays.items()
                if scene.view.cards.get(c) is not None and scene.view.cards[c].zone == f"hand@{seat}"
                and any(k.startswith("player@") for a in plays for k in scene.table.drop_places(a)))
    targets = {k for a in scene.plays[card] for k in scene.table.drop_places(a) if k.startswith("player@")}
    node = scene.view.cards[card]
    pilot.drag(pilot.visible_point(node), (640, 300), release=False)
    for key in targets:
        s = int(key.split("@")[1])
        assert scene.view.panels[s].target, f"{key} is a legal target: its panel must glow"
    others = set(scene.view.panels) - {int(k.split("@")[1]) for k in targets}
    assert all(not scene.view.panels[s].target for s in others)
    pilot.app.post(UIEvent("up", (5, 5)))
    pilot.frames(2)
    assert not any(p.target for p in scene.view.panels.values())


def test_a_refusal_never_covers_the_card_it_was_tried_on() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    _play_until(pilot, scene, lambda s: _hand_play(s) is not None, Rng(1))
    for node in list(scene.view.cards.values())[:12]:
        r = node.world_rect()
        near = scene.view.card_at(r.center) and r.center
        if not near or scene.view.card_at(r.center) is not node:
            continue
        toast = scene.view.refuse("That card cannot go there, it needs a row of its own kind", "Krieg rules, Units",
                                  r.center, None, None)
        assert not toast.world_rect().colliderect(r), f"the refusal covers the card it is about at {tuple(r)}"


def test_a_message_is_placed_clear_of_every_card_it_names() -> None:
    import pygame
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    cards = [pygame.Rect(600, 200, 80, 110), pygame.Rect(600, 380, 80, 110)]
    x, y = scene.view.clear_spot((640, 340), 400, 90, cards)
    spot = pygame.Rect(x, y, 400, 90)
    assert pygame.Rect(0, 0, 1280, 720).contains(spot)
    assert not any(spot.colliderect(c) for c in cards)
