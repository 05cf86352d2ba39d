"""004 General Rulings: Costs, Energy Movement, Playback, Playing During the Draw Phase,
Deck Recycles, Field Tracking, Timing & Speed and Priority, each ruling a test."""
from __future__ import annotations

from simulator.games.exodus.moves import freeze

from .helpers import Table


def test_costs_vortex_fizzles_when_cataclysm_destroys_its_only_energy() -> None:
    """004 Costs: "If your opponent plays Vortex and they only have 1 energy on their field
    ... and you play a Cataclysm in response and destroy that energy, their Vortex will
    fizzle and go straight to the graveyard without resolving"."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    vortex = t.card(0, "vortex")
    cata = t.card(1, "cataclysm")
    keep = t.card(1, "emberscale_whelp")
    t.do("play", 0, vortex)
    t.pass_until(1)
    t.do("play", 1, cata, pile[1])
    t.settle()
    assert t.where(vortex) == "grave"
    assert keep in t.st.hand[1]              # Vortex never resolved: no discard


def test_costs_are_paid_only_when_the_card_begins_resolving() -> None:
    """004 Costs: "You do not pay a cost until the card triggers / begins resolving"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    assert len(pile) == 3                    # on the stack: nothing paid yet
    t.settle()
    assert t.where(vortex) == "grave"
    assert len(t.st.hand[0]) == 3            # resolved: drew 3 after discarding


def test_costs_unsummon_fizzles_after_reversion_and_its_cost_is_not_paid() -> None:
    """004 Costs: Unsummon on your only creature, answered by Reversion on it: "The
    opponent's Unsummon would then have no available targets, fizzle ... and your opponent
    would not have to pay its cost"."""
    t = Table(phase="creature", turn=0)
    own = t.pile(0, 1)
    mine = t.creature(1, "dawnwing_acolyte", 1)
    unsummon = t.card(0, "unsummon")
    reversion = t.card(1, "reversion")
    t.do("play", 0, unsummon, mine)
    t.pass_until(1)
    t.do("play", 1, reversion, mine)
    t.settle()
    assert mine in t.st.hand[1]
    assert t.where(unsummon) == "grave"
    assert len(own) == 2                     # the Unsummon's energy was not paid


def test_costs_are_paid_from_hand_field_or_beneath_your_own_main_deck() -> None:
    """004 Costs: "Players can only pay cost(s) using energy source(s) available to them
    (i.e. hand, field or from beneath their Main Deck)"."""
    t = Table(phase="creature")
    under = t.card(0, "energy", "beneath")
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert t.where(under) == "grave"


def test_costs_a_teammate_cannot_pay_with_energy_beneath_your_main_deck() -> None:
    """004 Costs: "You can pay energy from beneath your own Main Deck ... however, your
    teammate cannot"."""
    t = Table(seats=4, mode="teams", phase="creature")
    t.card(2, "energy", "beneath")
    vortex = t.card(0, "vortex")
    assert all(a.card != vortex for a in t.legal())
    assert "cost cannot be paid" in t.refused("play", 0, vortex)


def test_energy_movement_free_energy_may_be_rearranged_in_the_energy_phase() -> None:
    """004 Energy Movement: energy played this turn can be rearranged while you are still in
    your Energy Phase and no effect has affected the pile."""
    t = Table(phase="energy")
    e = t.card(0, "energy")
    t.card(0, "energy")
    t.do("energy", 0, e, choice="new")
    other = t.pile(0, 1)
    t.do("move", 0, e, other[1])
    assert e in other


def test_energy_movement_not_after_an_effect_affected_the_energy() -> None:
    """004 Energy Movement: "... AND no effects or Abilities have affected the energy pile"."""
    t = Table(phase="energy")
    pile = t.pile(0, 2)
    other = t.pile(0, 1)
    t.st.touched.add(pile[1])
    assert "affected by an effect" in t.refused("move", 0, pile[1], other[1])


def test_energy_movement_only_the_energy_played_this_turn() -> None:
    """004 Energy Movement: "The energy that's played on the current turn can still be
    rearranged"; energy already on the field stays where it is."""
    t = Table(phase="energy")
    old = t.pile(0, 2)
    other = t.pile(0, 1)
    t.card(0, "energy")
    assert "played this turn" in t.refused("move", 0, old[1], other[1])


