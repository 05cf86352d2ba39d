"""Keyboard play on the table: a whole game without a mouse.

The focus moves (next / previous) between the things the player can act on now: glowing
cards that answer a choice, playable cards, buttons laid on the board, the extra-action
buttons, the big button (Pass, End turn, Done, Confirm), then Undo, Hint and Menu, then the
phase stops' toggles. While a menu or the game-over box is open, the focus moves between
its buttons only. The hold-priority key holds priority for the next response window to
your own play (scenes/table_priority.py).

Confirm on a playable card picks it up; the focus then cycles the card's legal
destinations, found from the legal actions' drop places (TableDescription.drop_places,
matched as a drop there would be, core.table.drop_matches); confirm plays it there, and
when several plays go to that place the same "Which play?" menu as a drop opens, by keys
too. Cancel puts the picked card back. Every change is still a legal Action made through
the table scene (act / answer), never a new path into the model.

The ring shows once a focus key is pressed and hides on a mouse press; with no ring shown,
confirm presses the big button, as the table always did.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ...core.actions import Action
from ...core.table import drop_matches
from ..node import Node, UIEvent
from ..widgets import Button, OptionMenu
from .focus import FocusItem, draw_arrow, draw_picked, draw_ring, draw_tag
from .keymap import KeyMap

if TYPE_CHECKING:
    from ..scenes.table import TableScene

@dataclass
class Destination:
    """A place the picked card may go: its key, where it is, the plays a drop there makes."""

    key: str
    rect: pygame.Rect
    plays: list[Action]


def _buttons(node: Node | None) -> list[Button]:
    """The visible, enabled buttons under a node, in the order they were laid out."""
    out: list[Button] = []
    if node is None or not node.visible:
        return out
    for child in node.children:
        if isinstance(child, Button):
            if child.visible and child.enabled:
                out.append(child)
        else:
            out += _buttons(child)
    return out


def _reading_order(rect: pygame.Rect) -> tuple[int, int]:
    return (rect.centery // 40, rect.centerx)


class TableKeys:
    """The table scene's keyboard: focus, picking a card, destinations, menus, the keys."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.keymap = KeyMap(scene.app.settings.keys)
        self.shown = False                    # the ring is drawn (the keyboard is in use)
        self.focus: tuple[str, object] | None = None
        self.picked: int | None = None        # the card picked up, whose destinations the focus cycles
        self.zooming = False                  # the zoom follows the focus

    # -- what the focus can stop at ------------------------------------------------------------
    def modal(self) -> Node | None:
        """The topmost open menu or box with buttons (a menu of plays, the game menu, the
        game-over box): the focus stays inside it."""
        found: Node | None = None
        for child in self.scene.view.overlay.ordered():
            if child is not self.scene.cover and child.visible and _buttons(child):
                found = child
        return found

    def items(self) -> list[FocusItem]:
        """What the focus can stop at now, in order."""
        scene = self.scene
        if scene.cover is not None or scene.drag.active:
            return []
        box = self.modal()
        if box is not None:
            return [self._button(b) for b in _buttons(box)]
        if self.picked is not None and self.picked not in scene.plays:
            self.picked = None            # the position changed under it (an undo, a bot's move)
        if self.picked is not None:
            return [FocusItem(("place", d.key), d.rect, partial(self._drop, d), self._card_of(d.key),
                              self._drop_tag(d)) for d in self.destinations(self.picked)]
        cards: list[FocusItem] = []
        for card, action in scene.choice_cards.items():
            node = scene.view.cards.get(card)
            if node is not None and node.visible:
                tag = "Take back" if scene.held is not None and scene.held.target == card else "Choose"
                cards.append(FocusItem(("card", card), node.world_rect(), partial(scene.answer, action), card, tag))
        cards.sort(key=lambda i: _reading_order(i.rect))
        plays: list[FocusItem] = []
        for card in scene.plays:
            node = scene.view.cards.get(card)
            if node is not None and node.visible and card not in scene.choice_cards:
                plays.append(FocusItem(("card", card), node.world_rect(), partial(self.pick, card), card, "Pick up"))
        plays.sort(key=lambda i: _reading_order(i.rect))
        buttons = _buttons(scene.place_buttons) + _buttons(scene.bar)
        big = [scene.pass_button] if scene.pass_button.enabled else []
        tools = [b for b in (scene.undo_button, scene.hint_button, scene.menu_button) if b.enabled]
        stops = scene.priority.buttons()
        return cards + plays + [self._button(b) for b in buttons + big + tools + stops]

    def _button(self, b: Button) -> FocusItem:
        return FocusItem(("button", b.text), b.world_rect(), b.on_click)

    def _card_of(self, key: str) -> int | None:
        return int(key[5:]) if key.startswith("card:") else None

    def destinations(self, card: int) -> list[Destination]:
        """Where a picked card may go: each drop place of its plays that is on screen, with
        the plays a drop there makes; places that make the same plays are offered once."""
        scene = self.scene
        plays = scene.plays.get(card, [])
        out: list[Destination] = []
        seen: list[list[Action]] = []
        keys: list[str] = []
        for action in plays:
            keys += [k for k in scene.table.drop_places(action) if k not in keys]
        for key in keys:
            rect = self._place_rect(key, card)
            matches = drop_matches(scene.table, plays, [key])
            if rect is None or not matches or matches in seen:
                continue
            seen.append(matches)
            out.append(Destination(key, rect, matches))
        out.sort(key=lambda d: _reading_order(d.rect))
        return out

    def _place_rect(self, key: str, card: int) -> pygame.Rect | None:
        view = self.scene.view
        if key.startswith("card:"):
            node = view.cards.get(int(key[5:]))
            return node.world_rect() if node is not None and node.visible and node.card != card else None
        if key == "board":
            return view.layout.common_rect("board")
        zone = view.layout.zone(key)
        return pygame.Rect(zone.rect) if zone is not None else None

    def _drop_tag(self, d: Destination) -> str:
        if len(d.plays) == 1:
            return self.scene.label(d.plays[0])
        return f"{len(d.plays)} plays here: choose one"

    # -- moving ----------------------------------------------------------------------------------
    def _find(self, items: list[FocusItem]) -> int | None:
        return next((i for i, item in enumerate(items) if item.key == self.focus), None)

    def current(self, items: list[FocusItem] | None = None) -> FocusItem | None:
        """The item in focus: the one focused last, or the first when that one is gone (it
        was made, or a new decision came); None when there is nothing to focus."""
        items = self.items() if items is None else items
        if not items:
            return None
        at = self._find(items)
        return items[at if at is not None else 0]

    def move(self, step: int) -> None:
        """Focus the next (step 1) or previous (-1) item; the first press shows the ring
        where the focus is."""
        items = self.items()
        if items:
            at = self._find(items) or 0        # the item drawn in focus (current)
            if self.shown:
                at = (at + step) % len(items)
            self.focus = items[at].key
        if not self.shown:
            self.shown = True
            self.scene.priority.reword()       # the banner now names keys, not drags
        self._follow_zoom()

    def reset(self, key: tuple[str, object] | None = None) -> None:
        """Focus `key` next (None: the first item)."""
        self.focus = key

    def pointer_used(self) -> None:
        """A mouse press: the ring hides, a picked card goes back."""
        if self.shown:
            self.shown = False
            self.scene.priority.reword()       # the banner names the drag again
        self.picked = None

    # -- doing -------------------------------------------------------------------------------------
    def pick(self, card: int) -> None:
        """Pick up a playable card: the focus moves to its first destination."""
        if self.destinations(card):
            self.picked = card
            self.reset()

    def _drop(self, d: Destination) -> None:
        """Play the picked card at a destination (a menu when several plays go there)."""
        card = self.picked
        self.picked = None
        self.reset(("card", card))
        if len(d.plays) == 1:
            self.scene.act(d.plays[0])
            return
        scene = self.scene
        menu: OptionMenu

        def choose(action: Action) -> None:
            scene.view.overlay.remove(menu)
            scene.act(action)

        def back() -> None:
            scene.view.overlay.remove(menu)
            self.picked = card
            self.reset(("place", d.key))

        options: list[tuple[str, Callable[[], object]]] = [(scene.label(a), partial(choose, a)) for a in d.plays]
        w, h = scene.app.size
        menu = OptionMenu("Which play?", options, (w // 2, h // 2), cancel=back, max_height=h - 40)
        scene.view.overlay.add(menu)
        self.reset()

    def confirm(self) -> None:
        """Enter: lower the cover; press the focused item; with no ring, the big button."""
        scene = self.scene
        if scene.cover is not None:
            scene.cover.on_ready()
            return
        item = self.current() if self.shown else None
        if item is not None:
            item.activate()
            return
        if self.modal() is not None or self.picked is not None:
            self.shown = True          # a menu is open: show where the focus is first
            return
        if scene.pass_button.enabled:
            scene.pass_button.on_click()

    def cancel(self) -> None:
        """Escape: put a picked card back, take back a held pick, close a menu that can be
        closed; otherwise the game menu."""
        scene = self.scene
        if self.picked is not None:
            self.reset(("card", self.picked))
            self.picked = None
            return
        if scene.held is not None:
            scene.cancel_pick()
            return
        box = self.modal()
        if isinstance(box, OptionMenu) and box.cancel is not None:
            box.cancel()
            return
        scene.press_menu()

    def end_turn(self) -> None:
        """E: the Done or end-turn button (never a held pick's Confirm)."""
        scene = self.scene
        if scene.held is None and scene.my_turn and (scene.offers.done or scene.offers.end_turn):
            self.picked = None
            scene.act(scene.offers.done or scene.offers.end_turn)   # type: ignore[arg-type]

    def zoom(self) -> None:
        """Z/V: show the focused card large, or hide it; the zoom then follows the focus."""
        self.zooming = not self.zooming
        self.shown = True
        self._follow_zoom()

    def _follow_zoom(self) -> None:
        """Show the focused (or picked) card large while zooming; hide the zoom otherwise.
        The zoom is shown directly, not as a hover, so the pointer's place does not matter."""
        scene = self.scene
        view = scene.view
        item = self.current() if self.zooming else None
        card = item.card if item is not None else None
        if card is None and self.zooming and self.picked is not None:
            card = self.picked
        node = view.cards.get(card) if card is not None else None
        if node is None or node.face is None:
            if self.zooming or view.hover_card is None:
                view.zoom.show(None, view.pointer, view.size)
            return
        try:
            face = scene.table.face(node.card)
        except (KeyError, IndexError):
            return
        lines = [view.text(line) for line in scene.table.explain(node.card)]
        view.hover_card = None
        view.zoom.show(face, node.world_rect().topright, view.size, lines)

    def handle(self, event: UIEvent) -> bool:
        """A key press at the table; True when it meant something."""
        if event.kind != "key":
            return False
        action = self.keymap.action(event.key, event.mod)
        if action is None:
            return False
        scene = self.scene
        if scene.cover is not None and action != "confirm":
            return True               # the cover hides the table: only lowering it works
        if action in ("next", "previous"):
            self.move(1 if action == "next" else -1)
        elif action == "confirm":
            self.confirm()
        elif action == "cancel":
            self.cancel()
        elif action == "end_turn":
            self.end_turn()
        elif action == "hold_priority":
            scene.priority.toggle_hold()
        elif action == "undo":
            self.picked = None
            scene.press_undo()
        elif action == "hint":
            scene.press_hint()
        elif action == "zoom":
            self.zoom()
        return True

    # -- drawing -------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The ring around the focused item, and the picked card with an arrow to it."""
        if not self.shown or self.scene.cover is not None:
            return
        items = self.items()
        item = self.current(items)
        picked = self.scene.view.cards.get(self.picked) if self.picked is not None else None
        if picked is not None:
            draw_picked(surface, picked.world_rect())
        if item is None:
            return
        draw_ring(surface, item.rect)
        if picked is not None:
            draw_arrow(surface, picked.world_rect().center, item.rect.center)
        if item.tag:
            draw_tag(surface, f"{self.keymap.first('confirm')}: {item.tag}", (item.rect.centerx, item.rect.bottom + 16),
                     above=False)
