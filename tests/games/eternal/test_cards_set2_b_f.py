"""A test per Set 2 card (The Fall of Argenport), the rest of the set: effects that last the turn,
and costs that change with the playmat. Each test plays the card through Match.apply and checks
its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import keywords

from .helpers import CARDS, find, hand, pass_, play, resolve_stack, table


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
