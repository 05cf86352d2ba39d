"""A test per Set 3 (Omens of the Past) Fire or Time card, part A: units of skills only, and
the cards whose text the vocabulary already says (summons, entombs, Ally, Bond, relics).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import has, keywords

from .helpers import (CARDS, IDX, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _skills(text: str) -> int:
    return sum(KW[w.strip(" .").lower().replace(" ", "_")] for w in text.split(",") if w.strip())


def _hit(m, u, limit: int = 12) -> None:
    """Attack with `u` unblocked and pass until the attack is over (or a choice waits)."""
    attack(m, 0, u)
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack or m.state.choice is not None:
            return
        pass_(m)


# (card id, cost, strength, health, printed text)
SKILL_UNITS = [("helpful_doorbot", 0, 0, 3, ""), ("ageless_sentinel", 4, 3, 5, ""),
               ("iceberg_frontrunner", 1, 1, 2, "Charge"), ("tempered_sentinel", 6, 5, 3, "Charge, Bond"),
               ("scourstone_sentinel", 9, 7, 8, "Bond, Overwhelm")]


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_set3_ft_unit_of_skills_only_has_its_printed_numbers_and_skills(card_id, cost, strength, health, text):
    """000 1.3: played from hand, its cost paid; 000 1.4: a unit's skills are its own (003 Charge, Bond, Overwhelm)."""
    assert CARDS[IDX[card_id]].text.replace("\n", ", ") == text
    m = table(hands={0: [card_id]}, power=(9, 9))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == _skills(text)


def test_tempered_sentinel_bonds_with_a_sentinel_to_cost_less():
    """003 Bond: exhaust a unit of the same type; the cost goes down by its Strength."""
    m = table(hands={0: ["tempered_sentinel"]}, boards={0: ["ageless_sentinel"]}, power=(3, 3))
    a = find(m, "ageless_sentinel", 0)
    play(m, 0, "tempered_sentinel", a, "bond")
    assert "tempered_sentinel" in board(m, 0) and m.state.power[0] == 0 and m.state.info[a].ex


