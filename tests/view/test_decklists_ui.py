"""Decklists on the screens (issue 15, item 4): the New game screen offers the player's own
decks and imports a decklist from a file's path or the clipboard (a bad one lists its
problems with their lines and keeps nothing); the game-over box and the replay viewer
export each seat's deck as a decklist that reads back to the same deck. Headless: the
dummy video driver has no clipboard, which the screens say in one line."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.rng import Rng
from simulator.core.saves import load_save
from simulator.core.userdecks import decks_dir, user_deck_names
from simulator.games.registry import game_names, get_game
from simulator.resources import example_saves
from simulator.view.files import clipboard, decklists
from simulator.view.files.decklists import NO_CLIPBOARD_IMPORT, clean_path, export_decks
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import YOUR_LIST, NewGameScene, build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.table import TableScene
from simulator.view.files.storage import Settings
from simulator.view.widgets import Dialog, TextEntry, Toast, layout_problems

from .pilot import Pilot, walk

DECKLIST_GAMES = [g for g in game_names() if get_game(g).capabilities.decklist is not None]
OTHER_GAMES = [g for g in game_names() if get_game(g).capabilities.decklist is None]
ETERNAL = get_game("eternal")


def _fmt(game: str):
    fmt = get_game(game).capabilities.decklist
    assert fmt is not None
    return fmt


def _prebuilt_list(game: str, deck: str | None = None) -> str:
    """A prebuilt deck of `game` written as a decklist (the first seat's)."""
    spec = get_game(game)
    fmt = _fmt(game)
    decks = fmt.seat_decks(spec.decks_for(deck or spec.deck_names[-1], spec.min_seats))
    return fmt.format(decks[0])


def _bad_list() -> str:
    """An Eternal list with two problems: a misspelt card and six copies of one card."""
    text = _prebuilt_list("eternal", "rakano-aggro")
    return text.replace("4 Torch", "4 Torhc").replace("4 Oni Ronin", "6 Oni Ronin")


def _new_game(size=(1280, 720), game: str = "eternal", scale: float = 1.0) -> Pilot:
    pilot = Pilot(size=size)
    pilot.app.settings = Settings(ui_scale=scale)
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("New game")
    pilot.press(get_game(game).title)
    assert isinstance(pilot.scene, NewGameScene)
    return pilot


def _type_path(pilot: Pilot, path) -> None:
    """Click the path field, type a path and press Enter (as a person would)."""
    scene = pilot.scene
    assert scene.field is not None, "the Import decklist row has a path field"
    pilot.click(scene.field.world_rect().center)
    assert scene.path.focused
    pilot.app.post(UIEvent("key", key=pygame.K_u, mod=pygame.KMOD_CTRL))     # clear it
    pilot.app.post(UIEvent("text", text=str(path)))
    pilot.frames(1)
    pilot.press("Import file")


def _dialog(pilot: Pilot) -> Dialog | None:
    found = [n for n in walk(pilot.scene.root) if isinstance(n, Dialog)]
    return found[0] if found else None


def _toasts(root) -> list[str]:
    return [n.text for n in walk(root) if isinstance(n, Toast)]


# -- in ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("game", DECKLIST_GAMES)
def test_a_good_decklist_typed_as_a_path_is_kept_chosen_and_played(game, tmp_path, tabletop_home):
    text = _prebuilt_list(game)
    path = tmp_path / "My List.txt"
    path.write_text(text, encoding="utf-8")
    pilot = _new_game(game=game)
    pilot.press("Hot-seat")
    _type_path(pilot, path)
    scene = pilot.scene
    assert user_deck_names(game) == ["my-list"]
    assert (decks_dir(game) / "my-list.txt").read_text(encoding="utf-8") == text
    assert scene.notice is not None and scene.notice[1] == "good" and "'my-list'" in scene.notice[0]
    assert _dialog(pilot) is None and scene.path.text == ""
    assert scene.deck_spec().split("/")[0] == "my-list", "the imported deck is chosen for your seat"
    label = f"my-list{YOUR_LIST}"
    assert any(b.text in (label, f"Yours: {label}", f"Player 1's: {label}") for b in walk(scene.root)
               if hasattr(b, "on_click"))     # hot-seat: the first player's deck button
    assert not layout_problems(scene.root, pilot.app.size)
    pilot.shot(f"decklist-imported-{game}-1280x720")
    pilot.press("Start")
    pilot.frames(2)
    table = pilot.scene
    assert isinstance(table, TableScene)
    fmt = _fmt(game)
    deck, problems = fmt.parse(text, "my-list")
    assert not problems and fmt.seat_decks(table.match.setup.decks)[0] == deck, "the new game uses the list"


def test_your_decks_are_offered_again_after_the_prebuilt_ones(tabletop_home):
    folder = decks_dir("eternal")
    folder.mkdir(parents=True)
    (folder / "zz-mine.txt").write_text(_prebuilt_list("eternal"), encoding="utf-8")
    pilot = _new_game()
    scene = pilot.scene
    assert scene.deck_choices() == [*ETERNAL.deck_names, "zz-mine"]
    pilot.choose_deck("Yours:", "zz-mine")      # the list: the prebuilt decks, then yours
    assert scene.deck_spec().startswith("zz-mine/")
    assert any(getattr(n, "text", "") == f"Yours: zz-mine{YOUR_LIST}" for n in walk(scene.root))
    pilot.choose_deck("Yours:", ETERNAL.deck_names[0])
    assert scene.deck_spec().startswith(f"{ETERNAL.deck_names[0]}/")


@pytest.mark.parametrize("game", OTHER_GAMES)
def test_a_game_without_decklists_has_no_import_row(game, tabletop_home):
    pilot = _new_game(game=game)
    texts = {getattr(n, "text", None) for n in walk(pilot.scene.root)}
    assert "Import file" not in texts and "Paste decklist" not in texts and pilot.scene.field is None


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_bad_decklist_lists_its_problems_with_their_lines_and_keeps_nothing(size, tmp_path, tabletop_home):
    path = tmp_path / "bad.txt"
    path.write_text(_bad_list(), encoding="utf-8")
    pilot = _new_game(size=size)
    scene = pilot.scene
    before = scene.deck_spec()
    _type_path(pilot, path)
    dialog = _dialog(pilot)
    assert dialog is not None
    assert dialog.title == "Not imported: 2 problems in bad.txt; nothing was kept"
    assert dialog.lines == [
        "line 4: 6 copies of Oni Ronin; at most 4 of a card except Sigils (Eternal gameplay guide, Basic Gameplay)",
        "line 10: unknown card 'Torhc' (Set1 #8 is Torch)"]
    assert user_deck_names("eternal") == [] and not decks_dir("eternal").exists()
    assert scene.deck_spec() == before and scene.notice is not None and scene.notice[1] == "bad"
    assert not layout_problems(scene.root, size)
    pilot.shot(f"decklist-problems-{size[0]}x{size[1]}")
    pilot.press("Start")                   # modal: the screen under the problems does not react
    assert pilot.scene is scene
    pilot.press("OK")
    assert _dialog(pilot) is None and pilot.scene is scene and not pilot.app.crashes
    assert scene.path.text == str(path), "the path stays, to be corrected"


@pytest.mark.parametrize("scale", [1.0, 1.5])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_many_problems_show_the_first_few_and_how_many_more(size, scale, tmp_path, tabletop_home):
    path = tmp_path / "many.txt"
    good = _prebuilt_list("eternal").splitlines()
    junk = [f"{i} Nonexistent card number {i} with a rather long name (Set1 #{900 + i})" for i in range(1, 13)]
    path.write_text("\n".join(good[:5] + junk) + "\n", encoding="utf-8")
    pilot = _new_game(size=size, scale=scale)
    _type_path(pilot, path)
    dialog = _dialog(pilot)
    assert dialog is not None and dialog.title.startswith("Not imported: 12 problems in many.txt")
    assert dialog.lines[0].startswith("line 6: unknown card 'Nonexistent card number 1")
    assert len(dialog.lines) == decklists.SHOWN_PROBLEMS + 1
    assert dialog.lines[-1] == f"... and {12 - decklists.SHOWN_PROBLEMS} more problems"
    assert not layout_problems(pilot.scene.root, size)
    pilot.shot(f"decklist-many-problems-{size[0]}x{size[1]}-{scale:g}")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))     # Escape closes the list, not the screen
    pilot.frames(1)
    assert _dialog(pilot) is None and isinstance(pilot.scene, NewGameScene)


