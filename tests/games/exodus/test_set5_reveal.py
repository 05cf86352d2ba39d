"""Set 5 creatures that reveal from a team's hands and Main Decks or use its graveyards:
Vanciere the Future Phenomenon (and Maelstrom), Shardwood Amalgamation, Roaming Skyscraper
Langis and Bristlecone Phantom Pine (004_b4262328bed7ba97.txt, (Set 5))."""
from __future__ import annotations

from .helpers import Table


def hold(t: Table, seat: int = 0) -> int:
    """A Forest of Crags in hand, so the phase does not end by itself."""
    return t.card(seat, "forest_of_crags")


def test_vanciere_locked_graveyard_stops_recycle_and_draws() -> None:
    """004 Vanciere: a player who must Deck Recycle with a freeze-locked graveyard cannot
    shuffle or draw any cards until it unfreezes (DESIGN: from either deck)."""
    t = Table(phase="draw", turn=1)
    t.st.main[1].clear()
    for _ in range(3):
        t.card(1, "emberscale_whelp", "grave")
    t.st.grave_lock[1] = t.st.turn_no + 2
    hand = len(t.st.hand[1])
    t.do("draw", 1, choice=1)
    assert len(t.st.hand[1]) == hand and not t.st.main[1]
    assert not t.said("recycle") or "frozen" in t.said("recycle")[0]


def test_vanciere_maelstrom_with_a_locked_graveyard_does_as_much_as_possible() -> None:
    """004 Vanciere: Maelstrom with a freeze-locked graveyard: the Main Deck enters the
    graveyard, but nothing shuffles back (cards can't leave a freeze-locked zone)."""
    t = Table()
    hold(t)
    t.st.grave_lock[0] = t.st.turn_no + 2
    deck = list(t.st.main[0])
    m = t.card(0, "maelstrom")
    t.do("play", 0, m)
    t.settle()
    assert not t.st.main[0] and all(c in t.st.grave[0] for c in deck)


def test_maelstrom_recycles_an_unlocked_graveyard() -> None:
    """Maelstrom as printed here: the Main Deck goes to the graveyard, then a Deck Recycle."""
    t = Table()
    hold(t)
    deck = list(t.st.main[0])
    m = t.card(0, "maelstrom")
    t.do("play", 0, m)
    t.settle()
    assert t.said("recycle") and sorted(t.st.main[0]) == sorted(deck) and t.where(m) == "grave"


def test_vanciere_attacks_and_freezes_the_opponents_graveyard_until_their_turn_ends() -> None:
    """Vanciere as printed here (004: the graveyard is freeze-locked): attacking, it reveals and
    freezes the opponent's graveyard until the end of their next turn."""
    t = Table(phase="attack")
    v = t.creature(0, "vanciere_the_future_phenomenon", 1)
    hold(t)
    start = t.st.turn_no
    t.do("attack", 0, v, choice=1)
    t.settle()
    if t.st.choice is not None:
        t.choose(0, choice="top")
    t.settle()
    assert t.st.grave_lock.get(1) == start + 1


def test_vanciere_team_chooses_whose_hand_or_deck_is_revealed() -> None:
    """004 Vanciere: "your hand" on a creature in the shared field: the team may choose which
    player's hand or Main Deck to reveal from."""
    t = Table(seats=4, mode="teams", phase="attack")
    v = t.creature(0, "vanciere_the_future_phenomenon", 1)
    mate_card = t.card(2, "reversion")
    t.do("attack", 0, v, choice=1)
    t.settle()
    assert t.st.choice is not None and set(t.st.choice["options"]) == {0, 2}
    t.choose(0, choice=2)
    t.choose(0, choice="hand")
    t.settle()
    assert any("Player 3 reveals Reversion" in x for x in t.said("reveal")) and mate_card in t.st.hand[2]


