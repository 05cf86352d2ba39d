"""A test per Set 2 card (The Fall of Argenport), the rest of the set: Mentors that reach the hand
and deck, relics that count or transform, the void and the top of the deck. Each test plays the
card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import BATTLE_SKILLS, KW

from .helpers import (CARDS, P1, board, choose, find, hand, kind_id, names, pass_, play, resolve_stack, table, unit_stats,
                      void)


def test_nostrix_lord_of_visions_mentor_gives_the_student_and_its_copies_plus_5_plus_5():
    """Nostrix, Lord of Visions: "Flying / Mentor: Give the Student and each copy in your hand and
    deck +5/+5." (003 Mentor)."""
    m = table(hands={0: ["nostrix_lord_of_visions", "humbug", "torch"]}, boards={0: ["humbug"]},
              decks={0: ["humbug", "torch"]}, power=(12, 12))
    student = find(m, "humbug", 0)
    play(m, 0, "nostrix_lord_of_visions", student, "mentor")
    resolve_stack(m)
    assert unit_stats(m, student) == (6, 6)
    st = m.state
    copies = [c for c in st.hands[0] + st.decks[0] if kind_id(m, c) == "humbug"]
    assert len(copies) == 2 and all(st.info[c].atk == 5 and st.info[c].hp == 5 for c in copies)
    assert CARDS[st.kinds[find(m, "nostrix_lord_of_visions", 0)]].has("flying")


def test_roosting_owl_mentor_gives_the_top_unit_of_your_deck_the_student_s_numbers():
    """Roosting Owl: "Flying / Mentor: The top unit of your deck gets the Student's Strength/Health."."""
    m = table(hands={0: ["roosting_owl"]}, boards={0: ["jotun_warrior"]}, decks={0: ["torch", "humbug"]})
    play(m, 0, "roosting_owl", find(m, "jotun_warrior", 0), "mentor")
    resolve_stack(m)
    bug = find(m, "humbug", 0, "decks")
    assert (m.state.info[bug].atk, m.state.info[bug].hp) == (3, 5)


def test_tranquil_scholar_gets_a_random_battle_skill_and_may_give_it_to_a_unit_in_hand():
    """Tranquil Scholar: "Summon: Tranquil Scholar gets a random battle skill. Then, you may give a
    unit in your hand that battle skill." (003 Battle Skills)."""
    m = table(hands={0: ["tranquil_scholar", "jotun_warrior", "torch"]})
    play(m, 0, "tranquil_scholar")
    resolve_stack(m)
    scholar = find(m, "tranquil_scholar", 0)
    got = [k for k in BATTLE_SKILLS if m.state.info[scholar].kw & KW[k]]
    assert len(got) == 1
    assert m.state.choice["options"] == [find(m, "jotun_warrior", 0, "hands")]
    choose(m, 0, find(m, "jotun_warrior", 0, "hands"))
    resolve_stack(m)
    assert m.state.info[find(m, "jotun_warrior", 0, "hands")].kw & KW[got[0]]


def test_fencing_master_ultimate_plays_a_gemblade_on_it_when_an_enemy_unit_is_stunned():
    """Fencing Master: "Ultimate: When an enemy unit becomes stunned, play a +3/+3 Gemblade on Fencing
    Master." (003 Ultimate: once)."""
    m = table(hands={0: ["rebuke", "rebuke"]}, boards={0: ["fencing_master"], 1: ["humbug", "jotun_warrior"]})
    fm = find(m, "fencing_master", 0)
    play(m, 0, "rebuke", find(m, "humbug", 1))
    resolve_stack(m)
    assert unit_stats(m, fm) == (5, 6) and names(m.state.info[fm].att, m) == ["gemblade"]
    play(m, 0, "rebuke", find(m, "jotun_warrior", 1))
    resolve_stack(m)
    assert unit_stats(m, fm) == (5, 6)   # once


