"""A test per Set 2 card (The Fall of Argenport), the rest of the set: the Choice spells, each
mode a way to play it with its own target (000 4.2), and the spells with Mentor (003 Mentor).
Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import card_table
from simulator.games.eternal.modes import validate_modes

from .helpers import P0, P1, attack, board, check_play, choose, find, hand, play, resolve_stack, table, unit_stats, void


def _plays(m, seat: int, card_id: str) -> set[tuple]:
    """The (target, choice) pairs of the legal plays of a card in hand."""
    c = find(m, card_id, seat, "hands")
    return {(a.target, a.choice) for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_every_choice_spell_mode_is_in_the_vocabulary():
    """cards.json's modes are checked as its effects are (an unknown op or target is an error)."""
    for card in card_table():
        validate_modes(card)


def test_rolant_s_choice_gives_one_of_your_units_plus_3_plus_3():
    """Rolant's Choice: "- Give one of your units +3/+3, or; - Enemy units get -1/-1." (mode 1)."""
    m = table(hands={0: ["rolant_s_choice"]}, boards={0: ["argenport_soldier"], 1: ["humbug"]})
    me = find(m, "argenport_soldier", 0)
    assert (me, "mode1") in _plays(m, 0, "rolant_s_choice") and (None, "mode2") in _plays(m, 0, "rolant_s_choice")
    assert (find(m, "humbug", 1), "mode1") not in _plays(m, 0, "rolant_s_choice")   # one of *your* units
    play(m, 0, "rolant_s_choice", me, "mode1")
    resolve_stack(m)
    assert unit_stats(m, me) == (6, 5)   # a 3/2


def test_rolant_s_choice_enemy_units_get_minus_1_minus_1():
    """Rolant's Choice, mode 2: "Enemy units get -1/-1." (a 1/1 dies)."""
    m = table(hands={0: ["rolant_s_choice"]}, boards={0: ["humbug"], 1: ["humbug", "argenport_soldier"]})
    play(m, 0, "rolant_s_choice", None, "mode2")
    resolve_stack(m)
    assert board(m, 1) == ["argenport_soldier"] and board(m, 0) == ["humbug"]
    assert unit_stats(m, find(m, "argenport_soldier", 1)) == (2, 1)   # a 3/2


def test_talir_s_choice_deals_2_and_gives_your_units_plus_2_strength():
    """Talir's Choice: "- Deal 2 damage to the enemy player. Your units get +2 Strength this turn, or;
    - You gain 2 Health. Play two 1/1 Explorers.\""""
    m = table(hands={0: ["talir_s_choice"]}, boards={0: ["humbug"]})
    play(m, 0, "talir_s_choice", None, "mode1")
    resolve_stack(m)
    assert m.state.health[1] == 23 and unit_stats(m, find(m, "humbug", 0)) == (3, 1)
    m = table(hands={0: ["talir_s_choice"]})
    play(m, 0, "talir_s_choice", None, "mode2")
    resolve_stack(m)
    assert m.state.health == [27, 25] and board(m, 0) == ["explorer", "explorer"]


def test_rockslide_deals_2_to_an_enemy_or_1_to_two_enemies():
    """Rockslide (fast spell): "- Deal 2 damage to an enemy, or; - Deal 1 damage to two enemies."."""
    m = table(hands={0: ["rockslide"]}, boards={0: ["humbug"], 1: ["argenport_soldier", "humbug"]})
    assert (find(m, "humbug", 0), "mode1") not in _plays(m, 0, "rockslide")   # an enemy
    play(m, 0, "rockslide", P1, "mode1")
    resolve_stack(m)
    assert m.state.health[1] == 23
    m = table(hands={0: ["rockslide"]}, boards={1: ["argenport_soldier", "humbug"]})
    play(m, 0, "rockslide", None, "mode2")
    resolve_stack(m)
    choose(m, 0, find(m, "humbug", 1), P1)
    resolve_stack(m)
    assert board(m, 1) == ["argenport_soldier"] and m.state.health[1] == 24


