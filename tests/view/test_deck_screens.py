"""The deck screens (issue 28, item 1), driven like a person does: Decks on the main menu
lists each game's decks with marks, size and first problem; a deck is built from the pool
by searching, filtering and clicking (or dragging) until the game's own check finds no
problem, saved among the player's decks (where `tabletop deck list` finds it too), and
played; a game whose decks are fixed opens the viewer only."""
from __future__ import annotations

import pygame
import pytest

from simulator.commands.cli import main as tabletop
from simulator.core.deckbuilding import total
from simulator.core.userdecks import decks_dir, user_deck_names, user_deck_text
from simulator.games.registry import game_names, get_game
from simulator.view.files import deck_library
from simulator.view.node import UIEvent
from simulator.view.scenes.deck_builder import DeckBuilderScene
from simulator.view.scenes.deck_viewer import DeckViewerScene
from simulator.view.scenes.decks import DecksScene
from simulator.view.scenes.newgame import NewGameScene
from simulator.view.scenes.table import TableScene
from simulator.view.table.layout import has_layout
from simulator.view.widgets import Button, TextField
from simulator.view.widgets.confirm import ConfirmDialog
from simulator.view.widgets.deck_row import DeckRow

from .pilot import Pilot, walk

GAMES = [g for g in game_names() if has_layout(g)]
EDITABLE = [g for g in GAMES if deck_library.editable(get_game(g))]
FIXED = [g for g in GAMES if g not in EDITABLE]


def _decks(pilot: Pilot, game: str) -> DecksScene:
    """Main menu → Decks → the game's tab."""
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("Decks")
    assert isinstance(pilot.scene, DecksScene)
    pilot.press(get_game(game).title)
    assert pilot.scene.game == game
    return pilot.scene


def _key(pilot: Pilot, key: int, mod: int = 0) -> None:
    pilot.app.post(UIEvent("key", key=key, mod=mod))
    pilot.frames(1)


def _type(pilot: Pilot, field_text: str, text: str) -> None:
    """Click the field showing `field_text` (its text or placeholder), clear it, type `text`."""
    field = next(n for n in walk(pilot.scene.root) if isinstance(n, TextField) and n.text == field_text)
    pilot.click(field.world_rect().center)
    _key(pilot, pygame.K_u, pygame.KMOD_CTRL)
    pilot.app.post(UIEvent("text", text=text))
    pilot.frames(1)
    _key(pilot, pygame.K_RETURN)


def _search_field(scene: DeckBuilderScene) -> str:
    return scene.search.text or "Search names and rules text…"


def _click_card(pilot: Pilot, card_id: str, button: int = 1) -> None:
    scene = pilot.scene
    scene.grid.reveal(card_id)
    rect = scene.grid.rect_of(card_id)
    assert rect is not None, f"{card_id} is not shown in the pool"
    pos = rect.center
    pilot.app.post(UIEvent("move", pos))
    pilot.app.post(UIEvent("down", pos, button))
    pilot.frames(1)
    pilot.app.post(UIEvent("up", pos, button))
    pilot.frames(1)


def _filled(contents) -> dict:
    """Counts per section without the empty sections."""
    return {s: dict(p) for s, p in contents.items() if p}


def _row(pilot: Pilot, name: str) -> DeckRow:
    found = [n for n in walk(pilot.scene.root) if isinstance(n, DeckRow) and n.entry.name == name]
    for _ in range(20):
        if found:
            return found[0]
        pilot.press("Next")
        found = [n for n in walk(pilot.scene.root) if isinstance(n, DeckRow) and n.entry.name == name]
    raise AssertionError(f"no deck {name} in the list")


def test_the_deck_screen_lists_each_games_decks_with_marks_size_and_verdict() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _decks(pilot, GAMES[0])
    for game in GAMES:
        pilot.press(get_game(game).title)
        rows = [n for n in walk(scene.root) if isinstance(n, DeckRow)]
        assert rows and rows[0].entry.name == get_game(game).deck_names[0]
        assert all(r.entry.size and r.entry.playable for r in rows), "every prebuilt deck is playable"
    eternal = [e for e in deck_library.deck_entries(get_game("eternal")) if e.name == "rakano-aggro"][0]
    assert eternal.marks == ("Fire", "Justice") and eternal.size == 75


