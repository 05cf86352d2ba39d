"""A test per Set 3 (Omens of the Past) Fire or Time card, part E: a weapon copied onto its
wielder, a sacrifice that feeds a unit, a unit or relic returned to hand.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import CARDS, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats

SOLDIER = "argenport_soldier"   # 3/2


def _settle(m, limit: int = 10) -> None:
    for _ in range(limit):
        if m.state.choice is not None or not m.state.stack and not m.state.pending:
            return
        pass_(m)


def test_hellfire_oni_gets_a_copy_of_the_first_weapon_played_on_her():
    """Hellfire Oni: "Ultimate: When you play a weapon on Hellfire Oni, play an additional copy of that
    weapon on her." (003 Ultimate: once)."""
    m = table(boards={0: ["hellfire_oni"]}, hands={0: ["heavy_axe", "heavy_axe"]})
    o = find(m, "hellfire_oni", 0)
    play(m, 0, "heavy_axe", o)   # +2/+1 (Heavy Axe)
    _settle(m)
    assert len(m.state.info[o].att) == 2 and unit_stats(m, o) == (3 + 2 * 2, 3 + 2 * 1)
    play(m, 0, "heavy_axe", o)
    _settle(m)
    assert len(m.state.info[o].att) == 3


def test_scrap_hound_sacrifices_another_unit_for_2_2_or_a_grenadin_for_5_5_once():
    """Scrap Hound: "Ultimate: Pay 4 and sacrifice another unit to give Scrap Hound +2/+2. If it was a
    Grenadin, Scrap Hound gets +5/+5 instead." (003 Ultimate: once)."""
    m = table(boards={0: ["scrap_hound", "grenadin", SOLDIER]})
    h = find(m, "scrap_hound", 0)
    m.apply(Action("use", 0, h, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "grenadin", 0))
    resolve_stack(m)
    assert unit_stats(m, h) == (6, 6) and board(m, 0) == ["scrap_hound", SOLDIER] and m.state.power[0] == 6
    assert m.check(Action("use", 0, h, None, 0)) is not None
    m = table(boards={0: ["scrap_hound", SOLDIER]})
    h = find(m, "scrap_hound", 0)
    m.apply(Action("use", 0, h, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, SOLDIER, 0))
    assert unit_stats(m, h) == (3, 3)


def test_dig_site_may_return_a_unit_or_relic_and_grows_explorers_when_you_play_a_sentinel():
    """Dig Site: "When you play a Sentinel, your Explorers get +1/+1 this turn. / Summon: You may put a
    unit or another relic into its owner's hand." ("may": no target is a legal choice)."""
    m = table(hands={0: ["dig_site"]}, relics={1: ["cryptic_etchings"]})
    play(m, 0, "dig_site")
    if m.state.choice is not None:
        choose(m, 0, find(m, "cryptic_etchings", 1, "relics"))
    resolve_stack(m)
    assert hand(m, 1) == ["cryptic_etchings"] and m.state.relics[1] == []
    m = table(hands={0: ["dig_site", "ageless_sentinel"]}, boards={0: ["explorer", SOLDIER]})
    play(m, 0, "dig_site")
    if m.state.choice is not None:
        choose(m, 0, "done")
    resolve_stack(m)
    assert board(m, 0) == ["explorer", SOLDIER]
    play(m, 0, "ageless_sentinel")
    resolve_stack(m)
    assert unit_stats(m, find(m, "explorer", 0)) == (2, 2) and unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)
    assert CARDS[m.state.kinds[m.state.relics[0][0]]].id == "dig_site"
