"""A test per Set 3 card (Omens of the Past), Justice and Primal, part E: the cards that needed a small
hook in the engine: Armor lost (Shieldsmith), a curse on the stack as a target (Unseal), the cursed
unit's turn (Electropy, Regression), a target with two battle skills (Humble Instructor).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import (CARDS, IDX, P0, P1, attack, board, check_play, choose, find, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 with no text


def _next_turn(m, seat: int, limit: int = 30) -> None:
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_shieldsmith_gets_the_strength_of_the_armor_you_lose():
    """Shieldsmith: "Lifesteal / When you lose Armor, Shieldsmith gets that much Strength." (000 4.31: armor
    soaks damage to its player first)."""
    m = table(turn=1, boards={0: ["shieldsmith"]}, hands={1: ["torch"]}, armor=(2, 0))
    play(m, 1, "torch", P0)
    resolve_stack(m)
    assert m.state.armor[0] == 0 and m.state.health[0] == 24
    assert unit_stats(m, find(m, "shieldsmith", 0)) == (2, 5)


def test_unseal_negates_an_enemy_curse_or_spell():
    """Unseal: "Negate an enemy spell or curse." (000 4.2: curses wait on the stack to be answered)."""
    m = table(turn=1, boards={1: [SOLDIER], 0: [SOLDIER]}, hands={1: ["mark_of_shame", "torch"], 0: ["unseal", "unseal"]})
    mine = find(m, SOLDIER, 0)
    play(m, 1, "mark_of_shame", mine)
    curse = m.state.stack[-1]["card"]
    play(m, 0, "unseal", curse)
    resolve_stack(m)
    assert unit_stats(m, mine) == (3, 2) and "mark_of_shame" in void(m, 1)
    play(m, 1, "torch", P0)
    play(m, 0, "unseal", m.state.stack[-1]["card"])
    resolve_stack(m)
    assert m.state.health[0] == 25


def test_electropy_the_cursed_unit_hits_its_owner_at_the_end_of_its_turn():
    """Electropy: "At the end of the cursed unit's turn, it deals 1 damage to its owner." (a curse, 000 1.3)."""
    m = table(hands={0: ["electropy"]}, boards={1: [SOLDIER]})
    play(m, 0, "electropy", find(m, SOLDIER, 1))
    resolve_stack(m)
    _next_turn(m, 1)
    assert m.state.health[1] == 25 and m.state.health[0] == 25    # my turn ended: not the cursed unit's
    _next_turn(m, 0)
    assert m.state.health[1] == 24 and m.state.health[0] == 25


def test_regression_transforms_the_cursed_unit_into_a_cheaper_one_each_of_its_turns_then_kills_it():
    """Regression: "At the start of the cursed unit's turn, transform it into a random unit that costs 1
    less. When it would cost zero, kill it." (printed costs)."""
    m = table(hands={0: ["regression"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "regression", j)
    resolve_stack(m)
    _next_turn(m, 1)
    assert CARDS[m.state.kinds[j]].cost == CARDS[IDX["jotun_warrior"]].cost - 1 and j in m.state.boards[1]
    m = table(hands={0: ["regression"]}, boards={1: ["yeti_spy"]})        # costs 1: it would cost zero
    play(m, 0, "regression", find(m, "yeti_spy", 1))
    resolve_stack(m)
    _next_turn(m, 1)
    assert board(m, 1) == [] and "yeti_spy" in void(m, 1)


def test_humble_instructor_pays_2_to_give_a_unit_with_two_battle_skills_plus_1_plus_1():
    """Humble Instructor: "Pay 2 and exhaust Humble Instructor to give one of your units with two or more
    battle skills +1/+1." (003 Battle Skills)."""
    m = table(boards={0: ["humble_instructor", "crownwatch_legionnaire", "fearless_yeti"]}, power=(2, 2))
    h, l, y = (find(m, c, 0) for c in ("humble_instructor", "crownwatch_legionnaire", "fearless_yeti"))
    assert m.check(Action("use", 0, h, y, 0)) is not None          # one battle skill
    m.apply(Action("use", 0, h, l, 0))
    resolve_stack(m)
    assert unit_stats(m, l) == (2, 4) and m.state.info[h].ex and m.state.power[0] == 0


def test_eilyn_s_intervention_three_modes():
    """Eilyn's Intervention: "- Deal 3 damage to an enemy unit with Flying, or; - Negate a 3-cost enemy
    spell, or; - Your Yeti get +3 Health this turn." (a Choice, 000 4.2)."""
    m = table(hands={0: ["eilyn_s_intervention"]}, boards={1: ["east_wind_herald", SOLDIER]})
    assert check_play(m, 0, "eilyn_s_intervention", find(m, SOLDIER, 1), "mode1") is not None
    play(m, 0, "eilyn_s_intervention", find(m, "east_wind_herald", 1), "mode1")
    resolve_stack(m)
    assert "east_wind_herald" in void(m, 1)
    m = table(turn=1, hands={1: ["torch", "ironclad_oath"], 0: ["eilyn_s_intervention"]}, boards={1: [SOLDIER]})
    play(m, 1, "torch", P0)                                   # costs 1: not a 3-cost spell
    assert check_play(m, 0, "eilyn_s_intervention", m.state.stack[-1]["card"], "mode2") is not None
    resolve_stack(m)
    m = table(turn=1, hands={1: ["rally"], 0: ["eilyn_s_intervention"]}, boards={1: [SOLDIER]})
    play(m, 1, "rally")                                       # a 3-cost spell
    play(m, 0, "eilyn_s_intervention", m.state.stack[-1]["card"], "mode2")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 1)) == (3, 2) and "rally" in void(m, 1)
    m = table(hands={0: ["eilyn_s_intervention"]}, boards={0: ["yeti_spy", SOLDIER]})
    play(m, 0, "eilyn_s_intervention", None, "mode3")
    resolve_stack(m)
    assert unit_stats(m, find(m, "yeti_spy", 0))[1] == CARDS[IDX["yeti_spy"]].health + 3
    assert unit_stats(m, find(m, SOLDIER, 0)) == (3, 2)


