"""Issue 15: every card of the pool has a test that plays it, named after it — a test
function whose name holds the card's id, or a parametrised test whose cases name it (the
templated cards: sigils, keyword-only units). This keeps a new card from arriving untested."""
import json
import re
from pathlib import Path

import pytest

from simulator.games.eternal.cards import card_table

HERE = Path(__file__).parent
DB = Path(__file__).resolve().parents[3].parent / "shared" / "cards" / "eternal" / "eternal-cards.json"


def _named() -> tuple[str, set[str], set[str]]:
    """Test function names; ids quoted in files with parametrised tests; ids quoted anywhere."""
    names: list[str] = []
    cases: set[str] = set()
    anywhere: set[str] = set()
    for path in HERE.glob("test_*.py"):
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        names += re.findall(r"def (test_\w+)", text)
        quoted = set(re.findall(r"[\"']([a-z0-9_]+)[\"']", text))
        anywhere |= quoted
        if "parametrize" in text:
            cases |= quoted
    return " ".join(names), cases, anywhere


def test_every_card_in_the_pool_has_a_test_named_after_it():
    """A token may instead be checked by the test of the card that creates it."""
    names, cases, anywhere = _named()
    missing = [c.id for c in card_table()
               if c.id not in names and c.id not in cases and not (c.token and c.id in anywhere)]
    assert not missing, f"cards without a test named after them: {missing}"


@pytest.mark.skipif(not DB.is_file(), reason="card database not present")
def test_all_455_cards_of_set_1_are_in_the_pool():
    """The Empty Throne: every row of the card database's Set 1, tokens and non-buildable
    cards included."""
    rows = [r for r in json.loads(DB.read_text(encoding="utf-8")) if r["SetNumber"] == 1]
    assert len(rows) == 455
    names = {c.name for c in card_table()}
    assert [r["Name"] for r in rows if r["Name"] not in names] == []