def test_energy_movement_ends_with_the_energy_phase() -> None:
    """004 Energy Movement: only while "you're still in your Energy Phase"."""
    t = Table(phase="creature")
    pile = t.pile(0, 2)
    other = t.pile(0, 1)
    assert "Energy Phase" in t.refused("move", 0, pile[1], other[1])


def test_playback_the_waiting_card_may_change_its_target() -> None:
    """004 Playback Rule: "the card played most recently ... happens first. Then, any
    remaining cards ... experience Playback and may change targets if the owner chooses"."""
    t = Table(phase="creature")
    a = t.creature(1, "dawnwing_acolyte", 1)
    b = t.creature(1, "halo_sentinel", 1)
    t.pile(0, 2)
    unsummon = t.card(0, "unsummon")
    energize = t.card(1, "energize")
    t.do("play", 0, unsummon, a)
    t.pass_until(1)
    t.do("play", 1, energize, a)
    t.passes()
    d = t.rules.decision(t.st)
    assert d is not None and d.kind == "choose" and "Playback" in d.prompt
    t.choose(0, target=b)
    t.settle()
    assert b in t.st.hand[1] and t.where(a) == "pile"


def test_playback_an_attacker_may_change_target_or_stop_when_the_state_changes() -> None:
    """004 Playback Rule: "Playback also happens when a creature is attacking and another card
    effect causes ... the state of the game to change ... the attacking creature may change
    targets or stop attacking all together"; DESIGN: it counts as having attacked."""
    t = Table(phase="attack")
    t.card(0, "forest_of_crags")          # something left to do: the phase stays open
    att = t.creature(0, "emberscale_whelp", 2)
    d1 = t.creature(1, "dawnwing_acolyte", 1)
    t.creature(1, "halo_sentinel", 3)
    energize = t.card(1, "energize")
    t.do("attack", 0, att, d1)
    t.pass_until(1)
    t.do("play", 1, energize, d1)
    t.passes()
    d = t.rules.decision(t.st)
    assert d is not None and "Playback" in d.prompt
    t.choose(0, choice="stop")
    assert t.strength(d1) == 2 and t.strength(att) == 2
    assert att in t.st.attacked


def test_draw_phase_nothing_can_be_played_between_its_draws() -> None:
    """004 Playing During the Draw Phase: the three cards are drawn at once; no symmetry
    (Forest of Crags) comes between them: the draw is one action."""
    t = Table(phase="draw", turn_no=5)
    t.st.memo.pop("drew", None)
    t.card(0, "forest_of_crags")
    before = len(t.st.hand[0])
    t.do("draw", 0, choice=2)
    assert len(t.st.hand[0]) == before + 3
    assert t.st.memo["drew"]


def test_draw_phase_the_player_splits_the_three_cards_between_the_decks() -> None:
    """DESIGN basic turn: "draw 3 cards, the player choosing how many come from each deck"."""
    t = Table(phase="draw", turn_no=5)
    t.do("draw", 0, choice=1)
    kinds = [t.rules.cards[t.st.kinds[c]].type for c in t.st.hand[0]]
    assert kinds.count("creature") == 1 and kinds.count("energy") == 2


def test_deck_recycle_happens_only_when_a_draw_meets_an_empty_main_deck() -> None:
    """004 Deck Recycles: "naturally performed ONLY when you need to draw ... and your Main
    Deck has zero cards left"; DESIGN: energy stays in the graveyard."""
    t = Table(phase="draw", turn_no=5, deck=0)
    g1 = t.card(0, "emberscale_whelp", "grave")
    g2 = t.card(0, "vortex", "grave")
    ge = t.card(0, "energy", "grave")
    t.card(0, "energy", "edeck")
    t.run()
    assert t.st.grave[0] == [g1, g2, ge]     # an empty Main Deck alone recycles nothing
    t.do("draw", 0, choice=2)
    assert set(t.st.hand[0]) >= {g1, g2}
    assert t.st.grave[0] == [ge]


def test_field_tracking_a_creature_that_reenters_play_may_attack_again() -> None:
    """004 Field Tracking: "If ... a creature re-enters play ... it registers as a new creature
    on the field and is able to attack again"."""
    t = Table(phase="attack")
    t.card(0, "forest_of_crags")          # something left to do: the phase stays open
    att = t.creature(0, "emberscale_whelp", 1)
    t.do("attack", 0, att, choice=1)
    t.settle()
    assert att in t.st.attacked
    from simulator.games.exodus.moves import enter_play, to_hand
    ctx = t.ctx()
    pile = t.st.piles[0][0]
    to_hand(ctx, att)
    enter_play(ctx, 0, att, pile, summoned=False, by=0)
    t.st.pending.clear()
    assert any(a.kind == "attack" and a.card == att for a in t.legal())


