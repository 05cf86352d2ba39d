"""Self-play: bots play each other for many games, rotating seats and the first player."""
from __future__ import annotations

import hashlib
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..bots import make_bot
from ..core.game import Game
from ..core.match import Match
from ..core.playloop import play_match
from ..core.rng import Rng
from ..core.saves import Seat, save_match
from ..games.registry import get_game


def derive_seed(seed: int, *parts: object) -> int:
    """A seed for one purpose ("game", 7) derived from the run's seed, stable across runs.

    53 bits, so the seeds written in saves stay exact for JSON readers that use doubles.
    """
    text = ":".join(str(p) for p in (seed, *parts)).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "big") >> 11


def bot_keys(names: Sequence[str]) -> list[str]:
    """Report keys for the bots: a name given twice becomes "<name>#2", three times "#3"."""
    seen: dict[str, int] = {}
    keys = []
    for name in names:
        seen[name] = seen.get(name, 0) + 1
        keys.append(name if seen[name] == 1 else f"{name}#{seen[name]}")
    return keys


def seating(game_index: int, bots: int) -> tuple[list[int], int]:
    """(bot index at each seat, first seat) for one game of a run.

    The seat assignment rotates every game and the first seat every `bots` games, so
    over each block of bots*bots games every bot sits at every seat and moves first
    equally often (rotating both together would let the same bot always start).
    """
    shift = game_index % bots
    order = [(seat - shift) % bots for seat in range(bots)]
    first = (game_index // bots) % bots
    return order, first


@dataclass
class SelfplayReport:
    """The outcome of a self-play run; `to_json` gives the CLI's --json document."""

    game: str
    bots: list[str]
    seed: int
    teams: bool
    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    firsts: dict[str, int] = field(default_factory=dict)
    draws: int = 0
    errors: int = 0
    actions: int = 0
    seconds: float = 0.0
    first_error: str | None = None
    saved: list[str] = field(default_factory=list)

    @property
    def completed(self) -> int:
        """Games that ended without raising."""
        return self.games - self.errors

    def to_json(self) -> dict[str, Any]:
        """The selfplay --json document (DESIGN.md "Command line" keys, plus a few more)."""
        done = self.completed
        return {
            "game": self.game, "games": self.games, "wins": dict(self.wins), "draws": self.draws,
            "errors": self.errors,
            "mean_actions": round(self.actions / done, 2) if done else 0.0,
            "seconds": round(self.seconds, 3),
            "decided": done - self.draws,
            "win_rate": {k: round(v / done, 4) if done else 0.0 for k, v in self.wins.items()},
            "first_player": dict(self.firsts),
            "bots": list(self.bots), "seed": self.seed, "teams": self.teams,
            "games_per_second": round(self.games / self.seconds, 2) if self.seconds else None,
        }


def deck_rotation(spec: Game, seats: int, decks: Sequence[str] | None) -> list[str]:
    """The deck specs games use in turn: the given names, or for ["all"] every prebuilt deck
    against every other (as "a/b" where the game takes pairings), else the first deck."""
    if not decks:
        return [spec.deck_names[0]]
    if list(decks) == ["all"]:
        names = list(spec.deck_names)
        pairs = [f"{a}/{b}" for a in names for b in names]
        try:
            spec.decks_for(pairs[-1], seats)
            return pairs if len(names) > 1 else names
        except Exception:   # noqa: BLE001 - a game without pairings plays the names as given
            return names
    for d in decks:
        spec.decks_for(d, seats)     # a bad name fails now, not in game 1
    return list(decks)


def run_selfplay(game: str, bot_names: Sequence[str], games: int = 100, seed: int = 0,
                 save_dir: str | Path | None = None, teams: bool = False,
                 on_game: Callable[[int], None] | None = None,
                 decks: Sequence[str] | None = None) -> SelfplayReport:
    """Play `games` games between `bot_names` (one per seat) and count the outcomes.

    Raises UnknownGame, UnknownBot, or ValueError (wrong bot count, teams) before any game
    starts; a game that raises afterwards is counted in `errors` and the first traceback
    is kept in `first_error`. Game g uses seed derive_seed(seed, "game", g) and each
    seat's bot an Rng of derive_seed(seed, "bot", g, seat).
    """
    spec = get_game(game)
    names = list(bot_names)
    n = len(names)
    if not spec.min_seats <= n <= spec.max_seats:
        raise ValueError(f"{spec.name} needs {spec.min_seats} to {spec.max_seats} bots (one per seat), got {n}")
    if teams and not spec.supports_teams:
        raise ValueError(f"{spec.name} has no team games")
    for name in names:
        make_bot(name, Rng(0))   # UnknownBot now, not inside game 1
        if save_dir is not None:
            try:                 # a seat that would not load back: refused now, not unsaved later
                Seat.from_json(Seat("bot", name).to_json())
            except ValueError as exc:
                raise ValueError(f"bot '{name}' cannot be a saved seat: {exc}") from None
    options: dict[str, Any] = {"teams": True} if teams else {}
    spec.rules.new_state(spec.setup(0, n, **options))   # DeckError now (e.g. teams with 3 seats)
    rotation = deck_rotation(spec, n, decks)
    keys = bot_keys(names)
    report = SelfplayReport(spec.name, keys, seed, teams, wins={k: 0 for k in keys},
                            firsts={k: 0 for k in keys})
    out_dir = Path(save_dir) if save_dir is not None else None
    start = time.perf_counter()
    for g in range(games):
        order, first = seating(g, n)
        report.games += 1
        report.firsts[keys[order[first]]] += 1
        match: Match | None = None
        failed = False
        try:
            match = spec.new_match(derive_seed(seed, "game", g), n, rotation[g % len(rotation)], **options,
                                   first_seat=first)
            bots = [make_bot(names[order[s]], Rng(derive_seed(seed, "bot", g, s))) for s in range(n)]
            play_match(spec, match, bots)
            result = match.result()
            assert result is not None
        except Exception:   # noqa: BLE001 - a game that raises is counted, not fatal
            failed = True
            report.errors += 1
            if report.first_error is None:
                report.first_error = f"game {g + 1} (seed {derive_seed(seed, 'game', g)}):\n{traceback.format_exc()}"
        else:
            report.actions += len(match.actions)
            if result.draw:
                report.draws += 1
            for seat in result.winners:
                report.wins[keys[order[seat]]] += 1
        if out_dir is not None and match is not None:
            seats = [Seat("bot", names[order[s]]) for s in range(n)]
            path = out_dir / f"{spec.name}-{g + 1:04d}.json"
            try:
                save_match(_replayed(match) if failed else match, path, seats)
                report.saved.append(str(path))
            except Exception:   # noqa: BLE001, S110 - an errored game may not even replay; the error is counted
                pass
        if on_game is not None:
            on_game(g)
    report.seconds = time.perf_counter() - start
    return report


def _replayed(match: Match) -> Match:
    """A fresh replay of a failed match's actions: an action that raised mid-way may have
    left its state half-changed, and a save must hash the state its actions lead to."""
    fresh = Match(match.game, match.setup)
    fresh.replace_actions(list(match.actions))
    return fresh
