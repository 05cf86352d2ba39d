"""Set 1 Primal cards, one test per card, each played through Match.apply and checked against
its printed text. Part one: the Primal cards #189 to #231 and the tokens they make; part two
(test_cards_primal_b.py) has the rest and the Primal-Time cards.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
import pytest

from simulator.core.actions import Action
from simulator.games.eternal.cards import KW
from simulator.games.eternal.stats import cost, keywords, stunned

from .helpers import (
    CARDS,
    IDX,
    P1,
    attack,
    board,
    check_play,
    choose,
    find,
    hand,
    kind_id,
    pass_,
    play,
    refresh,
    resolve_stack,
    table,
    unit_stats,
    void,
)


def _until(m, seat: int, phase: str = "main1", limit: int = 80) -> None:
    """Pass until `seat` decides in `phase` of a new turn with an empty stack."""
    start = m.state.turn_no
    for _ in range(limit):
        st = m.state
        if st.turn_no > start and st.turn == seat and st.phase == phase and not st.stack and st.choice is None:
            return
        pass_(m)
    raise AssertionError(f"never reached {phase} of player {seat + 1}")


def _to_main2(m, limit: int = 30) -> None:
    """After an attack: pass until the Final Main Phase."""
    for _ in range(limit):
        if m.state.phase == "main2" and not m.state.stack and m.state.choice is None:
            return
        pass_(m)
    raise AssertionError("never reached main2")


def _ids(m, cards) -> list[str]:
    return [kind_id(m, c) for c in cards]


def test_unstable_form_transforms_a_unit_into_a_random_unit_costing_1_more():
    """Unstable Form: "Echo. Transform a unit into a random unit that costs 1 more." Oni Ronin
    (cost 1) becomes a collectible unit of cost 2, in place."""
    m = table(hands={0: ["unstable_form"]}, boards={1: ["oni_ronin"]})
    u = find(m, "oni_ronin", 1)
    play(m, 0, "unstable_form", u)
    resolve_stack(m)
    new = CARDS[m.state.kinds[u]]
    assert new.is_unit and new.cost == 2 and not new.token and new.id != "oni_ronin" and m.state.boards[1] == [u]
    assert CARDS[next(c.index for c in CARDS if c.id == "unstable_form")].has("echo")


def test_blind_storyteller_pays_2_and_exhausts_to_draw_then_discard():
    """Blind Storyteller: "Pay 2 and exhaust Blind Storyteller to draw a card, then discard a
    card." (000 1.4 activated abilities; the player picks the discard)."""
    m = table(boards={0: ["blind_storyteller"]}, hands={0: ["oni_ronin"]}, decks={0: ["torch"]}, power=(3, 3))
    s = find(m, "blind_storyteller", 0)
    m.apply(Action("use", 0, s, None, 0))
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch"]
    choose(m, 0, find(m, "oni_ronin", 0, "hands"))
    assert hand(m, 0) == ["torch"] and "oni_ronin" in void(m, 0)
    assert m.state.power[0] == 1 and m.state.info[s].ex
    assert not [a for a in m.legal_actions() if a.kind == "use"]


