"""Skills, abilities and terms of 003 (Battle Skills, Other Abilities, Terminology) and the
attachment kinds of 000 1.3.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.observe import observation
from simulator.games.eternal.zones import info_of
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P0, P1, attack, block, board, check_play, choose, find, hand, names, pass_, play,
                      refresh, table, unit_stats, void)


def test_aegis_negates_the_first_enemy_spell():
    """003 Aegis: the first enemy spell or ability on a shielded unit is negated."""
    m = table(hands={0: ["torch", "torch"]}, boards={1: ["steadfast_deputy"]})
    d = find(m, "steadfast_deputy", 1)
    play(m, 0, "torch", d)
    assert board(m, 1) == ["steadfast_deputy"] and not m.state.info[d].shield
    play(m, 0, "torch", d)
    assert board(m, 1) == []


def test_aegis_does_not_stop_battle_damage():
    m = table(boards={0: ["argenport_soldier"], 1: ["steadfast_deputy", "scaly_gruan"]})
    s, d = find(m, "argenport_soldier", 0), find(m, "steadfast_deputy", 1)
    attack(m, 0, s)
    block(m, 1, (d, s))
    assert "steadfast_deputy" not in board(m, 1)


def test_aegis_on_a_player_negates_an_enemy_spell():
    """003 Aegis: a player given Aegis gains a shield."""
    m = table(turn=1, hands={1: ["protect"], 0: ["torch"]})
    play(m, 1, "protect", P1)
    assert m.state.pshield[1]
    pass_(m, 1)
    play(m, 0, "torch", P1)
    assert m.state.health[1] == 25 and not m.state.pshield[1]


def test_endurance_cannot_be_stunned_or_exhausted_by_the_enemy():
    """003 Endurance."""
    m = table(hands={0: ["jarrall_s_frostkin", "cloud_of_ash"]}, boards={1: ["auric_sentry"]})
    sentry = find(m, "auric_sentry", 1)
    play(m, 0, "jarrall_s_frostkin")
    assert not m.state.info[sentry].ex and not m.state.info[sentry].stun
    play(m, 0, "cloud_of_ash")
    assert not m.state.info[sentry].ex


def test_stun_keeps_a_unit_exhausted_through_its_next_turn():
    """003 Stun: a stunned unit is exhausted and does not ready during its next turn."""
    m = table(hands={0: ["jarrall_s_frostkin"]}, boards={1: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 1)
    play(m, 0, "jarrall_s_frostkin")
    assert m.state.info[s].ex
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.info[s].ex
    assert not [a for a in m.legal_actions() if a.kind == "attack"]
    pass_(m, 1)
    pass_(m, 0)
    assert not m.state.info[s].ex


def test_a_unit_with_negative_strength_deals_no_damage():
    """003 Strength: below zero, a unit deals zero damage (and does not heal)."""
    m2 = table(turn=1, boards={1: ["argenport_soldier"], 0: ["scaly_gruan"]}, hands={0: ["detain"]})
    s = find(m2, "argenport_soldier", 1)
    attack(m2, 1, s)
    play(m2, 0, "detain", s)
    block(m2, 0)
    assert m2.state.health[0] == 25     # -6 strength: no damage


def test_invulnerable_units_take_no_damage():
    """003 Invulnerable to Damage."""
    m = table(hands={0: ["torch"]}, boards={1: ["ancient_terrazon"]})
    t = find(m, "ancient_terrazon", 1)
    play(m, 0, "torch", t)
    assert unit_stats(m, t) == (8, 8)


def test_revenge_sends_a_dead_unit_into_the_deck_with_destiny():
    """003 Revenge and Destiny: it goes into the top ten cards of its deck, gains Destiny,
    loses Revenge; when drawn it is played for free and another card is drawn."""
    m = table(turn=1, hands={1: ["deathstrike"]}, boards={0: ["stalwart_silverwing"]}, deck_filler=0,
              decks={0: ["torch"], 1: ["torch", "torch"]})
    w = find(m, "stalwart_silverwing", 0)
    play(m, 1, "deathstrike", w)
    assert board(m, 0) == [] and w in m.state.decks[0] and "stalwart_silverwing" not in void(m, 0)
    assert m.state.info[w].lost and not has(m.state, CARDS, w, "revenge") and has(m.state, CARDS, w, "destiny")
    m.state.decks[0].remove(w)
    m.state.decks[0].append(w)   # make it the next card drawn
    refresh(m)
    pass_(m, 1)
    assert board(m, 0) == ["stalwart_silverwing"]
    assert hand(m, 0) == ["torch"]      # Destiny: played, then another card drawn


def test_a_revenge_spell_returns_to_the_deck():
    m = table(hands={0: ["swear_vengeance"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "swear_vengeance", s)
    from simulator.games.eternal.stats import has
    assert has(m.state, CARDS, s, "revenge")


def test_destiny_cards_are_played_when_drawn():
    """003 Destiny: Firebomb is played for free when drawn, then another card is drawn."""
    m = table(turn=1, decks={0: ["firebomb", "torch"]})
    pass_(m, 1)
    assert m.state.health[0] == 20 and hand(m, 0) == ["torch"] and void(m, 0) == ["firebomb"]


def test_echo_draws_a_copy():
    """003 Echo: drawing an Echo card creates a copy in hand."""
    m = table(turn=1, decks={0: ["water_of_life"]})
    pass_(m, 1)
    assert hand(m, 0) == ["water_of_life", "water_of_life"]


def test_fate_fires_when_drawn():
    """003 Fate: Lumen Shepherd plays a 1/1 Wisp when drawn."""
    m = table(turn=1, decks={0: ["lumen_shepherd"]})
    pass_(m, 1)
    assert board(m, 0) == ["wisp"] and hand(m, 0) == ["lumen_shepherd"]


def test_empower_fires_on_playing_a_power():
    """003 Empower."""
    m = table(hands={0: ["fire_sigil"]}, boards={0: ["sanctuary_priest", "mystic_ascendant"]}, health=(20, 25))
    play(m, 0, "fire_sigil")
    assert m.state.health[0] == 21
    assert unit_stats(m, find(m, "mystic_ascendant", 0)) == (6, 6) and len(m.state.hands[0]) == 1


def test_entomb_fires_when_the_unit_dies():
    """003 Entomb."""
    m = table(hands={0: ["torch"]}, boards={1: ["dark_wisp"]})
    play(m, 0, "torch", find(m, "dark_wisp", 1))
    assert len(m.state.hands[1]) == 1


def test_a_silenced_unit_loses_its_entomb():
    """003 Entomb / Silence: a card that lost its Entomb does not trigger it."""
    m = table(hands={0: ["rebuke", "torch"]}, boards={1: ["ticking_grenadin"]})
    g = find(m, "ticking_grenadin", 1)
    play(m, 0, "rebuke", g)
    assert m.state.info[g].silenced and m.state.info[g].ex
    play(m, 0, "torch", g)
    assert m.state.health[0] == 25


def test_silence_removes_skills_and_a_silenced_stunned_unit_readies():
    """003 Silence."""
    m = table(hands={0: ["rebuke"]}, boards={1: ["silverwing_familiar"]})
    f = find(m, "silverwing_familiar", 1)
    from simulator.games.eternal.stats import keywords
    play(m, 0, "rebuke", f)   # its Aegis takes the Rebuke
    assert keywords(m.state, CARDS, f) and not m.state.info[f].silenced
    m2 = table(hands={0: ["jarrall_s_frostkin", "rebuke"]}, boards={1: ["humbug"]})
    h = find(m2, "humbug", 1)
    play(m2, 0, "jarrall_s_frostkin")
    play(m2, 0, "rebuke", h)
    assert keywords(m2.state, CARDS, h) == 0


def test_lifeforce_fires_when_you_gain_health():
    """003 Lifeforce."""
    m = table(hands={0: ["water_of_life"]}, boards={0: ["cult_aspirant"]})
    play(m, 0, "water_of_life")
    assert unit_stats(m, find(m, "cult_aspirant", 0)) == (2, 2)


def test_mentor_exhausts_the_student_and_teaches_it():
    """003 Mentor: exhaust another ready unit you control (the Student) and do X."""
    m = table(hands={0: ["sparring_partner"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "sparring_partner", s, "mentor")
    assert m.state.info[s].ex and unit_stats(m, s) == (4, 3)


def test_mentor_is_optional_and_needs_a_ready_student():
    m = table(hands={0: ["sparring_partner"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    m.state.info[s].ex = True
    refresh(m)
    v = check_play(m, 0, "sparring_partner", s, "mentor")
    assert v is not None and "Student" in v.reason
    play(m, 0, "sparring_partner")
    assert board(m, 0) == ["argenport_soldier", "sparring_partner"]


def test_bond_exhausts_a_unit_of_the_same_type_to_lower_the_cost():
    """003 Bond: the cost goes down by the bonded unit's strength."""
    m = table(hands={0: ["aerial_attendant"]}, boards={0: ["tandem_watchwing"]}, power=(5, 5))
    w = find(m, "tandem_watchwing", 0)        # a 2/1 Valkyrie
    assert check_play(m, 0, "aerial_attendant") is not None
    play(m, 0, "aerial_attendant", w, "bond")
    assert m.state.power[0] == 0 and m.state.info[w].ex


