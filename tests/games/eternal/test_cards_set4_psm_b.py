"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part B:
Inspire ("Units you draw get X": each unit card drawn while the card is on your playmat gets it)
and the activated abilities ("Pay X to ...", "Once per turn, you may pay X to ...", Ultimate).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import BATTLE_SKILLS, KW

from .helpers import CARDS, IDX, board, find, hand, pass_, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text
BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)


def _draw_two(m) -> tuple[int, int]:
    """Play Wisdom of the Elders ("Draw two cards."): the unit and the spell drawn."""
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    return find(m, SOLDIER, 0, "hands"), find(m, "torch", 0, "hands")


INSPIRE = [("dusk_raider", "berserk"), ("kyrex_coach_driver", "deadly"), ("lethrai_target_caller", "quickdraw"),
           ("cliffside_caretaker", "flying"), ("spiritward_shaman", "aegis"), ("magus_of_celerity", "charge"),
           ("xenan_lifespeaker", "lifesteal")]


@pytest.mark.parametrize("card_id,skill", INSPIRE, ids=[c for c, _ in INSPIRE])
def test_set4_inspire_units_you_draw_get_the_skill(card_id, skill):
    """"Inspire: Units you draw get X." A unit card drawn while it is on your playmat gets the skill
    for good; a spell drawn gets nothing; drawn with the card gone, nothing."""
    text = CARDS[IDX[card_id]].text
    assert "Inspire: Units you draw" in text and skill.title() in text
    m = table(boards={0: [card_id]}, hands={0: ["wisdom_of_the_elders"]}, decks={0: [SOLDIER, "torch"]})
    unit, spell = _draw_two(m)
    assert m.state.info[unit].kw == KW[skill]
    assert spell not in m.state.info or m.state.info[spell].kw == 0
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: [SOLDIER, "torch"]})
    unit, _ = _draw_two(m)
    assert unit not in m.state.info or m.state.info[unit].kw == 0


def test_dusk_raider_summon_nightfall():
    """Dusk Raider: "Summon: Nightfall." besides its Inspire (003 Nightfall)."""
    m = table(hands={0: ["dusk_raider"]})
    play(m, 0, "dusk_raider")
    resolve_stack(m)
    assert m.state.night_until >= m.state.turn_no


def test_kyrex_coach_driver_summon_nightfall():
    """Kyrex Coach Driver: "Summon: Nightfall." besides its Inspire (003 Nightfall)."""
    m = table(hands={0: ["kyrex_coach_driver"]})
    play(m, 0, "kyrex_coach_driver")
    resolve_stack(m)
    assert m.state.night_until >= m.state.turn_no


def test_spiritward_shaman_you_gain_an_aegis_at_the_start_of_your_turn():
    """Spiritward Shaman: "At the start of your turn, you gain an Aegis." (003 Aegis on a player)."""
    m = table(turn=1, boards={0: ["spiritward_shaman"]})
    for _ in range(12):
        if m.state.turn == 0 and m.state.phase == "main1":
            break
        pass_(m)
    assert m.state.pshield[0] and not m.state.pshield[1]


def test_magus_of_celerity_summon_scouts():
    """Magus of Celerity: "Summon: Scout." (003 Scout)."""
    from .helpers import choose
    m = table(hands={0: ["magus_of_celerity"]}, decks={0: ["torch"]})
    play(m, 0, "magus_of_celerity")
    resolve_stack(m)
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "torch"


def test_breeze_dancer_units_you_draw_get_a_random_battle_skill():
    """Breeze Dancer: "Flying. Inspire: Units you draw get a random battle skill." (one of the
    battle skills of 003, by the game's RNG)."""
    m = table(boards={0: ["breeze_dancer"]}, hands={0: ["wisdom_of_the_elders"]}, decks={0: [SOLDIER, "torch"]})
    unit, spell = _draw_two(m)
    assert (m.state.info[unit].kw & BATTLE_BITS).bit_count() == 1
    assert CARDS[IDX["breeze_dancer"]].has("flying")


def test_xenan_lifespeaker_ultimate_pays_4_for_plus_3_plus_3():
    """Xenan Lifespeaker: "Ultimate: Pay 4 to give Xenan Lifespeaker +3/+3." (once, 003 Ultimate)."""
    m = table(boards={0: ["xenan_lifespeaker"]})
    u = find(m, "xenan_lifespeaker", 0)
    m.apply(Action("use", 0, u, None, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (4, 4) and m.state.power[0] == 6
    assert m.check(Action("use", 0, u, None, 0)) is not None


# --- activated abilities ---------------------------------------------------------------------------

def test_transmogrifier_once_per_turn_pays_2_to_give_one_of_your_units_plus_3_minus_2():
    """Transmogrifier (relic): "Once per turn, you may pay 2 to give one of your units +3/-2."."""
    m = table(relics={0: ["transmogrifier"]}, boards={0: ["sand_warrior"], 1: [SOLDIER]})
    r, u = find(m, "transmogrifier", 0, "relics"), find(m, "sand_warrior", 0)
    assert m.check(Action("use", 0, r, find(m, SOLDIER, 1), 0)) is not None
    m.apply(Action("use", 0, r, u, 0))
    resolve_stack(m)
    assert unit_stats(m, u) == (6, 1) and m.state.power[0] == 8
    assert m.check(Action("use", 0, r, u, 0)) is not None


def test_grimy_alp_luachra_pays_2_for_flying_this_turn_and_deals_1_damage_to_you():
    """Grimy Alp-luachra: "Once per turn, you may pay 2 to give Grimy Alp-luachra Flying this turn.
    It deals 1 damage to you."."""
    m = table(boards={0: ["grimy_alp_luachra"]})
    u = find(m, "grimy_alp_luachra", 0)
    m.apply(Action("use", 0, u, None, 0))
    resolve_stack(m)
    assert m.state.info[u].tkw & KW["flying"] and m.state.health[0] == 24
    assert m.check(Action("use", 0, u, None, 0)) is not None


def test_iceberg_hailshrieker_pays_1_and_sacrifices_itself_for_2_damage_to_the_enemy_player():
    """Iceberg Hailshrieker: "Pay 1 and sacrifice Iceberg Hailshrieker to deal 2 damage to the enemy player."."""
    m = table(boards={0: ["iceberg_hailshrieker"]})
    m.apply(Action("use", 0, find(m, "iceberg_hailshrieker", 0), None, 0))
    resolve_stack(m)
    assert board(m, 0) == [] and m.state.health[1] == 23 and m.state.power[0] == 9


def test_magenta_wisp_pays_1_and_sacrifices_itself_to_kill_an_enemy_unit_with_3_strength_or_less():
    """Magenta Wisp: "Pay 1 and sacrifice Magenta Wisp to kill an enemy unit with 3 Strength or less."."""
    m = table(boards={0: ["magenta_wisp"], 1: [SOLDIER, "sand_warrior"]})
    w = find(m, "magenta_wisp", 0)
    big = find(m, "sand_warrior", 1)
    m.state.info[big].atk = 1   # a 4/3 now
    m._legal_cache = None
    assert m.check(Action("use", 0, w, big, 0)) is not None
    m.apply(Action("use", 0, w, find(m, SOLDIER, 1), 0))
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == ["sand_warrior"]
    assert hand(m, 0) == []
