"""Fitting evaluation weights to how games end (simulator/commands/weights_fit.py): the
logistic regression recovers weights that made the outcomes, turn-start samples belong to
the player whose turn it is, and a game the tool cannot fit says why in one line."""
from __future__ import annotations

import math
import random

import pytest

from simulator.commands import weights_fit as wf
from simulator.games.registry import get_game


def test_the_regression_recovers_the_weights_that_made_the_outcomes() -> None:
    rng = random.Random(7)
    truth = [0.8, -0.5, 0.3]              # two features' weights, then the intercept
    rows, outcomes = [], []
    for _ in range(4000):
        x = [rng.uniform(-3, 3), rng.uniform(-3, 3)]
        p = 1.0 / (1.0 + math.exp(-(truth[0] * x[0] + truth[1] * x[1] + truth[2])))
        rows.append(x)
        outcomes.append(1.0 if rng.random() < p else 0.0)
    fitted = wf.fit(rows, outcomes)
    assert fitted == pytest.approx(truth, abs=0.12)
    # and the fitted weights predict those outcomes better than a coin
    assert wf.log_loss(rows, outcomes, fitted) < math.log(2) - 0.1


def test_turn_start_samples_are_the_turn_players_and_alternate_in_a_duel() -> None:
    game = get_game("exodus")
    names = wf.feature_names(game)
    found = wf.samples(game, 3, seed=1)
    assert found
    assert all(len(s.amounts) == len(names) and s.won in (0.0, 1.0) for s in found)
    for g in {s.game for s in found}:
        won = [s.won for s in found if s.game == g]
        # turns alternate between the two players, so one of them is always the winner
        assert all(a != b for a, b in zip(won, won[1:]))


def test_the_report_sets_each_current_weight_beside_the_fitted_one() -> None:
    game = get_game("exodus")
    names = wf.feature_names(game)
    found = wf.samples(game, 10, seed=2)
    current = [1.0] * len(names)
    lines = wf.report(game, found, names, current)
    assert any(line.strip().startswith("Life Points") for line in lines)
    assert "held-out log loss" in lines[-1]


def test_a_game_without_turns_cannot_be_fitted_and_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    assert wf.main(["krieg", "--games", "5"]) == 2
    err = capsys.readouterr().err.strip()
    assert err == "error: krieg has no turns to fit at"


def test_a_bad_game_count_is_refused() -> None:
    with pytest.raises(SystemExit):
        wf.main(["exodus", "--games", "0"])


def test_an_unknown_deck_is_refused_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert wf.main(["exodus", "--games", "5", "--deck", "no-such-deck"]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("error: unknown Exodus deck 'no-such-deck'") and "\n" not in err
