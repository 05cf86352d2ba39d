"""Every game's pool and decks for the deck screens (issue 28, item 1; core/deckbuilding.py):
a deck's counts per section compose to the decklist the game's own DecklistFormat.parse
reads back to the same deck, so the builder's live check is `tabletop deck check`; every
card of a deck is in the pool and every pool card has a face; an empty deck and one card
past its game's copy limit are refused in words; Krieg's one deck is shown, not built."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from simulator.core.deckbuilding import DeckBuilding, pool_index, with_copies
from simulator.core.game import Game
from simulator.games.registry import get_game

GAMES = ("eternal", "wonders", "exodus", "krieg")


def _building(game: Game) -> DeckBuilding:
    building = game.capabilities.deck_building
    assert building is not None, f"{game.name} declares no deck building"
    return building


def _prebuilt(game: Game) -> list[tuple[str, Any]]:
    """(deck name, deck) for every seat deck of every prebuilt deck, as decklists see them."""
    decklist = game.capabilities.decklist
    assert decklist is not None
    seats = game.seats[0]
    return [(name, deck) for name in game.deck_names
            for deck in decklist.seat_decks(game.decks_for(name, seats))]


def _problems(game: Game, text: str) -> list[str]:
    decklist = game.capabilities.decklist
    assert decklist is not None
    deck, problems = decklist.parse(text, None)
    assert deck is None, "the decklist was read as a playable deck"
    return [p.text(game.rule_in_words) for p in problems]


def _eternal_too_many(game: Game, contents: Any) -> tuple[str, str, int]:
    """Five copies of a card that is not a Sigil (003 Basic Gameplay: four at most)."""
    from simulator.games.eternal.decks import MAX_COPIES
    pool = pool_index(_building(game).pool())
    card_id = next(cid for cid in contents["Main deck"] if not pool[cid].name.endswith("Sigil"))
    return "Main deck", card_id, MAX_COPIES + 1


def _wonders_too_many(game: Game, contents: Any) -> tuple[str, str, int]:
    """One copy past a card's tier (001 3 Deckbuilding: Legendary 1, Primary 2, Secondary 3)."""
    from simulator.games.wonders.cards import TIERS, by_id
    card_id = next(iter(contents["Main deck"]))
    return "Main deck", card_id, TIERS[by_id()[card_id].tier] + 1


def _exodus_too_many(game: Game, contents: Any) -> tuple[str, str, int]:
    """Three copies of a name in the Main Deck (Exodus basic turn: at most two of a name)."""
    from simulator.games.exodus.cards import by_id
    from simulator.games.exodus.params import RULESET
    card_id = next(cid for cid in contents["Main Deck"] if by_id()[cid].copies == 1)
    return "Main Deck", card_id, RULESET.max_copies + 1


def _krieg_too_many(game: Game, contents: Any) -> tuple[str, str, int]:
    """An eleventh Knight (002 Gameplay: Krieg is played with the full set, which has ten)."""
    knight = next(card.id for card in _building(game).pool() if card.name == "Knight")
    return "Units", knight, contents["Units"][knight] + 1


# game -> (section, card id, copies one past what the game's construction rule allows)
TOO_MANY: dict[str, Callable[[Game, Any], tuple[str, str, int]]] = {
    "eternal": _eternal_too_many,
    "wonders": _wonders_too_many,
    "exodus": _exodus_too_many,
    "krieg": _krieg_too_many,
}


@pytest.mark.parametrize("name", GAMES)
def test_every_prebuilt_deck_composes_to_a_decklist_that_reads_back_to_it(name: str) -> None:
    game = get_game(name)
    building, decklist = _building(game), game.capabilities.decklist
    assert decklist is not None
    for deck_name, deck in _prebuilt(game):
        contents = building.contents(deck)
        text = building.compose(deck_name, contents)
        back, problems = decklist.parse(text, None)
        assert problems == [], f"{name} {deck_name}: {[str(p) for p in problems]}"
        assert building.contents(back) == contents, f"{name} {deck_name} changed on the way back"


@pytest.mark.parametrize("name", GAMES)
def test_contents_use_only_the_declared_sections(name: str) -> None:
    game = get_game(name)
    building = _building(game)
    for deck_name, deck in _prebuilt(game):
        assert set(building.contents(deck)) <= set(building.sections), deck_name


