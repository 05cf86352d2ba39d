"""Set 1 Shadow cards, part two: Vara, The Witching Hour, Xenan Cultist and the Primal-Shadow and
Fire-Shadow cards, one test per card, each played through Match.apply and checked against its
printed text.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import attack as strength
from simulator.games.eternal.stats import cost, has, health, stunned, void_locked

from .helpers import (
    CARDS,
    P0,
    attack,
    board,
    check_play,
    choose,
    find,
    hand,
    kind_id,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)
from .test_cards_shadow import _unblocked_attack, _until


def test_vara_fate_touched_plays_shadow_units_from_the_void_with_voidbound():
    """Vara, Fate-Touched: "Deadly; When you play a {S} unit (including Vara), play an additional
    {S} unit from your void and give it Voidbound." A unit played that way is played too, so it
    fires again; a Voidbound card can't leave the void once there.
    (000 1.3: played by an effect: free; 003 Deadly)"""
    m = table(hands={0: ["vara_fate_touched", "deathstrike"]}, power=(12, 12),
              voids={0: ["direfang_spider", "tock_tick", "oni_ronin"]})
    play(m, 0, "vara_fate_touched")
    resolve_stack(m)
    spider = find(m, "direfang_spider", 0, "voids")
    choose(m, 0, spider)
    resolve_stack(m)
    assert sorted(board(m, 0)) == ["direfang_spider", "tock_tick", "vara_fate_touched"]
    assert void(m, 0) == ["oni_ronin"]   # not a Shadow unit
    assert has(m.state, CARDS, spider, "voidbound") and has(m.state, CARDS, find(m, "vara_fate_touched", 0), "deadly")
    play(m, 0, "deathstrike", spider)
    resolve_stack(m)
    assert void_locked(m.state, CARDS, spider, 0)


def test_the_witching_hour_gets_cheaper_with_each_non_power_card_and_plays_four_pale_riders():
    """The Witching Hour: "Play four Pale Riders. When you play a non-power card, reduce the cost
    of The Witching Hour by 1." (the second ability works while it is in hand)
    (000 1.3 Power; 000 6.3 created units)"""
    m = table(hands={0: ["the_witching_hour", "oni_ronin", "sand_warrior", "fire_sigil"]}, power=(30, 30))
    wh = find(m, "the_witching_hour", 0, "hands")
    assert cost(m.state, CARDS, wh) == 24
    play(m, 0, "oni_ronin")
    play(m, 0, "sand_warrior")
    play(m, 0, "fire_sigil")   # a power card does not count
    assert cost(m.state, CARDS, wh) == 22
    play(m, 0, "the_witching_hour")
    resolve_stack(m)
    riders = sorted(b for b in board(m, 0) if "pale_rider" in b)
    assert riders == ["muertis_pale_rider", "occi_pale_rider", "sangu_pale_rider", "volan_pale_rider"]
    assert m.state.power[0] == 30 - 1 - 0 + 1 - 22
    kws = {b: [k for k in ("deadly", "killer", "lifesteal", "flying") if has(m.state, CARDS, find(m, b, 0), k)]
           for b in riders}
    assert kws == {"muertis_pale_rider": ["deadly"], "occi_pale_rider": ["killer"],
                   "sangu_pale_rider": ["lifesteal"], "volan_pale_rider": ["flying"]}


def test_xenan_cultist_gives_your_other_units_that_die_plus_two_plus_two():
    """Xenan Cultist: "When one of your other units dies, that unit gets +2/+2." (in its void:
    stat changes stay with a card, 003)"""
    m = table(hands={0: ["deathstrike", "deathstrike"]}, boards={0: ["xenan_cultist", "argenport_soldier"],
                                                                 1: ["oni_ronin"]})
    s, r = find(m, "argenport_soldier", 0), find(m, "oni_ronin", 1)
    play(m, 0, "deathstrike", s)
    resolve_stack(m)
    assert s in m.state.voids[0] and (strength(m.state, CARDS, s), health(m.state, CARDS, s)) == (5, 4)
    play(m, 0, "deathstrike", r)
    resolve_stack(m)
    assert (strength(m.state, CARDS, r), health(m.state, CARDS, r)) == (2, 1)


def test_withering_witch_sets_undamaged_enemy_units_health_to_one():
    """Withering Witch: "Summon: Each undamaged enemy unit's Health becomes 1." (003 Summon; 000 1.5 damage)"""
    m = table(hands={0: ["torch", "withering_witch"]}, boards={1: ["copperhall_recruit", "towering_terrazon"]})
    rec, ter = find(m, "copperhall_recruit", 1), find(m, "towering_terrazon", 1)
    play(m, 0, "torch", ter)
    resolve_stack(m)
    play(m, 0, "withering_witch")
    resolve_stack(m)
    assert unit_stats(m, rec) == (2, 1) and health(m.state, CARDS, rec) == 1
    assert unit_stats(m, ter) == (6, 2) and health(m.state, CARDS, ter) == 5


def test_champion_of_cunning_influence_abilities():
    """Champion of Cunning: "{P}{P}{P}{P}{P}: Flying and Aegis. {S}{S}{S}{S}{S}: At the end of
    your turn, your units get +2 Strength." Each holds while its player has that influence.
    (000 1.3 Influence; 000 3.52 End of Turn Triggers; 003 Aegis)"""
    m = table(hands={0: ["champion_of_cunning"]}, boards={0: ["argenport_soldier"]})
    play(m, 0, "champion_of_cunning")
    c, s = find(m, "champion_of_cunning", 0), find(m, "argenport_soldier", 0)
    assert has(m.state, CARDS, c, "flying") and has(m.state, CARDS, c, "aegis") and m.state.info[c].shield
    _until(m, 1)
    assert strength(m.state, CARDS, c) == 7 and strength(m.state, CARDS, s) == 5
    low = table(hands={0: ["champion_of_cunning"]}, influence=4)
    play(low, 0, "champion_of_cunning")
    c = find(low, "champion_of_cunning", 0)
    assert not has(low.state, CARDS, c, "flying")
    _until(low, 1)
    assert strength(low.state, CARDS, c) == 5


def test_grim_stranger_deals_damage_for_each_attacking_stranger():
    """Grim Stranger: "When one or more Strangers attack, deal that much damage to the defending player."
    (000 3.31 Declaration Step: attack triggers)"""
    m = table(boards={0: ["grim_stranger", "hair_trigger_stranger", "argenport_soldier"]})
    units = [find(m, "grim_stranger", 0), find(m, "hair_trigger_stranger", 0), find(m, "argenport_soldier", 0)]
    _unblocked_attack(m, 0, *units)
    assert m.state.health[1] == 25 - 2 - (2 + 2 + 3)


def test_spell_swipe_negates_an_enemy_spell_and_draws_it():
    """Spell Swipe: "Negate an enemy spell and draw it." A fast spell played in answer (000 4.2)."""
    m = table(turn=1, hands={0: ["spell_swipe"], 1: ["torch"]})
    play(m, 1, "torch", P0)
    torch = m.state.stack[-1]["card"]
    assert m.decision().seat == 0 and check_play(m, 0, "spell_swipe", torch) is None
    play(m, 0, "spell_swipe", torch)
    resolve_stack(m)
    assert m.state.health[0] == 25 and torch in m.state.hands[0] and m.state.owners[torch] == 0
    assert not m.state.stack and "spell_swipe" in void(m, 0)


def test_haunting_scream_plays_a_void_unit_with_charge_and_flying_then_sacrifices_it():
    """Haunting Scream: "Play a unit with cost 5 or less from your void. It gets Charge and
    Flying. Sacrifice it at the end of the turn." (000 3.52 End of Turn Triggers; 003 Charge, Flying)"""
    m = table(hands={0: ["haunting_scream"]}, voids={0: ["copperhall_recruit", "argenport_ringmaster"]})
    play(m, 0, "haunting_scream")
    resolve_stack(m)
    r = find(m, "copperhall_recruit", 0)
    assert has(m.state, CARDS, r, "charge") and has(m.state, CARDS, r, "flying")
    _unblocked_attack(m, 0, r)
    assert m.state.health[1] == 23
    _until(m, 1)
    assert "copperhall_recruit" in void(m, 0) and board(m, 0) == []


