"""Fuzz suite of saves (issue 13, item 6), every game: real saves mutated (truncation, type
changes, huge and negative numbers, unknown cards and actions, reordered actions, deep
nesting, non-UTF-8 bytes, duplicate keys) are loaded in-process, through the CLI's
`replay --verify` and through the GUI's load path. Every case is a clear one-line error
or a verified game equal to what the file says; never a traceback, a hang or a blow-up.
A quick slice runs by default; `pytest -m fuzz` runs 5,000 mutants per game."""
from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import time
from functools import lru_cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from simulator.bots import make_bot
from simulator.core.playloop import play_match
from simulator.core.rng import Rng
from simulator.core.saves import SaveError, Seat, dumps_save, load_save, save_document
from simulator.games.registry import game_names, get_game

ROOT = Path(__file__).resolve().parents[2]
GAMES = game_names()
QUICK = settings(max_examples=60, deadline=None, derandomize=True,
                 suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
LONG = settings(max_examples=int(os.environ.get("TABLETOP_FUZZ_CASES", "5000")), deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
SECONDS_PER_CASE = 5.0


@lru_cache(maxsize=None)
def real_save(game: str, seed: int) -> str:
    """The text of a real finished (or half-played) game between bots."""
    spec = get_game(game)
    seats = spec.max_seats if seed % 2 else spec.min_seats
    match = spec.new_match(seed, seats)
    bots = [make_bot("random", Rng(seed + s)) for s in range(seats)]
    play_match(spec, match, bots)
    if seed % 3 == 0:                       # a game in progress, as an autosave would hold
        match.replace_actions(match.actions[: len(match.actions) // 2])
    seat_names = [Seat("bot", "random") if s % 2 else Seat("human", f"Player {s + 1}") for s in range(seats)]
    return dumps_save(save_document(match, seat_names))


# -- mutators: each takes the save text and an RNG and returns bytes ---------------------------
def _truncate(text: str, rnd: random.Random) -> bytes:
    return text.encode()[: rnd.randrange(len(text))]


def _values(doc: object, path: tuple = ()) -> list[tuple]:
    out = [path]
    if isinstance(doc, dict):
        for k, v in doc.items():
            out += _values(v, path + (k,))
    elif isinstance(doc, list):
        for i, v in enumerate(doc[:40]):
            out += _values(v, path + (i,))
    return out


def _set(doc: object, path: tuple, value: object) -> object:
    if not path:
        return value
    parent = doc
    for key in path[:-1]:
        parent = parent[key]   # type: ignore[index]
    parent[path[-1]] = value   # type: ignore[index]
    return doc


REPLACEMENTS = [None, True, False, 0, -1, 1, 2**31, -(2**63), 10**30, 10**40, -10**25, "", "x" * 70,
                "nope", "\u0000", "\x1b[31m", [], {}, [[[[]]]], {"a": 1}, 3.5, "1", "true", [1, 2, 3] * 400]


def _retype(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    path = rnd.choice(_values(doc))
    return json.dumps(_set(doc, path, rnd.choice(REPLACEMENTS))).encode()


def _number(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    paths = [p for p in _values(doc) if isinstance(_get(doc, p), int) and not isinstance(_get(doc, p), bool)]
    if not paths:
        return text.encode()
    big = rnd.choice([-1, -(10 ** rnd.randrange(1, 40)), 10 ** rnd.randrange(1, 40), 2**63, 2**64, -2**63 - 1])
    out = json.dumps(_set(doc, rnd.choice(paths), big))
    if rnd.random() < 0.2:
        out = out.replace(str(big), "9" * rnd.choice([31, 400, 5000]), 1)
    return out.encode()


def _get(doc: object, path: tuple) -> object:
    for key in path:
        doc = doc[key]   # type: ignore[index]
    return doc


def _unknown_card(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    decks = json.dumps(doc["decks"])
    ids = [w for w in decks.replace("{", " ").replace("}", " ").replace("[", " ").replace("]", " ")
           .replace(",", " ").replace(":", " ").split() if w.startswith('"')]
    if ids:
        target = rnd.choice(ids)
        decks = decks.replace(target, rnd.choice(['"no_such_card"', '"\\u0000"', '"' + "z" * 200 + '"']), 1)
        doc["decks"] = json.loads(decks)
    return json.dumps(doc).encode()


def _unknown_action(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    if doc["actions"]:
        i = rnd.randrange(len(doc["actions"]))
        change = rnd.choice([{"kind": "teleport"}, {"seat": 7}, {"card": 99999}, {"target": -5}, {"choice": "all"},
                             {"extra": 1}, {"kind": 5}])
        doc["actions"][i] = {**doc["actions"][i], **change}
    return json.dumps(doc).encode()


def _reorder(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    acts = doc["actions"]
    if len(acts) > 1:
        i, j = rnd.randrange(len(acts)), rnd.randrange(len(acts))
        acts[i], acts[j] = acts[j], acts[i]
    return json.dumps(doc).encode()


def _nest(text: str, rnd: random.Random) -> bytes:
    doc = json.loads(text)
    path = rnd.choice(_values(doc))
    depth = rnd.choice([40, 1000, 100_000])
    inner = json.dumps(_get(doc, path))
    nested = "[" * depth + inner + "]" * depth
    marker = '"__NEST__"'
    return json.dumps(_set(doc, path, "__NEST__")).replace(marker, nested, 1).encode()


def _bytes(text: str, rnd: random.Random) -> bytes:
    raw = bytearray(text.encode())
    for _ in range(rnd.randrange(1, 4)):
        raw.insert(rnd.randrange(len(raw)), rnd.choice([0xFF, 0xC3, 0x80, 0xED, 0x00]))
    return bytes(raw)


def _duplicate(text: str, rnd: random.Random) -> bytes:
    key = rnd.choice(['"seed"', '"game"', '"actions"', '"kind"', '"version"', '"hash"'])
    at = text.find(key + ":")
    if at < 0:
        return text.encode()
    end = text.find(",", at)
    return (text[:end + 1] + " " + text[at:end] + "," + text[end + 1:]).encode()


MUTATORS = [_truncate, _retype, _number, _unknown_card, _unknown_action, _reorder, _nest, _bytes, _duplicate]


def _check_in_process(data: bytes, path: Path, original: str) -> str:
    """Load the mutant: a one-line SaveError, or a verified game equal to the file."""
    path.write_bytes(data)
    start = time.perf_counter()
    try:
        match, info = load_save(path, get_game)
    except SaveError as exc:
        message = str(exc)
        assert "\n" not in message and "\r" not in message and message.isprintable(), repr(message)
        assert time.perf_counter() - start < SECONDS_PER_CASE
        return "refused"
    assert time.perf_counter() - start < SECONDS_PER_CASE
    doc = json.loads(data.decode("utf-8"))
    assert [a.to_json() for a in match.actions] == doc["actions"]
    assert match.state_hash() == doc["final"]["hash"] == info.hash
    return "loaded"


def _mutant(game: str, seed: int, which: int, rnd: random.Random) -> tuple[bytes, str]:
    original = real_save(game, seed)
    return MUTATORS[which % len(MUTATORS)](original, rnd), original


def _fuzz_case(game: str, tmp_path: Path, seed: int, which: int, rnd: random.Random) -> None:
    data, original = _mutant(game, seed, which, rnd)
    _check_in_process(data, tmp_path / "mutant.json", original)


@pytest.mark.parametrize("game", GAMES)
def test_every_mutator_can_produce_a_refusal(game, tmp_path):
    """The suite can fail: each kind of mutation really breaks a save (refused somewhere)."""
    for which, mutator in enumerate(MUTATORS):
        outcomes = set()
        for k in range(12):
            data, original = _mutant(game, 1 + k % 4, which, random.Random(k))
            outcomes.add(_check_in_process(data, tmp_path / "m.json", original))
        assert "refused" in outcomes, f"{mutator.__name__} never broke a {game} save"


@pytest.mark.parametrize("game", GAMES)
@QUICK
@given(seed=st.integers(1, 4), which=st.integers(0, len(MUTATORS) - 1), rnd=st.randoms(use_true_random=False))
def test_mutated_saves_are_refused_in_one_line_or_load_as_written(game, tmp_path, seed, which, rnd):
    _fuzz_case(game, tmp_path, seed, which, rnd)


@pytest.mark.fuzz
@pytest.mark.parametrize("game", GAMES)
@LONG
@given(seed=st.integers(1, 8), which=st.integers(0, len(MUTATORS) - 1), rnd=st.randoms(use_true_random=False))
def test_five_thousand_mutated_saves_per_game(game, tmp_path, seed, which, rnd):
    _fuzz_case(game, tmp_path, seed, which, rnd)


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))   # 1 GiB: far above any real save


def _check_cli(data: bytes, folder: Path, name: str) -> None:
    path = folder / name
    path.write_bytes(data)
    proc = subprocess.run([sys.executable, "-m", "simulator.commands.cli", "replay", str(path), "--verify"],
                          cwd=ROOT, capture_output=True, timeout=60, preexec_fn=_limit_memory)
    assert proc.returncode in (0, 1), proc.stderr[-2000:]
    assert b"Traceback" not in proc.stderr, proc.stderr[-2000:]
    assert len(proc.stdout.splitlines()) == 1 and len(proc.stderr.splitlines()) <= 1, (proc.stdout, proc.stderr)
    report = json.loads(proc.stdout)
    assert report["ok"] == (proc.returncode == 0)


@pytest.mark.parametrize("game", GAMES)
def test_mutants_through_the_command_line_print_one_line_within_limits(game, tmp_path):
    rnd = random.Random(7)
    for which in range(len(MUTATORS)):
        data, _ = _mutant(game, 2, which, rnd)
        _check_cli(data, tmp_path, f"mutant-{which}.json")


@pytest.mark.fuzz
@pytest.mark.parametrize("game", GAMES)
def test_many_mutants_through_the_command_line(game, tmp_path):
    rnd = random.Random(11)
    for k in range(int(os.environ.get("TABLETOP_FUZZ_CLI", "200"))):
        data, _ = _mutant(game, 1 + k % 8, k, rnd)
        _check_cli(data, tmp_path, "mutant.json")


def _check_gui(pilot, data: bytes, path: Path, replay: bool) -> None:
    """Open the mutant as Load game / Watch a replay do: the table or viewer opens and draws,
    or a one-line message appears on the menu; nothing raises."""
    from simulator.view.scenes.menu import MenuScene, open_save
    from simulator.view.widgets import Toast

    from ..view.pilot import walk
    path.write_bytes(data)
    menu = MenuScene(pilot.app)
    pilot.app.switch(menu)
    opened = open_save(pilot.app, path, menu, replay=replay)
    pilot.frames(2)
    if opened:
        assert pilot.app.scene is not menu
    else:
        toasts = [n for n in walk(menu.root) if isinstance(n, Toast)]
        assert toasts and all("\n" not in t.text for t in toasts)


@pytest.mark.parametrize("game", GAMES)
def test_mutants_through_the_gui_load_paths_open_or_say_why_in_one_line(game, tmp_path, tabletop_home):
    from ..view.pilot import Pilot
    pilot = Pilot(size=(1280, 720))
    rnd = random.Random(5)
    for which in range(len(MUTATORS)):
        data, _ = _mutant(game, 1 + which % 4, which, rnd)
        _check_gui(pilot, data, tmp_path / f"gui-{which}.json", replay=which % 2 == 1)
    _check_gui(pilot, real_save(game, 2).encode(), tmp_path / "real.json", replay=True)
    assert pilot.app.scene.__class__.__name__ == "ReplayScene"
    pilot.close()
