"""A test per Set 3 (Omens of the Past) Shadow, multi-faction and factionless card, part A: the
cards whose text the vocabulary already says (skills, Nightfall and Night, Entomb, Ally, auras,
plain spells and Pay-X abilities).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS, KW
from simulator.games.eternal.stats import aura_max_power, has, keywords

from .helpers import (CARDS, IDX, board, choose, find, hand, pass_, pass_until, play, resolve_stack, table,
                      unit_stats, void)

CARRIER = "jotun_warrior"   # a 3/5 Primal unit


def _next_turn(m, seat: int, limit: int = 14) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def _skills(text: str) -> int:
    return sum(KW[w.strip(" .").lower().replace(" ", "_")] for w in text.split(",") if w.strip())


def _kill_with_torch(m, seat: int, u: int) -> None:
    """This player's Torch deals 3 damage to u."""
    play(m, seat, "torch", u)
    resolve_stack(m)


CRESTS = [("crest_of_cunning", "PS"), ("crest_of_chaos", "FS")]


@pytest.mark.parametrize("card_id,factions", CRESTS, ids=[c for c, _ in CRESTS])
def test_set3_crest_is_depleted_gains_two_influence_and_scouts(card_id, factions):
    """"Depleted. Gain {X}{Y}. Scout." (003 Depleted: maximum power only; 003 Scout)."""
    m = table(hands={0: [card_id]}, decks={0: ["torch"]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)
    assert dict(zip(FACTIONS, m.state.influence[0])) == {f: int(f in factions) for f in FACTIONS}
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch"


SKILL_UNITS = [("flashy_duelist", 2, 3, 1, ""), ("vainglory_patrol", 4, 3, 1, "Flying"),
               ("umbren_coaxer", 5, 5, 2, "Lifesteal"), ("whirling_duo", 3, 3, 3, "Charge, Lifesteal")]


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_set3_unit_of_skills_only_has_its_printed_numbers_and_skills(card_id, cost, strength, health, text):
    """000 1.3: played from hand, its cost paid; 000 1.4: a unit's skills are its own."""
    assert CARDS[IDX[card_id]].text.replace("\n", ", ") == text
    m = table(hands={0: [card_id]}, power=(9, 9))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == _skills(text)


NIGHTFALLERS = [("duskcaller", (3, 2), ""), ("unseen_agent", (1, 1), "unblockable")]


@pytest.mark.parametrize("card_id,stats_,skill", NIGHTFALLERS, ids=[c[0] for c in NIGHTFALLERS])
def test_set3_summon_nightfall_unit_makes_it_night(card_id, stats_, skill):
    """"Summon: Nightfall." (003 Nightfall: Night lasts this turn and the next two)."""
    m = table(hands={0: [card_id]})
    play(m, 0, card_id)
    resolve_stack(m)
    u = find(m, card_id, 0)
    assert unit_stats(m, u) == stats_ and m.state.night_until == m.state.turn_no + 2
    assert not skill or has(m.state, CARDS, u, skill)


def test_moonlit_gargoyle_flies_only_at_night():
    """Moonlit Gargoyle: "Summon: Nightfall. / Flying at Night." (003 Night)."""
    m = table(hands={0: ["moonlit_gargoyle"]})
    play(m, 0, "moonlit_gargoyle")
    resolve_stack(m)
    g = find(m, "moonlit_gargoyle", 0)
    assert has(m.state, CARDS, g, "flying") and unit_stats(m, g) == (5, 3)
    m.state.night_until = 0
    assert not has(m.state, CARDS, g, "flying")


def test_rindra_the_duskblade_has_lifesteal_and_overwhelm_at_night():
    """Rindra: "Summon: Nightfall. / Rindra has Lifesteal and Overwhelm at Night." (003 Night)."""
    m = table(hands={0: ["rindra_the_duskblade"]})
    play(m, 0, "rindra_the_duskblade")
    resolve_stack(m)
    r = find(m, "rindra_the_duskblade", 0)
    assert has(m.state, CARDS, r, "lifesteal") and has(m.state, CARDS, r, "overwhelm")
    m.state.night_until = 0
    assert not has(m.state, CARDS, r, "lifesteal") and not has(m.state, CARDS, r, "overwhelm")


def test_duskwalker_gives_two_maximum_power_at_night():
    """Duskwalker: "Summon: Nightfall. / +2 Maximum Power at Night." (000 1.3 power; 003 Night)."""
    m = table(hands={0: ["duskwalker"]}, power=(6, 6))
    play(m, 0, "duskwalker")
    resolve_stack(m)
    assert m.state.max_power[0] == 8
    m.state.night_until = 0
    assert aura_max_power(m.state, CARDS, 0) == 0


def test_agile_deathjaw_has_ambush_at_night_and_other_dinosaurs_get_plus_one():
    """Agile Deathjaw: "Ambush at Night. / Your other Dinosaurs have +1/+1." (003 Ambush)."""
    m = table(boards={0: ["agile_deathjaw", "predatory_carnosaur", CARRIER]})
    d = find(m, "agile_deathjaw", 0)
    assert unit_stats(m, d) == (3, 3) and not has(m.state, CARDS, d, "ambush")
    assert unit_stats(m, find(m, "predatory_carnosaur", 0)) == (CARDS[IDX["predatory_carnosaur"]].attack + 1,
                                                                 CARDS[IDX["predatory_carnosaur"]].health + 1)
    assert unit_stats(m, find(m, CARRIER, 0)) == (3, 5)
    m.state.night_until = m.state.turn_no
    assert has(m.state, CARDS, d, "ambush")


def test_grenamender_entomb_gains_three_health():
    """Grenamender: "Entomb: You gain 3 Health." (003 Entomb: when it goes to the void)."""
    m = table(hands={0: ["torch"]}, boards={0: ["grenamender"]})
    _kill_with_torch(m, 0, find(m, "grenamender", 0))
    resolve_stack(m)
    assert void(m, 0)[-1] == "grenamender" and m.state.health[0] == 28


def test_grenadin_bellower_entomb_gives_your_units_plus_one_strength():
    """Grenadin Bellower: "Entomb: Your units get +1 Strength." (003 Entomb)."""
    m = table(hands={0: ["torch"]}, boards={0: ["grenadin_bellower", CARRIER], 1: [CARRIER]})
    _kill_with_torch(m, 0, find(m, "grenadin_bellower", 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, CARRIER, 0)) == (4, 5) and unit_stats(m, find(m, CARRIER, 1)) == (3, 5)


def test_devious_drone_entomb_kills_an_enemy_unit():
    """Devious Drone: "Entomb: Kill an enemy unit." (003 Entomb; the target is chosen as it triggers)."""
    m = table(hands={0: ["torch"]}, boards={0: ["devious_drone"], 1: [CARRIER]})
    _kill_with_torch(m, 0, find(m, "devious_drone", 0))
    if m.state.choice is not None:
        choose(m, 0, find(m, CARRIER, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and void(m, 1) == [CARRIER]


def test_auric_record_keeper_entomb_gives_one_of_your_units_plus_one_plus_one():
    """Auric Record Keeper: "Entomb: Give one of your units +1/+1." (003 Entomb)."""
    m = table(hands={0: ["torch", "torch"]}, boards={0: ["auric_record_keeper", CARRIER]})
    k = find(m, "auric_record_keeper", 0)
    play(m, 0, "torch", k)
    resolve_stack(m)
    play(m, 0, "torch", k)
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, CARRIER, 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, CARRIER, 0)) == (4, 6)


def test_repulsive_gorger_may_sacrifice_another_unit_to_shrink_each_enemy_unit():
    """Repulsive Gorger: "Summon: You may sacrifice another unit to give each enemy unit -1/-1."
    ("may": the player chooses, or declines)."""
    m = table(hands={0: ["repulsive_gorger", "repulsive_gorger"]}, boards={0: ["oni_ronin"], 1: [CARRIER]},
              power=(14, 14))
    play(m, 0, "repulsive_gorger")
    resolve_stack(m)
    choose(m, 0, find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert void(m, 0) == ["oni_ronin"] and unit_stats(m, find(m, CARRIER, 1)) == (2, 4)
    play(m, 0, "repulsive_gorger")
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert unit_stats(m, find(m, CARRIER, 1)) == (2, 4) and len(board(m, 0)) == 2


def test_maimed_watchwing_cannot_block_and_flies_with_a_valkyrie_ally():
    """Maimed Watchwing: "Maimed Watchwing can't block. / Valkyrie Ally: Flying." (003 Ally)."""
    m = table(hands={0: ["maimed_watchwing"]}, boards={0: ["valkyrie_aspirant"]})
    play(m, 0, "maimed_watchwing")
    resolve_stack(m)
    w = find(m, "maimed_watchwing", 0)
    assert has(m.state, CARDS, w, "flying") and has(m.state, CARDS, w, "cant_block")
    m = table(hands={0: ["maimed_watchwing"]}, boards={0: [CARRIER]})
    play(m, 0, "maimed_watchwing")
    resolve_stack(m)
    assert not has(m.state, CARDS, find(m, "maimed_watchwing", 0), "flying")


def test_final_shot_rioter_gets_deadly_with_a_gunslinger_ally():
    """Final-Shot Rioter: "Gunslinger Ally: Deadly." (003 Ally)."""
    m = table(hands={0: ["final_shot_rioter"]}, boards={0: ["flashy_duelist"]})
    play(m, 0, "final_shot_rioter")
    resolve_stack(m)
    assert has(m.state, CARDS, find(m, "final_shot_rioter", 0), "deadly")
    m = table(hands={0: ["final_shot_rioter"]}, boards={0: [CARRIER]})
    play(m, 0, "final_shot_rioter")
    resolve_stack(m)
    assert not has(m.state, CARDS, find(m, "final_shot_rioter", 0), "deadly")


def test_monolith_guardian_is_plus_six_while_you_have_a_relic():
    """Monolith Guardian: "+6/+6 while you have a relic." (000 1.3 relics)."""
    m = table(boards={0: ["monolith_guardian"]})
    assert unit_stats(m, find(m, "monolith_guardian", 0)) == (1, 1)
    m = table(boards={0: ["monolith_guardian"]}, relics={0: ["moondial"]})
    assert unit_stats(m, find(m, "monolith_guardian", 0)) == (7, 7)


def test_extinguish_makes_night_and_kills_a_unit_with_four_strength_or_less():
    """Extinguish: "Nightfall. / Kill a unit with 4 Strength or less." (a bigger unit is no target)."""
    m = table(hands={0: ["extinguish"]}, boards={1: [CARRIER, "umbren_coaxer"]})
    assert m.check(Action("play", 0, find(m, "extinguish", 0, "hands"), find(m, "umbren_coaxer", 1))) is not None
    play(m, 0, "extinguish", find(m, CARRIER, 1))
    resolve_stack(m)
    assert board(m, 1) == ["umbren_coaxer"] and m.state.night_until == m.state.turn_no + 2


def test_infused_strike_gives_plus_three_plus_one_and_lifesteal_this_turn():
    """Infused Strike (fast spell): "Give one of your units +3/+1 and Lifesteal this turn."."""
    m = table(hands={0: ["infused_strike"]}, boards={0: [CARRIER]})
    u = find(m, CARRIER, 0)
    play(m, 0, "infused_strike", u)
    resolve_stack(m)
    assert unit_stats(m, u) == (6, 6) and has(m.state, CARDS, u, "lifesteal")
    _next_turn(m, 1)
    assert unit_stats(m, u) == (3, 5) and not has(m.state, CARDS, u, "lifesteal")


def test_wisplight_may_pay_two_once_per_turn_for_plus_two_strength():
    """Wisplight: "Flying / Once per turn, you may pay 2 to give Wisplight +2 Strength this turn."."""
    m = table(boards={0: ["wisplight"]}, power=(5, 5))
    w = find(m, "wisplight", 0)
    m.apply(Action("use", 0, w, None, 0))
    resolve_stack(m)
    assert unit_stats(m, w) == (2, 1) and m.state.power[0] == 3 and has(m.state, CARDS, w, "flying")
    assert m.check(Action("use", 0, w, None, 0)) is not None


def test_stonescar_sneak_pays_three_and_exhausts_to_give_another_unit_strength_and_quickdraw():
    """Stonescar Sneak: "Quickdraw / Pay 3 and exhaust Stonescar Sneak to give another unit +3
    Strength and Quickdraw this turn."."""
    m = table(boards={0: ["stonescar_sneak", CARRIER]}, power=(5, 5))
    s, u = find(m, "stonescar_sneak", 0), find(m, CARRIER, 0)
    assert m.check(Action("use", 0, s, s, 0)) is not None   # "another unit"
    m.apply(Action("use", 0, s, u, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (6, 5) and has(m.state, CARDS, u, "quickdraw")
    assert m.state.power[0] == 2 and m.state.info[s].ex


def test_crownwatch_traitor_swaps_strength_and_health_at_the_start_of_each_turn():
    """Crownwatch Traitor: "Endurance, Quickdraw / At the start of each turn, swap Crownwatch
    Traitor's Strength and Health." (its turns and the enemy's)."""
    m = table(boards={0: ["crownwatch_traitor"]})
    t = find(m, "crownwatch_traitor", 0)
    assert unit_stats(m, t) == (5, 3)
    _next_turn(m, 1)
    resolve_stack(m)
    assert unit_stats(m, t) == (3, 5)
    _next_turn(m, 0)
    resolve_stack(m)
    assert unit_stats(m, t) == (5, 3)
