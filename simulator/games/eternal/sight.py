"""Two marks that last one turn, kept in EternalState.links only by the cards that make them
(so a game without those cards keeps no extra state and its hashes stay as they were):

- LINK_BY_HEALTH, [LINK_BY_HEALTH, unit, -(turn_no + 1)]: Accelerated Impact's "They deal
  battle damage equal to their Health this turn and can attack even if their Strength is 0
  or less" on one unit (the tie ends when the unit leaves the playmat, acts.leave_play);
- LINK_SEES_TOPS, [LINK_SEES_TOPS, -(seat + 1), -(turn_no + 1)]: Panoptic Guardian's "You
  see the top card of each deck this turn" for one player (observe.py reads it).

The engine asks here (combat, legality, observe); the ops that make the marks are in
ops_set34_sight.py."""
from __future__ import annotations

from collections.abc import Iterable

from .cards import Card
from .state import EternalState
from .stats import attack, remaining

LINK_BY_HEALTH = 3401
LINK_SEES_TOPS = 3402


def turn_code(st: EternalState) -> int:
    """How a link records the turn it lasts for (never 0 or a card instance: -(turn_no + 1))."""
    return -(st.turn_no + 1)


def _marked(st: EternalState, mark: int, who: int) -> bool:
    """True when `who` (a unit, or -(seat + 1) for a player) carries `mark` this turn."""
    now = turn_code(st)
    for kind, a, b in st.links:
        if kind == mark and a == who and b == now:
            return True
    return False


def by_health(st: EternalState, u: int) -> bool:
    """True when unit `u` deals battle damage equal to its Health this turn (Accelerated Impact)."""
    return _marked(st, LINK_BY_HEALTH, u)


def battle_damage(st: EternalState, cards: tuple[Card, ...], u: int) -> int:
    """The battle damage unit `u` deals before Double Damage: its Strength, or its Health left
    when it deals damage by Health this turn; never below 0 (003 Strength)."""
    if st.links and by_health(st, u):
        return max(0, remaining(st, cards, u))
    return max(0, attack(st, cards, u))


def may_attack_at_no_strength(st: EternalState, u: int) -> bool:
    """Accelerated Impact: "can attack even if their Strength is 0 or less" (000 3.2 asks for
    more than 0 otherwise)."""
    return bool(st.links) and by_health(st, u)


def damage_back_first(st: EternalState, cards: tuple[Card, ...], defenders: Iterable[int]) -> dict[int, int]:
    """The battle damage of each defender (a blocker, a Killer's victim) that deals damage by
    Health, read before the attacker strikes: the fight is simultaneous (000 3.34), so its
    Health is the one it entered the fight with. Empty in a game without such a mark."""
    if not st.links:
        return {}
    return {b: battle_damage(st, cards, b) for b in defenders if by_health(st, b)}


def sees_tops(st: EternalState, seat: int) -> bool:
    """True when `seat` sees the top card of each deck now (Panoptic Guardian, this turn)."""
    return bool(st.links) and _marked(st, LINK_SEES_TOPS, -(seat + 1))


def end_turn_sight(st: EternalState) -> None:
    """At the end of a turn (000 3.54: "this turn" effects end): both marks are forgotten."""
    if any(x[0] in (LINK_BY_HEALTH, LINK_SEES_TOPS) for x in st.links):
        st.links = [x for x in st.links if x[0] not in (LINK_BY_HEALTH, LINK_SEES_TOPS)]
