"""A test per Set 2 card (The Fall of Argenport), part D: the Strangers that lend skills and
numbers, and the cards that needed small additions to the vocabulary (a card created on top of
the deck, "while wielding a weapon", "Your Minotaurs", sacrificing itself, Armor from the
Student's Health). Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, block, board, check_play, choose, find, hand, pass_, play, refresh,
                      resolve_stack, table, unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5
STRANGER = "xenan_stranger"     # a 2/2 Stranger


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


STRANGER_SKILLS = [("swift_stranger", "charge"), ("tireless_stranger", "endurance"),
                   ("towering_stranger", "overwhelm"), ("bereaved_stranger", "lifesteal")]


@pytest.mark.parametrize("card_id,skill", STRANGER_SKILLS, ids=[c for c, _ in STRANGER_SKILLS])
def test_set2_stranger_gives_every_stranger_its_skill(card_id, skill):
    """"Strangers have <Skill>." (an ongoing ability, 000 1.4): every Stranger on the playmat,
    the enemy's too and itself (the reading of the Set 1 Strangers); a non-Stranger does not."""
    m = table(boards={0: [card_id, STRANGER, SOLDIER], 1: [STRANGER]})
    assert has(m.state, CARDS, find(m, card_id, 0), skill)
    assert has(m.state, CARDS, find(m, STRANGER, 0), skill) and has(m.state, CARDS, find(m, STRANGER, 1), skill)
    assert not has(m.state, CARDS, find(m, SOLDIER, 0), skill)


STRANGER_STATS = [("hearty_stranger", 1, 1, 0, 1), ("battle_tested_stranger", 2, 2, 2, 2),
                  ("prophetic_stranger", 3, 3, 3, 3)]


@pytest.mark.parametrize("card_id,strength,health,plus_a,plus_h", STRANGER_STATS, ids=[c[0] for c in STRANGER_STATS])
def test_set2_stranger_gives_every_stranger_its_numbers(card_id, strength, health, plus_a, plus_h):
    """"Strangers have +X/+Y." (itself included: its printed numbers plus its own bonus)."""
    m = table(boards={0: [card_id, STRANGER, SOLDIER], 1: [STRANGER]})
    assert unit_stats(m, find(m, card_id, 0)) == (strength + plus_a, health + plus_h)
    assert unit_stats(m, find(m, STRANGER, 1)) == (2 + plus_a, 2 + plus_h)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_savage_stranger_strangers_get_plus_1_strength_at_the_end_of_your_turn():
    """Savage Stranger: "At the end of your turn, Strangers get +1 Strength." (lasting)."""
    m = table(boards={0: ["savage_stranger", STRANGER, SOLDIER], 1: [STRANGER]})
    _next_turn(m, 1)
    assert unit_stats(m, find(m, "savage_stranger", 0)) == (4, 3)
    assert unit_stats(m, find(m, STRANGER, 0)) == (3, 2) and unit_stats(m, find(m, STRANGER, 1)) == (3, 2)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_relentless_gorehorn_summon_gives_your_minotaurs_plus_2_strength():
    """Relentless Gorehorn: "Revenge / Summon: Your Minotaurs get +2 Strength." (itself, a
    Minotaur, too; not the enemy's Minotaurs)."""
    m = table(hands={0: ["relentless_gorehorn"]}, boards={0: ["brash_shorthorn", SOLDIER], 1: ["brash_shorthorn"]})
    play(m, 0, "relentless_gorehorn")
    resolve_stack(m)
    assert unit_stats(m, find(m, "relentless_gorehorn", 0)) == (5, 3)
    assert unit_stats(m, find(m, "brash_shorthorn", 0)) == (4, 1)
    assert unit_stats(m, find(m, "brash_shorthorn", 1)) == (2, 1) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


@pytest.mark.parametrize("card_id,base,bonus", [("cabal_bludgeoner", (3, 3), 2), ("auric_bully", (3, 2), 1)],
                         ids=["cabal_bludgeoner", "auric_bully"])
def test_set2_unit_is_stronger_while_wielding_a_weapon(card_id, base, bonus):
    """Cabal Bludgeoner "+2/+2 while wielding a weapon", Auric Bully "+1/+1 ..." (000 1.4 an
    ongoing ability; the weapon's own stats add as well, 000 1.3)."""
    m = table(boards={0: [card_id]}, hands={0: ["heavy_axe"]})
    u = find(m, card_id, 0)
    assert unit_stats(m, u) == base
    play(m, 0, "heavy_axe", u)                       # a +2/+1 weapon
    assert unit_stats(m, u) == (base[0] + 2 + bonus, base[1] + 1 + bonus)


