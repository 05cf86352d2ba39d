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
