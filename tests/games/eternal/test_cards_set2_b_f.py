"""A test per Set 2 card (The Fall of Argenport), the rest of the set: effects that last the turn,
and costs that change with the playmat. Each test plays the card through Match.apply and checks
its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import keywords

from .helpers import CARDS, P1, find, hand, pass_, play, resolve_stack, table


def _flies(m, u: int) -> bool:
    return bool(keywords(m.state, CARDS, u) & KW["flying"])


def test_sandstorm_units_can_t_fly_this_turn_and_you_draw_a_card():
    """Sandstorm (fast spell): "Units can't fly this turn. / Draw a card." (003 Flying; a unit played
    later that turn can't either; the next turn they fly again)."""
    m = table(hands={0: ["sandstorm", "humbug"]}, boards={1: ["stormcrasher"]}, decks={0: ["torch"]})
    bird = find(m, "stormcrasher", 1)
    play(m, 0, "sandstorm")
    resolve_stack(m)
    assert not _flies(m, bird) and "torch" in hand(m, 0)
    play(m, 0, "humbug")
    resolve_stack(m)
    bug = find(m, "humbug", 0)
    assert not _flies(m, bug)
    while m.state.turn == 0:
        pass_(m)
    assert _flies(m, bird) and _flies(m, bug)


def test_scepter_of_nobility_costs_2_less_while_one_of_your_units_wields_a_weapon():
    """Scepter of Nobility (relic weapon 3/3, cost 5): "Scepter of Nobility costs 2 less while any of
    your units are wielding a weapon." (000 4.31: its Health is armor)."""
    from simulator.games.eternal.stats import cost
    m = table(hands={0: ["scepter_of_nobility", "heavy_axe"]}, boards={0: ["humbug"]}, power=(6, 6))
    scepter = find(m, "scepter_of_nobility", 0, "hands")
    assert cost(m.state, CARDS, scepter) == 5
    play(m, 0, "heavy_axe", find(m, "humbug", 0))
    resolve_stack(m)
    assert cost(m.state, CARDS, scepter) == 3
    play(m, 0, "scepter_of_nobility")
    resolve_stack(m)
    assert m.state.power[0] == 6 - 1 - 3 and m.state.weapon[0] == scepter and m.state.armor[0] == 3


def test_mind_link_draws_a_copy_of_an_enemy_card_you_transform():
    """Mind Link: "When you transform an enemy card, other than one in their deck, create and draw a
    copy of the new card." (Cirso's Meddling makes a Pig; your own card transformed draws nothing)."""
    m = table(hands={0: ["cirso_s_meddling", "cirso_s_meddling"]}, boards={0: ["humbug"], 1: ["jotun_warrior"]},
              relics={0: ["mind_link"]}, power=(12, 12))
    play(m, 0, "cirso_s_meddling", find(m, "jotun_warrior", 1))
    resolve_stack(m)
    assert hand(m, 0) == ["cirso_s_meddling", "pig"]
    play(m, 0, "cirso_s_meddling", find(m, "humbug", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["pig"]


def test_emerald_ring_pays_3_to_play_a_plus_1_plus_1_weapon_on_one_of_your_units():
    """Emerald Ring: "Once per turn, you may pay 3 to play a +1/+1 weapon on one of your units."."""
    from simulator.core.actions import Action
    from .helpers import names, unit_stats
    m = table(relics={0: ["emerald_ring"]}, boards={0: ["humbug"], 1: ["jotun_warrior"]})
    ring, bug = m.state.relics[0][0], find(m, "humbug", 0)
    uses = [a for a in m.legal_actions() if a.kind == "use" and a.card == ring]
    assert [a.target for a in uses] == [bug]   # one of your units
    m.apply(Action("use", 0, ring, bug, 0))
    resolve_stack(m)
    assert unit_stats(m, bug) == (2, 2) and names(m.state.info[bug].att, m) == ["sidearm"] and m.state.power[0] == 7
    assert not [a for a in m.legal_actions() if a.kind == "use" and a.card == ring]   # once per turn


def test_journeyman_armorer_plays_a_plus_1_plus_1_weapon_on_another_of_your_units():
    """Journeyman Armorer: "Warp / Summon: Play a +1/+1 weapon on another one of your units."."""
    from .helpers import choose, unit_stats
    m = table(hands={0: ["journeyman_armorer"]}, boards={0: ["humbug", "jotun_warrior"]})
    play(m, 0, "journeyman_armorer")
    resolve_stack(m)
    assert set(m.state.choice["options"]) == {find(m, "humbug", 0), find(m, "jotun_warrior", 0)}
    choose(m, 0, find(m, "humbug", 0))
    resolve_stack(m)
    assert unit_stats(m, find(m, "humbug", 0)) == (2, 2)
    assert CARDS[m.state.kinds[find(m, "journeyman_armorer", 0)]].has("warp")


def test_sindok_rage_incarnate_costs_1_less_for_each_damage_the_enemy_took_this_turn():
    """Sindok, Rage Incarnate: "Flying / Sindok costs 1 less for each damage the enemy player has
    taken this turn." (a Torch and a Mortar: 7 less; the next turn, full price)."""
    from simulator.games.eternal.ops_set2_b import watches_damage
    from simulator.games.eternal.stats import cost
    m = table(hands={0: ["sindok_rage_incarnate", "torch", "mortar"]}, armor=(0, 1))
    m.state.dealt = watches_damage(m.state, CARDS)
    sindok = find(m, "sindok_rage_incarnate", 0, "hands")
    assert cost(m.state, CARDS, sindok) == 9
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert cost(m.state, CARDS, sindok) == 7   # 1 of the 3 went to armor
    play(m, 0, "mortar", P1)
    resolve_stack(m)
    assert cost(m.state, CARDS, sindok) == 3
    m.state.turn_no += 2
    assert cost(m.state, CARDS, sindok) == 9


def test_sindok_is_watched_only_in_games_that_hold_it():
    """The damage count is kept only when a deck holds Sindok (other games' states are as before)."""
    from simulator.games.eternal.ops_set2_b import watches_damage
    m = table(hands={0: ["torch"]})
    assert watches_damage(m.state, CARDS) is None


def test_sindok_s_damage_count_survives_a_save():
    """The kept count is part of the saved state (to_json / from_json, clone)."""
    from simulator.games.eternal.state import EternalState
    m = table(hands={0: ["sindok_rage_incarnate"]})
    m.state.dealt = [[3, 4], [0, 0]]
    back = EternalState.from_json(m.state.to_json())
    assert back.dealt == [[3, 4], [0, 0]] and m.state.clone().dealt == [[3, 4], [0, 0]]
    m.state.dealt = None
    assert "dealt" not in m.state.to_json() and EternalState.from_json(m.state.to_json()).dealt is None
