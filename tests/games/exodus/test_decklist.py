"""Exodus decklists (issue 28, item 1): the Main Deck, the Energy Deck after its header and
the Harmony Rare presented (004 Harmony Rares: the owner "must include their Harmony Rare as
part of their Decklist"), read back to the same deck, every problem in words with its rule
in words, and `tabletop deck check exodus FILE` exiting 0 or 1."""
from __future__ import annotations

import pytest

from simulator.core.decklist import MAX_DECKLIST_BYTES
from simulator.core.game import DeckError
from simulator.games.exodus import GAME
from simulator.games.exodus.decklist import DECKLIST, format_deck, parse
from tests.test_cli import run as cli_run

FMT = DECKLIST


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def _words(text: str) -> list[str]:
    deck, problems = parse(text)
    assert deck is None
    return [p.text(GAME.rule_in_words) for p in problems]


def _prebuilt(name: str) -> dict:
    return FMT.seat_decks(GAME.load_decks(name, 2))[0]


def _good_text() -> str:
    return format_deck(_prebuilt("sky-and-steel"))


@pytest.mark.parametrize("name", GAME.deck_names)
def test_each_prebuilt_deck_exported_reads_back_to_the_same_deck(name: str) -> None:
    deck = _prebuilt(name)
    text = format_deck(deck)
    assert parse(text, None) == (deck, [])
    assert parse(text, "other")[0] == {**deck, "name": "other"}
    assert FMT.combine([parse(text)[0]], 2) == GAME.load_decks(name, 2)


def test_the_text_has_a_main_deck_an_energy_deck_and_the_harmony_rare() -> None:
    lines = _good_text().splitlines()
    assert lines[:3] == ["Deck name: sky-and-steel", "Main Deck:", "2 Emberscale Whelp"]
    assert lines[-4:] == ["Energy Deck:", "24 Energy", "Harmony Rare:", "1 Eeventide, the Paradoxical Planet"]
    assert FMT.summary(parse(_good_text())[0]) == (
        "60 cards: a Main Deck of 36 (24 creatures, 12 symmetries) and an Energy Deck of 24; "
        "Harmony Rare Eeventide, the Paradoxical Planet")


def test_short_headers_dashes_and_sectionless_lines_are_read() -> None:
    main = "\n".join(line for line in _good_text().splitlines()[2:23])
    for energy_head in ("Energy Deck:", "Energy:", "----------", "--- Energy ---", "Energy Deck (24 cards):"):
        deck, problems = parse(f"# mine\nMain:\n{main}\n{energy_head}\n24x Energy\n", "x")
        assert problems == [] and deck["energy"] == {"energy": 24}, energy_head
    # before any header each card goes to its own deck; a Harmony Rare by either side's name
    deck, problems = parse(f"{main}\n24 Energy\n1 Chaos Chasm, Eeventide Awoken\n", "x")
    assert problems == [] and deck["harmony"] == "eeventide_the_paradoxical_planet"
    deck, _ = parse(f"{main}\n24 Energy\nHarmony Rare: Sleeping Sanctum, the Untouchable Forest\n", "x")
    assert deck["harmony"] == "sleeping_sanctum_the_untouchable_forest"


def test_an_unknown_card_is_named_with_its_line() -> None:
    text = _good_text().replace("2 Cataclysm", "2 Catacylsm")
    assert _words(text) == ["line 19: unknown card 'Catacylsm'"]


def test_too_many_copies_names_the_rule() -> None:
    """DESIGN basic turn: at most 2 copies of a name; 004 Anathema counts twice."""
    assert _words(_good_text().replace("2 Vortex", "3 Vortex")) == [
        "line 18: 3 copies of Vortex: at most 2 of a name (Exodus basic turn)"]
    text = _good_text().replace("2 Vortex", "1 Anathema\n1 Vortex")
    assert _words(text.replace("2 Unsummon", "1 Anathema\n1 Unsummon")) == [
        "line 21: 4 copies of Anathema: at most 2 of a name, and a double-sided card counts twice "
        "(Exodus basic turn; Exodus rulings, Anathema)"]


def test_a_wrong_size_names_the_rule() -> None:
    assert _words(_good_text().replace("24 Energy", "19 Energy")) == [
        "the Energy Deck has 19 cards: it needs at least 20 (Exodus basic turn)"]
    text = "Main Deck:\n2 Vortex\n2 Unsummon\nEnergy Deck:\n20 Energy\n"
    assert _words(text) == ["the Main Deck has 4 cards: it needs at least 20 (Exodus basic turn)"]


