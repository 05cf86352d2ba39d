"""Every screen fits and every text is legible (issue 12, item 6; issue 27, item 1): each
scene of the program, for every registered game (2 and 4 seats, teams, the hot-seat cover,
the replay viewer), at 1280x720 and 1920x1080 and at UI scale 1.0 and 1.5, has no Button,
Label or text block (partly) off screen and no text overflowing its box, measured with the
font the widget draws with (widgets.layout_problems); every text drawn while rendering it
(recorded as it is rendered, card faces included) is at least fonts.MIN_PX, and no text
lies over another on a screen without an overlay. Each rendering is saved to
out/screenshots as fit-<scene>-<size>-<scale>.png for people to look at."""
from __future__ import annotations

import shutil
import time
from pathlib import Path
from typing import Callable, Iterator

import pygame
import pytest

from simulator.core.rng import Rng
from simulator.core.saves import save_match
from simulator.games.registry import game_names, get_game
from simulator.resources import example_saves
from simulator.view.files import autosaves
from simulator.view.files.crash import CrashReport
from simulator.view.table.layout import has_layout
from simulator.view.node import UIEvent
from simulator.view.scenes.base import Scene
from simulator.view.scenes.continue_list import ContinueScene
from simulator.view.scenes.deck_builder import DeckBuilderScene
from simulator.view.scenes.deck_viewer import DeckViewerScene
from simulator.view.scenes.decks import DecksScene
from simulator.view.files import deck_library
from simulator.view.scenes.crash import CrashScene
from simulator.view.scenes.help import HelpScene, open_overlay
from simulator.view.scenes.menu import MenuScene
from simulator.view.scenes.newgame import NewGameScene, build_session
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.records import RecordsScene
from simulator.core.puzzles import Status, game_puzzles
from simulator.view.scenes.puzzle_dialog import PuzzleDialog
from simulator.view.scenes.puzzle_table import PuzzleTableScene
from simulator.view.scenes.puzzles import PuzzlesScene
from simulator.view.scenes.saves_list import SavesListScene
from simulator.view.scenes.settings import SettingsScene
from simulator.view.scenes.table import TableScene
from simulator.core.lesson import has_lesson
from simulator.core.lesson_check import main_line
from simulator.view.scenes.learn import LearnScene
from simulator.view.scenes.lesson import LessonScene
from simulator.view.session.lesson import lesson_session
from simulator.view.files.storage import Settings
from simulator.view.widgets import Button, layout_problems

from simulator.view.style.fonts import MIN_PX
from simulator.view.table import cards as card_faces

from .pilot import Pilot, walk
from .text_census import Recording, recording_screen

SIZES = [(1280, 720), (1920, 1080)]
SCALES = [1.0, 1.5]
TABLE_GAMES = [g for g in game_names() if has_layout(g)]
BACK_WORDS = ("Back", "Back to menu", "Main menu", "Close", "Resume")


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _seat_counts(game: str) -> list[int]:
    spec = get_game(game)
    return sorted({spec.min_seats, spec.max_seats})


def _played(game: str, seats: int, steps: int, seed: int = 5, teams: bool = False):
    """A hot-seat session of `game` after up to `steps` random actions (to the end when large)."""
    session = build_session(game, seats, "hotseat", "greedy", seed, autosave=False, teams=teams)
    rng = Rng(seed)
    for _ in range(steps):
        if session.match.is_over:
            break
        session.apply(rng.choice(session.match.legal_actions()))
    return session


def _fill_saves(home: Path) -> None:
    """A saves folder with finished and unfinished games of every game, an autosave, an
    unreadable file and a long name."""
    saves = home / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    for p in example_saves():
        shutil.copy(str(p), saves / p.name)
    for i, game in enumerate(TABLE_GAMES):
        session = _played(game, _seat_counts(game)[-1], 12, seed=i + 1)
        save_match(session.match, saves / f"{game}-00{i + 1}.json", session.seats)
        save_match(session.match, saves / f"autosave-2024010{i + 1}-120000-9{i}.json", session.seats)
    (saves / ("a-very-long-save-name-" * 6 + ".json")).write_text("{}")
    (saves / "broken.json").write_text("[" * 100)
    now = time.time()
    for i, path in enumerate(sorted(saves.glob("*.json"))):
        t = now - 3600 * i
        import os
        os.utime(path, (t, t))


