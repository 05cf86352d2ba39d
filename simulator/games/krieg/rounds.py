"""Krieg's turn and round structure: whose turn, round end scoring, cleanup, next round.

Source: 002_551703699b856b1d.txt (Gameplay, Passing, Scoring The Round, Winning,
Final Details, Additional Players).
"""
from __future__ import annotations

from .effects import Ctx, player
from .scoring import side_totals
from .zones import is_fortified, to_grave, unit_to_grave, unit_to_hand

ROUNDS = 3          # "A game of Krieg Eterna is divided into three separate rounds"
WINS_NEEDED = 2     # "The first player to win two rounds wins the game"


def free_for_all(ctx: Ctx) -> bool:
    """Three or more players without teams score by ranking points (002 Additional Players)."""
    return ctx.st.n > 2 and not ctx.st.teams


def end_turn(ctx: Ctx) -> None:
    """The current turn is over: pass play on, or end the round (all passed, or Void)."""
    st = ctx.st
    seat = st.turn
    if st.void[seat] == 2:
        ctx.log("void", f"Void: the round ends after {player(seat)}'s turn", seat)
        end_round(ctx)
        return
    if st.void[seat] == 1:
        st.void = st.void.copy()   # a new list: clone() shares void
        st.void[seat] = 2
    for i in range(1, st.n + 1):
        nxt = (seat + i) % st.n
        if not st.passed[nxt]:
            st.turn = nxt
            return
    end_round(ctx)


def _team_of(ctx: Ctx, seat: int) -> list[int]:
    st = ctx.st
    return [s for s in range(st.n) if s % 2 == seat % 2] if st.teams else [seat]


def end_round(ctx: Ctx) -> None:
    """Score the field, award the round, clear the field and schedule the next round."""
    st = ctx.st
    totals = side_totals(st, ctx.cards, range(st.n))
    record: dict = {"round": st.round + 1, "totals": totals, "winners": []}
    # new lists for points, round_wins and results: clone() shares them
    if free_for_all(ctx) and st.left:   # ranked among the players still in the game (concede.py)
        active = [s for s in range(st.n) if s not in st.left]
        st.points = [p + (sum(1 for o in active if totals[o] < totals[s]) if s in active else 0)
                     for s, p in enumerate(st.points)]
        best = max(totals[s] for s in active)
        tops = [s for s in active if totals[s] == best]
        record["points"] = st.points[:]
        if len(tops) == 1:
            record["winners"] = tops
            st.round_wins = [w + (s == tops[0]) for s, w in enumerate(st.round_wins)]
    elif free_for_all(ctx):
        st.points = [p + sum(1 for t in totals if t < totals[s]) for s, p in enumerate(st.points)]
        best = max(totals)
        tops = [s for s in range(st.n) if totals[s] == best]
        record["points"] = st.points[:]
        if len(tops) == 1:
            record["winners"] = tops
            st.round_wins = st.round_wins.copy()
            st.round_wins[tops[0]] += 1
    elif not st.teams:   # two players: each side is one seat (the branch below, simplified)
        best = max(totals)
        tops = [s for s in range(st.n) if totals[s] == best]
        if len(tops) == 1:
            record["winners"] = tops
            st.round_wins = [w + (s == tops[0]) for s, w in enumerate(st.round_wins)]
    else:
        sides = [0, 1]
        by_side = {s: sum(totals[m] for m in _team_of(ctx, s)) for s in sides}
        best = max(by_side.values())
        tops = [s for s in sides if by_side[s] == best]
        if len(tops) == 1:
            members = _team_of(ctx, tops[0])
            record["winners"] = members
            st.round_wins = [w + (s in members) for s, w in enumerate(st.round_wins)]
    st.results = [*st.results, record]
    if record["winners"]:
        lead = max(record["winners"], key=lambda s: (totals[s], -s))
        st.first = lead
        if not ctx.quiet:
            names = " and ".join(player(s) for s in record["winners"])
            ctx.log("round_won", f"Round {st.round + 1}: {names} win{'s' if len(record['winners']) == 1 else ''} "
                    f"({' - '.join(map(str, totals))})", lead)
    elif not ctx.quiet:
        ctx.log("round_drawn", f"Round {st.round + 1} is tied ({' - '.join(map(str, totals))}); nobody wins it")
    _clear_field(ctx)
    st.round += 1
    if _game_over(ctx):
        return
    st.tasks.extend((s, -1, {"op": "_draw", "n": n}) for s, n in st.end_draws)
    st.end_draws = []   # a new list: clone() shares end_draws
    st.resume = "start_round"


