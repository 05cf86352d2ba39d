"""A test per card of the pool, part B: the Fire cards (and Fire tokens) whose text is more
than skills. Each test plays the card through Match.apply and checks what it says.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import has

from .helpers import (
    CARDS,
    P1,
    attack,
    block,
    board,
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


def _next_turn(m, seat: int, limit: int = 10) -> None:
    """Pass until `seat`'s First Main Phase."""
    for _ in range(limit):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
    raise AssertionError("never reached that player's turn")


def test_snowball_deals_1_damage_to_a_unit_or_player():
    """Snowball (a token spell of Thudrock's Agenda): "Deal 1 damage." 000 1.3: "the player
    selects which object(s) they want to affect"."""
    m = table(hands={0: ["snowball", "snowball"]}, boards={1: ["east_wind_herald"]})
    herald = find(m, "east_wind_herald", 1)
    play(m, 0, "snowball", P1)
    resolve_stack(m)
    assert m.state.health[1] == 24
    play(m, 0, "snowball", herald)
    resolve_stack(m)
    assert unit_stats(m, herald) == (1, 2) and void(m, 0) == ["snowball", "snowball"]


def test_firebomb_is_played_when_drawn_and_deals_5_damage_to_yourself():
    """Firebomb (a token): "Destiny. Deal 5 damage to yourself." 003 Destiny: "automatically
    be played for free when drawn. Then draw another card"."""
    m = table(turn=1, decks={0: ["firebomb", "torch"]}, power=(0, 0))
    pass_(m, 1)
    assert m.state.health[0] == 20 and m.state.health[1] == 25
    assert void(m, 0) == ["firebomb"] and hand(m, 0) == ["torch"]


def test_grenadin_drone_plays_a_1_1_grenadin():
    """Grenadin Drone: "Summon: Play a 1/1 Grenadin." (003 Summon)"""
    m = table(hands={0: ["grenadin_drone"]})
    play(m, 0, "grenadin_drone")
    assert board(m, 0) == ["grenadin_drone", "grenadin"]
    g = find(m, "grenadin", 0)
    assert unit_stats(m, g) == (1, 1) and CARDS[m.state.kinds[g]].token


def test_pyroknight_has_overwhelm_and_its_ultimate_pays_5_for_plus_4_plus_4():
    """Pyroknight: "Overwhelm. Ultimate: Pay 5 to give Pyroknight +4/+4." 000 1.4 activated
    abilities; 003 Ultimate: "can only be activated once"."""
    m = table(hands={0: ["pyroknight"]}, power=(6, 6))
    play(m, 0, "pyroknight")
    k = find(m, "pyroknight", 0)
    assert has(m.state, CARDS, k, "overwhelm") and unit_stats(m, k) == (2, 1)
    m.apply(Action("use", 0, k, None, 0))
    resolve_stack(m)
    assert unit_stats(m, k) == (6, 5) and m.state.power[0] == 0
    assert m.check(Action("use", 0, k, None, 0)) is not None
    _next_turn(m, 0)
    assert unit_stats(m, k) == (6, 5)   # not "this turn": it lasts


def test_rampage_gives_plus_3_plus_1_and_overwhelm_this_turn():
    """Rampage (fast spell): "Give a unit +3/+1 and Overwhelm this turn." 000 3.54: "Card
    effects that last for "this turn" are removed"."""
    m = table(hands={0: ["rampage"]}, boards={0: ["argenport_soldier"], 1: ["humbug"]})
    s, bug = find(m, "argenport_soldier", 0), find(m, "humbug", 1)
    play(m, 0, "rampage", s)
    resolve_stack(m)
    assert unit_stats(m, s) == (6, 3) and has(m.state, CARDS, s, "overwhelm")
    attack(m, 0, s)
    block(m, 1, (bug, s))
    resolve_stack(m)
    assert m.state.health[1] == 20                  # 6 strength, 1 into the 1/1 blocker
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2) and not has(m.state, CARDS, s, "overwhelm")


def test_rampage_is_fast_and_can_be_played_on_the_enemy_turn():
    """Rampage is a fast spell (000 4.1: played outside its controller's main phase)."""
    m = table(turn=1, hands={0: ["rampage"]}, boards={0: ["bold_adventurer"], 1: ["argenport_soldier"]})
    s, b = find(m, "argenport_soldier", 1), find(m, "bold_adventurer", 0)
    attack(m, 1, s)
    block(m, 0, (b, s))
    assert m.decision().seat in (0, 1)
    while m.decision().seat != 0:
        pass_(m)
    play(m, 0, "rampage", b)
    resolve_stack(m)
    while m.state.phase not in ("main2",):
        pass_(m)
    assert "argenport_soldier" not in board(m, 1) and "bold_adventurer" in board(m, 0)


