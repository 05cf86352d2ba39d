"""Set 1 Justice (with Justice-Primal, Justice-Shadow and the factionless cards): one test per
card, each played through Match.apply, checking what the printed text says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import re

import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import FACTIONS, KW
from simulator.games.eternal.stats import has, keywords, warcry

from .helpers import (
    CARDS,
    IDX,
    P0,
    P1,
    attack,
    board,
    check_play,
    choose,
    find,
    hand,
    pass_,
    play,
    refresh,
    resolve_stack,
    table,
    unit_stats,
    void,
)

SOLDIER = "argenport_soldier"   # a vanilla 3/2 Justice unit


def _next_turn(m, seat: int, limit: int = 20) -> None:
    """Pass until `seat`'s First Main Phase begins (a later turn)."""
    start = m.state.turn_no
    for _ in range(limit):
        st = m.state
        if st.turn_no > start and st.turn == seat and st.phase == "main1" and not st.stack and st.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached that player's turn")


def _deck_top(m, seat: int) -> int:
    return m.state.decks[seat][-1]


def _inf(m, seat: int) -> dict[str, int]:
    return dict(zip(FACTIONS, m.state.influence[seat]))


# --- skills-only cards, driven from their printed text ----------------------------------------

PLAIN = ["elder_s_feather", "loyal_watchwing", "silverwing_commander", "treasury_guard", "sword_of_the_sky_king",
         "spiked_helm", "worn_shield"]


def _printed(card_id: str) -> tuple[set[str], int]:
    """The skills and Warcry a skills-only text names ("Flying, Warcry 2")."""
    text = CARDS[IDX[card_id]].text
    skills, wc = set(), 0
    for word in re.split(r"[,\n]", text):
        word = word.strip().lower()
        if not word:
            continue
        w = re.fullmatch(r"warcry(?: (\d+))?", word)
        if w:
            wc += int(w.group(1) or 1)
        else:
            assert word.replace(" ", "_") in KW, word
            skills.add(word.replace(" ", "_"))
    return skills, wc


@pytest.mark.parametrize("card_id", PLAIN)
def test_keyword_units_and_weapons_have_their_printed_text(card_id):
    """Elder's Feather "Flying"; Loyal Watchwing "Flying, Warcry"; Silverwing Commander
    "Flying, Warcry 2"; Treasury Guard "Endurance"; Sword of the Sky King, Spiked Helm, Worn
    Shield: no text. A unit has its skills (003 Battle Skills, Warcry); a weapon gives its
    stats and skills to its wielder (000 1.3); a relic weapon goes to the player with its
    health as armor (000 4.31)."""
    card = CARDS[IDX[card_id]]
    skills, wc = _printed(card_id)
    m = table(hands={0: [card_id]}, boards={0: [SOLDIER]}, power=(10, 10))
    s = find(m, SOLDIER, 0)
    base = unit_stats(m, s)
    if card.type == "unit":
        play(m, 0, card_id)
        u = find(m, card_id, 0)
        assert unit_stats(m, u) == (card.attack, card.health)
        holder = u
    elif card.type == "weapon":
        play(m, 0, card_id, s)
        assert unit_stats(m, s) == (base[0] + card.attack, base[1] + card.health)
        holder = s
    else:
        play(m, 0, card_id)
        w = m.state.weapon[0]
        assert CARDS[m.state.kinds[w]].id == card_id and m.state.armor[0] == card.health
        holder = w
    for k in ("flying", "endurance", "aegis", "lifesteal", "overwhelm", "deadly"):
        assert has(m.state, CARDS, holder, k) == (k in skills), k
    assert warcry(m.state, CARDS, holder) == wc


# --- Justice ------------------------------------------------------------------------------------