def test_field_tracking_hand_decks_graveyard_and_beneath_are_not_in_play() -> None:
    """004 Field Tracking: "Cards in your hand, Main Deck, Energy Deck, graveyard and beneath
    the Main Deck are NOT considered to be in-play"."""
    from simulator.games.exodus.field import in_play
    t = Table()
    cards = [t.card(0, "emberscale_whelp", z) for z in ("hand", "main", "grave")]
    cards += [t.card(0, "energy", z) for z in ("edeck", "beneath")]
    assert not any(in_play(t.st, c) for c in cards)
    assert in_play(t.st, t.creature(0, "emberscale_whelp", 1))


def test_timing_abilities_and_symmetries_share_one_stack_last_in_first_out() -> None:
    """004 Timing & Speed: symmetries (and Abilities) stack; the most recent resolves first."""
    t = Table(phase="creature")
    d = t.creature(1, "dawnwing_acolyte", 1)
    t.pile(0, 2)
    cata = t.card(0, "cataclysm")
    energize = t.card(1, "energize")
    energy = t.st.piles[1][0][1]
    t.do("play", 0, cata, energy)
    t.pass_until(1)
    t.do("play", 1, energize, d)
    t.settle()
    assert t.where(d) == "pile" and t.strength(d) == 1     # +1 first, then Cataclysm -1


def test_timing_attacking_is_an_action_symmetries_can_interrupt_it() -> None:
    """004 Timing & Speed: "Attacking is not an effect ... All symmetries & Abilities are
    instant-speed and can interrupt normal gameplay"."""
    t = Table(phase="attack")
    att = t.creature(0, "emberscale_whelp", 1)
    rev = t.card(1, "reversion")
    d = t.creature(1, "dawnwing_acolyte", 1)
    t.do("attack", 0, att, d)
    t.pass_until(1)
    t.do("play", 1, rev, d)
    t.settle()
    assert d in t.st.hand[1]


def test_priority_turn_player_answer_resolves_first_when_both_answer_the_same_card() -> None:
    """004 Priority: when both players activate in response to the same card, "the turn
    player's symmetry gains priority"; the other's waits on the stack and resolves next."""
    t = Table(phase="creature")
    d = t.creature(1, "dawnwing_acolyte", 1)
    t.pile(0, 1)
    t.pile(1, 1)
    vortex = t.card(0, "vortex")
    t.card(0, "emberscale_whelp")
    ener0 = t.card(0, "energize")
    ener1 = t.card(1, "energize")
    t.do("play", 0, vortex)
    t.do("play", 0, ener0, d)             # the turn player answers Vortex
    t.do("play", 1, ener1, d)             # ... and so does the other player, at once
    t.settle()
    order = [x.split(" resolves")[0] for x in t.said("resolve")]
    assert order == ["Energize", "Energize", "Vortex"]
    first = [e for e in t.log if e.kind == "resolve"][0]
    assert first.seat == 0


def test_timing_a_resolving_effect_finishes_even_if_its_card_left_play() -> None:
    """004 Field Tracking: "If an effect or Ability is in the middle of resolving, it must
    finish resolving even if the original card left play"."""
    t = Table(phase="creature")
    t.pile(0, 1)
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert len(t.st.hand[0]) == 3 and len(t.st.hand[1]) == 3


def test_frozen_symmetry_in_play_is_inactive_and_unfreezes_into_the_stack() -> None:
    """004 Freeze: "Frozen symmetries are considered inactive ... will not trigger or resolve
    until the card unfreezes"; 004 Chains: a Vortex "currently unfreezing at the end of their
    turn" is played again."""
    t = Table(phase="attack", turn_no=5)
    t.pile(0, 1)
    t.card(1, "emberscale_whelp")
    vortex = t.card(0, "vortex", "syms")
    freeze(t.ctx(), vortex, until=5)
    assert not [a for a in t.legal() if a.card == vortex]       # inactive while frozen
    t.do("end_phase", 0)
    t.settle()
    assert t.where(vortex) == "grave" and len(t.st.hand[1]) == 3     # Vortex resolved as it unfroze