def test_entrapment_kills_an_attacking_enemy_unit_but_not_at_night():
    """Entrapment: "Kill an attacking enemy unit. / Entrapment can't be played at Night." (003 Night)."""
    m = table(turn=1, boards={1: [SOLDIER]}, hands={0: ["entrapment"]})
    u = find(m, SOLDIER, 1)
    attack(m, 1, u)
    play(m, 0, "entrapment", u)
    resolve_stack(m)
    assert "argenport_soldier" in void(m, 1)
    m = table(turn=1, boards={1: [SOLDIER]}, hands={0: ["entrapment"]})
    m.state.night_until = m.state.turn_no + 1
    u = find(m, SOLDIER, 1)
    attack(m, 1, u)
    assert check_play(m, 0, "entrapment", u) is not None


def test_emerald_spear_valkyrie_ally_plays_a_soldier_once():
    """Emerald Spear: "Valkyrie Ally: Play a 2/2 Soldier." (a relic weapon; 003 Ally: once, when played
    with a Valkyrie or when one comes later)."""
    m = table(hands={0: ["emerald_spear", "valkyrie_aspirant", "valkyrie_aspirant"]})
    play(m, 0, "emerald_spear")
    resolve_stack(m)
    assert "soldier" not in board(m, 0) and m.state.armor[0] == 3
    play(m, 0, "valkyrie_aspirant")
    resolve_stack(m)
    assert board(m, 0).count("soldier") == 1
    play(m, 0, "valkyrie_aspirant")
    resolve_stack(m)
    assert board(m, 0).count("soldier") == 1
    m = table(hands={0: ["emerald_spear"]}, boards={0: ["valkyrie_aspirant"]})
    play(m, 0, "emerald_spear")
    resolve_stack(m)
    assert board(m, 0) == ["valkyrie_aspirant", "soldier"]


