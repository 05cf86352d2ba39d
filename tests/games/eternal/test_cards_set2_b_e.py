"""A test per Set 2 card (The Fall of Argenport), the rest of the set: cards that work from the
top of the deck, cost changes tied to a skill, and a relic that discards for damage. Each test
plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import cost

from .helpers import (CARDS, P0, P1, attack, board, find, hand, play, resolve_stack, table, unit_stats, void)


def test_tesya_omen_shaper_on_top_of_your_deck_gives_units_you_play_plus_1_plus_1():
    """Tesya, Omen Shaper: "Warp / When you play another unit while Tesya is on top of your deck, it
    gets +1/+1. / Summon: Your other units get +1/+1." (003 Warp)."""
    m = table(hands={0: ["humbug", "jotun_warrior"]}, decks={0: ["tesya_omen_shaper"]})
    play(m, 0, "humbug")
    resolve_stack(m)
    assert unit_stats(m, find(m, "humbug", 0)) == (2, 2)
    m = table(hands={0: ["tesya_omen_shaper", "humbug"]}, boards={0: ["jotun_warrior"]}, decks={0: ["torch"]})
    play(m, 0, "humbug")   # Tesya in hand: nothing
    resolve_stack(m)
    assert unit_stats(m, find(m, "humbug", 0)) == (1, 1)
    play(m, 0, "tesya_omen_shaper")
    resolve_stack(m)
    assert unit_stats(m, find(m, "humbug", 0)) == (2, 2) and unit_stats(m, find(m, "jotun_warrior", 0)) == (4, 6)
    assert unit_stats(m, find(m, "tesya_omen_shaper", 0)) == (7, 6)


def test_rhinarc_huntpack_has_ambush_only_on_top_of_your_deck():
    """Rhinarc Huntpack: "Warp / Ambush while on top of your deck." (000 4.1: an Ambush unit may be
    played against an attack; from the hand it may not)."""
    m = table(turn=1, boards={1: ["jotun_warrior"]}, decks={0: ["rhinarc_huntpack"]})
    attack(m, 1, find(m, "jotun_warrior", 1))
    top = m.state.decks[0][-1]
    assert any(a.kind == "play" and a.card == top for a in m.legal_actions())
    m = table(turn=1, hands={0: ["rhinarc_huntpack"]}, boards={1: ["jotun_warrior"]})
    attack(m, 1, find(m, "jotun_warrior", 1))
    assert not any(a.kind == "play" for a in m.legal_actions() if a.seat == 0)


def test_shepherd_s_horn_makes_overwhelm_cards_cheaper_and_gains_3_health_when_you_play_one():
    """Shepherd's Horn: "Your cards with Overwhelm cost 1 less. / When you play a card with Overwhelm,
    you gain 3 Health." (Horned Vorlunk has Overwhelm; a Humbug has not)."""
    m = table(hands={0: ["horned_vorlunk", "humbug", "shepherd_s_horn"]}, power=(15, 15))
    play(m, 0, "shepherd_s_horn")
    resolve_stack(m)
    vorlunk = find(m, "horned_vorlunk", 0, "hands")
    assert cost(m.state, CARDS, vorlunk) == CARDS[m.state.kinds[vorlunk]].cost - 1
    assert cost(m.state, CARDS, find(m, "humbug", 0, "hands")) == 1
    play(m, 0, "humbug")
    resolve_stack(m)
    assert m.state.health[0] == 25
    play(m, 0, "horned_vorlunk")
    resolve_stack(m)
    assert m.state.health[0] == 28


def test_workshop_forge_makes_warp_cards_on_top_of_your_deck_cost_2_less():
    """Workshop Forge: "Warp / Warp cards on top of your deck cost 2 less." (003 Warp: the top card
    may be played; in hand it costs as printed)."""
    m = table(hands={0: ["plated_goliath", "workshop_forge"]}, decks={0: ["plated_goliath"]})
    play(m, 0, "workshop_forge")
    resolve_stack(m)
    top = m.state.decks[0][-1]
    assert cost(m.state, CARDS, top) == CARDS[m.state.kinds[top]].cost - 2
    held = find(m, "plated_goliath", 0, "hands")
    assert cost(m.state, CARDS, held) == CARDS[m.state.kinds[held]].cost
    assert CARDS[m.state.kinds[m.state.relics[0][0]]].has("warp")


def test_stonescar_excavator_discards_a_power_card_to_deal_damage_per_power_in_your_void():
    """Stonescar Excavator: "Once per turn, you may pay 4 and discard a power card to deal 1 damage to
    the enemy player for each power card in your void." (the discarded one counts)."""
    m = table(hands={0: ["fire_sigil", "torch"]}, relics={0: ["stonescar_excavator"]}, voids={0: ["time_sigil"]})
    ex = m.state.relics[0][0]
    uses = [a for a in m.legal_actions() if a.kind == "use" and a.card == ex]
    sigil = find(m, "fire_sigil", 0, "hands")
    assert [a.target for a in uses] == [sigil]   # only a power card
    m.apply(uses[0])
    resolve_stack(m)
    assert m.state.health[1] == 23 and hand(m, 0) == ["torch"] and m.state.power[0] == 6
    assert not [a for a in m.legal_actions() if a.kind == "use" and a.card == ex]   # once per turn
    m = table(hands={0: ["torch"]}, relics={0: ["stonescar_excavator"]})
    assert not [a for a in m.legal_actions() if a.kind == "use"]   # no power card to discard
