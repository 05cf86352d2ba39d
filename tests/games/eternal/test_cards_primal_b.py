"""Set 1 Primal cards, part two (part one is test_cards_primal.py): the Primal cards #233 to
#517 and the Primal-Time cards, one test per card, each played through Match.apply and
checked against its printed text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import BATTLE_SKILLS, KW
from simulator.games.eternal.stats import cost, keywords, stunned

from .helpers import (
    CARDS,
    P1,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    kind_id,
    play,
    refresh,
    resolve_stack,
    table,
    unit_stats,
    void,
)
from .test_cards_primal import _to_main2

BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _uses(m) -> list[Action]:
    return [a for a in m.legal_actions() if a.kind == "use"]


def test_hatchery_hunter_transforms_your_hand_into_sky_serpents():
    """Hatchery Hunter: "Summon: Transform all cards in your hand into 3/3 Sky Serpents with
    Flying." Power cards too; both players now know them."""
    m = table(hands={0: ["hatchery_hunter", "torch", "fire_sigil"]})
    play(m, 0, "hatchery_hunter")
    resolve_stack(m)
    assert hand(m, 0) == ["sky_serpent", "sky_serpent"]
    assert all(c in m.state.revealed for c in m.state.hands[0])
    m.state.power[0] = 10
    play(m, 0, "sky_serpent")
    s = find(m, "sky_serpent", 0)
    assert unit_stats(m, s) == (3, 3) and keywords(m.state, CARDS, s) & KW["flying"]


def test_jarrall_iceheart_infiltrate_draws_the_top_spell_and_damages_enemy_units():
    """Jarrall Iceheart: "Infiltrate: Draw the top spell of your deck. Deal damage to each enemy
    unit equal to that spell's cost." Wisdom of the Elders (cost 3), under an Oni Ronin."""
    m = table(boards={0: ["jarrall_iceheart"], 1: ["oni_ronin", "copperhall_recruit"]},
              decks={0: ["oni_ronin", "wisdom_of_the_elders"]})
    for u in m.state.boards[1]:
        m.state.info[u].ex = True   # exhausted: they cannot block
    refresh(m)
    attack(m, 0, find(m, "jarrall_iceheart", 0))
    _to_main2(m)
    assert m.state.health[1] == 19 and hand(m, 0) == ["wisdom_of_the_elders"]
    assert "oni_ronin" in void(m, 1) and unit_stats(m, find(m, "copperhall_recruit", 1)) == (2, 2)
    assert kind_id(m, m.state.decks[0][-1]) == "oni_ronin"


def test_north_wind_herald_is_free_after_two_spells_this_turn():
    """North-Wind Herald: "Flying. Free if you have played two spells this turn." (000 1.3 Power)."""
    m = table(hands={0: ["north_wind_herald", "snowball", "snowball"]}, power=(2, 2))
    assert check_play(m, 0, "north_wind_herald") is not None
    play(m, 0, "snowball", P1)
    resolve_stack(m)
    h = find(m, "north_wind_herald", 0, "hands")
    assert cost(m.state, CARDS, h) == 6
    play(m, 0, "snowball", P1)
    resolve_stack(m)
    assert cost(m.state, CARDS, h) == 0 and m.state.power[0] == 0
    play(m, 0, "north_wind_herald")
    assert board(m, 0) == ["north_wind_herald"]


def test_celestial_omen_draws_a_card_of_your_choice():
    """Celestial Omen: "Draw a card of your choice from your deck." (chosen by name)."""
    m = table(hands={0: ["celestial_omen"]}, decks={0: ["oni_ronin", "jotun_warrior"]})
    play(m, 0, "celestial_omen")
    resolve_stack(m)
    assert "jotun_warrior" in m.state.choice["options"]
    m.apply(Action("choose", 0, choice="jotun_warrior"))
    assert hand(m, 0) == ["jotun_warrior"] and kind_id(m, m.state.decks[0][-1]) == "oni_ronin"


def test_mistveil_drake_fate_gives_an_aegis_and_summon_grows_with_it():
    """Mistveil Drake: "Flying, Aegis. Fate: You gain an Aegis. Summon: If you have an Aegis,
    Mistveil Drake gets +3/+3." (003 Aegis, Fate)."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["mistveil_drake", "oni_ronin"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert m.state.pshield[0]
    play(m, 0, "mistveil_drake")
    resolve_stack(m)
    assert unit_stats(m, find(m, "mistveil_drake", 0)) == (6, 6)
    m = table(hands={0: ["mistveil_drake"]})
    play(m, 0, "mistveil_drake")
    resolve_stack(m)
    assert unit_stats(m, find(m, "mistveil_drake", 0)) == (3, 3)


def test_channel_the_tempest_draws_three_then_deals_damage_equal_to_hand_size():
    """Channel the Tempest: "Draw three cards. Then deal damage equal to the number of cards in
    your hand." One card in hand, three drawn: 4 damage."""
    m = table(hands={0: ["channel_the_tempest", "oni_ronin"]})
    play(m, 0, "channel_the_tempest", P1)
    resolve_stack(m)
    assert len(hand(m, 0)) == 4 and m.state.health[1] == 21


