"""The table scene: a game in play. Drag cards to play them; refused drops spring back with
the reason; choices, the end-turn button, bots, hot-seat covers, undo, hints and game over.
Keyboard play lives in input/table_keys.py; the last pick of a choice of several picks is
held until confirmed (input/picks.py)."""
from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from ...core.actions import Action, Violation
from ...core.events import Event
from ...core.table import Scene as TableScenery
from ..audio import TableCues
from ..style import theme
from ..table.button_spots import below_banner
from ..table.cards import CardNode
from ..files.decklists import export_and_copy
from ..table.drag import DragController
from ..style.fonts import font, text_px
from ..node import Node, UIEvent
from ..input.picks import Picks
from ..input.table_keys import TableKeys
from ..table.offers import Offers, click_targets, sort_offers
from ..session.game import GameSession
from ..table.view import TableView
from ..widgets import Button, OptionMenu, Toast
from .base import Scene
from .table_priority import PriorityControls

if TYPE_CHECKING:
    from .pile_view import PileView
    from ..app import App


BAR_SLOTS = 5   # extra-action buttons above Pass; more open a menu
_WAITING = re.compile(r"^Waiting for (?P<who>[^:]+): (?P=who): ")   # "Waiting for P2: P2: discard..."


def waiting_once(reason: str) -> str:
    """A refusal's reason with the waited-for seat named once: the rules say "Waiting for
    Player 2: " before the pending prompt, which often names the seat itself."""
    return _WAITING.sub(r"Waiting for \g<who>: ", reason, count=1)


class ActionButton(Button):
    """A button that takes one legal action (`action`; None for Pass when it is disabled,
    and for a "More…" button that opens the menu of all extra actions)."""

    def __init__(self, text: str, rect: pygame.Rect, on_click: Callable[[], object], *,
                 action: Action | None = None, primary: bool = False, size: int = 20) -> None:
        super().__init__(text, rect.x, rect.y, rect.w, rect.h, on_click, primary=primary, size=size)
        self.action = action


class ActionMenu(OptionMenu):
    """A (paged) menu of legal actions; `actions` maps each entry's label to its action."""

    def __init__(self, title: str, buttons: list[tuple[str, Action]], act: Callable[[Action], object],
                 centre: tuple[int, int], width: int, cancel: Callable[[], object] | None,
                 max_height: int) -> None:
        super().__init__(title, [(label, partial(act, a)) for label, a in buttons], centre, width=width,
                         cancel=cancel, max_height=max_height)
        self.actions = dict(buttons)


