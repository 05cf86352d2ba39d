"""A test per Set 3 (Omens of the Past) Fire or Time card, part B: Amplify (not in 000 or 003:
the game's glossary, amplify.py), the Waystones' "then if you have ...", Night ending, and
the cards whose steps are conditions checked as they resolve (op when).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.keywords import card_keywords, glossary
from simulator.games.eternal.stats import has

from .helpers import (CARDS, IDX, P1, attack, board, check_play, choose, find, hand, pass_, play, resolve_stack,
                      table, unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _plays(m, card_id: str) -> set:
    """The choices of the legal play Actions of a card in player 1's hand."""
    c = find(m, card_id, 0, "hands")
    return {a.choice for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_amplify_is_in_the_glossary_and_read_from_the_card():
    """The glossary names Amplify (the game's reading: pay the Amplify number more, once, for more)."""
    ck = card_keywords()
    assert "Amplify" in ck["inner_fire"] and "Amplify" in ck["stirring_sand"]
    entry = glossary().lookup("Amplify")
    assert entry is not None and "pay N more power (once)" in entry.reminder and "glossary" in entry.rule


def test_inner_fire_plays_an_infernus_and_amplified_exhausts_a_grenadin_for_a_second():
    """Inner Fire: "Play a 5/5 Infernus. / Amplify 1: Exhaust a Grenadin to play an additional Infernus."."""
    m = table(hands={0: ["inner_fire"]}, power=(5, 5))
    assert _plays(m, "inner_fire") == {None}   # no Grenadin, and no power for Amplify either
    play(m, 0, "inner_fire")
    resolve_stack(m)
    assert board(m, 0) == ["infernus"] and m.state.power[0] == 0
    m = table(hands={0: ["inner_fire"]}, boards={0: ["grenadin"]}, power=(5, 5))
    assert _plays(m, "inner_fire") == {None}   # Amplify 1 needs 6 power
    assert "costs 6 power" in check_play(m, 0, "inner_fire", None, "amplify").reason
    m = table(hands={0: ["inner_fire"]}, boards={0: ["grenadin"]}, power=(6, 6))
    assert _plays(m, "inner_fire") == {None, "amplify"}
    play(m, 0, "inner_fire", None, "amplify")
    resolve_stack(m)
    g = find(m, "grenadin", 0)
    assert board(m, 0).count("infernus") == 2 and m.state.info[g].ex and m.state.power[0] == 0


def test_stirring_sand_plays_a_sentinel_from_your_void_exhausted_and_amplified_a_second():
    """Stirring Sand: "Play a Sentinel from your void exhausted. / Amplify 2: Exhaust an Explorer to
    play an additional Sentinel from your void exhausted."."""
    m = table(hands={0: ["stirring_sand"]}, voids={0: ["ageless_sentinel"]}, power=(4, 4))
    play(m, 0, "stirring_sand")
    resolve_stack(m)
    s = find(m, "ageless_sentinel", 0)
    assert m.state.info[s].ex and void(m, 0) == ["stirring_sand"]
    m = table(hands={0: ["stirring_sand"]}, boards={0: ["explorer"]}, voids={0: ["ageless_sentinel", "sentinel"]},
              power=(6, 6))
    play(m, 0, "stirring_sand", None, "amplify")
    resolve_stack(m)
    for _ in range(3):
        if m.state.choice is None:
            break
        ch = m.state.choice
        choose(m, 0, ch["options"][0])
        resolve_stack(m)
    assert sorted(board(m, 0)) == ["ageless_sentinel", "explorer", "sentinel"] and m.state.power[0] == 0
    assert all(m.state.info[u].ex for u in m.state.boards[0])


def test_purge_the_darkness_deals_4_to_the_enemy_player_and_night_ends():
    """Purge the Darkness: "Deal 4 damage to the enemy player. / Night ends." (003 Nightfall)."""
    m = table(hands={0: ["nocturnal_creeper", "purge_the_darkness"]})
    play(m, 0, "nocturnal_creeper")
    resolve_stack(m)
    assert m.state.night_until >= m.state.turn_no
    play(m, 0, "purge_the_darkness")
    resolve_stack(m)
    assert m.state.health[1] == 21 and m.state.night_until < m.state.turn_no


def test_granite_waystone_makes_a_grenadin_in_hand_with_four_fire_influence():
    """Granite Waystone: "Gain {F}, then if you have {F}{F}{F}{F}, create and draw a 1/1 Grenadin."."""
    m = table(hands={0: ["granite_waystone"]}, influence=3)
    play(m, 0, "granite_waystone")
    resolve_stack(m)
    assert hand(m, 0) == ["grenadin"] and m.state.influence[0][0] == 4
    m = table(hands={0: ["granite_waystone"]}, influence=2)
    play(m, 0, "granite_waystone")
    resolve_stack(m)
    assert hand(m, 0) == []


def test_amber_waystone_gains_2_health_with_four_time_influence():
    """Amber Waystone: "Gain {T}, then if you have {T}{T}{T}{T}, you gain 2 Health."."""
    m = table(hands={0: ["amber_waystone"]}, influence=3)
    play(m, 0, "amber_waystone")
    resolve_stack(m)
    assert m.state.health[0] == 27
    m = table(hands={0: ["amber_waystone"]}, influence=2)
    play(m, 0, "amber_waystone")
    resolve_stack(m)
    assert m.state.health[0] == 25


def _to_next_own_turn(m, seat: int = 0, limit: int = 40) -> None:
    for _ in range(limit):
        if m.state.choice is not None:
            choose(m, m.state.choice["seat"], m.state.choice["options"][0])
            continue
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_kennelmaster_plays_a_hound_each_turn_with_three_spells_in_your_void():
    """Kennelmaster: "At the start of your turn, if you have three or more spells in your void, play a
    2/2 Hound with Charge and Reckless."."""
    m = table(boards={0: ["kennelmaster"]}, voids={0: ["torch"] * 3})
    _to_next_own_turn(m)
    h = find(m, "hound", 0)
    assert unit_stats(m, h) == (2, 2) and has(m.state, CARDS, h, "charge") and has(m.state, CARDS, h, "reckless")
    m = table(boards={0: ["kennelmaster"]}, voids={0: ["torch"] * 2})
    _to_next_own_turn(m)
    assert board(m, 0) == ["kennelmaster"]


def test_into_the_furnace_deals_double_damage_with_a_grenadin_in_your_void():
    """Into the Furnace: "Deal 2 damage to a unit. If you have a Grenadin in your void, Into the Furnace
    deals Double Damage." (003 Double Damage: twice the damage)."""
    m = table(hands={0: ["into_the_furnace"]}, boards={1: [JOTUN]})
    play(m, 0, "into_the_furnace", find(m, JOTUN, 1))
    resolve_stack(m)
    assert unit_stats(m, find(m, JOTUN, 1)) == (3, 3)
    m = table(hands={0: ["into_the_furnace"]}, boards={1: [JOTUN]}, voids={0: ["grenadin"]})
    play(m, 0, "into_the_furnace", find(m, JOTUN, 1))
    resolve_stack(m)
    assert unit_stats(m, find(m, JOTUN, 1)) == (3, 1)


def test_sky_terror_exhausts_enemy_units_without_flying_when_it_attacks():
    """Sky Terror: "Flying, Warcry / When Sky Terror attacks, exhaust all enemy units without Flying." (003 Warcry)."""
    m = table(boards={0: ["sky_terror"], 1: [JOTUN, "serene_excavator"]})
    t = find(m, "sky_terror", 0)
    assert has(m.state, CARDS, t, "flying") and CARDS[IDX["sky_terror"]].warcry == 1
    attack(m, 0, t)
    for _ in range(6):
        if not m.state.stack and not m.state.pending:
            break
        pass_(m)
    assert m.state.info[find(m, JOTUN, 1)].ex and not m.state.info[find(m, "serene_excavator", 1)].ex


def test_milos_izalio_heir_to_rebellion_gives_2_power_attacking_armed_and_double_damage_with_a_gunslinger():
    """Milos Izalio, Heir to Rebellion: "When Milos attacks while wielding a weapon, you get +2 power
    this turn. / Gunslinger Ally: Double Damage." (003 Ally)."""
    m = table(boards={0: ["milos_izalio_heir_to_rebellion"]}, hands={0: ["heavy_axe", "blazing_renegade"]}, power=(5, 5))
    mi = find(m, "milos_izalio_heir_to_rebellion", 0)
    play(m, 0, "blazing_renegade")
    resolve_stack(m)
    assert has(m.state, CARDS, mi, "double_damage")
    play(m, 0, "heavy_axe", mi)
    resolve_stack(m)
    before = m.state.power[0]
    attack(m, 0, mi)
    for _ in range(4):
        if not m.state.stack and not m.state.pending:
            break
        pass_(m)
    assert m.state.power[0] == before + 2
    m = table(boards={0: ["milos_izalio_heir_to_rebellion"]}, power=(5, 5))
    attack(m, 0, find(m, "milos_izalio_heir_to_rebellion", 0))
    for _ in range(4):
        if not m.state.stack and not m.state.pending:
            break
        pass_(m)
    assert m.state.power[0] == 5


def test_skycrag_huntsman_pays_4_and_exhausts_to_deal_1_with_a_relic():
    """Skycrag Huntsman: "Pay 4 and exhaust Skycrag Huntsman to deal 1 damage to an enemy if you have a relic."."""
    m = table(boards={0: ["skycrag_huntsman"]}, relics={0: ["cryptic_etchings"]})
    h = find(m, "skycrag_huntsman", 0)
    m.apply(Action("use", 0, h, P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 24 and m.state.info[h].ex and m.state.power[0] == 6
    m = table(boards={0: ["skycrag_huntsman"]})
    m.apply(Action("use", 0, find(m, "skycrag_huntsman", 0), P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 25


def test_an_amplified_play_is_told_apart_from_the_plain_one_in_words():
    """The menu and the log name the amplified play (Rules.describe): "Play Inner Fire: Amplified
    (+1 power)" beside "Play Inner Fire"."""
    from simulator.games.registry import get_game
    m = table(hands={0: ["inner_fire"]}, boards={0: ["grenadin"]}, power=(6, 6))
    c = find(m, "inner_fire", 0, "hands")
    rules = get_game("eternal").rules
    assert rules.describe(m.state, Action("play", 0, c, None, "amplify")) == "Play Inner Fire: Amplified (+1 power)"
    assert rules.describe(m.state, Action("play", 0, c, None, None)) == "Play Inner Fire"
