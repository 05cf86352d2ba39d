"""Battle: 000 3.2-3.34 and 4.3-4.31; 003 "Combat Phase" and the battle skills.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action

from .helpers import (P0, P1, attack, block, board, check_play, choose, find, legal_kinds, pass_, play, table,
                      unit_stats, void)


def test_unblocked_attackers_hit_the_player():
    """000 3.34: an attacker that wasn't blocked deals its strength to the defending player."""
    m = table(boards={0: ["argenport_soldier", "oni_ronin"]})
    attack(m, 0, find(m, "argenport_soldier", 0), find(m, "oni_ronin", 0))
    assert m.state.health[1] == 20
    assert m.state.phase == "main2"
    assert all(m.state.info[u].ex for u in m.state.boards[0])   # 000 3.34: attackers exhaust


def test_all_attackers_are_chosen_at_once_and_attack_once_per_turn():
    """000 3.2: one Battle Phase per turn; 3.4: no attackers in the Final Main Phase."""
    m = table(boards={0: ["argenport_soldier", "oni_ronin"]})
    soldier, ronin = find(m, "argenport_soldier", 0), find(m, "oni_ronin", 0)
    attack(m, 0, soldier)
    v = m.check(Action("attack", 0, ronin))
    assert v is not None and "3.4" in v.rule


def test_a_blocker_and_its_attacker_trade_damage():
    """000 3.34: each blocking unit deals its strength to the unit it blocks."""
    m = table(turn=0, boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]})
    s, b = find(m, "argenport_soldier", 0), find(m, "bold_adventurer", 1)
    attack(m, 0, s)
    assert m.decision().seat == 1 and legal_kinds(m) == {"block"}
    block(m, 1, (b, s))
    assert board(m, 0) == [] and board(m, 1) == []     # 3 kills the 2/3, 2 kills the 3/2
    assert m.state.health[1] == 25


def test_surviving_attackers_and_blockers_are_exhausted():
    """000 3.34: each unit that attacked or blocked and survived becomes exhausted."""
    m = table(turn=0, boards={0: ["oni_ronin"], 1: ["copperhall_recruit"]})
    r, c = find(m, "oni_ronin", 0), find(m, "copperhall_recruit", 1)
    attack(m, 0, r)
    block(m, 1, (c, r))
    assert board(m, 0) == [] and m.state.info[c].ex


def test_flying_attackers_are_blocked_only_by_flying_units():
    """003 Flying."""
    m = table(boards={0: ["humbug"], 1: ["bold_adventurer", "east_wind_herald"]})
    bug = find(m, "humbug", 0)
    attack(m, 0, bug)
    blockers = {a.card for a in m.legal_actions() if a.kind == "block" and a.card is not None}
    assert blockers == {find(m, "east_wind_herald", 1)}
    v = m.check(Action("block", 1, find(m, "bold_adventurer", 1), bug))
    assert "Flying" in v.reason


def test_unblockable_attackers_cannot_be_blocked():
    """003 Unblockable."""
    m = table(boards={0: ["lethrai_nightblade"], 1: ["bold_adventurer"]})
    attack(m, 0, find(m, "lethrai_nightblade", 0))
    assert m.state.health[1] == 23   # nothing could block: blocks were skipped


def test_exhausted_units_cannot_block_and_a_unit_blocks_once():
    """000 3.32: only ready units block; 003: each blocks no more than one attacker."""
    m = table(boards={0: ["argenport_soldier", "oni_ronin"], 1: ["bold_adventurer", "scaly_gruan", "pyre_adept"]})
    s, r = find(m, "argenport_soldier", 0), find(m, "oni_ronin", 0)
    b, g = find(m, "bold_adventurer", 1), find(m, "scaly_gruan", 1)
    m.state.info[g].ex = True
    attack(m, 0, s, r)
    m.apply(Action("block", 1, b, s))
    v = m.check(Action("block", 1, b, r))
    assert v is not None and "only one" in v.reason
    v = m.check(Action("block", 1, g, r))
    assert v is not None and "ready" in v.reason