@pytest.mark.parametrize("name", GAMES)
def test_every_card_of_a_prebuilt_deck_is_in_the_pool_for_its_section(name: str) -> None:
    game = get_game(name)
    building = _building(game)
    pool = pool_index(building.pool())
    for deck_name, deck in _prebuilt(game):
        for section, part in building.contents(deck).items():
            for card_id in part:
                assert card_id in pool, f"{name} {deck_name}: {card_id} is not in the pool"
                assert section in pool[card_id].sections, f"{name} {deck_name}: {card_id} may not go in {section}"


@pytest.mark.parametrize("name", GAMES)
def test_every_pool_card_has_a_face_on_the_table(name: str) -> None:
    game = get_game(name)
    faces = {face.card_id for face in game.table().pool_faces()}
    missing = [card.id for card in _building(game).pool() if card.id not in faces]
    assert not missing, f"{name}: pool cards without a face: {missing[:5]}"


@pytest.mark.parametrize("name", GAMES)
def test_the_pool_is_read_once_with_one_entry_per_card(name: str) -> None:
    building = _building(get_game(name))
    pool = building.pool()
    assert pool is building.pool()
    assert len({card.id for card in pool}) == len(pool) > 0


@pytest.mark.parametrize("name", GAMES)
def test_pool_cards_are_described_for_the_filters(name: str) -> None:
    building = _building(get_game(name))
    for card in building.pool():
        assert card.name and card.kind, card.id
        assert card.sections and set(card.sections) <= set(building.sections), card.id
        assert set(card.marks) <= set(building.mark_colours), f"{card.id}: a mark without a colour"
        assert card.cost is None or isinstance(card.cost, int), card.id


@pytest.mark.parametrize("name", GAMES)
def test_an_empty_deck_composes_to_a_list_that_is_refused_in_words(name: str) -> None:
    game = get_game(name)
    problems = _problems(game, _building(game).compose("Empty", {}))
    assert problems and all(problems)


@pytest.mark.parametrize("name", GAMES)
def test_compose_never_raises_on_odd_contents_and_parse_names_the_stranger(name: str) -> None:
    game = get_game(name)
    building = _building(game)
    odd = {building.sections[0]: {"no_such_card": 2, building.pool()[0].id: 0}, "Nowhere": {"x": 1}}
    problems = _problems(game, building.compose("Odd\nname", odd))
    assert any("no_such_card" in p for p in problems), problems


@pytest.mark.parametrize("name", GAMES)
def test_one_copy_past_the_limit_is_a_problem_naming_the_card(name: str) -> None:
    game = get_game(name)
    building = _building(game)
    deck_name, deck = _prebuilt(game)[0]
    contents = building.contents(deck)
    section, card_id, copies = TOO_MANY[name](game, contents)
    changed = with_copies(contents, section, card_id, copies - contents[section].get(card_id, 0))
    card = pool_index(building.pool())[card_id]
    problems = _problems(game, building.compose(deck_name, changed))
    assert any(card.name in p and str(copies) in p for p in problems), problems


@pytest.mark.parametrize("name", GAMES)
def test_only_krieg_has_a_deck_that_cannot_be_built(name: str) -> None:
    assert _building(get_game(name)).editable is (name != "krieg")



@pytest.mark.parametrize("name", GAMES)
def test_a_card_is_never_read_into_a_section_the_pool_does_not_offer_it(name: str) -> None:
    game = get_game(name)
    building, decklist = _building(game), game.capabilities.decklist
    assert decklist is not None
    misplaced = [(card, section) for card in building.pool() for section in building.sections
                 if section not in card.sections]
    if not misplaced:
        pytest.skip(f"every {name} card may go in every section")
    deck_name, deck = _prebuilt(game)[0]
    for card, section in misplaced[:3] + misplaced[-3:]:
        contents = with_copies(building.contents(deck), section, card.id, 1)
        back, problems = decklist.parse(building.compose(deck_name, contents), None)
        # a playable deck plus that card: refused for it, or read with the card where it belongs
        assert back is None and problems or card.id not in building.contents(back).get(section, {}), \
            (card.id, section)
