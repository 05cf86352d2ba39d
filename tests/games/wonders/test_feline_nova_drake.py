"""Feline Entity of Dreams' ward, Nova Matrixbender copying an item (001 6 Nullify's Lamp of
Luferia example) and Pastel Bloom Drake's replacement (001 5 Replacement Effects), each with
the rule text its test follows."""
from __future__ import annotations

from simulator.core.actions import Action

from .helpers import R1, R2, R3, Table


# -- Feline Entity of Dreams: "Whenever an opponent's spell or effect would target a Wonder you
# -- control, nullify it unless they spend 2 energy." (001 6 Nullify) ------------------------------
def _squall_at_templar(t: Table) -> int:
    """Player 1 has Feline Entity of Dreams and Aurora Templar in realm 1; Player 0 plays Sudden
    Squall ("Stun target enemy. Draw a card.") and targets the Templar; the Templar."""
    t.world(R1, 1, "feline_entity_of_dreams")
    templar = t.world(R1, 1, "aurora_templar")
    t.play(t.hand(0, "sudden_squall"))
    t.pick(templar)
    return templar


def test_feline_entity_nullifies_an_opponents_targeting_spell_they_wont_pay_for():
    """001 6 Nullify (Feline Entity of Dreams): the spell is nullified unless its player spends
    2 energy; choosing not to, the spell has no effect at all (no stun, no draw)."""
    t = Table(energy=5)
    templar = _squall_at_templar(t)
    assert t.chooser() == 0 and t.options() == ["pay", "no"]
    hand = len(t.st.hands[0])
    t.no()
    assert templar not in t.st.tapped and t.power(templar) == 4
    assert len(t.st.hands[0]) == hand and t.st.energy[0] == 5 - 2
    assert any("Sudden Squall is nullified" in x for x in t.texts())


def test_feline_entity_lets_a_targeting_spell_through_when_its_player_spends_2_energy():
    """001 6 Nullify (Feline Entity of Dreams): spending 2 energy, the spell resolves whole."""
    t = Table(energy=5)
    templar = _squall_at_templar(t)
    hand = len(t.st.hands[0])
    t.value("pay")
    assert templar in t.st.tapped and t.power(templar) == 0
    assert len(t.st.hands[0]) == hand + 1 and t.st.energy[0] == 5 - 2 - 2


def test_feline_entity_nullifies_at_once_when_the_energy_is_not_there():
    """001 6 Nullify (Feline Entity of Dreams): a player who can't spend 2 energy is not asked."""
    t = Table(energy=2)
    templar = _squall_at_templar(t)
    assert t.choice is None and templar not in t.st.tapped and t.st.energy[0] == 0


def test_aetherion_keeps_a_spell_from_feline_but_not_a_triggered_effect():
    """001 6 Nullify: "Since spells are cards, Aetherion would prevent them from being nullified.
    But Feline Entity would be able to nullify targeted triggered abilities, such as that of
    Flying Suzzer, unless the extra cost is paid.\""""
    t = Table(energy=10)
    t.world(R2, 0, "aetherion_of_boundless")
    suzzer = t.hand(0, "flying_suzzer")
    templar = _squall_at_templar(t)
    assert t.choice is None and templar in t.st.tapped          # the spell: not asked, not nullified
    t.passes(1)
    t.play(suzzer, R2)                                           # ON ARRIVAL: Stun target enemy
    t.pick(templar)
    assert t.options() == ["pay", "no"]                          # the effect can be nullified


def test_feline_entity_does_not_tax_its_controllers_own_targeting():
    """001 6 Nullify (Feline Entity of Dreams): only an opponent's spell or effect is taxed."""
    t = Table(energy=5, turn=1)
    t.world(R1, 1, "feline_entity_of_dreams")
    templar = t.world(R1, 1, "aurora_templar")
    t.play(t.hand(1, "graft_serum"))                             # Put three +1 counters on target Wonder you control
    t.pick(templar)
    assert t.counters(templar) == {"+1": 3} and t.st.energy[1] == 5 - 2


