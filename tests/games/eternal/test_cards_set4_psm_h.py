"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part H:
answers that pick their target by kind or faction (a fast spell, a multifaction unit or spell, a
relic).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import CARDS, P1, board, find, hand, play, resolve_stack, table, void

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _plays(m, seat: int, card_id: str) -> set:
    """The (target, choice) pairs of the legal plays of a card in hand."""
    c = find(m, card_id, seat, "hands")
    return {(a.target, a.choice) for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_savage_denial_negates_an_enemy_fast_spell_only():
    """Savage Denial: "Negate an enemy fast spell." A (slow) spell on the stack is no target."""
    m = table(hands={0: ["wisdom_of_the_elders"], 1: ["savage_denial"]}, decks={0: ["torch", "vanquish"]})
    play(m, 0, "wisdom_of_the_elders")
    w = m.state.stack[-1]["card"]
    assert _plays(m, 1, "savage_denial") == {(w, None)}
    play(m, 1, "savage_denial", w)
    resolve_stack(m)
    assert hand(m, 0) == [] and "wisdom_of_the_elders" in void(m, 0)
    m = table(hands={0: ["torch"], 1: ["savage_denial"]})
    play(m, 0, "torch", P1)
    assert _plays(m, 1, "savage_denial") == set()


def test_rindra_s_choice_kills_a_multifaction_enemy_unit_or_negates_a_multifaction_enemy_spell():
    """Rindra's Choice: "- Kill a multifaction enemy unit, or; - Negate a multifaction enemy spell." (two or
    more factions; a single-faction unit or spell is no target)."""
    m = table(hands={0: ["rindra_s_choice"]}, boards={1: ["bloodthirsty_brawler", "sand_warrior"]})
    b = find(m, "bloodthirsty_brawler", 1)
    assert _plays(m, 0, "rindra_s_choice") == {(b, "mode1")}
    play(m, 0, "rindra_s_choice", b, "mode1")
    resolve_stack(m)
    assert board(m, 1) == ["sand_warrior"]
    m = table(turn=1, hands={1: ["stand_together", "torch"], 0: ["rindra_s_choice"]}, boards={1: [SOLDIER]})
    play(m, 1, "stand_together")
    s = m.state.stack[-1]["card"]
    assert (s, "mode2") in _plays(m, 0, "rindra_s_choice")
    play(m, 0, "rindra_s_choice", s, "mode2")
    resolve_stack(m)
    assert "stand_together" in void(m, 1) and not m.state.info[find(m, SOLDIER, 1)].shield


def test_disrupt_kills_an_enemy_relic_or_silences_an_enemy_unit():
    """Disrupt: "- Kill an enemy relic, or; - Silence an enemy unit." (a weapon on a unit is no relic)."""
    m = table(hands={0: ["disrupt", "hair_trigger_pistol"]}, relics={1: ["transmogrifier"]}, boards={1: ["rabid_yeti"]},
              power=(12, 12))
    r, y = find(m, "transmogrifier", 1, "relics"), find(m, "rabid_yeti", 1)
    assert _plays(m, 0, "disrupt") == {(r, "mode1"), (y, "mode2")}
    play(m, 0, "disrupt", r, "mode1")
    resolve_stack(m)
    assert m.state.relics[1] == [] and "transmogrifier" in void(m, 1)
    m = table(hands={0: ["disrupt"]}, boards={1: ["rabid_yeti"]})
    y = find(m, "rabid_yeti", 1)
    play(m, 0, "disrupt", y, "mode2")
    resolve_stack(m)
    assert m.state.info[y].silenced and m.check(Action("pass", 0)) is None
    assert CARDS[m.state.kinds[y]].id == "rabid_yeti"
