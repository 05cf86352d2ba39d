"""A test per Set 3 card (Omens of the Past), Justice and Primal, part C: tutors of Sigils, Yeti and big
units, the Inspire relic, a discard for a bonus, a negating Explorer, and units that change what you play.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import attack as strength, has, health

from .helpers import (CARDS, P0, P1, attack, board, choose, find, hand, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def _ids(m, cards) -> list[str]:
    return [CARDS[m.state.kinds[c]].id for c in cards]


def test_slushdumper_ultimate_grows_per_yeti_and_each_yeti_hits_the_enemy_player():
    """Slushdumper: "Ultimate: Pay 4 to give Slushdumper +1/+1 for each of your Yeti. Each of your Yeti
    deals 1 damage to the enemy player." (003 Ultimate; Slushdumper is a Yeti)."""
    m = table(boards={0: ["slushdumper", "yeti_spy", SOLDIER]}, power=(4, 4))
    s = find(m, "slushdumper", 0)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 5) and m.state.health[1] == 23


def test_lawman_s_sidearm_draws_a_justice_sigil_or_two_on_a_gunslinger():
    """Lawman's Sidearm: "Summon: Draw a Justice Sigil from your deck. If played on a Gunslinger, draw
    two instead." (a weapon's Summon when played on a unit)."""
    m = table(hands={0: ["lawman_s_sidearm"]}, boards={0: [SOLDIER]}, decks={0: ["justice_sigil"] * 3})
    play(m, 0, "lawman_s_sidearm", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil"]
    m = table(hands={0: ["lawman_s_sidearm"]}, boards={0: ["steady_marshal"]}, decks={0: ["justice_sigil"] * 3})
    play(m, 0, "lawman_s_sidearm", find(m, "steady_marshal", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["justice_sigil", "justice_sigil"]


def test_crown_of_authority_units_you_draw_get_plus_4_and_ultimate_draws_a_big_unit():
    """Crown of Authority: "Inspire: Units you draw get +4/+4. / Ultimate: Pay 7 to draw a unit of your
    choice with cost 7 or more from your deck." (003 Ultimate)."""
    m = table(relics={0: ["crown_of_authority"]}, hands={0: ["wisdom_of_the_elders"]},
              decks={0: ["jotun_warrior", "torch", "aerial_attendant"]}, power=(20, 20))
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    t, j = find(m, "torch", 0, "hands"), find(m, "jotun_warrior", 0, "hands")
    assert (strength(m.state, CARDS, j), health(m.state, CARDS, j)) == (3 + 4, 5 + 4)
    assert (strength(m.state, CARDS, t), health(m.state, CARDS, t)) == (0, 0)       # a spell is not a unit
    crown = find(m, "crown_of_authority", 0, "relics")
    m.apply(Action("use", 0, crown, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        assert m.state.choice["options"] == ["aerial_attendant"]
        choose(m, 0, "aerial_attendant")
    a = find(m, "aerial_attendant", 0, "hands")
    assert (strength(m.state, CARDS, a), health(m.state, CARDS, a)) == (4 + 4, 3 + 4)


def test_novice_herdrider_fate_gives_the_least_healthy_explorer_or_dinosaur_in_hand_plus_1():
    """Novice Herdrider: "Fate: The Explorer or Dinosaur in your hand with the least Health gets +1/+1."
    (003 Fate: the first time it is drawn)."""
    m = table(hands={0: ["wisdom_of_the_elders", "voracious_fosora", "horizon_seeker", "yeti_spy"]},
              decks={0: ["novice_herdrider", "torch"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    h = find(m, "horizon_seeker", 0, "hands")
    assert (strength(m.state, CARDS, h), health(m.state, CARDS, h)) == (2, 2)          # a 1/1 Explorer
    f = find(m, "voracious_fosora", 0, "hands")
    assert (strength(m.state, CARDS, f), health(m.state, CARDS, f)) == (4, 2)          # the 4/2 Dinosaur has more Health



def test_stampede_driver_may_discard_to_give_another_unit_overwhelm_and_a_dinosaur_more():
    """Stampede Driver: "Summon: You may discard a card to give one of your other units +1/+1 and
    Overwhelm. If it's a Dinosaur, it gets +2/+2 and Overwhelm instead." (may: the discard may be declined)."""
    m = table(hands={0: ["stampede_driver", "torch"]}, boards={0: ["voracious_fosora"]})
    f = find(m, "voracious_fosora", 0)
    play(m, 0, "stampede_driver")
    choose(m, 0, f)
    resolve_stack(m)
    assert m.state.choice["min"] == 0
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert unit_stats(m, f) == (6, 4) and has(m.state, CARDS, f, "overwhelm") and void(m, 0) == ["torch"]
    m = table(hands={0: ["stampede_driver", "torch"]}, boards={0: [SOLDIER]})
    u = find(m, SOLDIER, 0)
    play(m, 0, "stampede_driver")
    choose(m, 0, u)
    resolve_stack(m)
    choose(m, 0, "done")
    resolve_stack(m)
    assert unit_stats(m, u) == (3, 2) and hand(m, 0) == ["torch"]


def test_jotun_birth_song_makes_a_yeti_a_6_6_jotun_and_draws_two_different_yeti():
    """Jotun Birth Song: "Transform one of your Yeti into a 6/6 Jotun. / Draw two different Yeti of your
    choice from your deck."."""
    m = table(hands={0: ["jotun_birth_song"]}, boards={0: ["yeti_spy"]},
              decks={0: ["yeti_spy", "wild_rider", "wild_rider", "torch", "fearless_yeti"]})
    play(m, 0, "jotun_birth_song", find(m, "yeti_spy", 0))
    resolve_stack(m)
    assert sorted(m.state.choice["options"]) == ["fearless_yeti", "wild_rider", "yeti_spy"]
    choose(m, 0, "wild_rider")
    assert sorted(m.state.choice["options"]) == ["fearless_yeti", "yeti_spy"]
    choose(m, 0, "fearless_yeti")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["fearless_yeti", "wild_rider"]
    assert unit_stats(m, find(m, "jotun", 0)) == (6, 6)


def test_daring_pioneer_is_sacrificed_to_negate_an_enemy_spell():
    """Daring Pioneer: "Overwhelm / When the enemy player plays a spell, sacrifice Daring Pioneer to negate it."."""
    m = table(turn=1, boards={0: ["daring_pioneer"]}, hands={1: ["torch"]})
    play(m, 1, "torch", P0)
    resolve_stack(m)
    assert m.state.health[0] == 25 and "daring_pioneer" in void(m, 0) and "torch" in void(m, 1)


def test_unseen_commando_attackers_with_two_battle_skills_get_plus_1_plus_1():
    """Unseen Commando: "Flying, Lifesteal / When your units with two or more battle skills attack, they
    get +1/+1 this turn." (003 Battle Skills; Commando has two)."""
    m = table(boards={0: ["unseen_commando", SOLDIER, "crownwatch_legionnaire"]})
    c, s, l = find(m, "unseen_commando", 0), find(m, SOLDIER, 0), find(m, "crownwatch_legionnaire", 0)
    attack(m, 0, c, s, l)
    resolve_stack(m)
    assert unit_stats(m, c) == (3, 4) and unit_stats(m, s) == (3, 2) and unit_stats(m, l) == (2, 4)


def test_lastlight_druid_transforms_units_you_played_this_turn_when_you_end_it_at_night():
    """Lastlight Druid: "Summon: Nightfall. / When you end a turn at Night, transform each other unit you
    played this turn into a random unit that costs 1 more." (003 Night)."""
    m = table(hands={0: ["lastlight_druid", SOLDIER]}, boards={0: ["yeti_spy"]})
    play(m, 0, "lastlight_druid")
    resolve_stack(m)
    play(m, 0, SOLDIER)
    resolve_stack(m)
    for _ in range(12):
        pass_(m)
        if m.state.turn == 1:
            break
    resolve_stack(m)
    kinds = board(m, 0)
    assert kinds[:2] == ["yeti_spy", "lastlight_druid"] and SOLDIER not in kinds
    assert CARDS[m.state.kinds[m.state.boards[0][2]]].cost == CARDS[find_idx(SOLDIER)].cost + 1


def find_idx(card_id: str) -> int:
    from .helpers import IDX
    return IDX[card_id]