def test_colony_matron_plays_a_vampire_bat_at_the_start_of_your_turn():
    """Colony Matron: "Flying / At the start of your turn, play a 1/1 Vampire Bat with Flying
    and Lifesteal." (Vampire Bat, Set 0 #33, as printed)."""
    m = table(boards={0: ["colony_matron"]})
    _next_turn(m, 1)
    _next_turn(m, 0)
    bats = [u for u in m.state.boards[0] if CARDS[m.state.kinds[u]].id == "vampire_bat"]
    assert len(bats) == 1 and unit_stats(m, bats[0]) == (1, 1)
    assert has(m.state, CARDS, bats[0], "flying") and has(m.state, CARDS, bats[0], "lifesteal")


def test_vampire_bat_is_a_1_1_with_flying_and_lifesteal():
    """Vampire Bat: "Flying, Lifesteal" (a 2-cost 1/1)."""
    m = table(hands={0: ["vampire_bat"]}, power=(2, 2))
    play(m, 0, "vampire_bat")
    b = find(m, "vampire_bat", 0)
    assert m.state.power[0] == 0 and has(m.state, CARDS, b, "flying") and has(m.state, CARDS, b, "lifesteal")


def test_flamestoker_plays_an_infernus_at_the_start_of_your_turn():
    """Flamestoker: "At the start of your turn, play an Infernus."."""
    m = table(relics={0: ["flamestoker"]})
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert board(m, 0) == ["infernus"]


def test_obrak_the_feaster_sacrifices_a_unit_at_the_start_of_your_turn():
    """Obrak, the Feaster: "Flying, Revenge / At the start of your turn, sacrifice a unit." (your
    choice, Obrak too)."""
    m = table(boards={0: ["obrak_the_feaster", SOLDIER]})
    _next_turn(m, 1)
    for _ in range(6):
        if m.state.choice is not None:
            break
        pass_(m)
    assert m.decision().seat == 0 and set(m.state.choice["options"]) == set(m.state.boards[0])
    choose(m, 0, find(m, SOLDIER, 0))
    resolve_stack(m)
    assert SOLDIER in void(m, 0) and board(m, 0) == ["obrak_the_feaster"]


def test_piercing_grief_is_sacrificed_at_the_end_of_your_turn():
    """Piercing Grief: "Charge, Lifesteal, Revenge / At the end of your turn, sacrifice Piercing
    Grief." (003 Revenge: a unit that dies goes into the deck's top ten with Destiny)."""
    m = table(hands={0: ["piercing_grief"]})
    play(m, 0, "piercing_grief")
    g = find(m, "piercing_grief", 0)
    assert has(m.state, CARDS, g, "charge") and has(m.state, CARDS, g, "lifesteal")
    _next_turn(m, 1)
    assert board(m, 0) == [] and g in m.state.decks[0][-10:]


def test_direwood_prowler_summon_may_sacrifice_another_unit_to_draw_two():
    """Direwood Prowler: "Summon: You may sacrifice another unit to draw two cards."."""
    m = table(hands={0: ["direwood_prowler"]}, boards={0: [SOLDIER]}, decks={0: ["torch", "rebuke"]})
    play(m, 0, "direwood_prowler")
    resolve_stack(m)
    assert find(m, "direwood_prowler", 0) not in m.state.choice["options"]
    choose(m, 0, find(m, SOLDIER, 0))
    resolve_stack(m)
    assert board(m, 0) == ["direwood_prowler"] and sorted(hand(m, 0)) == ["rebuke", "torch"]
    m = table(hands={0: ["direwood_prowler"]}, boards={0: [SOLDIER]})
    play(m, 0, "direwood_prowler")
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER, "direwood_prowler"] and hand(m, 0) == []


def test_grenade_sacrifices_a_unit_to_deal_3_to_an_enemy_unit_and_3_to_the_enemy_player():
    """Grenade: "Sacrifice a unit to deal 3 damage to an enemy unit and 3 damage to the enemy
    player." (an additional cost, 003 Payment); no unit of yours, no play."""
    m = table(hands={0: ["grenade"]}, boards={1: [JOTUN]})
    assert check_play(m, 0, "grenade", find(m, JOTUN, 1)) is not None
    m = table(hands={0: ["grenade"]}, boards={0: [SOLDIER], 1: [JOTUN]})
    play(m, 0, "grenade", find(m, JOTUN, 1))          # the only unit to sacrifice: taken without asking
    resolve_stack(m)
    assert board(m, 0) == [] and unit_stats(m, find(m, JOTUN, 1)) == (3, 2) and m.state.health[1] == 22


