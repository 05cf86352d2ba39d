"""Lieutenant Relia's Fate and the power cards a player has drawn; what the state keeps of changed unit
types (unit_types.py): only in games that change one, hidden with the card it belongs to, saved, and
shown on the card's face.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.games.eternal.auras_set3_sm import watches_deaths
from simulator.games.eternal.ops_set34_types import watches_power_draws
from simulator.games.eternal.state import EternalState
from simulator.games.eternal.stats import attack, health
from simulator.games.eternal.table import EternalTable
from simulator.games.eternal.unit_types import retype, unit_types
from simulator.games.registry import get_game

from .helpers import CARDS, find, hand, play, refresh, resolve_stack, table

SPEC = get_game("eternal")


def _counting(m, drawn: int):
    """The table as in a game whose decks hold Lieutenant Relia, its player having drawn `drawn` power cards."""
    m.state.powers_drawn = [drawn, 0]   # (watches_power_draws keeps it, from 0, in such a game)
    refresh(m)
    return m


def test_lieutenant_relia_fate_creates_and_draws_a_justice_sigil_with_two_or_fewer_power_cards_drawn():
    """Lieutenant Relia: "Fate: If you have drawn two or fewer power cards, create and draw a Justice Sigil."
    (003 Fate: when you draw it); the Sigil is a power card drawn too."""
    m = _counting(table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["lieutenant_relia", "oni_ronin"]}), 2)
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["justice_sigil", "lieutenant_relia", "oni_ronin"]
    assert m.state.powers_drawn == [3, 0]
    r = find(m, "lieutenant_relia", 0, "hands")
    assert (attack(m.state, CARDS, r), health(m.state, CARDS, r)) == (3, 3)


def test_lieutenant_relia_fate_gives_her_1_1_after_three_or_more_power_cards_drawn():
    """Lieutenant Relia: "... Otherwise, Relia gets +1/+1." (a lasting change to the card in hand, 003)."""
    m = _counting(table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["lieutenant_relia", "oni_ronin"]}), 3)
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert sorted(hand(m, 0)) == ["lieutenant_relia", "oni_ronin"]
    r = find(m, "lieutenant_relia", 0, "hands")
    assert (attack(m.state, CARDS, r), health(m.state, CARDS, r)) == (4, 4)


def test_power_cards_drawn_are_counted_for_the_game_only_where_a_card_reads_them():
    """The count grows by each power card drawn (a Sigil from the deck counts, a Torch does not), over turns;
    a game whose decks hold no Lieutenant Relia keeps no count, nor any changed unit types (its state and
    hash as before)."""
    m = _counting(table(hands={0: ["wisdom_of_the_elders"]}, decks={0: ["fire_sigil", "torch"]}), 0)
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    assert m.state.powers_drawn == [1, 0]
    assert watches_power_draws(table(hands={0: ["torch"]}).state, CARDS) is None
    assert watches_power_draws(table(hands={0: ["lieutenant_relia"]}).state, CARDS) == [0, 0]
    game = SPEC.new_match(3, 2)
    assert game.state.powers_drawn is None and game.state.retyped is None


def _harvested(m):
    """Oni Ronin dies, then Valkyrie Harvester draws it back: a Valkyrie with Flying in hand."""
    m.state.died = watches_deaths(m.state, CARDS)
    refresh(m)
    oni = find(m, "oni_ronin", 0)
    play(m, 0, "torch", oni)
    resolve_stack(m)
    play(m, 0, "valkyrie_harvester")
    resolve_stack(m)
    return oni


def test_a_changed_type_shows_on_the_card_face_with_the_printed_one():
    """The face of a card whose type changed reads the type it has now on its type line, with a tag naming
    the printed one (a word, not colour alone), and "+Flying"."""
    m = table(hands={0: ["torch", "valkyrie_harvester"]}, boards={0: ["oni_ronin"]}, power=(20, 20))
    oni = _harvested(m)
    t = SPEC.table()
    assert isinstance(t, EternalTable)
    t.scene(m.observation(0))
    f = t.face(oni)
    assert f.kind == "Unit · Valkyrie" and "Printed Oni" in f.states and "+Flying" in f.states
    assert t.face_of_kind(m.state.kinds[oni]).kind == "Unit · Oni"


def test_a_changed_type_is_hidden_with_its_card_and_public_once_seen():
    """A card drawn from the void is seen by both players (its changed type too); a card in a hand the other
    player cannot see keeps its changed type out of that player's observation (000 1.2)."""
    m = table(hands={0: ["torch", "valkyrie_harvester"], 1: ["humbug"]}, boards={0: ["oni_ronin"]}, power=(20, 20))
    oni = _harvested(m)
    humbug = find(m, "humbug", 1, "hands")
    retype(m.state, humbug, ("Valkyrie",))
    seen = m.observation(1).part.state
    assert seen.retyped is not None and seen.retyped.get(oni) == ("Valkyrie",)   # drawn from a public void
    assert humbug not in m.observation(0).part.state.retyped
    assert m.observation(1).part.state.retyped[humbug] == ("Valkyrie",)


def test_changed_types_and_the_power_count_survive_a_save():
    """The state's JSON form keeps the changed unit types and the power count (a save loads back the same)."""
    m = _counting(table(hands={0: ["torch", "valkyrie_harvester"]}, boards={0: ["oni_ronin"]}, power=(20, 20)), 2)
    oni = _harvested(m)
    back = EternalState.from_json(m.state.to_json())
    assert back.retyped == m.state.retyped and back.powers_drawn == [2, 0]
    assert unit_types(back, CARDS, oni) == ("Valkyrie",) and back.clone().retyped == m.state.retyped


def test_bond_reads_a_unit_type_an_effect_changed():
    """003 Bond ("exhaust another unit of the same type"): an Oni whose type became Valkyrie lets Aerial
    Attendant, a Valkyrie with Bond, cost 2 less (the Oni's Strength); as printed it could not."""
    from .helpers import check_play
    m = table(hands={0: ["aerial_attendant"]}, boards={0: ["oni_ronin"]}, power=(5, 5))
    oni = find(m, "oni_ronin", 0)
    assert check_play(m, 0, "aerial_attendant", oni, "bond") is not None
    retype(m.state, oni, ("Valkyrie",))
    refresh(m)
    play(m, 0, "aerial_attendant", oni, "bond")
    assert m.state.power[0] == 0 and m.state.info[oni].ex and "aerial_attendant" not in hand(m, 0)


def test_a_transformed_unit_has_the_unit_types_of_its_new_card():
    """Polymorph ("Transform a unit into a 1/1 Frog.") on an Oni made a Valkyrie: the Frog is a Frog as
    printed, as a transformed card loses its other changes (its numbers and skills)."""
    m = table(hands={0: ["polymorph"]}, boards={1: ["oni_ronin"]}, power=(10, 10))
    oni = find(m, "oni_ronin", 1)
    retype(m.state, oni, ("Valkyrie",))
    refresh(m)
    play(m, 0, "polymorph", oni)
    resolve_stack(m)
    assert unit_types(m.state, CARDS, oni) == CARDS[m.state.kinds[oni]].unit_types != ("Valkyrie",)
