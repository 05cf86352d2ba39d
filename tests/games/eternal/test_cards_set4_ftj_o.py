"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part O: "They can't play cards
with that name" (Bar the Gates, Citywide Ban). Each test plays the card through Match.apply and checks
its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import choose, find, refresh, resolve_stack, table, play

SOLDIER = "argenport_soldier"   # 3/2


def _can_play(m, seat: int, card_id: str) -> bool:
    c = find(m, card_id, seat, "hands")
    return any(a.kind == "play" and a.card == c for a in m.legal_actions())


def test_bar_the_gates_bars_a_card_name_from_the_enemy_hand_for_three_of_their_turns():
    """Bar the Gates: "Choose a non-power card from the enemy player's hand. They can't play cards with
    that name for three turns."."""
    m = table(hands={0: ["bar_the_gates"], 1: [SOLDIER, SOLDIER, "torch", "fire_sigil"]})
    play(m, 0, "bar_the_gates")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == sorted([SOLDIER, "torch"])   # not the power card
    choose(m, 0, SOLDIER)
    resolve_stack(m)
    start = m.state.turn_no
    for turn in (1, 3, 5):   # the enemy's next three turns
        m.state.turn, m.state.turn_no, m.state.phase = 1, start + turn, "main1"
        refresh(m)
        assert not _can_play(m, 1, SOLDIER) and _can_play(m, 1, "torch")
        v = m.check(Action("play", 1, find(m, SOLDIER, 1, "hands")))
        assert v is not None and "Bar the Gates" in v.reason
    m.state.turn_no = start + 7
    refresh(m)
    assert _can_play(m, 1, SOLDIER)


def test_citywide_ban_bars_one_of_the_four_highest_cost_cards_of_the_enemy_deck():
    """Citywide Ban: "Summon: Choose one of the four highest cost cards in the enemy deck. The cursed
    player can't play cards with that name." (a cursed relic: it stays on the enemy player)."""
    m = table(hands={0: ["citywide_ban"], 1: ["pensive_lumen", SOLDIER]},
              decks={1: ["pensive_lumen", "first_flame", "obliterate", "harsh_rule", "grit", SOLDIER]})
    play(m, 0, "citywide_ban")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == sorted(["first_flame", "pensive_lumen", "obliterate", "harsh_rule"])
    choose(m, 0, "pensive_lumen")
    resolve_stack(m)
    assert find(m, "citywide_ban", 1, "relics") >= 0
    m.state.turn = 1
    refresh(m)
    assert not _can_play(m, 1, "pensive_lumen") and _can_play(m, 1, SOLDIER)
