"""What the table writes over its zones, drawn above the cards and under the panels: each
zone's total in a ring and its notes (row totals, weather), caption zones' centred lines
(a realm's name, a phase strip), pile counts, and the hover tip of a zone too small for its
label."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...core.table import Badge
from ..style import theme
from ..style.fonts import MIN_PX, font
from ..widgets.controls import cut_at_word

if TYPE_CHECKING:
    from .view import TableView


def draw_badges(view: TableView, surface: pygame.Surface) -> None:
    """Row totals and pile counts: above the cards, below the panels, menus and covers
    (the arrows' heads lie under them: _paint_arrow_heads)."""
    sc = view.scene_data
    if sc is not None:
        f = font(view.tpx("label"), "bold")
        for key, badges in sc.zone_badges.items():
            zone = view.layout.zone(key)
            if zone is None or not badges:
                continue
            badges = [b if "Player " not in b.text else Badge(view.text(b.text), b.role) for b in badges]
            if zone.style == "caption":
                draw_caption(view, surface, key, badges)
                continue
            r = zone.rect
            total, extras = badges[0], badges[1:]
            img = f.render(total.text, True, theme.role_colour(total.role))
            d = max(img.get_width(), img.get_height()) + 14
            if zone.total_at is not None:
                centre = zone.total_at
            elif r.x - 60 > view.layout.common_rect("board").x:
                centre = (r.x - d // 2 - 6, r.centery + 6)
            else:
                centre = (r.x + d // 2 + 4, r.centery + 6)
            pygame.draw.circle(surface, (16, 20, 24), centre, d // 2)
            pygame.draw.circle(surface, theme.ACCENT, centre, d // 2, 2)
            surface.blit(img, img.get_rect(center=centre))
            sf = font(view.tpx("small"), "bold")
            left = max(r.x + 4, centre[0] + d // 2 + 6)       # clear of the total's circle
            for i, extra in enumerate(extras):
                text = cut_at_word(extra.text, sf, r.right - 8 - left)
                img = sf.render(text, True, theme.role_colour(extra.role))
                surface.blit(img, (r.right - img.get_width() - 8, r.y + 4 + i * (img.get_height() + 1)))
        if view.zone_tip is not None:
            draw_zone_tip(view, surface, *view.zone_tip)
        cf = font(view.tpx("small"), "bold")
        for key, n in sc.counts.items():
            zone = view.layout.zone(key)
            if zone is not None and key not in sc.hidden_zones:
                img = cf.render(str(n), True, theme.TEXT)
                pill = img.get_rect(midbottom=(zone.rect.centerx, zone.rect.bottom + 2)).inflate(12, 4)
                pygame.draw.rect(surface, (12, 14, 18), pill, border_radius=8)
                surface.blit(img, img.get_rect(center=pill.center))

def draw_zone_tip(view: TableView, surface: pygame.Surface, text: str, box: pygame.Rect) -> None:
    """A zone's label shown on hover (its box was too small to hold it): beside the box."""
    img = font(view.tpx("small")).render(text, True, theme.TEXT)
    pill = img.get_rect().inflate(12, 6)
    pill.topleft = (box.right + 4, box.y)
    if pill.right > view.size[0] - 4:
        pill.topright = (box.x - 4, box.y)
    pill.clamp_ip(pygame.Rect(0, 0, *view.size))
    pygame.draw.rect(surface, (12, 14, 18), pill, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_LINE, pill, 1, border_radius=6)
    surface.blit(img, img.get_rect(center=pill.center))

def draw_caption(view: TableView, surface: pygame.Surface, key: str, badges: list[Badge]) -> None:
    """A caption zone's badges as centred lines: the first as its title (the layout's
    "size", reference pixels), the rest smaller ("line_size"); each shrinks to the zone's
    width (not below the type scale's smallest size), and lines that do not fit under the
    others are left out whole."""
    zone = view.layout.zone(key)
    assert zone is not None
    r = zone.rect
    cached = view._captions.get(key)
    if cached is not None and cached[0] == (tuple(badges), r.size):
        imgs = cached[1]
    else:                            # rendered again only when the caption or its zone changes
        spec = view.layout.spec(key)
        small = view.tpx("small")        # a caption starts at least at this size...
        sizes = [max(small, view.layout.px(spec.get("size", 18)))] + \
            [max(small, view.layout.px(spec.get("line_size", 14)))] * (len(badges) - 1)
        imgs = []
        for badge, size in zip(badges, sizes):
            img = font(size, "bold").render(badge.text, True, theme.role_colour(badge.role))
            while img.get_width() > r.w - 6 and size > MIN_PX:   # ...and shrinks to fit, to the floor
                size -= 1
                img = font(size, "bold").render(badge.text, True, theme.role_colour(badge.role))
            imgs.append(img)
        while imgs and sum(i.get_height() for i in imgs) > r.h:
            imgs.pop()
        view._captions[key] = ((tuple(badges), r.size), imgs)
    y = r.centery - sum(i.get_height() for i in imgs) // 2
    for img in imgs:
        surface.blit(img, img.get_rect(midtop=(r.centerx, y)))
        y += img.get_height()
