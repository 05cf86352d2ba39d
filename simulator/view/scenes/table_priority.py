"""The table's priority controls: the auto-pass the session makes for people (with the
Passing setting), the hold-priority key, the strip of phase stops for your own turn (a
toggle per phase the game names, remembered per game), and the banner's words for a
person's decision. The decisions of when to pass live in session/priority.py."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...core.decision import Decision
from ..files import stops_memory
from ..node import Node
from ..session.priority import AutoPass, default_stops
from ..style import theme
from ..style.fonts import font
from ..table.button_spots import settle
from ..table.prompts import Keys, choice_words, turn_words, with_hold
from ..widgets import Button, Label, Toast

if TYPE_CHECKING:
    from .table import TableScene

STOP_ON = "\u2611"      # ☑ the table stops in this phase of your turn
STOP_OFF = "\u2610"     # ☐ it passes through it when there is nothing else to do


class PriorityControls:
    """Auto-pass, hold priority, phase stops and the banner's words for one table scene."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        settings = scene.app.settings
        table = scene.table
        stops = default_stops(table, stops_memory.load(scene.match.setup.game) if table.phase_stops else None)
        self.auto = AutoPass(table, lambda: bool(settings.auto_pass), stops)
        scene.session.auto_pass = self.auto
        self.strip: Node | None = None
        self.said = ""                 # the banner's words last given (reword finds them)

    # -- the hold-priority key -------------------------------------------------------------------
    def toggle_hold(self) -> None:
        """Hold priority for the next response window to your own play (again: let go)."""
        scene = self.scene
        if not scene.app.settings.auto_pass:
            w, h = scene.app.size
            scene.view.toast_at(Toast("Auto-pass is off (Settings, Passing): you are always asked",
                                      (w // 2, h // 3), colour=theme.ACCENT, seconds=3.0, size=scene.view.tpx("heading")))
            return
        self.auto.toggle_hold()
        scene.refresh()

    # -- the strip of stops ------------------------------------------------------------------------
    def build(self) -> None:
        """Lay the strip of phase stops under the table's small buttons (none for a game
        without phase stops, or when there is no room)."""
        scene = self.scene
        if self.strip is not None and self.strip.parent is not None:
            self.strip.parent.remove(self.strip)
        self.strip = None
        phases = scene.table.phase_stops
        if not phases:
            return
        lay = scene.view.layout
        tools = lay.common_rect("undo").union(lay.common_rect("menu"))
        top = tools.bottom + lay.px(8)
        h = min(lay.px(40), scene.app.size[1] - top - lay.px(6))
        if h < 22:
            return
        strip = self.strip = scene.view.hud.add(Node(z=600))
        size = scene.view.tpx("small")
        caption = "Stops"
        cw = font(size).size(caption)[0] + lay.px(6)
        strip.add(Label(caption, tools.x, top, cw, h, size=size, colour=theme.TEXT_DIM))
        gap = lay.px(4)
        bw = (tools.w - cw - gap * (len(phases) - 1)) // len(phases)
        for i, phase in enumerate(phases):
            x = tools.x + cw + i * (bw + gap)
            strip.add(Button(self._toggle_text(phase.key, phase.title), x, top, bw, h,
                             partial(self.toggle_stop, phase.key), size=size))

    def _toggle_text(self, key: str, title: str) -> str:
        return f"{STOP_ON if key in self.auto.stops else STOP_OFF} {title}"

    def toggle_stop(self, key: str) -> None:
        """Stop at a phase of your turn, or pass through it; remembered for the game."""
        self.auto.toggle_stop(key)
        stops_memory.save(self.scene.match.setup.game, sorted(self.auto.stops))
        self.build()

    def buttons(self) -> list[Button]:
        """The strip's toggles (for the keyboard's focus)."""
        if self.strip is None:
            return []
        return [b for b in self.strip.children if isinstance(b, Button)]

    # -- choice buttons off the cards --------------------------------------------------------------
    def settle_buttons(self, node: Node | None) -> None:
        """Move the buttons under `node` (laid on the board, or the row above the big button)
        off every card (table/button_spots.py)."""
        if node is None:
            return
        scene = self.scene
        lay = scene.view.layout
        fixed = [lay.common_rect(name) for name in ("banner", "log", "pass", "undo", "hint", "menu")]
        fixed += [p.world_rect() for p in scene.view.panels.values()]
        buttons = [b for b in node.children if isinstance(b, Button)]
        settle(buttons, scene.view.cards.values(), fixed, scene.app.size)

    # -- the banner ------------------------------------------------------------------------------
    def banner(self, d: Decision, who: str) -> str:
        """The banner for a person's decision: the turn's words or the choice's, with the
        hold shown first while it is in force."""
        scene = self.scene
        keymap = scene.keys.keymap
        keys = Keys(keymap.first("next"), keymap.first("confirm"), keymap.first("cancel"), keymap.first("end_turn"))
        keyboard = scene.keys.shown
        if d.kind == "turn":
            offers = scene.offers
            end = offers.done or offers.end_turn
            label = "Done" if offers.done is not None else (
                scene.table.end_turn_label(end) if end is not None else None)
            choice = scene.table.choice_prompt([a for _, a in offers.places] + [a for _, a in offers.buttons])
            text = turn_words(who, scene.view.text(d.prompt), offers, label, choice and scene.view.text(choice),
                              keyboard, keys)
        else:
            text = choice_words(scene.view.text(d.prompt), scene.picks.count(), scene.held is not None,
                                bool(scene.choice_cards), keyboard, keys)
        self.said = with_hold(text, self.auto.holding, keymap.first("hold_priority"))
        return self.said

    def reword(self) -> None:
        """Say the banner's words for the person again (the keyboard came into use, or the
        mouse did: the words name the gestures), keeping what follows them."""
        scene = self.scene
        d = scene.match.decision()
        banner = scene.view.banner
        if d is None or scene.session.is_bot(d.seat) or not self.said or not banner.text.startswith(self.said):
            return
        rest = banner.text[len(self.said):]
        banner.text = self.banner(d, scene.view.seat_names[d.seat]) + rest
