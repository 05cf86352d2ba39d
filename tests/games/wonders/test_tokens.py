"""Tokens (001 2 Tokens, 001 7 Portal, 001 5 Copies): a token is a token by what it is in the
state (a printed archive token, a stand-in, a copy), so a portaled or bounced copy stops
existing; printed archive tokens that meet an effect's minimum requirements are used, the
player choosing where several fit (Power of Bloodlines with Undead Angel Hero and Undead Wolf
Angel in the archive)."""
from __future__ import annotations

from simulator.core.actions import Action

from .helpers import KIND, R1, R2, R3, Table


def _copy_of(t: Table, original: int) -> int:
    """Echo of the Void ("Create a token copy of target Wonder.") on `original`, with a second
    Wonder on the table so the target is a real choice; the copy made (place every other card
    first: a stand-in takes the next instance number)."""
    t.world(R3, 1, "dawn_acolyte")
    t.play(t.hand(0, "echo_of_the_void"))
    t.pick(original)
    copy = max(t.st.standin)
    assert t.where(copy) == "realm 1/seat 0"
    return copy


def test_portal_weaver_portaling_a_token_copy_makes_it_stop_existing():
    """001 7 Portal banishes the card first; 001 2 Tokens: a token put into banishment stops
    existing, so the Echo of the Void copy does not come back (as a real card or otherwise)."""
    t = Table()
    weaver = t.world(R2, 0, "portal_weaver")
    copy = _copy_of(t, t.world(R1, 1, "chained_crow"))
    t.passes(1)
    t.act("activate", card=weaver, choice=0)
    if t.choice is not None:
        t.pick(copy)
    assert t.where(copy) == "nowhere" and copy not in t.st.standin
    assert all(copy not in pile for pile in t.st.banished + t.st.abyss)


def test_rift_of_echoes_portaling_a_token_copy_makes_it_stop_existing():
    """001 7 Portal with Rift of Echoes' harvest: the copy is banished and stops existing
    (001 2 Tokens), so it can't later be sacrificed into The Abyss as a card."""
    t = Table()
    rift = t.world(R2, 0, "rift_of_echoes")
    copy = _copy_of(t, t.world(R1, 1, "aurora_templar"))
    t.passes(1)
    t.act("harvest", card=rift)
    if t.choice is not None:
        t.pick(copy)
    assert t.where(copy) == "nowhere"
    assert not any(t.kind(i) == "aurora_templar" for i in t.st.abyss[0] + t.st.banished[0])


def test_a_token_copy_returned_to_a_hand_stops_existing():
    """001 2 Tokens: tokens can't exist in a player's hand; Tidal Recall returns the copy and
    it stops existing (the original Wonder is untouched)."""
    t = Table()
    crow = t.world(R1, 1, "chained_crow")
    recall = t.hand(0, "tidal_recall")
    copy = _copy_of(t, crow)
    t.passes(1)
    t.play(recall)
    t.pick(copy)
    assert t.where(copy) == "nowhere" and all(copy not in h for h in t.st.hands)
    assert t.where(crow) == "realm 1/seat 1"


def test_token_allies_count_a_copy_as_a_token():
    """001 5 Copies: copies are tokens in addition, so "Token Wonders you control get
    deathstrike" (Seraphina) reaches a copy of a card that is not a printed token."""
    t = Table()
    t.world(R2, 0, "seraphina_the_serpent_blackthorn")
    copy = _copy_of(t, t.world(R1, 1, "aurora_templar"))
    assert t.keyword(copy, "deathstrike") == 2 - 1     # the Templar has none; Seraphina grants one


def _bloodlines(t: Table, sacrificed: str) -> None:
    """Play Power of Bloodlines, sacrificing the only Wonder `sacrificed` (placed in realm 1)."""
    t.world(R1, 0, sacrificed)
    t.play(t.hand(0, "power_of_bloodlines"))


def test_power_of_bloodlines_offers_printed_undead_angel_heroes_from_the_archive():
    """001 2 Tokens: sacrificing an Angel, printed 1-power Undead Angel tokens meet the
    minimum requirements; with four Undead Angel Heroes in the archive the player chooses for
    each token between a printed one and a stand-in, and the printed ones are used."""
    t = Table()
    heroes = [t.archive(0, "undead_angel_hero") for _ in range(4)]
    _bloodlines(t, "radiant_seraph")
    for k in range(4):
        assert "which Undead token" in t.prompt()
        assert t.options() == [KIND["undead_angel_hero"], -1]
        t.value(KIND["undead_angel_hero"])
    while t.choice is not None and "Create" in t.prompt():
        t.value(t.options()[0])
    assert all(t.where(h).startswith("realm") for h in heroes) and t.st.archive[0] == []
    assert all(t.keyword(h, "flying") == 1 for h in heroes)    # the printed token's own ability
    assert not t.st.standin


def test_power_of_bloodlines_chooses_between_different_printed_tokens():
    """001 2 Tokens: "they could even use four different tokens, such as an Undead Wolf Angel
    and an Undead Angel Hero with flying"; each printed card is offered while one is left."""
    t = Table()
    wolf = t.archive(0, "undead_wolf_angel")
    hero = t.archive(0, "undead_angel_hero")
    _bloodlines(t, "radiant_seraph")
    assert t.options() == [KIND["undead_wolf_angel"], KIND["undead_angel_hero"], -1]
    t.value(KIND["undead_wolf_angel"])
    assert t.options() == [KIND["undead_angel_hero"], -1]      # the only Wolf Angel is taken
    t.value(KIND["undead_angel_hero"])
    assert t.choice is None or "Create" in t.prompt()           # no printed token left: stand-ins
    while t.choice is not None:
        t.value(t.options()[0])
    assert t.where(wolf).startswith("realm") and t.where(hero).startswith("realm")
    assert len(t.st.standin) == 2


def test_a_printed_token_that_lacks_a_required_class_is_not_offered():
    """001 2 Tokens: "you could not use a printed token card that is only a Dog or only a
    Hero": sacrificing a Dwarf Smith, no Undead token in the archive has those classes, so all
    four are stand-ins and nothing is asked but the realms."""
    t = Table()
    hero = t.archive(0, "undead_angel_hero")
    _bloodlines(t, "cairnvox_soulforger")
    assert "Create" in t.prompt()
    while t.choice is not None:
        t.value(t.options()[0])
    assert t.where(hero) == "archive" and len(t.st.standin) == 4


def test_a_printed_token_identical_to_the_basic_one_is_used_without_asking():
    """001 2 Tokens: a printed token that is the basic version itself (Golem) is used; a
    stand-in would be the same card, so no question is asked (package docstring)."""
    t = Table()
    golem = t.archive(0, "golem")
    t.play(t.hand(0, "stonecarver_mason"), R1)
    assert t.choice is None
    assert t.where(golem) == "realm 1/seat 0"


def test_a_token_choice_is_an_action_from_legal_actions():
    """DESIGN.md, everything is an Action: the archive choice is answered by a legal action."""
    t = Table()
    t.archive(0, "undead_angel_hero")
    _bloodlines(t, "radiant_seraph")
    assert Action("choose", 0, choice=KIND["undead_angel_hero"]) in t.legal()
    assert Action("choose", 0, choice=-1) in t.legal()
