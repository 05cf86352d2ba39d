"""Set 5: Anathema (a double-sided symmetry / creature) and Madness Settles
(004_b4262328bed7ba97.txt, (Set 5) The Dimension That Disappeared)."""
from __future__ import annotations

from simulator.games.exodus.cards import by_id
from simulator.games.exodus.decks import deck_problems
from simulator.games.exodus.moves import life_locked, lose_life

from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def _anathema_creature(t: Table, seat: int = 0, energy: int = 1) -> int:
    """Anathema in play on its creature side."""
    pile = t.pile(seat, energy)
    a = t.card(seat, "anathema", "hand")
    t.st.hand[seat].remove(a)
    t.st.flipped.add(a)
    pile[0] = a
    return a


def _deck(**main: int) -> dict:
    base = {"emberscale_whelp": 2, "dawnwing_acolyte": 2, "concerto_virtuoso": 2, "shardling_scout": 2,
            "cogwork_drone": 2, "sporecap_lurker": 2, "mossback_sapling": 2, "squire_of_dawn": 2,
            "halo_sentinel": 2, "prism_warden": 2}
    return {"main": {**base, **main}, "energy": {"energy": 20}}


def test_anathema_counts_as_two_copies_in_deck_building() -> None:
    """004 Anathema: both sides have the same name, so 1 copy in the Main Deck counts as 2 and
    fills the 2-card maximum (it is still 1 card in the deck)."""
    pool = by_id()
    assert deck_problems(_deck(anathema=1), pool) == []
    assert any("copies of Anathema" in p for p in deck_problems(_deck(anathema=2), pool))


def test_anathema_first_part_is_not_a_cost() -> None:
    """004 Anathema: the first part of the symmetry side is not a cost (do as much as
    possible); it resolves with no cards in the Main Deck."""
    t = Table()
    hold(t)
    t.st.main[0].clear()
    pile = t.pile(0, 1)
    a = t.card(0, "anathema")
    t.do("play", 0, a)
    t.settle()
    assert pile[0] == a and a in t.st.flipped and t.rules.cards[t.st.kinds[a]].is_symmetry


def test_anathema_printed_effect_sends_two_and_enters_on_its_creature_side() -> None:
    """Anathema's symmetry side as printed here: the top 2 Main Deck cards go to the graveyard,
    then it is put into play on its creature side."""
    t = Table()
    hold(t)
    top = t.st.main[0][-2:]
    pile = t.pile(0, 1)
    a = t.card(0, "anathema")
    t.do("play", 0, a)
    t.settle()
    assert all(t.where(c) == "grave" for c in top)
    assert pile[0] == a and t.ctx().card(a).is_creature and t.said("enter")


def test_anathema_frozen_on_its_symmetry_side_unfreezes_as_a_symmetry() -> None:
    """004 Anathema: frozen while on the symmetry side, it is still on the symmetry side when
    it unfreezes (and, a symmetry, activates again: 004 Freeze)."""
    t = Table(phase="attack")
    a = t.card(0, "anathema", "syms")
    t.st.frozen[a] = t.st.turn_no
    hold(t)
    t.do("end_phase", 0)
    assert a not in t.st.frozen and a not in t.st.flipped
    assert any(x["card"] == a and x["kind"] == "symmetry" for x in t.st.stack)


def test_crystal_cove_freezes_anathema_on_its_creature_side() -> None:
    """004 Anathema: it can be targeted and frozen by Crystal Cove on the creature side, being
    both a symmetry and a creature."""
    t = Table(turn=1)
    a = _anathema_creature(t)
    cove = t.card(1, "crystal_cove")
    t.do("play", 1, cove, a)
    t.settle()
    assert a in t.st.frozen and a in t.st.flipped


def test_anathema_frozen_on_its_creature_side_unfreezes_as_a_creature() -> None:
    """004 Anathema: frozen on the creature side, it is still on the creature side when it
    unfreezes."""
    t = Table(phase="attack")
    a = _anathema_creature(t, 0, 2)
    t.st.frozen[a] = t.st.turn_no
    hold(t)
    t.do("end_phase", 0)
    t.passes()
    assert a not in t.st.frozen and a in t.st.flipped and t.where(a) == "pile"


def test_anathema_life_lock_holds_while_frozen() -> None:
    """004 Anathema: the creature side's Ability stops Life Points changing except by creature
    attacks, frozen or not, on whichever side it is frozen (frozen cards are visible)."""
    t = Table()
    a = _anathema_creature(t, 1)
    t.st.frozen[a] = t.st.turn_no + 2
    flash = t.card(0, "flashfire")
    pile = t.pile(0, 1)
    t.do("summon", 0, flash, pile[1])
    t.settle()
    assert t.st.life == [10, 10]
    assert any("cannot change" in x for x in t.said("life"))


def test_anathema_flips_back_when_it_leaves_play_and_locks_from_the_graveyard() -> None:
    """004 Anathema: it flips back to the symmetry side as soon as the creature leaves play;
    visible in a graveyard (either side), the Life Point effect stays active."""
    t = Table(phase="attack")
    a = _anathema_creature(t, 1)
    w = t.creature(0, "emberscale_whelp", 2)
    t.do("attack", 0, w, a)
    t.settle()
    assert t.where(a) == "grave" and a not in t.st.flipped
    assert life_locked(t.ctx())
    assert lose_life(t.ctx(), 1, 2) == 0 and t.st.life[1] == 10


