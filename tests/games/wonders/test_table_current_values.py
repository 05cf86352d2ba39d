"""The Wonders table's card faces show each card's current values (issue 27, item 3): the
cost to play it now, a Wonder's power now, the printed value beside each that differs, a
blank text, states and counters; and the hover explanation says how each came about.

"001" is ../shared/rules/001_fb4db07be16c967e.txt, cited by section and topic."""
from __future__ import annotations

from simulator.core.actions import Action
from simulator.games.wonders.table import WondersTable

from .helpers import R1, RULES, Table


def _shown(t: Table, seat: int = 0) -> WondersTable:
    table = WondersTable()
    table.scene(RULES.observation(t.st, seat))
    return table


# 001 7 Orbital Link: "All cards of that orbital cost 1 less energy to play from that player's hand"
def test_a_card_in_hand_discounted_by_a_link_shows_the_cost_the_refusal_names() -> None:
    t = Table(energy=3)
    t.world(R1, 0, "gale_spire")
    reaver = t.hand(0, "the_windreaver")
    refusal = t.explain(Action("play", 0, reaver, None, R1))
    assert "costs 4 energy" in refusal.reason
    table = _shown(t)
    face = table.face(reaver)
    assert (face.cost, face.printed_cost) == ("4", "5")
    assert face.corner == "4" and face.printed_corner == "" and face.states == () and face.text_lost == ""
    assert table.explain(reaver) == ["Printed cost 5", "-1 from Thalwind Link", "= costs 4 energy"]


def test_the_opponent_sees_no_cost_of_a_card_hidden_in_a_hand() -> None:
    t = Table()
    t.world(R1, 0, "gale_spire")
    reaver = t.hand(0, "the_windreaver")
    obs = RULES.observation(t.st, 1)
    assert reaver not in obs.part.costs
    assert RULES.observation(t.st, 0).part.costs[reaver] == (4, (("Thalwind Link", -1),))


# 001 1 Power: base power, then additive modifiers (+1 counters)
def test_a_buffed_wonder_shows_its_power_now_with_the_printed_power_and_its_counters() -> None:
    t = Table()
    sentinel = t.world(R1, 0, "stoneguard_sentinel", plus=2)
    table = _shown(t)
    face = table.face(sentinel)
    assert (face.corner, face.printed_corner) == ("4", "2")
    assert face.states == ("2 +1 counters",)
    assert face.cost == "2" and face.printed_cost == ""
    lines = table.explain(sentinel)
    assert lines[:3] == ["Base power 2", "+2 from 2 +1 counters", "= 4"]


# 001 7 Stun: "it taps the stunned Wonder ... reduces the Wonder's base power to 0 until the end of the round"
def test_a_stunned_wonder_shows_power_0_and_the_states_stunned_and_tapped() -> None:
    t = Table()
    foe = t.world(R1, 1, "stoneguard_sentinel")
    squall = t.hand(0, "sudden_squall")
    t.play(squall)
    if t.choice is not None:
        t.pick(foe)
    table = _shown(t, 1)
    face = table.face(foe)
    assert (face.corner, face.printed_corner) == ("0", "2")
    assert face.states == ("Stunned", "Tapped")
    assert "Stunned: power 0 this round" in table.explain(foe)


# 001 7 Null Counters: "A card with a null counter is nullified. Treat it as though its rules text were blank."
def test_a_nullified_card_says_its_text_is_lost() -> None:
    t = Table()
    warden = t.world(R1, 1, "stoneguard_sentinel", null=1)
    face = _shown(t).face(warden)
    assert face.text_lost == "Nullified" and face.states == ("1 null counter",)


def test_an_untouched_card_is_its_printed_face() -> None:
    t = Table()
    sentinel = t.world(R1, 0, "stoneguard_sentinel")
    land = t.world(R1, 0, "granite_hollow")
    zephyr = t.hand(0, "zephyr_scout")         # Thalwind, and no Thalwind link
    table = _shown(t)
    for card in (sentinel, land, zephyr):
        face = table.face(card)
        assert face == table.face_of_kind(t.st.kinds[card])
        assert (face.printed_cost, face.printed_corner, face.text_lost, face.states) == ("", "", "", ())
    assert table.explain(zephyr) == []
