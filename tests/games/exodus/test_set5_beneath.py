"""Set 5: energy beneath the Main Deck, Eroda the Flickering Facade and Eroda's Ascendance
(004_b4262328bed7ba97.txt, (Set 5) The Dimension That Disappeared)."""
from __future__ import annotations

from simulator.core.game import Setup
from simulator.games.exodus.field import in_play
from simulator.games.exodus.targets import valid_targets

from . import helpers
from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def test_energy_beneath_pays_its_owners_costs() -> None:
    """004 Energy Beneath the Main Deck / Costs: energy beneath your Main Deck may pay costs."""
    t = Table()
    e = t.card(0, "energy", "beneath")
    vortex = t.card(0, "vortex")
    t.do("play", 0, vortex)
    t.settle()
    assert t.where(e) == "grave" and t.where(vortex) == "grave"


def test_teammate_cannot_pay_with_energy_beneath_your_main_deck() -> None:
    """004 Costs: you can pay energy from beneath your own Main Deck, your teammate cannot."""
    t = Table(seats=4, mode="teams", turn=2)
    t.card(0, "energy", "beneath")
    vortex = t.card(2, "vortex")
    assert "cost" in t.refused("play", 2, vortex)


def test_energy_beneath_is_not_in_play_and_cannot_be_targeted() -> None:
    """004 Energy Beneath the Main Deck / Field Tracking: not in play, so never targeted
    (outside of costs)."""
    t = Table()
    e = t.card(1, "energy", "beneath")
    t.pile(1, 1)
    assert not in_play(t.st, e)
    assert e not in valid_targets(t.ctx(), 0, "energy", -1)


def test_energy_beneath_stays_through_a_deck_recycle() -> None:
    """004 Energy Beneath the Main Deck: with no Eroda beneath, energy there stays even after
    a Deck Recycle, until a card calls it out or it pays a cost."""
    t = Table(phase="draw")
    e = t.card(0, "energy", "beneath")
    t.st.main[0].clear()
    t.card(0, "emberscale_whelp", "grave")
    t.card(0, "dawnwing_acolyte", "grave")
    t.do("draw", 0, choice=1)
    assert t.said("recycle") and t.where(e) == "beneath"


def test_eroda_beneath_is_not_the_bottom_of_the_main_deck() -> None:
    """004 Eroda: like energy beneath the Main Deck, Eroda is not part of it nor its bottom;
    beneath is a zone of its own."""
    t = Table()
    hold(t)
    eroda = t.card(0, "eroda_the_flickering_facade", "beneath")
    bottom = t.st.main[0][0]
    t.pile(0, 1)
    t.creature(1, "emberscale_whelp", 1)
    grove = t.card(0, "glistening_undergrove")
    t.do("play", 0, grove)
    t.passes()
    t.choose(0, choice="bottom")
    assert any("reveals" in x and "bottom" in x for x in t.said("reveal"))
    assert t.st.choice is not None and t.st.choice["prompt"].endswith(f"{t.rules.card_name(t.st, bottom)}?")
    assert eroda not in t.st.main[0] and t.where(eroda) == "beneath"


def test_eroda_drawn_goes_beneath_and_the_next_card_is_drawn() -> None:
    """004 Eroda: it goes face-up beneath the Main Deck instead of being drawn; that does not
    fulfil the draw, so the next card is drawn."""
    t = Table(phase="draw")
    eroda = t.card(0, "eroda_the_flickering_facade", "main")
    hand = len(t.st.hand[0])
    t.do("draw", 0, choice=1)
    assert t.where(eroda) == "beneath"
    assert len(t.st.hand[0]) == hand + 3 and eroda not in t.st.hand[0]


