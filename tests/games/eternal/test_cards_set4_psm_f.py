"""A test per Set 4 card (The Dusk Road), Primal, Shadow, multi-faction and factionless, part F:
cards that count their uses, relics and their tokens, stealing a relic, costs changed in hands and
decks, Siraf's Choice.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import cost, keywords

from .helpers import CARDS, P1, board, choose, find, hand, pass_, play, resolve_stack, table, unit_stats, void

SOLDIER = "argenport_soldier"   # a 3/2 unit with no text


def _next_own_turn(m, seat: int = 0) -> None:
    for _ in range(16):
        pass_(m)
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack and m.state.choice is None:
            return
    raise AssertionError("never reached that player's turn")


def test_marionette_cross_plays_a_marionette_and_each_sacrifices_the_other():
    """Marionette Cross (relic): "Summon: Play a 5/5 Marionette. Entomb: Sacrifice each Marionette." The
    Marionette: "Entomb: Sacrifice each Marionette Cross." (003 Entomb: when it dies or is killed)."""
    m = table(hands={0: ["marionette_cross"]})
    play(m, 0, "marionette_cross")
    resolve_stack(m)
    assert unit_stats(m, find(m, "marionette", 0)) == (5, 5) and len(m.state.relics[0]) == 1
    m = table(turn=1, hands={1: ["vanquish"]}, boards={0: ["marionette"]}, relics={0: ["marionette_cross"]})
    play(m, 1, "vanquish", find(m, "marionette", 0))
    resolve_stack(m)
    assert board(m, 0) == [] and m.state.relics[0] == [] and "marionette_cross" in void(m, 0)
    m = table(turn=1, hands={1: ["ijin_s_choice"]}, boards={0: ["marionette", SOLDIER]}, relics={0: ["marionette_cross"]})
    play(m, 1, "ijin_s_choice", find(m, "marionette_cross", 0, "relics"), "mode1")
    resolve_stack(m)
    assert board(m, 0) == [SOLDIER] and "marionette" in void(m, 0)


def test_recon_tower_pays_3_to_draw_a_sigil_and_after_the_third_use_becomes_a_guard_tower():
    """Recon Tower: "Once per turn, you may pay 3 to draw a Sigil of your choice from your deck. After
    the third use, sacrifice Recon Tower to play a Guard Tower." Guard Tower: "Once per turn, you may
    pay 5 to deal 1 damage to an enemy."."""
    m = table(relics={0: ["recon_tower"]}, decks={0: ["torch", "primal_sigil", "shadow_sigil"]}, deck_filler=3)
    for n in range(3):
        r = find(m, "recon_tower", 0, "relics")
        m.apply(Action("use", 0, r, None, 0))
        resolve_stack(m)
        if m.state.choice is not None:
            choose(m, 0, m.state.choice["options"][0])
        resolve_stack(m)
        assert len(hand(m, 0)) == n + 1 and all(c.endswith("_sigil") for c in hand(m, 0))
        if n < 2:
            assert m.check(Action("use", 0, r, None, 0)) is not None   # once per turn
            _next_own_turn(m)
            m.state.hands[0] = [c for c in m.state.hands[0] if CARDS[m.state.kinds[c]].id.endswith("_sigil")][:n + 1]
    names = [CARDS[m.state.kinds[c]].id for c in m.state.relics[0]]
    assert names == ["guard_tower"] and "recon_tower" in void(m, 0)
    g = m.state.relics[0][0]
    m.state.power[0] = 5
    m._legal_cache = None
    m.apply(Action("use", 0, g, P1, 0))
    resolve_stack(m)
    assert m.state.health[1] == 24


def test_wingbrewer_draws_one_of_the_top_two_discards_the_other_and_on_the_third_use_makes_bats():
    """Wingbrewer: "Pay 2 and exhaust Wingbrewer to draw one of the top two cards of your deck and discard
    the other. After the third use, sacrifice him to play three 1/1 Vampire Bats."."""
    m = table(boards={0: ["wingbrewer"]}, decks={0: ["torch", "vanquish"]})
    w = find(m, "wingbrewer", 0)
    m.apply(Action("use", 0, w, None, 0))
    resolve_stack(m)
    choose(m, 0, "vanquish")
    resolve_stack(m)
    assert hand(m, 0) == ["vanquish"] and void(m, 0) == ["torch"] and m.state.info[w].ex
    assert m.check(Action("use", 0, w, None, 0)) is not None   # exhausted
    m.state.info[w].step = 2   # two uses already
    m.state.info[w].ex = False
    m._legal_cache = None
    m.apply(Action("use", 0, w, None, 0))
    resolve_stack(m)
    if m.state.choice is not None:
        choose(m, 0, m.state.choice["options"][0])
    resolve_stack(m)
    assert board(m, 0) == ["vampire_bat"] * 3 and "wingbrewer" in void(m, 0)


def test_honored_skyguard_ultimate_pays_2_and_discards_a_card_for_plus_1_plus_1_and_a_draw():
    """Honored Skyguard: "Flying. Ultimate: Pay 2 and discard a card to give Honored Skyguard +1/+1 and draw a card."."""
    m = table(boards={0: ["honored_skyguard"]}, hands={0: ["torch", "humbug"]}, decks={0: ["vanquish"]})
    h = find(m, "honored_skyguard", 0)
    assert keywords(m.state, CARDS, h) & KW["flying"]
    m.apply(Action("use", 0, h, None, 0))
    resolve_stack(m)
    choose(m, 0, find(m, "humbug", 0, "hands"))
    resolve_stack(m)
    assert unit_stats(m, h) == (3, 3) and hand(m, 0) == ["torch", "vanquish"] and void(m, 0) == ["humbug"]


