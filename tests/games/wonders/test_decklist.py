"""Wonders decklists (issue 28, item 1): a count and a card name a line, the archive after
"Archive:"; construction checked by the game's own deck rules (001 3 Deckbuilding, 001 3
Archive, 001 2 Tokens), every problem in words with its rule; `tabletop deck check`."""
from __future__ import annotations

import pytest

from simulator.commands.cli import main
from simulator.core.decklist import MAX_DECKLIST_BYTES, problems_text
from simulator.games.registry import get_game
from simulator.games.wonders.decklist import ARCHIVE_LINE, DECKLIST, format_deck, parse
from simulator.games.wonders.decks import prebuilt, validate_deck

GAME = get_game("wonders")


def _words(problems):
    return problems_text(problems, GAME.rule_in_words)


def _void() -> str:
    return format_deck(prebuilt()["void-requiem"])


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.mark.parametrize("name", sorted(prebuilt()))
def test_each_prebuilt_deck_reads_back_to_the_same_deck(name):
    deck = prebuilt()[name]
    read, problems = parse(format_deck(deck), name)
    assert problems == []
    assert read == {"name": name, "cards": deck["cards"], "archive": deck.get("archive", {})}
    assert list(read["cards"]) == list(deck["cards"]), "the deck's order is kept"
    validate_deck(read)


def test_the_game_declares_the_format_and_plays_a_list():
    assert GAME.capabilities.decklist is DECKLIST and DECKLIST.per_seat
    setup = DECKLIST.combine([parse(_void(), "mine")[0]], 2)
    assert [d["name"] for d in setup["decks"]] == ["mine", "mine"]
    assert DECKLIST.seat_decks(setup)[1]["archive"] == {"skeleton": 3}
    with pytest.raises(ValueError, match="two players"):
        DECKLIST.combine([setup["decks"][0]], 3)


def test_the_text_players_write_is_read():
    text = _void().replace("3 Starfall Crater", "# a comment\nDeck name: My Void\n\n3x  starfall   CRATER")
    text = text.replace(ARCHIVE_LINE, "------ Archive (3 tokens) ------")
    deck, problems = parse(text)
    assert problems == [] and deck["name"] == "My Void" and deck["cards"]["starfall_crater"] == 3
    assert deck["archive"] == {"skeleton": 3}
    dashes, problems = parse(_void().replace(ARCHIVE_LINE, "-----"))
    assert problems == [] and dashes["archive"] == {"skeleton": 3}


def test_an_unknown_card_is_named_with_its_line_and_a_near_spelling():
    deck, problems = parse(_void().replace("2 Rift of Echoes", "2 Rift of Echos"))
    assert deck is None
    assert _words(problems) == ["line 2: unknown card 'Rift of Echos' (did you mean Rift of Echoes?)"]
    deck, problems = parse(_void().replace("2 Rift of Echoes", "2 Nothing Like It"))
    assert _words(problems) == ["line 2: unknown card 'Nothing Like It'"]


def test_too_many_copies_names_the_tier_and_the_rule():
    # 001 3 Deckbuilding: Legendary 1x, Primary 2x, Secondary 3x per deck
    text = _void().replace("3 Starfall Crater\n", "").replace("1 Sirius Aetherblade", "2 Sirius Aetherblade")
    text = text.replace("2 Rift of Echoes", "3 Rift of Echoes").replace("2 Nova Matrixbender", "3 Nova Matrixbender")
    deck, problems = parse(text)
    assert deck is None
    assert _words(problems) == [
        "line 7: 3 copies of Nova Matrixbender; a Primary card is allowed 2 (Wonders rules 3 Deckbuilding)",
        "line 12: 2 copies of Sirius Aetherblade; a Legendary card is allowed 1 (Wonders rules 3 Deckbuilding)",
    ]


def test_a_wrong_size_is_the_decks_problem():
    deck, problems = parse(_void().replace("3 Starfall Crater", "2 Starfall Crater"))
    assert deck is None and _words(problems) == ["49 cards; a main deck has 50 (Wonders rules 3 Deckbuilding)"]
    deck, problems = parse(_void().replace("3 Skeleton", "51 Skeleton"))
    assert _words(problems) == ["an archive holds 1 to 50 tokens, not 51 (Wonders rules 3 Archive)"]


