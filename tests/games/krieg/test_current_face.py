"""A Krieg card's face shows what the card is now (core CardFace: current values): a unit's
strength on the field after weather, boosts, pairs and Kings, with the printed strength
kept beside it; states in words; hands keep printed values.

Rules: 002 Scoring The Round (the order of modifiers), 002 Adjacency, 002 Final Details
(set-aside cards)."""
from __future__ import annotations

from simulator.core.rng import Rng
from simulator.games.krieg import GAME
from simulator.games.krieg.table import KriegTable

from .helpers import IDX, MELEE, RANGE, SIEGE, play, table


def _shown(m, seat: int = 0) -> KriegTable:    # type: ignore[no-untyped-def]
    t = GAME.table()
    assert isinstance(t, KriegTable)
    t.scene(m.observation(seat))
    return t


def test_a_boosted_unit_shows_its_current_strength_and_keeps_the_printed_one():
    """002 Scoring The Round step 3: added base strength (a Scout's +1) counts."""
    m = table(rows={(0, RANGE): ["Grenadier"]}, boosts={"Grenadier": 1})
    t = _shown(m)
    face = t.face(IDX["Grenadier"])
    assert (face.corner, face.printed_corner) == ("5", "4")
    assert "+1 base strength" in face.states
    assert t.explain(IDX["Grenadier"])[-1] == "= 5"


def test_a_weather_struck_unit_shows_its_halved_strength():
    """002 Powers (Weather) and Scoring The Round step 5: Frost halves the Range row."""
    m = table(rows={(0, RANGE): ["Grenadier"], (1, RANGE): ["Privateer"]}, weather=[("Frost", "halve", RANGE, 0)])
    t = _shown(m)
    for unit in ("Grenadier", "Privateer"):       # weather strikes the row on every side
        face = t.face(IDX[unit])
        assert (face.corner, face.printed_corner) == ("2", "4")
        assert t.explain(IDX[unit])[-1] == "= 2"


def test_a_king_doubled_row_and_the_minimum_of_one():
    """002 Kings: the King doubles one of its owner's rows; 002 Scoring The Round: halving
    never goes below one."""
    m = table(rows={(0, SIEGE): ["Cannon"], (0, MELEE): ["Scout"]}, kings={0: ("LionKing", SIEGE)},
              weather=[("Frost", "halve", MELEE, 0)])
    t = _shown(m)
    assert (t.face(IDX["Cannon"]).corner, t.face(IDX["Cannon"]).printed_corner) == ("8", "4")
    scout = t.face(IDX["Scout"])          # 1 halved is still 1: unchanged
    assert (scout.corner, scout.printed_corner) == ("1", "")


def test_an_untouched_unit_and_a_card_in_hand_show_printed_values():
    m = table(rows={(0, RANGE): ["Grenadier"]}, hands={0: ["Knight", "Storm"]},
              weather=[("Frost", "halve", MELEE, 0)])
    t = _shown(m)
    for card, corner in (("Grenadier", "4"), ("Knight", "2"), ("Storm", "")):
        face = t.face(IDX[card])
        assert (face.corner, face.printed_corner, face.text_lost, face.states) == (corner, "", "", ())
    assert t.face(IDX["Grenadier"]) == t.pool_faces()[IDX["Grenadier"]]


def test_a_pair_is_named_and_a_third_equal_unit_is_not():
    """002 Adjacency, Example 1: three 2s in a row, two pair up (4 + 4 + 2)."""
    m = table(rows={(0, MELEE): ["Knight", "Knight3", "Knight4"]})
    t = _shown(m)
    faces = [t.face(IDX[k]) for k in ("Knight", "Knight3", "Knight4")]
    assert sorted(f.corner for f in faces) == ["2", "4", "4"]
    for f in faces:
        paired = f.corner == "4"
        assert ("Adjacency bonus" in f.states) == paired
        assert f.printed_corner == ("2" if paired else "")


def test_set_aside_and_waiting_weather_are_named_states():
    """002 Final Details: set-aside cards wait for the next round; Eclipse doubles a row in
    the next round (its card text)."""
    m = table(aside={0: [("Mortar", SIEGE)]}, weather=[("Eclipse", "double", MELEE, 1)])
    t = _shown(m)
    assert t.face(IDX["Mortar"]).states == ("Set aside",)
    assert t.face(IDX["Mortar"]).printed_corner == ""
    assert t.face(IDX["Eclipse"]).states == ("Next round",)


def test_a_revealed_card_in_hand_says_so():
    """Enlightenment: "Your opponent reveals all power cards in their hand"."""
    m = table(hands={0: ["Enlightenment", "Knight"], 1: ["Death", "Square"]})
    play(m, 0, "Enlightenment")
    t = _shown(m)
    assert t.face(IDX["Death"]).states == ("Revealed",)
    assert t.face(IDX["Knight"]).states == ()


def test_before_any_scene_faces_are_printed():
    t = GAME.table()
    assert t.face(IDX["Grenadier"]).corner == "4" and t.face(IDX["Grenadier"]).printed_corner == ""


def test_corner_badge_and_explanation_agree_in_seeded_games():
    """Over seeded games: every unit's corner is the scene's badge number (the printed one
    when there is no badge), printed_corner is set exactly when they differ, and a
    non-empty explanation ends in the corner."""
    for seats in (2, 3):
        for seed in range(3):
            m = GAME.new_match(seed, seats)
            rng = Rng(seed)
            while not m.is_over:
                t = GAME.table()
                assert isinstance(t, KriegTable)
                sc = t.scene(m.observation(0))
                for side in m.state.rows:
                    for units in side:
                        for u in units:
                            face, printed = t.face(u), str(t.cards[u].strength)
                            badge = sc.card_badges.get(u)
                            assert face.corner == (badge.text if badge else printed)
                            assert face.printed_corner == ("" if face.corner == printed else printed)
                            lines = t.explain(u)
                            assert not lines or lines[-1] == f"= {face.corner}"
                m.apply(rng.choice(m.legal_actions()))
