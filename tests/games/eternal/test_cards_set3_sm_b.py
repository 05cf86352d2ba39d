"""A test per Set 3 (Omens of the Past) Shadow, multi-faction and factionless card, part B: the
cards that needed new words (ops_set3_sm.py, vocab_set3_sm.py): choices made as they resolve,
counts, copies, steals and conditions.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats,
                      void)

CARRIER = "jotun_warrior"   # a 3/5 with no text


def _next_turn(m, seat: int, limit: int = 14) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_kaleb_reborn_grows_with_each_spell_and_its_ultimate_redraws_the_hand_plus_one():
    """Kaleb, Reborn: "When you play a spell, Kaleb gets +1/+1 this turn. / Ultimate: Pay 5 and put
    your hand into your deck to draw the same number of cards plus one." (003 Ultimate: once)."""
    m = table(hands={0: ["torch", "extinguish", "oni_ronin"]}, boards={0: ["kaleb_reborn"], 1: [CARRIER]}, power=(12, 12))
    k = find(m, "kaleb_reborn", 0)
    play(m, 0, "torch", find(m, CARRIER, 1))
    resolve_stack(m)
    assert unit_stats(m, k) == (5, 5)
    deck = len(m.state.decks[0])
    m.apply(Action("use", 0, k, None, 0))
    resolve_stack(m)
    assert len(m.state.hands[0]) == 3 and len(m.state.decks[0]) == deck - 1 and m.state.power[0] == 6
    assert m.check(Action("use", 0, k, None, 0)) is not None
    _next_turn(m, 1)
    assert unit_stats(m, k) == (4, 4)


def test_prickly_grenadin_makes_the_enemy_discard_a_card_of_their_choice():
    """Prickly Grenadin: "Summon: The enemy player discards a card of their choice from their hand."
    (the enemy decides: 003 Discard)."""
    m = table(hands={0: ["prickly_grenadin"], 1: ["torch", "oni_ronin"]})
    play(m, 0, "prickly_grenadin")
    resolve_stack(m)
    assert m.state.choice is not None and m.decision().seat == 1
    choose(m, 1, find(m, "oni_ronin", 1, "hands"))
    assert hand(m, 1) == ["torch"] and void(m, 1) == ["oni_ronin"]


def test_finback_komonat_may_discard_a_card_to_make_nightfall():
    """Finback Komonat: "Summon: You may discard a card to make Nightfall." ("may": declining is offered)."""
    m = table(hands={0: ["finback_komonat", "torch", "oni_ronin"]})
    play(m, 0, "finback_komonat")
    resolve_stack(m)
    choose(m, 0, "yes")
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert void(m, 0) == ["torch"] and hand(m, 0) == ["oni_ronin"] and m.state.night_until == m.state.turn_no + 2
    m = table(hands={0: ["finback_komonat", "torch"]})
    play(m, 0, "finback_komonat")
    resolve_stack(m)
    choose(m, 0, "no")
    assert hand(m, 0) == ["torch"] and m.state.night_until < m.state.turn_no


def test_solitude_discards_the_enemy_top_card_for_each_card_in_their_void():
    """Solitude: "The enemy player discards the top card of their deck for each card in their void."."""
    m = table(hands={0: ["solitude"]}, voids={1: ["torch", "torch", "oni_ronin"]}, decks={1: ["extinguish"]})
    deck = len(m.state.decks[1])
    play(m, 0, "solitude")
    resolve_stack(m)
    assert len(m.state.decks[1]) == deck - 3 and len(m.state.voids[1]) == 6 and "extinguish" in void(m, 1)


def test_eilyn_clan_mother_silences_two_enemy_units_and_her_ultimate_burns_the_unskilled():
    """Eilyn, Clan Mother: "Flying, Endurance / Summon: Silence two enemy units. / Ultimate: Pay 8
    to give Eilyn +2/+2. She deals 6 damage to each enemy unit without a battle skill." (003 Silence;
    003 Battle Skills)."""
    m = table(hands={0: ["eilyn_clan_mother"]}, boards={1: [CARRIER, "vainglory_patrol", "unseen_agent"]}, power=(20, 20))
    play(m, 0, "eilyn_clan_mother")
    resolve_stack(m)
    choose(m, 0, find(m, CARRIER, 1), find(m, "vainglory_patrol", 1))
    resolve_stack(m)
    assert m.state.info[find(m, "vainglory_patrol", 1)].silenced and not has(m.state, CARDS, find(m, "vainglory_patrol", 1), "flying")
    assert not m.state.info[find(m, "unseen_agent", 1)].silenced
    e = find(m, "eilyn_clan_mother", 0)
    m.apply(Action("use", 0, e, None, 0))
    resolve_stack(m)
    assert unit_stats(m, e) == (8, 9)
    assert board(m, 1) == ["unseen_agent"]   # Unblockable is a battle skill (003)