def test_ally_fires_once_when_a_unit_of_its_type_is_with_it():
    """003 Ally: when played with another unit of the type, or when one is played later."""
    m = table(hands={0: ["tandem_watchwing", "stalwart_silverwing", "stalwart_silverwing"]})
    play(m, 0, "tandem_watchwing")
    t = find(m, "tandem_watchwing", 0)
    assert unit_stats(m, t) == (2, 1)
    play(m, 0, "stalwart_silverwing")
    assert unit_stats(m, t) == (3, 2)
    play(m, 0, "stalwart_silverwing")
    assert unit_stats(m, t) == (3, 2)


def test_nightfall_and_night():
    """003 Nightfall / Night: night lasts this turn and two more; at the start of a turn at
    night the player draws an extra card and takes 1 damage."""
    m = table(hands={0: ["gloaming_wisp"]})
    play(m, 0, "gloaming_wisp")
    assert m.state.night_until == m.state.turn_no + 2
    pass_(m, 0)
    assert m.state.turn == 1 and len(m.state.hands[1]) == 2 and m.state.health[1] == 24
    pass_(m, 1)
    assert len(m.state.hands[0]) == 2 and m.state.health[0] == 24
    pass_(m, 0)
    assert len(m.state.hands[1]) == 3 and m.state.health[1] == 24   # night is over


