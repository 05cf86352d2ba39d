"""The arena: mirrored deals, balanced first seats, Wilson intervals, Elo, the command."""
from __future__ import annotations

import argparse
import json

import pytest

from simulator.commands.arena import (
    ArenaError,
    add_arena_parser,
    elo_from_score,
    fit_elo,
    plan,
    run,
    run_arena,
    wilson,
)
from simulator.bots import split_specs


def test_wilson_interval_known_values():
    lo, hi = wilson(65, 100)
    assert abs(lo - 0.5525) < 1e-3 and abs(hi - 0.7364) < 1e-3
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] > 0.999999
    assert wilson(0, 0) == (0.0, 1.0)


def test_elo_fit_orders_bots_and_stays_finite():
    pairings = [{"a": "x", "b": "y", "wins_a": 10, "wins_b": 0, "draws": 0},
                {"a": "y", "b": "z", "wins_a": 7, "wins_b": 3, "draws": 0},
                {"a": "x", "b": "z", "wins_a": 9, "wins_b": 1, "draws": 0}]
    elo = fit_elo(["x", "y", "z"], pairings)
    assert elo["x"] > elo["y"] > elo["z"]
    assert abs(sum(elo.values()) / 3 - 1500) < 1
    assert elo_from_score(0.5) == 0 and elo_from_score(0.75) > 150


def test_plan_mirrors_deals_and_balances_first_seats():
    tasks = plan("krieg", ["a", "b", "c"], ["a", "b", "c"], 6, ["standard"], seed=1)
    assert len(tasks) == 3 * 6
    for pair in ((0, 1), (0, 2), (1, 2)):
        mine = [t for t in tasks if t["pair"] == pair]
        by_deal = {}
        for t in mine:
            by_deal.setdefault(t["deal"], []).append(t)
        for deal, (x, y) in by_deal.items():
            assert x["deal_seed"] == y["deal_seed"] and x["first"] == y["first"]
            assert x["seat_keys"] == y["seat_keys"][::-1]
        firsts = [t["seat_keys"][t["first"]] for t in mine]
        assert firsts.count(mine[0]["seat_keys"][0]) == len(mine) // 2


def test_run_counts_every_game():
    doc = run("krieg", ["random", "greedy"], games=4, workers=1, seed=3)
    (p,) = doc["pairings"]
    assert p["games"] == 4 and p["wins_a"] + p["wins_b"] + p["draws"] + p["errors"] == 4
    assert 0 <= p["ci95"][0] <= p["score_a"] <= p["ci95"][1] <= 1
    assert set(doc["elo"]) == {"random", "greedy"}
    assert doc["decision_times"]["greedy"]["decisions"] > 0


def test_run_rejects_user_mistakes():
    for kwargs in ({"game": "nope", "bots": ["random", "greedy"]}, {"game": "krieg", "bots": ["random"]},
                   {"game": "krieg", "bots": ["random", "zzz"]},
                   {"game": "krieg", "bots": ["random", "greedy"], "decks": ["nope"]}):
        with pytest.raises(ArenaError):
            run(**kwargs)


def test_eternal_deals_may_pit_two_different_decks():
    doc = run("eternal", ["random", "random"], games=2, workers=1, seed=1,
              decks=["rakano-aggro/feln-control"])
    assert doc["decks"] == ["rakano-aggro/feln-control"] and doc["pairings"][0]["games"] == 2
    with pytest.raises(ArenaError, match="unknown Eternal deck 'nope'"):
        run("eternal", ["random", "random"], games=2, workers=1, decks=["rakano-aggro/nope"])


def test_bot_options_after_commas_stay_with_their_bot():
    args = _args("krieg", "--bots", "search:nodes=5,c=0.5,random", "--games", "2", "--workers", "1",
                 "--out", "-")
    assert args.bots == "search:nodes=5,c=0.5,random"
    doc = run("krieg", split_specs(args.bots), games=2, workers=1)
    assert doc["bots"] == ["search:nodes=5,c=0.5", "random"]


def _args(*argv):
    parser = argparse.ArgumentParser()
    add_arena_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["arena", *argv])


def test_command_prints_json_and_saves_it(tmp_path, capsys):
    out = tmp_path / "arena.json"
    code = run_arena(_args("krieg", "--bots", "random,random", "--games", "2", "--workers", "1",
                           "--json", "--out", str(out)))
    assert code == 0
    printed = json.loads(capsys.readouterr().out)
    saved = json.loads(out.read_text())
    assert printed["bots"] == saved["bots"] == ["random", "random#2"]
    assert printed["pairings"][0]["games"] == 2


def test_command_reports_a_user_mistake_in_one_line(capsys):
    assert run_arena(_args("krieg", "--bots", "random,zzz", "--out", "-")) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "zzz" in err[0]


def test_bench_bots_section_shape(monkeypatch):
    from simulator.commands import bench_bots
    from simulator.commands.bench_bots import bots_section, format_bots

    monkeypatch.setattr(bench_bots, "RUNS", 1)
    monkeypatch.setattr(bench_bots, "POSITIONS", 2)
    section = bots_section(games=3)
    for figures in section.values():
        assert figures["clone_us"] > 0 and figures["search_iterations_per_second"] > 0
    assert format_bots(section)[0].startswith("bots")
