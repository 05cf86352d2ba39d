"""A test per card of the last cards of Sets 3 and 4 (issue 31's rest): Stonescar Pickaxe and Quarry,
Amaran Stinger and its Scorpion Traps, Unchecked Rage, Jekk's Choice, Jekk, Lone Gun,
Riddle Game.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.cards import KW
from simulator.games.eternal.ops_set34_rest import watches_draws
from simulator.games.eternal.ops_set4_ftj import watches_void
from simulator.games.eternal.state import player_ref
from simulator.games.eternal.stats import cost, keywords

from .helpers import (CARDS, attack, board, choose, find, hand, kind_id, pass_, play, refresh, resolve_stack, table,
                      unit_stats, void)

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _hit(m, u, limit: int = 12) -> None:
    """Attack with `u` unblocked and pass until the attack is over."""
    attack(m, 0, u)
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack:
            return
        if m.state.choice is not None:
            return
        pass_(m)


def test_stonescar_pickaxe_creates_and_draws_a_grenadin_each_time_the_wielder_hits_the_enemy_player():
    """Stonescar Pickaxe: "When the wielder hits the enemy player, create and draw a 1/1 Grenadin." (+4/+2)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["stonescar_pickaxe"]}, power=(4, 4))
    s = find(m, SOLDIER, 0)
    play(m, 0, "stonescar_pickaxe", s)
    resolve_stack(m)
    assert m.state.choice is None   # Spellcraft 3 cannot be paid with no power left: not offered
    _hit(m, s)
    assert hand(m, 0) == ["grenadin"] and m.state.health[1] == 25 - 7


def test_stonescar_pickaxe_spellcraft_3_plays_quarry():
    """Stonescar Pickaxe: "Spellcraft 3: Play Quarry." As the weapon is played its player may pay 3 to create
    and play Quarry (its own cost not paid, 000 1.3)."""
    m = table(boards={0: [SOLDIER]}, hands={0: ["stonescar_pickaxe"]}, power=(9, 9), decks={0: ["torch", "vanquish"]})
    play(m, 0, "stonescar_pickaxe", find(m, SOLDIER, 0))
    resolve_stack(m)
    choose(m, 0, "play")
    resolve_stack(m)
    choose(m, 0, "vanquish")
    resolve_stack(m)
    assert m.state.power[0] == 9 - 4 - 3
    assert hand(m, 0) == ["vanquish"] and sorted(void(m, 0)) == ["quarry", "torch"]


def test_quarry_draws_one_of_the_top_two_at_1_less_and_discards_the_other():
    """Quarry: "Draw one of the top two cards of your deck and reduce its cost by 1. Discard the other.";
    the card under the top two stays in the deck."""
    m = table(hands={0: ["quarry"]}, power=(2, 2), decks={0: ["humbug", "torch", "vanquish"]})   # humbug on top
    play(m, 0, "quarry")
    resolve_stack(m)
    assert m.state.choice is not None and m.state.choice["by"] == "value"
    choose(m, 0, "torch")
    resolve_stack(m)
    t = find(m, "torch", 0, "hands")
    assert hand(m, 0) == ["torch"] and sorted(void(m, 0)) == ["humbug", "quarry"]
    assert cost(m.state, CARDS, t) == CARDS[m.state.kinds[t]].cost - 1
    assert CARDS[m.state.kinds[m.state.decks[0][-1]]].id == "vanquish"   # now the top card


def test_amaran_stinger_infiltrate_puts_five_scorpion_traps_into_the_top_20_of_the_enemy_deck():
    """Amaran Stinger: "Charge. Infiltrate: Put five Scorpion Traps into the top 20 cards of the enemy deck."
    (003 Charge: it attacks the turn it is played; 003 Infiltrate: the first time it hits the enemy player);
    the deck's other cards keep their order."""
    m = table(hands={0: ["amaran_stinger"]}, decks={1: ["torch", "vanquish", "humbug"]}, deck_filler=30, power=(3, 3))
    play(m, 0, "amaran_stinger")
    resolve_stack(m)
    s = find(m, "amaran_stinger", 0)
    before = [c for c in m.state.decks[1]]
    _hit(m, s)
    deck = m.state.decks[1]
    traps = [c for c in deck if kind_id(m, c) == "scorpion_trap"]
    assert m.state.health[1] == 23 and len(traps) == 5 and len(deck) == 33 + 5
    assert all(c in deck[-24:] and m.state.owners[c] == 1 for c in traps)   # each into the top 20 as it goes in
    assert [c for c in deck if c not in traps] == before
    assert not [c for c in m.state.decks[0] if kind_id(m, c) == "scorpion_trap"]


