"""Issue 29, item 4: retry from the mistake. At a marked decision of a replayed game (one of
the analysis' largest swings) one click on "Retry from here" starts the position before it
as a new game, you at that decision's seat against bots of the level you chose; the retry is
linked to the original, and the original's viewer lists each retry from there beside the
original's result ("Retry 1 (Hard, from step 12): you lost at round 1; the original was
won"), also after the program has removed the retry's finished autosave."""
from __future__ import annotations

from pathlib import Path

import pytest

from simulator.bots.analysis import Verdict, decisions
from simulator.bots.sidecar import document, write_sidecar
from simulator.core.saves import Seat, load_save, save_match
from simulator.games.registry import get_game
from simulator.view.files import autosaves
from simulator.view.files.game_records import collect
from simulator.view.files.retry_links import Outcome, RetryLink, all_links, links_for
from simulator.view.files.storage import saves_dir
from simulator.view.scenes.menu import open_save
from simulator.view.scenes.replay import ReplayScene
from simulator.view.scenes.replay_retry import RETRY
from simulator.view.scenes.table import TableScene
from simulator.view.session.retry import comparison, improved
from simulator.view.widgets import Label, Toast, layout_problems

from .pilot import Pilot, walk
from .records_games import finished


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _original() -> tuple[Path, int]:
    """A Krieg game of You against the Easy bot that you conceded, saved in your saves folder with an
    analysis whose largest swing is a decision of yours; returns the save and that step."""
    session = finished("krieg", "bot", "easy", 0, seed=11, moves=20)     # you conceded it
    match = session.match
    saves_dir().mkdir(parents=True, exist_ok=True)
    path = save_match(match, saves_dir() / "krieg-001.json", session.seats)
    match, info = load_save(path, get_game)
    rules = match.game.rules
    state = rules.new_state(match.setup)
    mine = [s for s in decisions(match.game, match.setup, list(match.actions), [0])][2:]
    swing = mine[0]
    verdicts = []
    for step, action in enumerate(match.actions):
        if step in mine[:6]:
            best = next(a for a in rules.legal_actions(state) if a != action)
            loss = 0.4 if step == swing else 0.01
            verdicts.append(Verdict(step, 0, rules.describe(state, action), rules.describe(state, best), 0.7,
                                    0.7 - loss, loss, action, best))
        rules.apply(state, action)
    write_sidecar(path, document(info, match, verdicts, {"nodes": 1}))
    return path, swing


def _viewer(pilot: Pilot, path: Path, step: int) -> ReplayScene:
    pilot.app.show_menu()
    assert open_save(pilot.app, path, pilot.scene, replay=True)
    scene = pilot.scene
    assert isinstance(scene, ReplayScene)
    scene.seek(step)
    pilot.frames(2)
    return scene


def _strip_lines(scene: ReplayScene) -> list[str]:
    strip = scene.retry.strip
    return [n.text for n in walk(strip) if isinstance(n, Label) and n.text.startswith("Retry ")] if strip else []


def test_retry_from_a_marked_mistake_puts_you_before_it_against_the_level_you_chose(tabletop_home):
    path, swing = _original()
    pilot = Pilot(size=(1280, 720))
    replay = _viewer(pilot, path, swing - 1)
    assert replay.retry.strip is None, "no strip away from a marked decision"
    replay.seek(swing)
    pilot.frames(1)
    assert replay.retry.strip is not None and not layout_problems(replay.root, (1280, 720))
    assert pilot.button("\u2713 Easy"), "the original's level is chosen at first"
    pilot.shot("retry-strip-1280x720")
    pilot.press("Hard")
    assert pilot.button("\u2713 Hard")
    played = list(replay.cursor.actions[:swing])
    pilot.press(RETRY)
    table = pilot.scene
    assert isinstance(table, TableScene)
    assert table.session.seats == [Seat("human", "You"), Seat("bot", "Bot 2 — Hard", "hard")]
    assert list(table.match.actions[:swing]) == played and table.match.decision().seat == 0
    (link,) = all_links()
    assert (link.step, link.seat, link.level, link.slot) == (swing, 0, "hard", table.session.autosave_path.name)
    assert link.original is not None and link.outcome is None


