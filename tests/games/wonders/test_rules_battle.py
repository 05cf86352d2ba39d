"""Wonders rules 001 section 4 Battle: attacking with every Wonder in a realm, the six steps of
a battle, seizing stones, protectors, deathstrike and flying."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.wonders import GAME

from .helpers import R1, R2, R3, Table


def test_attacking_costs_an_action():
    """001 4 Battle: you can spend an action to attack in any active realm where you have Wonders."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.act("attack", choice=R1)
    assert t.st.actions[0] == 2 and t.st.turn == 1


def test_a_free_attack_is_spent_before_an_action():
    """001 6 Free Attack: whenever you attack, spend a free attack, if able, instead of an action."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.st.free_attacks[0] = 1
    t.act("attack", choice=R1)
    assert t.st.actions[0] == 3 and t.st.free_attacks[0] == 0


def test_you_cant_attack_without_a_wonder_there():
    """001 4 Battle: you can't attack unless you have at least one Wonder to attack with."""
    t = Table()
    t.world(R1, 1, "stoneguard_sentinel")
    v = t.explain(Action("attack", 0, choice=R1))
    assert "no Wonder in realm 1" in v.reason
    assert GAME.rule_in_words(v.rule) == "Wonders rules 4 Battle"


def test_all_wonders_in_a_realm_attack_together():
    """001 4 Battle: all Wonders in a realm must attack together; their power is summed."""
    t = Table()
    a = t.world(R1, 0, "stoneguard_sentinel")
    b = t.world(R1, 0, "zephyr_scout")
    t.world(R1, 1, "skyfin_raider")            # 3 against 2 + 1: a tie if both attack
    t.act("attack", choice=R1)
    assert any("with Stoneguard Sentinel, Zephyr Scout" in x for x in t.texts())
    assert any("3 against 3, a tie" in x for x in t.texts())
    t.value(-1)                                 # the Scout, a flier, stays
    assert t.st.battle is None and t.where(a) == "realm 1/seat 0" and t.where(b) == "realm 1/seat 0"


def test_the_higher_total_wins_and_seizes_the_stone():
    """001 4 Battle: the side with higher total power in that realm gains control of the stone."""
    t = Table()
    t.world(R1, 0, "skyfin_raider")
    t.world(R1, 1, "stoneguard_sentinel")
    t.act("attack", choice=R1)
    if t.choice is not None:
        t.value(-1)                             # the flier stays
    assert t.st.stones[R1] == [0] and t.st.last_seizer == 0


def test_a_tie_moves_no_stone():
    """001 4 Battle: if it's a tie, the stone will not move."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.world(R1, 1, "stoneguard_sentinel")
    t.st.stones[R1] = [1]
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [1]


def test_any_wonders_beat_no_wonders():
    """001 4 Battle: any Wonders beat no Wonders, even attacking with 0 power."""
    t = Table()
    syl = t.world(R1, 0, "syl_scaleweaver")
    assert t.power(syl) == 0
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [0]


def test_the_defender_winning_seizes_a_stone():
    """001 4 Battle, move a stone: if the defender wins, that player seizes a stone if able."""
    t = Table()
    t.world(R1, 0, "zephyr_scout")
    t.world(R1, 1, "stoneguard_sentinel")
    t.st.stones[R1] = [0]
    t.act("attack", choice=R1)
    if t.choice is not None:
        t.value(-1)
    assert t.st.stones[R1] == [1] and t.st.last_seizer == 1


def test_each_battle_seizes_only_one_stone():
    """001 4 Battle: with several stones in a realm, each battle you win seizes one; attack and
    win twice to seize two."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.st.stones[R1] = [-1, 1]
    t.act("attack", choice=R1)
    assert "Seize which stone" in t.prompt()
    t.value(1)
    assert t.st.stones[R1] == [-1, 0]
    t.passes(1)
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [0, 0]


