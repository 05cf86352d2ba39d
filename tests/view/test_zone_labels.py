"""Labels and ownership (issue 27, item 4): every zone's label sits above its cards (in a
band at the top of its box that no card enters), says whose pile it is, is never cut to
letters, and a box too small to hold it names itself when hovered."""
from __future__ import annotations

import pytest


from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.style.fonts import font

from .pilot import Pilot

TABLES = [("krieg", 2, False), ("krieg", 4, True), ("eternal", 2, False), ("wonders", 2, False),
          ("exodus", 2, False), ("exodus", 4, True)]


def _table(game: str, seats: int, teams: bool, size: tuple[int, int] = (1280, 720)) -> tuple[Pilot, TableScene]:
    pilot = Pilot(size=size)
    scene = TableScene(pilot.app, build_session(game, seats, "bot", "greedy", 4, autosave=False, teams=teams,
                                                worker=pilot.app.bot_worker))
    pilot.app.switch(scene)
    pilot.seconds(1.0)
    return pilot, scene


@pytest.mark.parametrize("game, seats, teams", TABLES)
def test_every_label_lies_above_its_cards_and_no_card_enters_its_band(game: str, seats: int, teams: bool) -> None:
    _pilot, scene = _table(game, seats, teams)
    view = scene.view
    assert view.zone_label_lines, f"{game}: no zone labels"
    for key, lines in view.zone_label_lines.items():
        zone = view.layout.zone(key)
        band_bottom = zone.frame.y + len(lines) * font(view.zone_label_px).get_linesize()
        assert zone.rect.y >= band_bottom, f"{game} {key}: the cards' area starts inside the label's band"
        for node in view.cards.values():
            if node.zone == key and node.settled:
                assert node.world_rect().y >= band_bottom - 1, f"{game} {key}: a card covers the label"


@pytest.mark.parametrize("game, seats, teams", TABLES)
def test_every_pile_says_whose_it_is_and_no_label_is_cut(game: str, seats: int, teams: bool) -> None:
    _pilot, scene = _table(game, seats, teams)
    view = scene.view
    names = [n.split(" — ")[0] for n in view.seat_names]
    for key, lines in view.zone_label_lines.items():
        text = " ".join(lines)
        assert "…" not in text, f"{game} {key}: label cut: {text!r}"
        if "@" in key:
            seat = int(key.split("@")[1])
            owner = "Your" if seat == view.viewer else names[seat]
            assert owner in text or owner in view.zone_tips.get(key, ""), f"{game} {key}: {text!r} names no owner"
    for key, tip in view.zone_tips.items():
        if "@" in key:
            seat = int(key.split("@")[1])
            assert ("Your" if seat == view.viewer else names[seat]) in tip


def test_a_box_too_small_for_its_label_names_itself_on_hover() -> None:
    pilot, scene = _table("krieg", 4, True)
    view = scene.view
    assert view.zone_tips, "the 4-seat table has boxes too small for their labels"
    key, tip = next(iter(view.zone_tips.items()))
    frame = view.layout.zone(key).frame
    spot = next(((x, y) for x in range(frame.x + 1, frame.right - 1, 3) for y in range(frame.y + 1, frame.bottom - 1, 3)
                 if view.card_at((x, y)) is None), None)
    if spot is None:
        pytest.skip("the box is full of cards")
    pilot.move(spot)
    assert view.zone_tip is not None and view.zone_tip[0] == tip



def test_a_seat_called_you_owns_its_piles_as_your_not_yous() -> None:
    """A person named "You" seen from another seat (a replay, hot-seat, a taken-over game):
    "Your Deck", never "You's Deck"; others keep their possessive."""
    from simulator.view.table.board import owned

    names = ["You", "Bot 2 — Easy", "Agnes"]
    assert owned("Deck", 0, 1, names) == "Your Deck"
    assert owned("Deck", 1, 0, names) == "Bot 2's Deck"
    assert owned("Void", 2, 0, names) == "Agnes' Void"
