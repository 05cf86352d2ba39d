"""Drag and drop on the rules model: grab a card, follow the pointer, drop it; the drop
becomes the matching legal Action(s), or the card springs back with the Violation's reason."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...core.actions import Action
from ...core.table import drop_matches
from .cards import CardNode
from ..node import UIEvent
from ..motion.physics import SpringBack
from ..widgets import OptionMenu

if TYPE_CHECKING:
    from ..scenes.table import TableScene

DRAG_THRESHOLD = 6


class DragController:
    """Grab -> follow -> drop -> match a legal Action -> accept, or spring back."""

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene
        self.node: CardNode | None = None
        self.offset = (0.0, 0.0)
        self.start = (0, 0)
        self.moved = False
        self.springs: list[tuple[CardNode, SpringBack]] = []
        self.glowing: list[str] = []
        self.home_z: dict[int, int] = {}          # id(node) -> its z in its zone before it was picked up

    @property
    def active(self) -> bool:
        """True while a card is held or springing back."""
        return self.node is not None or bool(self.springs)

    def grab(self, node: CardNode, pos: tuple[int, int]) -> None:
        """Pick up a card from the seat's hand (or any card the player might try to play)."""
        scene = self.scene
        hand_key = f"hand@{scene.session.viewer()}"
        if node.face is None or (node.zone != hand_key and node.card not in scene.plays):
            return     # cards on the table move only when they have a drag action (attack, block...)
        self.node = node
        self.offset = (pos[0] - node.x, pos[1] - node.y)
        self.start = pos
        self.moved = False
        node.dragging = True
        self.home_z[id(node)] = node.z     # its place in the fan, given back when it is put down
        scene.view.lift(node)
        plays, _twin = self._plays(node)
        keys: list[str] = []
        for a in plays:
            keys += scene.table.drop_places(a)
        self.glowing = keys
        scene.view.set_drop_targets(keys)
        scene.view.hold(True)          # no hover preview while a card is held
        for key in keys:
            if key.startswith("card:"):
                target = scene.view.cards.get(int(key[5:]))
                if target is not None:
                    target.glow = True

    def handle(self, event: UIEvent) -> bool:
        """Follow and drop; True when the event was about the held card."""
        node = self.node
        if node is None:
            return False
        if event.kind == "move":
            if abs(event.pos[0] - self.start[0]) + abs(event.pos[1] - self.start[1]) > DRAG_THRESHOLD:
                self.moved = True
            node.x, node.y = event.pos[0] - self.offset[0], event.pos[1] - self.offset[1]
            return True
        if event.kind == "up":
            self.drop(event.pos)
            return True
        return event.kind == "down"

    def drop(self, pos: tuple[int, int]) -> None:
        """Turn the drop into an action, a menu of actions, or a spring back: with the
        refusal's reason and rule when the drop meant a play the rules refuse, a hint when
        it meant none, and quietly when the card is put back in the hand."""
        node = self.node
        assert node is not None
        self.node = None
        scene = self.scene
        scene.view.hold(False)         # the held card's preview never outlives the drop
        self._clear_glow()
        if not self.moved:
            self._return(node, spring=False)
            return
        keys = scene.view.zones_at(pos)
        seat = scene.session.viewer()
        if node.zone == f"hand@{seat}" and f"hand@{seat}" in keys:
            self._return(node)     # put back in the hand: nothing was tried
            return
        under = scene.view.card_at(pos, exclude=node.card)
        if under is not None and under.card >= 0:
            keys.insert(0, f"card:{under.card}")
        plays, twin = self._plays(node)
        matches = drop_matches(scene.table, plays, keys)
        if matches and twin is not None:
            self._swap(node, twin)
        if len(matches) == 1:
            node.dragging = False
            scene.view.put_down(node)
            scene.act(matches[0])
            return
        if len(matches) > 1:
            self._ask(node, matches)
            return
        guess = scene.table.guess(seat, node.card, keys)
        violation = scene.match.check(guess) if guess is not None else None
        if violation is None:      # off the table, or a place that makes no play of it: a hint
            scene.app.audio.play("refuse")
            scene.view.refuse("Drop the card on a glowing place" if plays else "That card cannot go there",
                              "", pos, None, None)
        else:
            scene.refuse(violation, pos)
        self._return(node)

    def _plays(self, node: CardNode) -> tuple[list[Action], CardNode | None]:
        """The plays a held card makes: its own, or, for a card of the hand with none, those
        of an identical card of the same hand (its stand-in: a game may offer one play per
        kind of card, and identical cards are interchangeable)."""
        plays = self.scene.plays.get(node.card, [])
        if plays:
            return plays, None
        twin = self.scene.stand_in(node)
        return (self.scene.plays.get(twin.card, []), twin) if twin is not None else ([], None)

    def _swap(self, node: CardNode, twin: CardNode) -> None:
        """The held card becomes its stand-in (and the stand-in the held card), so the card
        the player moved is the one that goes where it was dropped."""
        cards = self.scene.view.cards
        cards[node.card], cards[twin.card] = twin, node
        node.card, twin.card = twin.card, node.card

    def _ask(self, node: CardNode, matches: list[Action]) -> None:
        scene = self.scene
        menu: OptionMenu

        def pick(action: Action) -> None:
            scene.view.overlay.remove(menu)
            node.dragging = False
            scene.view.put_down(node)
            scene.act(action)

        def cancel() -> None:
            scene.view.overlay.remove(menu)
            self._return(node)

        options = [(scene.label(a), partial(pick, a)) for a in matches]
        card = node.world_rect()
        menu = OptionMenu("Which play?", options, (card.centerx, max(10, card.y)), cancel=cancel)
        menu.x = card.right + 12                  # (the menu was placed by its top centre)
        width, height = scene.app.size
        if menu.x + menu.w > width - 10:          # beside the card, never over it: left of it if need be
            menu.x = card.x - menu.w - 12
        menu.x = min(max(10, menu.x), width - menu.w - 10)
        menu.y = min(max(10, menu.y), height - menu.h - 10)
        # The card waits where it was dropped, among the cards (under the menu, not on the held
        # layer above everything: drawn over the menu it hid a button and took its click).
        scene.view.put_down(node)
        scene.view.overlay.add(menu)

    def _return(self, node: CardNode, spring: bool = True) -> None:
        """Back where it came from: sprung (above everything while it flies) or put at once;
        either way it ends in its old place in the fan, under the neighbours it was under."""
        if spring:
            self.springs.append((node, SpringBack((node.x, node.y), node.home)))
            return
        node.x, node.y = node.home
        node.dragging = False
        self._settle(node)

    def _settle(self, node: CardNode) -> None:
        node.z = self.home_z.pop(id(node), node.z)
        self.scene.view.put_down(node)

    def _clear_glow(self) -> None:
        self.scene.view.set_drop_targets([])
        for key in self.glowing:
            if key.startswith("card:"):
                target = self.scene.view.cards.get(int(key[5:]))
                if target is not None:
                    target.glow = False
        self.glowing = []

    def update(self, dt: float) -> None:
        """Advance spring-backs."""
        for node, spring in self.springs[:]:
            node.x, node.y = spring.step(dt)
            if spring.done:
                node.dragging = False
                self.springs.remove((node, spring))
                self._settle(node)
