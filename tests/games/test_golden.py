"""Nothing changes for players (issue 9, item 9): seeded bot games of every game and seat
count end in exactly the state hashes recorded before the game-interface refactor."""
from __future__ import annotations

import json

import pytest

from .golden import CONFIGS, GOLDEN, config_key, play

RECORDED = json.loads(GOLDEN.read_text(encoding="utf-8"))
GROUPS = [(game, seats, teams, bots) for game, seats, teams, groups in CONFIGS for bots, _ in groups]


@pytest.mark.parametrize("game,seats,teams,bots", GROUPS, ids=lambda v: str(v))
def test_golden_games_end_in_their_recorded_hashes(game, seats, teams, bots):
    expected = RECORDED[config_key(game, seats, teams, bots)]
    got = []
    for seed in range(len(expected)):
        match = play(game, seed, seats, teams, bots)
        got.append(f"{len(match.actions)}:{match.state_hash()[:16]}")
    changed = [i for i, (a, b) in enumerate(zip(got, expected)) if a != b]
    assert not changed, f"{len(changed)} of {len(expected)} games changed, first seeds {changed[:5]}"


def test_every_golden_group_is_recorded():
    assert sorted(RECORDED) == sorted(config_key(g, s, t, b) for g, s, t, b in GROUPS)
