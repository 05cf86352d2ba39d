"""The arena: mirrored deals, balanced first seats, Wilson intervals, Elo, the command."""
from __future__ import annotations

import argparse
import json

import pytest

from simulator.bots import split_specs
from simulator.commands import arena
from simulator.commands.arena import (
    ArenaError,
    add_arena_parser,
    elo_from_score,
    fit_elo,
    plan,
    render,
    run,
    run_arena,
    wilson,
)


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
        for x, y in by_deal.values():
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


def test_timing_table_shows_each_bots_worst_decision():
    """The decision-time table gives median, p99 and max, so a budget's bounds can be read
    off it (issue 14: p99 within +10%, max within +25%)."""
    doc = run("krieg", ["random", "greedy"], games=2, workers=1, seed=3)
    worst = doc["decision_times"]["greedy"]["max_s"]
    assert worst >= doc["decision_times"]["greedy"]["p99_s"] > 0
    table = render(doc).splitlines()
    header = next(line for line in table if line.startswith("Elo"))
    assert header.split()[-3:] == ["median", "p99", "max"]
    row = next(line for line in table if line.startswith("greedy "))
    assert row.split()[-1] == f"{worst * 1000:.0f}ms"


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


# -- partial results and resumption ------------------------------------------------------
RESUME_ARGS = ("krieg", "--bots", "random,greedy,search:nodes=5", "--games", "4", "--seed", "9",
               "--workers", "1")


def _table(doc):
    return (doc["pairings"], doc["elo"], {k: v["decisions"] for k, v in doc["decision_times"].items()})


def _whole_run(tmp_path):
    """The uninterrupted report, and the partial file lines a run leaves (header first)."""
    kept = tmp_path / "whole.partial.jsonl"
    doc = run("krieg", ["random", "greedy", "search:nodes=5"], games=4, seed=9, workers=1, partial=kept)
    return doc, kept.read_text().splitlines()


def _interrupt_after(games, monkeypatch):
    """Make the arena's games raise KeyboardInterrupt (Ctrl-C) once `games` have been played;
    return the real play_one, to put back."""
    from simulator.commands import arena
    played = []
    real = arena.play_one

    def interrupted(task):
        if len(played) == games:
            raise KeyboardInterrupt
        played.append(task["id"])
        return real(task)
    monkeypatch.setattr(arena, "play_one", interrupted)
    return real


def test_an_interrupted_run_resumes_to_the_same_report(tmp_path, capsys, monkeypatch):
    from simulator.commands import arena
    whole, _ = _whole_run(tmp_path)
    out = tmp_path / "a.json"
    real = _interrupt_after(4, monkeypatch)   # Ctrl-C while the fifth game is played
    assert run_arena(_args(*RESUME_ARGS, "--out", str(out))) == 130
    err = capsys.readouterr().err.splitlines()
    partial = tmp_path / "a.json.partial.jsonl"
    assert err == [f"tabletop arena: interrupted; 4 of 12 games kept in {partial}: the same command resumes"]
    assert not out.exists() and len(partial.read_text().splitlines()) == 5
    monkeypatch.setattr(arena, "play_one", real)
    assert run_arena(_args(*RESUME_ARGS, "--out", str(out))) == 0
    captured = capsys.readouterr()
    assert captured.err == f"tabletop arena: resuming: 4 of 12 games already played ({partial})\n"
    assert "(4 resumed)" in captured.out
    doc = json.loads(out.read_text())
    assert _table(doc) == _table(whole) and doc["resumed"] == 4
    assert not partial.exists()   # gone once the report is saved


