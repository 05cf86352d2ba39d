"""Setup (000 2.0), turn structure (000 3.1-3.54), power and influence (000 1.3), the
hand and unit maximums and free plays (000 6.1-6.3), winning and tiebreakers (000 1.1, 6.5).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from collections import Counter

import pytest

from simulator.core.actions import Action
from simulator.games.eternal.decks import DeckError, load_decks, validate_deck
from simulator.games.eternal.state import player_ref
from simulator.games.registry import get_game

from .helpers import (CARDS, P1, board, check_play, choose, find, hand, legal_kinds, pass_, play, refresh,
                      table, unit_stats, void)

SPEC = get_game("eternal")


def _is_power(m, c):
    return CARDS[m.state.kinds[c]].is_power


def test_each_player_starts_with_25_health_and_7_cards():
    """000 2.0: 25 health; 7 cards drawn."""
    m = SPEC.new_match(1)
    assert m.state.health == [25, 25]
    assert [len(h) for h in m.state.hands] == [7, 7]
    assert [len(d) for d in m.state.decks] == [68, 68]


def test_opening_hands_hold_a_power_and_a_non_power_card():
    """000 2.0: a hand without at least 1 power and 1 non-power card is redealt."""
    for seed in range(40):
        m = SPEC.new_match(seed)
        for h in m.state.hands:
            kinds = {_is_power(m, c) for c in h}
            assert kinds == {True, False}


def test_the_first_player_is_chosen_at_random_unless_set():
    """000 2.0: a player is randomly chosen to take the first turn."""
    firsts = Counter(SPEC.new_match(seed).state.first for seed in range(60))
    assert firsts[0] > 10 and firsts[1] > 10
    assert SPEC.new_match(3, first_seat=1).state.first == 1


def test_a_redrawn_hand_has_two_to_four_powers_each_a_third_of_the_time():
    """000 2.0: a redraw gives 7 cards with exactly 2, 3 or 4 power cards, 1/3 each."""
    counts = Counter()
    for seed in range(150):
        m = SPEC.new_match(seed, first_seat=0)
        m.apply(Action("mulligan", 0))
        h = m.state.hands[0]
        assert len(h) == 7
        counts[sum(1 for c in h if _is_power(m, c))] += 1
    assert set(counts) == {2, 3, 4}
    assert all(30 <= n <= 70 for n in counts.values())


def test_a_redraw_tells_the_table_the_hand_size_not_its_power():
    """000 2.0 (a redraw is private: the opponent sees how many cards, not which): the log
    every seat reads says the new hand's size and nothing of its power cards (issue 30)."""
    m = SPEC.new_match(4, first_seat=0)
    m.apply(Action("mulligan", 0))
    line = next(e.text for e in m.log if e.kind == "redraw")
    assert line == "Player 1 redraws: a new hand of 7" and "power" not in line


def test_the_first_player_decides_first_and_a_hand_is_redrawn_once():
    """000 2.0: keep or redraw; this ruleset offers one redraw (the six-card second redraw
    of some game modes is not offered)."""
    m = SPEC.new_match(2, first_seat=1)
    assert m.decision().seat == 1 and legal_kinds(m) == {"keep", "mulligan"}
    m.apply(Action("mulligan", 1))
    assert m.decision().seat == 0
    m.apply(Action("keep", 0))
    assert m.state.phase == "main1" and m.state.turn == 1


def test_the_first_player_does_not_draw_on_the_first_turn():
    """000 3.1.3.1."""
    m = SPEC.new_match(4, first_seat=0)
    m.apply(Action("keep", 0))
    m.apply(Action("keep", 1))
    assert len(m.state.hands[0]) == 7 and m.state.turn_no == 1
    m.apply(Action("pass", 0))
    assert m.state.turn == 1 and len(m.state.hands[1]) == 8