def test_outlands_sniper_summon_deals_2_damage_to_a_unit_or_player():
    """Outlands Sniper: "Summon: Deal 2 damage." (a unit or a player, 000 1.3)."""
    m = table(hands={0: ["outlands_sniper", "outlands_sniper"]}, boards={1: ["argenport_soldier"]})
    play(m, 0, "outlands_sniper")
    choose(m, 0, find(m, "argenport_soldier", 1))
    resolve_stack(m)
    assert board(m, 1) == []
    play(m, 0, "outlands_sniper")
    choose(m, 0, P1)
    resolve_stack(m)
    assert m.state.health[1] == 23 and board(m, 0) == ["outlands_sniper", "outlands_sniper"]


def test_obliterate_deals_6_damage_to_a_unit_or_player_with_overwhelm():
    """Obliterate: "Overwhelm. Deal 6 damage to a unit or player." 003 Overwhelm: the rest
    of the damage goes to the unit's controller."""
    m = table(hands={0: ["obliterate", "obliterate"]}, boards={1: ["bold_adventurer"]}, power=(10, 10))
    play(m, 0, "obliterate", P1)
    resolve_stack(m)
    assert m.state.health[1] == 19
    play(m, 0, "obliterate", find(m, "bold_adventurer", 1))   # a 2/3
    resolve_stack(m)
    assert board(m, 1) == [] and m.state.health[1] == 16


def test_rally_gives_your_units_plus_2_strength_this_turn():
    """Rally: "Your units get +2 Strength this turn." (not the enemy's; 000 3.54 ends it)"""
    m = table(hands={0: ["rally"]}, boards={0: ["argenport_soldier", "bold_adventurer"], 1: ["humbug"]})
    s, b, bug = find(m, "argenport_soldier", 0), find(m, "bold_adventurer", 0), find(m, "humbug", 1)
    play(m, 0, "rally")
    resolve_stack(m)
    assert unit_stats(m, s) == (5, 2) and unit_stats(m, b) == (4, 3) and unit_stats(m, bug) == (1, 1)
    _next_turn(m, 1)
    assert unit_stats(m, s) == (3, 2) and unit_stats(m, b) == (2, 3)


def test_cloud_of_ash_exhausts_all_enemy_units():
    """Cloud of Ash: "Exhaust all enemy units." 003 Exhaust: they cannot block."""
    m = table(hands={0: ["cloud_of_ash"]}, boards={0: ["argenport_soldier"], 1: ["humbug", "bold_adventurer"]})
    play(m, 0, "cloud_of_ash")
    resolve_stack(m)
    assert all(m.state.info[u].ex for u in m.state.boards[1])
    s = find(m, "argenport_soldier", 0)
    assert not m.state.info[s].ex
    attack(m, 0, s)
    assert m.state.health[1] == 22   # nobody could block


def test_guerrilla_fighter_summon_exhausts_an_enemy_unit_and_has_warcry():
    """Guerrilla Fighter: "Warcry. Summon: Exhaust an enemy unit." 003 Summon, Exhaust,
    Warcry ("the top weapon or unit of that controller's deck gets +X/+X")."""
    m = table(hands={0: ["guerrilla_fighter"]}, boards={1: ["humbug", "bold_adventurer"]},
              decks={0: ["argenport_soldier"]})
    play(m, 0, "guerrilla_fighter")
    target = find(m, "bold_adventurer", 1)
    choose(m, 0, target)
    resolve_stack(m)
    assert m.state.info[target].ex and not m.state.info[find(m, "humbug", 1)].ex
    m = table(boards={0: ["guerrilla_fighter"]}, decks={0: ["argenport_soldier"]})
    top = m.state.decks[0][-1]
    attack(m, 0, find(m, "guerrilla_fighter", 0))
    assert (m.state.info[top].atk, m.state.info[top].hp) == (1, 1)


def test_recogulator_entomb_plays_two_1_1_grenadins():
    """Recogulator: "Entomb: Play two 1/1 Grenadin." 003 Entomb: when it enters the void from
    the battlefield."""
    m = table(hands={0: ["torch"]}, boards={0: ["recogulator"]})
    play(m, 0, "torch", find(m, "recogulator", 0))   # a 2/2
    resolve_stack(m)
    assert board(m, 0) == ["grenadin", "grenadin"] and void(m, 0) == ["torch", "recogulator"]
    assert all(unit_stats(m, g) == (1, 1) for g in m.state.boards[0])


def test_assembly_line_plays_three_1_1_grenadins():
    """Assembly Line: "Play three 1/1 Grenadin." (000 6.3: created cards are played for free)"""
    m = table(hands={0: ["assembly_line"]}, power=(3, 3))
    play(m, 0, "assembly_line")
    resolve_stack(m)
    assert board(m, 0) == ["grenadin"] * 3 and m.state.power[0] == 0
    assert all(unit_stats(m, g) == (1, 1) for g in m.state.boards[0])


def test_rusty_grenamotive_gives_1_power_when_it_attacks_and_is_berserk():
    """Rusty Grenamotive: "Berserk. When Rusty Grenamotive attacks, you get +1 power this
    turn." 000 3.31 Berserk: it may attack a second time; 3.34 returns to the Defense Step."""
    m = table(boards={0: ["rusty_grenamotive"]}, power=(3, 3))
    r = find(m, "rusty_grenamotive", 0)
    attack(m, 0, r)
    assert m.state.choice is not None          # which Berserk units attack again
    choose(m, 0, r)
    while m.state.phase != "main2":
        pass_(m)
    assert m.state.power[0] == 4 and m.state.max_power[0] == 3
    assert m.state.health[1] == 21               # a 2/4 that attacked twice


