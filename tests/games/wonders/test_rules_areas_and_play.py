"""Wonders rules 001 sections 3-4 (except battles): areas and realms, the opening, the round's
sequence, turns, free actions, passing, the end of the round and winning."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.wonders import GAME
from simulator.games.wonders.moves import arrive

from .helpers import R1, R2, R3, R4, R7, Table


# -- 001 3 Areas of the Game ----------------------------------------------------------------------
def test_a_locked_realm_refuses_plays_naming_the_rule():
    """001 3 Realms: realms that have not opened are inactive; cards go only into active realms."""
    t = Table(round=2)
    w = t.hand(0, "zephyr_scout")
    v = t.explain(Action("play", 0, w, None, R4))
    assert "Realm 4 is locked until round 4" in v.reason
    assert GAME.rule_in_words(v.rule) == "Wonders rules 3 Realms"


def test_a_card_entering_an_inactive_realm_is_banished():
    """001 3 Realms: a card that would enter an inactive realm is banished instead."""
    t = Table(round=2)
    w = t.abyss(0, "zephyr_scout")
    t.st.abyss[0].remove(w)
    assert not arrive(t.ctx(), w, R4, 0)
    assert t.where(w) == "banished" and t.at(R4, 0) == []


def test_a_card_goes_to_its_owners_abyss():
    """001 3 The Abyss: cards you don't own can't go in your Abyss pile."""
    t = Table()
    stolen = t.world(R1, 0, "skyfin_raider", owner=1)
    t.world(R1, 1, "corruption_warp")
    t.passes(0)
    t.act("activate", card=t.at(R1, 1)[0], choice=0)
    assert stolen in t.st.abyss[1] and stolen not in t.st.abyss[0]


def test_abilities_work_only_in_the_world():
    """001 3 Abilities Outside The World: card abilities are generally only active in The
    World: Seraphina in a hand grants no deathstrike."""
    t = Table()
    tok = t.world(R1, 0, "skeleton")
    sera = t.hand(0, "seraphina_the_serpent_blackthorn")
    assert t.keyword(tok, "deathstrike") == 0
    t.play(sera, R2)
    assert t.keyword(tok, "deathstrike") == 1


# -- 001 4 Starting the Game ----------------------------------------------------------------------
def test_the_second_player_places_realm_1_then_the_first_player_mulligans_first():
    """001 4 Starting the Game: the second player chooses realm 1's side; each player draws 7,
    the first player mulligans first."""
    m = GAME.new_match(3, first_seat=1)
    st = m.state
    assert [len(h) for h in st.hands] == [7, 7]
    d = m.decision()
    assert d.seat == 0 and "Realm 1" in d.prompt
    m.apply(Action("choose", 0, choice="left"))
    assert st.realm1_left == 0
    assert m.decision().seat == 1 and "Mulligan" in m.decision().prompt


def test_the_first_player_is_a_coin_flip_unless_named():
    """001 4 Starting the Game: players flip a coin to determine the first player (decided: the
    first_seat option names one)."""
    firsts = {GAME.new_match(seed).state.first for seed in range(12)}
    assert firsts == {0, 1}
    assert GAME.new_match(5, first_seat=1).state.first == 1


def test_mulligan_buries_up_to_three_and_draws_as_many():
    """001 4 Mulligan: choose up to 3 cards, put them on the bottom of the deck, draw that many."""
    m = GAME.new_match(4, first_seat=0)
    st = m.state
    m.apply(Action("choose", 1, choice="right"))
    assert st.realm1_left == 0
    hand = list(st.hands[0])
    assert st.choice["max"] == 3
    for c in hand[:3]:
        m.apply(Action("choose", 0, target=c))
    assert set(st.decks[0][:3]) == set(hand[:3])              # the bottom of the deck
    assert len(st.hands[0]) == 7 and not set(hand[:3]) & set(st.hands[0])
    assert m.decision().seat == 1
    m.apply(Action("choose", 1, choice="done"))
    assert st.phase == "play" and st.round == 1 and st.turn == 0
    assert [len(h) for h in st.hands] == [8, 8]       # the round's draw


# -- 001 4 Beginning of the Round --------------------------------------------------------------
def test_the_round_begins_realm_energy_round_triggers_then_draw():
    """001 4 Beginning of the Round: the new realm opens, energy and actions are added, On Round
    Start effects trigger, then each player draws (DESIGN.md: round triggers before the draw)."""
    t = Table(round=2, energy=0, actions=0)
    t.world(R1, 0, "dawnwatch_sentry")
    hand = len(t.st.hands[0])
    ev = t.start_round()
    texts = [e.text for e in ev]
    opens = next(k for k, x in enumerate(texts) if "Realm 3 opens" in x)
    faith = next(k for k, x in enumerate(texts) if "gains 1 faith" in x)
    draw = next(k for k, x in enumerate(texts) if "draws 1 card" in x)
    assert opens < faith < draw
    assert t.st.realm_state[R3] == "active" and t.st.energy == [3, 3] and t.st.actions == [3, 3]
    assert len(t.st.hands[0]) == hand + 1


def test_on_round_n_triggers_only_on_that_round_after_energy():
    """001 6 On Round N: it triggers at the start of the specified round (DESIGN.md: after the
    realm opens and energy and actions are added, before the draw)."""
    t = Table(round=1, energy=0)
    t.world(R1, 0, "herald_of_the_third_dawn")
    t.start_round()
    assert t.st.round == 2 and t.st.energy == [2, 2]
    t.passes()
    t.passes()
    assert t.st.round == 3 and t.st.energy == [3 + 2, 3]
    texts = t.texts()
    k_gain = max(k for k, x in enumerate(texts) if "gains 2 energy" in x)
    k_draw = max(k for k, x in enumerate(texts) if "draws 1 card" in x)
    assert k_gain < k_draw


def test_the_first_player_keeps_the_lead_until_someone_seizes():
    """001 4 Taking Turns: if no stones have been seized, the player who took the first turn on
    round 1 continues to do so."""
    t = Table(round=2, turn=1, first=1)
    t.passes()
    t.passes()
    assert t.st.round == 3 and t.st.turn == 1


def test_the_last_player_to_seize_a_stone_goes_first():
    """001 4 Taking Turns: the player who most recently seized a stone takes the first turn."""
    t = Table(round=2, turn=0, first=0)
    t.world(R1, 1, "stoneguard_sentinel")
    t.passes(0)
    t.act("attack", choice=R1)
    assert t.st.stones[R1] == [1]
    t.passes(0)
    t.passes(1)
    assert t.st.round == 3 and t.st.turn == 1


# -- 001 4 Taking Turns ------------------------------------------------------------------------------
def test_turns_alternate_and_drawing_costs_an_action():
    """001 4 Taking Turns: spend an action to draw a card; players alternate turns."""
    t = Table()
    hand = len(t.st.hands[0])
    t.act("draw")
    assert len(t.st.hands[0]) == hand + 1 and t.st.actions[0] == 2 and t.st.turn == 1


def test_playing_a_card_costs_an_action_and_its_energy():
    """001 4 Playing Cards: use an action and spend energy to pay the cost of a card."""
    t = Table(energy=5)
    w = t.hand(0, "skyfin_raider")
    t.play(w, R2)
    assert w in t.at(R2, 0) and t.st.actions[0] == 2 and t.st.energy[0] == 5 - 3


def test_a_card_costing_more_than_your_energy_is_refused():
    """001 4 Playing Cards: you pay a card's energy cost to play it."""
    t = Table(energy=2)
    w = t.hand(0, "skyfin_raider")
    v = t.explain(Action("play", 0, w, None, R1))
    assert "costs 3 energy; you have 2" in v.reason
    assert GAME.rule_in_words(v.rule) == "Wonders rules 4 Playing Cards"