def test_scorpion_trap_is_played_when_drawn_and_the_enemy_plays_a_1_1_scorpion_with_deadly():
    """Scorpion Trap (a token): "Destiny. When Scorpion Trap goes to your void, the enemy player plays a 1/1
    Scorpion with Deadly." Drawn, it is played for free and its player draws again (003 Destiny)."""
    m = table(turn=1, decks={0: ["scorpion_trap", "torch"]}, power=(0, 0))
    pass_(m, 1)
    assert void(m, 0) == ["scorpion_trap"] and hand(m, 0) == ["torch"] and board(m, 1) == ["scorpion"]
    sc = find(m, "scorpion", 1)
    assert unit_stats(m, sc) == (1, 1) and keywords(m.state, CARDS, sc) & KW["deadly"] and not board(m, 0)


def test_scorpion_trap_discarded_from_the_deck_still_gives_the_enemy_a_scorpion():
    """Scorpion Trap: milled by Spitefeeder ("discards the top two cards of their deck", 003 Discard) it goes
    to its player's void, so the enemy player plays a Scorpion."""
    m = table(hands={0: ["spitefeeder"]}, decks={1: ["scorpion_trap", "torch"]})
    play(m, 0, "spitefeeder")
    choose(m, 0, player_ref(1))
    resolve_stack(m)
    assert sorted(void(m, 1)) == ["scorpion_trap", "torch"] and board(m, 0) == ["spitefeeder", "scorpion"]


def test_unchecked_rage_makes_the_cursed_unit_and_each_other_enemy_unit_reckless():
    """Unchecked Rage: "The cursed unit and each other enemy unit are Reckless." (003 Reckless); the curse's
    player's own units are not, and once the cursed unit dies the others are no longer Reckless."""
    m = table(hands={0: ["unchecked_rage", "torch"]}, boards={0: [SOLDIER], 1: ["oni_ronin", "humbug"]})
    oni, humbug, mine = find(m, "oni_ronin", 1), find(m, "humbug", 1), find(m, SOLDIER, 0)
    reckless = KW["reckless"]
    assert not any(keywords(m.state, CARDS, u) & reckless for u in (oni, humbug, mine))
    play(m, 0, "unchecked_rage", oni)
    resolve_stack(m)
    assert "unchecked_rage" in [kind_id(m, a) for a in m.state.info[oni].att]
    assert keywords(m.state, CARDS, oni) & reckless and keywords(m.state, CARDS, humbug) & reckless
    assert not keywords(m.state, CARDS, mine) & reckless
    play(m, 0, "torch", oni)   # Oni Ronin is 2/1: Torch's 3 damage kills it
    resolve_stack(m)
    assert "oni_ronin" in void(m, 1) and not keywords(m.state, CARDS, humbug) & reckless


def _modes(m, card_id: str) -> set:
    c = find(m, card_id, 0, "hands")
    return {(a.target, a.choice) for a in m.legal_actions() if a.kind == "play" and a.card == c}


def test_jekk_s_choice_plays_a_1_1_weapon_on_each_of_your_attacking_units():
    """Jekk's Choice: "- Play a +1/+1 weapon on each of your attacking units, or; ..." (a Fast Spell, played
    during your attack; a unit that is not attacking gets none)."""
    m = table(hands={0: ["jekk_s_choice"]}, boards={0: [SOLDIER, "oni_ronin", "humbug"]})
    s, oni, humbug = find(m, SOLDIER, 0), find(m, "oni_ronin", 0), find(m, "humbug", 0)
    attack(m, 0, s, oni)
    for _ in range(4):
        if (None, "mode1") in _modes(m, "jekk_s_choice"):
            break
        pass_(m)
    play(m, 0, "jekk_s_choice", None, "mode1")
    resolve_stack(m)
    for u in (s, oni):
        assert [kind_id(m, a) for a in m.state.info[u].att] == ["jekk_s_weapon"]
    assert not m.state.info[humbug].att
    assert unit_stats(m, s) == (4, 3) and unit_stats(m, oni) == (3, 2)


