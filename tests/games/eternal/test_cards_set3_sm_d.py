"""A test per Set 3 (Omens of the Past) Shadow, multi-faction and factionless card, part D: Amplify
(the game's glossary reading, amplify.py), an Ally on a relic weapon, and the auras that read a
unit's weapons or the enemy's curses.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.stats import has

from .helpers import CARDS, attack, board, choose, find, pass_, play, resolve_stack, table, unit_stats

CARRIER = "jotun_warrior"   # a 3/5 with no text


def _plays(m, card_id: str) -> set:
    c = find(m, card_id, 0, "hands")
    return {a.choice for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_deadly_confrontation_kills_an_enemy_unit_and_amplified_exhausts_an_unseen_for_another():
    """Deadly Confrontation: "Kill an enemy unit. / Amplify 1: Exhaust an Unseen to kill an additional
    enemy unit." (Amplify: the game's glossary, amplify.py)."""
    m = table(hands={0: ["deadly_confrontation"]}, boards={1: [CARRIER, "oni_ronin"]}, power=(5, 5))
    assert _plays(m, "deadly_confrontation") == {None}   # no Unseen, no spare power
    play(m, 0, "deadly_confrontation", find(m, CARRIER, 1))
    resolve_stack(m)
    assert board(m, 1) == ["oni_ronin"]
    m = table(hands={0: ["deadly_confrontation"]}, boards={0: ["unseen_agent"], 1: [CARRIER, "oni_ronin", "flashy_duelist"]},
              power=(5, 5))
    assert _plays(m, "deadly_confrontation") == {None, "amplify"}
    play(m, 0, "deadly_confrontation", find(m, CARRIER, 1), "amplify")
    resolve_stack(m)
    for _ in range(3):
        if m.state.choice is None:
            break
        ch = m.state.choice
        pick = find(m, "oni_ronin", 1) if find(m, "oni_ronin", 1) in ch["options"] else ch["options"][0]
        choose(m, 0, pick)
        resolve_stack(m)
    assert board(m, 1) == ["flashy_duelist"] and m.state.info[find(m, "unseen_agent", 0)].ex
    assert m.state.power[0] == 0


def test_inquisitor_s_halberd_gives_three_armor_with_a_valkyrie_ally_once():
    """Inquisitor's Halberd (relic weapon 3/1): "Valkyrie Ally: +3 Armor." (003 Ally: the first time,
    once; 000 4.31: its Health is armor)."""
    m = table(hands={0: ["inquisitor_s_halberd"]}, boards={0: ["vainglory_patrol"]})
    play(m, 0, "inquisitor_s_halberd")
    resolve_stack(m)
    assert m.state.armor[0] == 1 + 3
    m = table(hands={0: ["inquisitor_s_halberd", "vainglory_patrol", "vainglory_patrol"]}, power=(15, 15))
    play(m, 0, "inquisitor_s_halberd")
    resolve_stack(m)
    assert m.state.armor[0] == 1
    play(m, 0, "vainglory_patrol")
    resolve_stack(m)
    assert m.state.armor[0] == 4
    play(m, 0, "vainglory_patrol")
    resolve_stack(m)
    assert m.state.armor[0] == 4   # once


def test_ashara_ruthless_assassin_attacking_with_one_other_unit_grows_and_kills_it_at_end_of_turn():
    """Ashara, Ruthless Assassin: "Deadly / When Ashara attacks with exactly one other unit, she gets +4
    Strength and Quickdraw this turn. At the end of the turn, she kills the unit."."""
    m = table(boards={0: ["ashara_ruthless_assassin", "oni_ronin"]})
    a, o = find(m, "ashara_ruthless_assassin", 0), find(m, "oni_ronin", 0)
    attack(m, 0, a, o)
    resolve_stack(m)
    assert unit_stats(m, a)[0] == 7 and has(m.state, CARDS, a, "quickdraw")
    for _ in range(12):
        if m.state.turn == 1:
            break
        pass_(m)
    assert board(m, 0) == ["ashara_ruthless_assassin"]
    m = table(boards={0: ["ashara_ruthless_assassin"]})
    a = find(m, "ashara_ruthless_assassin", 0)
    attack(m, 0, a)
    resolve_stack(m)
    assert unit_stats(m, a)[0] == 3
