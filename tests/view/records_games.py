"""Finished games for the records and retry tests, built with the session API: a game is
played with random legal moves (seeded) until the seat that should lose may concede, which
it then does, so each test knows who won."""
from __future__ import annotations

import json
from pathlib import Path

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game
from simulator.view.scenes.newgame import build_session
from simulator.view.session.game import GameSession


def finished(game: str, mode: str, level: str, loser: int | None, seed: int, names=None, deck=None,
             autosave: bool = False, moves: int = 6) -> GameSession:
    """A game of `game` (versus bots of `level`, or hot-seat) that `loser` concedes after a
    few random moves (None: left unfinished after them)."""
    session = build_session(game, 2, mode, level, seed, autosave=autosave, names=names, deck=deck)
    match = session.match
    rng = Rng(seed)
    played = 0
    while not match.is_over:
        if loser is not None and played >= moves and match.concede_allowed(loser):
            match.apply(Action("concede", loser))
            break
        if loser is None and played >= moves:
            break
        match.apply(rng.choice(match.legal_actions()))
        played += 1
    session.autosave()
    return session


def save(session: GameSession, folder: Path, name: str) -> Path:
    """The game saved as `name` in `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    return save_match(session.match, folder / name, session.seats)


def with_accuracy(save_path: Path, accuracy: dict[str, float]) -> Path:
    """An analysis sidecar beside the save giving each seat's accuracy ({"<seat counted
    from 1>": percent}, as bots/sidecar.py writes it; no decisions)."""
    match, info = load_save(save_path, get_game)
    side = save_path.with_name(save_path.name.removesuffix(".json") + ".analysis.json")
    side.write_text(json.dumps({"format": "tabletop-analysis", "version": 1, "game": match.setup.game,
                                "save_hash": info.hash, "steps": len(match.actions), "settings": {},
                                "decisions": [], "swings": [], "accuracy": accuracy}))
    return side
