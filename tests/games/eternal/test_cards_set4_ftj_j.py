"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part J: a card's own "costs
X less" (Pyre Elemental, Sigvard), Time Flies, Barricade and Dramatist's Mask. Each test plays the
card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import cost, has

from .helpers import (CARDS, P1, attack, block, board, find, names, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_pyre_elemental_costs_3_less_after_you_played_a_spell_this_turn():
    """Pyre Elemental: "Charge / Pyre Elemental costs 3 less if you have played a spell this turn."."""
    m = table(hands={0: ["pyre_elemental", "torch"]})
    p = find(m, "pyre_elemental", 0, "hands")
    assert cost(m.state, CARDS, p) == 6
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert cost(m.state, CARDS, p) == 3
    play(m, 0, "pyre_elemental")
    resolve_stack(m)
    assert m.state.power[0] == 10 - 1 - 3 and has(m.state, CARDS, find(m, "pyre_elemental", 0), "charge")


def test_sigvard_the_last_bastion_costs_3_less_for_each_kind_of_card_in_your_void():
    """Sigvard, the Last Bastion: "Lifesteal / Sigvard costs 3 less if you have a unit in your void, 3
    less if you have a spell in your void, and 3 less if you have an attachment in your void."."""
    for void_cards, want in (([], 11), ([SOLDIER, JOTUN], 8), ([SOLDIER, "torch"], 5),
                             ([SOLDIER, "torch", "heavy_axe"], 2)):
        m = table(hands={0: ["sigvard_the_last_bastion"]}, voids={0: void_cards})
        assert cost(m.state, CARDS, find(m, "sigvard_the_last_bastion", 0, "hands")) == want, void_cards


def test_time_flies_gives_each_player_2_maximum_power():
    """Time Flies: "Flying / Each player has +2 Maximum Power."."""
    m = table(hands={0: ["time_flies"]}, power=(5, 5))
    play(m, 0, "time_flies")
    resolve_stack(m)
    assert m.state.max_power == [7, 7] and has(m.state, CARDS, find(m, "time_flies", 0), "flying")


def test_barricade_gives_one_of_your_blocking_units_plus_8_plus_8_this_turn():
    """Barricade: "Give one of your blocking units +8/+8 this turn." (a fast spell, 000 4.1)."""
    m = table(boards={0: [JOTUN], 1: [SOLDIER, "humbug"]}, hands={1: ["barricade"]})
    j = find(m, JOTUN, 0)
    attack(m, 0, j)
    s, h = find(m, SOLDIER, 1), find(m, "humbug", 1)
    block(m, 1, (s, j))
    bar = find(m, "barricade", 1, "hands")
    assert m.check(Action("play", 1, bar, h)) is not None   # not blocking
    for _ in range(10):
        if m.decision().seat == 1 and m.check(Action("play", 1, bar, s)) is None:
            break
        pass_(m)
    m.apply(Action("play", 1, bar, s))
    resolve_stack(m)
    assert unit_stats(m, s) == (3 + 8, 2 + 8 - 3) and board(m, 1) == [SOLDIER, "humbug"]   # took the Jotun's 3, lives


def test_dramatist_s_mask_sacrifices_the_wielder_for_a_random_unit_from_your_deck_wearing_a_new_mask():
    """Dramatist's Mask: "Charge / At the start of your turn, sacrifice the wielder to play a random unit
    from your deck, then play a copy of Dramatist's Mask on it."."""
    m = table(hands={0: ["dramatist_s_mask"]}, boards={0: [SOLDIER]}, decks={0: ["torch", JOTUN, "grit"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "dramatist_s_mask", s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "charge")
    for _ in range(30):
        if m.state.turn == 0 and m.state.turn_no > 3 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    j = find(m, JOTUN, 0)
    assert board(m, 0) == [JOTUN] and names(m.state.info[j].att, m) == ["dramatist_s_mask"]
    assert sorted(void(m, 0)) == sorted(["dramatist_s_mask", SOLDIER])