def test_a_second_nightfall_extends_night_once_per_turn():
    m = table(hands={0: ["gloaming_wisp", "gloaming_wisp"]}, turn_no=3)
    play(m, 0, "gloaming_wisp")
    play(m, 0, "gloaming_wisp")
    assert m.state.night_until == 5


def test_scout_looks_at_the_top_card():
    """003 Scout: leave the top card, or move it to the bottom."""
    m = table(hands={0: ["farplace_finder"]}, decks={0: ["harsh_rule"]})
    play(m, 0, "farplace_finder")
    assert m.state.choice is not None and "Harsh Rule" in " ".join(m.state.choice["labels"])
    assert "Harsh Rule" not in m.state.choice["prompt"] and "Harsh Rule" not in m.decision().prompt
    assert observation(m.state, CARDS, 0).peek == "harsh_rule"
    assert observation(m.state, CARDS, 1).peek is None
    assert "Harsh Rule" not in observation(m.state, CARDS, 1).state.choice["prompt"]
    choose(m, 0, "bottom")
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "harsh_rule"


def test_spark_needs_the_enemy_damaged_this_turn():
    """003 Spark."""
    m = table(hands={0: ["sparkbot", "sparkbot", "torch"]})
    play(m, 0, "sparkbot")
    assert board(m, 0) == ["sparkbot"]
    play(m, 0, "torch", P1)
    play(m, 0, "sparkbot")
    assert board(m, 0) == ["sparkbot", "sparkbot", "grenadin"]


def test_summon_targets_are_chosen_when_the_unit_is_played():
    """003 Summon: Outlands Sniper deals 2 damage when played."""
    m = table(hands={0: ["outlands_sniper"]})
    play(m, 0, "outlands_sniper")
    choose(m, 0, P1)
    assert m.state.health[1] == 23


