"""How good an Eternal position is for one seat: the greedy bot's one-ply evaluation.

Differential features: health (armor counts, low health counts extra), the board (units'
strength and health, skills, readiness), cards in hand, power and influence (tempo), deck
size near deck-out, and what the mechanics of Sets 2-4 add (evaluation_mechanics.py: Entomb,
Revenge and Infiltrate units on the board, an Ambush unit held with open power on the enemy's
turn, a Tribute card ready in hand). A won game is WIN, a lost one -WIN. Before scoring, a
position in the middle of a stack or a battle is played forward with everyone passing (and
blockers, Ambush blockers among them, chosen by a simple rule), so a spell or an attack is
judged by what it does.
"""
from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.game import Evaluation
from ..common.evaluation import WIN as COMMON_WIN
from ..common.evaluation import game_over_value
from .cards import KW
from .combat import can_block
from .evaluation_mechanics import ambush_block, ambush_open, board_bonuses, board_extra, hand_extra
from .legality import ATTACK_PLAYER, BLOCKS_DONE, PASS, deciding_seat
from .ops_set4_ftj import unit_went_to_void
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


SKILL_MASK = sum(KW[k] for k in SKILL)
_SKILL_WEIGHTS: dict[int, tuple[float, ...]] = {}   # skill bits & SKILL_MASK -> their weights, in SKILL_BITS order


def _skill_weights(bits: int) -> tuple[float, ...]:
    """The SKILL weights of a unit's skills, in SKILL_BITS order (so they add up exactly as
    the loop over SKILL_BITS did), worked out once per set of skills."""
    got = _SKILL_WEIGHTS.get(bits)
    if got is None:
        got = _SKILL_WEIGHTS[bits] = tuple(w for bit, w in SKILL_BITS if bits & bit)
    return got


def _board(st: Any, cards: Any, seat: int) -> float:
    total = 0.0
    info, kinds, plain = st.info, st.kinds, not st.auras
    extra = board_bonuses(cards)
    for u in st.boards[seat]:
        card = cards[kinds[u]]
        if not card.is_unit:
            total += 3.0
            continue
        i = info.get(u)
        bonus = extra[card.index]
        if bonus:
            total += board_extra(card, i, bonus)
        if plain and i is not None and not i.att:
            # stats.attack, stats.remaining and stats.keywords of a unit with no attachment
            # while no aura is in force, inlined (the same sums in the same order)
            a = card.attack + i.atk + i.tatk
            h = card.health + i.hp + i.thp - i.dmg
            bits = ((0 if i.silenced else card.kw) | i.kw | i.tkw) & ~i.lost
        else:
            a = attack(st, cards, u)
            h = remaining(st, cards, u)
            bits = keywords(st, cards, u)
        v = 1.0 + STRENGTH * (a if a > 0 else 0) + TOUGHNESS * (h if h > 0 else 0)   # noqa: FURB136 (max() is slower)
        for w in _skill_weights(bits & SKILL_MASK):
            v += w
        total += v
    w = st.weapon[seat]
    if w >= 0:
        total += STRENGTH * max(0, attack(st, cards, w))
    relics = st.relics[seat]
    if relics:   # (none: adding 2.0 * 0 changes no total, which is never -0.0)
        owners = st.owners
        total += 2.0 * sum(1 for r in relics if owners[r] == seat and r != w)
    return total


def _unit_value(st: Any, cards: Any, u: int) -> float:
    """What unit card `u` would be worth on the board as it is now (strength, health, skills)."""
    v = 1.0 + STRENGTH * max(0, attack(st, cards, u)) + TOUGHNESS * max(0, remaining(st, cards, u))
    for w in _skill_weights(keywords(st, cards, u) & SKILL_MASK):
        v += w
    return v


def _hand(st: Any, cards: Any, seat: int) -> float:
    """Cards in hand (at most 9 count), and what its Ambush units (on the enemy's turn) and
    Tribute cards (on its own) are worth beyond a card (evaluation_mechanics.hand_extra)."""
    hand = st.hands[seat]
    v = CARD * min(len(hand), 9)
    if hand:
        mine = st.turn == seat
        tribute_on = mine and unit_went_to_void(st, cards, seat)
        ambush_on = not mine and ambush_open(st, seat)
        if tribute_on or ambush_on:
            v += hand_extra(st, cards, seat, lambda c: _unit_value(st, cards, c), CARD, tribute_on, ambush_on)
    return v


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
    score += _hand(st, cards, seat) - _hand(st, cards, foe)
    score += _power(st.max_power[seat]) - _power(st.max_power[foe])
    for s, sign in ((seat, 1), (foe, -1)):
        if len(st.decks[s]) < 4:
            score -= sign * 4.0 * (4 - len(st.decks[s]))
    return score


