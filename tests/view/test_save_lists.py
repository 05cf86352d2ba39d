"""Continue and Load game (issue 28, item 4): each save shows its game, the people by the
save's names, turn or round, the date and the result in those names, newest first; a save
can be deleted after a confirmation; a hostile or malformed save is listed as unreadable,
never a crash; a large save is summarised from its first and last lines only."""
from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path

import pygame
import pytest

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.core.saves import Seat, dumps_save, save_document, save_match
from simulator.view.files import autosaves, save_summary
from simulator.view.files.save_summary import ListedResult, summarize
from simulator.view.node import UIEvent
from simulator.view.scenes.continue_list import ContinueScene
from simulator.view.scenes.newgame import build_session
from simulator.view.scenes.paged_list import RowButton
from simulator.view.scenes.save_words import result_text
from simulator.view.scenes.saves_list import SavesListScene
from simulator.view.widgets.confirm import ConfirmDialog

from .pilot import Pilot, walk


@pytest.fixture(autouse=True)
def _let_go_of_slots():
    yield
    autosaves.release_all()


def _played(game: str, mode: str, level: str, steps: int, seed: int, names=None, concede: int | None = None):
    session = build_session(game, 2, mode, level, seed, autosave=False, names=names)
    rng = Rng(seed)
    for _ in range(steps):
        if session.match.is_over:
            break
        session.match.apply(rng.choice(session.match.legal_actions()))
    if concede is not None:
        session.match.apply(Action("concede", concede))
    return session


def _save(folder: Path, name: str, session, age: float) -> Path:
    path = save_match(session.match, folder / f"{name}.json", session.seats)
    then = time.time() - age
    os.utime(path, (then, then))
    return path


def _rows(pilot: Pilot) -> list[RowButton]:
    found = [n for n in walk(pilot.scene.root) if isinstance(n, RowButton) and n.visible]
    return sorted(found, key=lambda b: b.world_rect().y)


def _dialog(pilot: Pilot) -> ConfirmDialog | None:
    found = [n for n in walk(pilot.scene.root) if isinstance(n, ConfirmDialog)]
    return found[0] if found else None


def _open(pilot: Pilot, which: str) -> None:
    pilot.app.show_menu()
    pilot.press(which)
    pilot.frames(1)


def test_load_shows_game_people_turn_or_round_date_and_the_result_in_names_newest_first(tabletop_home):
    saves = tabletop_home / "saves"
    _save(saves, "won", _played("eternal", "bot", "easy", 20, 1, concede=1), age=7200)
    _save(saves, "hotseat", _played("krieg", "hotseat", "normal", 12, 2, names=["Ada", "Ben"]), age=60)
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Load game")
    newest, older = _rows(pilot)
    assert newest.text == "hotseat" and older.text == "won", "newest first"
    assert newest.title == "Krieg Eterna · Ada vs Ben"
    assert newest.detail.startswith("hotseat · Round 1 · today ") and newest.detail.endswith(" · in play")
    assert older.title == "Eternal Card Game · You vs the Easy bot"
    assert older.detail.startswith("won · Turn ")
    assert older.detail.endswith(" · You won: the Easy bot conceded")
    assert time.strftime("%H:%M", time.localtime(time.time() - 7200)) in older.detail      # the date, as a time


def test_continue_shows_each_unfinished_game_by_its_people_and_round_newest_first(tabletop_home):
    saves = tabletop_home / "saves"
    _save(saves, "autosave-20240101-120000-1", _played("wonders", "bot", "hard", 30, 3), age=600)
    _save(saves, "autosave-20240102-120000-1", _played("exodus", "bot", "normal", 30, 4), age=60)
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Continue")
    assert isinstance(pilot.scene, ContinueScene)
    newest, older = _rows(pilot)
    assert newest.title == "Exodus TCG · You vs the Normal bot" and newest.detail.startswith("Turn ")
    assert older.title == "Wonders of The First · You vs the Hard bot" and older.detail.startswith("Round ")


def test_results_read_in_the_people_names_and_the_past():
    you_vs_bot = [Seat("human", "You"), Seat("bot", "Bot 2 — Easy", "easy")]
    people = [Seat("human", "Ada"), Seat("human", "Ben")]
    assert result_text(ListedResult((0,), "Player 1 wins: Player 2 concedes"), you_vs_bot) == \
        "You won: the Easy bot conceded"
    assert result_text(ListedResult((1,), "Player 2 wins: Player 1 is at 0 health"), people) == \
        "Ben won: Ada was at 0 health"
    assert result_text(ListedResult((), "Draw: nobody can win two rounds"), people) == \
        "Draw: nobody could win two rounds"
    assert result_text(ListedResult((0,), "Player 1 wins the tie (3 stones) by controlling Realm 2"), people) == \
        "Ada won the tie (3 stones) by controlling Realm 2"


def test_delete_asks_first_and_then_removes_the_file_and_updates_the_list(tabletop_home):
    saves = tabletop_home / "saves"
    keep = _save(saves, "keep", _played("krieg", "bot", "normal", 5, 5), age=600)
    gone = _save(saves, "gone", _played("krieg", "bot", "normal", 6, 6), age=60)
    (saves / "gone.analysis.json").write_text("{}")
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Load game")
    first_delete = sorted((b for b in walk(pilot.scene.root) if getattr(b, "text", "") == "Delete"),
                          key=lambda b: b.world_rect().y)[0]
    pilot.click(first_delete.world_rect().center)
    dialog = _dialog(pilot)
    assert dialog is not None and dialog.title == "Delete gone?" and gone.exists()
    pilot.press("Keep it")
    assert _dialog(pilot) is None and gone.exists()
    pilot.click(first_delete.world_rect().center)
    pilot.click(_dialog(pilot).button.world_rect().center)       # the dialog's own Delete
    assert not gone.exists() and not (saves / "gone.analysis.json").exists() and keep.exists()
    assert [r.text for r in _rows(pilot)] == ["keep"]
    assert any(getattr(n, "text", "") == "Deleted gone" for n in walk(pilot.scene.root))