def test_cover_of_darkness_makes_night_and_two_of_your_units_unblockable_this_turn():
    """Cover of Darkness: "Nightfall. / Give two of your units Unblockable this turn." (chosen as it resolves)."""
    m = table(hands={0: ["cover_of_darkness"]}, boards={0: [CARRIER, "oni_ronin", "flashy_duelist"]})
    play(m, 0, "cover_of_darkness")
    resolve_stack(m)
    choose(m, 0, find(m, CARRIER, 0), find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert has(m.state, CARDS, find(m, CARRIER, 0), "unblockable") and has(m.state, CARDS, find(m, "oni_ronin", 0), "unblockable")
    assert not has(m.state, CARDS, find(m, "flashy_duelist", 0), "unblockable")
    assert m.state.night_until == m.state.turn_no + 2
    _next_turn(m, 1)
    assert not has(m.state, CARDS, find(m, CARRIER, 0), "unblockable")


def test_deepwood_ranger_grows_for_each_of_your_units_with_two_battle_skills():
    """Deepwood Ranger: "Summon: Deepwood Ranger gets +2/+2 for each of your units with two or more
    battle skills." (003 Battle Skills)."""
    m = table(hands={0: ["deepwood_ranger"]}, boards={0: ["whirling_duo", "eilyn_clan_mother", "vainglory_patrol"]})
    play(m, 0, "deepwood_ranger")
    resolve_stack(m)
    assert unit_stats(m, find(m, "deepwood_ranger", 0)) == (8, 8)


def test_shadowlands_tyrant_deals_one_more_damage_each_time_he_attacks():
    """Shadowlands Tyrant: "Lifesteal / When Shadowlands Tyrant attacks, he deals 1 damage to an
    enemy. Then, increase this ability by 1." (his Lifesteal heals for the damage, 003 Lifesteal)."""
    m = table(boards={0: ["shadowlands_tyrant"]})
    t = find(m, "shadowlands_tyrant", 0)
    for expect in (25 - 1 - 6, 18 - 2 - 6):   # his ping, then his 6 in battle
        attack(m, 0, t)
        if m.state.choice is not None:
            choose(m, 0, P1)
        resolve_stack(m)
        assert m.state.health[1] == expect
        _next_turn(m, 1)
        _next_turn(m, 0)
    assert m.state.info[t].step == 2


def test_shush_silences_a_unit_and_each_copy_in_its_owner_s_hand_deck_and_void():
    """Shush (fast spell): "Silence a unit and each copy in its owner's hand, deck, and void." (003 Silence)."""
    m = table(hands={0: ["shush"], 1: ["vainglory_patrol"]}, boards={1: ["vainglory_patrol"]},
              voids={1: ["vainglory_patrol"]}, decks={1: ["vainglory_patrol", "torch"]})
    u = find(m, "vainglory_patrol", 1)
    play(m, 0, "shush", u)
    resolve_stack(m)
    copies = [c for z in (m.state.hands[1], m.state.voids[1], m.state.decks[1], m.state.boards[1])
              for c in z if CARDS[m.state.kinds[c]].id == "vainglory_patrol"]
    assert len(copies) == 4 and all(m.state.info[c].silenced for c in copies)
    assert not has(m.state, CARDS, u, "flying")


def test_nametaker_makes_the_enemy_discard_each_copy_of_a_dead_enemy_unit():
    """Nametaker (relic weapon): "When an enemy unit dies, the enemy player discards each copy from
    their hand and deck." (003 Discard)."""
    m = table(hands={0: ["torch"], 1: ["oni_ronin", "torch"]}, boards={1: ["oni_ronin"]}, relics={0: ["nametaker"]},
              decks={1: ["oni_ronin"]})
    play(m, 0, "torch", find(m, "oni_ronin", 1))
    resolve_stack(m)
    assert hand(m, 1) == ["torch"] and void(m, 1).count("oni_ronin") == 3
    assert m.state.armor[0] == 5


def test_zelia_the_vain_pays_four_to_afflict_an_enemy_unit_and_grow():
    """Zelia, the Vain: "Deadly, Bond / Pay 4 to play a -2/-1 Affliction on an enemy unit and give
    Zelia +2/+1." (a curse joins the unit, 000 1.3)."""
    m = table(boards={0: ["zelia_the_vain"], 1: [CARRIER]}, power=(8, 8))
    z, j = find(m, "zelia_the_vain", 0), find(m, CARRIER, 1)
    m.apply(Action("use", 0, z, j, 0))
    resolve_stack(m)
    assert unit_stats(m, j) == (1, 4) and unit_stats(m, z) == (6, 6) and m.state.power[0] == 4
    assert [CARDS[m.state.kinds[a]].id for a in m.state.info[j].att] == ["affliction"]


def test_gunrustler_steals_all_weapons_from_an_enemy_unit():
    """Gunrustler: "Summon: Gunrustler steals all weapons from an enemy unit." (003 Steal)."""
    m = table(hands={0: ["gunrustler"], 1: ["trusty_revolver"]}, boards={1: [CARRIER]})
    j = find(m, CARRIER, 1)
    m.state.turn = 1
    play(m, 1, "trusty_revolver", j)
    m.state.turn = 0
    play(m, 0, "gunrustler")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, j)
    resolve_stack(m)
    g = find(m, "gunrustler", 0)
    assert unit_stats(m, j) == (3, 5) and unit_stats(m, g) == (5, 3)
    assert m.state.owners[m.state.info[g].att[0]] == 0


