"""Set 5 cards about the stack and the turn: Chronological Relapse, Forerunner of Eclipses,
Siphon from Thoughts, Coldcrux, Glistening Undergrove, Timeglypha and Desecrated Shipwreck
(004_b4262328bed7ba97.txt, (Set 5) The Dimension That Disappeared)."""
from __future__ import annotations

from simulator.games.exodus.legality import activatable
from simulator.games.exodus.resolve import energy_sources, new_item
from simulator.games.exodus.targets import valid_targets
from simulator.games.exodus.triggers import ability_list

from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def _on_stack(t: Table, seat: int, card_id: str) -> int:
    """A symmetry put straight onto the stack (as if played earlier)."""
    c = t.card(seat, card_id)
    t.st.hand[seat].remove(c)
    card = t.rules.cards[t.st.kinds[c]]
    assert card.effect is not None
    t.st.stack.append(new_item("symmetry", seat, c, card.abilities.index(card.effect), [], on="play", card=c))
    return c


# --- Chronological Relapse ---------------------------------------------------------------------

def test_relapse_declares_the_graveyard_card_when_played() -> None:
    """004 Chronological Relapse: when it is played, its owner declares which graveyard and card
    it targets."""
    t = Table()
    hold(t)
    own = t.card(0, "forest_of_crags", "grave")
    theirs = t.card(1, "stellarfalls", "grave")
    rel = t.card(0, "chronological_relapse")
    targets = {a.target for a in t.legal() if a.card == rel}
    assert {own, theirs} <= targets
    t.do("play", 0, rel, theirs)
    assert t.st.stack[-1]["t"] == [theirs]


def test_relapse_card_cannot_be_responded_to() -> None:
    """004 Chronological Relapse: "immediately": responses come before Relapse resolves; no one
    can respond to the card it plays."""
    t = Table()
    hold(t)
    cata = t.card(1, "cataclysm", "grave")
    t.card(1, "cataclysm")                       # seat 1 could respond if it were asked
    mine = t.pile(0, 1)[1]
    t.pile(1, 1)
    rel = t.card(0, "chronological_relapse")
    t.do("play", 0, rel, cata)
    t.passes()
    d = t.rules.decision(t.st)
    assert d is not None and d.kind == "choose"             # the Cataclysm's target, no round
    t.choose(0, target=mine)
    assert t.where(mine) == "grave" and t.where(cata) == "grave"
    assert not t.st.stack


def test_relapse_plays_the_card_out_of_the_graveyard_into_play() -> None:
    """004 Chronological Relapse: the target card comes out of the graveyard and into play
    while it resolves (a symmetry that stays remains in play)."""
    t = Table()
    hold(t)
    sf = t.card(1, "stellarfalls", "grave")
    rel = t.card(0, "chronological_relapse")
    t.do("play", 0, rel, sf)
    energy = len(t.st.hand[0])
    t.settle()
    assert t.where(sf) == "syms" and len(t.st.hand[0]) == energy + 1     # Relapse's player drew


def test_relapsed_staying_symmetry_frozen_activates_for_its_owner() -> None:
    """004 Chronological Relapse: a relapsed symmetry that stays in play and becomes frozen
    activates under its owner's control when it unfreezes."""
    t = Table(phase="attack")
    hold(t)
    sf = t.card(1, "stellarfalls", "grave")
    rel = t.card(0, "chronological_relapse")
    t.do("play", 0, rel, sf)
    t.settle()
    assert sf in t.st.syms[1]
    t.st.frozen[sf] = t.st.turn_no
    t.do("end_phase", 0)
    assert any(x["card"] == sf and x["seat"] == 1 for x in t.st.stack)


def test_relapse_cannot_play_from_a_freeze_locked_graveyard() -> None:
    """004 Chronological Relapse: it cannot play a symmetry from a graveyard freeze-locked by
    Vanciere (the card cannot leave the frozen graveyard)."""
    t = Table()
    sf = t.card(1, "stellarfalls", "grave")
    t.st.grave_lock[1] = t.st.turn_no + 1
    rel = t.card(0, "chronological_relapse")
    assert "Fizzle" in t.refused("play", 0, rel, sf) or sf not in valid_targets(t.ctx(), 0, "grave_symmetry", rel)


