"""A test per Set 2 card (The Fall of Argenport), part A: the cards whose text is a template
(Banners, the influence Strangers, units and weapons of skills only, "Ultimate: Pay 6 to give
X +2/+2"), each test driven from the printed text, and the Pay-X abilities and Rings.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS, KW
from simulator.games.eternal.stats import has, keywords

from .helpers import CARDS, IDX, P1, board, check_play, find, hand, pass_, play, resolve_stack, table, unit_stats

CARRIER = "argenport_soldier"   # a 3/2


def _influence(m, seat: int) -> dict[str, int]:
    return dict(zip(FACTIONS, m.state.influence[seat]))


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def _skills(text: str) -> int:
    """The skill bits a text of skills names ("Flying, Double Damage")."""
    return sum(KW[w.strip(" .").lower().replace(" ", "_")] for w in text.split(",") if w.strip())


BANNERS = [("praxis_banner", "FT"), ("skycrag_banner", "FP"), ("xenan_banner", "TS"), ("hooru_banner", "JP"),
           ("argenport_banner", "JS")]


@pytest.mark.parametrize("card_id,factions", BANNERS, ids=[c for c, _ in BANNERS])
def test_set2_banner_gains_two_influence_and_is_depleted_unless_you_have_a_unit(card_id, factions):
    """"Gain {X}{Y}. Depleted unless you have a unit." (003 Depleted: maximum power only)."""
    m = table(hands={0: [card_id]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}
    m = table(hands={0: [card_id]}, boards={0: [CARRIER]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (4, 4)


STRANGERS = [("argenport_stranger", "JS"), ("hooru_stranger", "JP"), ("praxis_stranger", "FT"),
             ("skycrag_stranger", "FP"), ("xenan_stranger", "TS")]


@pytest.mark.parametrize("card_id,factions", STRANGERS, ids=[c for c, _ in STRANGERS])
def test_set2_stranger_summon_gains_two_influence(card_id, factions):
    """"Summon: Gain {X}{Y}." A 2/2 with no influence cost (003 Summon; 000 1.3 influence)."""
    m = table(hands={0: [card_id]}, power=(2, 2), influence=0)
    play(m, 0, card_id)
    resolve_stack(m)
    assert unit_stats(m, find(m, card_id, 0)) == (2, 2) and m.state.power[0] == 0
    assert _influence(m, 0) == {f: int(f in factions) for f in FACTIONS}


# (card id, cost, strength, health, printed text)
SKILL_UNITS = [
    ("pit_fighter", 5, 6, 3, ""), ("striped_araktodon", 4, 4, 4, ""), ("copperhall_shieldman", 3, 0, 7, ""),
    ("foothills_alpha", 3, 2, 3, ""), ("brash_shorthorn", 1, 2, 1, ""), ("lethrai_memory_keeper", 3, 4, 1, ""),
    ("young_gun", 1, 1, 1, "Quickdraw"), ("pouncing_drake", 5, 4, 4, "Flying, Warp"),
    ("trail_runner", 2, 1, 3, "Charge"), ("plated_goliath", 6, 7, 5, "Overwhelm, Warp"),
    ("snowcrust_yeti", 1, 2, 1, "Aegis"), ("ridgeline_watcher", 4, 3, 3, "Aegis"),
    ("skeeter", 3, 1, 2, "Flying, Lifesteal"), ("cabal_rogue", 7, 5, 1, "Unblockable"),
    ("alluring_ember", 1, 1, 1, "Flying, Warp, Charge"), ("topaz_drake", 7, 5, 3, "Flying, Charge"),
    ("blistersting_wasp", 2, 1, 3, "Flying, Deadly"), ("xenan_cupbearer", 4, 2, 4, "Lifesteal"),
    ("valkyrie_denouncer", 5, 3, 3, "Flying, Revenge"), ("elias_the_broken_wing", 8, 8, 4, "Flying, Lifesteal, Revenge"),
]


@pytest.mark.parametrize("card_id,cost,strength,health,text", SKILL_UNITS, ids=[c[0] for c in SKILL_UNITS])
def test_set2_unit_of_skills_only_has_its_printed_numbers_and_skills(card_id, cost, strength, health, text):
    """000 1.3: played from hand onto the playmat, its cost paid; 000 1.4 "A skill on a unit
    belongs to the unit itself"; 003 Aegis: it enters with a shield."""
    assert CARDS[IDX[card_id]].text.replace("\n", ", ") == text
    m = table(hands={0: [card_id]}, power=(9, 9))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (strength, health)
    assert keywords(m.state, CARDS, u) == _skills(text)
    assert m.state.info[u].shield == ("Aegis" in text)


