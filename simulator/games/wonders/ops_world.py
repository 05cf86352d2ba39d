"""The effect ops that move cards: between realms (move, call's step, flying's), into The
World (tokens, returns from The Abyss, seek, face-down distribution), out and back (portal),
to other areas (bury, return to hand), and control changes (001 6 Move, 001 7 Portal, Seek;
001 5 Control). Same op signature as ops_cards."""

from __future__ import annotations

from .context import Ctx, Op, op, player, realm_name
from .moves import arrive, banish, leave_world, remove_anywhere, replaces_banish
from .ops_cards import Picks, _did, _n
from .state import ACTIVE
from .targets import here, resolve_targets
from .triggers import fire
from .world import (
    abilities,
    active_realms,
    adjacent,
    in_world,
    is_token,
    is_wonder,
    locate,
    opponents_cant_affect,
)


def move_card(ctx: Ctx, inst: int, to: int, by: int) -> bool:
    """Move a card between realms of The World: not arriving, keeping its effects; equipment
    moves with its Wonder; passing through realms it enters each one in between, in order
    (001 6 Move, 001 6 Equipment). Moving to where it is fails."""
    st = ctx.st
    where = locate(st, inst)
    if where is None or where[0] == to or st.realm_state[to] != ACTIVE:
        return False
    realm, seat = where
    st.world[realm][seat].remove(inst)
    st.world[to][seat].append(inst)
    for item, w in list(st.equipped.items()):
        if w != inst:
            continue
        for side in range(st.n):          # its equipment moves along, under its own controller
            if item in st.world[realm][side]:
                st.world[realm][side].remove(item)
                st.world[to][side].append(item)
    ctx.log("moved", f"{ctx.name(inst)} moves from {realm_name(realm)} to {realm_name(to)}", by, (inst,))
    step = 1 if to > realm else -1
    for r in range(realm + step, to + step, step):
        # it enters (and leaves) each realm in between, in order (001 6 Move)
        if st.realm_state[r] == ACTIVE:
            fire(ctx, "move_in", inst=inst, realm=r, seat=seat)
    return True


