"""`tabletop bench --uno`: RLCard's UNO timed beside our engines (issue 30 item 4), only when rlcard
is installed; never a dependency."""
import sys
import types

from simulator.commands import bench_reference
from simulator.commands.bench import engine_figures
from simulator.commands.cli import main
from simulator.games.registry import get_game


def test_bench_uno_without_rlcard_is_one_line_and_measures_nothing(capsys, monkeypatch):
    monkeypatch.setattr(bench_reference, "uno_available", lambda: False)
    code = main(["bench", "--uno", "--games", "1"])
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "rlcard is not installed" in err and "pip install rlcard" in err


class _FakeEnv:
    """Two players; each game ends after five steps."""

    num_actions, num_players = 3, 2

    def __init__(self) -> None:
        self.left = 0

    def reset(self):
        self.left = 5
        return {"legal_actions": {0: None}}, 0

    def is_over(self) -> bool:
        return self.left == 0

    def step(self, action):
        self.left -= 1
        return {"legal_actions": {0: None}}, (5 - self.left) % 2


def _fake_rlcard(monkeypatch) -> None:
    rl = types.ModuleType("rlcard")
    rl.__version__ = "fake"
    rl.make = lambda name, config: _FakeEnv()
    agents = types.ModuleType("rlcard.agents")

    class RandomAgent:
        def __init__(self, num_actions: int) -> None:
            self.num_actions = num_actions

        def step(self, state):
            return 0

    agents.RandomAgent = RandomAgent
    monkeypatch.setitem(sys.modules, "rlcard", rl)
    monkeypatch.setitem(sys.modules, "rlcard.agents", agents)


def test_uno_steps_are_counted_per_env_step(monkeypatch):
    _fake_rlcard(monkeypatch)
    figures = bench_reference.uno_figures(4)
    assert figures["mean_steps"] == 5.0 and figures["rlcard"] == "fake"
    assert figures["steps_per_second"] > 0


def test_each_game_is_shown_as_a_multiple_of_unos_steps():
    report = {"engine": {"krieg": {"actions_per_second": 96000.0}, "exodus": {"actions_per_second": 24000.0}},
              "reference": {"uno": {"steps_per_second": 48000.0, "games_per_second": 1000.0, "mean_steps": 48.0,
                                    "rlcard": "1.2.0"}}}
    lines = bench_reference.format_reference(report)
    assert "48,000 steps/s" in lines[0]
    assert any("krieg" in line and "2.00x UNO" in line for line in lines)
    assert any("exodus" in line and "0.50x UNO" in line for line in lines)
    assert bench_reference.format_reference({"engine": {}}) == []


def test_actions_per_second_is_games_per_second_times_actions_per_game():
    e = engine_figures(get_game("krieg"), 3)
    assert abs(e["actions_per_second"] - e["games_per_second"] * e["mean_actions"]) <= 0.01 * e["actions_per_second"]
