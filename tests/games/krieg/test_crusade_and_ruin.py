"""Krieg Crusade and Ruin as printed (issue 15): Crusade measures strengths as they are now,
before a Burden that has not struck; Ruin's bonus lasts only while Ruin is attached."""
from __future__ import annotations

from simulator.games.krieg import scoring

from .helpers import (CARDS, MELEE, POWER, SIEGE, UNIT, assert_conserved, c, choose, done, grave,
                      hand, pass_, play, row, strength, table)


def test_crusade_ignores_a_burden_that_has_not_struck_yet():
    """Crusade (cards.json text): "Send your highest total strength unit(s) in your strongest
    row to the graveyard. All other players then do the same." Burden (text): "At the end of
    the round, double the strength of your opponent's strongest row." 002 Scoring The Round,
    step 5: halve, "Always round down if dividing, with a minimum strength of one per unit."

    Under Storm, Assault (3) and Siege (2) both have total strength 1 now: both are the
    highest and both go. Counting the opponent's Burden early (row doubled: 3 and 2) would
    spare Siege.
    """
    m = table(turn=1, hands={0: ["Crusade", "Knight3"], 1: ["Burden", "Square"]},
              rows={(0, SIEGE): ["Assault", "Siege"]}, weather=[("Storm", "halve", SIEGE, 0)])
    play(m, 1, "Burden")
    assert m.state.burdens == [(c("Burden"), 1, 0)]
    assert strength(m, "Assault") == strength(m, "Siege") == 1
    assert scoring.unit_strengths(m.state, CARDS, 0)[SIEGE] == [3, 2]   # only at round end
    play(m, 0, "Crusade")
    assert row(m, 0, SIEGE) == []
    assert sorted(grave(m, UNIT)) == ["Assault", "Siege"]
    assert_conserved(m)


def test_crusade_still_takes_only_the_highest_unit_now():
    """Crusade (text): "your highest total strength unit(s)"; 002 Scoring The Round, step 5.
    Without weather, Assault (3) alone is highest with or without the pending Burden."""
    m = table(turn=1, hands={0: ["Crusade", "Knight3"], 1: ["Burden", "Square"]},
              rows={(0, SIEGE): ["Assault", "Siege"]})
    play(m, 1, "Burden")
    play(m, 0, "Crusade")
    assert row(m, 0, SIEGE) == ["Siege"] and grave(m, UNIT) == ["Assault"]


def test_ruin_bonus_ends_when_fate_returns_ruin_and_does_not_stack_when_replayed():
    """Ruin (cards.json text): "Attach to any unit on the field and discard up to three cards
    from your hand. Add five times the number of discarded cards to the unit's base strength."
    Fate (text): "... return the last card you played this round to your hand." 002 Powers:
    Hex - Hex cards are "attached to a specific unit"; 002 Scoring The Round, step 3 ("add"
    base strength) counts what is attached when the round is scored.

    Like Feast and Famine, Ruin adds only while it is attached: returned to hand, its +10
    leaves Calvary (Scout's +1 stays); played again discarding one card, it adds 5, not 15.
    """
    m = table(hands={0: ["Scout", "Ruin", "Fate", "Archer", "Void", "Knight3", "Bowman"],
                     1: ["Siege2", "Knight", "Square"]},
              rows={(0, MELEE): ["Calvary"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Calvary")
    play(m, 1, "Siege2", choice=SIEGE)
    play(m, 0, "Ruin", target="Calvary")
    choose(m, 0, "Archer", "Void")
    done(m, 0)
    assert strength(m, "Calvary") == 4 + 1 + 10
    play(m, 1, "Knight", choice=MELEE)
    play(m, 0, "Fate")
    choose(m, 0, "Knight3")
    assert sorted(hand(m, 0)) == ["Bowman", "Ruin"]
    assert m.state.attached.get(c("Calvary"), []) == []
    assert strength(m, "Calvary") == 4 + 1                # Ruin left: its +10 ends
    assert c("Ruin") not in m.state.boosts
    play(m, 1, "Square", choice=MELEE)
    play(m, 0, "Ruin", target="Calvary")
    choose(m, 0, "Bowman")                                # the whole hand: the choice ends
    assert strength(m, "Calvary") == 4 + 1 + 5            # one Ruin, one discard
    steps = scoring.strength_steps(m.state, CARDS, c("Calvary"))
    assert ("boost", c("Ruin"), 5) in steps and ("boost", -1, 1) in steps
    assert_conserved(m)


def test_ruin_bonus_is_recorded_on_ruin_not_on_its_host():
    """Ruin (text): "Add five times the number of discarded cards to the unit's base
    strength"; 002 Powers: Hex - attached Hex cards "follow with that unit". Ruin's bonus is
    Ruin's own: while attached it counts on its host and nowhere else; the unit's own entry
    in the state holds no share of it (so it cannot outlive Ruin)."""
    m = table(hands={0: ["Ruin", "Archer"], 1: ["Square"]}, rows={(0, MELEE): ["Knight"]})
    play(m, 0, "Ruin", target="Knight")
    choose(m, 0, "Archer")                                # the whole hand: the choice ends
    assert strength(m, "Knight") == 2 + 5
    assert c("Knight") not in m.state.boosts and m.state.boosts[c("Ruin")] == 5
    assert grave(m, POWER) == [] and grave(m, UNIT) == ["Archer"]
