"""A test per card for the Shadow cards, relics, curses and copy spells of pool b (the cards
already in the pool): each plays the card through the match API and checks its printed effect.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

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
    names,
    pass_,
    play,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _to_turn(m, seat: int) -> None:
    """Pass until `seat`'s next main phase with an empty stack."""
    for _ in range(60):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached that turn")


def _after_combat(m) -> None:
    """Pass (and finish blocking with no blocks) until the Final Main Phase."""
    for _ in range(30):
        if m.state.phase == "main2" and not m.state.stack:
            return
        if m.state.phase == "block" and not m.state.stack and m.state.choice is None:
            m.apply(Action("block", m.decision().seat, choice="done"))
        else:
            pass_(m)
    raise AssertionError("never reached main2")


def _ready(m, *units: int) -> None:
    """As if these units had been on the playmat since an earlier turn (no summoning sickness)."""
    for u in units:
        m.state.info[u].entered = 1
    m._legal_cache = None


# --- Shadow units ---------------------------------------------------------------------------

def test_umbren_reaper_entomb_deals_5_to_the_enemy_and_you_gain_5():
    """Umbren Reaper: "Flying / Entomb: Deal 5 damage to the enemy player and you gain 5
    Health." (003 Entomb: when it dies)."""
    m = table(turn=1, hands={1: ["torch"]}, boards={0: ["umbren_reaper"]}, health=(20, 25))
    r = find(m, "umbren_reaper", 0)
    assert has(m.state, CARDS, r, "flying")
    play(m, 1, "torch", r)
    resolve_stack(m)
    assert "umbren_reaper" in void(m, 0)
    assert m.state.health == [25, 20]


def test_suffocate_kills_a_unit_with_3_strength_or_less():
    """Suffocate: "Kill a unit with 3 Strength or less." A 4-Strength unit is no target."""
    m = table(hands={0: ["suffocate"]}, boards={1: ["jotun_warrior", "back_alley_bouncer"]})
    j, b = find(m, "jotun_warrior", 1), find(m, "back_alley_bouncer", 1)
    assert check_play(m, 0, "suffocate", b) is not None
    m.state.info[j].atk = 1                                        # 4 Strength now: no target
    m._legal_cache = None
    assert check_play(m, 0, "suffocate", j) is not None
    m.state.info[j].atk = 0
    m._legal_cache = None
    play(m, 0, "suffocate", j)
    resolve_stack(m)
    assert board(m, 1) == ["back_alley_bouncer"] and "jotun_warrior" in void(m, 1)


def test_knifejack_summon_deals_2_damage_to_you():
    """Knifejack: "Summon: Knifejack deals 2 damage to you." (003 Summon)."""
    m = table(hands={0: ["knifejack"]})
    play(m, 0, "knifejack")
    resolve_stack(m)
    assert m.state.health == [23, 25] and unit_stats(m, find(m, "knifejack", 0)) == (2, 2)


def test_dark_wisp_entomb_draws_a_card():
    """Dark Wisp: "Entomb: Draw a card." (003 Entomb): its owner draws when it dies."""
    m = table(hands={0: ["torch"]}, boards={1: ["dark_wisp"]}, decks={1: ["plague"]})
    play(m, 0, "torch", find(m, "dark_wisp", 1))
    resolve_stack(m)
    assert hand(m, 1) == ["plague"] and "dark_wisp" in void(m, 1)


def test_lethrai_ranger_infiltrate_gets_plus_2_plus_2():
    """Lethrai Ranger: "Infiltrate: +2/+2." (003 Infiltrate: the first time it damages the
    enemy player; the bonus stays)."""
    m = table(boards={0: ["lethrai_ranger"]})
    r = find(m, "lethrai_ranger", 0)
    attack(m, 0, r)
    _after_combat(m)
    assert m.state.health[1] == 23 and unit_stats(m, r) == (4, 4)
    pass_(m, 0)
    assert unit_stats(m, r) == (4, 4)


