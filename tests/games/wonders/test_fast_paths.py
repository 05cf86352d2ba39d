"""The engine's fast paths answer as the general rules do (issue 30 item 4: faster, same
games): on positions from random games of every prebuilt deck, each shortcut is compared
with the general query it stands for."""
from __future__ import annotations

import functools

import pytest

from simulator.core.actions import Action
from simulator.core.game import DeckError
from simulator.core.rng import Rng
from simulator.games.registry import get_game
from simulator.games.wonders import decks, evaluation, legality
from simulator.games.wonders.cards import card_table
from simulator.games.wonders.plays import attuned_free, core_blocked, play_cost
from simulator.games.wonders.power import side_power
from simulator.games.wonders.state import WondersState
from simulator.games.wonders.world import (
    active_realms,
    has_link,
    keyword_count,
    keyword_count_here,
    links,
    nullified_set,
    static_abilities,
    stones_each,
    stones_held,
)

GAME = get_game("wonders")
RULES = GAME.rules
CARDS = card_table()


@functools.cache
def _positions() -> tuple[WondersState, ...]:
    """Every other position of two random games per deck, against the next deck and itself."""
    names = GAME.deck_names
    out = []
    for k, name in enumerate(names * 2):
        foe = names[(k + 1) % len(names)] if k < len(names) else name
        state = RULES.new_state(GAME.setup(700 + k, 2, f"{name}/{foe}"))
        rng = Rng(k)
        legal = RULES.legal_actions(state)
        step = 0
        while legal:
            if step % 2 == 0:
                out.append(RULES.clone(state))
            RULES.apply(state, rng.choice(legal))
            legal = RULES.legal_actions(state)
            step += 1
    return tuple(out)


def _plays(st: WondersState, seat: int, null: set[int]) -> list[Action]:
    """The play actions as 001 4 Playing Cards words them, card by card: not a core card
    without its link, an action (or attuned), the cost now; spells go nowhere, the rest into
    each open realm."""
    out: list[Action] = []
    for inst in legality.playable_cards(st, CARDS, seat, null):
        if core_blocked(st, CARDS, seat, inst, null):
            continue
        if not (st.actions[seat] > 0 or attuned_free(st, CARDS, seat, inst, null)):
            continue
        if play_cost(st, CARDS, seat, inst, null) > st.energy[seat]:
            continue
        if CARDS[st.kinds[inst]].type == "spell":
            out.append(Action("play", seat, inst))
        else:
            out += [Action("play", seat, inst, None, r) for r in active_realms(st)]
    return out


def _general_turn_actions(st: WondersState, seat: int) -> list[Action]:
    """turn_actions' general path (one walk per kind of action), whatever the position."""
    null = nullified_set(st, CARDS)
    out: list[Action] = []
    if st.actions[seat] > 0 and st.decks[seat]:
        out.append(Action("draw", seat))
    out += _plays(st, seat, null)
    out += [Action("attack", seat, None, None, r) for r in legality.attack_realms(st, CARDS, seat, null)]
    out += legality.activatable(st, CARDS, seat, null)
    return out + [Action("pass", seat)]


def test_the_one_walk_turn_list_is_the_general_list_in_the_same_order() -> None:
    checked = 0
    for st in _positions():
        if st.phase == "over" or st.choice is not None or not legality.plain(st, CARDS):
            continue
        for seat in (0, 1):
            assert legality.plain_turn_actions(st, CARDS, seat, True) == _general_turn_actions(st, seat)
            checked += 1
    assert checked > 100


def test_the_must_pass_check_agrees_with_the_turn_list() -> None:
    for st in _positions():
        if st.phase == "over" or st.choice is not None:
            continue
        for seat in (0, 1):
            assert legality.any_turn_action(st, CARDS, seat) == bool(_general_turn_actions(st, seat)[:-1])


def test_a_linked_orbital_is_found_as_the_seat_s_links_name_it() -> None:
    orbitals = sorted({c.orbital for c in CARDS if c.orbital})
    for st in _positions():
        null = nullified_set(st, CARDS)
        for seat in (0, 1):
            linked = links(st, CARDS, seat, null)
            assert [has_link(st, CARDS, seat, o, null) for o in orbitals] == [o in linked for o in orbitals]


def test_keywords_counted_for_a_side_are_keyword_count_s() -> None:
    for st in _positions():
        null = nullified_set(st, CARDS)
        grants = static_abilities(st, CARDS, "grant", null)
        for realm, sides in enumerate(st.world):
            for seat, side in enumerate(sides):
                for inst in side:
                    for kw in ("deathstrike", "flying", "guardian", "symbiosis"):
                        assert (keyword_count_here(st, CARDS, inst, realm, seat, kw, null, grants)
                                == keyword_count(st, CARDS, inst, kw, null))


def test_both_seats_stones_are_the_stones_each_holds() -> None:
    for st in _positions():
        assert stones_each(st, CARDS) == [stones_held(st, CARDS, seat) for seat in (0, 1)]


def test_the_evaluation_sums_each_side_of_a_realm_as_side_power() -> None:
    for st in _positions():
        null = nullified_set(st, CARDS)
        fast = evaluation._fast(st, CARDS, evaluation.game_facts(st, CARDS))
        for realm in range(len(st.world)):
            a, n_a, b, n_b = evaluation._sides(st, CARDS, realm, (0, 1), null, fast)
            assert (a, b) == (side_power(st, CARDS, realm, 0, null), side_power(st, CARDS, realm, 1, null))


def test_a_deck_checked_again_gives_equal_fresh_lists() -> None:
    deck = GAME.load_decks(GAME.deck_names[0], 2)["decks"][0]
    first = decks.validate_setup({"decks": [deck, deck]}, CARDS)
    first[0][0].append(-5)                  # a caller changing its lists changes nothing remembered
    again = decks.validate_setup({"decks": [deck, deck]}, CARDS)
    assert again[0] == decks.validate_deck(deck, CARDS) and -5 not in again[0][0]


def test_a_bad_deck_is_refused_every_time() -> None:
    deck = dict(GAME.load_decks(GAME.deck_names[0], 2)["decks"][0])
    deck["cards"] = {**deck["cards"], "no_such_card": 1}
    for _ in range(2):
        with pytest.raises(DeckError, match="unknown card"):
            decks.validate_setup({"decks": [deck, deck]}, CARDS)
