"""Scenario builder for Krieg rules tests: an exact table position, then legal play.

`table(...)` starts a real match, skips the setup discards, sweeps every dealt card back
into its deck, and places the named cards (ids from cards.tsv) exactly where asked.
Every card stays in exactly one zone (zones.all_cards). Play then goes through
`Match.apply`, so each action is checked for legality.
"""
from __future__ import annotations

from typing import Any, Iterable

from simulator.core.actions import Action, Violation
from simulator.core.match import Match
from simulator.games.krieg import scoring
from simulator.games.krieg.cards import card_index, card_table
from simulator.games.krieg.state import KriegState
from simulator.games.krieg.zones import all_cards
from simulator.games.registry import get_game

CARDS = card_table()
IDX = card_index()
MELEE, RANGE, SIEGE = 0, 1, 2
UNIT, POWER, KING = 0, 1, 2


def c(card_id: str) -> int:
    """The card instance of a cards.tsv id."""
    return IDX[card_id]


def cs(ids: Iterable[str]) -> list[int]:
    """Card instances of several ids."""
    return [IDX[i] for i in ids]


def ids(cards: Iterable[int]) -> list[str]:
    """The ids of card instances (for readable assertions)."""
    return [CARDS[x].id for x in cards]


def _deck_of(card: int) -> int:
    return ("unit", "power", "king").index(CARDS[card].deck)


def _take(st: KriegState, card_id: str) -> int:
    """Remove a card from its deck (where table() first sweeps every card)."""
    card = IDX[card_id]
    pile = st.decks[_deck_of(card)]
    assert card in pile, f"{card_id} is already placed"
    pile.remove(card)
    return card


def table(*, seats: int = 2, teams: bool = False, seed: int = 7, turn: int = 0,
          first: int | None = None, round: int = 0,
          hands: dict[int, list[str]] | None = None,
          rows: dict[tuple[int, int], list[str]] | None = None,
          unit_top: list[str] = (), power_top: list[str] = (),
          graves: dict[int, list[str]] | None = None,
          kings: dict[int, tuple[str, int]] | None = None,
          weather: list[tuple[str, str, int, int]] = (),
          attached: dict[str, list[str]] | None = None,
          boosts: dict[str, int] | None = None,
          aside: dict[int, list[tuple[str, int]]] | None = None,
          round_wins: list[int] | None = None,
          passed: list[int] = (),
          last_played: dict[int, str] | None = None) -> Match:
    """A match in play phase at exactly this position.

    rows: (seat, row) -> unit ids; unit_top / power_top: the next cards drawn, in order;
    graves: deck index -> ids from bottom to top; kings: seat -> (King id, doubled row);
    weather: (card id, "halve"|"double"|"plague", row, waiting).
    """
    options: dict[str, Any] = {"first_seat": turn if first is None else first}
    if teams:
        options["teams"] = True
    m = get_game("krieg").new_match(seed, seats=seats, **options)
    st = m.state
    st.choice, st.tasks, st.resume, st.memo = None, [], "", {}
    for hand in st.hands:
        for x in hand:
            st.decks[_deck_of(x)].append(x)
        hand.clear()
    for g in st.graves:
        for x in g:
            st.decks[_deck_of(x)].append(x)
        g.clear()
    for deck in st.decks:
        deck.sort()
    st.phase, st.round, st.turn = "play", round, turn
    st.first = turn if first is None else first
    st.passed = [s in passed for s in range(seats)]
    for seat, hand in (hands or {}).items():
        st.hands[seat] = [_take(st, x) for x in hand]
    for (seat, row), units in (rows or {}).items():
        st.rows[seat][row] = [_take(st, x) for x in units]
    for seat, (king, row) in (kings or {}).items():
        st.kings[seat], st.king_rows[seat] = _take(st, king), row
    for card, effect, row, waiting in weather:
        st.weather.append((_take(st, card), effect, row, waiting))
    for host, atts in (attached or {}).items():
        st.attached[IDX[host]] = [_take(st, a) for a in atts]
    for unit, amount in (boosts or {}).items():
        st.boosts[IDX[unit]] = amount
    for seat, units in (aside or {}).items():
        st.aside[seat] = [(_take(st, u), row) for u, row in units]
    for deck, cards in (graves or {}).items():
        st.graves[deck] = [_take(st, x) for x in cards]
    for deck, top in ((UNIT, unit_top), (POWER, power_top)):
        chosen = [_take(st, x) for x in top]
        st.decks[deck].extend(reversed(chosen))   # top of a deck = end of its list
    if round_wins is not None:
        st.round_wins = list(round_wins)
    for seat, card in (last_played or {}).items():
        st.last_played[seat] = IDX[card]
    refresh(m)
    assert_conserved(m)
    return m


def refresh(m: Match) -> None:
    """Forget cached legal actions after editing m.state by hand."""
    m._legal_cache = None


def assert_conserved(m: Match) -> None:
    """Every card of the 105 is in exactly one zone."""
    assert sorted(all_cards(m.state)) == list(range(len(CARDS)))


def _card(x: str | int | None) -> int | None:
    return IDX[x] if isinstance(x, str) else x


def play(m: Match, seat: int, card: str, target: str | int | None = None,
         choice: int | str | None = None) -> None:
    """Play a card from hand (target: a host unit id, or an opponent seat for spies)."""
    m.apply(Action("play", seat, IDX[card], _card(target), choice))


def choose(m: Match, seat: int, *picks: str | int) -> None:
    """Answer the pending choice: card ids are picked as targets, ints as values."""
    for p in picks:
        if isinstance(p, str) and p != "done" and p in IDX:
            m.apply(Action("choose", seat, target=IDX[p]))
        else:
            m.apply(Action("choose", seat, choice=p))


def done(m: Match, seat: int) -> None:
    """Stop picking (fewer than the maximum)."""
    m.apply(Action("choose", seat, choice="done"))


def pass_(m: Match, seat: int) -> None:
    """Pass for the rest of the round."""
    m.apply(Action("pass", seat))


def check_play(m: Match, seat: int, card: str, target: str | int | None = None,
               choice: int | str | None = None) -> Violation | None:
    """The Violation refusing a play, or None when it is legal."""
    return m.check(Action("play", seat, IDX[card], _card(target), choice))


def options(m: Match) -> list[Any]:
    """The pending choice's options, card ids for card picks."""
    ch = m.state.choice
    assert ch is not None, "no choice is pending"
    return ids(ch["options"]) if ch["by"] == "card" else list(ch["options"])


def hand(m: Match, seat: int) -> list[str]:
    return ids(m.state.hands[seat])


def row(m: Match, seat: int, r: int) -> list[str]:
    return ids(m.state.rows[seat][r])


def grave(m: Match, deck: int) -> list[str]:
    return ids(m.state.graves[deck])


def total(m: Match, seat: int) -> int:
    """What `seat` would score if the round ended now."""
    return scoring.side_total(m.state, CARDS, seat)


def row_totals(m: Match, seat: int) -> list[int]:
    return scoring.row_totals(m.state, CARDS, seat)


def strength(m: Match, unit: str) -> int:
    """One unit's total strength now."""
    return scoring.unit_strength(m.state, CARDS, IDX[unit])


def end_round(m: Match) -> None:
    """Everyone still in the round passes, in turn, until the round is scored."""
    r = m.state.round
    while not m.is_over and m.state.round == r and m.state.choice is None:
        pass_(m, m.state.turn)