def _blocks_well(rules: Any, st: Any, b: int, a: int) -> bool:
    """Whether unit `b` survives attacker `a`, or kills it and is the weaker of the two."""
    cards = rules.cards
    safe = remaining(st, cards, b) > attack(st, cards, a) and not keywords(st, cards, a) & KW["deadly"]
    kills = attack(st, cards, b) >= remaining(st, cards, a)
    return safe or kills and attack(st, cards, a) > attack(st, cards, b)


def _auto_block(rules: Any, st: Any) -> Action | None:
    """The Defense Step's simple rule: before any block, an Ambush unit from hand where no unit
    on the board blocks the strongest attacker well (evaluation_mechanics.ambush_block); then
    the strongest attacker not yet blocked gets the first blocker that survives it or trades
    up with it; None when no such pair is left."""
    cards = rules.cards
    seat = 1 - st.turn
    if not st.blocking_started and st.hands[seat]:
        got = ambush_block(rules, st, lambda b, a: _blocks_well(rules, st, b, a))
        if got is not None:
            return got
    for a in sorted(st.attackers, key=lambda x: -attack(st, cards, x)):
        if st.blocks.get(a):
            continue
        for b in st.boards[seat]:
            if can_block(st, cards, b, a) and _blocks_well(rules, st, b, a):
                return Action("block", seat, b, a)
    return None


def _auto_action(rules: Any, st: Any, legal: list[Action]) -> Action:
    """Everyone passes; blockers follow a simple rule; choices take the first option."""
    if st.choice is None and st.phase == "block" and not st.stack:
        got = _auto_block(rules, st)
        if got is not None:
            return got
    for kind in ("pass", "keep"):
        for a in legal:
            if a.kind == kind:
                return a
    for a in legal:
        if a.choice == "done" or a.choice == "player":
            return a
    return legal[0]


def _forced_action(rules: Any, st: Any) -> Action | None:
    """_auto_action without the legal actions, where it does not need them: on a stack, in
    a Pre-Fight or End window, in the Declare Step or the Defense Step (no choice pending),
    its answer is a block by its rule or the one pass, "player" or "done" action that
    legality.legal_actions always offers there (and then offers as the first such action);
    None elsewhere."""
    if st.choice is not None:
        return None
    seat = deciding_seat(st)
    if st.stack:
        return PASS[seat]
    phase = st.phase
    if phase == "declare":
        return ATTACK_PLAYER[seat]
    if phase == "block":
        return _auto_block(rules, st) or BLOCKS_DONE[seat]
    if phase in ("prefight", "end"):
        return PASS[seat]
    return None


def settle(rules: Any, st: Any, seat: int, in_place: bool = False) -> Any:
    """Play a position forward while a stack, a battle or a choice is pending (on a copy,
    or on `st` itself when `in_place`)."""
    if st.phase == "over" or not (st.stack or st.choice is not None or st.phase in ("declare", "block", "prefight", "fight")):
        return st
    if not in_place:
        st = rules.clone(st)
    for _ in range(LOOKAHEAD):
        if st.phase == "over":
            break
        if not (st.stack or st.choice is not None or st.phase in ("declare", "block", "prefight", "fight")):
            break
        a = _forced_action(rules, st)
        if a is None:
            legal = rules.legal_actions(st)
            if not legal:
                break
            a = _auto_action(rules, st, legal)
        rules.apply(st, a)
    return st


def evaluate(rules: Any, st: Any, seat: int) -> float:
    """Higher is better for `seat`; a won game is WIN, a lost one -WIN."""
    return static_value(rules, settle(rules, st, seat), seat)


def evaluate_spending(rules: Any, st: Any, seat: int) -> float:
    """evaluate() for a state the caller discards: settled in place, without a copy."""
    return static_value(rules, settle(rules, st, seat, in_place=True), seat)


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

# Scale 5: evaluation units per logistic unit for the search bot. Its knobs for Eternal
# (simulator/bots/search.py DEFAULTS): rollouts play random moves (sample 1), which never
# clone: 2.6 times the iterations of comparing two candidates by evaluation, and as
# strong (search at 0.25 s against greedy, 200 games: 157-43 either way). Tried and not
# kept (issue 31's twelve decks of Sets 1-4, search:0.25 against greedy on a busy machine,
# about 200 iterations a decision): prior 6 with c 0.3 looked better over 48-game runs
# (37/48, 35/48) but scored 62/100 and 64/100 where these knobs scored 70/100.
EVALUATION = Evaluation(evaluate, scale=5.0, search_defaults={"sample": 1}, win=WIN,
                        spending=evaluate_spending, features=_review_features)
__all__ = ["evaluate", "EVALUATION", "WIN", "deciding_seat"]
