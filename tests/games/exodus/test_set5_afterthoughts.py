"""Set 5 (The Dimension That Disappeared) General Rulings on Afterthoughts, and the Chronos
whose rulings are about them: Silent Irregularity, Smokestream the Perfect Mimicry and
Hazardous Brigantine (004_b4262328bed7ba97.txt)."""
from __future__ import annotations

from simulator.games.exodus.field import creatures_of_side, freeze_count
from simulator.games.exodus.legality import condition_met
from simulator.games.exodus.moves import freeze

from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand: the player always has a play, so the phase does not end by
    itself while the test looks at it."""
    return t.card(seat, "forest_of_crags")


def _destroy_by_battle(t: Table, victim: int) -> int:
    """Seat 0 attacks `victim` with a 3-energy creature; the attacker."""
    t.st.phase = "attack"
    a = t.creature(0, "emberscale_whelp", 3)
    t.do("attack", 0, a, victim)
    t.passes()
    return a


def test_destroyed_chrono_may_become_an_afterthought() -> None:
    """004 Set 5 General Rulings: a Chrono with an Afterthought Ability that leaves play may
    be turned into an Afterthought by its owner."""
    t = Table()
    b = t.creature(1, "hazardous_brigantine", 1)
    _destroy_by_battle(t, b)
    assert t.st.choice is not None and t.st.choice["seat"] == 1
    t.choose(1, choice="yes")
    assert t.where(b) == "afters"


def test_owner_may_decline_and_the_chrono_goes_to_the_graveyard() -> None:
    """004 Set 5 General Rulings: turning it into an Afterthought is the owner's option."""
    t = Table()
    b = t.creature(1, "hazardous_brigantine", 1)
    _destroy_by_battle(t, b)
    t.choose(1, choice="no")
    assert t.where(b) == "grave"


def test_chrono_without_afterthought_ability_is_not_offered() -> None:
    """004 Set 5 General Rulings: only "a Chrono with an Afterthought Ability" may become one."""
    t = Table()
    w = t.creature(1, "chrono_wisp", 1)
    _destroy_by_battle(t, w)
    assert t.st.choice is None and t.where(w) == "grave"


def test_afterthoughts_are_not_creatures() -> None:
    """004 Set 5 General Rulings: Afterthoughts are not considered creatures while in play as
    Afterthoughts (not a creature target; the side with only an Afterthought is open)."""
    t = Table()
    b = t.card(1, "hazardous_brigantine", "afters")
    t.pile(0, 1)
    energize = t.card(0, "energize")
    assert b not in creatures_of_side(t.st, 1)
    assert all(a.target != b for a in t.legal() if a.card == energize)
    t.st.phase = "attack"
    a = t.creature(0, "emberscale_whelp", 2)
    t.do("attack", 0, a, choice=1)       # Life Points: no creature defends them


def test_frozen_afterthought_keeps_working_and_counts_as_frozen() -> None:
    """004 Set 5 General Rulings: an Afterthought can be frozen, but its Ability stays active;
    it only contributes to the freeze-count."""
    t = Table()
    b = t.card(0, "hazardous_brigantine", "afters")
    t.pile(1, 2)
    before = freeze_count(t.st)
    cove = t.card(1, "crystal_cove")
    t.st.turn = 1
    t.do("play", 1, cove, b)
    t.passes()
    t.settle()
    assert b in t.st.frozen and freeze_count(t.st) == before + 1
    t.st.turn = 0
    t.do("activate", 0, b, choice=0)     # the frozen Afterthought's Ability
    t.passes()
    e = t.st.choice["options"][0]
    t.choose(0, target=e)
    assert t.where(e) == "grave"


def test_frozen_chrono_becomes_an_unfrozen_afterthought() -> None:
    """004 Freeze / Set 5: a frozen Chrono that leaves play and becomes an Afterthought enters
    play unfrozen, its card type having changed."""
    t = Table()
    b = t.creature(1, "hazardous_brigantine", 1)
    freeze(t.ctx(), b)
    assert b in t.st.frozen
    _destroy_by_battle(t, b)
    t.choose(1, choice="yes")
    assert t.where(b) == "afters" and b not in t.st.frozen


