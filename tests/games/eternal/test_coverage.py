"""Eternal's card coverage (issue 31 item 4): `tabletop cards eternal --coverage` prints, per
set of the card database, how many cards are playable of how many, and `tabletop deck check`
says for a refused list how many of its cards are playable and which sets the rest come from."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from simulator.commands import cli
from simulator.core.coverage import UNKNOWN, ListShare, share_line
from simulator.games.eternal.cards import card_table
from simulator.games.eternal.coverage import database_sets, list_share, sets

DATABASE = Path(__file__).resolve().parents[3].parent / "shared" / "cards" / "eternal" / "eternal-cards.json"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.skipif(not DATABASE.is_file(), reason="the card database is not beside the checkout")
def test_each_sets_count_is_the_databases_numbered_cards():
    cards = json.loads(DATABASE.read_text(encoding="utf-8"))
    numbered = Counter(c["SetNumber"] for c in cards if "EternalID" in c)
    assert database_sets() == dict(sorted(numbered.items()))


def test_set_one_is_complete_and_every_pool_card_counts_in_its_set():
    by_name = {s.name: s for s in sets()}
    assert by_name["Set 1"].complete and by_name["Set 1"].playable == 424
    pool = [c for c in card_table() if not c.token and c.number > 0]
    assert sum(s.playable for s in sets()) == len(pool)


def test_coverage_prints_a_row_per_set_and_a_total(capsys):
    code, out, _ = run(capsys, "cards", "eternal", "--coverage")
    assert code == 0
    lines = out.splitlines()
    assert lines[3].split()[:4] == ["Set", "1", "424", "424"] and lines[3].endswith("complete")
    assert sum(1 for line in lines[2:] if line.startswith("Set ")) == len(database_sets())
    assert lines[-1].startswith("Total")


def test_coverage_as_json_lists_every_set(capsys):
    code, out, _ = run(capsys, "cards", "eternal", "--coverage", "--json")
    data = json.loads(out)
    assert code == 0 and len(data["sets"]) == len(database_sets())
    assert {"set": "Set 1", "playable": 424, "cards": 424} in data["sets"]


def test_cards_without_coverage_says_what_to_ask(capsys):
    code, _, err = run(capsys, "cards", "eternal")
    assert code == 2 and "--coverage" in err and len(err.strip().splitlines()) == 1


def test_a_game_without_a_card_database_is_refused_in_one_line(capsys):
    code, _, err = run(capsys, "cards", "krieg", "--coverage")
    assert code == 2 and "no card database" in err and len(err.strip().splitlines()) == 1


def test_a_lists_cards_are_split_by_the_set_they_come_from():
    text = "4 Torch (Set1 #8)\n3 Foo (Set5 #5)\n2 Bar (Set8 #7)\n1 Baz\n---MARKET---\n1 Qux (Set5 #9)\n"
    assert list_share(text) == ListShare(4, 11, (("Set 5", 4), ("Set 8", 2), (UNKNOWN, 1)))


def test_a_misspelled_name_with_a_pool_cards_number_is_unknown_not_a_set():
    assert list_share("4 Torhc (Set1 #8)\n1 Qux (Set2 #999)\n") == ListShare(0, 5, ((UNKNOWN, 5),))


def test_a_text_with_no_card_lines_has_no_share():
    assert list_share("Deck name: nothing\n\n# only a comment\n") is None


def test_the_share_line_names_the_sets_and_the_unknown():
    assert share_line(ListShare(4, 7, (("Set 2", 3),))) == \
        "4 of 7 cards are playable here; the other 3 come from Set 2 (3)"
    assert share_line(ListShare(4, 10, (("Set 2", 3), ("Set 3", 2), (UNKNOWN, 1)))) == \
        "4 of 10 cards are playable here; 5 come from Set 2 (3), Set 3 (2); 1 is a card we do not recognise"


def test_deck_check_of_a_refused_list_says_how_much_is_playable(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    path = tmp_path / "list.txt"
    path.write_text("4 Torch (Set1 #8)\n3 Foo (Set5 #5)\n2 Bar (Set8 #7)\n30 Fire Sigil (Set1 #1)\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", "eternal", str(path))
    assert code == 1
    assert out.splitlines()[-1] == "34 of 39 cards are playable here; the other 5 come from Set 5 (3), Set 8 (2)"


def test_deck_check_of_a_list_refused_for_its_rules_alone_says_no_share(capsys, tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    path = tmp_path / "list.txt"
    path.write_text("4 Torch (Set1 #8)\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", "eternal", str(path))
    assert code == 1 and "playable here" not in out