def test_feln_cauldron_discards_for_health_and_after_five_makes_five_spells():
    """Feln Cauldron: "Once per turn, you may discard a card to gain 1 Health. After five cards,
    sacrifice Feln Cauldron to create and draw five random spells." (000 1.4 activated abilities; 003 Discard)"""
    m = table(hands={0: ["feln_cauldron", "torch", "oni_ronin"]})
    play(m, 0, "feln_cauldron")
    c = find(m, "feln_cauldron", 0, "relics")
    m.apply(Action("use", 0, c, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert m.state.health[0] == 26 and void(m, 0) == ["torch"]
    assert not [a for a in m.legal_actions() if a.kind == "use"]   # once per turn
    for _ in range(4):
        _until(m, 1)
        _until(m, 0)
        m.apply(Action("use", 0, c, None, 0))
        resolve_stack(m)
        if m.state.choice is not None:
            choose(m, 0, m.state.hands[0][0])
    assert m.state.health[0] == 30 and "feln_cauldron" in void(m, 0)
    made = [x for x in m.state.hands[0] if x >= m.state.base]
    assert len(made) == 5 and all(CARDS[m.state.kinds[x]].is_spell for x in made)


def test_feeding_time_transforms_a_unit_into_a_pig_and_kills_it():
    """Feeding Time: "Transform a unit into a Pig, and then kill it." (it dies as a Pig: the
    Umbren Reaper's Entomb is gone) (000 1.5 Killing; 003 Entomb)"""
    m = table(hands={0: ["feeding_time"]}, boards={1: ["umbren_reaper"]})
    play(m, 0, "feeding_time", find(m, "umbren_reaper", 1))
    resolve_stack(m)
    assert board(m, 1) == [] and void(m, 1) == ["pig"] and m.state.health == [25, 25]


def test_recurring_nightmare_infiltrate_doubles_strength_and_returns_to_hand():
    """Recurring Nightmare: "Flying, Charge; Infiltrate: Double Recurring Nightmare's Strength
    and put it into your hand." (003 Infiltrate, Charge)"""
    m = table(hands={0: ["recurring_nightmare"]})
    play(m, 0, "recurring_nightmare")
    n = find(m, "recurring_nightmare", 0)
    _unblocked_attack(m, 0, n)   # Charge: it attacks the turn it is played
    assert m.state.health[1] == 24 and n in m.state.hands[0] and strength(m.state, CARDS, n) == 2


def test_nightmaw_sight_unseen_makes_your_units_unblockable():
    """Nightmaw, Sight Unseen: "Your units are Unblockable." (000 1.4 ongoing abilities; 003 Unblockable)"""
    m = table(hands={0: ["nightmaw_sight_unseen"]}, boards={0: ["argenport_soldier"], 1: ["copperhall_recruit"]})
    s, r = find(m, "argenport_soldier", 0), find(m, "copperhall_recruit", 1)
    play(m, 0, "nightmaw_sight_unseen")
    assert has(m.state, CARDS, s, "unblockable") and has(m.state, CARDS, find(m, "nightmaw_sight_unseen", 0), "unblockable")
    assert not has(m.state, CARDS, r, "unblockable")
    attack(m, 0, s)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.target == s]


def test_snowcrush_animist_kills_small_enemy_units_and_stuns_the_rest():
    """Snowcrush Animist: "Deadly; Summon: Kill all enemy units with 3 Strength or less. Stun all
    other enemy units." (003 Stun)"""
    m = table(hands={0: ["snowcrush_animist"]}, boards={0: ["oni_ronin"], 1: ["argenport_soldier", "towering_terrazon"]})
    play(m, 0, "snowcrush_animist")
    resolve_stack(m)
    t = find(m, "towering_terrazon", 1)
    assert board(m, 1) == ["towering_terrazon"] and stunned(m.state, CARDS, t)
    assert "oni_ronin" in board(m, 0) and has(m.state, CARDS, find(m, "snowcrush_animist", 0), "deadly")


def test_feln_bloodcaster_ultimate_draws_a_card_from_each_deck():
    """Feln Bloodcaster: "Ultimate: Pay 7 to draw a card from each deck." (003 Ultimate: once)"""
    m = table(boards={0: ["feln_bloodcaster"]}, decks={0: ["torch"], 1: ["oni_ronin"]})
    fb = find(m, "feln_bloodcaster", 0)
    m.apply(Action("use", 0, fb, None, 0))
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch"] and m.state.power[0] == 3
    assert not [a for a in m.legal_actions() if a.kind == "use"]


def test_statuary_maiden_stops_entomb_and_turns_dead_enemies_into_cudgels():
    """Statuary Maiden: "Deadly; Enemy units can't entomb or revenge. When an enemy unit dies,
    transform it into a +2/+2 Cudgel and draw it." (003 Entomb, Revenge; 000 1.4 ongoing abilities)"""
    m = table(hands={0: ["deathstrike", "deathstrike"]}, boards={0: ["statuary_maiden"], 1: ["umbren_reaper", "tock_tick"]})
    deck = len(m.state.decks[1])
    play(m, 0, "deathstrike", find(m, "umbren_reaper", 1))
    resolve_stack(m)
    assert m.state.health == [25, 25]   # no Entomb
    play(m, 0, "deathstrike", find(m, "tock_tick", 1))
    resolve_stack(m)
    assert len(m.state.decks[1]) == deck   # no Revenge
    cudgels = [c for c in m.state.hands[0] if kind_id(m, c) == "stone_cudgel"]
    assert len(cudgels) == 2 and void(m, 1) == [] and all(m.state.owners[c] == 0 for c in cudgels)
    assert (CARDS[m.state.kinds[cudgels[0]]].attack, CARDS[m.state.kinds[cudgels[0]]].health) == (2, 2)


def test_black_iron_manacles_punish_the_cursed_players_draws_and_discards():
    """Black Iron Manacles: "At the end of each turn, deal 1 damage to the cursed player for each
    card that player drew or discarded this turn."
    (000 1.3 Cursed Relics; 000 3.52 End of Turn Triggers; 003 Discard)"""
    m = table(hands={0: ["black_iron_manacles", "sabotage"], 1: ["harsh_rule", "torch"]})
    play(m, 0, "black_iron_manacles")
    resolve_stack(m)
    assert "black_iron_manacles" in [kind_id(m, r) for r in m.state.relics[1]]
    play(m, 0, "sabotage")
    resolve_stack(m)
    choose(m, 0, find(m, "torch", 1, "hands"))
    _until(m, 1)
    assert m.state.health[1] == 24   # one discard on my turn
    _until(m, 0)
    assert m.state.health[1] == 23   # one draw on theirs


def test_scraptank_plays_two_grenadins_and_grows_when_your_units_die():
    """Scraptank: "Summon: Play two 1/1 Grenadin. When one of your other units dies, Scraptank gets +2/+2."
    (003 Summon; 000 1.5 Killing)"""
    m = table(hands={0: ["scraptank", "deathstrike"]})
    play(m, 0, "scraptank")
    resolve_stack(m)
    st = find(m, "scraptank", 0)
    assert board(m, 0).count("grenadin") == 2
    play(m, 0, "deathstrike", find(m, "grenadin", 0))
    resolve_stack(m)
    assert unit_stats(m, st) == (5, 5)


def test_treachery_deals_two_and_discards_a_unit_or_site_of_your_choice():
    """Treachery: "Deal 2 damage to the enemy player. They discard a unit or site of your choice from their hand."
    (000 1.2: a hand is hidden: the cards that can be chosen are shown; 003 Discard)"""
    m = table(hands={0: ["treachery"], 1: ["argenport_soldier", "oni_ronin", "harsh_rule"]})
    play(m, 0, "treachery")
    resolve_stack(m)
    assert m.state.health[1] == 23 and find(m, "harsh_rule", 1, "hands") not in m.state.choice["options"]
    choose(m, 0, find(m, "oni_ronin", 1, "hands"))
    assert void(m, 1) == ["oni_ronin"] and sorted(hand(m, 1)) == ["argenport_soldier", "harsh_rule"]


def test_smuggler_s_stash_draws_two_units_and_two_weapons_from_your_void():
    """Smuggler's Stash: "Draw two units and two weapons from your void." (000 1.2: voids are public)"""
    m = table(hands={0: ["smuggler_s_stash"]},
              voids={0: ["argenport_soldier", "oni_ronin", "sand_warrior", "heavy_axe", "lethrai_falchion", "torch"]})
    play(m, 0, "smuggler_s_stash")
    resolve_stack(m)
    choose(m, 0, find(m, "argenport_soldier", 0, "voids"))
    choose(m, 0, find(m, "oni_ronin", 0, "voids"))
    choose(m, 0, find(m, "heavy_axe", 0, "voids"))
    assert sorted(hand(m, 0)) == ["argenport_soldier", "heavy_axe", "lethrai_falchion", "oni_ronin"]
    assert sorted(void(m, 0)) == ["sand_warrior", "smuggler_s_stash", "torch"]


def test_bloodrite_kalis_sacrifices_your_units_and_grows_for_each():
    """Bloodrite Kalis: "Summon: Sacrifice all of your units. Bloodrite Kalis gets +2/+2 for each
    unit sacrificed." A relic weapon's Health is armor (000 4.31); with none it breaks."""
    m = table(hands={0: ["bloodrite_kalis"]}, boards={0: ["argenport_soldier", "oni_ronin"]})
    play(m, 0, "bloodrite_kalis")
    resolve_stack(m)
    w = m.state.weapon[0]
    assert board(m, 0) == [] and strength(m.state, CARDS, w) == 4 and m.state.armor[0] == 4
    empty = table(hands={0: ["bloodrite_kalis"]})
    play(empty, 0, "bloodrite_kalis")
    resolve_stack(empty)
    assert empty.state.weapon[0] == -1 and void(empty, 0) == ["bloodrite_kalis"]


def test_obsidian_golem_entomb_creates_and_draws_obsidian_armor():
    """Obsidian Golem: "Entomb: Create and draw a +2/+2 Obsidian Armor." (a 2/2 weapon)
    (003 Entomb; 000 1.3 Weapons)"""
    m = table(hands={0: ["obsidian_golem", "deathstrike"]})
    play(m, 0, "obsidian_golem")
    play(m, 0, "deathstrike", find(m, "obsidian_golem", 0))
    resolve_stack(m)
    a = find(m, "obsidian_armor", 0, "hands")
    card = CARDS[m.state.kinds[a]]
    assert card.type == "weapon" and (card.attack, card.health) == (2, 2) and card.token


def test_brimstone_altar_sacrifices_a_unit_to_deal_two_to_the_enemy_player():
    """Brimstone Altar: "Once per turn, you may sacrifice a unit to deal 2 damage to the enemy player."
    (000 1.4 activated abilities; 000 1.5 Killing)"""
    m = table(hands={0: ["brimstone_altar"]}, boards={0: ["oni_ronin"]})
    play(m, 0, "brimstone_altar")
    alt = find(m, "brimstone_altar", 0, "relics")
    m.apply(Action("use", 0, alt, None, 0))
    resolve_stack(m)
    assert board(m, 0) == [] and void(m, 0) == ["oni_ronin"] and m.state.health[1] == 23
    assert not [a for a in m.legal_actions() if a.kind == "use"]


def test_voprex_the_great_ruin_makes_the_enemy_discard_or_sacrifice():
    """Voprex, the Great Ruin: "Flying, Overwhelm; Summon: The enemy must choose: Discard their
    hand or sacrifice all of their units." (003 Summon, Flying, Overwhelm; 003 Discard)"""
    for pick, gone_hand in (("discard", True), ("sacrifice", False)):
        m = table(hands={0: ["voprex_the_great_ruin"], 1: ["torch", "oni_ronin"]}, boards={1: ["argenport_soldier"]})
        play(m, 0, "voprex_the_great_ruin")
        resolve_stack(m)
        assert m.state.choice["seat"] == 1
        choose(m, 1, pick)
        assert (hand(m, 1) == []) == gone_hand and (board(m, 1) == []) != gone_hand
    v = find(m, "voprex_the_great_ruin", 0)
    assert has(m.state, CARDS, v, "flying") and has(m.state, CARDS, v, "overwhelm")


def test_champion_of_chaos_influence_abilities():
    """Champion of Chaos: "{F}{F}{F}: +1/+1 and Overwhelm. {S}{S}{S}: +1/+1 and Deadly."
    (000 1.3 Influence: checked, never spent; 003 Overwhelm, Deadly)"""
    m = table(hands={0: ["champion_of_chaos"]})
    play(m, 0, "champion_of_chaos")
    c = find(m, "champion_of_chaos", 0)
    assert unit_stats(m, c) == (5, 5) and has(m.state, CARDS, c, "overwhelm") and has(m.state, CARDS, c, "deadly")
    m.state.influence[0] = [3, 0, 0, 0, 2]
    assert unit_stats(m, c) == (4, 4) and has(m.state, CARDS, c, "overwhelm") and not has(m.state, CARDS, c, "deadly")


def test_stonescar_leviathan_entomb_sets_the_enemy_health_to_seven():
    """Stonescar Leviathan: "Entomb: The enemy player's Health becomes 7." (003 Entomb: health set, not damage)"""
    m = table(hands={0: ["deathstrike"]}, boards={0: ["stonescar_leviathan"]}, health=(25, 30))
    play(m, 0, "deathstrike", find(m, "stonescar_leviathan", 0))
    resolve_stack(m)
    assert m.state.health == [25, 7]


def test_hair_trigger_stranger_gives_strangers_quickdraw():
    """Hair-Trigger Stranger: "Strangers have Quickdraw." (every Stranger on the playmat)
    (000 1.4 ongoing abilities; 003 Quickdraw)"""
    m = table(hands={0: ["hair_trigger_stranger"]}, boards={0: ["grim_stranger", "argenport_soldier"]})
    play(m, 0, "hair_trigger_stranger")
    assert has(m.state, CARDS, find(m, "hair_trigger_stranger", 0), "quickdraw")
    assert has(m.state, CARDS, find(m, "grim_stranger", 0), "quickdraw")
    assert not has(m.state, CARDS, find(m, "argenport_soldier", 0), "quickdraw")
