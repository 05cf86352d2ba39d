"""A test per Set 2 card (The Fall of Argenport), part C: units with a summon, attack,
Spark, Mentor, Lifeforce or other trigger, and weapons with a summon. Each test plays the
card through Match.apply and checks what its text says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, check_play, choose, find, hand, pass_, play, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def _spark(m) -> None:
    """Damage the enemy player this turn (a Torch from hand), so Spark is on (003 Spark)."""
    play(m, 0, "torch", P1)
    resolve_stack(m)


def test_firemane_cub_summon_deals_1_damage_to_an_enemy_unit():
    """Firemane Cub: "Summon: Deal 1 damage to an enemy unit." (003 Summon)."""
    m = table(hands={0: ["firemane_cub"]}, boards={1: [SOLDIER]})
    s = find(m, SOLDIER, 1)
    play(m, 0, "firemane_cub")           # the only enemy unit: chosen without asking
    resolve_stack(m)
    assert unit_stats(m, s) == (3, 1) and board(m, 0) == ["firemane_cub"]


def test_forge_wolf_summon_deals_1_damage_to_the_enemy_player():
    """Forge Wolf: "Summon: Deal 1 damage to the enemy player."."""
    m = table(hands={0: ["forge_wolf"]})
    play(m, 0, "forge_wolf")
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_cannonbearer_warp_summon_deals_1_damage_to_an_enemy():
    """Cannonbearer: "Warp / Summon: Deal 1 damage to an enemy." (an enemy unit or the enemy
    player; 003 Warp: playable from the top of the deck)."""
    m = table(decks={0: ["cannonbearer"]}, boards={1: [SOLDIER]}, power=(6, 6))
    top = m.state.decks[0][-1]
    m.apply(Action("play", 0, top, None, None))
    assert set(m.state.choice["options"]) == {P1, find(m, SOLDIER, 1)}
    choose(m, 0, P1)
    resolve_stack(m)
    assert board(m, 0) == ["cannonbearer"] and m.state.health[1] == 24


def test_belching_behemoth_summon_gains_6_health():
    """Belching Behemoth: "Summon: You gain 6 Health."."""
    m = table(hands={0: ["belching_behemoth"]}, health=(10, 25))
    play(m, 0, "belching_behemoth")
    resolve_stack(m)
    assert m.state.health[0] == 16 and unit_stats(m, find(m, "belching_behemoth", 0)) == (6, 6)


def test_oasis_seeker_gains_1_health_when_it_attacks():
    """Oasis Seeker: "When Oasis Seeker attacks, you gain 1 Health." (003 attack triggers)."""
    m = table(boards={0: ["oasis_seeker"]}, health=(20, 25))
    attack(m, 0, find(m, "oasis_seeker", 0))
    resolve_stack(m)
    assert m.state.health[0] == 21


def test_yeti_snowchucker_is_reckless_and_deals_1_to_the_enemy_player_when_it_attacks():
    """Yeti Snowchucker: "Reckless / When Yeti Snowchucker attacks, it deals 1 damage to the
    enemy player." (003 Reckless: it can't block)."""
    m = table(boards={0: ["yeti_snowchucker"]})
    y = find(m, "yeti_snowchucker", 0)
    assert has(m.state, CARDS, y, "reckless")
    attack(m, 0, y)
    resolve_stack(m)
    assert m.state.health[1] == 25 - 1 - 2      # 1 from the trigger, then 2 from the unblocked attack


def test_cloudsnake_breeder_spark_plays_a_cloudsnake_hatchling():
    """Cloudsnake Breeder: "Spark: Play a 1/2 Cloudsnake Hatchling with Flying."; without
    Spark, nothing."""
    m = table(hands={0: ["cloudsnake_breeder", "cloudsnake_breeder", "torch"]})
    play(m, 0, "cloudsnake_breeder")
    resolve_stack(m)
    assert board(m, 0) == ["cloudsnake_breeder"]
    _spark(m)
    play(m, 0, "cloudsnake_breeder")
    resolve_stack(m)
    assert board(m, 0) == ["cloudsnake_breeder", "cloudsnake_breeder", "cloudsnake_hatchling"]


