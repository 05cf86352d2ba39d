"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part G: Crownwatch Recruiter
and Criva (their tokens come from other parts), and the Spellcraft weapons ("When played, you may also
pay its Spellcraft cost to play the spell": ops_set4_psm). Each test plays the card through
Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, choose, find, hand, names, pass_, pass_until, play, refresh,
                      resolve_stack, table, unit_stats, void)
from .test_cards_set4_ftj import FODDER, _lose_a_unit, tribute_table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_crownwatch_recruiter_tribute_creates_and_draws_a_soldier():
    """Crownwatch Recruiter: "Tribute: Create and draw a 2/2 Soldier."."""
    m = tribute_table(hands={0: ["crownwatch_recruiter", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    play(m, 0, "crownwatch_recruiter")
    resolve_stack(m)
    assert hand(m, 0) == ["soldier"]


def test_criva_the_crimson_scythe_plays_a_sheep_and_goes_back_to_your_hand_at_the_end_of_your_turn():
    """Criva, the Crimson Scythe: "Charge / At the end of your turn, put Criva into your hand. /
    Summon: Play a 0/1 Sheep." (003 Charge)."""
    m = table(hands={0: ["criva_the_crimson_scythe"]})
    play(m, 0, "criva_the_crimson_scythe")
    resolve_stack(m)
    assert board(m, 0) == ["criva_the_crimson_scythe", "sheep"] and unit_stats(m, find(m, "sheep", 0)) == (0, 1)
    assert has(m.state, CARDS, find(m, "criva_the_crimson_scythe", 0), "charge")
    for _ in range(20):
        if m.state.turn == 1:
            break
        pass_(m)
    assert "criva_the_crimson_scythe" in hand(m, 0) and board(m, 0) == ["sheep"]


def _wield(weapon: str, pay: bool, **kw):
    """Play the weapon on your Soldier; answer its Spellcraft offer (pay or skip)."""
    hands = {0: [weapon], **{k: v for k, v in kw.pop("hands", {}).items() if k != 0}}
    m = table(hands=hands, **{"boards": {0: [SOLDIER]}, **kw})
    play(m, 0, weapon, find(m, SOLDIER, 0))
    resolve_stack(m)
    if m.state.choice is not None and m.state.choice.get("by") == "value":
        choose(m, 0, "play" if pay else "skip")
    return m


def _spell_target(m, ref) -> None:
    """Choose the spell's target (ref() names it) when it is asked; one legal target is taken at once."""
    if m.state.choice is not None:
        choose(m, 0, ref())
    resolve_stack(m)


def test_ruination_sledge_spellcraft_3_plays_ruin():
    """Ruination Sledge: "Spellcraft 3: Play Ruin." (Ruin: "Kill an enemy attachment.")."""
    m = _wield("ruination_sledge", True, relics={1: ["infinite_hourglass"]})
    _spell_target(m, lambda: find(m, "infinite_hourglass", 1, "relics"))
    assert m.state.relics[1] == [] and m.state.power[0] == 10 - 2 - 3
    s = find(m, SOLDIER, 0)   # and the Sledge is a +3/+1 weapon
    assert unit_stats(m, s) == (3 + 3, 2 + 1)


def test_welding_torch_spellcraft_3_plays_torch():
    """Welding Torch: "Spellcraft 3: Play Torch." (3 damage to a unit or player)."""
    m = _wield("welding_torch", True)
    _spell_target(m, lambda: P1)
    assert m.state.health[1] == 22 and m.state.power[0] == 10 - 4 - 3


def test_welding_torch_spellcraft_may_be_skipped():
    m = _wield("welding_torch", False)
    resolve_stack(m)
    assert m.state.health[1] == 25 and m.state.power[0] == 6


def test_final_shot_quickdraw_spellcraft_1_plays_gun_down():
    """Final Shot: "Quickdraw / Spellcraft 1: Play Gun Down." (5 damage to an enemy unit without Quickdraw)."""
    m = _wield("final_shot", True, boards={0: [SOLDIER], 1: [JOTUN]})
    _spell_target(m, lambda: find(m, JOTUN, 1))
    assert board(m, 1) == [] and has(m.state, CARDS, find(m, SOLDIER, 0), "quickdraw")


def test_longbarrel_overwhelm_spellcraft_3_plays_piercing_shot():
    """Longbarrel: "Overwhelm / Spellcraft 3: Play Piercing Shot." (2 damage to an enemy unit and 2 to the enemy player)."""
    m = _wield("longbarrel", True, boards={0: [SOLDIER], 1: [JOTUN]})
    _spell_target(m, lambda: find(m, JOTUN, 1))
    assert m.state.health[1] == 23 and has(m.state, CARDS, find(m, SOLDIER, 0), "overwhelm")


def test_peacekeepers_helm_spellcraft_4_plays_rebuke():
    """Peacekeeper's Helm: "Spellcraft 4: Play Rebuke." (silence and stun a unit)."""
    m = _wield("peacekeeper_s_helm", True, boards={0: [SOLDIER], 1: [JOTUN]})
    _spell_target(m, lambda: find(m, JOTUN, 1))
    j = find(m, JOTUN, 1)
    assert m.state.info[j].silenced and m.state.info[j].stun


def test_peacekeeper_s_helm_is_a_1_2_weapon():
    """Peacekeeper's Helm: a +1/+2 weapon (000 1.3 Weapons)."""
    m = _wield("peacekeeper_s_helm", False)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 4)


def test_sheriff_s_hat_spellcraft_2_plays_detain():
    """Sheriff's Hat: "Spellcraft 2: Play Detain." (an enemy unit gets -6 Strength this turn)."""
    m = _wield("sheriff_s_hat", True, boards={0: [SOLDIER], 1: [JOTUN]})
    _spell_target(m, lambda: find(m, JOTUN, 1))
    assert unit_stats(m, find(m, JOTUN, 1))[0] <= 0


def test_staff_of_speed_endurance_spellcraft_3_plays_slow():
    """Staff of Speed: "Endurance / Spellcraft 3: Play Slow." (double the cost of a card in the enemy hand)."""
    m = _wield("staff_of_speed", True, hands={1: ["guard_dog"]})
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, m.state.choice["options"][0])
        resolve_stack(m)
    from simulator.games.eternal.stats import cost
    assert cost(m.state, CARDS, find(m, "guard_dog", 1, "hands")) == 6
    assert has(m.state, CARDS, find(m, SOLDIER, 0), "endurance")


def test_copperhall_bracers_play_a_justice_sigil_when_the_wielder_hits_the_enemy_player():
    """Copperhall Bracers: "When the wielder hits the enemy player, play a Justice Sigil from your deck."."""
    m = _wield("copperhall_bracers", False, decks={0: ["justice_sigil"]})
    resolve_stack(m)
    s = find(m, SOLDIER, 0)
    attack(m, 0, s)
    pass_until(m, "main2")
    assert m.state.health[1] == 25 - 7 and names(m.state.powers[0], m) == ["justice_sigil"]


def test_copperhall_bracers_spellcraft_1_plays_copperhall_blessing():
    """Copperhall Bracers: "Spellcraft 1: Play Copperhall Blessing." (you and your units are invulnerable this turn)."""
    m = _wield("copperhall_bracers", True)
    resolve_stack(m)
    assert has(m.state, CARDS, find(m, SOLDIER, 0), "invulnerable")


def test_sandglass_parma_gives_1_maximum_power_while_on_a_unit_and_spellcrafts_teleport():
    """Sandglass Parma: "+1 Maximum Power. / Spellcraft 3: Play Teleport." (put a unit into its owner's hand)."""
    m = _wield("sandglass_parma", True, boards={0: [SOLDIER], 1: [JOTUN]}, power=(6, 6))
    _spell_target(m, lambda: find(m, JOTUN, 1))
    assert hand(m, 1) == [JOTUN] and m.state.max_power[0] == 7
    m2 = table(hands={0: ["sandglass_parma"], 1: ["deathstrike"]}, boards={0: [SOLDIER]}, power=(6, 6))
    play(m2, 0, "sandglass_parma", find(m2, SOLDIER, 0))
    resolve_stack(m2)
    if m2.state.choice is not None:
        choose(m2, 0, "skip")
    resolve_stack(m2)
    assert m2.state.max_power[0] == 7
    m2.state.turn = 1
    refresh(m2)
    play(m2, 1, "deathstrike", find(m2, SOLDIER, 0))
    resolve_stack(m2)
    assert m2.state.max_power[0] == 6   # the Parma went to the void with its unit


def test_vanquishers_blade_locks_the_enemy_void_while_on_a_unit_and_spellcrafts_vanquish():
    """Vanquisher's Blade: "Cards can't leave the enemy void. / Spellcraft 3: Play Vanquish." (kill a
    unit with 4 Strength or more)."""
    from simulator.games.eternal.stats import void_locked
    m = _wield("vanquisher_s_blade", True, boards={0: [SOLDIER], 1: ["pensive_lumen"]}, voids={1: [JOTUN]})
    _spell_target(m, lambda: find(m, "pensive_lumen", 1))
    assert board(m, 1) == []
    assert void_locked(m.state, CARDS, find(m, JOTUN, 1, "voids"), 1)


def test_vanquisher_s_blade_leaves_your_own_void_open():
    from simulator.games.eternal.stats import void_locked
    m = _wield("vanquisher_s_blade", False, voids={0: [JOTUN]})
    assert not void_locked(m.state, CARDS, find(m, JOTUN, 0, "voids"), 0)