def test_an_orbital_link_makes_cards_cost_one_less_without_stacking():
    """001 7 Orbital Link: cards of a linked orbital cost 1 less; links of one orbital don't stack."""
    t = Table(energy=2)
    for _ in range(3):
        t.world(R1, 0, "gale_spire")
    w = t.hand(0, "skyfin_raider")
    t.play(w, R1)
    assert t.st.energy[0] == 0


def test_cards_cant_cost_less_than_0():
    """001 4 Additional Rules For Playing Cards: cards can't cost less than 0 energy."""
    t = Table(energy=0)
    t.world(R1, 0, "gale_spire")
    w = t.hand(0, "zephyr_scout")      # costs 1, Thalwind
    t.play(w, R1)
    assert t.st.energy[0] == 0


def test_a_core_card_needs_its_orbital_link():
    """001 4 Core Mechanic: a core card can't be played from hand without the matching link."""
    t = Table(energy=10)
    roc = t.hand(0, "tempest_roc")
    v = t.explain(Action("play", 0, roc, None, R1))
    assert "core card" in v.reason and "Thalwind Link" in v.reason
    assert GAME.rule_in_words(v.rule) == "Wonders rules 4 Core Mechanic"
    t.world(R2, 0, "gale_spire")
    t.play(roc, R1)
    assert roc in t.at(R1, 0)