def test_ultimate_is_used_once():
    """003 Ultimate."""
    m = table(boards={0: ["pyroknight"]}, power=(10, 10))
    k = find(m, "pyroknight", 0)
    m.apply(Action("use", 0, k, None, 0))
    assert unit_stats(m, k) == (6, 5) and m.state.power[0] == 5
    v = m.check(Action("use", 0, k, None, 0))
    assert v is not None and "Ultimate" in v.rule


def test_warp_cards_are_played_from_the_top_of_the_deck_and_seen_by_their_owner():
    """003 Warp."""
    m = table(decks={0: ["blinkwolf"]})
    wolf = m.state.decks[0][-1]
    assert any(a.kind == "play" and a.card == wolf for a in m.legal_actions())
    assert observation(m.state, CARDS, 0).peek == "blinkwolf"
    assert observation(m.state, CARDS, 1).peek is None
    m.apply(Action("play", 0, wolf))
    assert board(m, 0) == ["blinkwolf"]


def test_copy_plays_a_copy_without_attachments():
    """003 Copy: a new card with the same stats and abilities, attachments ignored."""
    m = table(hands={0: ["mirror_image", "heavy_axe"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "heavy_axe", s)
    play(m, 0, "mirror_image", s)
    twin = find(m, "argenport_soldier", 0, nth=1)
    assert unit_stats(m, twin) == (3, 2) and unit_stats(m, s) == (5, 3)


def test_discard_from_your_hand():
    """003 Discard: Crafty Yeti's Spark draws then discards a card of your choice."""
    m = table(hands={0: ["torch", "crafty_yeti", "harsh_rule"]}, decks={0: ["oni_ronin"]})
    play(m, 0, "torch", P1)
    play(m, 0, "crafty_yeti")
    assert m.state.choice is not None
    choose(m, 0, find(m, "harsh_rule", 0, "hands"))
    assert void(m, 0) == ["torch", "harsh_rule"] and hand(m, 0) == ["oni_ronin"]


def test_kill_moves_a_card_from_the_playmat_to_the_void():
    """000 1.5 / 003 Kill."""
    m = table(hands={0: ["harsh_rule"]}, boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]})
    play(m, 0, "harsh_rule")
    assert board(m, 0) == board(m, 1) == [] and void(m, 1) == ["bold_adventurer"]


def test_weapons_add_stats_and_skills_and_die_with_their_unit():
    """000 1.3: a weapon adds its stats and abilities to the unit; 003: attachments go to the
    void when their unit leaves."""
    m = table(hands={0: ["venomfang_dagger", "torch"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "venomfang_dagger", s)
    from simulator.games.eternal.stats import has
    assert unit_stats(m, s) == (4, 3) and has(m.state, CARDS, s, "deadly")
    play(m, 0, "torch", s)
    assert sorted(void(m, 0)) == ["argenport_soldier", "torch", "venomfang_dagger"]


def test_a_weapon_goes_on_your_own_unit_a_curse_on_an_enemy_unit():
    """000 1.3."""
    m = table(hands={0: ["heavy_axe", "cowardice"]}, boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]})
    s, b = find(m, "argenport_soldier", 0), find(m, "bold_adventurer", 1)
    assert check_play(m, 0, "heavy_axe", b) is not None
    assert check_play(m, 0, "cowardice", s) is not None
    play(m, 0, "cowardice", b)
    attack(m, 0, s)
    assert m.state.health[1] == 22   # the cursed unit can't block


def test_relics_and_auras():
    """000 1.3: relics attach to the player; Infinite Hourglass gives your units Endurance."""
    m = table(hands={0: ["infinite_hourglass"]}, boards={0: ["argenport_soldier"]})
    play(m, 0, "infinite_hourglass")
    from simulator.games.eternal.stats import has
    assert has(m.state, CARDS, find(m, "argenport_soldier", 0), "endurance")


def test_once_per_turn_relic_ability():
    m = table(relics={0: ["eye_of_winter"]}, boards={1: ["argenport_soldier"]})
    eye = m.state.relics[0][0]
    s = find(m, "argenport_soldier", 1)
    m.apply(Action("use", 0, eye, s, 0))
    assert m.state.info[s].ex
    assert m.check(Action("use", 0, eye, s, 0)) is not None


