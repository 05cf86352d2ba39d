"""Issue 14, item 2: the analysis in the replay viewer. The win-chance graph is drawn from
the sidecar of the very save (one line per analysed seat), the largest swings
(bots.analysis.biggest_swings) are marked on the graph and the timeline and clicking one
(or ] / [) seeks there; at a judged step the move made and the bot's choice are marked on
the table and put in words; Analyze runs in worker processes with progress, Cancel and
leaving the viewer stop it, and the result is written as the save's sidecar; the game-over
panel's "Review this game" opens the replay viewer on that game."""
from __future__ import annotations

import time
from pathlib import Path

import pygame
import pytest

from simulator.bots.analysis import Verdict, biggest_swings, decisions
from simulator.bots.sidecar import (
    SIDECAR_SUFFIX,
    document,
    read_sidecar,
    sidecar_path,
    user_sidecar_path,
)
from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.core.saves import load_save, save_match
from simulator.games.registry import get_game
from simulator.view.files import autosaves, storage
from simulator.view.session.analysis import AnalysisJob, Recorded, SaveFacts
from simulator.view.style import theme
from simulator.view.table.move_marks import PLAYED, mark_rects
from simulator.view.node import UIEvent
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.table import TableScene
from simulator.view.widgets import layout_problems

from .pilot import Pilot

GAME = "krieg"


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _played(steps: int | None, seed: int = 3):
    """A Krieg game versus a bot after `steps` random actions (None: to the end)."""
    session = build_session(GAME, 2, "bot", "greedy", seed, autosave=False)
    rng = Rng(seed)
    while not session.match.is_over and (steps is None or len(session.match.actions) < steps):
        session.match.apply(rng.choice(session.match.legal_actions()))
    return session


def _saved(tmp_path: Path, steps: int | None = 30):
    session = _played(steps)
    path = save_match(session.match, tmp_path / "game.json", session.seats)
    match, info = load_save(path, get_game)
    return path, match, info


def _verdicts(match) -> list[Verdict]:
    """Made-up verdicts on every decision (no search: fast), with three clear swings."""
    rules = match.game.rules
    state = rules.new_state(match.setup)
    steps = set(decisions(match.game, match.setup, list(match.actions)))
    out = []
    for step, action in enumerate(match.actions):
        legal = rules.legal_actions(state)
        if step in steps:
            best = next((a for a in legal if a != action), action)
            loss = {4: 0.4, 9: 0.25, 14: 0.15}.get(step, 0.02)
            before = round(0.3 + 0.4 * ((step * 7) % 10) / 10, 2)
            out.append(Verdict(step, action.seat, rules.describe(state, action), rules.describe(state, best),
                               before, round(max(0.0, before - loss), 2), loss, action, best))
        rules.apply(state, action)
    return out


def _write_sidecar(path: Path, match, info, verdicts: list[Verdict]) -> Path:
    from simulator.bots.sidecar import write_sidecar
    return write_sidecar(path, document(info, match, verdicts, {"nodes": 1}))


def _open(pilot: Pilot, path: Path) -> ReplayScene:
    match, info = load_save(path, get_game)
    scene = ReplayScene(pilot.app, match.game, match.setup, list(match.actions), list(info.seats), save=path)
    pilot.app.switch(scene)
    pilot.frames(2)
    return scene


def _key(pilot: Pilot, key: int) -> None:
    pilot.app.post(UIEvent("key", key=key))
    pilot.frames(1)


