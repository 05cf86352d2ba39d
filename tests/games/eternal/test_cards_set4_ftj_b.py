"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part B: cards the
vocabulary already says (skills, spells, "When you play a spell", Infiltrate, Summon, Tribute
that makes or draws a card, the tokens they make). Each test plays the card through Match.apply
and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.stats import has, keywords

from .helpers import (CARDS, P1, attack, board, choose, find, hand, names, pass_, pass_until, play, refresh,
                      resolve_stack, table, unit_stats, void)
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _cast(card_id: str, target=None, **kw):
    """Play a spell from hand (power 10) and let it resolve; return the match."""
    m = table(hands={0: [card_id]}, **kw)
    play(m, 0, card_id, target(m) if callable(target) else target)
    resolve_stack(m)
    return m


def _hit(m, u) -> None:
    """Attack the enemy player with u, unblocked, through to the second main phase."""
    attack(m, 0, u)
    pass_until(m, "main2")


# --- skills only ---------------------------------------------------------------------------

@pytest.mark.parametrize("card_id,skills,numbers", [
    ("drifter", (), (2, 1)),
    ("clan_wallbreaker", ("overwhelm",), (4, 2)),
    ("miner_s_canary", ("flying",), (0, 4)),
    ("graceful_calligrapher", ("endurance",), (2, 4)),
    ("jibbering_jackal", ("killer",), (1, 1)),
    ("illumination_wisp", ("flying", "endurance"), (1, 3)),
])
def test_units_with_only_skills_have_them_as_printed(card_id, skills, numbers):
    """Drifter (no text), Clan Wallbreaker ("Overwhelm"), Miner's Canary ("Flying"), Graceful
    Calligrapher ("Endurance"), Jibbering Jackal ("Killer"), Illumination Wisp ("Flying,
    Endurance"): 003 Battle Skills."""
    m = table(hands={0: [card_id]})
    play(m, 0, card_id)
    resolve_stack(m)
    u = find(m, card_id, 0)
    assert unit_stats(m, u) == numbers
    for k in skills:
        assert has(m.state, CARDS, u, k)


def test_reinforced_baton_is_a_2_3_relic_weapon():
    """Reinforced Baton: a relic weapon with no text; its Health is its player's armor (000 4.31)."""
    m = table(hands={0: ["reinforced_baton"]})
    play(m, 0, "reinforced_baton")
    resolve_stack(m)
    assert m.state.weapon[0] == find(m, "reinforced_baton", 0, "relics") and m.state.armor[0] == 3


# --- the tokens ------------------------------------------------------------------------------

def test_flamefang_is_a_3_1_with_reckless():
    """Flamefang (token): "3/1 Flamefang with Reckless" (Flamefang Charmer; 003 Reckless)."""
    m = table(hands={0: ["flamefang"]})
    play(m, 0, "flamefang")
    resolve_stack(m)
    u = find(m, "flamefang", 0)
    assert unit_stats(m, u) == (3, 1) and has(m.state, CARDS, u, "reckless")


def test_sand_wurm_is_a_7_7():
    """Sand Wurm (token): "7/7 Sand Wurm" (Wurmcalling, Wurmic Chanter)."""
    m = table(hands={0: ["sand_wurm"]})
    play(m, 0, "sand_wurm")
    resolve_stack(m)
    assert unit_stats(m, find(m, "sand_wurm", 0)) == (7, 7)


def test_monk_is_a_2_2_with_endurance():
    """Monk (token): "2/2 Monk with Endurance" (Training Ground)."""
    m = table(hands={0: ["monk"]})
    play(m, 0, "monk")
    resolve_stack(m)
    u = find(m, "monk", 0)
    assert unit_stats(m, u) == (2, 2) and has(m.state, CARDS, u, "endurance")