def test_static_bolt_fate_increases_each_static_bolt_in_hand_and_deck():
    """Static Bolt: "Deal 1 damage. Fate: Increase the damage dealt by each Static Bolt in your
    hand and deck by 1." Two more are drawn (003 Fate): each Bolt now deals 3."""
    m = table(hands={0: ["static_bolt", "wisdom_of_the_elders"]}, decks={0: ["static_bolt", "static_bolt", "static_bolt"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert hand(m, 0).count("static_bolt") == 3
    left = [c for c in m.state.decks[0] if kind_id(m, c) == "static_bolt"]
    assert len(left) == 1 and m.state.info[left[0]].atk == 2
    play(m, 0, "static_bolt", P1)
    resolve_stack(m)
    assert m.state.health[1] == 22


def test_wild_cloudsnake_grows_when_you_play_another_unit_with_flying():
    """Wild Cloudsnake: "Flying. When you play another unit with Flying, Wild Cloudsnake gets
    +1/+1." A Humbug (Flying) counts, an Oni Ronin does not."""
    m = table(boards={0: ["wild_cloudsnake"]}, hands={0: ["humbug", "oni_ronin"]})
    w = find(m, "wild_cloudsnake", 0)
    play(m, 0, "oni_ronin")
    resolve_stack(m)
    assert unit_stats(m, w) == (1, 1)
    play(m, 0, "humbug")
    resolve_stack(m)
    assert unit_stats(m, w) == (2, 2)


def test_herald_s_song_draws_then_discards():
    """Herald's Song: "Echo. Draw a card, then discard a card." (003 Echo, Discard)."""
    m = table(hands={0: ["herald_s_song", "oni_ronin"]}, decks={0: ["torch"]})
    play(m, 0, "herald_s_song")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch"]
    choose(m, 0, find(m, "torch", 0, "hands"))
    assert hand(m, 0) == ["oni_ronin"] and sorted(void(m, 0)) == ["herald_s_song", "torch"]


def test_cloudsnake_saddle_can_only_be_played_on_a_unit_with_flying():
    """Cloudsnake Saddle: "Can only be played on a unit with Flying." (000 1.3 Weapons)."""
    m = table(hands={0: ["cloudsnake_saddle"]}, boards={0: ["humbug", "oni_ronin"]})
    h, o = find(m, "humbug", 0), find(m, "oni_ronin", 0)
    assert check_play(m, 0, "cloudsnake_saddle", o) is not None
    assert check_play(m, 0, "cloudsnake_saddle", h) is None
    play(m, 0, "cloudsnake_saddle", h)
    assert unit_stats(m, h) == (4, 4)


def test_backlash_negates_an_enemy_spell_and_damages_that_player():
    """Backlash: "Negate an enemy spell and deal 2 damage to that player." It answers the Torch
    on the stack (000 4.2): the Torch does nothing and goes to the void."""
    m = table(hands={0: ["torch"], 1: ["backlash"]})
    t = find(m, "torch", 0, "hands")
    play(m, 0, "torch", P1)
    assert m.decision().seat == 1 and check_play(m, 1, "backlash", t) is None
    play(m, 1, "backlash", t)
    resolve_stack(m)
    assert m.state.health == [23, 25]
    assert "torch" in void(m, 0) and "backlash" in void(m, 1)


def test_whispering_wind_may_discard_to_draw_a_higher_cost_card():
    """Whispering Wind: "When Whispering Wind attacks, you may discard a card to draw a
    higher-cost card from your deck." Oni Ronin (1) goes; Jotun Warrior (5) is the only
    card of the deck that costs more (Torch costs 1, the Sigils 0)."""
    m = table(boards={0: ["whispering_wind"]}, hands={0: ["oni_ronin"]}, decks={0: ["torch", "jotun_warrior"]})
    attack(m, 0, find(m, "whispering_wind", 0))
    assert m.state.choice is not None and m.state.choice["min"] == 0
    choose(m, 0, find(m, "oni_ronin", 0, "hands"))
    assert hand(m, 0) == ["jotun_warrior"] and "oni_ronin" in void(m, 0)
    assert kind_id(m, m.state.decks[0][-1]) == "torch"


def test_yeti_snowslinger_infiltrate_creates_and_draws_a_snowball():
    """Yeti Snowslinger: "Infiltrate: Create and draw a Snowball." (003 Infiltrate: the first
    time it damages the enemy player)."""
    m = table(boards={0: ["yeti_snowslinger"]})
    attack(m, 0, find(m, "yeti_snowslinger", 0))
    _to_main2(m)
    assert m.state.health[1] == 23 and hand(m, 0) == ["snowball"]


def test_tundra_explorer_draws_the_top_card_if_it_is_a_spell():
    """Tundra Explorer: "When Tundra Explorer attacks, if the top card of your deck is a spell,
    draw it." A Torch on top is drawn; an Oni Ronin on top stays."""
    m = table(boards={0: ["tundra_explorer"]}, decks={0: ["torch"]})
    attack(m, 0, find(m, "tundra_explorer", 0))
    resolve_stack(m)
    assert hand(m, 0) == ["torch"]
    m = table(boards={0: ["tundra_explorer"]}, decks={0: ["oni_ronin"]})
    attack(m, 0, find(m, "tundra_explorer", 0))
    resolve_stack(m)
    assert hand(m, 0) == [] and kind_id(m, m.state.decks[0][-1]) == "oni_ronin"


def test_second_sight_draws_two_then_puts_a_card_on_top():
    """Second Sight: "Draw two cards, then put a card from your hand on top of your deck."."""
    m = table(hands={0: ["second_sight"]}, decks={0: ["torch", "oni_ronin"]})
    play(m, 0, "second_sight")
    resolve_stack(m)
    choose(m, 0, find(m, "oni_ronin", 0, "hands"))
    assert hand(m, 0) == ["torch"] and kind_id(m, m.state.decks[0][-1]) == "oni_ronin"


def test_flash_freeze_stuns_two_enemy_units():
    """Flash Freeze: "Stun two enemy units." (003 Stun): the target, then a second enemy unit
    chosen as it resolves; a third stays ready."""
    m = table(hands={0: ["flash_freeze"]}, boards={1: ["oni_ronin", "argenport_soldier", "humbug"]})
    o, a, h = find(m, "oni_ronin", 1), find(m, "argenport_soldier", 1), find(m, "humbug", 1)
    play(m, 0, "flash_freeze", o)
    resolve_stack(m)
    assert m.state.choice is not None and o not in m.state.choice["options"]
    choose(m, 0, a)
    assert stunned(m.state, CARDS, o) and stunned(m.state, CARDS, a) and not stunned(m.state, CARDS, h)


def test_polymorph_transforms_a_unit_into_a_1_1_frog():
    """Polymorph: "Transform a unit into a 1/1 Frog." Its +2/+2 is gone with the old card."""
    m = table(hands={0: ["polymorph"]}, boards={1: ["argenport_soldier"]})
    u = find(m, "argenport_soldier", 1)
    m.state.info[u].atk = m.state.info[u].hp = 2
    play(m, 0, "polymorph", u)
    resolve_stack(m)
    assert kind_id(m, u) == "frog" and unit_stats(m, u) == (1, 1) and board(m, 1) == ["frog"]


def test_cobalt_acolyte_summon_gives_a_unit_flying():
    """Cobalt Acolyte: "Summon: Give a unit Flying." (003 Flying)."""
    m = table(hands={0: ["cobalt_acolyte"]}, boards={0: ["oni_ronin"]})
    o = find(m, "oni_ronin", 0)
    play(m, 0, "cobalt_acolyte")
    choose(m, 0, o)
    resolve_stack(m)
    assert keywords(m.state, CARDS, o) & KW["flying"]


def test_ice_sprite_keeps_its_unit_stunned_while_you_have_it():
    """Ice Sprite: "Summon: Stun an enemy unit. It stays stunned while you have Ice Sprite."
    003 Stun: a stunned unit does not ready during its next turn; held, it stays exhausted
    at the next one too, and readies once the Sprite is gone."""
    m = table(hands={0: ["ice_sprite", "torch"]}, boards={1: ["argenport_soldier"]})
    a = find(m, "argenport_soldier", 1)
    play(m, 0, "ice_sprite")
    resolve_stack(m)
    assert stunned(m.state, CARDS, a)
    _until(m, 1)
    assert m.state.info[a].ex
    _until(m, 1)
    assert m.state.info[a].ex and stunned(m.state, CARDS, a)   # an ordinary stun would be over
    _until(m, 0)
    play(m, 0, "torch", find(m, "ice_sprite", 0))
    resolve_stack(m)
    assert "ice_sprite" in void(m, 0)
    _until(m, 1)
    assert not m.state.info[a].ex


def test_icebreaker_exhausts_to_kill_a_stunned_enemy_unit():
    """Icebreaker: "Exhaust Icebreaker to kill a stunned enemy unit." Only the stunned one is
    a legal target (003 Stun, Kill)."""
    m = table(boards={0: ["icebreaker"], 1: ["argenport_soldier", "oni_ronin"]})
    ib, a, o = find(m, "icebreaker", 0), find(m, "argenport_soldier", 1), find(m, "oni_ronin", 1)
    assert not [x for x in m.legal_actions() if x.kind == "use"]
    m.state.info[a].stun, m.state.info[a].ex = 1, True
    refresh(m)
    uses = [x for x in m.legal_actions() if x.kind == "use"]
    assert [x.target for x in uses] == [a]
    m.apply(uses[0])
    resolve_stack(m)
    assert "argenport_soldier" in void(m, 1) and o in m.state.boards[1] and m.state.info[ib].ex


def test_serpent_trainer_infiltrate_plays_a_serpent_hatchling():
    """Serpent Trainer: "Flying. Infiltrate: Play a 2/2 Serpent Hatchling with Flying."."""
    m = table(boards={0: ["serpent_trainer"]})
    attack(m, 0, find(m, "serpent_trainer", 0))
    _to_main2(m)
    h = find(m, "serpent_hatchling", 0)
    assert unit_stats(m, h) == (2, 2) and keywords(m.state, CARDS, h) & KW["flying"]


def test_rain_of_frogs_transforms_each_copy_into_frogs_with_destiny():
    """Rain of Frogs: "Choose a non-power card from the enemy player's hand. Transform each copy
    in their hand, deck, and void into 1/1 Frogs with Destiny." (003 Destiny)."""
    m = table(hands={0: ["rain_of_frogs"], 1: ["torch", "oni_ronin", "fire_sigil"]}, decks={1: ["torch"]},
              voids={1: ["torch"]})
    play(m, 0, "rain_of_frogs")
    resolve_stack(m)
    assert m.state.choice["options"] == ["oni_ronin", "torch"]
    m.apply(Action("choose", 0, choice="torch"))
    assert sorted(hand(m, 1)) == ["fire_sigil", "frog", "oni_ronin"] and void(m, 1) == ["frog"]
    top = m.state.decks[1][-1]
    assert kind_id(m, top) == "frog" and keywords(m.state, CARDS, top) & KW["destiny"]
    assert all(c in m.state.revealed for c in m.state.hands[1])


def test_deranged_dinomancer_transforms_a_unit_into_a_carnosaur_each_turn():
    """Deranged Dinomancer: "At the start of your turn, transform a unit into a 5/5 Carnosaur."."""
    m = table(turn=1, boards={0: ["deranged_dinomancer"], 1: ["argenport_soldier"]})
    a = find(m, "argenport_soldier", 1)
    for _ in range(20):
        if m.state.choice is not None:
            break
        pass_(m)
    assert m.state.turn == 0 and a in m.state.choice["options"]
    choose(m, 0, a)
    resolve_stack(m)
    assert kind_id(m, a) == "carnosaur" and unit_stats(m, a) == (5, 5) and a in m.state.boards[1]


def test_nesting_avisaur_puts_a_card_on_top_costing_2_less():
    """Nesting Avisaur: "Flying. Summon: You may put a card from your hand on top of your deck.
    Its cost is reduced by 2." (the change stays with the card, 003)."""
    m = table(hands={0: ["nesting_avisaur", "jotun_warrior"]})
    play(m, 0, "nesting_avisaur")
    assert m.state.choice is not None and m.state.choice["min"] == 0
    j = find(m, "jotun_warrior", 0, "hands")
    choose(m, 0, j)
    assert m.state.decks[0][-1] == j and hand(m, 0) == [] and cost(m.state, CARDS, j) == 3


def test_jotun_hurler_fate_creates_and_draws_a_snowball():
    """Jotun Hurler: "Fate: Create and draw a Snowball." (003 Fate: when you draw it)."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["jotun_hurler", "oni_ronin"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["jotun_hurler", "oni_ronin", "snowball"]


def test_elysian_trailblazer_gives_the_top_spell_of_your_deck_echo():
    """Elysian Trailblazer: "Summon: The top spell of your deck gets Echo." (003 Echo): drawn,
    the Torch brings a copy."""
    m = table(hands={0: ["elysian_trailblazer", "wisdom_of_the_elders"]}, decks={0: ["oni_ronin", "torch"]},
              power=(10, 10))
    play(m, 0, "elysian_trailblazer")
    resolve_stack(m)
    torch = m.state.decks[0][-2]
    assert keywords(m.state, CARDS, torch) & KW["echo"]
    m.state.power[0] = 10
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["oni_ronin", "torch", "torch"]


def test_soaring_stranger_gives_strangers_flying():
    """Soaring Stranger: "Strangers have Flying." Every Stranger, an enemy's too; not others."""
    m = table(boards={0: ["soaring_stranger", "oni_ronin"], 1: ["fortunate_stranger"]})
    fly = lambda c, s: bool(keywords(m.state, CARDS, find(m, c, s)) & KW["flying"])
    assert fly("soaring_stranger", 0) and fly("fortunate_stranger", 1) and not fly("oni_ronin", 0)


def test_windshaper_gives_your_units_with_flying_plus_1_plus_1():
    """Windshaper: "Your units with Flying have +1/+1." Not a unit without Flying, nor the enemy's."""
    m = table(boards={0: ["windshaper", "humbug", "oni_ronin"], 1: ["valkyrie_aspirant"]})
    assert unit_stats(m, find(m, "humbug", 0)) == (2, 2)
    assert unit_stats(m, find(m, "oni_ronin", 0)) == (2, 1)
    assert unit_stats(m, find(m, "valkyrie_aspirant", 1)) == (1, 1)
    assert unit_stats(m, find(m, "windshaper", 0)) == (2, 4)


def test_west_wind_herald_infiltrate_plays_a_spell_from_your_void():
    """West-Wind Herald: "Flying, Aegis. Infiltrate: Play a spell from your void." (000 1.3: a
    card played by an effect costs nothing)."""
    m = table(boards={0: ["west_wind_herald"]}, voids={0: ["wisdom_of_the_elders"]}, power=(0, 0))
    attack(m, 0, find(m, "west_wind_herald", 0))
    _to_main2(m)
    assert m.state.health[1] == 23 and len(hand(m, 0)) == 2 and void(m, 0) == ["wisdom_of_the_elders"]


def test_crystallize_stuns_and_damages_each_enemy_unit():
    """Crystallize: "Stun and deal 1 damage to each enemy unit." (003 Stun)."""
    m = table(hands={0: ["crystallize"]}, boards={0: ["humbug"], 1: ["oni_ronin", "argenport_soldier"]})
    a = find(m, "argenport_soldier", 1)
    play(m, 0, "crystallize")
    resolve_stack(m)
    assert "oni_ronin" in void(m, 1) and unit_stats(m, a) == (3, 1) and stunned(m.state, CARDS, a)
    assert not stunned(m.state, CARDS, find(m, "humbug", 0))


def test_magus_of_the_mist_dragon_dies_with_the_magus():
    """Magus of the Mist: "Summon: Play a 6/6 Illusionary Dragon with Flying that dies if Magus
    of the Mist dies." (000 1.5 Killing)."""
    m = table(hands={0: ["magus_of_the_mist", "torch"]})
    play(m, 0, "magus_of_the_mist")
    resolve_stack(m)
    d = find(m, "illusionary_dragon", 0)
    assert unit_stats(m, d) == (6, 6) and keywords(m.state, CARDS, d) & KW["flying"]
    play(m, 0, "torch", find(m, "magus_of_the_mist", 0))
    resolve_stack(m)
    assert sorted(void(m, 0)) == ["illusionary_dragon", "magus_of_the_mist", "torch"] and board(m, 0) == []


@pytest.mark.parametrize("card", ["yeti_troublemaker", "thunderstrike_dragon"])
def test_echo_units_bring_a_copy_when_drawn(card):
    """Yeti Troublemaker: "Echo"; Thunderstrike Dragon: "Flying, Echo" (003 Echo: a copy is
    created in hand when it is drawn)."""
    m = table(hands={0: ["wisdom_of_the_elders"]}, decks={0: [card, "oni_ronin"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert hand(m, 0).count(card) == 2
    m.state.power[0] = 10
    play(m, 0, card)
    resolve_stack(m)
    u = find(m, card, 0)
    assert bool(keywords(m.state, CARDS, u) & KW["flying"]) == (card == "thunderstrike_dragon")


def test_ice_sprite_transformed_by_polymorph_lets_its_unit_go():
    """Polymorph: "Transform a unit into a 1/1 Frog." A transformed Ice Sprite is a Frog with
    no text: its hold ("It stays stunned while you have Ice Sprite") ends, so the unit readies
    at its next turn after the ordinary stun (003 Stun; one transform for every card)."""
    m = table(hands={0: ["ice_sprite", "polymorph"]}, boards={1: ["argenport_soldier"]})
    a = find(m, "argenport_soldier", 1)
    play(m, 0, "ice_sprite")
    resolve_stack(m)
    sprite = find(m, "ice_sprite", 0)
    play(m, 0, "polymorph", sprite)
    resolve_stack(m)
    assert m.state.kinds[sprite] == IDX["frog"] and not m.state.links
    _until(m, 1)
    _until(m, 1)
    assert not m.state.info[a].ex and not stunned(m.state, CARDS, a)