@pytest.mark.parametrize("game", EDITABLE)
def test_a_deck_built_from_the_pool_is_checked_live_saved_listed_and_played(game: str, capsys) -> None:
    spec = get_game(game)
    model = deck_library.prebuilt_entry(spec, spec.deck_names[0]).contents
    assert model
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, game)
    pilot.press("New deck")
    scene = pilot.scene
    assert isinstance(scene, DeckBuilderScene)
    problems = [len(scene.verdict.problems)]
    assert problems[0] > 0, "an empty deck is not playable"
    for i, (section, part) in enumerate(model.items()):
        if len(scene.db.sections) > 1:
            pilot.press(section if section != scene.target else f"✓ {section}")
            assert scene.target == section
        for card_id, copies in part.items():
            card = scene.index[card_id]
            _type(pilot, _search_field(scene), card.name)
            if i == 0 and card_id == next(iter(part)):        # the type filter too, once
                pilot.press("Type: All ▾")
                pilot.press(card.kind)
                assert scene.filter.kind == card.kind
                assert all(c.kind == card.kind for c in scene.shown())
            assert card_id in [c.id for c in scene.shown()], f"searching {card.name!r} finds it"
            for _ in range(copies):
                _click_card(pilot, card_id)
            problems.append(len(scene.verdict.problems))
            if scene.filter.kind is not None:
                pilot.press("Clear filters")
    assert _filled(scene.contents) == _filled(model)
    assert problems[-1] == 0 and scene.verdict.deck is not None, scene.verdict.problems
    assert "✓ Playable: it meets the game's construction rules" in [
        getattr(n, "text", "") for n in walk(scene.root)]
    pilot.shot(f"deck-builder-{game}-built")
    _type(pilot, "my-deck", "Pilot Deck")
    pilot.press("Save")
    text = user_deck_text(game, "pilot-deck")
    assert text is not None and (decks_dir(game) / "pilot-deck.txt").is_file()
    assert tabletop(["deck", "list", game]) == 0
    listed = capsys.readouterr().out
    assert "pilot-deck" in listed and "not playable" not in listed.split("pilot-deck")[1].splitlines()[0]
    pilot.press("Back")
    decks = pilot.scene
    assert isinstance(decks, DecksScene) and decks.entry().name == "pilot-deck"
    row = _row(pilot, "pilot-deck")
    pilot.click(row.world_rect().center)
    assert decks.entry().name == "pilot-deck"
    assert row.entry.own and row.entry.playable and row.entry.size == total(model)
    pilot.press("Play with this deck")
    newgame = pilot.scene
    assert isinstance(newgame, NewGameScene) and newgame.game == game
    assert newgame.deck_choices()[newgame.deck] == "pilot-deck"
    pilot.press("Start")
    table = pilot.scene
    assert isinstance(table, TableScene)
    fmt = spec.capabilities.decklist
    mine = fmt.seat_decks(table.match.setup.decks)[0]
    assert mine == fmt.parse(text, "pilot-deck")[0], "the game is set up with the built deck"


def test_cards_are_dragged_into_the_deck_and_out_of_it() -> None:
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, EDITABLE[0])
    pilot.press("New deck")
    scene = pilot.scene
    card = scene.shown()[0]
    start = scene.grid.rect_of(card.id).center
    pilot.drag(start, scene.deck_list.world_rect().center)
    assert scene.copies(card.id) == 1
    _click_card(pilot, card.id)
    assert scene.copies(card.id) == 2
    _click_card(pilot, card.id, button=3)
    assert scene.copies(card.id) == 1, "a right-click takes a copy out"
    row = next(i for i, r in enumerate(scene.deck_list.rows) if r.card_id == card.id)
    box = scene.deck_list._box(row)
    pilot.drag((box.x + 40, box.centery), scene.grid.world_rect().center)
    assert scene.copies(card.id) == 0, "dragged out of the deck"


def test_the_builder_is_reachable_by_keys() -> None:
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, EDITABLE[0])
    _key(pilot, pygame.K_n)
    scene = pilot.scene
    assert isinstance(scene, DeckBuilderScene)
    _key(pilot, pygame.K_SLASH)
    assert scene.search.focused
    first = scene.shown()[0]
    pilot.app.post(UIEvent("text", text=first.name))
    pilot.frames(1)
    _key(pilot, pygame.K_RETURN)
    assert not scene.search.focused and first.id in [c.id for c in scene.shown()]
    target = scene.shown()[0]
    _key(pilot, pygame.K_RETURN)
    _key(pilot, pygame.K_KP_PLUS)
    assert scene.copies(target.id) == 2
    _key(pilot, pygame.K_MINUS)
    assert scene.copies(target.id) == 1
    _key(pilot, pygame.K_s, pygame.KMOD_CTRL)
    assert user_deck_text(EDITABLE[0], "my-deck") is not None, "Ctrl+S saves"


