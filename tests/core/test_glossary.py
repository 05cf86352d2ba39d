"""core.glossary: the keyword glossary file format and finding keywords in text."""
from __future__ import annotations

import pytest

from simulator.core.glossary import Glossary, GlossaryError, Keyword, parse_glossary


def _glossary() -> Glossary:
    return Glossary([Keyword("Charge", "Can attack the turn it is played.", "Eternal rules, Charge"),
                     Keyword("Double Damage", "Deals damage twice.", "Eternal rules"),
                     Keyword("Damage", "x y z.", "rules"),
                     Keyword("ascend", "Rises up a level.", "Wonders rules", ("ascends",))])


def test_a_capitalised_keyword_is_found_only_where_the_text_capitalises_it() -> None:
    g = _glossary()
    assert [e.keyword for e in g.in_text("Charge. Then charge at them.")] == ["Charge"]
    assert len(g.spans("Charge. Then charge at them.")) == 1


def test_a_lower_case_keyword_and_its_forms_match_any_case() -> None:
    g = _glossary()
    assert [e.keyword for e in g.in_text("It Ascends, then ascend again")] == ["ascend"]


def test_the_longest_spelling_wins_and_entries_come_once_in_order() -> None:
    g = _glossary()
    assert [e.keyword for e in g.in_text("Double Damage, Charge", "Charge")] == ["Double Damage", "Charge"]


def test_keywords_are_whole_words() -> None:
    assert _glossary().in_text("Recharge and Charged and Charge-less") == []


def test_lookup_ignores_case_and_knows_forms() -> None:
    g = _glossary()
    assert g.lookup("charge") is g.entries[0]
    assert g.lookup("ASCENDS") is g.entries[3]
    assert g.lookup("Flying") is None


@pytest.mark.parametrize("data, words", [
    ([], "'keywords' list"),
    ({"keywords": [{"keyword": "A", "reminder": "r", "rule": "x", "extra": 1}]}, "unknown key"),
    ({"keywords": [{"keyword": "A", "reminder": "", "rule": "x"}]}, "'reminder'"),
    ({"keywords": [{"keyword": "A", "reminder": "r", "rule": "x"}] * 2}, "listed twice"),
    ({"keywords": [{"keyword": "A" * 41, "reminder": "r", "rule": "x"}]}, "longer than"),
    ({"keywords": [{"keyword": "A", "reminder": "r", "rule": "x", "forms": "B"}]}, "'forms'"),
])
def test_a_bad_glossary_file_is_refused_with_the_entry_named(data: object, words: str) -> None:
    with pytest.raises(GlossaryError, match=words):
        parse_glossary(data, "test/keywords.json")
