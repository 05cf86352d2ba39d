"""A test per card for the Justice and Primal cards of pool b (the cards already in the pool):
each plays the card through the match API and checks its printed effect. Cards whose text is
only keywords are in test_cards_pool_b_d.py (parametrised by card id).

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
    """Pass until the Final Main Phase."""
    for _ in range(30):
        if m.state.phase == "main2" and not m.state.stack:
            return
        if m.state.phase == "block" and not m.state.stack and m.state.choice is None:
            m.apply(Action("block", m.decision().seat, choice="done"))
        else:
            pass_(m)
    raise AssertionError("never reached main2")


# --- Justice --------------------------------------------------------------------------------

def test_civic_peacekeeper_empower_stuns_the_chosen_enemy_unit():
    """Civic Peacekeeper: "Empower: Stun an enemy unit." 003 Empower: when you play a power
    card; 003 Stun: the unit is exhausted and does not ready on its next turn."""
    m = table(hands={0: ["justice_sigil"]}, boards={0: ["civic_peacekeeper"], 1: ["oni_ronin", "jotun_warrior"]})
    j, o = find(m, "jotun_warrior", 1), find(m, "oni_ronin", 1)
    play(m, 0, "justice_sigil")
    assert m.state.choice is not None and set(m.state.choice["options"]) == {j, o}   # enemy units only
    choose(m, 0, j)
    resolve_stack(m)
    assert m.state.info[j].ex and m.state.info[j].stun and not m.state.info[o].ex
    peacekeeper = find(m, "civic_peacekeeper", 0)
    assert not m.state.info[peacekeeper].ex


def test_district_infantry_empower_gives_plus_2_plus_2_this_turn():
    """District Infantry: "Empower: +2/+2 this turn." (003 Empower; 000 3.54: this-turn
    changes end at cleanup)."""
    m = table(hands={0: ["justice_sigil"]}, boards={0: ["district_infantry"]})
    d = find(m, "district_infantry", 0)
    play(m, 0, "justice_sigil")
    resolve_stack(m)
    assert unit_stats(m, d) == (3, 3)
    pass_(m, 0)
    assert m.state.turn == 1 and unit_stats(m, d) == (1, 1)


def test_sparring_partner_mentor_gives_the_student_plus_1_plus_1():
    """Sparring Partner: "Mentor: Give the Student +1/+1." 003 Mentor: exhaust another ready
    unit you control (the Student) as you play it, and the Student gets the bonus."""
    m = table(hands={0: ["sparring_partner"]}, boards={0: ["jotun_warrior"]})
    s = find(m, "jotun_warrior", 0)
    play(m, 0, "sparring_partner", s, "mentor")
    resolve_stack(m)
    assert m.state.info[s].ex and unit_stats(m, s) == (4, 6)
    assert unit_stats(m, find(m, "sparring_partner", 0)) == (2, 2)


def test_minotaur_duelist_summon_stuns_an_enemy_unit_and_revenge_returns_it():
    """Minotaur Duelist: "Revenge / Summon: Stun an enemy unit." (003 Summon, Stun; 003
    Revenge: killed, it goes into the top ten cards of its deck with Destiny)."""
    m = table(hands={0: ["minotaur_duelist"], 1: ["torch"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "minotaur_duelist")
    resolve_stack(m)
    assert m.state.info[j].ex and m.state.info[j].stun
    d = find(m, "minotaur_duelist", 0)
    assert unit_stats(m, d) == (3, 2) and has(m.state, CARDS, d, "revenge")
    pass_(m, 0)
    play(m, 1, "torch", d)
    resolve_stack(m)
    assert board(m, 0) == [] and d in m.state.decks[0][-10:] and "minotaur_duelist" not in void(m, 0)
    assert has(m.state, CARDS, d, "destiny")


def test_winchest_merchant_swaps_a_hand_card_for_a_justice_market_card():
    """Winchest Merchant: "Flying / Summon: You may choose a card from your hand to swap with a
    {J} card in your Market." (000 1.2: merchants reach the market)."""
    m = table(hands={0: ["winchest_merchant", "torch"]}, markets={0: ["rebuke", "annihilate"]})
    play(m, 0, "winchest_merchant")
    torch = find(m, "torch", 0, "hands")
    choose(m, 0, torch)
    resolve_stack(m)
    assert hand(m, 0) == ["rebuke"] and sorted(names(m.state.markets[0], m)) == ["annihilate", "torch"]
    w = find(m, "winchest_merchant", 0)
    assert has(m.state, CARDS, w, "flying") and unit_stats(m, w) == (2, 2)


