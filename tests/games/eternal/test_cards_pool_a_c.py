"""A test per card of the pool, part C: the Time and Justice cards (and the Sentinel and
Wisp tokens) whose text is more than skills. Each test plays the card through Match.apply
and checks what it says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (
    CARDS,
    P0,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _next_turn(m, seat: int, limit: int = 10) -> None:
    """Pass until `seat`'s First Main Phase."""
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


# --- Time ----------------------------------------------------------------------------------

def test_sanctuary_priest_empower_gains_1_health():
    """Sanctuary Priest: "Empower: You gain 1 Health." 003 Empower: "When ever the
    controlling player plays a power card, do X"."""
    m = table(hands={0: ["sanctuary_priest", "time_sigil"]}, health=(20, 25))
    play(m, 0, "sanctuary_priest")
    assert m.state.health[0] == 20
    play(m, 0, "time_sigil")
    resolve_stack(m)
    assert m.state.health[0] == 21


def test_water_of_life_gains_3_health_and_echoes():
    """Water of Life: "Echo. You gain 3 Health." 003 Echo: drawing it creates a copy in hand."""
    m = table(turn=1, decks={0: ["water_of_life"]}, health=(20, 25))
    pass_(m, 1)
    assert hand(m, 0) == ["water_of_life", "water_of_life"]
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert m.state.health[0] == 23
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert m.state.health[0] == 26 and void(m, 0) == ["water_of_life", "water_of_life"]


def test_teleport_puts_a_unit_into_its_owners_hand():
    """Teleport (fast spell): "Put a unit into its owner's hand." Either player's unit."""
    m = table(hands={0: ["teleport", "teleport"]}, boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]})
    play(m, 0, "teleport", find(m, "bold_adventurer", 1))
    resolve_stack(m)
    assert board(m, 1) == [] and hand(m, 1) == ["bold_adventurer"]
    play(m, 0, "teleport", find(m, "argenport_soldier", 0))
    resolve_stack(m)
    assert board(m, 0) == [] and hand(m, 0) == ["argenport_soldier"]


def test_xenan_guardian_has_endurance_and_its_ultimate_pays_8_for_plus_5_plus_5():
    """Xenan Guardian: "Endurance. Ultimate: Pay 8 to give Xenan Guardian +5/+5." 003
    Ultimate: once only."""
    m = table(hands={0: ["xenan_guardian"]}, power=(12, 12))
    play(m, 0, "xenan_guardian")
    g = find(m, "xenan_guardian", 0)
    assert has(m.state, CARDS, g, "endurance") and m.state.power[0] == 8
    m.apply(Action("use", 0, g, None, 0))
    resolve_stack(m)
    assert unit_stats(m, g) == (8, 8) and m.state.power[0] == 0
    m.state.power[0] = 8
    m._legal_cache = None
    assert m.check(Action("use", 0, g, None, 0)) is not None


def test_lumen_defender_has_deadly_and_summon_gains_5_health():
    """Lumen Defender: "Deadly. Summon: You gain 5 Health." (003 Deadly: its damage kills)"""
    m = table(hands={0: ["lumen_defender"]}, health=(20, 25))
    play(m, 0, "lumen_defender")
    resolve_stack(m)
    assert m.state.health[0] == 25
    m = table(turn=1, boards={0: ["lumen_defender"], 1: ["towering_terrazon"]})
    t, d = find(m, "towering_terrazon", 1), find(m, "lumen_defender", 0)
    attack(m, 1, t)
    block(m, 0, (d, t))
    resolve_stack(m)
    while m.state.phase != "main2":
        pass_(m)
    assert "towering_terrazon" not in board(m, 1)   # a 6/5 killed by 1 damage


def test_mystic_ascendant_empower_gives_plus_2_plus_2_and_draws():
    """Mystic Ascendant: "Empower: +2/+2 and draw a card." (003 Empower)"""
    m = table(hands={0: ["mystic_ascendant", "time_sigil"]}, decks={0: ["vanquish"]})
    play(m, 0, "mystic_ascendant")
    a = find(m, "mystic_ascendant", 0)
    play(m, 0, "time_sigil")
    resolve_stack(m)
    assert unit_stats(m, a) == (6, 6) and hand(m, 0) == ["vanquish"]


