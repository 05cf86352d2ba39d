"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part I:
Big Brother and his Little Brothers.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import attack, block, board, find, pass_, play, resolve_stack, table, unit_stats


def _battle(m, limit: int = 14) -> None:
    """Pass until the battle is over (the second main phase, nothing pending)."""
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)


def test_big_brother_can_t_attack_or_block_and_plays_two_little_brothers():
    """Big Brother: "Big Brother can't attack or block. Summon: Play two 1/1 Little Brothers."."""
    m = table(hands={0: ["big_brother"]})
    play(m, 0, "big_brother")
    resolve_stack(m)
    assert board(m, 0) == ["big_brother", "little_brother", "little_brother"]
    b = find(m, "big_brother", 0)
    m.state.info[b].entered = 1
    m._legal_cache = None
    v = m.check(Action("attack", 0, b))
    assert v is not None and "can't attack" in v.reason
    m = table(turn=1, boards={0: ["big_brother"], 1: ["argenport_soldier"]})
    attack(m, 1, find(m, "argenport_soldier", 1))
    for _ in range(6):
        if m.state.phase == "block":
            break
        pass_(m)
    assert not any(a.kind == "block" and a.card == find(m, "big_brother", 0) for a in m.legal_actions())


def test_little_brother_stuns_a_unit_it_damages():
    """Little Brother: "When Little Brother damages a unit, stun that unit." (003 Stun)."""
    m = table(boards={0: ["little_brother"], 1: ["sand_warrior"]})
    lb, w = find(m, "little_brother", 0), find(m, "sand_warrior", 1)
    attack(m, 0, lb)
    for _ in range(6):
        if m.state.phase == "block":
            break
        pass_(m)
    block(m, 1, (w, lb))
    _battle(m)
    assert board(m, 0) == [] and m.state.info[w].stun and unit_stats(m, w) == (3, 2)


def test_big_brother_is_silenced_when_a_little_brother_hits_the_enemy_player():
    """Big Brother: "When a Little Brother hits the enemy player, silence Big Brother." Silenced, he can attack."""
    m = table(boards={0: ["big_brother", "little_brother"]})
    b = find(m, "big_brother", 0)
    attack(m, 0, find(m, "little_brother", 0))
    _battle(m)
    assert m.state.health[1] == 24 and m.state.info[b].silenced
    m.state.phase = "main1"
    m._legal_cache = None
    assert m.check(Action("attack", 0, b)) is None


def test_unfinished_business_plus_5_plus_5_then_sacrificed_at_end_of_turn_or_when_it_deals_damage():
    """Unfinished Business: "Give one of your units +5/+5. Sacrifice it at the end of the turn or when
    it deals damage." (000 3.52: the end of the turn's sacrifices)."""
    from .helpers import void
    m = table(hands={0: ["unfinished_business"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "unfinished_business", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (8, 7)
    for _ in range(8):
        if m.state.turn == 1:
            break
        pass_(m)
    assert board(m, 0) == [] and "argenport_soldier" in void(m, 0)
    m = table(hands={0: ["unfinished_business"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "unfinished_business", s)
    resolve_stack(m)
    attack(m, 0, s)
    _battle(m)
    assert m.state.health[1] == 17 and board(m, 0) == [] and m.state.turn == 0
