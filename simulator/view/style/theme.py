"""Colours and sizes of the table, in one place so the look can change without code hunts."""
from __future__ import annotations

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
SEAT_COLOURS = [(90, 150, 235), (226, 98, 88), (120, 200, 120), (200, 140, 230)]
# The colour roles a game's table description gives badges (simulator/core/table.py Role).
ROLES = {"text": TEXT, "dim": TEXT_DIM, "good": LEGAL, "bad": DANGER, "accent": ACCENT, "info": (130, 190, 240)}


def role_colour(role: str) -> tuple[int, int, int]:
    """The colour of a badge role (plain text colour for a role this theme does not know)."""
    return ROLES.get(role, TEXT)


CARD_BACKS = {"unit": (98, 58, 40), "power": (44, 62, 112), "king": (118, 92, 28),
              "energy": (150, 110, 30), "frozen": (70, 130, 170)}   # an energy deck; a card frozen face down