WEAPONS = [("smith_s_hammer", 2, 2, 0, "Overwhelm"), ("twinbarrel", 3, 0, 0, "Double Damage"),
           ("burning_glaive", 7, 5, 3, ""), ("spiked_buckler", 4, 2, 3, "")]


@pytest.mark.parametrize("card_id,cost,strength,health,text", WEAPONS, ids=[c[0] for c in WEAPONS])
def test_set2_weapon_gives_its_wielder_its_printed_stats_and_skills(card_id, cost, strength, health, text):
    """000 1.3 "The weapon adds its stats and abilities to the unit's"; 000 1.4 "A skill on a
    weapon gives that skill to the unit it is attached to"."""
    assert CARDS[IDX[card_id]].text == text
    m = table(hands={0: [card_id]}, boards={0: [CARRIER]}, power=(9, 9))
    u = find(m, CARRIER, 0)
    play(m, 0, card_id, u)
    assert m.state.power[0] == 9 - cost and unit_stats(m, u) == (3 + strength, 2 + health)
    assert keywords(m.state, CARDS, u) == _skills(text)


def test_talon_of_nostrix_relic_weapon_gives_2_armor_and_attacks_for_2():
    """Talon of Nostrix (relic weapon 2/2, no text): 000 1.3 attaches to the player; 000 4.31
    its health is armor; the player attacks an enemy unit with it."""
    m = table(hands={0: ["talon_of_nostrix"]}, boards={1: ["towertop_patrol"]}, power=(5, 5))
    play(m, 0, "talon_of_nostrix")
    w = m.state.weapon[0]
    assert m.state.armor[0] == 2 and m.state.power[0] == 3
    t = find(m, "towertop_patrol", 1)
    m.apply(Action("attack", 0, w, t))
    resolve_stack(m)
    assert unit_stats(m, t) == (1, 3) and m.state.armor[0] == 1


ULTIMATES = [("sand_viper", 2, 1, 2, "Deadly"), ("copperhall_herald", 2, 1, 3, "Endurance"),
             ("longshot_marksman", 2, 2, 1, "Quickdraw"), ("stormcrasher", 3, 2, 2, "Flying"),
             ("thunderhoof_warrior", 4, 3, 3, "Overwhelm")]