def test_jotun_cyclops_spark_creates_and_draws_a_snowball():
    """Jotun Cyclops: "Overwhelm / Spark: Create and draw a Snowball."."""
    m = table(hands={0: ["jotun_cyclops", "torch"]})
    _spark(m)
    play(m, 0, "jotun_cyclops")
    resolve_stack(m)
    assert hand(m, 0) == ["snowball"] and has(m.state, CARDS, find(m, "jotun_cyclops", 0), "overwhelm")


def test_pearlescent_drake_spark_gets_plus_4_health():
    """Pearlescent Drake: "Flying, Reckless / Spark: +4 Health."."""
    m = table(hands={0: ["pearlescent_drake", "pearlescent_drake", "torch"]}, power=(12, 12))
    play(m, 0, "pearlescent_drake")
    resolve_stack(m)
    _spark(m)
    play(m, 0, "pearlescent_drake")
    resolve_stack(m)
    a, b = m.state.boards[0]
    assert unit_stats(m, a) == (6, 3) and unit_stats(m, b) == (6, 7)
    assert has(m.state, CARDS, b, "flying") and has(m.state, CARDS, b, "reckless")


def test_spirit_guide_mentor_gives_the_student_lifesteal():
    """Spirit Guide: "Lifesteal / Mentor: Give the Student Lifesteal." (003 Mentor)."""
    m = table(hands={0: ["spirit_guide"]}, boards={0: [JOTUN]})
    j = find(m, JOTUN, 0)
    play(m, 0, "spirit_guide", j, "mentor")
    resolve_stack(m)
    assert has(m.state, CARDS, j, "lifesteal") and has(m.state, CARDS, find(m, "spirit_guide", 0), "lifesteal")


def test_minotaur_oathkeeper_gives_a_lone_attacker_plus_1_plus_1_this_turn():
    """Minotaur Oathkeeper: "When you attack the enemy player with exactly one unit, it gets
    +1/+1 this turn." (000 3.54)."""
    m = table(boards={0: ["minotaur_oathkeeper", SOLDIER]})
    s = find(m, SOLDIER, 0)
    attack(m, 0, s)
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 3)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_valkyrie_militant_gains_2_armor_when_you_play_a_weapon():
    """Valkyrie Militant: "Flying / When you play a weapon, you gain 2 Armor."."""
    m = table(boards={0: ["valkyrie_militant"]}, hands={0: ["spiked_buckler"]})
    play(m, 0, "spiked_buckler", find(m, "valkyrie_militant", 0))
    resolve_stack(m)
    assert m.state.armor[0] == 2


