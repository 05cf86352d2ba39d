"""A test per Set 3 card (Omens of the Past), Justice and Primal, part E: the cards that needed a small
hook in the engine: Armor lost (Shieldsmith), a curse on the stack as a target (Unseal), the cursed
unit's turn (Electropy, Regression), a target with two battle skills (Humble Instructor).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import (CARDS, IDX, P0, P1, attack, board, find, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def _next_turn(m, seat: int, limit: int = 30) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_shieldsmith_gets_the_strength_of_the_armor_you_lose():
    """Shieldsmith: "Lifesteal / When you lose Armor, Shieldsmith gets that much Strength." (000 4.31: armor
    soaks damage to its player first)."""
    m = table(turn=1, boards={0: ["shieldsmith"]}, hands={1: ["torch"]}, armor=(2, 0))
    play(m, 1, "torch", P0)
    resolve_stack(m)
    assert m.state.armor[0] == 0 and m.state.health[0] == 24
    assert unit_stats(m, find(m, "shieldsmith", 0)) == (2, 5)


def test_unseal_negates_an_enemy_curse_or_spell():
    """Unseal: "Negate an enemy spell or curse." (000 4.2: curses wait on the stack to be answered)."""
    m = table(turn=1, boards={1: [SOLDIER], 0: [SOLDIER]}, hands={1: ["mark_of_shame", "torch"], 0: ["unseal", "unseal"]})
    mine = find(m, SOLDIER, 0)
    play(m, 1, "mark_of_shame", mine)
    curse = m.state.stack[-1]["card"]
    play(m, 0, "unseal", curse)
    resolve_stack(m)
    assert unit_stats(m, mine) == (3, 2) and "mark_of_shame" in void(m, 1)
    play(m, 1, "torch", P0)
    play(m, 0, "unseal", m.state.stack[-1]["card"])
    resolve_stack(m)
    assert m.state.health[0] == 25


def test_electropy_the_cursed_unit_hits_its_owner_at_the_end_of_its_turn():
    """Electropy: "At the end of the cursed unit's turn, it deals 1 damage to its owner." (a curse, 000 1.3)."""
    m = table(hands={0: ["electropy"]}, boards={1: [SOLDIER]})
    play(m, 0, "electropy", find(m, SOLDIER, 1))
    resolve_stack(m)
    _next_turn(m, 1)
    assert m.state.health[1] == 25 and m.state.health[0] == 25    # my turn ended: not the cursed unit's
    _next_turn(m, 0)
    assert m.state.health[1] == 24 and m.state.health[0] == 25


def test_regression_transforms_the_cursed_unit_into_a_cheaper_one_each_of_its_turns_then_kills_it():
    """Regression: "At the start of the cursed unit's turn, transform it into a random unit that costs 1
    less. When it would cost zero, kill it." (printed costs)."""
    m = table(hands={0: ["regression"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "regression", j)
    resolve_stack(m)
    _next_turn(m, 1)
    assert CARDS[m.state.kinds[j]].cost == CARDS[IDX["jotun_warrior"]].cost - 1 and j in m.state.boards[1]
    m = table(hands={0: ["regression"]}, boards={1: ["yeti_spy"]})        # costs 1: it would cost zero
    play(m, 0, "regression", find(m, "yeti_spy", 1))
    resolve_stack(m)
    _next_turn(m, 1)
    assert board(m, 1) == [] and "yeti_spy" in void(m, 1)


def test_humble_instructor_pays_2_to_give_a_unit_with_two_battle_skills_plus_1_plus_1():
    """Humble Instructor: "Pay 2 and exhaust Humble Instructor to give one of your units with two or more
    battle skills +1/+1." (003 Battle Skills)."""
    m = table(boards={0: ["humble_instructor", "crownwatch_legionnaire", "fearless_yeti"]}, power=(2, 2))
    h, l, y = (find(m, c, 0) for c in ("humble_instructor", "crownwatch_legionnaire", "fearless_yeti"))
    assert m.check(Action("use", 0, h, y, 0)) is not None          # one battle skill
    m.apply(Action("use", 0, h, l, 0))
    resolve_stack(m)
    assert unit_stats(m, l) == (2, 4) and m.state.info[h].ex and m.state.power[0] == 0