def test_kaleb_s_choice_negates_an_enemy_spell_with_a_single_faction():
    """Kaleb's Choice (fast spell): "- Negate an enemy spell with a single faction, or; - Kill an
    enemy attachment with a single faction." A two-faction spell can't be chosen."""
    m = table(turn=1, hands={0: ["kaleb_s_choice"], 1: ["torch"]})
    play(m, 1, "torch", P0)
    torch = m.state.stack[-1]["card"]
    assert (torch, "mode1") in _plays(m, 0, "kaleb_s_choice")
    play(m, 0, "kaleb_s_choice", torch, "mode1")
    resolve_stack(m)
    assert m.state.health[0] == 25 and "torch" in void(m, 1)
    m = table(turn=1, hands={0: ["kaleb_s_choice"], 1: ["talir_s_choice"]})
    play(m, 1, "talir_s_choice", None, "mode1")
    assert not _plays(m, 0, "kaleb_s_choice")   # {F}{T}: two factions, and no attachment to kill


def test_kaleb_s_choice_kills_an_enemy_attachment_with_a_single_faction():
    """Kaleb's Choice, mode 2: "Kill an enemy attachment with a single faction." (a weapon)."""
    m = table(hands={0: ["kaleb_s_choice"], 1: ["heavy_axe"]}, boards={1: ["argenport_soldier"]}, turn=1)
    play(m, 1, "heavy_axe", find(m, "argenport_soldier", 1))
    resolve_stack(m)
    axe = m.state.info[find(m, "argenport_soldier", 1)].att[0]
    m.state.turn = 0
    m._legal_cache = None
    play(m, 0, "kaleb_s_choice", axe, "mode2")
    resolve_stack(m)
    assert "heavy_axe" in void(m, 1) and unit_stats(m, find(m, "argenport_soldier", 1)) == (3, 2)


def test_eilyn_s_choice_negates_an_enemy_spell_with_cost_4_or_more():
    """Eilyn's Choice (fast spell): "- Negate an enemy spell with cost 4 or more, or; - Kill an
    attacking enemy unit with 4 Strength or more." A 1-cost Torch can't be chosen."""
    m = table(turn=1, hands={0: ["eilyn_s_choice"], 1: ["mortar", "torch"]})
    play(m, 1, "torch", P0)
    assert not _plays(m, 0, "eilyn_s_choice")
    resolve_stack(m)
    play(m, 1, "mortar", P0)
    mortar = m.state.stack[-1]["card"]
    play(m, 0, "eilyn_s_choice", mortar, "mode1")
    resolve_stack(m)
    assert m.state.health[0] == 22 and "mortar" in void(m, 1)   # the Torch hit, the Mortar did not


def test_eilyn_s_choice_kills_an_attacking_enemy_unit_with_4_strength_or_more():
    """Eilyn's Choice, mode 2: an attacking enemy unit with 4 Strength or more (000 3.31)."""
    m = table(turn=1, hands={0: ["eilyn_s_choice"]}, boards={1: ["pit_fighter", "humbug"]})
    big, small = find(m, "pit_fighter", 1), find(m, "humbug", 1)
    attack(m, 1, big, small)
    plays = _plays(m, 0, "eilyn_s_choice")
    assert (big, "mode2") in plays and (small, "mode2") not in plays
    play(m, 0, "eilyn_s_choice", big, "mode2")
    resolve_stack(m)
    assert board(m, 1) == ["humbug"]


def test_vara_s_choice_silences_an_enemy_unit_and_puts_it_into_the_enemy_hand():
    """Vara's Choice: "- Silence an enemy unit and put it into the enemy hand, or; - Silence a unit
    in the enemy player's hand. They discard it.\""""
    m = table(hands={0: ["vara_s_choice"]}, boards={1: ["jotun_warrior"]})
    play(m, 0, "vara_s_choice", find(m, "jotun_warrior", 1), "mode1")
    resolve_stack(m)
    assert board(m, 1) == [] and hand(m, 1) == ["jotun_warrior"]


def test_vara_s_choice_silences_a_unit_in_the_enemy_hand_and_they_discard_it():
    """Vara's Choice, mode 2: the units of the enemy hand are shown; the chosen one is discarded."""
    m = table(hands={0: ["vara_s_choice"], 1: ["torch", "jotun_warrior", "humbug"]})
    play(m, 0, "vara_s_choice", None, "mode2")
    resolve_stack(m)
    assert set(m.state.choice["options"]) == {find(m, "jotun_warrior", 1, "hands"), find(m, "humbug", 1, "hands")}
    warrior = find(m, "jotun_warrior", 1, "hands")
    choose(m, 0, warrior)
    resolve_stack(m)
    assert hand(m, 1) == ["torch", "humbug"] and "jotun_warrior" in void(m, 1) and m.state.info[warrior].silenced


