"""The search bot: legal answers, budgets, determinism, interruption, spec strings."""
from __future__ import annotations

import dataclasses

import copy

import pytest

from simulator.bots import UnknownBot, make_bot, split_specs
from simulator.bots.search import SearchBot, squash
from simulator.core.match import hash_state
from simulator.core.rng import Rng
from simulator.games.registry import get_game

from .conftest import positions


def test_search_returns_a_legal_action_within_its_node_budget(game):
    spec, points = positions(game)
    rules = spec.rules
    for _, state, seat, legal in points:
        bot = SearchBot(Rng(3), seconds=None, nodes=40)
        action = bot.choose(spec, rules.observation(state, seat), seat, legal)
        assert action in legal
        assert bot.last_stats["iterations"] == 40
        assert bot.last_stats["nodes"] <= 40
        assert 0.0 <= bot.last_win_chance <= 1.0


def test_search_respects_its_time_budget(game):
    spec, points = positions(game, seeds=(3,), limit=2)
    rules = spec.rules
    for _, state, seat, legal in points:
        bot = SearchBot(Rng(1), seconds=0.05)
        bot.choose(spec, rules.observation(state, seat), seat, legal)
        # generous: one iteration may overrun the deadline; speed itself is for `tabletop bench`
        assert bot.last_stats["seconds"] < 0.5
        assert bot.last_stats["iterations"] >= 1


def test_search_is_deterministic_for_a_fixed_rng_and_node_budget(game):
    spec, points = positions(game, seeds=(4,), limit=3)
    rules = spec.rules
    for _, state, seat, legal in points:
        obs = rules.observation(state, seat)
        picks = {SearchBot(Rng(9), seconds=None, nodes=30).choose(spec, obs, seat, legal)
                 for _ in range(2)}
        assert len(picks) == 1


def test_the_rollouts_shortcuts_change_no_choice(game):
    """issue 14: a rollout keeps the position its best candidate reached instead of playing
    that move again, and plays on its copies without writing their log (quiet_apply); the
    search must choose, estimate and grow its tree exactly as it does without either."""
    spec, points = positions(game, seeds=(1, 2), every=3, limit=5)
    ev = spec.evaluation
    plain = dataclasses.replace(   # the long way: every move played, every log written
        spec, capabilities=dataclasses.replace(spec.capabilities, quiet_apply=None),
        evaluation=dataclasses.replace(ev, spending=ev.spending or ev.function))
    rules = spec.rules
    for _, state, seat, legal in points:
        obs = rules.observation(state, seat)
        fast, slow = SearchBot(Rng(5), seconds=None, nodes=60), SearchBot(Rng(5), seconds=None, nodes=60)
        assert fast.search(spec, obs, seat, legal) == slow.search(plain, obs, seat, legal)
        assert fast.last_stats["nodes"] == slow.last_stats["nodes"]
        assert fast.rng.state == slow.rng.state


def test_search_leaves_the_observation_and_the_true_state_untouched(game):
    spec, points = positions(game, seeds=(1, 5), every=3, limit=8)
    rules = spec.rules
    for _, state, seat, legal in points:
        obs = rules.observation(state, seat)
        before_obs, before_state = copy.deepcopy(obs), hash_state(rules, state)
        SearchBot(Rng(2), seconds=None, nodes=25).choose(spec, obs, seat, legal)
        assert obs == before_obs
        assert hash_state(rules, state) == before_state


def test_a_single_legal_action_is_returned_without_searching(game):
    spec, points = positions(game, seeds=(1,), limit=1)
    _, state, seat, legal = points[0]
    bot = SearchBot(Rng(0), seconds=5.0)
    assert bot.choose(spec, spec.rules.observation(state, seat), seat, legal[:1]) == legal[0]
    assert bot.last_stats["iterations"] == 0


def test_a_stop_callable_interrupts_the_search(game):
    spec, points = positions(game, seeds=(2,), limit=1)
    _, state, seat, legal = points[0]
    calls = []
    bot = SearchBot(Rng(0), seconds=30.0, stop=lambda: calls.append(1) or len(calls) > 2)
    action = bot.choose(spec, spec.rules.observation(state, seat), seat, legal)
    assert action in legal
    assert bot.last_stats["iterations"] <= 32


