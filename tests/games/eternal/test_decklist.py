"""Eternal decklists (issue 15, item 4): '4 Torch (Set1 #8)' lines and a market, read with
every problem on its line and the construction rules of 000 2.0, 003 Basic Gameplay and
000 1.2 (markets); written so that they read back to the same deck."""
from __future__ import annotations

import pytest

from simulator.games.eternal.decklist import DECKLIST, MARKET_LINE, format_deck, parse
from simulator.games.eternal.decks import validate_deck
from simulator.games.registry import get_game

GAME = get_game("eternal")


def _deck(name: str) -> dict:
    return DECKLIST.seat_decks(GAME.load_decks(name, 2))[0]


def _messages(text: str) -> list[str]:
    deck, problems = parse(text)
    assert deck is None
    return [p.text(GAME.rule_in_words) for p in problems]


def _market_deck() -> dict:
    """rakano-aggro with two merchants in and a market of five."""
    deck = _deck("rakano-aggro")
    cards = dict(deck["cards"])
    cards["torch"] -= 2
    cards["ixtun_merchant"] = 1
    cards["winchest_merchant"] = 1
    return {"name": "market test", "cards": cards,
            "market": ["torch", "finest_hour", "hipshot", "sparkbot", "blinkwolf"]}


def test_the_decklist_capability_is_declared_by_the_game():
    assert GAME.capabilities.decklist is DECKLIST and DECKLIST.per_seat


@pytest.mark.parametrize("name", GAME.deck_names)
def test_every_prebuilt_deck_reads_back_from_its_decklist(name):
    deck = _deck(name)
    text = format_deck(deck)
    assert all(line == MARKET_LINE or line.endswith(")") and "(Set" in line for line in text.splitlines())
    back, problems = parse(text, deck["name"])
    assert problems == [] and back == deck
    assert DECKLIST.combine([back], 2) == GAME.load_decks(name, 2)


def test_a_deck_with_a_market_reads_back_with_its_market():
    deck = _market_deck()
    validate_deck(deck)
    text = format_deck(deck)
    assert MARKET_LINE in text.splitlines()
    assert text.split(MARKET_LINE)[1].strip().splitlines()[0] == "1 Torch (Set1 #8)"
    back, problems = parse(text, deck["name"])
    assert problems == [] and back == deck


def test_blank_lines_headers_and_comments_are_allowed_and_the_header_names_the_deck():
    text = "Deck name: My Rakano\n\n# from a friend\n" + format_deck(_deck("rakano-aggro")).replace("\n", "\n\n")
    deck, problems = parse(text)
    assert problems == [] and deck["name"] == "My Rakano"
    deck, _ = parse(text, "given")
    assert deck["name"] == "given"


def test_cards_are_found_by_name_whatever_the_case_the_count_style_or_the_numbers():
    """A reprint carries another set and number; the name decides."""
    text = format_deck(_deck("rakano-aggro")).replace("4 Torch (Set1 #8)", "4x torch (Set1001 #3)")
    deck, problems = parse(text, "t")
    assert problems == [] and deck["cards"]["torch"] == 4
    plain = "\n".join(line.split(" (Set")[0] for line in format_deck(_deck("rakano-aggro")).splitlines())
    assert parse(plain, "rakano-aggro")[0] == _deck("rakano-aggro")


def test_a_list_with_one_unknown_card_is_refused_with_its_line_number():
    lines = format_deck(_deck("rakano-aggro")).splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("4 Torch"))
    lines[at] = "4 Torhc (Set1 #8)"
    assert _messages("\n".join(lines)) == [f"line {at + 1}: unknown card 'Torhc' (Set1 #8 is Torch)"]
    lines[at] = "4 Torhc (Set77 #8)"
    assert _messages("\n".join(lines)) == [f"line {at + 1}: unknown card 'Torhc' (Set77 #8)"]


def test_a_real_card_outside_our_pool_is_not_playable_yet():
    """The set and number are a real card's (the database's ranges), the name is not ours."""
    text = format_deck(_deck("rakano-aggro")) + "1 Akko, Inspired Artist (Set7 #2)\n"
    assert _messages(text)[0] == ("line 18: Akko, Inspired Artist (Set7 #2) is not playable yet: "
                                  "it is not in our card pool")


