"""Krieg set-aside units come back without the on-field bonuses of Scout, Telescope and Tower
(their Hex attachments, and what Ruin added, follow them).

002_551703699b856b1d.txt Final Details: "Set aside cards do not score for the current round
and cannot be affected by other cards this round. At the start of the next round, return
them directly to the field, in their same row (do this before the first turn is taken). Do
not repeat any card effects."
"""
from __future__ import annotations

import pytest

from .helpers import (CARDS, MELEE, RANGE, SIEGE, assert_conserved, c, choose, done, end_round,
                      pass_, play, row, strength, table, total)

JESTERS = ["Feint", "Retreat", "Shipwreck"]
# (booster, its row, a unit of that row whose printed strength, 4, forms no adjacency pair)
BOOSTERS = [("Scout", MELEE, "Calvary"), ("Telescope", RANGE, "Grenadier"), ("Tower", SIEGE, "Cannon")]


@pytest.mark.parametrize("booster, r, unit", BOOSTERS)
@pytest.mark.parametrize("jester", JESTERS)
def test_set_aside_unit_returns_next_round_without_booster_bonus(jester, booster, r, unit):
    """002 Final Details: set-aside cards return next round; "Do not repeat any card effects."

    Scout / Telescope / Tower (cards.json text): "Add one base strength to up to two other
    units in this row." (notes: "The +1 stays on each chosen unit while it remains on the
    field.") Feint / Retreat / Shipwreck (text): "Set aside up to two of your units on the
    field until the start of the next round." Set aside, the unit has left the field, so the
    +1 ends there; next round it is back in its row with its printed strength.
    """
    printed = CARDS[c(unit)].strength
    m = table(hands={0: [booster, jester, "Knight"], 1: ["Siege2"]}, rows={(0, r): [unit]})
    play(m, 0, booster, choice=r)
    choose(m, 0, unit)                                # the only other unit: the choice ends
    assert strength(m, unit) == printed + 1
    pass_(m, 1)
    play(m, 0, jester)
    choose(m, 0, unit)
    done(m, 0)
    assert row(m, 0, r) == [booster]
    pass_(m, 0)                                       # round 1 is scored without it
    assert m.state.round == 1 and m.state.results[0]["totals"] == [1, 0]
    # Round 2: back in the same row before the first turn, at its printed strength.
    assert row(m, 0, r) == [unit]
    assert strength(m, unit) == printed and total(m, 0) == printed
    assert c(unit) not in m.state.boosts              # the bonus ended when it left the field
    assert_conserved(m)


@pytest.mark.parametrize("booster, r, unit", BOOSTERS)
def test_unit_set_aside_by_lion_returns_next_round_without_booster_bonus(booster, r, unit):
    """002 Final Details: set-aside cards return next round; "Do not repeat any card effects."

    Lion (cards.json text): "... Or set aside two of your opponent's units on the field until
    the start of the next round." The opponent's boosted unit (Scout / Telescope / Tower:
    "Add one base strength to up to two other units in this row.") returns without the +1.
    """
    printed = CARDS[c(unit)].strength
    m = table(turn=1, hands={0: ["LionKing", "Knight"], 1: [booster, "Siege2"]}, rows={(1, r): [unit]})
    play(m, 1, booster, choice=r)
    choose(m, 1, unit)
    assert strength(m, unit) == printed + 1
    play(m, 0, "LionKing", choice=MELEE)
    choose(m, 0, 1)                                   # set aside two of the opponent's units
    assert row(m, 1, r) == []
    end_round(m)
    assert m.state.round == 1
    assert sorted(row(m, 1, r)) == sorted([booster, unit])
    assert strength(m, unit) == printed               # and the returning booster asks nothing
    assert m.state.choice is None and c(unit) not in m.state.boosts
    assert_conserved(m)


@pytest.mark.parametrize("jester", JESTERS)
def test_set_aside_unit_loses_scout_bonus_but_keeps_its_hex_attachments(jester):
    """002 Powers: Hex - "Hex cards attached to a specific unit follow with that unit";
    Scout's +1 lasts only "while it remains on the field" (cards.json notes).

    Feast (text): "Attach to any unit on the field. Add the number of units in its row to its
    base strength." Set aside with Scout's +1 and Feast, the unit returns with Feast still
    attached (4 + 1 unit in its row) and without Scout's +1.
    """
    m = table(hands={0: ["Scout", jester, "Knight"], 1: ["Siege2"]},
              rows={(0, MELEE): ["Calvary"]}, attached={"Calvary": ["Feast2"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Calvary")
    assert strength(m, "Calvary") == 4 + 1 + 2        # Scout's +1, Feast: two units in the row
    pass_(m, 1)
    play(m, 0, jester)
    choose(m, 0, "Calvary")
    done(m, 0)
    pass_(m, 0)
    assert row(m, 0, MELEE) == ["Calvary"]
    assert m.state.attached[c("Calvary")] == [c("Feast2")]
    assert strength(m, "Calvary") == 4 + 1
    assert_conserved(m)


@pytest.mark.parametrize("jester", JESTERS)
def test_set_aside_unit_keeps_what_its_ruin_added_but_not_scouts_bonus(jester):
    """002 Powers: Hex - "Hex cards attached to a specific unit follow with that unit"; 002
    Final Details: "Do not repeat any card effects."

    Ruin (cards.json text): "Attach to any unit on the field and discard up to three cards from
    your hand. Add five times the number of discarded cards to the unit's base strength." Ruin
    stays attached through the set-aside, so its +10 comes back with the unit; Scout's +1
    ("while it remains on the field") does not.
    """
    m = table(hands={0: ["Scout", "Ruin", jester, "Archer", "Void"], 1: ["Siege2", "Knight"]},
              rows={(0, MELEE): ["Calvary"]})
    play(m, 0, "Scout", choice=MELEE)
    choose(m, 0, "Calvary")
    play(m, 1, "Siege2", choice=SIEGE)
    play(m, 0, "Ruin", target="Calvary")
    choose(m, 0, "Archer", "Void")
    done(m, 0)
    assert strength(m, "Calvary") == 4 + 1 + 10
    pass_(m, 1)
    play(m, 0, jester)
    choose(m, 0, "Calvary")
    done(m, 0)
    pass_(m, 0)
    assert m.state.round == 1 and row(m, 0, MELEE) == ["Calvary"]
    assert m.state.attached[c("Calvary")] == [c("Ruin")]
    assert strength(m, "Calvary") == 4 + 10
    end_round(m)                                      # Calvary and its Ruin go to the graveyard
    assert m.state.boosts == {}
    assert_conserved(m)
