"""The Wonders card pool and prebuilt decks, checked without the engine: every card the rules
document names, every section 7 keyword on some card, each orbital playable, decks legal.

"001" is ../shared/rules/001_fb4db07be16c967e.txt; sections and topics are cited as "001 7 Seek"
(the document's old rule numbers are lost: DESIGN.md, Where the rules are silent)."""
import json
from collections import Counter
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from simulator.games.wonders.cards import OPS, ORBITALS, TIERS, card_table

CARDS = card_table()
BY_ID = {c.id: c for c in CARDS}
BY_NAME = {c.name: c for c in CARDS}

# Every card 001 names and describes (the hypothetical "Eternium the Void Tyrant", the example
# token "Bella The Brave" and section 8's "The Prisoner" are names without a card).
DOC_NAMES = [
    "Eternium the Space Lich", "Chained Crow", "Gem Primordial", "Syl Scaleweaver", "Orionis Skydreamer",
    "Strange Mutated Mass", "Staff of the Eldritch Tribesmen", "Power of Bloodlines", "The Windreaver",
    "Whisperleaf Cloak", "Rage of the Ancients", "Path of Light", "Glacium Keep", "Stealthy Spriggan",
    "Pastel Bloom Drake", "Sirius Aetherblade", "Cursed Passages of Haem", "Rootling Terror", "Swamp Sovereign",
    "Vobb Stalker", "Glemmer Bandit", 'Seraphina "The Serpent" Blackthorn', "Wretched Mirror of Requiem",
    "Eye of the Maelstrom", "Autumn, Essence Animated", "Skraal, Ruler of the Three Lakes", "Ayu Goss",
    "Formless Stones", "The Mount of Helios", "Kanevil Wayfarer", "Cairnvox Soulforger", "Aetherion of Boundless",
    "Feline Entity of Dreams", "Flying Suzzer", "Nova Matrixbender", "The Lamp of Luferia", "Agaric Supreme",
    "Corruption Warp", "The First", "Undead Wolf Angel", "Undead Angel Hero",
]

# Parts of cards the effect vocabulary cannot express, recorded in the card's notes (none since
# Feline Entity of Dreams' ward and Nova Matrixbender's item symbiosis were built: issue 30).
NOT_MODELLED: set[str] = set()


def _abilities(c) -> Iterator[dict[str, Any]]:
    yield from c.abilities
    if c.equip:
        yield from c.equip.get("abilities", [])


