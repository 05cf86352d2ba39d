"""004 "(Set 2) Galaxy Tides": Apparition Grove (with Princess of Blades and Legendary Blade
Luhzarus), Crystal Command Andromeda, Cosmic Shield Archangel, Victory, Keeper of the
Order, Ethereal Aurorialis, Lantern Leaflore, Glimpse of the Sanctuary, Tethered to
Eeventide, and Council of Galaxies (004 Timing & Speed); each ruling bullet a test, plus each
card's printed behaviour."""
from __future__ import annotations

from simulator.games.exodus.field import freeze_count

from .helpers import Table
from .test_set12_common import REVEAL_PINGER, TWO_TYPED, add_custom, rules_with, using

# --- Apparition Grove -----------------------------------------------------------------------


def test_apparition_grove_switched_in_creature_may_attack_then_blade_barrage_again() -> None:
    """004 Apparition Grove: "If your Princess of Blades attacks, then you use Apparition Grove
    to switch it with a Legendary Blade Luhzarus in your hand, Luhzarus may attack
    immediately. Then, you could also Pay 1 energy to trigger its Ability: Blade Barrage and
    have Luhzarus attack yet again"."""
    t = Table(phase="attack")
    t.pile(0, 1)                                       # pays for Blade Barrage
    princess = t.creature(0, "princess_of_blades", 2)
    grove = t.card(0, "apparition_grove")
    luhz = t.card(0, "legendary_blade_luhzarus")
    t.do("attack", 0, princess, choice=1)
    t.settle()
    assert t.st.life[1] == 8
    t.do("play", 0, grove, princess)
    t.settle()
    assert princess in t.st.hand[0] and t.where(luhz) == "pile"
    assert t.strength(luhz) == 2                       # the same pile of energy
    t.do("attack", 0, luhz, choice=1)                  # a new creature: it may attack
    t.settle()
    assert t.st.life[1] == 6
    t.do("activate", 0, luhz, choice=0)                # Blade Barrage
    t.settle()
    t.do("attack", 0, luhz, choice=1)
    t.settle()
    assert t.st.life[1] == 4


def test_apparition_grove_two_luhzarus_attack_four_times_or_six_with_two_groves() -> None:
    """004 Apparition Grove: "Apparition Grove can be used on a Legendary Blade Luhzarus on your
    field to switch it with a second Legendary Blade Luhzarus in your hand to effectively
    attack 4 times per turn with the same pile of energy OR up to 6 times per turn if you have
    2x Apparition Grove"."""
    t = Table(phase="attack")
    t.pile(0, 3)                                       # pays three Blade Barrages
    l1 = t.creature(0, "legendary_blade_luhzarus", 1)
    l2 = t.card(0, "legendary_blade_luhzarus")
    groves = [t.card(0, "apparition_grove"), t.card(0, "apparition_grove")]

    def attack_twice(lz: int) -> None:
        t.do("attack", 0, lz, choice=1)
        t.settle()
        t.do("activate", 0, lz, choice=0)
        t.settle()
        t.do("attack", 0, lz, choice=1)
        t.settle()

    attack_twice(l1)
    t.do("play", 0, groves[0], l1)
    t.settle()
    attack_twice(l2)
    assert t.st.life[1] == 6                           # 4 attacks with one Grove
    t.do("play", 0, groves[1], l2)
    t.settle()
    attack_twice(l1)
    assert t.st.life[1] == 4                           # 6 with two
    assert not any(a.kind in ("attack", "activate") for a in t.legal())


def test_apparition_grove_declares_the_new_creature_without_revealing_it() -> None:
    """004 Apparition Grove, Technical Ruling: the player "must declare/show (not reveal
    because it does not trigger any 'reveal' effects) the card that will be replacing the
    creature" -- both cards are shown switching, and no "when revealed" Ability triggers."""
    rules, idx = rules_with([REVEAL_PINGER])
    with using(rules):
        t = Table(phase="creature")
        old = t.creature(0, "emberscale_whelp", 1)
        new = add_custom(t, 0, idx["test_reveal_pinger"], "hand")
        grove = t.card(0, "apparition_grove")
        t.do("play", 0, grove, old)
        t.settle()
        assert t.where(new) == "pile" and old in t.st.hand[0]
        assert t.said("switch") and not t.said("reveal")
        assert t.st.life[1] == 10                      # the pinger's reveal Ability did not trigger


