"""The child of the kill test: plays bot games and autosaves after every action, printing
the number of actions applied *before* each autosave starts, so the parent knows how far
the game got when it kills the process."""
from __future__ import annotations

import sys
from pathlib import Path

from simulator.bots import make_bot
from simulator.core.rng import Rng
from simulator.core.saves import Seat, save_match
from simulator.games.registry import get_game


def main(game: str, seed: int, path: str) -> None:
    spec = get_game(game)
    seats = spec.min_seats
    out = Path(path)
    while True:
        match = spec.new_match(seed, seats)
        bots = [make_bot("random", Rng(seed * 7 + s)) for s in range(seats)]
        names = [Seat("bot", "random") for _ in range(seats)]
        save_match(match, out, names)
        print(f"{seed} 0", flush=True)
        while not match.is_over:
            seat = match.decision().seat
            match.apply(bots[seat].choose(spec, None, seat, match.legal_actions()))
            print(f"{seed} {len(match.actions)}", flush=True)
            save_match(match, out, names)
        seed += 1


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]), sys.argv[3])