def test_a_land_can_be_played_to_any_active_realm():
    """001 1 Card Type: lands can be played to any active realm."""
    t = Table(round=3)
    land = t.hand(0, "gale_spire")
    assert {a.choice for a in t.legal() if a.kind == "play" and a.card == land} == {R1, R2, R3}


# -- free actions --------------------------------------------------------------------------------
def test_an_attuned_card_needs_no_action():
    """001 7 Attuned: spend no action to play an attuned card while you control a card meeting
    its requirement; it is a free action that still uses a turn."""
    t = Table(actions=0)
    t.st.actions[1] = 3
    t.world(R1, 0, "granite_hollow")
    sprite = t.hand(0, "pebble_sprite")
    t.play(sprite, R1)
    assert sprite in t.at(R1, 0) and t.st.actions[0] == 0 and t.st.turn == 1


def test_an_attuned_card_without_its_requirement_needs_an_action():
    """001 7 Attuned: "Attuned Petraia" requires you to control a Petraia land."""
    t = Table(actions=0)
    sprite = t.hand(0, "pebble_sprite")
    v = t.explain(Action("play", 0, sprite, None, R1))
    assert "costs an action" in v.reason


def test_tap_free_needs_no_action_and_taps_for_good():
    """001 4 Tap Abilities and 001 6 Tap Abilities: a tap free ability needs no action; a tapped
    card can't use its tap ability again."""
    t = Table(actions=0)
    t.st.actions[1] = 3
    lamp = t.world(R1, 0, "the_lamp_of_luferia")
    t.act("activate", card=lamp, choice=0)
    assert lamp in t.st.tapped and t.st.faith[0] == 1
    t.passes(1)
    v = t.explain(Action("activate", 0, lamp, None, 0))
    assert "tapped" in v.reason
    assert GAME.rule_in_words(v.rule) == "Wonders rules 4 Tap Abilities"


def test_harvest_taps_several_cards_at_once():
    """001 7 Harvest: harvest lets you activate any number of harvest abilities at once."""
    t = Table(actions=0, energy=0)
    t.st.actions[1] = 3
    a = t.world(R1, 0, "granite_hollow")
    b = t.world(R2, 0, "crypt_of_whispers")
    c = t.world(R2, 0, "starfall_crater")
    t.act("harvest", card=a)
    t.pick(b, c)
    t.in_order()
    assert {a, b, c} <= t.st.tapped and t.st.energy[0] == 3 and t.st.turn == 1


def test_harvest_triggers_are_ordered_by_the_active_player():
    """001 7 Harvest: harvesting several cards triggers their effects at once; the active player
    resolves them in the order of their choice."""
    t = Table(actions=0, energy=0)
    t.st.actions[1] = 3
    a = t.world(R1, 0, "granite_hollow")
    b = t.world(R2, 0, "nexus_of_stars")
    hand = len(t.st.hands[0])
    t.act("harvest", card=a)
    t.pick(b)
    assert t.chooser() == 0 and "triggered effect" in t.prompt()
    t.order("Nexus")
    assert len(t.st.hands[0]) == hand + 1 and t.st.energy[0] == 1


def test_a_harvested_action_is_not_used_on_the_same_turn():
    """001 7 Harvest: if you harvest to gain an action, you can't use it on the same turn."""
    t = Table(actions=0)
    t.st.actions[1] = 3
    spire = t.world(R1, 0, "gale_spire")
    t.act("harvest", card=spire)
    assert t.st.actions[0] == 1 and t.st.turn == 1