def test_eilyn_queen_of_the_wilds_plays_an_additional_random_primal_spell():
    """Eilyn, Queen of the Wilds: "After you play a {P} spell, play an additional random {P}
    spell from your deck." One Lightning Storm of the two in the deck is played for free (2
    damage to each unit), and that one does not bring another; a Fire spell brings none."""
    m = table(boards={0: ["eilyn_queen_of_the_wilds"], 1: ["oni_ronin"]}, hands={0: ["snowball", "torch"]},
              decks={0: ["lightning_storm", "lightning_storm"]})
    e = find(m, "eilyn_queen_of_the_wilds", 0)
    play(m, 0, "snowball", P1)
    resolve_stack(m)
    assert void(m, 0).count("lightning_storm") == 1 and "oni_ronin" in void(m, 1)
    assert [kind_id(m, c) for c in m.state.decks[0]].count("lightning_storm") == 1
    assert unit_stats(m, e) == (6, 4) and m.state.health[1] == 24
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert [kind_id(m, c) for c in m.state.decks[0]].count("lightning_storm") == 1


def test_rimescale_draconus_plays_permafrost_on_each_exhausted_enemy_unit():
    """Rimescale Draconus: "Flying. Summon: Play Permafrost on each exhausted enemy unit."
    (Permafrost: "Stun the cursed unit (for as long as it is cursed)")."""
    m = table(hands={0: ["rimescale_draconus"]}, boards={1: ["oni_ronin", "argenport_soldier"]})
    o, a = find(m, "oni_ronin", 1), find(m, "argenport_soldier", 1)
    m.state.info[o].ex = True
    refresh(m)
    play(m, 0, "rimescale_draconus")
    resolve_stack(m)
    assert [kind_id(m, x) for x in m.state.info[o].att] == ["permafrost"] and m.state.info[a].att == []
    assert stunned(m.state, CARDS, o) and not stunned(m.state, CARDS, a)


def test_scourge_of_frosthome_stops_the_enemy_playing_spells():
    """Scourge of Frosthome: "The enemy player can't play spells." Units still can be."""
    m = table(turn=1, boards={0: ["scourge_of_frosthome"]}, hands={1: ["torch", "oni_ronin"], 0: ["torch"]})
    assert check_play(m, 1, "torch", P1) is not None and check_play(m, 1, "oni_ronin") is None
    assert not [a for a in m.legal_actions() if a.kind == "play" and kind_id(m, a.card) == "torch"]
    m = table(turn=0, boards={0: ["scourge_of_frosthome"]}, hands={0: ["torch"]})
    assert check_play(m, 0, "torch", P1) is None


def test_scouting_party_plays_four_yeti_spies():
    """Scouting Party: "Play four 1/1 Yeti Spies." (000 6.3: created cards are free plays)."""
    m = table(hands={0: ["scouting_party"]})
    play(m, 0, "scouting_party")
    resolve_stack(m)
    assert board(m, 0) == ["yeti_spy"] * 4


def test_wump_party_starter_yetis_hit_the_enemy_and_get_plus_1_plus_1():
    """Wump, Party Starter: "When you play a Yeti, it deals 1 damage to the enemy player. Your
    other Yeti have +1/+1." The Yeti Spy deals the damage, so its Infiltrate draws a card
    (003 Infiltrate); a non-Yeti does nothing."""
    m = table(boards={0: ["wump_party_starter"]}, hands={0: ["yeti_spy", "oni_ronin"]})
    play(m, 0, "yeti_spy")
    resolve_stack(m)
    assert m.state.health[1] == 24 and len(hand(m, 0)) == 2
    assert unit_stats(m, find(m, "yeti_spy", 0)) == (2, 2)
    assert unit_stats(m, find(m, "wump_party_starter", 0)) == (2, 2)
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    assert m.state.health[1] == 24 and unit_stats(m, find(m, "oni_ronin", 0)) == (2, 1)