def test_a_cursed_relic_attaches_to_the_enemy_player():
    """000 1.3: cursed relics attach to the enemy player (Azindel's Gift empties their hand
    at the end of their turn)."""
    m = table(hands={0: ["azindel_s_gift"], 1: ["torch", "torch"]})
    play(m, 0, "azindel_s_gift")
    assert m.state.relics[1] and CARDS[m.state.kinds[m.state.relics[1][0]]].id == "azindel_s_gift"
    pass_(m, 0)
    assert m.state.turn == 1
    pass_(m, 1)
    assert hand(m, 1) == [] and sorted(void(m, 1)) == ["fire_sigil", "torch", "torch"]


def test_a_site_gives_its_ongoing_ability():
    """000 1.3: sites provide an ongoing ability (Inferno Den: your units have Charge)."""
    m = table(hands={0: ["inferno_den", "argenport_soldier"]})
    play(m, 0, "inferno_den")
    play(m, 0, "argenport_soldier")
    assert any(a.kind == "attack" for a in m.legal_actions())


def test_a_second_site_replaces_the_first():
    """000 1.3: a player can only have one site at a time."""
    m = table(hands={0: ["inferno_den"]}, boards={0: ["inferno_den"]})
    play(m, 0, "inferno_den")
    assert board(m, 0) == ["inferno_den"] and void(m, 0) == ["inferno_den"]


def test_a_merchant_swaps_a_card_with_the_market():
    """000 1.2: merchants draw cards from the market."""
    m = table(hands={0: ["winchest_merchant", "torch"]}, markets={0: ["harsh_rule", "deathstrike", "vanquish"]})
    play(m, 0, "winchest_merchant")
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert len(m.state.choice["options"]) == 2     # only Justice cards: Harsh Rule, Vanquish
    choose(m, 0, find(m, "harsh_rule", 0, "markets"))
    assert hand(m, 0) == ["harsh_rule"]
    assert sorted(names(m.state.markets[0], m)) == ["deathstrike", "torch", "vanquish"]


def test_the_market_is_hidden_from_the_other_player():
    m = table(markets={0: ["harsh_rule"]})
    seen = observation(m.state, CARDS, 1)
    assert seen.state.markets[0] == [-1] and seen.market_counts[0] == 1
    assert observation(m.state, CARDS, 0).state.markets[0] != [-1]
    assert P0 == -1


def test_a_site_plays_its_agenda_when_it_enters_and_each_turn():
    """000 1.3: sites "play cards from their Agenda"; a card played by an effect costs nothing."""
    m = table(hands={0: ["thudrock_s_masterwork"]}, boards={0: ["yeti_spy"]}, power=(3, 3))
    play(m, 0, "thudrock_s_masterwork")
    y = find(m, "yeti_spy", 0)
    assert hand(m, 0) == [] and m.state.power[0] == 0
    assert unit_stats(m, y) == (3, 3)   # +1/+1 aura, then Jump Kick's +1/+1 (its only target)
    assert "jump_kick" in void(m, 0)


def test_destiny_with_no_room_discards_the_unit():
    """000 6.1: with 12 units, Destiny fails to play the unit and discards it."""
    m = table(turn=1, boards={0: ["argenport_soldier"] * 12}, hands={1: ["swear_vengeance"]},
              decks={0: ["stalwart_silverwing"]})
    w = m.state.decks[0][-1]
    info_of(m.state, w).kw |= KW["destiny"]     # as Revenge leaves it
    refresh(m)
    pass_(m, 1)
    assert "stalwart_silverwing" in void(m, 0) and len(m.state.boards[0]) == 12


def test_overwhelm_on_a_spell_carries_the_rest_to_the_units_controller():
    """003 Overwhelm: Obliterate kills a unit and deals what is left to its controller."""
    m = table(hands={0: ["obliterate"]}, boards={1: ["argenport_soldier"]})
    play(m, 0, "obliterate", find(m, "argenport_soldier", 1))
    assert board(m, 1) == [] and m.state.health[1] == 21
