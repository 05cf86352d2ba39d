"""Set 3-4 attack rules and discard replacement (vocab_set34.py): Roxanne battling every
creature, Mistrai Driftwood letting attacks through and attacking past creatures, Drangel
watching its allies' attacks, Howling Synthesis switching the attacker with a revealed
creature, Embershard Siren entering play instead of being discarded, and Starsleet
Downpour leaving play once a Rare creature of its player has. The hooks are registered in
battle.DECLARE_HOOKS / DAMAGE_HOOKS and turns.STATE_CHECKS."""
from __future__ import annotations

from typing import Any

from . import battle, turns
from .context import Ctx, Op, op, player, side_name
from .field import (
    all_creatures,
    controller,
    creature_on_pile,
    creatures_of_side,
    has_static,
    in_play,
    is_blank,
    pile_of,
    side,
    strength,
)
from .moves import destroy_creature, enter_play, lift, lose_life, to_graveyard
from .triggers import raise_trigger

# --- attacks ----------------------------------------------------------------------------------


def _opposing_protected(ctx: Ctx, attacker: int, c: int) -> bool:
    """An opposing Order creature Victory protects (004 Roxanne: she still hits your own)."""
    st = ctx.st
    return side(st, controller(st, c)) != side(st, controller(st, attacker)) and battle.protected(ctx, c)


def on_declare(ctx: Ctx) -> None:
    """As an attack is declared: the attacker's allies see it (Drangel); an attacker that
    battles every creature makes them all attacked (Roxanne, so each Mistrai may let her
    through); an attack at Life Points past creatures is marked (Mistrai Driftwood)."""
    st = ctx.st
    a = st.attack
    assert a is not None
    attacker = a["creature"]
    for c in creatures_of_side(st, side(st, controller(st, attacker))):
        if c != attacker:
            raise_trigger(ctx, c, "ally_attacks", attacker=attacker, target=a["target"])
    if has_static(ctx.cards, st, attacker, "battles_all"):
        a["all"] = True
        a["power0"] = strength(st, attacker)       # 004 Roxanne: Life Points lose the energy she declared with
        for c in all_creatures(st):
            if c not in (attacker, a["target"]) and not _opposing_protected(ctx, attacker, c):
                raise_trigger(ctx, c, "attacked")
    if a["target"] < 0 and creatures_of_side(st, a["side"]) \
            and has_static(ctx.cards, st, attacker, "direct_attack_then_destroyed"):
        a["hollow"] = True


