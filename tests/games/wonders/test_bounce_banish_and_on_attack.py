"""The 001 rules that had no card in the pool, with the cards authored for them: returning a
card to a hand (Tidal Recall), banishing from a deck or a hand (Void Unraveling, Whispered
Exile) and destroying an enemy on attack (Vanguard Headsman: On Attack before On Defense)."""
from __future__ import annotations

from .helpers import R1, R2, Table


def test_tidal_recall_returns_a_wonder_to_its_owners_hand_without_its_counters():
    """001 3 Hand (cards you don't own can't go in your hand) and 001 6 Counters (counters are
    removed when a card goes to an area other than a realm): a Wonder Player 0 took control of
    goes back to its owner's hand, bare."""
    t = Table()
    taken = t.world(R1, 0, "aurora_templar", owner=1, plus=2)
    t.world(R2, 1, "stoneguard_sentinel")
    t.play(t.hand(0, "tidal_recall"))
    t.pick(taken)
    assert taken in t.st.hands[1] and taken not in t.st.hands[0]
    assert t.counters(taken) == {}


def test_tidal_recall_on_a_printed_token_puts_it_out_of_the_game():
    """001 2 Tokens: a printed token put into a hand stops existing and never returns to the
    archive."""
    t = Table()
    golem = t.world(R1, 1, "golem")
    t.play(t.hand(0, "tidal_recall"))
    assert t.where(golem) == "gone"


def test_void_unraveling_banishes_the_top_two_cards_of_the_opponents_deck():
    """001 6 Banishment: banished cards are removed from the game, face up, in their owner's
    banishment."""
    t = Table()
    top = [t.deck_top(1, "soul_rend"), t.deck_top(1, "the_first")]
    t.play(t.hand(0, "void_unraveling"))
    assert all(t.where(c) == "banished" for c in top) and set(top) <= set(t.st.banished[1])


def test_whispered_exile_lets_the_hands_owner_choose_the_card_banished():
    """001 6 Banishment with "each opponent banishes a card from their hand": the opponent
    chooses (a Decision for them), the card is banished."""
    t = Table()
    a, b = t.hand(1, "soul_rend"), t.hand(1, "the_first")
    t.play(t.hand(0, "whispered_exile"))
    assert t.chooser() == 1 and set(t.options()) == {a, b}
    t.pick(b)
    assert t.where(b) == "banished" and t.where(a) == "hand"


def test_vanguard_headsman_destroys_an_enemy_on_attack_before_it_defends():
    """001 4 Battle: the On Attack step resolves before the On Defense step: the Headsman's "On
    Attack: Destroy target enemy here" removes Bastion Keeper ("On Defense: This gets +2 this
    round") before it defends, so its ability never triggers and the attack wins the stone."""
    t = Table()
    t.world(R1, 0, "vanguard_headsman")
    keeper = t.world(R1, 1, "bastion_keeper")
    t.act("attack", choice=R1)
    while t.choice is not None:
        t.value(t.options()[0]) if t.st.choice["by"] == "value" else t.pick(t.options()[0])
    assert t.where(keeper) == "abyss"
    assert not any("Bastion Keeper: +2" in x for x in t.texts())
    assert t.stones(0) == 1
