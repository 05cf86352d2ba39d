"""The decklist seam (core/decklist.py) and the player's own decks (core/userdecks.py): a
game declares a DecklistFormat; decks the player imports live in the user data folder and
are played by name through Game.decks_for, with no game named in core."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from simulator.core.decklist import (
    MAX_DECKLIST_BYTES,
    Problem,
    decode_decklist,
    problems_text,
)
from simulator.core.game import DeckError
from simulator.core.userdecks import (
    DecklistFileError,
    deck_name,
    decks_dir,
    read_decklist,
    save_user_deck,
    user_deck_names,
    user_deck_text,
)
from simulator.games.registry import GAMES, get_game


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def _eternal_text(name: str = "feln-control") -> str:
    game = get_game("eternal")
    fmt = game.capabilities.decklist
    return fmt.format(fmt.seat_decks(game.load_decks(name, 2))[0])


def test_a_problem_is_one_line_with_its_rule_in_words():
    game = get_game("eternal")
    problem = Problem(3, "5 copies of Torch\nx", "003_5beb1e01c63d61a7.txt Basic Gameplay")
    assert problem.text(game.rule_in_words) == \
        "line 3: 5 copies of Torch\\nx (Eternal gameplay guide, Basic Gameplay)"
    assert str(Problem(None, "74 cards")) == "74 cards"
    many = [Problem(i, "bad") for i in range(1, 100)]
    shown = problems_text(many, limit=3)
    assert shown == ["line 1: bad", "line 2: bad", "line 3: bad", "... and 96 more problems"]


def test_decklist_bytes_must_be_utf8_text():
    assert decode_decklist("\ufeff4 Torch\n".encode()) == "4 Torch\n"
    with pytest.raises(ValueError, match="NUL bytes"):
        decode_decklist(b"4 Torch\x00")
    with pytest.raises(ValueError, match="not UTF-8"):
        decode_decklist(b"\xff\xfe4 Torch")


def test_decklist_files_are_read_bounded(tmp_path):
    big = tmp_path / "big.txt"
    big.write_bytes(b"4 Torch (Set1 #8)\n" * (MAX_DECKLIST_BYTES // 10))
    with pytest.raises(DecklistFileError, match="larger than 65,536 bytes"):
        read_decklist(big)
    with pytest.raises(DecklistFileError, match="no such file"):
        read_decklist(tmp_path / "nope.txt")
    with pytest.raises(DecklistFileError, match="a folder"):
        read_decklist(tmp_path)
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "pipe")
        with pytest.raises(DecklistFileError, match="named pipe"):
            read_decklist(tmp_path / "pipe")


@pytest.mark.parametrize("given, name", [("My Deck (v2).txt", "my-deck-v2"), ("Rakano__AGGRO", "rakano-aggro"),
                                         ("...", "my-deck"), ("x" * 100, "x" * 40), ("../../etc/passwd", "etc-passwd")])
def test_a_deck_name_is_safe_as_a_file_name(given, name):
    assert deck_name(given) == name


def test_the_decks_folder_is_in_the_views_data_folder(home):
    from simulator.view.files.storage import data_dir

    assert decks_dir("eternal") == data_dir() / "decks" / "eternal" == home / "decks" / "eternal"


def test_the_players_decks_are_kept_listed_and_played_by_name(home):
    game = get_game("eternal")
    assert user_deck_names("eternal") == []
    save_user_deck("eternal", "mine", _eternal_text())
    (decks_dir("eternal") / "notes.md").write_text("not a deck")
    (decks_dir("eternal") / "Bad Name.txt").write_text("not a deck name")
    assert user_deck_names("eternal") == ["mine"]
    assert user_deck_text("eternal", "mine") == _eternal_text()
    assert user_deck_text("eternal", "../mine") is None
    feln = game.load_decks("feln-control", 2)["decks"][0]
    mine = {**feln, "name": "mine"}
    assert game.decks_for("mine", 2)["decks"] == [mine, mine]
    assert game.decks_for("mine/rakano-aggro", 2)["decks"] == [mine, game.load_decks("rakano-aggro", 2)["decks"][0]]
    match = game.new_match(3, deck="rakano-aggro/mine")
    assert match.setup.decks["decks"][1] == mine
    with pytest.raises(DeckError, match=r"unknown Eternal Card Game deck 'nope' \(known: .*; yours: mine\)"):
        game.decks_for("mine/nope", 2)


def test_a_prebuilt_name_never_reads_the_players_folder(home):
    game = get_game("eternal")
    save_user_deck("eternal", "rakano-aggro", "garbage")
    assert game.decks_for("rakano-aggro", 2) == game.load_decks("rakano-aggro", 2)


def test_a_kept_deck_that_went_bad_is_one_clear_error(home):
    game = get_game("eternal")
    save_user_deck("eternal", "broken", _eternal_text().replace("Feln Banner", "Feln Baner"))
    with pytest.raises(DeckError, match=r"your deck 'broken': line \d+: unknown card 'Feln Baner'"):
        game.decks_for("broken", 2)
    (decks_dir("eternal") / "huge.txt").write_bytes(b"x" * (MAX_DECKLIST_BYTES + 1))
    with pytest.raises(DeckError, match="your deck 'huge': larger than"):
        game.decks_for("huge", 2)


def test_shared_decks_are_played_by_name_too(home):
    krieg = get_game("krieg")
    fmt = krieg.capabilities.decklist
    save_user_deck("krieg", "full-set", fmt.format(krieg.load_decks("standard", 4)))
    assert krieg.decks_for("full-set", 4) == krieg.load_decks("standard", 4)
    with pytest.raises(DeckError, match="unknown Krieg Eterna deck 'a/b'"):
        krieg.decks_for("a/b", 2)       # shared decks: a name is never split per seat


def test_no_game_is_named_in_the_seam():
    import simulator.core.decklist as seam
    import simulator.core.userdecks as store

    for module in (seam, store):
        text = Path(module.__file__).read_text(encoding="utf-8").lower()
        for name in GAMES:
            assert f'"{name}"' not in text and f"'{name}'" not in text


def test_a_game_without_a_decklist_format_knows_only_its_prebuilt_decks(home):
    from dataclasses import replace
    real = get_game("wonders")          # every game reads decklists now: one that does not
    plain = replace(real, capabilities=replace(real.capabilities, decklist=None))
    assert plain.capabilities.decklist is None
    with pytest.raises(DeckError, match="unknown"):
        plain.decks_for("mine", 2)
