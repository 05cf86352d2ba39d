"""Accelerated Impact (Set 3): "Your units get +1/+1 this turn. They deal battle damage equal to their Health
this turn and can attack even if their Strength is 0 or less."

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.sight import LINK_BY_HEALTH

from .helpers import (CARDS, attack, block, board, find, pass_, pass_until, play, refresh, resolve_stack, table, unit_stats,
                      void)

SHIELDMAN = "copperhall_shieldman"   # 0/7, no text
RECRUIT = "copperhall_recruit"       # 2/5, no text
SOLDIER = "argenport_soldier"        # 3/2, no text


def _impact(m, seat: int = 0) -> None:
    play(m, seat, "accelerated_impact")
    resolve_stack(m)


def _next_turn(m) -> None:
    """Pass until the other player's turn has begun (its First Main Phase)."""
    seat = m.state.turn
    for _ in range(60):
        if m.state.turn != seat and m.state.phase == "main1" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("the turn never passed")


def _fight(m) -> None:
    """Pass until the attack is over (the Final Main Phase, the stack empty)."""
    pass_until(m, "main2")


def test_accelerated_impact_gives_your_units_plus_1_plus_1_this_turn():
    """Accelerated Impact: "Your units get +1/+1 this turn." (the enemy's units do not; it ends with the turn,
    000 3.54)."""
    m = table(hands={0: ["accelerated_impact"]}, boards={0: [RECRUIT], 1: [SOLDIER]})
    mine, theirs = find(m, RECRUIT, 0), find(m, SOLDIER, 1)
    _impact(m)
    assert unit_stats(m, mine) == (3, 6) and unit_stats(m, theirs) == (3, 2)
    assert m.state.power[0] == 10 - 2 and void(m, 0) == ["accelerated_impact"]
    _next_turn(m)
    assert unit_stats(m, mine) == (2, 5)


def test_accelerated_impact_units_deal_battle_damage_equal_to_their_health():
    """Accelerated Impact: "They deal battle damage equal to their Health this turn": a 2/5 unit, now 3/6,
    hits the enemy player for 6."""
    m = table(hands={0: ["accelerated_impact"]}, boards={0: [RECRUIT]})
    r = find(m, RECRUIT, 0)
    _impact(m)
    attack(m, 0, r)
    _fight(m)
    assert m.state.health[1] == 25 - 6


def test_accelerated_impact_units_deal_their_health_left_after_damage():
    """Accelerated Impact: "equal to their Health": the Health the unit has now, after damage (003 Health: damage
    lowers it until the end of the turn)."""
    m = table(hands={0: ["accelerated_impact", "torch"]}, boards={0: [RECRUIT]})
    r = find(m, RECRUIT, 0)
    play(m, 0, "torch", r)   # 3 damage to its own unit: 2/5 with 2 Health left
    resolve_stack(m)
    _impact(m)
    assert unit_stats(m, r) == (3, 3)
    attack(m, 0, r)
    _fight(m)
    assert m.state.health[1] == 25 - 3


def test_accelerated_impact_lets_a_unit_with_0_or_less_strength_attack():
    """Accelerated Impact: "can attack even if their Strength is 0 or less" (000 3.2 otherwise asks for more than
    0): a 0/7 unit given -6 Strength in answer (Detain) is -5/8 and still attacks, for 8."""
    m = table(hands={0: ["accelerated_impact"], 1: ["detain"]}, boards={0: [SHIELDMAN]})
    s = find(m, SHIELDMAN, 0)
    refused = m.check(Action("attack", 0, s))
    assert refused is not None and "no strength" in refused.reason and "3.2" in refused.rule
    play(m, 0, "accelerated_impact")
    assert m.decision().seat == 1
    play(m, 1, "detain", s)          # resolves first: -6 Strength this turn
    resolve_stack(m)
    assert unit_stats(m, s) == (-5, 8)
    assert m.check(Action("attack", 0, s)) is None
    attack(m, 0, s)
    _fight(m)
    assert m.state.health[1] == 25 - 8


def test_accelerated_impact_blocked_unit_deals_its_health_and_overwhelm_carries_the_rest():
    """Accelerated Impact with Overwhelm (003 Overwhelm): Horned Vorlunk, 3/4 now 4/5, blocked by a 3/2 soldier,
    deals 5: 2 kill the blocker, 3 go to the enemy player."""
    m = table(hands={0: ["accelerated_impact"]}, boards={0: ["horned_vorlunk"], 1: [SOLDIER]})
    v, s = find(m, "horned_vorlunk", 0), find(m, SOLDIER, 1)
    _impact(m)
    attack(m, 0, v)
    block(m, 1, (s, v))
    _fight(m)
    assert board(m, 1) == [] and m.state.health[1] == 25 - 3
    assert unit_stats(m, v) == (4, 5 - 3)


