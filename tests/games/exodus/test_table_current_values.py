"""The Exodus table's card faces show each card as it is now (issue 27, item 3): a creature's
strength in play, why its text no longer applies, its states (frozen and for how long,
frozen energy, an Ability gained), and the hover explanation agrees. Exodus cards print no
strength and no effect changes a cost, so the printed_* fields stay "".

"004" is ../shared/rules/004_b4262328bed7ba97.txt, cited by section; the basic turn is
DESIGN.md's "Where the rules are silent"."""
from __future__ import annotations

from simulator.games.exodus import GAME
from simulator.games.exodus.table import ExodusTable

from .helpers import RULES, Table


def _shown(t: Table, seat: int = 0) -> ExodusTable:
    table = GAME.table()
    assert isinstance(table, ExodusTable)
    table.scene(RULES.observation(t.st, seat))
    return table


def _hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def test_an_untouched_card_is_its_printed_face() -> None:
    t = Table()
    whelp = t.creature(0, "emberscale_whelp", 2)
    vortex = t.card(0, "vortex")
    table = _shown(t)
    for card in (whelp, vortex):
        face = table.face(card)
        assert (face.printed_cost, face.printed_corner, face.text_lost, face.states) == ("", "", "", ())
    assert table.face(whelp).corner == "2"            # basic turn: strength = unfrozen energy
    assert table.face(vortex).cost == "1" and table.face(vortex).corner == ""   # in hand: as printed
    assert table.face(vortex) == table.face_of_kind(t.st.kinds[vortex])


# Basic turn: strength is the unfrozen energy; 004 Freeze: frozen energy is not counted in battle
def test_frozen_energy_lowers_the_strength_shown_and_is_a_state() -> None:
    t = Table()
    c = t.creature(0, "halo_sentinel", 3)
    t.st.frozen[t.st.piles[0][0][1]] = 6
    table = _shown(t)
    face = table.face(c)
    assert (face.corner, face.printed_corner) == ("2", "")
    assert face.states == ("1 frozen energy",)
    assert "3 energy, 1 frozen \u2192 strength 2" in table.explain(c)


# 004 Freeze: "It remains frozen until the end of the owner's next available turn"
def test_a_frozen_creature_says_frozen_with_the_turns_left() -> None:
    t = Table(turn_no=5)
    _hold(t)
    foe = t.creature(1, "halo_sentinel", 2)
    cove = t.card(0, "crystal_cove")
    t.do("play", 0, cove, foe)
    t.settle()
    assert t.st.frozen[foe] == 6                      # the end of Player 2's next turn
    table = _shown(t)
    face = table.face(foe)
    assert face.states == ("Frozen (2 turns)",)       # this turn and turn 6
    assert face.text_lost == "" and face.corner == "2"   # a frozen creature's Abilities stay active
    assert "Frozen: cannot attack; thaws at the end of turn 6 (Player 2's End Phase)" in table.explain(foe)


# 004 Crystal Command Andromeda: acts as Freeze without the keyword
def test_andromedas_face_down_creature_is_face_down_not_frozen() -> None:
    t = Table(phase="creature")
    _hold(t)
    pile = t.pile(0, 1)
    andromeda = t.card(0, "crystal_command_andromeda")
    foe = t.creature(1, "emberscale_whelp", 1)
    t.do("summon", 0, andromeda, pile[1])
    t.settle()
    if t.st.choice is not None:
        t.choose(0, target=foe)
        t.settle()
    assert foe in t.st.frozen
    assert _shown(t).face(foe).states[0].startswith("Face down (")


# 004 Crystallize; 004 Terminology: "cancel", "negate" and "nullify" mean inactive
def test_a_negated_creature_says_its_text_is_negated() -> None:
    t = Table()
    _hold(t)
    foe = t.creature(1, "mortarbloom_liege", 2)
    cryst = t.card(0, "crystallize")
    t.do("play", 0, cryst, foe)
    t.settle()
    table = _shown(t)
    face = table.face(foe)
    assert face.text_lost == "Negated" and face.corner == "2" and face.printed_corner == ""
    assert "Negated: its Ability is inactive this turn" in table.explain(foe)


# 004 Verneejus the Molecular Mockery: it gains the target's Ability; the target loses its own
def test_verneejus_shows_the_ability_it_took_and_its_target_the_ability_lost() -> None:
    t = Table()
    _hold(t)
    v = t.creature(0, "verneejus_the_molecular_mockery", 1)
    brig = t.creature(1, "hazardous_brigantine", 1)
    t.do("activate", 0, v, brig, choice=0)
    t.settle()
    table = _shown(t)
    assert "Has Hazardous Brigantine's Ability" in table.face(v).states
    assert "Has Hazardous Brigantine's Ability this turn" in table.explain(v)
    assert table.face(brig).text_lost == "Ability lost"
    assert table.face(v).text_lost == ""


# 004 Freeze: "Frozen symmetries are considered 'inactive'"
def test_a_frozen_symmetry_in_play_has_lost_its_text() -> None:
    t = Table(turn_no=5)
    chains = t.card(1, "chains", "syms")
    t.st.frozen[chains] = 6
    table = _shown(t)
    face = table.face(chains)
    assert face.text_lost == "Frozen" and face.states == ("Frozen (2 turns)",)
    assert "A frozen symmetry does nothing until it thaws" in table.explain(chains)


# 004 Set 5: "a frozen Afterthought Ability is still active"
def test_a_frozen_afterthought_keeps_its_text() -> None:
    t = Table(turn_no=5)
    aft = t.card(1, "flashfire", "afters")
    t.st.frozen[aft] = 7
    face = _shown(t).face(aft)
    assert face.text_lost == "" and face.states == ("Frozen (3 turns)",)
    assert face.kind.startswith("Afterthought")


def test_a_card_in_hand_is_shown_as_printed_after_it_left_play() -> None:
    """004 Field Tracking: cards in hand are not in play; nothing lost shows there."""
    t = Table()
    _hold(t)
    foe = t.creature(1, "mortarbloom_liege", 2)
    t.st.effects.append({"kind": "inactive", "card": foe, "until": "end_of_turn"})
    t.st.piles[1] = []
    t.st.hand[1].append(foe)
    face = _shown(t, 1).face(foe)
    assert face.text_lost == "" and face.states == () and face.corner == ""
