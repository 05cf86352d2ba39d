"""A test per Set 3 card (Omens of the Past), Justice and Primal, part A: units and weapons of
skills only (a parametrised test driven from the printed text), and the cards whose Summon,
Entomb, Bond, Ally, attack or hit abilities the effect vocabulary already says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import has, keywords

from .helpers import (CARDS, IDX, P1, attack, board, check_play, choose, find, hand, pass_, play, refresh,
                      resolve_stack, table, unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def _skills(text: str) -> int:
    """The skill bits a text of skills names ("Flying, Double Damage")."""
    return sum(KW[w.strip(" .").lower().replace(" ", "_")] for w in text.split(",") if w.strip())


def _after_attack(m, limit: int = 14) -> None:
    """Pass until the attack is over (main 2, empty stack) or a choice waits."""
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack or m.state.choice is not None:
            return
        pass_(m)


# (card id, cost, strength, health, printed text)
SKILL_UNITS = [("crownwatch_legionnaire", 3, 1, 3, "Endurance, Lifesteal"), ("voracious_fosora", 3, 4, 2, "Reckless"),
               ("surveying_mantasaur", 8, 3, 4, "Flying, Overwhelm, Bond")]


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_set3_jp_unit_of_skills_only_has_its_printed_numbers_and_skills(card_id, cost, strength, health, text):
    """000 1.3: played from hand onto the playmat, its cost paid; 000 1.4 "A skill on a unit
    belongs to the unit itself" (003 Bond: a cost-lowering way to play it, not a skill it keeps using)."""
    assert CARDS[IDX[card_id]].text.replace("\n", ", ") == text
    m = table(hands={0: [card_id]}, power=(9, 9))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == _skills(text)


WEAPONS = [("shielded_shortbarrel", 4, 2, 1, "Aegis"), ("regent_s_blade", 6, 3, 0, "Invulnerable")]


@pytest.mark.parametrize("card_id,cost,strength,health,text", WEAPONS, ids=[c[0] for c in WEAPONS])
def test_set3_jp_weapon_gives_its_wielder_its_stats_and_skill(card_id, cost, strength, health, text):
    """000 1.3 "The weapon adds its stats and abilities to the unit's"; 000 1.4 "A skill on a
    weapon gives that skill to the unit it is attached to" (Regent's Blade: "The wielder is
    invulnerable to damage", 003 Invulnerable)."""
    assert CARDS[IDX[card_id]].text.split(" ")[0].strip(".") in ("Aegis", "The")
    m = table(hands={0: [card_id]}, boards={0: [SOLDIER]}, power=(9, 9))
    u = find(m, SOLDIER, 0)
    play(m, 0, card_id, u)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (3 + strength, 2 + health)
    assert keywords(m.state, CARDS, u) & _skills(text)


def test_shielded_shortbarrel_gives_the_wielder_an_aegis_that_stops_an_enemy_spell():
    """Shielded Shortbarrel: "Aegis" (003 Aegis: the wielder's shield negates the first enemy spell)."""
    m = table(hands={0: ["shielded_shortbarrel"], 1: ["torch"]}, boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "shielded_shortbarrel", u)
    assert m.state.info[u].shield
    m.state.turn = 1
    refresh(m)
    play(m, 1, "torch", u)
    resolve_stack(m)
    assert unit_stats(m, u) == (5, 3) and not m.state.info[u].shield


def test_regent_s_blade_wielder_takes_no_damage():
    """Regent's Blade: "The wielder is invulnerable to damage." (003 Invulnerable)."""
    m = table(hands={0: ["regent_s_blade"], 1: ["torch"]}, boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "regent_s_blade", u)
    m.state.turn = 1
    refresh(m)
    play(m, 1, "torch", u)
    resolve_stack(m)
    assert unit_stats(m, u) == (6, 2)