def test_start_phase_readies_units_refills_power_and_draws():
    """000 3.1: units ready, power set to maximum, draw a card."""
    m = table(turn=1, boards={0: ["argenport_soldier"]}, power=(5, 5))
    soldier = find(m, "argenport_soldier", 0)
    m.state.info[soldier].ex = True
    m.state.power[0] = 0
    pass_(m, 1)
    assert m.state.turn == 0 and m.state.power[0] == 5
    assert not m.state.info[soldier].ex
    assert len(m.state.hands[0]) == 1


def test_one_power_card_per_turn():
    """000 1.3: players can only play one power card each turn."""
    m = table(hands={0: ["fire_sigil", "time_sigil"]}, power=(0, 0))
    play(m, 0, "fire_sigil")
    assert m.state.power[0] == 1 and m.state.max_power[0] == 1
    v = check_play(m, 0, "time_sigil")
    assert v is not None and "1.3" in v.rule


def test_influence_is_checked_never_spent():
    """000 1.3: cost is deducted from current power; influence is only checked."""
    m = table(hands={0: ["harsh_rule", "deathstrike"]}, power=(9, 9), influence=0)
    v = check_play(m, 0, "harsh_rule")
    assert v is not None and "influence" in v.reason
    m.state.influence[0] = [0, 0, 2, 0, 0]
    refresh(m)
    play(m, 0, "harsh_rule")
    assert m.state.power[0] == 4 and m.state.max_power[0] == 9
    assert m.state.influence[0] == [0, 0, 2, 0, 0]


def test_a_card_costing_more_than_current_power_is_refused():
    m = table(hands={0: ["augmented_form"]}, power=(5, 5), boards={0: ["argenport_soldier"]})
    v = check_play(m, 0, "augmented_form", find(m, "argenport_soldier", 0))
    assert v is not None and "costs 6 power, you have 5" in v.reason and "1.3" in v.rule


def test_powers_give_their_influence():
    """000 1.3: a power card unlocks influence."""
    m = table(hands={0: ["feln_banner"]}, boards={0: ["argenport_soldier"]}, influence=0, power=(0, 0))
    play(m, 0, "feln_banner")
    assert m.state.influence[0] == [0, 0, 0, 1, 1]
    assert m.state.power[0] == 1


def test_a_banner_is_depleted_without_a_unit():
    """003 Depleted: a depleted power raises maximum power but not current power."""
    m = table(hands={0: ["feln_banner"]}, influence=0, power=(0, 0))
    play(m, 0, "feln_banner")
    assert m.state.max_power[0] == 1 and m.state.power[0] == 0


def test_a_monument_transmutes_at_five_maximum_power():
    """003 Transmute: a card not played before maximum power reaches X transforms."""
    m = table(hands={0: ["fire_sigil", "granite_monument"]}, power=(4, 4))
    play(m, 0, "fire_sigil")
    assert hand(m, 0) == ["magmahound"]


def test_units_that_entered_this_turn_cannot_attack_unless_they_have_charge():
    """000 3.2: an attacker was not played this turn (unless it has Charge)."""
    m = table(hands={0: ["argenport_soldier", "blazing_renegade"]})
    play(m, 0, "argenport_soldier")
    play(m, 0, "blazing_renegade")
    attackers = {a.card for a in m.legal_actions() if a.kind == "attack"}
    assert attackers == {find(m, "blazing_renegade", 0)}
    v = m.check(Action("attack", 0, find(m, "argenport_soldier", 0)))
    assert "Charge" in v.reason and "3.2" in v.rule


def test_units_with_no_strength_cannot_attack():
    m = table(boards={0: ["stormcaller"]})
    v = m.check(Action("attack", 0, find(m, "stormcaller", 0)))
    assert v is not None and "strength" in v.reason


def test_activated_exhaust_abilities_work_the_turn_the_unit_is_played():
    """000 1.4: unlike attacking, exhaust abilities can be used the turn the unit is played."""
    m = table(hands={0: ["stormcaller"]})
    play(m, 0, "stormcaller")
    storm = find(m, "stormcaller", 0)
    m.apply(Action("use", 0, storm, P1, 0))
    assert m.state.health[1] == 24 and m.state.info[storm].ex


