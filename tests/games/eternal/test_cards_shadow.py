"""Set 1 Shadow cards, one test per card, each played through Match.apply and checked against
its printed text. Part one: the Shadow cards #111 to #289 (part two: test_cards_shadow_b.py).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import attack as strength
from simulator.games.eternal.stats import cost, has, health, keywords

from .helpers import (
    CARDS,
    P1,
    attack,
    block,
    board,
    check_play,
    choose,
    find,
    hand,
    kind_id,
    names,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _until(m, seat: int, phase: str = "main1", limit: int = 60) -> None:
    """Pass until `seat` decides in `phase` with an empty stack."""
    for _ in range(limit):
        st = m.state
        if st.turn == seat and st.phase == phase and not st.stack and st.choice is None:
            return
        pass_(m)
    raise AssertionError(f"never reached {phase} of player {seat + 1}")


def _unblocked_attack(m, seat: int, *units: int) -> None:
    """Attack the enemy player; the defender (no blockers chosen) lets it through."""
    attack(m, seat, *units)
    for _ in range(20):
        st = m.state
        if st.phase in ("main2", "over") and not st.stack and st.choice is None:
            return
        if st.phase == "block" and m.decision().seat != seat and st.choice is None:
            m.apply(Action("block", 1 - seat, choice="done"))
            continue
        if st.choice is not None:
            return
        pass_(m)


def test_merciless_stranger_makes_strangers_deadly():
    """Merciless Stranger: "Strangers are Deadly." An ongoing ability (000 1.4): every Stranger
    on the playmat has Deadly, itself too; other units do not (003 Deadly)."""
    m = table(hands={0: ["merciless_stranger"]}, boards={0: ["grim_stranger", "argenport_soldier"],
                                                         1: ["hair_trigger_stranger"]})
    grim, soldier = find(m, "grim_stranger", 0), find(m, "argenport_soldier", 0)
    assert not has(m.state, CARDS, grim, "deadly")
    play(m, 0, "merciless_stranger")
    me = find(m, "merciless_stranger", 0)
    assert has(m.state, CARDS, me, "deadly") and has(m.state, CARDS, grim, "deadly")
    assert has(m.state, CARDS, find(m, "hair_trigger_stranger", 1), "deadly")
    assert not has(m.state, CARDS, soldier, "deadly")


def test_scheme_draws_one_of_the_top_four_and_bottoms_the_rest():
    """Scheme: "Draw one of the top four cards of your deck. Put the rest on the bottom."
    (000 1.2: the deck is hidden: the choice names cards only to its player)"""
    m = table(hands={0: ["scheme"]}, decks={0: ["torch", "oni_ronin", "argenport_soldier", "heavy_axe", "harsh_rule"]})
    play(m, 0, "scheme")
    resolve_stack(m)
    assert m.state.choice is not None and set(m.state.choice["options"]) == {"torch", "oni_ronin",
                                                                             "argenport_soldier", "heavy_axe"}
    choose(m, 0, "argenport_soldier")
    assert hand(m, 0) == ["argenport_soldier"]
    deck = names(m.state.decks[0], m)
    assert deck[-1] == "harsh_rule"
    assert deck[:3] == ["heavy_axe", "oni_ronin", "torch"]   # the rest, at the bottom in their order


def test_dark_return_draws_a_unit_from_the_void_with_plus_one_plus_one():
    """Dark Return: "Draw a unit from your void. It gets +1/+1." (voids are public, 000 1.2)"""
    m = table(hands={0: ["dark_return"]}, voids={0: ["argenport_soldier", "torch"]})
    play(m, 0, "dark_return")
    resolve_stack(m)
    s = find(m, "argenport_soldier", 0, "hands")
    assert void(m, 0) == ["torch", "dark_return"]
    assert (strength(m.state, CARDS, s), health(m.state, CARDS, s)) == (4, 3)


def test_sabotage_discards_an_enemy_spell_or_attachment_of_your_choice():
    """Sabotage: "The enemy player discards a spell or attachment of your choice from their hand."
    (000 1.2: a hand is hidden: the cards that can be chosen are shown; 003 Discard)"""
    m = table(hands={0: ["sabotage"], 1: ["harsh_rule", "heavy_axe", "argenport_soldier"]})
    play(m, 0, "sabotage")
    resolve_stack(m)
    axe, soldier = find(m, "heavy_axe", 1, "hands"), find(m, "argenport_soldier", 1, "hands")
    assert soldier not in m.state.choice["options"] and axe in m.state.choice["options"]
    choose(m, 0, axe)
    assert void(m, 1) == ["heavy_axe"] and sorted(hand(m, 1)) == ["argenport_soldier", "harsh_rule"]


def test_pilfer_draws_the_top_card_of_the_enemy_deck():
    """Pilfer: "Draw the top card of the enemy deck."
    (000 1.2 Game Zones; 003 Void: a card goes to its controller's void)"""
    m = table(hands={0: ["pilfer"]}, decks={1: ["oni_ronin"]})
    before = len(m.state.decks[1])
    play(m, 0, "pilfer")
    resolve_stack(m)
    ronin = find(m, "oni_ronin", 0, "hands")
    assert m.state.owners[ronin] == 0 and len(m.state.decks[1]) == before - 1


def test_slumbering_stone_entomb_creates_and_draws_a_flying_gargoyle():
    """Slumbering Stone: "Entomb: Create and draw a 2/2 Gargoyle with Flying." (003 Entomb)"""
    m = table(hands={0: ["slumbering_stone", "deathstrike"]})
    play(m, 0, "slumbering_stone")
    play(m, 0, "deathstrike", find(m, "slumbering_stone", 0))
    resolve_stack(m)
    g = find(m, "vengeful_gargoyle", 0, "hands")
    assert CARDS[m.state.kinds[g]].token and CARDS[m.state.kinds[g]].has("flying")
    assert (strength(m.state, CARDS, g), health(m.state, CARDS, g)) == (2, 2)


def test_ghostform_gives_lifesteal_and_unblockable_this_turn():
    """Ghostform: "Give a unit Lifesteal and Unblockable this turn." (003 Lifesteal, Unblockable)"""
    m = table(hands={0: ["ghostform"]}, boards={0: ["argenport_soldier"], 1: ["copperhall_recruit"]}, health=(20, 25))
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "ghostform", s)
    resolve_stack(m)
    assert has(m.state, CARDS, s, "lifesteal") and has(m.state, CARDS, s, "unblockable")
    attack(m, 0, s)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.choice != "done"]
    _until(m, 0, "main2")
    assert m.state.health == [23, 22]
    _until(m, 1)
    assert not has(m.state, CARDS, s, "lifesteal") and not has(m.state, CARDS, s, "unblockable")


