"""The search bot: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Every iteration deals a fresh determinization of the hidden cards from the bot's
observation (`rules.determinize`), walks one shared tree whose edges are Actions (so the
same move under different deals is one edge), and picks among the actions legal in that
deal by availability-count UCB: an edge's exploration term uses how often it was
*available*, not how often its parent was visited (Cowling, Powley & Whitehouse 2012).

A new edge is expanded best first: the untried actions of a node are scored once by the
game's evaluation one ply ahead, and that score also counts as `prior` visits of the edge's
value (so a handful of noisy rollouts cannot bury a clearly good move).

Below the tree an epsilon-greedy rollout (a one-ply evaluation over a few sampled legal
actions, or a random action with probability epsilon) runs to the end of the opponent's
next turn. A game with turns says whose turn it is (`Capabilities.turn_seat`): the rollout stops
when the searching seat's turn begins again after another seat's turn (at most `turn_cap`
actions). A game without turns (Krieg's alternating plays) stops when the decision comes
back to the searching seat after another seat has decided (at most `rollout_cap` actions).
Either way the game's end stops it too. The position is then scored for every seat that
moved on the path by the game's evaluation squashed to [0, 1] with a logistic of scale
the game's `Evaluation.scale` (a win is 1, a loss 0).

Two shortcuts that change no choice: a one-ply step keeps the position its best candidate
reached rather than playing that move again (when the evaluation leaves what it judges
unchanged), and the bot plays on its copies with the game's `quiet_apply` when it has one
(no game-log events for positions nobody reads).

Budgets per decision: `seconds` of wall time and `nodes` iterations (each iteration adds
at most one node to the tree); the first one reached stops the search. A `stop` callable
lets a worker process interrupt a search early (the best action so far is returned).

The bot is game-generic: it only uses the Rules interface and the evaluation it is given.
Spec strings for `make_bot`: "search" (1 s), "search:0.5" (0.5 s), "search:nodes=400"
(a node budget and no clock: deterministic for a fixed RNG), "search:2,nodes=5000,c=0.8".
"""
from __future__ import annotations

import math
import time
from typing import Any, Callable, Mapping

from ..core.actions import Action
from ..core.game import Game, Rules
from ..core.observation import Observation
from ..core.rng import Rng
from .base import Bot
from .greedy import GreedyBot, one_ply_totals

DEFAULT_SCALE = 100.0   # evaluation units per logistic unit (a game's Evaluation.scale beats it)

# The tuning knobs and their defaults. A game's Evaluation carries its own defaults
# (`search_defaults`); options given to the bot beat both.
#   c: UCB exploration; epsilon: the rollout's chance of a random move; sample: candidate
#   moves the rollout's one-ply step compares (0: every legal move; 1: one random move,
#   so a plain random rollout that never clones); rollout_cap: actions a rollout plays at most
#   when the game has no turns; turn_cap: the same when it has (rules.turn_seat); prior:
#   how many visits an edge's one-ply evaluation counts for (0: expand at random);
#   scale: evaluation units per logistic unit (default: the game's Evaluation.scale).
#   reuse: consecutive iterations that share one determinization (dealing costs several clones).
#   through: in a game with turns, more changes of turn a rollout plays through after the
#   searching seat's turn comes back (1: to the end of that turn, so the position judged has
#   had the seat's own next turn as well as the others'); still at most turn_cap actions.
#   decided: when the best root move's value is within this of 0 or 1 (the game looks decided),
#   play the root move with the best one-ply evaluation instead of the most visited (0: off).
#   turns: in a game with turns, a rollout also stops once this many other seats' turns have
#   ended (0: only when the searching seat's turn comes back). At a table of four the seat's
#   own turn comes back after three others; 1 judges the position after the next opponent's
#   turn, as at a table of two (where 1 changes nothing).
#   trust: when the most visited root move is not the one-ply best (the greedy bot's choice,
#   judged over its deals), play it only if its mean reward beats the one-ply best's by
#   this many standard errors; else keep the one-ply best (0: off): for searches too short
#   to tell close moves apart.
#   others: 1: the other seats' decisions in the tree are the rollout's policy (their moves
#   still edges, so the searching seat's next decisions are told apart by them), not chosen by
#   UCB for their own reward; 0: every seat searched alike.
DEFAULTS: dict[str, float] = {"c": 0.7, "epsilon": 0.1, "sample": 4, "rollout_cap": 8, "turn_cap": 40,
                              "prior": 2.0, "scale": 0.0, "reuse": 1, "through": 0, "others": 0,
                              "decided": 0.0, "turns": 0, "trust": 0.0}