def test_bounced_chrono_may_become_an_afterthought_instead_of_going_to_hand() -> None:
    """004 Set 5 General Rulings: a Chrono returned to its owner's hand from the field (a
    bounce) may be turned into an Afterthought instead."""
    t = Table()
    b = t.creature(1, "hazardous_brigantine", 2)
    t.pile(0, 2)
    un = t.card(0, "unsummon")
    t.do("play", 0, un, b)
    t.settle()
    assert t.st.choice is not None and t.st.choice["seat"] == 1
    t.choose(1, choice="yes")
    assert t.where(b) == "afters" and b not in t.st.hand[1]


def test_silent_irregularity_as_afterthought_does_not_trigger() -> None:
    """004 Silent Irregularity: turned into an Afterthought, its normal Ability does not
    trigger, since it never went to the graveyard."""
    t = Table()
    s = t.creature(1, "silent_irregularity", 1)
    hand = len(t.st.hand[1])
    _destroy_by_battle(t, s)
    t.choose(1, choice="yes")
    t.settle()
    assert t.where(s) == "afters" and len(t.st.hand[1]) == hand


def test_silent_irregularity_triggers_from_the_field_and_from_the_main_deck() -> None:
    """004 Silent Irregularity: its Ability triggers whenever it goes to the graveyard from any
    zone, such as the field or the Main Deck."""
    t = Table()
    s = t.creature(1, "silent_irregularity", 1)
    _destroy_by_battle(t, s)
    hand = len(t.st.hand[1])
    t.choose(1, choice="no")
    t.settle()
    assert t.where(s) == "grave" and len(t.st.hand[1]) == hand + 1
    s2 = t.card(1, "silent_irregularity", "main")        # on top of seat 1's Main Deck
    ana = t.card(1, "anathema")
    t.pile(1, 1)
    t.st.turn, t.st.phase = 1, "creature"
    t.do("play", 1, ana)
    t.settle()
    if t.st.choice is not None:
        t.choose(1, target=t.st.choice["options"][0])
    t.settle()
    assert t.where(s2) == "grave"
    assert any("Silent Irregularity's Ability" in x or "Silent Irregularity resolves" in x
               for x in t.said("resolve"))


def test_silent_irregularity_destroyed_as_afterthought_triggers() -> None:
    """004 Silent Irregularity: destroyed as an Afterthought it is a creature again the
    moment it leaves play, so its normal Ability triggers as it goes to the graveyard."""
    t = Table()
    s = t.card(1, "silent_irregularity", "afters")
    sword = t.creature(0, "thoughtstream_eeventides_sword", 2)
    hand = len(t.st.hand[1])
    t.do("activate", 0, sword, s, choice=0)
    t.settle()
    t.settle()
    assert t.where(s) == "grave" and len(t.st.hand[1]) == hand + 1


def test_silent_irregularity_afterthought_ignores_a_requirement() -> None:
    """004 Tethered to Eeventide: the requirement of 1 Life Point may be ignored through
    Silent Irregularity's Afterthought Ability."""
    t = Table()
    hold(t)
    s = t.card(0, "silent_irregularity", "afters")
    ctx = t.ctx()
    assert not condition_met(ctx, 0, {"life_is": 1})
    t.do("activate", 0, s, choice=0)
    t.passes()
    assert condition_met(t.ctx(), 0, {"life_is": 1})
    t.creature(1, "emberscale_whelp", 1)
    tether = t.card(0, "tethered_to_eeventide")
    assert any(a.card == tether for a in t.legal())


def test_smokestream_lets_the_remover_choose_the_afterthought() -> None:
    """004 Smokestream: while its Afterthought Ability is active, the player resolving the
    Afterthought-removal card chooses which active Afterthought leaves play."""
    t = Table()
    t.card(1, "smokestream_the_perfect_mimicry", "afters")
    b = t.card(1, "hazardous_brigantine", "afters")
    other = t.card(1, "silent_irregularity", "afters")
    sword = t.creature(0, "thoughtstream_eeventides_sword", 2)
    t.do("activate", 0, sword, b, choice=0)
    t.settle()
    assert t.st.choice is not None and t.st.choice["seat"] == 0
    assert set(t.st.choice["options"]) >= {b, other}
    t.choose(0, target=other)
    assert t.where(other) == "grave" and t.where(b) == "afters"


