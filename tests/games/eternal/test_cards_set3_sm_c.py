"""A test per Set 3 (Omens of the Past) Shadow, multi-faction and factionless card, part C: the
enemy's choices, sacrifices of two, growing abilities, Ultimate triggers, weapons that read their
wielder, and curses that outlive their unit.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW

from .helpers import (CARDS, attack, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats, void)

CARRIER = "jotun_warrior"   # a 3/5 with no text


def _to_main(m, limit: int = 12) -> None:
    for _ in range(limit):
        if m.state.phase in ("main1", "main2") and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never got back to a main phase")


def test_dizo_cabal_chairman_may_sacrifice_for_the_extortion_scheme_and_the_enemy_chooses():
    """Dizo, Cabal Chairman: "Unblockable / Summon: You may sacrifice another unit to create and draw
    Cabal Extortion Scheme." The Scheme: "The enemy player must choose: You draw the top three cards
    of their deck, or you deal 7 damage to them and gain 7 Health."."""
    m = table(hands={0: ["dizo_cabal_chairman"]}, boards={0: ["oni_ronin"]}, decks={1: ["torch", "torch", "torch"]},
              power=(20, 20))
    play(m, 0, "dizo_cabal_chairman")
    resolve_stack(m)
    choose(m, 0, find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["cabal_extortion_scheme"]
    play(m, 0, "cabal_extortion_scheme")
    resolve_stack(m)
    assert m.decision().seat == 1
    choose(m, 1, "damage")
    assert (m.state.health[0], m.state.health[1]) == (32, 18)
    m = table(hands={0: ["cabal_extortion_scheme"]}, decks={1: ["torch", "torch", "torch"]})
    play(m, 0, "cabal_extortion_scheme")
    resolve_stack(m)
    choose(m, 1, "cards")
    assert hand(m, 0) == ["torch", "torch", "torch"]


def test_stonescar_scrapper_gains_health_for_your_grenadin_and_sacrifices_two_to_draw_two():
    """Stonescar Scrapper: "When one of your Grenadin dies, you gain 1 Health. / Once per turn, you may
    pay 1 and sacrifice two other units to draw two cards."."""
    m = table(boards={0: ["stonescar_scrapper", "grenadin_bellower", "oni_ronin", CARRIER]}, power=(5, 5))
    s = find(m, "stonescar_scrapper", 0)
    m.apply(Action("use", 0, s, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "grenadin_bellower", 0), find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert board(m, 0) == ["stonescar_scrapper", CARRIER] and len(m.state.hands[0]) == 2
    assert m.state.health[0] == 26 and m.state.power[0] == 4   # the Bellower is a Grenadin; the Ronin is not
    assert m.check(Action("use", 0, s, None, 0)) is not None
    m = table(boards={0: ["stonescar_scrapper", "oni_ronin"]}, power=(5, 5))   # one other unit: can't pay two
    refused = m.check(Action("use", 0, find(m, "stonescar_scrapper", 0), None, 0))
    assert refused is not None and "two other units" in refused.reason


def test_brenn_chronicler_of_ages_gives_power_for_the_first_spell_each_turn_and_grows():
    """Brenn, Chronicler of Ages: "The first time you play a spell on your turn, you get +1 power this
    turn. Then, increase this ability by 1."."""
    m = table(hands={0: ["torch", "torch"]}, boards={0: ["brenn_chronicler_of_ages"], 1: [CARRIER]}, power=(5, 5))
    play(m, 0, "torch", find(m, CARRIER, 1))
    resolve_stack(m)
    assert m.state.power[0] == 5 - 1 + 1
    play(m, 0, "torch", find(m, CARRIER, 1))
    resolve_stack(m)
    assert m.state.power[0] == 4   # the second spell gives nothing
    m = table(hands={0: ["torch", "torch"]}, boards={0: ["brenn_chronicler_of_ages"], 1: [CARRIER]}, power=(5, 5))
    for expect in (5 - 1 + 1, 5 - 1 + 2):   # a first spell on two turns: 1, then 2 ("increase ... by 1")
        m.state.power[0], m.state.spells_played[0] = 5, 0   # as at a new turn's start
        play(m, 0, "torch", find(m, CARRIER, 1))
        resolve_stack(m)
        assert m.state.power[0] == expect


def test_curiox_insatiable_seeker_grows_with_a_relic_and_draws_a_dragon_s_eye_once():
    """Curiox: "Flying / +2/+2 while you have a relic. / Ultimate: When Curiox hits the enemy player, if
    you have five or more spells in your void, create and draw a Dragon's Eye." (003 Ultimate: once)."""
    m = table(boards={0: ["curiox_insatiable_seeker"]}, relics={0: ["moondial"]}, voids={0: ["torch"] * 5})
    c = find(m, "curiox_insatiable_seeker", 0)
    assert unit_stats(m, c) == (7, 7)
    attack(m, 0, c)
    _to_main(m)
    assert hand(m, 0) == ["dragon_s_eye"] and m.state.health[1] == 18
    m = table(boards={0: ["curiox_insatiable_seeker"]}, voids={0: ["torch"] * 4})
    attack(m, 0, find(m, "curiox_insatiable_seeker", 0))
    _to_main(m)
    assert hand(m, 0) == []


def test_hideout_pistol_on_a_gunslinger_kills_a_weaker_enemy_unit_for_good():
    """Hideout Pistol: "Summon: If played on a Gunslinger, kill an enemy unit with less Strength than
    the wielder and give it Voidbound." (Voidbound: it can't leave the void)."""
    m = table(hands={0: ["hideout_pistol"]}, boards={0: ["flashy_duelist"], 1: ["unseen_agent", CARRIER]})
    play(m, 0, "hideout_pistol", find(m, "flashy_duelist", 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "unseen_agent", 1))
    resolve_stack(m)
    assert board(m, 1) == [CARRIER]
    dead = m.state.voids[1][0]
    assert m.state.info[dead].kw & KW["voidbound"]
    m = table(hands={0: ["hideout_pistol"]}, boards={0: [CARRIER], 1: ["unseen_agent"]})
    play(m, 0, "hideout_pistol", find(m, CARRIER, 0))
    resolve_stack(m)
    assert board(m, 1) == ["unseen_agent"]   # not a Gunslinger


def test_street_leecher_ultimate_shrinks_an_enemy_unit_and_its_copies_once():
    """Street Leecher: "Warcry / Ultimate: When you play a weapon on Street Leecher, give an enemy unit
    and each copy in the enemy hand and deck -1/-1." (003 Ultimate: once)."""
    m = table(hands={0: ["trusty_revolver", "trusty_revolver"], 1: [CARRIER]}, boards={0: ["street_leecher"], 1: [CARRIER]},
              decks={1: [CARRIER]})
    s, j = find(m, "street_leecher", 0), find(m, CARRIER, 1)
    play(m, 0, "trusty_revolver", s)
    if m.state.choice is not None:
        choose(m, 0, j)
    resolve_stack(m)
    assert unit_stats(m, j) == (2, 4)
    copy = find(m, CARRIER, 1, "hands")
    assert (m.state.info[copy].atk, m.state.info[copy].hp) == (-1, -1)
    play(m, 0, "trusty_revolver", s)
    resolve_stack(m)
    assert unit_stats(m, j) == (2, 4)


def test_battlefield_scavenger_ultimate_draws_a_valkyrie_from_the_void_with_warcry():
    """Battlefield Scavenger: "Warcry / Ultimate: Pay 4 to draw a Valkyrie from your void and give it Warcry."."""
    m = table(boards={0: ["battlefield_scavenger"]}, voids={0: ["vainglory_patrol", "oni_ronin"]})
    b = find(m, "battlefield_scavenger", 0)
    m.apply(Action("use", 0, b, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "vainglory_patrol", 0, "voids"))
    v = find(m, "vainglory_patrol", 0, "hands")
    assert m.state.info[v].wc == 1 and void(m, 0) == ["oni_ronin"] and m.state.power[0] == 6


def test_callous_survivalist_bonded_makes_the_enemy_discard_two_spells_of_your_choice():
    """Callous Survivalist: "Warcry, Bond / When you bond Callous Survivalist, the enemy player discards
    two spells of your choice from their hand." (003 Bond)."""
    m = table(hands={0: ["callous_survivalist"], 1: ["torch", "extinguish", "oni_ronin"]}, boards={0: ["flashy_duelist"]},
              power=(9, 9))
    play(m, 0, "callous_survivalist", find(m, "flashy_duelist", 0), "bond")
    for _ in range(4):
        if m.state.choice is not None:
            ch = m.state.choice
            choose(m, 0, ch["options"][0])
        resolve_stack(m)
    assert hand(m, 1) == ["oni_ronin"] and sorted(void(m, 1)) == ["extinguish", "torch"]


def test_arachnophobia_makes_night_and_plays_a_spider_when_the_cursed_unit_dies():
    """Arachnophobia (curse): "Summon: Nightfall. / When the cursed unit dies, play a 1/1 Spider with Deadly."."""
    m = table(hands={0: ["arachnophobia", "torch"]}, boards={1: ["oni_ronin"]})
    o = find(m, "oni_ronin", 1)
    play(m, 0, "arachnophobia", o)
    resolve_stack(m)
    assert m.state.night_until == m.state.turn_no + 2
    play(m, 0, "torch", o)
    resolve_stack(m)
    assert board(m, 0) == ["direfang_spider"] and board(m, 1) == []


def test_recycler_ultimate_creates_and_draws_a_fixit_when_another_unit_of_yours_dies():
    """Recycler: "Ultimate: When one of your other units dies, create and draw a +3/+2 Fixit with
    Overwhelm." (003 Ultimate: once)."""
    m = table(hands={0: ["torch", "torch"]}, boards={0: ["recycler", "oni_ronin", "unseen_agent"]})
    play(m, 0, "torch", find(m, "oni_ronin", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["torch", "fixit"]
    play(m, 0, "torch", find(m, "unseen_agent", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["fixit"]
    assert CARDS[m.state.kinds[m.state.hands[0][0]]].attack == 3


def test_vara_s_intervention_gives_an_enemy_unit_minus_two_health():
    """Vara's Intervention, mode 1: "Give an enemy unit -2 Health, or; ..." (a Choice: the mode and its
    target chosen as played, 000 4.2)."""
    m = table(hands={0: ["vara_s_intervention"]}, boards={1: [CARRIER]})
    j = find(m, CARRIER, 1)
    play(m, 0, "vara_s_intervention", j, "mode1")
    resolve_stack(m)
    assert unit_stats(m, j) == (3, 3)


def test_vara_s_intervention_makes_one_of_your_units_unblockable_or_draws_an_unseen():
    """Vara's Intervention, modes 2 and 3: "Give one of your units Unblockable this turn, or; Draw an
    Unseen from your void."."""
    from simulator.games.eternal.stats import has
    m = table(hands={0: ["vara_s_intervention"]}, boards={0: [CARRIER]})
    j = find(m, CARRIER, 0)
    play(m, 0, "vara_s_intervention", j, "mode2")
    resolve_stack(m)
    assert has(m.state, CARDS, j, "unblockable")
    m = table(hands={0: ["vara_s_intervention"]}, voids={0: ["duskcaller", "oni_ronin"]})
    play(m, 0, "vara_s_intervention", None, "mode3")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "duskcaller", 0, "voids"))
    assert hand(m, 0) == ["duskcaller"]


def test_devastating_setback_discards_a_spell_of_your_choice_or_shrinks_each_unit():
    """Devastating Setback: "- The enemy player discards a spell or attachment of your choice from their
    hand, or; - Each unit gets -2/-2 this turn." (a Choice)."""
    m = table(hands={0: ["devastating_setback"], 1: ["torch", "oni_ronin"]})
    play(m, 0, "devastating_setback", None, "mode1")
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, find(m, "torch", 1, "hands"))
    assert hand(m, 1) == ["oni_ronin"]
    m = table(hands={0: ["devastating_setback"]}, boards={0: ["oni_ronin"], 1: [CARRIER]})
    play(m, 0, "devastating_setback", None, "mode2")
    resolve_stack(m)
    assert board(m, 0) == [] and unit_stats(m, find(m, CARRIER, 1)) == (1, 3)


def test_iceberg_warchief_makes_your_spells_deal_two_more_and_other_yeti_stronger():
    """Iceberg Warchief: "Your spells deal +2 damage. / Your other Yeti have +2 Strength."."""
    m = table(hands={0: ["torch"]}, boards={0: ["iceberg_warchief", "yeti_spy"], 1: [CARRIER]})
    spy = find(m, "yeti_spy", 0)
    assert unit_stats(m, spy)[0] == CARDS[m.state.kinds[spy]].attack + 2
    assert unit_stats(m, find(m, "iceberg_warchief", 0)) == (5, 3)
    play(m, 0, "torch", find(m, CARRIER, 1))
    resolve_stack(m)
    assert board(m, 1) == []   # 3 + 2 damage to a 3/5


def test_skywalk_enforcer_gets_two_strength_when_you_play_a_curse():
    """Skywalk Enforcer: "Flying / When you play a curse, Skywalk Enforcer gets +2 Strength."."""
    m = table(hands={0: ["affliction"]}, boards={0: ["skywalk_enforcer"], 1: [CARRIER]})
    play(m, 0, "affliction", find(m, CARRIER, 1))
    resolve_stack(m)
    assert unit_stats(m, find(m, "skywalk_enforcer", 0)) == (3, 4)


def test_malediction_reader_drains_two_when_you_play_a_curse():
    """Malediction Reader: "Flying / When you play a curse, deal 2 damage to the enemy player and you gain
    2 Health."."""
    m = table(hands={0: ["cowardice"]}, boards={0: ["malediction_reader"], 1: [CARRIER]})
    play(m, 0, "cowardice", find(m, CARRIER, 1))
    resolve_stack(m)
    assert (m.state.health[0], m.state.health[1]) == (27, 23)