INT_OPTIONS = ("sample", "rollout_cap", "turn_cap", "reuse", "through", "others", "turns")


class Node:
    """One tree node, reached by one Action; its edge statistics live here too.

    total is the summed reward of the seat that chose the edge into this node; priors holds
    the one-ply evaluation (in [0, 1]) of each edge out of it that has been tried.
    """

    __slots__ = ("children", "visits", "avail", "total", "squares", "priors")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 1
        self.total = 0.0
        self.squares = 0.0      # the summed squares of those rewards (their spread)
        self.priors: dict[Action, float] = {}


def _unset(rules: Any, state: Any, seat: int) -> float:
    raise RuntimeError("the search bot judges positions only inside search()")


def _unset_apply(state: Any, action: Action) -> None:
    raise RuntimeError("the search bot plays moves only inside search()")


def squash(score: float, scale: float) -> float:
    """An evaluation mapped to [0, 1]: a logistic of score / scale (wins and losses saturate)."""
    x = score / scale
    if x > 40.0:
        return 1.0
    if x < -40.0:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


class SearchBot(Bot):
    """Information-set MCTS with a time and a node budget per decision."""

    name = "search"

    def __init__(self, rng: Rng, seconds: float | None = 1.0, nodes: int | None = None,
                 stop: Callable[[], bool] | None = None, judging: bool = False, **options: float) -> None:
        super().__init__(rng)
        if seconds is None and nodes is None:
            raise ValueError("a search needs a time budget, a node budget, or both")
        unknown = set(options) - set(DEFAULTS)
        if unknown:
            raise ValueError(f"unknown search option '{sorted(unknown)[0]}'")
        self.seconds = seconds
        self.nodes = nodes
        self.stop = stop
        self.options = options          # given explicitly: they beat the game's own defaults
        self.judging = judging          # valuing moves for the analysis: the game's analysis knobs
        self._use({})
        self._turn_seat: Callable[[Any], int] | None = None
        self.last_win_chance: float | None = None
        self.last_stats: dict[str, Any] = {}
        self._deadline: float | None = None
        self._spend: Callable[[Any, Any, int], float] = _unset   # search() sets it
        self._keeps = False                                      # and these
        self._apply: Callable[[Any, Action], object] = _unset_apply

    # -- construction from a spec string ------------------------------------------
    @classmethod
    def from_spec(cls, rng: Rng, spec: str) -> "SearchBot":
        """Build from the text after "search:": "0.5", "nodes=400", "1,nodes=5000,c=0.8"."""
        kwargs: dict[str, Any] = {}
        for part in (p.strip() for p in spec.split(",")):
            if not part:
                continue
            key, eq, value = part.partition("=")
            if not eq:
                key, value = "seconds", part
            key = key.strip()
            try:
                if key in ("seconds", "s", "t"):
                    kwargs["seconds"] = None if value in ("none", "inf") else float(value)
                elif key in ("nodes", "n"):
                    kwargs["nodes"] = int(value)
                elif key in DEFAULTS or key in ("eps", "cap"):
                    key = {"eps": "epsilon", "cap": "rollout_cap"}.get(key, key)
                    kwargs[key] = int(value) if key in INT_OPTIONS else float(value)
                else:
                    raise ValueError(f"unknown search option '{key}'")
            except ValueError as exc:
                raise ValueError(f"bad search spec '{spec}': {exc}") from None
        if "nodes" in kwargs and "seconds" not in kwargs:
            kwargs["seconds"] = None
        if kwargs.get("seconds") is not None and kwargs["seconds"] <= 0:
            raise ValueError(f"bad search spec '{spec}': seconds must be positive")
        return cls(rng, **kwargs)

    # -- the Bot interface ----------------------------------------------------------
    def choose(self, game: Game, observation: Observation | None, seat: int, legal: list[Action]) -> Action:
        """The most visited root action after the search."""
        if len(legal) == 1:
            self.last_win_chance = None
            self.last_stats = {"iterations": 0, "nodes": 0, "seconds": 0.0}
            return legal[0]
        if observation is None:
            raise ValueError("the search bot needs its seat's observation")
        return self.search(game, observation, seat, legal)[0]

    def search(self, game: Game, observation: Observation, seat: int, legal: list[Action],
               deal: Callable[[Rng], Any] | None = None) -> tuple[Action, float]:
        """Run the search; return (best action, its estimated win chance in [0, 1]).

        `deal` replaces the determinizer (analysis with every card revealed deals the true
        position every time)."""
        start = time.perf_counter()
        deadline = None if self.seconds is None else start + self.seconds
        self._deadline = deadline
        limit = self.nodes
        stop = self.stop
        rules, evaluate = game.rules, game.evaluation
        self._spend = evaluate.spend     # for the copies made only to be judged
        self._keeps = evaluate.spending is None   # ... and which stay as they were
        self._apply = game.capabilities.quiet_apply or rules.apply   # nobody reads a copy's log
        self._use(evaluate.judging_defaults() if self.judging else evaluate.search_defaults)
        scale = self.scale or evaluate.scale or DEFAULT_SCALE
        self._turn_seat = game.capabilities.turn_seat if self.turn_cap else None
        root = Node()
        make = game.capabilities.determinizer
        if deal is None:
            deal = (make(observation, seat) if make is not None
                    else lambda rng: rules.determinize(observation, seat, rng))
        greedy = self._one_ply_best(game, deal, seat, legal) if self.trust else None
        iterations = nodes = 0
        reuse = self.reuse
        spare: Any = None
        while True:
            if limit is not None and iterations >= limit:
                break
            if deadline is not None and iterations and time.perf_counter() >= deadline:
                break
            if stop is not None and iterations and (iterations & 7) == 0 and stop():
                break
            if reuse <= 1:
                state = deal(self.rng)
            elif iterations % reuse == 0:
                state = deal(self.rng)
                spare = rules.clone(state)
            elif iterations % reuse == reuse - 1:
                state, spare = spare, None
            else:
                state = rules.clone(spare)
            nodes += self._iterate(rules, state, seat, legal, evaluate, scale, root)
            iterations += 1
        best, chance = self._best(root, legal)
        if greedy is not None and greedy != best and self._trusted(root, best, greedy) == greedy:
            best, kept = greedy, root.children[greedy]
            chance = kept.total / kept.visits
        self.last_win_chance = chance
        self.last_stats = {"iterations": iterations, "nodes": nodes,
                           "seconds": time.perf_counter() - start}
        return best, chance

    # -- internals --------------------------------------------------------------------
    def _use(self, game_defaults: Mapping[str, float]) -> None:
        """Set the tuning knobs: explicit options, else the game's defaults, else DEFAULTS."""
        merged = {**DEFAULTS, **game_defaults, **self.options}
        self.c = float(merged["c"])
        self.epsilon = float(merged["epsilon"])
        self.sample = int(merged["sample"])
        self.rollout_cap = int(merged["rollout_cap"])
        self.turn_cap = int(merged["turn_cap"])
        self.prior = float(merged["prior"])
        self.scale = float(merged["scale"]) or None
        self.reuse = max(1, int(merged["reuse"]))
        self.through = max(0, int(merged["through"]))
        self.others = int(merged["others"])
        self.decided = float(merged["decided"])
        self.turns = max(0, int(merged["turns"]))
        self.trust = float(merged["trust"])

    def _best(self, root: Node, legal: list[Action]) -> tuple[Action, float]:
        best, key = legal[0], (-1, -1.0)
        for a in legal:
            ch = root.children.get(a)
            if ch is None or not ch.visits:
                continue
            k = (ch.visits, ch.total / ch.visits)
            if k > key:
                best, key = a, k
        chance = key[1] if key[0] > 0 else 0.5
        decided = self.decided
        if decided and (chance >= 1.0 - decided or chance <= decided) and root.priors:
            # the game looks decided: every move's value is near 0 or 1 and visits say little,
            # so the move the evaluation likes best one ply ahead is played (it still presses on
            # to a win, or fights on)
            best = max((a for a in legal if a in root.priors), key=root.priors.__getitem__)
        return best, chance

    def _one_ply_best(self, game: Game, deal: Callable[[Rng], Any], seat: int, legal: list[Action]) -> Action:
        """The greedy bot's choice: the move with the best summed evaluation over its deals."""
        totals = one_ply_totals(game, lambda: deal(self.rng), GreedyBot.samples, legal, seat, self._apply)
        return legal[max(range(len(legal)), key=totals.__getitem__)]

    def _trusted(self, root: Node, best: Action, greedy: Action) -> Action:
        """`best`, or the one-ply best move `greedy` when the search's preference for `best`
        is within `trust` standard errors of the two moves' mean rewards."""
        b, g = root.children.get(best), root.children.get(greedy)
        if b is None or g is None or b.visits < 2 or g.visits < 2:
            return best
        mb, mg = b.total / b.visits, g.total / g.visits
        spread = (max(b.squares / b.visits - mb * mb, 1e-6) / b.visits
                  + max(g.squares / g.visits - mg * mg, 1e-6) / g.visits)
        return best if mb - mg >= self.trust * math.sqrt(spread) else greedy

    def _iterate(self, rules: Rules, state: Any, seat: int, legal: list[Action],
                 evaluate: Callable[[Any, Any, int], float], scale: float, root: Node) -> int:
        """One select-expand-rollout-backpropagate pass from a determinization (consumed);
        return nodes added."""
        turn_seat = self._turn_seat
        current = turn_seat(state) if turn_seat is not None else seat
        seen_other = current != seat
        ended = 0                         # other seats' turns that ended on the way
        node = root
        path: list[tuple[Node, int]] = []
        added = 0
        acts = legal
        last = seat
        while True:
            dec = rules.decision(state)
            if dec is None:
                break
            mover = dec.seat
            if node is not root:
                acts = rules.legal_actions(state)
            children = node.children
            if self.others and mover != seat:
                # another seat plays the rollout's policy (its move still an edge of the tree)
                a, state = self._policy(rules, state, mover, acts)
                child = children.get(a)
                if child is None:
                    child = children[a] = Node()
                    added = 1
            else:
                a, child, added = self._select(rules, state, mover, acts, node, scale)
                self._apply(state, a)
            path.append((child, mover))
            last = mover
            if turn_seat is not None:
                now = turn_seat(state)
                if now != current:
                    ended += current != seat
                    current = now
                if now != seat:
                    seen_other = True
            if added:
                break
            node = child
        if turn_seat is not None:
            state = self._rollout_turns(rules, state, seat, seen_other, ended, turn_seat)
        else:
            state = self._rollout(rules, state, seat, last)
        rewards: dict[int, float] = {}
        for ch, mover in path:
            r = rewards.get(mover)
            if r is None:
                r = rewards[mover] = squash(evaluate(rules, state, mover), scale)
            ch.visits += 1
            ch.total += r
            ch.squares += r * r
        return added

    def _select(self, rules: Rules, state: Any, mover: int, acts: list[Action], node: Node,
                scale: float) -> tuple[Action, Node, int]:
        """The edge out of `node` an iteration takes: an untried move (best one-ply first when
        priors are on) as a new node, else the best by availability-count UCB; (move, its
        node, 1 when the node is new else 0)."""
        rng, k0, c = self.rng, self.prior, self.c
        sqrt, log = math.sqrt, math.log
        children = node.children
        added = 0
        untried = []
        kids = []   # the tried edges' nodes, in the order of acts
        for a in acts:
            ch = children.get(a)
            if ch is None:
                untried.append(a)
            else:
                ch.avail += 1
                kids.append(ch)
        if untried:
            if k0:
                a = self._most_promising(rules, state, mover, untried, node.priors, scale)
            else:
                a = untried[rng.below(len(untried))] if len(untried) > 1 else untried[0]
            child = children[a] = Node()
            added = 1
        else:
            priors = node.priors
            a, best_v, child = acts[0], -1.0, kids[0]
            for b, ch in zip(acts, kids):
                n = ch.visits + k0
                mean = (ch.total + k0 * priors.get(b, 0.5)) / n if k0 else ch.total / n
                v = mean + c * sqrt(log(ch.avail) / n)
                if v > best_v:
                    a, best_v, child = b, v, ch
        return a, child, added

    def _most_promising(self, rules: Rules, state: Any, mover: int, untried: list[Action],
                        priors: dict[Action, float], scale: float) -> Action:
        """The untried action with the best one-ply evaluation (computed once per edge)."""
        best, best_v = untried[0], -1.0
        for a in untried:
            v = priors.get(a)
            if v is None:
                s = rules.clone(state)
                self._apply(s, a)
                v = priors[a] = squash(self._spend(rules, s, mover), scale)
            if v > best_v:
                best, best_v = a, v
        return best

    def _rollout(self, rules: Rules, state: Any, seat: int, last: int) -> Any:
        """Epsilon-greedy play until the searching seat is to decide after another seat did;
        return the position reached (`state` is consumed: it may or may not be that object)."""
        others_moved = last != seat
        for _ in range(self.rollout_cap):
            dec = rules.decision(state)
            if dec is None or self._late():
                break
            mover = dec.seat
            if mover == seat and others_moved:
                break
            if mover != seat:
                others_moved = True
            state = self._step(rules, state, mover)
        return state

    def _rollout_turns(self, rules: Rules, state: Any, seat: int, seen_other: bool, ended: int,
                       turn_seat: Callable[[Any], int]) -> Any:
        """Epsilon-greedy play until the searching seat's next turn begins after another's
        turn, or until `turns` other seats' turns have ended (`ended` of them already did on
        the tree's path), and `through` more changes of turn after that; return the position
        reached (`state` is consumed, as in _rollout)."""
        extra = self.through
        limit = self.turns
        back = False                      # the point to judge (or to play `through` from) is reached
        current = turn_seat(state)
        for _ in range(self.turn_cap):
            dec = rules.decision(state)
            if dec is None or self._late():
                break
            now = turn_seat(state)
            if back:
                if now != current:
                    extra -= 1
                    if not extra:
                        break
            else:
                if now != current and current != seat:
                    ended += 1
                if now != seat:
                    seen_other = True
                if (now == seat and seen_other) or (limit and ended >= limit):
                    if not extra:
                        break
                    back = True
            current = now
            state = self._step(rules, state, dec.seat)
        return state

    def _late(self) -> bool:
        """Past the decision's time budget: a rollout stops where it is and is judged there,
        so one long rollout does not make the decision late (node budgets never stop early)."""
        return self._deadline is not None and time.perf_counter() >= self._deadline

    def _policy(self, rules: Rules, state: Any, mover: int, acts: list[Action]) -> tuple[Action, Any]:
        """The rollout's move among `acts`, played: (the move, the position after it; `state`
        is consumed)."""
        if len(acts) == 1:
            a = acts[0]
        elif self.rng.random() < self.epsilon:
            a = acts[self.rng.below(len(acts))]
        else:
            a, after = self._greedy(rules, state, mover, acts)
            if after is not None:
                return a, after
        self._apply(state, a)
        return a, state

    def _step(self, rules: Rules, state: Any, mover: int) -> Any:
        """One rollout move (random with probability epsilon, else the sampled one-ply best),
        played; return the position after it (`state` is consumed)."""
        return self._policy(rules, state, mover, rules.legal_actions(state))[1]

    def _greedy(self, rules: Rules, state: Any, mover: int, acts: list[Action]) -> tuple[Action, Any]:
        """The best one-ply action among `sample` random candidates (all when few), and the
        position after it when the evaluation leaves the positions it judges as they are
        (else None: the caller plays the action itself).

        Such positions are the moves already played: the best one's is handed back rather
        than played again, and the last candidate is played on `state` itself rather than a
        copy (so `state` is consumed whenever a position is handed back)."""
        rng = self.rng
        n = len(acts)
        sampled = bool(self.sample) and n > self.sample
        if sampled:
            cands = [acts[rng.below(n)] for _ in range(self.sample)]
            if len(cands) == 1:   # sample=1: one random candidate, nothing to compare
                return cands[0], None
        else:
            cands = acts          # (legal actions are distinct)
        keep = self._keeps
        clone, play, judge = rules.clone, self._apply, self._spend   # (the rollout's hot loop)
        last = len(cands) - 1 if keep else -1
        best, best_v, best_s = cands[0], -math.inf, None
        for i, a in enumerate(cands):
            if sampled and i and a in cands[:i]:
                continue          # (drawn twice: the same move from the same position, judged the same)
            s = state if i == last else clone(state)
            play(s, a)
            v = judge(rules, s, mover)
            if v > best_v:
                best, best_v, best_s = a, v, s
        return best, (best_s if keep else None)