def test_jekk_s_choice_kills_an_enemy_unit_not_wielding_a_weapon():
    """Jekk's Choice: "... or; - Kill an enemy unit not wielding a weapon." (a Fast Spell: played on the enemy
    turn here; the enemy unit holding a Heavy Axe is no target)."""
    m = table(turn=1, hands={0: ["jekk_s_choice"], 1: ["heavy_axe"]}, boards={1: [SOLDIER, "oni_ronin"]})
    s, oni = find(m, SOLDIER, 1), find(m, "oni_ronin", 1)
    play(m, 1, "heavy_axe", oni)
    resolve_stack(m)
    pass_(m, 1)   # seat 1 hands priority over: seat 0 may play a Fast Spell
    modes = _modes(m, "jekk_s_choice")
    assert (s, "mode2") in modes and (oni, "mode2") not in modes
    play(m, 0, "jekk_s_choice", s, "mode2")
    resolve_stack(m)
    assert SOLDIER in void(m, 1) and board(m, 1) == ["oni_ronin"]


def _voidbound(m, c) -> bool:
    return bool(keywords(m.state, CARDS, c) & KW["voidbound"])


def test_jekk_lone_gun_gives_voidbound_to_each_unit_that_goes_to_the_enemy_void():
    """Jekk, Lone Gun: "Deadly. When a unit goes to the enemy void, it gets Voidbound." An enemy unit that dies,
    and a unit card the enemy discards from their deck, get Voidbound (003 Voidbound); a unit dying into your
    own void does not, nor a discarded non-unit card."""
    m = table(hands={0: ["torch", "torch", "spitefeeder"]}, boards={0: ["jekk_lone_gun", SOLDIER], 1: ["oni_ronin"]},
              decks={1: ["humbug", "vanquish"]})
    assert keywords(m.state, CARDS, find(m, "jekk_lone_gun", 0)) & KW["deadly"]
    oni, mine = find(m, "oni_ronin", 1), find(m, SOLDIER, 0)
    play(m, 0, "torch", oni)
    resolve_stack(m)
    play(m, 0, "torch", mine)
    resolve_stack(m)
    assert "oni_ronin" in void(m, 1) and _voidbound(m, oni) and SOLDIER in void(m, 0) and not _voidbound(m, mine)
    play(m, 0, "spitefeeder")
    choose(m, 0, player_ref(1))
    resolve_stack(m)
    humbug, vanquish = find(m, "humbug", 1, "voids"), find(m, "vanquish", 1, "voids")
    assert _voidbound(m, humbug) and not _voidbound(m, vanquish)
    assert sorted(void(m, 1)) == ["humbug", "oni_ronin", "vanquish"]   # each card once (the trigger moves none)


def test_jekk_lone_gun_tribute_kills_an_enemy_unit():
    """Jekk, Lone Gun: "Tribute: Kill an enemy unit." (only when a unit went to your void this turn)."""
    m = table(hands={0: ["jekk_lone_gun"]}, boards={1: ["oni_ronin"]})
    play(m, 0, "jekk_lone_gun")
    resolve_stack(m)
    assert board(m, 1) == ["oni_ronin"] and m.state.choice is None
    m = table(hands={0: ["torch", "jekk_lone_gun"]}, boards={0: [SOLDIER], 1: ["oni_ronin"]}, power=(12, 12))
    m.state.went = watches_void(m.state, CARDS)   # kept as in a game whose decks hold a Tribute card
    refresh(m)
    play(m, 0, "torch", find(m, SOLDIER, 0))
    resolve_stack(m)
    play(m, 0, "jekk_lone_gun")
    resolve_stack(m)
    assert board(m, 1) == [] and "oni_ronin" in void(m, 1)   # its only enemy unit: the target is forced


def test_jekk_lone_gun_infiltrate_creates_and_draws_bad_news():
    """Jekk, Lone Gun: "Infiltrate: Create and draw Bad News." (003 Infiltrate: the first time he hits the enemy player)."""
    m = table(boards={0: ["jekk_lone_gun"]})
    _hit(m, find(m, "jekk_lone_gun", 0))
    assert hand(m, 0) == ["bad_news"] and m.state.health[1] == 25 - 7


def _counting(m):
    """The table as in a game whose decks hold Riddle Game: the cards drawn each turn are counted."""
    m.state.drew = watches_draws(m.state, CARDS)
    refresh(m)
    return m


def test_riddle_game_draws_a_card_for_each_card_you_have_drawn_this_turn():
    """Riddle Game: "Draw a card for each card you have drawn this turn." The turn's draw and Wisdom of the
    Elders' two make three; the cards drawn on an earlier turn do not count."""
    m = _counting(table(turn=1, hands={0: ["wisdom_of_the_elders", "riddle_game"]}, power=(0, 0),
                        decks={0: ["humbug"] * 7}))
    m.state.drew[0] = [m.state.turn_no - 2, 5]   # drawn on an earlier turn
    pass_(m, 1)   # player 2's turn ends: player 1 starts theirs and draws
    m.state.power[0] = m.state.max_power[0] = 10
    refresh(m)
    assert m.state.turn == 0 and hand(m, 0).count("humbug") == 1
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    play(m, 0, "riddle_game")
    resolve_stack(m)
    assert hand(m, 0).count("humbug") == 3 + 3