def test_borderlands_waykeeper_ultimate_gives_strength_and_flying_once():
    """Borderlands Waykeeper: "Aegis. Ultimate: Pay 4 to give Borderlands Waykeeper +1 Strength
    and Flying." (003 Ultimate: once)."""
    m = table(boards={0: ["borderlands_waykeeper"]}, power=(9, 9))
    w = find(m, "borderlands_waykeeper", 0)
    assert m.state.info[w].shield
    m.apply(_uses(m)[0])
    resolve_stack(m)
    assert unit_stats(m, w) == (2, 3) and keywords(m.state, CARDS, w) & KW["flying"]
    assert m.state.power[0] == 5 and _uses(m) == []


def test_twinning_ritual_creates_a_bigger_copy_of_a_unit_in_hand():
    """Twinning Ritual: "Create and draw a copy of a unit in your hand, then the copy gets
    +1/+1." (003 Copy)."""
    m = table(hands={0: ["twinning_ritual", "argenport_soldier", "torch"]})
    first = find(m, "argenport_soldier", 0, "hands")
    play(m, 0, "twinning_ritual")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["argenport_soldier", "argenport_soldier", "torch"]
    twin = find(m, "argenport_soldier", 0, "hands", 1)
    assert twin != first and twin in m.state.revealed
    play(m, 0, "argenport_soldier")   # the first in hand: the original
    m.apply(Action("play", 0, twin))
    assert unit_stats(m, first) == (3, 2) and unit_stats(m, twin) == (4, 3)


def test_accelerated_evolution_gives_plus_1_plus_1_and_a_chosen_skill():
    """Accelerated Evolution: "Echo. Give a unit +1/+1 and your choice of Flying or Endurance."."""
    m = table(hands={0: ["accelerated_evolution"]}, boards={0: ["oni_ronin"]})
    o = find(m, "oni_ronin", 0)
    play(m, 0, "accelerated_evolution", o)
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["endurance", "flying"]
    m.apply(Action("choose", 0, choice="endurance"))
    bits = keywords(m.state, CARDS, o)
    assert unit_stats(m, o) == (3, 2) and bits & KW["endurance"] and not bits & KW["flying"]


