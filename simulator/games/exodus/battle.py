"""Attacks (DESIGN basic turn; 004 Freeze, Playback, Priority, Victory): declaring one,
the window to respond, "just before the attack hits" Abilities, Playback of the attacker's
target, and damage: each point destroys one energy under the damaged creature, unfrozen
energy first; a direct attack takes Life Points when the defending side has no creatures."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .context import Ctx, Op, op, side_name
from .field import (controller, creature_on_pile, creatures_of_side, energy_of, has_static, in_play, opposing_sides,
                    side, strength)
from .moves import destroy_energy, lose_life
from .triggers import raise_trigger
from .turns import may_attack_this_turn, rings

RULE = "004_b4262328bed7ba97.txt"

DECLARE_HOOKS: list[Callable[[Ctx], None]] = []
"""Run as an attack is declared (st.attack set), before the round of responses: a set's
ops module adds the attack rules its cards bring (ops_set34: Roxanne, Drangel, Mistrai)."""
DAMAGE_HOOKS: list[Callable[[Ctx, dict[str, Any]], bool]] = []
"""Tried in turn when an attack deals its damage, with the attack; True: the hook dealt it
(ops_set34: Roxanne battling every creature, Mistrai letting an attack pass through)."""


def protected(ctx: Ctx, creature: int) -> bool:
    """Victory, Keeper of the Order: the opponent cannot attack your other Order creatures
    while she is on the field; two Victories protect each other (004 Victory)."""
    st = ctx.st
    if "Order" not in ctx.card(creature).guilds:
        return False
    sd = side(st, controller(st, creature))
    return any(v != creature and has_static(ctx.cards, st, v, "order_untouchable")
               for v in creatures_of_side(st, sd))


def attack_options(ctx: Ctx, seat: int, creature: int = -1) -> list[tuple[int, int]]:
    """(target creature, -1) or (-1, side) for every attack the seat could aim: an opposing
    creature, or a side's Life Points when that side has no creatures (or always, for a
    creature that may attack Life Points directly: 004 Mistrai Driftwood)."""
    st = ctx.st
    out: list[tuple[int, int]] = []
    direct = creature >= 0 and (has_static(ctx.cards, st, creature, "direct_attack_then_destroyed") or (
        st.attack is not None and st.attack.get("creature") == creature and bool(st.attack.get("hollow"))))
    for sd in opposing_sides(st, seat):
        mine = creatures_of_side(st, sd)
        if not mine or direct:
            out.append((-1, sd))
        if mine:
            out.extend((c, -1) for c in mine if not protected(ctx, c))
    return out


def may_attack_with(ctx: Ctx, seat: int, creature: int) -> str:
    """Why a creature cannot attack now ("" when it can)."""
    st = ctx.st
    if st.phase != "attack" or st.turn != seat:
        return "Creatures attack in your Attack Phase"
    if not may_attack_this_turn(st, seat):
        return ("The first player cannot attack on their first turn" if st.n == 2
                else "Only the player who goes last may attack in the first round")
    if st.effects and any(e["kind"] == "no_attack" and e.get("seat") == seat for e in st.effects):
        return "You are chained: you cannot attack this turn (Chains)"
    if creature in st.frozen:
        return "Frozen creatures cannot attack"
    if creature in st.attacked:
        return "Each creature may attack once a turn"
    if side(st, controller(st, creature)) != side(st, seat):
        return "You attack with creatures on your own field"
    return ""


def declare(ctx: Ctx, seat: int, creature: int, target: int, target_side: int) -> None:
    """Declare an attack; every player may then respond (attacking is an action, not an
    effect: 004 Timing & Speed)."""
    st = ctx.st
    st.attacked.add(creature)
    st.attack = {"seat": seat, "creature": creature, "target": target, "side": target_side, "changed": False}
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        aim = ctx.name(target) if target >= 0 else f"{side_name(st, target_side)}'s Life Points"
        ctx.log("attack", f"{ctx.name(creature)} attacks {aim}", seat, (creature,) + ((target,) if target >= 0 else ()))
    raise_trigger(ctx, creature, "attacks")
    if target >= 0:
        raise_trigger(ctx, target, "attacked")
    for hook in DECLARE_HOOKS:
        hook(ctx)
    # (common_stack.open_round's round over every seat, its ring kept: turns.rings)
    st.window = {"ask": rings(st)[st.turn][0][:], "new": [], "why": "attack"}
    st.resume = "before_hit"


def before_hit(ctx: Ctx) -> None:
    """Abilities "just before the attack hits" trigger, the turn player's first (004 Priority)."""
    st = ctx.st
    a = st.attack
    st.resume = "hit"
    if a is None or not creature_on_pile(st, a["creature"]):
        return
    raise_trigger(ctx, a["creature"], "before_hit")
    if a["target"] >= 0 and in_play(st, a["target"]):
        raise_trigger(ctx, a["target"], "before_hit")
    for s in st.order:                   # symmetries in play watching every attack (Howling Synthesis)
        for sym in list(st.syms[s]):
            raise_trigger(ctx, sym, "any_attack_hits")