def test_gilded_glaive_empower_gives_the_wielder_plus_2_plus_2_this_turn():
    """Gilded Glaive: "Empower: The wielder gets +2/+2 this turn." A weapon's ability is its
    wielder's (000 1.3); Empower fires when you play a power (003 Empower); "this turn" ends
    at cleanup (000 3.54)."""
    m = table(hands={0: ["gilded_glaive", "justice_sigil"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "gilded_glaive", s)
    assert unit_stats(m, s) == (5, 4)
    play(m, 0, "justice_sigil")
    assert unit_stats(m, s) == (7, 6)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (5, 4)


def test_inspire_strengthens_the_top_unit_or_weapon_then_draws():
    """Inspire: "The top unit or weapon of your deck gets +1/+1. Draw a card." (003 Warcry's
    "top unit or weapon": the topmost such card, not the top card)."""
    m = table(hands={0: ["inspire"]}, decks={0: ["justice_sigil", SOLDIER]})
    play(m, 0, "inspire")
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"]
    top = _deck_top(m, 0)
    assert CARDS[m.state.kinds[top]].id == SOLDIER
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_tinker_apprentice_gives_a_unit_or_weapon_in_hand_plus_1_plus_1():
    """Tinker Apprentice: "Summon: Give a unit or weapon in your hand +1/+1." (003 Summon;
    a spell in hand is not a choice)."""
    m = table(hands={0: ["tinker_apprentice", SOLDIER, "heavy_axe", "torch"]})
    s, axe = find(m, SOLDIER, 0, "hands"), find(m, "heavy_axe", 0, "hands")
    play(m, 0, "tinker_apprentice")
    assert m.state.choice is not None and set(m.state.choice["options"]) == {s, axe}
    choose(m, 0, axe)
    assert (m.state.info[axe].atk, m.state.info[axe].hp) == (1, 1)
    assert s not in m.state.info or (m.state.info[s].atk, m.state.info[s].hp) == (0, 0)
    play(m, 0, SOLDIER)
    play(m, 0, "heavy_axe", s)
    assert unit_stats(m, s) == (3 + 3, 2 + 2)   # heavy axe +2/+1, and the +1/+1


def test_tinker_overseer_grows_when_you_play_a_relic_or_relic_weapon():
    """Tinker Overseer: "Flying. When you play a relic, Tinker Overseer gets +1/+1." A relic
    weapon is a relic (000 1.3; the package docstring)."""
    m = table(boards={0: ["tinker_overseer"]}, hands={0: ["infinite_hourglass", "sword_of_icaria", SOLDIER]},
              power=(20, 20))
    o = find(m, "tinker_overseer", 0)
    assert unit_stats(m, o) == (2, 1) and has(m.state, CARDS, o, "flying")
    play(m, 0, SOLDIER)
    assert unit_stats(m, o) == (2, 1)
    play(m, 0, "infinite_hourglass")
    assert unit_stats(m, o) == (3, 2)
    play(m, 0, "sword_of_icaria")
    assert unit_stats(m, o) == (4, 3)


def test_paladin_oathbook_buffs_a_lone_attacker():
    """Paladin Oathbook: "When you attack the enemy player with exactly one unit, it gets
    +1/+1." (000 3.31: the attack is declared; a permanent buff). Two attackers: nothing."""
    m = table(relics={0: ["paladin_oathbook"]}, boards={0: [SOLDIER, SOLDIER]})
    a, b = find(m, SOLDIER, 0), find(m, SOLDIER, 0, nth=1)
    attack(m, 0, a)
    resolve_stack(m)
    assert unit_stats(m, a) == (4, 3)
    assert m.state.health[1] == 21
    m = table(relics={0: ["paladin_oathbook"]}, boards={0: [SOLDIER, SOLDIER]})
    a, b = find(m, SOLDIER, 0), find(m, SOLDIER, 0, nth=1)
    attack(m, 0, a, b)
    resolve_stack(m)
    assert unit_stats(m, a) == unit_stats(m, b) == (3, 2)


def test_eager_owlet_has_plus_3_strength_with_another_flyer():
    """Eager Owlet: "Flying. +3 Strength while you have another unit with Flying." (an
    ongoing ability, 000 1.4); an enemy flyer is not yours."""
    m = table(boards={0: ["eager_owlet"], 1: ["hooru_fledgling"]}, hands={0: ["hooru_fledgling"]})
    o = find(m, "eager_owlet", 0)
    assert unit_stats(m, o) == (0, 3)
    play(m, 0, "hooru_fledgling")
    assert unit_stats(m, o) == (3, 3)


def test_valorous_stranger_gives_strangers_warcry():
    """Valorous Stranger: "Strangers have Warcry." (003 Warcry: when it attacks, the top unit
    or weapon of your deck gets +1/+1); every Stranger, not other units."""
    m = table(boards={0: ["valorous_stranger", "feln_stranger", SOLDIER], 1: ["rakano_stranger"]},
              decks={0: [SOLDIER]})
    f, s = find(m, "feln_stranger", 0), find(m, SOLDIER, 0)
    assert warcry(m.state, CARDS, find(m, "valorous_stranger", 0)) == 1 and warcry(m.state, CARDS, f) == 1
    assert warcry(m.state, CARDS, s) == 0 and warcry(m.state, CARDS, find(m, "rakano_stranger", 1)) == 1
    attack(m, 0, f)
    top = _deck_top(m, 0)
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_brightmace_paladin_has_lifesteal_at_4_strength():
    """Brightmace Paladin: "Brightmace Paladin has Lifesteal while he has 4 Strength or more."
    (003 Lifesteal: damage dealt is gained as health)."""
    m = table(boards={0: ["brightmace_paladin"]}, hands={0: ["finest_hour"]})
    p = find(m, "brightmace_paladin", 0)
    assert not has(m.state, CARDS, p, "lifesteal")
    play(m, 0, "finest_hour", p)
    resolve_stack(m)
    assert unit_stats(m, p) == (6, 6) and has(m.state, CARDS, p, "lifesteal")
    attack(m, 0, p)
    resolve_stack(m)
    assert m.state.health == [31, 19]


def test_bronze_cuirass_draws_a_card():
    """Bronze Cuirass: "Summon: Draw a card." (a weapon's Summon fires when it is played on a
    unit, 000 1.3); +0/+4 to the wielder."""
    m = table(hands={0: ["bronze_cuirass"]}, boards={0: [SOLDIER]}, decks={0: ["torch"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "bronze_cuirass", s)
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and unit_stats(m, s) == (3, 6)


def test_order_of_the_spire_doubles_its_strength_and_health_on_empower():
    """Order of the Spire: "Empower: Double Order of the Spire's Strength/Health." It gets
    +X/+Y for its numbers now; the part from a this-turn buff stays (003 Empower)."""
    m = table(boards={0: ["order_of_the_spire"]}, hands={0: ["finest_hour", "justice_sigil"]})
    o = find(m, "order_of_the_spire", 0)
    play(m, 0, "justice_sigil")
    assert unit_stats(m, o) == (2, 2)
    _next_turn(m, 0)
    play(m, 0, "finest_hour", o)   # 5/5 this turn
    resolve_stack(m)
    m.state.hands[0].append(m.state.decks[0].pop())   # a fresh power from the deck (filler Fire Sigil)
    refresh(m)
    play(m, 0, "fire_sigil")
    assert unit_stats(m, o) == (10, 10)
    _next_turn(m, 0)
    assert unit_stats(m, o) == (7, 7)


def test_valkyrie_enforcer_may_silence_another_unit():
    """Valkyrie Enforcer: "Flying. Summon: You may silence another unit." (003 Silence: the
    unit loses its text; "may": the choice can be declined)."""
    m = table(hands={0: ["valkyrie_enforcer"]}, boards={1: ["auric_sentry"]})
    sentry = find(m, "auric_sentry", 1)
    play(m, 0, "valkyrie_enforcer")
    ch = m.state.choice
    assert ch is not None and ch["options"] == [sentry] and ch["min"] == 0
    choose(m, 0, sentry)
    resolve_stack(m)
    assert m.state.info[sentry].silenced and not has(m.state, CARDS, sentry, "endurance")
    assert has(m.state, CARDS, find(m, "valkyrie_enforcer", 0), "flying")
    m = table(hands={0: ["valkyrie_enforcer"]}, boards={1: ["auric_sentry"]})
    play(m, 0, "valkyrie_enforcer")
    choose(m, 0, "done")
    assert not m.state.info[find(m, "auric_sentry", 1)].silenced


def test_spire_chaplain_draws_a_justice_sigil_when_attacking():
    """Spire Chaplain: "When Spire Chaplain attacks, draw a Justice Sigil from your deck."
    (000 3.31: attack abilities fire when attackers are declared)."""
    m = table(boards={0: ["spire_chaplain"]}, decks={0: [SOLDIER, "justice_sigil"]})
    attack(m, 0, find(m, "spire_chaplain", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"]
    assert "justice_sigil" not in [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]]


def test_hooru_envoy_draws_when_a_spell_targets_it():
    """Hooru Envoy: "When a spell is played directly on Hooru Envoy, you draw a card." (an
    enemy's spell too: its controller draws); a spell with no target does nothing."""
    m = table(boards={0: ["hooru_envoy"]}, hands={0: ["finest_hour", "rally"]}, decks={0: [SOLDIER, "torch"]})
    e = find(m, "hooru_envoy", 0)
    play(m, 0, "rally")
    resolve_stack(m)
    assert hand(m, 0) == ["finest_hour"]
    play(m, 0, "finest_hour", e)
    resolve_stack(m)
    assert hand(m, 0) == [SOLDIER]
    m = table(turn=1, boards={0: ["hooru_envoy"]}, hands={1: ["torch"]}, decks={0: [SOLDIER]})
    play(m, 1, "torch", find(m, "hooru_envoy", 0))
    resolve_stack(m)
    assert hand(m, 0) == [SOLDIER] and board(m, 0) == []


def test_hero_of_the_people_takes_the_battle_skills_of_units_you_play():
    """Hero of the People: "When you play a unit, Hero of the People gets that unit's battle
    skills. Hero of the People has +1/+1 for each of her battle skills." (003 Battle Skills)."""
    m = table(boards={0: ["hero_of_the_people"]}, hands={0: ["silverwing_familiar", "auric_sentry"]})
    h = find(m, "hero_of_the_people", 0)
    assert unit_stats(m, h) == (1, 1)
    play(m, 0, "silverwing_familiar")
    resolve_stack(m)
    for k in ("flying", "aegis", "lifesteal"):
        assert has(m.state, CARDS, h, k), k
    assert unit_stats(m, h) == (4, 4)
    play(m, 0, "auric_sentry")   # Endurance, Warcry: Warcry is not a battle skill
    resolve_stack(m)
    assert has(m.state, CARDS, h, "endurance") and warcry(m.state, CARDS, h) == 0
    assert unit_stats(m, h) == (5, 5)


def test_privilege_of_rank_draws_a_justice_sigil_and_plays_itself_when_discarded():
    """Privilege of Rank: "Draw a Justice Sigil from your deck. If Privilege of Rank is
    discarded, play it from your void." Discarding down to 9 (000 3.53) discards it; it is
    played from the void (for free) and draws a Justice Sigil again."""
    m = table(hands={0: ["privilege_of_rank"]}, decks={0: [SOLDIER, "justice_sigil", "justice_sigil"]})
    play(m, 0, "privilege_of_rank")
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"] and void(m, 0) == ["privilege_of_rank"]
    m = table(hands={0: ["privilege_of_rank"] + ["torch"] * 9}, decks={0: [SOLDIER, "justice_sigil"]})
    pass_(m, 0)
    for _ in range(5):
        if m.state.choice is not None:
            break
        pass_(m)
    assert m.state.choice is not None and "Discard" in m.state.choice["prompt"]
    choose(m, 0, find(m, "privilege_of_rank", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0).count("justice_sigil") == 1 and void(m, 0) == ["privilege_of_rank"]
    assert "justice_sigil" not in [CARDS[m.state.kinds[c]].id for c in m.state.decks[0]]


def test_combrei_magister_is_invulnerable_on_empower_this_turn():
    """Combrei Magister: "Empower: Invulnerable to damage this turn." (003 Invulnerable)."""
    m = table(boards={0: ["combrei_magister"]}, hands={0: ["justice_sigil", "torch"]})
    c = find(m, "combrei_magister", 0)
    play(m, 0, "justice_sigil")
    assert has(m.state, CARDS, c, "invulnerable")
    play(m, 0, "torch", c)
    resolve_stack(m)
    assert board(m, 0) == ["combrei_magister"] and unit_stats(m, c) == (5, 2)
    _next_turn(m, 1)
    assert not has(m.state, CARDS, c, "invulnerable")


def test_armorsmith_gains_armor_and_is_free_with_2_armor():
    """Armorsmith: "Summon: You gain 2 Armor. Free if you already have 2 Armor or more."
    (000 4.31 Armor; 000 1.3: a free card costs no power)."""
    m = table(hands={0: ["armorsmith"]}, power=(3, 3), armor=(1, 0))
    assert check_play(m, 0, "armorsmith") is not None
    m = table(hands={0: ["armorsmith"]}, power=(3, 3), armor=(2, 0))
    play(m, 0, "armorsmith")
    assert board(m, 0) == ["armorsmith"] and m.state.power[0] == 3 and m.state.armor[0] == 4


def test_treasury_gate_plays_a_minotaur_copy_of_the_first_relic_weapon():
    """Treasury Gate: "The first time you play a relic weapon each turn, play a Minotaur with
    the same Strength/Health and battle skills." Only the first each turn."""
    m = table(relics={0: ["treasury_gate"]}, hands={0: ["sword_of_the_sky_king", "sword_of_icaria"]},
              power=(20, 20))
    play(m, 0, "sword_of_the_sky_king")
    resolve_stack(m)
    mino = find(m, "minotaur", 0)
    assert unit_stats(m, mino) == (8, 8) and CARDS[m.state.kinds[mino]].token
    play(m, 0, "sword_of_icaria")
    resolve_stack(m)
    assert board(m, 0) == ["minotaur"]


def test_silverwing_avenger_gives_an_enemy_unit_minus_2_strength():
    """Silverwing Avenger: "Flying. Summon: Give an enemy unit -2 Strength." (permanent)."""
    m = table(hands={0: ["silverwing_avenger"]}, boards={1: [SOLDIER]})
    s = find(m, SOLDIER, 1)
    play(m, 0, "silverwing_avenger")
    resolve_stack(m)
    assert unit_stats(m, s) == (1, 2)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (1, 2)


def test_copperhall_blessing_makes_you_and_your_units_invulnerable():
    """Copperhall Blessing: "You and each of your units are invulnerable to damage this turn."
    (003 Invulnerable); an enemy unit is not."""
    m = table(hands={0: ["copperhall_blessing", "lightning_storm", "torch"]}, boards={0: [SOLDIER], 1: ["oni_ronin"]})
    play(m, 0, "copperhall_blessing")
    resolve_stack(m)
    play(m, 0, "lightning_storm")
    resolve_stack(m)
    play(m, 0, "torch", P0)
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER] and board(m, 1) == [] and m.state.health[0] == 25


def test_crownwatch_cavalry_gives_another_unit_its_strength_and_health():
    """Crownwatch Cavalry: "Summon: Give one of your other units Crownwatch Cavalry's
    Strength/Health." (+2/+2, permanent)."""
    m = table(hands={0: ["crownwatch_cavalry"]}, boards={0: [SOLDIER], 1: ["oni_ronin"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "crownwatch_cavalry")
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 4)
    assert unit_stats(m, find(m, "crownwatch_cavalry", 0)) == (2, 2)


def test_hammer_of_might_gives_warcry_3_this_turn():
    """Hammer of Might: "Summon: The wielder gets Warcry 3 this turn." (003 Warcry 3: the top
    unit or weapon of your deck gets +3/+3 when it attacks)."""
    m = table(hands={0: ["hammer_of_might"]}, boards={0: [SOLDIER]}, decks={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "hammer_of_might", s)
    resolve_stack(m)
    assert warcry(m.state, CARDS, s) == 3 and unit_stats(m, s) == (6, 5)
    attack(m, 0, s)
    top = _deck_top(m, 0)
    assert (m.state.info[top].atk, m.state.info[top].hp) == (3, 3)
    _next_turn(m, 1)
    assert warcry(m.state, CARDS, s) == 0


def test_marshal_ironthorn_copies_powers_and_ultimate_kills_enemy_units():
    """Marshal Ironthorn: "Empower: Play an additional copy of that power. Ultimate: Pay 15 to
    kill all enemy units." (003 Empower, Ultimate)."""
    m = table(boards={0: ["marshal_ironthorn"], 1: [SOLDIER, "oni_ronin"]}, hands={0: ["justice_sigil"]},
              power=(14, 14), influence=0)
    play(m, 0, "justice_sigil")
    resolve_stack(m)
    assert [CARDS[m.state.kinds[p]].id for p in m.state.powers[0]] == ["justice_sigil", "justice_sigil"]
    assert m.state.max_power[0] == 16 and m.state.power[0] == 16 and _inf(m, 0)["J"] == 2
    marshal = find(m, "marshal_ironthorn", 0)
    m.apply(Action("use", 0, marshal, None, 0))
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.power[0] == 1


def test_plated_demolisher_is_sacrificed_without_armor_at_the_enemy_turn():
    """Plated Demolisher: "Endurance. Summon: You gain 2 Armor. At the start of the enemy turn,
    if you have no Armor, sacrifice Plated Demolisher." (000 3.1 Start Phase)."""
    m = table(hands={0: ["plated_demolisher"]})
    play(m, 0, "plated_demolisher")
    assert m.state.armor[0] == 2
    _next_turn(m, 1)
    assert board(m, 0) == ["plated_demolisher"]
    m = table(boards={0: ["plated_demolisher"]})
    _next_turn(m, 1)
    assert board(m, 0) == [] and void(m, 0) == ["plated_demolisher"]


def test_ceremonial_mask_gives_one_of_your_units_plus_4_plus_4_this_turn():
    """Ceremonial Mask: "Summon: Give one of your units +4/+4 this turn." A relic weapon goes
    to the player with its health as armor (000 4.31)."""
    m = table(hands={0: ["ceremonial_mask"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "ceremonial_mask")
    resolve_stack(m)
    assert unit_stats(m, s) == (7, 6) and m.state.armor[0] == 4
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_flight_lieutenant_gives_your_units_flying_on_empower():
    """Flight Lieutenant: "Empower: Your units get Flying this turn." (003 Flying)."""
    m = table(boards={0: ["flight_lieutenant", SOLDIER], 1: ["oni_ronin"]}, hands={0: ["justice_sigil"]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "justice_sigil")
    resolve_stack(m)
    assert has(m.state, CARDS, s, "flying") and has(m.state, CARDS, find(m, "flight_lieutenant", 0), "flying")
    assert not has(m.state, CARDS, find(m, "oni_ronin", 1), "flying")
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "flying")


def test_rolant_the_iron_fist_makes_justice_units_enduring_and_invulnerable():
    """Rolant, the Iron Fist: "Endurance. Your {J} units have Endurance and are invulnerable to
    damage." A Fire unit is not a {J} unit (000 1.3 factions)."""
    m = table(boards={0: ["rolant_the_iron_fist", SOLDIER, "oni_ronin"]}, hands={0: ["torch", "torch"]})
    s, o = find(m, SOLDIER, 0), find(m, "oni_ronin", 0)
    assert has(m.state, CARDS, s, "endurance") and has(m.state, CARDS, s, "invulnerable")
    play(m, 0, "torch", s)
    resolve_stack(m)
    play(m, 0, "torch", o)
    resolve_stack(m)
    assert board(m, 0) == ["rolant_the_iron_fist", SOLDIER]


# --- factionless ---------------------------------------------------------------------------------

def test_seek_power_draws_a_sigil_of_your_choice():
    """Seek Power: "Draw a Sigil of your choice from your deck." (a choice by card name)."""
    m = table(hands={0: ["seek_power"]}, decks={0: ["time_sigil", SOLDIER, "shadow_sigil"]})
    play(m, 0, "seek_power")
    ch = m.state.choice
    assert ch is not None and set(ch["options"]) == {"fire_sigil", "time_sigil", "shadow_sigil"}
    choose(m, 0, "shadow_sigil")
    resolve_stack(m)
    assert hand(m, 0) == ["shadow_sigil"]


@pytest.mark.parametrize("card_id, gain", [("feln_stranger", "PS"), ("combrei_stranger", "TJ"), ("rakano_stranger", "FJ"),
                                           ("elysian_stranger", "TP"), ("stonescar_stranger", "FS")])
def test_stranger_summon_gains_two_influence(card_id, gain):
    """Feln / Combrei / Rakano / Elysian / Stonescar Stranger: "Summon: Gain {X}{Y}." (000 1.3
    Influence)."""
    assert all("{" + f + "}" in CARDS[IDX[card_id]].text for f in gain)
    m = table(hands={0: [card_id]}, influence=0)
    play(m, 0, card_id)
    resolve_stack(m)
    assert _inf(m, 0) == {f: (1 if f in gain else 0) for f in FACTIONS}


def test_daze_stuns_an_enemy_unit():
    """Daze: "Stun an enemy unit." (003 Stun); a fast spell (000 4.1)."""
    m = table(turn=1, boards={1: [SOLDIER]}, hands={0: ["daze"]})
    s = find(m, SOLDIER, 1)
    m.apply(Action("attack", 1, s))
    m.apply(Action("attack", 1, choice="player"))
    assert m.decision().seat == 0
    assert check_play(m, 0, "daze", P1) is not None
    play(m, 0, "daze", s)
    resolve_stack(m)
    assert m.state.info[s].stun and m.state.health[0] == 25


def test_alchemical_blast_deals_2_damage():
    """Alchemical Blast: "Deal 2 damage." (a unit or a player)."""
    m = table(hands={0: ["alchemical_blast", "alchemical_blast"]}, boards={1: ["scaly_gruan"]})
    s = find(m, "scaly_gruan", 1)
    play(m, 0, "alchemical_blast", P1)
    resolve_stack(m)
    play(m, 0, "alchemical_blast", s)
    resolve_stack(m)
    assert m.state.health[1] == 23 and unit_stats(m, s) == (1, 2)


def test_forsworn_stranger_counts_your_influence_types():
    """Forsworn Stranger: "+1/+1 for each type of influence you have." (000 1.3 Influence)."""
    m = table(hands={0: ["forsworn_stranger", "feln_stranger"]}, influence=0)
    m.state.influence[0][FACTIONS.index("J")] = 2
    refresh(m)
    play(m, 0, "forsworn_stranger")
    f = find(m, "forsworn_stranger", 0)
    assert unit_stats(m, f) == (1, 1)
    play(m, 0, "feln_stranger")
    resolve_stack(m)
    assert unit_stats(m, f) == (3, 3)


def test_diplomatic_seal_gains_an_influence_of_your_choice():
    """Diplomatic Seal: "If you have two or fewer influence, gain an influence of your choice."
    (000 1.3 Power cards); with three or more, nothing."""
    m = table(hands={0: ["diplomatic_seal"]}, influence=0, power=(2, 2))
    play(m, 0, "diplomatic_seal")
    assert m.state.choice is not None
    choose(m, 0, "P")
    assert _inf(m, 0) == {"F": 0, "T": 0, "J": 0, "P": 1, "S": 0} and m.state.max_power[0] == 3
    m = table(hands={0: ["diplomatic_seal"]}, influence=0)
    m.state.influence[0][0] = 3
    refresh(m)
    play(m, 0, "diplomatic_seal")
    assert m.state.choice is None and sum(m.state.influence[0]) == 3


# --- two factions ----------------------------------------------------------------------------

def test_rilgon_hooru_operative_gets_aegis_from_weapons_and_double_damage_from_spells():
    """Rilgon, Hooru Operative: "When you play a weapon on Rilgon, he gets an Aegis. When you
    play a spell, Rilgon deals Double Damage this turn." (003 Aegis, Double Damage)."""
    m = table(boards={0: ["rilgon_hooru_operative"]}, hands={0: ["heavy_axe", "rally"]})
    r = find(m, "rilgon_hooru_operative", 0)
    play(m, 0, "heavy_axe", r)
    resolve_stack(m)
    assert has(m.state, CARDS, r, "aegis") and m.state.info[r].shield
    play(m, 0, "rally")
    resolve_stack(m)
    assert has(m.state, CARDS, r, "double_damage")
    attack(m, 0, r)
    resolve_stack(m)
    assert m.state.health[1] == 25 - 2 * (2 + 2 + 2)   # 2 + axe 2 + Rally 2 this turn, doubled
    _next_turn(m, 1)
    assert not has(m.state, CARDS, r, "double_damage") and has(m.state, CARDS, r, "aegis")


def test_oathbreaker_buffs_your_lifesteal_units_when_it_attacks():
    """Oathbreaker: "Lifesteal. When Oathbreaker attacks, your units with Lifesteal get +1/+1."
    (itself included; a unit without Lifesteal is not)."""
    m = table(boards={0: ["oathbreaker", "cabal_cutthroat", SOLDIER]})
    o, c, s = find(m, "oathbreaker", 0), find(m, "cabal_cutthroat", 0), find(m, SOLDIER, 0)
    before = unit_stats(m, c)
    attack(m, 0, o)
    resolve_stack(m)
    assert unit_stats(m, o) == (5, 5) and unit_stats(m, c) == (before[0] + 1, before[1] + 1)
    assert unit_stats(m, s) == (3, 2)
    assert keywords(m.state, CARDS, o) & KW["lifesteal"] and m.state.health[0] == 30
