"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part C:
Spellcraft weapons ("Spellcraft X: Play Y": as the weapon is played its player may pay X to
create and play the spell), Horde Plunderer, the Standards that transmute into Tactics, and the
tokens these cards make.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import BATTLE_SKILLS, KW
from simulator.games.eternal.stats import keywords

from .helpers import CARDS, IDX, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text
BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)

# (weapon, spellcraft cost, spell, printed skills)
SPELLCRAFT = [
    ("alchemist_s_concoction", 4, "alchemical_blast", ""), ("changeestik", 5, "polymorph", "flying"),
    ("cirso_s_cleaver", 2, "feeding_time", ""), ("gleaming_shield", 2, "mirror_image", ""),
    ("hair_trigger_pistol", 2, "trigger_happy", "deadly"), ("horrifying_helm", 3, "scare", ""),
    ("linebreaker_s_shield", 3, "shield_bash", "endurance"), ("surgeon_s_saw", 3, "dark_return", "lifesteal"),
    ("sword_of_unity", 2, "stand_together", "lifesteal,overwhelm"), ("thief_s_pick", 3, "pilfer", "unblockable"),
]


def _play_weapon(m, weapon: str) -> int:
    s = find(m, SOLDIER, 0)
    play(m, 0, weapon, s)
    resolve_stack(m)
    return s


@pytest.mark.parametrize("weapon,pay,spell,skills", SPELLCRAFT, ids=[c[0] for c in SPELLCRAFT])
def test_set4_spellcraft_weapon_may_pay_to_play_its_spell(weapon, pay, spell, skills):
    """"Spellcraft X: Play Y." As the weapon is played, its player may pay X to create and play Y
    (a play by an effect: the spell's own cost is not paid, 000 1.3); or skip it and pay nothing."""
    card = CARDS[IDX[weapon]]
    assert f"Spellcraft {pay}: Play {CARDS[IDX[spell]].name}" in card.text
    assert all(card.has(k) for k in skills.split(",") if k)
    m = table(hands={0: [weapon]}, boards={0: [SOLDIER, "sand_warrior"], 1: ["oni_ronin"]}, voids={0: ["humbug"]},
              power=(12, 12), decks={1: ["torch"]})
    _play_weapon(m, weapon)
    assert m.state.choice is not None and m.state.choice["by"] == "value"
    choose(m, 0, "play")
    for _ in range(6):   # the spell's own target, if it has one, then its resolution
        if m.state.choice is not None:
            options = m.state.choice["options"]
            choose(m, 0, options[-1] if m.state.choice["by"] != "value" else options[0])
        elif m.state.stack:
            pass_(m)
        else:
            break
    assert m.state.power[0] == 12 - card.cost - pay
    assert spell in void(m, 0)
    m = table(hands={0: [weapon]}, boards={0: [SOLDIER], 1: ["oni_ronin"]}, voids={0: ["humbug"]}, power=(12, 12))
    _play_weapon(m, weapon)
    choose(m, 0, "skip")
    resolve_stack(m)
    assert m.state.power[0] == 12 - card.cost and spell not in void(m, 0)


def test_spellcraft_is_not_offered_without_the_power_to_pay_it():
    """Hair-Trigger Pistol with only its own 3 power: Spellcraft 2 cannot be paid, so nothing is asked."""
    m = table(hands={0: ["hair_trigger_pistol"]}, boards={0: [SOLDIER]}, power=(3, 3))
    s = _play_weapon(m, "hair_trigger_pistol")
    assert m.state.choice is None and m.state.info[s].att


def test_alchemist_s_concoction_summon_the_wielder_gets_a_random_battle_skill():
    """Alchemist's Concoction: "Summon: The wielder gets a random battle skill." (one of 003's battle skills)."""
    m = table(hands={0: ["alchemist_s_concoction"]}, boards={0: [SOLDIER]}, power=(1, 1))
    s = _play_weapon(m, "alchemist_s_concoction")
    resolve_stack(m)
    assert (m.state.info[s].kw & BATTLE_BITS).bit_count() == 1


def test_cirso_s_cleaver_summon_the_wielder_gets_killer():
    """Cirso's Cleaver: "Summon: The wielder gets Killer." (003 Killer)."""
    m = table(hands={0: ["cirso_s_cleaver"]}, boards={0: [SOLDIER]}, power=(5, 5))
    s = _play_weapon(m, "cirso_s_cleaver")
    assert keywords(m.state, CARDS, s) & KW["killer"] and unit_stats(m, s) == (6, 5)