def _ops(ops: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    for o in ops:
        yield o
        if o["op"] == "if_you_do":
            yield from _ops(o["ops"])


def _all_ops(c) -> Iterator[dict[str, Any]]:
    for ab in _abilities(c):
        yield from _ops(ab.get("do", []))
    yield from _ops(c.keywords.get("eternal", []))


def _decks() -> dict[str, dict[str, Any]]:
    folder = resources.files("simulator.games.wonders").joinpath("decks")
    out = {}
    for f in folder.iterdir():
        if f.name.endswith(".json"):
            out[f.name[:-5]] = json.loads(f.read_text(encoding="utf-8"))
    return out


DECKS = _decks()


def test_card_file_parses_with_unique_ids_and_names():
    """001 1 Name: the card name defines the card for deckbuilding, so no two cards share one."""
    assert len(CARDS) >= 90
    assert len(BY_ID) == len(CARDS)
    assert len(BY_NAME) == len(CARDS)


@pytest.mark.parametrize("name", DOC_NAMES)
def test_every_card_the_document_names_is_in_the_pool(name):
    """Every card 001 names and describes is a card of the pool, marked named."""
    assert name in BY_NAME, name
    assert BY_NAME[name].named, name


def test_only_the_document_cards_are_marked_named():
    assert {c.name for c in CARDS if c.named} == set(DOC_NAMES)


def test_not_modelled_parts_are_rare_and_written_in_notes():
    """DESIGN.md, Where the rules are silent: what the vocabulary can't express is recorded."""
    assert {c.id for c in CARDS if "NOT MODELLED:" in c.notes} == NOT_MODELLED
    assert all(c.text for c in CARDS if not c.is_token)


def test_authored_text_of_named_cards_is_recorded_in_notes():
    """DESIGN.md, Where the rules are silent: authored text is recorded in the card's notes."""
    assert all(c.notes for c in CARDS if c.named)


def test_document_facts_about_named_cards():
    """001 4 Battle (Chained Crow), 001 3 Abilities Outside The World and 001 6 Stone (Gem
    Primordial), 001 6 Base Power (Syl Scaleweaver), 001 7 Symbiosis examples 1 and 2."""
    crow = BY_ID["chained_crow"]
    assert crow.has("flying") and crow.has("deathstrike")
    gem = BY_ID["gem_primordial"]
    assert gem.star and gem.has("stone")
    assert {"static": "base_power", "formula": "round", "times": 2} in gem.abilities
    assert BY_ID["syl_scaleweaver"].power == 0
    assert BY_ID["orionis_skydreamer"].star
    assert BY_ID["swamp_sovereign"].power == 0 and BY_ID["swamp_sovereign"].has("any_power_symbiosis")
    assert BY_ID["vobb_stalker"].power == 2 and BY_ID["vobb_stalker"].has("symbiosis")
    assert BY_ID["glemmer_bandit"].power == 1 and BY_ID["glemmer_bandit"].has("symbiosis")
    # Rootling Terror copies Seraphina with symbiosis, which needs the same power.
    assert BY_ID["rootling_terror"].power == BY_ID["seraphina_the_serpent_blackthorn"].power
    assert BY_ID["formless_stones"].has("stone") and BY_ID["formless_stones"].type == "land"
    assert BY_ID["whisperleaf_cloak"].is_equipment and BY_ID["staff_of_the_eldritch_tribesmen"].is_equipment


def test_the_first_has_no_orbital():
    """001 1 Orbital: The First has no orbital."""
    assert BY_ID["the_first"].orbital == ""


def test_every_section_7_keyword_is_on_a_card():
    """001 7 Keyword Abilities: each keyword appears on at least one card."""
    kw = Counter(k for c in CARDS for k in c.keywords)
    triggers = {ab["on"] for c in CARDS for ab in _abilities(c) if "on" in ab}
    conds = {k for c in CARDS for ab in _abilities(c) for k in ab.get("if", {})}
    costs = {ab["cost"] for c in CARDS for ab in _abilities(c) if "cost" in ab}
    ops = Counter(o["op"] for c in CARDS for o in _all_ops(c))
    counters = {o["kind"] for c in CARDS for o in _all_ops(c) if o["op"] == "counters"}
    has = {
        "ascend": "ascend" in triggers,
        "attuned": kw["attuned"] > 0,
        "awaken": "awaken" in conds,
        "call": kw["call"] > 0,
        "celestial counters": "celestial" in counters and kw["celestial"] > 0,
        "deathstrike": kw["deathstrike"] > 0,
        "deny": ops["deny"] > 0,
        "eternal": kw["eternal"] > 0,
        "faith": "faith" in costs and any(o["op"] == "gain" and o["res"] == "faith"
                                          for c in CARDS for o in _all_ops(c)),
        "flying": kw["flying"] > 0,
        "growth counters": "growth" in counters and kw["growth"] > 0,
        "guardian": kw["guardian"] > 0,
        "harvest": "harvest" in costs,
        "heart of a legend": kw["heart_of_a_legend"] > 0,
        "hoard": "hoard" in conds,
        "kingdom": "kingdom" in conds,
        "orbital link": kw["link"] > 0,
        "core": any(c.core for c in CARDS),
        "null counters": "null" in counters,
        "portal": ops["portal"] > 0,
        "protector": "protector" in counters and kw["protector"] > 0,
        "rage": kw["rage"] > 0,
        "seek": ops["seek"] > 0,
        "shield": "shield" in counters and kw["shield"] > 0,
        "stun": ops["stun"] > 0,
        "symbiosis": kw["symbiosis"] > 0,
        "unstable": kw["unstable"] > 0,
    }
    assert [k for k, ok in has.items() if not ok] == []


@pytest.mark.parametrize("orbital", ORBITALS)
def test_each_orbital_has_link_lands_and_wonders(orbital):
    """001 1 Orbital and 001 7 Orbital Link: every orbital can be built around."""
    links = [c for c in CARDS if c.type == "land" and c.link == orbital]
    wonders = [c for c in CARDS if c.is_wonder and not c.is_token and c.orbital == orbital]
    assert len(links) >= 2 and len(wonders) >= 8
    assert all(c.orbital == orbital for c in links)


def test_lands_have_their_orbitals_link():
    """001 4 Additional Rules For Playing Cards: lands have the orbital link ability."""
    for c in CARDS:
        if c.type == "land":
            assert c.link and c.link == c.orbital, c.id
        else:
            assert not c.link, c.id


def test_stats_by_type():
    """001 1 Power: only Wonders have a power stat; * power is defined by the card's text."""
    for c in CARDS:
        assert (c.power is not None) == c.is_wonder, c.id
        if c.star:
            assert any(a.get("static") == "base_power" for a in c.abilities), c.id
        if c.is_equipment:
            assert "Equipment" in c.classes, c.id
        assert c.tier in TIERS and c.dbs >= 0


def test_tokens_cost_0_and_are_printed_wonders():
    """001 6 Tokens: tokens have cost 0; printed tokens have the T rarity symbol."""
    for c in CARDS:
        if c.is_token:
            assert c.cost == 0 and c.rarity == "T" and c.is_wonder, c.id
        else:
            assert c.rarity != "T", c.id


def test_token_ops_name_token_cards():
    """001 2 Tokens: an effect creating a token names the basic version it creates."""
    for c in CARDS:
        for o in _all_ops(c):
            assert set(o) - {"op"} <= OPS[o["op"]]
            if o["op"] == "token":
                assert BY_ID[o["card"]].is_token, (c.id, o)
    undead = BY_ID["undead"]
    assert undead.power == 1 and "Undead" in undead.classes      # Power of Bloodlines


def test_at_least_four_decks():
    assert len(DECKS) >= 4


@pytest.mark.parametrize("name", sorted(DECKS))
def test_deck_is_fifty_cards_within_tier_limits(name):
    """001 3 Deckbuilding: a 50-card main deck; Legendary 1x, Primary 2x, Secondary 3x;
    tokens don't start in the main deck (001 2 Tokens)."""
    deck = DECKS[name]
    assert deck["name"] == name and deck["style"] in ("aggro", "midrange", "control", "ramp")
    assert deck["title"].split(" (")[1].split(")")[0].count("/") == 1
    main = deck["cards"]
    assert sum(main.values()) == 50
    for cid, n in main.items():
        c = BY_ID[cid]
        assert not c.is_token, cid
        assert 1 <= n <= TIERS[c.tier], cid


@pytest.mark.parametrize("name", sorted(DECKS))
def test_deck_archive_holds_1_to_50_printed_tokens(name):
    """001 3 Deckbuilding: an archive starts with a minimum of 1 token and maximum 50 tokens."""
    archive = DECKS[name]["archive"]
    assert 1 <= sum(archive.values()) <= 50
    assert all(BY_ID[cid].is_token and BY_ID[cid].rarity == "T" for cid in archive)


@pytest.mark.parametrize("name", sorted(DECKS))
def test_deck_core_cards_have_their_link(name):
    """001 4 Core Mechanic: a core card can't be played from your hand without its orbital link."""
    main = DECKS[name]["cards"]
    links = {BY_ID[cid].link for cid in main if BY_ID[cid].link}
    assert all(BY_ID[cid].orbital in links for cid in main if BY_ID[cid].core)
    lands = sum(n for cid, n in main.items() if BY_ID[cid].type == "land")
    wonders = sum(n for cid, n in main.items() if BY_ID[cid].is_wonder)
    assert 12 <= lands <= 16 and wonders >= 25


def test_decks_cover_all_six_orbitals():
    """001 1 Orbital: every orbital is played by some prebuilt deck."""
    played = {BY_ID[cid].link for d in DECKS.values() for cid in d["cards"] if BY_ID[cid].link}
    assert played == set(ORBITALS)
