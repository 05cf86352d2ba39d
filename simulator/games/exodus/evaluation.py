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
        sorts = list(map(sort.__getitem__, map(kinds.__getitem__, held)))   # (counted in C)
        e = sorts.count(_ENERGY)
        c = sorts.count(_CREATURE)
        playable_e = e if e < PHASE_ENERGY else PHASE_ENERGY
        v += USE * _usable(e, len(held) - e, len(blank))
        if growing:
            v += GROW * playable_e
        if c and blank:
            best = sorted(blank, reverse=True)[:c]
            v += PROMISE * (CREATURE * len(best) + STRENGTH * sum(best))
    if creatures == 0:
        v -= OPEN_LIFE
    return v


def _usable(energy: int, main: int, blank: int) -> int:
    """How many cards in hand the next turns can use: energy up to one Energy Phase's worth,
    and Main Deck cards up to the piles they could go on (blank ones, and the new piles that
    playable energy would make)."""
    playable = energy if energy < PHASE_ENERGY else PHASE_ENERGY
    room = blank + playable
    return playable + (main if main < room else room)


def usable_cards(rules: Any, st: ExodusState, sd: int) -> int:
    """The cards in hand of side `sd` the next turns can use (the value's USE term; the
    review names it)."""
    sort = per_table(_SORTS, rules.cards, _sorts)
    n = 0
    for s in range(st.n):
        if st.team[s] == sd:
            held = st.hand[s]
            e = sum(1 for c in held if sort[st.kinds[c]] == _ENERGY)
            blank = sum(1 for pile in st.piles[s] if pile[0] < 0)
            n += _usable(e, len(held) - e, blank)
    return n


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


# The phases whose end leads to the next without anything happening (rules._QUIET_ADVANCE:
# entering Energy, Creature or Attack triggers nothing and changes no card).
_QUIET_ENDS = ("draw", "energy", "creature")


def settles_unchanged(rules: Any, st: ExodusState) -> bool:
    """Whether settling `st` surely changes nothing the value reads (Life Points, hands,
    piles, frozen cards; the game is not over), so it may be judged as it is, with no copy and
    no walk: a round of responses at a phase's start (the Draw Phase's: before the turn
    player's draw, a decision whatever they hold), or at the end of a phase whose next one
    begins quietly, with nothing played in it yet, nothing on the stack, no attack, choice or
    effect waiting, and a turn player who could play a symmetry or an Ability now. Everyone
    passing then closes the round (and enters the next phase, and its opening round closes
    too), and the turn player, still holding those plays (leaving such a phase changes nothing
    they depend on: rules.py _QUIET_ADVANCE), has more to do than end the phase: the walk
    stops there, having changed only the round, the phase and the phase's energy counts."""
    window = st.window
    if (window is None or window["new"] or st.stack or st.attack is not None or st.choice is not None
            or st.tasks or st.pending):
        return False
    why = window["why"]
    if not (why == "phase_start" or (why == "phase" and st.phase in _QUIET_ENDS)):
        return False
    if why == "phase_start" and st.phase == "draw" and not st.memo.get("drew"):
        return True                       # (then the turn player draws: always their decision)
    turn = st.turn
    if window["ask"] and window["ask"][0] == turn and st.legal is not None:
        return len(st.legal) > 1          # (the turn player is asked: its plays and a pass)
    return bool(rules.instant_plays(st, turn))


def _pending(st: ExodusState) -> bool:
    """Whether a stack, a round of responses, an attack or a choice waits (the game not over)."""
    return st.phase != "over" and (bool(st.stack) or st.window is not None or st.attack is not None
                                   or st.choice is not None)


def settle(rules: Any, st: ExodusState, in_place: bool = False) -> ExodusState:
    """Play a position forward (on a copy, or on `st` itself when `in_place`) while a stack,
    a round of responses, an attack or a choice is pending, everyone passing: the value of a
    play is what it leads to. At most LOOKAHEAD actions (a guard: walks are a few steps)."""
    if not _pending(st):
        return st
    if in_place:
        _walk(rules, st, exact=True)
        return st
    walked = st.clone()
    if _walk_through(rules, walked):
        return walked
    walked = st.clone()                   # (a long one: again, a round at a time)
    if _walk(rules, walked, exact=False):
        return walked
    walked = st.clone()                   # (a long walk: again, each round's passes counted)
    _walk(rules, walked, exact=True)
    return walked


