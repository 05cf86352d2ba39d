"""A test per Set 4 card (The Dusk Road) of Fire, Time or Justice alone, part A: Tribute and the
cards whose Tribute grows them. Each test plays the card through Match.apply and checks its text.

Tribute is not in 000 or 003: the game's reminder reads "If a unit went to your void this turn,
<effect> when you play this" (ops_set4_ftj.py says the reading).
"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.match import Match
from simulator.games.eternal.ops_set4_ftj import watches_void
from simulator.games.eternal.stats import has
from simulator.games.registry import get_game

from .helpers import CARDS, attack, block, find, pass_until, play, refresh, resolve_stack, table, unit_stats

FODDER = "grenadin"   # a 1/1 of yours to send to the void


def tribute_table(**kw) -> Match:
    """table(...), with the record of the voids kept as in a game whose decks hold a Tribute card."""
    m = table(**kw)
    m.state.went = watches_void(m.state, CARDS)
    assert m.state.went is not None
    refresh(m)
    return m


def _lose_a_unit(m: Match, seat: int = 0) -> None:
    """Torch one of the seat's own Grenadins: a unit goes to that player's void this turn."""
    play(m, seat, "torch", find(m, FODDER, seat))
    resolve_stack(m)


def _played(card_id: str, tribute: bool, seat: int = 0, **kw) -> tuple[Match, int]:
    """Play a card after (or without) losing a unit this turn; return the match and the card."""
    m = tribute_table(hands={seat: [card_id, "torch"]}, boards={seat: [FODDER]}, turn=seat, **kw)
    if tribute:
        _lose_a_unit(m, seat)
    play(m, seat, card_id)
    resolve_stack(m)
    return m, find(m, card_id, seat)


# --- the Tribute keyword ---------------------------------------------------------------------

def test_tribute_happens_when_a_unit_of_yours_went_to_your_void_this_turn():
    """Tribute: "If a unit went to your void this turn" (Guard Dog: "Tribute: +1/+1.")."""
    assert unit_stats(*_played("guard_dog", True)) == (4, 4)


def test_tribute_does_not_happen_without_a_unit_in_your_void_this_turn():
    assert unit_stats(*_played("guard_dog", False)) == (3, 3)


def test_tribute_does_not_count_an_enemy_unit_that_died():
    """An enemy unit goes to its owner's void, not yours."""
    m = tribute_table(hands={0: ["guard_dog", "torch"]}, boards={1: [FODDER]})
    play(m, 0, "torch", find(m, FODDER, 1))
    resolve_stack(m)
    play(m, 0, "guard_dog")
    resolve_stack(m)
    assert unit_stats(m, find(m, "guard_dog", 0)) == (3, 3)


def test_tribute_does_not_count_a_unit_that_went_to_the_void_last_turn():
    m = tribute_table(hands={0: ["guard_dog", "torch"]}, boards={0: [FODDER]}, turn_no=3)
    _lose_a_unit(m)
    m.state.turn_no = 5   # two turns later, the same player's turn again
    refresh(m)
    play(m, 0, "guard_dog")
    resolve_stack(m)
    assert unit_stats(m, find(m, "guard_dog", 0)) == (3, 3)


def test_tribute_counts_a_unit_that_died_in_combat():
    """A unit of yours killed while attacking goes to your void (000 3.34)."""
    m = tribute_table(hands={0: ["guard_dog"]}, boards={0: [FODDER], 1: ["jotun_warrior"]})
    g = find(m, FODDER, 0)
    attack(m, 0, g)
    block(m, 1, (find(m, "jotun_warrior", 1), g))
    pass_until(m, "main2")
    play(m, 0, "guard_dog")
    resolve_stack(m)
    assert unit_stats(m, find(m, "guard_dog", 0)) == (4, 4)


def test_a_game_without_tribute_cards_keeps_no_record_of_the_void():
    """The record is kept only when a card of the game reads it: older games keep their states."""
    m = get_game("eternal").new_match(3, 2)
    assert m.state.went is None and "went" not in m.state.to_json()


def test_the_record_of_the_void_survives_a_save():
    m = tribute_table(hands={0: ["guard_dog", "torch"]}, boards={0: [FODDER]})
    _lose_a_unit(m)
    again = type(m.state).from_json(m.state.to_json())
    assert again.went == m.state.went and again.went[0]


# --- units whose Tribute grows them ----------------------------------------------------------

def test_oni_eulogist_tribute_plus_1_plus_1():
    """Oni Eulogist: "Tribute: +1/+1." (a 4/1)."""
    assert unit_stats(*_played("oni_eulogist", True)) == (5, 2)
    assert unit_stats(*_played("oni_eulogist", False)) == (4, 1)


def test_guard_dog_tribute_plus_1_plus_1():
    """Guard Dog: "Tribute: +1/+1." (a 3/3)."""
    assert unit_stats(*_played("guard_dog", True)) == (4, 4)


def test_ironfist_faithful_flying_tribute_plus_1_plus_1():
    """Ironfist Faithful: "Flying / Tribute: +1/+1." (003 Flying)."""
    m, u = _played("ironfist_faithful", True)
    assert unit_stats(m, u) == (2, 2) and has(m.state, CARDS, u, "flying")


def test_gravetender_flying_tribute_plus_2_plus_2():
    """Gravetender: "Flying / Tribute: +2/+2." (a 1/1)."""
    m, u = _played("gravetender", True)
    assert unit_stats(m, u) == (3, 3) and has(m.state, CARDS, u, "flying")


def test_pensive_lumen_tribute_plus_2_plus_2():
    """Pensive Lumen: "Tribute: +2/+2." (a 5/3)."""
    assert unit_stats(*_played("pensive_lumen", True)) == (7, 5)


def test_fierce_mosaraptor_tribute_killer():
    """Fierce Mosaraptor: "Tribute: Killer." (003 Killer)."""
    m, u = _played("fierce_mosaraptor", True)
    assert has(m.state, CARDS, u, "killer")
    m, u = _played("fierce_mosaraptor", False)
    assert not has(m.state, CARDS, u, "killer")


def test_silverwing_purgeleader_flying_tribute_lifesteal():
    """Silverwing Purgeleader: "Flying / Tribute: Lifesteal." (003 Lifesteal)."""
    m, u = _played("silverwing_purgeleader", True)
    assert has(m.state, CARDS, u, "lifesteal") and has(m.state, CARDS, u, "flying")