def test_leaving_the_builder_with_unsaved_changes_asks_first() -> None:
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, EDITABLE[0])
    pilot.press("New deck")
    scene = pilot.scene
    _click_card(pilot, scene.shown()[0].id)
    pilot.press("Back")
    assert isinstance(scene.confirm, ConfirmDialog) and pilot.scene is scene
    pilot.shot("deck-builder-leave-question-1280x720")
    pilot.press("Keep building")
    assert scene.confirm is None and pilot.scene is scene
    _key(pilot, pygame.K_ESCAPE)
    pilot.press("Leave without saving")
    assert isinstance(pilot.scene, DecksScene)
    assert user_deck_names(EDITABLE[0]) == [], "nothing was kept"


def test_a_prebuilt_deck_is_edited_as_a_copy_and_an_own_deck_is_deleted_after_asking() -> None:
    game = EDITABLE[0]
    spec = get_game(game)
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, game)
    pilot.press("Edit a copy")
    scene = pilot.scene
    assert isinstance(scene, DeckBuilderScene) and scene.name.text == f"my-{spec.deck_names[0]}"
    pilot.press("Save")
    pilot.press("Back")
    decks = pilot.scene
    name = f"my-{spec.deck_names[0]}"
    assert decks.entry().name == name and decks.entry().own
    pilot.press("Delete…")
    assert isinstance(decks.confirm, ConfirmDialog)
    pilot.shot("decks-delete-question-1280x720")
    pilot.press("Keep it")
    assert (decks_dir(game) / f"{name}.txt").is_file()
    pilot.press("Delete…")
    pilot.press(f"Delete {name}")
    assert not (decks_dir(game) / f"{name}.txt").exists()
    assert name not in [e.name for e in decks.entries]


def test_an_unfinished_deck_is_kept_and_opens_again_where_it_was_left() -> None:
    game = EDITABLE[0]
    spec = get_game(game)
    card = deck_library.pool(spec)[0]
    saved = deck_library.save_built(spec, "half-done", {card.sections[0]: {card.id: 2}})
    assert saved.name == "half-done" and "not playable yet" in saved.message
    entry = deck_library.own_entry(spec, "half-done")
    assert entry.problem and entry.contents == {card.sections[0]: {card.id: 2}}
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, game)
    _row(pilot, "half-done")
    pilot.click(_row(pilot, "half-done").world_rect().center)
    assert not pilot.scene.entry().playable
    pilot.press("Edit")
    assert _filled(pilot.scene.contents) == {card.sections[0]: {card.id: 2}}


@pytest.mark.parametrize("game", FIXED)
def test_a_game_with_fixed_decks_opens_the_viewer_only(game: str) -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _decks(pilot, game)
    assert not pilot.button("Edit a copy").enabled and not pilot.button("New deck").enabled
    pilot.press("View")
    viewer = pilot.scene
    assert isinstance(viewer, DeckViewerScene)
    assert not [b for b in walk(viewer.root) if isinstance(b, Button) and b.text.startswith("Edit")]
    assert sum(int(c.badge[1:]) for _, c in viewer.grid.spots) == viewer.entry.size
    assert scene is not viewer


def test_the_viewer_groups_by_type_counts_copies_zooms_and_scrolls() -> None:
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, "eternal")
    pilot.press("View")
    viewer = pilot.scene
    grid = viewer.grid
    titles = [t for _, t, _, _ in grid.heads]
    assert "Units · " in titles[0] and any("Powers · " in t for t in titles), "units first, power last"
    assert sum(int(c.badge[1:]) for _, c in grid.spots) == viewer.entry.size
    spot, card = grid.spots[0]
    pilot.move(grid.world_rect().move(0, -grid.scroll).topleft + pygame.Vector2(spot.center))
    assert viewer.zoom.face is not None and viewer.zoom.face.card_id == card.card_id
    _key(pilot, pygame.K_PAGEDOWN)
    assert grid.scroll > 0 or grid.max_scroll() == 0
    _key(pilot, pygame.K_ESCAPE)
    assert isinstance(pilot.scene, DecksScene)


def test_shift_click_adds_four_copies_at_once() -> None:
    """Filling a deck one click a copy is slow (an energy deck is 20 clicks): Shift+click
    adds four; the live check says when that is more than the rules allow."""
    pilot = Pilot(size=(1280, 720))
    _decks(pilot, EDITABLE[0])
    pilot.press("New deck")
    scene = pilot.scene
    card = scene.shown()[0].id
    pygame.key.set_mods(pygame.KMOD_LSHIFT)
    try:
        _click_card(pilot, card)
    finally:
        pygame.key.set_mods(0)
    assert scene.copies(card) == 4
    _click_card(pilot, card)
    assert scene.copies(card) == 5