def test_shardwood_team_chooses_whose_hand_is_revealed() -> None:
    """004 Shardwood Amalgamation: attacked on the shared field, the team may choose which
    player's hand to reveal from."""
    t = Table(seats=4, mode="teams", phase="attack", turn=1)
    sw = t.creature(0, "shardwood_amalgamation", 1)
    t.card(2, "dawnwing_acolyte")
    t.card(0, "reversion")
    a = t.creature(1, "emberscale_whelp", 3)
    t.do("attack", 1, a, sw)
    t.settle()
    assert t.st.choice is not None and t.st.choice["seat"] == 0 and set(t.st.choice["options"]) == {0, 2}
    t.choose(0, choice=2)
    t.settle()
    assert any("Shardwood Amalgamation gains 1 energy" in x for x in t.said("energy"))


def test_shardwood_revealing_a_non_creature_gains_nothing() -> None:
    """Shardwood Amalgamation as printed here: only a revealed creature gives it energy."""
    t = Table(phase="attack")
    sw = t.creature(0, "shardwood_amalgamation", 1)
    t.card(0, "reversion")
    t.do("attack", 0, sw, choice=1)
    t.settle()
    assert not any("gains" in x for x in t.said("energy"))


def test_langis_reveals_a_teammates_deck_and_another_player_draws() -> None:
    """004 Roaming Skyscraper, Langis: the top and bottom of any teammate's Main Deck may be
    revealed, and the teammate drawing the energy need not be the one who revealed."""
    t = Table(seats=4, mode="teams", phase="attack")
    lg = t.creature(0, "roaming_skyscraper_langis", 1)
    hands = [len(t.st.hand[0]), len(t.st.hand[2])]
    t.do("attack", 0, lg, choice=1)
    t.settle()
    t.choose(0, choice=2)                   # seat 2's Main Deck is revealed
    assert any(x.startswith("Player 3 reveals") for x in t.said("reveal"))
    t.choose(0, choice=0)                   # seat 0 draws the energy
    assert len(t.st.hand[0]) == hands[0] + 1 and len(t.st.hand[2]) == hands[1]


def test_bristlecone_slots_the_card_anywhere_in_the_main_deck() -> None:
    """004 Bristlecone Phantom Pine: the graveyard card goes face-down into the Main Deck
    wherever you like (without looking through the deck)."""
    t = Table(phase="attack")
    bp = t.creature(0, "bristlecone_phantom_pine", 1)
    g = t.card(0, "reversion", "grave")
    t.do("attack", 0, bp, choice=1)
    t.settle()
    t.choose(0, target=g)
    size = len(t.st.main[0])
    assert t.st.choice is not None and t.st.choice["options"] == list(range(size, -1, -1))
    t.choose(0, choice=3)
    assert t.st.main[0][3] == g


def test_bristlecone_teammates_card_goes_to_its_owners_deck() -> None:
    """004 Bristlecone Phantom Pine: the card may come from any graveyard of your team, but it
    goes back into its owner's Main Deck, never another player's."""
    t = Table(seats=4, mode="teams", phase="attack")
    bp = t.creature(0, "bristlecone_phantom_pine", 1)
    g = t.card(2, "reversion", "grave")
    t.do("attack", 0, bp, choice=1)
    t.settle()
    assert g in t.st.choice["options"]
    t.choose(0, target=g)
    t.choose(0, choice=0)
    assert g in t.st.main[2] and g not in t.st.main[0]


def test_bristlecone_energy_drawer_may_be_another_teammate() -> None:
    """004 Bristlecone Phantom Pine: the teammate drawing the energy may differ from the one
    whose graveyard card went back."""
    t = Table(seats=4, mode="teams", phase="attack")
    bp = t.creature(0, "bristlecone_phantom_pine", 1)
    g = t.card(0, "reversion", "grave")
    hands = [len(t.st.hand[0]), len(t.st.hand[2])]
    t.do("attack", 0, bp, choice=1)
    t.settle()
    t.choose(0, target=g)
    t.choose(0, choice=0)
    assert t.st.choice is not None and set(t.st.choice["options"]) == {0, 2}
    t.choose(0, choice=2)
    assert len(t.st.hand[2]) == hands[1] + 1 and len(t.st.hand[0]) == hands[0]