def test_you_cant_seize_a_stone_you_already_control():
    """001 6 Seize: you can't seize a stone you already control."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.st.stones[R1] = [0]
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [0] and t.st.last_seizer == -1


def test_the_battle_steps_run_in_order():
    """001 4 Battle: On Attack, then On Defense, then On Battle (every card in the realm), then
    the check for victory."""
    t = Table()
    t.world(R1, 0, "warhorn_captain")
    t.world(R1, 1, "bastion_keeper")
    d0 = t.world(R1, 0, "war_drummer")
    d1 = t.world(R1, 1, "war_drummer")
    t.act("attack", choice=R1)
    t.in_order()
    texts = t.texts()
    k_att = next(k for k, x in enumerate(texts) if "Warhorn Captain gets +2" in x)
    k_def = next(k for k, x in enumerate(texts) if "Bastion Keeper gets +2" in x)
    k_bat = next(k for k, x in enumerate(texts) if "War Drummer gets 1 +1 counter" in x)
    k_win = next(k for k, x in enumerate(texts) if x.startswith("Battle in realm 1"))
    assert k_att < k_def < k_bat < k_win
    assert t.counters(d0) == {"+1": 1} and t.counters(d1) == {"+1": 1}
    assert "6 against 6, a tie" in texts[k_win]


def test_on_battle_triggers_with_no_defenders():
    """001 4 Battle: 'On battle' triggers still happen when there are no defending Wonders."""
    t = Table()
    d = t.world(R1, 0, "war_drummer")
    t.act("attack", choice=R1)
    assert t.counters(d) == {"+1": 1} and t.st.stones[R1] == [0]


def test_tapped_wonders_still_battle():
    """001 4 Tap Abilities: tapped cards can still battle and operate normally."""
    t = Table()
    w = t.world(R1, 0, "stoneguard_sentinel")
    t.st.tapped.add(w)
    t.world(R1, 1, "zephyr_scout")
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [0]


# -- protectors -----------------------------------------------------------------------------------
def test_a_protector_stops_a_seizure_once():
    """001 7 Protector: a protector counter is a one-time stoppage of an enemy attack that would
    seize the stone: remove the counter instead."""
    t = Table()
    t.world(R1, 0, "skyfin_raider")
    t.world(R1, 0, "stoneguard_sentinel")
    g = t.world(R1, 1, "zephyr_scout", protector=1)
    t.act("attack", choice=R1)
    t.value(-1)
    assert t.st.stones[R1] == [-1] and t.counters(g) == {}
    t.passes(1)
    t.act("attack", choice=R1)
    t.value(-1)
    assert t.st.stones[R1] == [0]


def test_only_the_defending_sides_protectors_stop_a_seizure():
    """001 7 Protector (DESIGN.md: only the defending side's protectors stop an attack): an
    attacker's protector does not stop the defender seizing."""
    t = Table()
    mine = t.world(R1, 0, "zephyr_scout", protector=1)
    t.world(R1, 1, "stoneguard_sentinel")
    t.st.stones[R1] = [0]
    t.act("attack", choice=R1)
    t.value(-1)
    assert t.st.stones[R1] == [1] and t.counters(mine) == {"protector": 1}


def test_protectors_dont_act_when_there_is_no_stone_to_seize():
    """001 7 Protector: the counter is removed only when the stone would be seized."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    g = t.world(R1, 1, "zephyr_scout", protector=1)
    t.st.stones[R1] = [0]
    t.act("attack", choice=R1)
    assert t.counters(g) == {"protector": 1}


# -- deathstrike and flying -------------------------------------------------------------------
def test_chained_crow_ties_6_to_6_deathstrikes_and_flies():
    """001 4 Battle example: Chained Crow (deathstrike, flying) ties 6 to 6: deathstrike destroys
    an enemy, the stone doesn't move, and at the end of battle the Crow flies."""
    t = Table()
    crow = t.world(R2, 0, "chained_crow")
    t.world(R2, 0, "awakened_monolith")
    brute = t.world(R2, 1, "rockslide_brute")
    t.world(R2, 1, "stoneguard_sentinel")
    t.act("attack", choice=R2)
    assert any("6 against 6, a tie" in x for x in t.texts())
    assert t.chooser() == 0 and t.prompt() == "Destroy"
    t.pick(brute)
    assert t.where(brute) == "abyss"
    assert t.st.stones[R2] == [-1]
    assert "fly" in t.prompt() and set(t.options()) == {R1, R3, -1}
    t.value(R3)
    assert t.where(crow) == "realm 3/seat 0"
    texts = t.texts()
    assert texts.index("Rockslide Brute is destroyed") < texts.index("A tie: the stone in realm 2 does not move") \
        < texts.index("Chained Crow moves from realm 2 to realm 3")


def test_deathstrike_resolves_before_protector_counters():
    """001 7 Deathstrike: deathstrike resolves before protector counters: a protector killed by
    deathstrike stops nothing."""
    t = Table()
    t.world(R1, 0, "crypt_stalker")                 # 2, deathstrike
    t.world(R1, 0, "stoneguard_sentinel")           # 2
    g = t.world(R1, 1, "stoneguard_sentinel", protector=1)
    t.act("attack", choice=R1)
    assert t.where(g) == "abyss"
    assert t.st.stones[R1] == [0]


def test_deathstrike_is_not_optional_and_triggers_on_the_winning_side_only():
    """001 7 Deathstrike: whenever this Wonder wins or ties a battle, destroy target enemy; it is
    not optional; a losing deathstriker does nothing."""
    t = Table()
    t.world(R1, 0, "crypt_stalker")
    loser = t.world(R1, 1, "crypt_stalker")
    t.world(R1, 0, "zephyr_scout")
    t.act("attack", choice=R1)
    assert t.where(loser) == "abyss"          # the only enemy: no choice to decline
    assert t.st.stones[R1] == [0]


def test_flying_moves_only_an_attacker_at_end_of_battle():
    """001 7 Flying: when this Wonder attacks, you may move it to an adjacent realm at end of
    battle; a defending flier does not."""
    t = Table()
    t.world(R2, 0, "stoneguard_sentinel")
    flier = t.world(R2, 1, "zephyr_scout")
    t.act("attack", choice=R2)
    assert t.choice is None and t.where(flier) == "realm 2/seat 1"


def test_a_flier_may_attack_in_two_realms_in_one_round():
    """001 7 Flying: this may let a flier attack in multiple realms in the same round."""
    t = Table()
    flier = t.world(R1, 0, "skyfin_raider")
    t.act("attack", choice=R1)
    t.value(R2)
    t.passes(1)
    t.act("attack", choice=R2)
    t.value(-1)
    assert t.st.stones[R1] == [0] and t.st.stones[R2] == [0] and t.where(flier) == "realm 2/seat 0"


# -- rage and "can't attack" --------------------------------------------------------------------
def test_rage_attacks_for_free_and_is_sacrificed():
    """001 7 Rage: on arrival you may attack here without spending an action; if you do,
    sacrifice this at the end of battle."""
    t = Table()
    brute = t.hand(0, "rockslide_brute")
    t.world(R1, 1, "zephyr_scout")
    t.play(brute, R1)
    assert "rage attack" in t.prompt()
    t.value("yes")
    assert t.st.stones[R1] == [0] and t.where(brute) == "abyss"
    assert t.st.actions[0] == 2                  # the play's action only


def test_a_rage_battle_resolves_before_other_arrival_effects():
    """001 7 Rage: if rage triggers with other on arrival effects, the active player may complete
    the rage battle before those resolve: an enemy guardian's +2 comes after the battle."""
    t = Table()
    guard = t.world(R1, 1, "stoneguard_sentinel")
    brute = t.hand(0, "rockslide_brute")
    t.play(brute, R1)
    assert "triggered effect" in t.prompt()
    t.order("rage")
    t.yes()
    assert any("4 against 2, Player 1 wins" in x for x in t.texts())
    assert t.st.stones[R1] == [0] and t.where(brute) == "abyss"
    assert t.power(guard) == 4                  # its guardian bonus resolved after the battle


def test_no_attack_where_attacks_cant_take_place():
    """001 4 Battle: if an effect states that Wonders can't attack in a realm, no attack can take
    place there."""
    t = Table()
    t.world(R1, 0, "stoneguard_sentinel")
    t.world(R1, 1, "sanctum_seal")
    v = t.explain(Action("attack", 0, choice=R1))
    assert "No attack can take place in realm 1" in v.reason


def test_cant_attack_stops_kanevil_wayfarers_rage_attack():
    """001 4 Battle and 001 6 Can't: "can't attack" stops attacks enabled by triggered effects,
    such as Kanevil Wayfarer's rage attack."""
    t = Table()
    t.world(R1, 1, "sanctum_seal")
    k = t.hand(0, "kanevil_wayfarer")
    t.play(k, R1)
    assert t.choice is None
    assert t.where(k) == "realm 1/seat 0" and t.st.stones[R1] == [-1]


def test_seizing_a_card_that_is_a_stone_takes_control_of_it():
    """001 6 Seize: if there are multiple stones available you choose, including stones
    represented by cards."""
    t = Table()
    t.world(R1, 0, "aurora_templar")
    gem = t.world(R1, 1, "formless_stones")
    t.act("attack", choice=R1)
    assert "Seize which stone" in t.prompt()
    t.value(-1 - gem)
    assert t.where(gem) == "realm 1/seat 0" and t.stones(0) == 1 and t.stones(1) == 0
