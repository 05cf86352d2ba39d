"""The `tabletop` command: outputs checks rely on, and one clear line for every user mistake."""
import io
import json
import subprocess
import sys

import pytest

from simulator import bots as bots_module
from simulator.commands.cli import main
from simulator.commands.progress import Progress
from simulator.resources import example_saves
from simulator.commands.selfplay import bot_keys, derive_seed, seating

EXAMPLE = next(p for p in example_saves() if p.name == "krieg-greedy-vs-random.json")


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_line_error(code, err):
    assert code != 0
    assert err.count("\n") == 1 and err.startswith("tabletop"), err
    assert "Traceback" not in err


def test_no_arguments_opens_the_menu_headless(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    shot = tmp_path / "menu.png"
    code, _, _ = run(capsys, "--frames", "2", "--screenshot", str(shot))
    assert code == 0 and shot.is_file()


def test_play_and_replay_render_headless(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    code, _, _ = run(capsys, "play", "krieg", "--vs", "greedy", "--frames", "3", "--screenshot", str(tmp_path / "t.png"))
    assert code == 0 and (tmp_path / "t.png").is_file()
    code, _, _ = run(capsys, "replay", str(EXAMPLE), "--frames", "3", "--screenshot", str(tmp_path / "r.png"))
    assert code == 0 and (tmp_path / "r.png").is_file()


def test_games_lists_games_and_decks(capsys):
    code, out, _ = run(capsys, "games")
    assert code == 0 and "krieg" in out and "standard" in out
    code, out, _ = run(capsys, "games", "--json")
    krieg = next(g for g in json.loads(out) if g["name"] == "krieg")
    assert krieg["name"] == "krieg" and krieg["decks"] == ["standard"] and krieg["teams"] is True


def test_selfplay_json_has_the_checked_keys_and_is_deterministic(capsys):
    argv = ("selfplay", "krieg", "--bots", "random,random", "--games", "6", "--seed", "3", "--json")
    code, out, _ = run(capsys, *argv)
    data = json.loads(out)
    assert code == 0
    assert {"game", "games", "wins", "draws", "errors", "mean_actions", "seconds"} <= set(data)
    assert data["game"] == "krieg" and data["games"] == 6 and data["errors"] == 0
    assert set(data["wins"]) == {"random", "random#2"}
    assert sum(data["wins"].values()) + data["draws"] == 6
    assert data["first_player"] == {"random": 3, "random#2": 3}
    _, again, _ = run(capsys, *argv)
    again_data = json.loads(again)
    for key in ("wins", "draws", "mean_actions"):
        assert again_data[key] == data[key]


def test_selfplay_saves_every_game_and_each_verifies(capsys, tmp_path):
    code, out, _ = run(capsys, "selfplay", "krieg", "--bots", "greedy,random,random,greedy", "--teams",
                       "--games", "2", "--save-dir", str(tmp_path / "out"))
    assert code == 0 and "2 games" in out
    files = sorted((tmp_path / "out").iterdir())
    assert [f.name for f in files] == ["krieg-0001.json", "krieg-0002.json"]
    for f in files:
        code, out, _ = run(capsys, "replay", str(f), "--verify")
        assert code == 0 and json.loads(out)["ok"] is True
    doc = json.loads(files[0].read_text())
    assert doc["options"]["teams"] is True and [s["name"] for s in doc["seats"]][:2] == ["greedy", "random"]


class _Broken(bots_module.RandomBot):
    """A bot that raises on its fourth decision."""

    calls = 0

    def choose(self, game, observation, seat, legal):
        self.calls += 1
        if self.calls > 3:
            raise RuntimeError("bot exploded")
        return super().choose(game, observation, seat, legal)


def test_selfplay_counts_a_game_that_raises(capsys, monkeypatch):
    monkeypatch.setitem(bots_module.BOTS, "broken", _Broken)
    code, out, err = run(capsys, "selfplay", "krieg", "--bots", "broken,random", "--games", "2", "--json")
    data = json.loads(out)
    assert data["errors"] == 2 and code == 1
    assert err.count("Traceback") == 1 and "bot exploded" in err


def test_selfplay_saves_a_game_that_raises_and_the_save_verifies(capsys, monkeypatch, tmp_path):
    monkeypatch.setitem(bots_module.BOTS, "broken", _Broken)
    code, out, _ = run(capsys, "selfplay", "krieg", "--bots", "broken,random", "--games", "1", "--json",
                       "--save-dir", str(tmp_path / "out"))
    assert code == 1 and json.loads(out)["errors"] == 1
    files = sorted((tmp_path / "out").iterdir())
    assert [f.name for f in files] == ["krieg-0001.json"]
    code, out, _ = run(capsys, "replay", str(files[0]), "--verify")
    assert code == 0 and json.loads(out)["ok"] is True


def test_seating_rotates_seats_and_first_player():
    firsts = {0: 0, 1: 0}
    seats = {(b, s): 0 for b in range(2) for s in range(2)}
    for g in range(8):
        order, first = seating(g, 2)
        firsts[order[first]] += 1
        for s, b in enumerate(order):
            seats[(b, s)] += 1
    assert set(firsts.values()) == {4} and set(seats.values()) == {4}
    assert bot_keys(["greedy", "random", "greedy", "greedy"]) == ["greedy", "random", "greedy#2", "greedy#3"]
    assert derive_seed(1, "game", 0) == derive_seed(1, "game", 0) != derive_seed(1, "game", 1)


@pytest.mark.parametrize("argv, expected", [
    (["selfplay", "chess", "--bots", "random,random"], "unknown game 'chess'"),
    (["selfplay", "krieg", "--bots", "random,wizard"], "unknown bot 'wizard'"),
    (["selfplay", "krieg", "--bots", "random"], "needs 2 to 4 bots"),
    (["selfplay", "krieg", "--bots", "random,random", "--teams"], "--teams needs 4 bots"),
    (["selfplay", "krieg", "--bots", "random,random", "--games", "0"], "positive whole number"),
    (["selfplay", "krieg"], "required: --bots"),
    (["selfplay", "krieg", "--bots", "random,random", "--speed", "9"], "unrecognized arguments: --speed"),
    (["bench", "--games", "many"], "positive whole number"),
    (["fly"], "invalid choice: 'fly'"),
    (["play", "krieg", "--vs", "wizard"], "unknown bot 'wizard'"),
    (["play", "krieg", "--seats", "7"], "2 to 4 seats"),
    (["play", "krieg", "--teams"], "--teams needs --seats 4"),
    (["play", "eternal", "--deck", "nope"], "unknown Eternal deck 'nope'"),
    (["play", "krieg", "--size", "100x100"], "at least 1280x720"),
    (["play", "krieg", "--screenshot", "x.png"], "--screenshot needs --frames"),
    (["play", "chess"], "unknown game 'chess'"),
    (["replay", "missing.json"], "no such file"),
])
def test_user_mistakes_are_one_line(capsys, argv, expected):
    code, _, err = run(capsys, *argv)
    one_line_error(code, err)
    assert expected in err


def test_replay_viewer_refuses_a_corrupt_save_with_one_line(capsys, tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{ not json", encoding="utf-8")
    code, _, err = run(capsys, "replay", str(bad))
    one_line_error(code, err)
    assert code == 1


def test_replay_verify_example(capsys):
    code, out, err = run(capsys, "replay", str(EXAMPLE), "--verify")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert data["ok"] is True and data["error"] is None and data["steps"] > 0 and len(data["hash"]) == 64


@pytest.mark.parametrize("damage, expected", [
    (lambda d: d["actions"].__setitem__(5, {"kind": "pass", "seat": 1 - d["actions"][5]["seat"]}), "step 6 is illegal"),
    (lambda d: d["final"].__setitem__("hash", "f" * 64), "tampered or from a different engine"),
    (lambda d: d.__setitem__("version", 7), "save version 7"),
    (lambda d: d.__setitem__("game", "chess"), "unknown game 'chess'"),
])
def test_replay_verify_tampered(capsys, tmp_path, damage, expected):
    doc = json.loads(EXAMPLE.read_text())
    damage(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    code, out, err = run(capsys, "replay", str(path), "--verify")
    data = json.loads(out)
    assert code == 1 and data["ok"] is False and expected in data["error"]
    one_line_error(code, err)
    assert expected in err


def test_replay_verify_an_old_save_is_unchecked_exit_3(capsys, tmp_path):
    """Issue 32 item 3: a save stripped to format 1 (no writer, no digests) is reported
    unchecked, a result of its own, never ok."""
    doc = json.loads(EXAMPLE.read_text())
    doc["version"] = 1
    del doc["writer"], doc["final"]["setup_hash"], doc["final"]["actions_hash"]
    path = tmp_path / "old.json"
    path.write_text(json.dumps(doc))
    code, out, err = run(capsys, "replay", str(path), "--verify")
    data = json.loads(out)
    assert code == 3 and data["ok"] is False and data["status"] == "unchecked" and data["steps"] > 0
    one_line_error(code, err)
    assert "cannot be checked" in err


@pytest.mark.parametrize("text, expected", [("{not json", "not valid JSON"), ("", "empty")])
def test_replay_verify_malformed(capsys, tmp_path, text, expected):
    path = tmp_path / "bad.json"
    path.write_text(text)
    code, out, err = run(capsys, "replay", str(path), "--verify")
    assert code == 1 and expected in json.loads(out)["error"]
    one_line_error(code, err)


def test_bench_json_shape(capsys):
    code, out, _ = run(capsys, "bench", "--json", "--games", "3")
    data = json.loads(out)
    assert code == 0
    assert set(data["engine"]["krieg"]) >= {"games_per_second", "legal_actions_us", "apply_us"}
    assert set(data["saves"]) >= {"save_ms", "load_verify_ms", "seek_ms", "actions"}
    assert data["saves"]["actions"] > 0
    assert set(data["view"]) >= {"startup_s", "frame_ms_median", "frame_ms_p99"}
    assert data["view"]["cards_on_board"] == 40


def test_progress_bar_only_on_a_terminal():
    quiet = io.StringIO()
    with Progress(3, "x", stream=quiet) as bar:
        bar.advance(3)
    assert quiet.getvalue() == ""
    loud = io.StringIO()
    with Progress(3, "x", stream=loud, enabled=True) as bar:
        bar.advance(3)
    assert "3/3" in loud.getvalue() and "\n" not in loud.getvalue()


def test_installed_command_runs_in_a_fresh_process():
    proc = subprocess.run([sys.executable, "-m", "simulator.commands.cli", "replay", str(EXAMPLE), "--verify"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["ok"] is True
    proc = subprocess.run([sys.executable, "-m", "simulator.commands.cli", "selfplay", "nope", "--bots", "a,b"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr


def test_selfplay_rotates_through_every_deck_pairing(capsys):
    code, out, _ = run(capsys, "selfplay", "eternal", "--bots", "random,random", "--games", "2",
                       "--decks", "all", "--json")
    assert code == 0 and json.loads(out)["errors"] == 0
    from simulator.games.registry import get_game
    from simulator.commands.selfplay import deck_rotation
    spec = get_game("eternal")
    assert len(deck_rotation(spec, 2, ["all"])) == len(spec.deck_names) ** 2
    code, _, err = run(capsys, "selfplay", "eternal", "--bots", "random,random", "--decks", "nope")
    one_line_error(code, err)


# -- issue 13, item 5: errors stay one line ----------------------------------------------------
HOSTILE_NAME = "bad\n\x1b[31mred\x1b[0m\u2028.json"


def _hostile_save(tmp_path):
    doc = json.loads(EXAMPLE.read_text())
    doc["final"]["hash"] = "f" * 64
    path = tmp_path / HOSTILE_NAME
    path.write_text(json.dumps(doc))
    return path


def test_replay_verify_of_a_file_named_with_a_newline_and_escapes_is_one_line(capsys, tmp_path):
    path = _hostile_save(tmp_path)
    code, out, err = run(capsys, "replay", str(path), "--verify")
    one_line_error(code, err)
    assert "\x1b" not in err and "\u2028" not in err
    assert "bad\\n\\x1b[31mred" in err and "tampered" in err
    assert out.count("\n") == 1 and json.loads(out)["error"] == err.rstrip("\n").split(": ", 1)[1]
    code, out, err = run(capsys, "replay", str(tmp_path / "missing\n\x1b[2J.json"), "--verify")
    one_line_error(code, err)
    assert "no such file" in err and "\x1b" not in err
    code, _, err = run(capsys, "replay", str(tmp_path / "missing\n\x1b[2J.json"))
    one_line_error(code, err)
    assert "\x1b" not in err


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX file names are bytes")
def test_replay_verify_in_a_fresh_process_prints_one_line_for_any_file_name(tmp_path):
    path = _hostile_save(tmp_path)
    raw = bytes(tmp_path) + b"/\xff\xfe not utf-8\n\x1b[2J.json"     # not even UTF-8
    with open(raw, "wb") as fh:
        fh.write(path.read_bytes())
    for name in (str(path).encode("utf-8", "surrogateescape"), raw):
        proc = subprocess.run([sys.executable, "-m", "simulator.commands.cli", "replay", name, "--verify"],
                              capture_output=True, timeout=60)
        assert proc.returncode == 1
        assert proc.stderr.count(b"\n") == 1 and b"\x1b" not in proc.stderr, proc.stderr
        assert b"Traceback" not in proc.stderr and proc.stdout.count(b"\n") == 1


@pytest.mark.skipif(not hasattr(__import__("os"), "mkfifo"), reason="no named pipes here")
def test_replay_verify_of_a_named_pipe_returns_at_once(tmp_path):
    import os
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    proc = subprocess.run([sys.executable, "-m", "simulator.commands.cli", "replay", str(pipe), "--verify"],
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1 and "named pipe, not a regular file" in proc.stderr
    assert proc.stderr.count("\n") == 1


class _Hostile(bots_module.RandomBot):
    """A bot whose error message tries to clear the screen and forge a line."""

    def choose(self, game, observation, seat, legal):
        raise RuntimeError("boom\x1b[2J\rtabletop: all good\u2028")


def test_selfplay_error_lines_are_escaped(capsys, monkeypatch):
    monkeypatch.setitem(bots_module.BOTS, "hostile", _Hostile)
    code, _, err = run(capsys, "selfplay", "krieg", "--bots", "hostile,random", "--games", "1", "--json")
    assert code == 1 and "Traceback" in err
    assert err.splitlines()[0] == "tabletop selfplay: 1 of 1 games raised; the first:"
    assert "\x1b" not in err and "\r" not in err and "\u2028" not in err
    assert "boom\\x1b[2J\\rtabletop: all good\\u2028" in err


def test_arena_error_lines_are_escaped(capsys, monkeypatch, tmp_path):
    from simulator.commands.arena import add_arena_parser, run_arena
    import argparse
    parser = argparse.ArgumentParser()
    add_arena_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["arena", "krieg", "--bots", "random,zz\x1b[2Jz\nq", "--out", "-"])
    assert run_arena(args) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "\x1b" not in err and "zz\\x1b[2Jz\\nq" in err


def test_selfplay_refuses_a_bot_spec_that_could_not_be_saved_as_a_seat(capsys, tmp_path):
    spec = "search:0." + "5" * 70
    code, _, err = run(capsys, "selfplay", "krieg", "--bots", f"{spec},random", "--games", "1",
                       "--save-dir", str(tmp_path / "out"))
    one_line_error(code, err)
    assert code == 2 and "cannot be a saved seat: seat 'name' is 79 characters long; at most 64" in err
    assert not any((tmp_path / "out").iterdir())
