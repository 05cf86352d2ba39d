"""`tabletop puzzles GAME --bot BOT [--json]` (issue 29 item 5): a bot's score on a game's
puzzles, reproducible; --check proves each puzzle; an unknown bot is one line."""
from __future__ import annotations

import json

import pytest

from simulator.commands.cli import main


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("bot", ["greedy", "random"])
def test_puzzles_scores_a_bot_with_the_json_keys_and_the_same_score_twice(capsys, bot):
    code, out, _ = _run(capsys, "puzzles", "krieg", "--bot", bot, "--json")
    assert code == 0
    report = json.loads(out)
    assert {"game", "bot", "opponent", "puzzles", "solved", "score", "results", "seconds"} <= set(report)
    assert report["bot"] == bot and report["puzzles"] == len(report["results"]) >= 10
    assert 0 <= report["solved"] <= report["puzzles"] and report["score"] == round(report["solved"] / report["puzzles"], 3)
    again = json.loads(_run(capsys, "puzzles", "krieg", "--bot", bot, "--json")[1])
    assert again["results"] == report["results"]


def test_puzzles_check_passes_every_shipped_puzzle(capsys):
    code, out, _ = _run(capsys, "puzzles", "eternal", "--check")
    assert code == 0 and out.strip().endswith("puzzles pass the check")


def test_puzzles_with_an_unknown_bot_is_one_line(capsys):
    code, _, err = _run(capsys, "puzzles", "krieg", "--bot", "nobody")
    assert code == 2 and err.count("\n") == 1 and "unknown bot" in err