# --- Crystal Command Andromeda ----------------------------------------------------------------


def test_crystal_command_andromeda_acts_as_freeze_but_is_not_in_the_freeze_count() -> None:
    """004 Crystal Command Andromeda: "This creature's Ability acts the same as Freeze
    mechanically, but as it doesn't use the keyword 'freeze', it doesn't count toward the
    freeze-count in play"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    andromeda = t.card(0, "crystal_command_andromeda")
    foe = t.creature(1, "dawnwing_acolyte", 1)
    t.do("summon", 0, andromeda, pile[1])
    t.settle()
    assert foe in t.st.frozen                          # flipped: it cannot attack, as if frozen
    assert freeze_count(t.st) == 0
    cove = t.card(0, "crystal_cove")
    t.do("play", 0, cove, pile[1])
    t.settle()
    assert freeze_count(t.st) == 1                     # only the keyword freeze counts


# --- Cosmic Shield Archangel ------------------------------------------------------------------


def test_cosmic_shield_archangel_must_trigger_and_pays_when_it_resolves() -> None:
    """004 Cosmic Shield Archangel: "When this creature is summoned, its Ability must trigger";
    "You do not pay the energy cost for its Ability until it triggers"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    angel = t.card(0, "cosmic_shield_archangel")
    foe = t.creature(1, "victory_keeper_of_the_order", 1)
    t.card(1, "crystal_bell")
    t.do("summon", 0, angel, pile[1])
    t.pass_until(1)
    assert t.st.stack and t.st.stack[-1]["src"] == angel
    assert len(pile) == 3                              # nothing paid yet
    t.do("pass", 1)
    assert "Use" not in (t.st.choice or {}).get("prompt", "")     # not optional
    t.settle()
    assert len(pile) == 2                              # 1 energy paid as it resolved
    assert t.where(foe) == "grave" and t.where(angel) == "grave"


def test_cosmic_shield_archangel_does_not_trigger_if_removed_in_response() -> None:
    """004 Cosmic Shield Archangel: its Ability must trigger "unless it is removed from the
    field in response to being summoned"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    angel = t.card(0, "cosmic_shield_archangel")
    t.pile(1, 1)                                       # pays for Unsummon
    foe = t.creature(1, "victory_keeper_of_the_order", 1)
    unsummon = t.card(1, "unsummon")
    t.do("summon", 0, angel, pile[1])
    t.pass_until(1)
    t.do("play", 1, unsummon, angel)
    t.settle()
    assert angel in t.st.hand[0]
    assert t.where(foe) == "pile"
    assert any("Cosmic Shield Archangel fizzles" in x for x in t.said("fizzle"))


def test_cosmic_shield_archangel_sends_only_the_creature_its_energy_stays() -> None:
    """004 Cosmic Shield Archangel: "players must only 'send a Rare creature' from their field
    to the graveyard, therefore all attached energy remains in play"."""
    t = Table(phase="creature")
    t.pile(0, 1)
    pile = t.pile(0, 2)
    angel = t.card(0, "cosmic_shield_archangel")
    foe_pile = t.pile(1, 2, "lantern_leaflore")
    plain = t.creature(1, "dawnwing_acolyte", 1)
    t.do("summon", 0, angel, pile[1])
    t.settle()
    assert foe_pile[0] == -1 and len(foe_pile) == 3    # Leaflore gone, its 2 energy a blank pile
    assert t.where(plain) == "pile"                    # only a Rare is sent
    assert pile[0] == -1 and len(pile) == 3            # the Archangel went too; its energy stays


