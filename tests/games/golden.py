"""Golden games: seeded bot games of every game and seat count, whose final state hashes
were recorded before the game-interface refactor (issue 9, item 9: nothing changes for
players). `python -m tests.games.golden` rewrites tests/games/golden_hashes.json; do that
only for a deliberate rules change, and say which games changed in the commit message.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from simulator.bots import make_bot
from simulator.core.rng import Rng
from simulator.games.registry import get_game

GOLDEN = Path(__file__).with_name("golden_hashes.json")

# (game, seats, teams, [(bot specs per seat, games)])
CONFIGS: list[tuple[str, int, bool, list[tuple[tuple[str, ...], int]]]] = [
    ("krieg", 2, False, [(("random", "random"), 150), (("greedy", "random"), 50), (("easy", "random"), 10),
                         (("search:nodes=20", "greedy"), 3)]),
    ("krieg", 3, False, [(("random",) * 3, 120), (("greedy", "random", "random"), 40)]),
    ("krieg", 4, False, [(("random",) * 4, 100), (("greedy", "random", "random", "random"), 30)]),
    ("krieg", 4, True, [(("random",) * 4, 100), (("greedy", "random", "greedy", "random"), 30)]),
    ("eternal", 2, False, [(("random", "random"), 150), (("greedy", "random"), 50), (("easy", "random"), 10),
                           (("search:nodes=8", "greedy"), 2)]),
    ("wonders", 2, False, [(("random", "random"), 100), (("greedy", "random"), 30), (("search:nodes=8", "greedy"), 2)]),
    ("exodus", 2, False, [(("random", "random"), 100), (("greedy", "random"), 20), (("search:nodes=8", "greedy"), 1)]),
    ("exodus", 4, False, [(("random",) * 4, 24)]),
    ("exodus", 4, True, [(("random",) * 4, 40)]),
]


# The prebuilt decks each game had when its golden games were recorded, in the order the games
# pick from: a deck added later (Eternal's decks over Sets 1-4, issue 31) changes no golden game.
RECORDED_DECKS: dict[str, tuple[str, ...]] = {
    "krieg": ("standard",),
    "eternal": ("combrei-midrange", "argenport-lifesteal", "elysian-midrange", "feln-control", "hooru-flyers",
                "justice-armor", "praxis-tokens", "primal-yetis", "rakano-aggro", "skycrag-tempo",
                "stonescar-aggro", "time-ramp", "xenan-midrange"),
    "wonders": ("dawn-and-dusk", "mutant-garden", "stonewind-bastion", "stormgrave-raiders", "symbiotic-singularity",
                "void-requiem"),
    "exodus": ("sky-and-steel", "chrono-dimension", "eeventide-wilds", "grove-and-shard", "order-of-the-paladins"),
}


def config_key(game: str, seats: int, teams: bool, bots: tuple[str, ...]) -> str:
    """The JSON key of one group of golden games."""
    return f"{game}/{seats}{'/teams' if teams else ''}/{','.join(bots)}"


def play(game: str, seed: int, seats: int, teams: bool, bots: tuple[str, ...]) -> Any:
    """Play one golden game to its end and return the finished match."""
    from simulator.core.playloop import play_match

    spec = get_game(game)
    decks = RECORDED_DECKS.get(game, spec.deck_names)
    deck = decks[seed % len(decks)]
    if len(decks) > 1:
        deck = f"{decks[seed % len(decks)]}/{decks[(seed // len(decks)) % len(decks)]}"
    options: dict[str, Any] = {"first_seat": seed % seats}
    if teams:
        options["teams"] = True
    match = spec.new_match(seed, seats, deck, **options)
    players = [make_bot(bots[(s + seed) % seats], Rng(seed * 31 + s)) for s in range(seats)]
    return play_match(spec, match, players)


def record() -> dict[str, list[str]]:
    """Every golden game's "actions:hash" (first 16 hex digits), by group."""
    out: dict[str, list[str]] = {}
    for game, seats, teams, groups in CONFIGS:
        for bots, games in groups:
            rows = []
            for seed in range(games):
                match = play(game, seed, seats, teams, bots)
                rows.append(f"{len(match.actions)}:{match.state_hash()[:16]}")
            out[config_key(game, seats, teams, bots)] = rows
    return out


if __name__ == "__main__":
    data = record()
    GOLDEN.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {sum(len(v) for v in data.values())} golden games to {GOLDEN}", file=sys.stderr)