def test_spec_strings_set_the_budgets():
    bot = make_bot("search", Rng(0))
    assert isinstance(bot, SearchBot) and bot.seconds == 1.0 and bot.nodes is None
    assert make_bot("search:0.5", Rng(0)).seconds == 0.5
    nb = make_bot("search:nodes=400", Rng(0))
    assert nb.seconds is None and nb.nodes == 400
    assert split_specs("search:2,nodes=50,c=0.9,greedy,search:0.5") == ["search:2,nodes=50,c=0.9", "greedy",
                                                                          "search:0.5"]
    both = make_bot("search:2,nodes=5000,c=0.9,eps=0.2", Rng(0))
    assert (both.seconds, both.nodes, both.c, both.epsilon) == (2.0, 5000, 0.9, 0.2)
    for bad in ("search:fast", "search:q=1", "search:-1", "greedy:1", "searchy"):
        with pytest.raises(UnknownBot):
            make_bot(bad, Rng(0))
    with pytest.raises(ValueError):
        SearchBot(Rng(0), seconds=None, nodes=None)


def test_squash_maps_evaluations_to_win_chances():
    assert squash(0.0, 60.0) == 0.5
    assert squash(1e6, 60.0) == 1.0 and squash(-1e6, 60.0) == 0.0
    assert 0.5 < squash(30.0, 60.0) < squash(90.0, 60.0) < 1.0


def test_options_given_to_the_bot_beat_the_games_search_defaults():
    spec, points = positions("eternal", seeds=(1,), limit=1)
    _, state, seat, legal = points[0]
    plain = SearchBot(Rng(0), seconds=None, nodes=2)
    plain.choose(spec, spec.rules.observation(state, seat), seat, legal)
    assert plain.sample == spec.evaluation.search_defaults["sample"]
    told = make_bot("search:nodes=2,sample=5,prior=0", Rng(0))
    told.choose(spec, spec.rules.observation(state, seat), seat, legal)
    assert (told.sample, told.prior) == (5, 0.0)
    with pytest.raises(ValueError):
        SearchBot(Rng(0), nodes=3, speed=2)


def _first_judged(spec, state, seat, legal, turn_cap, **knobs):
    """(turn number, whose turn) where a one-iteration search judges its first rollout's end,
    the rollout playing one random move a step and nothing else judged."""
    turn_seat = spec.capabilities.turn_seat
    judged: list[tuple[int, int]] = []

    def recording(rules, st, who):
        judged.append((st.turn_no, turn_seat(st)))
        return 0.0

    ev = dataclasses.replace(spec.evaluation, function=recording, spending=None,
                             search_defaults={"sample": 1, "prior": 0.0, "epsilon": 0.0, "turn_cap": turn_cap})
    probe = dataclasses.replace(spec, evaluation=ev)
    SearchBot(Rng(9), seconds=None, nodes=1, **knobs).search(probe, spec.rules.observation(state, seat), seat, legal)
    return judged[0]


def test_a_rollout_plays_through_more_turns_when_told():
    """`through`: the rollout runs that many more changes of turn after the searching seat's
    turn comes back (1: to the end of its next turn) before the position is judged."""
    spec, points = positions("exodus", seeds=(2,), every=3, limit=8)
    turn_seat = spec.capabilities.turn_seat
    _, state, seat, legal = next(p for p in points if turn_seat(p[1]) == p[2])   # in its own turn
    ends = {through: _first_judged(spec, state, seat, legal, 400, through=through) for through in (0, 1, 2)}
    now = state.turn_no
    assert ends[0] == (now + 2, seat)           # the searching seat's next turn begins
    assert ends[1][0] == now + 3 and ends[1][1] != seat   # ... and has ended
    assert ends[2] == (now + 4, seat)


def test_a_rollout_at_a_table_of_four_stops_after_as_many_other_turns_as_told():
    """`turns`: at a table of four the searching seat's turn comes back after three other
    turns; with turns=1 the rollout is judged once the next seat's turn has ended (as at a
    table of two, where the next turn is the searching seat's again), with 2 after two."""
    spec = get_game("exodus")
    rules = spec.rules
    turn_seat = spec.capabilities.turn_seat
    state = rules.new_state(spec.setup(4, 4, first_seat=0))
    rng = Rng(4)
    while not (turn_seat(state) == rules.decision(state).seat and len(rules.legal_actions(state)) > 1):
        rules.apply(state, rng.choice(rules.legal_actions(state)))
    seat, legal = rules.decision(state).seat, rules.legal_actions(state)
    ends = {turns: _first_judged(spec, state, seat, legal, 4000, turns=turns) for turns in (0, 1, 2, 3)}
    now = state.turn_no
    assert ends[0] == ends[3] == (now + 4, seat)   # the seat's own next turn begins
    assert ends[1][0] == now + 2 and ends[1][1] != seat
    assert ends[2][0] == now + 3 and ends[2][1] != seat


