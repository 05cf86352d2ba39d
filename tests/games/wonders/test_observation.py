"""What a Wonders player may see: face-down cards keep their identity hidden, and a top
card a player may play from (Eye of the Maelstrom) is shown to that player only."""
from __future__ import annotations

from simulator.core.rng import Rng

from .helpers import R1, R2, RULES, Table


def test_face_down_cards_hide_which_card_each_is():
    """001 5 Face-down Cards: until turned face up they count as no card; which Wonder each
    face-down card is is shown to nobody (the observation masks its identity)."""
    t = Table(round=3)
    autumn = t.world(R1, 0, "autumn_essence_animated")
    dead = t.abyss(0, "aurora_templar")
    t.act("activate", card=autumn, choice=0)
    t.value(R2)
    assert dead in t.st.facedown
    for seat in (0, 1):
        part = RULES.observation(t.st, seat).part
        assert part.state.kinds[dead] == -1 and dead not in part.cards
        assert dead in part.unseen[0]
        guess = RULES.determinize(RULES.observation(t.st, seat), seat, Rng(4))
        assert dead in guess.facedown and guess.kinds[dead] >= 0
    assert RULES.observation(t.st, None).part.cards[dead] == "aurora_templar"


def test_eye_of_the_maelstrom_shows_its_owner_the_top_card():
    """001 4 Core Mechanic: with Eye of the Maelstrom you may play the top card of your deck as
    if it were in your hand, so you see it; your opponent does not."""
    t = Table(energy=10)
    t.world(R1, 0, "eye_of_the_maelstrom")
    top = t.deck_top(0, "dawn_acolyte")
    mine = RULES.observation(t.st, 0).part
    theirs = RULES.observation(t.st, 1).part
    assert mine.cards[top] == "dawn_acolyte" and mine.state.decks[0][-1] == top
    assert top not in theirs.cards and theirs.state.decks[0][-1] == -1
    assert any(a.kind == "play" and a.card == top for a in RULES.legal_actions(t.st))
