"""Abilities that trigger: raising them when their moment comes, and putting them on the
stack together (004 Timing & Speed: abilities and symmetries share one stack; 004 Priority:
on simultaneous triggers the turn player's resolves first, the others wait on the stack).
Automatic abilities (reveal) resolve at once, interjecting in what is resolving."""
from __future__ import annotations

from typing import Any

from .context import Ctx
from .field import controller, has_effect, lost_ability


def active_abilities(ctx: Ctx, card: int) -> list[tuple[int, dict[str, Any], bool]]:
    """(index, ability, is_afterthought) of a card's abilities that are not lost or inactive."""
    st = ctx.st
    if lost_ability(st, card):
        return []
    c = ctx.card(card)
    if card in st.afters[st.owner[card]]:
        return [(i, ab, True) for i, ab in enumerate(c.afterthought)]
    if c.is_symmetry and card in st.frozen:
        return []                         # 004 Freeze: frozen symmetries are inactive
    return [(i, ab, False) for i, ab in enumerate(ability_list(ctx, card, False))]


def ability_list(ctx: Ctx, card: int, aft: bool) -> tuple[dict[str, Any], ...]:
    """A card's abilities by index: its Afterthought Abilities (aft), or its own Abilities
    followed by those it gained this turn: Verneejus gains another creature's Ability and
    Afterthought Ability (004 Verneejus the Molecular Mockery)."""
    c = ctx.card(card)
    if aft:
        return c.afterthought
    out = c.abilities
    for e in ctx.st.effects:
        if e["kind"] == "gain_ability" and e.get("card") == card:
            donor = ctx.cards[int(e["from"])]
            out = out + donor.abilities + donor.afterthought
    return out


def silenced(ctx: Ctx, seat: int) -> bool:
    """Handbell Dancer Gravitas' Silencing Toll: opposing creature abilities cannot
    activate for the rest of the turn (004 Handbell Dancer Gravitas)."""
    return has_effect(ctx.st, "silence", seat=seat)


def raise_trigger(ctx: Ctx, card: int, on: str, **env: Any) -> None:
    """Queue every ability of `card` that triggers on `on` (with `env` for its ops)."""
    st = ctx.st
    if not st.effects:
        c = ctx.cards[st.kinds[card]]     # (ctx.card, inlined for the common case: a card with
        if on not in c.on_names and not (c.back and card in st.flipped):   # no such ability, none gained)
            return
    for i, ab, aft in active_abilities(ctx, card):
        if ab.get("on") != on:
            continue
        if (ab.get("if") or {}).get("beneath") and not any(card in b for b in st.beneath):
            continue                      # "while beneath your Main Deck" (004 Eroda)
        seat = controller(st, card)
        if ctx.card(card).is_creature and not aft and silenced(ctx, seat):
            ctx.log("silenced", f"{ctx.name(card)}'s Ability cannot activate this turn", seat, (card,))
            continue
        st.pending.append((seat, card, {"op": "_ability", "i": i, "aft": aft, "on": on, **env}))


def flush_pending(ctx: Ctx) -> None:
    """Put the triggered abilities on the stack: automatic ones resolve at once; the rest
    go on the stack with the turn player's on top (004 Priority), each player's own in the
    order they triggered. A new round of responses follows."""
    st = ctx.st
    waiting, st.pending = st.pending, []
    auto = [t for t in waiting if _automatic(ctx, t)]
    rest = [t for t in waiting if not _automatic(ctx, t)]
    if auto:
        st.tasks[0:0] = [(seat, src, {**o, "op": "_resolve_now"}) for seat, src, o in auto]
        st.pending = rest
        return
    k = st.order.index(st.turn)
    ring = st.order[k:] + st.order[:k]
    base = len(st.stack)
    for seat in reversed(ring):
        mine = [t for t in rest if t[0] == seat]
        for s, src, o in reversed(mine):
            item = {"kind": "ability", "seat": s, "src": src, "i": o["i"], "aft": bool(o.get("aft")),
                    "on": o.get("on", ""), "t": [], "card": -1, "env": {k2: v for k2, v in o.items()
                                                                        if k2 not in ("op", "i", "aft", "on")}}
            st.stack.append(item)
            if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
                ctx.log("trigger", f"{ctx.name(src)}'s Ability triggers", s, (src,))
    _same_ability_order(ctx, st.stack[base:])
    st.window = None


def _same_ability_order(ctx: Ctx, added: list[dict[str, Any]]) -> None:
    """The same Ability triggering at once on cards of different sides (two Paladin's
    Parables battling): the turn player decides which resolves first (004 Paladin's Parable),
    asked by the op "_order_same_abilities" (ops_set34)."""
    st = ctx.st
    keys = [(st.kinds[it["src"]], it["i"], it["on"]) for it in added]
    for key in dict.fromkeys(keys):
        same = [it for it, k in zip(added, keys) if k == key]
        if len({st.team[it["seat"]] for it in same}) > 1:
            st.tasks.append((st.turn, -1, {"op": "_order_same_abilities", "srcs": [it["src"] for it in same]}))
            return


def _automatic(ctx: Ctx, task: tuple[int, int, dict[str, Any]]) -> bool:
    _, src, o = task
    return bool(ability_list(ctx, src, bool(o.get("aft")))[o["i"]].get("automatic"))