def test_cosmic_shield_archangel_paid_from_its_own_last_energy_is_not_your_rare() -> None:
    """004 Cosmic Shield Archangel: "If Archangel is summoned on a pile of 1 energy and you pay
    the cost from itself ... Archangel has no energy left and is immediately sent to the
    graveyard ... it does not count as your Rare and you must select another Rare creature on
    your field"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    angel = t.card(0, "cosmic_shield_archangel")
    other = t.creature(0, "council_of_galaxies", 1)
    foe = t.creature(1, "victory_keeper_of_the_order", 1)
    t.do("summon", 0, angel, pile[1])
    t.settle()                                          # pays with the first energy offered: its own
    assert t.where(angel) == "grave"
    assert t.where(other) == "grave"                   # the other Rare had to go
    assert t.where(foe) == "grave"


# --- Victory, Keeper of the Order ---------------------------------------------------------------


def test_victory_royal_decree_protects_your_other_order_creatures() -> None:
    """004 Victory: "Royal Decree makes all of your other Order creatures (besides herself)
    unable to be attacked by your opponent while she is on the field"."""
    t = Table(phase="attack")
    att = t.creature(0, "emberscale_whelp", 3)
    victory = t.creature(1, "victory_keeper_of_the_order", 1)
    order = t.creature(1, "concerto_virtuoso", 1)
    dragon = t.creature(1, "emberscale_whelp", 1)
    assert "Victory" in t.refused("attack", 0, att, order)
    aims = {a.target for a in t.legal() if a.kind == "attack"}
    assert aims == {victory, dragon}


def test_victory_two_victories_cannot_be_attacked() -> None:
    """004 Victory: "If you have 2 Victory, Keeper of the Order on the field, your opponent
    cannot attack either one because of each affecting the other"."""
    t = Table(phase="attack")
    att = t.creature(0, "emberscale_whelp", 3)
    t.card(0, "crystal_bell")
    v1 = t.creature(1, "victory_keeper_of_the_order", 1)
    v2 = t.creature(1, "victory_keeper_of_the_order", 1)
    t.creature(1, "concerto_virtuoso", 1)
    assert "Victory" in t.refused("attack", 0, att, v1)
    assert "Victory" in t.refused("attack", 0, att, v2)
    assert not any(a.kind == "attack" for a in t.legal())


def test_victory_one_must_be_removed_by_other_means_before_attacking() -> None:
    """004 Victory: with 2 Victories "your opponent must destroy or remove a Victory, Keeper of
    the Order by other means (symmetry or creature Abilities) before they can attack your
    Order creatures"."""
    t = Table(phase="attack")
    att = t.creature(0, "emberscale_whelp", 3)
    t.pile(0, 1)
    unsummon = t.card(0, "unsummon")
    v1 = t.creature(1, "victory_keeper_of_the_order", 1)
    v2 = t.creature(1, "victory_keeper_of_the_order", 1)
    order = t.creature(1, "concerto_virtuoso", 1)
    t.do("play", 0, unsummon, v1)
    t.settle()
    assert v1 in t.st.hand[1]
    aims = {a.target for a in t.legal() if a.kind == "attack" and a.card == att}
    assert aims == {v2}                                # the last Victory still shields the others
    t.do("attack", 0, att, v2)
    t.settle()
    assert t.where(v2) == "grave"
    assert any(a.kind == "attack" for a in t.legal()) or order in {p[0] for p in t.st.piles[1]}


# --- Ethereal Aurorialis --------------------------------------------------------------------------


def _aurorialis(top: str) -> tuple[Table, int, int]:
    t = Table(phase="attack")
    aur = t.creature(0, "ethereal_aurorialis", 2)
    t.card(0, top, "main")
    foe = t.creature(1, "dawnwing_acolyte", 3)
    return t, aur, foe


def test_ethereal_aurorialis_revealing_a_creature_hits_the_defenders_life_points() -> None:
    """Ethereal Aurorialis' printed text (004: "Transcendent Force"): a creature revealed, the
    attack hits the defending player's Life Points instead; the creature it attacked is
    untouched."""
    t, aur, foe = _aurorialis("dawnwing_acolyte")
    t.do("attack", 0, aur, foe)
    t.settle()
    assert t.st.life == [10, 8]
    assert t.strength(foe) == 3 and t.strength(aur) == 2
    assert t.said("reveal")


def test_ethereal_aurorialis_revealing_a_symmetry_hits_your_own_life_points() -> None:
    """Ethereal Aurorialis' printed text: a symmetry revealed, the attack hits your own Life
    Points instead."""
    t, aur, foe = _aurorialis("crystal_bell")
    t.do("attack", 0, aur, foe)
    t.settle()
    assert t.st.life == [8, 10]