def valid_aims(ctx: Ctx, seat: int) -> list[int]:
    """The attack's possible aims now, as choice values: creature ids, or -(side + 1)."""
    attacker = ctx.st.attack["creature"] if ctx.st.attack is not None else -1
    return [c if c >= 0 else -(sd + 1) for c, sd in attack_options(ctx, seat, attacker)]


def hit(ctx: Ctx) -> None:
    """Playback when something changed during the attack, then damage."""
    st = ctx.st
    a = st.attack
    st.resume = "act"
    if a is None:
        return
    if not creature_on_pile(st, a["creature"]) or a["creature"] in st.frozen:
        # gone: left play, or stayed only as an Afterthought (no longer a creature)
        st.attack = None
        ctx.log("attack", "The attack ends: the attacker is gone", a["seat"])
        return
    if a.get("direct"):
        # an Ability sent the attack at Life Points instead (004 Ethereal Aurorialis: with
        # Anathema revealed it hits both sides' Life Points at once)
        st.attack = None
        power = strength(st, a["creature"])
        for sd in a["direct"]:
            lost = lose_life(ctx, int(sd), power, by_attack=True)
            ctx.log("hit", f"{ctx.name(a['creature'])} hits {side_name(st, int(sd))} for {lost}", a["seat"],
                    (a["creature"],))
        return
    aim = a["target"] if a["target"] >= 0 else -(a["side"] + 1)
    aims = valid_aims(ctx, a["seat"])
    if a["changed"] or aim not in aims:
        st.tasks.insert(0, (a["seat"], a["creature"], {"op": "_attack_playback"}))
        return
    _damage(ctx)


@op("_attack_playback")
def _op_attack_playback(ctx: Ctx, seat: int, src: int, o: Op, picks: object) -> None:
    """004 Playback Rule: the attacking creature may change targets or stop attacking (an
    attacker that stops counts as having attacked: DESIGN)."""
    st = ctx.st
    a = st.attack
    if a is None:
        return
    aim = a["target"] if a["target"] >= 0 else -(a["side"] + 1)
    aims = valid_aims(ctx, seat)
    options = ([aim] if aim in aims else []) + [x for x in aims if x != aim] + ["stop"]
    labels = [ctx.name(x) if x >= 0 else f"{side_name(st, -x - 1)}'s Life Points" for x in options[:-1]] + [
        "Stop attacking"]
    if picks is None:
        got = ctx.pick(seat, src, o, f"{ctx.name(src)}: keep attacking, change target, or stop (Playback)",
                       options, 1, 1, by="value", labels=labels)
        if got is None:
            return
        picks = got
    pick = picks[0]  # type: ignore[index]
    if pick == "stop":
        ctx.log("attack", f"{ctx.name(src)} stops attacking", seat, (src,))
        st.attack = None
        return
    if pick >= 0:
        a["target"], a["side"] = int(pick), -1
    else:
        a["target"], a["side"] = -1, -int(pick) - 1
    _damage(ctx)


def _damage(ctx: Ctx) -> None:
    st = ctx.st
    a = st.attack
    assert a is not None
    st.attack = None
    for hook in DAMAGE_HOOKS:
        if hook(ctx, a):
            return
    attacker = a["creature"]
    power = strength(st, attacker)
    if a["target"] < 0:
        lost = lose_life(ctx, a["side"], power, by_attack=True)
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("hit", f"{ctx.name(attacker)} hits {side_name(st, a['side'])} for {lost}", a["seat"], (attacker,))
        return
    defender = a["target"]
    back = strength(st, defender)
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        ctx.log("battle", f"{ctx.name(attacker)} ({power}) battles {ctx.name(defender)} ({back})", a["seat"],
                (attacker, defender))
    take_damage(ctx, defender, power)
    take_damage(ctx, attacker, back)


def take_damage(ctx: Ctx, creature: int, n: int) -> None:
    """Each point destroys one energy under the creature: unfrozen energy first, the top of
    the pile first; frozen energy last (004 Freeze)."""
    st = ctx.st
    energy = energy_of(st, creature)
    order = [e for e in reversed(energy) if e not in st.frozen] + [e for e in reversed(energy) if e in st.frozen]
    for e in order[:max(0, n)]:
        destroy_energy(ctx, e)