class Cover(Node):
    """Hot-seat hand-over screen: hides the whole table until the next player clicks."""

    interactive = True

    def __init__(self, size: tuple[int, int], text: str, on_ready: Callable[[], object]) -> None:
        super().__init__(0, 0, size[0], size[1], z=990)
        self.text, self.on_ready = text, on_ready
        self.armed = False   # the click that raised the cover must not also lower it

    def handle(self, event: UIEvent) -> bool:
        if event.kind == "down":
            self.armed = True
        elif event.kind == "up" and self.armed:
            self.on_ready()
        return True

    def paint(self, surface: pygame.Surface) -> None:
        r = self.world_rect()
        surface.fill((14, 18, 22), r)
        big = font(max(18, r.h // 16), "title").render(self.text, True, theme.ACCENT)
        surface.blit(big, big.get_rect(center=(r.centerx, r.centery - r.h // 14)))
        small = font(max(12, r.h // 40)).render("Hands are hidden. Click anywhere or press Enter when you are ready.",
                                               True, theme.TEXT)
        surface.blit(small, small.get_rect(center=(r.centerx, r.centery + r.h // 20)))


class TableScene(Scene):
    """A match being played by people and/or bots."""

    def __init__(self, app: App, session: GameSession,
                 new_game: Callable[[], GameSession] | None = None) -> None:
        super().__init__(app)
        self.session = session
        self.match = session.match
        self.new_game = new_game           # gives a fresh session (rematch)
        self.game = self.match.game
        self.table = self.game.table()
        names = session.seat_names()
        self.view = TableView(self.game.name, self.table, app.size, self.match.setup.seats, session.viewer(), names,
                              app.settings.anim_speed,
                              ui_scale=app.settings.ui_scale, text_size=app.settings.text_size,
                              reduce_motion=app.settings.reduce_motion)
        self.root = self.view.root
        self.drag = DragController(self)
        self.cover: Cover | None = None
        self.shown_viewer = session.viewer()
        self.menu: ActionMenu | None = None      # the choices of a decision made only by buttons
        self.game_menu: OptionMenu | None = None  # the in-game menu (Resume, Save as…, Quit)
        self.bar: Node | None = None
        self.place_buttons: Node | None = None
        self.game_over: Node | None = None
        self.review_save: Path | None = None     # the copy "Review this game" made
        self.hint_action: Action | None = None
        self.hint_pending: int | None = None
        self.plays: dict[int, list[Action]] = {}
        self.choice_cards: dict[int, Action] = {}
        self.offers = Offers()
        self.held: Action | None = None          # the last pick of a choice of several, until confirmed
        self.picks = Picks(self.match, self.table)
        self.keys = TableKeys(self)
        self.cues = TableCues()                  # sounds for the actions made while this screen shows
        self.pile: PileView | None = None        # an opened pile over the table
        self.priority = PriorityControls(self)   # auto-pass, hold priority, phase stops, the banner's words
        self._build_buttons()
        self.refresh(instant=True)

    # -- buttons ------------------------------------------------------------------------------
    def _build_buttons(self) -> None:
        lay = self.view.layout
        self.buttons = Node(z=600)
        self.view.hud.add(self.buttons)
        self.pass_button = ActionButton("Pass", lay.common_rect("pass"), self.press_end_turn, primary=True,
                                        size=max(14, lay.px(26)))
        small = max(11, lay.px(18))
        undo, hint, menu = lay.common_rect("undo"), lay.common_rect("hint"), lay.common_rect("menu")
        self.undo_button = Button("Undo", undo.x, undo.y, undo.w, undo.h, self.press_undo, size=small)
        self.hint_button = Button("Hint", hint.x, hint.y, hint.w, hint.h, self.press_hint, size=small)
        self.menu_button = Button("Menu", menu.x, menu.y, menu.w, menu.h, self.press_menu, size=small)
        for b in (self.pass_button, self.undo_button, self.hint_button, self.menu_button):
            self.buttons.add(b)
        self.priority.build()

    def resize(self, size: tuple[int, int]) -> None:
        self.view.resize(size, self.session.viewer())
        self.root = self.view.root
        self._build_buttons()
        if self.cover is not None:
            self.cover.w, self.cover.h = size
            self.view.overlay.add(self.cover)
        self.refresh(instant=True)

    # -- state -> picture ------------------------------------------------------------------------
    @property
    def my_turn(self) -> bool:
        """True when a person at this screen must decide now."""
        seat = self.session.deciding_seat()
        return seat is not None and not self.session.is_bot(seat) and self.cover is None

    def refresh(self, instant: bool = False) -> None:
        """Re-read the match and update everything on screen."""
        viewer = self.session.viewer()
        if viewer != self.shown_viewer:
            self.shown_viewer = viewer
            self.view.resize(self.app.size, viewer)
            self._build_buttons()
            if self.session.hotseat and not self.match.is_over:
                self._show_cover(viewer)
            instant = True
        obs = self.match.observation(viewer)
        self.obs = obs
        scene = self.table.scene(obs)
        self.view.show(obs, self.session.log(), instant, tray=self._tray_cards(scene), scene=scene)
        self._mark_legal()
        self._update_banner()
        if self.match.is_over and self.game_over is None:
            self._show_game_over()
        self.cues.refreshed(self.app.audio, self.table, self.match, self.session)

    def _tray_cards(self, sc: TableScenery) -> list[int]:
        """Options of a pending card choice that lie in piles (graveyards) or off the table."""
        if not self.my_turn:
            return []
        loose = {s.card for key, shown in sc.zones.items()
                 if (z := self.view.layout.zone(key)) is not None and z.style != "stack" for s in shown}
        loose |= {a.card for atts in sc.attachments.values() for a in atts}
        options = click_targets(self.table, self.match.legal_actions())
        return [c for c in options if c not in loose] if any(c not in loose for c in options) else []

    def _mark_legal(self) -> None:
        legal = self.match.legal_actions() if self.my_turn else []
        if self.held is not None and self.held not in legal:
            self.held = None
        offers = sort_offers(self.table, legal, self.view.cards, self.label, self.view.layout.keys_of_style("button"))
        self.offers = offers
        self._set_place_buttons(offers.places)
        self.plays, self.choice_cards = offers.plays, offers.clicks
        end_turn, done = offers.end_turn, offers.done
        decision = self.obs.decision
        picks = set(decision.picks) if decision is not None else set()
        if self.held is not None and self.held.target is not None:
            picks.add(self.held.target)
        marked = self.view.scene_data.marked if self.view.scene_data is not None else set()
        hand = f"hand@{self.session.viewer()}"
        for card, node in self.view.cards.items():
            node.playable = (card in self.plays or self.stand_in(node) is not None) and node.zone == hand
            node.glow = card in self.choice_cards or (self.hint_action is not None and self.hint_action.card == card) \
                or (card in self.plays and node.zone != hand)
            node.selected = card in picks or card in marked
        if self.held is not None:
            self.pass_button.text, self.pass_button.enabled = "Confirm", True
            self.pass_button.on_click, self.pass_button.action = self.confirm_pick, self.held
        elif done is not None:
            self.pass_button.text, self.pass_button.enabled = "Done", True
            self.pass_button.on_click = partial(self.act, done)
            self.pass_button.action = done
        elif end_turn is not None:
            self.pass_button.text = self.table.end_turn_label(end_turn) or "Pass"
            self.pass_button.enabled = True
            self.pass_button.on_click = partial(self.act, end_turn)
            self.pass_button.action = end_turn
        else:
            self.pass_button.text, self.pass_button.enabled = "Pass", False
            self.pass_button.action = None
        self.undo_button.enabled = bool(self.match.actions) and not self.match.is_over
        self.hint_button.enabled = not self.match.is_over       # nothing to hint once it is over
        buttons = offers.buttons
        if self.held is not None:
            self._set_menu([])
            self._set_bar([])
            self.bar.add(self._bar_button(0, "Cancel", self.cancel_pick, None))   # type: ignore[union-attr]
        elif buttons and (self.plays or end_turn or done or self.choice_cards or offers.places):
            self._set_menu([])
            self._set_bar(buttons)     # secondary actions beside the table, not in the way
        else:
            self._set_bar([])
            self._set_menu(buttons)

    def stand_in(self, node: CardNode) -> CardNode | None:
        """For a card of a hand with no play of its own: an identical card (the same face) of
        the same hand that has plays, which a drag of this one makes instead (a game may
        offer one play per kind of card); None when there is none."""
        if node.face is None or node.card in self.plays or not node.zone.startswith("hand@"):
            return None
        for card in self.plays:
            other = self.view.cards.get(card)
            if other is not None and other is not node and other.zone == node.zone and other.face == node.face:
                return other
        return None

    def label(self, action: Action) -> str:
        """How a menu or button names an action: the rules' words, seats by their names."""
        return self.view.text(self.match.describe(action))

    def _set_bar(self, buttons: list[tuple[str, Action]]) -> None:
        """Extra actions (attack the site, activated abilities...) as buttons above Pass;
        when they do not all fit, the last slot opens a menu of all of them."""
        if self.bar is not None and self.bar.parent is not None:
            self.bar.parent.remove(self.bar)
        bar = self.bar = self.view.hud.add(Node(z=650))
        lay = self.view.layout
        area, h, gap = lay.common_rect("pass"), lay.px(44), lay.px(6)
        room = max(1, min(BAR_SLOTS, (area.y - lay.common_rect("banner").bottom) // (h + gap)))
        shown = buttons if len(buttons) <= room else buttons[:room - 1]
        slots: list[tuple[str, Callable[[], object], Action | None]] = [
            (label, partial(self.answer, a), a) for label, a in shown]
        if len(shown) < len(buttons):
            slots.append((f"More… ({len(buttons)})", partial(self._set_menu, buttons, cancel=True), None))
        for i, (label, click, action) in enumerate(slots):
            bar.add(self._bar_button(i, label, click, action))
        self.priority.settle_buttons(bar)      # never over a card

    def _bar_button(self, i: int, label: str, click: Callable[[], object], action: Action | None) -> ActionButton:
        """The i-th button of the bar above Pass (counted upwards)."""
        lay = self.view.layout
        area, h, gap = lay.common_rect("pass"), lay.px(44), lay.px(6)
        rect = pygame.Rect(area.x, area.y - (i + 1) * (h + gap), area.w, h)
        return ActionButton(label, rect, click, action=action, size=max(10, lay.px(16)))

    def _set_place_buttons(self, places: list[tuple[str, Action]]) -> None:
        """Actions offered by a click on a place of the board (attack in a realm, draw) as
        buttons lying on their "button" zones."""
        if self.place_buttons is not None and self.place_buttons.parent is not None:
            self.place_buttons.parent.remove(self.place_buttons)
        node = self.place_buttons = self.view.hud.add(Node(z=640))
        lay = self.view.layout
        for key, action in places:
            zone = lay.zone(key)
            if zone is not None:
                node.add(ActionButton(self.label(action), zone.rect, partial(self.act, action), action=action,
                                      primary=True, size=max(10, lay.px(17))))
        self.priority.settle_buttons(node)     # never over a card

    def _set_menu(self, buttons: list[tuple[str, Action]], cancel: bool = False) -> None:
        """The choices of a decision made only by buttons, as a (paged) menu in the middle."""
        if self.menu is not None and self.menu.parent is not None:
            self.menu.parent.remove(self.menu)
        self.menu = None
        if buttons:
            d = self.match.decision()
            title = self.view.text(d.prompt) if d else "Choose"
            self.menu = ActionMenu(title, buttons, self.answer, (self.app.size[0] // 2, self.app.size[1] // 2),
                                   width=min(560, self.app.size[0] // 3),
                                   cancel=partial(self._set_menu, []) if cancel else None,
                                   max_height=self.app.size[1] - 40)
            shift = below_banner(self.menu.world_rect(), self.view.banner.world_rect(), self.app.size[1])
            if shift:
                self.menu.move_centre((self.menu.centre[0], self.menu.centre[1] + shift))
            self.view.overlay.add(self.menu)

    def _update_banner(self) -> None:
        d = self.match.decision()
        banner = self.view.banner
        if d is None:
            result = self.match.result()
            self.view.set_thinking(None)
            banner.text = self.view.text(result.summary) if result else "Game over"
            banner.colour = theme.ACCENT
            return
        who = self.view.seat_names[d.seat]
        banner.colour = theme.SEAT_COLOURS[d.seat % 4]
        notice = self.view.scene_data.notice if self.view.scene_data is not None else ""
        if self.session.is_bot(d.seat):
            dots = "." * (1 + int(self.app.clock.now() * 3) % 3)
            banner.text = f"{who} is thinking{dots}"
            self.view.set_thinking(d.seat)
            if notice:       # what the table is in the middle of (a battle...) shows while a bot thinks too
                banner.text += f"   ·   {self.view.text(notice)}"
            return
        self.view.set_thinking(None)
        banner.text = self.priority.banner(d, who)   # the turn or the choice, by mouse or keys; a hold
        if notice:
            banner.text += f"   ·   {self.view.text(notice)}"

    # -- acting --------------------------------------------------------------------------------------
    def answer(self, action: Action) -> bool:
        """A person's answer by a click, a button or a key: the last pick of a choice of
        several is held (Confirm or Cancel); anything else is made at once."""
        if self.my_turn and self.match.check(action) is None and self.picks.is_last(action):
            self.held = None if self.held == action else action     # the held card again: take it back
            self.keys.reset(("button", "Confirm") if self.held else None)
            self.refresh()
            return True
        return self.act(action)

    def confirm_pick(self) -> None:
        """Make the held last pick (the Confirm button, Enter)."""
        held, self.held = self.held, None
        if held is not None:
            self.act(held)

    def cancel_pick(self) -> None:
        """Take back the held last pick (Cancel, Escape): nothing was made."""
        self.held = None
        self.refresh()

    def act(self, action: Action) -> bool:
        """Apply an action from this screen; show the reason if it is refused."""
        violation = self.match.check(action)
        if violation is not None:
            self.refuse(violation, self.view.pointer)
            return False
        self.hint_action = None
        events = self.session.apply(action)
        self._announce(events)
        self.refresh()
        return True

    def _announce(self, events: Iterable[Event]) -> None:
        """The table's announcements of these events, large in the middle; several at once
        (a stone seized, then a new round) stand one under the other."""
        centre = (self.app.size[0] // 2, self.app.size[1] // 2 - self.app.size[1] // 8)
        below: float | None = None       # the bottom of the announcement just made
        for ev in events:
            text = self.table.announcement(ev)
            if text:
                toast = Toast(self.view.text(text), centre, colour=theme.ACCENT, seconds=3.0)
                if below is not None:
                    toast.y = below + 8
                below = toast.y + toast.h
                self.view.toast_at(toast)

    def refuse(self, violation: Violation, near: tuple[int, int]) -> None:
        """Show why a play is refused, with its rule in words (never a file name), above
        everything near `near`; it stays in the log, for this screen's player only."""
        self.view.refuse(waiting_once(violation.reason), self.game.rule_in_words(violation.rule), near,
                         len(self.session.log()), self.session.viewer())
        self.app.audio.play("refuse")

    def toast(self, text: str, near: tuple[int, int]) -> None:
        """Show a short message near a point."""
        x = min(max(320, near[0]), self.app.size[0] - 320)
        y = min(max(60, near[1] - 80), self.app.size[1] - 60)
        self.view.toast_at(Toast(text, (x, y)))

    def press_end_turn(self) -> None:
        """The end-turn (Pass) button."""
        if self.offers.end_turn is not None and self.my_turn:
            self.act(self.offers.end_turn)

    def press_undo(self) -> None:
        """Take back the last move of a person (and the bots' replies); a thinking bot is stopped."""
        self.hint_pending = None
        if self.held is not None:
            self.cancel_pick()
        elif (why := self.session.undo_refusal()) is not None:
            self.toast(why, self.undo_button.world_rect().midtop)
        elif self.session.undo():
            self.game_over = None
            self.refresh(instant=True)

    def press_hint(self) -> None:
        """Ask the search bot, in the worker, what it would do here; shown when it answers."""
        seat = self.session.deciding_seat()
        if seat is None or self.session.is_bot(seat) or self.hint_pending:
            return
        self.session.worker.submit(self.match.observation(seat, with_log=False), seat, list(self.match.legal_actions()),
                                   self.match.setup.game, hint=True, seed=len(self.match.actions))
        self.hint_pending = len(self.match.actions)
        self.hint_button.text = "Hint…"

    def _poll_hint(self) -> None:
        result = self.session.worker.poll()
        if result is None:
            return
        asked, self.hint_pending = self.hint_pending, None
        self.hint_button.text = "Hint"
        action = result.action
        if not result.ok or action is None or asked != len(self.match.actions):
            return
        self.hint_action = action
        from ..table.move_list import show_hint        # the bot's move and the next best, with win chances
        show_hint(self.view, action, result.win_chance, result.alternatives,
                  lambda a: self.view.text(self.match.describe(a)), lambda: self.hint_action is action)
        self._mark_legal()

    def leave(self) -> None:
        """Leaving the table stops any bot decision in progress and lets go of the game's
        autosave slot (Continue, in this program or another, takes it up again)."""
        self.session.stop_thinking()
        if self.session.autosave_path is not None:
            from ..files.autosaves import release
            release(self.session.autosave_path)

    def press_menu(self) -> None:
        """The in-game menu (scenes/game_menu.py): resume, save as, the rules, the controls,
        concede (behind a confirmation), main menu, quit."""
        from .game_menu import open_game_menu
        open_game_menu(self)

    def save_as(self) -> None:
        """Save the game under a new name in the player's saves folder (never replacing a file)."""
        from .game_menu import save_copy_of
        save_copy_of(self)

    def _show_cover(self, viewer: int) -> None:
        def ready() -> None:
            if self.cover is not None and self.cover.parent is not None:
                self.cover.parent.remove(self.cover)
            self.cover = None
            self.refresh(instant=True)

        self.cover = Cover(self.app.size, f"{self.view.seat_names[viewer]}'s turn", ready)
        self.view.overlay.add(self.cover)

    def _show_game_over(self) -> None:
        from .game_over import game_over_panel
        self.game_over = self.view.overlay.add(game_over_panel(self))

    def export_decks(self) -> None:
        """Each seat's deck of this game as decklist files in the player's decks folder, and
        on the clipboard where there is one; one line under the game-over box says where."""
        ok, message, detail = export_and_copy(self.game, self.match.setup.decks, self.session.seat_names())
        w, h = self.app.size
        toast = Toast(message, (w // 2, h // 2), colour=theme.LEGAL if ok else theme.DANGER, z=980,
                      width=min(760, w - 80), detail=detail, size=18)
        box = self.game_over
        if box is not None:               # under the box, or over its top when there is no room below
            below = box.y + box.h + 12
            toast.y = below if below + toast.h <= h - 8 else max(8, box.y - toast.h - 12)
        self.view.toast_at(toast)

    def rematch(self) -> None:
        """A new game with the same seats (the game-over panel's Rematch)."""
        if self.new_game is not None:
            self.app.switch(TableScene(self.app, self.new_game(), self.new_game))

    def review(self) -> None:
        """Open this game in the replay viewer, kept as a save so its analysis is kept too."""
        from .game_over import review
        review(self)

    # -- input ----------------------------------------------------------------------------------------
    def handle(self, event: UIEvent) -> None:
        from ..input.controls import table_controls
        from .help import overlay_event
        if not self.drag.active and overlay_event(self, self.view, event, table_controls(self.app.settings.keys)):
            return   # F1 / "?" open the controls; an open help overlay takes every event
        if self.pile is not None:                # an opened pile takes every event: Esc, Close or outside closes
            if event.kind == "key" and event.key == pygame.K_ESCAPE:
                self.close_pile()
            elif event.kind in ("wheel", "move"):
                self.pile.handle(event)
                super().handle(event)
            elif event.kind != "key":
                super().handle(event)
            return
        if event.kind == "key":
            if not self.drag.active:
                self.keys.handle(event)     # focus, pick, confirm, cancel, pass, undo, hint, zoom
            return
        if event.kind == "down":
            self.keys.pointer_used()
        if event.kind == "wheel":
            self.view.handle_wheel(event)
            return
        if self.drag.handle(event):
            return
        if event.kind == "move":
            self.view.hover(event.pos)
        over_ui = self.root.hit(event.pos)
        if over_ui is not None and not hasattr(over_ui, "card"):
            super().handle(event)
            return
        if event.kind == "move":
            super().handle(event)
            return
        if event.kind == "down" and event.button == 1:
            node = self.view.card_at(event.pos)
            if node is None:
                return
            if node.card in self.choice_cards:
                self.answer(self.choice_cards[node.card])
                return
            if node.card not in self.plays and self.open_pile(node.zone):
                return
            self.drag.grab(node, event.pos)

    def open_pile(self, key: str) -> bool:
        """Open a pile (a zone whose cards stack) over the table; False for other zones."""
        from .pile_view import open_pile
        return open_pile(self, key)

    def close_pile(self) -> None:
        """Close the opened pile."""
        from .pile_view import close_pile
        close_pile(self)

    def update(self, dt: float) -> None:
        self.view.update(dt)
        self.drag.update(dt)
        if self.hint_pending is not None:
            self._poll_hint()
        elif self.cover is None and not self.drag.active:
            action = self.view.motion.bot_action(self.session, self.app.clock.now())   # after the last move's motion
            if action is not None:
                self._announce(self.session.apply(action))
                self.refresh()
            elif self.session.thinker is not None and self.session.thinker.error:
                self.toast(f"Bot: {self.session.thinker.error}", (self.app.size[0] // 2, self.app.size[1] // 2))
        if self.session.thinking:
            self._update_banner()

    def animating(self) -> bool:
        if self.view.moving() or self.drag.springs or self.session.thinking or self.hint_pending is not None:
            return True
        seat = self.session.deciding_seat()
        return self.cover is None and seat is not None and self.session.is_bot(seat)   # view.moving() covered the root

    def crash_context(self) -> dict[str, Any]:
        session = self.session
        return {"screen": "table", "game": self.match.setup.game, "seed": self.match.setup.seed,
                "seats": ", ".join(session.seat_names()),
                "steps": len(self.match.actions), "autosave": session.autosave_path or "",
                "autosave_error": session.save_error or ""}

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface)
        self.keys.draw(surface)
        if self.session.save_error:
            img = font(text_px("body")).render("Autosave failed: " + self.session.save_error, True, theme.DANGER)
            surface.blit(img, (8, self.app.size[1] - img.get_height() - 4))