def test_dashing_rapscallion_gets_plus_2_strength_when_she_attacks():
    """Dashing Rapscallion: "Berserk. When Dashing Rapscallion attacks, she gets +2
    Strength." (not "this turn": it stays)"""
    m = table(boards={0: ["dashing_rapscallion"]})
    d = find(m, "dashing_rapscallion", 0)
    attack(m, 0, d)
    if m.state.choice is not None:
        choose(m, 0, d)
    while m.state.phase != "main2":
        pass_(m)
    assert unit_stats(m, d) == (7, 5)
    assert m.state.health[1] == 25 - 14          # 7 strength, twice
    _next_turn(m, 1)
    assert unit_stats(m, d) == (7, 5)


def test_sparkbot_plays_a_grenadin_only_with_spark():
    """Sparkbot: "Spark: Play a 1/1 Grenadin." 003 Spark: "If our opponent has been dealt
    damage this turn when this card is played, do X"."""
    m = table(hands={0: ["sparkbot", "sparkbot", "torch"]})
    play(m, 0, "sparkbot")
    assert board(m, 0) == ["sparkbot"]
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "sparkbot")
    assert board(m, 0) == ["sparkbot", "sparkbot", "grenadin"]


def test_audacious_bandit_gains_quickdraw_with_spark():
    """Audacious Bandit: "Spark: Quickdraw." (003 Spark; 003 Quickdraw)"""
    m = table(hands={0: ["audacious_bandit", "audacious_bandit", "torch"]})
    play(m, 0, "audacious_bandit")
    first = find(m, "audacious_bandit", 0)
    assert not has(m.state, CARDS, first, "quickdraw")
    play(m, 0, "torch", P1)
    resolve_stack(m)
    play(m, 0, "audacious_bandit")
    second = find(m, "audacious_bandit", 0, nth=1)
    resolve_stack(m)
    assert has(m.state, CARDS, second, "quickdraw") and not has(m.state, CARDS, first, "quickdraw")
    _next_turn(m, 1)
    assert has(m.state, CARDS, second, "quickdraw")   # not "this turn"


def test_hipshot_deals_2_damage_and_warps_from_the_deck():
    """Hipshot: "Warp. Deal 2 damage." 003 Warp: played from the top of the deck "as if it
    was in his/her hand"."""
    m = table(decks={0: ["hipshot"]}, boards={1: ["argenport_soldier"]})
    top = m.state.decks[0][-1]
    assert hand(m, 0) == []
    m.apply(Action("play", 0, top, find(m, "argenport_soldier", 1)))
    resolve_stack(m)
    assert board(m, 1) == [] and void(m, 0) == ["hipshot"]
    m = table(hands={0: ["hipshot"]})
    play(m, 0, "hipshot", P1)
    resolve_stack(m)
    assert m.state.health[1] == 23


def test_ixtun_merchant_swaps_a_hand_card_for_a_fire_card_in_the_market():
    """Ixtun Merchant: "Overwhelm. Summon: You may choose a card from your hand to swap with a
    {F} card in your Market." 000 1.2: merchants draw cards from the market."""
    m = table(hands={0: ["ixtun_merchant", "vanquish"]}, markets={0: ["torch", "heavy_axe", "harsh_rule"]})
    play(m, 0, "ixtun_merchant")
    assert has(m.state, CARDS, find(m, "ixtun_merchant", 0), "overwhelm")
    choose(m, 0, find(m, "vanquish", 0, "hands"))
    assert sorted(names(m.state.choice["options"], m)) == ["heavy_axe", "torch"]   # the Fire cards only
    choose(m, 0, find(m, "torch", 0, "markets"))
    assert hand(m, 0) == ["torch"] and sorted(names(m.state.markets[0], m)) == ["harsh_rule", "heavy_axe", "vanquish"]


def test_ixtun_merchant_swap_is_optional():
    """Ixtun Merchant: "You may choose": choosing nothing leaves hand and market alone."""
    m = table(hands={0: ["ixtun_merchant", "vanquish"]}, markets={0: ["torch"]})
    play(m, 0, "ixtun_merchant")
    choose(m, 0, "done")
    assert hand(m, 0) == ["vanquish"] and names(m.state.markets[0], m) == ["torch"]


def test_magmahound_is_what_granite_monument_transmutes_into():
    """Magmahound (token): a 4/1 with Charge, as Granite Monument prints it ("Transmute 5:
    4/1 Magmahound with Charge"); it attacks the turn it is played (003 Charge)."""
    m = table(hands={0: ["fire_sigil", "granite_monument"]}, power=(4, 4))
    play(m, 0, "fire_sigil")
    assert hand(m, 0) == ["magmahound"]
    play(m, 0, "magmahound")
    h = find(m, "magmahound", 0)
    assert unit_stats(m, h) == (4, 1)
    attack(m, 0, h)
    assert m.state.health[1] == 21