def test_eroda_is_not_counted_by_a_search() -> None:
    """004 Eroda: a card that searches the Main Deck (Sign of the Crow) triggers Eroda, which
    goes beneath and is not counted; the player searches again."""
    t = Table()
    hold(t)
    eroda = t.card(0, "eroda_the_flickering_facade", "main")
    crow = t.card(0, "sign_of_the_crow")
    t.do("play", 0, crow)
    t.passes()
    t.choose(0, target=eroda)
    assert t.where(eroda) == "beneath"
    assert t.st.choice is not None and eroda not in t.st.choice["options"]
    other = t.st.choice["options"][0]
    t.choose(0, target=other)
    assert other in t.st.hand[0]


def test_eroda_is_not_counted_by_sending_cards_out() -> None:
    """004 Eroda: sending cards out of the Main Deck skips Eroda (it goes beneath) and the next
    card is sent instead."""
    t = Table()
    hold(t)
    t.pile(0, 1)
    eroda = t.card(0, "eroda_the_flickering_facade", "main")
    under = t.st.main[0][-3:-1]
    ana = t.card(0, "anathema")
    t.do("play", 0, ana)
    t.settle()
    assert t.where(eroda) == "beneath"
    assert all(t.where(c) == "grave" for c in under)


def test_eroda_summoned_from_beneath_on_a_new_pile_or_a_blank_pile() -> None:
    """004 Eroda: entering play from beneath the Main Deck, it is summoned onto an existing
    blank pile along with the energy beneath, or with only that energy as a new pile."""
    for way in ("new", "blank"):
        t = Table()
        hold(t)
        eroda = t.card(0, "eroda_the_flickering_facade", "beneath")
        e = t.card(0, "energy", "beneath")
        blank = t.pile(0, 1)
        t.st.main[0] = t.st.main[0][:1]
        crow = t.card(0, "sign_of_the_crow")
        t.do("play", 0, crow)
        t.settle()                     # the last card is found: the Main Deck is empty
        t.settle()
        assert t.st.choice is not None and "new" in t.st.choice["options"]
        t.choose(0, choice="new" if way == "new" else blank[1])
        t.settle()
        assert t.where(eroda) == "pile" and t.where(e) == "pile"
        if way == "blank":
            assert blank[0] == eroda and e in blank
        else:
            assert blank[0] < 0


def test_eroda_with_nowhere_to_enter_goes_to_the_graveyard() -> None:
    """004 Eroda: with no blank pile and no energy beneath the Main Deck it goes straight to
    the graveyard."""
    t = Table()
    hold(t)
    eroda = t.card(0, "eroda_the_flickering_facade", "beneath")
    t.st.main[0] = t.st.main[0][:1]
    crow = t.card(0, "sign_of_the_crow")
    t.do("play", 0, crow)
    t.settle()
    t.settle()
    assert t.where(eroda) == "grave"


def test_eroda_summon_can_be_answered_when_the_deck_runs_out() -> None:
    """004 Eroda: when the Main Deck runs out during normal play, Eroda's Ability goes on the
    stack and players can respond to it as usual."""
    t = Table()
    hold(t)
    eroda = t.card(0, "eroda_the_flickering_facade", "beneath")
    t.card(0, "energy", "beneath")
    t.st.main[0] = t.st.main[0][:1]
    t.card(1, "cataclysm")
    t.pile(1, 1)
    crow = t.card(0, "sign_of_the_crow")
    t.do("play", 0, crow)
    t.pass_until(1)
    t.do("pass", 1)
    assert t.st.stack and t.st.stack[-1]["src"] == eroda
    d = t.rules.decision(t.st)
    assert d is not None and d.kind == "respond"


def test_eroda_summon_mid_draw_resolves_before_the_recycle() -> None:
    """004 Eroda: summoned from beneath in the middle of the Draw Phase while the player must
    still recycle and draw, its Ability cannot be responded to and resolves before the Deck
    Recycle ("semi-automated"); then the draw goes on."""
    t = Table(phase="draw")
    eroda = t.card(0, "eroda_the_flickering_facade", "beneath")
    t.card(0, "energy", "beneath")
    t.st.main[0] = t.st.main[0][:1]
    for _ in range(4):
        t.card(0, "dawnwing_acolyte", "grave")
    t.card(1, "cataclysm")
    t.pile(1, 1)
    hand = len(t.st.hand[0])
    t.do("draw", 0, choice=3)
    assert t.where(eroda) == "pile"
    assert t.said("recycle")
    texts = [e.text for e in t.log]
    assert texts.index(next(x for x in texts if "summons Eroda" in x)) < texts.index(t.said("recycle")[0])
    assert len(t.st.hand[0]) == hand + 3


