"""Set 5: Devourer of Dimensions, Verneejus the Molecular Mockery and Corrupted Keystone
(004_b4262328bed7ba97.txt, (Set 5) The Dimension That Disappeared)."""
from __future__ import annotations

from simulator.games.exodus.field import freeze_count, strength
from simulator.games.exodus.moves import freeze
from simulator.games.exodus.targets import valid_targets
from simulator.games.exodus.triggers import ability_list

from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def _devourer(t: Table, seat: int, energy: int, under: list[str]) -> tuple[int, list[int]]:
    """Devourer in play with cards beneath it."""
    d = t.creature(seat, "devourer_of_dimensions", energy)
    cards = []
    for cid in under:
        c = t.card(seat, cid, "hand")
        t.st.hand[seat].remove(c)
        cards.append(c)
    t.st.under[d] = list(cards)
    return d, cards


def test_devourer_summoned_takes_chronos_and_afterthoughts_beneath_it() -> None:
    """004 Devourer / Eroda's Ascendance: Chronos of your field and Afterthoughts move beneath
    it when it is summoned; Afterthoughts turn back into Chronos; the Chronos leave their
    energy behind as blank piles."""
    t = Table()
    hold(t)
    wisp_pile = t.pile(0, 2, "chrono_wisp")
    wisp = wisp_pile[0]
    aft = t.card(0, "silent_irregularity", "afters")
    dev = t.card(0, "devourer_of_dimensions")
    pile = t.pile(0, 1)
    t.do("summon", 0, dev, pile[1])
    t.settle()
    assert set(t.st.under[dev]) == {wisp, aft}
    assert aft not in t.st.afters[0] and wisp_pile[0] < 0 and len(wisp_pile) == 3


def test_devourer_takes_a_teammates_chronos_too() -> None:
    """004 Devourer: in 2v2 it moves your teammate's Chronos beneath itself as well."""
    t = Table(seats=4, mode="teams")
    hold(t)
    mate = t.creature(2, "chrono_wisp", 1)
    foe = t.creature(1, "chrono_wisp", 1)
    dev = t.card(0, "devourer_of_dimensions")
    pile = t.pile(0, 1)
    t.do("summon", 0, dev, pile[1])
    t.settle()
    assert mate in t.st.under[dev] and foe not in t.st.under[dev]


def test_devourer_bounced_chronos_go_to_the_graveyard_but_eroda_stays() -> None:
    """004 Devourer: bounced to hand, the Chronos beneath it go to the graveyard except Eroda,
    which remains on the pile of energy."""
    t = Table()
    hold(t)
    d, (wisp, eroda) = _devourer(t, 0, 2, ["chrono_wisp", "eroda_the_flickering_facade"])
    pile = t.st.piles[0][-1]
    rev = t.card(0, "reversion")
    t.do("play", 0, rev, d)
    t.settle()
    assert d in t.st.hand[0] and t.where(wisp) == "grave"
    assert pile[0] == eroda


def test_devourer_unsummoned_eroda_goes_with_the_energy() -> None:
    """004 Devourer: if the energy is also destroyed (Unsummon), Eroda goes to the graveyard
    with the other Chronos beneath Devourer."""
    t = Table(turn=1)
    d, (wisp, eroda) = _devourer(t, 0, 2, ["chrono_wisp", "eroda_the_flickering_facade"])
    t.pile(1, 2)
    un = t.card(1, "unsummon")
    t.do("play", 1, un, d)
    t.settle()
    assert t.where(eroda) == "grave" and t.where(wisp) == "grave"


def test_devourer_destroyed_takes_every_chrono_with_it() -> None:
    """004 Devourer: destroyed (by battle), all the Chronos beneath it, Eroda included, are
    destroyed with it."""
    t = Table(phase="attack")
    d, (wisp, eroda) = _devourer(t, 1, 1, ["chrono_wisp", "eroda_the_flickering_facade"])
    a = t.creature(0, "emberscale_whelp", 3)
    t.do("attack", 0, a, d)
    t.settle()
    assert all(t.where(c) == "grave" for c in (d, wisp, eroda))


def test_chrono_leaving_from_beneath_devourer_may_become_an_afterthought() -> None:
    """004 Devourer: Chronos with an Afterthought Ability that leave play from beneath it can
    become Afterthoughts instead of going to the graveyard."""
    t = Table(phase="attack")
    d, (brig,) = _devourer(t, 1, 1, ["hazardous_brigantine"])
    a = t.creature(0, "emberscale_whelp", 3)
    t.do("attack", 0, a, d)
    t.settle()
    assert t.st.choice is not None and t.st.choice["seat"] == 1
    t.choose(1, choice="yes")
    assert t.where(brig) == "afters"