def test_a_retry_played_to_its_end_is_compared_with_the_original(tabletop_home):
    path, swing = _original()
    pilot = Pilot(size=(1280, 720))
    replay = _viewer(pilot, path, swing)
    pilot.press(RETRY)
    table = pilot.scene
    pilot.press("Menu")
    pilot.press("Concede…")
    pilot.press("Concede")
    pilot.frames(2)
    assert table.match.is_over
    replay = _viewer(pilot, path, swing)           # leaving the table; the original again
    assert _strip_lines(replay) == [f"Retry 1 (Easy, from step {swing}): you lost at round 1; the original was lost"]
    assert any(isinstance(n, Toast) and n.text == f"This game has 1 retry: see how it went at step {swing}"
               for n in replay.view.overlay.children), "the viewer says the game has a retry"
    assert not layout_problems(replay.root, (1280, 720))
    pilot.shot("retry-compared-1280x720")


def test_the_comparison_outlives_the_retrys_autosave_and_the_retry_is_not_counted_in_the_records(tabletop_home):
    path, swing = _original()
    pilot = Pilot(size=(1280, 720))
    _viewer(pilot, path, swing)
    pilot.press(RETRY)
    table = pilot.scene
    slot = table.session.autosave_path
    pilot.press("Menu")
    pilot.press("Concede…")
    pilot.press("Concede")
    pilot.app.show_menu()                           # the table lets its slot go
    autosaves.release_all()
    assert slot in autosaves.cleanup()["finished"] and not slot.exists()
    (link,) = links_for(load_save(path, get_game)[1].hash)
    assert link.outcome is not None and link.outcome.winners == (1,)
    got = collect()
    assert got.retries == 0 and [r.source for r in got.counted] == ["krieg-001.json"]
    replay = _viewer(pilot, path, swing)
    assert _strip_lines(replay)[0].startswith(f"Retry 1 (Easy, from step {swing}): you lost")


def test_a_retrys_copy_is_not_counted_as_a_game_of_yours(tabletop_home):
    path, swing = _original()
    pilot = Pilot(size=(1280, 720))
    _viewer(pilot, path, swing)
    pilot.press(RETRY)
    table = pilot.scene
    pilot.press("Menu")
    pilot.press("Concede…")
    pilot.press("Concede")
    save_match(table.match, saves_dir() / "krieg-002.json", table.session.seats)    # Save as after the end
    got = collect()
    assert [r.source for r in got.counted] == ["krieg-001.json"]
    assert got.retries == 2, "the retry's autosave and its copy"


def _link(original: Outcome | None, outcome: Outcome | None, seat: int = 0) -> RetryLink:
    return RetryLink(Path("x"), "krieg", "h", "krieg-001", 12, seat, original, "autosave-x.json", "hard", 0.0,
                     outcome)


def test_the_comparison_says_how_the_retry_and_the_original_went_for_the_retried_seat():
    lost, won = Outcome((1,), "Bot 2 wins", "Round 2", 80), Outcome((0,), "You win", "Turn 9", 57)
    assert comparison(1, _link(lost, won), "Hard") == \
        "Retry 1 (Hard, from step 12): you won at turn 9; the original was lost"
    assert comparison(2, _link(won, Outcome((), "A draw", "", 40)), "Easy") == \
        "Retry 2 (Easy, from step 12): a draw after 40 moves; the original was won"
    assert comparison(3, _link(None, None), "Normal") == \
        "Retry 3 (Normal, from step 12): not finished yet; the original was not finished"
    assert improved(_link(lost, won)) is True and improved(_link(won, lost)) is False
    assert improved(_link(lost, None)) is None