def test_discard_down_to_nine_at_the_end_of_the_turn():
    """000 3.53: with 10 or more cards in hand, discard down to 9."""
    m = table(hands={0: ["torch"] * 11})
    pass_(m, 0)
    assert m.state.choice is not None and m.state.choice["min"] == 2
    first_two = m.state.hands[0][:2]
    choose(m, 0, *first_two)
    assert len(m.state.hands[0]) == 9 and void(m, 0) == ["torch", "torch"]
    assert m.state.turn == 1


def test_a_twelfth_card_in_hand_is_the_last():
    """000 6.2: a card going to a hand of 12 is discarded to the void."""
    m = table(turn=1, hands={0: ["torch"] * 12}, decks={0: ["harsh_rule"]})
    pass_(m, 1)   # Player 0's turn starts: the draw goes to the void
    assert len(m.state.hands[0]) == 12 and void(m, 0) == ["harsh_rule"]


def test_no_cards_left_in_the_deck_at_the_end_of_a_turn_loses():
    """000 1.1 and 3.54: a player with no cards left in their deck at the end of a turn loses."""
    m = table(deck_filler=0, decks={0: ["torch"], 1: ["torch"]})
    m.state.decks[0].clear()
    pass_(m, 0)
    assert m.is_over and m.result().winners == (1,)
    assert "no cards" in m.result().summary


def test_the_player_who_empties_their_deck_loses_even_on_the_enemy_turn():
    m = table(turn=1, deck_filler=5)
    m.state.decks[0].clear()
    pass_(m, 1)
    assert m.is_over and m.result().winners == (1,)


def test_tiebreaker_lower_health_loses():
    """000 6.5: both at 0 or lower at once: the player at a lower health total loses."""
    from simulator.games.eternal.acts import Ctx
    from simulator.games.eternal.plays import state_checks
    m = table()
    m.state.health = [0, -1]   # as if simultaneous damage had landed
    state_checks(Ctx(m.state, CARDS))
    assert m.state.winners == [0] and "lower health" in m.state.summary


def test_tiebreaker_fewer_cards_in_deck_then_first_player():
    """000 6.5: then fewer cards in deck loses; then the player who took the first turn."""
    from simulator.games.eternal.acts import Ctx
    from simulator.games.eternal.plays import state_checks
    m = table(first=1)
    m.state.health = [0, 0]
    m.state.decks[0].pop()
    state_checks(Ctx(m.state, CARDS))
    assert m.state.winners == [1] and "fewer cards" in m.state.summary
    m = table(first=1)
    m.state.health = [-2, -2]
    state_checks(Ctx(m.state, CARDS))
    assert m.state.winners == [0] and "first turn" in m.state.summary


def test_alpine_tracker_can_end_the_game_for_both_players_by_tiebreaker():
    """000 6.5 in play: Alpine Tracker hits each player for 1 at once."""
    m = table(hands={0: ["alpine_tracker"]}, health=(1, 1), first=0)
    play(m, 0, "alpine_tracker")
    assert m.is_over and m.result().winners == (1,)   # equal health and decks: the first player loses


def test_end_phase_interrupt_the_enemy_may_ambush_then_the_current_player_may_answer():
    """000 3.51 / 4.1: at the end of the turn the enemy may play fast spells or Ambush
    units; after an Ambush the current player may play fast spells."""
    m = table(hands={0: ["finest_hour"], 1: ["storm_lynx"]}, boards={0: ["argenport_soldier"]})
    pass_(m, 0)
    assert m.state.phase == "end" and m.decision().seat == 1
    play(m, 1, "storm_lynx")
    assert board(m, 1) == ["storm_lynx"]
    # Player 1 has nothing more to play: the window passes to Player 0, who now may answer
    assert m.decision().seat == 0 and m.state.phase == "end"
    lynx = find(m, "storm_lynx", 1)
    v = m.check(Action("play", 0, find(m, "finest_hour", 0, "hands"), lynx))
    assert v is None
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.phase == "main1"