def _scenes(pilot: Pilot) -> Iterator[tuple[str, Callable[[], Scene]]]:
    """(name, build) of every scene to check; build switches the app to it."""
    app = pilot.app

    def show(scene: Scene) -> Scene:
        app.switch(scene)
        return scene

    yield "menu", lambda: show(MenuScene(app))
    yield "records", lambda: show(RecordsScene(app))
    for game in TABLE_GAMES:
        def new_game(game: str = game) -> Scene:
            scene = NewGameScene(app)
            scene._set(game=game, seats=get_game(game).max_seats, teams=get_game(game).supports_teams)
            return show(scene)
        yield f"newgame-{game}", new_game
    for game in TABLE_GAMES:
        yield f"decks-{game}", lambda game=game: show(DecksScene(app, game))
        yield f"deckview-{game}", lambda game=game: show(_deck_viewer(app, game))
        if deck_library.editable(get_game(game)):
            yield f"deckbuild-{game}", lambda game=game: show(_deck_builder(app, game))
    yield "settings", lambda: show(SettingsScene(app))
    yield "load", lambda: show(SavesListScene(app, replay=False))
    yield "replays", lambda: show(SavesListScene(app, replay=True))
    yield "continue", lambda: show(ContinueScene(app, autosaves.unfinished()))
    yield "load-confirm", lambda: _confirming(show(SavesListScene(app, replay=False)))
    yield "continue-confirm", lambda: _confirming(show(ContinueScene(app, autosaves.unfinished())))
    yield "crash", lambda: show(CrashScene(app, _report()))
    yield "rules", lambda: show(HelpScene(app))
    for game in game_names():
        yield f"rules-{game}", lambda game=game: show(HelpScene(app, game))
    yield "rules-controls", lambda: show(HelpScene(app, "controls"))
    for game in TABLE_GAMES:
        for seats in _seat_counts(game):
            for steps, stage in ((0, "start"), (25, "mid"), (10_000, "over")):
                def table(game: str = game, seats: int = seats, steps: int = steps) -> Scene:
                    return show(TableScene(app, _played(game, seats, steps)))
                yield f"table-{game}-{seats}-{stage}", table
            yield f"table-{game}-{seats}-menu", lambda game=game, seats=seats: _with_menu(show(
                TableScene(app, _played(game, seats, 25))))
            yield f"table-{game}-{seats}-keys", lambda game=game, seats=seats: _press_f1(pilot, show(
                TableScene(app, _played(game, seats, 25))))
            yield f"table-{game}-{seats}-rules", lambda game=game, seats=seats: _with_rules(pilot, show(
                TableScene(app, _played(game, seats, 25))))
            yield f"table-{game}-{seats}-cover", lambda game=game, seats=seats: _with_cover(show(
                TableScene(app, _played(game, seats, 25))))
        if get_game(game).supports_teams:
            seats = get_game(game).max_seats
            yield f"table-{game}-{seats}-teams", lambda game=game, seats=seats: show(
                TableScene(app, _played(game, seats, 25, teams=True)))
        for at in ("start", "end"):
            def replay(game: str = game, at: str = at) -> Scene:
                session = _played(game, get_game(game).max_seats, 10_000)
                scene = ReplayScene(app, session.match.game, session.match.setup, list(session.match.actions),
                                    [s.name for s in session.seats])
                show(scene)
                scene.seek({"start": 0, "middle": scene.cursor.length // 2}.get(at, scene.cursor.length))
                return scene
            yield f"replay-{game}-{at}", replay
        yield f"replay-{game}-keys", lambda game=game: _press_f1(pilot, replay(game, "start"))
        yield f"replay-{game}-reveal", lambda game=game: _revealed(replay(game, "middle"))
        yield f"replay-{game}-takeover", lambda game=game: _taking_over(replay(game, "middle"))
        yield f"replay-{game}-retry", lambda game=game: _retrying(replay(game, "start"))
        yield f"replay-{game}-review", lambda game=game: _reviewing(replay(game, "start"))
        yield f"table-{game}-2-hint", lambda game=game: _hinting(show(TableScene(app, _played(game, 2, 25))))
        yield f"replay-{game}-puzzle", lambda game=game: _saving_puzzle(replay(game, "middle"))
    for game in TABLE_GAMES:
        yield f"puzzles-{game}", lambda game=game: show(PuzzlesScene(app, game))
        yield f"table-puzzle-{game}", lambda game=game: show(_puzzle_table(app, game))
        yield f"table-puzzle-{game}-over", lambda game=game: _puzzle_over(show(_puzzle_table(app, game)))
    yield "learn", lambda: show(LearnScene(app))
    for game in TABLE_GAMES:
        if has_lesson(game):
            yield f"table-lesson-{game}", lambda game=game: show(_lesson_at(app, game, 4))


def _lesson_at(app, game: str, step: int) -> Scene:
    """A game's guided first game at the learner's `step` (0 is the first), its plan followed."""
    session = lesson_session(game)
    spec = get_game(game)
    for move in main_line(session.lesson, spec):
        if session.tutor.index >= step and session.match.decision().seat == session.lesson.learner:
            break
        session.match.apply(move)
    return LessonScene(app, session)


def _deck_viewer(app, game: str) -> Scene:
    """The viewer on the game's first prebuilt deck."""
    spec = get_game(game)
    return DeckViewerScene(app, deck_library.prebuilt_entry(spec, spec.deck_names[0]))


def _deck_builder(app, game: str) -> Scene:
    """The builder on a copy of the game's first prebuilt deck, one card short (a problem shown)."""
    spec = get_game(game)
    contents = deck_library.counts_of(deck_library.prebuilt_entry(spec, spec.deck_names[0]).contents or {})
    section = next(s for s, part in contents.items() if part)
    first = next(iter(contents[section]))
    contents[section][first] -= 1
    if not contents[section][first]:
        del contents[section][first]
    return DeckBuilderScene(app, game, "a-deck-with-a-rather-long-name-for-its-field", contents)


def _report() -> CrashReport:
    try:
        raise RuntimeError("the table fell over while drawing a very long card name " * 3)
    except RuntimeError as exc:
        error = exc
    return CrashReport(error, "RuntimeError: the table fell over while drawing " + "a very long card name " * 8,
                       "TableScene.draw", {"autosave": "/tmp/x.json"},
                       path=Path("/home/someone/.local/share/tabletop/crash-reports/crash-20240101-120000-123456.txt"),
                       repeats=3)


def _with_cover(scene: TableScene) -> Scene:
    """The hot-seat hand-over cover up (between two people's turns)."""
    if scene.cover is None and not scene.match.is_over:
        scene._show_cover(scene.session.viewer())
    return scene


def _lower_cover(scene: Scene) -> None:
    cover = getattr(scene, "cover", None)
    if cover is not None:
        cover.on_ready()


OVERLAID = ("-menu", "-keys", "-rules", "-cover", "-over",   # an overlay lies over the table: text under it is hidden
            "-takeover", "-confirm", "-puzzle", "-review", "-hint")


def _puzzle_table(app, game: str) -> Scene:
    """The first puzzle of a game at the table."""
    return PuzzleTableScene(app, game_puzzles(get_game(game))[0], [])


def _puzzle_over(scene: PuzzleTableScene) -> Scene:
    """A puzzle's Solved box over the table."""
    scene.status = Status("solved", 1, scene.puzzle.goal.text() + ": done")
    scene._show_result()
    return scene


def _saving_puzzle(scene: ReplayScene) -> Scene:
    """The replay with the Save as puzzle dialog open."""
    scene.save_puzzle()
    assert any(isinstance(n, PuzzleDialog) for n in scene.view.overlay.children), "the game goes on at this step"
    return scene


def _fresh_faces() -> None:
    """Forget every rendered card face, so each is rendered (and its text recorded) again."""
    for name, value in vars(card_faces).items():
        if name.startswith("_") and not name.startswith("__") and isinstance(value, dict):
            value.clear()


def _revealed(scene: ReplayScene) -> Scene:
    """The replay with every hand shown (reveal all)."""
    if not scene.app.settings.reveal_all:
        scene.toggle_reveal()
    return scene


def _taking_over(scene: ReplayScene) -> Scene:
    """The replay with the take-over question open (which seat, who plays the others)."""
    scene.take_over()
    assert scene.take_over_menu() is not None, "the game goes on at this step"
    return scene


def _retrying(scene: ReplayScene) -> Scene:
    """The replay at a marked decision (made-up verdicts: no search), "Retry from here" up."""
    from simulator.bots.analysis import Verdict
    cursor, rules = scene.cursor, scene.game.rules
    verdicts = []
    for step in range(min(cursor.length, 3)):
        cursor.seek(step)
        played = cursor.actions[step]
        best = next((a for a in rules.legal_actions(cursor.state) if a != played), played)
        verdicts.append(Verdict(step, played.seat, "a move", "another move with a longer name", 0.8, 0.3, 0.5,
                                played, best))
    scene.analysis.adopt(verdicts)
    steps = [v.step for v in verdicts]
    scene.seek(steps[0] if steps else 0)
    scene.refresh(instant=True)
    assert scene.retry.strip is not None, "the strip is up at a marked decision"
    return scene


def _reviewing(scene: ReplayScene) -> Scene:
    """The replay at a marked decision with its review panel: the class, the move made, three
    better moves with win chances and a reason (made-up verdicts: no search)."""
    from simulator.bots.analysis import Alternative, Verdict
    cursor, rules = scene.cursor, scene.game.rules
    cursor.seek(0)
    played = cursor.actions[0]
    others = [a for a in rules.legal_actions(cursor.state) if a != played][:3] or [played]
    alternatives = tuple(Alternative(f"a better move with a longer name {i}", a, 0.7 - i / 20, 40)
                         for i, a in enumerate(others))
    scene.analysis.adopt([Verdict(0, played.seat, "the move made", alternatives[0].move, 0.7, 0.4, 0.3, played,
                                  others[0], "blunder", 0.02, 3, alternatives,
                                  "gains 2 cards in hand and 3 strength on the board")])
    scene.seek(0)
    scene.refresh(instant=True)
    from simulator.view.table.move_list import MoveList
    assert any(isinstance(n, MoveList) for n in scene.view.overlay.children), "the review panel is up"
    return scene


def _hinting(scene: TableScene) -> Scene:
    """The table with the hint's panel: the bot's move and two alternatives with win chances."""
    from simulator.view.table.move_list import show_hint
    legal = scene.match.legal_actions()
    show_hint(scene.view, legal[0], 0.62, [(a, 0.5) for a in legal[1:3]],
              lambda a: scene.view.text(scene.match.describe(a)), lambda: True)
    return scene


def _confirming(scene: Scene) -> Scene:
    """A save list asking whether to delete its first deletable save."""
    row = next(r for r in scene.rows() if r.on_delete is not None)  # type: ignore[attr-defined]
    scene.ask_delete(row)  # type: ignore[attr-defined]
    return scene


def _with_menu(scene: TableScene) -> Scene:
    scene.press_menu()
    return scene


def _press_f1(pilot: Pilot, scene: Scene) -> Scene:
    pilot.app.post(UIEvent("key", key=pygame.K_F1))
    pilot.frames(1)
    assert open_overlay(scene.view.overlay) is not None, "F1 opens the controls"  # type: ignore[attr-defined]
    return scene


def _with_rules(pilot: Pilot, scene: TableScene) -> Scene:
    scene.press_menu()
    rules = [n for n in walk(scene.view.overlay) if isinstance(n, Button) and n.text.startswith("Rules")]
    pilot.click(rules[0].world_rect().center)
    assert open_overlay(scene.view.overlay) is not None, "the game menu opens the rules"
    return scene


@pytest.mark.parametrize("scale", SCALES)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits(size, scale, tabletop_home):
    _fill_saves(tabletop_home)
    pilot = Pilot(size=size)
    pilot.app.settings = Settings(ui_scale=scale)
    problems: list[str] = []
    names = []
    _fresh_faces()
    with Recording() as census:
        for name, build in _scenes(pilot):
            census.rendered.clear()
            scene = build()
            if not name.endswith(OVERLAID):
                _lower_cover(scene)
            pilot.frames(1)
            pilot.app.screen = recording_screen(census, size)
            census.new_frame()
            pilot.frames(1)
            assert pilot.app.scene is scene and not pilot.app.crashes, name
            names.append(name)
            found = layout_problems(scene.root, size)
            problems += [f"{name}: {p}" for p in found]
            small = sorted({(d.px, d.text[:40]) for d in census.smallest() if d.px < MIN_PX})
            problems += [f"{name}: text of {px} px (under {MIN_PX}): {text!r}" for px, text in small[:6]]
            if not name.endswith(OVERLAID) and not name.startswith(("menu", "settings")):
                problems += [f"{name}: {a.text[:30]!r} at {tuple(a.rect)} overlaps {b.text[:30]!r} at {tuple(b.rect)}"
                             for a, b in census.overlaps()[:6]]
            pilot.shot(f"fit-{name}-{size[0]}x{size[1]}-{scale:g}")
            if not name.startswith(("table", "replay")):
                backs = [b for b in walk(scene.root) if isinstance(b, Button) and b.text in BACK_WORDS and b.visible]
                assert backs or name == "menu", f"{name} has no visible way back"
    assert len(names) > 20
    assert not problems, "\n".join(problems)


def test_the_fit_check_sees_a_button_off_screen_and_text_that_overflows():
    from simulator.view.node import Node
    from simulator.view.widgets import Label
    root = Node(0, 0, 1280, 720)
    root.add(Button("Quit", 500, 700, 200, 60, lambda: None))
    root.add(Label("A label far too long for its little box", 10, 10, 60, 30, size=20))
    root.add(Button("Fine", 10, 100, 200, 60, lambda: None))
    hidden = root.add(Node(0, 0, 10, 10))
    hidden.visible = False
    hidden.add(Button("Hidden and off screen", 5000, 0, 10, 10, lambda: None))
    problems = layout_problems(root, (1280, 720))
    assert len(problems) == 2
    assert "'Quit'" in problems[0] and "off the 1280x720 screen" in problems[0]
    assert "overflows" in problems[1]


def test_ui_scale_1_5_at_1280x720_keeps_every_menu_button_on_screen(tabletop_home):
    pilot = Pilot(size=(1280, 720))
    pilot.app.settings = Settings(ui_scale=1.5)
    pilot.app.show_menu()
    pilot.frames(1)
    for text in ("New game", "Settings", "Quit", "Rules"):
        assert pygame.Rect(0, 0, 1280, 720).contains(pilot.button(text).world_rect()), text
    pilot.press("Settings")
    assert pygame.Rect(0, 0, 1280, 720).contains(pilot.button("Back").world_rect())
    pilot.press("Back")
    pilot.press("New game")
    for text in ("Start", "Back"):
        assert pygame.Rect(0, 0, 1280, 720).contains(pilot.button(text).world_rect()), text


def test_menu_screens_reflow_when_the_window_changes_size(tabletop_home):
    pilot = Pilot(size=(1920, 1080))
    for open_ in (lambda: pilot.app.show_menu(), lambda: pilot.press("Settings"), lambda: pilot.press("Back"),
                  lambda: pilot.press("Rules")):
        open_()
        pilot.frames(1)
        big = pilot.button("Back" if not isinstance(pilot.scene, MenuScene) else "Quit").world_rect()
        pilot.app.resize((1280, 720))
        pilot.frames(1)
        small = pilot.button("Back" if not isinstance(pilot.scene, MenuScene) else "Quit").world_rect()
        assert pygame.Rect(0, 0, 1280, 720).contains(small) and small != big
        assert not layout_problems(pilot.scene.root, (1280, 720))
        pilot.app.resize((1920, 1080))
        pilot.frames(1)


@pytest.mark.parametrize("opener", ["New game", "Settings", "Load game", "Watch a replay", "Rules"])
def test_escape_goes_back_from_every_menu_screen(opener, tabletop_home):
    pilot = Pilot(size=(1280, 720))
    pilot.app.show_menu()
    pilot.press(opener)
    assert not isinstance(pilot.scene, MenuScene)
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(1)
    assert isinstance(pilot.scene, MenuScene)
