"""The triggers' nullified set gives the same games whether it is put off until a trigger asks
(lazynull.LazyNull, as Python runs) or worked out when the event fires (triggers.LAZY_NULL
False, as a build compiled by mypyc runs, where a set's own `in` is not reached): 001 5
Nullify, a nullified card's triggered abilities don't trigger."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from simulator.core.rng import Rng
from simulator.games.registry import get_game
from simulator.games.wonders import triggers
from simulator.games.wonders.cards import card_table
from simulator.games.wonders.lazynull import AnsweringSet, LazyNull

GAME = get_game("wonders")
RULES = GAME.rules
CARDS = card_table()
# decks with cards that nullify others (Void Requiem's nullify_cost_le statics) against decks
# whose cards trigger on arrival, with seeds of games where a nullified card arrives (each of
# them plays differently when the nullified set is taken to be empty)
GAMES = (("void-requiem/dawn-and-dusk", 5001), ("dawn-and-dusk/void-requiem", 2),
         ("symbiotic-singularity/void-requiem", 1), ("void-requiem/symbiotic-singularity", 21))


def _game(deck: str, seed: int) -> list[str]:
    """Every legal list and event of one random game, as text."""
    st = RULES.new_state(GAME.setup(seed, 2, deck))
    rng = Rng(seed)
    out = []
    while True:
        legal = RULES.legal_actions(st)
        out.append(repr(legal))
        if not legal:
            return out
        out.append(repr(RULES.apply(st, rng.choice(legal))))


def test_the_put_off_set_is_used_exactly_where_a_set_subclass_own_in_is_reached() -> None:
    compiled = not str(triggers.__file__).endswith(".py")      # the compiled build (tests/test_compiled_build.py)
    assert triggers.LAZY_NULL is (not compiled)
    assert -1 in AnsweringSet()                                  # asked from Python, its own `in` answers


# The two checks below replace names of the triggers module, which a compiled module does not
# look up again: under the compiled build they run in a Python child process instead.
COMPILED = not str(triggers.__file__).endswith(".py")
python_only = pytest.mark.skipif(COMPILED, reason="run as Python by the test after them (compiled build)")


@python_only
@pytest.mark.parametrize(("deck", "seed"), GAMES)
def test_nullified_set_worked_out_at_once_gives_the_same_games(deck: str, seed: int,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    lazy = _game(deck, seed)
    monkeypatch.setattr(triggers, "LAZY_NULL", False)
    assert _game(deck, seed) == lazy


@python_only
@pytest.mark.parametrize(("deck", "seed"), GAMES)
def test_an_empty_nullified_set_would_change_these_games(deck: str, seed: int,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The games above see a nullified card arrive: the check is not empty."""
    lazy = _game(deck, seed)
    monkeypatch.setattr(triggers, "LAZY_NULL", False)
    monkeypatch.setattr(triggers, "nullified_set", lambda st, cards: set())
    assert _game(deck, seed) != lazy


def test_lazy_null_is_empty_when_nothing_nullifies() -> None:
    st = RULES.new_state(GAME.setup(1, 2, "mutant-garden/mutant-garden"))
    assert 0 not in LazyNull(st, CARDS)


@pytest.mark.skipif(not COMPILED, reason="the checks above ran in this process (Python build)")
def test_the_checks_above_pass_as_python_beside_a_compiled_build() -> None:
    env = {**os.environ, "SIMULATOR_PURE_PYTHON": "1"}
    proc = subprocess.run([sys.executable, "-m", "pytest", "-p", "no:cacheprovider", __file__],
                          cwd=Path(__file__).resolve().parents[3], env=env, capture_output=True, text=True,
                          timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:]
    assert "passed, 1 skipped" in proc.stdout, proc.stdout[-500:]    # only this test is skipped there
