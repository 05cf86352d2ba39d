"""The Eternal card pool: real cards with their real numbers (../shared/cards/eternal), the
effect vocabulary checked at load, and every keyword of the guide on at least one card.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import json
import re
from collections import Counter
from pathlib import Path

import pytest

from simulator.games.eternal.cards import KEYWORDS, TRIGGERS, CardDataError, card_table, parse_cards

DB = Path(__file__).resolve().parents[3].parent / "shared" / "cards" / "eternal" / "eternal-cards.json"
CARDS = card_table()
DOC_NAMES = ["Torch", "Annihilate", "Deathstrike", "Harsh Rule", "Umbren Reaper", "Ticking Grenadin",
             "Argenport Soldier", "Augmented Form", "Oasis Sanctuary", "Burn Out", "Stormcaller"]

# Tokens a card's text creates that the database has no row for: Inferno Dance's "1/1
# Elemental with Reckless" (played by Inferno Den's Agenda).
UNLISTED_TOKENS = {"Elemental", "Unseen"}   # and Alu, Death-Dreamer's "3/3 Unseen with a random battle skill"
UNLISTED_TOKENS |= {"Weapon"}   # Jekk's Choice's "+1/+1 weapon" (build_cards.py's RAW, specs_set34_rest)
# Tokens whose numbers are the ones printed on the card that makes them, where the
# database's own row for the token disagrees: Amethyst Monument, "Transmute 5: 4/4 Puma".
MAKER_NUMBERS = {"Puma": (4, 4), "Sheep": (0, 1)}   # Sheep: Tend the Flock prints "0/1 Sheep"


def _raw() -> dict:
    from importlib import resources
    return json.loads(resources.files("simulator.games.eternal").joinpath("cards.json").read_text(encoding="utf-8"))


def test_every_card_the_documents_name_is_in_the_pool_with_the_five_sigils():
    """000 and 003 name these cards (003 misspells Ticking Grenadin and Burn Out)."""
    names = {c.name for c in CARDS}
    for n in DOC_NAMES + [f"{f} Sigil" for f in ("Fire", "Time", "Justice", "Primal", "Shadow")]:
        assert n in names, n


def test_at_least_150_deck_cards_across_the_five_factions():
    deckable = [c for c in CARDS if not c.token]
    assert len(deckable) >= 150
    per = Counter(f for c in deckable for f in c.factions)
    assert all(per[f] >= 30 for f in "FTJPS"), per


# Where the database lost a printed icon and left its sign apart ("- Strength" for the card's
# "-[Strength icon]"), the card's text closes it up as "+Strength" is written elsewhere (its notes say so).
ICON_TEXT = {"Prosecutor-at-Arms": (("unit - Strength", "unit -Strength"), ("Student's  Strength", "Student's Strength"))}


@pytest.mark.skipif(not DB.is_file(), reason="card database not present")
def test_numbers_and_text_are_the_real_cards():
    db = {}
    for row in json.loads(DB.read_text(encoding="utf-8")):
        db.setdefault(row["Name"], []).append(row)
    for c in CARDS:
        if c.name in UNLISTED_TOKENS and c.name not in db:
            assert c.token, c.name
            continue
        rows = [r for r in db[c.name] if r["SetNumber"] == c.set]
        assert rows, c.name
        row = rows[0]
        numbers = MAKER_NUMBERS.get(c.name, (row["Attack"], row["Health"]))
        assert c.cost == row["Cost"] and (c.attack, c.health) == numbers, c.name
        letters = re.findall(r"\{([FTJPS])\}", row["Influence"])
        assert tuple(letters.count(f) for f in "FTJPS") == c.influence, c.name
        text = "\n".join(p.strip() for p in re.sub(r"</?b>", "", row.get("CardText", "")).split(";")).strip()
        for old, new in ICON_TEXT.get(c.name, ()):
            text = text.replace(old, new)
        assert c.text == text, c.name
        assert tuple(row.get("UnitType", [])) == c.unit_types, c.name


def test_every_keyword_of_the_guide_is_on_a_card():
    """003: each battle skill and other ability appears in the pool."""
    kws = set()
    for c in CARDS:
        kws |= {k for k in KEYWORDS if c.has(k)}
    for k in ("aegis", "charge", "deadly", "double_damage", "endurance", "flying", "killer", "lifesteal", "overwhelm",
              "quickdraw", "reckless", "revenge", "unblockable", "ambush", "destiny", "echo", "invulnerable", "berserk",
              "warp", "bond"):
        assert k in kws, k
    assert any(c.warcry for c in CARDS)
    ons = {t.on for c in CARDS for t in c.triggers}
    for t in ("summon", "entomb", "empower", "fate", "infiltrate", "lifeforce", "spark", "ally", "mentor"):
        assert t in ons, t
    assert any(c.depleted for c in CARDS) and any(c.transmute for c in CARDS) and any(a.ultimate for c in CARDS for a in c.abilities)
    ops = {s["op"] for c in CARDS for steps in [c.effects] + [t.effects for t in c.triggers] for s in steps}
    for o in ("nightfall", "scout", "copy", "discard", "exhaust", "kill", "silence", "stun", "market_swap"):
        assert o in ops, o
    types = {c.type for c in CARDS}
    assert types >= {"power", "unit", "spell", "fast_spell", "weapon", "curse", "relic", "relic_weapon", "cursed_relic", "site"}
    assert set(TRIGGERS) >= ons


def test_ids_are_unique_and_decks_use_known_cards():
    assert len({c.id for c in CARDS}) == len(CARDS)


@pytest.mark.parametrize("mutate, message", [
    (lambda c: c.update(colour="red"), "unknown key(s) colour"),
    (lambda c: c.update(type="planet"), "unknown type 'planet'"),
    (lambda c: c.update(keywords=["sparkly"]), "unknown keyword 'sparkly'"),
    (lambda c: c.update(effects=[{"op": "teleport_home"}]), "unknown effect 'teleport_home'"),
    (lambda c: c.update(effects=[{"op": "damage", "amount": 3, "colour": 1}]), "unknown key(s) colour"),
    (lambda c: c.update(effects=[{"op": "damage", "amount": 3, "to": "the moon"}]), "unknown 'the moon'"),
    (lambda c: c.update(target={"kind": "planet"}), "target needs a 'kind'"),
    (lambda c: c.update(triggers=[{"on": "sunrise", "effects": []}]), "bad trigger"),
    (lambda c: c.update(influence="FX"), "influence must be"),
    (lambda c: c.update(effects=[{"op": "create", "card": "nope"}]), "unknown card 'nope'"),
])
def test_unknown_keys_and_effects_are_rejected_naming_file_and_card(mutate, message):
    data = _raw()
    torch = next(c for c in data["cards"] if c["id"] == "torch")
    mutate(torch)
    with pytest.raises(CardDataError) as err:
        parse_cards(data, "cards.json")
    assert "cards.json" in str(err.value) and "torch" in str(err.value) and message in str(err.value)


def test_card_notes_record_choices_where_text_was_simplified():
    noted = [c for c in CARDS if c.notes]
    assert any(c.id == "permafrost" for c in noted) and any(c.id == "inferno_den" for c in noted)