def test_feline_entity_taxes_deathstrike_targeting_its_controllers_wonder():
    """001 7 Deathstrike targets an enemy; against Feline Entity's side it is an opponent's
    effect targeting their Wonder, so it needs 2 energy or is nullified."""
    t = Table(energy=0)
    t.world(R1, 0, "eternium_the_space_lich")
    feline = t.world(R1, 1, "feline_entity_of_dreams")
    t.act("attack", choice=R1)
    assert t.where(feline) == "realm 1/seat 1"                   # no energy: the deathstrike is nullified


# -- Nova Matrixbender: "Symbiosis. This can copy the abilities of items as well as Wonders." -------
def test_nova_matrixbender_copies_the_lamp_of_luferia_and_stays_nullified():
    """001 6 Nullify: "when Nova Matrixbender gets the abilities of The Lamp of Luferia, Nova
    stays nullified": it copies the item's tap ability, uses it (draw, gain 1 faith, nullify
    this) and, nullifying itself, stays nullified though the copied text is then blank."""
    t = Table()
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    t.world(R2, 1, "vobb_stalker")                               # a 2-power Wonder: a real choice
    nova = t.hand(0, "nova_matrixbender")
    t.play(nova, R1)
    assert lamp in t.options()
    t.pick(lamp)
    t.passes(1)
    hand, faith = len(t.st.hands[0]), t.st.faith[0]
    t.act("activate", card=nova, choice=0)
    assert len(t.st.hands[0]) == hand + 1 and t.st.faith[0] == faith + 1
    assert t.nullified(nova) and not t.nullified(lamp)
    assert Action("activate", 0, nova, None, 0) not in t.legal()


def test_symbiosis_without_the_exception_does_not_copy_items():
    """001 7 Symbiosis: symbiosis copies Wonders with the same power; only a card that says so
    (Nova Matrixbender) may copy items."""
    t = Table()
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    t.world(R2, 1, "vobb_stalker")
    t.world(R3, 1, "cogwork_gardener")
    t.play(t.hand(0, "glemmer_bandit"), R1)
    assert t.choice is None or lamp not in t.options()


# -- Pastel Bloom Drake: "If this would be banished, put it into target realm instead." ------------
def test_a_portaled_pastel_bloom_drake_goes_to_the_realm_its_controller_chooses():
    """001 7 Portal banishes the card first; 001 5 Replacement Effects: the Drake is put into a
    target realm instead, chosen by its controller, arriving there (its counters gone)."""
    t = Table()
    drake = t.world(R1, 0, "pastel_bloom_drake", plus=2)
    weaver = t.world(R2, 0, "portal_weaver")
    t.act("activate", card=weaver, choice=0)
    t.pick(drake)
    assert "would be banished: put it into" in t.prompt() and t.options() == [R1, R2, R3]
    t.value(R3)
    assert t.where(drake) == "realm 3/seat 0" and t.counters(drake) == {}
    assert drake not in t.st.banished[0]


def test_pastel_bloom_drake_banished_from_a_deck_goes_to_a_realm_instead():
    """001 5 Replacement Effects: "if Pastel Bloom Drake is banished from a deck its ability still
    works" (Void Unraveling banishes the top 2 of the opponent's deck; its owner chooses the
    realm); the other card is banished, and an eternal card banished from a deck does not
    trigger (it is not put into The Abyss: 001 7 Eternal)."""
    t = Table()
    shade = t.deck_top(1, "wailing_shade")                       # Eternal: Draw a card
    drake = t.deck_top(1, "pastel_bloom_drake")
    hand = len(t.st.hands[1])
    t.play(t.hand(0, "void_unraveling"))
    assert t.chooser() == 1 and "Pastel Bloom Drake would be banished" in t.prompt()
    t.value(R2)
    assert t.where(drake) == "realm 2/seat 1" and t.where(shade) == "banished"
    assert len(t.st.hands[1]) == hand


def test_pastel_bloom_drake_banished_from_a_hand_goes_to_a_realm_instead():
    """001 5 Replacement Effects from a hand: Whispered Exile makes the opponent banish a card of
    their choice from their hand; choosing the Drake, it goes into a realm they choose."""
    t = Table()
    drake = t.hand(1, "pastel_bloom_drake")
    other = t.hand(1, "soul_rend")
    t.play(t.hand(0, "whispered_exile"))
    assert t.chooser() == 1 and set(t.options()) == {drake, other}
    t.pick(drake)
    t.value(R1)
    assert t.where(drake) == "realm 1/seat 1" and t.where(other) == "hand"
