"""Conceding a Krieg game: who may, and what it does (002 is silent; this is our reading).

002_551703699b856b1d.txt says nothing about conceding, so the simulator decides, as
Eternal does (Capabilities.concede; Action("concede", seat) is applied by Match.apply
through the rules, never listed in legal_actions, and bots never concede):

- Two players: the other player wins the game at once ("Player 1 wins: Player 2 concedes").
- A team game (2 v 2): the conceding player's team loses at once; a team game is one side
  against the other, so one player giving up gives up for the side.
- A free-for-all of three or four: the conceding player leaves and the game goes on
  without them. Everything of theirs leaves play for the graveyards, face up, as at a
  round's end: their units (spies played on their side too: there is no hand to return
  them to) with their attachments, their King, their set-aside cards, their Burdens, and
  their hand, discarded. They take no further turns, draw no more cards, are no one's
  opponent (no spy or effect reaches their empty side) and score no more ranking points;
  the points they have stay on the record but cannot win. The rounds go on among the
  others by the free-for-all rule of 002 Additional Players -- each round ranked among
  the players still in it, all three rounds played, the most points wins -- because that
  is the one rule 002 gives for a free-for-all, and a ranking "within each round" can only
  rank the players who are in that round. The game ends early only when one player
  remains: that player wins ("Player 1 wins: Player 2 and Player 3 concede").
  A free-for-all concession waits while another player is in the middle of resolving a
  card (their choice is pending, outside the setup discards), because that choice may
  name cards that would leave with the conceding player.

A concession once the game is over, or by a seat that has already left, is refused.
"""
from __future__ import annotations

from .effects import Ctx, player
from .rounds import finish, free_for_all
from .state import KriegState
from .zones import to_grave, unit_to_grave



def active_seats(st: KriegState) -> list[int]:
    """The seats still in the game (all of them unless someone conceded a free-for-all)."""
    return [s for s in range(st.n) if s not in st.left]


def concede_allowed(st: KriegState, seat: int) -> bool:
    """Whether `seat` may concede now (see the module docstring)."""
    if st.phase == "over" or not 0 <= seat < st.n or seat in st.left:
        return False
    if st.n == 2 or st.teams:
        return True
    ch = st.choice
    return st.phase == "setup" or ch is None or ch["seat"] == seat


def conceders(seats: tuple[int, ...] | list[int]) -> str:
    """"Player 2 concedes" / "Player 2 and Player 3 concede"."""
    return f"{' and '.join(player(s) for s in seats)} concede{'s' if len(seats) == 1 else ''}"


def concede(ctx: Ctx, seat: int) -> None:
    """`seat` concedes: the game ends for two players or teams, else `seat` leaves a
    free-for-all that goes on among the others (module docstring)."""
    st = ctx.st
    if not free_for_all(ctx):
        side = [s for s in range(st.n) if s % 2 == seat % 2] if st.teams else [seat]
        winners = [s for s in range(st.n) if s not in side]
        verb = "wins" if len(winners) == 1 else "win"
        finish(ctx, winners, f"{' and '.join(player(s) for s in winners)} {verb}: {player(seat)} concedes")
        return
    st.left = (*st.left, seat)
    _clear_seat(ctx, seat)
    ctx.log("conceded", f"{player(seat)} concedes and leaves the game", seat)
    active = active_seats(st)
    if len(active) == 1:
        finish(ctx, active, f"{player(active[0])} wins: {conceders(sorted(st.left))}")
        return
    if st.first == seat:   # the next round opens with a seat still in the game
        st.first = next(s for s in ((seat + i) % st.n for i in range(1, st.n)) if s not in st.left)
    if st.phase == "play" and st.turn == seat and not st.resume:
        st.resume = "end_turn"   # their turn is over: play passes on (rounds.end_turn)


def _clear_seat(ctx: Ctx, seat: int) -> None:
    """Everything of `seat`'s to the graveyards; their turns, draws and choices gone."""
    st, cards = ctx.st, ctx.cards
    for units in st.rows[seat]:
        for u in units[:]:
            unit_to_grave(st, cards, u)
    for u, _row in st.aside[seat]:
        for a in st.attached.pop(u, []):
            st.boosts.pop(a, None)
            to_grave(st, cards, a)
        st.boosts.pop(u, None)
        to_grave(st, cards, u)
    # clone() shares these lists (state.SHARED): each change assigns a new one
    st.aside = [[] if s == seat else a for s, a in enumerate(st.aside)]
    for u in st.hand_aside[seat]:
        to_grave(st, cards, u)
    st.hand_aside = [[] if s == seat else a for s, a in enumerate(st.hand_aside)]
    for kings in ("kings", "kings_aside"):
        held = getattr(st, kings)
        if held[seat] >= 0:
            to_grave(st, cards, held[seat])
            setattr(st, kings, [-1 if s == seat else k for s, k in enumerate(held)])
    for c, owner, _stage in st.burdens:
        if owner == seat:
            to_grave(st, cards, c)
    st.burdens = [b for b in st.burdens if b[1] != seat]
    for c in st.hands[seat]:
        to_grave(st, cards, c)
    st.hands[seat] = []
    st.end_draws = [e for e in st.end_draws if e[0] != seat]
    st.tasks = [t for t in st.tasks if t[0] != seat]
    if st.choice is not None and st.choice["seat"] == seat:
        st.choice = None
    st.passed[seat] = True
    st.void = [0 if s == seat else v for s, v in enumerate(st.void)]
