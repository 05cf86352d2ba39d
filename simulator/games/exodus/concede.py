"""Conceding an Exodus game: who may, and what it does (004 is silent; this is our reading).

004_b4262328bed7ba97.txt says nothing about conceding, so the simulator decides, as Eternal
and Krieg do (Capabilities.concede; Action("concede", seat) is applied by Match.apply
through the rules, never listed in legal_actions, and bots never concede):

- 1v1: the other player wins at once ("Player 1 wins: Player 2 concedes").
- 2v2: the conceding player's team loses at once ("Team B wins: Player 1 concedes").
  Teammates share 10 Life Points and one field (004 Multiplayer, Team Battles), so one
  player cannot leave while the other plays on: the shared Life Points and field are the
  team's, and giving them up gives up for both.
- Free-for-all of 3-4: the conceding player leaves the game and it goes on among the rest.
  004 does not say what becomes of a defeated free-for-all player's cards; the engine
  already decided that for a player out of Life Points (turns.leave_game: their cards in
  play go to the graveyards, their cards on the stack too), and a conceding player leaves
  the same way -- their creatures with every energy beneath them and their blank piles,
  symmetries and Afterthoughts in play, their cards on the stack, to their graveyard; the
  Abilities those cards trigger as they go leave with them. Their Life Points become 0,
  so every rule that asks who is still in the game (turn order, who may answer, "each
  opponent", attack targets) passes them by, exactly as for a defeated player. Their hand
  and decks stay where they are, out of the game with them. On their own turn the turn
  passes to the next player still in. The game ends when one player remains, who wins
  ("Player 1 wins: Player 3 concedes").
  A free-for-all concession is taken when nothing waits on another player's choice (the
  game is asking for a turn action or an answer, or the conceding player is choosing);
  a choice the conceding player was making is dropped with what they were resolving.
  While another player is choosing, the concession waits (that choice may name cards
  that would leave with the conceding player).

A concession once the game is over, or by a player already out, is refused.
"""
from __future__ import annotations

from ..common import stack as common_stack
from .context import Ctx, player, side_name
from .field import seats_of_side
from .moves import to_graveyard
from .state import ExodusState
from .turns import finish, leave_game

def concede_allowed(st: ExodusState, seat: int) -> bool:
    """Whether `seat` may concede now (see the module docstring)."""
    if st.phase == "over" or not 0 <= seat < st.n:
        return False
    sd = st.team[seat]
    if st.life[sd] <= 0 or st.memo.get(f"out{sd}"):
        return False
    if st.mode == "ffa" and st.choice is not None and st.choice["seat"] != seat:
        return False
    return True


def concede(ctx: Ctx, seat: int) -> None:
    """`seat` concedes: 1v1 and 2v2 end the game for the other side; in a free-for-all the
    player leaves and the game ends when one player remains."""
    st = ctx.st
    sd = st.team[seat]
    if st.mode != "ffa":
        other = 1 - sd
        finish(ctx, seats_of_side(st, other), f"{side_name(st, other)} wins: {player(seat)} concedes")
        return
    ctx.log("concede", f"{player(seat)} concedes and leaves the game", seat)
    st.life[sd] = 0
    st.memo[f"out{sd}"] = True
    _drop_in_flight(ctx, seat)
    for pile in list(st.piles[seat]):       # the field empties: creatures, their energy, blank piles
        for c in list(pile):
            if c >= 0:
                to_graveyard(ctx, c)
    leave_game(ctx, seat)                   # symmetries, Afterthoughts, the stack, the turn
    st.pending = [t for t in st.pending if t[0] != seat]    # their cards' triggers leave with them
    alive = [s for s in range(len(st.life)) if st.life[s] > 0]
    if len(alive) == 1:
        finish(ctx, seats_of_side(st, alive[0]), f"{side_name(st, alive[0])} wins: {player(seat)} concedes")


def _drop_in_flight(ctx: Ctx, seat: int) -> None:
    """What the conceding player was choosing or was still to do: their choice and the
    steps queued for them or for what they put on the stack, their place in a round of
    responses and what they answered in it (a symmetry to its graveyard); on their own turn
    the round closes, the others' answers going on the stack (the turn passes on)."""
    st = ctx.st
    ch = st.choice
    if ch is not None and ch["seat"] == seat:
        st.choice = None
        _, _, o = st.tasks.pop(0)
        if o["op"] == "_choose_harmony":     # the player who decides leaves: no Harmony Rare is used
            st.memo["unused_harmonies"] = list(st.memo.pop("harmonies", []))
    gone = {item["src"] for item in st.stack if item["seat"] == seat}
    st.tasks = [t for t in st.tasks if t[2]["op"] == "_start_game"
                or (t[0] != seat and not (t[1] >= 0 and t[1] in gone))]
    win = st.window
    if win is not None:
        win["ask"] = [s for s in win["ask"] if s != seat]
        for _, item in [pair for pair in win["new"] if pair[0] == seat]:
            if item.get("card", -1) >= 0:
                st.grave[st.owner[item["card"]]].append(item["card"])
        win["new"] = [pair for pair in win["new"] if pair[0] != seat]
        if st.turn == seat:
            st.window = None
            common_stack.close(win, st.stack)
