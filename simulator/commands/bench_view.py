"""View figures for `tabletop bench`: start-up time to the main menu, the frame time of
the Krieg table at 1920x1080 with 40 cards on the board while a card is dragged, and the
bytes of card art the table keeps after a long stretch of viewing pictures."""
from __future__ import annotations

import os
import statistics
import subprocess
import sys
import time
from typing import Any

STARTUP_CODE = ("from simulator.view.launch import run_app; "
                "run_app('menu', frames=1)")


def startup_seconds(runs: int = 3) -> float:
    """Median wall time of a fresh process opening the main menu and drawing it once."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", STARTUP_CODE], env=env, check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _full_board(match: Any, cards_on_board: int) -> None:
    """Deal units from the unit deck straight onto both sides' rows (a bench position)."""
    st = match.state
    cards = match.rules.cards
    placed = 0
    for card in list(st.decks[0]):
        if placed >= cards_on_board:
            break
        seat = placed % st.n
        st.decks[0].remove(card)
        st.rows[seat][cards[card].rows[0]].append(card)
        placed += 1


def frame_times(frames: int = 300, size: tuple[int, int] = (1920, 1080), cards_on_board: int = 40) -> dict[str, Any]:
    """Median and 99th percentile frame time (ms) while a card is dragged over a full board."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..view.app import App
    from ..view.motion.clock import SimClock
    from ..view.node import UIEvent
    from ..view.scenes.newgame import build_session
    from ..view.scenes.table import TableScene
    from ..view.files.storage import Settings

    app = App(size=size, clock=SimClock(), headless=True, settings=Settings())
    session = build_session("krieg", 2, "bot", "greedy", 7, worker=app.bot_worker, autosave=False)
    session.autosave_path = None
    match = session.match
    for seat in range(2):     # both discards, so it is seat 0's turn to play
        for _ in range(3):
            legal = [a for a in match.legal_actions() if a.kind == "choose" and a.target is not None]
            match.apply(legal[0])
    _full_board(match, cards_on_board)
    match._legal_cache = None
    scene = TableScene(app, session)
    app.switch(scene)
    for _ in range(30):
        app.frame()
    hand = [c for c in match.state.hands[0] if c in scene.view.cards]
    node = scene.view.cards[hand[0]]
    r = node.world_rect()
    start = (r.x + 8, r.centery)
    app.post(UIEvent("move", start))
    app.post(UIEvent("down", start))
    app.frame()
    times = []
    for i in range(frames):
        x = start[0] + (i * 7) % 900
        y = start[1] - 200 - (i * 3) % 400
        app.post(UIEvent("move", (x, y)))
        t0 = time.perf_counter()
        app.frame()
        times.append((time.perf_counter() - t0) * 1000)
    assert scene.drag.node is node, "the card must stay in hand for the whole measurement"
    app.close()
    on_board = sum(len(r) for side in match.state.rows for r in side)
    times.sort()
    return {"frame_ms_median": round(statistics.median(times), 3),
            "frame_ms_p99": round(times[min(len(times) - 1, int(len(times) * 0.99))], 3),
            "cards_on_board": on_board, "size": f"{size[0]}x{size[1]}", "frames": frames}


def idle_cpu(seconds: float = 4.0, game: str = "krieg", size: tuple[int, int] = (1280, 720)) -> float:
    """Share of one core the program uses while an open hot-seat table waits for a click:
    process time over wall time of the interactive loop, after the table has settled."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ..view.app import App
    from ..view.files.storage import Settings
    from ..view.motion.clock import Clock
    from ..view.scenes.newgame import build_session
    from ..view.scenes.table import TableScene

    app = App(size=size, clock=Clock(), headless=True, settings=Settings())
    session = build_session(game, 2, "hotseat", "greedy", 7, worker=app.bot_worker, autosave=False)
    session.autosave_path = None
    scene = TableScene(app, session)
    app.switch(scene)
    if scene.cover is not None:                       # the hand-over cover: the first player is ready
        scene.cover.on_ready()
    app.loop(seconds=2.0)                             # cards glide in, then the table rests
    wall, cpu = time.perf_counter(), time.process_time()
    app.loop(seconds=seconds)
    share = (time.process_time() - cpu) / (time.perf_counter() - wall)
    app.close()
    return round(share, 4)


def picture_memory(pictures: int = 48, side: int = 2048, game: str = "eternal", passes: int = 2,
                   sizes: tuple[tuple[int, int], ...] = ((112, 80), (170, 120), (420, 300))) -> dict[str, Any]:
    """The card art caches (view/table/art.py) after a long stretch of viewing: `pictures`
    cards of a game each with its own side x side picture in a fresh art folder (the largest
    the table takes: twice as many as the decoded pictures' budget holds), each shown at two
    table sizes and a zoom size, `passes` times over at growing sizes, as watching many replays
    in a resized window would. Returns
    the caches' bytes now and at most, their budget, and how many pictures were decoded."""
    import tempfile
    from pathlib import Path

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from ..games.registry import get_game
    from ..view.table import art

    pygame.display.init()
    faces = get_game(game).table().pool_faces()
    old_home = os.environ.get("TABLETOP_HOME")
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-art-") as home:
        os.environ["TABLETOP_HOME"] = home
        try:
            folder = Path(home) / "art" / game
            folder.mkdir(parents=True)
            sample = pygame.Surface((side, side))
            for y in range(0, side, 16):
                pygame.draw.rect(sample, (y % 256, (y * 3) % 256, 120), (0, y, side, 16))
            pygame.image.save(sample, str(folder / "sample.jpg"))
            data = (folder / "sample.jpg").read_bytes()
            (folder / "sample.jpg").unlink()
            shown = faces[:pictures]
            for face in shown:
                (folder / f"{face.card_id}.jpg").write_bytes(data)
            art.clear_cache()
            for grow in range(passes):          # each pass a little larger: the window was resized
                for face in shown:
                    for w, h in sizes:
                        art.card_art(face, w + 8 * grow, h + 6 * grow)
            figures = art.cache_bytes()
            art.clear_cache()
        finally:
            if old_home is None:
                os.environ.pop("TABLETOP_HOME", None)
            else:
                os.environ["TABLETOP_HOME"] = old_home
    return {"picture_cache_bytes": figures["decoded_bytes"] + figures["scaled_bytes"],
            "picture_cache_peak_bytes": figures["decoded_peak_bytes"] + figures["scaled_peak_bytes"],
            "picture_cache_budget_bytes": figures["decoded_budget_bytes"] + figures["scaled_budget_bytes"],
            "pictures_decoded": figures["decoded_added"], "pictures_in_folder": len(shown), "picture_side": side,
            "cards_viewed": passes * len(shown) * len(sizes)}


def view_figures() -> dict[str, Any]:
    """The bench's "view" section."""
    out: dict[str, Any] = {"startup_s": round(startup_seconds(), 3)}
    out.update(frame_times())
    out["idle_cpu"] = statistics.median(idle_cpu() for _ in range(3))
    out.update(picture_memory())
    return out