def test_desperado_infiltrate_kills_an_enemy_unit():
    """Desperado: "Infiltrate: Kill an enemy unit." (003 Infiltrate)."""
    m = table(boards={0: ["desperado"], 1: ["jotun_warrior", "scaly_gruan"]})
    d, j = find(m, "desperado", 0), find(m, "jotun_warrior", 1)
    attack(m, 0, d)
    block(m, 1)
    resolve_stack(m)
    for _ in range(10):
        if m.state.choice is not None:
            break
        pass_(m)
    choose(m, 0, j)
    _after_combat(m)
    assert m.state.health[1] == 22 and board(m, 1) == ["scaly_gruan"] and "jotun_warrior" in void(m, 1)


def test_venomspine_hydra_entomb_kills_all_enemy_units():
    """Venomspine Hydra: "Entomb: Kill all enemy units." (003 Entomb): the enemy of its owner."""
    m = table(hands={0: ["deathstrike"]}, boards={0: ["jotun_warrior", "scaly_gruan"], 1: ["venomspine_hydra", "yeti_spy"]})
    play(m, 0, "deathstrike", find(m, "venomspine_hydra", 1))
    resolve_stack(m)
    assert board(m, 0) == [] and board(m, 1) == ["yeti_spy"]
    assert sorted(void(m, 0)) == ["deathstrike", "jotun_warrior", "scaly_gruan"]


def test_cabal_countess_ambush_and_ultimate_plus_2_strength_and_quickdraw():
    """Cabal Countess: "Ambush / Ultimate: Pay 4 to give Cabal Countess +2 Strength and
    Quickdraw." (000 4.1 Ambush: played during the enemy's attack; 003 Ultimate: once)."""
    m = table(turn=1, hands={0: ["cabal_countess"]}, boards={1: ["jotun_warrior"]})
    attack(m, 1, find(m, "jotun_warrior", 1))
    assert check_play(m, 0, "cabal_countess") is None                   # Ambush: at the block step
    play(m, 0, "cabal_countess")
    assert "cabal_countess" in board(m, 0)
    m = table(boards={0: ["cabal_countess"]}, power=(4, 4))
    c = find(m, "cabal_countess", 0)
    m.apply(Action("use", 0, c, None, 0))
    resolve_stack(m)
    assert unit_stats(m, c) == (6, 1) and has(m.state, CARDS, c, "quickdraw") and m.state.power[0] == 0
    pass_(m, 0)
    assert unit_stats(m, c) == (6, 1) and has(m.state, CARDS, c, "quickdraw")   # permanent
    assert m.check(Action("use", 0, c, None, 0)) is not None


def test_kerendon_merchant_deadly_and_swaps_for_a_shadow_market_card():
    """Kerendon Merchant: "Deadly / Summon: You may choose a card from your hand to swap with a
    {S} card in your Market." (000 1.2; 003 Deadly)."""
    m = table(hands={0: ["kerendon_merchant", "torch"]}, markets={0: ["rebuke", "suffocate"]})
    play(m, 0, "kerendon_merchant")
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["suffocate"] and sorted(names(m.state.markets[0], m)) == ["rebuke", "torch"]
    k = find(m, "kerendon_merchant", 0)
    assert has(m.state, CARDS, k, "deadly") and unit_stats(m, k) == (2, 2)