def test_trust_keeps_the_one_ply_best_unless_the_search_beats_it_by_that_many_standard_errors():
    """`trust`: the most visited move is played over the greedy bot's choice only when its mean
    reward is higher by `trust` standard errors of the two means."""
    from simulator.bots.search import Node
    bot = SearchBot(Rng(0), seconds=None, nodes=1, trust=2.0)
    root, a, b = Node(), "searched", "greedy"

    def edge(rewards):
        n = Node()
        n.visits, n.total, n.squares = len(rewards), sum(rewards), sum(r * r for r in rewards)
        return n
    root.children[a] = edge([0.9, 0.1] * 50)          # mean 0.5, spread 0.4
    root.children[b] = edge([0.8, 0.0] * 50)          # mean 0.4: 0.1 apart, 1.77 standard errors
    assert bot._trusted(root, a, b) == b
    bot.trust = 1.5
    assert bot._trusted(root, a, b) == a
    root.children[b] = edge([0.8])                    # too few visits to compare: the search's move
    assert bot._trusted(root, a, b) == a


def test_with_trust_the_bot_plays_the_one_ply_best_when_the_search_is_unsure(monkeypatch):
    spec, points = positions("exodus", seeds=(2,), every=3, limit=8)
    greedy, overruled = [], []
    real_best, real_trusted = SearchBot._one_ply_best, SearchBot._trusted

    def one_ply_best(self, *args):
        greedy.append(real_best(self, *args))
        return greedy[-1]

    def trusted(self, root, best, one_ply):
        kept = real_trusted(self, root, best, one_ply)
        if min(root.children[best].visits, root.children[one_ply].visits) >= 2:
            overruled.append(kept)
        return kept
    monkeypatch.setattr(SearchBot, "_one_ply_best", one_ply_best)
    monkeypatch.setattr(SearchBot, "_trusted", trusted)
    for _, state, seat, legal in points:
        n = len(overruled)
        move = SearchBot(Rng(3), seconds=None, nodes=60, trust=1e9).choose(   # never sure enough
            spec, spec.rules.observation(state, seat), seat, legal)
        if len(overruled) > n:
            assert move == greedy[-1]
    assert len(greedy) == len(points) and overruled   # (some positions had the search and the one ply differ)
    SearchBot(Rng(3), seconds=None, nodes=40).choose(spec, spec.rules.observation(points[0][1], points[0][2]),
                                                     points[0][2], points[0][3])
    assert len(greedy) == len(points)                 # without trust the one-ply best is not computed


def test_other_seats_play_the_rollout_policy_in_the_tree_when_told():
    """`others=1`: another seat's decision in the tree is the rollout's policy (here the
    one-ply best, the deal fixed), so it has one edge; by default every seat is searched."""
    spec, points = positions("krieg", seeds=(1,), every=2, limit=3)
    rules = spec.rules
    _, state, seat, legal = points[1]          # (the other seat decides right after)

    class Keeping(SearchBot):
        def _best(self, root, legal):
            self.root = root
            return super()._best(root, legal)

    def widest_other(others: int) -> int:
        bot = Keeping(Rng(2), seconds=None, nodes=300, others=others, epsilon=0.0, sample=0)
        bot.search(spec, rules.observation(state, seat), seat, legal, deal=lambda rng: rules.clone(state))
        widest, todo = 0, [(bot.root, rules.clone(state))]
        while todo:
            node, st = todo.pop()
            dec = rules.decision(st)
            if dec is None:
                continue
            if dec.seat != seat:
                widest = max(widest, len(node.children))
            for a, child in node.children.items():
                nxt = rules.clone(st)
                rules.apply(nxt, a)
                todo.append((child, nxt))
        return widest

    assert widest_other(1) == 1
    assert widest_other(0) > 1


def test_a_game_that_looks_decided_plays_the_best_one_ply_move():
    """`decided`: when the best move's value is within it of 0 or 1, every move looks alike
    to the search, and the move with the best one-ply evaluation is played."""
    spec, points = positions("krieg", seeds=(1,), every=2, limit=3)
    rules = spec.rules
    _, state, seat, legal = points[0]

    class Keeping(SearchBot):
        def _best(self, root, legal):
            self.root = root
            return super()._best(root, legal)

    always = Keeping(Rng(1), seconds=None, nodes=80, decided=0.5, prior=2.0)   # (0.5: any value)
    move = always.choose(spec, rules.observation(state, seat), seat, legal)
    priors = always.root.priors
    assert priors[move] == max(priors.values())
    never = Keeping(Rng(1), seconds=None, nodes=80, prior=2.0)
    move = never.choose(spec, rules.observation(state, seat), seat, legal)
    assert never.root.children[move].visits == max(ch.visits for ch in never.root.children.values())


