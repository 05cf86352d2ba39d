"""Playing symmetries and activating Abilities, and resolving the stack: last in, first
out; costs paid only as an item begins resolving (004 Costs); Playback, the chance to
change targets once something above has resolved (004 Playback Rule); and fizzling, when a
cost or a target is gone: a symmetry goes to the graveyard unresolved, a once-per-turn
Ability counts as used (004 Fizzle; Creature Abilities)."""
from __future__ import annotations

from typing import Any

from ..common import stack as common_stack
from .context import Ctx, Op, op, player
from .field import any_static_in_play, has_static, in_play, pile_of
from .moves import life_locked, lose_life, to_graveyard
from .scans import hand_scan
from .targets import valid_targets
from .triggers import ability_list

Item = dict[str, Any]

# Abilities whose source must still be in play when they begin resolving (004 Tanglewood
# Snag: "if it leaves play, the Ability will fizzle"; Leech stops a summon Ability).
NEEDS_SOURCE = {"summoned", "put_into_play", "put_not_summon", "attacks", "attacked", "before_hit", "field"}


def ability_of(ctx: Ctx, item: Item) -> dict[str, Any]:
    """The ability an item resolves (an effect Forerunner of Eclipses rewrote: the new text,
    for this resolution only)."""
    if item.get("rewrite"):
        return dict(item["rewrite"])
    if item["kind"] != "symmetry":
        found = ability_list(ctx, item["src"], bool(item.get("aft")))
        return found[item["i"]] if item["i"] < len(found) else {}    # gone: a card flipped, a gain ended
    card = ctx.cards[ctx.st.kinds[item["src"]]]
    abilities = card.afterthought if item.get("aft") else card.abilities
    return abilities[item["i"]]


def new_item(kind: str, seat: int, src: int, i: int, targets: list[int], aft: bool = False, on: str = "",
             card: int = -1, env: dict[str, Any] | None = None) -> Item:
    """A stack item: a symmetry (its card waits on the stack) or an Ability."""
    return {"kind": kind, "seat": seat, "src": src, "i": i, "aft": aft, "on": on, "t": list(targets),
            "card": card, "env": dict(env or {})}


def used_key(src: int, i: int, aft: bool) -> str:
    """The once-per-turn key of an ability."""
    return f"{src}:{'a' if aft else ''}{i}"


def resolve_top(ctx: Ctx) -> None:
    """Begin resolving the top of the stack."""
    st = ctx.st
    item = st.stack[-1]
    if item.get("resolving"):
        return
    item["resolving"] = True
    st.tasks[0:0] = [(item["seat"], item["src"], {"op": "_begin"})]


def _current(ctx: Ctx) -> Item:
    stack: list[Item] = ctx.st.stack      # (named: mypyc can't reverse a value it types as Any)
    for item in reversed(stack):          # (common_stack.resolving, inlined: asked at every step)
        if item.get("resolving"):
            return item
    raise AssertionError("nothing on the stack is resolving")


def fizzle(ctx: Ctx, item: Item, why: str) -> None:
    """The item leaves the stack unresolved; a symmetry goes to the graveyard (004 Fizzle)."""
    st = ctx.st
    if item in st.stack:
        st.stack.remove(item)
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        ctx.log("fizzle", f"{ctx.name(item['src'])} fizzles: {why}", item["seat"], (item["src"],))
    if item["card"] >= 0:
        card = item["card"]
        item["card"] = -1
        st.grave[st.owner[card]].append(card)
    st.tasks = [t for t in st.tasks if not (t[2].get("item_end") and t[1] == item["src"])]
    common_stack.mark_playback(st.stack)


