"""Everything the eye reads on a card, a second cue carries: a changed number has its own
colour and a shape (a triangle up or down), lost rules text is struck out and named, states
are tags, and a card node's playable / selected / legal-target outlines each come with a
shape. Checked with a palette in which every meaning colour is the same colour: what is
left to tell them apart is shape."""
from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from simulator.core.table import CardFace
from simulator.games.registry import get_game
from simulator.view.style import theme
from simulator.view.style.fonts import MIN_PX, record_text, stop_recording
from simulator.view.table import cards
from simulator.view.table.cards import CardNode, face_layout, number_rects, render_face
from simulator.view.table.face_marks import Change, chip_rect, compare, place_tags

PLAIN = (200, 200, 200)


@pytest.fixture(scope="module", autouse=True)
def _pygame():
    pygame.init()
    yield


@pytest.fixture
def one_colour(monkeypatch):
    """A palette where better, worse, glow and accent are all one colour."""
    for name in ("LEGAL", "DANGER", "GLOW", "ACCENT"):
        monkeypatch.setattr(theme, name, PLAIN)
    monkeypatch.setattr(theme, "ROLES", {**theme.ROLES, "info": PLAIN, "good": PLAIN, "bad": PLAIN})
    yield


def _unit() -> CardFace:
    """An Eternal unit: a cost, influence pips and attack/health."""
    return next(f for f in get_game("eternal").table().pool_faces() if f.cost and "/" in f.corner and f.text)