@pytest.mark.parametrize("content, expected", [
    (b"4 Torch (Set1 #8)\n" * 5000, "larger than 65,536 bytes (a decklist is a small text file)"),
    (bytes(range(256)) * 4, "not a text file (it holds NUL bytes)"),
    (None, "no such file"),
])
def test_an_unreadable_file_is_one_line_and_keeps_nothing(content, expected, tmp_path, tabletop_home):
    path = tmp_path / "odd.txt"
    if content is not None:
        path.write_bytes(content)
    pilot = _new_game()
    _type_path(pilot, path)
    scene = pilot.scene
    assert scene.notice == (f"Not imported: {path}: {expected}", "bad")
    assert _dialog(pilot) is None and user_deck_names("eternal") == []
    assert scene.notice_label is not None and scene.notice_label.fits()


def test_paste_without_a_clipboard_says_so_in_one_line(tabletop_home):
    assert clipboard.get_text() is None and not clipboard.put_text("x"), "the dummy driver has no clipboard"
    pilot = _new_game()
    scene = pilot.scene
    pilot.press("Paste decklist")
    assert scene.notice == (NO_CLIPBOARD_IMPORT, "bad") and "\n" not in NO_CLIPBOARD_IMPORT
    assert scene.notice_label is not None and scene.notice_label.text == NO_CLIPBOARD_IMPORT
    pilot.click(scene.field.world_rect().center)            # Ctrl+V in the path field says the same
    scene.notice = None
    pilot.app.post(UIEvent("key", key=pygame.K_v, mod=pygame.KMOD_CTRL))
    pilot.frames(1)
    assert scene.notice == (NO_CLIPBOARD_IMPORT, "bad") and user_deck_names("eternal") == []
    assert not layout_problems(scene.root, pilot.app.size)
    pilot.shot("decklist-no-clipboard-1280x720")


