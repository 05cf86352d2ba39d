"""The arena on Ray: the same report as local workers for the same seed, resumption on Ray,
and a one-line message when Ray is not installed or not reachable."""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

import pytest

from simulator.commands.arena import add_arena_parser, run, run_arena
from simulator.commands.arena_partial import partial_path
from simulator.commands.arena_ray import RAY_MISSING

BOTS = "random,greedy,search:nodes=10"
GAMES = "4"
SEED = "11"


def _args(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arena_parser(parser.add_subparsers(dest="command"))
    return parser.parse_args(["arena", *argv])


def table(doc: dict) -> dict:
    """What must not depend on where games ran: every pairing's counts, scores and
    intervals, the Elo table, and how many decisions each bot made (not their times)."""
    return {"game": doc["game"], "bots": doc["bots"], "games": doc["games"], "errors": doc["errors"],
            "pairings": doc["pairings"], "elo": doc["elo"],
            "decisions": {k: v["decisions"] for k, v in doc["decision_times"].items()}}


def _descendants() -> list[str]:
    """The command lines of this process's descendants (Linux /proc)."""
    children: dict[int, list[int]] = {}
    for entry in Path("/proc").iterdir():
        try:
            stat = (entry / "stat").read_text() if entry.name.isdigit() else ""
        except OSError:
            continue
        if stat:
            children.setdefault(int(stat[stat.rindex(")") + 2:].split()[1]), []).append(int(entry.name))
    found, todo = [], [os.getpid()]
    while todo:
        for child in children.get(todo.pop(), []):
            try:
                found.append(Path(f"/proc/{child}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace"))
            except OSError:
                continue
            todo.append(child)
    return found


def _ray_is_gone() -> None:
    """Ray shut down, and none of its processes (gcs_server, raylet, workers, agents) left."""
    assert not sys.modules["ray"].is_initialized()
    if Path("/proc/self/stat").exists():
        left = [c for c in _descendants() if "ray" in c]
        assert not left, left


def test_ray_arena_gives_the_local_report(tmp_path, capsys):
    pytest.importorskip("ray")
    local, on_ray = tmp_path / "local.json", tmp_path / "ray.json"
    assert run_arena(_args("krieg", "--bots", BOTS, "--games", GAMES, "--seed", SEED, "--workers", "1",
                           "--out", str(local))) == 0
    assert run_arena(_args("krieg", "--bots", BOTS, "--games", GAMES, "--seed", SEED, "--workers", "2",
                           "--ray", "--out", str(on_ray))) == 0
    out = capsys.readouterr().out
    a, b = json.loads(local.read_text()), json.loads(on_ray.read_text())
    assert b["ray"] == "local" and a["ray"] is None and b["workers"] == 2
    assert table(a) == table(b) and len(b["pairings"]) == 3
    # the printed pairings tables (the lines after each report's first) are the same too
    reports = out.split("arena krieg: ")[1:]
    assert len(reports) == 2
    assert reports[0].splitlines()[1:5] == reports[1].splitlines()[1:5]
    assert "-" in reports[0].splitlines()[2]   # a W-L-D row
    assert not partial_path(on_ray).exists()
    _ray_is_gone()


def test_ray_arena_resumes_an_interrupted_run(tmp_path, capsys):
    pytest.importorskip("ray")
    whole = run("krieg", BOTS.split(","), games=int(GAMES), workers=1, seed=int(SEED),
                partial=tmp_path / "kept.partial.jsonl")
    lines = (tmp_path / "kept.partial.jsonl").read_text().splitlines()
    out = tmp_path / "ray.json"
    # an interrupted run: half the games kept, the last line cut off mid-write
    partial_path(out).write_text("\n".join(lines[:7]) + "\n" + lines[7][:25])
    assert run_arena(_args("krieg", "--bots", BOTS, "--games", GAMES, "--seed", SEED, "--workers", "2",
                           "--ray", "--out", str(out))) == 0
    err = capsys.readouterr().err
    assert "resuming: 6 of 12 games already played" in err and "skipped 1 unreadable" in err
    doc = json.loads(out.read_text())
    assert doc["resumed"] == 6 and table(doc) == table(whole)
    assert not partial_path(out).exists()
    _ray_is_gone()


def test_ray_missing_is_one_line(monkeypatch, tmp_path, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)   # `import ray` raises ImportError
    out = tmp_path / "a.json"
    assert run_arena(_args("krieg", "--bots", "random,greedy", "--games", "2", "--ray", "--out", str(out))) == 2
    err = capsys.readouterr().err
    assert err == f"tabletop arena: {RAY_MISSING}\n" == 'tabletop arena: --ray needs Ray: pip install -e ".[cluster]"\n'
    assert not out.exists() and not partial_path(out).exists()


def test_ray_flag_takes_an_optional_address():
    assert _args("krieg", "--bots", "a,b").ray is None
    assert _args("krieg", "--bots", "a,b", "--ray").ray == ""
    assert _args("krieg", "--bots", "a,b", "--ray", "head:6379").ray == "head:6379"