def test_cards_in_the_wrong_deck_and_harmony_rares_are_named() -> None:
    text = _good_text().replace("2 Vortex", "2 Energy").replace("24 Energy", "2 Vortex\n22 Energy")
    assert _words(text) == [
        "line 18: Energy belongs in the Energy Deck, not the Main Deck "
        "(Exodus basic turn; Exodus rulings, Starlit Expanse)",
        "line 25: Vortex belongs in the Main Deck, not the Energy Deck "
        "(Exodus basic turn; Exodus rulings, Starlit Expanse)"]
    text = _good_text() + "1 Sleeping Sanctum, the Untouchable Forest\n"
    assert _words(text) == ["line 28: a deck presents at most one Harmony Rare (Exodus rulings, Harmony Rares)"]
    text = _good_text().replace("1 Eeventide, the Paradoxical Planet", "1 Vortex")
    assert _words(text) == ["line 27: Vortex is not a Harmony Rare (Exodus rulings, Harmony Rares)"]


@pytest.mark.parametrize("text", [
    "", "\n\n", "hello", "\x00\x01", "2", "2 ", "-" * 10, ":" * 10, "Main Deck:\nEnergy Deck:",
    "9" * 5000 + " Vortex", "99999999 Vortex\n" * 100, "1 Vortex\n" * 3000, "Harmony Rare: nope",
    "Deck name: " + "x" * 180 + "\n1 Vortex", "Energy Deck: 24 cards\n" * 5, "\u2019" * 100,
])
def test_any_text_gives_problems_never_an_exception(text: str) -> None:
    deck, problems = parse(text)
    assert deck is None and problems
    assert all(p.text(GAME.rule_in_words).strip() for p in problems)


def test_a_hostile_size_is_refused_unread() -> None:
    deck, problems = parse("1 Vortex\n" * (MAX_DECKLIST_BYTES // 8))
    assert deck is None and len(problems) == 1 and "a decklist has at most" in problems[0].message


def test_combine_gives_every_seat_a_deck() -> None:
    a, b = _prebuilt("sky-and-steel"), _prebuilt("grove-and-shard")
    assert [d["name"] for d in FMT.combine([a], 4)["decks"]] == ["sky-and-steel"] * 4
    assert [d["name"] for d in FMT.combine([a, b], 3)["decks"]] == ["sky-and-steel", "grove-and-shard",
                                                                     "grove-and-shard"]
    with pytest.raises(DeckError):
        FMT.combine([a, b, a], 2)
    assert GAME.capabilities.decklist is DECKLIST


# -- the command line ------------------------------------------------------------------------------
def run(capsys, *argv):
    return cli_run(capsys, *map(str, argv))


def test_deck_check_exits_0_for_a_good_list(capsys, tmp_path) -> None:
    code, out, _ = run(capsys, "deck", "show", "exodus", "sky-and-steel")
    assert code == 0 and out == _good_text()
    path = tmp_path / "deck.txt"
    path.write_text(out, encoding="utf-8")
    code, out, err = run(capsys, "deck", "check", "exodus", path)
    assert code == 0 and err == ""
    assert out.startswith(f"OK: {path} is a playable Exodus TCG deck (60 cards: a Main Deck of 36")


def test_deck_check_exits_1_with_every_problem(capsys, tmp_path) -> None:
    path = tmp_path / "bad.txt"
    path.write_text(_good_text().replace("2 Vortex", "3 Vortex").replace("2 Cataclysm", "2 Catacylsm")
                    .replace("24 Energy", "19 Energy"), encoding="utf-8")
    code, out, err = run(capsys, "deck", "check", "exodus", path)
    assert code == 1
    assert out.splitlines() == [
        "line 18: 3 copies of Vortex: at most 2 of a name (Exodus basic turn)",
        "line 19: unknown card 'Catacylsm'",
        "the Energy Deck has 19 cards: it needs at least 20 (Exodus basic turn)",
    ]
    assert err == f"tabletop: {path}: 3 problems; not a playable Exodus TCG deck\n"


def test_an_imported_deck_is_played_by_name_at_four_seats(capsys, tmp_path) -> None:
    path = tmp_path / "my-sky.txt"
    path.write_text(_good_text(), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "import", "exodus", path)
    assert code == 0 and "kept as 'my-sky'" in out
    code, out, _ = run(capsys, "deck", "list", "exodus")
    assert code == 0 and "my-sky" in out and "a Main Deck of 36" in out
    match = GAME.new_match(3, seats=4, deck="my-sky/grove-and-shard")
    assert [d["name"] for d in match.setup.decks["decks"]] == ["my-sky", "grove-and-shard", "grove-and-shard",
                                                               "grove-and-shard"]
