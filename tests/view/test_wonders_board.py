"""The Wonders board, drawn: seven realm columns whose cards wrap in grids, an attack
button lying on each realm and a draw button by the deck that make their actions, answers
naming a realm on those realms, captions and backdrops the scene switches, notes on cards
that never cover their numbers, announcements that stand one under the other, and the
battle's step in the banner while a bot decides. The layout parts are generic (grid,
caption, button and box zones); these tests drive them through the Wonders table."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.events import Event
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.games.registry import get_game
from simulator.view.table.cards import CardNode, number_rects
from simulator.view.table.layout import Zone, grid_shape, place
from simulator.view.scenes.table import ActionButton, TableScene
from simulator.view.session.game import GameSession
from simulator.view.widgets import Toast

from .pilot import Pilot, walk

SIZES = [(1280, 720), (1920, 1080)]
GAME = get_game("wonders")


def _find(wanted, seeds: int = 40) -> Match:
    """A position of a seeded random game that `wanted` accepts."""
    for seed in range(seeds):
        m = GAME.new_match(seed, first_seat=seed % 2)
        rng = Rng(seed)
        for _ in range(900):
            if m.is_over:
                break
            if wanted(m):
                return m
            m.apply(rng.choice(m.legal_actions()))
    raise AssertionError("no seeded game reached such a position")


def _open(match: Match, size, seats=None):
    pilot = Pilot(size=size)
    seats = seats or [Seat("human", "Ada"), Seat("human", "Bo")]
    scene = TableScene(pilot.app, GameSession(match, seats, None, pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.frames(3)
    pilot.seconds(0.8)
    return pilot, scene


def _buttons(scene):
    return [b for b in walk(scene.view.hud) if isinstance(b, ActionButton) and b.visible and b.action is not None]


@pytest.mark.parametrize("count", range(1, 10))
@pytest.mark.parametrize("align", ["top", "bottom"])
def test_a_grid_wraps_its_cards_inside_the_zone_without_overlap(count, align):
    zone = Zone("g", pygame.Rect(100, 50, 172, 320), "grid", (80, 112), align)
    rects = [pygame.Rect(place(zone, count, i)) for i in range(count)]
    for i, r in enumerate(rects):
        assert zone.rect.contains(r), (i, r)
        assert r.w <= 80 and r.h <= 112
        assert all(not r.colliderect(o) for o in rects[i + 1:])
    first = rects[0]
    if align == "top":
        assert first.top - zone.rect.top <= 6          # the first row at the top, by the strip below
    else:
        assert zone.rect.bottom - first.bottom <= 6    # ... or at the bottom, by the strip above
    cols, w, _h = grid_shape(zone, count)
    assert cols == min(count, 2) or w < 80             # two across while they fit at full size


@pytest.mark.parametrize("size", SIZES)
def test_the_attack_button_lies_on_its_realm_and_attacks_there(size):
    m = _find(lambda m: any(a.kind == "attack" for a in m.legal_actions()))
    pilot, scene = _open(m, size)
    attacks = [a for a in m.legal_actions() if a.kind == "attack"]
    window = pygame.Rect(0, 0, *size)
    for a in attacks:
        b = next(b for b in _buttons(scene) if b.action == a)
        c = scene.table.column(int(a.choice))
        assert b.world_rect() == scene.view.layout.zone(f"attack{c}").rect and window.contains(b.world_rect())
        assert b.text == f"Attack in realm {int(a.choice) + 1}"
        column = scene.view.layout.zone(f"col{c}@{m.decision().seat}").rect
        assert abs(b.world_rect().centerx - column.centerx) <= 1     # right under its realm
    a = attacks[-1]
    b = next(b for b in _buttons(scene) if b.action == a)
    before = len(m.actions)
    pilot.click(b.world_rect().center)
    assert m.actions[before] == a


def test_the_draw_button_lies_by_the_deck_and_draws():
    m = _find(lambda m: any(a.kind == "draw" for a in m.legal_actions()))
    pilot, scene = _open(m, (1280, 720))
    seat = m.decision().seat
    b = next(b for b in _buttons(scene) if b.action.kind == "draw")
    assert b.world_rect() == scene.view.layout.zone(f"draw@{seat}").rect
    hand = len(m.state.hands[seat])
    pilot.click(b.world_rect().center)
    assert m.actions[-1].kind == "draw" or len(m.state.hands[seat]) != hand


def test_an_answer_naming_a_realm_is_a_button_on_that_realm_and_the_rest_stand_by_pass():
    def realm_question(m):
        ch = m.state.choice
        return ch is not None and ch["by"] == "value" and any(str(x).startswith("Realm ") for x in ch["labels"] or [])
    m = _find(realm_question, seeds=60)
    _pilot, scene = _open(m, (1280, 720))
    assert scene.menu is None, "no menu in the middle of the board when realms can be pressed"
    on_realms = [b for b in _buttons(scene) if b.text.startswith("Realm ")]
    assert on_realms
    for b in on_realms:
        realm = int(b.text.split()[1]) - 1
        assert b.world_rect() == scene.view.layout.zone(f"attack{scene.table.column(realm)}").rect
    assert len(_buttons(scene)) == len(m.legal_actions())


@pytest.mark.parametrize("size", SIZES)
def test_locked_realms_are_dark_the_newest_outlined_and_captions_fit_their_strips(size):
    m = _find(lambda m: m.state.phase == "play" and 2 <= m.state.round <= 5)
    _pilot, scene = _open(m, size)
    view = scene.view
    background = view.background()
    st = m.state
    for r in range(7):
        c = scene.table.column(r)
        strip = view.layout.zone(f"strip{c}").rect
        frame = view.layout.zone(f"frame{c}").rect
        colour = background.get_at((frame.centerx, strip.centery))[:3]
        spec = view.layout.spec(f"locked{c}" if st.realm_state[r] != "active" else
                                (f"now{c}" if r == st.round - 1 else f"frame{c}"))
        assert list(colour) == spec["fill"], (r, colour)
    # every caption line is drawn inside its zone, at a readable size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    sc = view.scene_data
    for key, badges in sc.zone_badges.items():
        zone = view.layout.zone(key)
        if zone is None or zone.style != "caption":
            continue
        surface.fill((0, 0, 0, 0))
        view._draw_caption(surface, key, badges)
        drawn = surface.get_bounding_rect()
        assert zone.rect.inflate(2, 2).contains(drawn), (key, drawn, zone.rect)


def test_a_note_on_a_card_never_covers_its_numbers():
    table = GAME.table()
    face = next(f for f in table.pool_faces() if f.cost and f.corner)
    surface = pygame.Surface((400, 400), pygame.SRCALPHA)
    for w, h in ((53, 75), (80, 112), (148, 206)):
        for note in ("+2", "+1 \u25c8 \u2691 \u2726", "\u2298"):
            node = CardNode(1, face, "wonders", w, h)
            node.x, node.y = 100, 100
            node.badge, node.badge_note, node.badge_colour = note, True, (130, 190, 240)
            node.paint(surface)
            assert node._note is not None
            _key, img, at = node._note
            pill = pygame.Rect(at, img.get_size())
            assert not any(pill.colliderect(r) for r in number_rects(face, w, h)), (w, note)


def test_announcements_at_once_stand_one_under_the_other():
    m = _find(lambda m: m.state.phase == "play")
    _pilot, scene = _open(m, (1280, 720))
    before = [n for n in walk(scene.view.overlay) if isinstance(n, Toast)]
    scene._announce([Event("seized", "Player 1 seizes the stone of realm 3", 0),
                     Event("round", "Round 4 begins: Realm 4 opens")])
    toasts = [n for n in walk(scene.view.overlay) if isinstance(n, Toast) and n not in before]
    assert [t.text for t in toasts] == ["Ada seizes the stone of realm 3", "Round 4 \u2014 realm 4 opens"]
    assert not toasts[0].world_rect().colliderect(toasts[1].world_rect())


def test_the_banner_names_the_battle_step_while_a_bot_decides():
    m = _find(lambda m: m.state.battle is not None, seeds=60)
    seat = m.decision().seat
    seats = [Seat("bot", "random") if s == seat else Seat("human", "Ada") for s in range(2)]
    pilot = Pilot(size=(1280, 720))
    scene = TableScene(pilot.app, GameSession(m, seats, None, pilot.app.bot_worker))   # no frame: the bot waits
    scene._update_banner()
    realm = int(m.state.battle["realm"]) + 1
    assert "is thinking" in scene.view.banner.text and f"Battle in realm {realm}" in scene.view.banner.text