def test_brand_without_fear_may_sacrifice_another_unit_for_overwhelm():
    """Brand, Without Fear (token): "Berserk / Summon: You may sacrifice another unit to give
    Brand Overwhelm." (003 Berserk, Overwhelm)."""
    m = table(hands={0: ["brand_without_fear"]}, boards={0: [FODDER]})
    play(m, 0, "brand_without_fear")
    resolve_stack(m)
    choose(m, 0, find(m, FODDER, 0))
    resolve_stack(m)
    b = find(m, "brand_without_fear", 0)
    assert board(m, 0) == ["brand_without_fear"] and unit_stats(m, b) == (8, 6)
    assert has(m.state, CARDS, b, "overwhelm") and has(m.state, CARDS, b, "berserk")


def test_brand_without_fear_need_not_sacrifice():
    m = table(hands={0: ["brand_without_fear"]}, boards={0: [FODDER]})
    play(m, 0, "brand_without_fear")
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert FODDER in board(m, 0) and not has(m.state, CARDS, find(m, "brand_without_fear", 0), "overwhelm")


# --- spells ---------------------------------------------------------------------------------

def test_light_em_up_gives_your_units_plus_1_strength_this_turn():
    """Light 'em Up: "Your units get +1 Strength this turn." (a fast spell, 000 4.1)."""
    m = _cast("light_em_up", boards={0: [SOLDIER, JOTUN], 1: [SOLDIER]})
    assert [unit_stats(m, u)[0] for u in m.state.boards[0]] == [4, 4]
    assert unit_stats(m, m.state.boards[1][0])[0] == 3
    assert CARDS[m.state.kinds[find(m, "light_em_up", 0, "voids")]].is_fast


