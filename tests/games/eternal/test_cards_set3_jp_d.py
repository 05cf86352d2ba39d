"""A test per Set 3 card (Omens of the Past), Justice and Primal, part D: Amplify (the game's glossary:
pay the Amplify number more as it is played, for the text after the colon too), a Choice spell, a deck
buff while wielding, and the Punter's delayed stun.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import attack as strength, has, health

from .helpers import (CARDS, P1, attack, check_play, choose, find, pass_, play, refresh, resolve_stack, table,
                      unit_stats)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def test_stella_the_shotcaller_attacking_while_wielding_grows_gunslingers_and_weapons_in_your_deck():
    """Stella, the Shotcaller: "Aegis / When Stella attacks while wielding a weapon, each Gunslinger and
    weapon in your deck gets +1/+1."."""
    m = table(boards={0: ["stella_the_shotcaller"]}, hands={0: ["sidearm"]},
              decks={0: ["steady_marshal", "torch", "sidearm", SOLDIER]})
    s = find(m, "stella_the_shotcaller", 0)
    assert m.state.info[s].shield
    attack(m, 0, s)                                    # not wielding: nothing
    resolve_stack(m)
    marshal = find(m, "steady_marshal", 0, "decks")
    assert strength(m.state, CARDS, marshal) == 1
    m = table(boards={0: ["stella_the_shotcaller"]}, hands={0: ["sidearm"]},
              decks={0: ["steady_marshal", "torch", "sidearm", SOLDIER]})
    s = find(m, "stella_the_shotcaller", 0)
    play(m, 0, "sidearm", s)
    attack(m, 0, s)
    resolve_stack(m)
    got = {CARDS[m.state.kinds[c]].id: (strength(m.state, CARDS, c), health(m.state, CARDS, c))
           for c in m.state.decks[0][-4:]}
    assert got == {"steady_marshal": (2, 3), "torch": (0, 0), "sidearm": (2, 2), SOLDIER: (3, 2)}


def test_curfew_enforcement_gives_enemy_units_minus_1_and_amplified_with_a_valkyrie_minus_2():
    """Curfew Enforcement: "Enemy units get -1 Strength. / Amplify 1: Exhaust a Valkyrie to give enemy
    units an additional -1 Strength." (Amplify: the game's glossary)."""
    m = table(hands={0: ["curfew_enforcement"]}, boards={1: [SOLDIER]})
    play(m, 0, "curfew_enforcement")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 1)) == (2, 2)
    m = table(hands={0: ["curfew_enforcement"]}, boards={1: [SOLDIER]})
    assert check_play(m, 0, "curfew_enforcement", None, "amplify") is not None   # no Valkyrie to exhaust
    m = table(hands={0: ["curfew_enforcement"]}, boards={0: ["valkyrie_aspirant"], 1: [SOLDIER]}, power=(2, 2))
    play(m, 0, "curfew_enforcement", None, "amplify")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 1)) == (1, 2) and m.state.power[0] == 0
    assert m.state.info[find(m, "valkyrie_aspirant", 0)].ex


def test_snow_pelting_deals_2_and_amplified_with_a_yeti_2_more_to_another_enemy():
    """Snow Pelting: "Deal 2 damage to an enemy. / Amplify 2: Exhaust a Yeti to deal 2 damage to an
    additional enemy." (Amplify: the game's glossary)."""
    m = table(hands={0: ["snow_pelting"]}, boards={1: [SOLDIER]})
    play(m, 0, "snow_pelting", P1)
    resolve_stack(m)
    assert m.state.health[1] == 23
    m = table(hands={0: ["snow_pelting"]}, boards={0: ["yeti_spy"], 1: [SOLDIER, "jotun_warrior"]}, power=(3, 3))
    play(m, 0, "snow_pelting", P1, "amplify")
    resolve_stack(m)
    assert m.state.choice is not None and P1 not in m.state.choice["options"] and m.state.power[0] == 0
    choose(m, 0, find(m, SOLDIER, 1))
    resolve_stack(m)
    assert m.state.health[1] == 23 and "argenport_soldier" not in [CARDS[m.state.kinds[u]].id for u in m.state.boards[1]]


def test_rolant_s_intervention_three_modes():
    """Rolant's Intervention: "- Give an enemy unit -3 Strength this turn, or; - Give a unit or weapon
    in your hand +1/+1, or; - Give one of your Valkyrie Aegis." (a Choice, 000 4.2)."""
    m = table(hands={0: ["rolant_s_intervention"]}, boards={1: [SOLDIER]})
    u = find(m, SOLDIER, 1)
    play(m, 0, "rolant_s_intervention", u, "mode1")
    resolve_stack(m)
    assert unit_stats(m, u) == (0, 2)
    m = table(hands={0: ["rolant_s_intervention", "torch", "sidearm", "yeti_spy"]})
    play(m, 0, "rolant_s_intervention", None, "mode2")
    resolve_stack(m)
    assert m.state.choice is not None and find(m, "torch", 0, "hands") not in m.state.choice["options"]
    w = find(m, "sidearm", 0, "hands")
    choose(m, 0, w)
    resolve_stack(m)
    assert (strength(m.state, CARDS, w), health(m.state, CARDS, w)) == (2, 2)
    m = table(hands={0: ["rolant_s_intervention"]}, boards={0: ["valkyrie_aspirant", SOLDIER]})
    assert check_play(m, 0, "rolant_s_intervention", find(m, SOLDIER, 0), "mode3") is not None
    v = find(m, "valkyrie_aspirant", 0)
    play(m, 0, "rolant_s_intervention", v, "mode3")
    resolve_stack(m)
    assert has(m.state, CARDS, v, "aegis") and m.state.info[v].shield


def test_jotun_punter_gives_a_yeti_4_strength_and_flying_then_stuns_it_at_the_end_of_your_turn():
    """Jotun Punter: "Exhaust Jotun Punter to give one of your Yeti +4 Strength and Flying this turn. At
    the end of your turn, stun that Yeti." (003 Stun)."""
    m = table(boards={0: ["jotun_punter", "yeti_spy"]})
    p, y = find(m, "jotun_punter", 0), find(m, "yeti_spy", 0)
    m.apply(Action("use", 0, p, y, 0))
    resolve_stack(m)
    assert unit_stats(m, y)[0] == 1 + 4 and has(m.state, CARDS, y, "flying") and m.state.info[p].ex
    for _ in range(12):
        pass_(m)
        if m.state.turn == 1:
            break
    resolve_stack(m)
    assert m.state.info[y].stun and unit_stats(m, y)[0] == 1
