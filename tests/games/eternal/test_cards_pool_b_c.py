"""A test per card for the two-faction cards and Inferno Den's Agenda cards of pool b (the
cards already in the pool): each plays the card through the match API and checks its printed
effect. Units whose text is only keywords are in test_cards_pool_b_d.py.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (
    CARDS,
    P1,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _to_turn(m, seat: int) -> None:
    """Pass until `seat`'s next main phase with an empty stack."""
    for _ in range(60):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached that turn")


def _after_combat(m) -> None:
    """Pass (and finish blocking with no blocks) until the Final Main Phase."""
    for _ in range(30):
        if m.state.phase == "main2" and not m.state.stack and m.state.choice is None:
            return
        if m.state.phase == "block" and not m.state.stack and m.state.choice is None:
            m.apply(Action("block", m.decision().seat, choice="done"))
        else:
            pass_(m)
    raise AssertionError("never reached main2")


def _until_choice(m, limit: int = 10) -> None:
    """Pass until a choice is pending."""
    for _ in range(limit):
        if m.state.choice is not None:
            return
        pass_(m)
    raise AssertionError("no choice came")


def _top(m, seat: int) -> int:
    return m.state.decks[seat][-1]


# --- Fire/Justice ----------------------------------------------------------------------------

def test_crownwatch_deserter_warcry_strengthens_the_top_unit_of_your_deck():
    """Crownwatch Deserter: "Warcry" (003 Warcry: when it attacks, the top unit or weapon of
    your deck gets +1/+1)."""
    m = table(hands={0: ["crownwatch_deserter"]}, decks={0: ["plague", "yeti_spy"]})
    play(m, 0, "crownwatch_deserter")
    d = find(m, "crownwatch_deserter", 0)
    assert unit_stats(m, d) == (3, 3)
    m.state.info[d].entered = 1
    m._legal_cache = None
    attack(m, 0, d)
    y = m.state.decks[0][-2]                     # under Plague: the top *unit*
    assert CARDS[m.state.kinds[y]].id == "yeti_spy"
    assert (m.state.info[y].atk, m.state.info[y].hp) == (1, 1)


def test_sword_of_icaria_relic_weapon_with_warcry():
    """Sword of Icaria: "Warcry" on a 3/2 relic weapon (000 1.3: it attaches to the player;
    000 4.31: its health is armor; 000 4.3: the player attacks with it, and Warcry fires)."""
    m = table(hands={0: ["sword_of_icaria"]}, decks={0: ["yeti_spy"]})
    play(m, 0, "sword_of_icaria")
    w = m.state.weapon[0]
    assert CARDS[m.state.kinds[w]].id == "sword_of_icaria" and m.state.armor[0] == 2
    m.apply(Action("attack", 0, w, P1))
    resolve_stack(m)
    assert m.state.health[1] == 22
    top = _top(m, 0)
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_righteous_fury_gives_double_damage_and_lifesteal():
    """Righteous Fury: "Give a unit Double Damage and Lifesteal." (003 Double Damage,
    Lifesteal): the Jotun hits for 6 and its player gains 6."""
    m = table(hands={0: ["righteous_fury"]}, boards={0: ["jotun_warrior"]}, health=(10, 25))
    j = find(m, "jotun_warrior", 0)
    play(m, 0, "righteous_fury", j)
    resolve_stack(m)
    assert has(m.state, CARDS, j, "double_damage") and has(m.state, CARDS, j, "lifesteal")
    attack(m, 0, j)
    _after_combat(m)
    assert m.state.health == [16, 19]


def test_deepforged_plate_gives_plus_5_plus_5_endurance_and_overwhelm():
    """Deepforged Plate: "Endurance, Overwhelm" on a +5/+5 weapon (000 1.3; 003 Overwhelm:
    excess battle damage goes to the player)."""
    m = table(hands={0: ["deepforged_plate"]}, boards={0: ["yeti_spy"], 1: ["scaly_gruan"]})
    y, g = find(m, "yeti_spy", 0), find(m, "scaly_gruan", 1)
    play(m, 0, "deepforged_plate", y)
    assert unit_stats(m, y) == (6, 6)
    assert has(m.state, CARDS, y, "endurance") and has(m.state, CARDS, y, "overwhelm")
    attack(m, 0, y)
    block(m, 1, (g, y))
    _after_combat(m)
    assert "scaly_gruan" in void(m, 1) and m.state.health[1] == 23    # 6 into a 1/4: 2 go through


