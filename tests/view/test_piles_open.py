"""Piles open (issue 28, item 9): a click on a pile opens it over the table as a grid of its
cards (faces this seat may see, with the large view on hover), a hidden pile says how
many cards it holds, and Esc, Close or a click outside closes it."""
from __future__ import annotations

import pygame

from simulator.core.rng import Rng
from simulator.view.node import UIEvent
from simulator.view.scenes.pile_view import PileView

from .pilot import Pilot
from .test_pointer import _play_until, _table


def _pile_with_cards(scene, face_up: bool):
    sc = scene.view.scene_data
    for key, shown in sc.zones.items():
        zone = scene.view.layout.zone(key)
        if zone is not None and zone.style == "stack" and shown and all(s.face_up == face_up for s in shown) \
                and shown[-1].card in scene.view.cards:
            return key, shown
    return None


def test_a_graveyard_opens_as_a_grid_of_its_faces_and_esc_closes_it() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "krieg")
    _play_until(pilot, scene, lambda s: _pile_with_cards(s, True) is not None and
                sum(len(v) for k, v in s.view.scene_data.zones.items() if k.startswith("grave")) >= 2, Rng(2))
    key, shown = _pile_with_cards(scene, True)
    node = scene.view.cards[shown[-1].card]
    pilot.click(pilot.visible_point(node))
    pile = scene.pile
    assert isinstance(pile, PileView) and pile.count == len(shown)
    pilot.frames(1)
    faces = [f for _r, f, _s in pile.faces if f is not None]
    assert len(faces) == len(shown), "every card of the graveyard shows face up"
    rect = pile.faces[0][0]
    pilot.move(rect.center)
    assert scene.view.zoom.face is not None, "hovering a card of the pile shows it large"
    pilot.shot("pile-open-krieg-1280x720")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(1)
    assert scene.pile is None and pile.parent is None


def test_a_hidden_pile_says_how_many_cards_it_holds_and_a_click_outside_closes_it() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _table(pilot, "eternal", seed=2)
    pilot.frames(5)
    deck = next(k for k in scene.view.scene_data.counts if k.startswith("deck@"))
    assert scene.open_pile(deck)
    pilot.frames(1)
    pile = scene.pile
    assert pile.count == scene.view.scene_data.counts[deck] > 1
    assert all(f is None for _r, f, _s in pile.faces), "a deck's cards stay hidden"
    pilot.click((5, 5))
    assert scene.pile is None