def test_brigantine_activation_from_hand_goes_on_the_stack() -> None:
    """004 Hazardous Brigantine: its activation must be announced, from hand too; it goes on
    the stack and every player may respond before it resolves."""
    t = Table()
    b = t.card(0, "hazardous_brigantine")
    t.pile(0, 2)
    t.pile(1, 1)
    t.card(1, "cataclysm")
    t.do("activate", 0, b, choice=0)
    assert t.st.stack and t.st.stack[-1]["src"] == b
    d = t.rules.decision(t.st)
    assert d is not None and d.kind == "respond"


def test_brigantine_moved_to_field_is_put_into_play_not_summoned() -> None:
    """004 Hazardous Brigantine: moving it with its Ability is not a summon; moved to your
    field it is put into play."""
    t = Table()
    b = t.card(0, "hazardous_brigantine")
    pile = t.pile(0, 2)
    t.pile(0, 1)
    t.do("activate", 0, b, choice=0)
    t.passes()
    t.choose(0, target=t.st.choice["options"][-1])     # pay with the other pile
    t.choose(0, choice="field")
    if t.st.choice is not None:
        t.choose(0, target=pile[1])
    assert t.where(b) == "pile"
    assert t.said("enter") and not t.said("summon")


def test_brigantine_needs_a_blank_pile_to_move_to_the_field() -> None:
    """004 Hazardous Brigantine: it may only move to your field if there is an open blank pile
    (creatures cannot be on the field without energy)."""
    t = Table()
    b = t.card(0, "hazardous_brigantine")
    t.creature(0, "emberscale_whelp", 2)
    t.card(0, "energy")                      # pays the cost from hand
    hold(t)
    t.do("activate", 0, b, choice=0)
    t.passes()
    t.choose(0, target=t.st.choice["options"][-1])     # pay with the energy in hand
    assert t.where(b) == "grave"                        # its only other zone: no blank pile to enter


def test_brigantine_afterthought_lets_its_owner_choose_the_energy() -> None:
    """004 Hazardous Brigantine: the Afterthought Ability does not say "target", but its owner
    chooses which energy is destroyed."""
    t = Table()
    b = t.card(0, "hazardous_brigantine", "afters")
    e1 = t.pile(1, 1)[1]
    e2 = t.pile(1, 1)[1]
    hold(t)
    t.do("activate", 0, b, choice=0)
    t.passes()
    assert t.st.choice["seat"] == 0 and set(t.st.choice["options"]) == {e1, e2}
    t.choose(0, target=e2)
    assert t.where(e2) == "grave" and t.where(e1) == "pile"


def test_brigantine_put_into_play_on_a_teammates_pile() -> None:
    """004 Hazardous Brigantine: in 2v2 its own Ability can put it into play on a teammate's
    energy pile."""
    t = Table(seats=4, mode="teams")
    b = t.card(0, "hazardous_brigantine")
    t.card(0, "energy")
    mate = t.pile(2, 2)
    t.do("activate", 0, b, choice=0)
    t.passes()
    t.settle()
    t.choose(0, choice="field")
    if t.st.choice is not None:
        t.choose(0, target=mate[1])
    assert mate[0] == b


def test_teammate_activates_brigantine_from_the_field_it_moves_to_owners_zone() -> None:
    """004 Hazardous Brigantine: a teammate can activate your Brigantine from the shared field;
    not made an Afterthought, it moves to the owner's zone."""
    t = Table(seats=4, mode="teams", turn=2)
    b = t.creature(0, "hazardous_brigantine", 1)
    t.pile(2, 1)
    t.do("activate", 2, b, choice=0)
    t.passes()
    t.settle()
    t.choose(2, choice="hand")
    if t.st.choice is not None and t.st.choice["prompt"].startswith("Turn"):
        t.choose(0, choice="no")
    assert b in t.st.hand[0] and b not in t.st.hand[2]
