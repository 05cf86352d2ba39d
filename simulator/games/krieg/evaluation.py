"""How good a Krieg position is for one seat: the bots' evaluation.

Two sides (two players, or two teams): the value is SCALE x (P(win the game) - P(lose it)),
worked out from the round wins so far, the chance of taking the current round (from the
strength lead, who has passed, and the cards left to answer with) and, for the rounds
after it, a per-round chance from the difference in cards kept in hand. A tied round
counts for nobody, so a game can end drawn; the value knows that (taking round one for a
card is worth much more than letting it tie). A small CARD term breaks ties in favour of
keeping cards, and HAND_QUALITY per point of hand value (see _card_values) in favour of
keeping the strong ones. A won game is WIN, a lost one -WIN.

Free-for-all (three or four players scoring ranking points) keeps the simpler additive
form: round wins, the current round's chance and cards in hand.

Weights were tuned by self-play (greedy with this evaluation against greedy with the
previous additive one and against random; see issue 5's note): CARD_STRENGTH 2 (was 4)
and the match-outcome form won 67% of decided mirrored games against the old
evaluation and 92% against random. The hand-value term lifted search:nodes=1200 against
greedy from 0.725 to 0.762 over the same 200 deals (issue 14's note).

`EVALUATION.scale` tells the search bot how many evaluation points make one logistic unit
when it squashes evaluations into [0, 1] win chances.
"""
from __future__ import annotations

import math
from functools import cache
from typing import Any

from ...core.game import Evaluation
from ..common.cards import per_table
from ..common.evaluation import WIN as COMMON_WIN
from ..common.evaluation import game_over_value
from .rounds import ROUNDS, WINS_NEEDED
from .scoring import side_totals
from .zones import opponents, opposing

WIN = COMMON_WIN
SCALE = 100.0        # points for a certain win over a certain loss (two sides)
ROUND_WIN = 60.0     # free-for-all: one round won
CARD = 1.0           # a card kept for later rounds (tie-break; free-for-all: per card)
CARD_STRENGTH = 2    # what one more card from hand adds to a row, roughly
LEAD_SCALE = 6.0     # strength lead worth one logistic unit while both still play
FUTURE_SCALE = 3.0   # cards of advantage that make a later round near-certain
SQUASH_SCALE = 40.0  # evaluate.scale, for the search bot
HAND_QUALITY = 1.0   # two sides: per point of hand value over the opponents' (see _card_values)
HAND_BASELINE = 3    # the value of an ordinary card; a hand's quality is its cards' excess over it
SPY_VALUE = 5        # a spy draws two cards for one
KING_VALUE = 6       # a King doubles a row
POWER_VALUE = 3      # any other power


# What each card of a table is worth in hand over an ordinary card (the bots' view, not a
# rule): a unit its printed strength (and boosts), a spy, King or other power a flat
# figure. It lets the setup discards and the choice of which card to spend prefer keeping
# the strong ones (the card count alone scores every discard alike). Built once per card
# table (per_table).
_HAND_VALUES: dict[int, tuple[Any, tuple[int, ...]]] = {}


def _unit_value(card: Any) -> int:
    """A unit's printed strength plus what it adds to its row mates (Scout, Telescope, Tower)."""
    return card.strength + sum(int(e.get("n", 1)) * int(e.get("amount", 1))
                               for e in card.effects if e["op"] == "boost_row_mates")


def _card_values(cards: Any) -> tuple[int, ...]:
    """Per card index: its value in hand minus HAND_BASELINE."""
    return tuple((SPY_VALUE if c.type == "spy" else KING_VALUE if c.type == "king"
                  else _unit_value(c) if c.deck == "unit" else POWER_VALUE) - HAND_BASELINE
                 for c in cards)


def _picked_from_hand(st: Any, choice: dict[str, Any], seat: int, worth: tuple[int, ...]) -> int:
    """What the cards already picked from a hand in a pending choice (a discard, a set-aside)
    take from `seat`'s hand quality: they leave that hand once the choice is complete, and a
    choice is complete only at its last pick (the setup discard picks three)."""
    chooser = choice["seat"]
    held = st.hands[chooser]
    gone = sum([worth[p] for p in choice["picks"] if p in held])
    if chooser == seat:
        return -gone
    return gone if st.n == 2 else 0


def _round_chance(lead: int, i_passed: bool, they_passed: bool, my_cards: int, their_cards: int) -> float:
    """Estimated chance of taking the current round outright (a tie is not a win)."""
    if they_passed and i_passed:
        return 1.0 if lead > 0 else 0.0
    if they_passed:
        if lead > 0:
            return 1.0
        need = -lead + 1
        return 1.0 / (1.0 + math.exp((need - CARD_STRENGTH * my_cards) / 3.0))
    if i_passed:
        if lead <= 0:
            return 0.0
        return 1.0 / (1.0 + math.exp((CARD_STRENGTH * their_cards - lead) / 3.0))
    return 1.0 / (1.0 + math.exp(-lead / LEAD_SCALE))


