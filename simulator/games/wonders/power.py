"""A Wonder's power now, by the order of operations of 001 1 Power: the base (printed, or
stat-defining for "*", 0 while stunned), then additive modifiers (+1/-1 counters,
equipment, "gets +N" effects and statics), then multiplicative ones (doubling). Values may
be infinite (001 1 Infinity); an indeterminate value (infinity minus infinity) is 0.
"""
from __future__ import annotations

import math
from typing import Any

from .cards import Card
from .state import WondersState
from .world import (
    abilities,
    adjacent,
    equipment_of,
    game_facts,
    in_world,
    is_token,
    is_wonder,
    kind_index,
    lands,
    locate,
    nullified_set,
    realm_base_present,
    realm_bases,
    stones_held,
)

Num = float


def _add(a: Num, b: Num) -> Num:
    """a + b where infinity minus infinity is indeterminate, hence 0 (001 1 Infinity)."""
    s = a + b
    return 0.0 if math.isnan(s) else s


add_power = _add       # the public name (battle sums a side's Wonders with it)


def _mul(a: Num, k: Num) -> Num:
    s = a * k
    return 0.0 if math.isnan(s) else s


def base_power(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int]) -> Num:
    """Base power: printed, or defined by the card's text for "*" (Gem Primordial: two
    times the round, in every area: 001 3 Abilities Outside The World); a growth-counter
    land's lands count; 0 while stunned (001 7 Stun) or for a nullified "*" card."""
    c = cards[st.kinds[inst]]
    for e in st.effects:        # a plain loop, not any() over a generator: every Wonder in a battle
        if e["kind"] == "stun" and e["target"] == inst:
            return 0.0
    if c.type == "land":
        where = locate(st, inst)
        return float(len(lands(st, cards, where[1]))) if where else 0.0
    ruling = realm_bases(st, cards, inst)
    if ruling:
        return float(ruling[-1][1])     # the most recent of contradicting abilities (001 5 Contradictions)
    if not c.star:
        return float(c.power or 0)
    if inst in null:
        return 0.0      # 001 5 Nullify: a nullified card's "*" stat is 0
    for a in c.abilities:
        if a.get("static") == "base_power":
            k = float(a.get("times", 1))
            f = a.get("formula", "round")
            if f == "round":
                return k * st.round
            where = locate(st, inst)
            seat = where[1] if where else st.owner[inst]
            if f == "lands":
                return k * len(lands(st, cards, seat))
            if f == "stones":
                return k * stones_held(st, cards, seat, null)
            if f == "hand":
                return k * len(st.hands[seat])
    return 0.0          # "*" somehow undefined is 0 (001 1 Power)


def _per(st: WondersState, cards: tuple[Card, ...], per: str, realm: int, seat: int, null: set[int]) -> int:
    if per == "stone":
        return stones_held(st, cards, seat, null)
    if per == "land":
        return len(lands(st, cards, seat))
    if per == "ally":
        return sum(1 for _r, s, i in in_world(st) if s == seat and is_wonder(st, cards, i))
    if per == "token_ally":
        return sum(1 for _r, s, i in in_world(st) if s == seat and is_token(st, cards, i)
                   and is_wonder(st, cards, i))
    if per == "card_in_hand":
        return len(st.hands[seat])
    if per == "enemy_here":
        return sum(1 for i in st.world[realm][1 - seat] if is_wonder(st, cards, i))
    return 1


Part = tuple[str, Num, str]      # (why, value, "base" | "add" | "mul")


def power_parts(st: WondersState, cards: tuple[Card, ...], inst: int,
                null: set[int] | None = None, mass: bool = True, where: tuple[int, int] | None = None) -> list[Part]:
    """The steps of a Wonder's power in the order of operations: the base, the additive
    modifiers with their sources, then the multipliers; `power` folds them and the table's
    hover explanation shows them. mass=False leaves out the adjacent-Mass term; `where`:
    the card's (realm, controller) when the caller knows it (else it is located)."""
    from .conditions import holds  # conditions read power-free facts only
    null = null if null is not None else nullified_set(st, cards)
    parts: list[Part] = [("base power", base_power(st, cards, inst, null), "base")]
    cnt = st.counters.get(inst)
    if cnt:
        plus, minus = cnt.get("+1", 0), cnt.get("-1", 0)
        if plus:
            parts.append((f"+1 counters \u00d7{plus}", float(plus), "add"))
        if minus:
            parts.append((f"-1 counters \u00d7{minus}", -float(minus), "add"))
    for item in equipment_of(st, inst):
        eq = cards[st.kinds[item]].equip
        if eq and eq.get("power"):
            parts.append((cards[st.kinds[item]].name, float(eq["power"]), "add"))
    mults: list[Part] = []
    for e in st.effects:
        if e.get("target") != inst:
            continue
        if e["kind"] == "power":
            parts.append((e.get("why", "this round"), float(e["n"]), "add"))
        elif e["kind"] == "double":
            mults.append((e.get("why", "doubled this round"), 2.0, "mul"))
    if where is None:
        where = locate(st, inst)
    if where is not None:
        realm, seat = where
        for a in abilities(st, cards, inst, null):
            s = a.get("static")
            if s == "power_plus":
                if "if" in a and not holds(st, cards, inst, seat, a["if"], null):
                    continue
                n = float(a.get("n", 0))
                if "per" in a:
                    n *= _per(st, cards, a["per"], realm, seat, null)
                if n:
                    parts.append((a.get("text") or "its ability", n, "add"))
            elif s == "copied_bonus":
                if any(v == inst for v in st.copy_of.values()):
                    parts.append(("copied by symbiosis", float(a.get("n", 0)), "add"))
            elif s == "adjacent_mass" and mass:
                parts += _mass(st, cards, inst, realm, null)
    return parts + mults