def test_ayan_the_abductor_ultimate_silences_a_void_unit_and_plays_it_with_plus_3_plus_3():
    """Ayan, the Abductor: "Ambush, Lifesteal / Ultimate: Pay 8 to silence a unit in your void, then
    play it with +3/+3." (003 Silence, Ultimate)."""
    m = table(boards={0: ["ayan_the_abductor"]}, voids={0: ["yeti_snowchucker", "torch"]})
    ayan = find(m, "ayan_the_abductor", 0)
    m.apply(Action("use", 0, ayan, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "yeti_snowchucker", 0, "voids"))
        resolve_stack(m)
    yeti = find(m, "yeti_snowchucker", 0)
    card = CARDS[m.state.kinds[yeti]]
    assert m.state.info[yeti].silenced and unit_stats(m, yeti) == (card.attack + 3, card.health + 3)
    from simulator.games.eternal.stats import keywords
    assert not keywords(m.state, CARDS, yeti) & KW["reckless"]   # its Reckless is silenced
    assert m.state.power[0] == 2


def test_calderan_cradle_plays_a_dragon_for_every_five_spells():
    """Calderan Cradle: "For every five spells you play, play a 5/5 Dragon with Flying."."""
    m = table(hands={0: ["torch"] * 5}, relics={0: ["calderan_cradle"]})
    for n in range(5):
        play(m, 0, "torch", P1)
        resolve_stack(m)
        assert board(m, 0) == ([] if n < 4 else ["dragon"])
    dragon = find(m, "dragon", 0)
    assert unit_stats(m, dragon) == (5, 5) and CARDS[m.state.kinds[dragon]].has("flying")


def test_knucklebones_transforms_your_deck_and_draws_an_additional_card():
    """Knucklebones: "Summon: Transform each card in your deck into a random card. / At the start of
    your turn, draw an additional card." (000 3.1 draw, then one more)."""
    m = table(hands={0: ["knucklebones"]}, deck_filler=6)
    play(m, 0, "knucklebones")
    resolve_stack(m)
    assert any(kind_id(m, c) != "fire_sigil" for c in m.state.decks[0])
    m.state.turn, m.state.phase = 1, "main1"
    m._legal_cache = None
    before = len(m.state.decks[0])
    pass_(m)   # the enemy ends the turn: yours starts with its draw and one more
    assert m.state.turn == 0 and before - len(m.state.decks[0]) >= 2


def test_means_to_an_end_discards_from_your_deck_as_you_gain_health_then_deals_25():
    """Means to an End: "Lifeforce: When you gain Health, discard that many cards from your deck. Then,
    if you have no cards in your deck, sacrifice Means to an End to deal 25 damage to the enemy
    player." (003 Lifeforce)."""
    m = table(hands={0: ["water_of_life", "oasis_sanctuary"]}, relics={0: ["means_to_an_end"]}, deck_filler=5,
              health=(20, 25))
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert len(m.state.decks[0]) == 2 and m.state.health[1] == 25
    play(m, 0, "oasis_sanctuary")
    resolve_stack(m)
    assert m.state.decks[0] == [] and m.state.health[1] == 0 and "means_to_an_end" in void(m, 0)


def test_maelstrom_bell_increases_the_damage_of_the_top_spell_of_your_deck():
    """Maelstrom Bell: "Once per turn, you may pay 2 to increase the damage of the top spell of your
    deck by 1." (the Torch drawn later deals 4)."""
    m = table(relics={0: ["maelstrom_bell"]}, decks={0: ["humbug", "torch"]})
    bell = m.state.relics[0][0]
    m.apply(Action("use", 0, bell, None, 0))
    resolve_stack(m)
    assert Action("use", 0, bell, None, 0) not in m.legal_actions()   # once per turn
    torch = find(m, "torch", 0, "decks")
    m.state.decks[0].remove(torch)
    m.state.hands[0].append(torch)
    m._legal_cache = None
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert m.state.health[1] == 21


def test_forgotten_find_plays_two_power_cards_from_your_void_depleted():
    """Forgotten Find: "Play two power cards from your void depleted." (000 1.3: depleted power)."""
    m = table(hands={0: ["forgotten_find"]}, voids={0: ["time_sigil", "fire_sigil", "torch", "justice_sigil"]},
              power=(2, 2))
    play(m, 0, "forgotten_find")
    resolve_stack(m)
    choose(m, 0, find(m, "time_sigil", 0, "voids"), find(m, "justice_sigil", 0, "voids"))
    resolve_stack(m)
    assert sorted(names(m.state.powers[0], m)) == ["justice_sigil", "time_sigil"]
    assert m.state.max_power[0] == 4 and m.state.power[0] == 0
    assert void(m, 0) == ["fire_sigil", "torch", "forgotten_find"] and hand(m, 0) == []
