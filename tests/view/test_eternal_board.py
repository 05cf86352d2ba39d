"""Eternal's board reads like a card game (issue 12, item 5), drawn: the stack large on the
board while something is on it, arrows from the stack, attackers and blockers ending on
visible things inside the window, fight roles drawn apart from "playable", empty markets
and relic rows not drawn."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action
from simulator.core.saves import Seat
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession

from ..games.eternal.helpers import attack, find, play, table
from .pilot import Pilot, walk

SIZES = [(1280, 720), (1920, 1080)]


def _open(match, size):
    pilot = Pilot(size=size)
    scene = TableScene(pilot.app, GameSession(match, [Seat("human", "Ada"), Seat("human", "Bo")], None,
                                              pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.frames(3)
    pilot.seconds(1.0)
    return pilot, scene


def spell_on_the_stack():
    """Ada's Torch aimed at Bo's Jotun Warrior; Bo may answer with Finest Hour."""
    m = table(hands={0: ["torch", "argenport_soldier"], 1: ["finest_hour"]},
              boards={0: ["argenport_soldier", "oni_ronin"], 1: ["jotun_warrior", "argenport_soldier"]})
    play(m, 0, "torch", find(m, "jotun_warrior", 1))
    assert m.state.stack and m.decision().seat == 1
    return m


def in_combat():
    """Three attackers; Bo has blocked one with Jotun Warrior and may block more."""
    m = table(hands={0: ["torch"], 1: ["finest_hour"]},
              boards={0: ["argenport_soldier", "oni_ronin", "jotun_warrior"], 1: ["jotun_warrior", "argenport_soldier"]})
    attack(m, 0, *[find(m, c, 0) for c in ("argenport_soldier", "oni_ronin", "jotun_warrior")])
    m.apply(Action("block", 1, find(m, "jotun_warrior", 1), find(m, "argenport_soldier", 0)))
    assert m.state.phase == "block"
    return m


def _check_arrows(pilot, scene):
    view = scene.view
    sc = view.scene_data
    segments = view.arrow_segments(sc)
    assert len(segments) == len(sc.arrows)
    window = view.root.world_rect()
    for (card, key), (start, end, _, on_card) in zip(sc.arrows, segments):
        assert window.collidepoint(start) and window.collidepoint(end)
        if key.startswith("card:"):
            target = view.cards[int(key[5:])]
            assert on_card and view.card_at(end) is target, f"the arrow to {key} ends on a covered point"
        else:
            zone = view.layout.zone(key)
            assert zone is not None and zone.rect.inflate(2, 2).collidepoint(end)
            panels = [n for n in walk(view.hud) if n.visible and n.world_rect() == zone.rect]
            assert panels, f"the arrow to {key} ends on no panel that is drawn"
    return segments


@pytest.mark.parametrize("size", SIZES)
def test_the_stack_is_large_on_the_board_with_an_arrow_to_its_target(size):
    m = spell_on_the_stack()
    torch = m.state.stack[-1]["card"]
    jotun = find(m, "jotun_warrior", 1)
    pilot, scene = _open(m, size)
    view = scene.view
    node = view.cards[torch]
    board = view.layout.common_rect("board")
    assert node.zone == "stack_big" and board.contains(node.world_rect())
    unit = view.cards[jotun].world_rect()
    assert node.world_rect().h > unit.h, "the spell on the stack is shown larger than a unit"
    assert view.card_at(node.world_rect().center) is node
    assert _check_arrows(pilot, scene)
    pilot.shot(f"eternal-stack-{size[0]}x{size[1]}")
    pilot.close()


@pytest.mark.parametrize("size", SIZES)
def test_attack_and_block_arrows_end_on_visible_things_and_roles_are_marked(size):
    m = in_combat()
    pilot, scene = _open(m, size)
    view = scene.view
    marks = {c: n.mark for c, n in view.cards.items() if n.mark}
    assert sorted(marks.values()) == ["attacker", "attacker", "attacker", "blocker"]
    assert not any(view.cards[c].selected for c in marks)     # not the "picked" outline
    segments = _check_arrows(pilot, scene)
    assert {s[2] for s in segments} == {(232, 70, 58), (86, 156, 246)}    # attack red, block blue
    pilot.shot(f"eternal-combat-{size[0]}x{size[1]}")
    pilot.close()


def test_empty_markets_and_relic_rows_are_not_drawn():
    m = table(markets={0: ["torch"]}, relics={1: ["moondial"]})
    pilot, scene = _open(m, (1280, 720))
    view = scene.view
    bg = view.background()
    felt = bg.get_at(view.layout.common_rect("board").move(30, 30).topleft)
    empty = view.layout.zone("relics@0").rect      # Ada has no relics yet (Bo has one)
    assert bg.get_at((empty.x + 1, empty.centery)) == felt
    market = view.layout.zone("market@1").rect     # Bo's deck has no market: no box
    assert bg.get_at((market.x + 1, market.centery)) == bg.get_at((market.x - 3, market.centery))
    shown = view.layout.zone("market@0").rect
    assert bg.get_at((shown.x + 1, shown.centery)) != bg.get_at((shown.x - 3, shown.centery))
    pilot.close()