def test_sunken_tower_copies_a_unit_giving_both_reckless_and_the_third_use_stuns_all_units():
    """Sunken Tower: "Once per turn, you may pay 5 to play a copy of one of your units without Reckless,
    then give them both Reckless. / After the third use, sacrifice Sunken Tower to stun all units."."""
    from simulator.games.eternal.stats import has
    m = table(relics={0: ["sunken_tower"]}, boards={0: [SOLDIER, "yeti_spy", "jotun_warrior"], 1: ["towertop_patrol"]},
              power=(20, 20))
    t = find(m, "sunken_tower", 0, "relics")
    s = find(m, SOLDIER, 0)
    m.apply(Action("use", 0, t, s, 0))
    resolve_stack(m)
    copies = [u for u in m.state.boards[0] if CARDS[m.state.kinds[u]].id == SOLDIER]
    assert len(copies) == 2 and all(has(m.state, CARDS, u, "reckless") for u in copies)
    assert m.check(Action("use", 0, t, find(m, "yeti_spy", 0), 0)) is not None   # once per turn
    assert m.check(Action("use", 0, t, s, 0)) is not None
    for n, unit in ((2, "yeti_spy"), (3, "jotun_warrior")):
        m.state.info[t].used = 0
        refresh(m)
        m.apply(Action("use", 0, t, find(m, unit, 0), 0))
        resolve_stack(m)
    assert "sunken_tower" in void(m, 0)
    assert all(m.state.info[u].stun for s_ in (0, 1) for u in m.state.boards[s_])


def test_meditation_trainer_gives_your_units_with_two_battle_skills_plus_1_plus_1():
    """Meditation Trainer: "Your units with two or more battle skills have +1/+1." (003 Battle Skills)."""
    m = table(boards={0: ["meditation_trainer", "crownwatch_legionnaire", "fearless_yeti"], 1: ["silverwing_familiar"]})
    assert unit_stats(m, find(m, "crownwatch_legionnaire", 0)) == (2, 4)      # Endurance, Lifesteal
    assert unit_stats(m, find(m, "fearless_yeti", 0)) == (3, 1)               # Overwhelm only
    assert unit_stats(m, find(m, "meditation_trainer", 0)) == (1, 5)
    assert unit_stats(m, find(m, "silverwing_familiar", 1)) == (1, 1)         # an enemy's: not yours


def test_ground_crew_gives_a_valkyrie_plus_3_plus_3_and_it_cannot_fly_this_turn():
    """Ground Crew: "Pay 1 and exhaust Ground Crew to give one of your Valkyrie +3/+3 this turn. It can't
    fly this turn."."""
    from simulator.games.eternal.stats import has
    m = table(boards={0: ["ground_crew", "valkyrie_aspirant", "soaring_guard"]}, power=(1, 1))
    g, v, other = find(m, "ground_crew", 0), find(m, "valkyrie_aspirant", 0), find(m, "soaring_guard", 0)
    m.apply(Action("use", 0, g, v, 0))
    resolve_stack(m)
    assert unit_stats(m, v) == (4, 4) and not has(m.state, CARDS, v, "flying") and has(m.state, CARDS, other, "flying")
    _next_turn(m, 1)
    assert unit_stats(m, v) == (1, 1) and has(m.state, CARDS, v, "flying")