def test_no_end_phase_window_for_a_player_with_nothing_to_play():
    m = table(hands={1: ["torch"]})
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.phase == "main1"


def test_cleanup_heals_units_and_ends_this_turn_effects():
    """000 3.54: damage is removed from units; "this turn" effects end."""
    m = table(hands={0: ["torch", "finest_hour"]}, boards={0: ["copperhall_recruit"]})
    rec = find(m, "copperhall_recruit", 0)
    play(m, 0, "finest_hour", rec)
    play(m, 0, "torch", rec)
    assert unit_stats(m, rec) == (5, 5)
    pass_(m, 0)
    assert unit_stats(m, rec) == (2, 5)


def test_endurance_units_ready_at_cleanup():
    """000 3.54: units with Endurance ready."""
    m = table(boards={0: ["auric_sentry"]})
    sentry = find(m, "auric_sentry", 0)
    m.apply(Action("attack", 0, sentry))
    m.apply(Action("attack", 0, choice="player"))
    assert m.state.info[sentry].ex
    pass_(m, 0)   # main 2 -> end
    assert m.state.turn == 1 and not m.state.info[sentry].ex


def test_twelve_units_at_most_the_player_chooses_one_to_kill():
    """000 6.1: with 12 units, playing another means killing one (the new one allowed)."""
    m = table(boards={0: ["argenport_soldier"] * 12}, hands={0: ["ticking_grenadin"]})
    play(m, 0, "ticking_grenadin")
    assert m.state.choice is not None and len(m.state.choice["options"]) == 13
    choose(m, 0, find(m, "ticking_grenadin", 0))
    assert len(m.state.boards[0]) == 12 and m.state.health[1] == 22   # its Summon... and Entomb


def test_effects_that_would_create_a_thirteenth_unit_fail():
    """000 6.1: effects which would create new units fail."""
    m = table(boards={0: ["argenport_soldier"] * 12}, hands={0: ["assembly_line"]})
    play(m, 0, "assembly_line")
    assert len(m.state.boards[0]) == 12


def test_a_site_counts_as_two_units():
    from simulator.games.eternal.stats import units_count
    m = table(boards={0: ["inferno_den", "argenport_soldier"]})
    assert units_count(m.state, CARDS, 0) == 3


def test_fifty_free_plays_per_turn():
    """000 6.3: once 50 cards have been played for free in a turn, no more are created."""
    m = table(hands={0: ["assembly_line"]})
    m.state.free_plays = 49
    play(m, 0, "assembly_line")
    assert board(m, 0) == ["grenadin"]


def test_deck_validation_rules():
    """000 2.0 and 003: 75-150 cards, a third power, a third non-power, 4 copies except Sigils."""
    ok = {"name": "t", "cards": {"fire_sigil": 30, "torch": 4, "oni_ronin": 4, "pyre_adept": 4,
                                 "heavy_axe": 4, "rampage": 4, "rally": 4, "temper": 4, "blinkwolf": 4,
                                 "hipshot": 4, "sparkbot": 4, "pyroknight": 4, "warhelm": 1}}
    assert len(validate_deck(ok)[0]) == 75
    with pytest.raises(DeckError, match="at most 4"):
        validate_deck({**ok, "cards": {**ok["cards"], "torch": 5, "warhelm": 0}})
    with pytest.raises(DeckError, match="74 cards"):
        validate_deck({**ok, "cards": {k: v for k, v in ok["cards"].items() if k != "warhelm"}})
    with pytest.raises(DeckError, match="power cards; at least a third"):
        validate_deck({**ok, "cards": {**ok["cards"], "fire_sigil": 20, "blazing_renegade": 4, "ticking_grenadin": 4,
                                       "grenadin_drone": 2}})
    with pytest.raises(DeckError, match="non-power"):
        validate_deck({"name": "p", "cards": {"fire_sigil": 60, "torch": 4, "oni_ronin": 4, "pyre_adept": 4,
                                              "heavy_axe": 3}})
    with pytest.raises(DeckError, match="unknown card 'nope'"):
        validate_deck({**ok, "cards": {**ok["cards"], "nope": 1}})
    with pytest.raises(DeckError, match="created by other cards"):
        validate_deck({**ok, "cards": {**ok["cards"], "grenadin": 1}})
    with pytest.raises(DeckError, match="merchant"):
        validate_deck({**ok, "market": ["torch"]})
    with pytest.raises(DeckError, match="unknown Eternal deck"):
        load_decks("nope")