# --- Forerunner of Eclipses -----------------------------------------------------------------------

def test_forerunner_can_choose_any_ability_or_effect_on_the_stack() -> None:
    """004 Forerunner of Eclipses: its Ability can target any Ability or effect on the stack,
    creature or symmetry."""
    t = Table()
    hold(t)
    t.pile(0, 1)
    sym = _on_stack(t, 1, "cataclysm")
    flash = t.creature(1, "flashfire", 1)
    t.st.stack.append(new_item("ability", 1, flash, 0, [], on="summoned"))
    fore = t.card(0, "forerunner_of_eclipses")
    t.do("activate", 0, fore, choice=0)
    t.passes()
    assert t.st.choice is not None
    labels = t.st.choice["labels"]
    assert "Cataclysm" in labels and "Flashfire" in labels
    assert sym in [x["card"] for x in t.st.stack]


def test_forerunner_rewritten_symmetry_goes_to_the_graveyard() -> None:
    """004 Forerunner of Eclipses: a symmetry changed into "each player draws 1 card" goes to
    the graveyard after it resolves (even one that would stay in play)."""
    t = Table()
    hold(t)
    t.pile(0, 1)
    sf = _on_stack(t, 1, "stellarfalls")
    fore = t.card(0, "forerunner_of_eclipses")
    hands = [len(t.st.hand[0]), len(t.st.hand[1])]
    t.do("activate", 0, fore, choice=0)
    t.settle()
    assert t.where(sf) == "grave" and t.where(fore) == "pile"
    assert len(t.st.hand[1]) == hands[1] + 1 and len(t.st.hand[0]) == hands[0]   # drew 1, Forerunner left


def test_forerunner_rewritten_ability_reverts_and_stays_used() -> None:
    """004 Forerunner of Eclipses: a creature Ability changed into "each player draws 1 card"
    reverts to its printed text after resolving; a once-per-turn Ability cannot be activated
    again that turn."""
    t = Table(turn=1)
    sword = t.creature(1, "thoughtstream_eeventides_sword", 2)
    stell = t.card(0, "stellarfalls", "syms")
    t.pile(0, 1)
    fore = t.card(0, "forerunner_of_eclipses")
    hold(t, 1)
    t.do("activate", 1, sword, stell, choice=0)
    t.pass_until(0)
    t.do("activate", 0, fore, choice=0)
    t.settle()
    t.settle()
    assert t.where(stell) == "syms"
    card = t.rules.cards[t.st.kinds[sword]]
    assert ability_list(t.ctx(), sword, False) == card.abilities
    assert not any(a.card == sword for a in t.legal())


def test_forerunner_chooses_anew_or_is_just_summoned_when_its_target_is_gone() -> None:
    """004 Forerunner of Eclipses: activated from hand, if its target leaves the stack it picks
    a new one if possible; otherwise it is just summoned."""
    for other in (True, False):
        t = Table(turn=1)
        hold(t, 1)
        sword = t.creature(1, "thoughtstream_eeventides_sword", 2)
        below = _on_stack(t, 1, "forest_of_crags") if other else -1
        top = _on_stack(t, 1, "stellarfalls")
        pile = t.pile(0, 1)
        fore = t.card(0, "forerunner_of_eclipses")
        t.st.stack[-1]["resolving"] = False
        t.run()
        t.pass_until(0)
        t.do("activate", 0, fore, choice=0)
        t.pass_until(1)
        t.do("activate", 1, sword, top, choice=0)
        t.settle()
        t.settle()
        assert t.where(top) == "grave" and pile[0] == fore
        if other:
            assert any("Forest of Crags becomes" in x for x in t.said("rewrite"))
        else:
            assert any("finds nothing" in x for x in t.said("rewrite"))
        assert below == -1 or t.where(below) == "grave"