def test_devourer_ability_is_fulfilled_when_the_chrono_becomes_an_afterthought() -> None:
    """004 Devourer: sending a Chrono from beneath it to the graveyard fulfils its Ability even
    if the owner turns it into an Afterthought (it still left play)."""
    t = Table(turn=1)
    d, (brig,) = _devourer(t, 0, 2, ["hazardous_brigantine"])
    target = t.pile(0, 1)[1]
    cata = t.card(1, "cataclysm")
    hold(t, 1)
    t.do("play", 1, cata, target)
    t.pass_until(0)
    t.do("activate", 0, d, cata, choice=1)
    t.settle()
    if t.st.choice is not None and t.st.choice["prompt"].startswith("Turn"):
        t.choose(0, choice="yes")
    t.settle()
    assert t.where(brig) == "afters"
    assert t.where(target) == "pile" and t.where(cata) == "grave"
    assert any("Cataclysm fizzles" in x for x in t.said("fizzle"))


def test_chrono_beneath_devourer_frozen_only_raises_the_freeze_count() -> None:
    """004 Devourer: a Chrono beneath it that becomes frozen changes nothing but the overall
    freeze-count."""
    t = Table()
    d, (wisp,) = _devourer(t, 0, 2, ["chrono_wisp"])
    before = freeze_count(t.st)
    freeze(t.ctx(), wisp)
    assert freeze_count(t.st) == before + 1
    assert wisp in t.st.under[d] and strength(t.st, d) == 2 and d not in t.st.frozen


def test_verneejus_cannot_target_afterthoughts() -> None:
    """004 Verneejus: it cannot target Afterthoughts, which are not creatures."""
    t = Table()
    v = t.creature(0, "verneejus_the_molecular_mockery", 1)
    aft = t.card(1, "hazardous_brigantine", "afters")
    t.creature(1, "emberscale_whelp", 1)
    assert aft not in valid_targets(t.ctx(), 0, "other_creature", v)
    assert all(a.target != aft for a in t.legal() if a.card == v)


def test_verneejus_gains_the_ability_and_afterthought_ability_of_a_chrono() -> None:
    """004 Verneejus: targeting a Chrono with an Afterthought Ability it gains the normal
    Ability and the Afterthought Ability."""
    t = Table()
    hold(t)
    v = t.creature(0, "verneejus_the_molecular_mockery", 1)
    brig = t.creature(1, "hazardous_brigantine", 1)
    t.do("activate", 0, v, brig, choice=0)
    t.settle()
    card = t.rules.cards[t.st.kinds[brig]]
    assert ability_list(t.ctx(), v, False)[1:] == card.abilities + card.afterthought
    assert not any(a.card == brig for a in t.legal())           # the target lost its Ability


def test_verneejus_gains_a_summon_ability_in_response_to_its_own_summon() -> None:
    """004 Verneejus: active the moment it hits the field ("while this creature is in play"),
    it can gain a "when this creature is summoned" Ability in response to its own summon, and
    that Ability triggers; later in the turn it would not."""
    t = Table()
    hold(t)
    flash = t.creature(1, "flashfire", 1)
    v = t.card(0, "verneejus_the_molecular_mockery")
    pile = t.pile(0, 1)
    t.do("summon", 0, v, pile[1])
    t.do("activate", 0, v, flash, choice=0)
    t.settle()
    assert t.st.life[1] == 9
    t2 = Table()
    hold(t2)
    flash2 = t2.creature(1, "flashfire", 1)
    v2 = t2.creature(0, "verneejus_the_molecular_mockery", 1)
    t2.do("activate", 0, v2, flash2, choice=0)
    t2.settle()
    assert t2.st.life[1] == 10


def test_corrupted_keystone_cannot_target_an_inactive_ability() -> None:
    """004 Corrupted Keystone: inactive or negated Abilities are not removed, so such a
    creature is not a target ("a creature without an Ability")."""
    t = Table()
    c = t.creature(1, "flashfire", 1)
    t.st.effects.append({"kind": "inactive", "card": c, "until": "end_of_turn"})
    assert c not in valid_targets(t.ctx(), 0, "creature_no_ability", -1)


def test_corrupted_keystone_targets_a_creature_verneejus_stole_from() -> None:
    """004 Corrupted Keystone: after Verneejus takes a creature's Ability ("that creature loses
    its Ability"), Keystone can target it that turn."""
    t = Table()
    hold(t)
    v = t.creature(0, "verneejus_the_molecular_mockery", 1)
    c = t.creature(1, "flashfire", 1)
    key = t.card(0, "corrupted_keystone")
    assert all(a.target != c for a in t.legal() if a.card == key)
    t.do("activate", 0, v, c, choice=0)
    t.settle()
    t.do("play", 0, key, c)
    t.settle()
    t.settle()
    if t.st.choice is not None and t.st.choice["prompt"].startswith("Turn"):
        t.choose(1, choice="no")
    assert t.where(c) == "grave"