def test_combust_sacrifices_a_unit_to_kill_an_enemy_unit():
    """Combust: "Sacrifice a unit to kill an enemy unit." (003 The Stack, Payment: an
    additional cost); with no unit to sacrifice it can't be played."""
    m = table(hands={0: ["combust"]}, boards={1: ["jotun_warrior"]})
    assert check_play(m, 0, "combust", find(m, "jotun_warrior", 1)) is not None
    m = table(hands={0: ["combust"]}, boards={0: ["yeti_spy", "scaly_gruan"], 1: ["jotun_warrior"]})
    play(m, 0, "combust", find(m, "jotun_warrior", 1))
    choose(m, 0, find(m, "yeti_spy", 0))
    resolve_stack(m)
    assert board(m, 0) == ["scaly_gruan"] and board(m, 1) == []
    assert "jotun_warrior" in void(m, 1) and "yeti_spy" in void(m, 0)


# --- Fire/Shadow -----------------------------------------------------------------------------

def test_warband_chieftain_entomb_gives_one_of_your_units_plus_5_strength():
    """Warband Chieftain: "Entomb: Give one of your units +5 Strength." (003 Entomb)."""
    m = table(turn=1, hands={1: ["deathstrike"]}, boards={0: ["warband_chieftain", "yeti_spy", "scaly_gruan"],
                                                          1: ["jotun_warrior"]})
    g = find(m, "scaly_gruan", 0)
    play(m, 1, "deathstrike", find(m, "warband_chieftain", 0))
    _until_choice(m)
    assert find(m, "jotun_warrior", 1) not in m.state.choice["options"]
    choose(m, 0, g)
    resolve_stack(m)
    assert unit_stats(m, g) == (6, 4) and unit_stats(m, find(m, "yeti_spy", 0)) == (1, 1)


def test_runic_revolver_summon_deals_2_damage_to_the_enemy_player():
    """Runic Revolver: "Quickdraw / Summon: Deal 2 damage to the enemy player." (a 2/2 relic
    weapon, 000 1.3, 4.31)."""
    m = table(hands={0: ["runic_revolver"]}, boards={1: ["yeti_spy"]})
    play(m, 0, "runic_revolver")
    resolve_stack(m)
    w = m.state.weapon[0]
    assert m.state.health[1] == 23 and m.state.armor[0] == 2 and has(m.state, CARDS, w, "quickdraw")
    m.apply(Action("attack", 0, w, find(m, "yeti_spy", 1)))     # 000 4.3: the player attacks with it
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.armor[0] == 2          # Quickdraw: no damage back


def test_infernal_tyrant_summon_deals_2_damage_to_each_of_your_other_units():
    """Infernal Tyrant: "Lifesteal / Summon: Deal 2 damage to each of your other units." The
    Tyrant deals the damage, so its Lifesteal heals you (003 Lifesteal); enemy units are spared."""
    m = table(hands={0: ["infernal_tyrant"]}, boards={0: ["yeti_spy", "jotun_warrior"], 1: ["scaly_gruan"]},
              health=(10, 25))
    play(m, 0, "infernal_tyrant")
    resolve_stack(m)
    t, j = find(m, "infernal_tyrant", 0), find(m, "jotun_warrior", 0)
    assert board(m, 0) == ["jotun_warrior", "infernal_tyrant"]
    assert unit_stats(m, j) == (3, 3) and unit_stats(m, t) == (6, 6)
    assert unit_stats(m, find(m, "scaly_gruan", 1)) == (1, 4)
    assert m.state.health[0] == 14


def test_bandit_queen_charge_and_summon_your_units_get_plus_1_strength_and_quickdraw():
    """Bandit Queen: "Charge / Summon: Your units get +1 Strength and Quickdraw this turn."
    (003 Charge: it attacks the turn it is played; 000 3.54: this turn only)."""
    m = table(hands={0: ["bandit_queen"]}, boards={0: ["yeti_spy"]})
    play(m, 0, "bandit_queen")
    resolve_stack(m)
    q, y = find(m, "bandit_queen", 0), find(m, "yeti_spy", 0)
    assert unit_stats(m, q) == (4, 2) and unit_stats(m, y) == (2, 1)
    assert has(m.state, CARDS, q, "quickdraw") and has(m.state, CARDS, y, "quickdraw")
    assert [a for a in m.legal_actions() if a.kind == "attack" and a.card == q]
    pass_(m, 0)
    assert unit_stats(m, y) == (1, 1) and not has(m.state, CARDS, y, "quickdraw")