def test_forerunner_only_targets_what_is_on_the_stack() -> None:
    """004 Forerunner of Eclipses: only effects still on the stack; a symmetry that stays in
    play is not one, unless unfreezing puts it back on the stack (a new activation)."""
    t = Table(phase="attack")
    hold(t)
    sf = t.card(0, "stellarfalls", "syms")
    t.pile(1, 1)
    fore = t.card(1, "forerunner_of_eclipses")
    assert not any(src == fore for src, _, _, _ in activatable(t.ctx(), 1))
    t.st.frozen[sf] = t.st.turn_no
    t.do("end_phase", 0)
    assert any(x["card"] == sf for x in t.st.stack)
    t.pass_until(1)
    t.do("activate", 1, fore, choice=0)


# --- Siphon from Thoughts ---------------------------------------------------------------------------

def _siphon(t: Table) -> tuple[int, int]:
    """Seat 0 plays Siphon from Thoughts on its creature; (siphon, creature)."""
    hold(t)
    c = t.creature(0, "emberscale_whelp", 1)
    s = t.card(0, "siphon_from_thoughts")
    t.do("play", 0, s, c)
    return s, c


def test_siphon_goes_on_the_stack_first() -> None:
    """004 Siphon from Thoughts: played, it goes face-up on the stack so players can respond
    before it is added to a creature."""
    t = Table()
    t.card(1, "cataclysm")
    t.pile(1, 1)
    s, c = _siphon(t)
    assert any(x["card"] == s for x in t.st.stack) and t.strength(c) == 1
    t.pass_until(1)
    d = t.rules.decision(t.st)
    assert d is not None and d.kind == "respond" and d.seat == 1


def test_siphon_is_an_energy_that_keeps_its_symmetry_type() -> None:
    """004 Siphon from Thoughts: resolved and added to a creature it is treated as an energy
    but keeps its symmetry card type."""
    t = Table()
    s, c = _siphon(t)
    t.settle()
    assert t.strength(c) == 2 and t.rules.cards[t.st.kinds[s]].is_symmetry
    assert s in energy_sources(t.ctx(), 0, False)


def test_crystal_cove_freezes_siphon_and_it_detaches() -> None:
    """004 Siphon from Thoughts: Crystal Cove can freeze it (a symmetry and an energy in play);
    frozen, it is no longer an energy: it detaches and is a frozen symmetry in play."""
    t = Table()
    s, c = _siphon(t)
    t.settle()
    t.st.turn = 1
    cove = t.card(1, "crystal_cove")
    t.do("play", 1, cove, s)
    t.settle()
    assert s in t.st.frozen and t.where(s) == "syms" and t.strength(c) == 1


def test_frozen_siphon_is_added_to_a_new_target_when_it_unfreezes() -> None:
    """004 Siphon from Thoughts: the detached frozen symmetry can be added to a new target when
    it unfreezes."""
    t = Table(phase="attack")
    s = t.card(0, "siphon_from_thoughts", "syms")
    t.st.frozen[s] = t.st.turn_no
    hold(t)
    c = t.creature(0, "dawnwing_acolyte", 1)
    t.do("end_phase", 0)
    t.settle()
    if t.st.choice is not None:
        t.choose(0, target=c)
    t.settle()
    assert t.strength(c) == 2 and t.where(s) == "pile"


def test_siphon_stays_on_the_pile_when_its_creature_leaves() -> None:
    """004 Siphon from Thoughts: if the creature is removed but the energy stays, Siphon stays
    attached to that pile as an energy/symmetry."""
    t = Table()
    s, c = _siphon(t)
    t.settle()
    rev = t.card(0, "reversion")
    t.do("play", 0, rev, c)
    t.settle()
    assert c in t.st.hand[0] and t.where(s) == "pile"


def test_thoughtstream_destroys_siphon_only_before_it_is_an_energy() -> None:
    """004 Siphon from Thoughts: Thoughtstream, Eeventide's Sword can destroy it only before it
    becomes an energy."""
    t = Table()
    t.creature(1, "thoughtstream_eeventides_sword", 2)
    s, _ = _siphon(t)
    assert s in valid_targets(t.ctx(), 1, "symmetry_or_afterthought", -1)
    t.settle()
    assert s not in valid_targets(t.ctx(), 1, "symmetry_or_afterthought", -1)


# --- Coldcrux and Glistening Undergrove --------------------------------------------------------------