def test_multiple_blockers_and_the_attackers_damage_order():
    """000 3.34: an attacker that cannot kill all its blockers has its player choose the
    order; it kills one before moving on."""
    m = table(boards={0: ["centaur_outrider"], 1: ["copperhall_recruit", "argenport_soldier"]})
    c = find(m, "centaur_outrider", 0)           # 5/2
    r, s = find(m, "copperhall_recruit", 1), find(m, "argenport_soldier", 1)   # 2/5 and 3/2
    attack(m, 0, c)
    block(m, 1, (r, c), (s, c))
    assert m.decision().seat == 0 and legal_kinds(m) == {"order"}
    choose(m, 0, s)                              # kill the Soldier first (2), 3 left for the Recruit
    assert board(m, 1) == ["copperhall_recruit"] and unit_stats(m, r) == (2, 2)
    assert board(m, 0) == []                     # 2 + 3 damage back


def test_no_damage_order_when_the_attacker_kills_every_blocker():
    m = table(boards={0: ["steelbound_dragon"], 1: ["humbug", "east_wind_herald"]})
    d = find(m, "steelbound_dragon", 0)          # 7/7 Flying Overwhelm
    attack(m, 0, d)
    block(m, 1, (find(m, "humbug", 1), d), (find(m, "east_wind_herald", 1), d))
    assert board(m, 1) == []
    assert m.state.health[1] == 22               # 7 - 1 - 3 overwhelm


def test_quickdraw_kills_before_the_blocker_strikes_back():
    """003 Quickdraw: a unit killed by an attacker with Quickdraw deals no damage back."""
    m = table(boards={0: ["oni_striker"], 1: ["argenport_soldier"]})
    o, s = find(m, "oni_striker", 0), find(m, "argenport_soldier", 1)   # 3/2 Quickdraw vs 3/2
    attack(m, 0, o)
    block(m, 1, (s, o))
    assert board(m, 0) == ["oni_striker"] and board(m, 1) == []


def test_deadly_kills_and_needs_only_one_damage_per_blocker():
    """003 Deadly."""
    m = table(boards={0: ["ashara_the_deadshot"], 1: ["copperhall_recruit", "jotun_warrior", "scaly_gruan"]})
    a = find(m, "ashara_the_deadshot", 0)        # 6/3 Deadly Quickdraw
    attack(m, 0, a)
    block(m, 1, *[(u, a) for u in m.state.boards[1]])
    assert board(m, 1) == [] and board(m, 0) == ["ashara_the_deadshot"]


def test_a_deadly_blocker_kills_the_attacker():
    m = table(boards={0: ["towering_terrazon"], 1: ["direfang_spider"]})
    t = find(m, "towering_terrazon", 0)
    attack(m, 0, t)
    block(m, 1, (find(m, "direfang_spider", 1), t))
    assert board(m, 0) == [] and board(m, 1) == []


def test_overwhelm_carries_extra_damage_to_the_player():
    """003 Overwhelm."""
    m = table(boards={0: ["dusthoof_brawler"], 1: ["pyre_adept"]})
    d = find(m, "dusthoof_brawler", 0)           # 5/3
    attack(m, 0, d)
    block(m, 1, (find(m, "pyre_adept", 1), d))   # 3/1
    assert m.state.health[1] == 21 and board(m, 1) == []


def test_a_blocked_attacker_whose_blockers_are_gone_deals_no_damage_without_overwhelm():
    """003 Combat: blocked attackers without Overwhelm and without blockers deal no damage."""
    m = table(boards={0: ["towering_terrazon"], 1: ["pyre_adept"]}, hands={1: ["deathstrike"]})
    t, p = find(m, "towering_terrazon", 0), find(m, "pyre_adept", 1)
    attack(m, 0, t)
    block(m, 1, (p, t))
    # the attacker has nothing to play; the defender blocked, so may act before the fight
    assert m.state.phase == "prefight" and m.decision().seat == 1
    play(m, 1, "deathstrike", p)
    assert m.state.phase == "main2"
    assert m.state.health[1] == 25


def test_double_damage_and_lifesteal():
    """003 Double Damage, Lifesteal."""
    m = table(boards={0: ["renegade_valkyrie", "cabal_cutthroat"]}, health=(10, 25))
    attack(m, 0, find(m, "renegade_valkyrie", 0), find(m, "cabal_cutthroat", 0))
    assert m.state.health[1] == 25 - 2 - 2
    assert m.state.health[0] == 12


def test_lifesteal_can_save_a_player_in_the_same_fight():
    """003 Combat: damage is simultaneous; life may drop to 0 and rise back without losing."""
    m = table(turn=1, boards={1: ["argenport_soldier", "pyre_adept"], 0: ["cabal_cutthroat"]}, health=(3, 25))
    s, p, c = find(m, "argenport_soldier", 1), find(m, "pyre_adept", 1), find(m, "cabal_cutthroat", 0)
    attack(m, 1, s, p)
    block(m, 0, (c, p))
    assert not m.is_over and m.state.health[0] == 2


