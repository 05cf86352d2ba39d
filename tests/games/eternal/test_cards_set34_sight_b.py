"""Panoptic Guardian (Set 3): "Ambush; Fate: You see the top card of each deck this turn." Seeing is information,
not a move: the top cards stay where they are, and only the observation of the player who sees shows them.

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.rng import Rng
from simulator.core.table import Shown
from simulator.games.eternal.state import player_ref
from simulator.games.eternal.table import SEEN_TOP
from simulator.games.registry import get_game

from .helpers import (CARDS, attack, block, board, check_play, choose, find, hand, kind_id, pass_, play, resolve_stack,
                      table)

SPEC = get_game("eternal")
RULES = SPEC.rules


def _drawn_on_turn_start(mine: list[str] | None = None, theirs: list[str] | None = None, **kw):
    """Player 1 draws Panoptic Guardian as their turn starts (003 Fate: it happens when drawn)."""
    deck = ["panoptic_guardian"] + (mine if mine is not None else ["torch", "vanquish", "sand_warrior"])
    m = table(turn=1, decks={0: deck, 1: theirs if theirs is not None else ["humbug", "jotun_warrior"]}, **kw)
    _until_turn(m, 0)
    assert "panoptic_guardian" in hand(m, 0)
    return m


def _until_turn(m, seat: int) -> None:
    """Pass until `seat`'s turn has begun (its First Main Phase, the stack empty)."""
    for _ in range(30):
        if m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
        pass_(m)
    raise AssertionError("the turn never came")


def kind_id_of(st, c: int) -> str:
    return CARDS[st.kinds[c]].id


def _top(m, seat: int) -> int:
    return m.state.decks[seat][-1]


def test_panoptic_guardian_fate_shows_you_the_top_card_of_each_deck_this_turn():
    """Panoptic Guardian: "Fate: You see the top card of each deck this turn." ("each deck": yours and the
    enemy's). The cards do not move: the top of each deck is the same card, now in your observation."""
    m = _drawn_on_turn_start()
    mine, theirs = _top(m, 0), _top(m, 1)
    seen = m.observation(0).part
    assert seen.peek == "torch" and seen.state.decks[0][-1] == mine
    assert seen.state.decks[1][-1] == theirs and seen.cards[theirs] == "humbug"
    assert theirs not in seen.unseen[1] and all(c == -1 for c in seen.state.decks[1][:-1])
    assert kind_id(m, _top(m, 0)) == "torch" and kind_id(m, _top(m, 1)) == "humbug"   # nothing moved


def test_panoptic_guardian_the_enemy_sees_neither_top_card():
    """Hidden information (000 1.2): the other player's observation shows neither top card, and the log says
    only that the tops were seen, never which cards they are."""
    m = _drawn_on_turn_start()
    mine, theirs = _top(m, 0), _top(m, 1)
    other = m.observation(1).part
    assert other.peek is None
    assert all(c == -1 for c in other.state.decks[0]) and all(c == -1 for c in other.state.decks[1])
    assert mine not in other.cards and theirs not in other.cards
    texts = [e.text for e in m.observation(1).log]
    assert any("sees the top card of each deck" in t for t in texts)
    assert not any("Torch" in t or "Humbug" in t for t in texts)


def test_panoptic_guardian_after_a_draw_the_new_top_card_is_seen():
    """"This turn": when the top card leaves, the card now on top is the one seen: yours after a draw (Wisdom of
    the Elders: "Draw two cards."), the enemy's after Spitefeeder discards their top two (003 Discard)."""
    m = _drawn_on_turn_start(["torch", "vanquish", "sand_warrior"], ["humbug", "jotun_warrior", "vanquish"],
                             hands={0: ["wisdom_of_the_elders", "spitefeeder"]})
    play(m, 0, "wisdom_of_the_elders")
    resolve_stack(m)
    play(m, 0, "spitefeeder")
    choose(m, 0, player_ref(1))
    resolve_stack(m)
    seen = m.observation(0).part
    assert seen.peek == "sand_warrior" and seen.cards[_top(m, 1)] == "vanquish"
    assert _top(m, 1) not in m.observation(1).part.cards


def test_panoptic_guardian_sight_ends_with_the_turn():
    """"This turn" (000 3.54: effects that last this turn end at its end): on the enemy's turn neither top is
    seen any more."""
    m = _drawn_on_turn_start()
    _until_turn(m, 1)
    seen = m.observation(0).part
    assert m.state.turn == 1 and seen.peek is None
    assert all(c == -1 for c in seen.state.decks[0]) and all(c == -1 for c in seen.state.decks[1])


def test_panoptic_guardian_every_deal_keeps_the_seen_tops_in_place():
    """The bots' determinization deals only what the seat cannot see: the two seen tops stay where they are, and
    every deal is observed as the position was."""
    m = _drawn_on_turn_start(["torch", "vanquish", "sand_warrior", "humbug", "jotun_warrior"],
                             ["humbug", "jotun_warrior", "torch", "vanquish"], deck_filler=3)
    mine, theirs = _top(m, 0), _top(m, 1)
    seen = m.observation(0, with_log=False)
    deal = SPEC.capabilities.determinizer(seen, 0)
    under: set[str] = set()
    for seed in range(30):
        for dealt in (RULES.determinize(seen, 0, Rng(seed)), deal(Rng(seed)), RULES.resample_hidden(m.state, 0, Rng(seed))):
            assert dealt.decks[0][-1] == mine and dealt.decks[1][-1] == theirs
            assert kind_id_of(dealt, mine) == "torch" and kind_id_of(dealt, theirs) == "humbug"
            assert RULES.observation(dealt, 0) == seen
            under.add(kind_id_of(dealt, dealt.decks[1][-2]))
    assert len(under) > 1   # only the top is fixed


def test_panoptic_guardian_has_ambush():
    """Panoptic Guardian: "Ambush" (000 4.1: it may be played during the enemy's attack, as a surprise blocker)."""
    m = table(turn=1, hands={0: ["panoptic_guardian"]}, boards={1: ["argenport_soldier"]})
    s = find(m, "argenport_soldier", 1)
    attack(m, 1, s)
    assert check_play(m, 0, "panoptic_guardian") is None
    play(m, 0, "panoptic_guardian")
    g = find(m, "panoptic_guardian", 0)
    block(m, 0, (g, s))
    assert board(m, 0) == ["panoptic_guardian"] and m.state.health[0] == 25


def test_panoptic_guardian_table_shows_both_seen_tops_face_up_to_the_seer_only():
    """The table of the seat that sees shows each seen top card face up on its deck pile, marked and tagged as
    seen (a shape and a word, not a colour alone); the other seat's table shows both piles face down."""
    m = _drawn_on_turn_start()
    mine, theirs = _top(m, 0), _top(m, 1)
    t = SPEC.table()
    sc = t.scene(m.observation(0))
    assert sc.zones["deck@0"][-1] == Shown(mine, True, "eternal") and sc.zones["deck@1"][-1] == Shown(theirs, True, "eternal")
    assert sum(s.face_up for s in sc.zones["deck@1"]) == 1
    assert sc.marks[theirs] == sc.marks[mine] == "seen"   # an eye emblem on each pile's top (view: face_marks)
    assert SEEN_TOP in t.face(theirs).states and t.face(theirs).title == "Humbug"
    other = SPEC.table().scene(m.observation(1))
    assert not any(s.face_up or s.card >= 0 for k in ("deck@0", "deck@1") for s in other.zones[k])