def test_anathema_attacks_still_change_life_points() -> None:
    """004 Anathema: "Life Points cannot change except by creatures attacking directly"."""
    t = Table(phase="attack")
    t.card(1, "anathema", "grave")
    w = t.creature(0, "emberscale_whelp", 2)
    t.do("attack", 0, w, choice=1)
    t.settle()
    assert t.st.life == [10, 8]


def test_anathema_stops_life_point_costs() -> None:
    """004 Anathema: while it is visible to all players, cards with a Life Point cost cannot
    be triggered (unlike Madness Settles, it says "cannot")."""
    t = Table()
    t.card(1, "anathema", "grave")
    wisp = t.creature(0, "chrono_wisp", 1)
    asc = t.card(0, "erodas_ascendance")
    assert "cost" in t.refused("play", 0, asc, wisp)


def test_anathema_in_response_makes_a_life_cost_fizzle() -> None:
    """004 Anathema: played in response to a Life Point cost, once it resolves and is visible
    the original card can no longer be paid for and fizzles."""
    t = Table()
    hold(t)
    wisp = t.creature(0, "chrono_wisp", 1)
    asc = t.card(0, "erodas_ascendance")
    a = t.card(1, "anathema")
    t.pile(1, 1)
    t.do("play", 0, asc, wisp)
    t.pass_until(1)
    t.do("play", 1, a)
    t.settle()
    assert t.where(asc) == "grave" and t.st.life[0] == 10
    assert any("Eroda's Ascendance fizzles" in x for x in t.said("fizzle"))


def test_anathema_is_found_as_a_creature_by_sign_of_the_crow() -> None:
    """004 Anathema: both a creature and a symmetry, it can be searched out by Sign of the Crow."""
    t = Table()
    hold(t)
    t.st.main[0].clear()
    a = t.card(0, "anathema", "main")
    t.card(0, "reversion", "main")
    crow = t.card(0, "sign_of_the_crow")
    t.do("play", 0, crow)
    t.settle()
    assert a in t.st.hand[0]


def test_anathema_is_a_target_of_chronological_relapse() -> None:
    """004 Anathema: it can be targeted by Chronological Relapse (a symmetry in a graveyard)."""
    t = Table()
    hold(t)
    a = t.card(1, "anathema", "grave")
    pile = t.pile(0, 1)
    rel = t.card(0, "chronological_relapse")
    t.do("play", 0, rel, a)
    t.settle()
    assert pile[0] == a and a in t.st.flipped


def test_aurorialis_revealing_anathema_hits_both_life_points() -> None:
    """004 Anathema / Ethereal Aurorialis: Anathema revealed by Aurorialis' Ability makes it
    attack both your and your opponent's Life Points at once (both a creature and a symmetry)."""
    t = Table(phase="attack")
    aur = t.creature(0, "ethereal_aurorialis", 2)
    t.card(0, "anathema", "main")
    foe = t.creature(1, "dawnwing_acolyte", 3)
    t.do("attack", 0, aur, foe)
    t.settle()
    assert t.st.life == [8, 8]


def test_madness_settles_life_points_become_three() -> None:
    """Madness Settles as printed here: your Life Points become 3 and it stays in play."""
    t = Table()
    hold(t)
    m = t.card(0, "madness_settles")
    t.do("play", 0, m)
    t.settle()
    assert t.st.life[0] == 3 and t.where(m) == "syms"


def test_madness_settles_with_anathema_keeps_life_points_and_the_rest() -> None:
    """004 Madness Settles: with Anathema's creature side active your Life Points do not
    become 3, but the rest of the effect applies (that part is not a cost)."""
    t = Table()
    hold(t)
    _anathema_creature(t, 1)
    m = t.card(0, "madness_settles")
    t.do("play", 0, m)
    t.settle()
    assert t.st.life[0] == 10 and t.where(m) == "syms"


def test_madness_settles_tethered_destroys_only_the_chrono() -> None:
    """004 Madness Settles: Tethered to Eeventide destroys the creature and its energy at once,
    but the Chrono's energy is not destroyed: it stays as a blank pile."""
    t = Table(turn=1)
    t.card(0, "madness_settles", "syms")
    pile = t.pile(0, 2, "chrono_wisp")
    wisp, energy = pile[0], pile[1:]
    t.st.life[1] = 1
    teth = t.card(1, "tethered_to_eeventide")
    t.do("play", 1, teth, wisp)
    t.settle()
    assert t.where(wisp) == "grave" and all(t.where(e) == "pile" for e in energy)


def test_madness_settles_unsummon_energy_is_destroyed() -> None:
    """004 Madness Settles: Unsummon removes the creature before its energy is destroyed, so
    Madness Settles no longer keeps that energy."""
    t = Table(turn=1)
    t.card(0, "madness_settles", "syms")
    pile = t.pile(0, 2, "chrono_wisp")
    wisp, energy = pile[0], pile[1:]
    t.pile(1, 2)
    un = t.card(1, "unsummon")
    t.do("play", 1, un, wisp)
    t.settle()
    assert wisp in t.st.hand[0] and all(t.where(e) == "grave" for e in energy)
