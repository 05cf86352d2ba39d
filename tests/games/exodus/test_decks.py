"""Deck construction (DESIGN basic turn: Main Deck of at least 20 creatures/symmetries, at
most 2 copies of a name; Energy Deck of at least 20 energy) and the prebuilt decks."""
from __future__ import annotations

import pytest

from simulator.core.game import DeckError
from simulator.games.common.decks import prebuilt_decks
from simulator.games.exodus import GAME
from simulator.games.exodus.cards import by_id
from simulator.games.exodus.decks import deck_problems, validate_setup


def _deck(**main: int) -> dict:
    base = {"emberscale_whelp": 2, "portalback_dragon": 2, "dawnwing_acolyte": 2, "halo_sentinel": 2,
            "cogwork_drone": 2, "riveted_colossus": 2, "concerto_virtuoso": 2, "order_vanguard": 2,
            "shardling_scout": 2, "prism_warden": 2}
    base.update(main)
    return {"main": {k: v for k, v in base.items() if v}, "energy": {"energy": 20}}


def test_every_prebuilt_deck_is_legal_and_there_are_at_least_four() -> None:
    decks = prebuilt_decks("simulator.games.exodus")
    assert len(decks) >= 4
    for name, deck in decks.items():
        assert deck_problems(deck, by_id()) == [], name


def test_main_deck_needs_twenty_cards() -> None:
    problems = deck_problems(_deck(prism_warden=0, shardling_scout=1), by_id())
    assert problems == ["the Main Deck has 17 cards: it needs at least 20"]


def test_energy_deck_needs_twenty_energy() -> None:
    deck = _deck()
    deck["energy"] = {"energy": 19}
    assert deck_problems(deck, by_id()) == ["the Energy Deck has 19 cards: it needs at least 20"]


def test_at_most_two_copies_of_a_name() -> None:
    assert "3 copies of Vortex: at most 2 of a name" in deck_problems(_deck(vortex=3), by_id())[0]


def test_anathema_counts_as_two_copies_of_its_name() -> None:
    """004 Anathema: "having 1 of this card in your Main Deck automatically counts as 2 copies
    and fills the 2-card maximum"."""
    assert deck_problems(_deck(anathema=1), by_id()) == []
    assert "copies of Anathema" in deck_problems(_deck(anathema=2), by_id())[0]


def test_unknown_card_and_misplaced_cards_are_named() -> None:
    deck = _deck(energy=1, no_such_card=1)
    problems = deck_problems(deck, by_id())
    assert "unknown Exodus card 'no_such_card'" in problems
    assert "Energy is energy: it belongs in the Energy Deck" in problems


def test_harmony_rares_are_presented_not_put_in_the_deck() -> None:
    """004 Harmony Rares: the owner presents it before the game; it is not a Main Deck card."""
    problems = deck_problems(_deck(eeventide_the_paradoxical_planet=1), by_id())
    assert any("cannot be put in a deck" in p for p in problems)
    deck = _deck()
    deck["harmony"] = "vortex"
    assert "'vortex' is not a Harmony Rare" in deck_problems(deck, by_id())


def test_a_broken_setup_is_refused_with_the_seat_and_the_rule() -> None:
    bad = {"decks": [_deck(), _deck(vortex=3)]}
    with pytest.raises(DeckError, match="Player 2's deck: 3 copies of Vortex"):
        validate_setup(bad, GAME.rules.cards, 2)


def test_unknown_deck_name_lists_the_known_ones() -> None:
    with pytest.raises(DeckError, match="unknown Exodus deck 'nope' \\(known: "):
        GAME.setup(1, 2, deck="nope")