def test_bad_lines_of_a_partial_file_are_skipped_and_replayed(tmp_path, capsys):
    whole, lines = _whole_run(tmp_path)
    header, records = lines[0], [json.loads(line) for line in lines[1:]]
    good = [json.dumps(r) for r in records[:3]]

    def bad(**changes):
        return json.dumps({**records[3], **changes})
    junk = [bad(task=99), bad(task=-1), bad(task="3"), bad(task=True), bad(winners=[0, 0]), bad(winners=[2]),
            bad(winners=[], draw=False), bad(draw="no"), bad(actions=-1), bad(actions=1.5),
            bad(times=[[0.1]]), bad(times=[[-1.0], []]), bad(times=[["x"], []]), bad(error="boom"),
            bad(extra=1), bad(actions=float("nan")), good[0],       # a duplicate of a kept game
            "[" * 100_000, "not json", "x" * 300_000, "", "{}", "null"]
    partial = tmp_path / "a.json.partial.jsonl"
    partial.write_bytes(("\n".join([header, *good, *junk]) + "\n").encode() + b"\xff\xfe{}\n")
    out = tmp_path / "a.json"
    assert run_arena(_args(*RESUME_ARGS, "--out", str(out))) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2
    assert err[0] == f"tabletop arena: {partial}: skipped {len(junk) + 1} unreadable or invalid lines; " \
                     "those games are played again"
    assert err[1] == f"tabletop arena: resuming: 3 of 12 games already played ({partial})"
    assert _table(json.loads(out.read_text())) == _table(whole)
    # a run writes 13 lines: past 2 x 12 + 16 the file is not read further
    partial.write_text("\n".join([header, *["{}"] * 39, *lines[1:]]) + "\n")
    assert run_arena(_args(*RESUME_ARGS, "--out", str(out))) == 0
    assert capsys.readouterr().err.splitlines() == [
        (f"tabletop arena: {partial}: skipped 39 unreadable or invalid lines and ignored all past line 40; "
         "those games are played again")]
    assert _table(json.loads(out.read_text())) == _table(whole)


def test_a_partial_file_of_another_arena_is_refused_in_one_line(tmp_path, capsys):
    _, lines = _whole_run(tmp_path)
    out = tmp_path / "a.json"
    partial = tmp_path / "a.json.partial.jsonl"
    for text, words in ((lines[0].replace('"seed": 9', '"seed": 8'), "another arena"),
                        (lines[0].replace('"games": 4', '"games": 6'), "its games is 6, this run's 4"),
                        ("\x1b[2J garbage", "is not an arena's partial results file"),
                        (json.dumps({"tabletop_arena_partial": 2}), "is not an arena's partial results file")):
        partial.write_text(text + "\n" + "\n".join(lines[1:]) + "\n")
        assert run_arena(_args(*RESUME_ARGS, "--out", str(out))) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err and "--fresh" in err and "\x1b" not in err
        assert not out.exists() and partial.read_text().startswith(text)   # left as it was
    assert run_arena(_args(*RESUME_ARGS, "--out", str(out), "--fresh")) == 0
    assert "resuming" not in capsys.readouterr().err and out.exists() and not partial.exists()


