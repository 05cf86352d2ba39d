"""TableView: draws one observation of any game on its board layout (cards glide between
zones, badges, seat panels, log, hover zoom). Play and replay scenes both build on it."""
from __future__ import annotations

from dataclasses import replace

import pygame

from ...core.events import Event
from ...core.observation import Observation
from ...core.table import Badge, CardFace, Scene, TableDescription
from ..style import theme
from .arrows import Segment, arrow_segments, draw_arrows
from .cards import CardNode
from ..style.fonts import text_px, text_scale
from .animate import TableMotion
from .badges import draw_badges, draw_caption
from .spotlight import draw_spotlight
from .board import choose_labels, draw_board, reserve_labels, zone_labels
from .glow import draw_drop_place
from .hud import Banner, LogPanel, SeatPanel, Zoom
from .layout import Layout, Zone, cascade, peeking, place
from .names import YOU, seat_text, with_team_totals
from ..node import Node, UIEvent
from ..widgets import Toast

HOVER_DELAY = 0.35
ARROWS_Z = 300        # arrow heads: over every card, under the banner, panels and log (shafts lie under the cards)
HELD_Z = 960          # a held card's layer: over the panels, banner, arrows and menus; under refusals
MOVE_SECONDS = 0.35


class _Painter(Node):
    """A node that draws by calling a function (keeps a drawing step in z order)."""

    def __init__(self, paint_fn, z: int = 0) -> None:
        super().__init__(z=z)
        self.paint_fn = paint_fn

    def paint(self, surface: pygame.Surface) -> None:
        self.paint_fn(surface)


class _Alerts(Node):
    """The topmost layer: refusals, above the zoom, menus, arrows and covers."""

    def update(self, dt: float) -> None:
        for child in self.children[:]:     # a toast that has faded removes itself
            child.update(dt)


class Refusal(Toast):
    """A refused play's reason and rule, drawn above everything near where it was tried."""


SPOTLIGHT_Z = 5000      # cards of a large zone over the board (the stack) lie above the board's




