"""Colour palettes for colour-vision deficiencies (issue "A table everyone can read"): under
each palette's own deficiency, simulated with the Machado, Oliveira & Fernandes (2009)
matrices at severity 1.0 (applied to linear sRGB), legal and danger, the glow of a choice
and both of them, the "good" and "info" roles, and every pair of the four seat colours stay
far apart in CIE L*a*b* (CIE76 ΔE). The standard palette's figures are recorded: under
deuteranopia its legal/danger pair falls to ΔE 20 and under protanopia two seat colours to
ΔE 5, which is why the other palettes exist. apply_palette reassigns theme's attributes."""
from __future__ import annotations

import itertools

import pytest

from simulator.view.style import theme

# Machado et al. 2009, severity 1.0, for linear RGB.
MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
MIN_LEGAL_DANGER = 40.0     # ΔE76 between legal and danger under the palette's deficiency
MIN_GLOW = 25.0             # glow vs legal, glow vs danger
MIN_SEATS = 35.0            # any two seat colours
MIN_ROLES = 20.0            # the "good" and "info" badge roles

# The standard palette, recorded (ΔE76: legal/danger, closest two seats, legal/glow, glow/danger).
STANDARD = {"normal": (101.6, 34.9, 58.4, 66.5), "protanopia": (34.3, 5.2, 29.4, 55.3),
            "deuteranopia": (19.7, 12.8, 37.5, 35.5), "tritanopia": (113.5, 19.4, 57.5, 60.2)}


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(rgb: tuple[int, int, int], deficiency: str | None) -> tuple[float, float, float]:
    """A colour in L*a*b* as a person with `deficiency` (None: normal vision) sees it."""
    lin = tuple(_linear(c) for c in rgb)
    if deficiency is not None:
        m = MACHADO[deficiency]
        lin = tuple(min(1.0, max(0.0, sum(m[i][j] * lin[j] for j in range(3)))) for i in range(3))
    return _lab(lin)  # type: ignore[arg-type]


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int], deficiency: str | None) -> float:
    """CIE76 ΔE between two colours as seen with `deficiency`."""
    return sum((p - q) ** 2 for p, q in zip(seen(a, deficiency), seen(b, deficiency))) ** 0.5


def figures(palette: dict, deficiency: str | None) -> tuple[float, float, float, float]:
    seats = min(delta_e(a, b, deficiency) for a, b in itertools.combinations(palette["SEAT_COLOURS"], 2))
    return (delta_e(palette["LEGAL"], palette["DANGER"], deficiency), seats,
            delta_e(palette["LEGAL"], palette["GLOW"], deficiency),
            delta_e(palette["GLOW"], palette["DANGER"], deficiency))


@pytest.fixture(autouse=True)
def standard_afterwards():
    yield
    theme.apply_palette("standard")


def test_the_sanity_of_the_simulation():
    assert delta_e((255, 255, 255), (255, 255, 255), "deuteranopia") == 0
    assert delta_e((0, 0, 0), (255, 255, 255), None) == pytest.approx(100, abs=0.1)
    # a red and a green of equal lightness are told apart by normal vision, hardly with deuteranopia
    assert delta_e((200, 80, 60), (90, 140, 40), None) > 50 > delta_e((200, 80, 60), (90, 140, 40), "deuteranopia") + 20


@pytest.mark.parametrize("deficiency", list(MACHADO))
def test_each_palette_keeps_its_meanings_apart_under_its_deficiency(deficiency):
    palette = theme.PALETTES[deficiency]
    for who in (deficiency, None):
        legal_danger, seats, legal_glow, glow_danger = figures(palette, who)
        assert legal_danger >= MIN_LEGAL_DANGER, (who, legal_danger)
        assert seats >= MIN_SEATS, (who, seats)
        assert min(legal_glow, glow_danger) >= MIN_GLOW, (who, legal_glow, glow_danger)
        assert delta_e(palette["LEGAL"], palette["INFO"], who) >= MIN_ROLES
    for colour in (palette["LEGAL"], palette["DANGER"], palette["GLOW"], *palette["SEAT_COLOURS"]):
        assert seen(colour, None)[0] >= 50, "every colour of meaning reads on the dark table"


def test_the_standard_palette_figures_are_recorded():
    for who, recorded in STANDARD.items():
        got = figures(theme.PALETTES["standard"], None if who == "normal" else who)
        assert got == pytest.approx(recorded, abs=0.1), (who, got)
    # what the other palettes are for
    assert STANDARD["deuteranopia"][0] < MIN_LEGAL_DANGER and STANDARD["protanopia"][1] < MIN_SEATS


def test_apply_palette_reassigns_what_readers_of_theme_see():
    standard = (theme.LEGAL, theme.DANGER, theme.GLOW, list(theme.SEAT_COLOURS))
    assert theme.apply_palette("protanopia") == "protanopia" and theme.palette == "protanopia"
    p = theme.PALETTES["protanopia"]
    assert (theme.LEGAL, theme.DANGER, theme.GLOW) == (p["LEGAL"], p["DANGER"], p["GLOW"])
    assert theme.SEAT_COLOURS == p["SEAT_COLOURS"] and theme.SEAT_COLOURS is not p["SEAT_COLOURS"]
    assert theme.role_colour("good") == p["LEGAL"] and theme.role_colour("bad") == p["DANGER"]
    assert theme.role_colour("info") == p["INFO"] and theme.role_colour("text") == theme.TEXT
    assert theme.apply_palette("no such palette") == "standard"
    assert (theme.LEGAL, theme.DANGER, theme.GLOW, theme.SEAT_COLOURS) == standard


def test_a_table_drawn_under_a_palette_uses_its_seat_colours():
    from simulator.view.scenes.newgame import build_session
    from simulator.view.scenes.table import TableScene

    from .pilot import Pilot

    from simulator.view.files.storage import Settings

    pilot = Pilot(size=(1280, 720))
    pilot.app.settings = Settings(palette="deuteranopia")
    theme.apply_palette("deuteranopia")      # as the app does at start with these settings
    scene = TableScene(pilot.app, build_session("krieg", 2, "hotseat", "greedy", 3, autosave=False))
    pilot.app.switch(scene)
    pilot.frames(2)
    seats = theme.PALETTES["deuteranopia"]["SEAT_COLOURS"]
    assert scene.view.banner.colour == seats[0]
    assert [scene.view.panels[s].colour for s in sorted(scene.view.panels)] == seats[:2]
    pilot.shot("palette-deuteranopia-krieg")