def test_escape_closes_the_confirmation_and_keeps_the_save(tabletop_home):
    saves = tabletop_home / "saves"
    path = _save(saves, "mine", _played("krieg", "bot", "normal", 5, 5), age=60)
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Load game")
    pilot.press("Delete")
    pilot.app.post(UIEvent("key", key=pygame.K_ESCAPE))
    pilot.frames(1)
    assert _dialog(pilot) is None and isinstance(pilot.scene, SavesListScene) and path.exists()


def test_delete_from_continue_removes_the_autosave_and_its_lock(tabletop_home):
    older = build_session("krieg", 2, "bot", "normal", 8).autosave_path       # each autosaves to a slot of its own
    newer = build_session("wonders", 2, "bot", "easy", 9).autosave_path
    then = time.time() - 600
    os.utime(older, (then, then))
    autosaves.release_all()                                           # they left the table
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Continue")
    assert [r.title.split(" · ")[0] for r in _rows(pilot)] == ["Wonders of The First", "Krieg Eterna"]
    pilot.press("Delete")                                             # the last row's: the Krieg game
    pilot.click(_dialog(pilot).button.world_rect().center)
    assert not older.exists() and not autosaves.lock_path(older).exists() and newer.exists()
    assert [r.title.split(" · ")[0] for r in _rows(pilot)] == ["Wonders of The First"]


def test_a_failed_delete_is_said_in_one_line_and_the_save_stays(tabletop_home, monkeypatch):
    saves = tabletop_home / "saves"
    path = _save(saves, "stuck", _played("krieg", "bot", "normal", 5, 5), age=60)
    pilot = Pilot(size=(1280, 720))
    _open(pilot, "Load game")
    real_unlink = os.unlink

    def refuse(target, *args, **kwargs):
        if Path(target) == path:
            raise PermissionError(errno.EACCES, "Permission denied")
        return real_unlink(target, *args, **kwargs)

    monkeypatch.setattr(os, "unlink", refuse)
    pilot.press("Delete")
    pilot.click(_dialog(pilot).button.world_rect().center)
    assert path.exists() and [r.text for r in _rows(pilot)] == ["stuck"]
    assert any(getattr(n, "text", "") == "Could not delete stuck: Permission denied" for n in walk(pilot.scene.root))


def test_hostile_and_malformed_saves_are_listed_as_unreadable_not_a_crash(tabletop_home):
    saves = tabletop_home / "saves"
    saves.mkdir(parents=True)
    good = save_document(_played("krieg", "bot", "normal", 5, 5).match, [Seat("human", "You"),
                                                                         Seat("bot", "Bot 2 — Normal", "normal")])
    bad_seat = json.loads(json.dumps(good))
    bad_seat["seats"][0]["name"] = "You\u0007"
    bad_final = dict(good, final=["not", "a", "block"])
    hostile = {
        "binary": os.urandom(2000),
        "deep": b"[" * 100_000,                                   # large: read by its ends only
        "numbers": b'{"format": "tabletop-save", "game": "krieg", "x": ' + b"9" * 5000 + b"}",
        "bad-seat": json.dumps(bad_seat).encode(),
        "bad-final": json.dumps(bad_final).encode(),
        "big-liar": (dumps_save(good)[:-3] + "," + " " * 70_000 + "\n}\n").encode(),   # large, no final line
    }
    for name, data in hostile.items():
        (saves / f"{name}.json").write_bytes(data)
    pilot = Pilot(size=(1280, 720), strict=True)
    _open(pilot, "Load game")
    scene = pilot.scene
    assert isinstance(scene, SavesListScene)
    details = {label: scene.describe(label, path)[1] for label, path in scene.entries}
    assert set(details) == set(hostile)
    for name, detail in details.items():
        assert "unreadable: " in detail, (name, detail)
    pilot.frames(2)
    assert not pilot.app.crashes


def test_a_large_save_is_summarised_from_its_first_and_last_lines_only(tabletop_home, monkeypatch):
    session = _played("eternal", "bot", "easy", 40, 9, concede=1)
    doc = save_document(session.match, session.seats)
    text = dumps_save(doc)
    lines = text.split("\n")
    at = next(i for i, line in enumerate(lines) if line.startswith('  "actions"'))
    padded = "\n".join(lines[:at + 1] + ["    " + json.dumps({"kind": "pass", "seat": 0}) + ","] * 10_000
                       + lines[at + 1:])
    path = tabletop_home / "big.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(padded)
    assert path.stat().st_size > 4 * save_summary.FULL_READ
    read: list[int] = []
    real_read = os.read

    def counted(fd, n):
        data = real_read(fd, n)
        read.append(len(data))
        return data

    monkeypatch.setattr(save_summary.os, "read", counted)
    summary = summarize(path)
    assert summary.problem is None and summary.game == "eternal" and summary.seats == tuple(session.seats)
    assert summary.progress.startswith("Turn ") and summary.result is not None
    assert summary.result.winners == (0,)
    assert sum(read) <= save_summary.HEAD + save_summary.TAIL