class TableView:
    """The drawn table for a game with `seats` seats, seen from `viewer`."""

    def __init__(self, game: str, table: TableDescription, size: tuple[int, int], seats: int, viewer: int,
                 seat_names: list[str], anim_speed: float = 1.0, mark_viewer: bool = True,
                 ui_scale: float = 1.0, text_size: float = 1.0, reduce_motion: bool = False) -> None:
        self.game, self.table, self.seats = game, table, seats
        self.reduce_motion = reduce_motion  # cards change place at once; no lunges or floating numbers
        self.text_size = text_size        # the text-size setting, on top of the UI scale
        self.seat_names = seat_names
        self.anim_speed = anim_speed
        self.ui_scale = ui_scale          # text of the log and panels, and the hover zoom
        self.mark_viewer = mark_viewer
        self.log_shrink = 0               # reference pixels taken from the log's bottom (replay timeline)
        self.root = Node(0, 0, size[0], size[1])
        self.card_layer = self.root.add(Node(z=100))
        self.hud = self.root.add(Node(z=500))
        self.overlay = self.root.add(Node(z=900))
        self.zoom = Zoom()
        self.root.add(self.zoom)
        self.held_layer = self.root.add(Node(z=HELD_Z))   # the card in the player's hand: above everything
        self.alerts = self.root.add(_Alerts(z=1000))
        self.holding = False                  # a card is held: no hover preview
        self.refusals: list[tuple[int, int | None, str]] = []   # (log events before it, seat, text)
        self.viewer = viewer
        self.cards: dict[int, CardNode] = {}
        self.scene_data: Scene | None = None
        self.hover_card: int | None = None
        self._hover_lines: list[str] = []
        self.hover_time = 0.0
        self._recheck_hover = False
        self.pointer = (0, 0)
        self.glow_zones: set[str] = set()     # legal drop places while a card is held
        self.tray: list[int] = []
        self.deciding: int | None = None      # the seat whose decision it is (its panel glows)
        self.thinking: int | None = None      # the bot seat deciding now (its panel says so)
        self._named_cache: dict[Event, Event] = {}
        self._captions: dict[str, tuple[tuple[object, ...], list[pygame.Surface]]] = {}   # caption zones, rendered
        self.motion = TableMotion(self)       # flights between zones, lunges, floating numbers (table/animate.py)
        self.resize(size, viewer)

    # -- layout ----------------------------------------------------------------------------
    def resize(self, size: tuple[int, int], viewer: int | None = None) -> None:
        """Lay the table out for a window size (and optionally a new viewer)."""
        self.size = size
        if viewer is not None:
            if viewer != self.viewer:     # a refusal belongs to the player who tried the play
                self.alerts.clear()
            self.viewer = viewer
        for alert in self.alerts.children:   # messages stay inside a smaller window
            alert.x = max(0.0, min(alert.x, size[0] - alert.w - 8))
            alert.y = max(0.0, min(alert.y, size[1] - alert.h - 8))
        self.layout = Layout.load(self.game, size, self.seats, self.viewer, card_scale=self.ui_scale)
        self.text_k = text_scale(size, self.ui_scale, self.text_size)
        labels = zone_labels(self.layout, self.seats, self.viewer if self.mark_viewer else None, self.seat_names)
        shown, self.zone_tips = choose_labels(self.layout, labels)
        self.zone_label_lines, self.zone_label_px = reserve_labels(self.layout, shown, self.tpx("small"))
        self.zone_tip: tuple[str, pygame.Rect] | None = None
        self.root.w, self.root.h = size
        self._background: pygame.Surface | None = None
        self.hud.clear()
        self.banner = Banner(self.layout.common_rect("banner"))
        self.banner.window_h = size[1]
        self.hud.add(self.banner)
        self.hud.add(_Painter(self.draw_badges, z=-1))
        log_rect = self.layout.common_rect("log")
        log_rect.h -= self.layout.px(self.log_shrink)
        self.log = LogPanel(log_rect, self._card_name, self._milestone, game=self.game)
        self.log.text_k = self.text_k            # every text of the table on one type scale
        self.banner.text_k = self.zoom.text_k = self.text_k
        self.zoom.scale = self.ui_scale
        self.hud.add(self.log)
        self.panels: dict[int, SeatPanel] = {}
        for s in range(self.seats):
            rect = self.layout.side_rect("info", s)
            if rect is not None:
                name = self.seat_names[s]
                if s == self.viewer and self.mark_viewer and name != YOU:
                    name += " (you)"
                self.panels[s] = self.hud.add(SeatPanel(rect, name, theme.SEAT_COLOURS[s % 4], seat=s))
                self.panels[s].text_k = self.text_k
        if self.scene_data is not None:
            self.motion.reset()
            self._place_cards(self.scene_data, instant=True)
            self._fill_panels(self.scene_data)

    def tpx(self, role: str) -> int:
        """The pixel size of a named size of the type scale on this table (fonts.TYPE_SCALE)."""
        return text_px(role, self.text_k)

    def _card_name(self, card: int) -> str:
        return self.table.card_name(card)

    def _milestone(self, event: Event) -> bool:
        """Log lines the game's table marks (a round or turn begins, a round is won) stand out."""
        return bool(self.table.announcement(event) or self.table.timeline_mark(event)) or event.kind == "game_over"

    # -- showing an observation ----------------------------------------------------------------
    def show(self, obs: Observation, events: list[Event], instant: bool = False,
             tray: list[int] | None = None, scene: Scene | None = None) -> None:
        """Show a new observation (scene: its table Scene, if already built); cards glide.

        tray: cards to lift out of piles into a row in the middle of the table, so a
        choice among them (a graveyard pick) can be made by clicking.
        """
        sc = scene if scene is not None else self.table.scene(obs)
        before = self.motion.before()
        self.scene_data = sc
        self.tray = list(tray or [])
        self._place_cards(sc, instant)
        self.motion.after(before, sc, events, instant)
        self.deciding = obs.decision.seat if obs.decision is not None else None
        self._fill_panels(sc)
        self.log.set_events(self._named_events(events), self._notes())

    # -- seats: names, panels -------------------------------------------------------------------
    def text(self, text: str) -> str:
        """A text of the rules with "Player N" read as seat N's name (names.seat_text)."""
        return seat_text(text, self.seat_names)

    def _named_events(self, events: list[Event]) -> list[Event]:
        """The log's events with the seats' names in their texts (each text mapped once)."""
        cache = self._named_cache
        out = []
        for ev in events:
            named = cache.get(ev)
            if named is None:
                named = cache[ev] = replace(ev, text=self.text(ev.text)) if "Player " in ev.text else ev
            out.append(named)
        if len(cache) > 4 * len(events) + 256:
            self._named_cache = {ev: cache[ev] for ev in events}
        return out

    def set_thinking(self, seat: int | None) -> None:
        """The bot at `seat` is deciding (None: no bot is): its own panel says so."""
        self.thinking = seat
        self.banner.pulsing = seat is not None
        for s, panel in self.panels.items():
            panel.status = "thinking…" if s == seat else ""

    def _fill_panels(self, sc: Scene) -> None:
        lines = with_team_totals(sc.seat_lines)
        for s, panel in self.panels.items():
            panel.lines = [self.text(line) for line in lines.get(s, [])]
            panel.pips = sc.seat_pips.get(s, [])
            panel.headline = sc.headline.get(s, "")
            panel.active = s == self.deciding
            panel.status = "thinking…" if s == self.thinking else ""

    # -- refusals ----------------------------------------------------------------------------
    def _notes(self) -> list[tuple[int, str]]:
        return [(at, text) for at, seat, text in self.refusals if seat is None or seat == self.viewer]

    def refuse(self, reason: str, rule: str, near: tuple[int, int], at: int | None, seat: int | None) -> Refusal:
        """Show a refused play's reason and its rule (in words) above everything, near the
        point where it was tried, long enough to read; and keep it in the log after the
        first `at` events (None: a hint about the drop itself, not logged), for `seat`
        (None: whoever looks). A new refusal replaces the last."""
        for old in [n for n in self.alerts.children if isinstance(n, Refusal)]:
            self.alerts.remove(old)
        w, _ = self.size
        size = max(18, min(40, int(self.layout.px(28) * self.ui_scale)))
        toast = Refusal(self.text(reason), (0, 0), detail=rule, size=size, width=max(200, min(w - 60, int(size * 30))))
        under = self.card_at(near)
        toast.x, toast.y = self.clear_spot(near, int(toast.w), int(toast.h),
                                           [under.world_rect()] if under is not None else [])
        self.alerts.add(toast)
        if at is not None:
            self.refusals.append((at, seat, toast.text))
            self.log.set_events(self.log.events, self._notes())
        return toast

    def clear_spot(self, near: tuple[int, int], w: int, h: int, avoid: list[pygame.Rect] | None = None) -> tuple[int, int]:
        """Where a w x h message goes near a point without covering what it is about: above
        the point (the pointer and the card stay visible), else below, left or right of it,
        clear of every rectangle of `avoid` (the cards it names) when it can be, always
        inside the window."""
        W, H = self.size
        gap = self.layout.px(36)
        keep = [r.inflate(8, 8) for r in (avoid or [])] + [pygame.Rect(near[0] - 4, near[1] - 4, 8, 8)]

        def inside(x: float, y: float) -> tuple[int, int]:
            return int(min(max(8, x), W - w - 8)), int(min(max(8, y), H - h - 8))

        spots = [inside(near[0] - w // 2, near[1] - gap - h), inside(near[0] - w // 2, near[1] + gap),
                 inside(near[0] - gap - w, near[1] - h // 2), inside(near[0] + gap, near[1] - h // 2)]
        for r in keep[:-1]:                       # just past each card it must not cover
            spots += [inside(near[0] - w // 2, r.y - h - 6), inside(near[0] - w // 2, r.bottom + 6)]
        for x, y in spots:
            if not any(pygame.Rect(x, y, w, h).colliderect(r) for r in keep):
                return x, y
        return spots[0]

    def lift(self, node: CardNode) -> None:
        """A card picked up: drawn above everything (panels, banner, menus) until put down."""
        if node.parent is not self.held_layer:
            if node.parent is not None:
                node.parent.remove(node)
            self.held_layer.add(node)

    def put_down(self, node: CardNode) -> None:
        """A held card back among the others (its z is its place in its zone again)."""
        if node.parent is self.held_layer:
            self.held_layer.remove(node)
            if self.cards.get(node.card) is node:
                self.card_layer.add(node)

    def set_drop_targets(self, keys: list[str]) -> None:
        """The places a held card may be dropped glow: zones, cards (CardNode.glow, set by
        the drag) and the seat panels of players it may target."""
        self.glow_zones = set(keys)
        for s, panel in self.panels.items():
            panel.target = f"player@{s}" in self.glow_zones or f"info@{s}" in self.glow_zones

    def hold(self, holding: bool) -> None:
        """A card is picked up (True) or let go (False): either way the hover preview goes,
        and while it is held none appears; after the drop one waits for the pointer to move."""
        self.holding = holding
        self.hover_card, self.hover_time = None, 0.0
        self.zoom.show(None, self.pointer, self.size)

    def _place_cards(self, sc: Scene, instant: bool) -> None:
        seen: set[int] = set()
        seconds = 0.0 if instant or self.reduce_motion else MOVE_SECONDS / max(0.1, self.anim_speed)
        self._hook_painters()
        self._spotlight: tuple[Zone, str] | None = None
        for key, shown in sc.zones.items():
            zone = self.layout.zone(key)
            if zone is None:
                continue
            spotlight = zone.style == "cascade"
            if spotlight and shown:       # a large zone over the board (the stack): above the cards it covers
                self._spotlight = (zone, key)
            # a zone whose attached cards fan behind each card leaves each card room for them in z
            spacing = 2 + max([len(sc.attachments.get(item.card, [])) for item in shown] + [0]) if zone.peek else 2
            for i, item in enumerate(shown):
                x, y, w, h = cascade(zone, len(shown), i) if spotlight else place(zone, len(shown), i)
                node = self._node(item.card, item.face_up, item.back, zone, (x, y, w, h), item.face_of)
                node.z = (i + 1) * spacing + (SPOTLIGHT_Z if spotlight else 0)
                node.move_to(x, y, w, h, seconds)
                node.zone = key
                badge = sc.card_badges.get(item.card)
                node.badge = self.text(badge.text) if badge else ""
                node.badge_colour = theme.role_colour(badge.role) if badge else theme.TEXT
                node.badge_note = badge is not None and badge.role == "info"
                node.dimmed = item.card in sc.dimmed
                node.selected = item.card in sc.marked
                node.mark = sc.marks.get(item.card, "")
                seen.add(item.card)
                attached = sc.attachments.get(item.card, [])
                for j, att in enumerate(attached):
                    if zone.peek:        # full size, fanned upward behind the card (an energy pile)
                        ax, ay, aw, ah = peeking(zone, (x, y, w, h), len(attached), j)
                    else:                # smaller, at the card's top-right corner (equipment)
                        aw, ah = int(w * 0.62), int(h * 0.62)
                        ax, ay = x + w - aw // 2 + j * 8, y - ah // 3 + j * 10
                    an = self._node(att.card, att.face_up, att.back, zone, (ax, ay, aw, ah))
                    an.z = node.z - 1 - (j if zone.peek else 0)
                    an.move_to(ax, ay, aw, ah, seconds)
                    an.zone = key
                    an.badge = ""
                    an.dimmed = att.card in sc.dimmed
                    an.mark = sc.marks.get(att.card, "")
                    seen.add(att.card)
        if self.tray:
            self._place_tray(seconds, seen)
        for card in [c for c in self.cards if c not in seen]:
            node = self.cards.pop(card)
            if node.parent is not None:
                node.parent.remove(node)
        self._recheck_hover = True       # what lies under a still pointer may have changed

    def _hook_painters(self) -> None:
        """The stack's backdrop (in the card layer, under the stack's cards, over the board's)
        and the arrows: their shafts under every card (in the card layer, under the cards) and
        their heads over the cards but under the banner, panels and log, so an arrow never
        runs across their text."""
        if getattr(self, "_backdrop", None) is None:
            self._backdrop = _Painter(self._draw_spotlight, z=SPOTLIGHT_Z - 1)
            self._arrow_layer = _Painter(self._paint_arrow_heads, z=ARROWS_Z)
            self._arrow_lines = _Painter(self._paint_arrow_lines, z=-1)
            self._spot_lines = _Painter(self._paint_spotlight_lines, z=SPOTLIGHT_Z)   # over the stack's backdrop
        if self._backdrop.parent is not self.card_layer:
            self.card_layer.add(self._backdrop)
        if self._arrow_layer.parent is not self.root:
            self.root.add(self._arrow_layer)
        if self._arrow_lines.parent is not self.card_layer:
            self.card_layer.add(self._arrow_lines)
            self.card_layer.add(self._spot_lines)

    def _draw_spotlight(self, surface: pygame.Surface) -> None:
        """A dark panel with a title behind a large zone over the board (table/spotlight.py)."""
        draw_spotlight(self, surface)

    def _paint_arrow_lines(self, surface: pygame.Surface) -> None:
        """The arrows' shafts, under every card: a shaft never runs across a card's name."""
        sc = self.scene_data
        if sc is not None and sc.arrows:
            draw_arrows(self, surface, sc, "lines")

    def _paint_spotlight_lines(self, surface: pygame.Surface) -> None:
        """The shafts again inside the stack's backdrop (it covers the board's cards and the
        shafts under them), under the stack's own cards."""
        sc = self.scene_data
        if self._spotlight is None or sc is None or not sc.arrows:
            return
        clip = surface.get_clip()
        surface.set_clip(self._spotlight[0].rect)
        draw_arrows(self, surface, sc, "lines")
        surface.set_clip(clip)

    def _paint_arrow_heads(self, surface: pygame.Surface) -> None:
        """The arrows' heads and rings, over the cards, under the banner and panels."""
        sc = self.scene_data
        if sc is not None and sc.arrows:
            draw_arrows(self, surface, sc, "heads")

    def tray_rect(self) -> pygame.Rect:
        """The area in the middle of the board where a pile's cards are spread for a choice."""
        board = self.layout.common_rect("board")
        w, h = self.layout.px(130), self.layout.px(182)
        width = min(board.w - 40, len(self.tray) * (w + 12) + 28)
        return pygame.Rect(board.centerx - width // 2, board.centery - h // 2 - 24, width, h + 48)

    def _place_tray(self, seconds: float, seen: set[int]) -> None:
        area = self.tray_rect()
        zone = Zone("tray", area.inflate(-24, -40).move(0, 8), "row", (self.layout.px(130), self.layout.px(182)))
        for i, card in enumerate(self.tray):
            x, y, w, h = place(zone, len(self.tray), i)
            node = self._node(card, True, "power", zone, (x, y, w, h))
            node.z = 3000 + i
            node.move_to(x, y, w, h, seconds)
            node.zone = "tray"
            node.badge = ""
            seen.add(card)

    def _node(self, card: int, face_up: bool, back: str, zone: Zone, rect: tuple[int, int, int, int],
              face_of: int | None = None) -> CardNode:
        node = self.cards.get(card)
        shown = face_of if face_of is not None else card
        face = self.table.face(shown) if face_up and shown >= 0 else None
        if node is None:
            node = CardNode(card, face, back, rect[2], rect[3])
            node.x, node.y = rect[0], rect[1]
            self.cards[card] = node
            self.card_layer.add(node)
        node.face, node.back = face, back
        return node

    # -- pointer --------------------------------------------------------------------------------
    def zones_at(self, pos: tuple[int, int]) -> list[str]:
        """Zone keys under a point (rows, slots...) and "board" when on the playing area."""
        keys = []
        candidates = list(self.scene_data.zones) if self.scene_data is not None else []
        for s in range(self.seats):   # side places without cards (a player to target, an empty row)
            candidates += [f"{name}@{s}" for name in self.layout.sides[self.layout.side_of(s)]
                           if f"{name}@{s}" not in candidates]
        for key in candidates:
            zone = self.layout.zone(key)
            if zone is not None and zone.rect.collidepoint(pos):
                keys.append(key)
        if self.layout.common_rect("board").collidepoint(pos):
            keys.append("board")
        return keys

    def card_at(self, pos: tuple[int, int], exclude: int | None = None) -> CardNode | None:
        """The topmost card under a point."""
        for node in sorted(self.cards.values(), key=lambda n: n.z, reverse=True):
            if node.card != exclude and node.visible and node.contains(pos):
                return node
        return None

    def hover(self, pos: tuple[int, int]) -> None:
        """Track the pointer for hover zoom (none while a card is held)."""
        self.pointer = pos
        if self.holding:
            return
        node = self.card_at(pos)
        card = node.card if node is not None and node.face is not None else self.log.card_at(pos)
        self.zone_tip = None                  # a zone too small for its label names itself on hover
        if card is None:
            for key, tip in self.zone_tips.items():
                zone = self.layout.zone(key)
                if zone is not None and zone.frame.collidepoint(pos):
                    self.zone_tip = (tip, zone.frame)
                    break
        if card != self.hover_card:
            self.hover_card, self.hover_time = card, 0.0
            self.zoom.show(None, pos, self.size)

    def update(self, dt: float) -> None:
        """Advance animations and the hover timer; the zoom follows what is under the pointer
        (gone when its card is gone or has moved away)."""
        self.root.update(dt)
        if self._recheck_hover and not self.holding:
            if self.hover_card is not None and self.hover_card >= 0:
                self.hover(self.pointer)
            self._recheck_hover = not self.settled()
        if self.hover_card is not None and self.hover_card >= 0 and not self.holding:
            self.hover_time += dt
            if self.hover_time >= HOVER_DELAY:
                known = True
                face: CardFace | None
                try:
                    face = self.table.face(self.hover_card)
                except (KeyError, IndexError):  # out of sight: its printed face, when the log named it
                    known, face = False, self.log.known_face(self.hover_card)
                if face is None:
                    self.hover_card = None
                    self.zoom.show(None, self.pointer, self.size)
                    return
                if self.zoom.face is None:      # explained once per hover, not every frame
                    self._hover_lines = [self.text(line) for line in self.table.explain(self.hover_card)] if known else []
                self.zoom.show(face, self.pointer, self.size, self._hover_lines)

    def moving(self) -> bool:
        """True while something on the table changes without input: a card gliding, a toast
        fading, a bot thinking, or a hover zoom about to open."""
        zoom_due = self.hover_card is not None and self.hover_card >= 0 and not self.holding and self.zoom.face is None
        return zoom_due or self.root.moving()

    def settled(self) -> bool:
        """True when no card is moving."""
        return all(n.settled for n in self.cards.values())

    # -- drawing ----------------------------------------------------------------------------------
    def background(self) -> pygame.Surface:
        """The static table picture for this size and the zones the scene hides (cached):
        a hidden zone (an empty market, no relics yet, the small stack box while the stack
        is shown large) has no box and no label."""
        hidden = frozenset(self.scene_data.hidden_zones) if self.scene_data is not None else frozenset()
        if self._background is not None and getattr(self, "_background_hidden", None) == hidden:
            return self._background
        self._background_hidden = hidden
        surf = pygame.Surface(self.size)
        draw_board(surf, self.layout, self.seats, self.viewer, hidden, self.zone_label_lines, self.zone_label_px,
                   self.tpx("small"))
        self._background = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole table."""
        surface.blit(self.background(), (0, 0))
        self._draw_glow(surface)
        if getattr(self, "tray", None):
            area = self.tray_rect()
            layer = pygame.Surface(area.size, pygame.SRCALPHA)
            pygame.draw.rect(layer, (10, 12, 16, 220), layer.get_rect(), border_radius=14)
            surface.blit(layer, area.topleft)
            pygame.draw.rect(surface, theme.GLOW, area, 2, border_radius=14)
        self.root.draw(surface)

    def draw_badges(self, surface: pygame.Surface) -> None:
        """Zone totals, notes, captions, pile counts and a zone's hover tip (table/badges.py):
        above the cards, below the panels, menus and covers."""
        draw_badges(self, surface)

    def _draw_caption(self, surface: pygame.Surface, key: str, badges: list[Badge]) -> None:
        draw_caption(self, surface, key, badges)

    def arrow_segments(self, sc: Scene) -> list[Segment]:
        """Each arrow of the scene as (start, end, colour, ends on a card) (view/table/arrows.py)."""
        return arrow_segments(self, sc)

    def _draw_glow(self, surface: pygame.Surface) -> None:
        for key in self.glow_zones:
            if key.startswith("card:"):
                continue
            rect = self.layout.common_rect("board") if key == "board" else None
            if rect is None:
                zone = self.layout.zone(key)
                rect = zone.rect if zone is not None else None
            if rect is None:
                continue
            draw_drop_place(surface, rect, board=key == "board")

    def toast_at(self, node: Node) -> None:
        """Add a transient node to the overlay."""
        self.overlay.add(node)

    def handle_wheel(self, event: UIEvent) -> bool:
        """Scroll the log when the wheel turns over it."""
        if self.log.contains(event.pos):
            return self.log.handle(event)
        return False