@op("move")
def _move(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    if "chosen" not in o:
        targets = resolve_targets(ctx, seat, src, o, picks, "Move")
        if targets is None:
            return
        if not targets:
            _did(ctx, False)
            return
        ctx.push([(seat, src, {**o, "chosen": targets[0]})])
        return
    t = o["chosen"]
    where = locate(ctx.st, t)
    if where is None:
        return
    to = o.get("to", "adjacent")
    if to == "here":
        dest = [here(ctx, src, o)]
    elif to == "adjacent":
        dest = [r for r in adjacent(where[0]) if ctx.st.realm_state[r] == ACTIVE]
    else:
        dest = [r for r in active_realms(ctx.st) if r != where[0]]
    dest = [r for r in dest if r != where[0] and r >= 0]
    if picks is None:
        picks = ctx.pick_realm(seat, src, o, f"Move {ctx.name(t)} to", dest)
        if picks is None:
            return
    _did(ctx, bool(picks) and move_card(ctx, t, int(picks[0]), seat))


@op("seek")
def _seek(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Seek n: reveal the top n, you may play one meeting the filter for free in this realm
    (core ignored), bury the rest (001 7 Seek)."""
    st = ctx.st
    deck = st.decks[seat]
    n = int(_n(o))
    revealed = o.get("revealed")
    if revealed is None:
        revealed = deck[-n:][::-1]
        ctx.log("revealed", f"{player(seat)} seeks {n}: reveals {ctx.names(revealed)}", seat, tuple(revealed))
        for c in revealed:
            if any(a.get("on") == "revealed" for a in ctx.card(c).abilities):
                fire(ctx, "revealed", inst=c, seat=seat, realm=here(ctx, src, o))
        ctx.push([(seat, src, {**o, "revealed": revealed})])
        ctx.push([(seat, src, {"op": "_flush"})])
        return
    fits = [c for c in revealed if c in deck and (not o.get("type") or ctx.card(c).type == o["type"])
            and (not o.get("class") or o["class"] in ctx.card(c).classes)]
    if picks is None:
        picks = ctx.pick(seat, src, o, "Seek: play one for free (or Done)", fits, 0, 1)
        if picks is None:
            return
    for c in revealed:
        if c in deck and c not in picks:
            deck.remove(c)
            deck.insert(0, c)           # bury
    if picks:
        c = picks[0]
        deck.remove(c)
        realm = here(ctx, src, o)
        from .plays import play_free
        play_free(ctx, seat, c, realm if realm >= 0 else None)
    _did(ctx, bool(picks))


@op("portal")
def _portal(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Portal: banish a card and return it to The World at once, untapped, its counters and
    equipment gone, the same instance ("end of round" effects kept) (001 7 Portal). A token
    is banished and stops existing (001 2 Tokens); Pastel Bloom Drake's replacement puts it
    into a realm its controller chooses instead (001 5 Replacement Effects)."""
    targets = resolve_targets(ctx, seat, src, o, picks, "Portal")
    if targets is None:
        return
    for t in targets:
        realm, side = locate(ctx.st, t) or (-1, seat)
        ctx.log("portal", f"{ctx.name(t)} is portaled", seat, (t,))
        if replaces_banish(ctx, t):     # Pastel Bloom Drake: to a realm its controller chooses instead
            banish(ctx, t, seat)
            continue
        if is_token(ctx.st, ctx.cards, t):   # a banished token (printed, stand-in or copy) stops existing
            leave_world(ctx, t, "banished")      # (001 2 Tokens)
            continue
        leave_world(ctx, t, "portal", portal=True)
        remove_anywhere(ctx, t)
        arrive(ctx, t, realm, side)
    _did(ctx, bool(targets))


@op("control")
def _control(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Gain control of a card this round: it moves to your side of its realm; its equipment
    stays with it, under its own controller (001 5 Control)."""
    st = ctx.st
    targets = resolve_targets(ctx, seat, src, o, picks, "Gain control of")
    if targets is None:
        return
    for t in targets:
        where = locate(st, t)
        if where is None or where[1] == seat or opponents_cant_affect(st, ctx.cards, t, seat):
            continue
        take_control(ctx, t, seat)
        st.effects.append({"kind": "control_return", "target": t, "seat": where[1], "until": "round"})
        if o.get("untap"):
            st.tapped.discard(t)
    _did(ctx, bool(targets))


def take_control(ctx: Ctx, inst: int, seat: int) -> None:
    """Move a card to `seat`'s side of its realm."""
    st = ctx.st
    where = locate(st, inst)
    if where is None:
        return
    realm, old = where
    st.world[realm][old].remove(inst)
    st.world[realm][seat].append(inst)
    ctx.log("control", f"{player(seat)} gains control of {ctx.name(inst)}", seat, (inst,))


@op("return_from_abyss")
def _return_from_abyss(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Return a card you own from The Abyss to a realm (chosen on resolution: 001 5 Targeted
    Effects; Cursed Passages of Haem may return a Wonder it just sacrificed)."""
    st = ctx.st
    if o.get("when") == "end_of_round":
        dead = o.get("ctx", {}).get("dead")
        if dead is not None:
            st.effects.append({"kind": "return_at_end", "card": dead, "seat": seat, "until": "round"})
            _did(ctx, True)
        return
    if "chosen" not in o:
        opts = [c for c in st.abyss[seat] if (not o.get("type") or ctx.card(c).type == o["type"]
                                              or (o["type"] == "wonder" and ctx.card(c).is_wonder))
                and ("max_cost" not in o or ctx.card(c).cost <= int(o["max_cost"]))]
        ctx.pick_first(seat, src, o, "Return from The Abyss", opts, picks)
        return
    c = o["chosen"]
    if o.get("to") == "here" and here(ctx, src, o) >= 0:
        realm = here(ctx, src, o)
    else:
        opts = active_realms(st)
        if picks is None:
            picks = ctx.pick_realm(seat, src, o, f"Return {ctx.name(c)} to", opts)
            if picks is None:
                return
        realm = int(picks[0])
    if c in st.abyss[st.owner[c]]:
        st.abyss[st.owner[c]].remove(c)
        ctx.log("returned", f"{ctx.name(c)} returns from The Abyss to {realm_name(realm)}", seat, (c,))
        arrive(ctx, c, realm, seat)
        _did(ctx, True)


@op("mirror_next_arrival")
def _mirror(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """The next time an enemy Wonder arrives, its owner sacrifices it (001 5 Next Time)."""
    ctx.st.effects.append({"kind": "mirror", "seat": seat})
    _did(ctx, True)


@op("trigger_arrival")
def _trigger_arrival(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Choose an on-arrival ability of another Wonder you control and trigger it n times
    (Skraal: not a copy, 001 5 Copies): the Wonder, then which of its on-arrival abilities
    when it has several (printed and copied by symbiosis)."""
    st = ctx.st
    from .triggers import ability_task
    if "chosen" not in o:
        opts = [i for _r, s, i in in_world(st) if s == seat and i != src and is_wonder(st, ctx.cards, i)
                and any(a.get("on") == "arrive" for a in abilities(st, ctx.cards, i))]
        ctx.pick_first(seat, src, o, "Trigger the on-arrival ability of", opts, picks)
        return
    w = int(o["chosen"])
    where = locate(st, w)
    arrivals = [a for a in abilities(st, ctx.cards, w) if a.get("on") == "arrive"] if where is not None else []
    if not arrivals:
        _did(ctx, False)
        return
    if picks is None:
        labels = [f"{k + 1}: " + ", ".join(str(x.get("op", "")).replace("_", " ") for x in a.get("do", []))
                  for k, a in enumerate(arrivals)]
        picks = ctx.pick(seat, src, o, f"Which on-arrival ability of {ctx.name(w)}?", list(range(len(arrivals))),
                         1, 1, by="value", labels=labels)
        if picks is None:
            return
    ab = arrivals[int(picks[0])] if 0 <= int(picks[0]) < len(arrivals) else arrivals[0]
    for _ in range(int(o.get("times", 3))):
        st.pending.append(ability_task(ctx, seat, w, ab, {"realm": where[0] if where else -1, "arrived": w},
                                       need_world=True))
    _did(ctx, True)


@op("abyss_face_down")
def _abyss_face_down(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Shuffle the Wonders you own in The Abyss and distribute them face down as evenly as
    possible over the active realms, choosing where without knowing which card goes where
    (Autumn, Essence Animated: 001 5 Distribute): every realm gets the same number and the
    player picks the realms that get one more. They turn face up at the start of the next
    round, arriving as from The Abyss."""
    st = ctx.st
    pile = [c for c in st.abyss[seat] if ctx.card(c).is_wonder]
    realms = active_realms(st)
    if not pile or not realms:
        _did(ctx, False)
        return
    extra = [int(r) for r in o.get("extra", [])]
    if picks is not None:
        extra += [int(p) for p in picks]
    if len(extra) < len(pile) % len(realms):
        opts = [r for r in realms if r not in extra]
        got = ctx.pick_realm(seat, src, {**o, "extra": extra},
                             f"Place a face-down card ({len(extra) + 1} of {len(pile) % len(realms)} left over) in",
                             opts)
        if got is None:
            return
        ctx.push([(seat, src, {**o, "extra": extra + [int(g) for g in got]})])
        return
    for c in pile:
        st.abyss[seat].remove(c)
    st.rng.shuffle(pile)
    base = len(pile) // len(realms)
    slots = [r for r in realms for _ in range(base + (1 if r in extra else 0))]
    for c, r in zip(pile, slots):
        arrive(ctx, c, r, seat, face_down=True)
    ctx.log("face_down", f"{player(seat)} distributes {len(pile)} face-down card{'s' if len(pile) > 1 else ''}: "
                         + ", ".join(f"{slots.count(r)} in {realm_name(r)}" for r in realms if r in slots), seat)
    _did(ctx, True)


@op("bury")
def _bury(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Bury n cards from your hand: to the bottom of your deck (001 6 Bury)."""
    hand = ctx.st.hands[seat]
    n = int(_n(o))
    if picks is None:
        picks = ctx.pick(seat, src, o, f"Bury {n} card{'s' if n > 1 else ''}", list(hand), n, n)
        if picks is None:
            return
    for c in picks:
        hand.remove(c)
        ctx.st.decks[seat].insert(0, c)
    _did(ctx, bool(picks))


@op("return_to_hand")
def _return_to_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    targets = resolve_targets(ctx, seat, src, o, picks, "Return to its owner's hand")
    if targets is None:
        return
    for t in targets:
        ctx.log("returned", f"{ctx.name(t)} returns to {player(ctx.st.owner[t])}'s hand", seat, (t,))
        leave_world(ctx, t, "hand")
    _did(ctx, bool(targets))


@op("if_you_do")
def _if_you_do(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    if ctx.st.memo.get("did"):
        ctx.push([(seat, src, {**x, "ctx": o.get("ctx", {})}) for x in o.get("ops", [])])


__all__ = ["move_card", "take_control"]
