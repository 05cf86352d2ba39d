"""core/carddata.py: the card-file checks every game shares, one clear line each."""
import pytest

from simulator.core.carddata import CardDataError, card_records


def _records(data):
    return list(card_records(data, "cards.json", {"id", "name"}))


def test_cards_are_yielded_with_where_they_come_from():
    assert _records({"cards": [{"id": "a"}, {"id": "b", "name": "B"}]}) == [
        ("cards.json: card a", {"id": "a"}), ("cards.json: card b", {"id": "b", "name": "B"})]


@pytest.mark.parametrize("data, message", [
    ([], "expected an object with a 'cards' list"),
    ({"cards": [{"name": "x"}]}, "card 0: a card must be an object with a string 'id'"),
    ({"cards": ["a"]}, "a card must be an object"),
    ({"cards": [{"id": "a", "cost": 1}]}, "card a: unknown key(s) cost"),
    ({"cards": [{"id": "a"}, {"id": "a"}]}, "card a: duplicate id"),
])
def test_bad_card_files_are_refused_in_one_line(data, message):
    with pytest.raises(CardDataError) as err:
        _records(data)
    assert message in str(err.value) and "\n" not in str(err.value)


def test_each_game_reports_the_same_error_class():
    from simulator.games.eternal import cards as eternal_cards
    from simulator.games.krieg import cards as krieg_cards
    assert eternal_cards.CardDataError is CardDataError is krieg_cards.CardDataError