def test_gleaming_shield_summon_the_wielder_gets_aegis():
    """Gleaming Shield: "Summon: The wielder gets Aegis." (003 Aegis: it gains a shield)."""
    m = table(hands={0: ["gleaming_shield"]}, boards={0: [SOLDIER]}, power=(5, 5))
    s = _play_weapon(m, "gleaming_shield")
    assert keywords(m.state, CARDS, s) & KW["aegis"] and m.state.info[s].shield


def test_horde_plunderer_your_cards_spellcraft_for_free():
    """Horde Plunderer: "Berserk. Your cards spellcraft for free." Spellcraft costs nothing while it
    is on your playmat."""
    m = table(hands={0: ["hair_trigger_pistol"]}, boards={0: [SOLDIER, "horde_plunderer"]}, power=(3, 3))
    assert keywords(m.state, CARDS, find(m, "horde_plunderer", 0)) & KW["berserk"]
    s = _play_weapon(m, "hair_trigger_pistol")
    choose(m, 0, "play")
    resolve_stack(m)
    assert m.state.power[0] == 0 and keywords(m.state, CARDS, s) & KW["quickdraw"]


STANDARDS = [("clan_standard", "P", "clan_tactic"), ("cabal_standard", "S", "cabal_tactic")]


@pytest.mark.parametrize("card_id,faction,tactic", STANDARDS, ids=[c for c, _, _ in STANDARDS])
def test_set4_standard_is_depleted_and_transmutes_into_its_tactic(card_id, faction, tactic):
    """"Depleted. Gain {X}. Transmute 5: X Tactic." (003 Depleted; Transmute as the Monuments: drawn
    with 5 or more maximum power, it becomes the Tactic)."""
    m = table(hands={0: [card_id]}, power=(3, 3), influence=0)
    play(m, 0, card_id)
    assert (m.state.power[0], m.state.max_power[0]) == (3, 4)
    assert m.state.influence[0]["FTJPS".index(faction)] == 1
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: [card_id, "torch"]}, power=(6, 6))
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert tactic in hand(m, 0) and card_id not in hand(m, 0)


def test_clan_tactic_deals_5_damage_to_an_attacking_enemy():
    """Clan Tactic (Clan Standard's token): "Deal 5 damage to an attacking enemy." A unit that is not
    attacking is no target."""
    m = table(turn=1, hands={0: ["clan_tactic"]}, boards={1: ["sand_warrior", "oni_ronin"]})
    w = find(m, "sand_warrior", 1)
    m.apply(Action("attack", 1, w))
    m.apply(Action("attack", 1, choice="player"))
    for _ in range(6):
        if m.decision().seat == 0 and m.state.phase in ("declare", "block"):
            break
        pass_(m)
    assert m.check(Action("play", 0, find(m, "clan_tactic", 0, "hands"), find(m, "oni_ronin", 1))) is not None
    play(m, 0, "clan_tactic", w)
    resolve_stack(m)
    assert board(m, 1) == ["oni_ronin"]


def test_cabal_tactic_gives_two_of_your_units_plus_2_and_quickdraw_this_turn():
    """Cabal Tactic (Cabal Standard's token): "Give two of your units +2 Attack and Quickdraw this turn."."""
    m = table(hands={0: ["cabal_tactic"]}, boards={0: [SOLDIER, "humbug", "oni_ronin"]})
    play(m, 0, "cabal_tactic")
    resolve_stack(m)
    s, h = find(m, SOLDIER, 0), find(m, "humbug", 0)
    choose(m, 0, s, h)
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 2) and unit_stats(m, h) == (3, 1)
    assert keywords(m.state, CARDS, s) & KW["quickdraw"] and unit_stats(m, find(m, "oni_ronin", 0)) == (2, 1)


def test_spellcraft_is_in_the_keyword_glossary_and_read_from_the_weapons():
    """Spellcraft (not in 000/003): a glossary entry with the game's reading, and each Spellcraft
    weapon's keywords name it (keywords.card_keywords)."""
    from simulator.games.eternal.keywords import card_keywords, glossary
    entry = glossary().lookup("Spellcraft")
    assert entry is not None and "pay" in entry.reminder and "not in the rules documents" in entry.rule
    assert all("Spellcraft" in card_keywords()[w] for w, _, _, _ in SPELLCRAFT)