@op("let_attack_through")
def _op_let_attack_through(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This creature lets the attack pass through: the attacker hits its controller's Life
    Points instead and it is not dealt damage (004 Mistrai Driftwood)."""
    st = ctx.st
    a = st.attack
    if a is None or not (a["target"] == src or a.get("all")):
        return
    a["through"] = list(a.get("through", [])) + [src]
    ctx.log("through", f"{ctx.name(src)} lets the attack pass through", seat, (src,))


def on_damage(ctx: Ctx, a: dict[str, Any]) -> bool:
    """The Set 3-4 kinds of attack damage; False leaves the attack to battle.py."""
    st = ctx.st
    attacker = a["creature"]
    through = [c for c in a.get("through", []) if in_play(st, c)]
    if a.get("all"):
        _battle_all(ctx, a, through)
        return True
    if a["target"] >= 0 and a["target"] in through:
        sd = side(st, controller(st, a["target"]))
        lost = lose_life(ctx, sd, strength(st, attacker), by_attack=True)
        ctx.log("hit", f"{ctx.name(attacker)} passes through {ctx.name(a['target'])} and hits "
                       f"{side_name(st, sd)} for {lost}", a["seat"], (attacker,))
        return True
    if a.get("hollow") and a["target"] < 0:
        lost = lose_life(ctx, a["side"], strength(st, attacker), by_attack=True)
        ctx.log("hit", f"{ctx.name(attacker)} hits {side_name(st, a['side'])} for {lost}", a["seat"], (attacker,))
        # 004 Mistrai Driftwood: the creature that attacked is destroyed with its energy,
        # even one Howling Synthesis switched in ("the entirety of the Ability is implied")
        destroy_creature(ctx, attacker, "is destroyed after its direct attack")
        return True
    return False


def _battle_all(ctx: Ctx, a: dict[str, Any], through: list[int]) -> None:
    """004 Roxanne: her energy as damage to every other creature at once (not split),
    theirs to her; Life Points she reaches (the open side she attacked, each side whose
    Mistrai let her through) lose the energy she had when she declared the attack."""
    st = ctx.st
    attacker = a["creature"]
    others = [c for c in all_creatures(st) if c != attacker and c not in through
              and not _opposing_protected(ctx, attacker, c)]
    sides: list[int] = [a["side"]] if a["target"] < 0 else []
    for c in through:
        sd = side(st, controller(st, c))
        if sd not in sides:
            sides.append(sd)
    power = strength(st, attacker)
    back = sum(strength(st, c) for c in others)
    ctx.log("battle", f"{ctx.name(attacker)} ({power}) battles {ctx.names(others)} ({back})", a["seat"],
            (attacker, *others))
    for c in others:
        battle.take_damage(ctx, c, power)
    battle.take_damage(ctx, attacker, back)
    for sd in sides:
        lost = lose_life(ctx, sd, int(a.get("power0", power)), by_attack=True)
        ctx.log("hit", f"{ctx.name(attacker)} hits {side_name(st, sd)} for {lost}", a["seat"], (attacker,))


# --- Howling Synthesis -----------------------------------------------------------------------

def _howling_count(ctx: Ctx) -> int:
    """Active symmetries in play that switch attackers (frozen symmetries are inactive)."""
    st = ctx.st
    return sum(1 for s in st.order for c in st.syms[s] if c not in st.frozen and any(
        step.get("op") == "switch_attacker_with_revealed" for ab in ctx.card(c).abilities for step in ab.get("do", [])))


@op("switch_attacker_with_revealed")
def _op_switch_attacker_with_revealed(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """Just before the attack hits, the attacking creature's owner reveals the top card of
    their Main Deck (one card per active Howling Synthesis, all at once); the attacking player
    may switch the attacker with a revealed creature: it is summoned onto the pile (its summon
    Abilities trigger, not its attack ones) and continues the attack, and the attacker takes
    its place in the Main Deck (004 Howling Synthesis, Mistrai Driftwood). An attacker no
    longer a creature on a pile (gone, or turned into an Afterthought as it left play) has no
    pile to switch onto: nothing happens."""
    st = ctx.st
    a = st.attack
    if a is None or not creature_on_pile(st, a["creature"]):
        return
    owner = st.owner[a["creature"]]
    if "cards" not in o:
        if a.get("howled"):
            return                          # several Howling Synthesis reveal once, together
        a["howled"] = True
        k = _howling_count(ctx)
        busy = st.memo.get("revealing", [])
        cards = [c for c in reversed(st.main[owner]) if c not in busy][:k]
        if not cards:
            return
        ctx.push([(seat, src, {"op": "reveal_top", "n": k, "from": owner, "then": "top"}),
                  (a["seat"], src, {**o, "cards": cards})])
        return
    options = [int(c) for c in o["cards"] if c in st.main[owner] and ctx.card(int(c)).is_creature]
    if not options:
        return
    if picks is None:
        picks = ctx.pick(a["seat"], src, o, f"{ctx.name(src)}: switch {ctx.name(a['creature'])} with a revealed "
                                            "creature?", options + [-1], 1, 1, by="value",
                         labels=[ctx.name(c) for c in options] + ["No switch"])
        if picks is None:
            return
    new = int(picks[0])
    if new < 0:
        return
    old = a["creature"]
    found = pile_of(st, old)
    assert found is not None             # (creature_on_pile above)
    pile = found[1]
    idx = st.main[owner].index(new)
    lift(st, old)
    st.main[owner][idx] = old
    ctx.log("switch", f"{ctx.name(old)} switches with {ctx.name(new)} and takes its place in {player(owner)}'s Main Deck",
            a["seat"], (old, new))
    for it in st.stack:                  # its attack Abilities may still resolve (004 Howling Synthesis)
        if it["src"] == old and it["on"] in ("attacks", "before_hit"):
            it["env"] = {**it.get("env", {}), "switched_out": True}
    st.pending = [(s, c, {**t, "switched_out": True} if c == old and t.get("on") in ("attacks", "before_hit")
                   else t) for s, c, t in st.pending]
    enter_play(ctx, found[0], new, pile, summoned=True, by=a["seat"])
    a["creature"] = new
    st.attacked.add(new)


# --- Embershard Siren ------------------------------------------------------------------------

@op("enter_instead_of_discard")
def _op_enter_instead_of_discard(ctx: Ctx, seat: int, src: int, o: Op, picks: Any) -> None:
    """This card, about to be discarded, may enter play onto one of your blank piles instead
    (then 1 energy of an opponent's is destroyed); it is then not a discarded card, so the
    `instead` ops run (another card is discarded in its place), else it is discarded and the
    `otherwise` ops run (004 Embershard Siren)."""
    st = ctx.st
    if src not in st.hand[seat]:
        return
    piles = [p for p in st.piles[seat] if is_blank(st, p)]
    options = [p[1] for p in piles] + [-1]
    if picks is None:
        picks = ctx.pick(seat, src, o, f"{ctx.name(src)}: put it into play instead of discarding it?", options, 1, 1,
                         by="value", labels=[f"Onto a blank pile of {len(p) - 1} energy" for p in piles] + [
                             "No: discard it"])
        if picks is None:
            return
    choice = int(picks[0])
    env = {k: v for k, v in o.items() if k in ("item_src",)}
    if choice < 0:
        to_graveyard(ctx, src, "is discarded")
        ctx.push([(seat, src, {**step, **env}) for step in o.get("otherwise", [])])
        return
    found = pile_of(st, choice)
    assert found is not None
    enter_play(ctx, seat, src, found[1], summoned=False, by=seat)
    ctx.push([(seat, src, {"op": "destroy_energy", "what": "any_opp", "n": 1})]
             + [(seat, src, {**step, **env}) for step in o.get("instead", [])])


# --- Starsleet Downpour ----------------------------------------------------------------------

def rare_left_check(ctx: Ctx) -> bool:
    """A symmetry staying "until one of your Rare creatures leaves play" goes to the
    graveyard once one has; it cannot leave otherwise (004 Starsleet Downpour)."""
    st = ctx.st
    for e in st.effects:
        if e["kind"] != "stays" or e.get("how") != "until_rare_leaves":
            continue
        card, seat = e["card"], int(e["seat"])
        if card not in st.syms[st.owner[card]]:
            continue
        if card in st.frozen:
            continue
        now = [p[0] for p in st.piles[seat] if p[0] >= 0 and ctx.card(p[0]).is_rare]
        if any(c not in now for c in e.get("rares", [])):
            st.effects.remove(e)
            to_graveyard(ctx, card, f"leaves play: a Rare creature of {player(seat)}'s left play")
            return True
        if e.get("rares") != now:
            e["rares"] = now
    return False


battle.DECLARE_HOOKS.append(on_declare)
battle.DAMAGE_HOOKS.append(on_damage)
turns.STATE_CHECKS.append(rare_left_check)