def test_amethyst_acolyte_summon_gives_an_enemy_unit_minus_1_minus_1():
    """Amethyst Acolyte: "Summon: Give an enemy unit -1/-1."."""
    m = table(hands={0: ["amethyst_acolyte"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior", "scaly_gruan"]})
    g = find(m, "scaly_gruan", 1)
    play(m, 0, "amethyst_acolyte")
    assert find(m, "yeti_spy", 0) not in m.state.choice["options"]
    choose(m, 0, g)
    resolve_stack(m)
    assert unit_stats(m, g) == (0, 3) and unit_stats(m, find(m, "jotun_warrior", 1)) == (3, 5)


def test_stonescar_magus_entomb_gives_an_enemy_unit_minus_2_minus_2():
    """Stonescar Magus: "Entomb: Give an enemy unit -2/-2." (003 Entomb)."""
    m = table(turn=1, hands={1: ["torch"]}, boards={0: ["stonescar_magus"], 1: ["jotun_warrior", "yeti_spy"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 1, "torch", find(m, "stonescar_magus", 0))
    for _ in range(10):
        if m.state.choice is not None:
            break
        pass_(m)
    choose(m, 0, j)
    resolve_stack(m)
    assert unit_stats(m, j) == (1, 3)


def test_impending_doom_deals_1_damage_to_you_at_the_end_of_your_turn():
    """Impending Doom: "Flying / At the end of your turn, Impending Doom deals 1 damage to
    you." Not at the end of the enemy's turn."""
    m = table(hands={0: ["impending_doom"]})
    play(m, 0, "impending_doom")
    d = find(m, "impending_doom", 0)
    assert unit_stats(m, d) == (5, 5) and has(m.state, CARDS, d, "flying")
    _to_turn(m, 1)
    assert m.state.health[0] == 24
    _to_turn(m, 0)
    assert m.state.health[0] == 24


# --- weapons and relic weapons ---------------------------------------------------------------

def test_venomfang_dagger_gives_plus_1_plus_1_and_deadly():
    """Venomfang Dagger: "Deadly" (a weapon: +1/+1 and its skills to the wielder, 000 1.3;
    003 Deadly: any damage kills)."""
    m = table(hands={0: ["venomfang_dagger"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]})
    y, j = find(m, "yeti_spy", 0), find(m, "jotun_warrior", 1)
    play(m, 0, "venomfang_dagger", y)
    assert unit_stats(m, y) == (2, 2) and has(m.state, CARDS, y, "deadly")
    attack(m, 0, y)
    block(m, 1, (j, y))
    _after_combat(m)
    assert "jotun_warrior" in void(m, 1)


def test_lethrai_falchion_gives_plus_4_plus_1_and_lifesteal():
    """Lethrai Falchion: "Lifesteal" (a weapon +4/+1, 000 1.3; 003 Lifesteal)."""
    m = table(hands={0: ["lethrai_falchion"]}, boards={0: ["yeti_spy"]}, health=(10, 25))
    y = find(m, "yeti_spy", 0)
    play(m, 0, "lethrai_falchion", y)
    assert unit_stats(m, y) == (5, 2) and has(m.state, CARDS, y, "lifesteal")
    attack(m, 0, y)
    _after_combat(m)
    assert m.state.health == [15, 20]


def test_lifedrinker_summon_you_gain_lifesteal_this_turn():
    """Lifedrinker: "Summon: You gain Lifesteal this turn." (a relic weapon, 000 1.3: its
    health is armor; 003 Lifesteal on a player: their spells' damage heals them)."""
    m = table(hands={0: ["lifedrinker", "torch", "torch"]}, health=(10, 25))
    play(m, 0, "lifedrinker")
    resolve_stack(m)
    assert m.state.weapon[0] >= 0 and m.state.armor[0] == 2
    play(m, 0, "torch", P1)
    resolve_stack(m)
    assert m.state.health == [13, 22]
    _to_turn(m, 1)
    _to_turn(m, 0)
    play(m, 0, "torch", P1)                                            # the next turn: no Lifesteal
    resolve_stack(m)
    assert m.state.health[0] == 13


# --- Shadow spells and curses ---------------------------------------------------------------

def test_plague_gives_enemy_units_minus_1_minus_1():
    """Plague: "Enemy units get -1/-1." Your own units are untouched."""
    m = table(hands={0: ["plague"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior", "direfang_spider"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "plague")
    resolve_stack(m)
    assert board(m, 1) == ["jotun_warrior"] and unit_stats(m, j) == (2, 4)
    assert unit_stats(m, find(m, "yeti_spy", 0)) == (1, 1)


def test_execute_kills_an_exhausted_enemy_unit_and_deals_2_to_the_enemy():
    """Execute: "Kill an exhausted enemy unit and deal 2 damage to the enemy player." A ready
    unit is no target."""
    m = table(hands={0: ["execute"]}, boards={1: ["jotun_warrior", "scaly_gruan"]})
    j, g = find(m, "jotun_warrior", 1), find(m, "scaly_gruan", 1)
    m.state.info[j].ex = True
    m._legal_cache = None
    assert check_play(m, 0, "execute", g) is not None
    play(m, 0, "execute", j)
    resolve_stack(m)
    assert board(m, 1) == ["scaly_gruan"] and m.state.health[1] == 23


def test_affliction_gives_the_cursed_unit_minus_2_minus_1():
    """Affliction: "The cursed unit gets -2/-1." (000 1.3: a curse attaches to an enemy unit)."""
    m = table(hands={0: ["affliction", "affliction"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    assert check_play(m, 0, "affliction", find(m, "yeti_spy", 0)) is not None
    play(m, 0, "affliction", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (1, 4)


def test_cowardice_the_cursed_unit_cannot_block():
    """Cowardice: "The cursed unit can't block." (000 1.3 curses; 000 3.32 blocking)."""
    m = table(hands={0: ["cowardice"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]})
    j, y = find(m, "jotun_warrior", 1), find(m, "yeti_spy", 0)
    attack(m, 0, y)
    assert [a for a in m.legal_actions() if a.kind == "block" and a.card == j]   # it could block before
    m = table(hands={0: ["cowardice"]}, boards={0: ["yeti_spy"], 1: ["jotun_warrior"]})
    j, y = find(m, "jotun_warrior", 1), find(m, "yeti_spy", 0)
    play(m, 0, "cowardice", j)
    resolve_stack(m)
    attack(m, 0, y)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.card == j]


def test_torture_gives_the_cursed_unit_minus_4_minus_1():
    """Torture: "The cursed unit has -4/-1." (000 1.3 curses)."""
    m = table(hands={0: ["torture"]}, boards={1: ["back_alley_bouncer"]})
    b = find(m, "back_alley_bouncer", 1)
    play(m, 0, "torture", b)
    resolve_stack(m)
    assert unit_stats(m, b) == (0, 2)


def test_swear_vengeance_gives_one_of_your_units_revenge():
    """Swear Vengeance: "Give one of your units Revenge." (003 Revenge: killed, it goes into
    the top ten of its deck with Destiny); an enemy unit is no target."""
    m = table(hands={0: ["swear_vengeance"], 1: ["deathstrike"]}, boards={0: ["jotun_warrior"], 1: ["yeti_spy"]})
    j = find(m, "jotun_warrior", 0)
    assert check_play(m, 0, "swear_vengeance", find(m, "yeti_spy", 1)) is not None
    play(m, 0, "swear_vengeance", j)
    resolve_stack(m)
    assert has(m.state, CARDS, j, "revenge")
    pass_(m, 0)
    play(m, 1, "deathstrike", j)
    resolve_stack(m)
    assert board(m, 0) == [] and j in m.state.decks[0][-10:] and has(m.state, CARDS, j, "destiny")


# --- relics and cursed relics ---------------------------------------------------------------

def test_infinite_hourglass_your_units_have_endurance():
    """Infinite Hourglass: "Your units have Endurance." (003 Endurance: can't be stunned)."""
    m = table(turn=1, hands={0: ["infinite_hourglass"], 1: ["jarrall_s_frostkin"]}, boards={0: ["jotun_warrior"], 1: ["yeti_spy"]})
    m.state.turn = 0
    m._legal_cache = None
    play(m, 0, "infinite_hourglass")
    j = find(m, "jotun_warrior", 0)
    assert has(m.state, CARDS, j, "endurance") and not has(m.state, CARDS, find(m, "yeti_spy", 1), "endurance")
    _to_turn(m, 1)
    play(m, 1, "jarrall_s_frostkin")
    resolve_stack(m)
    assert not m.state.info[j].ex


def test_eye_of_winter_pays_2_to_stun_a_unit_once_per_turn():
    """Eye of Winter: "Once per turn, you may pay 2 to stun a unit." (000 1.4 activated
    abilities; 003 Stun)."""
    m = table(hands={0: ["eye_of_winter"]}, boards={1: ["jotun_warrior", "scaly_gruan"]}, power=(4, 4))
    play(m, 0, "eye_of_winter")
    eye = m.state.relics[0][0]
    j, g = find(m, "jotun_warrior", 1), find(m, "scaly_gruan", 1)
    m.apply(Action("use", 0, eye, j, 0))
    resolve_stack(m)
    assert m.state.info[j].ex and m.state.info[j].stun and m.state.power[0] == 0
    m.state.power[0] = 2
    m._legal_cache = None
    assert m.check(Action("use", 0, eye, g, 0)) is not None


def test_moondial_summon_nightfall_and_pay_5_to_draw_once_per_turn():
    """Moondial: "Summon: Nightfall. Once per turn, you may pay 5 to draw a card." (003
    Nightfall; 000 1.4)."""
    m = table(hands={0: ["moondial"]}, decks={0: ["plague", "torch"]}, power=(13, 13))
    play(m, 0, "moondial")
    resolve_stack(m)
    assert m.state.night_until == m.state.turn_no + 2
    dial = m.state.relics[0][0]
    m.apply(Action("use", 0, dial, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["plague"] and m.state.power[0] == 5
    assert m.check(Action("use", 0, dial, None, 0)) is not None


def test_stronghold_s_visage_gives_1_health_and_1_armor_at_the_start_of_your_turn():
    """Stronghold's Visage: "At the start of your turn, you gain 1 Health and 1 Armor."."""
    m = table(hands={0: ["stronghold_s_visage"]}, health=(20, 25))
    play(m, 0, "stronghold_s_visage")
    resolve_stack(m)
    assert m.state.health[0] == 20 and m.state.armor[0] == 0
    _to_turn(m, 1)
    assert m.state.health[0] == 20
    _to_turn(m, 0)
    assert m.state.health[0] == 21 and m.state.armor[0] == 1


def test_azindel_s_gift_the_cursed_player_discards_their_hand_at_the_end_of_their_turn():
    """Azindel's Gift: "At the end of the cursed player's turn, they discard their hand." (000
    1.3: a cursed relic attaches to the enemy player.) Not at the end of its caster's turn."""
    m = table(hands={0: ["azindel_s_gift", "torch"], 1: ["plague", "rebuke"]})
    play(m, 0, "azindel_s_gift")
    resolve_stack(m)
    assert names(m.state.relics[1], m) == ["azindel_s_gift"]
    pass_(m, 0)
    assert m.state.turn == 1 and sorted(hand(m, 1)) == ["fire_sigil", "plague", "rebuke"]
    assert hand(m, 0) == ["torch"]
    pass_(m, 1)
    assert hand(m, 1) == [] and sorted(void(m, 1)) == ["fire_sigil", "plague", "rebuke"]


# --- copies ---------------------------------------------------------------------------------

def test_mirror_image_plays_a_copy_of_one_of_your_units():
    """Mirror Image: "Play a copy of one of your units." (003 Copy: same card and stat changes,
    no attachments); an enemy unit is no target."""
    m = table(hands={0: ["mirror_image"]}, boards={0: ["lethrai_ranger"], 1: ["jotun_warrior"]})
    r = find(m, "lethrai_ranger", 0)
    m.state.info[r].atk, m.state.info[r].hp = 2, 2
    m._legal_cache = None
    assert check_play(m, 0, "mirror_image", find(m, "jotun_warrior", 1)) is not None
    play(m, 0, "mirror_image", r)
    resolve_stack(m)
    twin = find(m, "lethrai_ranger", 0, nth=1)
    assert board(m, 0) == ["lethrai_ranger", "lethrai_ranger"] and unit_stats(m, twin) == (4, 4)


def test_strength_of_the_pack_gives_plus_3_plus_3_then_plays_a_copy():
    """Strength of the Pack: "Give a unit +3/+3, then play a copy of it." (003 Copy: the copy
    has the +3/+3 too)."""
    m = table(hands={0: ["strength_of_the_pack"]}, boards={0: ["yeti_spy"]})
    y = find(m, "yeti_spy", 0)
    play(m, 0, "strength_of_the_pack", y)
    resolve_stack(m)
    twin = find(m, "yeti_spy", 0, nth=1)
    assert unit_stats(m, y) == (4, 4) and unit_stats(m, twin) == (4, 4) and m.state.owners[twin] == 0
    m = table(hands={0: ["strength_of_the_pack"]}, boards={1: ["yeti_spy"]})
    y = find(m, "yeti_spy", 1)
    play(m, 0, "strength_of_the_pack", y)                        # "a unit": an enemy's too
    resolve_stack(m)
    assert unit_stats(m, y) == (4, 4) and board(m, 0) == ["yeti_spy"]   # the copy is yours
    assert unit_stats(m, m.state.boards[0][0]) == (4, 4)
