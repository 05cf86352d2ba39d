"""What an op's "target" words name (cards.TARGETS), shields stopping targeting and
destruction (001 7 Shield), and wards: Feline Entity of Dreams nullifying an opponent's
spell or effect that would target a Wonder its controller controls, unless they spend 2
energy (001 6 Nullify)."""
from __future__ import annotations

from typing import Any

from .context import Ctx, Op
from .world import is_token, is_type, is_wonder, locate, static_abilities


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
    # plain loops over The World (not in_world's generator): asked for every target
    for r, sides in enumerate(st.world):
        if realm >= 0 and r != realm:
            continue
        for s, side in enumerate(sides):
            for i in side:
                if i == src and spec.startswith("target_") and base in ("ally", "wonder") and info.get("not_self"):
                    continue
                if base in ("wonder", "enemy", "ally", "token_ally"):
                    if not is_wonder(st, cards, i):
                        continue
                    if base == "enemy" and s == seat or base in ("ally", "token_ally") and s != seat:
                        continue
                    if base == "token_ally" and not is_token(st, cards, i):
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
    picks = through_ward(ctx, seat, src, op, picks)
    if picks is None:
        return None
    return [t for t in picks if locate(ctx.st, t) is not None and not shield_stops(ctx, seat, t)]


def ward_cost(ctx: Ctx, seat: int, targets: list[Any]) -> int:
    """The energy `seat` must spend for its spell or effect targeting these cards: each ward
    static (Feline Entity of Dreams) of a player whose Wonder is targeted, other than `seat`."""
    st = ctx.st
    owners = set()
    for t in targets:
        where = locate(st, t) if isinstance(t, int) else None
        if where is not None and where[1] != seat and is_wonder(st, ctx.cards, t):
            owners.add(where[1])
    if not owners:
        return 0
    return sum(int(a.get("energy", 0)) for _r, s, _i, a in static_abilities(st, ctx.cards, "ward") if s in owners)


def _spell_protected(ctx: Ctx, seat: int, src: int) -> bool:
    """True when the source is a spell of `seat` that can't be nullified ("Your cards can't be
    nullified": Aetherion of Boundless; a triggered effect is not a card, 001 6 Nullify)."""
    if src < 0 or ctx.card(src).type != "spell":
        return False
    return any(s == seat and a.get("who", "self") == "allies"
               for _r, s, _i, a in static_abilities(ctx.st, ctx.cards, "cant_be_nullified"))


def void_effect(ctx: Ctx, seat: int, src: int, why: str) -> None:
    """Nullify the spell or effect now resolving: the rest of it does nothing (its ops still
    waiting at the head of the queue are dropped; 001 6 Nullify)."""
    st = ctx.st
    k = 0
    while k < len(st.tasks) and st.tasks[k][1] == src and not str(st.tasks[k][2].get("op", "_")).startswith("_"):
        k += 1
    del st.tasks[:k]
    st.memo["did"] = False
    if src < 0:
        what = "The effect"
    elif ctx.card(src).type == "spell":
        what = ctx.name(src)
    else:
        what = f"{ctx.name(src)}'s effect"
    ctx.log("nullified", f"{what} is nullified ({why})", seat, (src,) if src >= 0 else ())


def through_ward(ctx: Ctx, seat: int, src: int, op: Op, picks: list[Any]) -> list[Any] | None:
    """The targets just chosen, once wards had their say: `seat` chooses to spend the energy
    (None while asked) or the effect is nullified ([]). Called again with the answer: the
    op then carries "_ward", the targets."""
    st = ctx.st
    if "_ward" in op:
        targets = list(op["_ward"])
        cost = int(op.get("_ward_cost", 0))
        if picks and picks[0] == "pay" and st.energy[seat] >= cost:
            st.energy[seat] -= cost
            ctx.log("paid", f"{ctx.name(src) if src >= 0 else 'The effect'}: spends {cost} energy to target "
                            f"{', '.join(ctx.name(t) for t in targets)}", seat)
            return targets
        void_effect(ctx, seat, src, "its controller would not spend the energy")
        return []
    if not picks:
        return picks
    cost = ward_cost(ctx, seat, picks)
    if not cost or _spell_protected(ctx, seat, src):
        return picks
    if st.energy[seat] < cost:
        void_effect(ctx, seat, src, f"targeting {ctx.name(picks[0])} needs {cost} energy")
        return []
    ctx.pick(seat, src, {**op, "_ward": list(picks), "_ward_cost": cost},
             f"Targeting {ctx.name(picks[0])}: spend {cost} energy, or this is nullified", ["pay", "no"], 1, 1,
             by="value", labels=[f"Spend {cost} energy", "Let it be nullified"])
    return None
