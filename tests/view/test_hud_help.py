"""Help lists the glossary (issue "A table everyone can read", item 4): the Rules screen and
the rules over the table end with the game's keywords (keyword, reminder, the rule in
words), and keywords in the rules text above can be hovered for their reminder."""
from __future__ import annotations

import pygame
import pytest

from simulator.games.registry import game_names, get_game
from simulator.view.node import UIEvent
from simulator.view.scenes.help import HelpScene, help_for, open_overlay, rules_text
from simulator.view.scenes.help_text import GLOSSARY_HEADING, HelpText, parse
from simulator.view.style.fonts import MIN_PX, TYPE_SCALE, record_text, stop_recording
from simulator.view.table.layout import has_layout
from simulator.view.table.zoom import glossary_of

from .pilot import Pilot


@pytest.mark.parametrize("game", game_names())
def test_help_lists_every_games_glossary(game):
    glossary = glossary_of(game)
    assert glossary, f"{game} has a glossary"
    blocks = parse(rules_text(game))
    assert rules_text(game).startswith(help_for(game).rstrip())
    kinds = [(b.kind, b.text) for b in blocks]
    at = kinds.index(("h2", GLOSSARY_HEADING))
    section = blocks[at + 1:]
    bullets = [b.text for b in section if b.kind == "bullet"]
    notes = [b.text for b in section if b.kind == "note"]
    assert len(bullets) == len(glossary.entries)
    for entry, bullet, note in zip(glossary.entries, bullets, notes):
        assert bullet == f"**{entry.keyword}** — {entry.reminder}"
        assert note == entry.rule


def test_the_rules_screen_shows_the_glossary_and_keywords_in_the_text_show_their_reminder():
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press("Rules")
    scene = pilot.scene
    assert isinstance(scene, HelpScene)
    for game in game_names():
        pilot.press(get_game(game).title)
        body = scene.body
        assert body is not None and body.keywords, f"{game}: keywords in the rules are marked"
        glossary = glossary_of(game)
        rect, entry = body.keywords[len(body.keywords) // 2]
        assert entry in glossary.entries
        body.scroll_by(rect.y - body.scroll - 100)
        on_screen = rect.move(body.world_rect().x, body.world_rect().y - body.scroll)
        drawn: list[str] = []

        def record(font, text, img):
            drawn.append(text)

        record_text(record)
        try:
            pilot.move(on_screen.center)
            pilot.frames(1)
        finally:
            stop_recording(record)
        assert body.keyword_at(on_screen.center) == (on_screen, entry)
        assert any(entry.reminder.split()[0] in t for t in drawn), "the reminder is drawn"
        pilot.shot(f"hud-help-keyword-{game}-1280x720")
        pilot.move((2, 2))
        body.key(pygame.K_END)
        pilot.frames(1)
    pilot.close()


def test_the_glossary_section_itself_is_not_marked_again():
    text = "# Rules\n\nUnits with Charge attack at once.\n\n## Keyword glossary\n\n- **Charge** — Attacks at once.\n> A rule\n"
    pygame.font.init()
    body = HelpText(text, 0, 0, 500, 400, glossary=glossary_of("eternal"))
    assert [e.keyword for _, e in body.keywords] == ["Charge"]
    assert body.keywords[0][0].y < body.lines[2][0], "only the mention in the rules above"


def test_help_text_uses_the_type_scale():
    pygame.font.init()
    sizes: set[int] = set()

    def record(font, text, img):
        sizes.add(font.px)

    record_text(record)
    try:
        HelpText(rules_text("krieg"), 0, 0, 900, 600, 1.0, glossary=glossary_of("krieg"))
    finally:
        stop_recording(record)
    assert sizes and sizes <= set(TYPE_SCALE.values()) and min(sizes) >= MIN_PX


@pytest.mark.parametrize("game", [g for g in game_names() if has_layout(g)][:1])
def test_the_rules_over_the_table_have_hoverable_keywords(game):
    from simulator.view.scenes.help import show_overlay
    from simulator.view.scenes.newgame import build_session
    from simulator.view.scenes.table import TableScene

    pilot = Pilot(size=(1280, 720))
    session = build_session(game, 2, "hotseat", "normal", 3, worker=pilot.app.bot_worker, autosave=False)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    scene.cover = None
    pilot.frames(2)
    show_overlay(scene, scene.view, help_for(game), kind="rules")
    overlay = open_overlay(scene.view.overlay)
    assert overlay is not None and overlay.body is not None and overlay.body.keywords
    assert overlay.source == help_for(game), "the overlay keeps the text it was given"
    glossary_line = GLOSSARY_HEADING
    assert any(b.text == glossary_line for b in parse(rules_text(game)))
    body = overlay.body
    assert body.content_h > HelpText(help_for(game), 0, 0, body.w, body.h, overlay.scale).content_h, \
        "the glossary follows the rules"
    rect, entry = body.keywords[0]
    body.scroll_by(rect.y - body.scroll - 40)
    on_screen = rect.move(body.world_rect().x, body.world_rect().y - body.scroll)
    pilot.app.post(UIEvent("move", on_screen.center))
    pilot.frames(1)
    assert body.pointer == on_screen.center and body.keyword_at(body.pointer) == (on_screen, entry)
    pilot.shot(f"hud-help-overlay-keyword-{game}-1280x720")
    pilot.close()
