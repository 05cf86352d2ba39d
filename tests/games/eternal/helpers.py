"""Scenario builder for Eternal rules tests: an exact table position, then legal play.

`table(...)` starts a real match, empties every zone, and places freshly made card
instances (by card id from cards.json) exactly where asked; each deck gets filler Sigils
so nobody decks out by accident. Play then goes through `Match.apply`, so every action is
checked for legality, and the rules run on to the next decision as in a real game.
"""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from simulator.core.actions import Action, Violation
from simulator.core.match import Match
from simulator.games.eternal import stats
from simulator.games.eternal.cards import card_index, card_table
from simulator.games.eternal.state import EternalState, player_ref
from simulator.games.eternal.zones import info_of, new_instance
from simulator.games.registry import get_game

CARDS = card_table()
IDX = card_index()
P0, P1 = player_ref(0), player_ref(1)   # targets naming the players


def _make(st: EternalState, card_id: str, owner: int) -> int:
    assert card_id in IDX, f"unknown card {card_id}"
    return new_instance(st, IDX[card_id], owner)


def table(*, turn: int = 0, first: int | None = None, turn_no: int = 3, phase: str = "main1",
          hands: dict[int, list[str]] | None = None,
          boards: dict[int, list[str]] | None = None,
          new: Iterable[int] = (),
          decks: dict[int, list[str]] | None = None,
          deck_filler: int = 20,
          voids: dict[int, list[str]] | None = None,
          relics: dict[int, list[str]] | None = None,
          markets: dict[int, list[str]] | None = None,
          power: tuple[int, int] = (10, 10), influence: int = 6,
          health: tuple[int, int] = (25, 25), armor: tuple[int, int] = (0, 0),
          seed: int = 7) -> Match:
    """A match at exactly this position, with `turn` deciding in `phase`.

    decks: the named cards on top of the deck, first named = top card; below them
    `deck_filler` Sigils. Units on boards entered on turn 1 (ready, not new) unless their
    instance numbers are in `new`.
    """
    m = get_game("eternal").new_match(seed, 2, first_seat=turn if first is None else first)
    st = m.state
    st.kinds, st.owners = [], []
    st.info, st.auras, st.stack, st.tasks, st.pending = {}, [], [], [], []
    st.choice, st.prio, st.window = None, -1, []
    for zone in ("decks", "hands", "boards", "relics", "powers", "voids", "markets"):
        setattr(st, zone, [[], []])
    st.weapon, st.site = [-1, -1], [-1, -1]
    st.first = turn if first is None else first
    st.turn, st.turn_no, st.phase = turn, turn_no, phase
    st.kept = [True, True]
    st.health, st.armor = list(health), list(armor)
    st.power, st.max_power = list(power), list(power)
    st.influence = [[influence] * 5, [influence] * 5]
    for s in (0, 1):
        filler = [_make(st, "fire_sigil", s) for _ in range(deck_filler)]
        top = [_make(st, c, s) for c in (decks or {}).get(s, [])]
        st.decks[s] = filler + top[::-1]
        st.hands[s] = [_make(st, c, s) for c in (hands or {}).get(s, [])]
        st.voids[s] = [_make(st, c, s) for c in (voids or {}).get(s, [])]
        st.markets[s] = [_make(st, c, s) for c in (markets or {}).get(s, [])]
        for c in (boards or {}).get(s, []):
            u = _make(st, c, s)
            st.boards[s].append(u)
            i = info_of(st, u)
            i.entered = 1
            if CARDS[st.kinds[u]].aura is not None:
                st.auras.append(u)
            if stats.has(st, CARDS, u, "aegis"):
                i.shield = True
            if CARDS[st.kinds[u]].type == "site":
                st.site[s] = u
        for c in (relics or {}).get(s, []):
            r = _make(st, c, s)
            st.relics[s].append(r)
            info_of(st, r).entered = 1
            card = CARDS[st.kinds[r]]
            if card.type == "relic_weapon":
                st.weapon[s] = r
                st.armor[s] += card.health
    for u in new:
        st.info[u].entered = turn_no
    st.base = len(st.kinds)
    refresh(m)
    return m


