"""The engine's shortcuts for speed (issue 30 item 4) answer exactly what the long way does:
a target word taken to name only what piles hold has nothing while no pile is in play, the
two things instant_actions looks up first follow the cards in the game, every Decision
names the deciding seat and the phase or round, and instant_actions' quick listing of a hand's
symmetries is what the plain calls (costs, requirements, valid_targets) allow."""
from __future__ import annotations

from typing import Any

from simulator.core.actions import Action
from simulator.core.decision import Decision
from simulator.core.rng import Rng
from simulator.games.exodus import legality, scans, turns
from simulator.games.exodus.context import Ctx, player
from simulator.games.exodus.targets import PILE_WORDS, candidates, valid_targets
from simulator.games.registry import get_game

from .helpers import RULES, Table

GAME = get_game("exodus")
MODES: list[tuple[int, dict[str, Any]]] = [(2, {}), (3, {}), (4, {"teams": True})]


def _plain_instant_plays(ctx: Ctx, seat: int) -> list[Action]:
    """The hand's symmetries the plain way: each cost, requirement and target asked in full."""
    out: list[Action] = []
    for c, card, cost, cond, spec in scans.hand_scan(ctx.st, ctx.cards, seat).symmetries:
        if not legality.can_pay(ctx, seat, cost, True) or not legality.condition_met(ctx, seat, cond):
            continue
        if spec:
            out += [Action("play", seat, c, t) for t in valid_targets(ctx, seat, spec, c)]
        else:
            out.append(Action("play", seat, c))
    return out


def test_a_pile_word_names_nothing_while_no_pile_is_in_play() -> None:
    t = Table(phase="creature")
    for card_id in ("emberscale_whelp", "energy", "cataclysm"):
        t.card(0, card_id, "hand")
        t.card(1, card_id, "grave")
    t.card(1, "chains", "syms")
    ctx = Ctx(t.st, RULES.cards, quiet=True)
    assert not any(t.st.piles)
    for word in sorted(PILE_WORDS):
        for seat in (0, 1):
            assert candidates(ctx, seat, word, -1) == [], word


def test_a_pile_word_names_something_once_a_creature_is_in_play() -> None:
    t = Table(phase="creature")
    t.pile(0, 2, "emberscale_whelp")
    t.pile(1, 1)
    ctx = Ctx(t.st, RULES.cards, quiet=True)
    assert candidates(ctx, 1, "creature", -1) and candidates(ctx, 1, "energy", -1)


def test_instant_flags_follow_a_kind_added_to_the_game() -> None:
    t = Table(phase="creature")
    assert scans.instant_flags(t.st, RULES.cards) == (False, frozenset())
    t.card(0, "hazardous_brigantine", "grave")     # a kind with an Ability activated from the graveyard
    assert scans.instant_flags(t.st, RULES.cards)[0] is True


def test_every_decision_names_the_deciding_seat_and_the_phase_or_round() -> None:
    rules = GAME.rules
    for seats, options in MODES:
        st = rules.new_state(GAME.setup(31, seats, **options))
        rng = Rng(seats)
        legal = rules.legal_actions(st)
        while legal:
            d = rules.decision(st)
            if st.choice is None and d is not None:
                seat = legality.deciding_seat(st)
                assert d.seat == seat
                if st.window is None:
                    assert d == Decision(seat, "turn", f"{player(seat)}: {turns.PHASE_NAMES[st.phase]}")
                else:
                    assert d.kind == "respond" and d.prompt.startswith(f"{player(seat)}: play a symmetry")
            rules.apply(st, rng.choice(legal))
            legal = rules.legal_actions(st)


def test_instant_plays_are_what_the_plain_calls_allow_through_whole_games() -> None:
    rules = GAME.rules
    offered = 0
    for seats, options in MODES:
        for game in range(2):
            st = rules.new_state(GAME.setup(60 + game, seats, GAME.deck_names[game % len(GAME.deck_names)],
                                            **options))
            rng = Rng(game)
            legal = rules.legal_actions(st)
            while legal:
                ctx = Ctx(st, RULES.cards, quiet=True)
                if not scans.instant_flags(st, RULES.cards)[0]:     # (no activated Ability in the game)
                    for seat in range(seats):
                        plays = legality.instant_actions(ctx, seat)
                        assert plays == _plain_instant_plays(ctx, seat)
                        offered += bool(plays)
                rules.apply(st, rng.choice(legal))
                legal = rules.legal_actions(st)
    assert offered > 100                  # (many positions with plays, not only empty hands)


def test_the_rings_are_the_seats_in_turn_order() -> None:
    t = Table(seats=4, mode="ffa", phase="energy", turn=2)
    t.st.order = [2, 3, 0, 1]
    assert turns.seats_in_turn_order(t.st) == [2, 3, 0, 1]
    assert turns.seats_in_turn_order(t.st, 2) == [3, 0, 1]
    t.st.turn = 0
    assert turns.seats_in_turn_order(t.st) == [0, 1, 2, 3]
    t.st.life[1] = 0
    assert turns.seats_in_turn_order(t.st, 0) == [2, 3]


def test_a_seat_outside_the_table_never_shares_a_kept_row_with_a_real_seat() -> None:
    # (a state read from a file may name any seat: card * 4 + seat would give seat 4 of card 0
    # the row of seat 0 of card 1, whose actions name another seat)
    real = legality._row("play", 0, 1)
    real[None] = Action("play", 0, 1)
    assert legality._row("play", 4, 0) is not real
    assert legality._row("play", -7_777_777, 1_944_445) == {}