def test_lumen_shepherd_fate_plays_a_1_1_wisp():
    """Lumen Shepherd: "Fate: Play a 1/1 Wisp." 003 Fate: "When you draw a card with Fate,
    do X". The Wisp token is a 1/1 with no text."""
    m = table(turn=1, decks={0: ["lumen_shepherd"]})
    pass_(m, 1)
    resolve_stack(m)
    assert hand(m, 0) == ["lumen_shepherd"] and board(m, 0) == ["wisp"]
    assert unit_stats(m, find(m, "wisp", 0)) == (1, 1)
    play(m, 0, "lumen_shepherd")
    assert board(m, 0) == ["wisp", "lumen_shepherd"]   # playing it plays no second Wisp


def test_pillar_of_amar_empower_plays_a_5_5_sentinel():
    """Pillar of Amar: "Empower: Play a 5/5 Sentinel." (003 Empower; the Sentinel token is a
    5/5 with no text)"""
    m = table(hands={0: ["pillar_of_amar", "time_sigil"]})
    play(m, 0, "pillar_of_amar")
    assert board(m, 0) == ["pillar_of_amar"]
    play(m, 0, "time_sigil")
    resolve_stack(m)
    assert board(m, 0) == ["pillar_of_amar", "sentinel"]
    assert unit_stats(m, find(m, "sentinel", 0)) == (5, 5)


def test_temple_scribe_summon_gains_1_health_and_draws():
    """Temple Scribe: "Summon: You gain 1 Health and draw a card." (003 Summon)"""
    m = table(hands={0: ["temple_scribe"]}, decks={0: ["vanquish"]}, health=(20, 25))
    play(m, 0, "temple_scribe")
    resolve_stack(m)
    assert m.state.health[0] == 21 and hand(m, 0) == ["vanquish"]


def test_gloaming_wisp_has_flying_and_summon_nightfall():
    """Gloaming Wisp: "Flying. Summon: Nightfall." 003 Nightfall: it is Night for this turn
    and two more; 003 Night: at the start of a turn the player draws an extra card and takes 1."""
    m = table(hands={0: ["gloaming_wisp"]}, turn_no=3)
    play(m, 0, "gloaming_wisp")
    resolve_stack(m)
    assert has(m.state, CARDS, find(m, "gloaming_wisp", 0), "flying")
    assert m.state.night_until == 5
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.health[1] == 24 and len(m.state.hands[1]) == 2


def test_lunar_magus_nightfall_and_gains_4_health_at_a_night_turn_start():
    """Lunar Magus: "Summon: Nightfall. When you start your turn at Night, you gain 4
    Health." (003 Nightfall, Night)"""
    m = table(hands={0: ["lunar_magus"]}, turn_no=3)
    play(m, 0, "lunar_magus")
    resolve_stack(m)
    assert m.state.night_until == 5
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert m.state.turn_no == 5
    assert m.state.health[0] == 25 - 1 + 4          # Night's 1 damage, the Magus's 4 health
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert m.state.turn_no == 7 and m.state.health[0] == 28   # day again: nothing


def test_first_watch_nightfall_and_gains_8_health():
    """First Watch: "Nightfall. You gain 8 Health." (003 Nightfall)"""
    m = table(hands={0: ["first_watch"]}, turn_no=3, health=(10, 25))
    play(m, 0, "first_watch")
    resolve_stack(m)
    assert m.state.health[0] == 18 and m.state.night_until == 5


def test_cult_aspirant_lifeforce_gets_plus_1_plus_1_and_has_overwhelm():
    """Cult Aspirant: "Overwhelm. Lifeforce: When you gain Health, Cult Aspirant gets
    +1/+1." 003 Lifeforce."""
    m = table(hands={0: ["cult_aspirant", "water_of_life", "water_of_life"]})
    play(m, 0, "cult_aspirant")
    c = find(m, "cult_aspirant", 0)
    assert has(m.state, CARDS, c, "overwhelm") and unit_stats(m, c) == (1, 1)
    play(m, 0, "water_of_life")
    resolve_stack(m)
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert unit_stats(m, c) == (3, 3)


def test_disciplined_amanera_lifeforce_gets_plus_1_plus_1():
    """Disciplined Amanera: "Lifeforce: When you gain Health, Disciplined Amanera gets
    +1/+1." (003 Lifeforce)"""
    m = table(hands={0: ["disciplined_amanera", "water_of_life"]})
    play(m, 0, "disciplined_amanera")
    a = find(m, "disciplined_amanera", 0)
    assert unit_stats(m, a) == (2, 2)
    play(m, 0, "water_of_life")
    resolve_stack(m)
    assert unit_stats(m, a) == (3, 3)