def test_triggerman_gets_plus_two_strength_attacking_while_wielding_a_weapon():
    """Triggerman: "Quickdraw, Bond / When Triggerman attacks while wielding a weapon, he gets +2
    Strength this turn."."""
    m = table(boards={0: ["triggerman"]})
    t = find(m, "triggerman", 0)
    attack(m, 0, t)
    resolve_stack(m)
    assert m.state.health[1] == 22
    m = table(hands={0: ["trusty_revolver"]}, boards={0: ["triggerman"]})
    t = find(m, "triggerman", 0)
    play(m, 0, "trusty_revolver", t)
    attack(m, 0, t)
    resolve_stack(m)
    assert unit_stats(m, t)[0] == 6


def test_vicious_highwayman_pings_an_enemy_and_gains_lifesteal_when_an_enemy_unit_dies():
    """Vicious Highwayman: "Charge, Warcry / Summon: Deal 1 damage to an enemy. / When an enemy unit
    dies, Vicious Highwayman gets Lifesteal and Quickdraw this turn."."""
    m = table(hands={0: ["vicious_highwayman"]}, boards={1: ["unseen_agent"]})
    play(m, 0, "vicious_highwayman")
    if m.state.choice is not None:
        choose(m, 0, find(m, "unseen_agent", 1))
    resolve_stack(m)
    h = find(m, "vicious_highwayman", 0)
    assert board(m, 1) == [] and has(m.state, CARDS, h, "lifesteal") and has(m.state, CARDS, h, "quickdraw")
    assert has(m.state, CARDS, h, "charge")


def test_common_cause_gains_an_influence_of_your_choice_if_two_hand_units_share_a_type():
    """Common Cause (power): "If two units in your hand share a type, gain an influence of your choice."."""
    m = table(hands={0: ["common_cause", "flashy_duelist", "triggerman"]}, influence=0)
    play(m, 0, "common_cause")
    choose(m, 0, "S")
    assert dict(zip(FACTIONS, m.state.influence[0]))["S"] == 1
    m = table(hands={0: ["common_cause", "flashy_duelist", "duskcaller"]}, influence=0)
    play(m, 0, "common_cause")
    assert m.state.choice is None and sum(m.state.influence[0]) == 0


def test_amethyst_waystone_makes_nightfall_with_four_shadow_influence():
    """Amethyst Waystone (power): "Gain {S}, then if you have {S}{S}{S}{S}, Nightfall."."""
    m = table(hands={0: ["amethyst_waystone"]}, influence=3)
    play(m, 0, "amethyst_waystone")
    assert m.state.influence[0][FACTIONS.index("S")] == 4 and m.state.night_until == m.state.turn_no + 2
    m = table(hands={0: ["amethyst_waystone"]}, influence=2)
    play(m, 0, "amethyst_waystone")
    assert m.state.night_until < m.state.turn_no


def test_drifting_death_entomb_draws_a_curse_from_your_void():
    """Drifting Death: "Flying, Lifesteal / Entomb: Draw a curse from your void." (003 Entomb)."""
    m = table(hands={0: ["torch"]}, boards={0: ["drifting_death"]}, voids={0: ["affliction", "oni_ronin"]})
    play(m, 0, "torch", find(m, "drifting_death", 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "affliction", 0, "voids"))
    assert hand(m, 0) == ["affliction"]