def test_hoof_slash_gives_a_unit_4_2_this_turn():
    """Hoof Slash: "Give a unit +4/+2 this turn." (fast spell)."""
    m = table(hands={0: ["hoof_slash"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "hoof_slash", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (7, 4)


def test_tumblebang_entomb_gives_3_power_this_turn():
    """Tumblebang: "Entomb: You get +3 power this turn." (003 Entomb)."""
    m = table(hands={0: ["torch"]}, boards={0: ["tumblebang"]}, power=(5, 5))
    play(m, 0, "torch", find(m, "tumblebang", 0))
    resolve_stack(m)
    assert "tumblebang" in void(m, 0) and m.state.power[0] == 5 - 1 + 3


def test_spark_hatcher_entomb_plays_a_grenadin():
    """Spark Hatcher: "Entomb: Play a 1/1 Grenadin." (003 Entomb)."""
    m = table(hands={0: ["torch"]}, boards={0: ["spark_hatcher"]})
    play(m, 0, "torch", find(m, "spark_hatcher", 0))
    resolve_stack(m)
    assert board(m, 0) == ["grenadin"]


def test_nocturnal_creeper_is_deadly_and_its_summon_brings_night():
    """Nocturnal Creeper: "Deadly / Summon: Nightfall." (003 Deadly, Nightfall)."""
    m = table(hands={0: ["nocturnal_creeper"]})
    play(m, 0, "nocturnal_creeper")
    resolve_stack(m)
    c = find(m, "nocturnal_creeper", 0)
    assert has(m.state, CARDS, c, "deadly") and m.state.night_until >= m.state.turn_no


def test_baying_serasaur_brings_night_and_grows_this_turn_when_you_draw():
    """Baying Serasaur: "Summon: Nightfall. / When you draw a card, Baying Serasaur gets +1/+1 this turn."."""
    m = table(hands={0: ["baying_serasaur", "swindle"]})
    play(m, 0, "baying_serasaur")
    resolve_stack(m)
    b = find(m, "baying_serasaur", 0)
    assert m.state.night_until >= m.state.turn_no and unit_stats(m, b) == (2, 2)
    play(m, 0, "swindle")   # draw two cards
    resolve_stack(m)
    assert unit_stats(m, b) == (4, 4)


@pytest.mark.parametrize("card_id,ally,friend,before,after", [
    ("serene_excavator", "Sentinel", "ageless_sentinel", (1, 2), (2, 3)),
    ("temple_raider", "Sentinel", "ageless_sentinel", (2, 2), (4, 4)),
    ("fishing_dinoch", "Dinosaur", "scaly_gruan", (3, 3), (6, 6)),
])
def test_set3_ft_ally_unit_grows_once_you_have_another_unit_of_that_type(card_id, ally, friend, before, after):
    """"<Type> Ally: +X/+X." 003 Ally: when a unit of the named type joins it (or is there as it arrives)."""
    m = table(hands={0: [card_id, friend]}, power=(9, 9))
    play(m, 0, card_id)
    resolve_stack(m)
    u = find(m, card_id, 0)
    assert unit_stats(m, u) == before
    play(m, 0, friend)
    resolve_stack(m)
    assert unit_stats(m, u) == after


def test_serene_excavator_flies_and_temple_raider_charges():
    """Serene Excavator: "Flying"; Temple Raider: "Charge" (003 Flying, Charge)."""
    m = table(boards={0: ["serene_excavator", "temple_raider"]})
    assert has(m.state, CARDS, find(m, "serene_excavator", 0), "flying")
    assert has(m.state, CARDS, find(m, "temple_raider", 0), "charge")


def test_timeworn_sentinel_draws_with_an_explorer_ally():
    """Timeworn Sentinel: "Endurance / Explorer Ally: Draw a card." (003 Ally, Endurance)."""
    m = table(hands={0: ["timeworn_sentinel"]}, boards={0: ["explorer"]}, decks={0: ["torch"]})
    play(m, 0, "timeworn_sentinel")
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and has(m.state, CARDS, find(m, "timeworn_sentinel", 0), "endurance")


def test_serasaur_bull_charges_with_a_dinosaur_and_kills_an_enemy_attachment_when_it_attacks():
    """Serasaur Bull: "Dinosaur Ally: Charge. / When Serasaur Bull attacks, kill an enemy attachment."."""
    m = table(hands={0: ["serasaur_bull"]}, boards={0: ["scaly_gruan"]}, relics={1: ["cryptic_etchings"]})
    play(m, 0, "serasaur_bull")
    resolve_stack(m)
    b = find(m, "serasaur_bull", 0)
    assert has(m.state, CARDS, b, "charge")
    attack(m, 0, b)
    for _ in range(6):
        if m.state.choice is not None or not m.state.stack:
            break
        pass_(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "cryptic_etchings", 1, "relics"))
    resolve_stack(m)
    assert "cryptic_etchings" in void(m, 1)


def test_ruincrawler_yeti_kills_an_enemy_attachment_and_grows_when_it_hits():
    """Ruincrawler Yeti: "Summon: Kill an enemy attachment. / When Ruincrawler Yeti hits the enemy
    player, it gets +1 Strength."."""
    m = table(hands={0: ["ruincrawler_yeti"]}, relics={1: ["cryptic_etchings"]})
    play(m, 0, "ruincrawler_yeti")
    if m.state.choice is not None:
        choose(m, 0, find(m, "cryptic_etchings", 1, "relics"))
    resolve_stack(m)
    assert "cryptic_etchings" in void(m, 1)
    m = table(boards={0: ["ruincrawler_yeti"]})
    y = find(m, "ruincrawler_yeti", 0)
    _hit(m, y)
    assert m.state.health[1] == 23 and unit_stats(m, y) == (3, 2)


def test_kyojun_grand_shugo_grows_your_other_oni_and_plays_an_oni_ronin_when_it_hits():
    """Kyojun, Grand Shugo: "Warcry 2 / Your other Oni have +2/+2. / When Kyojun hits the enemy
    player, play a 2/1 Oni Ronin." (003 Warcry)."""
    m = table(boards={0: ["kyojun_grand_shugo", "oni_ronin", SOLDIER]})
    k = find(m, "kyojun_grand_shugo", 0)
    assert unit_stats(m, find(m, "oni_ronin", 0)) == (4, 3) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)
    assert unit_stats(m, k) == (3, 2) and CARDS[IDX["kyojun_grand_shugo"]].warcry == 2
    _hit(m, k)
    assert board(m, 0).count("oni_ronin") == 2


def test_coalscrounger_grows_your_other_grenadin_and_entombs_a_firebomb_into_the_enemy_deck():
    """Coalscrounger: "Your other Grenadin have +1 Strength. / Entomb: Put a Firebomb into the enemy deck."."""
    m = table(boards={0: ["coalscrounger", "grenadin"]}, hands={0: ["torch"]})
    assert unit_stats(m, find(m, "grenadin", 0)) == (2, 1)
    play(m, 0, "torch", find(m, "coalscrounger", 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, "grenadin", 0)) == (1, 1)
    assert "firebomb" in [CARDS[m.state.kinds[c]].id for c in m.state.decks[1]]


def test_gear_master_draws_and_grows_when_you_play_a_sentinel():
    """Gear Master: "When you play a Sentinel, draw a card and give Gear Master +1/+1."."""
    m = table(boards={0: ["gear_master"]}, hands={0: ["ageless_sentinel"]}, decks={0: ["torch"]})
    play(m, 0, "ageless_sentinel")
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and unit_stats(m, find(m, "gear_master", 0)) == (2, 2)


def test_hissing_spiketail_gains_1_health_when_you_play_another_dinosaur():
    """Hissing Spiketail: "Overwhelm / When you play another Dinosaur, you gain 1 Health."."""
    m = table(hands={0: ["hissing_spiketail", "scaly_gruan"]})
    play(m, 0, "hissing_spiketail")
    resolve_stack(m)
    assert m.state.health[0] == 25
    play(m, 0, "scaly_gruan")
    resolve_stack(m)
    assert m.state.health[0] == 26 and has(m.state, CARDS, find(m, "hissing_spiketail", 0), "overwhelm")


def test_intriguing_ancient_entomb_plays_three_explorers():
    """Intriguing Ancient: "Bond / Entomb: Play three 1/1 Explorers." (003 Bond, Entomb)."""
    m = table(boards={0: ["intriguing_ancient"]}, hands={0: ["vanquish"]})
    play(m, 0, "vanquish", find(m, "intriguing_ancient", 0))
    resolve_stack(m)
    assert board(m, 0) == ["explorer"] * 3 and CARDS[IDX["intriguing_ancient"]].has("bond")


def test_heroic_bravo_deals_2_to_an_enemy_when_bonded():
    """Heroic Bravo: "Overwhelm, Bond / When you bond Heroic Bravo, he deals 2 damage to an enemy."."""
    m = table(hands={0: ["heroic_bravo"]}, boards={0: ["blazing_renegade"]}, power=(8, 8))
    r = find(m, "blazing_renegade", 0)
    play(m, 0, "heroic_bravo", r, "bond")
    if m.state.choice is not None:
        choose(m, 0, P1)
    resolve_stack(m)
    assert m.state.health[1] == 23 and m.state.power[0] == 8 - (8 - 2)


def test_insistent_automaton_returns_another_of_your_units_to_your_hand():
    """Insistent Automaton: "Summon: Put one of your other units into your hand."."""
    m = table(hands={0: ["insistent_automaton"]}, boards={0: [SOLDIER]})
    play(m, 0, "insistent_automaton")
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
    resolve_stack(m)
    assert hand(m, 0) == [SOLDIER] and board(m, 0) == ["insistent_automaton"]


def test_sandspitter_raises_the_cost_of_each_spell_in_the_enemy_hand():
    """Sandspitter: "Summon: Increase the cost of each spell in the enemy hand by 1." (fast spells too)."""
    from simulator.games.eternal.stats import cost
    m = table(hands={0: ["sandspitter"], 1: ["torch", "hoof_slash", SOLDIER]})
    play(m, 0, "sandspitter")
    resolve_stack(m)
    got = {CARDS[m.state.kinds[c]].id: cost(m.state, CARDS, c) for c in m.state.hands[1]}
    assert got == {"torch": 2, "hoof_slash": 4, SOLDIER: 2}


def test_disassembler_deals_1_to_the_enemy_player_when_one_of_your_grenadin_dies():
    """Disassembler: "When one of your Grenadin dies, deal 1 damage to the enemy player."."""
    m = table(boards={0: ["disassembler", "grenadin"], 1: ["grenadin"]}, hands={0: ["torch", "torch"]})
    play(m, 0, "torch", find(m, "grenadin", 1))
    resolve_stack(m)
    assert m.state.health[1] == 25
    play(m, 0, "torch", find(m, "grenadin", 0))
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_powderkeg_rider_gets_4_strength_the_first_time_another_grenadin_of_yours_dies():
    """Powderkeg Rider: "Overwhelm / Ultimate: When one of your other Grenadin dies, Powderkeg Rider
    gets +4 Strength." (003 Ultimate: once)."""
    m = table(boards={0: ["powderkeg_rider", "grenadin", "grenadin"]}, hands={0: ["torch", "torch"]})
    p = find(m, "powderkeg_rider", 0)
    for _ in range(2):
        play(m, 0, "torch", find(m, "grenadin", 0))
        resolve_stack(m)
    assert unit_stats(m, p) == (3 + 4, 4)


def test_parapet_sentry_is_bigger_with_a_relic_and_hits_the_enemy_and_a_flyer():
    """Parapet Sentry: "+2/+2 while you have a relic. / Summon: Deal 3 damage to the enemy player and
    3 damage to an enemy unit with Flying."."""
    m = table(hands={0: ["parapet_sentry"]}, boards={1: ["serene_excavator", SOLDIER]}, relics={0: ["cryptic_etchings"]})
    play(m, 0, "parapet_sentry")
    for _ in range(6):
        if m.state.choice is not None:
            choose(m, 0, find(m, "serene_excavator", 1))
        if not m.state.stack and not m.state.pending:
            break
        pass_(m)
    assert m.state.health[1] == 22 and board(m, 1) == [SOLDIER]
    assert unit_stats(m, find(m, "parapet_sentry", 0)) == (6, 5)
    m = table(hands={0: ["parapet_sentry"]})
    play(m, 0, "parapet_sentry")
    resolve_stack(m)
    assert m.state.health[1] == 22 and unit_stats(m, find(m, "parapet_sentry", 0)) == (4, 3)


def test_wandering_forge_is_bigger_and_overwhelms_with_a_relic():
    """Wandering Forge: "+1/+1 and Overwhelm while you have a relic."."""
    m = table(boards={0: ["wandering_forge"]})
    w = find(m, "wandering_forge", 0)
    assert unit_stats(m, w) == (4, 2) and not has(m.state, CARDS, w, "overwhelm")
    m = table(boards={0: ["wandering_forge"]}, relics={0: ["cryptic_etchings"]})
    w = find(m, "wandering_forge", 0)
    assert unit_stats(m, w) == (5, 3) and has(m.state, CARDS, w, "overwhelm")


def test_oni_cavediver_is_stronger_with_a_relic_and_scouts_once_for_2():
    """Oni Cavediver: "+2 Strength while you have a relic. / Ultimate: Pay 2 to scout." (003 Ultimate: once)."""
    m = table(boards={0: ["oni_cavediver"]}, relics={0: ["cryptic_etchings"]}, decks={0: ["torch"]})
    o = find(m, "oni_cavediver", 0)
    assert unit_stats(m, o) == (4, 2)
    m.apply(Action("use", 0, o, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch" and m.state.power[0] == 8
    assert m.check(Action("use", 0, o, None, 0)) is not None


def test_unpredictable_outlaw_exhausts_an_enemy_unit_when_you_play_a_weapon_on_it():
    """Unpredictable Outlaw: "When you play a weapon on Unpredictable Outlaw, exhaust an enemy unit."."""
    m = table(boards={0: ["unpredictable_outlaw"], 1: [JOTUN]}, hands={0: ["heavy_axe"]})
    play(m, 0, "heavy_axe", find(m, "unpredictable_outlaw", 0))
    if m.state.choice is not None:
        choose(m, 0, find(m, JOTUN, 1))
    resolve_stack(m)
    assert m.state.info[find(m, JOTUN, 1)].ex


def test_barbarian_camp_gives_your_units_1_strength():
    """Barbarian Camp: "Your units have +1 Strength."."""
    m = table(hands={0: ["barbarian_camp"]}, boards={0: [SOLDIER], 1: [JOTUN]})
    play(m, 0, "barbarian_camp")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 2) and unit_stats(m, find(m, JOTUN, 1)) == (3, 5)


def test_ancient_bauble_pays_1_to_gain_1_health_once_per_turn():
    """Ancient Bauble: "Once per turn, you may pay 1 to gain 1 Health."."""
    m = table(relics={0: ["ancient_bauble"]})
    b = find(m, "ancient_bauble", 0, "relics")
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    assert m.state.health[0] == 26 and m.state.power[0] == 9
    assert m.check(Action("use", 0, b, None, 0)) is not None


def test_cryptic_etchings_pays_2_to_scout_once_per_turn():
    """Cryptic Etchings: "Once per turn, you may pay 2 to scout."."""
    m = table(relics={0: ["cryptic_etchings"]}, decks={0: ["torch"]})
    r = find(m, "cryptic_etchings", 0, "relics")
    m.apply(Action("use", 0, r, None, 0))
    resolve_stack(m)
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch" and m.state.power[0] == 8
    assert m.check(Action("use", 0, r, None, 0)) is not None


def test_scrap_heap_gives_your_grenadin_charge_and_pays_5_for_one():
    """Scrap Heap: "Your Grenadin have Charge. / Once per turn, you may pay 5 to play a 1/1 Grenadin."."""
    m = table(hands={0: ["scrap_heap"]})
    play(m, 0, "scrap_heap")
    h = find(m, "scrap_heap", 0, "relics")
    m.apply(Action("use", 0, h, None, 0))
    resolve_stack(m)
    assert board(m, 0) == ["grenadin"] and has(m.state, CARDS, find(m, "grenadin", 0), "charge")
    assert m.check(Action("use", 0, h, None, 0)) is not None


def test_ancient_defenses_deals_3_and_makes_your_sentinels_stronger():
    """Ancient Defenses: "When you play a Sentinel, it gets +2 Strength. / Summon: Deal 3 damage to an enemy."."""
    m = table(hands={0: ["ancient_defenses", "ageless_sentinel"]})
    play(m, 0, "ancient_defenses")
    if m.state.choice is not None:
        choose(m, 0, P1)
    resolve_stack(m)
    assert m.state.health[1] == 22
    play(m, 0, "ageless_sentinel")
    resolve_stack(m)
    assert unit_stats(m, find(m, "ageless_sentinel", 0)) == (5, 5)


def test_stonescar_sawed_off_exhausts_an_enemy_unit():
    """Stonescar Sawed-Off: "Summon: Exhaust an enemy unit." (a weapon's Summon)."""
    m = table(boards={0: [SOLDIER], 1: [JOTUN]}, hands={0: ["stonescar_sawed_off"]})
    play(m, 0, "stonescar_sawed_off", find(m, SOLDIER, 0))
    if m.state.choice is not None:
        choose(m, 0, find(m, JOTUN, 1))
    resolve_stack(m)
    assert m.state.info[find(m, JOTUN, 1)].ex and unit_stats(m, find(m, SOLDIER, 0)) == (7, 3)


def test_backpacker_s_machete_scouts():
    """Backpacker's Machete: "Summon: Scout." (003 Scout)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["backpacker_s_machete"]}, decks={0: ["torch"]})
    play(m, 0, "backpacker_s_machete", find(m, SOLDIER, 0))
    resolve_stack(m)
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch"


def test_improvised_rubbler_plays_two_grenadin():
    """Improvised Rubbler: "Summon: Play two 1/1 Grenadin." (a relic weapon: 000 4.31 its Health is armor)."""
    m = table(hands={0: ["improvised_rubbler"]})
    play(m, 0, "improvised_rubbler")
    resolve_stack(m)
    assert board(m, 0) == ["grenadin", "grenadin"] and m.state.armor[0] == 5
