"""Who an Eternal effect reaches: selectors ("target", "enemy_units", ...), legal targets of
plays and abilities (000 4.2; 003 "Targeting"), Aegis (003), and a damage source's skills."""
from __future__ import annotations

from typing import Any

from .acts import Ctx
from .auras_set3_sm import spell_aimed_at
from .cards import BATTLE_SKILLS, KW, Card, Target
from .state import EternalState, player_ref, ref_seat
from .stats import attack, keywords, on_playmat, stunned
from .unit_types import has_type

BATTLE_BITS = sum(KW[k] for k in BATTLE_SKILLS)   # 003 Battle Skills
SPELL_SKILLS = KW["lifesteal"] | KW["deadly"] | KW["overwhelm"] | KW["double_damage"]
Env = dict[str, Any]


def _units(st: EternalState, cards: tuple[Card, ...], seats: tuple[int, ...]) -> list[int]:
    return [u for s in seats for u in st.boards[s] if cards[st.kinds[u]].is_unit]


def still_valid(st: EternalState, ref: int) -> bool:
    """A chosen player is always there; a chosen card only while on the playmat (003)."""
    if ref < 0:
        return True
    i = st.info.get(ref)
    if i is None or not (i.entered >= 0 or i.host >= 0 or ref in st.relics[0] or ref in st.relics[1]):
        return any(x.get("card") == ref and x["kind"] == "spell" for x in st.stack)   # a spell still waiting
    return True


def select(ctx: Ctx, seat: int, src: int, to: str, env: Env) -> list[int]:
    """The units, players (negative refs) or cards an op reaches now."""
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if to == "target":
        t = env.get("target")
        return [t] if t is not None and still_valid(st, t) else []
    if to == "self":
        return [src] if on_playmat(st, src) else []
    if to == "you":
        return [player_ref(seat)]
    if to == "enemy_player":
        return [player_ref(foe)]
    if to == "each_player":
        return [player_ref(seat), player_ref(foe)]
    if to == "your_units":
        return _units(st, cards, (seat,))
    if to == "enemy_units":
        return _units(st, cards, (foe,))
    if to == "all_units":
        return _units(st, cards, (seat, foe))
    if to == "other_units":
        return [u for u in _units(st, cards, (seat, foe)) if u != src]
    if to == "your_other_units":
        return [u for u in _units(st, cards, (seat,)) if u != src]
    if to == "each_enemy":
        return _units(st, cards, (foe,)) + [player_ref(foe)]
    if to == "wielder":
        i = st.info.get(src)
        if i is not None and i.host >= 0 and on_playmat(st, i.host):
            return [i.host]
        return [player_ref(seat)] if st.weapon[seat] == src else []
    if to in ("student", "bonded"):
        u = env.get(to)
        return [u] if u is not None and on_playmat(st, u) else []
    if to == "that_unit":   # the unit a trigger speaks of (env "unit": played, dying, attacking alone)
        u = env.get("unit")
        return [u] if u is not None and on_playmat(st, u) else []
    if to == "hand_units":
        return [c for c in st.hands[seat] if cards[st.kinds[c]].is_unit]
    if to == "deck_units":
        return [c for c in st.decks[seat] if cards[st.kinds[c]].is_unit]
    if to == "enemy_attachments":
        return attachments(st, cards, foe)
    if to == "all_attachments":   # Spirit of Resistance: "Kill all other units and attachments"
        return attachments(st, cards, seat) + attachments(st, cards, foe)
    if to == "random_enemy":   # "a random enemy" (Brazen Daredevil): an enemy unit or the enemy player
        pool = _units(st, cards, (foe,)) + [player_ref(foe)]
        return [pool[st.rng.below(len(pool))]]
    raise ValueError(f"unknown selector {to}")