def test_riddle_game_draws_nothing_before_any_draw_and_games_without_it_keep_no_count():
    """Riddle Game with no card drawn this turn draws none; a game whose decks hold no Riddle Game keeps
    no count at all (its state, and so its hash, as before)."""
    m = _counting(table(hands={0: ["riddle_game"]}, decks={0: ["humbug"]}))
    play(m, 0, "riddle_game")
    resolve_stack(m)
    assert hand(m, 0) == [] and "riddle_game" in void(m, 0)
    assert watches_draws(table().state, CARDS) is None


def test_lida_s_apprentice_can_never_be_silenced_and_keeps_your_other_cards_from_being_silenced():
    """Lida's Apprentice: "Lida's Apprentice can never be silenced. Your other cards can't be silenced while you
    have her." Dispel ("Silence a unit. Draw a card.") changes neither her nor your other unit (it keeps
    Flying; the draw still happens); an enemy unit is silenced as ever (003 Silence)."""
    m = table(turn=1, hands={1: ["dispel", "dispel", "dispel"]}, boards={0: ["lida_s_apprentice", "humbug"],
                                                                       1: ["oni_ronin"]}, decks={1: ["torch"] * 3})
    lida, humbug, oni = find(m, "lida_s_apprentice", 0), find(m, "humbug", 0), find(m, "oni_ronin", 1)
    for u in (lida, humbug, oni):
        play(m, 1, "dispel", u)
        resolve_stack(m)
    assert not m.state.info[lida].silenced and not m.state.info[humbug].silenced and m.state.info[oni].silenced
    assert hand(m, 1) == ["torch"] * 3 and keywords(m.state, CARDS, humbug) & KW["flying"]


def test_lida_s_apprentice_in_a_void_is_not_silenced_but_protects_no_other_card_there():
    """Lida's Apprentice in the void: Steward of the Past's "Silence all units in the enemy void" leaves her as
    she is (never silenced, in any zone) but silences the other units there (she is not on the playmat)."""
    m = table(hands={0: ["steward_of_the_past"]}, voids={1: ["lida_s_apprentice", "oni_ronin"]})
    play(m, 0, "steward_of_the_past")
    resolve_stack(m)
    lida, oni = find(m, "lida_s_apprentice", 1, "voids"), find(m, "oni_ronin", 1, "voids")
    assert not (lida in m.state.info and m.state.info[lida].silenced) and m.state.info[oni].silenced


def test_tomb_protector_keeps_your_cards_from_being_stolen_while_it_is_ready():
    """Tomb Protector: "Your cards can't be stolen while Tomb Protector is ready." Madness ("Steal and ready an
    enemy unit this turn") takes neither it nor your other unit while it is ready; once it is exhausted, Madness
    steals (003 Steal)."""
    m = table(turn=1, hands={1: ["madness"] * 3},
              boards={0: ["tomb_protector", SOLDIER]}, power=(20, 20))
    tomb, s = find(m, "tomb_protector", 0), find(m, SOLDIER, 0)
    for u in (tomb, s):
        play(m, 1, "madness", u)
        resolve_stack(m)
    assert board(m, 0) == ["tomb_protector", SOLDIER] and board(m, 1) == []
    m.state.info[tomb].ex = True   # exhausted: it no longer protects
    refresh(m)
    play(m, 1, "madness", s)
    resolve_stack(m)
    assert board(m, 1) == [SOLDIER] and board(m, 0) == ["tomb_protector"]


def test_tomb_protector_keeps_a_discarded_card_in_your_void_against_abduct():
    """Tomb Protector with Abduct ("The enemy player discards a unit of your choice from their hand. Then steal
    it and put it into your void."): the unit is discarded, but stays in its player's void, not stolen."""
    m = table(turn=1, hands={0: [SOLDIER], 1: ["abduct"]}, boards={0: ["tomb_protector"]}, power=(20, 20))
    play(m, 1, "abduct")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 1, find(m, SOLDIER, 0, "hands"))
        resolve_stack(m)
    assert void(m, 0) == [SOLDIER] and "argenport_soldier" not in void(m, 1)