def test_coldcrux_freezing_the_resolving_card_fizzles_the_rest() -> None:
    """004 Coldcrux / Glistening Undergrove: Undergrove reveals Coldcrux, which targets and
    freezes Undergrove in the middle of resolving: the rest of Undergrove fizzles and Coldcrux
    cannot be added to hand."""
    t = Table()
    hold(t)
    t.pile(1, 1)
    cold = t.card(0, "coldcrux_root_of_the_world", "main")
    grove = t.card(0, "glistening_undergrove")
    t.do("play", 0, grove)
    t.passes()
    t.choose(0, choice="top")
    assert t.st.choice is not None and grove in t.st.choice["options"]
    t.choose(0, target=grove)
    t.settle()
    assert grove in t.st.frozen and t.where(grove) == "syms"
    assert t.where(cold) == "main" and not t.st.stack


def test_undergrove_otherwise_adds_any_revealed_card_to_hand() -> None:
    """004 Glistening Undergrove: "Otherwise, you may add it to your hand": unless it was sent
    to destroy an energy, a creature or a symmetry may go to hand."""
    for cid in ("reversion", "emberscale_whelp"):
        t = Table()
        hold(t)
        c = t.card(0, cid, "main")
        grove = t.card(0, "glistening_undergrove")
        t.do("play", 0, grove)
        t.passes()
        t.choose(0, choice="top")
        assert "hand" in t.st.choice["options"]
        t.choose(0, choice="hand")
        assert c in t.st.hand[0]


def test_undergrove_sends_a_creature_to_destroy_an_energy() -> None:
    """Glistening Undergrove as printed here: a revealed creature may be sent to the graveyard
    to destroy 1 energy."""
    t = Table()
    hold(t)
    c = t.card(0, "emberscale_whelp", "main")
    t.st.main[0].remove(c)
    t.st.main[0].insert(0, c)
    e = t.pile(1, 1)[1]
    grove = t.card(0, "glistening_undergrove")
    t.do("play", 0, grove)
    t.passes()
    t.choose(0, choice="bottom")
    t.choose(0, choice="grave")
    if t.st.choice is not None:
        t.choose(0, target=e)
    assert t.where(c) == "grave" and t.where(e) == "grave"


# --- Timeglypha, Desecrated Shipwreck -------------------------------------------------------------------

def test_timeglypha_end_phase_at_the_start_of_the_turn_unfreezes_due_cards() -> None:
    """004 Timeglypha: cards flip and unfreeze when the End Phase is entered (if due), even an
    End Phase performed at the start of the turn."""
    t = Table(phase="draw")
    g = t.creature(0, "timeglypha_eeventides_second_key", 1)
    frozen = t.creature(0, "emberscale_whelp", 1)
    t.st.frozen[frozen] = t.st.turn_no
    later = t.creature(0, "dawnwing_acolyte", 1)
    t.st.frozen[later] = t.st.turn_no + 2
    t.do("activate", 0, g, choice=0)
    t.passes()
    assert frozen not in t.st.frozen and later in t.st.frozen
    assert t.st.turn == 0 and t.st.phase == "draw"


def test_turn_ends_only_after_all_five_phases() -> None:
    """004 Timeglypha: a turn ends only after all 5 phases were entered and left; the End
    Phase itself (here performed at the start of the turn) does not end it."""
    t = Table(phase="draw")
    g = t.creature(0, "timeglypha_eeventides_second_key", 1)
    turn_no = t.st.turn_no
    t.do("activate", 0, g, choice=0)
    t.passes()
    assert t.st.turn_no == turn_no and t.st.turn == 0
    t.do("draw", 0, choice=3)
    assert t.st.turn == 0 and t.st.turn_no == turn_no


def test_desecrated_shipwreck_its_player_chooses_the_energy() -> None:
    """004 Desecrated Shipwreck: it does not say "target", yet the player resolving it chooses
    which energy is destroyed; the energy's owner does not."""
    t = Table()
    hold(t)
    e1 = t.pile(1, 1)[1]
    e2 = t.pile(1, 1)[1]
    ship = t.card(0, "desecrated_shipwreck")
    t.do("play", 0, ship)
    t.passes()
    assert t.st.choice is not None and t.st.choice["seat"] == 0
    t.choose(0, target=e2)
    assert t.where(e2) == "grave" and t.where(e1) == "pile"