def test_a_pasted_decklist_is_kept_under_its_own_name(monkeypatch, tabletop_home):
    board: dict[str, str] = {}
    monkeypatch.setattr(clipboard, "get_text", lambda: board.get("text", ""))
    pilot = _new_game()
    scene = pilot.scene
    board["text"] = "Deck name: Sunday List\n" + _prebuilt_list("eternal", "rakano-aggro")
    pilot.press("Paste decklist")
    assert user_deck_names("eternal") == ["sunday-list"] and scene.deck_spec().startswith("sunday-list/")
    board["text"] = "Deck name: Sunday List\n" + _prebuilt_list("eternal", "feln-control")
    pilot.press("Paste decklist")         # another list of that name is numbered, never replaced
    assert user_deck_names("eternal") == ["sunday-list", "sunday-list-2"]
    assert scene.deck_spec().startswith("sunday-list-2/")
    pilot.press("Paste decklist")         # the same list again keeps its name
    assert user_deck_names("eternal") == ["sunday-list", "sunday-list-2"]
    board["text"] = _bad_list()
    pilot.press("Paste decklist")
    dialog = _dialog(pilot)
    assert dialog is not None and dialog.title.startswith("Not imported: 2 problems in the clipboard's text")
    pilot.press("OK")
    board["text"] = ""
    pilot.press("Paste decklist")
    assert scene.notice == ("Nothing to import: the clipboard's text is empty; copy a decklist first", "bad")
    assert user_deck_names("eternal") == ["sunday-list", "sunday-list-2"]


