"""Post-game analysis (`tabletop analyze`): a planted blunder — a move that loses at once
where another does not — is marked with the largest loss of the game; the result is
reproducible for a seed, written beside the save, and a sidecar that does not belong to
the save is ignored."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from simulator.bots import make_bot
from simulator.bots.analysis import Verdict, biggest_swings, decisions, judge
from simulator.bots.search import squash
from simulator.bots.sidecar import read_sidecar, sidecar_path
from simulator.commands.analyze import analyze_match
from simulator.commands.cli import main
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game

NODES = 100


def _blunder_game() -> tuple[Match, int]:
    """Greedy Krieg until a seat can lose at once by one move while another move does not
    lose and leaves it an even chance or better (by the evaluation); that seat then makes the losing move,
    which ends the game. (match, its step). Deals are tried in turn until one comes to
    such a position."""
    for seed in range(30):
        found = _blunder_in(seed)
        if found is not None:
            return found
    raise AssertionError("no blunder position in thirty games")


def _blunder_in(seed: int) -> tuple[Match, int] | None:
    game = get_game("krieg")
    match = Match(game, game.setup(seed, 2))
    bots = [make_bot("greedy", Rng(s)) for s in range(2)]
    while not match.is_over:
        decision = match.decision()
        assert decision is not None
        legal = match.legal_actions()
        losing, surviving = [], []
        for a in legal:
            after = match.rules.clone(match.state)
            match.rules.apply(after, a)
            result = match.rules.result(after)
            (losing if result is not None and result.winners and decision.seat not in result.winners
             else surviving).append(a)
        if losing and surviving and max(_chance(match, a, decision.seat) for a in surviving) >= 0.5:
            step = len(match.actions)
            match.apply(losing[0])
            assert match.is_over
            return match, step
        match.apply(bots[decision.seat].choose(game, match.observation(decision.seat), decision.seat, legal))
    return None


def _chance(match: Match, action, seat: int) -> float:
    """The evaluation's win chance for `seat` after `action` (the true position)."""
    after = match.rules.clone(match.state)
    match.rules.apply(after, action)
    return squash(match.game.evaluation(match.rules, after, seat), match.game.evaluation.scale)


@pytest.fixture(scope="module")
def blunder() -> tuple[Match, int, list[Verdict]]:
    match, step = _blunder_game()
    verdicts = analyze_match(match, nodes=NODES, seconds=None, seed=3, reveal=False, seats=None, workers=1)
    assert verdicts is not None
    return match, step, verdicts


def test_a_planted_blunder_has_the_largest_loss_of_the_blundering_seats_game(blunder) -> None:
    match, step, verdicts = blunder
    mine = [v for v in verdicts if v.seat == match.actions[step].seat]   # that player's review
    worst = max(mine, key=lambda v: v.loss)
    assert worst.step == step and worst.played_action == match.actions[step]
    assert worst.win_after == 0.0 and worst.loss > 0.3
    assert worst.best_action != worst.played_action
    assert biggest_swings(mine)[0].step == step


def test_every_decision_is_judged_once_in_step_order_with_chances_in_range(blunder) -> None:
    match, _, verdicts = blunder
    steps = decisions(match.game, match.setup, match.actions)
    assert [v.step for v in verdicts] == steps
    for v in verdicts:
        assert 0.0 <= v.win_after <= 1.0 and 0.0 <= v.win_before <= 1.0
        assert v.loss == pytest.approx(max(0.0, v.win_before - v.win_after), abs=1e-3)
        assert v.seat == match.actions[v.step].seat
        if v.best_action == v.played_action:
            assert v.loss == 0.0


def test_a_node_budget_makes_a_verdict_reproducible_for_its_seed(blunder) -> None:
    match, _, verdicts = blunder
    again = judge(match.game, match.setup, match.actions, verdicts[3].step, nodes=NODES, seed=3)
    assert again.to_json() == verdicts[3].to_json()


def test_judging_with_every_card_revealed_searches_the_true_position(blunder) -> None:
    match, step, _ = blunder
    open_verdict = judge(match.game, match.setup, match.actions, step, nodes=NODES, seed=3, reveal=True)
    assert open_verdict.win_after == 0.0 and open_verdict.loss > 0.3


def test_the_command_writes_json_beside_the_save_and_the_viewer_can_read_it(blunder, tmp_path, capsys) -> None:
    match, step, _ = blunder
    seat = match.actions[step].seat
    save = tmp_path / "blunder.json"
    save_match(match, save)
    code = main(["analyze", str(save), "--nodes", str(NODES), "--seed", "3", "--workers", "1", "--json",
                  "--seat", str(seat + 1)])
    assert code == 0
    doc = json.loads(capsys.readouterr().out)
    rows = doc["decisions"]
    assert {r["seat"] for r in rows} == {seat}   # seats count from 1 on the command line
    assert set(rows[0]) >= {"step", "seat", "played", "best", "win_before", "win_after", "loss"}
    assert max(rows, key=lambda r: r["loss"])["step"] == step
    side = sidecar_path(save)
    assert side.name == "blunder.analysis.json" and side.is_file()
    _, info = load_save(save, get_game)
    read = read_sidecar(side, info.hash)
    assert read is not None and [v.step for v in read] == [r["step"] for r in rows]


def test_a_sidecar_of_another_game_or_a_malformed_one_is_ignored(tmp_path) -> None:
    side = tmp_path / "x.analysis.json"
    side.write_text(json.dumps({"format": "tabletop-analysis", "save_hash": "abc", "decisions": []}))
    assert read_sidecar(side, "def") is None
    assert read_sidecar(side, "abc") == []
    side.write_text(json.dumps({"format": "tabletop-analysis", "save_hash": "abc",
                                "decisions": [{"step": -1, "seat": 0}]}))
    assert read_sidecar(side, "abc") is None
    side.write_text("{ not json")
    assert read_sidecar(side, "abc") is None
    assert read_sidecar(tmp_path / "missing.analysis.json", "abc") is None


@pytest.mark.parametrize("argv, message", [
    (["--nodes", "0"], "--nodes must be at least 1"),
    (["--seconds", "-1"], "--seconds must be between 0 and 600"),
    (["--workers", "0"], "--workers must be at least 1"),
    (["--seat", "5"], "--seat 5: this game has seats 1 to 2"),
])
def test_bad_flags_get_one_line_errors(blunder, tmp_path, capsys, argv, message) -> None:
    match, _, _ = blunder
    save = tmp_path / "g.json"
    save_match(match, save)
    assert main(["analyze", str(save), *argv]) == 2
    err = capsys.readouterr().err.strip()
    assert message in err and "\n" not in err


def test_a_missing_or_broken_save_is_one_line(tmp_path: Path, capsys) -> None:
    assert main(["analyze", str(tmp_path / "nope.json")]) == 2
    bad = tmp_path / "bad.json"
    bad.write_text("[1, 2")
    assert main(["analyze", str(bad)]) == 2
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2 and all(line.startswith("tabletop analyze: error:") for line in lines)
