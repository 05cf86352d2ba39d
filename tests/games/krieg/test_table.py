"""KriegTable without pygame: where plays are dropped, what a wrong drop meant, and the
scene drawn for an observation. Positions are real: GAME.new_match, then seeded legal
actions (no hand-edited states)."""
from __future__ import annotations

from typing import Callable, Iterator

from simulator.core.actions import Action
from simulator.core.match import Match
from simulator.core.rng import Rng
from simulator.games.krieg import GAME
from simulator.games.krieg.cards import ROW_TITLES, Card, card_table
from simulator.games.krieg.scoring import side_total
from simulator.games.krieg.table import KriegTable

CARDS = card_table()


def _positions(seed: int, seats: int = 2, limit: int = 600) -> Iterator[Match]:
    """The live match at each position of a seeded random game."""
    m = GAME.new_match(seed, seats)
    rng = Rng(seed)
    for _ in range(limit):
        if m.is_over:
            return
        yield m
        m.apply(rng.choice(m.legal_actions()))


def _find_play(wanted: Callable[[Match, Action], bool], seats: int = 2) -> tuple[Match, Action]:
    """The first position (over a few seeded games) with a legal play that `wanted` accepts."""
    for seed in range(40):
        for m in _positions(seed, seats):
            for a in m.legal_actions():
                if a.kind == "play" and a.card is not None and wanted(m, a):
                    return m, a
    raise AssertionError("no seeded game reached such a play")


def _find_position(wanted: Callable[[Match], bool], seats: int = 2) -> Match:
    for seed in range(40):
        for m in _positions(seed, seats):
            if wanted(m):
                return m
    raise AssertionError("no seeded game reached such a position")


def _card(a: Action) -> Card:
    assert a.card is not None
    return CARDS[a.card]


def _is_own_unit(m: Match, a: Action) -> bool:
    return _card(a).deck == "unit"


def _is_spy(m: Match, a: Action) -> bool:
    return _card(a).is_unit and _card(a).deck == "power"


def _is_king(m: Match, a: Action) -> bool:
    return _card(a).is_king


# 002 Units: "Melee units go in the front row ... Siege units go in the back row" — on your own side
def test_a_unit_play_is_dropped_on_its_own_row_on_the_players_side():
    _, a = _find_play(_is_own_unit)
    assert a.choice in _card(a).rows
    assert KriegTable().drop_places(a) == [f"row{a.choice}@{a.seat}"]


# 002 Powers: Spy - "played as units on your opponent's side"
def test_a_spy_is_dropped_on_the_opponents_row():
    _, a = _find_play(_is_spy)
    assert a.target is not None and a.target != a.seat
    assert KriegTable().drop_places(a) == [f"row{a.choice}@{a.target}"]


# 002 Kings: a King doubles one of its player's rows; it may be dropped on that row or the King slot
def test_a_king_is_dropped_on_the_row_it_doubles_or_the_king_slot():
    _, a = _find_play(_is_king)
    assert KriegTable().drop_places(a) == [f"row{a.choice}@{a.seat}", f"king@{a.seat}"]


def test_guessing_from_a_legal_drop_place_gives_back_the_legal_play():
    table = KriegTable()
    for wanted in (_is_own_unit, _is_spy, _is_king):
        m, a = _find_play(wanted)
        assert a.card is not None
        guessed = table.guess(a.seat, a.card, table.drop_places(a))
        assert guessed == a
        assert m.check(guessed) is None


# 002 Units: a unit dropped on a row it may not go in is refused, naming the Units rule
def test_a_unit_dropped_on_the_wrong_row_is_refused_with_the_units_rule():
    m, a = _find_play(lambda m, a: _is_own_unit(m, a) and len(_card(a).rows) < 3)
    card = _card(a)
    assert a.card is not None
    wrong = next(r for r in range(3) if r not in card.rows)
    guessed = KriegTable().guess(a.seat, a.card, [f"row{wrong}@{a.seat}"])
    assert guessed == Action("play", a.seat, a.card, None, wrong)
    violation = m.check(guessed)
    assert violation is not None
    assert "Units" in violation.rule
    assert card.name in violation.reason and ROW_TITLES[wrong] in violation.reason