def test_every_construction_problem_is_reported_with_its_line_and_rule():
    """000 2.0 (75-150 cards, a third power, a third non-power), 003 Basic Gameplay (four
    copies except Sigils), a token in a deck, 000 1.2 (a market needs merchants, one of each)."""
    text = "\n".join([  # noqa: FLY002 - one line of the list per line of the test
        "5 Torch (Set1 #8)",            # line 1: five copies
        "1 Grenadin (Set1 #0)",         # line 2: a token
        "20 Fire Sigil (Set1 #1)",      # Sigils may exceed four
        MARKET_LINE,
        "2 Finest Hour (Set1 #130)",    # line 5: two in a market
        "1 Hipshot (Set2 #11)",
        "1 Hipshot (Set2 #11)",         # line 7: the same card twice
    ])
    assert _messages(text) == [
        "line 1: 5 copies of Torch; at most 4 of a card except Sigils (Eternal gameplay guide, Basic Gameplay)",
        "line 2: Grenadin is created by other cards and cannot be put in a deck",
        "line 5: 2 copies of Finest Hour in the market; a market holds one of each card",
        "line 7: Hipshot is in the market twice; a market holds up to 5 different cards",
        "26 cards; a deck has 75 to 150 cards (Eternal rules 2.0)",
        "6 non-power cards; at least a third of 26 cards, 9, must be non-power cards (Eternal rules 2.0)",
        "a market needs merchant cards in the deck (Eternal rules 1.2)",
    ]


def test_too_few_power_cards_and_too_many_cards_are_named():
    few_powers = "20 Fire Sigil (Set1 #1)\n" + "".join(f"4 {c}\n" for c in (
        "Torch", "Oni Ronin", "Pyre Adept", "Heavy Axe", "Rampage", "Rally", "Temper", "Blinkwolf",
        "Hipshot", "Sparkbot", "Pyroknight", "Steadfast Deputy", "Fearless Nomad", "Rakano Outlaw"))
    assert "20 power cards; at least a third of 76 cards, 26, must be power cards (Eternal rules 2.0)" in \
        _messages(few_powers)
    assert _messages("151 Fire Sigil (Set1 #1)") == [
        "line 1: 151 copies of Fire Sigil; a deck has at most 150 cards (Eternal rules 2.0)"]


def test_hostile_counts_and_lines_are_one_problem_each():
    assert _messages("1000000000 Fire Sigil (Set1 #1)") == [
        "line 1: 1000000000 copies of Fire Sigil; a deck has at most 150 cards"]
    assert _messages("9" * 150 + " Torch (Set1 #8)") == [
        "line 1: 999999999999... copies of Torch; a deck has at most 150 cards"]
    assert _messages("9" * 5000 + " Torch (Set1 #8)") == ["line 1: not a decklist: no line reads like '4 Torch (Set1 #8)'"]
    assert _messages(format_deck(_deck("rakano-aggro")) + "x" * 5000) == [
        "line 18: a line of 5,000 characters is not a card line"]
    assert _messages("hello\nworld\n\x1b[31m") == ["line 1: not a decklist: no line reads like '4 Torch (Set1 #8)'"]
    assert _messages("") == ["not a decklist: no line reads like '4 Torch (Set1 #8)'"]


def test_a_line_that_is_no_card_line_is_named_and_the_deck_size_left_unjudged():
    text = format_deck(_deck("rakano-aggro")) + "hello there\n"
    assert _messages(text) == ["line 18: not a card line: 'hello there' (a card line reads like '4 Torch (Set1 #8)')"]


def test_a_problem_quoting_the_file_stays_on_one_line():
    (message,) = _messages(format_deck(_deck("rakano-aggro")) + "1 Evil\x1b[2J\u202e (Set1 #3000)\n")
    assert "\n" not in message and "\x1b" not in message and "\\x1b" in message


def test_combine_gives_both_players_one_deck_or_each_their_own():
    a, b = _deck("rakano-aggro"), _deck("feln-control")
    assert DECKLIST.combine([a], 2)["decks"] == [a, a]
    assert DECKLIST.combine([a, b], 2)["decks"] == [a, b]
    with pytest.raises(ValueError, match="two players"):
        DECKLIST.combine([a], 3)
    assert DECKLIST.summary(a) == "75 cards: 26 power, 49 non-power"
    assert DECKLIST.summary(_market_deck()).endswith("; a market of 5")