def test_rabblerouser_summon_may_give_another_unit_plus_2_plus_2_this_turn():
    """Rabblerouser: "Revenge / Summon: You may give another unit +2/+2 this turn."."""
    m = table(hands={0: ["rabblerouser"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "rabblerouser")
    assert find(m, "rabblerouser", 0) not in m.state.choice["options"]
    choose(m, 0, s)
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 4) and has(m.state, CARDS, find(m, "rabblerouser", 0), "revenge")
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_minotaur_lighthoof_summon_may_give_another_unit_unblockable_this_turn():
    """Minotaur Lighthoof: "Summon: You may give another unit Unblockable this turn."."""
    m = table(hands={0: ["minotaur_lighthoof"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "minotaur_lighthoof")
    choose(m, 0, s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "unblockable")
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "unblockable")


def test_archive_curator_summon_may_silence_another_unit():
    """Archive Curator: "Flying / Summon: You may silence another unit." (003 Silence)."""
    m = table(hands={0: ["archive_curator"]}, boards={1: ["sapphire_dragon"]})
    d = find(m, "sapphire_dragon", 1)
    play(m, 0, "archive_curator")
    choose(m, 0, d)
    resolve_stack(m)
    assert m.state.info[d].silenced and has(m.state, CARDS, find(m, "archive_curator", 0), "flying")


def test_crownwatch_press_gang_summon_draws_a_1_cost_unit_of_your_choice():
    """Crownwatch Press-Gang: "Revenge / Summon: Draw a 1-cost unit of your choice from your
    deck." (only units costing exactly 1 offered)."""
    m = table(hands={0: ["crownwatch_press_gang"]}, decks={0: ["young_gun", "torch", "trail_runner", "snowcrust_yeti"]})
    play(m, 0, "crownwatch_press_gang")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["snowcrust_yeti", "young_gun"]
    choose(m, 0, "young_gun")
    assert hand(m, 0) == ["young_gun"]


def test_skyward_seer_spark_draws_a_unit_with_flying_of_your_choice():
    """Skyward Seer: "Spark: Draw a unit with Flying of your choice from your deck."."""
    m = table(hands={0: ["skyward_seer", "torch"]}, decks={0: ["humbug", SOLDIER, "skeeter"]})
    _spark(m)
    play(m, 0, "skyward_seer")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["humbug", "skeeter"]
    choose(m, 0, "skeeter")
    assert hand(m, 0) == ["skeeter"]


def test_avirax_familiar_gives_plus_1_maximum_power_while_in_play():
    """Avirax Familiar: "Flying, Warp / +1 Maximum Power." (003 Maximum Power)."""
    m = table(hands={0: ["avirax_familiar"]}, power=(5, 5))
    play(m, 0, "avirax_familiar")
    resolve_stack(m)
    assert (m.state.power[0], m.state.max_power[0]) == (2, 6)


def test_sandglass_sentinel_gets_plus_4_strength_this_turn_when_you_play_a_spell():
    """Sandglass Sentinel: "Overwhelm / When you play a spell, Sandglass Sentinel gets +4
    Strength this turn."."""
    m = table(boards={0: ["sandglass_sentinel"]}, hands={0: ["torch"]})
    s = find(m, "sandglass_sentinel", 0)
    _spark(m)
    assert unit_stats(m, s) == (8, 6)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (4, 6)


def test_katra_the_devoted_lifeforce_gives_your_units_plus_1_plus_1():
    """Katra, the Devoted: "Lifeforce: When you gain Health, your units get +1/+1." (003 Lifeforce)."""
    m = table(boards={0: ["katra_the_devoted", SOLDIER]}, hands={0: ["water_of_life"]})
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 3) and unit_stats(m, find(m, "katra_the_devoted", 0)) == (4, 4)


def test_umbren_thirster_lifeforce_gets_plus_1_strength_and_flying():
    """Umbren Thirster: "Lifeforce: When you gain Health, Umbren Thirster gets +1 Strength and Flying."."""
    m = table(boards={0: ["umbren_thirster"]}, hands={0: ["water_of_life"]})
    u = find(m, "umbren_thirster", 0)
    assert not has(m.state, CARDS, u, "flying")
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert unit_stats(m, u) == (3, 4) and has(m.state, CARDS, u, "flying")


def test_molot_nakova_spark_deals_4_damage_to_each_enemy():
    """Molot & Nakova: "Flying, Aegis / Spark: Deal 4 damage to each enemy." (each enemy unit
    and the enemy player)."""
    m = table(hands={0: ["molot_nakova", "torch"]}, boards={1: [JOTUN]}, power=(12, 12), influence=8)
    _spark(m)
    play(m, 0, "molot_nakova")
    resolve_stack(m)
    assert m.state.health[1] == 25 - 3 - 4 and unit_stats(m, find(m, JOTUN, 1)) == (3, 1)


def test_shatterglass_mage_summon_kills_an_enemy_attachment():
    """Shatterglass Mage: "Overwhelm, Warp / Summon: Kill an enemy attachment." (a relic)."""
    m = table(hands={0: ["shatterglass_mage"]}, relics={1: ["granite_ring"]})
    play(m, 0, "shatterglass_mage")      # the only enemy attachment: chosen without asking
    resolve_stack(m)
    assert m.state.relics[1] == [] and void(m, 1) == ["granite_ring"]


def test_grenadin_cannoneer_spark_puts_a_firebomb_into_the_enemy_deck():
    """Grenadin Cannoneer: "Spark: Put a Firebomb into the enemy deck."."""
    m = table(hands={0: ["grenadin_cannoneer", "torch"]})
    _spark(m)
    play(m, 0, "grenadin_cannoneer")
    resolve_stack(m)
    assert "firebomb" in [CARDS[m.state.kinds[c]].id for c in m.state.decks[1]]


def test_amaran_archaeologist_summon_plays_a_sigil_of_your_choice_depleted():
    """Amaran Archaeologist: "Summon: Play a Sigil of your choice from your deck depleted."."""
    m = table(hands={0: ["amaran_archaeologist"]}, decks={0: ["justice_sigil"]}, power=(5, 5))
    play(m, 0, "amaran_archaeologist")
    resolve_stack(m)
    choose(m, 0, "justice_sigil")
    assert m.state.max_power[0] == 6 and m.state.power[0] == 0
    assert [CARDS[m.state.kinds[c]].id for c in m.state.powers[0]] == ["justice_sigil"]


# --- weapons with a summon ---------------------------------------------------------------------

def test_peacekeeper_s_prod_summon_stuns_an_enemy_unit():
    """Peacekeeper's Prod: "Summon: Stun an enemy unit." (a weapon's Summon: 003)."""
    m = table(hands={0: ["peacekeeper_s_prod"]}, boards={0: [SOLDIER], 1: [JOTUN]})
    j = find(m, JOTUN, 1)
    play(m, 0, "peacekeeper_s_prod", find(m, SOLDIER, 0))   # the only enemy unit: chosen without asking
    resolve_stack(m)
    assert m.state.info[j].stun and unit_stats(m, find(m, SOLDIER, 0)) == (6, 4)


def test_jack_s_knife_summon_the_wielder_deals_2_damage_to_you():
    """Jack's Knife: "Summon: The wielder deals 2 damage to you."."""
    m = table(hands={0: ["jack_s_knife"]}, boards={0: [SOLDIER]})
    play(m, 0, "jack_s_knife", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert m.state.health[0] == 23 and unit_stats(m, find(m, SOLDIER, 0)) == (5, 4)


def test_icebow_summon_the_wielder_deals_1_damage_to_an_enemy():
    """Icebow: "Summon: The wielder deals 1 damage to an enemy."."""
    m = table(hands={0: ["icebow"]}, boards={0: [SOLDIER], 1: [SOLDIER]})
    e = find(m, SOLDIER, 1)
    play(m, 0, "icebow", find(m, SOLDIER, 0))
    assert set(m.state.choice["options"]) == {P1, e}   # an enemy: unit or player
    choose(m, 0, e)
    resolve_stack(m)
    assert unit_stats(m, e) == (3, 1)


def test_duelist_s_blade_summon_you_gain_an_aegis():
    """Duelist's Blade (relic weapon 4/4): "Summon: You gain an Aegis." (003 Aegis on a player)."""
    m = table(hands={0: ["duelist_s_blade"]}, power=(5, 5))
    play(m, 0, "duelist_s_blade")
    resolve_stack(m)
    assert m.state.armor[0] == 4 and m.state.pshield[0]


def test_bloodletter_summon_gives_the_wielder_lifesteal_this_turn():
    """Bloodletter: "Summon: The wielder gets Lifesteal this turn."."""
    m = table(hands={0: ["bloodletter"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "bloodletter", s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "lifesteal") and unit_stats(m, s) == (6, 5)
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "lifesteal")


def test_aerialist_s_khopesh_summon_gives_the_wielder_flying_this_turn():
    """Aerialist's Khopesh: "Summon: The wielder gets Flying this turn."."""
    m = table(hands={0: ["aerialist_s_khopesh"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "aerialist_s_khopesh", s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "flying")
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "flying")
