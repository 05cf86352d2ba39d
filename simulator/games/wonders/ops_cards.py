"""The card effect vocabulary (cards.OPS): each op as the rules document defines its words
(001 6 Game Terms, 001 7 Keyword Abilities). An op runs with (ctx, seat, src, op, picks):
picks is None the first time and the player's answer when the op asked a question."""
from __future__ import annotations

import math
from typing import Any

from .context import Ctx, Op, op, player
from .moves import banish, deny, die, draw
from .targets import resolve_targets, shield_stops
from .world import (
    classes,
    in_world,
    is_wonder,
    locate,
    opponents_cant_affect,
    other,
)

Picks = list[Any] | None


def _did(ctx: Ctx, value: bool) -> None:
    ctx.st.memo["did"] = value


def _n(op: Op, default: int = 1) -> Any:
    n = op.get("n", default)
    return math.inf if n == "inf" else n


def _chooser(seat: int, o: Op) -> int:
    """The player an op about "who" asks: the one it asked before (a question re-runs the op
    as that player's task), else the opponent or the effect's controller."""
    if "chooser" in o:
        return int(o["chooser"])
    return other(seat) if o.get("who") == "opponent" else seat


@op("draw")
def _draw(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    _did(ctx, draw(ctx, seat, int(_n(o))) > 0)


@op("deny")
def _deny(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    who = other(seat) if o.get("who") == "opponent" else seat
    _did(ctx, bool(deny(ctx, who, int(_n(o)))))


@op("discard")
def _discard(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    who = _chooser(seat, o)
    hand = ctx.st.hands[who]
    n = int(_n(o))
    if picks is None:
        picks = ctx.pick(who, src, {**o, "chooser": who}, f"Discard {n} card{'s' if n > 1 else ''}", list(hand), n, n)
        if picks is None:
            return
    for c in picks:
        hand.remove(c)
        ctx.st.abyss[ctx.st.owner[c]].append(c)
    ctx.log("discarded", f"{player(who)} discards {ctx.names(picks)}", who, tuple(picks))
    _did(ctx, bool(picks))


_RES = {"energy": "energy", "actions": "actions", "faith": "faith", "free_attacks": "free_attacks"}


@op("gain")
def _gain(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    res = _RES[o["res"]]
    pile = getattr(ctx.st, res)
    n = _n(o)
    pile[seat] = pile[seat] + n if res in ("energy", "faith") else int(pile[seat] + n)
    ctx.log("gained", f"{player(seat)} gains {'infinite' if n == math.inf else n} {o['res'].replace('_', ' ')}",
            seat)
    _did(ctx, True)


@op("lose")
def _lose(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    who = other(seat) if o.get("who") == "opponent" else seat
    pile = getattr(ctx.st, _RES[o["res"]])
    pile[who] = max(0, pile[who] - _n(o))
    _did(ctx, True)


def put_counters(ctx: Ctx, by: int, inst: int, kind: str, n: int) -> bool:
    """Put n counters on a card; +1 and -1 counters cancel in pairs (001 6 Counters)."""
    st = ctx.st
    if n <= 0 or opponents_cant_affect(st, ctx.cards, inst, by):
        return False
    cnt = st.counters.setdefault(inst, {})
    cnt[kind] = cnt.get(kind, 0) + n
    pair = min(cnt.get("+1", 0), cnt.get("-1", 0))
    if pair:
        cnt["+1"] -= pair
        cnt["-1"] -= pair
    for k in [k for k, v in cnt.items() if v <= 0]:
        del cnt[k]
    ctx.log("counters", f"{ctx.name(inst)} gets {n} {kind} counter{'s' if n > 1 else ''}", by, (inst,))
    return True


@op("counters")
def _counters(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    kind, n = o["kind"], int(_n(o))
    if o.get("upto") and "count" not in o:
        if picks is None:
            got = ctx.pick(seat, src, o, f"How many {kind} counters? (up to {n})", list(range(n, -1, -1)), 1, 1,
                           by="value", labels=[str(k) for k in range(n, -1, -1)])
            if got is None:
                return
            picks = got
        ctx.push([(seat, src, {**o, "count": int(picks[0])})])
        return
    n = int(o.get("count", n))
    targets = resolve_targets(ctx, seat, src, o, picks, f"Put {n} {kind} counter{'s' if n != 1 else ''} on")
    if targets is None:
        return
    put = [put_counters(ctx, seat, t, kind, n) for t in targets]     # every target, no short cut
    _did(ctx, any(put))


@op("destroy")
def _destroy(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    targets = resolve_targets(ctx, seat, src, o, picks, "Destroy")
    if targets is None:
        return
    done = False
    for t in targets:
        if not shield_stops(ctx, seat, t, destroying=True):
            done = die(ctx, t, "destroy", seat) or done
    _did(ctx, done)


@op("sacrifice")
def _sacrifice(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Sacrifice: put a card you control into The Abyss; no target, no shield (001 6 Sacrifice)."""
    st = ctx.st
    what = o.get("what", "wonder")
    info = o.get("ctx", {})
    if what == "arrived":
        # the arrival that triggered this, or one of those that arrived with it, chosen by
        # their controller (Wretched Mirror of Requiem: 001 6 Next Time)
        arrivals = [a for a in info.get("arrivals", [info.get("arrived")]) if a is not None and locate(st, a)]
        if picks is None:
            first = locate(st, arrivals[0]) if arrivals else None
            chooser = first[1] if first is not None else seat
            picks = ctx.pick(chooser, src, o, "Sacrifice one of the Wonders that arrived", arrivals, 1, 1)
            if picks is None:
                return
        done = bool(picks) and locate(st, picks[0]) is not None and die(ctx, picks[0], "sacrifice", seat)
        _did(ctx, bool(done))
        return
    who = o.get("who", "you")
    if who == "owner":            # Stealthy Spriggan: the arriving Wonder's owner sacrifices
        a = info.get("arrived")
        who_seat = st.owner[a] if a is not None else seat
    elif who == "each_opponent":
        who_seat = other(seat)
    else:
        who_seat = seat
    n = int(_n(o))
    options = [i for _r, s, i in in_world(st) if s == who_seat and
               (is_wonder(st, ctx.cards, i) if what == "wonder" else ctx.card(i).type == what)]
    if picks is None:
        picks = ctx.pick(who_seat, src, o, f"Sacrifice {n} {what}{'s' if n > 1 else ''}", options, n, n)
        if picks is None:
            return
    # 001 6 Sacrifice: sacrifices you can't make are ignored
    st.memo["sacrificed"] = list(picks)
    if picks:
        st.memo["sacrificed_classes"] = list(classes(st, ctx.cards, picks[0]))
    for t in picks:
        die(ctx, t, "sacrifice", who_seat)
    _did(ctx, bool(picks))


@op("sacrifice_self")
def _sacrifice_self(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    _did(ctx, src >= 0 and die(ctx, src, "sacrifice", seat))


@op("banish")
def _banish(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    targets = resolve_targets(ctx, seat, src, o, picks, "Banish")
    if targets is None:
        return
    for t in targets:
        banish(ctx, t, seat)
    _did(ctx, bool(targets))


@op("banish_top")
def _banish_top(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Banish the top n cards of a deck, one at a time: not a deny, so eternal does not
    trigger (001 7 Eternal); a Pastel Bloom Drake among them goes to a realm instead."""
    who = other(seat) if o.get("who") == "opponent" else seat
    n = int(_n(o))
    top = ctx.st.decks[who][-n:][::-1] if n > 0 else []
    for c in top:
        banish(ctx, c, seat)
    _did(ctx, bool(top))


@op("banish_from_hand")
def _banish_from_hand(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """A player banishes n cards of their choice from their hand (001 6 Banishment)."""
    who = _chooser(seat, o)
    hand = ctx.st.hands[who]
    n = int(_n(o))
    if picks is None:
        picks = ctx.pick(who, src, {**o, "chooser": who}, f"Banish {n} card{'s' if n > 1 else ''} from your hand",
                         list(hand), n, n)
        if picks is None:
            return
    for c in picks:
        if c in hand:
            banish(ctx, c, who)
    _did(ctx, bool(picks))


@op("banish_self")
def _banish_self(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    if src >= 0 and locate(ctx.st, src) is not None:
        banish(ctx, src, seat)
        _did(ctx, True)


@op("power")
def _power(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    n = int(_n(o))
    targets = resolve_targets(ctx, seat, src, o, picks, f"Give {n:+d} this round to")
    if targets is None:
        return
    why = f"{ctx.name(src)} this round" if src >= 0 else "this round"
    for t in targets:
        ctx.st.effects.append({"kind": "power", "target": t, "n": n, "until": "round", "why": why,
                               "portal_keeps": True})
        ctx.log("power", f"{ctx.name(t)} gets {n:+d} this round", seat, (t,))
    _did(ctx, bool(targets))


@op("double")
def _double(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Double power this round. With class_choice the player names a class and every Wonder
    they control of it is doubled (Rage of the Ancients); Wonders arriving later are not
    (001 6 This Round)."""
    st = ctx.st
    if o.get("class_choice"):
        names = sorted({c for _r, s, i in in_world(st) if s == seat and is_wonder(st, ctx.cards, i)
                        for c in classes(st, ctx.cards, i)})
        if picks is None:
            picks = ctx.pick(seat, src, o, "Name a class", names, 1, 1, by="value", labels=names)
            if picks is None:
                return
        name = str(picks[0]) if picks else ""
        targets = [i for _r, s, i in in_world(st) if s == seat and is_wonder(st, ctx.cards, i)
                   and name in classes(st, ctx.cards, i)]
        if name:
            ctx.log("named", f"{player(seat)} names {name}", seat)
    else:
        got = resolve_targets(ctx, seat, src, o, picks, "Double the power of")
        if got is None:
            return
        targets = got
    for t in targets:
        st.effects.append({"kind": "double", "target": t, "until": "round", "why": f"doubled by {ctx.name(src)}"})
    _did(ctx, bool(targets))


def can_be_nullified(ctx: Ctx, inst: int) -> bool:
    """False when a "can't be nullified" static covers the card (Aetherion of Boundless: "Your
    cards can't be nullified", spells being played included). The static works even on a
    source something tries to nullify, since it covers itself ("can't" wins: 001 5 Can't)."""
    st = ctx.st
    where = locate(st, inst)
    seat = where[1] if where is not None else st.owner[inst] if inst in st.limbo else -1
    if seat < 0:
        return True
    for _r, s, src in in_world(st):
        if src in st.facedown:
            continue
        for k in [st.kinds[src]] + st.copied.get(src, []):
            for a in ctx.cards[k].abilities:
                if a.get("static") == "cant_be_nullified":
                    who = a.get("who", "self")
                    if (who == "self" and src == inst) or (who == "allies" and s == seat):
                        return False
    return True


@op("nullify")
def _nullify(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Nullify a card this round (a temporary nullify: 001 5 Nullify); not a card that can't
    be nullified (001 5 Can't)."""
    targets = resolve_targets(ctx, seat, src, o, picks, "Nullify")
    if targets is None:
        return
    done = []
    for t in targets:
        if not can_be_nullified(ctx, t):
            ctx.log("nullified", f"{ctx.name(t)} can't be nullified", seat, (t,))
            continue
        ctx.st.effects.append({"kind": "nullify", "target": t, "until": "round"})
        ctx.log("nullified", f"{ctx.name(t)} is nullified this round", seat, (t,))
        done.append(t)
    _did(ctx, bool(done))


@op("nullify_types")
def _nullify_types(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Nullify every card of these types in The World this round (Path of Light): the cards
    there as it resolves, not those arriving later that round (001 6 This Round)."""
    st = ctx.st
    types = list(o.get("types", []))
    hit = [i for _r, _s, i in in_world(st) if i not in st.facedown and ctx.card(i).type in types
           and can_be_nullified(ctx, i)]
    for i in hit:
        st.effects.append({"kind": "nullify", "target": i, "until": "round"})
    ctx.log("nullified", f"This round every {' and '.join(types)} in The World is nullified", seat, tuple(hit))
    _did(ctx, bool(hit))


@op("stun")
def _stun(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Stun taps the Wonder and makes its base power 0 this round (001 7 Stun)."""
    targets = resolve_targets(ctx, seat, src, o, picks, "Stun")
    if targets is None:
        return
    for t in targets:
        if not opponents_cant_affect(ctx.st, ctx.cards, t, seat):
            ctx.st.tapped.add(t)
        ctx.st.effects.append({"kind": "stun", "target": t, "until": "round"})
        ctx.log("stunned", f"{ctx.name(t)} is stunned", seat, (t,))
    _did(ctx, bool(targets))


@op("tap")
def _tap(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    targets = resolve_targets(ctx, seat, src, o, picks, "Tap")
    if targets is None:
        return
    for t in targets:
        if not opponents_cant_affect(ctx.st, ctx.cards, t, seat):
            ctx.st.tapped.add(t)
    _did(ctx, bool(targets))


@op("untap")
def _untap(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Untap: only a tapped card can be untapped (001 5 Tapping)."""
    targets = resolve_targets(ctx, seat, src, o, picks, "Untap")
    if targets is None:
        return
    done = [t for t in targets if t in ctx.st.tapped]
    for t in done:
        ctx.st.tapped.discard(t)
        ctx.log("untapped", f"{ctx.name(t)} untaps", seat, (t,))
    _did(ctx, bool(done))


__all__ = ["Picks", "can_be_nullified", "put_counters"]