def test_ethereal_aurorialis_must_always_use_transcendent_force() -> None:
    """004 Ethereal Aurorialis: "When this creature attacks, it must always use its Ability
    'Transcendent Force' (the Ability is not optional)"."""
    t, aur, foe = _aurorialis("dawnwing_acolyte")
    events = t.do("attack", 0, aur, foe)             # nobody can answer: it resolves at once
    assert t.st.choice is None                         # nobody was asked whether to use it
    assert [e.kind for e in events if e.kind in ("trigger", "reveal", "hit")] == ["trigger", "reveal", "hit"]


def test_ethereal_aurorialis_responses_come_before_the_reveal_and_none_after() -> None:
    """004 Ethereal Aurorialis: "your opponent must choose to play or not play any cards in
    response before the top card of your Main Deck is revealed; by the time its Ability has
    triggered, it is too late ... to activate any symmetry cards in response until after
    damage has been dealt" (004 Creature Abilities: no Reversion or Unsummon in the middle)."""
    t, aur, foe = _aurorialis("dawnwing_acolyte")
    t.card(1, "reversion")
    t.do("attack", 0, aur, foe)
    t.pass_until(1)
    assert not t.said("reveal")                        # asked before the reveal
    events = t.do("pass", 1)
    kinds = [e.kind for e in events]
    assert "reveal" in kinds and "hit" in kinds        # reveal and damage with no round between
    assert t.st.life == [10, 8]


def test_ethereal_aurorialis_a_team_may_reveal_any_teammates_main_deck() -> None:
    """004 Ethereal Aurorialis: "the team that controls it may choose to reveal the top card of
    the Main Deck belonging to any player on their team in Multiplayer format"."""
    t = Table(seats=4, mode="teams", phase="attack", turn_no=9)
    aur = t.creature(0, "ethereal_aurorialis", 2)
    top = t.card(2, "crystal_bell", "main")            # the teammate's top card: a symmetry
    foe = t.creature(1, "dawnwing_acolyte", 3)
    t.do("attack", 0, aur, foe)
    t.passes()
    assert t.st.choice is not None and set(t.st.choice["options"]) == {0, 2}
    t.choose(0, choice=2)
    t.settle()
    assert any("Crystal Bell" in x for x in t.said("reveal"))
    assert t.st.main[2][-1] == top
    assert t.st.life == [8, 10]                        # a symmetry: your own team's Life Points


def test_ethereal_aurorialis_revealing_anathema_hits_both_life_points_at_once() -> None:
    """004 Ethereal Aurorialis: "When attacking with Ethereal Aurorialis and Anathema is
    revealed by its Ability, Ethereal Aurorialis attacks both yours and your opponent's Life
    Points at once due to Anathema being both a creature and a symmetry" (a test card of both
    types stands in for Anathema, a Set 5 card)."""
    rules, idx = rules_with(TWO_TYPED)
    with using(rules):
        t, aur, foe = _aurorialis("dawnwing_acolyte")
        add_custom(t, 0, idx["test_two_typed"], "main")
        t.do("attack", 0, aur, foe)
        t.settle()
        assert t.st.life == [8, 8]


# --- Lantern Leaflore -------------------------------------------------------------------------------


def test_lantern_leaflore_is_active_the_moment_it_hits_the_field() -> None:
    """004 Lantern Leaflore: "This creature's Ability is immediately active from the moment it
    hits the field / is put into play": switched in by Apparition Grove in answer to a
    Cataclysm, its energy is already out of the Cataclysm's reach."""
    t = Table(phase="creature", turn=1)
    old = t.creature(0, "emberscale_whelp", 1)
    leaf = t.card(0, "lantern_leaflore")
    grove = t.card(0, "apparition_grove")
    cata = t.card(1, "cataclysm")
    t.do("play", 1, cata, t.st.piles[0][0][1])
    t.pass_until(0)
    t.do("play", 0, grove, old)
    t.settle()
    assert t.where(leaf) == "pile" and t.strength(leaf) == 1
    assert any("Cataclysm fizzles" in x for x in t.said("fizzle"))


