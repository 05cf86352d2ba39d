"""The declared game interface (issue 9, item 1): every registered game package exports one
GAME value whose fields say everything a caller may rely on; options are typed."""
from __future__ import annotations

import pytest

from simulator.core.game import Capabilities, Evaluation, Game, Option, OptionError, check_options
from simulator.core.table import TableDescription
from simulator.games import registry
from simulator.games.registry import GAMES, game_names, get_game


def test_the_registry_is_an_ordered_list_of_game_package_names():
    assert game_names() == list(GAMES) == ["krieg", "eternal", "wonders", "exodus"]


@pytest.mark.parametrize("name", GAMES)
def test_every_registered_package_exports_a_game(name):
    game = get_game(name)
    assert isinstance(game, Game) and game.name == name and game.title
    assert 1 <= game.min_seats <= game.max_seats
    assert isinstance(game.evaluation, Evaluation) and game.evaluation.scale > 0
    assert isinstance(game.capabilities, Capabilities)
    assert isinstance(game.table(), TableDescription)
    assert game.deck_names and game.load_decks(game.deck_names[0], game.min_seats)
    for option in game.options:
        assert option.kind in (bool, int) and option.help


def test_an_option_of_the_wrong_type_is_a_clear_error_not_a_truthy_string():
    eternal = get_game("eternal")
    with pytest.raises(OptionError, match="'autopass' must be true or false"):
        eternal.setup(1, 2, autopass="no")
    with pytest.raises(OptionError, match="'first_seat' must be a whole number"):
        eternal.setup(1, 2, first_seat="1")
    with pytest.raises(OptionError, match="'first_seat' must be a whole number"):
        eternal.setup(1, 2, first_seat=True)
    with pytest.raises(OptionError, match="'redraws' must be one of 0, 1, 2"):
        eternal.setup(1, 2, redraws=5)


def test_a_seat_option_must_name_a_seat_and_unknown_options_are_named():
    krieg = get_game("krieg")
    with pytest.raises(OptionError, match="between 0 and 2"):
        krieg.setup(1, 3, first_seat=3)
    with pytest.raises(OptionError, match="unknown option 'speed' for krieg"):
        krieg.setup(1, 2, speed=2)
    assert krieg.setup(1, 4, teams=True, first_seat=2).options == {"teams": True, "first_seat": 2}


def test_options_not_given_are_not_recorded():
    assert check_options((Option("x", int, 0, "an x"),), {}, 2, "g") == {}


def test_get_game_refuses_a_package_without_a_game(monkeypatch):
    monkeypatch.setattr(registry, "GAMES", ("common",))
    with pytest.raises(AttributeError):
        get_game("common")
