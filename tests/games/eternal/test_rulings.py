"""Rulings filled in after the first pass: lost health buffs, Aegis on several effects at once,
Permafrost, conditional and cost-changing auras, and smaller points of 000 and 003.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import (CARDS, P1, attack, block, board, find, pass_, play, refresh, table, unit_stats)


def test_003_health_a_lost_positive_health_buff_heals_up_to_that_much_damage():
    """003 "Cards" > Health > Units: "If a positive health buff is lost, then the unit is
    healed of damage upto that much positive health buff lost. Otherwise, the damage remains
    on the unit for the rest of the turn." Thudrock's Masterwork gives Yeti +1/+1; when the
    site dies, Crafty Yeti (3/2, 4/3 with the site) with 2 damage keeps 1 of it and lives."""
    m = table(hands={0: ["lightning_storm"]}, boards={0: ["jotun_warrior"], 1: ["thudrock_s_masterwork", "crafty_yeti"]})
    yeti, jotun = find(m, "crafty_yeti", 1), find(m, "jotun_warrior", 0)
    assert unit_stats(m, yeti) == (4, 3)
    play(m, 0, "lightning_storm")
    assert unit_stats(m, yeti) == (4, 1) and m.state.info[yeti].dmg == 2
    attack(m, 0, jotun, site=True)
    block(m, 1)
    pass_until_main2(m)
    assert "thudrock_s_masterwork" not in board(m, 1)
    assert "crafty_yeti" in board(m, 1)                 # without the ruling 3/2 with 2 damage dies
    assert m.state.info[yeti].dmg == 1 and unit_stats(m, yeti) == (3, 1)   # the rest of the damage remains


def test_003_health_a_negative_change_does_not_heal():
    """003 Health: only a *positive* buff that is lost heals; a new -X health change leaves
    the damage (Plague's -1/-1 kills a damaged Crafty Yeti at 1 health left)."""
    m = table(hands={0: ["plague"]}, boards={1: ["crafty_yeti"]})
    yeti = find(m, "crafty_yeti", 1)
    m.state.info[yeti].dmg = 1
    refresh(m)
    play(m, 0, "plague")
    assert "crafty_yeti" not in board(m, 1)


def pass_until_main2(m, limit: int = 20) -> None:
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("never reached the Final Main Phase")


def test_003_aegis_negates_every_effect_of_one_enemy_spell():
    """003 Aegis: "If multiple enemy effects were to resolve simultaneously, then all those
    effects are negated": Rebuke silences *and* stuns; on Steadfast Deputy both are negated
    and the shield is gone. A second enemy spell then works."""
    m = table(hands={0: ["rebuke", "rebuke"]}, boards={1: ["steadfast_deputy"]})
    d = find(m, "steadfast_deputy", 1)
    play(m, 0, "rebuke", d)
    i = m.state.info[d]
    assert not i.silenced and not i.stun and not i.ex and not i.shield
    play(m, 0, "rebuke", d)
    assert i.silenced and i.stun and i.ex


def test_003_aegis_effects_on_others_still_happen():
    """003 Aegis: "If the ability/spell has additional effect that does not effect the
    shielded, those still occur": Execute's kill is negated, its 2 damage to the player is not."""
    m = table(hands={0: ["execute"]}, boards={1: ["steadfast_deputy"]})
    d = find(m, "steadfast_deputy", 1)
    m.state.info[d].ex = True
    refresh(m)
    play(m, 0, "execute", d)
    assert "steadfast_deputy" in board(m, 1) and m.state.health[1] == 23


def test_003_aegis_a_weapon_with_aegis_gives_a_shield():
    """003 Aegis: "If a unit gains aegis, it gains both an aegis shield and the Aegis keyword";
    000 1.4: a weapon's skills are its wielder's. Valkyrie Wings' Aegis stops the next Torch."""
    m = table(turn=1, hands={1: ["valkyrie_wings"], 0: ["torch"]}, boards={1: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 1)
    play(m, 1, "valkyrie_wings", s)
    assert m.state.info[s].shield
    m.state.turn = 0
    refresh(m)
    play(m, 0, "torch", s)
    assert "argenport_soldier" in board(m, 1) and m.state.info[s].dmg == 0


def test_003_aegis_a_unit_that_loses_aegis_loses_its_shield():
    """003 Aegis: "If a unit loses this ability, the shield is also lost": Aegis given for
    this turn ends at cleanup (000 3.54), and with it the shield."""
    from simulator.games.eternal.acts import Ctx
    from simulator.games.eternal.effects import OPS
    m = table(hands={1: ["torch"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    OPS["grant"](Ctx(m.state, CARDS), 0, s, {"op": "grant", "keywords": ["aegis"], "turn": True}, {"target": s}, None)
    assert m.state.info[s].shield
    pass_(m, 0)        # end of turn: the Aegis ends
    assert m.state.turn == 1
    play(m, 1, "torch", s)
    assert "argenport_soldier" not in board(m, 0)


def test_permafrost_stuns_the_cursed_unit_for_as_long_as_it_is_cursed():
    """Permafrost: "Stun the cursed unit (for as long as it is cursed)." The unit stays
    exhausted through its next turns (a plain stun ends after one, 003 Stun)."""
    m = table(hands={0: ["permafrost"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "permafrost", j)
    assert m.state.info[j].ex
    assert m.rules.observation(m.state, 0).part.units[j].stunned
    for _ in range(2):                        # two of its owner's turns go by
        pass_(m, 0)
        assert m.state.turn == 1 and m.state.info[j].ex
        assert not [a for a in m.legal_actions() if a.kind == "attack"]
        pass_(m, 1)
    assert m.state.info[j].ex


def test_permafrost_the_cursed_unit_cannot_block():
    """Permafrost (003 Stun: a stunned unit is exhausted; 000 3.32: only ready units block)."""
    m = table(hands={0: ["permafrost"]}, boards={0: ["argenport_soldier"], 1: ["jotun_warrior"]})
    j, s = find(m, "jotun_warrior", 1), find(m, "argenport_soldier", 0)
    play(m, 0, "permafrost", j)
    attack(m, 0, s)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.card == j]


def test_permafrost_endurance_units_cannot_be_stunned():
    """003 Endurance: "Units with endurance cannot be ... stunned"."""
    m = table(hands={0: ["permafrost"]}, boards={1: ["auric_sentry"]})
    a = find(m, "auric_sentry", 1)
    play(m, 0, "permafrost", a)
    assert not m.state.info[a].ex


def test_permafrost_silence_ends_the_stun():
    """003 Silence: a silenced unit loses its attachments' text; "If a stunned unit is
    silenced, that unit is no longer stunned and immediately readied" (Desert Marshal)."""
    m = table(hands={0: ["permafrost"], 1: ["desert_marshal"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "permafrost", j)
    pass_(m, 0)
    while m.state.phase != "main1":
        pass_(m)                              # Player 2 keeps the Ambush unit for their turn
    assert m.state.turn == 1 and m.state.info[j].ex
    play(m, 1, "desert_marshal")
    from .helpers import choose
    choose(m, 1, j)
    assert m.state.info[j].silenced and not m.state.info[j].ex
    assert [a for a in m.legal_actions() if a.kind == "attack" and a.card == j]


def test_003_endurance_a_stunned_unit_that_gains_endurance_is_readied():
    """003 Endurance / Stun: "if a stunned unit gains endurance, that unit is no longer
    stunned and is readied immediately", on its own turn too (a Permafrost stun here)."""
    from simulator.games.eternal.acts import Ctx
    from simulator.games.eternal.effects import OPS
    m = table(hands={0: ["permafrost"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "permafrost", j)
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.info[j].ex
    OPS["grant"](Ctx(m.state, CARDS), 1, j, {"op": "grant", "keywords": ["endurance"]}, {"target": j}, None)
    assert not m.state.info[j].ex


def test_conditional_aura_valkyrie_spireguard_and_the_lost_health_buff():
    """Valkyrie Spireguard: "+3/+3 while you have another Valkyrie" (000 1.4: an ongoing
    ability). When the other Valkyrie dies its +3 health goes, and 003 Health heals up to 3
    of its damage: Torch and Lightning Storm's 5 damage leave it a 3/3 with 2 damage."""
    m = table(hands={0: ["torch", "lightning_storm"]}, boards={1: ["valkyrie_spireguard"]})
    sg = find(m, "valkyrie_spireguard", 1)
    assert unit_stats(m, sg) == (3, 3)
    m = table(hands={0: ["torch", "lightning_storm"]}, boards={1: ["valkyrie_spireguard", "valkyrie_aspirant"]})
    sg = find(m, "valkyrie_spireguard", 1)
    assert unit_stats(m, sg) == (6, 6)
    play(m, 0, "torch", sg)
    play(m, 0, "lightning_storm")
    assert board(m, 1) == ["valkyrie_spireguard"]
    assert m.state.info[sg].dmg == 2 and unit_stats(m, sg) == (3, 1)


def test_conditional_aura_lucky_prospector_while_you_have_a_relic():
    """Lucky Prospector: "+2/+2 while you have a relic" (a relic weapon is a relic, 000 1.3;
    the enemy's cursed relic on you is not yours)."""
    m = table(turn=1, hands={1: ["azindel_s_gift"]}, boards={0: ["lucky_prospector"]})
    lp = find(m, "lucky_prospector", 0)
    assert unit_stats(m, lp) == (1, 1)
    play(m, 1, "azindel_s_gift")
    assert m.state.relics[0] and unit_stats(m, lp) == (1, 1)
    m = table(hands={0: ["infinite_hourglass", "lifedrinker"]}, boards={0: ["lucky_prospector"]})
    lp = find(m, "lucky_prospector", 0)
    play(m, 0, "lifedrinker")
    assert unit_stats(m, lp) == (3, 3)
    m = table(hands={0: ["infinite_hourglass"]}, boards={0: ["lucky_prospector"]})
    lp = find(m, "lucky_prospector", 0)
    play(m, 0, "infinite_hourglass")
    assert unit_stats(m, lp) == (3, 3)


def test_conditional_aura_lethrai_darkstalker_at_night():
    """Lethrai Darkstalker: "+4 Strength at Night. Summon: Nightfall." (003 Nightfall: Night
    lasts this turn and two more)."""
    m = table(hands={0: ["lethrai_darkstalker"]})
    play(m, 0, "lethrai_darkstalker")
    d = find(m, "lethrai_darkstalker", 0)
    assert unit_stats(m, d) == (4, 4)
    for _ in range(3):
        pass_(m, m.state.turn)
    assert m.state.turn_no == 6 and unit_stats(m, d) == (0, 4)


def test_cost_aura_tamarys_your_spells_cost_one_less():
    """Tamarys, the Geomancer: "Your spells cost 1 less" (000 1.3: the cost is what is
    deducted; it never goes below 0). The enemy's spells are not cheaper."""
    m = table(power=(0, 0), hands={0: ["torch", "lightning_storm"], 1: ["torch"]}, boards={0: ["tamarys_the_geomancer"]})
    from simulator.games.eternal.stats import cost
    assert cost(m.state, CARDS, find(m, "torch", 0, "hands")) == 0
    assert cost(m.state, CARDS, find(m, "lightning_storm", 0, "hands")) == 1
    assert cost(m.state, CARDS, find(m, "torch", 1, "hands")) == 1
    play(m, 0, "torch", P1)
    assert m.state.health[1] == 22 and m.state.power[0] == 0


def test_cost_aura_sauropod_wrangler_units_with_5_strength_or_more():
    """Sauropod Wrangler: "Your units with 5 Strength or more cost 1 less."."""
    m = table(power=(4, 4), hands={0: ["towering_terrazon", "horned_vorlunk"]}, boards={0: ["sauropod_wrangler"]})
    from simulator.games.eternal.stats import cost
    assert cost(m.state, CARDS, find(m, "towering_terrazon", 0, "hands")) == 4    # a 6/5 costing 5
    assert cost(m.state, CARDS, find(m, "horned_vorlunk", 0, "hands")) == 4       # a 3/4 costing 4
    play(m, 0, "towering_terrazon")
    assert "towering_terrazon" in board(m, 0) and m.state.power[0] == 0


def test_003_infiltrate_is_not_consumed_without_a_legal_target():
    """003 Infiltrate: "If the ability requires a legal target which does not exist at the
    time of damage, no effect will occur and the Infiltrate ability will not be consumed."
    Desperado (Infiltrate: Kill an enemy unit) hits an empty board, then later kills."""
    from simulator.games.eternal.state import INFILTRATED
    m = table(boards={0: ["desperado"]}, hands={1: ["argenport_soldier"]})
    d = find(m, "desperado", 0)
    attack(m, 0, d)
    assert m.state.health[1] == 22 and not m.state.info[d].used & INFILTRATED
    pass_until_main2(m)
    pass_(m, 0)
    while m.state.turn != 1 or m.state.phase != "main1":
        pass_(m)
    play(m, 1, "argenport_soldier")
    pass_(m, 1)
    while m.state.turn != 0 or m.state.phase != "main1":
        pass_(m)
    attack(m, 0, d)
    block(m, 1)
    pass_until_main2(m)
    assert m.state.health[1] == 19 and board(m, 1) == [] and m.state.info[d].used & INFILTRATED


def test_000_4_3_killer_regained_can_attack_again():
    """000 4.3: a Killer unit's direct attack expends its Killer "unless it regains the skill
    somehow, like being granted by another card"; 003 Killer: another instance "will only
    refresh its usage"."""
    from simulator.games.eternal.acts import Ctx
    from simulator.games.eternal.effects import OPS
    m = table(boards={0: ["predatory_carnosaur"], 1: ["argenport_soldier", "jotun_warrior"]})
    k, s = find(m, "predatory_carnosaur", 0), find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, k, s))
    m.state.info[k].ex = False
    OPS["grant"](Ctx(m.state, CARDS), 0, k, {"op": "grant", "keywords": ["killer"]}, {"target": k}, None)
    refresh(m)
    assert [a for a in m.legal_actions() if a.kind == "attack" and a.card == k and a.target is not None]


def test_000_3_34_berserk_after_killing_the_site_attacks_the_player():
    """000 3.34: "If they attacked a site and it wasn't killed, they attack it again.
    Otherwise they attack the enemy player.\""""
    m = table(boards={0: ["enraged_araktodon"], 1: ["thudrock_s_masterwork"]})
    e = find(m, "enraged_araktodon", 0)
    attack(m, 0, e, site=True)
    from .helpers import choose
    choose(m, 0, e)
    assert "thudrock_s_masterwork" not in board(m, 1)
    assert m.state.phase == "main2" and m.state.health[1] == 19


def test_000_5_0_after_an_ambush_against_a_direct_attack_the_attacker_may_play_fast_spells():
    """000 5.0, "Reacting to Direct Attack": "If the enemy player plays an Ambush unit, the
    current player can play fast spells." (000 4.3: the attack turns on the Ambush unit.)"""
    m = table(boards={0: ["predatory_carnosaur"], 1: ["argenport_soldier"]}, hands={0: ["finest_hour"], 1: ["storm_lynx"]})
    k, s = find(m, "predatory_carnosaur", 0), find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, k, s))
    assert m.decision().seat == 1
    play(m, 1, "storm_lynx")
    lynx = find(m, "storm_lynx", 1)
    if m.decision().seat == 1:            # (with autopass, a pass with nothing to play is made for them)
        pass_(m, 1)
    assert m.decision().seat == 0 and m.state.stack and m.state.stack[-1]["target"] == lynx
    play(m, 0, "finest_hour", k)          # Predatory Carnosaur gets +3/+3 this turn
    while m.state.stack:
        pass_(m)
    assert "storm_lynx" not in board(m, 1) and lynx in m.state.voids[1]
    assert "argenport_soldier" in board(m, 1)


def test_003_endurance_from_an_aura_frees_a_unit_held_by_permafrost():
    """003 Endurance: "if a stunned unit gains endurance, that unit is no longer stunned and
    is readied immediately" - here Infinite Hourglass ("Your units have Endurance") against
    Permafrost."""
    m = table(hands={0: ["permafrost"], 1: ["infinite_hourglass"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "permafrost", j)
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.info[j].ex
    play(m, 1, "infinite_hourglass")
    assert not m.state.info[j].ex
    assert [a for a in m.legal_actions() if a.kind == "attack" and a.card == j]


def test_000_4_3_a_direct_attack_fires_block_abilities_of_the_unit_attacked():
    """000 4.3: "Abilities that trigger from attacking or blocking will occur, then the
    attacker and the defending unit deal their strength in damage to each other"; 003 Killer:
    "the victim is a blocker for all related effects and abilities". Reliquary Raider: "When
    she blocks, you gain 3 Health." (and in a battle, 000 3.32)."""
    m = table(boards={0: ["predatory_carnosaur"], 1: ["reliquary_raider"]})
    k, r = find(m, "predatory_carnosaur", 0), find(m, "reliquary_raider", 1)
    m.apply(Action("attack", 0, k, r))
    while m.state.stack:
        pass_(m)
    assert m.state.health[1] == 28 and "reliquary_raider" not in board(m, 1)
    m = table(boards={0: ["argenport_soldier"], 1: ["reliquary_raider"]})
    s, r = find(m, "argenport_soldier", 0), find(m, "reliquary_raider", 1)
    attack(m, 0, s)
    block(m, 1, (r, s))
    assert m.state.health[1] == 28


def test_003_destiny_a_spell_drawn_while_another_resolves_waits_on_the_stack():
    """003 Destiny (played for free when drawn, then draw another card) during a spell's
    draw; 003 The Stack: items resolve one at a time, last in first out. Wisdom of the
    Elders draws Firebomb, which is played, waits on the stack, and resolves after it."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["firebomb", "torch"]})
    play(m, 0, "wisdom_of_the_elders")
    while m.state.stack:
        pass_(m)
    assert m.state.health[0] == 20
    assert "torch" in [CARDS[m.state.kinds[c]].id for c in m.state.hands[0]] and len(m.state.hands[0]) == 2
    assert sorted(CARDS[m.state.kinds[c]].id for c in m.state.voids[0]) == ["firebomb", "wisdom_of_the_elders"]
