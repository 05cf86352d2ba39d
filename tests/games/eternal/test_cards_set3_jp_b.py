"""A test per Set 3 card (Omens of the Past), Justice and Primal, part B: the cards that needed small
additions to the effect vocabulary (vocab_set3_jp.py, ops_set3_jp.py): Waystones, Night damage,
counted buffs, growing abilities, copies and tokens.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, choose, find, hand, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def _after_attack(m, limit: int = 14) -> None:
    """Pass until the attack is over (main 2, empty stack) or a choice waits."""
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack or m.state.choice is not None:
            return
        pass_(m)


def _ready(m, u) -> None:
    """As if the unit had come in on an earlier turn."""
    m.state.info[u].entered = 1
    refresh(m)


def test_emerald_waystone_gains_justice_and_1_armor_with_four_justice_influence():
    """Emerald Waystone: "Gain {J}, then if you have {J}{J}{J}{J}, you gain 1 Armor." (000 1.3 power cards)."""
    m = table(hands={0: ["emerald_waystone"]}, influence=0)
    m.state.influence[0] = [0, 0, 3, 0, 0]
    play(m, 0, "emerald_waystone")
    resolve_stack(m)
    assert m.state.influence[0][2] == 4 and m.state.armor[0] == 1
    m = table(hands={0: ["emerald_waystone"]}, influence=0)
    play(m, 0, "emerald_waystone")
    resolve_stack(m)
    assert m.state.influence[0][2] == 1 and m.state.armor[0] == 0


def test_cobalt_waystone_gains_primal_and_an_aegis_with_four_primal_influence():
    """Cobalt Waystone: "Gain {P}, then if you have {P}{P}{P}{P}, you gain an Aegis." (003 Aegis on a player)."""
    m = table(hands={0: ["cobalt_waystone"]}, influence=0)
    m.state.influence[0] = [0, 0, 0, 3, 0]
    play(m, 0, "cobalt_waystone")
    resolve_stack(m)
    assert m.state.influence[0][3] == 4 and m.state.pshield[0]
    m = table(hands={0: ["cobalt_waystone"]}, influence=0)
    play(m, 0, "cobalt_waystone")
    resolve_stack(m)
    assert not m.state.pshield[0]


def test_darkbolt_deals_1_damage_by_day_and_5_at_night():
    """Darkbolt: "Deal 1 damage to an enemy unit. At Night, deal 5 damage instead." (003 Night)."""
    m = table(hands={0: ["darkbolt"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "darkbolt", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (3, 4)
    m = table(hands={0: ["gloaming_wisp", "darkbolt"]}, boards={1: ["jotun_warrior"]})
    play(m, 0, "gloaming_wisp")
    resolve_stack(m)
    play(m, 0, "darkbolt", find(m, "jotun_warrior", 1))
    resolve_stack(m)
    assert "jotun_warrior" in void(m, 1)


def test_ironclad_oath_gives_plus_4_plus_4_this_turn_and_armor_per_valkyrie():
    """Ironclad Oath: "Give one of your units +4/+4 this turn. / You gain 1 Armor for each of your Valkyrie."."""
    m = table(hands={0: ["ironclad_oath"]}, boards={0: [SOLDIER, "valkyrie_aspirant", "soaring_guard"]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "ironclad_oath", u)
    resolve_stack(m)
    assert unit_stats(m, u) == (7, 6) and m.state.armor[0] == 2


def test_tower_shield_gains_armor_equal_to_the_wielder_s_health():
    """Tower Shield: "Summon: You gain Armor equal to the wielder's Health." (the Shield's +3 included)."""
    m = table(hands={0: ["tower_shield"]}, boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "tower_shield", u)
    resolve_stack(m)
    assert unit_stats(m, u) == (4, 5) and m.state.armor[0] == 5


def test_minsod_the_peerless_pays_4_to_double_its_strength_and_health_this_turn():
    """Minsod, the Peerless: "Bond / Pay 4 to double Minsod's Strength and Health this turn."."""
    m = table(boards={0: ["minsod_the_peerless"]}, power=(8, 8))
    u = find(m, "minsod_the_peerless", 0)
    m.apply(Action("use", 0, u, None, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (10, 10) and m.state.power[0] == 4
    m.apply(Action("use", 0, u, None, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (20, 20)


def test_whetstone_gives_each_relic_weapon_you_play_plus_1_strength():
    """Whetstone: "When you play a relic weapon, it gets +1 Strength." (000 4.31 relic weapons)."""
    m = table(relics={0: ["whetstone"]}, hands={0: ["talon_of_nostrix"]})
    play(m, 0, "talon_of_nostrix")
    resolve_stack(m)
    from simulator.games.eternal.stats import attack as strength
    assert strength(m.state, CARDS, m.state.weapon[0]) == 3 and m.state.armor[0] == 2


def test_crackshot_fugitive_attacking_gets_plus_1_plus_1_per_unit_wielding_a_weapon():
    """Crackshot Fugitive: "When Crackshot Fugitive attacks, she gets +1/+1 this turn for each of your
    units wielding a weapon." (herself too, when she wields one)."""
    m = table(boards={0: ["crackshot_fugitive", SOLDIER]}, hands={0: ["sidearm", "sidearm"]})
    c, u = find(m, "crackshot_fugitive", 0), find(m, SOLDIER, 0)
    play(m, 0, "sidearm", c)
    play(m, 0, "sidearm", u)
    attack(m, 0, c)
    resolve_stack(m)
    assert unit_stats(m, c) == (2 + 1 + 2, 2 + 1 + 2)


def test_reinvigorate_readies_gives_endurance_and_plus_1_plus_1_per_battle_skill():
    """Reinvigorate: "Ready one of your units and give it Endurance. It gets +1/+1 this turn for each
    of its battle skills." (003 Endurance; its skills counted with Endurance)."""
    m = table(hands={0: ["reinvigorate"]}, boards={0: ["silverwing_familiar"]})
    u = find(m, "silverwing_familiar", 0)   # Flying, Aegis, Lifesteal
    m.state.info[u].ex = True
    refresh(m)
    play(m, 0, "reinvigorate", u)
    resolve_stack(m)
    assert not m.state.info[u].ex and has(m.state, CARDS, u, "endurance")
    assert unit_stats(m, u) == (1 + 4, 1 + 4)


def test_showdown_makes_a_unit_invulnerable_and_a_gunslinger_double_damage():
    """Showdown: "Give one of your units invulnerable to damage this turn. / If it's a Gunslinger, it
    deals Double Damage this turn." (003 Invulnerable, 003 Double Damage)."""
    m = table(hands={0: ["showdown", "showdown"]}, boards={0: ["steady_marshal", SOLDIER]})
    g, u = find(m, "steady_marshal", 0), find(m, SOLDIER, 0)
    play(m, 0, "showdown", g)
    resolve_stack(m)
    assert has(m.state, CARDS, g, "invulnerable") and has(m.state, CARDS, g, "double_damage")
    play(m, 0, "showdown", u)
    resolve_stack(m)
    assert has(m.state, CARDS, u, "invulnerable") and not has(m.state, CARDS, u, "double_damage")


def _to_my_next_turn(m, seat: int = 0) -> None:
    for _ in range(30):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_darkveil_agent_nightfall_and_your_unseen_get_aegis_when_you_start_at_night():
    """Darkveil Agent: "Summon: Nightfall. / When you start your turn at Night, your Unseen get Aegis." (003 Night)."""
    m = table(hands={0: ["darkveil_agent"]}, boards={0: ["spiritblade_stalker", SOLDIER]})
    play(m, 0, "darkveil_agent")
    resolve_stack(m)
    _to_my_next_turn(m)
    assert has(m.state, CARDS, find(m, "spiritblade_stalker", 0), "aegis")
    assert has(m.state, CARDS, find(m, "darkveil_agent", 0), "aegis")
    assert not has(m.state, CARDS, find(m, SOLDIER, 0), "aegis")


def test_rampart_protector_plays_a_soldier_when_one_of_your_valkyrie_dies():
    """Rampart Protector: "When one of your Valkyrie dies, play a 2/2 Soldier."."""
    m = table(turn=1, boards={0: ["rampart_protector", "valkyrie_aspirant", SOLDIER]},
              hands={1: ["deathstrike", "deathstrike"]})
    play(m, 1, "deathstrike", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert "soldier" not in board(m, 0)
    play(m, 1, "deathstrike", find(m, "valkyrie_aspirant", 0))
    resolve_stack(m)
    assert board(m, 0) == ["rampart_protector", "soldier"]


def test_silverwing_smith_adds_1_armor_to_each_armor_gain():
    """Silverwing Smith: "Flying / When you gain Armor, gain an additional +1 Armor."."""
    m = table(boards={0: ["silverwing_smith", "silverwing_smith"]}, hands={0: ["reinforce"]})
    play(m, 0, "reinforce")
    resolve_stack(m)
    assert m.state.armor[0] == 4 + 2


def test_eilyn_s_frostrider_summon_stuns_two_enemy_units():
    """Eilyn's Frostrider: "Flying / Summon: Stun two enemy units." (chosen as it resolves; 003 Stun)."""
    m = table(hands={0: ["eilyn_s_frostrider"]}, boards={1: [SOLDIER, "jotun_warrior", "yeti_spy"]})
    play(m, 0, "eilyn_s_frostrider")
    resolve_stack(m)
    choose(m, 0, find(m, SOLDIER, 1), find(m, "yeti_spy", 1))
    resolve_stack(m)
    stunned = [bool(m.state.info[u].stun) for u in m.state.boards[1]]
    assert stunned == [True, False, True]


def test_thudrock_arctic_artisan_plays_a_snowman_as_big_as_your_yeti_count_when_he_hits():
    """Thudrock, Arctic Artisan: "When Thudrock hits the enemy player, play a Snowman with
    Strength/Health equal to your number of Yeti." (Thudrock is a Yeti)."""
    m = table(boards={0: ["thudrock_arctic_artisan", "yeti_spy"]})
    attack(m, 0, find(m, "thudrock_arctic_artisan", 0))
    _after_attack(m)
    resolve_stack(m)
    assert unit_stats(m, find(m, "snowman", 0)) == (2, 2)


def test_clutchmate_copies_a_unit_and_a_dinosaur_and_its_copy_get_plus_1_plus_1():
    """Clutchmate: "Play a copy of one of your units. If it's a Dinosaur, give both +1/+1." (003 Copy)."""
    m = table(hands={0: ["clutchmate"]}, boards={0: ["voracious_fosora"]})
    play(m, 0, "clutchmate", find(m, "voracious_fosora", 0))
    resolve_stack(m)
    assert [unit_stats(m, u) for u in m.state.boards[0]] == [(5, 3), (5, 3)]
    m = table(hands={0: ["clutchmate"]}, boards={0: [SOLDIER]})
    play(m, 0, "clutchmate", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert [unit_stats(m, u) for u in m.state.boards[0]] == [(3, 2), (3, 2)]


def test_strategize_draws_two_then_puts_a_card_from_hand_on_the_bottom():
    """Strategize: "Draw two cards, then put a card from your hand on the bottom of your deck."."""
    m = table(hands={0: ["strategize", "torch"]}, decks={0: ["rebuke", "vanquish"]})
    play(m, 0, "strategize")
    resolve_stack(m)
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["rebuke", "vanquish"]
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch"


def test_sinister_opportunist_ultimate_gets_plus_3_plus_3_only_if_an_enemy_is_cursed():
    """Sinister Opportunist: "Ultimate: Pay 3 to give Sinister Opportunist +3/+3 if an enemy is cursed." (003 Ultimate)."""
    m = table(boards={0: ["sinister_opportunist"], 1: [SOLDIER]}, hands={0: ["mark_of_shame"]})
    s = find(m, "sinister_opportunist", 0)
    play(m, 0, "mark_of_shame", find(m, SOLDIER, 1))
    resolve_stack(m)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 4)
    m = table(boards={0: ["sinister_opportunist"], 1: [SOLDIER]})
    s = find(m, "sinister_opportunist", 0)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (1, 1)


def test_iceberg_mason_moves_each_yeti_in_your_deck_one_card_closer_to_the_top():
    """Iceberg Mason: "Summon: Move each Yeti in your deck one card closer to the top."."""
    m = table(hands={0: ["iceberg_mason"]}, decks={0: ["torch", "yeti_spy", "rebuke", "vanquish", "yeti_spy"]},
              deck_filler=0)
    play(m, 0, "iceberg_mason")
    resolve_stack(m)
    top_first = [CARDS[m.state.kinds[c]].id for c in reversed(m.state.decks[0])]
    assert top_first == ["yeti_spy", "torch", "rebuke", "yeti_spy", "vanquish"]


def test_last_stand_at_the_gate_plays_three_guards_and_a_gilded_hammer_and_health_becomes_1():
    """Last Stand at the Gate: "Play three 2/3 Treasury Guards and a 6/6 Gilded Hammer. / Your Health
    becomes 1." (Gilded Hammer: a relic weapon, its Health armor, 000 4.31)."""
    m = table(hands={0: ["last_stand_at_the_gate"]})
    play(m, 0, "last_stand_at_the_gate")
    resolve_stack(m)
    assert board(m, 0) == ["treasury_guard"] * 3 and m.state.health[0] == 1
    assert CARDS[m.state.kinds[m.state.weapon[0]]].id == "gilded_hammer" and m.state.armor[0] == 6


def test_amilli_cloudmarshal_plays_a_valkyrie_one_bigger_each_attack():
    """Amilli, Cloudmarshal: "Flying / When Amilli attacks, play a 1/1 Valkyrie with Flying. Then,
    increase this ability by +1/+1."."""
    m = table(boards={0: ["amilli_cloudmarshal"]})
    a = find(m, "amilli_cloudmarshal", 0)
    attack(m, 0, a)
    resolve_stack(m)
    v = find(m, "valkyrie", 0)
    assert unit_stats(m, v) == (1, 1) and has(m.state, CARDS, v, "flying")
    _after_attack(m)
    m.state.info[a].ex = False
    m.state.turn_no += 2
    m.state.phase = "main1"
    refresh(m)
    attack(m, 0, a)
    resolve_stack(m)
    assert unit_stats(m, find(m, "valkyrie", 0, nth=1)) == (2, 2)


def test_jotun_feast_caller_draws_one_more_card_each_attack():
    """Jotun Feast-Caller: "Aegis / When Jotun Feast-Caller attacks, draw 1 Then, increase this ability by 1."."""
    m = table(boards={0: ["jotun_feast_caller"]})
    j = find(m, "jotun_feast_caller", 0)
    assert m.state.info[j].shield
    attack(m, 0, j)
    resolve_stack(m)
    assert len(m.state.hands[0]) == 1
    _after_attack(m)
    m.state.info[j].ex = False
    m.state.phase = "main1"
    refresh(m)
    attack(m, 0, j)
    resolve_stack(m)
    assert len(m.state.hands[0]) == 3


def test_wanted_poster_draws_two_for_its_player_when_the_cursed_unit_dies():
    """Wanted Poster: "When the cursed unit dies, draw two cards." (000 1.3: a curse attaches to an enemy unit)."""
    m = table(hands={0: ["wanted_poster", "deathstrike"]}, boards={1: [SOLDIER]})
    u = find(m, SOLDIER, 1)
    play(m, 0, "wanted_poster", u)
    resolve_stack(m)
    play(m, 0, "deathstrike", u)
    resolve_stack(m)
    assert len(m.state.hands[0]) == 2 and len(m.state.hands[1]) == 0
