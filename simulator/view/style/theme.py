"""Colours and sizes of the table, in one place so the look can change without code hunts.

Palettes (Settings.palette): `apply_palette(name)` reassigns this module's colours of
meaning (LEGAL, DANGER, GLOW, SEAT_COLOURS, ROLES) so that everything reading `theme.X`
draws with the new ones; "standard" puts the original colours back. The palettes for
deuteranopia, protanopia and tritanopia keep legal vs danger, glow vs both, and the four
seat colours far apart under that colour-vision deficiency (simulated with Machado et al.
2009; tests/view/test_palettes.py measures the CIE76 distances). A colour never carries a
meaning alone anyway: shapes, marks and words go with it.
"""
from __future__ import annotations

from typing import Any

RGB = tuple[int, int, int]

BG = (24, 30, 36)
FELT = (33, 72, 58)
FELT_DARK = (24, 54, 44)
ROW_FILL = (28, 60, 49)
ROW_LINE = (70, 120, 98)
PANEL = (20, 24, 30)
PANEL_LINE = (70, 80, 92)
TEXT = (232, 232, 226)
TEXT_DIM = (160, 166, 170)
ACCENT = (236, 190, 80)
GLOW = (255, 214, 92)
LEGAL = (120, 220, 140)
DANGER = (235, 96, 86)
BUTTON = (52, 64, 78)
BUTTON_HOVER = (70, 86, 104)
BUTTON_PRIMARY = (176, 120, 36)
BUTTON_PRIMARY_HOVER = (204, 144, 52)
# The keyboard focus ring (input/focus.py): white on a near-black edge, on every palette.
FOCUS = (255, 255, 255)
FOCUS_EDGE = (10, 10, 14)
SEAT_COLOURS: list[RGB] = [(90, 150, 235), (226, 98, 88), (120, 200, 120), (200, 140, 230)]
# The colour roles a game's table description gives badges (simulator/core/table.py Role).
ROLES: dict[str, RGB] = {"text": TEXT, "dim": TEXT_DIM, "good": LEGAL, "bad": DANGER, "accent": ACCENT, "info": (130, 190, 240)}


def role_colour(role: str) -> tuple[int, int, int]:
    """The colour of a badge role (plain text colour for a role this theme does not know)."""
    return ROLES.get(role, TEXT)


CARD_BACKS = {"unit": (98, 58, 40), "power": (44, 62, 112), "king": (118, 92, 28),
              "energy": (150, 110, 30), "frozen": (70, 130, 170)}   # an energy deck; a card frozen face down


# -- palettes -------------------------------------------------------------------------------------
# name -> the colours of meaning it changes (LEGAL, DANGER, GLOW, SEAT_COLOURS, INFO); ROLES is
# rebuilt from them. "standard" is the look above.
PALETTES: dict[str, dict[str, Any]] = {
    "standard": {"LEGAL": LEGAL, "DANGER": DANGER, "GLOW": GLOW, "SEAT_COLOURS": list(SEAT_COLOURS),
                 "INFO": ROLES["info"]},
    # red-green (no M cones): meaning on the blue-orange axis and in lightness
    "deuteranopia": {"LEGAL": (90, 160, 255), "DANGER": (235, 120, 60), "GLOW": (245, 225, 60),
                     "SEAT_COLOURS": [(60, 150, 255), (240, 170, 30), (190, 240, 255), (170, 120, 90)],
                     "INFO": (200, 225, 255)},
    # red-green (no L cones, reds look dark): a light teal against a bright orange
    "protanopia": {"LEGAL": (70, 225, 200), "DANGER": (245, 110, 40), "GLOW": (250, 240, 90),
                   "SEAT_COLOURS": [(80, 200, 255), (235, 130, 60), (170, 250, 60), (230, 90, 240)],
                   "INFO": (150, 190, 255)},
    # blue-yellow (no S cones): meaning on the red-green axis
    "tritanopia": {"LEGAL": (60, 230, 90), "DANGER": (250, 90, 40), "GLOW": (255, 220, 40),
                   "SEAT_COLOURS": [(255, 80, 100), (120, 170, 0), (220, 110, 240), (90, 240, 240)],
                   "INFO": (130, 190, 240)},
}
PALETTE_NAMES = tuple(PALETTES)
palette = "standard"       # the palette applied now


def apply_palette(name: str) -> str:
    """Make `name` the palette of the program (an unknown name: "standard"): reassigns
    LEGAL, DANGER, GLOW, SEAT_COLOURS and ROLES here, so readers of `theme.X` draw with
    it from their next frame. Returns the name applied. (Colours copied at import time
    elsewhere, such as a default argument, keep the old value.)"""
    global LEGAL, DANGER, GLOW, SEAT_COLOURS, ROLES, palette
    chosen = name if name in PALETTES else "standard"
    p = PALETTES[chosen]
    LEGAL, DANGER, GLOW = p["LEGAL"], p["DANGER"], p["GLOW"]
    SEAT_COLOURS = list(p["SEAT_COLOURS"])
    ROLES = {"text": TEXT, "dim": TEXT_DIM, "good": LEGAL, "bad": DANGER, "accent": ACCENT, "info": p["INFO"]}
    palette = chosen
    return chosen