def attachments(st: EternalState, cards: tuple[Card, ...], owner: int) -> list[int]:
    """Attachments a player controls: weapons and curses on units, relics (000 1.3)."""
    out = []
    for s in (0, 1):
        for u in st.boards[s]:
            i = st.info.get(u)
            if i is not None:
                out += [a for a in i.att if st.owners[a] == owner]
        out += [r for r in st.relics[s] if st.owners[r] == owner]
    return out


def valid_targets(st: EternalState, cards: tuple[Card, ...], seat: int, src: int, spec: Target) -> list[int]:
    """Every legal target of a play or ability now (players as negative refs)."""
    side = spec.side
    seats = (seat, 1 - seat) if side == "any" else ((1 - seat,) if side == "enemy" else (seat,))
    kind = spec.kind
    out: list[int] = []
    if kind == "attachment":
        for s in seats:
            out += attachments(st, cards, s)
        return out
    if kind == "unit_or_relic":   # Banish: "Kill an enemy unit or relic with cost 5 or less"
        for s in seats:
            out += [u for u in _units(st, cards, (s,)) + [r for r in st.relics[s] if st.owners[r] == s]
                    if _passes(st, cards, u, src, spec.filter)]
        return out
    if kind == "hand_power":   # Stonescar Excavator: "discard a power card" (one of yours in hand)
        return [c for c in st.hands[seat] if cards[st.kinds[c]].is_power]
    if kind in ("spell", "spell_or_curse"):   # "Negate an enemy spell": a spell card waiting on the stack (not a curse)
        return [x["card"] for x in st.stack if x["kind"] == "spell" and x.get("card", -1) >= 0
                and x["seat"] in seats and not x.get("resolving") and not x.get("casting")
                and (cards[st.kinds[x["card"]]].is_spell or kind == "spell_or_curse"   # Unseal: "or curse"
                     and cards[st.kinds[x["card"]]].type in ("curse", "cursed_relic"))
                and all(k != "spell_cost" or cards[st.kinds[x["card"]]].cost == v for k, v in spec.filter)
                and all(k != "aimed_at_you" or spell_aimed_at(st, x, seat) for k, _ in spec.filter)   # Corrupt
                and all(k != "fast" or cards[st.kinds[x["card"]]].is_fast for k, _ in spec.filter)   # Savage Denial
                and all(k != "multi_faction" or len(cards[st.kinds[x["card"]]].factions) > 1   # Rindra's Choice
                        for k, _ in spec.filter)]
    if kind in ("unit", "unit_or_player", "unit_or_you", "enemy"):
        useats = (1 - seat,) if kind == "enemy" else seats
        for u in _units(st, cards, useats):
            if _passes(st, cards, u, src, spec.filter):
                out.append(u)
    if kind in ("player", "unit_or_player"):
        out += [player_ref(s) for s in seats]
    elif kind == "enemy":
        out.append(player_ref(1 - seat))
    elif kind == "unit_or_you":   # "yourself or a unit" (Refresh): any side's units, only you
        out.append(player_ref(seat))
    if any(key == "attacking" for key, _ in spec.filter):   # "an attacking enemy": only a player
        out = [t for t in out if t >= 0 or attacking_player(st, cards, ref_seat(t))]   # wielding
    return out


def attacking_player(st: EternalState, cards: tuple[Card, ...], p: int) -> bool:
    """A player attacks while their relic weapon's direct attack is on the stack (000 4.3)."""
    return any(it["kind"] == "attack" and it["seat"] == p and it["src"] >= 0
               and cards[st.kinds[it["src"]]].type == "relic_weapon" for it in st.stack)


def attacking(st: EternalState, cards: tuple[Card, ...], u: int) -> bool:
    """A unit attacks in battle (000 3.31) or while its Killer direct attack is on the stack:
    003 Killer, "The killer unit is considered the attacker ... for all related effects"."""
    return u in st.attackers or any(it["kind"] == "attack" and it["src"] == u for it in st.stack)