def _pixels(surf: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    if rect is not None:
        surf = surf.subsurface(rect.clip(surf.get_rect()))
    return pygame.image.tobytes(surf, "RGBA")


# -- comparing numbers -------------------------------------------------------------------------------
def test_a_lower_cost_is_better_and_higher_attack_or_health_is_better():
    assert compare("3", "5", lower_is_better=True) == (Change(-1, True),)
    assert compare("7", "5", lower_is_better=True) == (Change(1, False),)
    assert compare("6/3", "5/5") == (Change(1, True), Change(-1, False))
    assert compare("5/5", "5/5") == (None, None)
    assert compare("4/6", "") == (None, None)
    assert compare("+3/+1", "+2/+1") == (Change(1, True), None)
    assert compare("5", "*") == (Change(0, None),)


def test_the_layout_knows_how_each_number_changed():
    face = replace(_unit(), cost="1", printed_cost="3", corner="1/9", printed_corner="2/2")
    lay = face_layout(face, 93, 131)
    assert lay.top_change == Change(-1, True)
    assert lay.bottom_changes == (Change(-1, False), Change(1, True))
    strength = next(f for f in get_game("krieg").table().pool_faces() if f.corner and not f.cost)
    lay = face_layout(replace(strength, corner="9", printed_corner=strength.corner), 93, 131)
    assert lay.top_number == "9" and lay.top_change is not None and lay.top_change.better


# -- drawn with a mark, not colour alone ----------------------------------------------------------------
def test_a_changed_cost_is_drawn_with_a_mark_not_colour_alone(one_colour):
    printed = _unit()
    cheaper = replace(printed, cost="1", printed_cost=printed.cost)
    same_number = replace(printed, cost="1")            # the same number with nothing changed
    for w, h in ((53, 75), (93, 131), (140, 196)):
        chip = chip_rect(face_layout(cheaper, w, h).spots.medallion, pygame.Rect(0, 0, w, h))
        assert _pixels(render_face(cheaper, w, h), chip) != _pixels(render_face(same_number, w, h), chip), (w, h)
        assert chip in [r for r in number_rects(cheaper, w, h)]


def test_up_and_down_marks_differ_in_shape(one_colour):
    printed = _unit()
    dearer = replace(printed, cost="9", printed_cost=printed.cost)
    cheaper = replace(printed, cost="1", printed_cost=printed.cost)
    w, h = 93, 131
    chip = chip_rect(face_layout(cheaper, w, h).spots.medallion, pygame.Rect(0, 0, w, h))
    # the numbers differ too; compare the chip's lower half, where only the shape is
    lower = pygame.Rect(chip.x, chip.centery, chip.w, chip.h // 2)
    assert _pixels(render_face(dearer, w, h), lower) != _pixels(render_face(cheaper, w, h), lower)


def test_a_changed_attack_or_health_half_gets_its_own_mark(one_colour):
    """Only health changed: the box grows by one mark, drawn after the health."""
    printed = _unit()
    attack, health = printed.corner.split("/")
    hurt = replace(printed, corner=f"{attack}/{int(health) + 5}", printed_corner=printed.corner)
    same = replace(printed, corner=hurt.corner)
    w, h = 93, 131
    box = number_rects(hurt, w, h)[-1]
    assert box.w > number_rects(same, w, h)[-1].w          # room for the mark after the number
    assert _pixels(render_face(hurt, w, h), box) != _pixels(render_face(same, w, h), box)


def test_changed_numbers_are_coloured_better_and_worse():
    printed = _unit()
    better = replace(printed, cost="0", printed_cost=printed.cost)
    worse = replace(printed, cost="9", printed_cost=printed.cost)
    w, h = 140, 196
    med = face_layout(better, w, h).spots.medallion
    spot = (med.x + med.w // 5, med.centery)                  # the fill, left of the number
    assert render_face(better, w, h).get_at(spot)[:3] == theme.LEGAL
    assert render_face(worse, w, h).get_at(spot)[:3] == theme.DANGER
    assert render_face(printed, w, h).get_at(spot)[:3] == theme.ACCENT


def test_a_new_palette_redraws_cached_faces(monkeypatch):
    printed = _unit()
    better = replace(printed, cost="0", printed_cost=printed.cost)
    w, h = 140, 196
    med = face_layout(better, w, h).spots.medallion
    spot = (med.x + med.w // 5, med.centery)
    render_face(better, w, h)
    monkeypatch.setattr(theme, "LEGAL", (10, 120, 250))      # a colour-blind palette's "better"
    assert render_face(better, w, h).get_at(spot)[:3] == (10, 120, 250)


def test_the_face_cache_keys_on_current_values_and_states():
    printed = _unit()
    a = render_face(printed, 93, 131)
    b = render_face(replace(printed, states=("Exhausted",)), 93, 131)
    c = render_face(replace(printed, text_lost="Silenced"), 93, 131)
    assert len({_pixels(a), _pixels(b), _pixels(c)}) == 3


# -- lost text and states -------------------------------------------------------------------------------
def test_lost_rules_text_is_struck_out_dimmed_and_named():
    face = next(f for f in get_game("eternal").table().pool_faces() if f.text == "Flying" or f.text.startswith("Flying\n"))
    lost = replace(face, text_lost="Silenced")
    w, h = 140, 196
    lay = face_layout(lost, w, h)
    assert lay.tags[0].text == "Silenced" and lay.tags[0].lost
    assert lay.text is not None and lay.text.lines and lay.text_rect is not None
    seen: list[tuple[str, tuple]] = []

    def record(_font, text, surface):
        seen.append((text, tuple(surface.get_at((x, y))[:3] for x in range(surface.get_width())
                                 for y in range(surface.get_height()) if surface.get_at((x, y))[3] > 200)))

    cards._faces.clear()
    record_text(record)
    try:
        surf = render_face(lost, w, h)
    finally:
        stop_recording(record)
    assert any(text == "Silenced" for text, _ in seen)
    line = lay.text.lines[0]
    ink = {c for text, colours in seen if text == line for c in colours}
    assert cards.INK not in ink and cards.INK_LOST in ink               # dimmed
    f = lay.text.font
    mid = lay.text_rect.y + f.get_linesize() // 2 + 1
    across = [surf.get_at((x, mid))[:3] for x in range(lay.text_rect.x, lay.text_rect.x + f.size(line)[0])]
    assert across.count(theme.DANGER) > f.size(line)[0] * 0.8           # a line through it


def test_states_show_as_tags_and_those_that_do_not_fit_as_plus_n():
    states = ("Exhausted", "Frozen (2 turns)", "2 +1 counters", "Stunned", "Lost Flying", "Killer used",
              "Played this turn", "Taken this turn")
    face = replace(_unit(), states=states, text_lost="Silenced")
    labels = ["Silenced", *states]
    for w, h in ((49, 69), (87, 121), (93, 131), (140, 196), (235, 331)):
        lay = face_layout(face, w, h)
        tags = list(lay.tags)
        assert tags, (w, h)
        shown = [t.text for t in tags]
        if shown[-1].startswith("+"):
            hidden = int(shown[-1][1:])
            assert shown[:-1] == labels[:len(labels) - hidden], (w, h, shown)
        else:
            assert shown == labels
        card = pygame.Rect(0, 0, w, h)
        numbers = number_rects(face, w, h)
        for i, t in enumerate(tags):
            assert card.contains(t.rect)
            assert not any(t.rect.colliderect(n) for n in numbers), (w, h, t)
            assert not any(t.rect.colliderect(o.rect) for o in tags[i + 1:])
    assert [t.text for t in face_layout(face, 235, 331).tags][:2] == ["Silenced", "Exhausted"]


def test_tags_that_cannot_fit_leave_only_plus_n():
    area = pygame.Rect(0, 0, 40, 20)
    tags = place_tags([("A very long state", False), ("Another", False)], area, [], MIN_PX)
    assert [t.text for t in tags] == ["+2"]
    assert place_tags([("Exhausted", False)], pygame.Rect(0, 0, 8, 8), [], MIN_PX) == []


# -- card node cues --------------------------------------------------------------------------------
def _paint(node: CardNode) -> bytes:
    surface = pygame.Surface((300, 300), pygame.SRCALPHA)
    node.paint(surface)
    return _pixels(surface)


def _node(**state) -> CardNode:
    node = CardNode(1, _unit(), "unit", 93, 131)
    node.x, node.y = 100, 100
    for k, v in state.items():
        setattr(node, k, v)
    return node


def test_each_card_node_state_has_a_shape_besides_its_colour(one_colour):
    assert _node(playable=True).cues() == ["chevron"]
    assert _node(selected=True).cues() == ["check badge"]
    assert _node(glow=True).cues() == ["dashed outline", "target ring"]
    assert _node(glow=True, selected=True).cues() == ["check badge"]
    assert _node(playable=True, dragging=True).cues() == []
    looks = {name: _paint(_node(**{name: True})) for name in ("playable", "selected", "glow")}
    looks["plain"] = _paint(_node())
    assert len(set(looks.values())) == 4            # with one colour for all, each still looks its own


def test_a_number_badge_the_face_already_shows_is_not_drawn_again():
    printed = _unit()
    now = replace(printed, corner="9/9", printed_corner=printed.corner)
    with_badge = _node(face=now, badge="9/9", badge_colour=(120, 220, 140))
    without = _node(face=now)
    assert _paint(with_badge) == _paint(without)
    other = _node(face=now, badge="7/7", badge_colour=(120, 220, 140))
    assert _paint(other) != _paint(without)
