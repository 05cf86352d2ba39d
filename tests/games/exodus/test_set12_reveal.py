"""004 Timing & Speed and Reveal with the Set 1-2 revealer, Council of Galaxies: a revealed
card's automatic Ability interjects; revealed cards stay in the Main Deck; digging."""
from __future__ import annotations

import pytest

from .helpers import Table
from .test_set12_common import REVEAL_PINGER, add_custom, rules_with, using

# --- Council of Galaxies and reveal -----------------------------------------------------------------

def test_council_of_galaxies_revealed_ability_interjects_before_top_or_bottom() -> None:
    """004 Timing & Speed: "Summon Council of Galaxies to reveal Vanquish, Reverser of Time from
    the top of your Main Deck. Vanquish's Ability triggers and resolves before you decide to
    put it back on the top or bottom of your Main Deck" (a test card with an automatic
    "when revealed" Ability stands in for Vanquish, a Set 3 card)."""
    rules, idx = rules_with([REVEAL_PINGER])
    with using(rules):
        t = Table(phase="creature")
        pile = t.pile(0, 1)
        council = t.card(0, "council_of_galaxies")
        pinger = add_custom(t, 0, idx["test_reveal_pinger"], "main")
        t.do("summon", 0, council, pile[1])
        t.settle()
        assert t.st.choice is not None and "top or the bottom" in t.st.choice["prompt"]
        assert t.st.life[1] == 9                       # it already resolved, in the middle
        t.choose(0, choice="bottom")
        assert t.st.main[0][0] == pinger


def test_council_of_galaxies_puts_the_revealed_card_on_top_or_bottom() -> None:
    """Council of Galaxies' printed text: reveal the top card of your Main Deck, then put it on
    the top or the bottom."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    top = t.card(0, "crystal_bell", "main")
    t.do("summon", 0, council, pile[1])
    t.settle()
    t.choose(0, choice="top")
    assert t.st.main[0][-1] == top
    assert any("Crystal Bell" in x for x in t.said("reveal"))


@pytest.mark.parametrize("then", ["top", "bottom"])
def test_reveal_top_keeps_the_cards_in_the_main_deck_while_revealed(then: str) -> None:
    """004 Mortarbloom Liege (the reveal mechanic): revealed cards "are still considered part of
    their Main Deck while they are being revealed"; then they go back on top or bottom."""
    t = Table(phase="creature")
    pile = t.pile(0, 1)
    council = t.card(0, "council_of_galaxies")
    top = t.card(0, "crystal_bell", "main")
    size = len(t.st.main[0])
    t.do("summon", 0, council, pile[1])
    t.settle()
    assert len(t.st.main[0]) == size and t.st.main[0][-1] == top
    t.choose(0, choice=then)
    assert (t.st.main[0][-1] if then == "top" else t.st.main[0][0]) == top


_REVEAL_DIGGER = {
    "id": "test_reveal_digger", "name": "Reveal Digger", "set": 3, "type": "creature", "rarity": "rare",
    "text": "When this card is revealed, reveal the top card of your Main Deck.",
    "abilities": [{"on": "revealed", "automatic": True,
                   "do": [{"op": "reveal_top", "n": 1, "who": "you", "then": "top"}]}],
}


def test_reveal_a_revealed_card_that_reveals_digs_to_the_next_card() -> None:
    """004 Reveal: "If a card causes you to reveal the top of the Main Deck, and the revealed
    card also triggers a new Main Deck reveal, you would then 'dig' or reveal the next top
    card, since the top-most card is already being revealed" (two test cards that reveal
    when revealed stand in for Hissing Spore Valshroom)."""
    rules, idx = rules_with([_REVEAL_DIGGER])
    with using(rules):
        t = Table(phase="creature")
        pile = t.pile(0, 1)
        council = t.card(0, "council_of_galaxies")
        under = t.card(0, "crystal_bell", "main")
        second = add_custom(t, 0, idx["test_reveal_digger"], "main")
        first = add_custom(t, 0, idx["test_reveal_digger"], "main")
        t.do("summon", 0, council, pile[1])
        t.settle()
        shown = [e.cards[0] for e in t.log if e.kind == "reveal"]
        assert shown == [first, second, under]
        t.choose(0, choice="top")
        assert t.st.main[0][-3:] == [under, second, first]


def test_set12_vocabulary_words_are_all_implemented() -> None:
    """Every op the Set 1-2 vocabulary adds is registered (and the reverse for its public ops)."""
    from simulator.games.exodus import ops_set12, vocab_set12
    from simulator.games.exodus.context import OPS
    assert set(vocab_set12.OPS) <= set(OPS)
    public = {name for name, fn in OPS.items() if fn.__module__ == ops_set12.__name__ and not name.startswith("_")}
    assert public == set(vocab_set12.OPS)
