"""`tabletop deck ...` and decklist files where a deck name is taken (issue 15, item 4):
exit codes, messages, one clear line for a bad or hostile file. pygame-free: `play` is
checked up to the point where it would open the window."""
from __future__ import annotations

import json

import pytest

from simulator.commands import cli
from simulator.core.userdecks import decks_dir, user_deck_names
from simulator.games.registry import get_game
from simulator.resources import example_saves

from .test_cli import one_line_error
from .test_cli import run as cli_run

ETERNAL_SAVE = next(p for p in example_saves() if p.name == "eternal-greedy-vs-random.json")
KRIEG_SAVE = next(p for p in example_saves() if p.name == "krieg-greedy-vs-random.json")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def run(capsys, *argv):
    """tests/test_cli.py's run, with paths and numbers as arguments too."""
    return cli_run(capsys, *map(str, argv))


def _decklist(tmp_path, capsys, game="eternal", deck="rakano-aggro", name="deck.txt"):
    code, out, _ = run(capsys, "deck", "show", game, deck)
    assert code == 0
    path = tmp_path / name
    path.write_text(out, encoding="utf-8")
    return path


@pytest.fixture
def no_window(monkeypatch):
    """`play` up to the window: the arguments it would open the table with."""
    opened = {}

    def fake_gui(args, **kw):
        opened.update(kw)
        return 0

    monkeypatch.setattr(cli, "_gui", fake_gui)
    return opened


def test_deck_check_passes_a_playable_list_with_a_one_line_summary(capsys, tmp_path):
    path = _decklist(tmp_path, capsys)
    code, out, err = run(capsys, "deck", "check", "eternal", path)
    assert code == 0 and err == ""
    assert out == f"OK: {path} is a playable Eternal Card Game deck (75 cards: 26 power, 49 non-power)\n"
    path = _decklist(tmp_path, capsys, "krieg", "standard", "krieg.txt")
    code, out, _ = run(capsys, "deck", "check", "krieg", path)
    assert code == 0 and "105 cards: 58 units, 42 powers, 5 Kings" in out


def test_deck_check_prints_every_problem_with_its_line_and_exits_1(capsys, tmp_path):
    path = _decklist(tmp_path, capsys)
    text = path.read_text().replace("4 Torch", "4 Torhc").replace("4 Oni Ronin", "6 Oni Ronin")
    path.write_text(text)
    code, out, err = run(capsys, "deck", "check", "eternal", path)
    assert code == 1
    assert out.splitlines() == [
        "line 4: 6 copies of Oni Ronin; at most 4 of a card except Sigils (Eternal gameplay guide, Basic Gameplay)",
        "line 10: unknown card 'Torhc' (Set1 #8 is Torch)",
    ]
    assert err == f"tabletop: {path}: 2 problems; not a playable Eternal Card Game deck\n"


def test_deck_check_names_the_construction_rules_broken(capsys, tmp_path):
    path = tmp_path / "small.txt"
    path.write_text("Deck name: small\n4 Torch (Set1 #8)\n12 Fire Sigil (Set1 #1)\n")
    code, out, _ = run(capsys, "deck", "check", "eternal", path)
    assert code == 1 and out.splitlines() == ["16 cards; a deck has 75 to 150 cards (Eternal rules 2.0)",
                                              ("4 non-power cards; at least a third of 16 cards, 6, must be "
                                               "non-power cards (Eternal rules 2.0)")]


@pytest.mark.parametrize("content, expected", [
    (b"4 Torch (Set1 #8)\n" * 5000, "larger than 65,536 bytes (a decklist is a small text file)"),
    (bytes(range(256)) * 4, "not a text file (it holds NUL bytes)"),
    (b"\xff\xfe\xfa 4 Torch", "not a text file (not UTF-8)"),
])
def test_a_hostile_file_is_one_clean_line(capsys, tmp_path, content, expected):
    path = tmp_path / "hostile.txt"
    path.write_bytes(content)
    for argv in (("deck", "check", "eternal", path), ("deck", "import", "eternal", path),
                 ("play", "eternal", "--deck", path)):
        code, out, err = run(capsys, *argv)
        one_line_error(code, err)
        assert out == "" and err == f"tabletop: {path}: {expected}\n"