def test_the_defender_may_play_fast_spells_and_ambush_units_before_blocking():
    """000 3.32, 4.1: Ambush units enter as surprise blockers."""
    m = table(boards={0: ["argenport_soldier"]}, hands={1: ["dune_phantom"]})
    s = find(m, "argenport_soldier", 0)
    attack(m, 0, s)
    assert m.decision().seat == 1
    play(m, 1, "dune_phantom")
    ph = find(m, "dune_phantom", 1)
    block(m, 1, (ph, s))
    assert m.state.health[1] == 25 and board(m, 1) == ["dune_phantom"]


def test_ambush_units_are_not_played_on_your_own_turn():
    m = table(hands={0: ["dune_phantom"]}, power=(10, 10))
    assert check_play(m, 0, "dune_phantom") is None           # as a unit in the main phase
    pass_(m, 0)
    m2 = table(turn=1, hands={0: ["dune_phantom"]})
    v = m2.check(Action("play", 0, find(m2, "dune_phantom", 0, "hands")))
    assert v is not None


def test_prefight_the_defender_only_answers_if_blocking_or_after_the_attacker():
    """000 3.33: with no blockers the defending player only gets to play fast spells if the
    attacking player plays one first."""
    m = table(boards={0: ["argenport_soldier"]}, hands={0: ["finest_hour"], 1: ["finest_hour"]})
    s = find(m, "argenport_soldier", 0)
    attack(m, 0, s)
    m.apply(Action("block", 1, choice="done"))
    assert m.state.phase == "prefight" and m.decision().seat == 0
    pass_(m, 0)
    assert m.state.phase == "main2" and m.state.health[1] == 22
    m = table(boards={0: ["argenport_soldier"], 1: ["bold_adventurer"]},
              hands={0: ["finest_hour"], 1: ["finest_hour"]})
    s, b = find(m, "argenport_soldier", 0), find(m, "bold_adventurer", 1)
    attack(m, 0, s)
    block(m, 1, (b, s))
    pass_(m, 0)
    assert m.decision().seat == 1 and m.state.phase == "prefight"
    play(m, 1, "finest_hour", b)
    assert m.decision().seat == 0               # the attacker answers the defender's trick
    play(m, 0, "finest_hour", s)
    assert m.state.phase == "main2"               # nothing left to play: the fight happened
    assert board(m, 0) == [] and board(m, 1) == []   # 6/5 against 5/6


def test_berserk_attacks_a_second_time():
    """000 3.31 / 3.34: a Berserk attacker that survives readies and attacks again."""
    m = table(boards={0: ["enraged_araktodon"]})
    e = find(m, "enraged_araktodon", 0)
    attack(m, 0, e)
    assert m.state.choice is not None
    choose(m, 0, e)
    assert m.state.health[1] == 13            # two attacks of 6
    assert m.state.info[e].ex and m.state.phase == "main2"


def test_declining_berserk_attacks_once():
    m = table(boards={0: ["enraged_araktodon"]})
    e = find(m, "enraged_araktodon", 0)
    attack(m, 0, e)
    choose(m, 0, "done")
    assert m.state.health[1] == 19


def test_attacking_a_site_sends_every_attacker_at_it():
    """000 3.31: the attacking player may have all attackers attack the site instead."""
    m = table(boards={0: ["argenport_soldier", "oni_ronin"], 1: ["inferno_den"]})
    attack(m, 0, *[u for u in m.state.boards[0]], site=True)
    assert board(m, 1) == [] and m.state.health[1] == 25 and void(m, 1) == ["inferno_den"]


def test_site_durability_does_not_restore():
    """000 1.5: a site's durability doesn't restore at the end of turns."""
    m = table(boards={0: ["oni_ronin"], 1: ["inferno_den"]})
    den = find(m, "inferno_den", 1)
    attack(m, 0, find(m, "oni_ronin", 0), site=True)
    pass_(m, 0)
    assert m.state.info[den].dmg == 2


def test_reckless_units_must_attack():
    """003 Reckless: ending the First Main Phase sends Reckless units into battle."""
    m = table(boards={0: ["skysnapper", "argenport_soldier"]})
    pass_(m, 0)
    assert m.state.health[1] == 22 and m.state.info[find(m, "argenport_soldier", 0)].ex is False


