"""Learn to play (issue 29 item 7): each game's guided first game is completed by following
the coach's own pointers (the ringed card dragged to the ringed place, the ringed card or
button clicked) through the real table scene, and ends with the person winning; a refused
drop shows the refusal and the lesson goes on; a legal move off the plan is taken back."""
from __future__ import annotations

import pytest

from simulator.core.lesson import has_lesson
from simulator.games.registry import game_names
from simulator.view.files.storage import Settings
from simulator.view.scenes.learn import LearnScene, show_learn
from simulator.view.scenes.lesson import LessonScene
from simulator.view.table.coach import CoachBox
from simulator.view.table.view import Refusal

from .pilot import Pilot, walk

GAMES = [g for g in game_names() if has_lesson(g)]


def _pilot() -> Pilot:
    pilot = Pilot(size=(1280, 720))
    pilot.app.settings = Settings(reduce_motion=True)
    pilot.clock.step = 0.2            # each frame is a fifth of a second: the opponent's pause is 3 frames
    return pilot


def _open(pilot: Pilot, game: str) -> LessonScene:
    show_learn(pilot.app)
    pilot.frames(1)
    from simulator.games.registry import get_game
    pilot.press(get_game(game).title)
    scene = pilot.scene
    assert isinstance(scene, LessonScene)
    return scene


def _wait_for_step(pilot: Pilot, scene: LessonScene) -> None:
    for _ in range(200):
        if scene.match.is_over or scene.step() is not None:
            return
        pilot.frames(1)
    raise AssertionError("the opponent never finished its moves")


def _box(scene: LessonScene) -> CoachBox:
    boxes = [n for n in walk(scene.view.overlay) if isinstance(n, CoachBox)]
    assert len(boxes) == 1
    return boxes[0]


def follow(pilot: Pilot, scene: LessonScene) -> None:
    """Do what the coach points at, as a person would."""
    pointer = scene.pointer()
    assert pointer is not None
    if pointer.button is not None:
        pilot.click(pointer.button.world_rect().center)
    elif pointer.card is not None and pointer.place is not None:
        target = scene.place_rect(pointer.place)
        spot = next(((x, y) for fx in (0.5, 0.3, 0.7, 0.1, 0.9) for fy in (0.5, 0.3, 0.7)
                     if scene.view.card_at((x := int(target.x + target.w * fx), y := int(target.y + target.h * fy)),
                                           exclude=pointer.card.card) in (None,)
                     or pointer.place.startswith("card:")), target.center)
        pilot.drag(pilot.visible_point(pointer.card), spot)
    else:
        assert pointer.card is not None, "the coach points at something"
        pilot.click(pilot.visible_point(pointer.card))


@pytest.mark.parametrize("game", GAMES)
def test_the_guided_first_game_is_won_by_following_its_instructions(game):
    pilot = _pilot()
    scene = _open(pilot, game)
    steps = len(scene.lesson.steps)
    for _ in range(steps * 3):
        _wait_for_step(pilot, scene)
        if scene.match.is_over:
            break
        before = scene.tutor.index
        box = _box(scene)
        marks = [m.rect for m in scene.marks(scene.pointer())]
        assert marks and not any(box.world_rect().colliderect(r) for r in marks), "the box covers what it points at"
        assert scene.words(scene.step()) in box.say
        follow(pilot, scene)
        assert scene.tutor.index > before or scene.held is not None or scene.pointer() is not None
    assert scene.tutor.won, scene.match.result()
    assert scene.tutor.index == steps
    pilot.frames(2)
    assert pilot.button("Play the lesson again") and "done" in _box(scene).header


def test_a_refused_drop_shows_the_refusal_and_the_lesson_goes_on():
    pilot = _pilot()
    scene = _open(pilot, "krieg")
    while scene.tutor.index < 3:           # the three discards (the last one held until confirmed)
        _wait_for_step(pilot, scene)
        follow(pilot, scene)
    _wait_for_step(pilot, scene)
    step, at = scene.tutor.step(), scene.tutor.index
    breach = scene.view.cards[step.move.card]
    melee = scene.place_rect("row0@0")        # a Range unit dropped on the Melee row: the rules refuse it
    before = scene.match.state_hash()
    pilot.drag(pilot.visible_point(breach), melee.center)
    pilot.frames(3)
    assert scene.match.state_hash() == before and scene.tutor.index == at
    box = _box(scene)
    assert box.note is not None and box.note.kind == "refused" and "try the ringed move" in box.note.text
    shown = [n for n in walk(scene.view.alerts) if isinstance(n, Refusal)]
    assert shown and shown[0].text.split()[0] in box.note.text      # the table's refusal, and the coach's words
    follow(pilot, scene)                       # the lesson goes on from the same step
    assert scene.tutor.index == at + 1


def test_a_legal_move_off_the_plan_is_taken_back_with_the_reason():
    pilot = _pilot()
    scene = _open(pilot, "krieg")
    _wait_for_step(pilot, scene)
    planned = scene.tutor.step().move
    other = next(a for a in scene.match.legal_actions() if a != planned)
    before = scene.match.state_hash()
    pilot.click(pilot.visible_point(scene.view.cards[other.target]))
    pilot.frames(2)
    assert scene.match.state_hash() == before and scene.tutor.index == 0
    note = _box(scene).note
    assert note is not None and note.kind == "plan" and "allowed by the rules" in note.text
    follow(pilot, scene)
    assert scene.tutor.index == 1


def test_learn_to_play_lists_every_game_with_a_lesson():
    """Reached from the main menu as "Learn to play" (issue 29 item 7)."""
    pilot = _pilot()
    pilot.app.show_menu()
    pilot.frames(1)
    pilot.press("Learn to play")
    pilot.frames(1)
    assert isinstance(pilot.scene, LearnScene)
    from simulator.games.registry import get_game
    for game in GAMES:
        assert pilot.button(get_game(game).title)
    assert len(GAMES) == len(game_names())
    pilot.press("Back")
    assert not isinstance(pilot.scene, LearnScene)
