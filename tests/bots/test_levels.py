"""Difficulty levels: Easy (noisy greedy), Normal (greedy), Hard (search 0.25 s)."""
from __future__ import annotations

import pytest

from simulator.bots import make_bot
from simulator.bots.levels import (
    LEVELS,
    EasyBot,
    UnknownLevel,
    bot_for_level,
    level_bot_spec,
)
from simulator.bots.greedy import GreedyBot
from simulator.bots.search import SearchBot
from simulator.core.rng import Rng

from .conftest import positions


def test_levels_map_to_their_bots():
    assert LEVELS == ("easy", "normal", "hard")
    assert isinstance(bot_for_level("Easy", Rng(0)), EasyBot)
    normal, hard = bot_for_level("normal", Rng(0)), bot_for_level("HARD", Rng(0))
    assert type(normal) is GreedyBot
    assert isinstance(hard, SearchBot) and hard.seconds == 0.25
    assert level_bot_spec("normal") == "greedy" and level_bot_spec("hard") == "search:0.25"
    assert type(make_bot(level_bot_spec("normal"), Rng(0))) is GreedyBot
    assert make_bot("hard", Rng(0)).seconds == 0.25
    with pytest.raises(UnknownLevel):
        bot_for_level("nightmare", Rng(0))


def test_easy_plays_legal_actions(game):
    spec, points = positions(game)
    bot = EasyBot(Rng(5))
    for _, state, seat, legal in points:
        assert bot.choose(spec, spec.rules.observation(state, seat), seat, legal) in legal