def test_fenris_nightshade_pays_3_to_draw_then_deals_3_to_you_and_1_to_each_cursed_enemy():
    """Fenris Nightshade: "Once per turn, you may pay 3 to draw a card. Fenris deals 3 damage to you and
    1 damage to each cursed enemy." (a unit under Inferiority Complex is cursed; one without is not)."""
    m = table(boards={0: ["fenris_nightshade"], 1: ["humbug", "oni_ronin"]}, hands={0: ["temple_shihan"]},
              decks={0: ["torch"]})
    play(m, 0, "temple_shihan")
    choose(m, 0, find(m, "humbug", 1))
    resolve_stack(m)
    f = find(m, "fenris_nightshade", 0)
    m.apply(Action("use", 0, f, None, 0))
    resolve_stack(m)
    assert hand(m, 0) == ["torch"] and m.state.health[0] == 22
    assert board(m, 1) == ["oni_ronin"]
    assert m.check(Action("use", 0, f, None, 0)) is not None


def test_burglarize_nightfall_and_steals_an_enemy_relic_into_your_hand():
    """Burglarize: "Nightfall. Steal an enemy relic and put it into your hand." (it is yours now)."""
    m = table(hands={0: ["burglarize"]}, relics={1: ["transmogrifier"]})
    play(m, 0, "burglarize")
    resolve_stack(m)
    assert hand(m, 0) == ["transmogrifier"] and m.state.relics[1] == [] and m.state.night_until >= m.state.turn_no
    assert m.state.owners[m.state.hands[0][0]] == 0


def test_siraf_s_choice_doubles_your_units_this_turn_or_draws_a_unit_and_doubles_it():
    """Siraf's Choice: "- Double the Strength/Health of your units this turn, or; - Draw a unit of your
    choice from your deck and double its Strength/Health."."""
    m = table(hands={0: ["siraf_s_choice"]}, boards={0: [SOLDIER, "humbug"]})
    play(m, 0, "siraf_s_choice", None, "mode1")
    resolve_stack(m)
    assert unit_stats(m, find(m, SOLDIER, 0)) == (6, 4) and unit_stats(m, find(m, "humbug", 0)) == (2, 2)
    m = table(hands={0: ["siraf_s_choice"]}, decks={0: ["torch", "sand_warrior", "humbug"]})
    play(m, 0, "siraf_s_choice", None, "mode2")
    resolve_stack(m)
    choose(m, 0, "sand_warrior")
    resolve_stack(m)
    s = find(m, "sand_warrior", 0, "hands")
    assert (m.state.info[s].atk, m.state.info[s].hp) == (3, 3)


def test_derry_cathain_ripclaw_rider_raises_an_enemy_spell_s_cost_and_ultimate_needs_two_void_spells():
    """Derry Cathain, Ripclaw Rider: "Summon: Increase the cost of a spell or site in the enemy hand by 1.
    Ultimate: Pay 3 to give Derry +4 Strength and Overwhelm if you have two or more spells in your void."."""
    m = table(hands={0: ["derry_cathain_ripclaw_rider"], 1: ["torch", "humbug", "vanquish"]},
              voids={0: ["torch", "vanquish"]})
    play(m, 0, "derry_cathain_ripclaw_rider")
    resolve_stack(m)
    t = find(m, "torch", 1, "hands")
    assert find(m, "humbug", 1, "hands") not in m.state.choice["options"]
    choose(m, 0, t)
    resolve_stack(m)
    assert cost(m.state, CARDS, t) == 2
    d = find(m, "derry_cathain_ripclaw_rider", 0)
    m.state.info[d].entered = 1
    m._legal_cache = None
    m.apply(Action("use", 0, d, None, 0))
    resolve_stack(m)
    assert unit_stats(m, d) == (4, 4) and keywords(m.state, CARDS, d) & KW["overwhelm"]
    m = table(boards={0: ["derry_cathain_ripclaw_rider"]}, voids={0: ["torch"]})
    d = find(m, "derry_cathain_ripclaw_rider", 0)
    m.apply(Action("use", 0, d, None, 0))
    resolve_stack(m)
    assert unit_stats(m, d) == (0, 4)


def test_recombobulate_puts_an_attacking_enemy_on_its_deck_and_discounts_your_top_unit():
    """Recombobulate: "Warp. Put an attacking enemy unit on top of its owner's deck. Reduce the cost of the
    top unit of your deck by the enemy unit's cost." (Sand Warrior costs 0: a 2-cost Soldier attacks)."""
    m = table(turn=1, hands={0: ["recombobulate"]}, boards={1: [SOLDIER]}, decks={0: ["torch", "rabid_yeti"]})
    s = find(m, SOLDIER, 1)
    m.apply(Action("attack", 1, s))
    m.apply(Action("attack", 1, choice="player"))
    for _ in range(6):
        if m.decision().seat == 0 and m.state.phase in ("declare", "block"):
            break
        pass_(m)
    play(m, 0, "recombobulate", s)
    resolve_stack(m)
    assert board(m, 1) == [] and CARDS[m.state.kinds[m.state.decks[1][-1]]].id == SOLDIER
    y = next(c for c in m.state.decks[0] if CARDS[m.state.kinds[c]].id == "rabid_yeti")
    assert cost(m.state, CARDS, y) == 1