# 002 Powers: Spy - a spy dropped on its own player's side is refused, naming the Spy rule
def test_a_spy_dropped_on_its_own_side_is_refused_with_the_spy_rule():
    m, a = _find_play(_is_spy)
    assert a.card is not None
    guessed = KriegTable().guess(a.seat, a.card, [f"row{a.choice}@{a.seat}"])
    assert guessed.target is None
    violation = m.check(guessed)
    assert violation is not None and "Spy" in violation.rule


def _in_play(m: Match) -> bool:
    d = m.decision()
    return d is not None and d.kind == "turn" and any(m.state.hands)


# 002 Final Details: "you must tell them the number of unit and power cards you have in your hand"
def test_the_observers_hand_is_face_up_and_other_hands_face_down_by_deck():
    for seats in (2, 4):
        m = _find_position(_in_play, seats)
        for seat in range(seats):
            seen = m.observation(seat)
            sc = KriegTable().scene(seen)
            mine = sc.zones[f"hand@{seat}"]
            assert [x.card for x in mine] == m.state.hands[seat]
            assert all(x.face_up for x in mine)
            for other in range(seats):
                if other == seat:
                    continue
                shown = sc.zones[f"hand@{other}"]
                counts = seen.part.hand_counts[other]
                assert len(shown) == counts.total == len(m.state.hands[other])
                face_down = [x for x in shown if not x.face_up]
                assert all(x.card < 0 for x in face_down)
                hidden = [c for c in m.state.hands[other] if c not in m.state.revealed]
                assert len(face_down) == len(hidden) > 0
                for deck in ("unit", "power", "king"):
                    assert sum(1 for x in shown if x.back == deck) == counts.of_deck(deck)
            ids = [x.card for s in range(seats) for x in sc.zones[f"hand@{s}"]]
            assert len(ids) == len(set(ids)), "hidden cards need distinct pseudo ids"


def test_a_spectator_sees_every_hand_face_up():
    m = _find_position(_in_play, 4)
    sc = KriegTable().scene(m.observation(None))
    for s in range(4):
        assert [x.card for x in sc.zones[f"hand@{s}"]] == m.state.hands[s]
        assert all(x.face_up for x in sc.zones[f"hand@{s}"])


def _units_on_field(m: Match) -> bool:
    return sum(len(r) for side in m.state.rows for r in side) >= 4


# 002 Scoring The Round / Winning: each row shows its total; the seat's total is their sum
def test_row_total_badges_add_up_to_the_observations_total():
    m = _find_position(_units_on_field)
    for seat in (0, 1, None):
        seen = m.observation(seat)
        sc = KriegTable().scene(seen)
        for s in range(2):
            rows = [int(sc.zone_badges[f"row{r}@{s}"][0].text) for r in range(3)]
            assert rows == [sum(x) for x in seen.part.strengths[s]]
            assert sum(rows) == seen.part.totals[s] == side_total(m.state, CARDS, s)
            assert sc.seat_lines[s][0] == f"Total {seen.part.totals[s]}"


def test_deck_and_graveyard_counts_follow_the_observation():
    m = _find_position(lambda m: _units_on_field(m) and any(m.state.graves))
    seen = m.observation(0)
    sc = KriegTable().scene(seen)
    for i, deck in enumerate(("unit", "power", "king")):
        assert sc.counts[f"deck_{deck}"] == seen.part.deck_counts[i] == len(m.state.decks[i])
        assert all(not x.face_up for x in sc.zones[f"deck_{deck}"])
        assert sc.counts[f"grave_{deck}"] == len(m.state.graves[i])


# 002 Gameplay: three rounds; 002 Winning: a round's winner is announced
def test_round_starts_mark_the_timeline_and_round_results_are_announced():
    table = KriegTable()
    m = GAME.new_match(3, 2)
    rng = Rng(3)
    while not m.is_over:
        m.apply(rng.choice(m.legal_actions()))
    starts = [e for e in m.log if e.kind == "round_start"]
    ends = [e for e in m.log if e.kind in ("round_won", "round_drawn")]
    assert starts and ends
    assert [table.timeline_mark(e) for e in starts] == [f"Round {i + 1}" for i in range(len(starts))]
    assert all(table.announcement(e) == e.text for e in ends)
    assert all(table.timeline_mark(e) is None for e in ends)
    others = [e for e in m.log if e.kind not in ("round_start", "round_won", "round_drawn")]
    assert others and all(table.timeline_mark(e) is None and table.announcement(e) is None for e in others)
