"""Playing cards (001 4 Playing Cards): what a card costs now (orbital links, cost
statics, never below 0), whether it may be played (core needs a link; attuned saves the
action), and how a played card resolves: On Play triggers first, then it arrives in its
realm, or a spell's effect happens and it goes to The Abyss."""
from __future__ import annotations

from .cards import Card
from .context import Ctx, player, realm_name
from .moves import arrive, remove_anywhere
from .state import WondersState
from .triggers import ability_task, fire_play
from .world import classes, has_link, in_world, is_type, links, nullified_set, static_abilities


def cost_parts(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int,
               null: set[int] | None = None) -> list[tuple[str, int]]:
    """The modifiers to a card's printed cost when played from `seat`'s hand, each with its
    source in words: (why, change), e.g. ("Petraia Link", -1) (001 7 Orbital Link) or
    ("Some Card", -2) for a cost static; play_cost adds them up."""
    null = null if null is not None else nullified_set(st, cards)
    c = cards[st.kinds[inst]]
    parts: list[tuple[str, int]] = []
    if c.orbital and c.orbital in links(st, cards, seat, null):
        parts.append((f"{c.orbital} Link", -1))
    for _r, s, src, a in static_abilities(st, cards, "cost_minus", null):
        if s == seat and ((a.get("class") and a["class"] in c.classes) or (a.get("type") and a["type"] == c.type)):
            parts.append((cards[st.kinds[src]].name, -int(a.get("n", 1))))
    return parts


def play_cost(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int, null: set[int] | None = None) -> int:
    """Energy to play a card from hand: printed cost, 1 less with a link of its orbital (links
    don't stack: 001 7 Orbital Link), less cost statics; at least 0 (001 4 Playing Cards)."""
    # cost_parts summed without building its words (this runs on every play)
    null = null if null is not None else nullified_set(st, cards)
    c = cards[st.kinds[inst]]
    cost = c.cost
    if c.orbital and has_link(st, cards, seat, c.orbital, null):
        cost -= 1
    for _r, s, _src, a in static_abilities(st, cards, "cost_minus", null):
        if s == seat and ((a.get("class") and a["class"] in c.classes) or (a.get("type") and a["type"] == c.type)):
            cost -= int(a.get("n", 1))
    return max(0, cost)


def attuned_free(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int, null: set[int] | None = None) -> bool:
    """True when an attuned card needs no action: you control a card meeting its requirement
    (an orbital's land, a type, a class; plain attuned needs none) (001 7 Attuned)."""
    c = cards[st.kinds[inst]]
    if "attuned" not in c.keywords:
        return False
    need = str(c.keywords["attuned"] or "")
    if not need:
        return True
    for _r, s, i in in_world(st):
        if s != seat or i in st.facedown:
            continue
        k = cards[st.kinds[i]]
        if need in ("wonder", "land", "item"):
            if is_type(st, cards, i, need):
                return True
        elif need in ("Petraia", "Thalwind", "Solfera", "Umbrathene", "Heliosynth", "Boundless"):
            if k.type == "land" and k.orbital == need:
                return True
        elif need in classes(st, cards, i) or need.lower() == k.type:
            return True
    return False


def core_blocked(st: WondersState, cards: tuple[Card, ...], seat: int, inst: int, null: set[int] | None = None) -> bool:
    """True when a core card can't be played from hand: no link of its orbital (001 4 Core
    Mechanic)."""
    c = cards[st.kinds[inst]]
    return c.core and c.orbital not in links(st, cards, seat, null)


def start_play(ctx: Ctx, seat: int, inst: int, realm: int | None, free: bool = False, now: bool = False) -> None:
    """A card is played: it leaves the hand (or deck), its On Play abilities and the
    opponents' "plays a spell" abilities trigger and resolve, then it resolves (001 6 On Play).
    now: the play is a turn action (the queue is empty), so a card whose play made nothing
    trigger resolves at once, as the queue would have run it next."""
    st = ctx.st
    c = ctx.card(inst)
    remove_anywhere(ctx, inst)
    st.limbo.append(inst)
    where = f" to {realm_name(realm)}" if realm is not None and c.type != "spell" else ""
    ctx.log("played", f"{player(seat)} plays {c.name}{where}{' for free' if free else ''}", seat, (inst,))
    if c.type == "land":
        key = f"lands:{c.orbital}@{seat}"
        st.counts[key] = st.counts.get(key, 0) + 1
    fire_play(ctx, inst, seat, -1 if realm is None else realm)
    if st.pending:
        ctx.push([(seat, inst, {"op": "_flush"}),
                  (seat, inst, {"op": "_resolve_card", "realm": -1 if realm is None else realm})])
    elif now:
        resolve_card(ctx, seat, inst, -1 if realm is None else realm)
    else:       # a flush with nothing waiting would do nothing (ops_flow._flush)
        ctx.push([(seat, inst, {"op": "_resolve_card", "realm": -1 if realm is None else realm})])


def resolve_card(ctx: Ctx, seat: int, inst: int, realm: int) -> None:
    """The played card resolves: a spell's effect (blank when nullified: 001 5 Triggered
    Effects example 1) then The Abyss; any other card arrives in its realm."""
    st = ctx.st
    if inst not in st.limbo:
        return
    c = ctx.card(inst)
    if c.type == "spell":
        st.limbo.remove(inst)
        nulled = any(e["kind"] == "nullify" and e.get("target") == inst for e in st.effects)
        st.abyss[st.owner[inst]].append(inst)
        st.effects = [e for e in st.effects if e.get("target") != inst]
        if nulled:
            ctx.log("nullified", f"{c.name} is nullified: it resolves with no effect", seat, (inst,))
            return
        tasks = []
        for ab in c.abilities:
            if ab.get("on") == "play":
                tasks.append(ability_task(ctx, seat, inst, ab, {"realm": realm}))
        ctx.push(tasks + [(seat, inst, {"op": "_flush"})])
        return
    st.limbo.remove(inst)
    arrive(ctx, inst, realm, seat)


def play_free(ctx: Ctx, seat: int, inst: int, realm: int | None) -> None:
    """Play a card for free (seek): no cost, no action, core ignored (001 4 Core Mechanic)."""
    c = ctx.card(inst)
    if c.type != "spell" and (realm is None or realm < 0):
        from .world import active_realms
        realms = active_realms(ctx.st)
        realm = realms[-1] if realms else 0
    start_play(ctx, seat, inst, realm, free=True)