def test_rapid_shot_gives_plus_four_strength_and_quickdraw_this_turn():
    """Rapid Shot: "Give a unit +4 Strength and Quickdraw this turn." A fast spell (000 4.1)."""
    m = table(hands={0: ["rapid_shot"]}, boards={0: ["argenport_soldier"], 1: ["sand_warrior"]})
    s, w = find(m, "argenport_soldier", 0), find(m, "sand_warrior", 1)
    play(m, 0, "rapid_shot", s)
    resolve_stack(m)
    assert strength(m.state, CARDS, s) == 7 and has(m.state, CARDS, s, "quickdraw")
    attack(m, 0, s)
    block(m, 1, (w, s))
    _until(m, 0, "main2")
    assert w not in m.state.boards[1] and unit_stats(m, s) == (7, 2)   # 003 Quickdraw: no damage back
    _until(m, 1)
    assert strength(m.state, CARDS, s) == 3 and not has(m.state, CARDS, s, "quickdraw")


def test_blood_beetle_infiltrate_gets_strength_and_flying():
    """Blood Beetle: "Infiltrate: +1 Strength and Flying." (003 Infiltrate: the first time it
    damages the enemy player)"""
    m = table(boards={0: ["blood_beetle"]})
    b = find(m, "blood_beetle", 0)
    assert not has(m.state, CARDS, b, "flying")
    _unblocked_attack(m, 0, b)
    assert m.state.health[1] == 24
    assert strength(m.state, CARDS, b) == 2 and has(m.state, CARDS, b, "flying")


