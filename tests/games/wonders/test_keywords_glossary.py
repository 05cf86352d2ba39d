"""The Wonders keyword glossary (keywords.json) and the keywords each card has, read from
the card data: named cards' keywords and what their reminders say, against 001 7 Keyword
Abilities.

"001" is ../shared/rules/001_fb4db07be16c967e.txt, cited by section and topic."""
from __future__ import annotations

from simulator.games.wonders import GAME
from simulator.games.wonders.table import WondersTable

GLOSSARY = GAME.glossary()
KEYWORDS = GAME.card_keywords()


def _reminder(word: str) -> str:
    entry = GLOSSARY.lookup(word)
    assert entry is not None, word
    return entry.reminder


def test_chained_crow_has_flying_and_deathstrike_as_the_rules_define_them() -> None:
    """001 7 Flying: moves to an adjacent realm at end of battle after attacking;
    001 7 Deathstrike: wins or ties a battle, destroys target enemy."""
    assert KEYWORDS["chained_crow"] == ("flying", "deathstrike")
    assert "adjacent realm" in _reminder("Flying") and "end of battle" in _reminder("Flying")
    assert "wins or ties a battle" in _reminder("Deathstrike") and "destroy target enemy" in _reminder("deathstrike")
    assert GLOSSARY.lookup("flying").rule == "Wonders rules 7 Flying"


def test_lands_have_their_orbital_link_and_harvest() -> None:
    """001 7 Orbital Link: cards of the orbital cost 1 less, not stacking, and core cards may
    be played; 001 7 Harvest: a tap ability needing no action, any number at once."""
    assert KEYWORDS["granite_hollow"] == ("link", "harvest")
    link = _reminder("Link")
    assert "1 less energy" in link and "don't stack" in link and "core" in link
    assert GLOSSARY.lookup("link").rule == "Wonders rules 7 Orbital Link"
    assert "any number of cards at once" in _reminder("harvest")


def test_keywords_given_by_abilities_counters_and_equipment_are_the_cards_keywords() -> None:
    """001 7 Guardian (Aegis gives it to the equipped Wonder), 001 7 Celestial Counters
    ("Ascend: this gets +4"), 001 7 Faith, 001 7 Deny and Eternal, 001 7 Growth Counters."""
    assert KEYWORDS["aegis_of_the_deep_earth"] == ("guardian",)
    assert "+2 this round" in _reminder("guardian")
    assert KEYWORDS["lightbringer_priestess"] == ("faith", "celestial")
    assert "Ascend: This gets +4." in _reminder("celestial")
    assert "only once a round" in _reminder("faith")
    assert KEYWORDS["mindrot_wraith"] == ("deny",) and GLOSSARY.lookup("denies") is GLOSSARY.lookup("deny")
    assert "The Abyss" in _reminder("eternal") and "deck" in _reminder("eternal")
    assert KEYWORDS["heartwood_grove"] == ("link", "growth")
    assert "legendary Wonder" in _reminder("growth")


def test_stone_and_the_symbiosis_exception_are_not_keywords() -> None:
    """001 6 Stone is a game term, not a keyword ability of 001 7; Swamp Sovereign prints its
    exception to symbiosis in full (001 7 Symbiosis example 2)."""
    assert "gem_primordial" not in KEYWORDS
    assert KEYWORDS["formless_stones"] == ("link",)
    assert "swamp_sovereign" not in KEYWORDS


def test_other_keywords_read_as_the_rules_say() -> None:
    """001 7 Rage, Stun, Unstable, Heart of a Legend, Shield, Protector, Symbiosis."""
    assert "sacrifice this at the end of that battle" in _reminder("rage")
    assert "without spending an action" in _reminder("rage")
    assert "base power 0" in _reminder("stun") and "Taps" in _reminder("stunned")
    assert _reminder("unstable") == "At the end of the round, sacrifice this card."
    assert "trigger twice" in _reminder("Heart of a Legend")
    assert "can't prevent a sacrifice" in _reminder("shield")
    assert "seizing the stone" in _reminder("protector")
    assert "same power" in _reminder("symbiosis")
    assert KEYWORDS["solar_archon"] == ("heart of a legend", "faith", "ascend")


def test_the_face_text_shows_every_keyword_of_running_text_in_any_case() -> None:
    """A keyword line ("Flying.") and running text ("a token Wonder with flying") both
    name the keyword."""
    faces = {f.card_id: f for f in WondersTable().pool_faces()}
    assert [e.keyword for e in GLOSSARY.in_text(faces["sanctum_warden"].text)] == ["flying"]
    assert [e.keyword for e in GLOSSARY.in_text(faces["seraphina_the_serpent_blackthorn"].text)] == ["deathstrike"]
    assert [e.keyword for e in GLOSSARY.in_text(faces["the_mount_of_helios"].text)] == \
        ["link", "harvest", "faith", "kingdom"]
