"""How good an Exodus position is for one seat, as the bots see it: Life Points (the
score), then the field (creatures and their strength, energy, frozen cards), cards in hand
and what they can be used for, each side compared with the strongest opposing side.

Cards in hand count CARD each, and USE more for each that the next turns can put to work:
energy up to one Energy Phase's worth (energy_per_phase), and Main Deck cards up to the
piles they could go on (blank piles, and the piles that playable energy would make). Without
that term every split of the Draw Phase's three cards between the two decks scored the
same, so the bots drew at random (issue 11's note).

Energy from hand may also go under an unfrozen creature (DESIGN basic turn, issue 30), so a
side's value counts what its hand and blank piles promise: energy in hand GROWs a side that
has an unfrozen creature to put it under, and a blank pile with a creature in hand to summon
onto it is worth PROMISE of that creature (CREATURE and STRENGTH for the pile's unfrozen
energy). Without the second term every energy went under a creature; without the first, energy
in hand counted alike with a creature to grow or none."""
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
GROW = 1.0                # more for playable energy in hand when an unfrozen creature can take it
PROMISE = 0.5             # the share of a creature's value a blank pile with a creature in hand is worth
LOOKAHEAD = 40            # steps of "everyone passes" that settle a stack or an attack


def _side_value(st: ExodusState, sd: int, sort: tuple[int, ...]) -> float:
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
        blank: list[int] = []             # the unfrozen energy of each blank pile
        growing = False                   # an unfrozen creature to put energy under
        for pile in piles[s]:
            energy = len(pile) - 1
            v += ENERGY * energy
            warm = sum(1 for e in pile[1:] if e not in frozen) if frozen else energy
            if pile[0] >= 0:
                creatures += 1
                v += CREATURE + STRENGTH * warm
                if pile[0] in frozen:
                    v -= FROZEN
                else:
                    growing = True
            else:
                blank.append(warm)
        e = c = 0
        for card in held:
            k = sort[kinds[card]]
            if k == _ENERGY:
                e += 1
            elif k == _CREATURE:
                c += 1
        playable_e = e if e < PHASE_ENERGY else PHASE_ENERGY
        m = len(held) - e
        room = len(blank) + playable_e
        v += USE * (playable_e + (m if m < room else room))
        if growing:
            v += GROW * playable_e
        if c and blank:
            best = sorted(blank, reverse=True)[:c]
            v += PROMISE * (CREATURE * len(best) + STRENGTH * sum(best))
    if creatures == 0:
        v -= OPEN_LIFE
    return v


_SORTS: dict[int, tuple[Any, tuple[int, ...]]] = {}
_OTHER, _ENERGY, _CREATURE = 0, 1, 2


def _sorts(cards: Any) -> tuple[int, ...]:
    """Per card-table index: energy, creature or other (a symmetry)."""
    return tuple(_ENERGY if c.is_energy else _CREATURE if c.is_creature else _OTHER for c in cards)


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
    sort = per_table(_SORTS, rules.cards, _sorts)   # once, for every side
    best: float | None = None             # the strongest opposing side still in the game
    for sd in range(len(life)):
        if sd != mine and life[sd] > 0:
            v = _side_value(st, sd, sort)
            if best is None or v > best:
                best = v
    if best is None:
        return 0.0
    return _side_value(st, mine, sort) - best


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

# The search bot's knobs for Exodus (simulator/bots/search.py DEFAULTS), by arena runs: a
# rollout step compares two candidate moves and rarely plays at random. Exodus has turns, so
# a rollout runs to the searching seat's next turn (at most turn_cap actions); rollout_cap
# (four steps) only counts when turn_cap=0 turns that off.
EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults={"sample": 2, "epsilon": 0.05, "rollout_cap": 4},
                        win=WIN, spending=evaluate_spending, features=_review_features)