# -- 001 4 Passing ---------------------------------------------------------------------------------
def test_a_player_with_nothing_to_do_passes_automatically():
    """001 4 Passing: with no actions and no other way to use your turn, you automatically pass."""
    t = Table(actions=0)
    t.st.actions[1] = 2
    t.passes(0)
    t.act("draw", seat=1)
    assert t.st.turn == 1 and any("nothing left to do" in x for x in t.texts())
    assert t.st.pass_streak[0] == 2


def test_all_players_passing_in_a_row_ends_the_round():
    """001 4 Passing: when all players pass consecutively, the round ends; passing uses no
    resources."""
    t = Table(round=2)
    t.passes(0)
    assert t.st.round == 2 and t.st.actions[0] == 3
    t.act("draw", seat=1)
    t.passes(0)
    assert t.st.round == 2
    t.passes(1)
    assert t.st.round == 3


def test_passing_does_not_force_more_passes():
    """001 4 Passing: if you've already passed you aren't required to keep passing that round."""
    t = Table()
    t.passes(0)
    t.act("draw", seat=1)
    t.act("draw", seat=0)
    assert t.st.actions[0] == 2


def test_eleven_consecutive_passes_end_the_round():
    """001 4 Passing: whenever a player passes 11 times consecutively in a round, the round ends."""
    t = Table(round=2, actions=20)
    scouts = [t.hand(1, "zephyr_scout") for _ in range(10)]
    for k in range(10):
        t.passes(0)
        t.play(scouts[k], R1, seat=1)
    assert t.st.round == 2 and t.st.pass_streak[0] == 10
    t.passes(0)
    assert t.st.round == 3


# -- 001 4 End of Round ----------------------------------------------------------------------------
def test_hands_are_discarded_down_to_7_at_round_end():
    """001 4 End of Round: each player with more than 7 cards discards down to 7."""
    t = Table(round=2)
    cards = [t.hand(0, "zephyr_scout") for _ in range(9)]
    t.passes(0)
    t.passes(1)
    assert t.chooser() == 0 and "Discard 2" in t.prompt()
    t.pick(cards[0], cards[1])
    assert t.st.abyss[0] == cards[:2] and t.st.round == 3


def test_this_round_effects_end_with_the_round():
    """001 4 End of Round: as soon as the End of Round Step ends, "this round" effects stop."""
    t = Table(round=2)
    w = t.world(R1, 0, "skyfin_raider")
    t.st.effects.append({"kind": "power", "target": w, "n": 2, "until": "round"})
    assert t.power(w) == 5
    t.passes()
    t.passes()
    assert t.power(w) == 3


# -- 001 4 Victory -------------------------------------------------------------------------------------
def _round7() -> Table:
    t = Table(round=7)
    return t


def test_most_stones_after_round_7_wins():
    """001 4 Victory: after the end of round 7 the player with the most stones wins."""
    t = _round7()
    t.st.stones[R1], t.st.stones[R2], t.st.stones[R3] = [1], [1], [0]
    t.passes()
    t.passes()
    assert t.is_over() and t.st.winners == [1] and "2 stones" in t.st.summary


def test_a_stone_tie_goes_to_the_lowest_realm_with_a_single_controller():
    """001 4 Victory: in a draw, the player controlling the lowest numbered realm with a single
    controller wins."""
    t = _round7()
    t.st.stones[R1] = [0, 1]
    t.st.stones[R2] = [1]
    t.st.stones[R3] = [0]
    t.passes()
    t.passes()
    assert t.st.winners == [1] and "realm 2" in t.st.summary


def test_a_stone_tie_with_no_single_controller_is_a_draw():
    """001 4 Victory: otherwise, the draw stands."""
    t = _round7()
    t.passes()
    t.passes()
    assert t.is_over() and t.st.winners == []


def test_an_empty_deck_loses():
    """001 4 Victory: if at any time a deck has no cards, that player loses."""
    t = Table(deck=1)
    t.act("draw")
    assert t.is_over() and t.st.winners == [1]


def test_the_game_lasts_seven_rounds():
    """001 4 Sequence of Play: the game takes place over 7 rounds; realm 7 opens on round 7."""
    t = Table(round=6)
    t.start_round()
    assert t.st.round == 7 and t.st.realm_state[R7] == "active"
    t.passes()
    t.passes()
    assert t.is_over()