def _walk_through(rules: Any, st: ExodusState) -> bool:
    """settle's walk with every round of responses passed through whole on the way
    (rules.pass_through, and apply_passing after a choice: nobody's plays are worked out);
    True when it ends having counted fewer than LOOKAHEAD seats and choices, else False
    (`st` is then walked part of the way).
    A round-by-round walk (_walk, exact or not) reaches the same rounds and choices and
    counts at most as much for each (a round's seats still to answer where it stops), so it
    ends where this one did; the count only says when to leave it to that walk."""
    steps = 0
    while _pending(st):
        if st.window is not None and st.choice is None:
            steps += rules.pass_through(st)
        else:
            legal = rules.legal_actions(st)
            if not legal:
                return True
            steps += 1 + rules.apply_passing(st, _auto(legal))    # (the rounds after it passed too)
        if steps >= LOOKAHEAD:
            return False
    return True


def _walk(rules: Any, st: ExodusState, exact: bool) -> bool:
    """settle's walk on `st`, a round of responses at a time (rules.pass_round: the state every
    seat passing in turn reaches, without listing or applying the passes). `exact`: each
    round counted as the passes it stands for, so the walk ends after LOOKAHEAD actions as
    one action at a time would; else counted as its seats (at least the passes, and nobody's
    plays worked out): False when that count would pass LOOKAHEAD before the walk is over
    (the caller walks again, exactly), True when it ended as the exact walk does."""
    steps = 0
    while steps < LOOKAHEAD:
        if not _pending(st):
            return True
        if st.window is not None and st.choice is None:
            if not exact:
                seats = len(st.window["ask"])
                if steps + seats > LOOKAHEAD:
                    return False
                steps += rules.pass_round(st)
                continue
            passes = rules.pass_round(st, LOOKAHEAD - steps)
            if passes:
                steps += passes
                continue
        legal = rules.legal_actions(st)
        if not legal:
            return True
        rules.apply_quiet(st, _auto(legal))    # (nobody reads a settled copy's log)
        steps += 1
    return exact or not _pending(st)


def evaluate(rules: Any, st: ExodusState, seat: int) -> float:
    """The value of `st` for `seat` once what is pending has played out; a won game is WIN."""
    if settles_unchanged(rules, st):
        return _settled_value(rules, st, seat)     # (the walk would change nothing it reads)
    return _settled_value(rules, settle(rules, st), seat)


def evaluate_spending(rules: Any, st: ExodusState, seat: int) -> float:
    """evaluate() for a state the caller discards: settled in place, without a copy."""
    if settles_unchanged(rules, st):
        return _settled_value(rules, st, seat)
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

# The search bot's knobs for Exodus (simulator/bots/search.py DEFAULTS), by arena runs. A
# rollout step compares up to six sampled legal moves one ply ahead (every move when there are
# six or fewer, as in most steps) and rarely plays at random. With energy under unfrozen
# creatures (issue 30) the former two sampled candidates left Hard barely above Normal (0.56
# over 200 games); every candidate (sample 0) gave 0.645 and six 0.698 over 200 games on the
# same deals at 0.25 s (2026-11-28; 40-game runs with c, epsilon or scale varied did no
# better), six at about 1,400 search iterations a second against 1,150 for every candidate
# (README, Bot levels). Exodus has turns, so a rollout runs to the searching seat's next turn
# (at most turn_cap actions); rollout_cap (four steps) only counts when turn_cap=0 turns that
# off. The analysis values moves with the former knobs, to which its calibration map
# (calibration.json, issue 29) was fitted.
PLAY_KNOBS = {"sample": 6, "epsilon": 0.05, "rollout_cap": 4}
ANALYSIS_KNOBS = {"sample": 2, "epsilon": 0.05, "rollout_cap": 4}
EVALUATION = Evaluation(evaluate, scale=60.0, search_defaults=PLAY_KNOBS, analysis_defaults=ANALYSIS_KNOBS,
                        win=WIN, features=_review_features)