def refresh(m: Match) -> None:
    """Forget cached legal actions after editing m.state by hand."""
    m._legal_cache = None


def find(m: Match, card_id: str, seat: int, zone: str = "boards", nth: int = 0) -> int:
    """The nth instance of a card in one of a player's zones."""
    found = [c for c in getattr(m.state, zone)[seat] if CARDS[m.state.kinds[c]].id == card_id]
    assert len(found) > nth, f"{card_id} is not in player {seat + 1}'s {zone}: {names(getattr(m.state, zone)[seat], m)}"
    return found[nth]


def names(cards: Iterable[int], m: Match) -> list[str]:
    """Card ids of instances (for readable assertions)."""
    return [CARDS[m.state.kinds[c]].id for c in cards]


def board(m: Match, seat: int) -> list[str]:
    return names(m.state.boards[seat], m)


def hand(m: Match, seat: int) -> list[str]:
    return names(m.state.hands[seat], m)


def void(m: Match, seat: int) -> list[str]:
    return names(m.state.voids[seat], m)


def play(m: Match, seat: int, card_id: str, target: int | None = None, choice: Any = None) -> None:
    """Play a card from hand (target: an instance or P0/P1)."""
    m.apply(Action("play", seat, find(m, card_id, seat, "hands"), target, choice))


def check_play(m: Match, seat: int, card_id: str, target: int | None = None, choice: Any = None) -> Violation | None:
    return m.check(Action("play", seat, find(m, card_id, seat, "hands"), target, choice))


def pass_(m: Match, seat: int | None = None) -> None:
    """Pass (by the deciding seat unless given)."""
    m.apply(Action("pass", m.decision().seat if seat is None else seat))


def resolve_stack(m: Match) -> None:
    """Everyone passes until the stack is empty (or a choice waits)."""
    for _ in range(50):
        if not m.state.stack or m.state.choice is not None:
            return
        pass_(m)
    raise AssertionError("the stack never emptied")


def kind_id(m: Match, c: int) -> str:
    """The card id of instance `c`."""
    return CARDS[m.state.kinds[c]].id


def pass_until(m: Match, phase: str, limit: int = 50) -> None:
    """Everyone passes until the game reaches a phase with an empty stack."""
    for _ in range(limit):
        if m.state.phase == phase and not m.state.stack:
            return
        pass_(m)
    raise AssertionError(f"never reached {phase}")


def attack(m: Match, seat: int, *units: int, site: bool = False) -> None:
    """Declare attackers and press attack."""
    for u in units:
        m.apply(Action("attack", seat, u))
    m.apply(Action("attack", seat, choice="site" if site else "player"))


def block(m: Match, seat: int, *pairs: tuple[int, int]) -> None:
    """Assign (blocker, attacker) pairs and finish blocking."""
    for b, a in pairs:
        m.apply(Action("block", seat, b, a))
    if m.state.phase == "block" and m.decision().seat == seat:   # else nothing was left to decide
        m.apply(Action("block", seat, choice="done"))


def choose(m: Match, seat: int, *picks: Any) -> None:
    """Answer the pending choice: ints are card or player targets, strings values."""
    ch = m.state.choice
    assert ch is not None, "no choice is pending"
    for p in picks:
        if ch["by"] == "value" or p == "done":
            m.apply(Action("choose", seat, choice=p))
        else:
            m.apply(Action(ch.get("act", "choose"), seat, ch["src"] if ch.get("act") == "order" else None, p))


def unit_stats(m: Match, u: int) -> tuple[int, int]:
    """(strength, health left) of a unit now."""
    return stats.attack(m.state, CARDS, u), stats.remaining(m.state, CARDS, u)


def legal_kinds(m: Match) -> set[str]:
    return {a.kind for a in m.legal_actions()}
