"""A test per Set 3 (Omens of the Past) Fire or Time card, part C: tokens made to a size,
choices made as a step resolves, Choice spells (000 4.2, modes.py), the top of the deck.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import cost, has

from .helpers import (CARDS, P0, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats,
                      void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _settle(m, limit: int = 8) -> None:
    """Pass until the stack and the waiting triggers are empty (or a choice waits)."""
    for _ in range(limit):
        if m.state.choice is not None or not m.state.stack and not m.state.pending:
            return
        pass_(m)


def _ids(m, cards) -> list[str]:
    return [CARDS[m.state.kinds[c]].id for c in cards]


def test_seasoned_spelunker_is_bigger_with_a_relic_and_pays_5_once_for_a_power_stone():
    """Seasoned Spelunker: "+2/+2 while you have a relic. / Ultimate: Pay 5 to play a Power Stone."
    Power Stone: "+1 Maximum Power." (a relic; 003 Ultimate: once)."""
    m = table(boards={0: ["seasoned_spelunker"]}, power=(5, 5))
    s = find(m, "seasoned_spelunker", 0)
    assert unit_stats(m, s) == (3, 3)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert _ids(m, m.state.relics[0]) == ["power_stone"] and m.state.max_power[0] == 6
    assert unit_stats(m, s) == (5, 5) and m.check(Action("use", 0, s, None, 0)) is not None


def test_premonition_wisp_plays_a_4_4_restless_radiant_the_first_time_you_gain_health():
    """Premonition Wisp: "Ultimate: When you gain Health, play a 4/4 Restless Radiant." (once)."""
    m = table(boards={0: ["premonition_wisp"]}, hands={0: ["first_watch", "first_watch"]})
    for _ in range(2):
        play(m, 0, "first_watch")
        resolve_stack(m)
        _settle(m)
    assert board(m, 0).count("restless_radiant") == 1
    assert unit_stats(m, find(m, "restless_radiant", 0)) == (4, 4)


def test_yeti_sage_has_double_damage_and_entombs_trail_stories_into_your_hand():
    """Yeti Sage: "Double Damage / Entomb: Create and draw Trail Stories." (003 Entomb)."""
    m = table(boards={0: ["yeti_sage"]}, hands={0: ["torch"]})
    assert has(m.state, CARDS, find(m, "yeti_sage", 0), "double_damage")
    play(m, 0, "torch", find(m, "yeti_sage", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["trail_stories"]


def test_oni_gunwright_gets_warcry_with_a_gunslinger_and_entombs_a_weapon_back_to_hand():
    """Oni Gunwright: "Gunslinger Ally: Warcry. / Entomb: Draw a weapon from your void." (003 Ally, Warcry)."""
    m = table(hands={0: ["oni_gunwright"]}, boards={0: ["blazing_renegade"]}, decks={0: [SOLDIER]})
    play(m, 0, "oni_gunwright")
    resolve_stack(m)
    g = find(m, "oni_gunwright", 0)
    assert m.state.info[g].wc == 1
    m = table(boards={0: ["oni_gunwright"]}, hands={0: ["torch"]}, voids={0: ["heavy_axe", SOLDIER]})
    play(m, 0, "torch", find(m, "oni_gunwright", 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "heavy_axe", 0, "voids"))
    assert hand(m, 0) == ["heavy_axe"]


def test_first_shot_rioter_plays_a_sidearm_on_itself_with_a_gunslinger():
    """First-Shot Rioter: "Gunslinger Ally: Play a +1/+1 weapon on First-Shot Rioter." (the Sidearm token)."""
    m = table(hands={0: ["first_shot_rioter"]}, boards={0: ["blazing_renegade"]})
    play(m, 0, "first_shot_rioter")
    resolve_stack(m)
    assert unit_stats(m, find(m, "first_shot_rioter", 0)) == (4, 3)


def test_barkeep_s_friend_entombs_a_sidearm_into_your_hand():
    """Barkeep's Friend: "Entomb: Create and draw a +1/+1 weapon." (a relic weapon; 003 Entomb)."""
    m = table(hands={0: ["barkeep_s_friend", "talon_of_nostrix"]}, power=(10, 10))
    play(m, 0, "barkeep_s_friend")
    resolve_stack(m)
    play(m, 0, "talon_of_nostrix")   # a new relic weapon sends the old one to the void (000 4.31)
    resolve_stack(m)
    assert "barkeep_s_friend" in void(m, 0) and hand(m, 0) == ["sidearm"]