def test_eroda_in_the_opening_hand_goes_beneath_and_is_replaced() -> None:
    """004 Eroda: in the Starting Hand it goes beneath the Main Deck at once and a replacement
    card is drawn (it never went from the deck to the hand)."""
    deck = {"main": {"eroda_the_flickering_facade": 2, "emberscale_whelp": 2, "dawnwing_acolyte": 2,
                     "concerto_virtuoso": 2, "shardling_scout": 2, "cogwork_drone": 2, "sporecap_lurker": 2,
                     "mossback_sapling": 2, "squire_of_dawn": 2, "halo_sentinel": 2, "prism_warden": 2},
            "energy": {"energy": 20}}
    found = 0
    for seed in range(40):
        st = helpers.RULES.new_state(Setup("exodus", seed, 2, {"decks": [deck, deck]}, {"first_seat": 0}))
        for s in range(2):
            if any(helpers.RULES.cards[st.kinds[c]].id == "eroda_the_flickering_facade" for c in st.beneath[s]):
                found += 1
                mains = [c for c in st.hand[s] if not helpers.RULES.cards[st.kinds[c]].is_energy]
                assert len(mains) == 3
    assert found


def test_eroda_pulls_an_energy_at_the_end_of_every_turn() -> None:
    """004 Eroda: beneath the Main Deck it moves 1 energy to itself at the end of every single
    turn (the opponent's turn too)."""
    t = Table(phase="end", turn=1)
    t.card(0, "eroda_the_flickering_facade", "beneath")
    p = t.pile(0, 2)
    energy = p[1:]
    t.st.phase = "attack"
    t.card(1, "forest_of_crags")
    t.do("end_phase", 1)
    t.settle()
    if t.st.choice is not None and t.st.choice["seat"] == 0:
        t.choose(0, target=energy[0])
    assert sum(1 for e in energy if t.where(e) == "beneath") == 1


def test_eroda_pulls_a_teammates_energy() -> None:
    """004 Eroda: in 2v2 it can move your teammate's energy beneath your Main Deck."""
    t = Table(seats=4, mode="teams", turn=1)
    t.card(0, "eroda_the_flickering_facade", "beneath")
    mate = t.pile(2, 1)[1]
    t.st.phase = "attack"
    t.card(1, "forest_of_crags")
    t.do("end_phase", 1)
    t.settle()
    assert mate in t.st.beneath[0]


def test_erodas_ascendance_pays_half_rounded_down() -> None:
    """004 Eroda's Ascendance: pay exactly half of your current Life total; a fractional
    result is rounded down (7 -> 3)."""
    for life, left in ((7, 3), (10, 5)):
        t = Table()
        hold(t)
        t.st.life[0] = life
        t.creature(0, "chrono_wisp", 1)
        asc = t.card(0, "erodas_ascendance")
        t.do("play", 0, asc, t.st.piles[0][-1][0])
        t.settle()
        assert t.st.life[0] == left


def test_erodas_ascendance_afterthoughts_become_chronos_beneath() -> None:
    """004 Devourer (quoting Eroda's Ascendance): Afterthoughts moved beneath a creature turn
    back into Chronos."""
    t = Table()
    hold(t)
    wisp = t.creature(0, "chrono_wisp", 1)
    a = t.card(0, "silent_irregularity", "afters")
    asc = t.card(0, "erodas_ascendance")
    t.do("play", 0, asc, wisp)
    t.settle()
    assert a in t.st.under[wisp] and a not in t.st.afters[0]
    assert t.strength(wisp) == 2