def _mass(st: WondersState, cards: tuple[Card, ...], inst: int, realm: int, null: set[int]) -> list[Part]:
    """Strange Mutated Mass: + the power of each same-named Wonder in adjacent realms. Two
    such cards feeding each other, one with power above 0, increase endlessly: infinity
    (001 1 Infinity example)."""
    name = cards[st.kinds[inst]].name
    out: list[Part] = []
    for r in adjacent(realm):
        for side in st.world[r]:
            for other in side:
                if cards[st.kinds[other]].name != name or not is_wonder(st, cards, other):
                    continue
                mine = fold(power_parts(st, cards, inst, null, mass=False))
                theirs = fold(power_parts(st, cards, other, null, mass=False))
                if mine > 0 or theirs > 0:
                    out.append((f"{name} in realm {r + 1}: endless", math.inf, "add"))
                else:
                    out.append((f"{name} in realm {r + 1}", theirs, "add"))
    return out


def fold(parts: list[Part]) -> Num:
    """Power from its parts: the base plus the additive parts, times the multipliers."""
    total = 0.0
    mul = 1.0
    for _why, n, kind in parts:
        if kind == "mul":
            mul *= n
        else:
            total = _add(total, n)
    return _mul(total, mul)


def power(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None,
          based: bool | None = None, where: tuple[int, int] | None = None) -> Num:
    """A Wonder's current power (001 1 Power, order of operations); `based`:
    realm_base_present(st, cards) when the caller has asked it already; `where`: the card's
    (realm, controller) when the caller knows it."""
    kind = st.kinds[inst]
    if (kind_index(cards).plain_power[kind] and not (st.copied and st.copied.get(inst))
            and not (st.equipped and inst in st.equipped.values()) and _untouched(st, inst)
            and not (realm_base_present(st, cards) if based is None else based)):
        c = cards[kind]
        if c.type == "wonder":
            cnt = st.counters.get(inst)
            if not cnt:
                return float(c.power or 0)       # printed power, nothing modifying it
            # only counters modify it: power_parts' base, +1 and -1 parts folded in its order
            # (other counters, celestial or protector, change no power)
            total = 0.0 + float(c.power or 0)
            plus, minus = cnt.get("+1", 0), cnt.get("-1", 0)
            if plus:
                total = _add(total, float(plus))
            if minus:
                total = _add(total, -float(minus))
            return _mul(total, 1.0)
    return fold(power_parts(st, cards, inst, null, where=where))


def _untouched(st: WondersState, inst: int) -> bool:
    """True when no effect targets the card (a loop, not any() over a generator: hot path)."""
    for e in st.effects:
        if e.get("target") == inst:
            return False
    return True


def side_power(st: WondersState, cards: tuple[Card, ...], realm: int, seat: int,
               null: set[int] | None = None) -> Num:
    """The total power of `seat`'s Wonders in a realm (001 4 Battle, check for victory)."""
    null = null if null is not None else nullified_set(st, cards)
    total = 0.0
    for i in st.world[realm][seat]:
        if is_wonder(st, cards, i):
            total = _add(total, power(st, cards, i, null))
    return total


def format_power(x: Any) -> str:
    """A power as players read it: "∞", "-∞" or a whole number."""
    if isinstance(x, float) and math.isinf(x):
        return "\u221e" if x > 0 else "-\u221e"
    return str(int(x))



def below_zero(st: WondersState, cards: tuple[Card, ...], null: set[int] | None = None) -> list[int]:
    """The Wonders in The World whose power is negative now (they die: 001 1 Power). Only
    -1 counters, negative effects, equipment or a card's own statics can take a power
    below 0 (a base is never negative), so Wonders with none of these are skipped."""
    # every card in The World, and every card it copies or is equipped with, is of this game
    # (GameFacts.any_negative: some card of it prints a negative part)
    any_negative = game_facts(st, cards).any_negative
    if not any_negative and not st.equipped:
        # the common case: no card prints a negative part; then only a negative "power"
        # effect or a -1 counter can (the set below would stay empty without one)
        for e in st.effects:
            if e["kind"] == "power" and e["n"] < 0:
                break
        else:
            for c in st.counters.values():
                if c.get("-1"):
                    break
            else:
                return []
    minus: set[Any] = set()
    for e in st.effects:
        if e["kind"] == "power" and e["n"] < 0:
            minus.add(e.get("target"))
    for i, c in st.counters.items():
        if c.get("-1"):
            minus.add(i)
    for item, w in st.equipped.items():
        if (cards[st.kinds[item]].equip or {}).get("power", 0) < 0:
            minus.add(w)
    if not minus and not any_negative:
        return []       # no card of this game prints a negative part and no effect or counter subtracts
    only_minus = not any_negative
    ix = kind_index(cards)
    out = []
    for realm in st.world:
        for side in realm:
            for i in side:
                if only_minus and i not in minus:
                    continue
                if ix.plain_power[st.kinds[i]] and i not in minus and not st.copied.get(i):
                    continue
                if is_wonder(st, cards, i):
                    if null is None:
                        null = nullified_set(st, cards)
                    if power(st, cards, i, null) < 0:
                        out.append(i)
    return out