def test_the_analysis_values_moves_with_the_games_analysis_knobs():
    """A search valuing moves for the analysis (its calibration map was fitted to the values
    those knobs give) uses Evaluation.analysis_defaults; the bot's play uses search_defaults."""
    from simulator.bots.analysis_search import move_value, search_root
    spec, points = positions("eternal", seeds=(1,), limit=1)
    _, state, seat, legal = points[0]
    obs = spec.rules.observation(state, seat)
    judged = dataclasses.replace(spec, evaluation=dataclasses.replace(
        spec.evaluation, search_defaults={"sample": 3}, analysis_defaults={"sample": 5, "c": 0.3}))
    player = SearchBot(Rng(0), seconds=None, nodes=2)
    player.choose(judged, obs, seat, legal)
    judge = SearchBot(Rng(0), seconds=None, nodes=2, judging=True)
    judge.search(judged, obs, seat, legal)
    assert player.sample == 3 and (judge.sample, judge.c) == (5, 0.3)
    same = dataclasses.replace(spec, evaluation=dataclasses.replace(
        spec.evaluation, search_defaults={"sample": 3}, analysis_defaults=None))
    judge.search(same, obs, seat, legal)
    assert judge.sample == 3                 # (none given: the play knobs)
    # the analysis's searches value with the analysis knobs: equal to a judging bot's values
    a = search_root(judged, obs, seat, legal, Rng(4), nodes=30, seconds=None)[1]
    b = SearchBot(Rng(4), seconds=None, nodes=30, judging=True).search(judged, obs, seat, legal)[1]
    assert a == b
    assert move_value(judged, obs, seat, legal[0], Rng(5), nodes=20, seconds=None) == \
        SearchBot(Rng(5), seconds=None, nodes=20, judging=True).search(judged, obs, seat, [legal[0]])[1]


def test_untried_moves_are_expanded_best_first():
    """With priors on, the first edges expanded are the moves the evaluation likes best."""
    spec, points = positions("eternal", seeds=(2,), every=2, limit=12)
    rules = spec.rules
    for _, state, seat, legal in points:
        if len(legal) < 3:
            continue
        bot = SearchBot(Rng(1), seconds=None, nodes=1, prior=2.0)
        root = {}
        original = bot._best
        bot._best = lambda node, acts: root.setdefault("node", node) and original(node, acts)
        bot.search(spec, rules.observation(state, seat), seat, legal)
        node = root["node"]
        (expanded,) = node.children
        assert node.priors[expanded] == max(node.priors.values())
        return
    pytest.fail("no position with three or more legal moves")


class _TurnCounter:
    """Wraps Eternal's rules to record the turn numbers a rollout reaches."""

    def __init__(self, rules):
        self.rules = rules
        self.seen = []

    def __getattr__(self, name):
        return getattr(self.rules, name)

    def apply(self, state, action):
        events = self.rules.apply(state, action)
        self.seen.append((state.turn, state.turn_no, self.rules.decision(state)))
        return events


def test_rollouts_run_to_the_start_of_the_searchers_next_turn():
    """issue 5: rollouts are cut off at the end of the opponent's next turn (Eternal: when
    the searching seat's turn begins again, whoever held priority in between)."""
    spec, points = positions("eternal", seeds=(3,), every=1, limit=400)
    rules = spec.rules
    for _, state, seat, legal in points:
        if state.phase != "main1" or state.turn != seat or len(legal) < 2:
            continue
        wrapped = _TurnCounter(rules)
        bot = SearchBot(Rng(4), seconds=None, nodes=1, turn_cap=400)
        counted = dataclasses.replace(   # every move through the counter: no quiet apply beside it
            spec, rules=wrapped, capabilities=dataclasses.replace(spec.capabilities, quiet_apply=None))
        bot.search(counted, rules.observation(state, seat), seat, legal)
        turns = [t for t, _, dec in wrapped.seen]
        if wrapped.seen[-1][2] is None:
            continue   # the game ended inside the rollout
        assert 1 - seat in turns, "the opponent's turn was played"
        assert turns[-1] == seat and wrapped.seen[-1][1] == state.turn_no + 2
        return
    pytest.fail("no main-phase position of the searcher's own turn")