def _colour_in(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of `rect` have exactly this colour."""
    n = 0
    for x in range(max(0, rect.x), min(surface.get_width(), rect.right)):
        for y in range(max(0, rect.y), min(surface.get_height(), rect.bottom)):
            if tuple(surface.get_at((x, y)))[:3] == colour:
                n += 1
    return n


def test_the_graph_is_drawn_from_the_sidecar_of_this_save_and_marks_its_biggest_swings(tmp_path):
    from simulator.view.style import theme
    path, match, info = _saved(tmp_path)
    verdicts = _verdicts(match)
    _write_sidecar(path, match, info, verdicts)
    for size in ((1280, 720), (1920, 1080)):
        pilot = Pilot(size=size)
        scene = _open(pilot, path)
        assert scene.analysis.shown and scene.analysis.verdicts == verdicts
        graph = scene.graph
        lines = graph.points()
        assert sorted(lines) == sorted({v.seat for v in verdicts})
        assert sum(len(points) for points in lines.values()) == len(verdicts)
        plot = graph.plot_rect()
        assert all(plot.collidepoint(p) or p[1] in (plot.y, plot.bottom) for pts in lines.values() for p in pts)
        for seat in lines:                       # each seat's line in its colour, inside the plot
            assert _colour_in(pilot.app.screen, plot.inflate(2, 2), theme.SEAT_COLOURS[seat]) > 20
        swings = [v.step for v in biggest_swings(verdicts)]
        assert swings == [4, 9, 14]
        assert [step for _, step in graph.mark_rects()] == swings
        assert [step for _, step in scene.timeline.swing_marks()] == swings
        assert not scene.analyze_button.visible, "an analysis is shown: nothing to start"
        assert not layout_problems(scene.root, size)
        assert not graph.world_rect().colliderect(scene.timeline.world_rect())
        assert not graph.world_rect().colliderect(scene.view.log.world_rect())
        pilot.shot(f"replay-analysis-{size[0]}x{size[1]}")
        pilot.close()


def test_clicking_a_swing_mark_or_pressing_brackets_seeks_to_the_swings(tmp_path):
    path, match, info = _saved(tmp_path)
    _write_sidecar(path, match, info, _verdicts(match))
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, path)
    rect, step = scene.graph.mark_rects()[1]
    pilot.click(rect.center)
    assert scene.cursor.position == step == 9
    rect, step = scene.timeline.swing_marks()[2]
    pilot.click(rect.center)
    assert scene.cursor.position == step == 14
    scene.seek(0)
    _key(pilot, pygame.K_RIGHTBRACKET)
    assert scene.cursor.position == 4
    _key(pilot, pygame.K_RIGHTBRACKET)
    assert scene.cursor.position == 9
    _key(pilot, pygame.K_LEFTBRACKET)
    assert scene.cursor.position == 4
    plot = scene.graph.plot_rect()               # elsewhere on the graph: the nearest judged decision
    pilot.click((plot.right - 2, plot.centery))
    assert scene.cursor.position == max(v.step for v in scene.analysis.verdicts)


def test_at_a_judged_step_the_move_made_and_the_bots_choice_are_shown(tmp_path):
    path, match, info = _saved(tmp_path)
    verdicts = _verdicts(match)
    _write_sidecar(path, match, info, verdicts)
    pilot = Pilot(size=(1280, 720))
    pilot.app.settings.reveal_all = True            # every seat's cards on the table
    scene = _open(pilot, path)
    swing = next(v for v in verdicts if v.step == 4)
    scene.seek(swing.step)
    pilot.frames(3)
    words = "".join(text for text, _ in scene.view.banner.detail)
    assert f"chose {swing.played}: " in words and f"The bot preferred {swing.best} (" in words
    assert f"{round(swing.win_before * 100)}% → {round(swing.win_after * 100)}%" in words
    assert [m.colour for m in scene.move_marks] == [theme.LEGAL, PLAYED]   # the bot's choice in the palette's legal colour
    shown = mark_rects(scene.view, scene.move_marks)
    cards = {card for rings in shown.values() for card, _ in rings}
    involved = {c for a in (swing.played_action, swing.best_action) for c in (a.card, a.target) if c is not None}
    assert cards and cards <= involved | {int(m.place[5:]) for m in scene.move_marks
                                          if m.place and m.place.startswith("card:")}
    index, rings = next(iter(shown.items()))
    ring = rings[0][1]
    colour = scene.move_marks[index].colour
    assert _colour_in(pilot.app.screen, pygame.Rect(ring.x, ring.y, ring.w, 6), colour) > 10
    scene.seek(swing.step + 1)                      # not a judged step: nothing marked
    pilot.frames(1)
    if scene.analysis.at(swing.step + 1) is None:
        assert not scene.view.banner.detail and not scene.move_marks


def test_a_sidecar_of_another_game_is_not_shown(tmp_path):
    path, match, info = _saved(tmp_path)
    side = _write_sidecar(path, match, info, _verdicts(match))
    side.write_text(side.read_text().replace(info.hash, "0" * 64))
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, path)
    assert not scene.analysis.shown and scene.analyze_button.visible and scene.analyze_button.text == "Analyze"


def _wait(pilot: Pilot, done, limit: float = 60.0) -> None:
    end = time.monotonic() + limit
    while not done():
        assert time.monotonic() < end, "the analysis never ended"
        pilot.frames(1)
        time.sleep(0.01)


def test_analyze_runs_in_workers_with_progress_and_writes_the_sidecar(tmp_path):
    path, match, info = _saved(tmp_path, steps=8)
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, path)
    scene.analysis.nodes = 1
    pilot.press("Analyze")
    job = scene.analysis.job
    assert job is not None and job.running and scene.analyze_button.text == "Cancel"
    assert scene.analysis.progress() == (job.done, job.total) and job.total == len(
        decisions(match.game, match.setup, list(match.actions), scene.analysis.study))
    _wait(pilot, lambda: not scene.analysis.running)
    assert scene.analysis.shown and not scene.analyze_button.visible
    read = read_sidecar(sidecar_path(path), info.hash)
    assert read is not None and read == scene.analysis.verdicts
    assert scene.analysis.written == sidecar_path(path)
    again = _open(pilot, path)                      # opened again: shown at once
    assert again.analysis.verdicts == read


def test_analyze_can_be_cancelled_and_leaving_the_viewer_cancels_it(tmp_path):
    path, _, _ = _saved(tmp_path, steps=30)
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, path)
    scene.analysis.nodes = 400
    pilot.press("Analyze")
    job = scene.analysis.job
    assert job is not None and job.running
    pilot.frames(2)
    pilot.press("Cancel")
    assert job.cancelled and not job.running and scene.analysis.job is None
    assert scene.analyze_button.text == "Analyze" and scene.analysis.status == "Analysis cancelled"
    assert not sidecar_path(path).exists()
    pilot.press("Analyze")
    job = scene.analysis.job
    assert job is not None and job.running
    pilot.press("Main menu")
    assert job.cancelled and not job.running
    assert not sidecar_path(path).exists()


def test_a_sidecar_that_cannot_go_beside_the_save_goes_to_the_user_data_folder(tmp_path, tabletop_home):
    session = _played(6)
    match = session.match
    job = AnalysisJob(match.game, match.setup, list(match.actions), nodes=1)
    job.verdicts = []
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("x")
    where = job.write(blocked / "game.json", "abc")
    assert where == user_sidecar_path(blocked / "game.json") and where.is_relative_to(tabletop_home)
    assert read_sidecar(where, "abc") == []
    assert document(SaveFacts("abc", 6), Recorded(match.game, match.setup, tuple(match.actions)), [],
                    job.settings())["steps"] == 6


def test_analyses_beside_saves_are_not_listed_as_saves(tmp_path):
    (tmp_path / "game.json").write_text("{}")
    (tmp_path / f"game{SIDECAR_SUFFIX}").write_text("{}")
    (tmp_path / f"autosave-1{SIDECAR_SUFFIX}").write_text("{}")
    entries, _ = storage.list_saves(tmp_path)
    assert [e.path.name for e in entries] == ["game.json"]
    assert storage.ANALYSIS_SUFFIX == SIDECAR_SUFFIX
    assert not autosaves.is_slot_name(f"autosave-1{SIDECAR_SUFFIX}") and autosaves.is_slot_name("autosave-1.json")


def test_review_this_game_opens_the_replay_viewer_with_analyze_ready(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    session = _played(None)
    table = TableScene(pilot.app, session)
    pilot.app.switch(table)
    pilot.frames(2)
    assert table.game_over is not None
    assert not layout_problems(table.root, (1280, 720))
    pilot.press("Review this game")
    replay = pilot.scene
    assert isinstance(replay, ReplayScene)
    save = replay.analysis.save
    assert save is not None and save.parent == storage.saves_dir() and save.is_file()
    assert load_save(save, get_game)[1].hash == replay.analysis.save_hash
    assert replay.analyze_button.visible and replay.analyze_button.text == "Analyze"
    assert replay.analysis.study == [0], "a review judges the person's own moves"
    assert replay.cursor.actions == tuple(session.match.actions)


def test_an_action_of_no_card_marks_nothing_on_the_table(tmp_path):
    from simulator.view.table.move_marks import move_mark
    path, _, _ = _saved(tmp_path)
    pilot = Pilot(size=(1280, 720))
    scene = _open(pilot, path)
    mark = move_mark(scene.table, Action("pass", 0), "played", PLAYED)
    assert mark.cards == () and mark.source is None and mark.place is None