def test_camp_physician_warps_and_summon_gains_3_health():
    """Camp Physician: "Warp. Summon: You gain 3 Health." 003 Warp: played from the top of
    the deck."""
    m = table(decks={0: ["camp_physician"]}, health=(20, 25))
    top = m.state.decks[0][-1]
    m.apply(Action("play", 0, top))
    resolve_stack(m)
    assert board(m, 0) == ["camp_physician"] and m.state.health[0] == 23


def test_excavation_assistant_has_flying_and_summon_scouts():
    """Excavation Assistant: "Flying. Summon: Scout." 003 Scout: the top card stays or goes
    to the bottom."""
    m = table(hands={0: ["excavation_assistant"]}, decks={0: ["vanquish"]})
    play(m, 0, "excavation_assistant")
    assert has(m.state, CARDS, find(m, "excavation_assistant", 0), "flying")
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "vanquish"


def test_reliquary_raider_draws_when_attacking_and_gains_3_health_when_blocking():
    """Reliquary Raider: "When Reliquary Raider attacks, draw a card. When she blocks, you
    gain 3 Health." 000 3.31-3.32."""
    m = table(boards={0: ["reliquary_raider"]}, decks={0: ["vanquish"]})
    attack(m, 0, find(m, "reliquary_raider", 0))
    block(m, 1)
    resolve_stack(m)
    assert hand(m, 0) == ["vanquish"] and m.state.health[1] == 24
    m = table(turn=1, boards={0: ["reliquary_raider"], 1: ["wisp"]}, health=(20, 25))
    w, r = find(m, "wisp", 1), find(m, "reliquary_raider", 0)
    attack(m, 1, w)
    block(m, 0, (r, w))
    resolve_stack(m)
    assert m.state.health[0] == 23 and hand(m, 0) == []


# --- Justice --------------------------------------------------------------------------------

def test_valkyrie_aspirant_has_flying_and_its_ultimate_pays_8_for_plus_4_plus_4():
    """Valkyrie Aspirant: "Flying. Ultimate: Pay 8 to give Valkyrie Aspirant +4/+4." (003
    Ultimate)"""
    m = table(hands={0: ["valkyrie_aspirant"]}, power=(9, 9))
    play(m, 0, "valkyrie_aspirant")
    v = find(m, "valkyrie_aspirant", 0)
    assert has(m.state, CARDS, v, "flying")
    m.apply(Action("use", 0, v, None, 0))
    resolve_stack(m)
    assert unit_stats(m, v) == (5, 5) and m.state.power[0] == 0


