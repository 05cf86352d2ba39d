"""Krieg setup, turns, passing, going first, drawing and refusing illegal actions."""
from __future__ import annotations

import pytest

from simulator.core.actions import Action, IllegalAction
from simulator.games.krieg.observe import HandCount
from simulator.games.registry import get_game

from .helpers import (CARDS, KING, MELEE, RANGE, SIEGE, UNIT, assert_conserved, c, check_play,
                      choose, hand, options, pass_, play, refresh, row, table)


def _deck_counts(hand_cards):
    counts = {"unit": 0, "power": 0, "king": 0}
    for x in hand_cards:
        counts[CARDS[x].deck] += 1
    return counts


def _discard_three(m, seat):
    for x in m.state.hands[seat][:3]:
        m.apply(Action("choose", seat, target=x))


# 002_551703699b856b1d.txt Gameplay: "each player draws 9 unit cards, 4 power cards, and 1 King card"
def test_setup_deals_9_units_4_powers_1_king():
    m = get_game("krieg").new_match(11, seats=2, first_seat=0)
    for seat in range(2):
        assert _deck_counts(m.state.hands[seat]) == {"unit": 9, "power": 4, "king": 1}
    assert [len(d) for d in m.state.decks] == [58 - 18, 42 - 8, 5 - 2]
    assert_conserved(m)


# 002_551703699b856b1d.txt Gameplay: "players must discard 3 of their cards (any type) before play begins"
def test_setup_each_player_discards_three_before_play():
    m = get_game("krieg").new_match(11, seats=2, first_seat=0)
    d = m.decision()
    assert (d.seat, d.kind) == (0, "choose")
    assert m.state.choice["min"] == m.state.choice["max"] == 3
    assert m.check(Action("pass", 0)) is not None            # no play before the discards
    _discard_three(m, 0)
    assert len(m.state.hands[0]) == 11 and m.decision().seat == 1
    _discard_three(m, 1)
    assert len(m.state.hands[1]) == 11
    assert m.state.phase == "play" and m.decision().kind == "turn"
    assert sum(len(g) for g in m.state.graves) == 6
    assert_conserved(m)


# 002_551703699b856b1d.txt Gameplay: discard "3 of their cards (any type)", face up to each graveyard
def test_setup_discard_may_be_the_king():
    m = get_game("krieg").new_match(11, seats=2, first_seat=0)
    h = m.state.hands[0]
    king = next(x for x in h if CARDS[x].is_king)
    power = next(x for x in h if CARDS[x].deck == "power")
    unit = next(x for x in h if CARDS[x].deck == "unit")
    for x in (king, power, unit):
        m.apply(Action("choose", 0, target=x))
    assert m.state.graves == [[unit], [power], [king]]


# 002_551703699b856b1d.txt Gameplay: "these are the only cards drawn for the entire game"
def test_no_cards_are_drawn_between_rounds():
    m = table(hands={0: ["Knight", "Archer"], 1: ["Siege", "Bowman"]})
    play(m, 0, "Knight", choice=MELEE)
    pass_(m, 1)
    pass_(m, 0)
    assert m.state.round == 1
    assert hand(m, 0) == ["Archer"] and hand(m, 1) == ["Siege", "Bowman"]


# 002_551703699b856b1d.txt Gameplay: "Players then take turns playing one card at a time"
def test_one_card_per_turn_then_the_next_player():
    m = table(hands={0: ["Knight", "Knight3"], 1: ["Archer"]})
    play(m, 0, "Knight", choice=MELEE)
    assert m.decision().seat == 1
    v = check_play(m, 0, "Knight3", choice=MELEE)
    assert v is not None and "Player 2's turn" in v.reason


