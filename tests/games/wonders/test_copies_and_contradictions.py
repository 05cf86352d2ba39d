"""Copies (001 5 Copies) and contradicting abilities (001 5 Contradictions), with the cards
authored for them: Echo of the Void ("Create a token copy of target Wonder."), Drill Yard
Standard and Crimson Covenant (the document's two "All Wonders here are ..." items)."""
from __future__ import annotations

from .helpers import R1, R2, Table


def _realm(t: Table, inst: int) -> int:
    from simulator.games.wonders.world import locate
    where = locate(t.st, inst)
    assert where is not None
    return where[0]


def _copy(t: Table, original: int) -> int:
    """Play Echo of the Void on `original` (with a second Wonder on the table, so the target is
    a real choice) and return the token copy."""
    t.world(R2 if _realm(t, original) != R2 else R1, 1, "dawn_acolyte")
    t.play(t.hand(0, "echo_of_the_void"))
    t.pick(original)
    return max(t.st.standin)


def test_a_copy_is_a_token_with_the_printed_stats_not_the_originals_counters():
    """001 5 Copies: copies of Wonders create a token with all the stats and abilities of the
    printed card; changing the original (its +1 counters) does not change the copy."""
    t = Table()
    crow = t.world(R2, 1, "chained_crow", plus=2)
    copy = _copy(t, crow)
    assert copy in t.at(R2, 0) and t.kind(copy) == "chained_crow"
    assert t.power(copy) == 3 and t.power(crow) == 5
    assert t.keyword(copy, "deathstrike") == 1


def test_a_copy_arrives_and_triggers_on_arrival_but_is_not_played():
    """001 5 Copies: token copies aren't played, so they don't trigger on play abilities, but
    they do trigger on arrival abilities (Dawn Acolyte: ON ARRIVAL gain 1 faith)."""
    t = Table()
    acolyte = t.world(R1, 1, "dawn_acolyte")
    before = t.st.faith[0]
    _copy(t, acolyte)
    assert t.st.faith[0] == before + 1
    assert not any(e.kind == "played" and "Dawn Acolyte" in e.text for e in t.events)


def test_a_copy_stops_existing_when_it_leaves_the_world():
    """001 2 Tokens: a token put anywhere besides The World stops existing (a copy too)."""
    t = Table()
    crow = t.world(R1, 1, "chained_crow")
    copy = _copy(t, crow)
    from simulator.games.wonders.moves import die
    die(t.ctx(), copy, "destroy", 1)
    assert copy not in t.st.abyss[0] and copy not in t.st.standin and t.where(copy) == "nowhere"


def test_a_copy_of_a_nullified_card_copies_the_blank_text():
    """001 5 Copies: a copy of a nullified card copies the blank rules text, but the copy is not
    itself nullified, so it stays blank after the original's nullify ends (DESIGN.md)."""
    t = Table()
    crow = t.world(R1, 1, "chained_crow")
    t.st.effects.append({"kind": "nullify", "target": crow, "until": "round"})
    copy = _copy(t, crow)
    assert t.keyword(copy, "deathstrike") == 0 and t.keyword(copy, "flying") == 0
    t.st.effects = [e for e in t.st.effects if e["kind"] != "nullify"]
    assert t.keyword(crow, "deathstrike") == 1 and t.keyword(copy, "deathstrike") == 0


def test_contradicting_abilities_the_most_recent_overwrites_only_what_contradicts():
    """001 5 Contradictions: "All Wonders here are Soldiers with base power 0" then "All Wonders
    here are Vampires with base power 2": all Wonders are Vampire Soldiers with base power 2."""
    t = Table()
    crow = t.world(R1, 0, "chained_crow")
    t.play(t.hand(0, "drill_yard_standard"), R1)
    assert t.power(crow) == 0
    t.passes(0) if t.st.turn == 0 else None
    t.play(t.hand(t.st.turn, "crimson_covenant"), R1)
    from simulator.games.wonders.world import classes
    from .helpers import CARDS
    assert t.power(crow) == 2
    assert {"Soldier", "Vampire"} <= set(classes(t.st, CARDS, crow))


def test_the_older_of_two_contradicting_abilities_rules_again_when_the_newer_leaves():
    """001 5 Contradictions: the overwrite lasts only while the most recent ability is there."""
    t = Table()
    crow = t.world(R1, 0, "chained_crow")
    t.play(t.hand(0, "crimson_covenant"), R1)
    t.passes(1) if t.st.turn == 1 else None
    standard = t.hand(t.st.turn, "drill_yard_standard")
    t.play(standard, R1)
    assert t.power(crow) == 0
    from simulator.games.wonders.moves import die
    die(t.ctx(), standard, "destroy", 1)
    assert t.power(crow) == 2
