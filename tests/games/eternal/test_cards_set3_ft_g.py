"""A test per Set 3 (Omens of the Past) Fire or Time card, part G: "can't fly" on the unit an
attachment is on (auras_set3_ft.host_lost, read by stats.keywords), a weapon that stuns its
wielder after it attacked.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import has, stunned

from .helpers import CARDS, attack, choose, find, pass_, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # 3/2


def test_sandbinder_sentinel_sandbinds_an_enemy_flyer_so_it_cannot_fly():
    """Sandbinder Sentinel: "Summon: Play a Sandbind on an enemy unit with Flying." Sandbind: "The cursed
    unit can't fly." (a curse token)."""
    m = table(hands={0: ["sandbinder_sentinel"]}, boards={1: ["serene_excavator", SOLDIER]})
    e = find(m, "serene_excavator", 1)
    assert has(m.state, CARDS, e, "flying")
    play(m, 0, "sandbinder_sentinel")
    if m.state.choice is not None:
        choose(m, 0, e)
    resolve_stack(m)
    assert [CARDS[m.state.kinds[a]].id for a in m.state.info[e].att] == ["sandbind"]
    assert not has(m.state, CARDS, e, "flying") and unit_stats(m, find(m, "sandbinder_sentinel", 0)) == (4, 6)


def test_rock_carapace_grounds_its_wielder_and_stuns_it_at_the_end_of_a_turn_it_attacked():
    """Rock Carapace: "The wielder can't fly. / At the end of your turn, if the wielder attacked, stun it."
    (+9/+9; 003 Stun)."""
    m = table(boards={0: ["serene_excavator", SOLDIER]}, hands={0: ["rock_carapace", "rock_carapace"]}, power=(20, 20))
    e, s = find(m, "serene_excavator", 0), find(m, SOLDIER, 0)
    play(m, 0, "rock_carapace", e)
    resolve_stack(m)
    play(m, 0, "rock_carapace", s)
    resolve_stack(m)
    assert not has(m.state, CARDS, e, "flying") and unit_stats(m, e) == (10, 11)
    attack(m, 0, e)
    for _ in range(30):
        if m.state.turn == 1:
            break
        if m.state.choice is not None:
            choose(m, m.state.choice["seat"], m.state.choice["options"][0])
            continue
        pass_(m)
    assert stunned(m.state, CARDS, e) and not stunned(m.state, CARDS, s)


def test_temporal_distortion_makes_your_spells_fast_and_replenishes_your_power_on_the_enemy_turn():
    """Temporal Distortion: "Your spells are fast. / At the start of the enemy turn, replenish your
    power." (000 4.1: fast spells answer the enemy)."""
    from simulator.core.actions import Action
    m = table(hands={1: ["torch"], 0: ["hoof_slash", "purge_the_darkness"]}, relics={0: ["temporal_distortion"]},
              boards={0: [SOLDIER]}, power=(3, 10))
    m.state.auras.append(find(m, "temporal_distortion", 0, "relics"))
    m.state.power[0] = 0
    m._legal_cache = None
    for _ in range(12):   # the enemy's turn starts: your power back to its maximum
        if m.state.turn == 1 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    assert m.state.turn == 1 and m.state.power[0] == 3
    m.apply(Action("play", 1, find(m, "torch", 1, "hands"), find(m, SOLDIER, 0)))
    plays = {CARDS[m.state.kinds[a.card]].id for a in m.legal_actions() if a.kind == "play"}
    assert plays == {"hoof_slash", "purge_the_darkness"}   # a plain spell, fast now too
    m.apply(Action("play", 0, find(m, "purge_the_darkness", 0, "hands")))
    resolve_stack(m)
    assert m.state.power[0] == 0 and m.state.health[1] == 21


def test_without_temporal_distortion_a_plain_spell_waits_for_your_main_phase():
    """000 4.1: only fast spells answer the enemy (the rule Temporal Distortion changes)."""
    from simulator.core.actions import Action
    m = table(turn=1, hands={1: ["torch"], 0: ["hoof_slash", "purge_the_darkness"]}, boards={0: [SOLDIER]})
    m.apply(Action("play", 1, find(m, "torch", 1, "hands"), find(m, SOLDIER, 0)))
    plays = {CARDS[m.state.kinds[a.card]].id for a in m.legal_actions() if a.kind == "play"}
    assert plays == {"hoof_slash"}