# --- Time/Justice ----------------------------------------------------------------------------

def test_awakened_student_empower_plus_1_plus_1():
    """Awakened Student: "Empower: +1/+1." (003 Empower; the bonus lasts)."""
    m = table(hands={0: ["justice_sigil"]}, boards={0: ["awakened_student"]})
    s = find(m, "awakened_student", 0)
    play(m, 0, "justice_sigil")
    resolve_stack(m)
    assert unit_stats(m, s) == (3, 3)
    pass_(m, 0)
    assert unit_stats(m, s) == (3, 3)


def test_desert_marshal_ambush_and_summon_may_silence_another_unit():
    """Desert Marshal: "Ambush / Summon: You may silence another unit." (000 4.1 Ambush; 003
    Silence); "may": it can silence nothing."""
    m = table(hands={0: ["desert_marshal"]}, boards={1: ["sapphire_dragon"]})
    d = find(m, "sapphire_dragon", 1)
    play(m, 0, "desert_marshal")
    assert find(m, "desert_marshal", 0) not in m.state.choice["options"]
    choose(m, 0, d)
    resolve_stack(m)
    assert m.state.info[d].silenced and not has(m.state, CARDS, d, "flying")
    m = table(hands={0: ["desert_marshal"]}, boards={1: ["sapphire_dragon"]})
    play(m, 0, "desert_marshal")
    choose(m, 0, "done")
    resolve_stack(m)
    assert not m.state.info[find(m, "sapphire_dragon", 1)].silenced
    m = table(turn=1, hands={0: ["desert_marshal"]}, boards={1: ["jotun_warrior"]})
    attack(m, 1, find(m, "jotun_warrior", 1))
    assert check_play(m, 0, "desert_marshal") is None                     # Ambush: in the enemy's attack


def test_stand_together_your_units_get_plus_1_plus_1_and_aegis():
    """Stand Together: "Your units get +1/+1 and Aegis." (003 Aegis: a shield against the next
    enemy spell); enemy units don't."""
    m = table(hands={0: ["stand_together"], 1: ["torch"]}, boards={0: ["yeti_spy", "jotun_warrior"], 1: ["scaly_gruan"]})
    y, j = find(m, "yeti_spy", 0), find(m, "jotun_warrior", 0)
    play(m, 0, "stand_together")
    resolve_stack(m)
    assert unit_stats(m, y) == (2, 2) and unit_stats(m, j) == (4, 6)
    assert m.state.info[y].shield and m.state.info[j].shield
    assert unit_stats(m, find(m, "scaly_gruan", 1)) == (1, 4) and not m.state.info[find(m, "scaly_gruan", 1)].shield
    pass_(m, 0)
    play(m, 1, "torch", y)
    resolve_stack(m)
    assert "yeti_spy" in board(m, 0)


def test_combrei_healer_summon_you_and_a_unit_each_get_plus_3_health():
    """Combrei Healer: "Summon: You and a unit each get +3 Health." (any unit)."""
    m = table(hands={0: ["combrei_healer"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]}, health=(20, 25))
    y = find(m, "yeti_spy", 0)
    play(m, 0, "combrei_healer")
    assert find(m, "jotun_warrior", 1) in m.state.choice["options"]
    choose(m, 0, y)
    resolve_stack(m)
    assert m.state.health[0] == 23 and unit_stats(m, y) == (1, 4)


# --- Primal/Shadow ---------------------------------------------------------------------------

def test_gorgon_swiftblade_infiltrate_deadly_and_quickdraw():
    """Gorgon Swiftblade: "Infiltrate: Deadly and Quickdraw." (003 Infiltrate)."""
    m = table(boards={0: ["gorgon_swiftblade"]})
    g = find(m, "gorgon_swiftblade", 0)
    assert not has(m.state, CARDS, g, "deadly")
    attack(m, 0, g)
    _after_combat(m)
    assert m.state.health[1] == 23
    assert has(m.state, CARDS, g, "deadly") and has(m.state, CARDS, g, "quickdraw")