def _clear_field(ctx: Ctx) -> None:
    """Round-end cleanup: spies return to hand, Fortress hosts stay, the rest go to the graveyards."""
    st, cards = ctx.st, ctx.cards
    for seat in range(st.n):
        for units in st.rows[seat]:
            if not units:
                continue
            if ((not st.attached or st.attached.keys().isdisjoint(units)) and not st.revealed
                    and all(cards[u].deck == "unit" for u in units)):
                # the common row, unit cards without attachments: unit_to_grave for each, at once
                if st.boosts:
                    for u in units:
                        st.boosts.pop(u, None)
                st.graves[0] += units
                units.clear()
                continue
            for u in units[:]:
                if u in st.attached and is_fortified(st, cards, u):
                    atts = st.attached.get(u, [])
                    for a in [a for a in atts if (cards[a].attach or {}).get("fortify")]:
                        atts.remove(a)
                        to_grave(st, cards, a)
                    if not atts:
                        st.attached.pop(u, None)
                elif cards[u].type == "spy":
                    unit_to_hand(st, cards, u, seat, attachments_to_grave=False)
                else:
                    unit_to_grave(st, cards, u)
        if st.kings[seat] >= 0:
            to_grave(st, cards, st.kings[seat])
            st.kings = st.kings.copy()   # clone() shares it: a new list
            st.kings[seat] = -1
    kept = []
    for c, effect, row, waiting in st.weather:
        if waiting:
            kept.append((c, effect, row, 0))
        else:
            to_grave(st, cards, c)
    st.weather = kept
    st.king_halves = []   # clone() shares it: a new list
    burdens = []
    for c, owner, stage in st.burdens:
        if stage == 0:
            burdens.append((c, owner, 1))
        else:
            to_grave(st, cards, c)
    st.burdens = burdens


def finish(ctx: Ctx, winners: list[int], summary: str) -> None:
    """End the game: these winners (none: a draw), this one-sentence summary."""
    st = ctx.st
    st.phase = "over"
    st.winners = winners
    st.summary = summary
    st.tasks.clear()
    st.choice = None
    st.resume = ""
    ctx.log("game_over", summary)


def _game_over(ctx: Ctx) -> bool:
    """Decide the game after a round if it is decided; True when it ended."""
    st = ctx.st
    left = ROUNDS - st.round
    if free_for_all(ctx):
        if left == 0:
            _finish_by_points(ctx)
            return True
        return False
    winners = [s for s in range(st.n) if st.round_wins[s] >= WINS_NEEDED]
    if winners:
        verb = "wins" if len(winners) == 1 else "win"
        finish(ctx, winners, f"{' and '.join(player(s) for s in winners)} {verb} the game")
        return True
    if all(w + left < WINS_NEEDED for w in st.round_wins):
        finish(ctx, [], "Draw: nobody can win two rounds")
        return True
    return False


def _finish_by_points(ctx: Ctx) -> None:
    """A free-for-all's end: the most ranking points among the players still in it wins."""
    st = ctx.st
    active = [s for s in range(st.n) if s not in st.left]
    best = max(st.points[s] for s in active)
    tops = [s for s in active if st.points[s] == best]
    gone = ""
    if st.left:
        names = " and ".join(player(s) for s in sorted(st.left))
        gone = f" ({names} conceded)"
    if len(tops) == 1:
        finish(ctx, tops, f"{player(tops[0])} wins with {best} ranking points{gone}")
    else:
        finish(ctx, [], f"Draw: {' and '.join(player(s) for s in tops)} tie on {best} ranking points{gone}")


def start_round(ctx: Ctx) -> None:
    """Return set-aside cards to the field and open the round (002 Final Details)."""
    st, cards = ctx.st, ctx.cards
    for seat in range(st.n):
        for u, row in st.aside[seat]:
            st.rows[seat][row].append(u)
        if st.aside[seat]:
            st.aside = [*st.aside[:seat], [], *st.aside[seat + 1:]]   # clone() shares it: a new list
        for u in st.hand_aside[seat]:
            st.rows[seat][cards[u].rows[0]].append(u)
        if st.kings_aside[seat] >= 0 and st.kings[seat] < 0:
            st.kings = st.kings.copy()   # clone() shares it: a new list
            st.kings[seat] = st.kings_aside[seat]
            st.kings_aside = st.kings_aside.copy()   # a new list: clone() shares kings_aside
            st.kings_aside[seat] = -1
    if any(st.hand_aside):
        st.hand_aside = [[] for _ in range(st.n)]   # new lists: clone() shares hand_aside
    st.passed = [s in st.left for s in range(st.n)] if st.left else [False] * st.n   # concede.py
    st.void = [0] * st.n
    st.last_played = [-1] * st.n
    st.turn = st.first
    st.phase = "play"
    if not ctx.quiet:
        ctx.log("round_start", f"Round {st.round + 1} begins; {player(st.first)} goes first", st.first)
    if not any(st.hands):
        # 002 Winning: "If no player has won two rounds and no player can play any cards,
        # the game is a draw."
        if free_for_all(ctx):
            _finish_by_points(ctx)
        else:
            finish(ctx, [], "Draw: no player can play any cards")