def test_reckless_units_join_any_attack():
    m = table(boards={0: ["skysnapper", "argenport_soldier"]})
    attack(m, 0, find(m, "argenport_soldier", 0))
    assert m.state.health[1] == 19


def test_warcry_makes_the_top_unit_or_weapon_of_the_deck_stronger():
    """003 Warcry: whenever it attacks, the top weapon or unit of the deck gets +X/+X."""
    m = table(boards={0: ["rakano_flagbearer"]}, decks={0: ["torch", "argenport_soldier"]})
    attack(m, 0, find(m, "rakano_flagbearer", 0))
    soldier = m.state.decks[0][-2]
    assert m.state.info[soldier].atk == 2 and m.state.info[soldier].hp == 2


def test_infiltrate_fires_the_first_time_a_unit_damages_the_enemy_player():
    """003 Infiltrate."""
    m = table(boards={0: ["lethrai_ranger"]})
    r = find(m, "lethrai_ranger", 0)
    attack(m, 0, r)
    assert unit_stats(m, r) == (4, 4)
    assert m.state.health[1] == 23


def test_killer_attacks_an_enemy_unit_directly_once():
    """000 4.3 / 003 Killer: a ready Killer unit attacks an enemy unit in a main phase; it
    exhausts and its Killer is spent."""
    m = table(boards={0: ["predatory_carnosaur"], 1: ["argenport_soldier"]})
    k, s = find(m, "predatory_carnosaur", 0), find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, k, s))
    assert board(m, 1) == [] and unit_stats(m, k) == (5, 3)
    assert m.state.info[k].ex
    m.state.info[k].ex = False
    m._legal_cache = None
    assert not [a for a in m.legal_actions() if a.kind == "attack" and a.target is not None]


def test_an_ambush_unit_takes_a_direct_attack():
    """000 4.3: an Ambush unit played against a direct attack becomes its target."""
    m = table(boards={0: ["predatory_carnosaur"], 1: ["argenport_soldier"]}, hands={1: ["dune_phantom"]})
    k, s = find(m, "predatory_carnosaur", 0), find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, k, s))
    assert m.decision().seat == 1
    play(m, 1, "dune_phantom")
    assert board(m, 1) == ["argenport_soldier", "dune_phantom"]
    assert unit_stats(m, find(m, "dune_phantom", 1)) == (0, 1)


def test_relic_weapon_attack_armor_and_once_per_turn():
    """000 4.3, 4.31: the player attacks with a relic weapon once a turn; the unit hits
    back at the player's armor; with no armor left the weapon is killed."""
    m = table(relics={0: ["magma_javelin"]}, boards={1: ["argenport_soldier"]})   # 4/1
    assert m.state.armor[0] == 1
    w, s = m.state.weapon[0], find(m, "argenport_soldier", 1)
    m.apply(Action("attack", 0, w, s))
    assert board(m, 1) == []
    assert m.state.armor[0] == 0 and m.state.health[0] == 23
    assert m.state.weapon[0] == -1 and void(m, 0) == ["magma_javelin"]


def test_a_relic_weapon_attacks_the_enemy_player_only_when_they_have_no_units():
    m = table(relics={0: ["mithril_mace"]})
    w = m.state.weapon[0]
    m.apply(Action("attack", 0, w, P1))
    assert m.state.health[1] == 22
    assert not [a for a in m.legal_actions() if a.kind == "attack" and a.card == w]
    m2 = table(relics={0: ["mithril_mace"]}, boards={1: ["argenport_soldier"]})
    v = m2.check(Action("attack", 0, m2.state.weapon[0], P1))
    assert v is not None and "4.3" in v.rule


def test_armor_adds_to_the_weapon_and_a_new_weapon_replaces_the_old():
    """000 4.31: 3 armor plus a 2-armor weapon is 5; a new relic weapon kills the old one
    and all its armor first."""
    m = table(hands={0: ["sword_of_icaria", "mithril_mace", "reinforce"]}, armor=(3, 0))
    play(m, 0, "sword_of_icaria")
    assert m.state.armor[0] == 5
    play(m, 0, "mithril_mace")
    assert m.state.armor[0] == 4 and void(m, 0) == ["sword_of_icaria"]


def test_damage_to_a_player_comes_off_armor_first():
    m = table(hands={0: ["torch"]}, armor=(0, 2))
    play(m, 0, "torch", P1)
    assert m.state.armor[1] == 0 and m.state.health[1] == 24
    assert P0 == -1