def test_a_billion_copies_is_one_problem(capsys, tmp_path):
    path = tmp_path / "many.txt"
    path.write_text("1000000000 Fire Sigil (Set1 #1)\n")
    code, out, err = run(capsys, "deck", "check", "eternal", path)
    assert code == 1 and out == "line 1: 1000000000 copies of Fire Sigil; a deck has at most 150 cards\n"
    assert err.count("\n") == 1


@pytest.mark.parametrize("argv, expected", [
    (("deck", "check", "chess", "x.txt"), "unknown game 'chess'"),
    (("deck", "check", "eternal", "missing.txt"), "missing.txt: no such file"),
    (("deck", "export", "missing.json"), "missing.json: no such file"),
    (("deck", "export", KRIEG_SAVE, "--seat", "0"), "expected a seat number"),
    (("deck", "export", ETERNAL_SAVE, "--seat", "3"), "--seat 3: the game has 2 seats"),
    (("deck", "show", "eternal", "nope"), "unknown Eternal deck 'nope'"),
    (("deck", "import", "eternal", "missing.txt"), "missing.txt: no such file"),
    (("play", "eternal", "--deck", "missing.txt"), "missing.txt: no such file"),
    (("selfplay", "eternal", "--bots", "random,random", "--decks", "missing.txt"), "missing.txt: no such file"),
])
def test_deck_mistakes_are_one_line(capsys, argv, expected):
    code, _, err = run(capsys, *argv)
    one_line_error(code, err)
    assert expected in err


def test_deck_export_prints_each_seats_deck_and_it_imports_back(capsys, tmp_path):
    code, out, _ = run(capsys, "deck", "export", ETERNAL_SAVE)
    assert code == 0 and out.startswith("# Seat 1 (") and "\n# Seat 2 (" in out
    code, out, _ = run(capsys, "deck", "export", ETERNAL_SAVE, "--seat", "2", "--out", tmp_path / "two.txt")
    assert code == 0 and out == f"wrote {tmp_path / 'two.txt'}\n"
    code, out, _ = run(capsys, "deck", "check", "eternal", tmp_path / "two.txt")
    assert code == 0 and out.startswith("OK:")
    code, out, _ = run(capsys, "deck", "export", ETERNAL_SAVE, "--out", tmp_path / "both.txt")
    assert code == 0 and out.splitlines() == [f"wrote {tmp_path / 'both-seat1.txt'}", f"wrote {tmp_path / 'both-seat2.txt'}"]


@pytest.mark.parametrize("save", [ETERNAL_SAVE, KRIEG_SAVE], ids=["eternal", "krieg"])
def test_an_exported_deck_is_the_saved_games_deck(capsys, tmp_path, save):
    """issue 15: a decklist exported from a game imports back to the same deck."""
    from simulator.core.saves import load_save
    from simulator.games.registry import get_game as lookup

    match, _ = load_save(save, lookup)
    game = match.game
    fmt = game.capabilities.decklist
    for seat in range(1, match.setup.seats + 1):
        code, _, _ = run(capsys, "deck", "export", save, "--seat", seat, "--out", tmp_path / "d.txt")
        assert code == 0
        deck, problems = fmt.parse((tmp_path / "d.txt").read_text(), None)
        assert problems == []
        index = seat - 1 if fmt.per_seat else 0
        expected = fmt.seat_decks(match.setup.decks)[index]
        assert {k: v for k, v in deck.items() if k != "name"} == {k: v for k, v in expected.items() if k != "name"}


def test_a_krieg_save_exports_its_shared_decks_once(capsys):
    code, out, _ = run(capsys, "deck", "export", KRIEG_SAVE)
    assert code == 0 and out.startswith("Units:\n") and out.count("Units:") == 1 and "# Seat" not in out


