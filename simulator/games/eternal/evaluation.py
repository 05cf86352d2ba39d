"""How good an Eternal position is for one seat: the greedy bot's one-ply evaluation.

Differential features: health (armor counts, low health counts extra), the board (units'
strength and health, skills, readiness), cards in hand, power and influence (tempo), deck
size near deck-out. A won game is WIN, a lost one -WIN. Before scoring, a position in the
middle of a stack or a battle is played forward with everyone passing (and blockers chosen
by a simple rule), so a spell or an attack is judged by what it does.
"""
from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.game import Evaluation
from ..common.evaluation import WIN as COMMON_WIN
from ..common.evaluation import game_over_value
from .cards import KW
from .combat import can_block
from .legality import deciding_seat
from .stats import attack, keywords, remaining

WIN = COMMON_WIN
HEALTH = 1.0
LOW_HEALTH = 1.5        # extra per point below DANGER
DANGER = 10
CARD = 1.6
POWER = 2.4             # per point of maximum power up to POWER_CURVE: tempo
LATE_POWER = 0.4        # per point beyond it
POWER_CURVE = 6
STRENGTH = 1.3
TOUGHNESS = 0.8
SKILL = {"flying": 1.5, "aegis": 1.0, "deadly": 1.5, "lifesteal": 1.0, "overwhelm": 0.5, "quickdraw": 0.7,
         "endurance": 0.7, "killer": 1.0, "unblockable": 1.5, "double_damage": 1.5, "charge": 0.0,
         "invulnerable": 3.0}
SKILL_BITS = [(KW[k], v) for k, v in SKILL.items()]
LOOKAHEAD = 40          # actions played forward at most


def _board(st: Any, cards: Any, seat: int) -> float:
    total = 0.0
    for u in st.boards[seat]:
        card = cards[st.kinds[u]]
        if not card.is_unit:
            total += 3.0
            continue
        a = max(0, attack(st, cards, u))
        h = max(0, remaining(st, cards, u))
        v = 1.0 + STRENGTH * a + TOUGHNESS * h
        bits = keywords(st, cards, u)
        for bit, w in SKILL_BITS:
            if bits & bit:
                v += w
        total += v
    w = st.weapon[seat]
    if w >= 0:
        total += STRENGTH * max(0, attack(st, cards, w))
    total += 2.0 * sum(1 for r in st.relics[seat] if st.owners[r] == seat and r != w)
    return total


def _power(n: int) -> float:
    if n <= POWER_CURVE:
        return POWER * n
    return POWER * POWER_CURVE + LATE_POWER * (n - POWER_CURVE)


def _health(st: Any, seat: int) -> float:
    h = st.health[seat] + st.armor[seat]
    return HEALTH * h - LOW_HEALTH * max(0, DANGER - h)


def static_value(rules: Any, st: Any, seat: int) -> float:
    """The evaluation of a settled position."""
    if st.phase == "over":
        return game_over_value(st.winners, seat, WIN)
    cards = rules.cards
    foe = 1 - seat
    score = _health(st, seat) - _health(st, foe)
    score += _board(st, cards, seat) - _board(st, cards, foe)
    score += CARD * (min(len(st.hands[seat]), 9) - min(len(st.hands[foe]), 9))
    score += _power(st.max_power[seat]) - _power(st.max_power[foe])
    for s, sign in ((seat, 1), (foe, -1)):
        if len(st.decks[s]) < 4:
            score -= sign * 4.0 * (4 - len(st.decks[s]))
    return score


def _auto_action(rules: Any, st: Any, legal: list[Action]) -> Action:
    """Everyone passes; blockers follow a simple rule; choices take the first option."""
    cards = rules.cards
    if st.choice is None and st.phase == "block" and not st.stack:
        seat = 1 - st.turn
        for a in sorted(st.attackers, key=lambda x: -attack(st, cards, x)):
            if st.blocks.get(a):
                continue
            for b in st.boards[seat]:
                if not can_block(st, cards, b, a):
                    continue
                safe = remaining(st, cards, b) > attack(st, cards, a) and not keywords(st, cards, a) & KW["deadly"]
                kills = attack(st, cards, b) >= remaining(st, cards, a)
                if safe or kills and attack(st, cards, a) > attack(st, cards, b):
                    return Action("block", seat, b, a)
    for kind in ("pass", "keep"):
        for a in legal:
            if a.kind == kind:
                return a
    for a in legal:
        if a.choice == "done" or a.choice == "player":
            return a
    return legal[0]


def settle(rules: Any, st: Any, seat: int) -> Any:
    """Play a position forward while a stack, a battle or a choice is pending (a copy)."""
    if st.phase == "over" or not (st.stack or st.choice is not None or st.phase in ("declare", "block", "prefight", "fight")):
        return st
    st = rules.clone(st)
    for _ in range(LOOKAHEAD):
        if st.phase == "over":
            break
        if not (st.stack or st.choice is not None or st.phase in ("declare", "block", "prefight", "fight")):
            break
        legal = rules.legal_actions(st)
        if not legal:
            break
        rules.apply(st, _auto_action(rules, st, legal))
    return st


def evaluate(rules: Any, st: Any, seat: int) -> float:
    """Higher is better for `seat`; a won game is WIN, a lost one -WIN."""
    return static_value(rules, settle(rules, st, seat), seat)


# Scale 5: evaluation units per logistic unit for the search bot. Its knobs for Eternal
# (simulator/bots/search.py DEFAULTS): a rollout compares two candidate moves (a turn is
# long and each step is dear) and rarely plays at random.
EVALUATION = Evaluation(evaluate, scale=5.0, search_defaults={"sample": 2, "epsilon": 0.05}, win=WIN)
__all__ = ["evaluate", "EVALUATION", "WIN", "deciding_seat"]