def test_foraging_sauropod_plays_a_3_3_dinosaur_when_it_attacks():
    """Foraging Sauropod: "Bond / When Foraging Sauropod attacks, play a 3/3 Dinosaur with Overwhelm."."""
    m = table(boards={0: ["foraging_sauropod"]})
    attack(m, 0, find(m, "foraging_sauropod", 0))
    _settle(m)
    d = find(m, "dinosaur", 0)
    assert unit_stats(m, d) == (3, 3) and has(m.state, CARDS, d, "overwhelm")


def test_trail_maker_gives_1_maximum_power_and_an_influence_of_your_choice():
    """Trail Maker: "+1 Maximum Power. / Summon: Gain an influence of your choice."."""
    m = table(hands={0: ["trail_maker"]}, influence=1, power=(5, 5))
    play(m, 0, "trail_maker")
    resolve_stack(m)
    choose(m, 0, "S")
    assert m.state.influence[0] == [1, 1, 1, 1, 2] and m.state.max_power[0] == 6


def test_twilight_hunt_brings_night_and_gives_killer_and_a_dinosaur_2_2():
    """Twilight Hunt: "Nightfall. / Give one of your units Killer. If it's a Dinosaur, it gets +2/+2."."""
    m = table(hands={0: ["twilight_hunt", "twilight_hunt"]}, boards={0: [SOLDIER, "scaly_gruan"]})
    s, g = find(m, SOLDIER, 0), find(m, "scaly_gruan", 0)
    play(m, 0, "twilight_hunt", s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "killer") and unit_stats(m, s) == (3, 2) and m.state.night_until >= m.state.turn_no
    play(m, 0, "twilight_hunt", g)
    resolve_stack(m)
    assert has(m.state, CARDS, g, "killer") and unit_stats(m, g) == (3, 6)