def test_bloodscent_avisaur_fate_gives_your_dinosaurs_strength_and_summon_makes_night():
    """Bloodscent Avisaur: "Flying / Fate: Your Dinosaurs get +1 Strength. / Summon: Nightfall." (003 Fate)."""
    m = table(hands={0: ["bloodscent_avisaur"]}, boards={0: ["agile_deathjaw"]})
    play(m, 0, "bloodscent_avisaur")
    resolve_stack(m)
    assert m.state.night_until == m.state.turn_no + 2
    m = table(boards={0: ["agile_deathjaw"]}, decks={0: ["bloodscent_avisaur"]}, turn=1)
    _next_turn(m, 0)
    resolve_stack(m)
    assert "bloodscent_avisaur" in hand(m, 0) and unit_stats(m, find(m, "agile_deathjaw", 0)) == (4, 3)


def test_tinker_dronedropper_plays_a_grenadin_when_it_hits_the_enemy_player():
    """Tinker Dronedropper: "Flying / When Tinker Dronedropper hits the enemy player, play a 1/1 Grenadin."."""
    m = table(boards={0: ["tinker_dronedropper"]})
    attack(m, 0, find(m, "tinker_dronedropper", 0))
    for _ in range(10):
        if m.state.phase in ("main1", "main2") and not m.state.stack:
            break
        pass_(m)
    assert m.state.health[1] == 22 and board(m, 0) == ["tinker_dronedropper", "grenadin"]


def test_family_charter_scouts_and_pays_six_and_sacrifices_to_draw_two():
    """Family Charter (relic): "Summon: Scout. / Pay 6 and sacrifice Family Charter to draw two cards."."""
    m = table(hands={0: ["family_charter"]}, decks={0: ["torch", "oni_ronin"]}, power=(8, 8))
    play(m, 0, "family_charter")
    choose(m, 0, "top")
    f = m.state.relics[0][0]
    m.apply(Action("use", 0, f, None, 0))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch"] and void(m, 0) == ["family_charter"]


def test_darkclaw_ravager_gives_another_dinosaur_played_at_night_its_strength():
    """Darkclaw Ravager: "Summon: Nightfall. / When you play another Dinosaur at Night, it gets Darkclaw
    Ravager's Strength."."""
    m = table(hands={0: ["darkclaw_ravager", "agile_deathjaw"]}, power=(20, 20))
    play(m, 0, "darkclaw_ravager")
    resolve_stack(m)
    play(m, 0, "agile_deathjaw")
    resolve_stack(m)
    # Deathjaw's aura makes the Ravager (a Dinosaur) 3/3 by then: it gets 3
    assert unit_stats(m, find(m, "darkclaw_ravager", 0)) == (3, 3)
    assert unit_stats(m, find(m, "agile_deathjaw", 0)) == (6, 3)
    m = table(hands={0: ["agile_deathjaw"]}, boards={0: ["darkclaw_ravager"]})
    play(m, 0, "agile_deathjaw")
    resolve_stack(m)
    assert unit_stats(m, find(m, "agile_deathjaw", 0)) == (3, 3)   # not at Night


def test_failed_reflection_sacrifices_another_unit_once_per_turn_for_plus_four():
    """Failed Reflection: "Once per turn, you may sacrifice another unit to give Failed Reflection +4/+4."."""
    m = table(boards={0: ["failed_reflection", "oni_ronin", CARRIER]})
    f = find(m, "failed_reflection", 0)
    m.apply(Action("use", 0, f, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert unit_stats(m, f) == (8, 8) and void(m, 0) == ["oni_ronin"]
    assert m.check(Action("use", 0, f, None, 0)) is not None
    m = table(boards={0: ["failed_reflection"]})   # no other unit: the sacrifice can't be paid
    refused = m.check(Action("use", 0, find(m, "failed_reflection", 0), None, 0))
    assert refused is not None and "another unit" in refused.reason


def test_scaletender_dinosaur_ally_creates_and_draws_a_dinosaur():
    """Scaletender: "Dinosaur Ally: Create and draw a 3/3 Dinosaur with Overwhelm." (003 Ally)."""
    m = table(hands={0: ["scaletender"]}, boards={0: ["agile_deathjaw"]})
    play(m, 0, "scaletender")
    resolve_stack(m)
    assert hand(m, 0) == ["dinosaur"]
    m = table(hands={0: ["scaletender"]}, boards={0: [CARRIER]})
    play(m, 0, "scaletender")
    resolve_stack(m)
    assert hand(m, 0) == []


def test_trusty_revolver_entomb_creates_and_draws_a_plus_one_weapon():
    """Trusty Revolver: "Entomb: Create and draw a +1/+1 weapon." (003 Entomb: a weapon goes to the
    void with its unit)."""
    m = table(hands={0: ["trusty_revolver", "torch"]}, boards={0: ["oni_ronin"]})
    o = find(m, "oni_ronin", 0)
    play(m, 0, "trusty_revolver", o)
    play(m, 0, "torch", o)
    resolve_stack(m)
    assert hand(m, 0) == ["sidearm"] and "trusty_revolver" in void(m, 0)
