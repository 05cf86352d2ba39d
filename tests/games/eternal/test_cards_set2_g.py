"""A test per Set 2 card (The Fall of Argenport), part G: "When the enemy player plays a spell",
a Mentor's Student's Strength passed on, Shard of the Spire, the Restless Radiants of Health
gained, Banish, Spirit of Resistance, Diogo Málaga and Champion of Order. Each test plays the
card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, board, check_play, choose, find, hand, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_snapping_brushstalker_returns_to_your_hand_when_the_enemy_plays_a_spell():
    """Snapping Brushstalker: "When the enemy player plays a spell, put Snapping Brushstalker into
    your hand." (your own spell does not)."""
    m = table(boards={0: ["snapping_brushstalker"]}, hands={0: ["torch"], 1: ["torch"]}, turn=1)
    play(m, 1, "torch", find(m, "snapping_brushstalker", 0))
    resolve_stack(m)
    assert board(m, 0) == [] and hand(m, 0) == ["torch", "snapping_brushstalker"]
    m = table(boards={0: ["snapping_brushstalker"]}, hands={0: ["torch"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert board(m, 0) == ["snapping_brushstalker"]


def test_serpent_mount_mentor_gets_the_student_s_strength():
    """Serpent Mount: "Flying / Mentor: Serpent Mount gets the Student's Strength." (lasting)."""
    m = table(hands={0: ["serpent_mount"]}, boards={0: [SOLDIER]})
    play(m, 0, "serpent_mount", find(m, SOLDIER, 0), "mentor")
    resolve_stack(m)
    s = find(m, "serpent_mount", 0)
    assert unit_stats(m, s) == (4, 1) and has(m.state, CARDS, s, "flying")


def test_prosecutor_at_arms_mentor_gives_an_enemy_unit_minus_the_student_s_strength():
    """Prosecutor-at-Arms: "Mentor: Give an enemy unit -Strength equal to the Student's Strength."."""
    m = table(hands={0: ["prosecutor_at_arms"]}, boards={0: [SOLDIER], 1: [JOTUN]}, power=(6, 6))
    play(m, 0, "prosecutor_at_arms", find(m, SOLDIER, 0), "mentor")
    resolve_stack(m)
    assert unit_stats(m, find(m, JOTUN, 1)) == (0, 5)


def test_shard_of_the_spire_makes_a_unit_you_play_the_higher_of_its_numbers():
    """Shard of the Spire: "When you play a unit, its Strength/Health becomes the higher of the two."."""
    m = table(relics={0: ["shard_of_the_spire"]}, hands={0: [JOTUN, SOLDIER]}, power=(10, 10))
    play(m, 0, JOTUN)
    resolve_stack(m)
    play(m, 0, SOLDIER)
    resolve_stack(m)
    assert unit_stats(m, find(m, JOTUN, 0)) == (5, 5) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 3)


def test_bloodcall_invoker_plays_a_restless_radiant_of_the_health_gained_this_turn():
    """Bloodcall Invoker: "Lifeforce: At the end of your turn, play a Restless Radiant with
    Strength/Health equal to the Health you gained this turn."."""
    m = table(boards={0: ["bloodcall_invoker"]}, hands={0: ["water_of_life"]})
    play(m, 0, "water_of_life")
    resolve_stack(m)
    _next_turn(m, 1)
    r = find(m, "restless_radiant", 0)
    assert unit_stats(m, r) == (3, 3)


def test_bloodcall_invocation_plays_a_restless_radiant_of_the_health_gained_this_turn():
    """Bloodcall Invocation: "Lifeforce: Play a Restless Radiant with Strength/Health equal to the
    Health you gained this turn." (none gained: a 0/0 that dies at once, 000 1.5)."""
    m = table(hands={0: ["water_of_life", "bloodcall_invocation"]})
    play(m, 0, "water_of_life")
    resolve_stack(m)
    play(m, 0, "bloodcall_invocation")
    resolve_stack(m)
    assert unit_stats(m, find(m, "restless_radiant", 0)) == (3, 3)
    m = table(hands={0: ["bloodcall_invocation"]})
    play(m, 0, "bloodcall_invocation")
    resolve_stack(m)
    assert board(m, 0) == []


def test_banish_kills_an_enemy_unit_or_relic_with_cost_5_or_less():
    """Banish (fast spell): "Kill an enemy unit or relic with cost 5 or less."."""
    m = table(hands={0: ["banish", "banish"]}, boards={1: [JOTUN, "sapphire_dragon"]}, relics={1: ["granite_ring"]})
    assert check_play(m, 0, "banish", find(m, "sapphire_dragon", 1)) is not None      # cost 6
    play(m, 0, "banish", m.state.relics[1][0])
    resolve_stack(m)
    play(m, 0, "banish", find(m, JOTUN, 1))
    resolve_stack(m)
    assert m.state.relics[1] == [] and board(m, 1) == ["sapphire_dragon"]


def test_spirit_of_resistance_summon_kills_all_other_units_and_attachments():
    """Spirit of Resistance: "Voidbound / Summon: Kill all other units and attachments."."""
    m = table(hands={0: ["spirit_of_resistance"]}, boards={0: [SOLDIER], 1: [JOTUN]},
              relics={0: ["granite_ring"], 1: ["cobalt_ring"]}, power=(12, 12))
    play(m, 0, "spirit_of_resistance")
    resolve_stack(m)
    assert board(m, 0) == ["spirit_of_resistance"] and board(m, 1) == []
    assert m.state.relics == [[], []]
    assert has(m.state, CARDS, find(m, "spirit_of_resistance", 0), "voidbound")


def test_diogo_m_laga_ultimate_gives_him_and_units_in_your_deck_double_damage_and_charge():
    """Diogo Málaga: "Charge / Ultimate: Pay 8 to give Diogo and each unit in your deck Double
    Damage and Charge."."""
    m = table(boards={0: ["diogo_m_laga"]}, decks={0: [SOLDIER, "torch"]}, power=(8, 8))
    d = find(m, "diogo_m_laga", 0)
    m.apply(Action("use", 0, d, None, 0))
    resolve_stack(m)
    assert has(m.state, CARDS, d, "double_damage")
    s = next(c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == SOLDIER)
    assert has(m.state, CARDS, s, "double_damage") and has(m.state, CARDS, s, "charge")


def test_champion_of_order_doubles_with_jjjjj_and_copies_itself_with_ppppp():
    """Champion of Order: "{J}x5: At the start of your turn, double Champion of Order's
    Strength/Health. / {P}x5: At the start of your turn, play a copy of Champion of Order."."""
    m = table(boards={0: ["champion_of_order"]})
    m.state.influence[0] = [0, 0, 5, 0, 0]
    refresh(m)
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert board(m, 0) == ["champion_of_order"] and unit_stats(m, find(m, "champion_of_order", 0)) == (4, 4)
    m = table(boards={0: ["champion_of_order"]})
    m.state.influence[0] = [0, 0, 0, 5, 0]
    refresh(m)
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert board(m, 0) == ["champion_of_order", "champion_of_order"]