def test_devour_sacrifices_a_unit_to_draw_two_and_gain_two():
    """Devour: "Sacrifice a unit to draw two cards and gain 2 Health." The sacrifice is paid
    when it is played (003 The Stack: Payment)."""
    m = table(hands={0: ["devour"]}, boards={0: ["argenport_soldier"]}, decks={0: ["torch", "oni_ronin"]})
    assert check_play(m, 0, "devour") is None
    play(m, 0, "devour")
    resolve_stack(m)
    assert "argenport_soldier" in void(m, 0) and board(m, 0) == []
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch"] and m.state.health[0] == 27
    m2 = table(hands={0: ["devour"]})
    assert check_play(m2, 0, "devour") is not None   # no unit to sacrifice


def test_sporefolk_summon_discards_the_top_five_cards_of_your_deck():
    """Sporefolk: "Summon: Discard the top five cards of your deck." (003 Discard: deck to void)"""
    top = ["torch", "oni_ronin", "argenport_soldier", "heavy_axe", "harsh_rule", "sand_warrior"]
    m = table(hands={0: ["sporefolk"]}, decks={0: top})
    n = len(m.state.decks[0])
    play(m, 0, "sporefolk")
    assert sorted(void(m, 0)) == sorted(top[:5]) and len(m.state.decks[0]) == n - 5
    assert kind_id(m, m.state.decks[0][-1]) == "sand_warrior"


def test_scavenging_vulture_gets_strength_while_a_unit_is_in_your_void():
    """Scavenging Vulture: "Flying; +1 Strength while you have a unit in your void."
    (000 1.4 ongoing abilities; 003 Flying)"""
    m = table(hands={0: ["scavenging_vulture", "deathstrike"]}, boards={0: ["argenport_soldier"]}, voids={0: ["torch"]})
    play(m, 0, "scavenging_vulture")
    v = find(m, "scavenging_vulture", 0)
    assert strength(m.state, CARDS, v) == 1 and has(m.state, CARDS, v, "flying")
    play(m, 0, "deathstrike", find(m, "argenport_soldier", 0))
    resolve_stack(m)
    assert strength(m.state, CARDS, v) == 2