def test_town_watchman_warcry_grows_the_top_unit_of_your_deck():
    """Town Watchman: "Warcry" (003 Warcry: when it attacks, the top unit or weapon of your deck gets +1/+1)."""
    m = table(boards={0: ["town_watchman"]}, decks={0: ["jotun_warrior"]})
    w = find(m, "town_watchman", 0)
    assert unit_stats(m, w) == (3, 7)
    attack(m, 0, w)
    top = m.state.decks[0][-1]
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_soaring_guard_summon_gains_2_armor():
    """Soaring Guard: "Flying / Summon: You gain 2 Armor." (003 Summon)."""
    m = table(hands={0: ["soaring_guard"]})
    play(m, 0, "soaring_guard")
    resolve_stack(m)
    assert m.state.armor[0] == 2 and has(m.state, CARDS, find(m, "soaring_guard", 0), "flying")


def test_copperhall_porter_entomb_draws_a_justice_sigil_from_your_deck():
    """Copperhall Porter: "Entomb: Draw a Justice Sigil from your deck." (003 Entomb)."""
    m = table(boards={0: ["copperhall_porter"]}, hands={1: ["deathstrike"]}, decks={0: ["justice_sigil"]}, turn=1)
    play(m, 1, "deathstrike", find(m, "copperhall_porter", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"] and "justice_sigil" not in [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]]


def test_frontier_confessor_summon_may_silence_another_unit():
    """Frontier Confessor: "Summon: You may silence another unit." (may: the target is optional)."""
    m = table(hands={0: ["frontier_confessor"]}, boards={1: ["sapphire_dragon"]})
    d = find(m, "sapphire_dragon", 1)
    play(m, 0, "frontier_confessor")
    assert find(m, "frontier_confessor", 0) not in m.state.choice["options"]
    choose(m, 0, d)
    resolve_stack(m)
    assert m.state.info[d].silenced and not has(m.state, CARDS, d, "flying")
    m = table(hands={0: ["frontier_confessor"]}, boards={1: ["sapphire_dragon"]})
    play(m, 0, "frontier_confessor")
    assert m.state.choice["min"] == 0
    choose(m, 0, "done")
    resolve_stack(m)
    assert not m.state.info[find(m, "sapphire_dragon", 1)].silenced


def test_valkyrie_arcanist_entomb_creates_and_draws_a_gemblade():
    """Valkyrie Arcanist: "Flying / Entomb: Create and draw a +3/+3 Gemblade." (003 Entomb; create and draw: into your hand)."""
    m = table(boards={0: ["valkyrie_arcanist"]}, hands={1: ["deathstrike"]}, turn=1)
    play(m, 1, "deathstrike", find(m, "valkyrie_arcanist", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["gemblade"]


def test_silverwing_rallier_entomb_plays_a_2_2_soldier():
    """Silverwing Rallier: "Flying, Bond / Entomb: Play a 2/2 Soldier." (003 Bond, 003 Entomb)."""
    m = table(boards={0: ["silverwing_rallier"]}, hands={1: ["deathstrike"]}, turn=1)
    assert has(m.state, CARDS, find(m, "silverwing_rallier", 0), "flying")
    play(m, 1, "deathstrike", find(m, "silverwing_rallier", 0))
    resolve_stack(m)
    assert board(m, 0) == ["soldier"] and unit_stats(m, find(m, "soldier", 0)) == (2, 2)


def test_fearless_yeti_scouts_when_it_hits_the_enemy_player():
    """Fearless Yeti: "Overwhelm / When Fearless Yeti hits the enemy player, scout." (003 Scout: a choice)."""
    m = table(boards={0: ["fearless_yeti"]}, decks={0: ["torch"]})
    _after_attack_from(m, find(m, "fearless_yeti", 0))
    assert m.state.choice is not None and "Scout" in m.state.choice["prompt"]
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch" and m.state.health[1] == 22


def _after_attack_from(m, u) -> None:
    attack(m, 0, u)
    _after_attack(m)


def test_wild_rider_gets_plus_1_strength_each_time_it_hits():
    """Wild Rider: "When Wild Rider hits the enemy player, it gets +1 Strength." (lasting)."""
    m = table(boards={0: ["wild_rider"]})
    w = find(m, "wild_rider", 0)
    _after_attack_from(m, w)
    assert m.state.health[1] == 24 and unit_stats(m, w) == (2, 4)


def test_freewing_glider_gives_flying_and_scouts():
    """Freewing Glider: "Flying / Summon: Scout." (a weapon: its Summon when played on a unit)."""
    m = table(hands={0: ["freewing_glider"]}, boards={0: [SOLDIER]}, decks={0: ["torch"]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "freewing_glider", u)
    resolve_stack(m)
    assert m.state.choice is not None
    choose(m, 0, "top")
    assert has(m.state, CARDS, u, "flying") and unit_stats(m, u) == (3, 5)


def test_slope_sergeant_bond_draws_two_then_discards_two():
    """Slope Sergeant: "Bond / When you bond Slope Sergeant, draw two cards, then discard two cards." (003 Bond)."""
    m = table(hands={0: ["slope_sergeant", "torch"]}, boards={0: ["yeti_spy"]}, decks={0: ["rebuke", "vanquish"]})
    play(m, 0, "slope_sergeant", find(m, "yeti_spy", 0), "bond")
    resolve_stack(m)
    assert m.state.choice is not None
    choose(m, 0, find(m, "torch", 0, "hands"), find(m, "rebuke", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["vanquish"] and sorted(void(m, 0)) == ["rebuke", "torch"]


def test_bellowing_thunderfoot_bond_stuns_an_enemy_unit():
    """Bellowing Thunderfoot: "Bond / When you bond Bellowing Thunderfoot, stun an enemy unit." (003 Bond, 003 Stun)."""
    m = table(hands={0: ["bellowing_thunderfoot", "bellowing_thunderfoot"]}, boards={0: ["voracious_fosora"], 1: [SOLDIER]})
    play(m, 0, "bellowing_thunderfoot", find(m, "voracious_fosora", 0), "bond")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 1))
    resolve_stack(m)
    assert m.state.info[find(m, SOLDIER, 1)].stun
    m = table(hands={0: ["bellowing_thunderfoot"]}, boards={1: [SOLDIER]})
    play(m, 0, "bellowing_thunderfoot")                       # not bonded: no stun
    resolve_stack(m)
    assert not m.state.info[find(m, SOLDIER, 1)].stun


def test_clutchkeeper_bond_gives_killer_and_attacking_plays_two_dinosaurs():
    """Clutchkeeper: "Bond / When you bond Clutchkeeper, she gets Killer. / When she attacks, play
    two 3/3 Dinosaurs with Overwhelm." (003 Bond, 003 Killer)."""
    m = table(hands={0: ["clutchkeeper"]}, boards={0: ["voracious_fosora"]}, power=(10, 10))
    play(m, 0, "clutchkeeper", find(m, "voracious_fosora", 0), "bond")
    resolve_stack(m)
    c = find(m, "clutchkeeper", 0)
    assert m.state.power[0] == 0 and has(m.state, CARDS, c, "killer")
    m.state.info[c].entered = 1
    refresh(m)
    attack(m, 0, c)
    resolve_stack(m)
    dinos = [u for u in m.state.boards[0] if CARDS[m.state.kinds[u]].id == "dinosaur"]
    assert len(dinos) == 2 and all(unit_stats(m, d) == (3, 3) and has(m.state, CARDS, d, "overwhelm") for d in dinos)


def test_powderglider_stuns_a_flying_enemy_and_grows_when_you_play_a_spell():
    """Powderglider: "Summon: Stun an enemy unit with Flying. / When you play a spell,
    Powderglider gets +1/+1 this turn."."""
    m = table(hands={0: ["powderglider", "torch"]}, boards={1: ["towertop_patrol", SOLDIER]})
    play(m, 0, "powderglider")
    resolve_stack(m)
    t = find(m, "towertop_patrol", 1)
    assert m.state.info[t].stun and not m.state.info[find(m, SOLDIER, 1)].stun
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert unit_stats(m, find(m, "powderglider", 0)) == (2, 3)


def test_cutbrush_cartographer_gets_plus_1_strength_when_you_draw_a_card():
    """Cutbrush Cartographer: "When you draw a card, Cutbrush Cartographer gets +1 Strength."."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, boards={0: ["cutbrush_cartographer"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert unit_stats(m, find(m, "cutbrush_cartographer", 0)) == (3, 3)


def test_twilight_hermit_becomes_a_twilight_prowler_when_you_start_your_turn_at_night():
    """Twilight Hermit: "When you start your turn at Night, transform Twilight Hermit into a 5/3
    Twilight Prowler with Reckless." (003 Night)."""
    m = table(boards={0: ["twilight_hermit"]}, hands={0: ["gloaming_wisp"]}, turn=0)
    play(m, 0, "gloaming_wisp")                                 # Summon: Nightfall
    resolve_stack(m)
    for _ in range(30):
        pass_(m)
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
    p = find(m, "twilight_prowler", 0)
    assert unit_stats(m, p) == (5, 3) and has(m.state, CARDS, p, "reckless")
    m = table(boards={0: ["twilight_hermit"]})
    for _ in range(30):
        pass_(m)
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
    assert "twilight_hermit" in board(m, 0)                     # by day it stays


def test_steady_marshal_gunslinger_ally_plays_a_sidearm_on_itself():
    """Steady Marshal: "Gunslinger Ally: Play a +1/+1 weapon on Steady Marshal." (003 Ally; Sidearm: the 1/1 weapon)."""
    m = table(hands={0: ["steady_marshal", "steady_marshal"]})
    play(m, 0, "steady_marshal")
    resolve_stack(m)
    first = find(m, "steady_marshal", 0)
    assert unit_stats(m, first) == (1, 2)
    play(m, 0, "steady_marshal")
    resolve_stack(m)
    second = find(m, "steady_marshal", 0, nth=1)
    assert unit_stats(m, first) == (2, 3) and unit_stats(m, second) == (2, 3)


def test_lida_most_skilled_unseen_ally_gets_killer():
    """Lida, Most Skilled: "Overwhelm / Unseen Ally: Killer." (003 Ally, 003 Killer)."""
    m = table(hands={0: ["lida_most_skilled"]}, boards={0: ["spiritblade_stalker"]})
    play(m, 0, "lida_most_skilled")
    resolve_stack(m)
    lida = find(m, "lida_most_skilled", 0)
    assert has(m.state, CARDS, lida, "killer") and has(m.state, CARDS, lida, "overwhelm")
    m = table(hands={0: ["lida_most_skilled"]})
    play(m, 0, "lida_most_skilled")
    resolve_stack(m)
    assert not has(m.state, CARDS, find(m, "lida_most_skilled", 0), "killer")


def test_crownwatch_quartermaster_valkyrie_ally_and_its_pay_6_ability():
    """Crownwatch Quartermaster: "Pay 6 and exhaust Crownwatch Quartermaster to give another unit
    +1/+1 for each of your units. / Valkyrie Ally: Play two 2/2 Soldiers." (003 Ally)."""
    m = table(hands={0: ["crownwatch_quartermaster"]}, boards={0: ["valkyrie_aspirant"]}, power=(12, 12))
    play(m, 0, "crownwatch_quartermaster")
    resolve_stack(m)
    assert board(m, 0) == ["valkyrie_aspirant", "crownwatch_quartermaster", "soldier", "soldier"]
    q, v = find(m, "crownwatch_quartermaster", 0), find(m, "valkyrie_aspirant", 0)
    m.state.info[q].entered = 1
    refresh(m)
    m.apply(Action("use", 0, q, v, 0))
    resolve_stack(m)
    assert unit_stats(m, v) == (1 + 4, 1 + 4) and m.state.info[q].ex and m.state.power[0] == 0


def test_spiritblade_stalker_ultimate_gives_a_unit_plus_1_plus_1_and_lifesteal():
    """Spiritblade Stalker: "Ultimate: Pay 6 to give one of your units +1/+1 and Lifesteal." (003 Ultimate: once)."""
    m = table(boards={0: ["spiritblade_stalker", SOLDIER]}, power=(12, 12))
    s, u = find(m, "spiritblade_stalker", 0), find(m, SOLDIER, 0)
    m.apply(Action("use", 0, s, u, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (4, 3) and has(m.state, CARDS, u, "lifesteal")
    assert m.check(Action("use", 0, s, u, 0)) is not None


def test_valkyrie_cadet_has_flying_and_double_damage_while_wielding_a_weapon():
    """Valkyrie Cadet: "Valkyrie Cadet has Flying and Double Damage while wielding a weapon."."""
    m = table(boards={0: ["valkyrie_cadet"]}, hands={0: ["sidearm"]})
    c = find(m, "valkyrie_cadet", 0)
    assert not has(m.state, CARDS, c, "flying")
    play(m, 0, "sidearm", c)
    assert has(m.state, CARDS, c, "flying") and has(m.state, CARDS, c, "double_damage")


def test_copperhall_marshal_ultimate_stuns_an_enemy_unit_the_first_time_it_gets_a_weapon():
    """Copperhall Marshal: "Ultimate: When you play a weapon on Copperhall Marshal, stun an enemy
    unit." (003 Ultimate: once while it is on the playmat)."""
    m = table(boards={0: ["copperhall_marshal"], 1: [SOLDIER, "jotun_warrior"]}, hands={0: ["sidearm", "sidearm"]})
    c = find(m, "copperhall_marshal", 0)
    play(m, 0, "sidearm", c)
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 1))
    resolve_stack(m)
    assert m.state.info[find(m, SOLDIER, 1)].stun
    play(m, 0, "sidearm", c)
    resolve_stack(m)
    assert m.state.choice is None and not m.state.info[find(m, "jotun_warrior", 1)].stun


def test_savage_skybrood_gets_plus_1_strength_when_you_play_another_dinosaur():
    """Savage Skybrood: "Flying / When you play another Dinosaur, Savage Skybrood gets +1 Strength."."""
    m = table(boards={0: ["savage_skybrood"]}, hands={0: ["voracious_fosora", SOLDIER]})
    s = find(m, "savage_skybrood", 0)
    play(m, 0, "voracious_fosora")
    play(m, 0, SOLDIER)
    resolve_stack(m)
    assert unit_stats(m, s) == (1, 2)


def test_horizon_seeker_nightfall_and_dinosaurs_you_play_get_plus_1_health():
    """Horizon Seeker: "Flying / Summon: Nightfall. / When you play a Dinosaur, it gets +1 Health." (003 Nightfall)."""
    from simulator.games.eternal.acts import is_night
    m = table(hands={0: ["horizon_seeker", "voracious_fosora"]})
    play(m, 0, "horizon_seeker")
    resolve_stack(m)
    assert is_night(m.state)
    play(m, 0, "voracious_fosora")
    resolve_stack(m)
    assert unit_stats(m, find(m, "voracious_fosora", 0)) == (4, 3)


def test_bisma_revered_elder_gets_a_random_battle_skill_when_you_play_another_unseen():
    """Bisma, Revered Elder: "When you play another Unseen, Bisma gets a random battle skill." (003 Battle Skills)."""
    m = table(boards={0: ["bisma_revered_elder"]}, hands={0: ["spiritblade_stalker", SOLDIER]})
    b = find(m, "bisma_revered_elder", 0)
    play(m, 0, SOLDIER)
    resolve_stack(m)
    assert keywords(m.state, CARDS, b) == 0
    play(m, 0, "spiritblade_stalker")
    resolve_stack(m)
    assert bin(keywords(m.state, CARDS, b)).count("1") == 1


def test_yeti_furflinger_nightfall_and_ultimate_turns_another_unit_into_a_flying_squirrel():
    """Yeti Furflinger: "Summon: Nightfall. / Ultimate: Pay 6 to transform another unit into a 2/2
    Flying Squirrel." (003 Ultimate)."""
    m = table(hands={0: ["yeti_furflinger"]}, boards={1: ["jotun_warrior"]}, power=(9, 9))
    play(m, 0, "yeti_furflinger")
    resolve_stack(m)
    f = find(m, "yeti_furflinger", 0)
    m.state.info[f].entered = 1
    refresh(m)
    m.apply(Action("use", 0, f, find(m, "jotun_warrior", 1), 0))
    resolve_stack(m)
    s = find(m, "flying_squirrel", 1)
    assert unit_stats(m, s) == (2, 2) and has(m.state, CARDS, s, "flying")


def test_storm_talisman_scouts_and_pays_8_once_a_turn_for_2_damage():
    """Storm Talisman: "Summon: Scout. / Once per turn, you may pay 8 to deal 2 damage to an enemy."."""
    m = table(hands={0: ["storm_talisman"]}, decks={0: ["torch"]}, power=(12, 12))
    play(m, 0, "storm_talisman")
    resolve_stack(m)
    assert m.state.choice is not None
    choose(m, 0, "top")
    t = find(m, "storm_talisman", 0, "relics")
    m.apply(Action("use", 0, t, P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 23 and m.state.power[0] == 2
    m.state.power[0] = 10
    refresh(m)
    assert m.check(Action("use", 0, t, P1, 0)) is not None


def test_snowfort_gives_your_units_plus_1_health():
    """Snowfort: "Your units have +1 Health."."""
    m = table(hands={0: ["snowfort"]}, boards={0: [SOLDIER], 1: [SOLDIER]})
    play(m, 0, "snowfort")
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 3) and unit_stats(m, find(m, SOLDIER, 1)) == (3, 2)


def test_hammer_of_authority_stops_enemy_spells_on_your_turn_only():
    """Hammer of Authority: "The enemy player can't play spells on your turn." (a relic weapon, 000 4.31)."""
    m = table(relics={0: ["hammer_of_authority"]}, hands={1: ["jump_kick", "jump_kick"]}, boards={1: [SOLDIER]})
    assert m.state.armor[0] == 4
    u = find(m, SOLDIER, 1)
    m.state.prio = 1
    refresh(m)
    assert not any(a.kind == "play" for a in m.legal_actions() if a.seat == 1)
    m = table(turn=1, relics={0: ["hammer_of_authority"]}, hands={1: ["jump_kick"]}, boards={1: [SOLDIER]})
    assert check_play(m, 1, "jump_kick", find(m, SOLDIER, 1)) is None


def test_challenge_by_law_kills_an_enemy_unit_and_silences_the_rest():
    """Challenge by Law: "Kill an enemy unit. / Silence the rest." (the rest: the other enemy units; 003 Silence)."""
    m = table(hands={0: ["challenge_by_law"]}, boards={0: ["sapphire_dragon"], 1: [SOLDIER, "sapphire_dragon"]})
    play(m, 0, "challenge_by_law", find(m, SOLDIER, 1))
    resolve_stack(m)
    d = find(m, "sapphire_dragon", 1)
    assert board(m, 1) == ["sapphire_dragon"] and m.state.info[d].silenced and not has(m.state, CARDS, d, "flying")
    assert not m.state.info[find(m, "sapphire_dragon", 0)].silenced
