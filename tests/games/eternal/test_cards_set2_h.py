"""A test per Set 2 card (The Fall of Argenport), part H: costs changed in the hand and deck
(003: a change to a card lasts), and Groundbreaker's lock on the enemy's Health. Each test
plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import cost, has

from .helpers import CARDS, P1, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # 3/2, cost 2


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_stoneshaker_summon_reduces_the_cost_of_each_unit_in_your_deck_by_1():
    """Stoneshaker: "Summon: Reduce the cost of each unit in your deck by 1." (a spell there keeps its cost)."""
    m = table(hands={0: ["stoneshaker"]}, decks={0: [SOLDIER, "torch"]})
    play(m, 0, "stoneshaker")
    resolve_stack(m)
    by_id = {CARDS[m.state.kinds[c]].id: c for c in m.state.decks[0]}
    assert cost(m.state, CARDS, by_id[SOLDIER]) == 1 and cost(m.state, CARDS, by_id["torch"]) == 1


def test_library_phoenix_cheapens_non_units_in_hand_and_flies_with_an_empty_hand():
    """Library Phoenix: "At the start of your turn, reduce the cost of non-unit cards in your hand
    by 1. / +3 Strength and Flying while you have no cards in hand."."""
    m = table(boards={0: ["library_phoenix"]}, hands={0: ["rebuke", SOLDIER]})
    p = find(m, "library_phoenix", 0)
    assert unit_stats(m, p) == (2, 2) and not has(m.state, CARDS, p, "flying")
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert cost(m.state, CARDS, find(m, "rebuke", 0, "hands")) == 1
    assert cost(m.state, CARDS, find(m, SOLDIER, 0, "hands")) == 2
    m = table(boards={0: ["library_phoenix"]})
    p = find(m, "library_phoenix", 0)
    assert unit_stats(m, p) == (5, 2) and has(m.state, CARDS, p, "flying")


def test_heart_of_the_vault_summon_deals_2_to_an_enemy_and_draws_a_card_2_cheaper():
    """Heart of the Vault: "Warp / Summon: Deal 2 damage to an enemy. Draw a card and reduce its cost by 2."."""
    m = table(hands={0: ["heart_of_the_vault"]}, decks={0: ["sapphire_dragon"]}, power=(7, 7), influence=3)
    play(m, 0, "heart_of_the_vault")
    resolve_stack(m)                                   # the enemy player: the only enemy
    d = find(m, "sapphire_dragon", 0, "hands")
    assert m.state.health[1] == 23 and cost(m.state, CARDS, d) == 4


def test_groundbreaker_stops_the_enemy_gaining_health_and_sparks_double_damage():
    """Groundbreaker: "The enemy player can't gain Health. / Spark: Double Damage." (003 Spark)."""
    m = table(boards={0: ["groundbreaker"]}, hands={1: ["water_of_life"]}, health=(25, 20), turn=1)
    play(m, 1, "water_of_life")
    resolve_stack(m)
    assert m.state.health[1] == 20
    m = table(hands={0: ["groundbreaker", "groundbreaker", "torch"]}, power=(9, 9))
    play(m, 0, "groundbreaker")
    resolve_stack(m)
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "groundbreaker")
    resolve_stack(m)
    a, b = m.state.boards[0]
    assert not has(m.state, CARDS, a, "double_damage") and has(m.state, CARDS, b, "double_damage")
