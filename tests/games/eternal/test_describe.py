"""Every legal action has its own description at any moment (the menus of several matching
actions, the hint toast): a card named by two actions is told apart by its side, then by
its place on the table."""
from collections import Counter

from simulator.core.actions import Action
from simulator.core.rng import Rng
from simulator.games.registry import get_game

from .helpers import P1, find, table

SPEC = get_game("eternal")


def test_descriptions_are_unique_among_the_legal_actions_of_random_positions():
    decks = SPEC.deck_names
    positions = 0
    for seed in range(24):
        deck = f"{decks[seed % len(decks)]}/{decks[(seed // 2) % len(decks)]}"
        m = SPEC.new_match(seed, 2, deck, first_seat=seed % 2)
        rng = Rng(seed)
        while not m.is_over and len(m.actions) < 500:
            legal = m.legal_actions()
            texts = Counter(m.describe(a) for a in legal)
            same = [t for t, n in texts.items() if n > 1]
            assert not same, f"seed {seed}, action {len(m.actions)}: {same} name several of {legal}"
            positions += 1
            m.apply(rng.choice(legal))
    assert positions > 2000


def test_a_spell_on_two_units_of_the_same_name_says_whose():
    m = table(hands={0: ["torch"]}, boards={0: ["twilight_raptor"], 1: ["twilight_raptor"]})
    torch = find(m, "torch", 0, "hands")
    mine, theirs = find(m, "twilight_raptor", 0), find(m, "twilight_raptor", 1)
    assert m.describe(Action("play", 0, torch, mine)) == "Play Torch on your Twilight Raptor"
    assert m.describe(Action("play", 0, torch, theirs)) == "Play Torch on the enemy's Twilight Raptor"
    assert m.describe(Action("play", 0, torch, P1)) == "Play Torch on Player 2"


def test_two_copies_on_one_side_are_told_apart_by_their_place():
    m = table(hands={0: ["torch"]}, boards={1: ["argenport_soldier", "twilight_raptor", "twilight_raptor"]})
    torch = find(m, "torch", 0, "hands")
    first, second = find(m, "twilight_raptor", 1), find(m, "twilight_raptor", 1, nth=1)
    assert m.describe(Action("play", 0, torch, first)) == "Play Torch on Twilight Raptor, 2nd from left"
    assert m.describe(Action("play", 0, torch, second)) == "Play Torch on Twilight Raptor, 3rd from left"
    soldier = find(m, "argenport_soldier", 1)
    assert m.describe(Action("play", 0, torch, soldier)) == "Play Torch on Argenport Soldier"


def test_side_and_place_together_when_both_are_needed():
    m = table(hands={0: ["torch"]}, boards={0: ["twilight_raptor", "twilight_raptor"], 1: ["twilight_raptor"]})
    torch = find(m, "torch", 0, "hands")
    texts = {m.describe(a) for a in m.legal_actions() if a.kind == "play" and a.card == torch}
    assert {"Play Torch on your Twilight Raptor, 1st from left", "Play Torch on your Twilight Raptor, 2nd from left",
            "Play Torch on the enemy's Twilight Raptor"} <= texts


def test_a_name_in_the_middle_of_a_text_keeps_its_place_in_brackets():
    m = table(hands={0: ["torch", "torch"]}, boards={1: ["twilight_raptor"]})
    a, b = find(m, "torch", 0, "hands"), find(m, "torch", 0, "hands", nth=1)
    raptor = find(m, "twilight_raptor", 1)
    assert m.describe(Action("play", 0, a, raptor)) == "Play Torch (1st in hand) on Twilight Raptor"
    assert m.describe(Action("play", 0, b, raptor)) == "Play Torch (2nd in hand) on Twilight Raptor"
