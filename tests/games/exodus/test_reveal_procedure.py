"""One reveal procedure for every revealing effect (issue 30): a card an effect reveals is
being revealed until that effect is done with it, so a revealed Hissing Spore Valshroom that
reveals the top card digs to the next one instead of revealing itself again (004 Reveal: "the
top-most card is already being revealed"). Council of Galaxies had it right; Glistening
Undergrove, Roaming Skyscraper Langis and Vanciere's top-card reveal did not."""
from __future__ import annotations

from .helpers import RULES, Table
from .test_set34_common import pick, settle_all, top


def _two_valshrooms_on_top(t: Table) -> int:
    """Seat 0's Main Deck: ..., Portalback Dragon, Valshroom, Valshroom (top); the Dragon."""
    dragon = top(t, 0, "portalback_dragon")
    top(t, 0, "hissing_spore_valshroom")
    top(t, 0, "hissing_spore_valshroom")
    return dragon


def _revealed(t: Table) -> list[str]:
    return [x for x in t.said("reveal")]


def test_glistening_undergrove_revealing_valshroom_each_copy_is_revealed_once() -> None:
    """Undergrove reveals the top Valshroom; it reveals the next Valshroom, which reveals the
    Dragon: B takes 1 damage per copy, 10 to 8 (it was 7: the first copy revealed itself)."""
    t = Table()
    t.card(0, "forest_of_crags")
    dragon = _two_valshrooms_on_top(t)
    grove = t.card(0, "glistening_undergrove")
    t.do("play", 0, grove)
    t.passes()
    pick(t, "top")
    settle_all(t)
    assert t.st.life[1] == 8
    assert any("Portalback Dragon" in x for x in _revealed(t)) and dragon in t.st.main[0]


def test_vanciere_top_card_reveal_of_valshroom_digs_to_the_next_card() -> None:
    """Vanciere reveals the top card: a Valshroom, which reveals the next card, not itself."""
    t = Table(phase="attack")
    v = t.creature(0, "vanciere_the_future_phenomenon", 1)
    t.card(0, "forest_of_crags")
    top(t, 0, "portalback_dragon")
    top(t, 0, "hissing_spore_valshroom")
    t.do("attack", 0, v, choice=1)
    t.settle()
    pick(t, "top")
    settle_all(t)
    assert t.st.life[1] == 9 - 1          # 1 from the Valshroom, 1 from Vanciere's attack
    assert [x for x in _revealed(t) if "Valshroom" in x and "reveals" in x][:1]
    assert any("Portalback Dragon" in x for x in _revealed(t))


def test_roaming_skyscraper_langis_revealing_valshroom_on_top_digs_below_it() -> None:
    """Langis reveals the top and the bottom card; the top Valshroom's reveal digs to the card
    under it, not itself: B takes 1 (besides Langis' attack)."""
    t = Table(phase="attack")
    lg = t.creature(0, "roaming_skyscraper_langis", 1)
    t.card(0, "forest_of_crags")
    top(t, 0, "portalback_dragon")
    top(t, 0, "hissing_spore_valshroom")
    t.do("attack", 0, lg, choice=1)
    settle_all(t)
    assert t.st.life[1] == 10 - 1 - 1
    assert any("Portalback Dragon" in x for x in _revealed(t))


def test_004_reveal_the_revealing_player_orders_abilities_revealed_together() -> None:
    """004 Reveal: "When multiple reveal effects are being triggered, the player gets to
    determine the order of resolution": Langis reveals a Valshroom on top and one at the bottom."""
    t = Table(phase="attack")
    lg = t.creature(0, "roaming_skyscraper_langis", 1)
    t.card(0, "forest_of_crags")
    low = t.card(0, "hissing_spore_valshroom", "main")
    t.st.main[0].remove(low)
    t.st.main[0].insert(0, low)
    high = top(t, 0, "hissing_spore_valshroom")
    t.do("attack", 0, lg, choice=1)
    t.settle()
    d = RULES.decision(t.st)
    assert d is not None and "resolves first" in d.prompt
    assert sorted(a.target for a in t.legal()) == sorted([low, high])


def test_council_of_galaxies_reveals_through_the_same_procedure() -> None:
    """Council of Galaxies (right before): the revealed Valshroom digs; nothing stays marked."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    _two_valshrooms_on_top(t)
    t.do("summon", 0, council, pile[1])
    settle_all(t)
    assert t.st.life[1] == 8 and "revealing" not in t.st.memo