def _future(won: int, lost: int, left: int, p: float) -> float:
    """P(win) - P(lose) with `left` rounds to play, each won with chance p (else lost)."""
    if won >= WINS_NEEDED:
        return 1.0
    if lost >= WINS_NEEDED:
        return -1.0
    if left <= 0:
        return 0.0
    return p * _future(won + 1, lost, left - 1, p) + (1.0 - p) * _future(won, lost + 1, left - 1, p)


@cache   # a pure function of four small integers, asked for at every evaluation
def _outlook(won: int, lost: int, left: int, card_diff: int) -> tuple[float, float, float]:
    """_future once the current round is won, lost or tied, each later round won with the
    chance that `card_diff` (cards in hand over the strongest opponent's) gives."""
    p_later = 0.5 + 0.5 * math.tanh(card_diff / FUTURE_SCALE)
    return (_future(won + 1, lost, left, p_later), _future(won, lost + 1, left, p_later),
            _future(won, lost, left, p_later))


def _free_for_all(rules: Any, st: Any, seat: int, opps: tuple[int, ...], lead: int) -> float:
    their_cards = max(len(st.hands[o]) for o in opps if not st.passed[o]) if not all(st.passed[o] for o in opps) else 0
    chance = _round_chance(lead, st.passed[seat], all(st.passed[o] for o in opps),
                           len(st.hands[seat]), their_cards)
    if all(st.passed[o] for o in opps) and st.passed[seat] and lead == 0:
        chance = 0.5
    score = ROUND_WIN * (st.round_wins[seat] - max(st.round_wins[o] for o in opps) + chance)
    card_diff = len(st.hands[seat]) - max(len(st.hands[o]) for o in opps)
    score += CARD * 3 * card_diff
    score += ROUND_WIN * (ROUNDS - 1 - st.round) * math.tanh(card_diff / FUTURE_SCALE)
    return score


def evaluate(rules: Any, st: Any, seat: int) -> float:
    """Higher is better for `seat`; a won game is WIN, a lost one -WIN."""
    if st.phase == "over":
        return game_over_value(st.winners, seat, WIN)
    passed, hands, wins = st.passed, st.hands, st.round_wins
    # the opponents' figures: whether all have passed, the most cards held by one still
    # playing / by any, and the most rounds one has won (the evaluation runs for every
    # searched position, so they are worked out in one pass)
    worth = per_table(_HAND_VALUES, rules.cards, _card_values)
    if st.n == 2:   # one opponent: the common table, without the loop
        opp = 1 - seat
        mine, theirs = side_totals(st, rules.cards, (seat, opp))
        lead = mine - theirs
        they_passed = passed[opp]
        most_cards = len(hands[opp])
        their_cards = 0 if they_passed else most_cards
        lost = wins[opp]
        their_quality = sum(map(worth.__getitem__, hands[opp]))
    else:
        opps = opposing(st.n, st.teams, seat) if not st.left else tuple(opponents(st, seat))
        totals = side_totals(st, rules.cards, (seat, *opps))
        lead = totals[0] - max(totals[1:])
        if not st.teams:
            return _free_for_all(rules, st, seat, opps, lead)
        they_passed = True
        their_cards = most_cards = lost = their_quality = 0
        for o in opps:
            held = len(hands[o])
            their_quality = max(their_quality, sum(map(worth.__getitem__, hands[o])))
            if not passed[o]:
                they_passed = False
                if held > their_cards:
                    their_cards = held
            if held > most_cards:
                most_cards = held
            if wins[o] > lost:
                lost = wins[o]
    my_cards = len(hands[seat])
    i_passed = passed[seat]
    tie = 1.0 if they_passed and i_passed and lead == 0 else 0.0
    p_now = _round_chance(lead, i_passed, they_passed, my_cards, their_cards)
    card_diff = my_cards - most_cards
    won_now, lost_now, tied_now = _outlook(wins[seat], lost, ROUNDS - st.round - 1, card_diff)
    value = p_now * won_now + (1.0 - p_now - tie) * lost_now + tie * tied_now
    quality = sum(map(worth.__getitem__, hands[seat])) - their_quality
    choice = st.choice
    if choice is not None and choice["picks"] and choice["by"] == "card":
        quality += _picked_from_hand(st, choice, seat, worth)
    return SCALE * value + CARD * card_diff + HAND_QUALITY * quality


from .review import features as _review_features  # noqa: E402 (review.py reads this module)

# The search bot's knobs for Krieg (simulator/bots/search.py DEFAULTS): untried moves are
# expanded at random; best-first expansion with priors measured no better here (59-25-16
# against 66-19-15 versus greedy over 100 mirrored games at 0.25 s).
EVALUATION = Evaluation(evaluate, scale=SQUASH_SCALE, search_defaults={"prior": 0.0}, win=WIN, features=_review_features)