def test_trick_shot_gives_overwhelm_and_quickdraw_this_turn():
    """Trick Shot: "Give one of your units Overwhelm and Quickdraw this turn." (003)."""
    m = _cast("trick_shot", lambda m: find(m, SOLDIER, 0), boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    assert has(m.state, CARDS, u, "overwhelm") and has(m.state, CARDS, u, "quickdraw")


def test_mindfire_exhausts_two_enemy_units():
    """Mindfire: "Exhaust two enemy units." (chosen as it resolves)."""
    m = table(hands={0: ["mindfire"]}, boards={1: [SOLDIER, "humbug", JOTUN]})
    play(m, 0, "mindfire")
    resolve_stack(m)
    s, h, j = m.state.boards[1]
    choose(m, 0, s, j)
    resolve_stack(m)
    assert m.state.info[s].ex and m.state.info[j].ex and not m.state.info[h].ex


def test_overheat_gives_plus_5_plus_2_this_turn_and_scouts():
    """Overheat: "Give a unit +5/+2 this turn. Scout." (003 Scout)."""
    m = table(hands={0: ["overheat"]}, boards={0: [SOLDIER]}, decks={0: ["torch"]})
    play(m, 0, "overheat", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (8, 4)
    assert m.state.choice is not None or "torch" in names(m.state.decks[0], m)


def test_manufacture_creates_and_draws_three_grenadins():
    """Manufacture: "Warp / Create and draw three 1/1 Grenadin." (003 Warp)."""
    m = _cast("manufacture")
    assert hand(m, 0) == ["grenadin"] * 3 and has(m.state, CARDS, find(m, "manufacture", 0, "voids"), "warp")


def test_wurmcalling_creates_and_draws_two_sand_wurms():
    """Wurmcalling: "Create and draw two 7/7 Sand Wurms."."""
    assert hand(_cast("wurmcalling"), 0) == ["sand_wurm", "sand_wurm"]


def test_end_of_the_barrel_gives_8_power_this_turn():
    """End of the Barrel: "Warp / +8 power this turn."."""
    m = tribute_table(hands={0: ["end_of_the_barrel"]}, power=(6, 6))
    play(m, 0, "end_of_the_barrel")
    resolve_stack(m)
    assert m.state.power[0] == 8


def test_end_of_the_barrel_tribute_gives_10_power_instead():
    """End of the Barrel: "Tribute: +10 power this turn instead."."""
    m = tribute_table(hands={0: ["end_of_the_barrel", "torch"]}, boards={0: [FODDER]}, power=(7, 7))
    _lose_a_unit(m)
    play(m, 0, "end_of_the_barrel")
    resolve_stack(m)
    assert m.state.power[0] == 10


def test_sharpened_reflex_gives_plus_1_plus_1_and_scouts():
    """Sharpened Reflex: "Give one of your units +1/+1. Scout."."""
    m = _cast("sharpened_reflex", lambda m: find(m, SOLDIER, 0), boards={0: [SOLDIER]})
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 3)


def test_auric_herdward_gives_a_unit_aegis_and_you_an_aegis():
    """Auric Herdward: "Give one of your units Aegis. You gain an Aegis." (003 Aegis)."""
    m = _cast("auric_herdward", lambda m: find(m, SOLDIER, 0), boards={0: [SOLDIER]})
    assert m.state.info[find(m, SOLDIER, 0)].shield and m.state.pshield[0]


def test_saddle_up_gives_plus_4_plus_4_this_turn():
    """Saddle Up: "Give a unit +4/+4 this turn."."""
    m = _cast("saddle_up", lambda m: find(m, SOLDIER, 1), boards={1: [SOLDIER]})
    assert unit_stats(m, find(m, SOLDIER, 1)) == (7, 6)


def test_harmless_question_stuns_an_enemy_unit():
    """Harmless Question: "Stun an enemy unit." (003 Stun)."""
    m = _cast("harmless_question", lambda m: find(m, SOLDIER, 1), boards={1: [SOLDIER]})
    assert m.state.info[find(m, SOLDIER, 1)].stun


def test_lingering_influence_draws_a_justice_sigil_and_scouts():
    """Lingering Influence: "Draw a Justice Sigil from your deck. Scout."."""
    m = table(hands={0: ["lingering_influence"]}, decks={0: ["torch", "justice_sigil"]})
    play(m, 0, "lingering_influence")
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"]


def test_encouragement_gives_plus_2_plus_2_and_flying_this_turn():
    """Encouragement: "Warp / Give a unit +2/+2 and Flying this turn."."""
    m = _cast("encouragement", lambda m: find(m, SOLDIER, 0), boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    assert unit_stats(m, u) == (5, 4) and has(m.state, CARDS, u, "flying")


def test_grit_gives_3_armor():
    """Grit: "Warp / You gain 3 Armor." (000 4.31)."""
    assert _cast("grit").state.armor[0] == 3


def test_unbreakable_alliance_gives_12_armor():
    """Unbreakable Alliance: "You gain 12 Armor."."""
    assert _cast("unbreakable_alliance").state.armor[0] == 12


def test_downfall_kills_a_unit_with_5_strength_or_more():
    """Downfall: "Kill a unit with 5 Strength or more. Scout."."""
    m = table(hands={0: ["downfall"]}, boards={1: [SOLDIER, "pensive_lumen"]})
    assert m.check(Action("play", 0, find(m, "downfall", 0, "hands"), find(m, SOLDIER, 1))) is not None
    play(m, 0, "downfall", find(m, "pensive_lumen", 1))
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER]


def test_deft_strike_gives_one_of_your_units_killer():
    """Deft Strike: "Warp / Give one of your units Killer." (003 Killer)."""
    m = _cast("deft_strike", lambda m: find(m, SOLDIER, 0), boards={0: [SOLDIER]})
    assert has(m.state, CARDS, find(m, SOLDIER, 0), "killer")


def test_vital_arcana_draws_two_and_gains_2_health():
    """Vital Arcana: "Draw two cards. You gain 2 Health."."""
    m = _cast("vital_arcana", health=(20, 25))
    assert len(hand(m, 0)) == 2 and m.state.health[0] == 22


def test_training_ground_creates_and_draws_a_monk_and_scouts():
    """Training Ground: "Create and draw a 2/2 Monk with Endurance. Scout."."""
    assert hand(_cast("training_ground"), 0) == ["monk"]


# --- "When you play a spell" ---------------------------------------------------------------

def _spell_cast(card_id: str):
    m = table(boards={0: [card_id]}, hands={0: ["torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    return m, find(m, card_id, 0)


def test_scalechannel_sorcerer_gets_plus_2_strength_this_turn_when_you_play_a_spell():
    """Scalechannel Sorcerer: "When you play a spell, Scalechannel Sorcerer gets +2 Strength this turn."."""
    assert unit_stats(*_spell_cast("scalechannel_sorcerer")) == (4, 4)


def test_wildfire_censari_gets_plus_1_plus_1_and_quickdraw_when_you_play_a_spell():
    """Wildfire Censari: "When you play a spell, Wildfire Censari gets +1/+1 and Quickdraw this turn."."""
    m, u = _spell_cast("wildfire_censari")
    assert unit_stats(m, u) == (6, 4) and has(m.state, CARDS, u, "quickdraw")


def test_spire_spellsword_gets_plus_1_plus_1_and_lifesteal_when_you_play_a_spell():
    """Spire Spellsword: "When you play a spell, Spire Spellsword gets +1/+1 and Lifesteal this turn."."""
    m, u = _spell_cast("spire_spellsword")
    assert unit_stats(m, u) == (2, 2) and has(m.state, CARDS, u, "lifesteal")


def test_rilgons_disciple_deals_double_damage_this_turn_when_you_play_a_spell():
    """Rilgon's Disciple: "When you play a spell, Rilgon's Disciple deals Double Damage this turn."."""
    m, u = _spell_cast("rilgon_s_disciple")
    assert has(m.state, CARDS, u, "double_damage")


def test_resolute_paladin_is_invulnerable_this_turn_when_you_play_a_spell():
    """Resolute Paladin: "When you play a spell, Resolute Paladin is invulnerable to damage this turn."."""
    m, u = _spell_cast("resolute_paladin")
    assert has(m.state, CARDS, u, "invulnerable")


def test_kosul_battlemage_aegis_gets_plus_1_plus_1_when_you_play_a_spell():
    """Kosul Battlemage: "Aegis / When you play a spell, Kosul Battlemage gets +1/+1 this turn."."""
    m, u = _spell_cast("kosul_battlemage")
    assert unit_stats(m, u) == (4, 4) and has(m.state, CARDS, u, "aegis")


def test_geomar_gets_plus_2_plus_2_and_lifesteal_when_you_play_a_spell():
    """Geomar, the Steel Tempest: "Flying, Endurance / When you play a spell, Geomar gets +2/+2
    and Lifesteal this turn."."""
    m, u = _spell_cast("geomar_the_steel_tempest")
    assert unit_stats(m, u) == (5, 4) and has(m.state, CARDS, u, "lifesteal") and has(m.state, CARDS, u, "endurance")


# --- units with a trigger --------------------------------------------------------------------

def test_iceberg_scattershot_the_unit_you_play_deals_1_damage_to_the_enemy_player():
    """Iceberg Scattershot: "When you play a unit, it deals 1 damage to the enemy player."."""
    m = table(boards={0: ["iceberg_scattershot"]}, hands={0: [SOLDIER]})
    play(m, 0, SOLDIER)
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_flamefang_charmer_infiltrate_creates_and_draws_a_flamefang():
    """Flamefang Charmer: "Infiltrate: Create and draw a 3/1 Flamefang with Reckless." (003 Infiltrate)."""
    m = table(boards={0: ["flamefang_charmer"]})
    _hit(m, find(m, "flamefang_charmer", 0))
    assert hand(m, 0) == ["flamefang"]


def test_robobuddy_charge_infiltrate_creates_and_draws_a_helpful_doorbot():
    """Robobuddy: "Charge / Infiltrate: Create and draw a 0/3 Helpful Doorbot." (003 Charge)."""
    m = table(hands={0: ["robobuddy"]})
    play(m, 0, "robobuddy")
    resolve_stack(m)
    _hit(m, find(m, "robobuddy", 0))
    assert hand(m, 0) == ["helpful_doorbot"] and m.state.health[1] == 24


def test_subterranean_sentry_infiltrate_gets_endurance():
    """Subterranean Sentry: "Infiltrate: Endurance."."""
    m = table(boards={0: ["subterranean_sentry"]})
    u = find(m, "subterranean_sentry", 0)
    _hit(m, u)
    assert has(m.state, CARDS, u, "endurance")


def test_gravemarker_oni_tribute_draws_a_weapon_of_your_choice():
    """Gravemarker Oni: "Tribute: Draw a weapon of your choice from your deck."."""
    m = tribute_table(hands={0: ["gravemarker_oni", "torch"]}, boards={0: [FODDER]},
                      decks={0: ["heavy_axe", "torch", "morningstar"]})
    _lose_a_unit(m)
    play(m, 0, "gravemarker_oni")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, next(c for c in m.state.choice["options"] if c == "morningstar" or
                          (isinstance(c, int) and CARDS[c].id == "morningstar")))
    assert hand(m, 0) == ["morningstar"]


def test_jawbone_greatsword_tribute_creates_and_draws_brand_without_fear():
    """Jawbone Greatsword: "Tribute: Create and draw an 8/6 Brand, Without Fear." (a relic weapon)."""
    m = tribute_table(hands={0: ["jawbone_greatsword", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "jawbone_greatsword")
    resolve_stack(m)
    assert hand(m, 0) == ["brand_without_fear"] and m.state.armor[0] == 2


def test_wurmic_chanter_tribute_draws_a_sand_wurm_and_pays_2_for_plus_4_plus_4():
    """Wurmic Chanter: "Deadly / Tribute: Create and draw a 7/7 Sand Wurm. / Once per turn, you
    may pay 2 to give Wurmic Chanter +4/+4 this turn."."""
    m = tribute_table(hands={0: ["wurmic_chanter", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "wurmic_chanter")
    resolve_stack(m)
    assert hand(m, 0) == ["sand_wurm"]
    w = find(m, "wurmic_chanter", 0)
    m.apply(Action("use", 0, w, None, 0))
    resolve_stack(m)
    assert unit_stats(m, w) == (5, 5) and has(m.state, CARDS, w, "deadly")
    assert m.check(Action("use", 0, w, None, 0)) is not None   # once per turn


def test_silverwing_augmentor_may_give_another_unit_plus_5_plus_5_this_turn():
    """Silverwing Augmentor: "Flying / Summon: You may give another unit +5/+5 this turn."."""
    m = table(hands={0: ["silverwing_augmentor"]}, boards={0: [SOLDIER]})
    play(m, 0, "silverwing_augmentor")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
        resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (8, 7)


def test_rampart_arbalest_summon_plus_3_strength_this_turn():
    """Rampart Arbalest: "Summon: +3 Strength this turn." (a 1/5 relic weapon)."""
    m = table(hands={0: ["rampart_arbalest"]})
    play(m, 0, "rampart_arbalest")
    resolve_stack(m)
    w = find(m, "rampart_arbalest", 0, "relics")
    assert unit_stats(m, w)[0] == 4 and m.state.armor[0] == 5


def test_sandspout_mirage_readies_your_other_units():
    """Sandspout Mirage: "Ambush / Summon: Ready your other units." (000 4.1 Ambush)."""
    m = table(hands={0: ["sandspout_mirage"]}, boards={0: [SOLDIER, JOTUN], 1: [SOLDIER]})
    for u in m.state.boards[0] + m.state.boards[1]:
        m.state.info[u].ex = True
    refresh(m)
    play(m, 0, "sandspout_mirage")
    resolve_stack(m)
    assert not any(m.state.info[u].ex for u in m.state.boards[0][:2]) and m.state.info[m.state.boards[1][0]].ex


def test_sirocco_elementalist_returns_an_enemy_flying_unit_to_its_owners_hand():
    """Sirocco Elementalist: "Summon: Put an enemy unit with Flying into its owner's hand."."""
    m = table(hands={0: ["sirocco_elementalist"]}, boards={1: [SOLDIER, "humbug"]})
    play(m, 0, "sirocco_elementalist")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "humbug", 1))
        resolve_stack(m)
    assert board(m, 1) == [SOLDIER] and hand(m, 1) == ["humbug"]


def test_spiteful_lumen_gives_one_of_your_wisps_deadly():
    """Spiteful Lumen: "Summon: Give one of your Wisps Deadly." (003 Deadly)."""
    m = table(hands={0: ["spiteful_lumen"]}, boards={0: [SOLDIER, "illumination_wisp"]})
    play(m, 0, "spiteful_lumen")
    resolve_stack(m)
    if m.state.choice is not None:
        assert m.state.choice["options"] == [find(m, "illumination_wisp", 0)]
        choose(m, 0, find(m, "illumination_wisp", 0))
        resolve_stack(m)
    assert has(m.state, CARDS, find(m, "illumination_wisp", 0), "deadly")


def test_insatiable_serasaur_spends_your_remaining_power_for_strength_and_health_when_it_attacks():
    """Insatiable Serasaur: "When Insatiable Serasaur attacks, spend your remaining power to give
    it that much Strength/Health."."""
    m = table(boards={0: ["insatiable_serasaur"]}, power=(4, 4))
    u = find(m, "insatiable_serasaur", 0)
    _hit(m, u)
    assert m.state.power[0] == 0 and unit_stats(m, u) == (7, 7) and m.state.health[1] == 18


def test_longhorn_treasurer_plus_3_plus_3_while_you_have_a_unit_with_endurance():
    """Longhorn Treasurer: "+3/+3 while you have a unit with Endurance."."""
    m = table(boards={0: ["longhorn_treasurer"]}, hands={0: ["graceful_calligrapher"]})
    u = find(m, "longhorn_treasurer", 0)
    assert unit_stats(m, u) == (2, 3)
    play(m, 0, "graceful_calligrapher")
    resolve_stack(m)
    assert unit_stats(m, u) == (5, 6)


def test_auralian_merchant_gives_1_maximum_power_and_swaps_with_a_time_card_in_the_market():
    """Auralian Merchant: "+1 Maximum Power. / Summon: You may choose a card from your hand to
    swap with a {T} card in your Market." (000 1.2 Market)."""
    m = table(hands={0: ["auralian_merchant", "torch"]}, markets={0: ["vital_arcana", "grit", "deft_strike"]},
              power=(5, 5))
    play(m, 0, "auralian_merchant")
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert sorted(names(m.state.choice["options"], m)) == ["deft_strike", "vital_arcana"]   # the Time cards only
    choose(m, 0, find(m, "vital_arcana", 0, "markets"))
    resolve_stack(m)
    assert hand(m, 0) == ["vital_arcana"] and m.state.max_power[0] == 6


def test_living_offering_pays_1_and_sacrifices_itself_to_silence_an_enemy_unit():
    """Living Offering: "Pay 1 and sacrifice Living Offering to silence an enemy unit." (003 Silence)."""
    m = table(boards={0: ["living_offering"], 1: ["guard_dog"]})
    m.apply(Action("use", 0, find(m, "living_offering", 0), find(m, "guard_dog", 1), 0))
    resolve_stack(m)
    assert m.state.info[find(m, "guard_dog", 1)].silenced and void(m, 0) == ["living_offering"]
    assert m.state.power[0] == 9


def test_grenarender_pays_1_and_sacrifices_itself_to_kill_an_enemy_attachment():
    """Grenarender: "Pay 1 and sacrifice Grenarender to kill an enemy attachment."."""
    m = table(boards={0: ["grenarender"]}, relics={1: ["infinite_hourglass"]})
    m.apply(Action("use", 0, find(m, "grenarender", 0), find(m, "infinite_hourglass", 1, "relics"), 0))
    resolve_stack(m)
    assert m.state.relics[1] == [] and void(m, 0) == ["grenarender"]
