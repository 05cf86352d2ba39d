"""The puzzle check: is the goal forced within the limit, and not reached whatever is played?

An exhaustive AND-OR search over the true state (the checker sees every card; the deck
order is fixed by the state's RNG, so nothing is left to chance): at the puzzle seat's
decisions some answer must work, at every other seat's decisions every answer must (the
opponents defend as well as they can, so a line that works against them works against any
bot). A decision with one legal answer is played without counting as a move.

A puzzle is refused when no line reaches the goal against that defence ("cannot be
reached"), or when every line of the seat's does ("reached by any move": nothing to
find). The search is bounded by a node budget; a search that runs out decides nothing,
and a puzzle it cannot decide is refused too, so a shipped puzzle is always proved.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .actions import Action
from .events import Event
from .game import GameLookup, Rules
from .match import Match
from .puzzles import Puzzle, PuzzleError, outcome

QUICK_BUDGET = 60_000        # positions searched per question by default
THOROUGH_BUDGET = 1_000_000


class OutOfBudget(Exception):
    """The search visited more positions than it was allowed."""


@dataclass
class Verdict:
    """What the check found: `solvable` (a forced line exists), `trivial` (every line
    works), each None when the budget ran out first; a winning `line` of the seat's
    first moves; positions visited; and `problem`, one line, when the puzzle is refused."""

    solvable: bool | None
    trivial: bool | None
    line: list[Action] = field(default_factory=list)
    nodes: int = 0
    problem: str | None = None

    @property
    def ok(self) -> bool:
        """True when the puzzle is accepted."""
        return self.problem is None


class _Search:
    """One AND-OR search of a puzzle from its position."""

    def __init__(self, puzzle: Puzzle, rules: Rules, budget: int, every_line: bool) -> None:
        self.puzzle, self.rules, self.budget = puzzle, rules, budget
        self.every_line = every_line          # True: the seat's answers must all work too
        self.nodes = 0
        self.line: list[Action] = []

    def run(self, state: Any) -> bool:
        """Whether the goal is forced from `state` (the puzzle's position)."""
        return self._node(state, (), 0, self.line)

    def _node(self, state: Any, events: tuple[Event, ...] | list[Event], moves: int, line: list[Action]) -> bool:
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        p, rules = self.puzzle, self.rules
        status = outcome(p.goal, p.seat, p.limit, rules, state, events, moves)
        if status.over:
            return status.state == "solved"
        legal = rules.legal_actions(state)
        decision = rules.decision(state)
        assert decision is not None
        mine = decision.seat == p.seat
        counted = moves + (1 if mine and len(legal) > 1 else 0)
        need_all = not mine or self.every_line
        for action in legal:
            child = rules.clone(state)
            sub: list[Action] = []
            got = self._node(child, rules.apply(child, action), counted, sub)
            if got and not need_all:
                line[:] = [action, *sub]
                return True
            if not got and need_all:
                return False
            if not line:                  # the line shown: the first answer's, where all must work
                line[:] = [action, *sub]
        return need_all


def check_puzzle(puzzle: Puzzle, games: GameLookup, budget: int = QUICK_BUDGET, match: Match | None = None) -> Verdict:
    """Check a puzzle: built like a save (unless `match`, its position already built, is
    given), then searched (module docstring). Never raises for a bad puzzle: the
    Verdict's `problem` says why it is refused."""
    if match is None:
        try:
            match = puzzle.build(games)
        except PuzzleError as exc:
            return Verdict(None, None, problem=str(exc))
    rules = match.rules
    state = match.state
    solver = _Search(puzzle, rules, budget, every_line=False)
    try:
        solvable: bool | None = solver.run(rules.clone(state))
    except OutOfBudget:
        solvable = None
    nodes = solver.nodes
    moves = f"{puzzle.limit} move{'s' if puzzle.limit != 1 else ''}"
    if solvable is None:
        return Verdict(None, None, nodes=nodes, problem=f"the check could not decide within {budget:,} positions "
                       f"whether the goal can be reached in {moves} (try a smaller limit)")
    if not solvable:
        return Verdict(False, None, nodes=nodes, problem=f"the goal ({puzzle.goal.text()}) cannot be reached in "
                       f"{moves} against the best defence")
    every = _Search(puzzle, rules, budget, every_line=True)
    try:
        trivial: bool | None = every.run(rules.clone(state))
    except OutOfBudget:
        trivial = None
    nodes += every.nodes
    if trivial is None:
        return Verdict(True, None, solver.line, nodes, problem=f"the check could not decide within {budget:,} "
                       "positions whether any move at all reaches the goal (try a smaller limit)")
    if trivial:
        return Verdict(True, True, solver.line, nodes, problem=f"the goal ({puzzle.goal.text()}) is reached "
                       "whatever is played: nothing to solve")
    return Verdict(True, False, solver.line, nodes)


def play_puzzle(puzzle: Puzzle, games: GameLookup, choose: Callable[[Any, int, list[Action]], Action],
                max_actions: int = 2_000) -> tuple[bool, int]:
    """Play a puzzle from its position, `choose(match, seat, legal)` deciding for every seat
    (the scoring of a bot); (solved, the seat's moves). PuzzleError if it cannot be built."""
    from .puzzles import Status

    match = puzzle.build(games)
    rules = match.rules
    status = outcome(puzzle.goal, puzzle.seat, puzzle.limit, rules, match.state, (), 0)
    moves = 0
    for _ in range(max_actions):
        if status.over:
            break
        legal = match.legal_actions()
        decision = match.decision()
        assert decision is not None
        action = choose(match, decision.seat, list(legal))
        if decision.seat == puzzle.seat and len(legal) > 1:
            moves += 1
        events = match.apply(action)
        status = outcome(puzzle.goal, puzzle.seat, puzzle.limit, rules, match.state, events, moves)
    else:
        status = Status("failed", moves, "too long")
    return status.state == "solved", moves


def working_first_moves(puzzle: Puzzle, match: Match, budget: int = QUICK_BUDGET) -> tuple[int, int] | None:
    """(how many of the seat's first answers still force the goal, how many answers there
    are), from the puzzle's position `match`; None when the budget runs out. The finder
    keeps puzzles where few answers work."""
    rules = match.rules
    legal = list(match.legal_actions())
    working = 0
    for action in legal:
        child = rules.clone(match.state)
        events = rules.apply(child, action)
        search = _Search(puzzle, rules, budget, every_line=False)
        try:
            working += search._node(child, events, 1 if len(legal) > 1 else 0, [])
        except OutOfBudget:
            return None
    return working, len(legal)


def winning_answer(puzzle: Puzzle, rules: Rules, state: Any, moves: int,
                   budget: int = QUICK_BUDGET) -> Action | None:
    """An answer of the seat deciding at `state` (after `moves` of its moves) that still
    forces the goal; None when none does (or the budget runs out). For tests and hints."""
    legal = rules.legal_actions(state)
    counted = moves + (1 if len(legal) > 1 else 0)
    for action in legal:
        child = rules.clone(state)
        events = rules.apply(child, action)
        try:
            if _Search(puzzle, rules, budget, every_line=False)._node(child, events, counted, []):
                return action
        except OutOfBudget:
            return None
    return None
