"""What an op's "target" words name (cards.TARGETS), and shields stopping targeting and
destruction (001 7 Shield)."""
from __future__ import annotations

from typing import Any

from .context import Ctx, Op
from .world import in_world, is_type, is_wonder, locate


def here(ctx: Ctx, src: int, op: Op) -> int:
    """The realm an op's "here" means: the source card's realm, else the triggering realm."""
    where = locate(ctx.st, src) if src >= 0 else None
    if where is not None:
        return where[0]
    return int(op.get("ctx", {}).get("realm", -1))


def candidates(ctx: Ctx, seat: int, src: int, spec: str, op: Op) -> list[int]:
    """The cards a target word can name now, in a stable order."""
    st, cards = ctx.st, ctx.cards
    info: dict[str, Any] = op.get("ctx", {})
    if spec == "self":
        return [src] if src >= 0 and locate(st, src) is not None else []
    if spec == "equipped":
        w = st.equipped.get(src)
        return [w] if w is not None else []
    if spec in ("arrived", "host_of_trigger"):
        a = info.get("arrived", info.get("dead"))
        return [a] if a is not None and locate(st, a) is not None else []
    if spec == "played":
        p = info.get("played")
        return [p] if p is not None and p in st.limbo else []
    if spec == "sacrificed":
        return [i for i in st.memo.get("sacrificed", []) if locate(st, i) is not None]
    realm = here(ctx, src, op) if spec.endswith("_here") else -1
    base = spec.removeprefix("target_").removeprefix("each_").removesuffix("_here")
    out = []
    for r, s, i in in_world(st):
        if realm >= 0 and r != realm:
            continue
        if i == src and spec.startswith("target_") and base in ("ally", "wonder") and info.get("not_self"):
            continue
        if base in ("wonder", "enemy", "ally", "token_ally"):
            if not is_wonder(st, cards, i):
                continue
            if base == "enemy" and s == seat or base in ("ally", "token_ally") and s != seat:
                continue
            if base == "token_ally" and not ctx.card(i).is_token:
                continue
        elif base == "land":
            if not is_type(st, cards, i, "land"):
                continue
        elif base in ("item", "enemy_item"):
            if not is_type(st, cards, i, "item") or (base == "enemy_item" and s == seat):
                continue
        elif base == "land_or_wonder":
            if not (is_type(st, cards, i, "land") or is_wonder(st, cards, i)):
                continue
        elif base == "card" and i in st.facedown:
            continue
        out.append(i)
    return out


def shield_stops(ctx: Ctx, by: int, inst: int, destroying: bool = False) -> bool:
    """A shield counter is removed instead of the card being targeted or destroyed
    (001 7 Shield). Decided: it is used against every destruction and against an
    opponent's targeting, never against its controller's own targeting (the shield's "you
    may" is always answered the way that protects the card)."""
    st = ctx.st
    cnt = st.counters.get(inst)
    if not cnt or cnt.get("shield", 0) <= 0:
        return False
    where = locate(st, inst)
    if where is None or (not destroying and where[1] == by):
        return False
    cnt["shield"] -= 1
    if not cnt["shield"]:
        del cnt["shield"]
    ctx.log("shield", f"{ctx.name(inst)}'s shield counter is removed instead", where[1], (inst,))
    return True


def resolve_targets(ctx: Ctx, seat: int, src: int, op: Op, picks: list[Any] | None, prompt: str,
                    spec: str | None = None) -> list[int] | None:
    """The cards an op affects: chosen on resolution for "target_..." words (None while the
    choice is pending), every match for "each_..." words. Shields stop targeting."""
    spec = spec or op.get("target", "target_wonder")
    if not spec.startswith("target_"):
        return candidates(ctx, seat, src, spec, op)
    if picks is None:
        opts = candidates(ctx, seat, src, spec, op)
        got = ctx.pick(seat, src, op, prompt, opts, 1, 1)
        if got is None:
            return None
        picks = got
    return [t for t in picks if locate(ctx.st, t) is not None and not shield_stops(ctx, seat, t)]