def test_accelerated_impact_double_damage_doubles_the_health_amount():
    """Accelerated Impact with Double Damage (003 Double Damage): Yeti Sage, 1/1 now 2/2, deals 2 x 2 = 4."""
    m = table(hands={0: ["accelerated_impact"]}, boards={0: ["yeti_sage"]})
    y = find(m, "yeti_sage", 0)
    assert CARDS[m.state.kinds[y]].kw & KW["double_damage"]
    _impact(m)
    attack(m, 0, y)
    _fight(m)
    assert m.state.health[1] == 25 - 4


def test_accelerated_impact_deadly_kills_with_the_health_amount_even_at_0_strength():
    """Accelerated Impact with Deadly (003 Deadly: any damage to a unit kills it): a Deadly unit given -6 Strength
    still deals its Health to its blocker, which dies."""
    m = table(hands={0: ["accelerated_impact"], 1: ["detain"]}, boards={0: ["direfang_spider"], 1: ["jotun_warrior"]})
    d, j = find(m, "direfang_spider", 0), find(m, "jotun_warrior", 1)
    play(m, 0, "accelerated_impact")
    play(m, 1, "detain", d)
    resolve_stack(m)
    attack(m, 0, d)
    block(m, 1, (j, d))
    _fight(m)
    assert "jotun_warrior" in void(m, 1) and "direfang_spider" in void(m, 0)


def test_accelerated_impact_killer_attack_deals_the_health_amount():
    """Accelerated Impact with Killer (000 4.3, 003 Killer: the two fight): Rabid Yeti, a 2/2 Killer now 3/3,
    attacks a 3/5 directly and deals its 3 Health; the 3 it takes back kill it."""
    m = table(hands={0: ["accelerated_impact"]}, boards={0: ["rabid_yeti"], 1: ["jotun_warrior"]})
    y, j = find(m, "rabid_yeti", 0), find(m, "jotun_warrior", 1)   # Rabid Yeti: 2/2 Killer, now 3/3
    _impact(m)
    m.apply(Action("attack", 0, y, j))
    resolve_stack(m)
    assert m.state.info[j].dmg == 3 and "rabid_yeti" in void(m, 0)   # 3 by Health; Jotun Warrior's 3 kill it


def test_accelerated_impact_blocker_deals_the_health_it_entered_the_fight_with():
    """Accelerated Impact on the enemy's turn (Temporal Distortion: "Your spells are fast"), after blockers are
    declared: the blocker, 2/5 now 3/6, deals its 6 Health though it takes 3 in the same fight (000 3.34:
    battle damage is dealt at once), so the 5/2 attacker dies."""
    m = table(turn=1, hands={0: ["accelerated_impact"]}, boards={0: [RECRUIT], 1: ["centaur_outrider"]},
              relics={0: ["temporal_distortion"]})
    m.state.auras.append(find(m, "temporal_distortion", 0, "relics"))   # (table() lists only units' auras)
    refresh(m)
    r, c = find(m, RECRUIT, 0), find(m, "centaur_outrider", 1)
    attack(m, 1, c)
    block(m, 0, (r, c))
    for _ in range(6):
        if m.decision().seat == 0 and m.check(Action("play", 0, find(m, "accelerated_impact", 0, "hands"))) is None:
            break
        pass_(m)
    play(m, 0, "accelerated_impact")
    resolve_stack(m)
    _fight(m)
    assert "centaur_outrider" in void(m, 1) and unit_stats(m, r) == (3, 6 - 5)


def test_accelerated_impact_does_not_reach_a_unit_played_after_it():
    """Accelerated Impact: "They" are the units that got +1/+1: a unit played later in the turn (Charge, so it
    may attack) deals battle damage by Strength as usual; the mark ends with the turn."""
    m = table(hands={0: ["accelerated_impact", "blazing_renegade"]}, boards={0: [RECRUIT]})
    _impact(m)
    play(m, 0, "blazing_renegade")    # 2/1 Charge
    resolve_stack(m)
    b, r = find(m, "blazing_renegade", 0), find(m, RECRUIT, 0)
    attack(m, 0, b)
    _fight(m)
    assert m.state.health[1] == 25 - 2
    assert [x[1] for x in m.state.links if x[0] == LINK_BY_HEALTH] == [r]
    _next_turn(m)
    assert not [x for x in m.state.links if x[0] == LINK_BY_HEALTH]



def test_accelerated_impact_marked_units_say_so_on_their_face():
    """The table tells the player which units deal battle damage by Health this turn (a word on the card's face,
    not only the number the fight will use)."""
    from simulator.games.registry import get_game
    m = table(hands={0: ["accelerated_impact", "blazing_renegade"]}, boards={0: [RECRUIT], 1: [SOLDIER]})
    _impact(m)
    play(m, 0, "blazing_renegade")
    resolve_stack(m)
    t = get_game("eternal").table()
    t.scene(m.observation(0))
    tags = {kind: t.face(find(m, kind, seat)).states for kind, seat in ((RECRUIT, 0), ("blazing_renegade", 0), (SOLDIER, 1))}
    assert "Battle damage = Health" in tags[RECRUIT]
    assert "Battle damage = Health" not in tags["blazing_renegade"] + tags[SOLDIER]