def test_winchest_merchant_swap_is_optional():
    """Winchest Merchant: "You may choose": choosing nothing keeps hand and market."""
    m = table(hands={0: ["winchest_merchant", "torch"]}, markets={0: ["rebuke"]})
    play(m, 0, "winchest_merchant")
    choose(m, 0, "done")
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and names(m.state.markets[0], m) == ["rebuke"]


def test_tandem_watchwing_valkyrie_ally_plus_1_plus_1():
    """Tandem Watchwing: "Flying / Valkyrie Ally: +1/+1." (003 Ally: when played with another
    Valkyrie, or one joins it)."""
    m = table(hands={0: ["tandem_watchwing"]}, boards={0: ["valkyrie_aspirant"]})
    play(m, 0, "tandem_watchwing")
    resolve_stack(m)
    t = find(m, "tandem_watchwing", 0)
    assert unit_stats(m, t) == (3, 2) and has(m.state, CARDS, t, "flying")
    m = table(hands={0: ["tandem_watchwing"]}, boards={0: ["jotun_warrior"]})
    play(m, 0, "tandem_watchwing")
    resolve_stack(m)
    assert unit_stats(m, find(m, "tandem_watchwing", 0)) == (2, 1)   # no Valkyrie: no bonus


def test_aerial_attendant_bond_warcry_and_entomb_gives_3_armor():
    """Aerial Attendant: "Flying, Warcry, Bond / Entomb: You gain 3 Armor." (003 Bond: exhaust
    a Valkyrie to pay less by its strength; 003 Warcry; 003 Entomb)."""
    m = table(hands={0: ["aerial_attendant"], 1: ["deathstrike"]}, boards={0: ["valkyrie_aspirant"]},
              power=(6, 6), decks={0: ["jotun_warrior"]})
    v = find(m, "valkyrie_aspirant", 0)
    assert check_play(m, 0, "aerial_attendant") is not None          # 7 power: too much without Bond
    play(m, 0, "aerial_attendant", v, "bond")
    resolve_stack(m)
    a = find(m, "aerial_attendant", 0)
    assert m.state.info[v].ex and m.state.power[0] == 0
    assert unit_stats(m, a) == (4, 3) and has(m.state, CARDS, a, "flying")
    m.state.info[a].entered = 1                                       # as if it had waited a turn
    m._legal_cache = None
    attack(m, 0, a)                                                   # Warcry: the top unit +1/+1
    top = m.state.decks[0][-1]
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)
    _after_combat(m)
    pass_(m, 0)
    play(m, 1, "deathstrike", a)
    resolve_stack(m)
    assert "aerial_attendant" in void(m, 0) and m.state.armor[0] == 3


def test_rebuke_silences_and_stuns_a_unit():
    """Rebuke: "Silence and stun a unit." (003 Silence: loses its text; 003 Stun)."""
    m = table(hands={0: ["rebuke"]}, boards={1: ["sapphire_dragon"]})
    d = find(m, "sapphire_dragon", 1)
    play(m, 0, "rebuke", d)
    resolve_stack(m)
    i = m.state.info[d]
    assert i.silenced and i.ex and i.stun
    assert not has(m.state, CARDS, d, "flying") and not has(m.state, CARDS, d, "overwhelm")


# --- Primal ---------------------------------------------------------------------------------

