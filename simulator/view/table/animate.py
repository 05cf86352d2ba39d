"""The table's motion for each observation shown (issue 28, item 6), game-free:

- cards that change zones fly from where they were to where they go (table/moves.py says
  from and to where), face down until revealed, sinking into a pile they go into;
- attacks lunge: the attacker moves toward its target and back (TableDescription.strikes);
- damage and healing float as signed numbers over the card (TableDescription.hits) or the
  seat's panel (a change of the seat's headline figure), and a changed headline pulses.

Reduced motion: cards change place at once, nothing lunges or floats; a changed total
still shines briefly. The animation speed divides every duration. Everything runs on the
view's update(dt), i.e. the app's injected clock."""
from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pygame

from ...core.actions import Action
from ...core.events import Event
from ...core.table import Scene
from ..motion.effects import FLOAT_SECONDS, PULSE_SECONDS, EffectLayer, FloatingNumber, Pulse
from ..motion.flight import Flight, Lunge, lunge_vector
from ..motion.pacing import BotPacer, BotSeats
from ..node import Node
from .cards import CardNode
from .moves import Before, Rect4, plan_moves, snapshot

if TYPE_CHECKING:
    from .view import TableView

FLY_SECONDS = 0.5         # a card between zones, at speed 1
APPEAR_SECONDS = 0.25     # a card from nowhere known grows in place
FADE_SECONDS = 0.3        # a card gone to nowhere known fades where it was
LUNGE_SECONDS = 0.5
HIT_PAUSE = 0.55         # a card destroyed by a blow goes to its pile after the blow (and a lunge) is seen
STAGGER = 0.07            # between cards from the same place (a draw of three is dealt, not stacked)
LIFT = 2000               # layers a flying card is drawn above the cards at rest
GHOSTS_Z = 4000           # cards on their way out, over the cards at rest (under the stack's spotlight)
EFFECTS_Z = 520           # numbers and pulses: over the panels and log, under menus and covers
_NUMBER = re.compile(r"-?\d+")


class _Ghosts(Node):
    """Cards gone from the table on their way into a pile; each goes once it has landed."""

    def update(self, dt: float) -> None:
        for child in self.children[:]:
            child.update(dt)
            if isinstance(child, CardNode) and child.flight is None:
                self.remove(child)


def lead_number(text: str) -> int | None:
    """The first whole number of a headline ("25 ♥" -> 25, "32 · ★★" -> 32), or None."""
    m = _NUMBER.search(text)
    return int(m.group()) if m else None