def _passes(st: EternalState, cards: tuple[Card, ...], u: int, src: int, flt: tuple) -> bool:
    for key, value in flt:
        card = cards[st.kinds[u]]
        if key == "max_attack" and attack(st, cards, u) > value:
            return False
        if key == "min_attack" and attack(st, cards, u) < value:
            return False
        if key == "single_faction" and len(card.factions) != 1:
            return False
        if key == "multi_faction" and len(card.factions) < 2:   # Rindra's Choice: "a multifaction enemy unit"
            return False
        if key == "flying" and not keywords(st, cards, u) & KW["flying"]:
            return False
        if key == "attacking" and not attacking(st, cards, u):
            return False
        if key == "blocking" and not any(u in b for b in st.blocks.values()):   # Barricade: "blocking units"
            return False
        if key == "exhausted" and not st.info[u].ex:
            return False
        if key == "ready" and st.info[u].ex:   # Crystalline Chalice: "exhaust one of your units"
            return False
        if key == "stunned" and not stunned(st, cards, u):
            return False
        if key == "other" and u == src:
            return False
        if key == "max_cost" and card.cost > value:
            return False
        if key == "unit_type" and not has_type(st, cards, u, value):
            return False
        if key == "lacks" and keywords(st, cards, u) & KW[value]:   # Gun Down: "without Quickdraw"
            return False
        if key == "no_weapon" and u in st.info and any(cards[st.kinds[a]].type == "weapon" for a in st.info[u].att):
            return False   # Jekk's Choice: "an enemy unit not wielding a weapon" (vocab_set34_rest)
        if key == "min_skills" and bin(keywords(st, cards, u) & BATTLE_BITS).count("1") < value:
            return False   # Humble Instructor: "one of your units with two or more battle skills"
        if key == "day" and 0 < st.turn_no <= st.night_until:
            return False   # Entrapment: "can't be played at Night" (acts.is_night)
    return True


def shielded(ctx: Ctx, seat: int, ref: int) -> bool:
    """003 Aegis: the first time a shielded unit or player would be affected by an enemy
    spell or ability, negate its effect on them and remove the shield. "If multiple enemy
    effects were to resolve simultaneously, then all those effects are negated": every
    shield this resolving item removed (`popped`, cleared between items) keeps negating the
    item's other effects on the same unit or player. A unit that lost Aegis has no shield."""
    st = ctx.st
    if ref in st.popped:
        return True
    if ref < 0:
        p = ref_seat(ref)
        if p == seat or not st.pshield[p]:
            return False
        st.pshield[p] = False
    else:
        if st.owners[ref] == seat:
            return False
        i = st.info.get(ref)
        if i is None or not i.shield or i.entered < 0:
            return False
        i.shield = False
        if not keywords(st, ctx.cards, ref) & KW["aegis"]:
            return False   # 003 Aegis: "If a unit loses this ability, the shield is also lost"
    st.popped.append(ref)
    ctx.log("aegis", f"Aegis protects {ctx.name(ref)}", None if ref >= 0 else ref_seat(ref))
    return True


def source_bits(ctx: Ctx, seat: int, src: int) -> int:
    """A damage source's skills: a unit's own; a spell's plus its player's relic weapon's
    Lifesteal, Deadly, Overwhelm (003 Deadly, Lifesteal, Overwhelm)."""
    st, cards = ctx.st, ctx.cards
    if src < 0:
        return 0
    card = cards[st.kinds[src]]
    if card.is_unit and on_playmat(st, src):
        return keywords(st, cards, src)
    bits = keywords(st, cards, src)
    w = st.weapon[seat]
    if w >= 0 and not card.is_unit:
        bits |= keywords(st, cards, w) & SPELL_SKILLS
    return bits | (st.pkw[seat] & SPELL_SKILLS)


def removed_from_combat(st: EternalState, u: int) -> None:
    """003 Exhaust, Stun: an exhausted or stunned attacker leaves combat."""
    if u in st.attackers:
        st.attackers.remove(u)
        st.blocks.pop(u, None)
    for blockers in st.blocks.values():
        if u in blockers:
            blockers.remove(u)
