"""Judged decisions kept and read back: `analyze --calibrate --samples FILE` writes them after
every game (an interrupted run keeps its games), `--from-samples FILE` fits or measures from them
without playing; the file is untrusted (issue 29: a calibration map refitted from games once played)."""
import json

import pytest

from simulator.bots.calibration import Sample
from simulator.bots.calibration_run import judged_games
from simulator.commands.calibrate_samples import read_samples, write_samples
from simulator.commands.cli import main


def test_samples_written_then_read_are_the_same_decisions(tmp_path) -> None:
    path = tmp_path / "s.json"
    samples = [Sample(0.25, 0.0, 0), Sample(0.75, 1.0, 1), Sample(0.5, 0.5, 1)]
    write_samples(str(path), "krieg", samples, 2, 300, 7)
    got, facts = read_samples(str(path), "krieg")
    assert got == samples and facts == {"games": 2, "nodes": 300, "player": "search", "every": 1}


def test_a_run_tells_its_samples_after_every_game() -> None:
    told: list[tuple[int, int]] = []
    out = judged_games("krieg", 2, nodes=20, so_far=lambda got, played: told.append((played, len(got))))
    assert [p for p, _ in told] == [1, 2] and told[-1][1] == len(out) and told[0][1] <= told[1][1]


@pytest.mark.parametrize("doc, words", [
    ("[1, 2]", "no list of samples"),
    ('{"game": "wonders", "games": 1, "nodes": 3, "samples": []}', "not 'krieg'"),
    ('{"game": "krieg", "games": 1.5, "nodes": 3, "samples": []}', "whole numbers"),
    ('{"game": "krieg", "games": 1, "nodes": 3, "samples": [[1.5, 1, 0]]}', "a sample must be"),
    ('{"game": "krieg", "games": 1, "nodes": 3, "samples": [[0.5, true, 0]]}', "a sample must be"),
    ('{"game": "krieg", "games": 1, "nodes": 3, "samples": [[0.5, 1, 4]]}', "a sample must be"),
    ("{not json", "not JSON"),
])
def test_a_hostile_samples_file_is_refused_in_one_line(tmp_path, capsys, doc, words) -> None:
    path = tmp_path / "s.json"
    path.write_text(doc)
    assert main(["analyze", "--calibrate", "krieg", "--from-samples", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err and "Traceback" not in err


def test_from_samples_prints_the_reliability_table_without_playing(tmp_path, capsys) -> None:
    path = tmp_path / "s.json"
    samples = [Sample(i / 40, float(i >= 20), i % 4) for i in range(40)]
    write_samples(str(path), "krieg", samples, 4, 300, 0)
    assert main(["analyze", "--calibrate", "krieg", "--from-samples", str(path), "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["samples"] == 40 and doc["games"] == 4 and doc["nodes"] == 300


def test_a_greedy_judged_game_values_one_decision_in_every_k() -> None:
    """--player greedy --every 3: the greedy bot plays both seats; a third of its decisions
    are valued (fewer samples than valuing each)."""
    every = judged_games("krieg", 1, nodes=20, player="greedy", every=1)
    third = judged_games("krieg", 1, nodes=20, player="greedy", every=3)
    assert every and third and len(third) < len(every)
    assert all(0.0 <= s.chance <= 1.0 and s.outcome in (0.0, 0.5, 1.0) for s in every + third)


def test_calibrate_refuses_an_unknown_player_and_a_bad_every(capsys) -> None:
    assert main(["analyze", "--calibrate", "krieg", "--player", "nobody"]) == 2
    assert main(["analyze", "--calibrate", "krieg", "--every", "0"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 2 and "--player" in err and "--every" in err


def test_each_games_analysis_values_moves_with_the_knobs_its_map_was_fitted_to() -> None:
    """A calibration map reads the values one set of search knobs gives: the analysis of
    each game searches with the knobs its shipped map records (Evaluation.analysis_defaults),
    whatever the bot's play knobs are."""
    from simulator.bots.calibration import MAPS_FILE
    from simulator.games.registry import game_names, get_game
    shipped = json.loads(MAPS_FILE.read_text(encoding="utf-8"))
    for name in game_names():
        if name in shipped:
            assert dict(get_game(name).evaluation.judging_defaults()) == shipped[name]["knobs"], name
