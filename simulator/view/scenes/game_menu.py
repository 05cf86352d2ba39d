"""The game menu at the table: Resume, Save as…, Save as puzzle… (scenes/puzzle_dialog.py), the game's rules, the controls, Concede…
(away from Save, and behind a confirmation that says what conceding does here), Main menu
(the autosave keeps the game) and Quit."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from ...core.actions import Action
from ..style import theme
from ..widgets import OptionMenu, Toast

if TYPE_CHECKING:
    from .table import TableScene


def open_game_menu(scene: TableScene) -> None:
    """Open the game menu over the table (once, however often it is asked for)."""
    if scene.game_menu is not None and scene.game_menu.parent is not None:
        return
    from ..input.controls import table_controls
    from .help import help_for, show_overlay
    menu: OptionMenu

    def close() -> None:
        scene.view.overlay.remove(menu)
        scene.game_menu = None

    def save_as() -> None:
        close()
        scene.save_as()

    def overlay(text: str, kind: str) -> None:
        close()
        show_overlay(scene, scene.view, text, kind)

    def as_puzzle() -> None:
        close()
        from .puzzle_dialog import save_position_as_puzzle
        save_position_as_puzzle(scene.view, scene.app.size, scene.match, scene.session.seats)

    options: list[tuple[str, Callable[[], object]]] = [
        ("Resume", close), ("Save as…", save_as), ("Save as puzzle…", as_puzzle),
        (f"Rules of {scene.game.title}", partial(overlay, help_for(scene.game.name), "rules")),
        ("Controls (F1)", partial(overlay, table_controls(scene.app.settings.keys), "controls"))]
    viewer = scene.session.viewer()
    if scene.match.concede_allowed(viewer) and not scene.session.is_bot(viewer):
        def ask() -> None:
            close()
            confirm_concession(scene, viewer)
        options.append(("Concede…", ask))
    options += [("Main menu (Continue resumes this game)", scene.app.show_menu), ("Quit", scene.app.quit)]
    w, h = scene.app.size
    menu = OptionMenu("Game menu", options, (w // 2, h // 2), width=min(560, max(420, w // 3)), max_height=h - 40)
    scene.game_menu = scene.view.overlay.add(menu)


def concession_words(scene: TableScene, seat: int) -> str:
    """What conceding does in this game, for the confirmation: the others win (two players
    or a team game) or the player leaves and the others play on (free-for-all)."""
    setup = scene.match.setup
    if setup.seats == 2:
        return "The other player wins the game."
    if setup.options.get("teams"):
        return "Your team loses the game."
    return "You leave the game; the others play on."


def confirm_concession(scene: TableScene, seat: int) -> None:
    """Concede only after a second, deliberate click: Concede or Keep playing."""
    menu: OptionMenu

    def close() -> None:
        scene.view.overlay.remove(menu)
        scene.game_menu = None

    def concede() -> None:
        close()
        scene.act(Action("concede", seat))

    w, h = scene.app.size
    menu = OptionMenu(f"Concede this game? {concession_words(scene, seat)}",
                      [("Keep playing", close), ("Concede", concede)], (w // 2, h // 2),
                      width=min(560, max(420, w // 3)), max_height=h - 40)
    scene.game_menu = scene.view.overlay.add(menu)


def save_copy_of(scene: TableScene) -> None:
    """Save the game under a new name in the player's saves folder, never replacing a file
    (storage.save_copy); a failure is shown with its reason."""
    from ..files.storage import save_copy

    centre = (scene.app.size[0] // 2, scene.app.size[1] // 2)
    path, problem = save_copy(scene.match, scene.session.seats)
    if path is None:
        scene.toast(problem, centre)
    else:
        scene.view.toast_at(Toast(f"Saved as {path.stem} in {path.parent}", centre, colour=theme.LEGAL))