def test_leave_a_witness_kills_all_units_but_the_student():
    """Leave a Witness: "Kill all units. Mentor: Spare the Student." (003 Mentor: the Student is a
    ready unit of yours, exhausted as the spell is played)."""
    m = table(hands={0: ["leave_a_witness"]}, boards={0: ["humbug", "jotun_warrior"], 1: ["argenport_soldier"]})
    warrior = find(m, "jotun_warrior", 0)
    assert (None, None) in _plays(m, 0, "leave_a_witness") and (warrior, "mentor") in _plays(m, 0, "leave_a_witness")
    play(m, 0, "leave_a_witness", warrior, "mentor")
    assert m.state.info[warrior].ex
    resolve_stack(m)
    assert board(m, 0) == ["jotun_warrior"] and board(m, 1) == []
    m = table(hands={0: ["leave_a_witness"]}, boards={0: ["humbug"], 1: ["argenport_soldier"]})
    play(m, 0, "leave_a_witness")
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == []


def test_dragonbreath_the_student_deals_its_strength_to_an_enemy_unit():
    """Dragonbreath: "Mentor: The Student deals its Strength in damage to an enemy unit."."""
    m = table(hands={0: ["dragonbreath"]}, boards={0: ["jotun_warrior"], 1: ["argenport_soldier", "humbug"]})
    play(m, 0, "dragonbreath", find(m, "jotun_warrior", 0), "mentor")
    resolve_stack(m)
    choose(m, 0, find(m, "argenport_soldier", 1))
    resolve_stack(m)
    assert board(m, 1) == ["humbug"]


def test_master_s_lesson_draws_a_card_per_battle_skill_of_the_student():
    """Master's Lesson: "Mentor: Draw a card for each of the Student's battle skills." (003 Battle
    Skills; Silverwing Familiar has Flying, Aegis, Lifesteal)."""
    m = table(hands={0: ["master_s_lesson"]}, boards={0: ["silverwing_familiar"]})
    play(m, 0, "master_s_lesson", find(m, "silverwing_familiar", 0), "mentor")
    resolve_stack(m)
    assert len(m.state.hands[0]) == 3


def test_mating_call_plays_each_copy_of_the_student_from_the_top_10_cards():
    """Mating Call: "Mentor: Play each copy of the Student from the top 10 cards of your deck."."""
    m = table(hands={0: ["mating_call"]}, boards={0: ["humbug"]},
              decks={0: ["torch", "humbug"] + ["fire_sigil"] * 7 + ["humbug", "humbug"]})
    play(m, 0, "mating_call", find(m, "humbug", 0), "mentor")
    resolve_stack(m)
    assert board(m, 0) == ["humbug", "humbug", "humbug"]   # the third copy in the deck is 11th from the top


def test_a_mentor_spell_played_without_a_student_does_nothing_more():
    """003 Mentor: "you may exhaust" a unit: without one, Dragonbreath resolves with no effect."""
    m = table(hands={0: ["dragonbreath"]}, boards={1: ["humbug"]})
    assert _plays(m, 0, "dragonbreath") == {(None, None)}
    play(m, 0, "dragonbreath")
    resolve_stack(m)
    assert board(m, 1) == ["humbug"] and m.state.choice is None


def test_a_choice_spell_refuses_a_mode_whose_target_is_wrong():
    """A mode's target is checked as it is played: Rolant's Choice's +3/+3 is for your units."""
    m = table(hands={0: ["rolant_s_choice"]}, boards={1: ["humbug"]})
    assert check_play(m, 0, "rolant_s_choice", find(m, "humbug", 1), "mode1") is not None
    assert m.check(Action("play", 0, find(m, "rolant_s_choice", 0, "hands"), None, "mode3")) is not None


def test_a_choice_spell_s_plays_are_told_apart_by_their_mode():
    """Each way to play a Choice spell names its mode (menus and logs show the player which)."""
    m = table(hands={0: ["talir_s_choice", "rolant_s_choice"]}, boards={0: ["humbug"]})
    talir = find(m, "talir_s_choice", 0, "hands")
    assert m.describe(Action("play", 0, talir, None, "mode2")) == "Play Talir's Choice: Gain 2 Health; play two 1/1 Explorers"
    rolant = find(m, "rolant_s_choice", 0, "hands")
    assert m.describe(Action("play", 0, rolant, find(m, "humbug", 0), "mode1")) == \
        "Play Rolant's Choice on Humbug: Give one of your units +3/+3"