@op("_begin")
def _op_begin(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    st = ctx.st
    item = _current(ctx)
    ab = ability_of(ctx, item)
    if item.get("neg"):
        fizzle(ctx, item, "it was negated")
        return
    if not ab:
        fizzle(ctx, item, "its Ability is gone")
        return
    needs = item["on"] if item["kind"] == "ability" else ""
    if item["kind"] == "ability" and ab.get("activate") == "field":
        needs = "field"
    if needs in NEEDS_SOURCE and not in_play(st, src) and not item.get("env", {}).get("switched_out"):
        # (004 Howling Synthesis: a creature switched out mid-attack still resolves its attack Abilities)
        fizzle(ctx, item, "its creature left play")
        return
    spec = ab.get("target")
    if spec:
        valid = valid_targets(ctx, item["seat"], spec, src)
        still = [t for t in item["t"] if t in valid]
        if not still:
            if not valid or item.get("locked"):     # 004 Planetary Crag: a locked target cannot change
                fizzle(ctx, item, "its target is gone")
                return
            # (no target yet: a triggered Ability chooses its target now; a target declared
            # and gone: its owner may keep it)
            ctx.push([(item["seat"], src, {"op": "_keep_or_change" if item["t"] else "_retarget", "spec": spec})])
            return
        if item.get("pb") and not item.get("locked"):
            ctx.push([(item["seat"], src, {"op": "_retarget", "spec": spec})])
            return
        item["t"] = still
    _op_optional(ctx, item["seat"], src, {"op": "_optional"}, None)     # (the next task: run at once)


@op("_keep_or_change")
def _op_keep_or_change(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Its target is gone and another could be chosen: Playback "may change targets if the
    owner chooses" (004 Playback Rule), so the owner keeps the old target, and the item
    fizzles with its cost unpaid (004 Costs), or chooses a new one."""
    item = _current(ctx)
    if picks is None:
        name = ctx.name(src)
        picks = ctx.pick(item["seat"], src, o, f"{name}: its target is gone. Keep it, and {name} fizzles, or "
                                               "choose a new target? (Playback)", ["keep", "change"], 1, 1,
                         by="value", labels=[f"Keep it: {name} fizzles", "Choose a new target"])
        if picks is None:
            return
    if picks[0] == "keep":
        fizzle(ctx, item, "its target is gone")
        return
    _op_retarget(ctx, item["seat"], src, {"op": "_retarget", "spec": o["spec"]}, None)


@op("_retarget")
def _op_retarget(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Playback: the controller keeps or changes the target (004 Playback Rule)."""
    item = _current(ctx)
    valid = valid_targets(ctx, item["seat"], o["spec"], src)
    if not valid:
        fizzle(ctx, item, "its target is gone")
        return
    keep = [t for t in item["t"] if t in valid]
    options = keep + [t for t in valid if t not in keep]
    if picks is None:
        picks = ctx.pick(item["seat"], src, o, f"{ctx.name(src)}: keep or change its target (Playback)",
                         options, 1, 1)
        if picks is None:
            return
    item["t"] = [int(picks[0])]
    item["pb"] = False
    _op_optional(ctx, item["seat"], src, {"op": "_optional"}, None)     # (the next task: run at once)


@op("_optional")
def _op_optional(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    item = _current(ctx)
    ab = ability_of(ctx, item)
    if ab.get("optional"):
        if picks is None:
            picks = ctx.pick(item["seat"], src, o, f"Use {ctx.name(src)}'s Ability?", ["yes", "no"], 1, 1,
                             by="value", labels=["Yes", "No"])
            if picks is None:
                return
        if picks[0] != "yes":
            _finish(ctx, item, resolved=False)
            return
    _op_pay(ctx, item["seat"], src, {"op": "_pay"}, None)     # (the next task: run at once)


def energy_sources(ctx: Ctx, seat: int, for_symmetry: bool) -> list[int]:
    """The energy a player may pay with: their own energy on the field, in hand and beneath
    their own Main Deck (004 Costs: "energy sources available to them"); a symmetry cannot
    be paid with energy attached to Lantern Leaflore (004)."""
    st = ctx.st
    cards = ctx.cards
    kinds = st.kinds
    # (no card in play is unaffected by symmetries: no pile to look at for one)
    immune = for_symmetry and any_static_in_play(cards, st, "symmetry_immune")
    out: list[int] = []
    for pile in st.piles[seat]:
        top = pile[0]
        if immune and top >= 0 and has_static(cards, st, top, "symmetry_immune"):
            continue
        out += pile[1:]       # all energy, a symmetry attached as one too (004 Siphon from Thoughts)
    out += [c for c in st.hand[seat] if kinds[c] >= 0 and cards[kinds[c]].is_energy]
    out += [c for c in st.beneath[seat] if cards[kinds[c]].is_energy]
    return out


def has_energy(ctx: Ctx, seat: int, n: int, for_symmetry: bool) -> bool:
    """Whether the seat has at least n energy to pay with (energy_sources, counted fast)."""
    st = ctx.st
    cards = ctx.cards
    kinds = st.kinds
    # (no card in play is unaffected by symmetries: no pile to look at for one)
    immune = for_symmetry and any_static_in_play(cards, st, "symmetry_immune")
    got = 0
    for pile in st.piles[seat]:
        top = pile[0]
        if immune and top >= 0 and has_static(cards, st, top, "symmetry_immune"):
            continue
        got += len(pile) - 1
        if got >= n:
            return True
    got += hand_scan(st, cards, seat).energy
    if got >= n:
        return True
    for c in st.beneath[seat]:
        if kinds[c] >= 0 and cards[kinds[c]].is_energy:
            got += 1
            if got >= n:
                return True
    return False


def energy_count(ctx: Ctx, seat: int, for_symmetry: bool, in_hand: int = -1) -> int:
    """How much energy the seat has to pay with (energy_sources, counted; `in_hand`: the
    energy in its hand if known, scans.HandScan.energy)."""
    st = ctx.st
    cards = ctx.cards
    kinds = st.kinds
    # (no card in play is unaffected by symmetries: no pile to look at for one)
    immune = for_symmetry and any_static_in_play(cards, st, "symmetry_immune")
    got = hand_scan(st, cards, seat).energy if in_hand < 0 else in_hand
    for pile in st.piles[seat]:
        top = pile[0]
        if not (immune and top >= 0 and has_static(cards, st, top, "symmetry_immune")):
            got += len(pile) - 1
    for c in st.beneath[seat]:
        if kinds[c] >= 0 and cards[kinds[c]].is_energy:
            got += 1
    return got


def can_pay(ctx: Ctx, seat: int, cost: dict[str, Any] | None, for_symmetry: bool, energy: int = -1) -> bool:
    """Whether a cost could be paid now (`energy`: energy_count for the seat, if counted
    already; -1: count as needed)."""
    if not cost:
        return True
    st = ctx.st
    if "energy" in cost and not (energy >= int(cost["energy"]) if energy >= 0
                                 else has_energy(ctx, seat, int(cost["energy"]), for_symmetry)):
        return False
    if ("life" in cost or "life_half" in cost) and life_locked(ctx):
        return False       # 004 Anathema: no Life Point costs while it is visible
    if "life" in cost and st.life[st.team[seat]] < int(cost["life"]):
        return False
    if "discard" in cost and len(st.hand[seat]) < int(cost["discard"]):
        return False
    if "frozen_card" in cost and not any(c in st.frozen for pile in st.piles[seat] for c in pile if c >= 0):
        return False
    return True


@op("_pay")
def _op_pay(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Pay the cost as the item begins resolving; fizzle when it cannot be paid (004 Costs)."""
    st = ctx.st
    item = _current(ctx)
    ab = ability_of(ctx, item)
    cost = ab.get("cost") or {}
    who = item["seat"]
    sym = item["kind"] == "symmetry"
    if not can_pay(ctx, who, cost, sym):
        fizzle(ctx, item, "its cost can no longer be paid")
        return
    if "energy" in cost:
        n = int(cost["energy"])
        options = energy_sources(ctx, who, sym)
        if picks is None:
            picks = ctx.pick(who, src, o, f"{ctx.name(src)}: choose {n} energy to pay", options, n, n)
            if picks is None:
                return
        for e in picks:
            to_graveyard(ctx, int(e))
        if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
            ctx.log("pay", f"{player(who)} pays {n} energy for {ctx.name(src)}", who, tuple(int(e) for e in picks))
    if "life" in cost:
        lose_life(ctx, st.team[who], int(cost["life"]))
    if "life_half" in cost:
        # 004 Eroda's Ascendance: pay half, the result rounded down
        sd = st.team[who]
        lose_life(ctx, sd, st.life[sd] - st.life[sd] // 2)
    if "discard" in cost:
        n = int(cost["discard"])
        if picks is None or "energy" in cost:
            got = ctx.pick(who, src, {**o, "phase2": True}, f"{ctx.name(src)}: discard {n}", st.hand[who][:], n, n)
            if got is None:
                return
            picks = got
        for c in picks:
            to_graveyard(ctx, int(c))
    _run_effect(ctx, item, ab)


def _run_effect(ctx: Ctx, item: Item, ab: dict[str, Any]) -> None:
    if not ctx.quiet:                 # (no log text for a quiet copy: a search's)
        what = ctx.name(item["src"])
        ctx.log("resolve", f"{what} resolves", item["seat"], (item["src"],))
    env = {**item.get("env", {}), "t": item["t"], "item_src": item["src"]}
    tasks = [(item["seat"], item["src"], {**step, **env}) for step in ab.get("do", [])]
    tasks.append((item["seat"], item["src"], {"op": "_done", "item_end": True}))
    ctx.push(tasks)


@op("_done")
def _op_done(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    item = common_stack.resolving(ctx.st.stack)
    if item is not None:
        _finish(ctx, item, resolved=True)


def _finish(ctx: Ctx, item: Item, resolved: bool) -> None:
    """Take a resolved item off the stack: a symmetry goes to the graveyard, or stays in play
    when its text keeps it there; what waits below experiences Playback."""
    st = ctx.st
    if item in st.stack:
        st.stack.remove(item)
    card = item["card"]
    if card >= 0:
        item["card"] = -1
        ab = ability_of(ctx, item)
        # 004 Chains: "it remains on the field until its effect has occurred", i.e. until the
        # End Phase of the turn its effect is for (item["until_turn"], set by its op); played
        # in that End Phase it has already occurred and goes straight to the graveyard.
        until = int(item.get("until_turn", st.turn_no))
        done = ab.get("stays") == "until_end_phase" and st.phase == "end" and until <= st.turn_no
        if resolved and ab.get("stays") and not done:
            st.syms[st.owner[card]].append(card)
            eff = {"kind": "stays", "card": card, "how": ab["stays"], "seat": item["seat"], "turn": until}
            if ab["stays"] == "until_end_phase":
                eff["until"] = "end_phase"
            st.effects.append(eff)
        else:
            st.grave[st.owner[card]].append(card)
    common_stack.mark_playback(st.stack)
    if st.attack is not None:
        st.attack["changed"] = True     # 004 Playback: the attacker may change targets


@op("_resolve_now")
def _op_resolve_now(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """An automatic Ability resolves at once, interjecting (004 Timing & Speed)."""
    card = ctx.card(src)
    ab = ability_list(ctx, src, bool(o.get("aft")))[o["i"]]
    ctx.log("resolve", f"{card.name}'s Ability resolves", seat, (src,))
    env = {k: v for k, v in o.items() if k not in ("op", "i", "aft", "on")}
    ctx.push([(seat, src, {**step, **env, "t": env.get("t", []), "item_src": src}) for step in ab.get("do", [])])


def symmetries_first(ctx: Ctx, answered: Item | None) -> None:
    """Abilities marked "symmetry_first" that were just added in answer to a symmetry wait
    below it: "Symmetry speed is faster than speed of Creature Abilities" (004 Tanglewood
    Snag, Amethyst Voidcap), an exception for those cards only (DESIGN)."""
    st = ctx.st
    if answered is None or answered.get("kind") != "symmetry" or answered not in st.stack:
        return
    k = st.stack.index(answered)
    slow = [it for it in st.stack[k + 1:] if it["kind"] == "ability" and ability_of(ctx, it).get("symmetry_first")]
    for it in slow:
        st.stack.remove(it)
    st.stack[k:k] = slow


def source_pile(ctx: Ctx, card: int) -> list[int] | None:
    """The pile a card is on, if any."""
    found = pile_of(ctx.st, card)
    return found[1] if found else None