def test_stormcaller_exhausts_to_deal_1_damage():
    """Stormcaller: "Exhaust Stormcaller to deal 1 damage." (000 1.4: an activated ability
    with an exhaust cost); it targets a unit or a player."""
    m = table(boards={0: ["stormcaller"], 1: ["cloudsnake_hatchling"]})
    s, h = find(m, "stormcaller", 0), find(m, "cloudsnake_hatchling", 1)
    m.apply(Action("use", 0, s, P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 24 and m.state.info[s].ex
    assert m.check(Action("use", 0, s, h, 0)) is not None           # exhausted: not again
    m.state.info[s].ex = False
    m._legal_cache = None
    m.apply(Action("use", 0, s, h, 0))
    resolve_stack(m)
    assert unit_stats(m, h) == (1, 1)
    m = table(hands={0: ["stormcaller"]})
    play(m, 0, "stormcaller")                      # 000 1.4: usable the turn it is played
    m.apply(Action("use", 0, find(m, "stormcaller", 0), P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_yeti_spy_infiltrate_draws_a_card():
    """Yeti Spy: "Infiltrate: Draw a card." (003 Infiltrate: when it deals damage to the enemy
    player, the first time)."""
    m = table(boards={0: ["yeti_spy"]}, decks={0: ["torch"]})
    y = find(m, "yeti_spy", 0)
    attack(m, 0, y)
    block(m, 1)
    _after_combat(m)
    assert m.state.health[1] == 24 and hand(m, 0) == ["torch"]


def test_levitate_gives_one_of_your_units_flying_this_turn_and_draws():
    """Levitate: "Give one of your units Flying this turn. Draw a card." (000 3.54: it ends
    at cleanup); an enemy unit is not a target."""
    m = table(hands={0: ["levitate"]}, boards={0: ["jotun_warrior"], 1: ["scaly_gruan"]}, decks={0: ["torch"]})
    j, g = find(m, "jotun_warrior", 0), find(m, "scaly_gruan", 1)
    assert check_play(m, 0, "levitate", g) is not None
    play(m, 0, "levitate", j)
    resolve_stack(m)
    assert has(m.state, CARDS, j, "flying") and hand(m, 0) == ["torch"]
    attack(m, 0, j)
    assert not [a for a in m.legal_actions() if a.kind == "block" and a.card == g]   # only Flying blocks it
    block(m, 1)
    _after_combat(m)
    pass_(m, 0)
    assert not has(m.state, CARDS, j, "flying")


def test_violent_gust_deals_5_damage_to_a_unit_with_flying():
    """Violent Gust: "Deal 5 damage to a unit with Flying." A unit without Flying is no target."""
    m = table(hands={0: ["violent_gust"]}, boards={1: ["sapphire_dragon", "jotun_warrior"]})
    d, j = find(m, "sapphire_dragon", 1), find(m, "jotun_warrior", 1)
    assert check_play(m, 0, "violent_gust", j) is not None
    play(m, 0, "violent_gust", d)
    resolve_stack(m)
    assert board(m, 1) == ["jotun_warrior"] and "sapphire_dragon" in void(m, 1)


def test_lightning_storm_deals_2_damage_to_each_unit():
    """Lightning Storm: "Deal 2 damage to each unit." (both sides)."""
    m = table(hands={0: ["lightning_storm"]}, boards={0: ["jotun_warrior", "yeti_spy"], 1: ["scaly_gruan", "direfang_spider"]})
    j, g = find(m, "jotun_warrior", 0), find(m, "scaly_gruan", 1)
    play(m, 0, "lightning_storm")
    resolve_stack(m)
    assert board(m, 0) == ["jotun_warrior"] and board(m, 1) == ["scaly_gruan"]
    assert unit_stats(m, j) == (3, 3) and unit_stats(m, g) == (1, 2)
    assert m.state.health == [25, 25]


def test_jarrall_s_frostkin_summon_stuns_an_enemy_unit():
    """Jarrall's Frostkin: "Summon: Stun an enemy unit." (003 Stun: it stays exhausted
    through its next turn)."""
    m = table(hands={0: ["jarrall_s_frostkin"]}, boards={1: ["jotun_warrior", "scaly_gruan"]})
    j, g = find(m, "jotun_warrior", 1), find(m, "scaly_gruan", 1)
    play(m, 0, "jarrall_s_frostkin")
    choose(m, 0, g)
    resolve_stack(m)
    assert m.state.info[g].ex and m.state.info[g].stun and not m.state.info[j].ex
    assert unit_stats(m, find(m, "jarrall_s_frostkin", 0)) == (3, 3)
    pass_(m, 0)
    assert m.state.turn == 1 and m.state.info[g].ex


def test_wisdom_of_the_elders_draws_two_cards():
    """Wisdom of the Elders: "Draw two cards." (a fast spell)."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["torch", "rebuke", "plague"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["rebuke", "torch"] and void(m, 0) == ["wisdom_of_the_elders"]


def test_trailblaze_scouts_then_draws():
    """Trailblaze: "Scout. Draw a card." (003 Scout: look at the top card, leave it or put
    it at the bottom); putting Plague at the bottom draws the next card."""
    m = table(hands={0: ["trailblaze"]}, decks={0: ["plague", "torch"]})
    play(m, 0, "trailblaze")
    resolve_stack(m)
    choose(m, 0, "bottom")
    resolve_stack(m)
    assert hand(m, 0) == ["torch"]
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "plague"


def test_farplace_finder_summon_scouts():
    """Farplace Finder: "Summon: Scout." (003 Scout): leaving the top card keeps it there."""
    m = table(hands={0: ["farplace_finder"]}, decks={0: ["plague", "torch"]})
    play(m, 0, "farplace_finder")
    assert m.state.choice is not None and m.state.choice["options"] == ["top", "bottom"]
    choose(m, 0, "top")
    resolve_stack(m)
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "plague"
    assert unit_stats(m, find(m, "farplace_finder", 0)) == (1, 1)


def test_jennev_merchant_has_aegis_and_swaps_for_a_primal_market_card():
    """Jennev Merchant: "Aegis / Summon: You may choose a card from your hand to swap with a
    {P} card in your Market." (000 1.2; 003 Aegis)."""
    m = table(hands={0: ["jennev_merchant", "torch"], 1: ["torch"]},
              markets={0: ["rebuke", "violent_gust"]})
    play(m, 0, "jennev_merchant")
    choose(m, 0, find(m, "torch", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["violent_gust"] and sorted(names(m.state.markets[0], m)) == ["rebuke", "torch"]
    j = find(m, "jennev_merchant", 0)
    assert m.state.info[j].shield
    pass_(m, 0)
    play(m, 1, "torch", j)
    resolve_stack(m)
    assert "jennev_merchant" in board(m, 0) and not m.state.info[j].shield


def test_crafty_yeti_spark_draws_then_discards():
    """Crafty Yeti: "Spark: Draw a card, then discard a card." (003 Spark: the enemy was
    damaged this turn); without Spark nothing happens."""
    m = table(hands={0: ["crafty_yeti", "plague"]}, decks={0: ["rebuke"]})
    play(m, 0, "crafty_yeti")
    resolve_stack(m)
    assert hand(m, 0) == ["plague"]
    m = table(hands={0: ["torch", "crafty_yeti", "plague"]}, decks={0: ["rebuke"]})
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "crafty_yeti")
    choose(m, 0, find(m, "plague", 0, "hands"))
    resolve_stack(m)
    assert hand(m, 0) == ["rebuke"] and sorted(void(m, 0)) == ["plague", "torch"]


def test_iceknuckle_jotun_spark_stuns_an_enemy_unit():
    """Iceknuckle Jotun: "Spark: Stun an enemy unit." (003 Spark, Stun)."""
    m = table(hands={0: ["torch", "iceknuckle_jotun"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "iceknuckle_jotun")
    resolve_stack(m)
    assert m.state.info[j].ex and m.state.info[j].stun
    m = table(hands={0: ["iceknuckle_jotun"]}, boards={1: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 1)
    play(m, 0, "iceknuckle_jotun")
    resolve_stack(m)
    assert not m.state.info[j].ex                                       # no Spark, no stun


def test_skywalk_instructor_mentor_gives_the_student_flying():
    """Skywalk Instructor: "Flying / Mentor: Give the Student Flying." (003 Mentor)."""
    m = table(hands={0: ["skywalk_instructor"]}, boards={0: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 0)
    play(m, 0, "skywalk_instructor", j, "mentor")
    resolve_stack(m)
    assert m.state.info[j].ex and has(m.state, CARDS, j, "flying")
    pass_(m, 0)
    assert has(m.state, CARDS, j, "flying")                           # not only this turn
    assert has(m.state, CARDS, find(m, "skywalk_instructor", 0), "flying")


def test_staff_of_stories_draws_a_card_at_the_start_of_your_turn():
    """Staff of Stories: "At the start of your turn, draw a card." A relic weapon goes to the
    player (000 1.3) and its health is armor (000 4.31)."""
    m = table(hands={0: ["staff_of_stories"]}, decks={0: ["torch", "rebuke"]})
    play(m, 0, "staff_of_stories")
    resolve_stack(m)
    assert m.state.weapon[0] >= 0 and m.state.armor[0] == 5
    _to_turn(m, 1)
    _to_turn(m, 0)
    assert sorted(hand(m, 0)) == ["rebuke", "torch"]      # the turn's draw and the Staff's


def test_nocturnal_kyrex_summon_nightfall_and_killer():
    """Nocturnal Kyrex: "Killer / Summon: Nightfall." (003 Nightfall; 000 4.3 Killer: it may
    attack an enemy unit directly)."""
    m = table(hands={0: ["nocturnal_kyrex"]}, boards={1: ["yeti_spy"]})
    play(m, 0, "nocturnal_kyrex")
    resolve_stack(m)
    assert m.state.night_until == m.state.turn_no + 2
    k, y = find(m, "nocturnal_kyrex", 0), find(m, "yeti_spy", 1)
    m.state.info[k].entered = 1
    m._legal_cache = None
    m.apply(Action("attack", 0, k, y))
    resolve_stack(m)
    assert board(m, 1) == [] and "nocturnal_kyrex" in void(m, 0)       # 2/1 against 1/1: both die


def test_yeti_windflyer_yeti_ally_plus_1_plus_1():
    """Yeti Windflyer: "Flying / Yeti Ally: +1/+1." (003 Ally)."""
    m = table(hands={0: ["yeti_windflyer"]}, boards={0: ["yeti_spy"]})
    play(m, 0, "yeti_windflyer")
    resolve_stack(m)
    w = find(m, "yeti_windflyer", 0)
    assert unit_stats(m, w) == (2, 2) and has(m.state, CARDS, w, "flying")
    m = table(hands={0: ["yeti_windflyer", "crafty_yeti"]})
    play(m, 0, "yeti_windflyer")
    w = find(m, "yeti_windflyer", 0)
    assert unit_stats(m, w) == (1, 1)
    play(m, 0, "crafty_yeti")                                          # a Yeti joins it later
    resolve_stack(m)
    assert unit_stats(m, w) == (2, 2)


def test_thudrock_s_masterwork_gives_yeti_plus_1_plus_1_and_plays_its_agenda():
    """Thudrock's Masterwork: "Your Yeti and Snowmen have +1/+1. Thudrock's Agenda: Jump Kick,
    Snowball, Fend Off." (000 1.3 sites: an ongoing ability; the Agenda is played for free)."""
    m = table(hands={0: ["thudrock_s_masterwork"]}, boards={0: ["crafty_yeti", "jotun_warrior"]}, power=(3, 3))
    y, j = find(m, "crafty_yeti", 0), find(m, "jotun_warrior", 0)
    play(m, 0, "thudrock_s_masterwork")
    choose(m, 0, j)                                                    # Jump Kick on the Jotun
    resolve_stack(m)
    assert unit_stats(m, y) == (4, 3)                                  # the aura: Yeti only
    assert unit_stats(m, j) == (4, 6) and "jump_kick" in void(m, 0)


def test_jump_kick_gives_plus_1_plus_1_and_flying_this_turn():
    """Jump Kick: "Give a unit +1/+1 and Flying this turn." (000 3.54: ends at cleanup)."""
    m = table(hands={0: ["jump_kick"]}, boards={0: ["jotun_warrior"]})
    j = find(m, "jotun_warrior", 0)
    play(m, 0, "jump_kick", j)
    resolve_stack(m)
    assert unit_stats(m, j) == (4, 6) and has(m.state, CARDS, j, "flying")
    pass_(m, 0)
    assert unit_stats(m, j) == (3, 5) and not has(m.state, CARDS, j, "flying")


def test_fend_off_stuns_an_enemy_unit_and_scouts():
    """Fend Off: "Stun an enemy unit. Scout." (003 Stun, Scout)."""
    m = table(hands={0: ["fend_off"]}, boards={0: ["scaly_gruan"], 1: ["jotun_warrior"]}, decks={0: ["plague"]})
    j, g = find(m, "jotun_warrior", 1), find(m, "scaly_gruan", 0)
    assert check_play(m, 0, "fend_off", g) is not None
    play(m, 0, "fend_off", j)
    resolve_stack(m)
    choose(m, 0, "bottom")
    resolve_stack(m)
    assert m.state.info[j].ex and m.state.info[j].stun
    assert CARDS[m.state.kinds[m.state.decks[0][0]]].id == "plague"


def test_annihilate_kills_a_unit_with_a_single_faction():
    """Annihilate: "Kill a unit with a single faction." A two-faction unit is no target."""
    m = table(hands={0: ["annihilate"]}, boards={1: ["jotun_warrior", "twilight_raptor"]})
    j, r = find(m, "jotun_warrior", 1), find(m, "twilight_raptor", 1)
    assert check_play(m, 0, "annihilate", r) is not None
    play(m, 0, "annihilate", j)
    resolve_stack(m)
    assert board(m, 1) == ["twilight_raptor"] and "jotun_warrior" in void(m, 1)