def test_hidden_shiv_warps_from_the_top_of_the_deck_onto_a_unit():
    """Hidden Shiv (weapon +1/+0): "Warp" (003 Warp: played from the top of the deck as if from hand)."""
    m = table(decks={0: ["hidden_shiv"]}, boards={0: [SOLDIER]})
    top = m.state.decks[0][-1]
    s = find(m, SOLDIER, 0)
    m.apply(Action("play", 0, top, s, None))
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 2)


def test_tinker_scouts_then_the_top_unit_or_weapon_gets_plus_2_plus_2():
    """Tinker: "Scout. / The top unit or weapon of your deck gets +2/+2." (003 Scout)."""
    m = table(hands={0: ["tinker"]}, decks={0: ["torch", SOLDIER]})
    play(m, 0, "tinker")
    resolve_stack(m)
    choose(m, 0, "bottom")                               # Torch goes to the bottom
    resolve_stack(m)
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == SOLDIER and (m.state.info[top].atk, m.state.info[top].hp) == (2, 2)


def test_kothon_the_far_watcher_ultimate_gains_flying_and_plays_an_owl():
    """Kothon, the Far-Watcher: "Endurance / Ultimate: Pay 6 to give Kothon Flying and play a 4/4
    Owl with Flying." (003 Ultimate: once)."""
    m = table(boards={0: ["kothon_the_far_watcher"]}, power=(6, 6))
    k = find(m, "kothon_the_far_watcher", 0)
    assert has(m.state, CARDS, k, "endurance") and not has(m.state, CARDS, k, "flying")
    m.apply(Action("use", 0, k, None, 0))
    resolve_stack(m)
    assert has(m.state, CARDS, k, "flying") and board(m, 0) == ["kothon_the_far_watcher", "owl"]


def test_bartholo_the_seducer_ultimate_draws_a_relic_of_your_choice():
    """Bartholo, the Seducer: "Aegis, Unblockable / Ultimate: Pay 7 to draw a relic of your
    choice from your deck."."""
    m = table(boards={0: ["bartholo_the_seducer"]}, decks={0: ["granite_ring", "torch", "cobalt_ring"]}, power=(7, 7))
    b = find(m, "bartholo_the_seducer", 0)
    assert has(m.state, CARDS, b, "unblockable") and m.state.info[b].shield
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["cobalt_ring", "granite_ring"]
    choose(m, 0, "granite_ring")
    assert hand(m, 0) == ["granite_ring"]


def test_vadius_clan_father_ultimate_plays_a_steelfang_chakram_on_vadius():
    """Vadius, Clan Father: "Aegis, Quickdraw / Ultimate: Pay 7 to play a Steelfang Chakram on
    Vadius." (Steelfang Chakram: a +4/+0 weapon)."""
    m = table(boards={0: ["vadius_clan_father"]}, power=(7, 7))
    v = find(m, "vadius_clan_father", 0)
    m.apply(Action("use", 0, v, None, 0))
    resolve_stack(m)
    assert unit_stats(m, v) == (7, 2) and [CARDS[m.state.kinds[w]].id for w in m.state.info[v].att] == ["steelfang_chakram"]