def test_finest_hour_gives_plus_3_plus_3_this_turn():
    """Finest Hour (fast spell): "Give a unit +3/+3 this turn." (000 3.54 ends it)"""
    m = table(hands={0: ["finest_hour"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "finest_hour", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (6, 5)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_protect_gives_a_unit_or_a_player_aegis():
    """Protect (fast spell): "Give a unit or player Aegis." 003 Aegis: a unit that gains it
    gains a shield, and so does a player; the next enemy spell on them is negated."""
    m = table(turn=1, hands={0: ["protect", "protect"], 1: ["torch", "torch"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 1, "torch", s)              # seat 0 answers with Protect on the stack
    assert m.decision().seat == 0
    play(m, 0, "protect", s)
    resolve_stack(m)
    assert board(m, 0) == ["argenport_soldier"] and has(m.state, CARDS, s, "aegis") and not m.state.info[s].shield
    play(m, 1, "torch", P0)
    play(m, 0, "protect", P0)
    resolve_stack(m)
    assert m.state.health[0] == 25


def test_detain_gives_an_enemy_unit_minus_6_strength_this_turn():
    """Detain (fast spell): "Give an enemy unit -6 Strength this turn." Only an enemy unit."""
    m = table(hands={0: ["detain"]}, boards={0: ["bold_adventurer"], 1: ["towering_terrazon"]})
    t = find(m, "towering_terrazon", 1)
    assert check_play(m, 0, "detain", find(m, "bold_adventurer", 0)) is not None
    play(m, 0, "detain", t)
    resolve_stack(m)
    assert unit_stats(m, t) == (0, 5)
    _next_turn(m, 1)
    assert unit_stats(m, t) == (6, 5)


def test_reinforce_gains_4_armor():
    """Reinforce (fast spell): "You gain 4 Armor." 000 4.31: armor takes damage first."""
    m = table(hands={0: ["reinforce", "torch"]})
    play(m, 0, "reinforce")
    resolve_stack(m)
    assert m.state.armor[0] == 4
    play(m, 0, "torch", P0)
    resolve_stack(m)
    assert m.state.armor[0] == 1 and m.state.health[0] == 25


def test_mark_of_shame_gives_the_cursed_unit_minus_3_strength():
    """Mark of Shame (curse): "The cursed unit has -3 Strength." 000 1.3: curses go on enemy
    units."""
    m = table(hands={0: ["mark_of_shame"]}, boards={0: ["bold_adventurer"], 1: ["towering_terrazon"]})
    t = find(m, "towering_terrazon", 1)
    assert check_play(m, 0, "mark_of_shame", find(m, "bold_adventurer", 0)) is not None
    play(m, 0, "mark_of_shame", t)
    resolve_stack(m)
    assert unit_stats(m, t) == (3, 5)
    _next_turn(m, 1)
    assert unit_stats(m, t) == (3, 5)   # for as long as it is cursed


def test_vanquish_kills_a_unit_with_4_strength_or_more():
    """Vanquish: "Kill a unit with 4 Strength or more." A smaller unit is no target."""
    m = table(hands={0: ["vanquish"]}, boards={1: ["argenport_soldier", "centaur_outrider"]})
    assert check_play(m, 0, "vanquish", find(m, "argenport_soldier", 1)) is not None   # 3 strength
    play(m, 0, "vanquish", find(m, "centaur_outrider", 1))                              # 5 strength
    resolve_stack(m)
    assert board(m, 1) == ["argenport_soldier"] and void(m, 1) == ["centaur_outrider"]


def test_emerald_acolyte_summon_gains_3_armor():
    """Emerald Acolyte: "Summon: You gain 3 Armor." (000 4.31)"""
    m = table(hands={0: ["emerald_acolyte"]})
    play(m, 0, "emerald_acolyte")
    resolve_stack(m)
    assert m.state.armor[0] == 3 and unit_stats(m, find(m, "emerald_acolyte", 0)) == (2, 1)


def test_throne_warden_has_aegis_and_summon_gains_4_armor():
    """Throne Warden: "Aegis. Summon: You gain 4 Armor." (003 Aegis; 000 4.31)"""
    m = table(hands={0: ["throne_warden"]})
    play(m, 0, "throne_warden")
    resolve_stack(m)
    w = find(m, "throne_warden", 0)
    assert m.state.armor[0] == 4 and has(m.state, CARDS, w, "aegis") and m.state.info[w].shield


def test_auric_runehammer_makes_you_invulnerable_to_damage_this_turn():
    """Auric Runehammer (relic weapon 4/1): "Summon: You are invulnerable to damage this
    turn." 003 Invulnerable to Damage; 000 3.54 ends "this turn"."""
    m = table(hands={0: ["auric_runehammer", "torch"], 1: ["torch"]})
    play(m, 0, "auric_runehammer")
    resolve_stack(m)
    assert m.state.armor[0] == 1
    play(m, 0, "torch", P0)
    resolve_stack(m)
    assert m.state.health[0] == 25 and m.state.armor[0] == 1
    _next_turn(m, 1)
    play(m, 1, "torch", P0)
    resolve_stack(m)
    assert m.state.health[0] == 23 and m.state.armor[0] == 0 and "auric_runehammer" in void(m, 0)


def test_wisp_and_sentinel_tokens_attack_with_their_printed_numbers():
    """Wisp (1/1) and Sentinel (5/5), the tokens of Lumen Shepherd and Pillar of Amar: made
    by their cards, they fight as printed (000 3.34)."""
    m = table(turn=1, decks={0: ["lumen_shepherd"]}, hands={0: ["pillar_of_amar", "time_sigil"]})
    pass_(m, 1)
    resolve_stack(m)
    play(m, 0, "pillar_of_amar")
    play(m, 0, "time_sigil")
    resolve_stack(m)
    assert board(m, 0) == ["wisp", "pillar_of_amar", "sentinel"]
    _next_turn(m, 1)
    _next_turn(m, 0)
    before = m.state.health[1]
    attack(m, 0, find(m, "wisp", 0), find(m, "sentinel", 0))
    block(m, 1)
    resolve_stack(m)
    assert m.state.health[1] == before - 6