class TableMotion:
    """What moves on a TableView after each observation it shows."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.ghosts = view.card_layer.add(_Ghosts(z=GHOSTS_Z))
        self.effects = view.root.add(EffectLayer(z=EFFECTS_Z))
        self._log = 0                                  # events of the log already shown
        self._headlines: dict[int, str] = {}
        self.pacer = BotPacer()

    # -- settings -----------------------------------------------------------------------------
    @property
    def reduced(self) -> bool:
        """The reduce-motion setting."""
        return bool(self.view.reduce_motion)

    def seconds(self, base: float) -> float:
        """A duration at the animation speed."""
        return base / max(0.1, self.view.anim_speed)

    # -- an observation shown -----------------------------------------------------------------
    def before(self) -> Before:
        """Remember the cards on screen before a new scene is placed."""
        sc = self.view.scene_data
        return snapshot(self.view.cards, sc.counts if sc is not None else {})

    def after(self, before: Before, sc: Scene, events: list[Event], instant: bool) -> None:
        """After the new scene's cards are placed: set off what its change shows. `events`
        is the whole log; only the events after those already shown are new (none when
        shown instantly: a load, a seek, a redraw, another viewer)."""
        new = events[self._log:] if not instant and len(events) > self._log else []
        self._log = len(events)
        heads, self._headlines = self._headlines, dict(sc.headline)
        if instant:
            self.reset()
            return
        if not self.reduced:
            self._fly(before, sc, self._hurts(new))
            self._strike(new)
            self._float_hits(new, before)
        self._pulse_totals(heads, sc.headline)

    def reset(self) -> None:
        """Stop everything in flight: cards land, numbers and pulses go."""
        self.ghosts.clear()
        self.effects.clear()
        for node in self.view.cards.values():
            node.land()
            node.lunge = None

    def busy(self) -> bool:
        """True while a card flies or lunges (a bot's next move waits for this)."""
        return bool(self.ghosts.children) or any(n.flight is not None or n.lunge is not None
                                                 for n in self.view.cards.values())

    def bot_action(self, session: BotSeats, now: float) -> Action | None:
        """The bot's action to apply now: held (the bot thinks on meanwhile) while the last
        move still flies or lunges, at most pacing.HOLD_CAP seconds (motion/pacing.py)."""
        return self.pacer.next(session, now, self.busy())

    # -- cards between zones --------------------------------------------------------------------
    def _zone_rect(self, key: str) -> Rect4 | None:
        zone = self.view.layout.zone(key)
        if zone is None:
            return None
        r = zone.rect
        w, h = zone.card
        return (r.centerx - w / 2, r.centery - h / 2, float(w), float(h))

    def _hurts(self, events: list[Event]) -> bool:
        """True when these events strike or hit something (what dies then waits to be seen hit)."""
        try:
            return any(self.view.table.strikes(ev) or self.view.table.hits(ev) for ev in events)
        except Exception:  # noqa: BLE001 -- motion is never worth a crash
            return False

    def _fly(self, before: Before, sc: Scene, hurt: bool) -> None:
        arrivals, departures = plan_moves(before, self.view.cards, sc.counts, self._zone_rect)
        for card, node in self.view.cards.items():     # a card that changed zones flies, over the others
            seen = before.cards.get(card)
            if seen is None or seen.zone == node.zone or node.dragging or node.flight is not None:
                continue
            end = (node.home[0], node.home[1], node.w, node.h)
            wait = HIT_PAUSE if hurt and node.zone in sc.counts and not seen.zone.startswith("hand@") else 0.0
            node.fly(Flight(seen.rect, end, self.seconds(FLY_SECONDS), delay=self.seconds(wait)), LIFT)
        queued: dict[tuple[float, ...], int] = {}      # cards already leaving one place
        for arrival in arrivals:
            node = arrival.node
            end = (node.home[0], node.home[1], node.w, node.h)
            source = arrival.source
            if source is None:
                x, y, w, h = end
                start = (x + w * 0.3, y + h * 0.3, w * 0.4, h * 0.4)
                node.fly(Flight(start, end, self.seconds(APPEAR_SECONDS)), LIFT)
                continue
            n = queued.get(source.rect, 0)
            queued[source.rect] = n + 1
            reveal = source.hidden and node.face is not None      # face down there, face up here
            node.fly(Flight(source.rect, end, self.seconds(FLY_SECONDS), delay=self.seconds(STAGGER) * n,
                            reveal=reveal, back=source.back if reveal else ""), LIFT)
        for gone in departures:
            seen = gone.seen
            ghost = CardNode(seen.card, seen.face, seen.back, seen.rect[2], seen.rect[3])
            ghost.x, ghost.y = seen.rect[0], seen.rect[1]
            if gone.to is None:
                flight = Flight(seen.rect, seen.rect, self.seconds(FADE_SECONDS), sink=True)
            else:
                x, y, w, h = gone.to.rect
                flight = Flight(seen.rect, (x, y, w, h), self.seconds(FLY_SECONDS), sink=True)
            ghost.fly(flight, 0)
            self.ghosts.add(ghost)

    # -- attacks ----------------------------------------------------------------------------------
    def _strike(self, events: list[Event]) -> None:
        n = 0
        for ev in events:
            try:
                strikes = self.view.table.strikes(ev)
            except Exception:  # noqa: BLE001, S112 -- a lunge is never worth a crash
                continue
            for strike in strikes:
                node = self.view.cards.get(strike.attacker)
                if node is None or node.dragging:
                    continue
                frm = node.world_rect().center
                target = self.view.cards.get(strike.target) if strike.target is not None else None
                panel = self.view.panels.get(strike.seat) if strike.seat is not None else None
                if target is not None:
                    to = target.world_rect().center
                elif panel is not None:
                    to = panel.world_rect().center
                else:                    # toward the other side: straight at the board's middle line
                    to = (frm[0], self.view.layout.common_rect("board").centery)
                dx, dy = lunge_vector(frm, to, node.h * 0.55)
                flight = node.flight     # one just arriving lunges once it is there; one about to go, before
                wait = flight.delay + flight.duration - flight.elapsed if flight and not flight.delay else 0.0
                node.lunge = Lunge(dx, dy, self.seconds(LUNGE_SECONDS), delay=wait + self.seconds(STAGGER) * n)
                n += 1

    # -- numbers ----------------------------------------------------------------------------------
    def _float_hits(self, events: list[Event], before: Before) -> None:
        n = 0
        for ev in events:
            try:
                hits = self.view.table.hits(ev)
            except Exception:  # noqa: BLE001, S112 -- a number is never worth a crash
                continue
            for hit in hits:
                node = self.view.cards.get(hit.card)
                if hit.card in before.cards:         # where it was hit (it may be on its way to a pile)
                    rect = before.cards[hit.card].rect
                elif node is not None:
                    rect = (node.home[0], node.home[1], node.w, node.h)
                else:
                    continue
                centre = (round(rect[0] + rect[2] / 2), round(rect[1] + rect[3] * 0.35))
                self.effects.add(FloatingNumber(hit.amount, centre, self.view.text_k, self.seconds(FLOAT_SECONDS),
                                                delay=self.seconds(0.12) * n))
                n += 1

    def _pulse_totals(self, old: dict[int, str], new: dict[int, str]) -> None:
        """A seat whose headline changed: its panel pulses and the change floats from it."""
        for seat, text in new.items():
            was = old.get(seat)
            panel = self.view.panels.get(seat)
            if was is None or was == text or panel is None:
                continue
            r = panel.world_rect()
            self.effects.add(Pulse(r, self.seconds(PULSE_SECONDS), grow=not self.reduced))
            a, b = lead_number(was), lead_number(text)
            if self.reduced or a is None or b is None or a == b:
                continue
            self.effects.add(FloatingNumber(b - a, panel_spot(r), self.view.text_k, self.seconds(FLOAT_SECONDS)))


def panel_spot(rect: pygame.Rect) -> tuple[int, int]:
    """Where a seat's change floats from on its panel: beside its headline figure, not over
    it (left of the figure at the right of a short panel, right of it at the top left of a
    tall one)."""
    if rect.h < 80:
        return rect.right - rect.h * 2, rect.centery
    return rect.x + rect.w * 3 // 4, rect.y + rect.h * 2 // 5