def test_lastlight_infusion_brings_night_and_gives_two_of_your_units_1_1():
    """Lastlight Infusion: "Nightfall. / Give two of your units +1/+1." (chosen as it resolves)."""
    m = table(hands={0: ["lastlight_infusion"]}, boards={0: [SOLDIER, JOTUN, "grenadin"]})
    play(m, 0, "lastlight_infusion")
    resolve_stack(m)
    choose(m, 0, find(m, SOLDIER, 0), find(m, "grenadin", 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 3) and unit_stats(m, find(m, "grenadin", 0)) == (2, 2)
    assert unit_stats(m, find(m, JOTUN, 0)) == (3, 5) and m.state.night_until >= m.state.turn_no


def test_frenzied_omnivore_may_discard_for_killer_and_grows_when_an_enemy_unit_dies():
    """Frenzied Omnivore: "When an enemy unit dies, Frenzied Omnivore gets +1/+1. / Summon: You may
    discard a card to give Frenzied Omnivore Killer." ("may": the player chooses)."""
    m = table(hands={0: ["frenzied_omnivore", "torch", "torch"]}, boards={0: [SOLDIER], 1: ["grenadin"]})
    play(m, 0, "frenzied_omnivore")
    resolve_stack(m)
    assert m.state.choice is not None and "done" in {a.choice for a in m.legal_actions()}   # none may be chosen
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    o = find(m, "frenzied_omnivore", 0)
    assert has(m.state, CARDS, o, "killer") and void(m, 0) == ["torch"]
    play(m, 0, "torch", find(m, "grenadin", 1))
    resolve_stack(m)
    _settle(m)
    assert unit_stats(m, o) == (5, 4)


def test_frenzied_omnivore_without_a_discard_has_no_killer():
    """Frenzied Omnivore: declining the discard ("you may") leaves it without Killer."""
    m = table(hands={0: ["frenzied_omnivore", "torch"]})
    play(m, 0, "frenzied_omnivore")
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert not has(m.state, CARDS, find(m, "frenzied_omnivore", 0), "killer") and hand(m, 0) == ["torch"]


def test_hesitate_negates_an_enemy_spell_and_returns_it_to_the_enemy_hand():
    """Hesitate: "Negate an enemy spell and put it into the enemy hand." (a fast spell answering it)."""
    m = table(turn=1, hands={1: ["torch"], 0: ["hesitate"]})
    m.apply(Action("play", 1, find(m, "torch", 1, "hands"), P0))
    spell = m.state.stack[-1]["card"]
    m.apply(Action("play", 0, find(m, "hesitate", 0, "hands"), spell))
    resolve_stack(m)
    assert hand(m, 1) == ["torch"] and m.state.health[0] == 25 and void(m, 0) == ["hesitate"]


def test_lost_in_the_mist_returns_an_enemy_unit_costing_2_more():
    """Lost in the Mist: "Put an enemy unit into the enemy player's hand with cost increased by 2."."""
    m = table(hands={0: ["lost_in_the_mist"]}, boards={1: [JOTUN]})
    play(m, 0, "lost_in_the_mist", find(m, JOTUN, 1))
    resolve_stack(m)
    j = find(m, JOTUN, 1, "hands")
    assert cost(m.state, CARDS, j) == CARDS[m.state.kinds[j]].cost + 2


def test_dinosaur_stampede_gives_each_dinosaur_1_1_per_dinosaur_this_turn():
    """Dinosaur Stampede: "Your Dinosaurs get +1/+1 this turn for each of your Dinosaurs."."""
    m = table(hands={0: ["dinosaur_stampede"]}, boards={0: ["scaly_gruan", "scaly_gruan", SOLDIER]})
    play(m, 0, "dinosaur_stampede")
    resolve_stack(m)
    assert unit_stats(m, find(m, "scaly_gruan", 0)) == (3, 6) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_fantastic_revelation_plays_every_power_card_in_hand_depleted():
    """Fantastic Revelation: "Nightfall. / Play all power cards from your hand depleted." (003 Depleted)."""
    m = table(hands={0: ["fantastic_revelation", "fire_sigil", "time_sigil", SOLDIER]}, power=(4, 4))
    play(m, 0, "fantastic_revelation")
    resolve_stack(m)
    assert hand(m, 0) == [SOLDIER] and m.state.max_power[0] == 6 and m.state.power[0] == 0
    assert not m.state.power_played and m.state.night_until >= m.state.turn_no


def test_amaran_shoveler_draws_a_top_sentinel_or_relic_else_discards_it():
    """Amaran Shoveler: "Pay 1 and exhaust Amaran Shoveler to draw the top card of your deck if it's a
    Sentinel or relic. Otherwise, discard it."."""
    m = table(boards={0: ["amaran_shoveler"]}, decks={0: ["ageless_sentinel"]})
    m.apply(Action("use", 0, find(m, "amaran_shoveler", 0), None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["ageless_sentinel"] and m.state.power[0] == 9
    m = table(boards={0: ["amaran_shoveler"]}, decks={0: ["torch"]})
    m.apply(Action("use", 0, find(m, "amaran_shoveler", 0), None, 0))
    resolve_stack(m)
    assert hand(m, 0) == [] and void(m, 0) == ["torch"]


def test_hotbarrel_revolver_deals_3_to_a_random_enemy_or_a_chosen_one_on_a_gunslinger():
    """Hotbarrel Revolver: "Summon: The wielder deals 3 damage to a random enemy. If played on a
    Gunslinger, you choose the enemy instead."."""
    m = table(hands={0: ["hotbarrel_revolver"]}, boards={0: ["blazing_renegade"], 1: [JOTUN]})
    play(m, 0, "hotbarrel_revolver", find(m, "blazing_renegade", 0))
    resolve_stack(m)
    choose(m, 0, P1)
    resolve_stack(m)
    assert m.state.health[1] == 22
    m = table(hands={0: ["hotbarrel_revolver"]}, boards={0: [SOLDIER]})   # no enemy unit: the player
    play(m, 0, "hotbarrel_revolver", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert m.state.choice is None and m.state.health[1] == 22


def test_miner_s_musket_makes_the_top_unit_or_relic_of_your_deck_cost_2_less():
    """Miner's Musket: "Summon: Reduce the cost of the top unit or relic of your deck by 2."."""
    m = table(hands={0: ["miner_s_musket"]}, relics={}, decks={0: ["torch", JOTUN]})
    play(m, 0, "miner_s_musket")
    resolve_stack(m)
    j = [c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == JOTUN][0]
    assert cost(m.state, CARDS, j) == CARDS[m.state.kinds[j]].cost - 2


def test_kaleb_s_intervention_three_modes():
    """Kaleb's Intervention: "- Play a 1/1 Grenadin, or; - Give one of your units +2/+2 and Overwhelm
    this turn, or; - Kill an enemy weapon or relic." (a Choice, 000 4.2)."""
    m = table(hands={0: ["kaleb_s_intervention"]})
    play(m, 0, "kaleb_s_intervention", None, "mode1")
    resolve_stack(m)
    assert board(m, 0) == ["grenadin"]
    m = table(hands={0: ["kaleb_s_intervention"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "kaleb_s_intervention", s, "mode2")
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 4) and has(m.state, CARDS, s, "overwhelm")
    m = table(hands={0: ["kaleb_s_intervention"]}, relics={1: ["cryptic_etchings"]})
    play(m, 0, "kaleb_s_intervention", None, "mode3")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "cryptic_etchings", 1, "relics"))
    assert void(m, 1) == ["cryptic_etchings"]


def test_talir_s_intervention_three_modes():
    """Talir's Intervention: "- You gain 4 Health, or; - Put one of your Explorers or Sentinels into
    your hand, or; - Silence an enemy unit." (a Choice, 000 4.2)."""
    m = table(hands={0: ["talir_s_intervention"]})
    play(m, 0, "talir_s_intervention", None, "mode1")
    resolve_stack(m)
    assert m.state.health[0] == 29
    m = table(hands={0: ["talir_s_intervention"]}, boards={0: ["ageless_sentinel", SOLDIER]})
    play(m, 0, "talir_s_intervention", None, "mode2")
    resolve_stack(m)
    assert hand(m, 0) == ["ageless_sentinel"] and board(m, 0) == [SOLDIER]
    m = table(hands={0: ["talir_s_intervention"]}, boards={1: ["sky_terror"]})
    t = find(m, "sky_terror", 1)
    play(m, 0, "talir_s_intervention", t, "mode3")
    resolve_stack(m)
    assert m.state.info[t].silenced and not has(m.state, CARDS, t, "flying")


def test_disjunction_draws_an_attachment_from_your_void_or_kills_an_enemy_one():
    """Disjunction: "- Draw an attachment from your void, or; - Kill an enemy attachment." (a Choice)."""
    m = table(hands={0: ["disjunction"]}, voids={0: ["heavy_axe", SOLDIER]})
    play(m, 0, "disjunction", None, "mode1")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "heavy_axe", 0, "voids"))
    assert hand(m, 0) == ["heavy_axe"]
    m = table(hands={0: ["disjunction"]}, relics={1: ["cryptic_etchings"]})
    r = find(m, "cryptic_etchings", 1, "relics")
    play(m, 0, "disjunction", r, "mode2")
    resolve_stack(m)
    assert void(m, 1) == ["cryptic_etchings"]
