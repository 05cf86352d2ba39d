"""The end of a game (issue 28, item 3): one tidy row of buttons; Rematch plays the same
table again (same people, bots, decks and options) on a new deal, Swap seats moves
everybody one seat on with their deck."""
from __future__ import annotations

import pytest

from simulator.core.rng import Rng
from simulator.view.scenes.game_over import play_again
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.table import TableScene
from simulator.view.widgets import Button

from .pilot import Pilot, walk


def _finished(pilot: Pilot, game: str, deck: str | None = None) -> TableScene:
    session = build_session(game, 2, "bot", "greedy", 9, worker=pilot.app.bot_worker, deck=deck)
    rng = Rng(3)
    while not session.match.is_over:
        session.apply(rng.choice(session.match.legal_actions()))
    scene = TableScene(pilot.app, session)
    pilot.app.switch(scene)
    pilot.frames(3)
    assert scene.game_over is not None
    return scene


def test_the_game_over_buttons_are_one_row_of_equal_buttons() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _finished(pilot, "krieg")
    buttons = [n for n in walk(scene.game_over) if isinstance(n, Button)]
    assert [b.text for b in buttons][:3] == ["Rematch", "Swap seats", "Review this game"]
    assert len({b.world_rect().y for b in buttons}) == 1 and len({b.world_rect().w for b in buttons}) == 1
    assert len({b.size for b in buttons}) == 1, "one label size for every button of the box"
    pilot.shot("game-over-box-1280x720")


@pytest.mark.parametrize("game, deck", [("krieg", None), ("eternal", "rakano-aggro/feln-control")])
def test_rematch_plays_the_same_table_again_on_a_new_deal(game: str, deck: str | None) -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _finished(pilot, game, deck)
    old = scene.session
    pilot.press("Rematch")
    fresh = pilot.scene.session
    assert fresh is not old and not fresh.match.is_over and not fresh.match.actions
    assert [(s.kind, s.name) for s in fresh.seats] == [(s.kind, s.name) for s in old.seats]
    assert fresh.match.setup.decks == old.match.setup.decks
    assert fresh.match.setup.options == old.match.setup.options
    assert fresh.match.setup.seed != old.match.setup.seed


def test_swap_seats_moves_everybody_one_seat_on_with_their_deck() -> None:
    pilot = Pilot(size=(1280, 720))
    scene = _finished(pilot, "eternal", "rakano-aggro/feln-control")
    old = scene.session
    fmt = old.match.game.capabilities.decklist
    play_again(scene, swap=True)
    fresh = pilot.scene.session
    assert [s.name for s in fresh.seats] == [old.seats[1].name, old.seats[0].name]
    assert fmt.seat_decks(fresh.match.setup.decks) == fmt.seat_decks(old.match.setup.decks)[::-1]
    assert fresh.seats[1].kind == "human", "you now play the other seat"