def test_every_prebuilt_deck_is_legal():
    for name in SPEC.deck_names:
        decks = load_decks(name)
        for d in decks["decks"]:
            validate_deck(d)
    assert len(SPEC.deck_names) >= 6


def test_two_named_decks_face_each_other():
    decks = load_decks("rakano-aggro/feln-control")
    assert [d["name"] for d in decks["decks"]] == ["rakano-aggro", "feln-control"]
    assert player_ref(1) == P1


def test_a_second_redraw_of_six_cards_in_modes_that_allow_it():
    """000 2.0: in some game modes a player who redrew may redraw once more, 6 cards with
    2, 3 or 4 powers (setup option redraws=2)."""
    m = SPEC.new_match(5, first_seat=0, redraws=2)
    m.apply(Action("mulligan", 0))
    assert m.decision().seat == 0 and legal_kinds(m) == {"keep", "mulligan"}
    m.apply(Action("mulligan", 0))
    h = m.state.hands[0]
    assert len(h) == 6 and 2 <= sum(1 for c in h if _is_power(m, c)) <= 4
    assert m.decision().seat == 1
    m.apply(Action("keep", 1))
    assert m.state.phase == "main1"


def test_a_player_invulnerable_this_turn_takes_no_damage():
    """003 Invulnerable to Damage, on a player (Auric Runehammer)."""
    m = table(hands={0: ["auric_runehammer"]}, boards={1: ["argenport_soldier"]})
    play(m, 0, "auric_runehammer")
    w = m.state.weapon[0]
    m.apply(Action("attack", 0, w, find(m, "argenport_soldier", 1)))
    assert m.state.health[0] == 25 and m.state.armor[0] == 1 and board(m, 1) == []


def test_a_player_wins_when_the_other_concedes():
    # 000_6d0cea8edcfa8f82.txt 1.1: "A player wins if the other player concedes"
    from simulator.core.actions import Action
    from simulator.core.match import Match
    from simulator.games.registry import get_game

    spec = get_game("eternal")
    match = spec.new_match(4)
    assert Action("concede", 1) not in match.legal_actions(), "bots never see conceding"
    assert match.check(Action("concede", 1)) is None
    match.apply(Action("concede", 1))
    result = match.result()
    assert result is not None and result.winners == (0,) and "concedes" in result.summary
    again = Match(spec, match.setup)
    again.apply(Action("concede", 1))
    assert again.state_hash() == match.state_hash()


def test_every_game_can_be_conceded_and_a_refusal_says_why():
    """issue 28, item 3: every game declares its concession (Krieg, Wonders and Exodus
    joined Eternal); a game without one would say so, a refused one says why."""
    from dataclasses import replace

    from simulator.core.actions import Action
    from simulator.core.match import Match
    from simulator.games.registry import game_names, get_game

    for name in game_names():
        match = get_game(name).new_match(4)
        assert match.check(Action("concede", 0)) is None, name
    eternal = get_game("eternal")
    plain = replace(eternal, capabilities=replace(eternal.capabilities, concede=None))
    refused = Match(plain, eternal.setup(4, 2, None)).check(Action("concede", 0))
    assert refused is not None and "has no conceding" in refused.reason