def test_tokens_and_cards_in_the_wrong_section():
    # 001 2 Tokens: tokens start in the archive; 001 3 Archive: only printed tokens go there
    deck, problems = parse(_void().replace("3 Starfall Crater", "3 Skeleton") + "1 Unmake\n")
    assert deck is None
    assert _words(problems) == [
        "line 1: Skeleton is a token; tokens start in the archive, not the deck (Wonders rules 2 Tokens)",
        "line 29: Unmake is not a token; only printed tokens go in the archive (Wonders rules 3 Archive)",
    ]


@pytest.mark.parametrize("text, expected", [
    ("", ["not a decklist: no line reads like '3 Starfall Crater'"]),
    ("hello there\n", ["line 1: not a decklist: no line reads like '3 Starfall Crater'"]),
    ("1000000000 Unmake\n", ["line 1: 1000000000 copies of Unmake; a main deck has at most 50 cards"]),
    ("0 Unmake\n", ["line 1: 0 copies of Unmake: leave the line out",
                    "0 cards; a main deck has 50 (Wonders rules 3 Deckbuilding)"]),
    ("3 " + "x" * 500 + "\n", ["line 1: not a decklist: no line reads like '3 Starfall Crater'"]),
])
def test_any_text_gives_problems_never_an_exception(text, expected):
    deck, problems = parse(text)
    assert deck is None and _words(problems) == expected


def test_a_hostile_text_is_bounded():
    deck, problems = parse("3 Unmake\n" * (MAX_DECKLIST_BYTES // 4))
    assert deck is None and len(problems) == 1 and "small text file" in problems[0].message
    deck, problems = parse("1 Nothing\n" * 5000)
    assert deck is None and len(problems) == 5000
    assert len(_words(problems)) == 41 and _words(problems)[-1] == "... and 4960 more problems"
    deck, problems = parse("\x00\ufeff3 Unmake\r\n\u202e" * 100)
    assert deck is None and problems


def _run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def test_deck_check_exits_0_for_a_good_list(capsys, tmp_path):
    code, out, _ = _run(capsys, "deck", "show", "wonders", "void-requiem")
    assert code == 0 and out == _void()
    path = tmp_path / "void.txt"
    path.write_text(out, encoding="utf-8")
    code, out, err = _run(capsys, "deck", "check", "wonders", path)
    assert code == 0 and err == ""
    assert out == (f"OK: {path} is a playable Wonders of The First deck (50 cards: 29 wonders, 14 lands, "
                   f"1 item, 6 spells; an archive of 3 tokens)\n")


def test_deck_check_exits_1_with_every_problem(capsys, tmp_path):
    path = tmp_path / "bad.txt"
    path.write_text(_void().replace("2 Nova Matrixbender", "4 Nova Matrixbender").replace("2 Unmake", "2 Unmaek"),
                    encoding="utf-8")
    code, out, err = _run(capsys, "deck", "check", "wonders", path)
    assert code == 1
    assert out.splitlines() == [
        "line 8: 4 copies of Nova Matrixbender; a Primary card is allowed 2 (Wonders rules 3 Deckbuilding)",
        "line 22: unknown card 'Unmaek' (did you mean Unmake?)",
    ]
    assert err == f"tabletop: {path}: 2 problems; not a playable Wonders of The First deck\n"


def test_a_saved_games_decks_export_and_import_back(capsys, tmp_path):
    from simulator.core.saves import load_save
    from simulator.games.registry import get_game as lookup
    from simulator.resources import example_saves

    save = next(p for p in example_saves() if p.name == "wonders-greedy-vs-random.json")
    match, _ = load_save(save, lookup)
    for seat in (1, 2):
        code, _, _ = _run(capsys, "deck", "export", save, "--seat", seat, "--out", tmp_path / "d.txt")
        assert code == 0
        deck, problems = parse((tmp_path / "d.txt").read_text(encoding="utf-8"))
        expected = DECKLIST.seat_decks(match.setup.decks)[seat - 1]
        assert problems == [] and {**deck, "name": ""} == {**expected, "name": ""}


def test_an_imported_list_is_played_by_name(capsys, tmp_path):
    path = tmp_path / "mine.txt"
    path.write_text(format_deck(prebuilt()["mutant-garden"]), encoding="utf-8")
    code, out, _ = _run(capsys, "deck", "import", "wonders", path)
    assert code == 0 and out.startswith("kept as 'mine' (")
    setup = GAME.setup(3, 2, deck="mine/void-requiem")
    assert setup.decks["decks"][0]["cards"] == prebuilt()["mutant-garden"]["cards"]
    assert setup.decks["decks"][1]["name"] == "void-requiem"
    match = GAME.new_match(3, 2, deck="mine")
    assert match.legal_actions()