def test_ctrl_v_in_the_path_field_pastes_a_path_or_imports_a_whole_list(monkeypatch, tmp_path, tabletop_home):
    board: dict[str, str] = {}
    monkeypatch.setattr(clipboard, "get_text", lambda: board["text"])
    path = tmp_path / "from-clipboard.txt"
    path.write_text(_prebuilt_list("eternal"), encoding="utf-8")
    pilot = _new_game()
    scene = pilot.scene
    pilot.click(scene.field.world_rect().center)
    board["text"] = f"  {path}\n"
    pilot.app.post(UIEvent("key", key=pygame.K_v, mod=pygame.KMOD_CTRL))
    pilot.app.post(UIEvent("key", key=pygame.K_RETURN))
    pilot.frames(1)
    assert user_deck_names("eternal") == ["from-clipboard"] and scene.deck_spec().startswith("from-clipboard/")
    pilot.click(scene.field.world_rect().center)
    board["text"] = "Deck name: Whole List\n" + _prebuilt_list("eternal", "rakano-aggro")
    pilot.app.post(UIEvent("key", key=pygame.K_v, mod=pygame.KMOD_CTRL))
    pilot.frames(1)
    assert user_deck_names("eternal") == ["from-clipboard", "whole-list"] and scene.path.text == ""
    assert scene.deck_spec().startswith("whole-list/")


def test_a_deck_of_yours_that_no_longer_reads_is_named_at_start(tabletop_home):
    folder = decks_dir("eternal")
    folder.mkdir(parents=True)
    (folder / "broken.txt").write_text(_bad_list(), encoding="utf-8")
    pilot = _new_game()
    scene = pilot.scene
    scene._set(deck=scene.deck_choices().index("broken"))
    pilot.press("Start")
    assert pilot.scene is scene and not pilot.app.crashes
    assert scene.notice is not None and scene.notice[1] == "bad"
    assert scene.notice[0].startswith("Cannot start: your deck 'broken': line 4: 6 copies of Oni Ronin")


def test_the_path_field_takes_typing_only_while_it_has_the_focus(tabletop_home):
    pilot = _new_game()
    scene = pilot.scene
    pilot.app.post(UIEvent("text", text="ignored"))
    pilot.frames(1)
    assert scene.path.text == ""
    pilot.click(scene.field.world_rect().center)
    pilot.app.post(UIEvent("text", text="~/decks/my list.txt"))
    pilot.app.post(UIEvent("key", key=pygame.K_BACKSPACE))
    pilot.frames(1)
    assert scene.path.text == "~/decks/my list.tx"
    pilot.app.post(UIEvent("key", key=pygame.K_BACKSPACE, mod=pygame.KMOD_CTRL))
    pilot.frames(1)
    assert scene.path.text == "~/decks/my "
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))      # Escape leaves the field, not the screen
    pilot.frames(1)
    assert not scene.path.focused and isinstance(pilot.scene, NewGameScene)
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(1)
    assert not isinstance(pilot.scene, NewGameScene)


def test_text_entry_and_clean_path():
    entry = TextEntry(limit=10)
    entry.insert("ab\x00c\nnext line")
    assert entry.text == "abc"
    entry.insert("0123456789")
    assert entry.text == "abc0123456"
    assert clean_path("  '/tmp/My Deck.txt' ") == "/tmp/My Deck.txt"
    assert clean_path("file:///tmp/My%20Deck.txt") == "/tmp/My Deck.txt"
    assert clean_path("   ") == ""


# -- out --------------------------------------------------------------------------------------------
def _finished(game: str, seed: int = 5):
    spec = get_game(game)
    session = build_session(game, spec.max_seats, "hotseat", "greedy", seed, autosave=False)
    rng = Rng(seed)
    while not session.match.is_over:
        session.apply(rng.choice(session.match.legal_actions()))
    return session