@pytest.mark.parametrize("card_id,cost,strength,health,skill", ULTIMATES, ids=[c[0] for c in ULTIMATES])
def test_set2_ultimate_pay_6_gives_plus_2_plus_2_once(card_id, cost, strength, health, skill):
    """"<Skill> / Ultimate: Pay 6 to give X +2/+2." 000 1.4 activated abilities; 003 Ultimate:
    "can only be activated once"; the bonus lasts past the turn."""
    assert CARDS[IDX[card_id]].text == f"{skill}\nUltimate: Pay 6 to give {CARDS[IDX[card_id]].name} +2/+2."
    m = table(hands={0: [card_id]}, power=(cost + 6, cost + 6))
    play(m, 0, card_id)
    u = find(m, card_id, 0)
    assert has(m.state, CARDS, u, skill.lower()) and unit_stats(m, u) == (strength, health)
    m.apply(Action("use", 0, u, None, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (strength + 2, health + 2) and m.state.power[0] == 0
    assert m.check(Action("use", 0, u, None, 0)) is not None
    _next_turn(m, 1)
    assert unit_stats(m, u) == (strength + 2, health + 2)


# --- "Pay X to ..." (any number of times) and the Rings ("Once per turn, you may pay 3 to ...")

def test_highwind_glider_pays_5_to_draw_a_card_more_than_once():
    """Highwind Glider: "Flying / Pay 5 to draw a card." (000 1.4: no limit but the power)."""
    m = table(boards={0: ["highwind_glider"]}, decks={0: ["torch", "rebuke"]}, power=(10, 10))
    g = find(m, "highwind_glider", 0)
    assert has(m.state, CARDS, g, "flying")
    for _ in range(2):
        m.apply(Action("use", 0, g, None, 0))
        resolve_stack(m)
    assert hand(m, 0) == ["torch", "rebuke"] and m.state.power[0] == 0


def test_shadowlands_bonepicker_pays_5_for_plus_2_plus_1_that_lasts():
    """Shadowlands Bonepicker: "Pay 5 to give Shadowlands Bonepicker +2/+1." (no "this turn")."""
    m = table(boards={0: ["shadowlands_bonepicker"]}, power=(5, 5))
    b = find(m, "shadowlands_bonepicker", 0)
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    assert unit_stats(m, b) == (5, 4)
    _next_turn(m, 1)
    assert unit_stats(m, b) == (5, 4)


def test_storm_glider_pays_5_for_plus_3_strength_this_turn():
    """Storm Glider: "Flying, Overwhelm / Pay 5 to give Storm Glider +3 Strength this turn."
    (000 3.54: "this turn" ends at the end of the turn)."""
    m = table(boards={0: ["storm_glider"]}, power=(5, 5))
    g = find(m, "storm_glider", 0)
    assert has(m.state, CARDS, g, "flying") and has(m.state, CARDS, g, "overwhelm")
    m.apply(Action("use", 0, g, None, 0))
    resolve_stack(m)
    assert unit_stats(m, g) == (5, 2)
    _next_turn(m, 1)
    assert unit_stats(m, g) == (2, 2)


def test_noble_firemane_pays_5_to_give_your_units_plus_1_plus_1_this_turn():
    """Noble Firemane: "Pay 5 to give your units +1/+1 this turn." (itself too; not the enemy's)."""
    m = table(boards={0: ["noble_firemane", CARRIER], 1: [CARRIER]}, power=(5, 5))
    f, s, e = find(m, "noble_firemane", 0), find(m, CARRIER, 0), find(m, CARRIER, 1)
    m.apply(Action("use", 0, f, None, 0))
    resolve_stack(m)
    assert unit_stats(m, f) == (3, 3) and unit_stats(m, s) == (4, 3) and unit_stats(m, e) == (3, 2)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_streetwise_informant_pays_5_to_gain_2_armor():
    """Streetwise Informant: "Endurance, Unblockable / Pay 5 to gain 2 Armor." (003 Armor)."""
    m = table(boards={0: ["streetwise_informant"]}, power=(10, 10))
    i = find(m, "streetwise_informant", 0)
    assert has(m.state, CARDS, i, "endurance") and has(m.state, CARDS, i, "unblockable")
    m.apply(Action("use", 0, i, None, 0))
    resolve_stack(m)
    assert m.state.armor[0] == 2 and m.state.power[0] == 5


def _ring(card_id: str, **kw):
    m = table(relics={0: [card_id]}, power=(6, 6), **kw)
    return m, m.state.relics[0][0]


def test_granite_ring_once_per_turn_pays_3_for_plus_1_strength_and_overwhelm_this_turn():
    """Granite Ring: "Once per turn, you may pay 3 to give your units +1 Strength and Overwhelm
    this turn." (000 1.4; 000 3.54)."""
    m, ring = _ring("granite_ring", boards={0: [CARRIER]})
    s = find(m, CARRIER, 0)
    m.apply(Action("use", 0, ring, None, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 2) and has(m.state, CARDS, s, "overwhelm")
    assert m.check(Action("use", 0, ring, None, 0)) is not None          # once per turn
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2) and not has(m.state, CARDS, s, "overwhelm")


def test_cobalt_ring_once_per_turn_pays_3_to_draw_then_discard():
    """Cobalt Ring: "Once per turn, you may pay 3 to draw a card, then discard a card." (003 Discard)."""
    from .helpers import choose
    m, ring = _ring("cobalt_ring", hands={0: ["rebuke"]}, decks={0: ["torch"]})
    m.apply(Action("use", 0, ring, None, 0))
    resolve_stack(m)
    assert m.state.choice is not None
    choose(m, 0, find(m, "rebuke", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and m.state.power[0] == 3
    assert m.check(Action("use", 0, ring, None, 0)) is not None


def test_amethyst_ring_once_per_turn_pays_3_to_deal_1_and_gain_1_health():
    """Amethyst Ring: "Once per turn, you may pay 3 to deal 1 damage to the enemy player and gain 1 Health."."""
    m, ring = _ring("amethyst_ring", health=(20, 25))
    m.apply(Action("use", 0, ring, None, 0))
    resolve_stack(m)
    assert m.state.health == [21, 24]
    assert m.check(Action("use", 0, ring, None, 0)) is not None
