"""One reveal procedure for every revealing effect (004 Reveal): the cards are named to all
players, marked as being revealed while the effect that reveals them lasts (a revealed
Hissing Spore Valshroom that reveals the top card then digs to the next one: "the top-most
card is already being revealed"), and their "when revealed" Abilities raised; the automatic
ones interject at once, before the effect goes on (004 Timing & Speed: Council of Galaxies and
Vanquish), in the order the revealing player chooses when several trigger together ("the
player gets to determine the order of resolution, since they're all being revealed
simultaneously"). Used by Council of Galaxies, Hissing Spore Valshroom, Ethereal Aurorialis,
Howling Synthesis (reveal_top), Vanciere, Shardwood and Langis (reveal_from) and Glistening
Undergrove (reveal_end)."""
from __future__ import annotations

from typing import Any

from .context import Ctx, Op, op, player
from .state import ExodusState
from .triggers import ability_list, raise_trigger

Task = tuple[int, int, dict[str, Any]]


def being_revealed(st: ExodusState) -> list[int]:
    """The cards some effect is revealing now."""
    return [int(c) for c in st.memo.get("revealing", [])]


def top_cards(st: ExodusState, seat: int, n: int) -> list[int]:
    """The top n cards of a Main Deck that are not being revealed already (the "dig")."""
    busy = st.memo.get("revealing", ())
    return [c for c in reversed(st.main[seat]) if c not in busy][:n]


def bottom_card(st: ExodusState, seat: int) -> int | None:
    """The bottom card of a Main Deck that is not being revealed already, if any."""
    busy = st.memo.get("revealing", ())
    return next((c for c in st.main[seat] if c not in busy), None)


def reveal(ctx: Ctx, seat: int, src: int, cards: list[int], text: str, then: list[Task]) -> None:
    """`seat` reveals `cards` for `src`'s effect (log line `text`): marked as being revealed
    until the effect's remaining steps `then` are done; their automatic "when revealed"
    Abilities run first, ordered by the revealing player when several trigger."""
    st = ctx.st
    st.memo["revealing"] = being_revealed(st) + [c for c in cards if c not in being_revealed(st)]
    ctx.log("reveal", text, seat, tuple(cards))
    before = len(st.pending)
    for c in cards:
        raise_trigger(ctx, c, "revealed")
    now = interject(ctx, before)
    if len({t[1] for t in now}) > 1:
        now = [(seat, src, {"op": "_reveal_order", "tasks": [[s, c, o] for s, c, o in now], "first": []})]
    # (the last step carries no item_src: it runs even when the effect fizzles midway, 004 Coldcrux)
    ctx.push(now + then + [(seat, src, {"op": "_revealed_done", "cards": list(cards)})])


def interject(ctx: Ctx, before: int) -> list[Task]:
    """The automatic Abilities raised since `before` pending tasks, as tasks that resolve at
    once (004 Timing & Speed: reveal Abilities interject in what is resolving)."""
    st = ctx.st
    raised, st.pending = st.pending[before:], st.pending[:before]
    now = []
    for task in raised:
        seat, src, o = task
        if ability_list(ctx, src, bool(o.get("aft")))[o["i"]].get("automatic"):
            now.append((seat, src, {**o, "op": "_resolve_now"}))
        else:
            st.pending.append(task)
    return now


@op("_reveal_order")
def _op_reveal_order(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Several revealed cards' automatic Abilities: the revealing player picks, one at a time,
    which resolves first (004 Reveal)."""
    tasks = [(int(s), int(c), dict(t)) for s, c, t in o["tasks"]]
    first = [(int(s), int(c), dict(t)) for s, c, t in o["first"]]
    cards = list(dict.fromkeys(c for _, c, _ in tasks))
    if len(cards) > 1:
        if picks is None:
            picks = ctx.pick(seat, src, o, f"{player(seat)}: which revealed card's Ability resolves first?", cards,
                             1, 1)
            if picks is None:
                return
        chosen = int(picks[0])
        first += [t for t in tasks if t[1] == chosen]
        tasks = [t for t in tasks if t[1] != chosen]
        ctx.push([(seat, src, {"op": "_reveal_order", "tasks": [list(t) for t in tasks],
                               "first": [list(t) for t in first]})])
        return
    ctx.push(first + tasks)


@op("_revealed_done")
def _op_revealed_done(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """The revealing effect is done with its cards: no longer being revealed."""
    st = ctx.st
    done = {int(c) for c in o["cards"]}
    st.memo["revealing"] = [c for c in being_revealed(st) if c not in done]
    if not st.memo["revealing"]:
        del st.memo["revealing"]
