"""The keyword glossary (keywords.json) and the keywords each card has, read from the card
data: named cards' keywords, and reminders as the gameplay guide says them.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal import GAME
from simulator.games.eternal.keywords import card_keywords, glossary


def test_battleblur_centaur_has_charge_and_endurance():
    """003 Battle Skills: Charge, Endurance (the card prints "Charge, Endurance")."""
    assert card_keywords()["battleblur_centaur"] == ("Charge", "Endurance")


def test_charge_reminder():
    """003 Battle Skills, Charge: "may attack the turn it enters the battlefield"."""
    entry = glossary().lookup("Charge")
    assert entry is not None and "attack the turn it is played" in entry.reminder
    assert entry.rule == "Eternal gameplay guide, Battle Skills: Charge"


def test_endurance_reminder():
    """003 Battle Skills, Endurance: not exhausted or stunned by enemy effects, readies each turn."""
    entry = glossary().lookup("endurance")
    assert entry is not None
    assert "exhausted or stunned by enemy" in entry.reminder and "each player's turn" in entry.reminder


def test_flying_reminder():
    """003 Battle Skills, Flying: only blocked by other units with flying."""
    entry = glossary().lookup("Flying")
    assert entry is not None and entry.reminder == "Can only be blocked by units with Flying."


def test_trigger_words_come_from_the_printed_label():
    """000 1.4: triggered abilities defined by a bolded condition ("Summon:"); 003 Other
    Abilities, Summon and Ambush. A curse's effect on being played is not a Summon."""
    ck = card_keywords()
    assert ck["desert_marshal"] == ("Ambush", "Summon", "silence")
    assert "Summon" not in ck.get("affliction", ())
    # "Flying, Warcry, Bond / Entomb: You gain 3 Armor." (003 Bond, Warcry X, Entomb; 000 4.31 Armor)
    assert ck["aerial_attendant"] == ("Flying", "Bond", "Warcry", "Entomb", "Armor")


def test_keyword_actions_and_card_kinds():
    """003 Terminology (Silence, Stun), Other Abilities (Scout, Depleted); 000 4.1 (Fast)."""
    ck = card_keywords()
    assert ck["rebuke"] == ("silence", "stun")
    assert ck["crest_of_fury"] == ("depleted", "Scout")
    assert "Fast" in ck["excavate"] and "Voidbound" in ck["excavate"]
    assert ck["ixtun_merchant"] == ("Overwhelm", "Summon", "Market")


def test_silence_and_stun_are_found_in_any_case():
    """Cards print "Silence a unit." and "You may silence another unit."; a unit is "stunned"."""
    g = glossary()
    found = [e.keyword for e in g.in_text("Silence and stun a unit.", "It stays stunned.")]
    assert found == ["silence", "stun"]


def test_charge_the_verb_is_not_the_keyword():
    """A capitalised keyword is matched only where the text capitalises it."""
    assert glossary().in_text("charge into battle") == []


def test_revenge_reminder():
    """003 Battle Skills, Revenge: goes among the top 10 cards of the deck with Destiny."""
    entry = glossary().lookup("Revenge")
    assert entry is not None and "top 10 cards" in entry.reminder and "Destiny" in entry.reminder


def test_game_wires_the_glossary_and_card_keywords():
    assert GAME.glossary() is glossary()
    assert GAME.card_keywords()["battleblur_centaur"] == ("Charge", "Endurance")