def test_lantern_leaflore_unaffected_by_your_symmetries_and_your_opponents() -> None:
    """004 Lantern Leaflore: "While this creature is on the field, it is unaffected by all
    symmetry cards (both yours and your opponent's)"."""
    t = Table(phase="creature")
    leaf = t.creature(0, "lantern_leaflore", 1)
    energize = t.card(0, "energize")
    t.card(0, "crystal_bell")
    assert "Lantern Leaflore" in t.refused("play", 0, energize, leaf)
    t.pile(1, 1)
    unsummon = t.card(1, "unsummon")
    t.do("end_phase", 0)
    t.pass_until(1)
    assert not any(a.card == unsummon and a.target == leaf for a in t.legal())


def test_lantern_leaflore_its_energy_cannot_be_affected_by_symmetries() -> None:
    """004 Lantern Leaflore: "Energy attached to it cannot be affected by symmetry effects"."""
    t = Table(phase="creature")
    t.creature(1, "lantern_leaflore", 2)
    other = t.creature(1, "dawnwing_acolyte", 1)
    cata = t.card(0, "cataclysm")
    leaf_energy = t.st.piles[1][0][1:]
    assert all(t.refused("play", 0, cata, e) for e in leaf_energy)
    assert any(a.card == cata and a.target == t.st.piles[1][1][1] for a in t.legal())
    assert t.where(other) == "pile"


def test_lantern_leaflore_energy_cannot_pay_a_symmetrys_cost() -> None:
    """004 Lantern Leaflore: "Costs on symmetry cards are considered part of the effect, so you
    also are not able to pay energy from Lantern Leaflore to fulfill the cost of one of your
    symmetries" (a creature Ability's cost may use it)."""
    t = Table(phase="attack")
    t.creature(0, "lantern_leaflore", 2)
    vortex = t.card(0, "vortex")
    assert "cost" in t.refused("play", 0, vortex)
    luhz = t.creature(0, "legendary_blade_luhzarus", 1)
    t.st.attacked.add(luhz)
    assert any(a.kind == "activate" and a.card == luhz for a in t.legal())


def test_lantern_leaflore_symmetries_that_target_creatures_do_not_affect_it() -> None:
    """004 Lantern Leaflore: "Symmetries that select or target creatures do not affect Lantern
    Leaflore" (Tethered to Eeventide, Leech, Apparition Grove cannot pick it)."""
    t = Table(phase="creature")
    t.st.life[0] = 1
    own = t.creature(0, "lantern_leaflore", 1)
    leaf = t.creature(1, "lantern_leaflore", 1)
    for card in ("tethered_to_eeventide", "leech"):
        c = t.card(0, card)
        assert t.refused("play", 0, c, leaf)
    grove = t.card(0, "apparition_grove")
    t.card(0, "emberscale_whelp")
    assert t.refused("play", 0, grove, own)


def test_lantern_leaflore_untargeted_symmetries_on_all_creatures_do_not_affect_it() -> None:
    """004 Lantern Leaflore: "Symmetries that affect all creatures in play without specifying
    targets do not affect Lantern Leaflore" (Drifter's Dueling)."""
    t = Table(phase="creature")
    leaf = t.creature(1, "lantern_leaflore", 1)
    other = t.creature(1, "dawnwing_acolyte", 2)
    dueling = t.card(0, "drifters_dueling")
    t.do("play", 0, dueling)
    t.settle()
    assert t.strength(leaf) == 1
    assert t.strength(other) == 1


# --- Glimpse of the Sanctuary -------------------------------------------------------------------


def test_glimpse_of_the_sanctuary_energy_to_blank_piles_and_a_draw() -> None:
    """Glimpse of the Sanctuary's printed text: each player may add 1 energy to a blank pile of
    theirs; you may draw 1 card."""
    t = Table(phase="creature")
    mine = t.pile(0, 1)
    theirs = t.pile(1, 1)
    glimpse = t.card(0, "glimpse_of_the_sanctuary")
    t.do("play", 0, glimpse)
    t.settle()
    t.choose(0, choice=mine[1])
    t.choose(1, choice=theirs[1])
    t.choose(0, choice="yes")
    assert len(mine) == 3 and len(theirs) == 3
    assert len(t.st.hand[0]) == 1


