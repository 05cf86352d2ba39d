"""The end of a game at the table: the result panel (Rematch, Swap seats, Review this
game, Export decks, Main menu, one row of equal buttons), the rematch itself (the same
table and decks, a new deal; or everybody one seat on), and "Review this game": the
finished game kept as a save in the player's saves folder, opened in the replay viewer
with its Analyze button ready (the analysis is then written beside that save)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..style import theme
from ..style.fonts import text_px
from ..files.decklists import decklist_format
from ..node import Node
from ..widgets import Button, Label, Panel, Toast

if TYPE_CHECKING:
    from .table import TableScene

REVIEW = "Review this game"


def game_over_panel(scene: TableScene) -> Node:
    """The box in the middle of the table once the game is over: the result (and each
    round's totals), then the buttons."""
    result = scene.match.result()
    w, h = scene.app.size
    rounds = result.rounds if result else ()
    wide = 900 if decklist_format(scene.game) is not None else 760      # room for Export decks
    # the title, each round's line, then the buttons: no empty band between them
    pw, ph = min(wide, w - 40), min(160 + (30 * len(rounds) + 16 if rounds else 0), h - 40)
    box = Node(w // 2 - pw // 2, h // 2 - ph // 2, pw, ph, z=970)
    box.add(Panel(0, 0, pw, ph, z=0))
    title = scene.view.text(result.summary) if result else "Game over"
    size = text_px("title") if len(title) < 40 else text_px("heading")
    box.add(Label(title, 20, 24, pw - 40, 40, size=size, style="title",
                  colour=theme.ACCENT, centre=True, z=1, shrink=True))
    for i, totals in enumerate(rounds):
        names = scene.view.seat_names if len(totals) == 2 == len(scene.view.seat_names) else []
        text = f"Round {i + 1}: " + (" - ".join(str(t) for t in totals) if not names
                                     else f"{names[0]} {totals[0]} - {totals[1]} {names[1]}")
        box.add(Label(text, 20, 84 + i * 30, pw - 40, 28, size=text_px("heading"), centre=True, z=1))
    buttons: list[tuple[str, Callable[[], object]]] = [
        ("Rematch", lambda: play_again(scene)), ("Swap seats", lambda: play_again(scene, swap=True)),
        (REVIEW, scene.review)]
    if decklist_format(scene.game) is not None:
        buttons.append(("Export decks", scene.export_decks))
    buttons.append(("Main menu", scene.app.show_menu))
    gap = 12
    bw = (pw - 40 - gap * (len(buttons) - 1)) // len(buttons)      # one row of equal buttons
    y = ph - 76
    for i, (text, cb) in enumerate(buttons):
        box.add(Button(text, 20 + i * (bw + gap), y, bw, 56, cb, primary=i == 0, size=text_px("label"), z=1))
    return box


def play_again(scene: TableScene, swap: bool = False) -> None:
    """A rematch at this table: the same people, bots, decks and options, a new deal; with
    `swap`, everybody moves one seat on with their deck (two players: you play the other
    side). The finished game's autosave goes; the new game has its own."""
    from ..files.autosaves import new_slot
    from ..session.rematch import next_seed, rematch
    from .table import TableScene

    old = scene.session
    now = None if scene.app.headless else scene.app.clock.now()
    fresh = rematch(old, next_seed(old.match.setup.seed, now), swap=swap,
                    autosave=new_slot() if old.autosave_path is not None else None)
    scene.app.switch(TableScene(scene.app, fresh, scene.new_game))   # leaving lets the old slot go


def keep_for_review(scene: TableScene) -> tuple[Path | None, str | None]:
    """The finished game as a save of its own in the player's saves folder (made once per
    game: a second review opens the same file); (path, None), or (None, why not)."""
    if scene.review_save is not None and scene.review_save.is_file():
        return scene.review_save, None
    from ...core.saves import SaveError, dumps_save, save_document
    from ..files.storage import describe_os_error, first_free, numbered, saves_dir, write_new

    folder = saves_dir()
    stem = scene.match.setup.game
    try:
        text = dumps_save(save_document(scene.match, scene.session.seats))
        scene.review_save = write_new(folder, numbered(stem, first_free(folder, stem)), text)
    except (SaveError, ValueError) as exc:
        return None, str(exc)
    except OSError as exc:
        return None, f"cannot write in {folder}: {describe_os_error(exc)}"
    return scene.review_save, None


def review(scene: TableScene) -> None:
    """Open the finished game in the replay viewer, its Analyze button ready. Without a
    copy (the saves folder cannot be written) the analysis is shown but not kept."""
    from .replay import ReplayScene

    save, problem = keep_for_review(scene)
    replay = ReplayScene(scene.app, scene.game, scene.match.setup, list(scene.match.actions),
                         list(scene.session.seats), save=save)
    scene.app.switch(replay)
    w, h = scene.app.size
    if save is not None:
        note, colour = f"Kept as {save.stem} in your saves: press Analyze for the bot's view of each move", theme.LEGAL
    else:
        note, colour = f"This game could not be kept ({problem}): an analysis will not be saved", theme.DANGER
    replay.view.toast_at(Toast(note, (w // 2, h // 2 - h // 6), colour=colour, seconds=4.0, width=min(760, w - 80),
                               size=text_px("heading")))
