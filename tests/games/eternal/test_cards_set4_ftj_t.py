"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part T: Heirloom Blade (a
second way to play it, sacrificing a unit for 4 less). Each test plays the card through Match.apply and
checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import board, find, table, void

SOLDIER = "argenport_soldier"   # 3/2


def _plays(m, card_id: str) -> list[Action]:
    c = find(m, card_id, 0, "hands")
    return [a for a in m.legal_actions() if a.kind == "play" and a.card == c]


def test_heirloom_blade_may_be_played_for_4_less_by_sacrificing_a_unit():
    """Heirloom Blade: "You may sacrifice a unit to play Heirloom Blade for 4 less." (a 4/4 relic weapon
    for 6: with 3 power only the sacrifice play is offered)."""
    m = table(hands={0: ["heirloom_blade"]}, boards={0: [SOLDIER]}, power=(3, 3))
    s = find(m, SOLDIER, 0)
    assert _plays(m, "heirloom_blade") == [Action("play", 0, find(m, "heirloom_blade", 0, "hands"), s, "sacrifice_less")]
    m.apply(_plays(m, "heirloom_blade")[0])
    assert board(m, 0) == [] and SOLDIER in void(m, 0) and m.state.power[0] == 1
    assert m.state.weapon[0] == find(m, "heirloom_blade", 0, "relics") and m.state.armor[0] == 4


def test_heirloom_blade_is_played_at_full_price_without_a_sacrifice():
    m = table(hands={0: ["heirloom_blade"]}, boards={0: [SOLDIER]}, power=(6, 6))
    plays = _plays(m, "heirloom_blade")
    assert len(plays) == 2 and plays[0].choice is None
    m.apply(plays[0])
    assert board(m, 0) == [SOLDIER] and m.state.power[0] == 0
