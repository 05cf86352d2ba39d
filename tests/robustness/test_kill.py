"""Kill test (issue 13, item 7): a child process plays and autosaves after every action;
it is SIGKILLed at random moments; the autosave always loads, verifies, and is at most one
action behind what the child reported. The full run (200+ kills) is behind `-m fuzz`."""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from simulator.core.saves import load_save
from simulator.games.registry import game_names, get_game

ROOT = Path(__file__).resolve().parents[2]


def _kill_once(game: str, seed: int, folder: Path, rnd: random.Random) -> None:
    path = folder / f"{game}-autosave.json"
    child = subprocess.Popen([sys.executable, "-m", "tests.robustness.kill_child", game, str(seed), str(path)],
                             cwd=ROOT, stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    first = child.stdout.readline()          # the child is up and has saved once
    assert first, "the child did not start"
    time.sleep(rnd.uniform(0.0, 0.4))
    child.send_signal(signal.SIGKILL)
    rest = child.stdout.read()
    child.wait()
    lines = (first + rest).split()
    reported = [(int(lines[i]), int(lines[i + 1])) for i in range(0, len(lines) - 1, 2)]
    game_seed, steps = reported[-1]
    match, info = load_save(path, get_game)           # loads and verifies, or raises SaveError
    assert match.setup.seed == game_seed or info.steps == 0 or match.is_over
    if match.setup.seed == game_seed:
        assert steps - 1 <= info.steps <= steps, f"autosave has {info.steps} actions, the child reported {steps}"
    leftovers = [p for p in folder.iterdir() if p.name.endswith(".tmp")]
    for p in leftovers:      # a kill mid-write may leave the temp file; the save itself is whole
        p.unlink()


def _run(kills: int, tmp_path: Path) -> None:
    rnd = random.Random(1234)
    for k in range(kills):
        game = game_names()[k % len(game_names())]
        _kill_once(game, 100 + k, tmp_path, rnd)


def test_a_killed_autosave_always_loads_and_is_at_most_one_action_behind(tmp_path):
    _run(6, tmp_path)


@pytest.mark.fuzz
def test_two_hundred_kills_lose_nothing(tmp_path):
    _run(int(os.environ.get("TABLETOP_KILLS", "200")), tmp_path)
