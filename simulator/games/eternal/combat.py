"""Battle (000 3.3, 003 "Combat Phase"): attackers, blockers, the attacker's damage order,
the fight with Quickdraw, Deadly, Overwhelm, Double Damage and Lifesteal, Berserk, site
attacks, and direct attacks by Killer units and relic weapons (000 4.3)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, damage, gain_health, hit_player, player, raise_own, raise_watchers
from .cards import KW, Card, is_type
from .effects import Env, Op, op, pick, top_unit_or_weapon
from .sight import battle_damage, damage_back_first, may_attack_at_no_strength
from .state import KILLER_USED, ONCE_USED, EternalState, player_ref, ref_seat
from .stats import attack, keywords, on_playmat, remaining, warcry
from .zones import info_of

QUICKDRAW, DEADLY, OVERWHELM, DOUBLE = KW["quickdraw"], KW["deadly"], KW["overwhelm"], KW["double_damage"]
LIFESTEAL, FLYING, UNBLOCKABLE, INVULNERABLE = KW["lifesteal"], KW["flying"], KW["unblockable"], KW["invulnerable"]
CANT_BLOCK, RECKLESS = KW["cant_block"], KW["reckless"]


def can_attack(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """000 3.2: ready, not played this turn unless it has Charge, strength above 0."""
    i = st.info.get(u)
    card = cards[st.kinds[u]]
    if i is None or i.ex or not card.is_unit or u in st.attackers:
        return False
    if i.entered >= st.turn_no and not keywords(st, cards, u) & KW["charge"]:
        return False
    if card.aura is not None and card.aura.get("attack_needs_armor") and not i.silenced and st.armor[st.owners[u]] <= 0:
        return False   # Valkyrie Bodyguard: "can't attack unless you have Armor"
    if card.aura is not None and card.aura.get("cant_attack") and not i.silenced:
        return False   # Big Brother: "can't attack or block" (silenced, he can)
    return attack(st, cards, u) > 0 or may_attack_at_no_strength(st, u)   # Accelerated Impact


def can_block(st: EternalState, cards: tuple[Card, ...], b: int, a: int) -> bool:
    """000 3.32: a ready unit blocks one attacker; Flying only by Flying, Unblockable never."""
    i = st.info.get(b)
    if i is None or i.ex or not cards[st.kinds[b]].is_unit:
        return False
    bits = keywords(st, cards, b)
    if bits & KW["cant_block"]:
        return False
    if any(b in bl for bl in st.blocks.values()):
        return False
    abits = keywords(st, cards, a)
    if abits & UNBLOCKABLE:
        return False
    return not (abits & FLYING and not bits & FLYING)


def _ready_blockers(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[tuple[int, int]]:
    """(unit, its Flying bit) for each of `seat`'s units that may block at all, in board
    order; each unit's skills worked out once (stats.keywords, inlined for a unit with no
    attachment while no aura is in force)."""
    blocking = {x for bl in st.blocks.values() for x in bl} if st.blocks else ()
    info, kinds, plain = st.info, st.kinds, not st.auras
    ready: list[tuple[int, int]] = []
    for b in st.boards[seat]:
        i = info.get(b)
        card = cards[kinds[b]]
        if i is None or i.ex or not card.is_unit or b in blocking:
            continue
        if plain and not i.att:
            bits = ((0 if i.silenced else card.kw) | i.kw | i.tkw) & ~i.lost
        else:
            bits = keywords(st, cards, b)
        if not bits & CANT_BLOCK:
            ready.append((b, bits & FLYING))
    return ready


def block_options(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[tuple[int, int]]:
    """Every (blocker, attacker) pair of `seat`'s units and the attackers that can_block
    allows, attacker by attacker and each in board order."""
    out: list[tuple[int, int]] = []
    ready = _ready_blockers(st, cards, seat) if st.attackers else []
    if ready:
        for a in st.attackers:
            abits = keywords(st, cards, a)
            if not abits & UNBLOCKABLE:
                out += [(b, a) for b, flies in ready if flies or not abits & FLYING]
    return out


def can_block_any(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """bool(block_options(...)) without building the pairs: stops at the first attacker some
    ready unit may block (the same tests)."""
    if not st.attackers:
        return False
    ready = _ready_blockers(st, cards, seat)
    if not ready:
        return False
    fliers = any(flies for _, flies in ready)   # a flier blocks any attacker that is not Unblockable
    for a in st.attackers:
        abits = keywords(st, cards, a)
        if not abits & UNBLOCKABLE and (fliers or not abits & FLYING):
            return True
    return False


def reckless_attackers(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """003 Reckless: units that must attack if they can."""
    info, kinds, plain = st.info, st.kinds, not st.auras
    out: list[int] = []
    for u in st.boards[seat]:
        i = info.get(u)
        if plain and i is not None and not i.att \
                and not ((0 if i.silenced else cards[kinds[u]].kw) | i.kw | i.tkw) & RECKLESS:
            continue   # no Reckless to be had (stats.keywords of such a unit, inlined)
        if keywords(st, cards, u) & RECKLESS and can_attack(st, cards, u):
            out.append(u)
    return out


def declare(ctx: Ctx, seat: int, u: int) -> None:
    """Choose one more attacker (000 3.2); Reckless units join at once."""
    st = ctx.st
    if st.phase == "main1":
        st.phase = "declare"
        for r in reckless_attackers(st, ctx.cards, seat):
            if r != u:
                st.attackers.append(r)
    if u not in st.attackers:
        st.attackers.append(u)


def commit(ctx: Ctx, seat: int, at_site: bool) -> None:
    """The Attack button (000 3.31): attack triggers and Warcry, then Berserk choices."""
    st, cards = ctx.st, ctx.cards
    for r in reckless_attackers(st, cards, seat):
        if r not in st.attackers:
            st.attackers.append(r)
    st.attack_site = at_site and st.site[1 - seat] >= 0
    st.blocks = {}
    st.blocking_started = False
    where = f"{player(1 - seat)}'s site" if st.attack_site else player(1 - seat)
    ctx.log("attack", f"{player(seat)} attacks {where} with {', '.join(ctx.name(a) for a in st.attackers)}",
            seat, tuple(st.attackers))
    for a in st.attackers:
        attack_triggers(ctx, seat, a)
    if len(st.attackers) == 1 and not st.attack_site:   # "When you attack the enemy player with exactly one unit"
        raise_watchers(ctx, "attack_alone", seat, {"unit": st.attackers[0]})
    raise_watchers(ctx, "units_attack", seat)   # Grim Stranger: "When one or more Strangers attack"
    st.phase = "block"
    berserkers = [a for a in st.attackers if keywords(st, cards, a) & KW["berserk"]]
    if berserkers:
        st.tasks.append((seat, berserkers[0], {"op": "_berserk", "units": berserkers}, {}))


def attack_triggers(ctx: Ctx, seat: int, a: int) -> None:
    """003 Warcry: the top unit or weapon of the deck gets +X/+X; 'When X attacks' fires."""
    st, cards = ctx.st, ctx.cards
    n = warcry(st, cards, a)
    st.attacks[seat] += 1   # Field Captain: "each time you or one of your units have attacked this game"
    if n and keywords(st, cards, a) & KW["warcry_all"]:   # Navani: "affects each unit and weapon in your deck"
        for c in st.decks[seat]:
            if is_type(cards[st.kinds[c]].type, ("unit", "weapon")):
                i = info_of(st, c)
                i.atk += n
                i.hp += n
        ctx.log("warcry", f"Warcry {n}: each unit and weapon of {player(seat)}'s deck gets +{n}/+{n}", seat)
    elif n:
        top = top_unit_or_weapon(st, cards, seat, ("unit", "weapon"))
        if top >= 0:
            i = info_of(st, top)
            i.atk += n
            i.hp += n
            ctx.log("warcry", f"Warcry {n}: the top unit or weapon of {player(seat)}'s deck gets +{n}/+{n}", seat)
    if n:
        raise_watchers(ctx, "warcry", seat)   # Longhorn Sergeant: "When you warcry"
    raise_own(ctx, seat, a, "attack")
    held = st.info.get(a)
    if held is not None:
        for w in held.att:
            raise_own(ctx, seat, w, "attack")


@op("_berserk")
def _op_berserk(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """000 3.31: the attacking player chooses which Berserk attackers will attack twice."""
    st = ctx.st
    options = [u for u in o["units"] if u in st.attackers]
    got = picks if picks is not None else pick(ctx, seat, src, o, env, "Berserk: choose the units that will attack again",
                                               options, 0, len(options))
    if got is not None:
        st.berserk = [int(u) for u in got]


def block(ctx: Ctx, seat: int, b: int, a: int) -> None:
    """Assign a blocker to an attacker (000 3.32)."""
    st = ctx.st
    st.blocking_started = True
    st.blocks.setdefault(a, []).append(b)
    ctx.log("block", f"{ctx.name(b)} blocks {ctx.name(a)}", seat, (b, a))


def blocks_done(ctx: Ctx, seat: int) -> None:
    """Blockers are set: block triggers, then the Pre-Fight Step (000 3.33)."""
    st = ctx.st
    for a, blockers in st.blocks.items():
        for b in blockers:
            raise_own(ctx, seat, b, "block")
            raise_own(ctx, seat, b, "clash", {"target": a})   # Cirso: "When a unit blocks or is blocked by"
            raise_own(ctx, 1 - seat, a, "clash", {"target": b})
    st.phase = "prefight"
    st.window = [st.turn, 0, 1 if st.blocks else 0]


def lethal(st: EternalState, cards: tuple[Card, ...], b: int, bits: int) -> int:
    """Damage an attacker must spend to kill a blocker (1 with Deadly, 003 Deadly)."""
    if keywords(st, cards, b) & INVULNERABLE:
        return 10 ** 6
    return 1 if bits & DEADLY else max(0, remaining(st, cards, b))


def live_blockers(st: EternalState, a: int) -> list[int]:
    """The blockers still blocking an attacker."""
    return [b for b in st.blocks.get(a, []) if on_playmat(st, b)]


def needs_order(st: EternalState, cards: tuple[Card, ...], a: int) -> bool:
    """000 3.34: the attacking player orders blockers the attacker cannot all kill."""
    blockers = live_blockers(st, a)
    if len(blockers) < 2 or a in st.ordered:
        return False
    bits = keywords(st, cards, a)
    dmg = battle_damage(st, cards, a) * (2 if bits & DOUBLE else 1)
    return sum(lethal(st, cards, b, bits) for b in blockers) > dmg


@op("_order")
def _op_order(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st = ctx.st
    blockers = live_blockers(st, src)
    got = picks if picks is not None else pick(ctx, seat, src, o, env,
                                               f"{ctx.name(src)}: choose the blocker to damage first",
                                               blockers, len(blockers) - 1, len(blockers) - 1)
    if got is None:
        return
    ordered = [int(b) for b in got] + [b for b in blockers if b not in got]
    st.blocks[src] = ordered
    st.ordered.append(src)


def fight(ctx: Ctx) -> bool:
    """The Fight Step (000 3.34). False while the attacking player must order blockers."""
    st, cards = ctx.st, ctx.cards
    seat, foe = st.turn, 1 - st.turn
    blocks = st.blocks
    for a in st.attackers:   # (needs_order wants two live blockers: fewer blockers at all, no order)
        if len(blocks.get(a, ())) >= 2 and on_playmat(st, a) and needs_order(st, cards, a):
            blockers = live_blockers(st, a)
            got = pick(ctx, seat, a, {"op": "_order"}, {}, f"{ctx.name(a)}: choose the blocker to damage first",
                       blockers, len(blockers) - 1, len(blockers) - 1)
            if got is None:
                st.choice["act"] = "order"   # type: ignore[index]
                return False
            _op_order(ctx, seat, a, {"op": "_order"}, {}, got)
    attackers = [a for a in st.attackers if on_playmat(st, a)]
    steals = [0, 0]
    first = damage_back_first(st, cards, [b for bl in blocks.values() for b in bl]) if st.links else None
    quick = [a for a in attackers if keywords(st, cards, a) & QUICKDRAW]
    for a in quick:
        _strike(ctx, a, foe, steals)
    fallen = {b for a in quick for b in live_blockers(st, a) if remaining(st, cards, b) <= 0} if quick else ()
    for a in attackers:
        if a not in quick:
            _strike(ctx, a, foe, steals)
    blocks = st.blocks   # (a strike's triggers never replace it, but read it afresh all the same)
    for a in attackers:
        if a not in blocks:   # live_blockers(st, a) is empty
            continue
        for b in live_blockers(st, a):
            if b not in fallen:
                bbits = keywords(st, cards, b)
                dealt = damage(ctx, b, a, first[b] if first and b in first else max(0, attack(st, cards, b)), bbits)
                if bbits & LIFESTEAL:
                    steals[foe] += dealt
    for s in (seat, foe):
        if steals[s] > 0:   # (gain_health does nothing for 0)
            gain_health(ctx, s, steals[s])
    for a in attackers:
        info_of(st, a).ex = True
        if a in blocks:
            for b in live_blockers(st, a):
                info_of(st, b).ex = True
    return True


def _strike(ctx: Ctx, a: int, foe: int, steals: list[int]) -> None:
    """One attacker deals its damage: to the player or site if unblocked, else to its
    blockers in order, Overwhelm carrying the rest to the player (003 Combat Phase)."""
    st, cards = ctx.st, ctx.cards
    bits = keywords(st, cards, a)
    dmg = battle_damage(st, cards, a) * (2 if bits & DOUBLE else 1)
    sbits = bits & ~DOUBLE
    seat = st.owners[a]
    dealt = 0
    if a not in st.blocks:
        if st.attack_site and st.site[foe] >= 0:
            dealt = damage(ctx, a, st.site[foe], dmg, sbits)
        else:
            dealt = hit_player(ctx, a, foe, dmg, sbits)
    else:
        blockers = live_blockers(st, a)
        left = dmg
        for n, b in enumerate(blockers):
            share = left if n == len(blockers) - 1 and not bits & OVERWHELM else min(left, lethal(st, cards, b, bits))
            if share > 0:
                dealt += damage(ctx, a, b, share, sbits)
            left -= share
        if left > 0 and bits & OVERWHELM:
            if st.attack_site and st.site[foe] >= 0:
                dealt += damage(ctx, a, st.site[foe], left, sbits)
            else:
                dealt += hit_player(ctx, a, foe, left, sbits)
    if bits & LIFESTEAL:
        steals[seat] += dealt


def after_fight(ctx: Ctx) -> None:
    """Berserk units that survived attack again (000 3.34), else the Final Main Phase."""
    st = ctx.st
    again = [a for a in st.berserk if on_playmat(st, a)]
    st.berserk = []
    st.blocks = {}
    st.ordered = []
    st.window = []
    if again:
        for a in again:
            info_of(st, a).ex = False
        st.attackers = again
        site = st.site[1 - st.turn]   # 000 3.34: the site again if it wasn't killed, else the player
        st.attack_site = st.attack_site and site >= 0 and remaining(st, ctx.cards, site) > 0
        st.blocking_started = False
        st.phase = "block"
        ctx.log("berserk", f"Berserk: {', '.join(ctx.name(a) for a in again)} attack again", st.turn, tuple(again))
        return
    st.attackers = []
    st.phase = "main2"


# --- direct attacks (000 4.3) -----------------------------------------------------------

def direct_attack(ctx: Ctx, seat: int, src: int, target: int) -> None:
    """A Killer unit or a relic weapon attacks an enemy unit (or the player, for a weapon
    when the enemy has no units). It goes on the stack: the enemy may answer."""
    from .plays import push_item
    st, cards = ctx.st, ctx.cards
    card = cards[st.kinds[src]]
    if card.type == "relic_weapon":
        wi = info_of(st, src)
        if keywords(st, cards, src) & KW["attacks_twice"] and not wi.used & ONCE_USED:
            wi.used |= ONCE_USED   # Starsteel Daisho: "can attack twice each turn" (cleared at cleanup)
        else:
            st.weapon_attacked = True
    else:
        info_of(st, src).used |= KILLER_USED
    ctx.log("attack", f"{ctx.name(src)} attacks {ctx.name(target)}", seat, (src,) + ((target,) if target >= 0 else ()))
    push_item(ctx, {"kind": "attack", "seat": seat, "src": src, "card": -1, "i": -1, "target": target, "react": True})
    attack_triggers(ctx, seat, src)
    if target >= 0:   # 000 4.3: "Abilities that trigger from attacking or blocking will occur"
        raise_own(ctx, 1 - seat, target, "block")   # 003 Killer: the victim is a blocker
        raise_own(ctx, 1 - seat, target, "clash", {"target": src})
        raise_own(ctx, seat, src, "clash", {"target": target})


@op("_direct_fight")
def _op_direct_fight(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    st, cards = ctx.st, ctx.cards
    target = env.get("target")
    weapon = cards[st.kinds[src]].type == "relic_weapon"
    if weapon and st.weapon[seat] != src or not weapon and not on_playmat(st, src):
        return
    abits = keywords(st, cards, src) | (st.pkw[seat] & LIFESTEAL)
    dmg = battle_damage(st, cards, src) * (2 if abits & DOUBLE else 1)
    steals = [0, 0]
    if target is None or target < 0:
        if target is not None and weapon and not [u for u in st.boards[ref_seat(target)] if cards[st.kinds[u]].is_unit]:
            steals[seat] += damage(ctx, src, player_ref(ref_seat(target)), dmg, abits & ~DOUBLE)
            raise_watchers(ctx, "ally_hit", seat, {"unit": src})   # First Flame: "When you ... hit the enemy player"
    elif on_playmat(st, target):
        first = damage_back_first(st, cards, (target,)) if st.links else None
        left = remaining(st, cards, target)
        dealt = damage(ctx, src, target, dmg, abits & ~DOUBLE)
        steals[seat] += dealt
        if abits & OVERWHELM and dealt > left > 0:
            steals[seat] += damage(ctx, src, player_ref(1 - seat), dealt - left, abits & ~DOUBLE)
        killed_first = abits & QUICKDRAW and remaining(st, cards, target) <= 0
        if not killed_first:
            tbits = keywords(st, cards, target)
            back = player_ref(seat) if weapon else src
            got = damage(ctx, target, back, first[target] if first else max(0, attack(st, cards, target)), tbits)
            if tbits & LIFESTEAL:
                steals[1 - seat] += got
    if abits & LIFESTEAL:
        gain_health(ctx, seat, steals[seat])
    gain_health(ctx, 1 - seat, steals[1 - seat])
    if not weapon:
        info_of(st, src).ex = True
