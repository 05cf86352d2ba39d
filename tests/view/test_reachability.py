"""Every legal action is reachable on the table (issue 9, item 8): for every registered game,
over many seeded positions at 1280x720, each legal action is offered by a drag whose drop
makes it, a click on a glowing card, the end-turn / Done button, a button beside the
table, or an entry of a menu, all inside the window and with labels that tell the choices
apart."""
from __future__ import annotations

import pygame
import pytest

from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import Seat
from simulator.core.table import drop_matches
from simulator.games.registry import game_names, get_game
from simulator.view.scenes.table import TableScene
from simulator.view.session.game import GameSession
from simulator.view.widgets import Button

from .pilot import Pilot, walk

SIZE = (1280, 720)


def _positions(game: str):
    """Matches at seeded decision points of random games (every seat count at its ends)."""
    spec = get_game(game)
    for seats in sorted({spec.min_seats, spec.max_seats}):
        for seed in (1, 2, 3):
            match = spec.new_match(seed, seats=seats, first_seat=seed % seats)
            rng = Rng(seed)
            step = 0
            taken = 0
            while not match.is_over and taken < 14:
                legal = match.legal_actions()
                if step % 5 == seed % 5 and len(legal) > 1:
                    taken += 1
                    yield match
                match.apply(rng.choice(legal))
                step += 1


def _scene(pilot: Pilot, match: Match) -> TableScene:
    """The table with the deciding seat played by a person (the others by idle bots)."""
    decider = match.decision().seat
    seats = [Seat("human", f"Player {s + 1}") if s == decider else Seat("bot", "random")
             for s in range(match.setup.seats)]
    session = GameSession(match, seats, None, pilot.app.bot_worker)
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    return scene


def _on_screen(rect: pygame.Rect) -> bool:
    return pygame.Rect(0, 0, *SIZE).contains(rect) and rect.w > 0 and rect.h > 0


def _drop_makes(scene: TableScene, action: Action) -> bool:
    """Some point of one of the action's drop places turns a drop of its card into it."""
    view, table = scene.view, scene.table
    plays = scene.plays.get(action.card, [])
    for key in table.drop_places(action):
        if key.startswith("card:"):
            node = view.cards.get(int(key[5:]))
            rect = node.world_rect() if node is not None else None
        elif key == "board":
            rect = view.layout.common_rect("board")
        else:
            zone = view.layout.zone(key)
            rect = zone.rect if zone is not None else None
        if rect is None or not pygame.Rect(0, 0, *SIZE).colliderect(rect):
            continue
        for fx in (0.5, 0.2, 0.8, 0.05, 0.95):
            for fy in (0.5, 0.2, 0.8, 0.05, 0.95):
                pos = (int(rect.x + rect.w * fx), int(rect.y + rect.h * fy))
                keys = view.zones_at(pos)
                under = view.card_at(pos, exclude=action.card)
                if under is not None and under.card >= 0:
                    keys.insert(0, f"card:{under.card}")
                matches = drop_matches(table, plays, keys)
                if action in matches:
                    labels = [scene.label(a) for a in matches]
                    if len(set(labels)) == len(labels):
                        return True
    return False


def _how(scene: TableScene, action: Action) -> str | None:
    """How the table offers `action` ("drag", "click", "button", "menu"), or None."""
    view = scene.view
    if action in scene.plays.get(action.card, []):
        node = view.cards[action.card]
        return "drag" if node.visible and _on_screen(node.world_rect()) and _drop_makes(scene, action) else None
    if action.target is not None and scene.choice_cards.get(action.target) is action:
        node = view.cards.get(action.target)
        return "click" if node is not None and _on_screen(node.world_rect()) else None
    buttons = [n for n in walk(scene.root) if isinstance(n, Button) and n.visible and n.enabled]
    for b in buttons:
        if getattr(b, "action", None) is action and _on_screen(b.world_rect()):
            return "button"
    menu = scene.menu
    if menu is not None and action in getattr(menu, "actions", {}).values():
        labels = list(menu.actions)
        assert len(set(labels)) == len(labels)
        if _menu_reaches(menu, action):
            return "menu"
    more = [b for b in buttons if b.text.startswith("More…") and getattr(b, "action", 1) is None]
    for b in more:
        b.on_click()
        menu = scene.menu
        if menu is not None and action in getattr(menu, "actions", {}).values() and _menu_reaches(menu, action):
            return "menu"
    return None


def _menu_reaches(menu, action: Action) -> bool:
    """Paging through the menu shows the action's entry inside the window."""
    label = next(k for k, v in menu.actions.items() if v is action)
    for _ in range(menu.pages):
        for b in walk(menu):
            if isinstance(b, Button) and b.text == label and _on_screen(b.world_rect()):
                return True
        menu._next()
    return False


@pytest.mark.parametrize("game", game_names())
def test_every_legal_action_is_offered_on_the_table_at_1280x720(game):
    pilot = Pilot(size=SIZE)
    kinds: dict[str, int] = {}
    positions = 0
    for match in _positions(game):
        snapshot = Match(match.game, match.setup)
        snapshot.replace_actions(list(match.actions))
        scene = _scene(pilot, snapshot)
        positions += 1
        for action in snapshot.legal_actions():
            how = _how(scene, action)
            assert how is not None, (f"{game}: '{snapshot.describe(action)}' ({action}) cannot be made "
                                     f"on the table at step {len(snapshot.actions)}")
            kinds[how] = kinds.get(how, 0) + 1
        pilot.app.scene = None
    assert positions >= 20
    assert kinds.get("drag", 0) > 0 and kinds.get("click", 0) + kinds.get("button", 0) + kinds.get("menu", 0) > 0


def test_an_ability_with_eight_targets_can_be_used_on_each_of_them():
    """The issue's case: Stormcaller's ability was cut to five stacked buttons, so "Use
    Stormcaller on Player 2" could not be made, and two entries for same-named units read
    alike."""
    from tests.games.eternal.helpers import table
    match = table(turn=0, hands={0: ["pyroknight"]},
                  boards={0: ["stormcaller", "explorer_emeritus", "cabal_countess"],
                          1: ["explorer_emeritus", "explorer_emeritus", "pyroknight", "valkyrie_aspirant"]})
    uses = [a for a in match.legal_actions() if a.kind == "use"]
    assert len(uses) >= 8
    pilot = Pilot(size=SIZE)
    scene = _scene(pilot, match)
    for action in match.legal_actions():
        assert _how(scene, action) is not None, f"'{match.describe(action)}' cannot be made"
    labels = [match.describe(a) for a in uses]
    assert len(set(labels)) == len(labels), labels


def test_a_long_menu_pages_so_every_entry_fits_in_the_window():
    from simulator.view.widgets import OptionMenu
    pilot = Pilot(size=SIZE)
    del pilot
    options = [(f"Option {i}", (lambda: None)) for i in range(30)]
    menu = OptionMenu("Pick one", options, (640, 360), max_height=SIZE[1] - 40)
    seen = set()
    for _ in range(menu.pages):
        assert menu.h <= SIZE[1] - 40
        seen |= {b.text for b in walk(menu) if isinstance(b, Button) and b.text.startswith("Option")}
        menu._next()
    assert seen == {f"Option {i}" for i in range(30)}