def test_deck_import_keeps_the_list_and_it_is_offered_by_name(capsys, tmp_path, home):
    path = _decklist(tmp_path, capsys, name="My Feln.txt", deck="feln-control")
    code, out, _ = run(capsys, "deck", "import", "eternal", path)
    assert code == 0 and out.startswith("kept as 'my-feln' (")
    assert (home / "decks" / "eternal" / "my-feln.txt").read_text() == path.read_text()
    code, out, _ = run(capsys, "deck", "list", "eternal")
    assert code == 0 and "my-feln" in out and "75 cards" in out and "rakano-aggro" in out
    code, out, _ = run(capsys, "games")
    assert "your decks: my-feln" in out
    code, out, _ = run(capsys, "games", "--json")
    eternal = next(g for g in json.loads(out) if g["name"] == "eternal")
    assert eternal["your_decks"] == ["my-feln"] and eternal["decklists"] is True
    code, out, _ = run(capsys, "deck", "show", "eternal", "my-feln")
    assert code == 0 and out == path.read_text()
    code, _, _ = run(capsys, "deck", "import", "eternal", path, "--name", "Bad Name")
    assert code == 2


def test_a_list_named_like_a_prebuilt_deck_is_kept_under_another_name(capsys, tmp_path):
    path = _decklist(tmp_path, capsys, name="rakano-aggro.txt")
    code, out, _ = run(capsys, "deck", "import", "eternal", path)
    assert code == 0 and "kept as 'my-rakano-aggro'" in out


def test_play_takes_a_decklist_file_and_then_its_name(capsys, tmp_path, no_window):
    path = _decklist(tmp_path, capsys, name="feln.txt", deck="feln-control")
    code, _, err = run(capsys, "play", "eternal", "--deck", path)
    assert code == 0 and no_window["deck"] == "feln"
    assert err == f"tabletop: kept {path} among your Eternal Card Game decks as 'feln' (next time: --deck feln)\n"
    assert user_deck_names("eternal") == ["feln"]
    code, _, err = run(capsys, "play", "eternal", "--deck", "feln/rakano-aggro")
    assert code == 0 and no_window["deck"] == "feln/rakano-aggro" and err == ""
    game = get_game("eternal")
    setup = game.setup(1, 2, deck=no_window["deck"])
    assert setup.decks["decks"][0]["name"] == "feln"
    assert setup.decks["decks"][0]["cards"] == game.load_decks("feln-control", 2)["decks"][0]["cards"]


def test_play_refuses_a_bad_decklist_with_one_line_and_keeps_nothing(capsys, tmp_path, no_window):
    path = _decklist(tmp_path, capsys, name="typo.txt")
    path.write_text(path.read_text().replace("Torch", "Torhc").replace("Oni Ronin", "Oni Ronn"))
    code, _, err = run(capsys, "play", "eternal", "--deck", path)
    one_line_error(code, err)
    assert err == (f"tabletop: {path}: line 4: unknown card 'Oni Ronn' (Set1 #13 is Oni Ronin) "
                   f"(and 1 more: `tabletop deck check eternal FILE` lists them)\n")
    assert no_window == {} and not decks_dir("eternal").exists()


def test_play_krieg_takes_its_standard_decklist(capsys, tmp_path, no_window):
    path = _decklist(tmp_path, capsys, "krieg", "standard", "full.txt")
    code, _, _ = run(capsys, "play", "krieg", "--deck", path, "--seats", "4")
    assert code == 0 and no_window["deck"] == "full"


def test_selfplay_and_arena_take_decklist_files(capsys, tmp_path):
    path = _decklist(tmp_path, capsys, name="mine.txt", deck="skycrag-tempo")
    code, out, _ = run(capsys, "selfplay", "eternal", "--bots", "random,random", "--games", "2",
                       "--decks", f"{path},rakano-aggro", "--json")
    assert code == 0 and json.loads(out)["errors"] == 0
    code, out, _ = run(capsys, "arena", "eternal", "--bots", "random,random", "--games", "2", "--workers", "1",
                       "--decks", "mine/rakano-aggro", "--json", "--out", "-")
    assert code == 0 and json.loads(out)["decks"] == ["mine/rakano-aggro"]
    bad = tmp_path / "bad.txt"
    bad.write_text("4 Nothing\n")
    code, _, err = run(capsys, "arena", "eternal", "--bots", "random,random", "--decks", bad, "--out", "-")
    one_line_error(code, err)
    assert "unknown card 'Nothing'" in err
