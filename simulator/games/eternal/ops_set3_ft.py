"""Effect ops first needed by Set 3 (Omens of the Past), Fire and Time cards (and Amplify). Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, cond_ok, player
from .effects import Env, Op, op, op_exhaust, pick
from .stats import keywords
from .cards import KW
from .zones import info_of


def _resolving_item(ctx: Ctx) -> dict[str, Any] | None:
    """The stack item resolving now (the spell whose steps run), or None."""
    for item in reversed(ctx.st.stack):
        if item.get("resolving"):
            return item
    return None


def _then(ctx: Ctx, seat: int, src: int, steps: list[dict[str, Any]], env: Env) -> None:
    """Run `steps` next, before the rest of the queue, with the same env."""
    ctx.st.tasks[0:0] = [(seat, src, step, env) for step in steps]


@op("amplify")
def op_amplify(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Amplify N: X" (amplify.py): X happens when the card was played amplified (the play
    paid N more; its stack item is marked "amplified")."""
    item = _resolving_item(ctx)
    if item is not None and item.get("amplified"):
        ctx.log("amplify", f"{ctx.name(src)} is amplified", seat, (src,))
        _then(ctx, seat, src, list(o.get("then", [])), env)


def _condition(ctx: Ctx, seat: int, src: int, cond: str, env: Env) -> bool:
    """This part's conditions ("a&b": all of them), else the engine's (acts.cond_ok)."""
    st, cards = ctx.st, ctx.cards
    if "&" in cond:
        return all(_condition(ctx, seat, src, part, env) for part in cond.split("&"))
    if cond.startswith("void_spells:"):   # Kennelmaster: "if you have three or more spells in your void"
        return sum(1 for c in st.voids[seat] if cards[st.kinds[c]].is_spell) >= int(cond.split(":")[1])
    if cond.startswith("void_type:"):     # Into the Furnace: "If you have a Grenadin in your void"
        want = cond.split(":")[1]
        return any(want in cards[st.kinds[c]].unit_types for c in st.voids[seat])
    if cond == "relic":                   # Skycrag Huntsman: "if you have a relic"
        return bool(st.relics[seat])
    if cond == "wielding":                # Milos: "When Milos attacks while wielding a weapon"
        i = st.info.get(src)
        return i is not None and any(cards[st.kinds[a]].type == "weapon" for a in i.att)
    return cond_ok(ctx, seat, src, cond, env)


@op("when")
def op_when(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"..., then if you have {F}{F}{F}{F}, ..." and "if you have three or more spells in your
    void, ...": the steps of `then` happen when `cond` holds as this step resolves (else those
    of `else`)."""
    ok = _condition(ctx, seat, src, str(o.get("cond", "")), env)
    _then(ctx, seat, src, list(o.get("then" if ok else "else", [])), env)


@op("night_ends")
def op_night_ends(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Purge the Darkness: "Night ends." (003 Nightfall: Night lasts until it ends)."""
    st = ctx.st
    if 0 < st.turn_no <= st.night_until:
        st.night_until = st.turn_no - 1
        ctx.log("nightfall", "Night ends", seat)


@op("exhaust_own")
def op_exhaust_own(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Inner Fire's Amplify: "Exhaust a Grenadin to play an additional Infernus": its player
    chooses a ready unit of theirs of that unit type and exhausts it; only then do the steps
    of `then` happen (none ready: nothing)."""
    st, cards = ctx.st, ctx.cards
    want = str(o.get("unit_type", ""))
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and not st.info[u].ex
               and (not want or want in cards[st.kinds[u]].unit_types)]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a ready {want or 'unit'} of yours to exhaust",
                     options, 1, 1)
        if picks is None:
            return
    u = int(picks[0])
    if u not in options:
        return
    info_of(st, u).ex = True
    ctx.log("exhaust", f"{ctx.name(u)} is exhausted", seat, (u,))
    _then(ctx, seat, src, list(o.get("then", [])), env)


@op("exhaust_lacking")
def op_exhaust_lacking(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sky Terror: "exhaust all enemy units without Flying" (each as the exhaust op does it)."""
    st, cards = ctx.st, ctx.cards
    bit = KW[str(o.get("keyword", "flying"))]
    for u in [x for x in st.boards[1 - seat] if cards[st.kinds[x]].is_unit]:
        if not keywords(st, cards, u) & bit:
            op_exhaust(ctx, seat, src, {"op": "exhaust", "to": "target"}, {**env, "target": u}, None)


@op("void_play")
def op_void_play(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stirring Sand: "Play a Sentinel from your void exhausted.": its player chooses a unit of
    that type from their void (voids are public); it is played for free (000 1.3) and, with
    `exhausted`, enters exhausted."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    want = str(o.get("unit_type", ""))
    options = [c for c in st.voids[seat] if c != src and cards[st.kinds[c]].is_unit
               and (not want or want in cards[st.kinds[c]].unit_types)]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a {want or 'unit'} in your void to play",
                     options, 1, 1)
        if picks is None:
            return
    c = int(picks[0])
    if c not in st.voids[seat]:
        return
    if play_free(ctx, seat, c, from_zone=True) and o.get("exhausted") and c in st.boards[seat]:
        info_of(st, c).ex = True
        ctx.log("exhaust", f"{player(seat)}'s {ctx.name(c)} enters exhausted", seat, (c,))
