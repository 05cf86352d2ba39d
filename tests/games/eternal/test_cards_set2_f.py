"""A test per Set 2 card (The Fall of Argenport), part F: Revenge on spells (003 Revenge: "goes
to the void from the battlefield or play"), "When the wielder dies", Worldjoiner's drain, and
more. Each test plays the card through Match.apply and checks its text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (CARDS, P1, attack, board, check_play, choose, find, hand, pass_, play, refresh, resolve_stack,
                      table, unit_stats, void)

SOLDIER = "argenport_soldier"   # 3/2
JOTUN = "jotun_warrior"         # 3/5


def _next_turn(m, seat: int, limit: int = 12) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def _revenged(m, card_id: str) -> bool:
    """003 Revenge: the card went into the top ten of its owner's deck with Destiny, not the void."""
    top = [c for c in m.state.decks[0][-10:] if CARDS[m.state.kinds[c]].id == card_id]
    return card_id not in void(m, 0) and len(top) == 1 and has(m.state, CARDS, top[0], "destiny")


def test_victor_s_cry_gives_plus_5_plus_5_this_turn_and_revenge_returns_it_to_the_deck():
    """Victor's Cry (fast spell): "Revenge / Give one of your units +5/+5 this turn." (003 Revenge)."""
    m = table(hands={0: ["victor_s_cry"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "victor_s_cry", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (8, 7) and _revenged(m, "victor_s_cry")
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2)


def test_spur_on_gives_plus_1_strength_and_unblockable_this_turn_with_revenge():
    """Spur On: "Revenge / Give one of your units +1 Strength and Unblockable this turn."."""
    m = table(hands={0: ["spur_on"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "spur_on", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 2) and has(m.state, CARDS, s, "unblockable") and _revenged(m, "spur_on")
    _next_turn(m, 1)
    assert not has(m.state, CARDS, s, "unblockable")


def test_sleepless_night_discards_your_hand_and_draws_four_with_revenge():
    """Sleepless Night: "Revenge / Discard your hand and draw four cards." (003 Discard)."""
    m = table(hands={0: ["sleepless_night", "torch", "rebuke"]}, power=(7, 7))
    play(m, 0, "sleepless_night")
    resolve_stack(m)
    assert sorted(void(m, 0)) == ["rebuke", "torch"] and len(hand(m, 0)) == 4
    assert "sleepless_night" not in void(m, 0)


def test_worldjoiner_drains_minus_1_minus_1_from_each_enemy_unit_when_she_attacks():
    """Worldjoiner: "When Worldjoiner attacks, each enemy unit gets -1/-1 and she gets that much
    Strength/Health." (two enemy units: she gets +2/+2)."""
    m = table(boards={0: ["worldjoiner"], 1: [JOTUN, "humbug"]})
    w = find(m, "worldjoiner", 0)
    attack(m, 0, w)
    resolve_stack(m)
    assert board(m, 1) == [JOTUN] and unit_stats(m, find(m, JOTUN, 1)) == (2, 4)
    assert unit_stats(m, w)[0] == 10


def test_fallen_oni_summon_the_enemy_discards_the_top_unit_of_their_deck():
    """Fallen Oni: "Summon: The enemy player discards the top unit of their deck." (a card above
    it that is no unit stays)."""
    m = table(hands={0: ["fallen_oni"]}, decks={1: ["torch", JOTUN, SOLDIER]})
    play(m, 0, "fallen_oni")
    resolve_stack(m)
    assert void(m, 1) == [JOTUN]
    assert [CARDS[m.state.kinds[c]].id for c in m.state.decks[1][-2:]] == [SOLDIER, "torch"]


def test_bring_down_silences_an_enemy_unit_and_kills_it_if_it_had_flying():
    """Bring Down (fast spell): "Silence an enemy unit. If it had Flying, kill it." (003 Silence)."""
    m = table(hands={0: ["bring_down", "bring_down"]}, boards={1: ["sapphire_dragon", JOTUN]})
    play(m, 0, "bring_down", find(m, "sapphire_dragon", 1))
    resolve_stack(m)
    assert "sapphire_dragon" in void(m, 1)
    j = find(m, JOTUN, 1)
    play(m, 0, "bring_down", j)
    resolve_stack(m)
    assert board(m, 1) == [JOTUN] and m.state.info[j].silenced


def test_copperhall_cudgel_plays_a_minotaur_when_the_wielder_dies():
    """Copperhall Cudgel: "When the wielder dies, play a 2/2 Minotaur."."""
    m = table(hands={0: ["copperhall_cudgel"], 1: ["vanquish"]}, boards={0: [SOLDIER]})
    s = find(m, SOLDIER, 0)
    play(m, 0, "copperhall_cudgel", s)
    assert unit_stats(m, s) == (5, 4)
    pass_(m, 0)
    play(m, 1, "vanquish", s)
    resolve_stack(m)
    assert board(m, 0) == ["minotaur"] and unit_stats(m, m.state.boards[0][0]) == (2, 2)


def test_rolant_s_fist_summon_silences_every_enemy_valkyrie():
    """Rolant's Fist (weapon +7/+7): "Summon: Silence all enemy Valkyrie." (not other units, not yours)."""
    m = table(hands={0: ["rolant_s_fist"]}, boards={0: ["valkyrie_denouncer"], 1: ["valkyrie_denouncer", "humbug"]},
              power=(6, 6))
    mine, theirs = find(m, "valkyrie_denouncer", 0), find(m, "valkyrie_denouncer", 1)
    play(m, 0, "rolant_s_fist", mine)
    resolve_stack(m)
    assert m.state.info[theirs].silenced and not has(m.state, CARDS, theirs, "flying")
    assert not m.state.info[mine].silenced and not m.state.info[find(m, "humbug", 1)].silenced
    assert unit_stats(m, mine) == (10, 10)


def test_champion_of_vengeance_is_invulnerable_on_your_turn_and_grows_on_attack_by_influence():
    """Champion of Vengeance: "{J}{J}{J}{J}: Invulnerable to damage on your turn. / {S}{S}{S}{S}:
    When Champion of Vengeance attacks, she gets +2 Strength."."""
    m = table(boards={0: ["champion_of_vengeance"]})
    c = find(m, "champion_of_vengeance", 0)
    assert has(m.state, CARDS, c, "invulnerable")                # six of each influence, her turn
    attack(m, 0, c)
    resolve_stack(m)
    assert unit_stats(m, c)[0] == 5
    m = table(turn=1, boards={0: ["champion_of_vengeance"]})
    assert not has(m.state, CARDS, find(m, "champion_of_vengeance", 0), "invulnerable")   # the enemy's turn
    m = table(boards={0: ["champion_of_vengeance"]})
    m.state.influence[0] = [0, 0, 3, 0, 3]
    refresh(m)
    c = find(m, "champion_of_vengeance", 0)
    assert not has(m.state, CARDS, c, "invulnerable")
    attack(m, 0, c)
    resolve_stack(m)
    assert unit_stats(m, c)[0] == 3


def test_wandering_wisp_grows_by_your_hand_at_the_start_of_your_turn_with_ttttt():
    """Wandering Wisp: "{T}{T}{T}{T}{T}: At the start of your turn, Wandering Wisp gets +1/+1 for
    each card in your hand." (the turn's draw comes first: 000 3.1)."""
    m = table(boards={0: ["wandering_wisp"]}, hands={0: ["torch", "rebuke"]})
    w = find(m, "wandering_wisp", 0)
    _next_turn(m, 1)
    _next_turn(m, 0)
    assert len(m.state.hands[0]) == 3                     # two kept, one drawn
    assert unit_stats(m, w) == (1 + 3, 1 + 3)


def test_aerialist_trainer_mentor_gives_plus_1_plus_1_and_draws_if_the_student_flies():
    """Aerialist Trainer: "Mentor: Give the Student +1/+1. If the Student has Flying, draw a card."."""
    m = table(hands={0: ["aerialist_trainer"]}, boards={0: ["humbug"]}, decks={0: ["torch"]})
    h = find(m, "humbug", 0)
    play(m, 0, "aerialist_trainer", h, "mentor")
    resolve_stack(m)
    assert unit_stats(m, h) == (2, 2) and hand(m, 0) == ["torch"]
    m = table(hands={0: ["aerialist_trainer"]}, boards={0: [SOLDIER]}, decks={0: ["torch"]})
    play(m, 0, "aerialist_trainer", find(m, SOLDIER, 0), "mentor")
    resolve_stack(m)
    assert hand(m, 0) == []


def test_amber_ring_once_per_turn_pays_3_to_play_a_1_1_explorer():
    """Amber Ring: "Once per turn, you may pay 3 to play a 1/1 Explorer." (Explorer: a token)."""
    m = table(relics={0: ["amber_ring"]}, power=(6, 6))
    ring = m.state.relics[0][0]
    m.apply(Action("use", 0, ring, None, 0))
    resolve_stack(m)
    assert board(m, 0) == ["explorer"] and unit_stats(m, m.state.boards[0][0]) == (1, 1)
    assert m.check(Action("use", 0, ring, None, 0)) is not None


def test_sorrow_s_shroud_gains_the_wielder_s_health_when_it_dies():
    """Sorrow's Shroud (weapon +1/+2): "When the wielder dies, you gain Health equal to its Health."
    (the Health it had as it died: a 3/2 with the Shroud, 4/4)."""
    m = table(hands={0: ["sorrow_s_shroud"], 1: ["vanquish"]}, boards={0: [SOLDIER]}, health=(20, 25))
    s = find(m, SOLDIER, 0)
    play(m, 0, "sorrow_s_shroud", s)
    assert unit_stats(m, s) == (4, 4)
    pass_(m, 0)
    play(m, 1, "vanquish", s)
    resolve_stack(m)
    assert board(m, 0) == [] and m.state.health[0] == 24


def test_grinva_judge_of_battles_deals_a_dying_unit_s_strength_to_the_enemy_player():
    """Grinva, Judge of Battles: "When one of your other units dies, Grinva deals that unit's
    Strength in damage to the enemy player." (an enemy unit's death: nothing)."""
    m = table(boards={0: ["grinva_judge_of_battles", SOLDIER], 1: [JOTUN]}, hands={0: ["slay", "slay"]}, power=(6, 6))
    play(m, 0, "slay", find(m, SOLDIER, 0))
    resolve_stack(m)
    assert m.state.health[1] == 22
    play(m, 0, "slay", find(m, JOTUN, 1))
    resolve_stack(m)
    assert m.state.health[1] == 22