def test_midnight_gale_infiltrate_gets_lifesteal():
    """Midnight Gale: "Flying / Infiltrate: Midnight Gale gets Lifesteal." (003 Infiltrate)."""
    m = table(boards={0: ["midnight_gale"]}, health=(10, 25))
    g = find(m, "midnight_gale", 0)
    assert has(m.state, CARDS, g, "flying") and not has(m.state, CARDS, g, "lifesteal")
    attack(m, 0, g)
    _after_combat(m)
    assert m.state.health[1] == 21 and has(m.state, CARDS, g, "lifesteal")


def test_black_sky_harbinger_summon_deals_1_damage_to_each_enemy():
    """Black-Sky Harbinger: "Flying, Lifesteal / Summon: Deal 1 damage to each enemy." Each
    enemy: the enemy player and each enemy unit; the Harbinger's Lifesteal heals you for it
    (003 Lifesteal)."""
    m = table(hands={0: ["black_sky_harbinger"]}, boards={0: ["yeti_spy"], 1: ["direfang_spider", "jotun_warrior"]},
              health=(10, 25))
    play(m, 0, "black_sky_harbinger")
    resolve_stack(m)
    assert board(m, 1) == ["jotun_warrior"] and unit_stats(m, find(m, "jotun_warrior", 1)) == (3, 4)
    assert m.state.health == [13, 24] and board(m, 0) == ["yeti_spy", "black_sky_harbinger"]


def test_trickster_s_cloak_summon_the_wielder_is_unblockable_this_turn():
    """Trickster's Cloak: "Summon: The wielder is Unblockable this turn." (a +2/+2 weapon)."""
    m = table(hands={0: ["trickster_s_cloak"]}, boards={0: ["yeti_spy"], 1: ["scaly_gruan"]})
    y = find(m, "yeti_spy", 0)
    play(m, 0, "trickster_s_cloak", y)
    resolve_stack(m)
    assert unit_stats(m, y) == (3, 3) and has(m.state, CARDS, y, "unblockable")
    attack(m, 0, y)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.target == y]
    _after_combat(m)
    assert m.state.health[1] == 22
    pass_(m, 0)
    assert not has(m.state, CARDS, y, "unblockable")


def test_gorgon_fanatic_infiltrate_sacrifices_it_to_draw_three_and_gain_3():
    """Gorgon Fanatic: "Infiltrate: Sacrifice Gorgon Fanatic to draw three cards and gain 3
    Health." (003 Infiltrate)."""
    m = table(boards={0: ["gorgon_fanatic"]}, decks={0: ["torch", "plague", "rebuke", "yeti_spy"]}, health=(20, 25))
    f = find(m, "gorgon_fanatic", 0)
    attack(m, 0, f)
    _after_combat(m)
    assert m.state.health == [23, 22]
    assert "gorgon_fanatic" in void(m, 0) and sorted(hand(m, 0)) == ["plague", "rebuke", "torch"]


# --- Time/Primal -----------------------------------------------------------------------------

def test_call_the_ancients_puts_four_titans_into_your_deck():
    """Call the Ancients: "Put four 6/6 Titans with Aegis and Endurance into your deck."."""
    m = table(hands={0: ["call_the_ancients"]}, deck_filler=5)
    play(m, 0, "call_the_ancients")
    resolve_stack(m)
    titans = [c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == "titan"]
    assert len(titans) == 4 and len(m.state.decks[0]) == 9
    card = CARDS[m.state.kinds[titans[0]]]
    assert (card.attack, card.health) == (6, 6) and card.has("aegis") and card.has("endurance")


def test_titan_token_drawn_and_played_has_aegis_and_endurance():
    """Titan (made by Call the Ancients): a 6/6 with Aegis and Endurance; played, it has its
    shield (003 Aegis) and can't be stunned (003 Endurance)."""
    m = table(hands={0: ["titan"], 1: ["jarrall_s_frostkin"]})
    play(m, 0, "titan")
    t = find(m, "titan", 0)
    assert unit_stats(m, t) == (6, 6) and m.state.info[t].shield and has(m.state, CARDS, t, "endurance")
    pass_(m, 0)
    play(m, 1, "jarrall_s_frostkin")               # its Aegis takes the stun; then Endurance holds
    resolve_stack(m)
    assert not m.state.info[t].shield and not m.state.info[t].ex


