"""How good an Exodus position is for one seat, as the bots see it: Life Points (the
score), then the field (creatures and their strength, energy, frozen cards), cards in hand
and what they can be used for, each side compared with the strongest opposing side.

Cards in hand count CARD each, and USE more for each that the next turns can put to work:
energy up to one Energy Phase's worth (energy_per_phase), and Main Deck cards up to the
piles they could go on (blank piles, and the piles that playable energy would make). Without
that term every split of the Draw Phase's three cards between the two decks scored the
same, so the bots drew at random (issue 11's note)."""
from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.game import Evaluation
from ..common.cards import per_table
from ..common.evaluation import WIN, game_over_value
from .params import RULESET
from .state import ExodusState

LIFE = 30.0
CREATURE = 8.0
STRENGTH = 5.0
ENERGY = 4.0              # energy on the field is worth more than a card in hand
CARD = 2.5
FROZEN = 3.0
OPEN_LIFE = 8.0           # an opposing side with no creatures: its Life Points are open to attack
PHASE_ENERGY = RULESET.energy_per_phase   # energy one Energy Phase can play from hand
USE = 1.5                 # more for a card in hand the next turns can use (see the docstring)
LOOKAHEAD = 40            # steps of "everyone passes" that settle a stack or an attack


def _side_value(st: ExodusState, sd: int, is_energy: tuple[bool, ...]) -> float:
    frozen = st.frozen
    team, hand, piles = st.team, st.hand, st.piles
    v = LIFE * st.life[sd]
    creatures = 0
    kinds = st.kinds
    for s in range(st.n):
        if team[s] != sd:
            continue
        held = hand[s]
        v += CARD * len(held)
        blank = 0
        for pile in piles[s]:
            energy = len(pile) - 1
            v += ENERGY * energy
            if pile[0] >= 0:
                creatures += 1
                v += CREATURE + STRENGTH * (sum(1 for e in pile[1:] if e not in frozen) if frozen else energy)
                if pile[0] in frozen:
                    v -= FROZEN
            else:
                blank += 1
        e = sum([is_energy[kinds[c]] for c in held])
        playable_e = e if e < PHASE_ENERGY else PHASE_ENERGY
        m = len(held) - e
        room = blank + playable_e
        v += USE * (playable_e + (m if m < room else room))
    if creatures == 0:
        v -= OPEN_LIFE
    return v


_ENERGY_KINDS: dict[int, tuple[Any, tuple[bool, ...]]] = {}


def _energy_kinds(cards: Any) -> tuple[bool, ...]:
    """Per card-table index: whether the card is an energy."""
    return tuple(bool(c.is_energy) for c in cards)


def _auto(legal: list[Action]) -> Action:
    """Everyone passes; a Playback keeps its course; other choices take the first option."""
    for a in legal:
        if a.kind == "pass":
            return a
    for a in legal:
        if a.choice == "done":
            return a
    return legal[0]


def settle(rules: Any, st: ExodusState, in_place: bool = False) -> ExodusState:
    """Play a position forward (on a copy, or on `st` itself when `in_place`) while a stack,
    a round of responses, an attack or a choice is pending, everyone passing: the value of a
    play is what it leads to."""
    if st.phase == "over" or not (st.stack or st.window is not None or st.attack is not None
                                  or st.choice is not None):
        return st
    if not in_place:
        st = st.clone()
    for _ in range(LOOKAHEAD):
        if st.phase == "over" or not (st.stack or st.window is not None or st.attack is not None
                                      or st.choice is not None):
            break
        legal = rules.legal_actions(st)
        if not legal:
            break
        rules.apply(st, _auto(legal))
    return st


def evaluate(rules: Any, st: ExodusState, seat: int) -> float:
    """The value of `st` for `seat` once what is pending has played out; a won game is WIN."""
    return _settled_value(rules, settle(rules, st), seat)


def evaluate_spending(rules: Any, st: ExodusState, seat: int) -> float:
    """evaluate() for a state the caller discards: settled in place, without a copy."""
    return _settled_value(rules, settle(rules, st, in_place=True), seat)


def _settled_value(rules: Any, st: ExodusState, seat: int) -> float:
    if st.phase == "over":
        return game_over_value(st.winners, seat)
    mine = st.team[seat]
    life = st.life
    is_energy = per_table(_ENERGY_KINDS, rules.cards, _energy_kinds)   # once, for every side
    best: float | None = None             # the strongest opposing side still in the game
    for sd in range(len(life)):
        if sd != mine and life[sd] > 0:
            v = _side_value(st, sd, is_energy)
            if best is None or v > best:
                best = v
    if best is None:
        return 0.0
    return _side_value(st, mine, is_energy) - best


# The search bot's knobs for Exodus (simulator/bots/search.py DEFAULTS), by arena runs: a
# rollout step compares two candidate moves and rarely plays at random. Exodus has turns, so
# a rollout runs to the searching seat's next turn (at most turn_cap actions); rollout_cap
# (four steps) only counts when turn_cap=0 turns that off.
EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={"sample": 2, "epsilon": 0.05, "rollout_cap": 4},
                        win=WIN, spending=evaluate_spending)