# 002_551703699b856b1d.txt Passing: "Once a player has passed, they may not play any more cards until the next round"
def test_passing_is_final_for_the_round():
    m = table(hands={0: ["Knight", "Knight3"], 1: ["Archer", "Archer2", "Bowman"]})
    pass_(m, 0)
    # "Other players may continue to play cards, taking as many turns as desired"
    for unit in ("Archer", "Archer2", "Bowman"):
        assert m.decision().seat == 1
        play(m, 1, unit, choice=RANGE)
    assert m.decision().seat == 1
    v = m.check(Action("play", 0, c("Knight"), None, MELEE))
    assert v is not None
    pass_(m, 1)
    assert m.state.round == 1                    # "After all players have passed, the round is scored"
    assert m.state.results[0]["totals"] == [0, 10]


# 002_551703699b856b1d.txt Passing: a player who passed plays again in the next round
def test_passed_player_plays_again_next_round():
    m = table(hands={0: ["Knight", "Knight3"], 1: ["Archer"]})
    pass_(m, 0)
    play(m, 1, "Archer", choice=RANGE)
    pass_(m, 1)
    assert m.state.round == 1 and m.decision().seat == 1    # seat 1 won round 1
    pass_(m, 1)
    play(m, 0, "Knight", choice=MELEE)
    assert row(m, 0, MELEE) == ["Knight"]


# 002_551703699b856b1d.txt Final Details: "Players may never skip their turn"
def test_players_may_never_skip_their_turn():
    m = table(hands={0: ["Knight"], 1: ["Archer"]})
    kinds = {a.kind for a in m.legal_actions()}
    assert kinds == {"pass", "play"}
    for kind in ("skip", "discard", "end_turn"):
        v = m.check(Action(kind, 0))
        assert v is not None and "never skip" in v.rule
    v = m.check(Action("choose", 0, choice=0))
    assert v is not None and v.reason


# 002_551703699b856b1d.txt Final Details: a player with no cards must still pass
def test_empty_hand_can_only_pass():
    m = table(hands={0: [], 1: ["Archer"]})
    assert m.legal_actions() == [Action("pass", 0)]


@pytest.mark.parametrize("action, words", [
    (Action("play", 0, 0, None, MELEE), "not in your hand"),                    # card not held
    (Action("play", 1, None, None, None), "turn"),                             # not your turn
    (Action("pass", 1), "turn"),
])
# 002_551703699b856b1d.txt Gameplay: illegal actions are refused with a reason, state untouched
def test_illegal_action_is_refused_and_leaves_state_unchanged(action, words):
    m = table(hands={0: ["Archer"], 1: ["Knight"]})
    before = m.state_hash()
    v = m.check(action)
    assert v is not None and words in v.reason and v.rule
    with pytest.raises(IllegalAction) as err:
        m.apply(action)
    assert err.value.violation == v
    assert m.state_hash() == before and m.actions == []


# 002_551703699b856b1d.txt Playing Field / Units: units go in their own row
def test_unit_in_the_wrong_row_is_refused():
    m = table(hands={0: ["Archer"], 1: ["Knight"]})
    before = m.state_hash()
    v = check_play(m, 0, "Archer", choice=MELEE)
    assert v is not None and "Range row" in v.reason and "002_551703699b856b1d.txt" in v.rule
    with pytest.raises(IllegalAction):
        play(m, 0, "Archer", choice=SIEGE)
    assert m.state_hash() == before


# 002_551703699b856b1d.txt Final Details: "In the first round, the player who dealt ... goes first"
@pytest.mark.parametrize("first", [0, 1])
def test_first_seat_opens_the_first_round(first):
    m = get_game("krieg").new_match(3, seats=2, first_seat=first)
    _discard_three(m, 0)
    _discard_three(m, 1)
    assert m.decision().seat == first


# 002_551703699b856b1d.txt Final Details: "In later rounds, the previous round's winner goes first"
def test_round_winner_goes_first_next_round():
    m = table(turn=0, hands={0: ["Knight", "Knight3"], 1: ["Mortar", "Siege"]})
    play(m, 0, "Knight", choice=MELEE)
    play(m, 1, "Mortar", choice=SIEGE)
    pass_(m, 0)
    pass_(m, 1)
    assert m.state.results[0]["winners"] == [1]
    assert m.decision().seat == 1


