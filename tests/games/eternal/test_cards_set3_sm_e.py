"""A test per Set 3 (Omens of the Past) Shadow, multi-faction and factionless card, part E: auras
that read a unit's weapons, the enemy's curses, your Explorers and your void, and the cursed relics
that change Night's damage (003 Night).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.auras_set3_sm import watches_deaths
from simulator.games.eternal.stats import has

from .helpers import CARDS, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats, void

CARRIER = "jotun_warrior"   # a 3/5 with no text


def _next_turn(m, seat: int, limit: int = 14) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_rooftop_vigilante_makes_your_units_wielding_weapons_deadly():
    """Rooftop Vigilante: "Flying, Warcry / Your units wielding weapons are Deadly."."""
    m = table(hands={0: ["trusty_revolver"]}, boards={0: ["rooftop_vigilante", CARRIER, "oni_ronin"], 1: [CARRIER]})
    j = find(m, CARRIER, 0)
    assert not has(m.state, CARDS, j, "deadly")
    play(m, 0, "trusty_revolver", j)
    assert has(m.state, CARDS, j, "deadly") and not has(m.state, CARDS, find(m, "oni_ronin", 0), "deadly")
    assert not has(m.state, CARDS, find(m, CARRIER, 1), "deadly")
    v = find(m, "rooftop_vigilante", 0)
    assert has(m.state, CARDS, v, "flying") and CARDS[m.state.kinds[v]].warcry == 1


def test_miris_nightshade_grows_while_an_enemy_is_cursed_and_her_ultimate_plays_nyctophobia():
    """Miris Nightshade: "+1/+1 while an enemy is cursed. / Ultimate: Pay 4 to play Nyctophobia on the
    enemy player." Nyctophobia: "Summon: Nightfall. / Night deals +1 damage to the cursed player."."""
    m = table(hands={0: ["affliction"]}, boards={0: ["miris_nightshade"], 1: [CARRIER]})
    mi = find(m, "miris_nightshade", 0)
    assert unit_stats(m, mi) == (3, 2)
    play(m, 0, "affliction", find(m, CARRIER, 1))
    resolve_stack(m)
    assert unit_stats(m, mi) == (4, 3)
    m = table(boards={0: ["miris_nightshade"]}, power=(6, 6))
    mi = find(m, "miris_nightshade", 0)
    m.apply(Action("use", 0, mi, None, 0))
    resolve_stack(m)
    assert [CARDS[m.state.kinds[r]].id for r in m.state.relics[1]] == ["nyctophobia"]
    assert unit_stats(m, mi) == (4, 3) and m.state.night_until == m.state.turn_no + 2
    _next_turn(m, 1)
    assert m.state.health[1] == 25 - 2   # Night's 1 damage, +1


def test_encroaching_darkness_keeps_night_and_gives_your_night_damage_to_the_cursed_player():
    """Encroaching Darkness (cursed relic): "Summon: Nightfall. / Night never ends. / The cursed player
    takes your Night damage instead of you." (003 Night)."""
    m = table(hands={0: ["encroaching_darkness"]}, power=(10, 10))
    play(m, 0, "encroaching_darkness")
    resolve_stack(m)
    assert m.state.night_until == m.state.turn_no + 2
    for _ in range(3):
        _next_turn(m, 1)
        _next_turn(m, 0)
    assert m.state.night_until >= m.state.turn_no
    assert m.state.health[0] == 25 and m.state.health[1] == 25 - 6   # three turns each, all on player 2


