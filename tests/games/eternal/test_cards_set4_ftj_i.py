"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part I: Yushkov (an Ultimate
trigger, once while on the playmat) and Factory Quota. Each test plays the card through Match.apply
and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from .helpers import find, pass_, play, refresh, resolve_stack, table

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _to_turn(m, seat: int) -> None:
    for _ in range(40):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached that turn")


def test_yushkov_the_usurper_exhausts_each_unit_the_enemy_plays():
    """Yushkov, the Usurper: "When the enemy player plays a unit, exhaust it."."""
    m = table(boards={0: ["yushkov_the_usurper"]}, hands={1: [SOLDIER]}, turn=1)
    play(m, 1, SOLDIER)
    resolve_stack(m)
    assert m.state.info[find(m, SOLDIER, 1)].ex


def test_yushkov_the_usurper_ultimate_gives_power_per_exhausted_enemy_unit_once():
    """Yushkov: "Ultimate: At the start of your turn, you get +1 power this turn plus an additional
    power for each exhausted enemy unit." (003 Ultimate: once while on the playmat)."""
    m = table(boards={0: ["yushkov_the_usurper"], 1: [SOLDIER, JOTUN]}, turn=1, power=(5, 5))
    for u in m.state.boards[1]:
        m.state.info[u].ex = True   # they attacked on their turn: still exhausted at the start of ours
    refresh(m)
    _to_turn(m, 0)
    assert m.state.power[0] == m.state.max_power[0] + 3
    _to_turn(m, 1)
    _to_turn(m, 0)
    assert m.state.power[0] == m.state.max_power[0]   # once only


def test_factory_quota_players_cant_gain_health():
    """Factory Quota: "Players can't gain Health." (neither player)."""
    m = table(hands={0: ["factory_quota", "vital_arcana"]}, health=(20, 20))
    play(m, 0, "factory_quota")
    resolve_stack(m)
    play(m, 0, "vital_arcana")
    resolve_stack(m)
    assert m.state.health[0] == 20


def test_factory_quota_deals_2_damage_at_the_end_of_a_turn_without_a_unit_played():
    """Factory Quota: "At the end of each player's turn, if they didn't play a unit, deal 2 damage to them."."""
    m = table(relics={0: ["factory_quota"]}, hands={0: [SOLDIER]})
    play(m, 0, SOLDIER)
    resolve_stack(m)
    _to_turn(m, 1)
    assert m.state.health[0] == 25          # a unit played: no damage
    _to_turn(m, 0)
    assert m.state.health[1] == 23          # the enemy played none
