"""A test per Set 2 card (The Fall of Argenport), part B: the spells. Each test plays the
card through Match.apply and checks what its text says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import has

from .helpers import CARDS, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_mortar_deals_4_damage_to_a_unit_or_a_player():
    """Mortar (fast spell): "Deal 4 damage." (000 1.3: a unit or a player)."""
    m = table(hands={0: ["mortar", "mortar"]}, boards={1: [JOTUN]})
    j = find(m, JOTUN, 1)
    play(m, 0, "mortar", j)
    resolve_stack(m)
    play(m, 0, "mortar", P1)
    resolve_stack(m)
    assert unit_stats(m, j) == (3, 1) and m.state.health[1] == 21


def test_slay_kills_a_unit():
    """Slay: "Kill a unit." (either player's)."""
    m = table(hands={0: ["slay"]}, boards={1: [JOTUN]})
    play(m, 0, "slay", find(m, JOTUN, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and void(m, 1) == [JOTUN]


def test_pack_hunt_gives_your_units_plus_2_plus_2_this_turn():
    """Pack Hunt: "Your units get +2/+2 this turn." (000 3.54); the enemy's are untouched."""
    m = table(hands={0: ["pack_hunt"]}, boards={0: [SOLDIER], 1: [SOLDIER]})
    s, e = find(m, SOLDIER, 0), find(m, SOLDIER, 1)
    play(m, 0, "pack_hunt")
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 4) and unit_stats(m, e) == (3, 2)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_icequake_deals_3_to_each_unit_and_the_enemy_player():
    """Icequake: "Deal 3 damage to each unit and the enemy player." (yours too; not you)."""
    m = table(hands={0: ["icequake"]}, boards={0: [SOLDIER, JOTUN], 1: [JOTUN]})
    play(m, 0, "icequake")
    resolve_stack(m)
    assert board(m, 0) == [JOTUN] and unit_stats(m, find(m, JOTUN, 1)) == (3, 2)
    assert m.state.health == [25, 22]


def test_cripple_gives_an_enemy_unit_minus_3_minus_2():
    """Cripple: "Give an enemy unit -3/-2." (lasting: no "this turn")."""
    m = table(hands={0: ["cripple"]}, boards={0: [JOTUN], 1: [JOTUN]})
    play(m, 0, "cripple", find(m, JOTUN, 1))
    resolve_stack(m)
    j = find(m, JOTUN, 1)
    assert unit_stats(m, j) == (0, 3)
    _next_turn(m, 1)
    assert unit_stats(m, j) == (0, 3)


def test_cripple_cannot_target_your_own_unit():
    """Cripple says "an enemy unit": your own is no target (000 4.2)."""
    from .helpers import check_play
    m = table(hands={0: ["cripple"]}, boards={0: [JOTUN]})
    assert check_play(m, 0, "cripple", find(m, JOTUN, 0)) is not None


def test_threaten_gives_one_of_your_units_plus_2_strength():
    """Threaten (fast spell): "Give one of your units +2 Strength." (lasting)."""
    m = table(hands={0: ["threaten"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "threaten", s)
    resolve_stack(m)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (5, 2)


def test_weather_the_storm_gives_a_unit_plus_4_health_this_turn():
    """Weather the Storm (fast spell): "Give a unit +4 Health this turn." (000 3.54)."""
    m = table(hands={0: ["weather_the_storm"]}, boards={1: [SOLDIER]})
    s = find(m, SOLDIER, 1)
    play(m, 0, "weather_the_storm", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (3, 6)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_viper_s_bite_gives_one_of_your_units_deadly():
    """Viper's Bite (fast spell): "Give one of your units Deadly." (003 Deadly; lasting)."""
    m = table(hands={0: ["viper_s_bite"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "viper_s_bite", s)
    resolve_stack(m)
    _next_turn(m, 1)
    assert has(m.state, CARDS, s, "deadly")


def test_xenan_initiation_gives_plus_1_plus_1_and_killer():
    """Xenan Initiation: "Give one of your units +1/+1 and Killer." (003 Killer)."""
    m = table(hands={0: ["xenan_initiation"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "xenan_initiation", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 3) and has(m.state, CARDS, s, "killer")


def test_talon_dive_gives_a_flyer_plus_2_plus_2_and_overwhelm_this_turn():
    """Talon Dive (fast spell): "Give a unit with Flying +2/+2 and Overwhelm this turn."; a
    unit without Flying is no target."""
    from .helpers import check_play
    m = table(hands={0: ["talon_dive"]}, boards={0: ["humbug", SOLDIER]})
    h = find(m, "humbug", 0)
    assert check_play(m, 0, "talon_dive", find(m, SOLDIER, 0)) is not None
    play(m, 0, "talon_dive", h)
    resolve_stack(m)
    assert unit_stats(m, h) == (3, 3) and has(m.state, CARDS, h, "overwhelm")
    _next_turn(m, 1)
    assert unit_stats(m, h) == (1, 1) and not has(m.state, CARDS, h, "overwhelm")


def test_purify_silences_a_unit_and_deals_3_damage_to_it():
    """Purify: "Silence a unit and deal 3 damage to it." (003 Silence)."""
    m = table(hands={0: ["purify"]}, boards={1: ["sapphire_dragon"]})
    d = find(m, "sapphire_dragon", 1)
    play(m, 0, "purify", d)
    resolve_stack(m)
    assert m.state.info[d].silenced and not has(m.state, CARDS, d, "flying") and unit_stats(m, d) == (6, 1)


def test_shield_bash_stuns_gains_2_armor_and_draws():
    """Shield Bash: "Stun an enemy unit. Gain 2 Armor. Draw a card." (003 Stun; 003 Armor)."""
    m = table(hands={0: ["shield_bash"]}, boards={1: [JOTUN]}, decks={0: ["torch"]})
    j = find(m, JOTUN, 1)
    play(m, 0, "shield_bash", j)
    resolve_stack(m)
    assert m.state.info[j].stun and m.state.armor[0] == 2 and hand(m, 0) == ["torch"]


def test_humbug_swarm_plays_three_1_1_humbugs_with_flying():
    """Humbug Swarm: "Play three 1/1 Humbugs with Flying."."""
    m = table(hands={0: ["humbug_swarm"]})
    play(m, 0, "humbug_swarm")
    resolve_stack(m)
    assert board(m, 0) == ["humbug"] * 3
    assert all(unit_stats(m, u) == (1, 1) and has(m.state, CARDS, u, "flying") for u in m.state.boards[0])


def test_inspire_obedience_kills_an_enemy_unit_and_gives_yours_plus_1_strength_this_turn():
    """Inspire Obedience: "Kill an enemy unit. Your units get +1 Strength this turn."."""
    m = table(hands={0: ["inspire_obedience"]}, boards={0: [SOLDIER], 1: [JOTUN]}, power=(7, 7))
    s = find(m, SOLDIER, 0)
    play(m, 0, "inspire_obedience", find(m, JOTUN, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and unit_stats(m, s) == (4, 2)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_trigger_happy_gives_your_units_quickdraw_this_turn():
    """Trigger-Happy (fast spell): "Your units get Quickdraw this turn." (003 Quickdraw)."""
    m = table(hands={0: ["trigger_happy"]}, boards={0: [SOLDIER], 1: [SOLDIER]})
    s, e = find(m, SOLDIER, 0), find(m, SOLDIER, 1)
    play(m, 0, "trigger_happy")
    resolve_stack(m)
    assert has(m.state, CARDS, s, "quickdraw") and not has(m.state, CARDS, e, "quickdraw")
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "quickdraw")


def test_bolster_you_gain_2_health_and_your_units_get_plus_2_health():
    """Bolster (fast spell): "You and your units get +2 Health." (lasting; the player gains 2)."""
    m = table(hands={0: ["bolster"]}, boards={0: [SOLDIER]}, health=(20, 25))
    s = find(m, SOLDIER, 0)
    play(m, 0, "bolster")
    resolve_stack(m)
    assert m.state.health[0] == 22 and unit_stats(m, s) == (3, 4)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 4)


def test_envelop_returns_an_attacking_enemy_unit_to_the_enemy_hand():
    """Envelop (fast spell): "Put an attacking enemy unit into the enemy hand." (000 4.1: fast
    spells in the enemy's attack)."""
    from .helpers import check_play
    m = table(turn=1, hands={0: ["envelop"]}, boards={1: [JOTUN, SOLDIER]})
    j = find(m, JOTUN, 1)
    assert m.state.turn == 1
    attack(m, 1, j)
    assert check_play(m, 0, "envelop", find(m, SOLDIER, 1)) is not None   # not attacking
    play(m, 0, "envelop", j)
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER] and JOTUN in hand(m, 1)


def test_pummel_gives_an_attacking_unit_of_yours_plus_2_plus_2_and_scouts():
    """Pummel (fast spell): "Give one of your attacking units +2/+2 this turn. Scout." (003 Scout)."""
    m = table(hands={0: ["pummel"]}, boards={0: [SOLDIER]}, decks={0: ["vanquish"]})
    s = find(m, SOLDIER, 0)
    attack(m, 0, s)
    play(m, 0, "pummel", s)
    resolve_stack(m)
    choose(m, 0, "bottom")
    assert unit_stats(m, s) == (5, 4)
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "vanquish"


def test_aid_of_the_hooru_stuns_plays_two_owls_draws_four_and_gains_4_armor():
    """Aid of the Hooru: "Stun each enemy unit. Play two 4/4 Owls with Flying. Draw four cards.
    Gain 4 Armor."."""
    m = table(hands={0: ["aid_of_the_hooru"]}, boards={1: [JOTUN, SOLDIER]}, power=(12, 12))
    play(m, 0, "aid_of_the_hooru")
    resolve_stack(m)
    assert all(m.state.info[u].stun for u in m.state.boards[1])
    assert board(m, 0) == ["owl", "owl"] and unit_stats(m, m.state.boards[0][0]) == (4, 4)
    assert len(hand(m, 0)) == 4 and m.state.armor[0] == 4


def test_extract_lifesteal_deals_3_gains_3_and_scouts():
    """Extract: "Lifesteal / Deal 3 damage. / Scout." (003 Lifesteal on a spell: its damage
    heals its player)."""
    m = table(hands={0: ["extract"]}, boards={1: [JOTUN]}, health=(20, 25), decks={0: ["vanquish"]})
    play(m, 0, "extract", find(m, JOTUN, 1))
    resolve_stack(m)
    choose(m, 0, "top")
    assert unit_stats(m, find(m, JOTUN, 1)) == (3, 2) and m.state.health[0] == 23


def test_cirso_s_meddling_transforms_a_unit_into_a_2_2_pig():
    """Cirso's Meddling (fast spell): "Transform a unit into a 2/2 Pig." (003 Transform)."""
    m = table(hands={0: ["cirso_s_meddling"]}, boards={1: ["sapphire_dragon"]}, power=(6, 6))
    play(m, 0, "cirso_s_meddling", find(m, "sapphire_dragon", 1))
    resolve_stack(m)
    assert board(m, 1) == ["pig"] and unit_stats(m, m.state.boards[1][0]) == (2, 2)


def test_brilliant_discovery_draws_a_fire_sigil_and_a_time_sigil_from_your_deck():
    """Brilliant Discovery: "Warp / Draw a Fire Sigil and a Time Sigil from your deck."."""
    m = table(hands={0: ["brilliant_discovery"]}, decks={0: ["time_sigil", "torch", "fire_sigil"]}, deck_filler=0)
    play(m, 0, "brilliant_discovery")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["fire_sigil", "time_sigil"]
    assert [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]] == ["torch"]


def test_reunite_draws_a_stranger_of_your_choice_from_your_deck():
    """Reunite: "Draw a Stranger of your choice from your deck." (only Strangers offered)."""
    m = table(hands={0: ["reunite"]}, decks={0: ["xenan_stranger", "torch", "hooru_stranger"]})
    play(m, 0, "reunite")
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["hooru_stranger", "xenan_stranger"]
    choose(m, 0, "xenan_stranger")
    assert hand(m, 0) == ["xenan_stranger"]
