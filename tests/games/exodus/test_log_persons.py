"""The Exodus log in the reader's person: event texts name seats as "Player N", and the view
turns the reader's own seat into "you"/"your" and a pronoun into "your"/"you" when the
sentence's subject is the reader. So a pronoun in an event text refers only to the
sentence's subject, and a seat other than the subject is named, never "its owner" or "the
Main Deck" of someone else.

"004" is ../shared/rules/004_b4262328bed7ba97.txt, cited by section."""
from __future__ import annotations

import re

import pytest

from ..golden import play
from .helpers import Table
from .test_set34_common import pick, pending_prompt, settle_all, top

PRONOUN = re.compile(r"\b(their|them|they|themselves|his|her)\b", re.IGNORECASE)
PLAYER = re.compile(r"\bPlayer [1-8]\b")


def _pronouns_refer_to_the_subject(text: str) -> bool:
    """A text with a pronoun opens with its subject seat and names no other seat."""
    if not PRONOUN.search(text):
        return True
    seats = set(PLAYER.findall(text))
    return text.startswith("Player ") and len(seats) == 1


# 004 Unsummon: "Return target creature on the field to its owner's hand"
def test_a_bounced_creature_returns_to_its_owner_by_name() -> None:
    t = Table()
    t.pile(0, 1)
    foe = t.creature(1, "halo_sentinel", 1)
    unsummon = t.card(0, "unsummon")
    t.do("play", 0, unsummon, foe)
    t.settle()
    assert "Halo Sentinel returns to Player 2's hand" in t.said("bounce")


# 004 Dragonis Warden: the creature goes to the bottom of its owner's Main Deck
def test_dragonis_warden_names_whose_main_deck() -> None:
    t = Table()
    whelp = t.creature(0, "emberscale_whelp", 1)
    warden = t.card(0, "dragonis_warden")
    t.do("play", 0, warden, whelp)
    settle_all(t)
    assert "Emberscale Whelp goes to the bottom of Player 1's Main Deck" in t.said("deck")


# 004 Mortarbloom Liege: reveal the top 2 cards of your opponent's Main Deck, left in order
def test_mortarbloom_reveals_the_opponents_deck_named_as_theirs() -> None:
    t = Table(phase="attack")
    mort = t.creature(0, "mortarbloom_liege", 1)
    top(t, 1, "portalback_dragon")
    top(t, 1, "halo_sentinel")
    t.do("attack", 0, mort, choice=1)
    settle_all(t)
    assert t.said("reveal") == ["Player 1 reveals Halo Sentinel, Portalback Dragon from the top of Player 2's Main Deck"]
    assert t.said("put_back") == ["Player 1 leaves Halo Sentinel, Portalback Dragon on top of Player 2's Main Deck"]


# Council of Galaxies: reveal the top card of your Main Deck, then top or bottom
def test_council_reveals_the_players_own_deck_as_the_main_deck() -> None:
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    t.card(0, "crystal_bell", "main")
    t.do("summon", 0, council, pile[1])
    t.settle()
    t.choose(0, choice="bottom")
    assert t.said("reveal") == ["Player 1 reveals Crystal Bell from the top of the Main Deck"]
    assert t.said("put_back") == ["Player 1 puts Crystal Bell on the bottom of the Main Deck"]


# 004 Howling Synthesis: the attacker takes the revealed creature's place in the Main Deck
def test_howling_synthesis_names_whose_main_deck_the_attacker_goes_into() -> None:
    t = Table(phase="attack")
    t.card(0, "howling_synthesis", "syms")
    whelp = t.creature(0, "emberscale_whelp", 2)
    emberia = top(t, 0, "emberia_bringer_of_infernos")
    t.do("attack", 0, whelp, choice=1)
    t.settle()
    assert "switch" in pending_prompt(t)
    pick(t, emberia)
    assert ("Emberscale Whelp switches with Emberia, Bringer of Infernos and takes its place in Player 1's "
            "Main Deck") in t.said("switch")


# 004 Vortex: each player discards their hand (each line's pronoun is its subject's)
def test_vortex_each_player_discards_their_own_hand() -> None:
    t = Table()
    t.pile(0, 1)
    vortex = t.card(0, "vortex")
    t.card(1, "cataclysm")
    t.do("play", 0, vortex)
    settle_all(t)
    assert t.said("discard") == ["Player 1 discards their hand", "Player 2 discards their hand"]
    assert all(_pronouns_refer_to_the_subject(x) for x in t.said("discard"))


@pytest.mark.parametrize("seats, teams", [(2, False), (4, True), (3, False)])
def test_no_event_text_of_a_played_game_points_a_pronoun_at_another_seat(seats: int, teams: bool) -> None:
    for seed in range(3):
        match = play("exodus", seed, seats, teams, ("random",) * seats)
        texts = [e.text for e in match.log]
        assert texts
        bad = [x for x in texts if not _pronouns_refer_to_the_subject(x) or "its owner" in x]
        assert not bad, bad[:5]
