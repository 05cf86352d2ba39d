"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part A:
the templated cards (Crests, units of skills only), plain spells, and units whose triggers the
vocabulary already says. Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS, KW
from simulator.games.eternal.stats import keywords

from .helpers import (CARDS, IDX, P1, attack, board, choose, find, hand, pass_, play, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _skills(text: str) -> int:
    """The skill bits a text of skills names ("Flying, Double Damage")."""
    return sum(KW[w.strip(" .").lower().replace(" ", "_")] for w in text.split(",") if w.strip())


def _influence(m, seat: int) -> dict[str, int]:
    return dict(zip(FACTIONS, m.state.influence[seat]))


CRESTS = [("crest_of_glory", "FJ"), ("crest_of_mystery", "TS"), ("crest_of_order", "JP"),
          ("crest_of_progress", "TJ")]


@pytest.mark.parametrize("card_id,factions", CRESTS, ids=[c for c, _ in CRESTS])
def test_set4_crest_is_depleted_gains_two_influence_and_scouts(card_id, factions):
    """Crests: "Depleted. Gain {X}{Y}. Scout." (003 Depleted; 003 Scout: leave the top card on top
    or move it to the bottom)."""
    m = table(hands={0: [card_id]}, decks={0: ["vanquish"]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "vanquish"


def test_chairman_s_contract_discards_the_top_two_cards_of_your_deck():
    """Chairman's Contract (power, no influence): "Discard the top two cards of your deck." (003
    Discard: from the deck to the void); it adds a maximum power as a power card does (000 1.3)."""
    m = table(hands={0: ["chairman_s_contract"]}, decks={0: ["torch", "vanquish", "humbug"]}, power=(3, 3))
    play(m, 0, "chairman_s_contract")
    resolve_stack(m)
    assert sorted(void(m, 0)) == ["torch", "vanquish"] and m.state.max_power[0] == 4
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "humbug"


# (card id, cost, strength, health, printed text)
SKILL_UNITS = [
    ("campfire_watchman", 2, 0, 6, ""), ("daggerclaw_howler", 3, 4, 1, ""), ("rabid_yeti", 3, 2, 2, "Killer"),
    ("rotorcycle", 4, 2, 3, "Flying"), ("corrupted_umbren", 4, 3, 4, "Lifesteal, Berserk"),
    ("bloodthirsty_brawler", 5, 4, 6, "Berserk, Overwhelm"), ("lunging_wisp", 1, 1, 2, "Ambush"),
]


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_set4_unit_of_skills_only_has_its_printed_numbers_and_skills(card_id, cost, strength, health, text):
    """000 1.3: played from hand, its cost paid; 000 1.4: its skills belong to the unit itself."""
    assert CARDS[IDX[card_id]].text.replace("\n", ", ") == text
    m = table(hands={0: [card_id]}, power=(9, 9))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == _skills(text)


def test_territorial_elf_has_berserk_and_can_t_block():
    """Territorial Elf: "Berserk. Territorial Elf can't block." (003 Berserk; no block is offered)."""
    m = table(turn=1, phase="main1", boards={0: ["territorial_elf"], 1: [SOLDIER]})
    e = find(m, "territorial_elf", 0)
    assert keywords(m.state, CARDS, e) & KW["berserk"]
    attack(m, 1, find(m, SOLDIER, 1))
    for _ in range(6):
        if m.state.phase == "block":
            break
        pass_(m)
    assert not any(a.kind == "block" and a.card == e for a in m.legal_actions())


# --- spells ---------------------------------------------------------------------------------------

def test_cut_ties_kills_an_enemy_unit():
    """Cut Ties: "Kill an enemy unit."; a unit of your own is no target."""
    m = table(hands={0: ["cut_ties"]}, boards={0: ["humbug"], 1: [SOLDIER]})
    assert m.check(Action("play", 0, find(m, "cut_ties", 0, "hands"), find(m, "humbug", 0))) is not None
    play(m, 0, "cut_ties", find(m, SOLDIER, 1))
    resolve_stack(m)
    assert board(m, 1) == [] and board(m, 0) == ["humbug"]


def test_gruanform_gives_a_unit_plus_1_plus_4_this_turn():
    """Gruanform: "Give a unit +1/+4 this turn." (000 3.54: it ends in the Cleanup Step)."""
    m = table(hands={0: ["gruanform"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "gruanform", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 6)


def test_huddle_together_gives_your_units_plus_2_health_this_turn():
    """Huddle Together: "Your units get +2 Health this turn."; an enemy unit is untouched."""
    m = table(hands={0: ["huddle_together"]}, boards={0: [SOLDIER, "humbug"], 1: ["oni_ronin"]})
    play(m, 0, "huddle_together")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 4) and unit_stats(m, find(m, "humbug", 0)) == (1, 3)
    assert unit_stats(m, find(m, "oni_ronin", 1)) == (2, 1)


def test_lock_horns_gives_a_unit_plus_3_minus_1_this_turn():
    """Lock Horns: "Give a unit +3/-1 this turn." (a 1-Health unit dies: 003 Health)."""
    m = table(hands={0: ["lock_horns"]}, boards={0: [SOLDIER], 1: ["humbug"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "lock_horns", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (6, 1)
    m = table(hands={0: ["lock_horns"]}, boards={1: ["humbug"]})
    play(m, 0, "lock_horns", find(m, "humbug", 1))
    resolve_stack(m)
    assert board(m, 1) == []


def test_siphon_vitality_gives_enemy_units_minus_1_and_yours_plus_1():
    """Siphon Vitality: "Enemy units get -1/-1. Your units get +1/+1." (a lasting change)."""
    m = table(hands={0: ["siphon_vitality"]}, boards={0: [SOLDIER], 1: ["humbug", "oni_ronin", "sand_warrior"]})
    play(m, 0, "siphon_vitality")
    resolve_stack(m)
    assert board(m, 1) == ["sand_warrior"] and unit_stats(m, find(m, "sand_warrior", 1)) == (2, 2)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (4, 3)


def test_afterimage_gives_one_of_your_units_unblockable_this_turn():
    """Afterimage: "Warp. Give one of your units Unblockable this turn." (003 Warp, Unblockable)."""
    m = table(hands={0: ["afterimage"]}, boards={0: [SOLDIER], 1: ["humbug"]})
    assert CARDS[IDX["afterimage"]].has("warp")
    assert m.check(Action("play", 0, find(m, "afterimage", 0, "hands"), find(m, "humbug", 1))) is not None
    s = find(m, SOLDIER, 0)
    play(m, 0, "afterimage", s)
    resolve_stack(m)
    assert keywords(m.state, CARDS, s) & KW["unblockable"]


def test_gift_of_battle_gives_one_of_your_units_berserk():
    """Gift of Battle: "Give one of your units Berserk." (003 Berserk)."""
    m = table(hands={0: ["gift_of_battle"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "gift_of_battle", s)
    resolve_stack(m)
    assert keywords(m.state, CARDS, s) & KW["berserk"]


def test_sack_the_city_sends_your_units_berserk():
    """Sack the City: "Your units go Berserk." Each of your units gets Berserk; the enemy's do not."""
    m = table(hands={0: ["sack_the_city"]}, boards={0: [SOLDIER, "humbug"], 1: ["oni_ronin"]})
    play(m, 0, "sack_the_city")
    resolve_stack(m)
    assert all(keywords(m.state, CARDS, u) & KW["berserk"] for u in m.state.boards[0])
    assert not keywords(m.state, CARDS, find(m, "oni_ronin", 1)) & KW["berserk"]


def test_harbinger_s_bite_nightfall_and_2_damage_to_the_enemy_player_with_lifesteal():
    """Harbinger's Bite: "Lifesteal. Nightfall. Deal 2 damage to the enemy player." (003 Nightfall,
    Lifesteal: you gain what it deals)."""
    m = table(hands={0: ["harbinger_s_bite"]})
    play(m, 0, "harbinger_s_bite")
    resolve_stack(m)
    assert m.state.health == [27, 23] and m.state.night_until >= m.state.turn_no


def test_read_the_stars_nightfall_and_draw_a_card():
    """Read the Stars: "Nightfall. Draw a card." (003 Nightfall)."""
    m = table(hands={0: ["read_the_stars"]}, decks={0: ["torch"]})
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and m.state.night_until >= m.state.turn_no


def test_petition_draws_a_power_card_of_your_choice_from_your_deck():
    """Petition: "Draw a power card of your choice from your deck." (offered by card name)."""
    m = table(hands={0: ["petition"]}, decks={0: ["torch", "primal_sigil", "shadow_sigil"]}, deck_filler=0)
    play(m, 0, "petition")
    resolve_stack(m)
    choose(m, 0, "shadow_sigil")
    assert hand(m, 0) == ["shadow_sigil"] and len(m.state.decks[0]) == 2


def test_torrential_downpour_deals_1_damage_to_each_enemy_and_scouts():
    """Torrential Downpour: "Deal 1 damage to each enemy. Scout." (each enemy: units and player)."""
    m = table(hands={0: ["torrential_downpour"]}, boards={0: ["humbug"], 1: ["oni_ronin", SOLDIER]},
              decks={0: ["torch"]})
    play(m, 0, "torrential_downpour")
    resolve_stack(m)
    choose(m, 0, "top")
    assert board(m, 1) == [SOLDIER] and board(m, 0) == ["humbug"] and m.state.health[1] == 24


def test_shiver_nightfall_and_2_damage_to_an_exhausted_unit():
    """Shiver: "Nightfall. Deal 2 damage to an exhausted unit." A ready unit is no target."""
    m = table(hands={0: ["shiver"]}, boards={1: [SOLDIER, "oni_ronin"]})
    s, o = find(m, SOLDIER, 1), find(m, "oni_ronin", 1)
    m.state.info[s].ex = True
    m._legal_cache = None
    assert m.check(Action("play", 0, find(m, "shiver", 0, "hands"), o)) is not None
    play(m, 0, "shiver", s)
    resolve_stack(m)
    assert board(m, 1) == ["oni_ronin"] and m.state.night_until >= m.state.turn_no


def test_long_live_the_queen_negates_an_enemy_spell_and_draws_a_card():
    """Long Live the Queen: "Warp. Negate an enemy spell. Draw a card." (the spell goes to its void)."""
    m = table(hands={0: ["torch"], 1: ["long_live_the_queen"]}, decks={1: ["vanquish"]})
    play(m, 0, "torch", P1)
    torch = m.state.stack[-1]["card"]
    play(m, 1, "long_live_the_queen", torch)
    resolve_stack(m)
    assert m.state.health[1] == 25 and "torch" in void(m, 0) and hand(m, 1) == ["vanquish"]


def test_betray_the_cause_steals_and_readies_an_enemy_unit_this_turn():
    """Betray the Cause: "Warp. Steal and ready an enemy unit this turn." It is yours until the
    Cleanup Step (000 3.54)."""
    m = table(hands={0: ["betray_the_cause"]}, boards={1: [SOLDIER]})
    s = find(m, SOLDIER, 1)
    m.state.info[s].ex = True
    m._legal_cache = None
    play(m, 0, "betray_the_cause", s)
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER] and not m.state.info[s].ex


def test_cull_the_deck_draws_one_of_the_top_three_and_bottoms_the_rest():
    """Cull the Deck: "Draw one of the top three cards of your deck. Put the rest on the bottom."."""
    m = table(hands={0: ["cull_the_deck"]}, decks={0: ["torch", "vanquish", "humbug", "oni_ronin"]})
    play(m, 0, "cull_the_deck")
    resolve_stack(m)
    choose(m, 0, "vanquish")
    deck = [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]]
    assert hand(m, 0) == ["vanquish"] and deck[-1] == "oni_ronin" and set(deck[:2]) == {"torch", "humbug"}


# --- units with triggers -----------------------------------------------------------------------------

def test_advance_scout_infiltrate_scouts():
    """Advance Scout: "Flying. Infiltrate: Scout." (003 Infiltrate: the first time it deals damage
    to the enemy player)."""
    m = table(boards={0: ["advance_scout"]}, decks={0: ["torch"]})
    attack(m, 0, find(m, "advance_scout", 0))
    for _ in range(10):
        if m.state.choice is not None:
            break
        pass_(m)
    assert m.state.health[1] == 23
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch"


def test_vile_varmint_flying_deadly_summon_nightfall():
    """Vile Varmint: "Flying, Deadly. Summon: Nightfall." (003 Nightfall)."""
    m = table(hands={0: ["vile_varmint"]})
    play(m, 0, "vile_varmint")
    resolve_stack(m)
    u = find(m, "vile_varmint", 0)
    assert keywords(m.state, CARDS, u) == KW["flying"] | KW["deadly"] and m.state.night_until >= m.state.turn_no


def test_moonlight_huntress_is_plus_3_plus_3_at_night_and_brings_nightfall():
    """Moonlight Huntress: "Flying. +3/+3 at Night. Summon: Nightfall." (003 Night)."""
    m = table(hands={0: ["moonlight_huntress"]})
    play(m, 0, "moonlight_huntress")
    resolve_stack(m)
    u = find(m, "moonlight_huntress", 0)
    assert unit_stats(m, u) == (5, 5) and keywords(m.state, CARDS, u) & KW["flying"]
    m.state.night_until = 0   # day again
    assert unit_stats(m, u) == (2, 2)


def test_icicle_marksman_deals_1_damage_to_the_enemy_player_when_you_play_a_spell():
    """Icicle Marksman: "When you play a spell, Icicle Marksman deals 1 damage to the enemy player."."""
    m = table(hands={0: ["gruanform"]}, boards={0: ["icicle_marksman"]})
    play(m, 0, "gruanform", find(m, "icicle_marksman", 0))
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_galeprowler_gets_plus_1_plus_1_and_flying_this_turn_when_you_play_a_spell():
    """Galeprowler: "When you play a spell, Galeprowler gets +1/+1 and Flying this turn."."""
    m = table(hands={0: ["read_the_stars"]}, boards={0: ["galeprowler"]})
    g = find(m, "galeprowler", 0)
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    assert unit_stats(m, g) == (4, 2) and keywords(m.state, CARDS, g) & KW["flying"]
    assert m.state.info[g].tatk == 1


def test_alessi_combrei_archmage_grows_and_gains_armor_when_you_play_a_spell():
    """Alessi, Combrei Archmage: "When you play a spell, Alessi gets +1/+1 and you gain 1 Armor."."""
    m = table(hands={0: ["read_the_stars"]}, boards={0: ["alessi_combrei_archmage"]})
    play(m, 0, "read_the_stars")
    resolve_stack(m)
    assert unit_stats(m, find(m, "alessi_combrei_archmage", 0)) == (2, 2) and m.state.armor[0] == 1


def test_momentum_builder_gets_plus_3_minus_1_when_it_attacks():
    """Momentum Builder: "Reckless. When Momentum Builder attacks, it gets +3/-1." (a lasting change).
    As a 0/10 it cannot attack at all (000 3.2: an attacker has greater than 0 strength)."""
    m = table(hands={0: ["lock_horns"]}, boards={0: ["momentum_builder"]})
    u = find(m, "momentum_builder", 0)
    assert keywords(m.state, CARDS, u) & KW["reckless"]
    assert m.check(Action("attack", 0, u)) is not None
    play(m, 0, "lock_horns", u)
    resolve_stack(m)
    attack(m, 0, u)
    resolve_stack(m)
    assert unit_stats(m, u) == (6, 8)