def test_no_partial_file_without_a_report_file(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    assert run_arena(_args(*RESUME_ARGS, "--out", "-")) == 0
    assert list(tmp_path.iterdir()) == []


# -- tables of more than two (issue 30: Hard over Normal in Exodus 2v2 and free-for-all) ----------
def test_at_four_seats_the_pairs_bots_sit_in_turn_and_the_swapped_game_turns_every_seat_over():
    tasks = arena.plan("exodus", ["hard", "normal"], ["search:0.25", "greedy"], 4, ["d"], 0, seats=4, teams=True)
    assert [t["seat_keys"] for t in tasks[:2]] == [["hard", "normal", "hard", "normal"],
                                                  ["normal", "hard", "normal", "hard"]]
    assert [t["first"] for t in tasks] == [0, 0, 1, 1] and all(t["teams"] and t["seats"] == 4 for t in tasks)


def test_a_team_win_counts_for_the_bot_holding_both_winning_seats():
    tasks = arena.plan("exodus", ["a", "b"], ["greedy", "random"], 2, ["d"], 0, seats=4, teams=True)
    results = [{"task": 0, "winners": [0, 2], "draw": False, "actions": 9, "times": [[], [], [], []], "error": None},
               {"task": 1, "winners": [0, 2], "draw": False, "actions": 9, "times": [[], [], [], []], "error": None}]
    doc = arena.summarize("exodus", ["a", "b"], tasks, results, 0, 1.0, 1, ["d"])
    p = doc["pairings"][0]
    assert (p["wins_a"], p["wins_b"], p["draws"]) == (1, 1, 0)     # the swapped game's seats 1+3 are b's
    assert doc["seats"] == 4 and doc["teams"] is True


def test_a_free_for_all_win_shared_across_the_pair_is_a_draw():
    tasks = arena.plan("krieg", ["a", "b"], ["greedy", "random"], 2, ["d"], 0, seats=3)
    results = [{"task": 0, "winners": [0, 1], "draw": False, "actions": 9, "times": [[], [], []], "error": None},
               {"task": 1, "winners": [1], "draw": False, "actions": 9, "times": [[], [], []], "error": None}]
    p = arena.summarize("krieg", ["a", "b"], tasks, results, 0, 1.0, 1, ["d"])["pairings"][0]
    assert (p["wins_a"], p["wins_b"], p["draws"]) == (1, 0, 1)    # game 2: seat 2 is a's (b, a, b)


def test_a_team_arena_plays_real_exodus_games_at_four_seats():
    doc = arena.run("exodus", ["random", "random"], games=2, workers=1, seats=4, teams=True)
    assert doc["errors"] == 0 and doc["games"] == 2 and doc["seats"] == 4


@pytest.mark.parametrize("seats, teams, words", [(5, False, "2 to 4 players, not 5"), (2, True, "team games need 4")])
def test_a_table_the_game_does_not_have_is_refused_in_one_line(seats, teams, words):
    with pytest.raises(arena.ArenaError, match=words):
        arena.run("exodus", ["random", "greedy"], games=2, workers=1, seats=seats, teams=teams)


def test_an_interrupted_four_seat_team_run_resumes_to_the_same_report(tmp_path, capsys, monkeypatch):
    # its games have four seats' decision times and a team's two winners: a former check read
    # every such line as invalid and played the whole run again
    args = ("exodus", "--bots", "random,random", "--games", "4", "--seed", "3", "--workers", "1",
            "--seats", "4", "--teams")
    whole = tmp_path / "whole.json"
    assert run_arena(_args(*args, "--out", str(whole))) == 0
    out = tmp_path / "a.json"
    real = _interrupt_after(2, monkeypatch)   # Ctrl-C while the third game is played
    assert run_arena(_args(*args, "--out", str(out))) == 130
    partial = tmp_path / "a.json.partial.jsonl"
    kept = [json.loads(line) for line in partial.read_text().splitlines()[1:]]
    assert len(kept) == 2 and all(len(r["times"]) == 4 for r in kept)
    capsys.readouterr()
    monkeypatch.setattr(arena, "play_one", real)
    assert run_arena(_args(*args, "--out", str(out))) == 0
    assert capsys.readouterr().err == f"tabletop arena: resuming: 2 of 4 games already played ({partial})\n"
    assert _table(json.loads(out.read_text())) == _table(json.loads(whole.read_text()))


def test_a_duels_partial_file_is_refused_by_a_run_at_four_seats(tmp_path, capsys):
    out = tmp_path / "a.json"
    partial = tmp_path / "a.json.partial.jsonl"
    header = {"tabletop_arena_partial": 1, "game": "exodus", "bots": ["random", "random#2"], "games": 4,
              "decks": ["sky-and-steel"], "seed": 3}
    partial.write_text(json.dumps(header) + "\n")
    assert run_arena(_args("exodus", "--bots", "random,random", "--games", "4", "--seed", "3", "--workers", "1",
                           "--seats", "4", "--teams", "--out", str(out))) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "its seats is 2, this run's 4" in err and "--fresh" in err