def test_crown_of_possibilities_gives_units_you_draw_a_random_skill():
    """Crown of Possibilities: "Inspire: Units you draw gain a random skill." A unit drawn gains
    one of the battle skills (003 Battle Skills); a spell drawn gains none."""
    m = table(relics={0: ["crown_of_possibilities"]}, hands={0: ["wisdom_of_the_elders"]},
              decks={0: ["argenport_soldier", "torch"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    a, t = find(m, "argenport_soldier", 0, "hands"), find(m, "torch", 0, "hands")
    gained = m.state.info[a].kw & BATTLE_BITS
    assert gained.bit_count() == 1
    assert t not in m.state.info or m.state.info[t].kw == 0


def test_false_prince_becomes_a_frog_when_a_spell_is_played_on_him():
    """False Prince: "Overwhelm. When a spell is played directly on False Prince, transform him
    into a 1/1 Frog." The trigger resolves before the Torch (003 The Stack), which then kills
    the Frog."""
    m = table(hands={0: ["torch"]}, boards={1: ["false_prince"]})
    p = find(m, "false_prince", 1)
    play(m, 0, "torch", p)
    resolve_stack(m)
    assert kind_id(m, p) == "frog" and "frog" in void(m, 1)


def test_amaran_camel_gains_1_health_per_card_drawn():
    """Amaran Camel: "When you draw a card, you gain 1 Health." Two cards drawn: +2."""
    m = table(boards={0: ["amaran_camel"]}, hands={0: ["wisdom_of_the_elders"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert m.state.health[0] == 27


def test_champion_of_wisdom_grows_and_flies_with_the_influence():
    """Champion of Wisdom: "{T}{T}{T}{T}: +2/+2. {P}{P}{P}{P}: Flying." (ongoing while you have
    that influence, 000 1.3 Influence)."""
    m = table(boards={0: ["champion_of_wisdom"]})
    c = find(m, "champion_of_wisdom", 0)
    assert unit_stats(m, c) == (6, 6) and keywords(m.state, CARDS, c) & KW["flying"]
    m.state.influence[0] = [0, 4, 0, 3, 0]
    assert unit_stats(m, c) == (6, 6) and not keywords(m.state, CARDS, c) & KW["flying"]
    m.state.influence[0] = [0, 1, 0, 4, 0]
    assert unit_stats(m, c) == (4, 4) and keywords(m.state, CARDS, c) & KW["flying"]


def test_crystalline_chalice_exhausts_a_small_unit_to_grow_it_and_draw():
    """Crystalline Chalice: "Once per turn, you may pay 2 and exhaust one of your units with 2
    Strength or less to give it +2/+2 and draw a card." An Argenport Soldier (3) cannot."""
    m = table(relics={0: ["crystalline_chalice"]}, boards={0: ["oni_ronin", "argenport_soldier"]})
    o = find(m, "oni_ronin", 0)
    assert [a.target for a in _uses(m)] == [o]
    m.apply(_uses(m)[0])
    resolve_stack(m)
    assert unit_stats(m, o) == (4, 3) and m.state.info[o].ex and len(hand(m, 0)) == 1
    assert m.state.power[0] == 8 and _uses(m) == []


def test_psionic_savant_grows_when_you_draw():
    """Psionic Savant: "Flying. When you draw a card, Psionic Savant gets +1/+1."."""
    m = table(boards={0: ["psionic_savant"]}, hands={0: ["wisdom_of_the_elders"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert unit_stats(m, find(m, "psionic_savant", 0)) == (3, 3)


def test_cirso_the_great_glutton_turns_its_blocker_into_a_pig():
    """Cirso, the Great Glutton: "Overwhelm. When a unit blocks or is blocked by Cirso,
    transform that unit into a 2/2 Pig." The Pig then takes the fight; Overwhelm carries the
    rest (003 Overwhelm)."""
    m = table(boards={0: ["cirso_the_great_glutton"], 1: ["copperhall_recruit"]})
    c, r = find(m, "cirso_the_great_glutton", 0), find(m, "copperhall_recruit", 1)
    attack(m, 0, c)
    block(m, 1, (r, c))
    _to_main2(m)
    assert kind_id(m, r) == "pig" and "pig" in void(m, 1) and m.state.health[1] == 21
    # Cirso blocked by Cirso: each ability, once on the stack, resolves even after its source
    # became a Pig (003 The Stack); two Pigs fight
    m = table(boards={0: ["cirso_the_great_glutton"], 1: ["cirso_the_great_glutton"]})
    c, d = find(m, "cirso_the_great_glutton", 0), find(m, "cirso_the_great_glutton", 1)
    attack(m, 0, c)
    block(m, 1, (d, c))
    _to_main2(m)
    assert (kind_id(m, c), kind_id(m, d)) == ("pig", "pig") and void(m, 0) == ["pig"] and void(m, 1) == ["pig"]


def test_fortunate_stranger_draws_for_the_player_who_plays_a_stranger():
    """Fortunate Stranger: "When a player plays a Stranger, that player draws a card." Yours
    and the enemy's; a non-Stranger draws nothing."""
    m = table(boards={0: ["fortunate_stranger"]}, hands={0: ["soaring_stranger", "oni_ronin"]})
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    assert hand(m, 0) == ["soaring_stranger"]
    play(m, 0, "soaring_stranger")
    resolve_stack(m)
    assert len(hand(m, 0)) == 1
    m = table(turn=1, boards={0: ["fortunate_stranger"]}, hands={1: ["soaring_stranger"]})
    play(m, 1, "soaring_stranger")
    resolve_stack(m)
    assert len(hand(m, 1)) == 1 and hand(m, 0) == []


def test_shimmerpack_transforms_any_number_of_units_into_copies_of_itself():
    """Shimmerpack: "Summon: Transform any number of units into copies of Shimmerpack." An
    enemy Aegis negates it for that unit (003 Aegis)."""
    m = table(hands={0: ["shimmerpack"]}, boards={0: ["oni_ronin"], 1: ["argenport_soldier", "steadfast_deputy"]})
    o, a, d = find(m, "oni_ronin", 0), find(m, "argenport_soldier", 1), find(m, "steadfast_deputy", 1)
    play(m, 0, "shimmerpack")
    choose(m, 0, o, a, d)
    resolve_stack(m)
    assert (kind_id(m, o), kind_id(m, a), kind_id(m, d)) == ("shimmerpack", "shimmerpack", "steadfast_deputy")
    assert unit_stats(m, a) == (4, 4) and not m.state.info[d].shield


def test_curiox_the_collector_fate_puts_a_dragon_s_eye_into_your_deck():
    """Curiox, the Collector: "Flying, Endurance. Fate: Put a Dragon's Eye into your deck."
    (Dragon's Eye: "Draw three cards.")."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["curiox_the_collector", "oni_ronin"]})
    before = len(m.state.decks[0])
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    eyes = [c for c in m.state.decks[0] if kind_id(m, c) == "dragon_s_eye"]
    assert len(eyes) == 1 and len(m.state.decks[0]) == before - 2 + 1
    eye = next(c.index for c in CARDS if c.id == "dragon_s_eye")
    assert CARDS[eye].effects == ({"op": "draw", "n": 3},)
