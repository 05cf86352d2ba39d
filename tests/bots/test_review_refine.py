"""Marks that do not depend on the seed (issue 29 item 2): the re-search of a close call values
the same contenders whatever the seed, spends its rounds on the moves that can still be the
better one, does not trust a few rounds that happen to agree, and gives a loss it cannot get
clear of a cut the class below that cut. Small fake valuers stand in for the searches."""
from __future__ import annotations

from simulator.bots.analysis_marks import INACCURACY, mark_for
from simulator.bots.analysis_refine import (
    MAX_ROUNDS,
    MIN_ROUNDS,
    Judged,
    Valuer,
    contenders,
    refine,
)
from simulator.core.actions import Action
from simulator.core.rng import Rng

PLAYED = Action("play", 0, card=0)


def _move(card: int) -> Action:
    return Action("play", 0, card=card)


def _first(values: dict[Action, float]) -> Judged:
    return Judged({a: [v] for a, v in values.items()}, PLAYED)


def _fake(chances: dict[Action, float], spread: float) -> Valuer:
    """A move's chance plus a share of luck common to the round's moves (the same stream) and
    a share of its own, each uniform with the given spread."""
    def value(action: Action, rng: Rng) -> float:
        common = rng.random() - 0.5
        own = Rng(rng.next_u64() + 7919 * (action.card or 0)).random() - 0.5
        return chances[action] + spread * (common + own)
    return value


def test_every_move_the_first_look_puts_near_its_best_is_a_contender_beyond_the_top_three() -> None:
    """One seed's first look may rank the best move fourth; a move close to the top is kept
    whatever its place, one clearly behind is not."""
    a, b, c, d, e = (_move(i) for i in range(1, 6))
    first = _first({PLAYED: 0.30, a: 0.40, b: 0.39, c: 0.385, d: 0.375, e: 0.36})
    assert contenders(first) == [a, b, c, d]


def test_the_top_three_are_contenders_however_far_behind_they_are() -> None:
    a, b, c = _move(1), _move(2), _move(3)
    assert contenders(_first({PLAYED: 0.5, a: 0.45, b: 0.30, c: 0.10})) == [a, b, c]


def test_a_move_valued_exactly_as_another_is_the_same_move_and_counts_once() -> None:
    """Two copies of a card (or a copy of the move made) searched on one stream give the same
    value to the last digit: they take one contender's place, not two."""
    a, twin, other, played_twin = _move(1), _move(2), _move(3), _move(4)
    first = _first({PLAYED: 0.325, a: 0.393, twin: 0.393, other: 0.352, played_twin: 0.325})
    assert contenders(first) == [a, other]


def test_a_contender_far_behind_the_best_is_no_longer_valued() -> None:
    """After MIN_ROUNDS a move 0.10 behind the best cannot be the better move: its rounds go to
    the moves that can, while a loss on the cut keeps the re-search going."""
    good, bad = _move(1), _move(2)
    value = _fake({PLAYED: 0.40, good: 0.45, bad: 0.30}, 0.02)
    judged = refine(value, _first({PLAYED: 0.40, good: 0.46, bad: 0.44}), [], Rng(1))
    assert len(judged.values[bad]) == MIN_ROUNDS
    assert judged.rounds == len(judged.values[good]) > MIN_ROUNDS


def test_three_rounds_that_happen_to_agree_do_not_settle_a_loss_near_a_cut() -> None:
    """Three rounds of 0.07 with no spread at all: the spread usually seen still counts, so the
    re-search goes on; 0.15 is clear of both cuts by three standard errors of that spread,
    asked for more clearly after three rounds than at the last."""
    better = _move(1)
    near = Judged({PLAYED: [0.40] * 3, better: [0.47] * 3}, PLAYED)
    assert not near.settled()
    clear = Judged({PLAYED: [0.40] * 3, better: [0.55] * 3}, PLAYED)
    assert clear.settled()


def test_an_early_stop_asks_for_a_wider_margin_than_a_late_one() -> None:
    """A run that starts high must not stop at its first lucky look: 0.075 (0.025 clear of both
    cuts, three standard errors of the usual spread after three rounds being 0.021) does not
    settle after three rounds, and does once enough rounds shrink its noise."""
    better = _move(1)
    early = Judged({PLAYED: [0.40] * 3, better: [0.475] * 3}, PLAYED)
    assert 0.020 < early.noise < 0.025 and not early.settled()
    later = Judged({PLAYED: [0.40] * 12, better: [0.475] * 12}, PLAYED)
    assert later.settled()


def test_the_noise_is_three_standard_errors_of_the_loss() -> None:
    better = _move(1)
    diffs = [0.02, 0.08, 0.05, 0.03, 0.07, 0.04, 0.06, 0.05, 0.05, 0.05, 0.02, 0.08]
    judged = Judged({PLAYED: [0.4] * 12, better: [0.4 + d for d in diffs]}, PLAYED)
    mean = sum(diffs) / 12
    sd = (sum((d - mean) ** 2 for d in diffs) / 11) ** 0.5
    pooled = ((4 * 0.015 ** 2 + 11 * sd ** 2) / 15) ** 0.5
    assert abs(judged.noise - 3 * pooled / 12 ** 0.5) < 1e-12


def test_a_loss_the_re_search_cannot_get_clear_of_a_cut_takes_the_class_below_it_whatever_the_seed() -> None:
    """A move that loses 0.053 (or 0.103) every time: the rounds run out before the loss is
    three standard errors clear of the cut, and every seed gives the class below the cut."""
    better = _move(1)
    for loss, below in ((0.053, ""), (0.103, INACCURACY)):
        value = _fake({PLAYED: 0.40, better: 0.40 + loss}, 0.02)
        first = _first({PLAYED: 0.40, better: 0.40 + loss})
        for seed in range(1, 6):
            judged = refine(value, first, [], Rng(seed))
            assert judged.rounds == MAX_ROUNDS and not judged.settled()
            assert mark_for(judged.loss, judged.noise) == below, (loss, seed, judged.loss, judged.noise)
