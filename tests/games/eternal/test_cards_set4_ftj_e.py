"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part E: Lumen Attendant,
Alhed, Answer the Call. Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import CARDS, board, choose, find, hand, names, pass_, play, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def test_lumen_attendant_ultimate_discards_to_draw_another_card_from_your_void_and_plays_a_wisp():
    """Lumen Attendant: "Voidbound / Ultimate: Pay 3 and discard a card to draw another card from your
    void. Play a 1/1 Wisp." (003 Ultimate: once)."""
    m = table(boards={0: ["lumen_attendant"]}, hands={0: [SOLDIER]}, voids={0: [JOTUN]})
    a = find(m, "lumen_attendant", 0)
    assert has(m.state, CARDS, a, "voidbound")
    m.apply(Action("use", 0, a, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0, "hands"))
    if m.state.choice is not None:
        assert m.state.choice["options"] == [find(m, JOTUN, 0, "voids")]   # another card, not the one discarded
        choose(m, 0, find(m, JOTUN, 0, "voids"))
    resolve_stack(m)
    assert hand(m, 0) == [JOTUN] and void(m, 0) == [SOLDIER] and board(m, 0) == ["lumen_attendant", "wisp"]
    assert m.state.power[0] == 7 and m.check(Action("use", 0, a, None, 0)) is not None


def test_alhed_mount_breaker_inspire_doubles_the_strength_and_health_of_units_you_draw():
    """Alhed, Mount Breaker: "Inspire: Double the Strength/Health of units you draw."."""
    m = table(boards={0: ["alhed_mount_breaker"]}, decks={0: [SOLDIER], 1: [SOLDIER]}, turn=1)
    for _ in range(30):
        if m.state.turn == 0 and m.state.phase == "main1" and not m.state.stack:
            break
        pass_(m)
    s = find(m, SOLDIER, 0, "hands")
    assert (m.state.info[s].atk, m.state.info[s].hp) == (3, 2)   # 3/2 became 6/4


def test_alhed_mount_breaker_ultimate_puts_another_unit_on_top_of_your_deck_for_its_numbers():
    """Alhed: "Ultimate: Pay 4 and put one of your other units on top of your deck to give Alhed its
    Strength/Health."."""
    m = table(boards={0: ["alhed_mount_breaker", JOTUN]})
    a, j = find(m, "alhed_mount_breaker", 0), find(m, JOTUN, 0)
    assert m.check(Action("use", 0, a, a, 0)) is not None   # another unit
    m.apply(Action("use", 0, a, j, 0))
    resolve_stack(m)
    assert board(m, 0) == ["alhed_mount_breaker"] and m.state.decks[0][-1] == j
    assert unit_stats(m, a) == (6 + 3, 6 + 5) and m.state.power[0] == 6


def test_answer_the_call_plays_a_unit_from_the_top_six_with_their_weapons_and_discards_the_rest():
    """Answer the Call: "Play a unit from the top six cards of your deck. Then play all weapons from
    among those cards on it and discard the rest."."""
    m = table(hands={0: ["answer_the_call"]}, decks={0: ["torch", SOLDIER, "heavy_axe", JOTUN, "morningstar", "grit"]})
    play(m, 0, "answer_the_call")
    resolve_stack(m)
    assert sorted(names(m.state.choice["options"], m)) == sorted([SOLDIER, JOTUN])
    choose(m, 0, find(m, JOTUN, 0, "decks"))
    resolve_stack(m)
    j = find(m, JOTUN, 0)
    assert board(m, 0) == [JOTUN] and sorted(names(m.state.info[j].att, m)) == ["heavy_axe", "morningstar"]
    assert sorted(void(m, 0)) == sorted(["answer_the_call", "torch", SOLDIER, "grit"])
    assert len(m.state.decks[0]) == 20