def _reads_back(game: str, setup_decks, paths) -> None:
    """Each exported file parses back to its seat's deck (decks every seat shares: once)."""
    fmt = _fmt(game)
    decks = fmt.seat_decks(setup_decks)
    assert len(paths) == (len(decks) if fmt.per_seat else 1)
    for deck, path in zip(decks, paths):
        assert path.parent == decks_dir(game) and path.name.startswith("exported-")
        name = deck.get("name") if isinstance(deck, dict) else None
        parsed, problems = fmt.parse(path.read_text(encoding="utf-8"), name)
        assert not problems and parsed == deck, path.name


@pytest.mark.parametrize("game", DECKLIST_GAMES)
def test_export_decks_at_game_over_writes_lists_that_read_back(game, tabletop_home):
    pilot = Pilot(size=(1280, 720))
    session = _finished(game)
    table = TableScene(pilot.app, session)
    pilot.app.switch(table)
    pilot.frames(2)
    assert table.game_over is not None
    pilot.press("Export decks")
    pilot.frames(1)
    paths = sorted(decks_dir(game).glob("exported-*.txt"))
    _reads_back(game, session.match.setup.decks, paths)
    shown = _toasts(table.view.overlay)
    assert any(f"to {decks_dir(game)}" in t and clipboard.NO_CLIPBOARD in t for t in shown), shown
    assert not layout_problems(table.root, (1280, 720))
    pilot.shot(f"decklist-export-game-over-{game}-1280x720")
    names = user_deck_names(game)
    assert all(p.stem in names for p in paths), "exported lists are offered as your decks"


@pytest.mark.parametrize("game", DECKLIST_GAMES)
def test_export_decks_in_the_replay_viewer(game, tabletop_home):
    save = next(p for p in example_saves() if p.name.startswith(f"{game}-"))
    match, info = load_save(save, get_game)
    pilot = Pilot(size=(1920, 1080))
    replay = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), list(info.seats))
    pilot.app.switch(replay)
    pilot.frames(1)
    replay.seek(3)                 # any step: the decks are the game's
    pilot.press("Export decks")
    pilot.frames(1)
    _reads_back(game, match.setup.decks, sorted(decks_dir(game).glob("exported-*.txt")))
    assert any(f"to {decks_dir(game)}" in t for t in _toasts(replay.view.overlay))
    assert not layout_problems(replay.root, (1920, 1080))
    pilot.shot(f"decklist-export-replay-{game}-1920x1080")


def test_export_puts_every_list_on_the_clipboard_where_there_is_one(monkeypatch, tabletop_home):
    board: dict[str, str] = {}
    monkeypatch.setattr(clipboard, "put_text", lambda text: board.update(text=text) or True)
    session = _finished("eternal")
    ok, message, detail = decklists.export_and_copy(ETERNAL, session.match.setup.decks, ["Ada", "Bot 2 — Normal"])
    assert ok and message == f"Exported 2 decklists to {decks_dir('eternal')}"
    assert detail.endswith("; also copied to the clipboard")
    assert board["text"].startswith("# Seat 1 (Ada)\n") and "\n# Seat 2 (Bot 2 — Normal)\n" in board["text"]


def test_exporting_twice_keeps_one_file_per_list_and_numbers_a_different_one(tabletop_home):
    decks = ETERNAL.decks_for("rakano-aggro/feln-control", 2)
    first = export_decks(ETERNAL, decks, when=0)
    again = export_decks(ETERNAL, decks, when=0)
    assert first.error is None and first.paths == again.paths and len(first.paths) == 2
    swapped = export_decks(ETERNAL, ETERNAL.decks_for("feln-control/rakano-aggro", 2), when=0)
    assert [p.stem for p in swapped.paths] == [p.stem + "-2" for p in first.paths]
    _reads_back("eternal", ETERNAL.decks_for("feln-control/rakano-aggro", 2), swapped.paths)
