"""The review's alternatives on screen (issue 29 item 3): the hint during play lists the bot's
move and the next best moves with their win chances; the replay viewer shows, at a marked
decision, its class, the move made, the better moves with their chances, the reason and the
player's accuracy, and takes it down at another step."""
from __future__ import annotations

import time

import pygame

from simulator.bots.analysis import Alternative, Verdict
from simulator.bots.analysis_marks import MISTAKE
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.bots import make_bot
from simulator.games.registry import get_game
from simulator.view.scenes.replay import ReplayScene
from simulator.view.table.button_spots import card_rects
from simulator.view.table.move_list import MoveList

from .pilot import Pilot
from .test_table import _skip_setup, open_table


def _panels(view, kind: str) -> list[MoveList]:
    return [n for n in view.overlay.children if isinstance(n, MoveList) and n.kind == kind]


def test_the_hint_lists_the_bots_move_then_the_next_best_with_win_chances_until_a_move_is_made():
    pilot = Pilot(size=(1280, 720))
    scene = open_table(pilot)
    _skip_setup(pilot, scene)
    pilot.press("Hint")
    end = time.monotonic() + 60
    while scene.hint_pending is not None:
        assert time.monotonic() < end, "the hint never came"
        pilot.seconds(0.05)
        time.sleep(0.01)
    pilot.frames(2)
    [panel] = _panels(scene.view, "hint")
    assert 2 <= len(panel.rows) <= 3
    assert panel.rows[0].rank == "1." and panel.rows[0].move.endswith("(bot's pick)")
    assert [r.rank for r in panel.rows] == [f"{i}." for i in range(1, len(panel.rows) + 1)]
    assert all(r.chance is not None and 0.0 <= r.chance <= 1.0 for r in panel.rows)
    assert len({r.move for r in panel.rows}) == len(panel.rows)
    pilot.shot("hint-alternatives-1280x720")
    scene.act(scene.hint_action)
    pilot.frames(2)
    assert not _panels(scene.view, "hint"), "the hint goes once a move is made"


def _replay_at_a_mistake(pilot: Pilot) -> tuple[ReplayScene, Verdict]:
    """A greedy Krieg game in the viewer, with a made-up mistake at its fifth decision."""
    game = get_game("krieg")
    match = Match(game, game.setup(4, 2))
    bots = [make_bot("greedy", Rng(s)) for s in range(2)]
    for _ in range(12):
        d = match.decision()
        match.apply(bots[d.seat].choose(game, match.observation(d.seat), d.seat, match.legal_actions()))
    scene = ReplayScene(pilot.app, game, match.setup, list(match.actions), ["Ada", "Bo"])
    pilot.app.switch(scene)
    pilot.frames(2)
    step = 8
    scene.cursor.seek(step)
    state = scene.cursor.state
    played = match.actions[step]
    others = [a for a in game.rules.legal_actions(state) if a != played][:3]
    alternatives = tuple(Alternative(game.rules.describe(state, a), a, 0.62 - i * 0.04, 90 - i * 20)
                         for i, a in enumerate(others))
    verdict = Verdict(step, played.seat, game.rules.describe(state, played), alternatives[0].move, 0.62, 0.48,
                      0.14, played, others[0], MISTAKE, 0.02, 4, alternatives, "gains 3 strength in this round")
    plain = Verdict(step + 1, match.actions[step + 1].seat, "x", "x", 0.5, 0.5, 0.0, match.actions[step + 1],
                    match.actions[step + 1])
    scene.analysis.adopt([verdict, plain])
    return scene, verdict


def test_a_marked_decision_shows_its_class_the_move_made_the_better_moves_and_the_reason():
    pilot = Pilot(size=(1280, 720))
    scene, verdict = _replay_at_a_mistake(pilot)
    scene.seek(verdict.step)
    pilot.frames(2)
    [panel] = _panels(scene.view, "review")
    who = scene.seat_names[verdict.seat]
    assert panel.title == f"Mistake (?) by {who}"
    assert panel.rows[0].rank == "played" and panel.rows[0].chance == verdict.win_after
    assert [r.rank for r in panel.rows[1:]] == ["1.", "2.", "3."]
    assert panel.rows[1].move.endswith("(bot's pick)") and panel.rows[1].chance == verdict.win_before
    assert "Why: the bot's pick gains 3 strength in this round." in panel.note
    assert f"{who}'s accuracy this game:" in panel.note
    cards = [r for r in card_rects(scene.view.cards.values())]
    assert pygame.Rect(panel.world_rect()).collidelist(cards) < 0, "the panel covers no card"
    pilot.shot("review-alternatives-1280x720")


def test_the_review_panel_goes_at_an_unmarked_step_and_comes_back_at_the_marked_one():
    pilot = Pilot(size=(1280, 720))
    scene, verdict = _replay_at_a_mistake(pilot)
    scene.seek(verdict.step)
    pilot.frames(1)
    assert _panels(scene.view, "review")
    scene.seek(verdict.step + 1)
    pilot.frames(2)
    assert not _panels(scene.view, "review")
    scene.seek(verdict.step)
    pilot.frames(2)
    assert len(_panels(scene.view, "review")) == 1
