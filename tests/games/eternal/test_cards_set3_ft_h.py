"""A test per Set 3 (Omens of the Past) Fire or Time card, part H: abilities that work from a void
or from the bottom of a deck (acts.ZONE_WATCH, registered by ops_set3_ft_b.py).

"000" is ../shared/rules/000_6d0cea8edcfa8f82.txt (official), "003" is 003_5beb1e01c63d61a7.txt (guide)."""
from simulator.core.actions import Action
from simulator.games.eternal.stats import cost
from simulator.games.registry import get_game

from .helpers import CARDS, IDX, board, choose, find, hand, pass_, play, resolve_stack, table, void

SOLDIER = "argenport_soldier"   # 3/2


def _settle(m, limit: int = 10) -> None:
    for _ in range(limit):
        if m.state.choice is not None or not m.state.stack and not m.state.pending:
            return
        pass_(m)


def test_ask_for_directions_scouts_and_returns_from_the_void_when_two_explorers_attack():
    """Ask for Directions: "Scout. / When you attack with two or more Explorers, draw Ask for Directions
    from your void." (003 Scout)."""
    m = table(hands={0: ["ask_for_directions"]}, boards={0: ["explorer", "explorer", SOLDIER]}, decks={0: ["torch"]})
    play(m, 0, "ask_for_directions")
    resolve_stack(m)
    choose(m, 0, "top")
    resolve_stack(m)
    assert void(m, 0) == ["ask_for_directions"]
    s = find(m, SOLDIER, 0)
    m.apply(Action("attack", 0, s))
    m.apply(Action("attack", 0, choice="player"))
    _settle(m)
    assert void(m, 0) == ["ask_for_directions"]   # one attacker, no Explorer
    m = table(boards={0: ["explorer", "explorer"]}, voids={0: ["ask_for_directions"]})
    for u in list(m.state.boards[0]):
        m.apply(Action("attack", 0, u))
    m.apply(Action("attack", 0, choice="player"))
    _settle(m)
    assert hand(m, 0) == ["ask_for_directions"] and void(m, 0) == []


def test_invoke_the_waystones_discards_four_plays_the_top_card_and_returns_a_dearer_copy_at_the_end_of_turn():
    """Invoke the Waystones: "Discard the top four cards of your deck, then play the top card of your deck.
    At the end of your turn, create and draw a copy of Invoke the Waystones with cost increased by 1."."""
    m = table(hands={0: ["invoke_the_waystones"]}, decks={0: ["torch", "torch", "torch", "torch", SOLDIER]})
    play(m, 0, "invoke_the_waystones")
    resolve_stack(m)
    assert void(m, 0).count("torch") == 4 and board(m, 0) == [SOLDIER]
    for _ in range(20):
        if m.state.turn == 1:
            break
        if m.state.choice is not None:
            choose(m, m.state.choice["seat"], m.state.choice["options"][0])
            continue
        pass_(m)
    c = find(m, "invoke_the_waystones", 0, "hands")
    assert cost(m.state, CARDS, c) == CARDS[IDX["invoke_the_waystones"]].cost + 1


def test_azurite_prixis_mills_when_your_unit_dies_and_plays_itself_from_the_bottom_of_the_deck():
    """Azurite Prixis: "When one of your units dies, discard the top card of your deck. / If Azurite
    Prixis is on the bottom of your deck at the start of the game, play it."."""
    m = table(relics={0: ["azurite_prixis"]}, boards={0: [SOLDIER]}, hands={0: ["torch"]}, decks={0: ["hoof_slash"]})
    play(m, 0, "torch", find(m, SOLDIER, 0))
    resolve_stack(m)
    _settle(m)
    assert sorted(void(m, 0)) == sorted(["torch", SOLDIER, "hoof_slash"])   # the top card discarded
    game = get_game("eternal")
    m = game.new_match(3, 2, first_seat=1)
    st = m.state
    prixis = [c for c in st.decks[0] + st.hands[0] if CARDS[st.kinds[c]].id == "azurite_prixis"]
    assert prixis == []   # no prebuilt deck holds it: put one at the bottom of player 1's deck
    from simulator.games.eternal.zones import new_instance
    p = new_instance(st, IDX["azurite_prixis"], 0)
    st.decks[0].insert(0, p)
    m._legal_cache = None
    for _ in range(10):
        if st.turn_no >= 1 and st.phase == "main1":
            break
        a = next(x for x in m.legal_actions() if x.kind in ("keep", "pass", "choose"))
        m.apply(a)
    assert p in st.relics[0] and st.turn == 1


def _to_turn_of(m, seat: int, limit: int = 40) -> None:
    """Pass (answering any choice with its first option) until `seat`'s next main phase."""
    start = m.state.turn_no
    for _ in range(limit):
        if m.state.turn_no > start and m.state.turn == seat and m.state.phase == "main1" and not m.state.stack:
            return
        if m.state.choice is not None:
            choose(m, m.state.choice["seat"], m.state.choice["options"][0])
            continue
        pass_(m)
    raise AssertionError("never reached that player's turn")


def test_talir_unbound_keeps_the_power_you_did_not_spend_for_your_next_turn():
    """Talir, Unbound: "At the start of your turn, gain the power you didn't spend last turn."."""
    m = table(boards={0: ["talir_unbound"]}, hands={0: ["torch"]}, power=(5, 5))
    play(m, 0, "torch", -2)   # 1 of 5 spent on the enemy player
    resolve_stack(m)
    _to_turn_of(m, 0)
    assert m.state.power[0] == m.state.max_power[0] + 4


def test_talir_unbound_ultimate_gives_7_7_overwhelm_and_an_additional_turn():
    """Talir, Unbound: "Ultimate: Pay 33 to give Talir +7/+7 and Overwhelm, then take an additional turn
    after this one." (003 Ultimate: once)."""
    from simulator.games.eternal.stats import has
    from .helpers import unit_stats
    m = table(boards={0: ["talir_unbound"]}, power=(33, 33))
    t = find(m, "talir_unbound", 0)
    m.apply(Action("use", 0, t, None, 0))
    resolve_stack(m)
    assert unit_stats(m, t) == (14, 14) and has(m.state, CARDS, t, "overwhelm")
    turn = m.state.turn_no
    _to_turn_of(m, 0)
    assert m.state.turn_no == turn + 1   # no enemy turn between
    _to_turn_of(m, 1)
    assert m.state.turn_no == turn + 2   # then play passes as usual