def test_glimpse_of_the_sanctuary_draw_without_adding_energy() -> None:
    """004 Glimpse of the Sanctuary: "Because both parts of this card's effect involve the word
    'may', you do not have to add an energy to a blank pile in order to draw a card"."""
    t = Table(phase="creature")
    mine = t.pile(0, 1)
    glimpse = t.card(0, "glimpse_of_the_sanctuary")
    t.do("play", 0, glimpse)
    t.settle()
    t.choose(0, choice=-1)                             # no energy added
    t.choose(0, choice="yes")
    assert len(mine) == 2 and len(t.st.hand[0]) == 1


def test_glimpse_of_the_sanctuary_opponent_may_add_energy_either_way() -> None:
    """004 Glimpse of the Sanctuary: "Your opponent can add an energy to one of their blank
    piles either way, as long as they have blank pile(s) of energy on their field"."""
    t = Table(phase="creature")
    theirs = t.pile(1, 1)
    glimpse = t.card(0, "glimpse_of_the_sanctuary")
    t.do("play", 0, glimpse)
    t.settle()
    t.choose(1, choice=theirs[1])                      # you have no blank pile; they add anyway
    t.choose(0, choice="no")                           # and you draw nothing
    assert len(theirs) == 3 and not t.st.hand[0]


def test_glimpse_of_the_sanctuary_each_player_of_a_team_adds_to_the_shared_field() -> None:
    """004 Glimpse of the Sanctuary: "EACH player on a team may add 1 energy to a blank pile on
    their shared field due to a single activation"; "Energy added this way can be added to
    the same pile or different piles"."""
    t = Table(seats=4, mode="teams", phase="creature", turn_no=9)
    shared = t.pile(0, 1)
    glimpse = t.card(0, "glimpse_of_the_sanctuary")
    t.do("play", 0, glimpse)
    t.settle()
    t.choose(0, choice=shared[1])
    t.choose(2, choice=shared[1])                      # the teammate adds to the same pile
    t.choose(0, choice="no")
    assert len(shared) == 4
    assert t.st.owner[shared[3]] == 2                  # from the teammate's own Energy Deck


# --- Tethered to Eeventide ------------------------------------------------------------------------


def test_tethered_to_eeventide_destroys_the_creature_and_its_energy_at_one_life_point() -> None:
    """004 Tethered to Eeventide: "This card's effect targets an opposing creature AND that
    creature's energy simultaneously": the creature and all its energy go."""
    t = Table(phase="creature")
    t.st.life[0] = 1
    foe = t.creature(1, "dawnwing_acolyte", 3)
    tether = t.card(0, "tethered_to_eeventide")
    t.do("play", 0, tether, foe)
    t.settle()
    assert t.where(foe) == "grave" and t.st.piles[1] == []


def test_tethered_to_eeventide_requirement_is_not_a_cost() -> None:
    """004 Tethered to Eeventide: "This card's requirement is not considered a cost" -- you need
    1 Life Point, you do not pay it: your Life Points stay at 1."""
    t = Table(phase="creature")
    t.st.life[0] = 1
    foe = t.creature(1, "dawnwing_acolyte", 1)
    tether = t.card(0, "tethered_to_eeventide")
    t.do("play", 0, tether, foe)
    t.settle()
    assert t.st.life[0] == 1 and t.where(foe) == "grave"


def test_tethered_to_eeventide_needs_one_life_point_unless_the_requirement_is_ignored() -> None:
    """004 Tethered to Eeventide: "You may resolve the rest of this card's effect if you
    fulfill the condition of having 1 Life Point, or if you can ignore the requirement
    entirely due to an effect or Ability, such as Silent Irregularity's Afterthought"."""
    t = Table(phase="creature")
    foe = t.creature(1, "dawnwing_acolyte", 1)
    tether = t.card(0, "tethered_to_eeventide")
    assert "requirement" in t.refused("play", 0, tether, foe)
    t.st.effects.append({"kind": "ignore_requirements", "seat": 0})
    t.do("play", 0, tether, foe)
    t.settle()
    assert t.where(foe) == "grave"