def test_clan_hero_spark_plays_an_iron_sword_on_itself():
    """Clan Hero: "Spark: Play a +2 Strength Iron Sword on Clan Hero." (003 Spark)."""
    m = table(hands={0: ["clan_hero", "torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "clan_hero")
    resolve_stack(m)
    assert unit_stats(m, find(m, "clan_hero", 0)) == (5, 3)


def test_lumbering_gruan_is_stunned_when_it_blocks():
    """Lumbering Gruan: "When Lumbering Gruan blocks a unit, stun Lumbering Gruan." (003 Stun)."""
    m = table(turn=1, boards={0: ["lumbering_gruan"], 1: [SOLDIER]})
    g = find(m, "lumbering_gruan", 0)
    attack(m, 1, find(m, SOLDIER, 1))
    block(m, 0, (g, find(m, SOLDIER, 1)))
    resolve_stack(m)
    for _ in range(6):
        if m.state.info[g].stun:
            break
        pass_(m)
    assert m.state.info[g].stun


def test_skyrider_vanguard_spark_gives_your_flyers_plus_1_strength():
    """Skyrider Vanguard: "Flying / Spark: Your units with Flying get +1 Strength." (itself
    too; not a unit without Flying)."""
    m = table(hands={0: ["skyrider_vanguard", "torch"]}, boards={0: ["humbug", SOLDIER]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "skyrider_vanguard")
    resolve_stack(m)
    assert unit_stats(m, find(m, "skyrider_vanguard", 0)) == (4, 1)
    assert unit_stats(m, find(m, "humbug", 0)) == (2, 1) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_spellshield_architect_mentor_gives_the_student_aegis():
    """Spellshield Architect: "Aegis / Mentor: Give the Student Aegis." (003 Aegis: a unit that
    gains Aegis gains a shield)."""
    m = table(hands={0: ["spellshield_architect"]}, boards={0: [JOTUN]})
    j = find(m, JOTUN, 0)
    play(m, 0, "spellshield_architect", j, "mentor")
    resolve_stack(m)
    assert has(m.state, CARDS, j, "aegis") and m.state.info[j].shield


def test_valkyrie_linebreaker_mentor_gains_armor_equal_to_the_student_s_health():
    """Valkyrie Linebreaker: "Flying / Mentor: You gain Armor equal to the Student's Health."."""
    m = table(hands={0: ["valkyrie_linebreaker"]}, boards={0: [JOTUN]})
    play(m, 0, "valkyrie_linebreaker", find(m, JOTUN, 0), "mentor")
    resolve_stack(m)
    assert m.state.armor[0] == 5


def test_on_the_hunt_puts_a_4_4_hellhound_with_charge_on_top_of_your_deck():
    """On the Hunt: "Put a 4/4 Hellhound with Charge on top of your deck." (Hellhound: a token)."""
    m = table(hands={0: ["on_the_hunt"]})
    play(m, 0, "on_the_hunt")
    resolve_stack(m)
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == "hellhound"
    card = CARDS[m.state.kinds[top]]
    assert (card.attack, card.health) == (4, 4) and "charge" in card.text.lower()


def test_reforge_draws_a_weapon_from_your_void_with_plus_2_plus_2():
    """Reforge: "Draw a weapon from your void. It gets +2/+2."."""
    m = table(hands={0: ["reforge"]}, voids={0: ["heavy_axe", "torch"]})
    play(m, 0, "reforge")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "heavy_axe", 0, "voids"))
    axe = find(m, "heavy_axe", 0, "hands")
    assert (m.state.info[axe].atk, m.state.info[axe].hp) == (2, 2) and void(m, 0) == ["torch", "reforge"]


def _influence(m, seat: int, letters: str) -> None:
    m.state.influence[seat] = [letters.count(f) for f in "FTJPS"]
    refresh(m)


def test_champion_of_fury_gains_charge_or_overwhelm_by_your_influence():
    """Champion of Fury: "{F}{F}: +1 Strength and Charge. / {P}{P}: +1 Strength and Overwhelm."
    (each holds while you have that influence)."""
    m = table(boards={0: ["champion_of_fury"]})
    c = find(m, "champion_of_fury", 0)
    _influence(m, 0, "FP")
    assert unit_stats(m, c) == (2, 1) and not has(m.state, CARDS, c, "charge")
    _influence(m, 0, "FFP")
    assert unit_stats(m, c) == (3, 1) and has(m.state, CARDS, c, "charge") and not has(m.state, CARDS, c, "overwhelm")
    _influence(m, 0, "FFPP")
    assert unit_stats(m, c) == (4, 1) and has(m.state, CARDS, c, "overwhelm")


def test_champion_of_impulse_gives_power_on_attack_and_plus_2_plus_2_by_your_influence():
    """Champion of Impulse: "{F}{F}{F}: When Champion of Impulse attacks, you get +1 power this
    turn. / {T}{T}{T}: +2/+2."."""
    m = table(boards={0: ["champion_of_impulse"]}, power=(3, 3))
    c = find(m, "champion_of_impulse", 0)
    _influence(m, 0, "FFFTT")
    assert unit_stats(m, c) == (2, 2)
    attack(m, 0, c)
    resolve_stack(m)
    assert m.state.power[0] == 4
    _influence(m, 0, "TTT")
    assert unit_stats(m, c) == (4, 4)