# 002_551703699b856b1d.txt Final Details: "you may pick any combination of unit or power cards"
@pytest.mark.parametrize("units", [0, 1, 2])
def test_draw_chooses_any_mix_of_unit_and_power(units):
    m = table(hands={0: ["Spy"], 1: ["Knight"]}, unit_top=["Calvary", "Square"],
              power_top=["Death", "Void"])
    play(m, 0, "Spy", target=1, choice=MELEE)
    assert m.decision().seat == 0 and options(m) == [0, 1, 2]
    labels = m.state.choice["labels"]
    assert labels[units].startswith(f"{units} unit")
    choose(m, 0, units)
    expect = ["Calvary", "Square"][:units] + ["Death", "Void"][:2 - units]
    assert sorted(hand(m, 0)) == sorted(expect)


# 002_551703699b856b1d.txt Final Details: "King cards are never drawn after the initial setup"
def test_kings_are_never_drawn():
    m = table(hands={0: ["Smuggler"], 1: ["Knight"]})
    kings_before = list(m.state.decks[KING])
    play(m, 0, "Smuggler")
    choose(m, 0, 1)                               # any mix: units or powers only
    choose(m, 1, 0)
    assert m.state.decks[KING] == kings_before
    assert not any(CARDS[x].is_king for h in m.state.hands for x in h)


# 002_551703699b856b1d.txt Final Details: drawing from a deck that runs short offers only what is left
def test_draw_offers_only_what_the_decks_hold():
    m = table(hands={0: ["Spy"], 1: ["Knight"]})
    st = m.state
    st.graves[UNIT], st.decks[UNIT] = st.decks[UNIT][:-1], st.decks[UNIT][-1:]
    refresh(m)
    assert_conserved(m)
    play(m, 0, "Spy", target=1, choice=MELEE)
    assert options(m) == [0, 1]                   # at most one unit card can be drawn


# 002_551703699b856b1d.txt Final Details: "If an opponent asks, you must tell them the number of unit and power cards"
def test_hand_counts_are_public_but_cards_hidden():
    m = table(hands={0: ["Knight", "Archer", "Death"], 1: ["Siege"]})
    part = m.observation(1).part
    assert part.hand_counts[0] == HandCount(unit=2, power=1, king=0)
    assert part.hand_counts[0].total == 3
    assert part.state.hands[0] == []
    assert part.state.hands[1] == [c("Siege")]



# 002_551703699b856b1d.txt Gameplay: while a card's choice is pending, only its chooser may act
def test_pending_choice_refuses_other_actions_with_a_reason():
    m = table(hands={0: ["Death", "Knight"], 1: ["Archer"]},
              rows={(0, MELEE): ["Calvary"], (1, SIEGE): ["Mortar"]})
    play(m, 0, "Death")
    before = m.state_hash()
    cases = [
        (Action("choose", 1, target=c("Mortar")), "Waiting for Player 1"),
        (Action("play", 0, c("Knight"), None, MELEE), "First finish"),
        (Action("pass", 0), "First finish"),
        (Action("choose", 0, target=c("Archer")), "not one of the choices"),
        (Action("choose", 0, choice="done"), "at least 1"),
    ]
    for action, words in cases:
        v = m.check(action)
        assert v is not None and words in v.reason, action
        with pytest.raises(IllegalAction):
            m.apply(action)
    assert m.state_hash() == before
    choose(m, 0, "Mortar")
    assert row(m, 1, SIEGE) == []


# 002_551703699b856b1d.txt Gameplay: there is nothing to choose outside a choice
def test_choose_without_a_pending_choice_is_refused():
    m = table(hands={0: ["Knight"], 1: ["Archer"]})
    v = m.check(Action("choose", 0, choice=0))
    assert v is not None and "nothing to choose" in v.reason


# card text: Feast - "Attach to any unit on the field": with no unit on the field it cannot be played
def test_attachment_needs_a_unit_on_the_field():
    m = table(hands={0: ["Feast2", "Knight"], 1: ["Archer"]})
    assert all(a.card != c("Feast2") for a in m.legal_actions())
    v = check_play(m, 0, "Feast2", target="Knight")
    assert v is not None and "unit on the field" in v.reason