def test_headsman_s_axe_gives_plus_one_plus_one_for_each_unit_in_your_void():
    """Headsman's Axe (weapon 0/0): "+1/+1 for each unit in your void." (000 1.3: a weapon adds its stats
    to the wielder's)."""
    m = table(hands={0: ["headsman_s_axe", "torch"]}, boards={0: [CARRIER, "oni_ronin"]},
              voids={0: ["oni_ronin", "torch", "duskcaller"]})
    j = find(m, CARRIER, 0)
    play(m, 0, "headsman_s_axe", j)
    assert unit_stats(m, j) == (5, 7)
    play(m, 0, "torch", find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert unit_stats(m, j) == (6, 8)


def test_mysterium_orb_gives_maximum_power_per_explorer_and_sentinels_endurance_and_overwhelm():
    """Mysterium Orb (relic): "+1 Maximum Power for each of your Explorers. / Your Sentinels have
    Endurance and Overwhelm."."""
    m = table(hands={0: ["mysterium_orb", "scaletender"]}, boards={0: ["sentinel", CARRIER]}, power=(10, 10))
    play(m, 0, "mysterium_orb")
    assert m.state.max_power[0] == 10
    s = find(m, "sentinel", 0)
    assert has(m.state, CARDS, s, "endurance") and has(m.state, CARDS, s, "overwhelm")
    assert not has(m.state, CARDS, find(m, CARRIER, 0), "overwhelm")
    play(m, 0, "scaletender")   # an Explorer
    resolve_stack(m)
    assert m.state.max_power[0] == 11


def test_dangerous_bargain_makes_night_and_steals_the_cursed_unit_until_night_ends():
    """Dangerous Bargain (curse): "Summon: Nightfall. / Steal the cursed unit until Night ends." (003 Night:
    this turn and the next two)."""
    m = table(hands={0: ["dangerous_bargain"]}, boards={1: [CARRIER, "oni_ronin"]})
    j = find(m, CARRIER, 1)
    play(m, 0, "dangerous_bargain", j)
    resolve_stack(m)
    assert board(m, 0) == [CARRIER] and m.state.night_until == m.state.turn_no + 2
    _next_turn(m, 1)
    assert board(m, 0) == [CARRIER]
    _next_turn(m, 0)
    assert board(m, 0) == [CARRIER]   # the third turn of the Night
    _next_turn(m, 1)
    resolve_stack(m)
    assert board(m, 1) == ["oni_ronin", CARRIER] and board(m, 0) == []


def test_dreamsnatcher_grows_when_the_enemy_discards_a_non_power_card_and_mills_fifteen():
    """Dreamsnatcher: "Lifesteal / When the enemy player discards a non-power card, Dreamsnatcher gets +1
    Strength. / Ultimate: Pay 10 to make the enemy player discard the top 15 cards of their deck."."""
    m = table(hands={0: ["prickly_grenadin"], 1: ["torch"]}, boards={0: ["dreamsnatcher"]},
              decks={1: ["oni_ronin", "torch"]}, power=(14, 14))
    d = find(m, "dreamsnatcher", 0)
    play(m, 0, "prickly_grenadin")
    resolve_stack(m)
    assert unit_stats(m, d) == (3, 3) and has(m.state, CARDS, d, "lifesteal")
    deck = len(m.state.decks[1])
    m.apply(Action("use", 0, d, None, 0))
    resolve_stack(m)
    assert len(m.state.decks[1]) == deck - 15
    assert unit_stats(m, d) == (5, 3)   # the Ronin and the Torch; the Sigils are power cards


def test_corrupt_negates_an_enemy_spell_aimed_at_you_and_plays_it_for_you():
    """Corrupt (fast spell): "Negate an enemy spell played on you or one of your units, then steal it and
    play it from the void." (000 4.2: played in answer; 000 1.3: an effect's play is free)."""
    m = table(turn=1, hands={0: ["corrupt"], 1: ["torch", "torch"]}, boards={0: ["oni_ronin"], 1: [CARRIER, "flashy_duelist"]})
    torch = find(m, "torch", 1, "hands")
    m.apply(Action("play", 1, torch, find(m, "oni_ronin", 0)))
    assert m.decision().seat == 0
    play(m, 0, "corrupt", torch)
    for _ in range(6):
        if m.state.choice is not None:
            choose(m, 0, find(m, "flashy_duelist", 1))
        elif m.state.stack:
            pass_(m)
        else:
            break
    assert board(m, 0) == ["oni_ronin"] and board(m, 1) == [CARRIER]
    assert m.state.owners[torch] == 0 and torch in m.state.voids[0]
    m = table(turn=1, hands={0: ["corrupt"], 1: ["torch"]}, boards={1: [CARRIER]})
    torch = find(m, "torch", 1, "hands")
    m.apply(Action("play", 1, torch, find(m, CARRIER, 1)))   # on the enemy's own unit: not Corrupt's
    assert m.check(Action("play", 0, find(m, "corrupt", 0, "hands"), torch)) is not None


def test_sleeping_draught_plays_a_unit_that_died_this_turn_from_your_void_exhausted():
    """Sleeping Draught (fast spell): "Play a unit from your void that died this turn, exhausted." (a unit
    discarded, or dead on an earlier turn, is not one; the record is kept in games with this card)."""
    m = table(hands={0: ["sleeping_draught", "torch"]}, boards={0: ["oni_ronin"]}, voids={0: ["flashy_duelist"]})
    m.state.died = watches_deaths(m.state, CARDS)
    assert m.state.died is not None
    play(m, 0, "torch", find(m, "oni_ronin", 0))
    resolve_stack(m)
    play(m, 0, "sleeping_draught")
    resolve_stack(m)
    o = find(m, "oni_ronin", 0)
    assert board(m, 0) == ["oni_ronin"] and m.state.info[o].ex and void(m, 0) == ["flashy_duelist", "torch", "sleeping_draught"]
    m = table(hands={0: ["sleeping_draught"]}, voids={0: ["flashy_duelist"]})
    m.state.died = watches_deaths(m.state, CARDS)
    play(m, 0, "sleeping_draught")
    resolve_stack(m)
    assert board(m, 0) == []   # nothing died this turn


def test_a_game_without_sleeping_draught_keeps_no_record_of_deaths():
    """The record of deaths is kept only where a card reads it (other games' states are unchanged)."""
    m = table(boards={0: ["oni_ronin"]})
    assert watches_deaths(m.state, CARDS) is None and m.state.died is None


def test_svetya_orene_of_kosul_bars_enemy_spells_and_weapons_until_your_next_turn():
    """Svetya, Orene of Kosul: "Summon: The enemy player can't play spells or weapons until your next
    turn." (the refusal says why; units are still allowed)."""
    m = table(hands={0: ["svetya_orene_of_kosul"], 1: ["torch", "trusty_revolver", "oni_ronin"]}, boards={1: [CARRIER]})
    play(m, 0, "svetya_orene_of_kosul")
    resolve_stack(m)
    _next_turn(m, 1)
    j = find(m, CARRIER, 1)
    refused = m.check(Action("play", 1, find(m, "torch", 1, "hands"), find(m, "svetya_orene_of_kosul", 0)))
    assert refused is not None and "Svetya" in refused.reason
    assert m.check(Action("play", 1, find(m, "trusty_revolver", 1, "hands"), j)) is not None
    assert m.check(Action("play", 1, find(m, "oni_ronin", 1, "hands"))) is None
    _next_turn(m, 0)
    _next_turn(m, 1)
    assert m.check(Action("play", 1, find(m, "torch", 1, "hands"), j)) is None


def test_svetya_orene_of_kosul_pays_eight_and_exhausts_to_draw_the_units_of_the_top_four_and_discard_the_rest():
    """Svetya: "Pay 8 and exhaust Svetya to draw all units from the top four cards of your deck. Discard
    the rest." (003 Discard: to the void)."""
    m = table(boards={0: ["svetya_orene_of_kosul"]}, decks={0: ["oni_ronin", "torch", "duskcaller", "extinguish", "umbren_coaxer"]},
              power=(9, 9))
    s = find(m, "svetya_orene_of_kosul", 0)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["duskcaller", "oni_ronin"] and sorted(void(m, 0)) == ["extinguish", "torch"]
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "umbren_coaxer" and m.state.info[s].ex and m.state.power[0] == 1