def test_nocturnal_observer_exhausts_at_night_to_draw_then_discard():
    """Nocturnal Observer: "Summon: Nightfall. / You may exhaust Nocturnal Observer at Night to draw a
    card, then discard a card." (003 Night)."""
    m = table(boards={0: ["nocturnal_observer"]}, hands={0: ["torch"]}, decks={0: ["rebuke"]})
    o = find(m, "nocturnal_observer", 0)
    v = m.check(Action("use", 0, o, None, 0))
    assert v is not None and "Night" in v.reason                     # by day
    m = table(hands={0: ["nocturnal_observer", "torch"]}, decks={0: ["rebuke"]})
    play(m, 0, "nocturnal_observer")
    resolve_stack(m)
    o = find(m, "nocturnal_observer", 0)
    m.apply(Action("use", 0, o, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert [CARDS[m.state.kinds[c]].id for c in m.state.hands[0]] == ["rebuke"] and m.state.info[o].ex


def test_signal_flag_valkyrie_ally_gives_it_warcry_when_it_attacks():
    """Signal Flag: "Valkyrie Ally: Warcry." (a relic weapon; 003 Ally; 003 Warcry: the top unit or weapon
    of your deck gets +1/+1 when it attacks, 000 4.3)."""
    from simulator.games.eternal.stats import attack as strength
    m = table(hands={0: ["signal_flag"]}, boards={0: ["valkyrie_aspirant"], 1: [SOLDIER]}, decks={0: ["jotun_warrior"]})
    play(m, 0, "signal_flag")
    resolve_stack(m)
    w = m.state.weapon[0]
    assert m.state.armor[0] == 4
    m.apply(Action("attack", 0, w, find(m, SOLDIER, 1)))
    top = m.state.decks[0][-1]
    assert CARDS[m.state.kinds[top]].id == "jotun_warrior" and strength(m.state, CARDS, top) == 4
    m = table(hands={0: ["signal_flag"]}, boards={1: [SOLDIER]}, decks={0: ["jotun_warrior"]})
    play(m, 0, "signal_flag")                                        # no Valkyrie: no Warcry
    resolve_stack(m)
    m.apply(Action("attack", 0, m.state.weapon[0], find(m, SOLDIER, 1)))
    assert strength(m.state, CARDS, m.state.decks[0][-1]) == 3


def test_valkyrie_bodyguard_attacks_only_while_you_have_armor():
    """Valkyrie Bodyguard: "Flying / Valkyrie Bodyguard can't attack unless you have Armor." (000 4.31 Armor)."""
    m = table(boards={0: ["valkyrie_bodyguard"]})
    b = find(m, "valkyrie_bodyguard", 0)
    v = m.check(Action("attack", 0, b))
    assert v is not None and "Armor" in v.reason
    m = table(boards={0: ["valkyrie_bodyguard"]}, armor=(1, 0))
    b = find(m, "valkyrie_bodyguard", 0)
    attack(m, 0, b)
    for _ in range(10):
        if m.state.phase == "main2" and not m.state.stack:
            break
        pass_(m)
    assert m.state.health[1] == 25 - 3                                # unblocked: its 3 Strength


def test_valkyrie_justiciar_bans_a_named_card_of_the_enemy_hand_while_she_stays():
    """Valkyrie Justiciar: "Flying / Summon: Choose a card with cost 4 or more in the enemy hand. They
    can't play cards with that name while you have Valkyrie Justiciar."."""
    m = table(hands={0: ["valkyrie_justiciar", "deathstrike"], 1: ["jotun_warrior", "ironclad_oath", "torch"]})
    play(m, 0, "valkyrie_justiciar")
    resolve_stack(m)
    assert m.state.choice is not None and sorted(m.state.choice["options"]) == ["ironclad_oath", "jotun_warrior"]
    choose(m, 0, "jotun_warrior")
    resolve_stack(m)
    m.state.turn = 1
    refresh(m)
    v = check_play(m, 1, "jotun_warrior")
    assert v is not None and "Jotun Warrior" in v.reason
    m.state.turn = 0
    refresh(m)
    play(m, 0, "deathstrike", find(m, "valkyrie_justiciar", 0))
    resolve_stack(m)
    m.state.turn = 1
    refresh(m)
    assert check_play(m, 1, "jotun_warrior") is None


def test_caltrops_gives_minus_5_strength_and_bars_cards_of_the_cursed_unit_s_name():
    """Caltrops: "The cursed unit has -5 Strength. / The enemy player can't play cards with the name of the
    cursed unit." (a curse, 000 1.3)."""
    m = table(hands={0: ["caltrops"], 1: ["jotun_warrior"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "caltrops", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (3 - 5, 5)
    m.state.turn = 1
    refresh(m)
    v = check_play(m, 1, "jotun_warrior")
    assert v is not None and "Caltrops" in v.reason


def test_curse_of_taxation_gives_the_cursed_player_minus_1_maximum_power():
    """Curse of Taxation: "The cursed player has -1 Maximum Power." (a cursed relic attaches to the enemy
    player, 000 1.3)."""
    m = table(hands={0: ["curse_of_taxation"]}, power=(10, 10))
    play(m, 0, "curse_of_taxation")
    resolve_stack(m)
    assert m.state.max_power == [10, 9]
    assert "curse_of_taxation" in [CARDS[m.state.kinds[r]].id for r in m.state.relics[1]]


def test_winter_s_grasp_brings_nightfall_and_stuns_the_cursed_unit_at_night_only():
    """Winter's Grasp: "Summon: Nightfall. / The cursed unit is stunned at Night." (003 Night, 003 Stun)."""
    from simulator.games.eternal.acts import is_night
    from simulator.games.eternal.stats import stunned
    m = table(hands={0: ["winter_s_grasp"]}, boards={1: [SOLDIER]})
    u = find(m, SOLDIER, 1)
    play(m, 0, "winter_s_grasp", u)
    resolve_stack(m)
    assert is_night(m.state) and stunned(m.state, CARDS, u)
    _next_turn(m, 1)
    assert stunned(m.state, CARDS, u) and m.check(Action("attack", 1, u)) is not None
    m.state.night_until = 0                                          # day again
    refresh(m)
    assert not stunned(m.state, CARDS, u)


def test_rakano_sheriff_grows_per_other_unit_wielding_and_pays_4_to_arm_one():
    """Rakano Sheriff: "+2/+2 for each of your other units wielding a weapon. / Pay 4 to play a +1/+1 weapon
    on one of your other units." (the Sidearm token)."""
    m = table(boards={0: ["rakano_sheriff", SOLDIER, "yeti_spy"]}, power=(8, 8))
    r, s = find(m, "rakano_sheriff", 0), find(m, SOLDIER, 0)
    assert unit_stats(m, r) == (3, 3)
    assert m.check(Action("use", 0, r, r, 0)) is not None           # one of your other units
    m.apply(Action("use", 0, r, s, 0))
    resolve_stack(m)
    assert unit_stats(m, s) == (4, 3) and unit_stats(m, r) == (5, 5) and m.state.power[0] == 4
    m.apply(Action("use", 0, r, find(m, "yeti_spy", 0), 0))
    resolve_stack(m)
    assert unit_stats(m, r) == (7, 7)


def test_alu_death_dreamer_nightfall_and_a_3_3_unseen_with_a_battle_skill_per_curse():
    """Alu, Death-Dreamer: "Flying / Summon: Nightfall. / When you play a curse, play a 3/3 Unseen with a
    random battle skill." (003 Battle Skills)."""
    from simulator.games.eternal.acts import is_night
    from simulator.games.eternal.stats import keywords
    m = table(hands={0: ["alu_death_dreamer", "mark_of_shame"]}, boards={1: [SOLDIER]})
    play(m, 0, "alu_death_dreamer")
    resolve_stack(m)
    assert is_night(m.state)
    play(m, 0, "mark_of_shame", find(m, SOLDIER, 1))
    resolve_stack(m)
    u = find(m, "unseen", 0)
    assert unit_stats(m, u) == (3, 3) and bin(keywords(m.state, CARDS, u)).count("1") == 1