def test_explorer_emeritus_exhausts_to_draw_a_card():
    """Explorer Emeritus: "Exhaust Explorer Emeritus to draw a card." (000 1.4)."""
    m = table(boards={0: ["explorer_emeritus"]}, decks={0: ["torch"]})
    e = find(m, "explorer_emeritus", 0)
    m.apply(Action("use", 0, e, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and m.state.info[e].ex
    assert m.check(Action("use", 0, e, None, 0)) is not None


# --- Justice/Shadow --------------------------------------------------------------------------

def test_stonepowder_alchemist_summon_deals_2_to_the_enemy_player():
    """Stonepowder Alchemist: "Lifesteal, Revenge / Summon: Deal 2 damage to the enemy
    player." The Alchemist deals it, so its Lifesteal heals you (003 Lifesteal)."""
    m = table(hands={0: ["stonepowder_alchemist"]}, health=(10, 25))
    play(m, 0, "stonepowder_alchemist")
    resolve_stack(m)
    a = find(m, "stonepowder_alchemist", 0)
    assert m.state.health == [12, 23]
    assert has(m.state, CARDS, a, "revenge") and has(m.state, CARDS, a, "lifesteal")


def test_auric_vigilante_gets_plus_1_strength_when_she_attacks():
    """Auric Vigilante: "Revenge / When Auric Vigilante attacks, she gets +1 Strength."."""
    m = table(boards={0: ["auric_vigilante"]})
    v = find(m, "auric_vigilante", 0)
    attack(m, 0, v)
    _after_combat(m)
    assert m.state.health[1] == 23 and unit_stats(m, v) == (2, 1)
    assert has(m.state, CARDS, v, "revenge")


# --- Fire/Primal -----------------------------------------------------------------------------

def test_tamarys_the_geomancer_your_spells_cost_1_less():
    """Tamarys, the Geomancer: "Flying, Overwhelm / Your spells cost 1 less." Lightning Storm
    (2) is played with 1 power."""
    m = table(hands={0: ["tamarys_the_geomancer", "lightning_storm"]}, power=(6, 6))
    play(m, 0, "tamarys_the_geomancer")
    t = find(m, "tamarys_the_geomancer", 0)
    assert has(m.state, CARDS, t, "flying") and has(m.state, CARDS, t, "overwhelm")
    assert m.state.power[0] == 1
    play(m, 0, "lightning_storm")
    resolve_stack(m)
    assert m.state.power[0] == 0 and unit_stats(m, t) == (4, 2)


# --- Inferno Den's Agenda (tokens) -----------------------------------------------------------

def test_bottoms_up_gives_a_unit_plus_2_strength_this_turn():
    """Bottoms Up: "Give a unit +2 Strength this turn." (played here from hand; its Amplify is
    not in the rules: the card notes)."""
    m = table(hands={0: ["bottoms_up"]}, boards={0: ["yeti_spy"]})
    y = find(m, "yeti_spy", 0)
    play(m, 0, "bottoms_up", y)
    resolve_stack(m)
    assert unit_stats(m, y) == (3, 1)
    pass_(m, 0)
    assert unit_stats(m, y) == (1, 1)


def test_conflagrate_deals_3_damage_to_an_enemy_unit():
    """Conflagrate: "Deal 3 damage to an enemy unit." (its Amplify is not in the rules)."""
    m = table(hands={0: ["conflagrate"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    assert check_play(m, 0, "conflagrate", find(m, "yeti_spy", 0)) is not None
    assert check_play(m, 0, "conflagrate", P1) is not None
    play(m, 0, "conflagrate", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (3, 2)


def test_reckless_elemental_made_by_inferno_dance_must_attack():
    """Elemental (Inferno Dance: "Play a 1/1 Elemental with Reckless"): 003 Reckless, it must
    attack when it can: it joins any attack."""
    m = table(hands={0: ["inferno_dance"]}, boards={0: ["yeti_spy"]})
    play(m, 0, "inferno_dance")
    resolve_stack(m)
    e = find(m, "reckless_elemental", 0)
    assert unit_stats(m, e) == (1, 1) and has(m.state, CARDS, e, "reckless")
    m.state.info[e].entered = 1
    m._legal_cache = None
    m.apply(Action("attack", 0, find(m, "yeti_spy", 0)))
    assert e in m.state.attackers                                       # it joined the attack
    m.apply(Action("attack", 0, choice="player"))
    _after_combat(m)
    assert m.state.health[1] == 23