def test_blackguard_sidearm_gives_its_wielder_quickdraw():
    """Blackguard Sidearm: "Quickdraw" (a weapon's skill is its wielder's, 000 1.4); +2/+1."""
    m = table(hands={0: ["blackguard_sidearm"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "blackguard_sidearm", s)
    assert has(m.state, CARDS, s, "quickdraw") and unit_stats(m, s) == (5, 3)


def test_madness_steals_and_readies_an_enemy_unit_this_turn():
    """Madness: "Steal and ready an enemy unit this turn." It fights for you this turn and goes
    back in the Cleanup Step (000 3.54: "this turn" effects end)."""
    m = table(hands={0: ["madness"]}, boards={1: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 1)
    m.state.info[s].ex = True
    play(m, 0, "madness", s)
    resolve_stack(m)
    assert s in m.state.boards[0] and not m.state.info[s].ex
    _unblocked_attack(m, 0, s)
    assert m.state.health[1] == 22
    _until(m, 1)
    assert s in m.state.boards[1] and s not in m.state.boards[0] and m.state.owners[s] == 1


def test_argenport_instigator_damages_the_owner_of_a_unit_that_dies():
    """Argenport Instigator: "When a unit dies, deal 1 damage to its owner."
    (000 1.4 triggered abilities; 000 1.5 Killing)"""
    m = table(hands={0: ["deathstrike", "deathstrike"]}, boards={0: ["argenport_instigator", "oni_ronin"],
                                                                 1: ["argenport_soldier"]})
    play(m, 0, "deathstrike", find(m, "argenport_soldier", 1))
    resolve_stack(m)
    assert m.state.health == [25, 24]
    play(m, 0, "deathstrike", find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert m.state.health == [24, 24]


def test_direwood_beastcaller_infiltrate_plays_two_beasts():
    """Direwood Beastcaller: "Infiltrate: Play two 5/5 Beasts."
    (003 Infiltrate; 000 6.3 created units are played for free)"""
    m = table(boards={0: ["direwood_beastcaller"]})
    _unblocked_attack(m, 0, find(m, "direwood_beastcaller", 0))
    beasts = [u for u in m.state.boards[0] if kind_id(m, u) == "direwood_beast"]
    assert len(beasts) == 2 and all(unit_stats(m, u) == (5, 5) for u in beasts)


def test_torrent_of_spiders_plays_a_spider_plus_one_per_three_void_units():
    """Torrent of Spiders: "Play a 1/1 Spider with Deadly. Play an additional Spider for every
    three units you have in your void." Seven units: 1 + 2 Spiders. (000 6.3 Playing Free Cards; 003 Deadly)"""
    m = table(hands={0: ["torrent_of_spiders"]}, voids={0: ["oni_ronin"] * 7 + ["torch"]})
    play(m, 0, "torrent_of_spiders")
    resolve_stack(m)
    spiders = [u for u in m.state.boards[0] if kind_id(m, u) == "direfang_spider"]
    assert len(spiders) == 3 and all(has(m.state, CARDS, u, "deadly") and unit_stats(m, u) == (1, 1) for u in spiders)


def test_ravenous_thornbeast_may_sacrifice_another_unit_for_plus_two():
    """Ravenous Thornbeast: "Summon: You may sacrifice another unit to give Ravenous Thornbeast +2/+2."
    (003 Summon; 000 1.5: a sacrificed unit goes to the void)"""
    m = table(hands={0: ["ravenous_thornbeast", "ravenous_thornbeast"]}, boards={0: ["oni_ronin"]})
    play(m, 0, "ravenous_thornbeast")
    resolve_stack(m)
    choose(m, 0, find(m, "oni_ronin", 0))
    t = find(m, "ravenous_thornbeast", 0)
    assert unit_stats(m, t) == (5, 5) and void(m, 0) == ["oni_ronin"]
    play(m, 0, "ravenous_thornbeast")
    resolve_stack(m)
    assert m.state.choice is not None and find(m, "ravenous_thornbeast", 0) in m.state.choice["options"]
    choose(m, 0, "done")   # "you may": declining keeps both
    assert unit_stats(m, find(m, "ravenous_thornbeast", 0, nth=1)) == (3, 3) and len(m.state.boards[0]) == 2


def test_shadowlands_guide_plays_a_cheap_unit_from_your_void():
    """Shadowlands Guide: "Summon: Play a unit with cost 1 or less from your void."
    (003 Summon; 000 1.3: a card played by an effect is free)"""
    m = table(hands={0: ["shadowlands_guide"]}, voids={0: ["direfang_spider", "argenport_soldier"]})
    play(m, 0, "shadowlands_guide")
    resolve_stack(m)
    assert sorted(board(m, 0)) == ["direfang_spider", "shadowlands_guide"] and void(m, 0) == ["argenport_soldier"]


def test_beastcaller_s_amulet_infiltrate_plays_a_beast():
    """Beastcaller's Amulet: "Infiltrate: Play a 5/5 Beast." The weapon's Infiltrate fires when
    its wielder first damages the enemy player (003 Infiltrate)."""
    m = table(hands={0: ["beastcaller_s_amulet"]}, boards={0: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 0)
    play(m, 0, "beastcaller_s_amulet", s)
    assert unit_stats(m, s) == (4, 2)
    _unblocked_attack(m, 0, s)
    assert board(m, 0).count("direwood_beast") == 1 and m.state.health[1] == 21


def test_cabal_recruiter_infiltrate_plays_the_top_unit_of_the_enemy_deck():
    """Cabal Recruiter: "Infiltrate: Play the top unit of the enemy deck." (played by an effect: free, 000 1.3)"""
    m = table(boards={0: ["cabal_recruiter"]}, decks={1: ["torch", "argenport_soldier", "oni_ronin"]})
    _unblocked_attack(m, 0, find(m, "cabal_recruiter", 0))
    s = find(m, "argenport_soldier", 0)
    assert m.state.owners[s] == 0 and names(m.state.decks[1][-2:], m) == ["oni_ronin", "torch"]


def test_steward_of_the_past_silences_the_units_in_the_enemy_void():
    """Steward of the Past: "Deadly; Summon: Silence all units in the enemy void." (003 Silence:
    for the rest of the game, so the unit is played back without its text)"""
    m = table(hands={0: ["steward_of_the_past"]}, voids={0: ["umbren_reaper"], 1: ["umbren_reaper", "torch"]})
    play(m, 0, "steward_of_the_past")
    theirs, mine = find(m, "umbren_reaper", 1, "voids"), find(m, "umbren_reaper", 0, "voids")
    assert m.state.info[theirs].silenced and not (mine in m.state.info and m.state.info[mine].silenced)
    assert has(m.state, CARDS, find(m, "steward_of_the_past", 0), "deadly")
    assert not keywords(m.state, CARDS, theirs) & CARDS[m.state.kinds[theirs]].kw


def test_subvert_draws_a_random_card_from_the_enemy_hand():
    """Subvert: "Draw a random card from the enemy hand." (000 1.2 Game Zones; 003 Void)"""
    m = table(hands={0: ["subvert"], 1: ["harsh_rule"]})
    play(m, 0, "subvert")
    resolve_stack(m)
    c = find(m, "harsh_rule", 0, "hands")
    assert m.state.hands[1] == [] and m.state.owners[c] == 0 and c in m.state.revealed


def test_soul_collector_grows_on_deaths_and_entomb_gains_its_health():
    """Soul Collector: "When another unit dies, Soul Collector gets +1/+1. Entomb: You gain
    Health equal to Soul Collector's Health." (000 1.4 triggered abilities; 003 Entomb)"""
    m = table(hands={0: ["deathstrike", "deathstrike"]}, boards={0: ["soul_collector"], 1: ["argenport_soldier"]})
    sc = find(m, "soul_collector", 0)
    play(m, 0, "deathstrike", find(m, "argenport_soldier", 1))
    resolve_stack(m)
    assert unit_stats(m, sc) == (2, 2)
    play(m, 0, "deathstrike", sc)
    resolve_stack(m)
    assert m.state.health[0] == 27


def test_grasping_at_shadows_plays_a_unit_from_your_void():
    """Grasping at Shadows: "Play a unit from your void."
    (000 1.3: played by an effect, it is free; 000 1.2: voids are public)"""
    m = table(hands={0: ["grasping_at_shadows"]}, voids={0: ["towering_terrazon", "oni_ronin"]})
    play(m, 0, "grasping_at_shadows")
    resolve_stack(m)
    choose(m, 0, find(m, "towering_terrazon", 0, "voids"))
    assert board(m, 0) == ["towering_terrazon"] and "oni_ronin" in void(m, 0)


def test_lurking_sanguar_is_free_after_two_units_hit_the_enemy_player():
    """Lurking Sanguar: "Lifesteal; Free if two units dealt damage to the enemy player this turn."
    (000 1.3 Power; 003 Lifesteal)"""
    m = table(hands={0: ["lurking_sanguar"]}, boards={0: ["argenport_soldier", "oni_ronin"]}, power=(0, 0))
    san = find(m, "lurking_sanguar", 0, "hands")
    assert cost(m.state, CARDS, san) == 5 and check_play(m, 0, "lurking_sanguar") is not None
    _unblocked_attack(m, 0, find(m, "argenport_soldier", 0), find(m, "oni_ronin", 0))
    assert cost(m.state, CARDS, san) == 0
    play(m, 0, "lurking_sanguar")
    assert has(m.state, CARDS, san, "lifesteal") and san in m.state.boards[0]


def test_oblivion_spike_has_strength_for_each_unit_in_your_void():
    """Oblivion Spike: "+1 Strength for each unit in your void." A relic weapon (000 4.31: 5 armor)."""
    m = table(hands={0: ["oblivion_spike", "deathstrike"]}, boards={0: ["oni_ronin"]},
              voids={0: ["argenport_soldier", "sand_warrior", "torch"]})
    play(m, 0, "oblivion_spike")
    w = m.state.weapon[0]
    assert strength(m.state, CARDS, w) == 2 and m.state.armor[0] == 5
    play(m, 0, "deathstrike", find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert strength(m.state, CARDS, w) == 3


def test_argenport_ringmaster_infiltrate_plays_five_random_enemy_void_units():
    """Argenport Ringmaster: "Infiltrate: Play five random units from the enemy void."
    (003 Infiltrate; 000 1.3: played by an effect: free)"""
    m = table(boards={0: ["argenport_ringmaster"]}, voids={1: ["oni_ronin"] * 3 + ["argenport_soldier"] * 3 + ["torch"]})
    _unblocked_attack(m, 0, find(m, "argenport_ringmaster", 0))
    taken = [u for u in m.state.boards[0] if kind_id(m, u) != "argenport_ringmaster"]
    assert len(taken) == 5 and all(m.state.owners[u] == 0 for u in taken)
    assert sorted(void(m, 1)) in (["argenport_soldier", "torch"], ["oni_ronin", "torch"])


def test_spirit_drain_deals_four_damage_to_a_unit_with_lifesteal():
    """Spirit Drain: "Lifesteal; Deal 4 damage to a unit." (003 Lifesteal: its player gains that much)"""
    m = table(hands={0: ["spirit_drain"]}, boards={1: ["copperhall_recruit"]}, health=(20, 25))
    r = find(m, "copperhall_recruit", 1)
    assert check_play(m, 0, "spirit_drain", P1) is not None
    play(m, 0, "spirit_drain", r)
    resolve_stack(m)
    assert unit_stats(m, r) == (2, 1) and m.state.health[0] == 24


def test_whispers_in_the_void_puts_the_tormentor_there_which_plays_spitelings():
    """Whispers in the Void: "The Tormentor appears in your void." The Tormentor: "At the start
    of your turn, if The Tormentor is in the void, play a 1/1 Spiteling." Spiteling: "Entomb:
    Deal 1 damage to the enemy player." (000 3.1 step 4: start-of-turn abilities; 003 Entomb)"""
    m = table(hands={0: ["whispers_in_the_void", "deathstrike"]})
    play(m, 0, "whispers_in_the_void")
    resolve_stack(m)
    t = find(m, "the_tormentor", 0, "voids")
    assert CARDS[m.state.kinds[t]].has("flying") and CARDS[m.state.kinds[t]].has("charge")
    _until(m, 1)
    assert "spiteling" not in board(m, 1) + board(m, 0)
    _until(m, 0)
    sp = find(m, "spiteling", 0)
    assert unit_stats(m, sp) == (1, 1)
    play(m, 0, "deathstrike", sp)
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_touch_of_the_umbren_steals_the_cursed_unit_with_lifesteal():
    """Touch of the Umbren: "Lifesteal; Steal the cursed unit." A curse's skill is the cursed
    unit's (000 1.4)."""
    m = table(hands={0: ["touch_of_the_umbren"]}, boards={1: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 1)
    play(m, 0, "touch_of_the_umbren", s)
    resolve_stack(m)
    assert s in m.state.boards[0] and m.state.owners[s] == 0 and has(m.state, CARDS, s, "lifesteal")
    _until(m, 1)
    assert s in m.state.boards[0]


def test_the_last_word_ultimate_makes_its_attacks_deadly_to_players():
    """The Last Word: "Deadly, Quickdraw; Ultimate: Pay 9 to make The Last Word's attacks deadly
    to players." A relic weapon attacks the player when they have no units (000 4.3)."""
    m = table(hands={0: ["the_last_word"]}, power=(20, 20))
    play(m, 0, "the_last_word")
    w = m.state.weapon[0]
    assert has(m.state, CARDS, w, "deadly") and has(m.state, CARDS, w, "quickdraw")
    m.apply(Action("use", 0, w, None, 0))
    resolve_stack(m)
    m.apply(Action("attack", 0, w, P1))
    resolve_stack(m)
    assert m.state.health[1] <= 0 and m.result() is not None and m.result().winners == (0,)
