"""Triggered effects (001 5 Triggered Effects): what an event makes trigger, queued as
pending abilities that the active player orders when several wait at once.

`fire(ctx, event, ...)` looks at every card the event concerns and appends a pending
"_ability" task per ability that triggers; the run loop resolves them after the effect
that created them finishes (001 5: finish the first effect before resolving the second).
"""
from __future__ import annotations

from typing import Any

from .context import Ctx
from .lazynull import AnsweringSet, LazyNull
from .world import (
    Ability,
    GameFacts,
    abilities,
    in_world,
    is_nullified,
    game_facts,
    is_wonder,
    keyword_count,
    kind_index,
    locate,
    may_trigger,
    none_trigger,
    nullified_set,
    other,
    text_sources,
)


def _own_in_reached(s: set[int]) -> bool:
    """`-1 in s`, asked by this module's code."""
    return -1 in s


# Python reaches a set subclass's own `in`, so LazyNull may put off working out the nullified
# set until a trigger asks; code compiled by mypyc tests a set[int]'s members directly and
# would see LazyNull empty: there the set is worked out when the event fires (the same
# answers: nothing an event queues changes what is nullified). The compiled build compiles
# this package's COMPILED_MODULES together (lazynull.py and context.py stay Python).
LAZY_NULL = _own_in_reached(AnsweringSet())


def _event_null(st: Any, cards: Any) -> set[int]:
    """The nullified set an event's triggers are asked against: put off until asked where
    LAZY_NULL says that works (most events make nothing trigger), else worked out now."""
    return LazyNull(st, cards) if LAZY_NULL else nullified_set(st, cards)


def _op_words(o: dict[str, Any]) -> str:
    """A few words for one op, for labels of waiting effects ("gain 1 energy")."""
    name = str(o.get("op", ""))
    n = o.get("n")
    if name in ("gain", "lose") and "res" in o:
        return f"{name} {'infinite' if n == 'inf' else n} {str(o['res']).replace('_', ' ')}"
    if name in ("draw", "deny", "discard", "bury", "seek") and n is not None:
        return f"{name} {n}"
    if name == "counters":
        return f"{n} {o.get('kind')} counter{'s' if n != 1 else ''}"
    if name == "token":
        return f"create {n} {str(o.get('card', '')).replace('_', ' ')} token{'s' if n != 1 else ''}"
    if name == "power" and isinstance(n, int):
        return f"{n:+d} this round"
    return name.replace("_", " ")


# an ability's words for labels, by the ability dict's identity: card texts are read-only, and
# the entry holds the dict itself, so its id is not reused while remembered
_WORDS: dict[int, tuple[Ability, Any]] = {}


def _label(ctx: Ctx, src: int, ab: Ability) -> str:
    got = _WORDS.get(id(ab))
    if got is not None and got[0] is ab:
        text = got[1]
    else:
        text = ab.get("text") or ", ".join(_op_words(o) for o in ab.get("do", [])) or ab.get("on", "")
        if len(_WORDS) >= 4096:
            _WORDS.clear()
        _WORDS[id(ab)] = (ab, text)
    return f"{ctx.name(src)}: {text}" if src >= 0 else str(text)


def ability_task(ctx: Ctx, seat: int, src: int, ab: Ability, info: dict[str, Any],
                 need_world: bool = False) -> tuple[int, int, dict[str, Any]]:
    """The pending task that resolves one triggered ability."""
    op: dict[str, Any] = {"op": "_ability", "do": list(ab.get("do", [])), "ctx": info,
                          "label": _label(ctx, src, ab)}
    if ab.get("optional"):
        op["optional"] = True
    if "if" in ab:
        op["if"] = ab["if"]
    if need_world:
        op["need_world"] = True
    return seat, src, op


def _heart(ctx: Ctx, src: int, seat: int, null: set[int]) -> int:
    """2 when Heart of a Legend doubles this card's printed triggers (001 7 Heart of a Legend)."""
    c = ctx.card(src)
    if not c.keywords.get("heart_of_a_legend") or src in null:
        return 1
    st = ctx.st
    # a land with a growth counter is a legendary Wonder (001 7 Growth Counters)
    others = any(s == seat and i != src and is_wonder(st, ctx.cards, i)
                 and (ctx.card(i).tier == "legendary" or ctx.card(i).type == "land")
                 for _r, s, i in in_world(st))
    return 2 if others else 1


def _queue(ctx: Ctx, src: int, seat: int, on: str, info: dict[str, Any], null: set[int],
           need_world: bool = False, match: Any = None) -> None:
    st = ctx.st
    # may_trigger written out: most cards asked have no such trigger and nothing copied or equipped
    if on not in kind_index(ctx.cards).triggers[st.kinds[src]] and (
            (not st.copied and not st.equipped) or not may_trigger(st, ctx.cards, src, on)):
        return
    card = ctx.card(src)
    printed = card.abilities
    heart = bool(card.keywords.get("heart_of_a_legend"))    # _heart's first test, asked once
    for ab in abilities(st, ctx.cards, src, null):
        if ab.get("on") != on or (match is not None and not match(ab)):
            continue
        times = _heart(ctx, src, seat, null) if heart and any(ab is p for p in printed) else 1
        for _ in range(times):
            st.pending.append(ability_task(ctx, seat, src, ab, info, need_world))


def fire(ctx: Ctx, event: str, **info: Any) -> None:
    """Queue what `event` triggers. See the module docstring."""
    st = ctx.st
    null = _event_null(st, ctx.cards)
    if event == "arrive":
        _arrive(ctx, info["inst"], info["realm"], info["seat"], null)
    elif event == "move_in":
        inst, realm, seat = info["inst"], info["realm"], info["seat"]
        _enemy_in(ctx, inst, realm, seat, null)
        if locate(st, inst) == (realm, seat) and is_wonder(st, ctx.cards, inst):
            # unequipped equipment beside an allied Wonder equips (001 6 Equipment)
            for item in st.world[realm][seat]:
                if ctx.card(item).is_equipment and item not in st.equipped:
                    st.pending.append((seat, item, {"op": "_equip", "label": f"{ctx.name(item)}: equips",
                                                    "ctx": {"realm": realm}}))
    elif event == "death":
        inst, seat, realm = info["inst"], info["seat"], info["realm"]
        base = {"realm": realm, "dead": inst}
        _queue(ctx, inst, seat, "death", base, null)
        for item in info["equipment"]:
            where = locate(st, item)
            if where is None or item in null:
                continue
            eq = ctx.card(item).equip or {}
            for ab in list(eq.get("abilities", [])) + list(ctx.card(item).abilities):
                if ab.get("on") == "equipped_dies":
                    st.pending.append(ability_task(ctx, where[1], item, ab, base))
        if not none_trigger(st, ctx.cards, "ally_dies"):
            for _r, s, i in in_world(st):
                if s == seat and i != inst:
                    _queue(ctx, i, s, "ally_dies", base, null)
    elif event == "play":
        _play(ctx, info["inst"], info["seat"], info.get("realm", -1), null)
    elif event in ("attack", "defend", "battle", "end_of_battle", "win_battle"):
        realm = info["realm"]
        seats = [info["seat"]] if event in ("attack", "defend", "win_battle") else range(st.n)
        if none_trigger(st, ctx.cards, event) and (event != "attack" or not info.get("first")
                                                    or none_trigger(st, ctx.cards, "first_attack")):
            seats = []
        first = event == "attack" and info.get("first")
        trig, kinds, plain = kind_index(ctx.cards).triggers, st.kinds, not st.copied and not st.equipped
        for s in seats:
            for i in list(st.world[realm][s]):
                # a card whose own text has neither trigger is passed over before any call
                if plain and event not in trig[kinds[i]] and (not first or "first_attack" not in trig[kinds[i]]):
                    continue
                _queue(ctx, i, s, event, {"realm": realm}, null)
                if first:
                    _queue(ctx, i, s, "first_attack", {"realm": realm}, null)
    elif event == "harvested":
        inst, seat = info["inst"], info["seat"]
        where = locate(st, inst)
        _queue(ctx, inst, seat, "harvested", {"realm": where[0] if where else -1}, null)
    elif event == "round_start":
        starts = not none_trigger(st, ctx.cards, "round_start")
        rounds = not none_trigger(st, ctx.cards, "round")
        # nothing to look for on most rounds: no round triggers and not round 7's ascend
        for r, s, i in in_world(st) if starts or rounds or st.round == 7 else ():
            if starts:
                _queue(ctx, i, s, "round_start", {"realm": r}, null)
            if rounds:
                _queue(ctx, i, s, "round", {"realm": r}, null, match=lambda ab: int(ab.get("n", 0)) == st.round)
            if st.round == 7:
                _queue(ctx, i, s, "ascend", {"realm": r}, null)
                n = st.counters.get(i, {}).get("celestial", 0)
                if n and is_wonder(st, ctx.cards, i):      # 001 7 Celestial Counters
                    st.pending.append((s, i, {"op": "_ability", "ctx": {"realm": r},
                                              "label": f"{ctx.name(i)}: celestial ascend",
                                              "do": [{"op": "power", "n": 4 * n, "target": "self"}]}))
    elif event == "round_end":
        ends = not none_trigger(st, ctx.cards, "round_end")
        unstable = bool(st.copied) or game_facts(st, ctx.cards).unstable
        trig, kinds, plain = kind_index(ctx.cards).triggers, st.kinds, not st.copied and not st.equipped
        # plain loops over The World (in_world's order), not its generator: every round's end
        for r, realm_sides in enumerate(st.world) if ends or unstable else ():
            for s, here in enumerate(realm_sides):
                for i in here:
                    if ends and (not plain or "round_end" in trig[kinds[i]]):
                        _queue(ctx, i, s, "round_end", {"realm": r}, null)
                    if unstable and any(c.keywords.get("unstable") for c in text_sources(st, ctx.cards, i, null)):
                        st.pending.append((s, i, {"op": "_ability", "ctx": {"realm": r}, "need_world": True,
                                                  "label": f"{ctx.name(i)}: unstable",
                                                  "do": [{"op": "sacrifice_self"}]}))
    elif event == "seize":
        for r, s, i in in_world(st) if not none_trigger(st, ctx.cards, "seize") else ():
            if s == info["seat"]:
                _queue(ctx, i, s, "seize", {"realm": r}, null)
    elif event == "eternal":
        inst, seat = info["inst"], info["seat"]
        st.pending.append((seat, inst, {"op": "_ability", "ctx": {"realm": -1}, "label": f"{ctx.name(inst)}: eternal",
                                        "do": list(ctx.card(inst).keywords["eternal"])}))
    elif event == "revealed":
        inst, seat = info["inst"], info["seat"]
        for ab in ctx.card(inst).abilities:
            if ab.get("on") == "revealed":
                st.pending.append(ability_task(ctx, seat, inst, ab, {"realm": info.get("realm", -1)}))
    elif event == "equip_check":
        item = info["inst"]
        where = locate(st, item)
        if where is not None and item not in st.equipped and ctx.card(item).is_equipment:
            realm, side = where            # the equipment's own controller (001 5 Control)
            if any(is_wonder(st, ctx.cards, w) for w in st.world[realm][side]):
                st.pending.append((side, item, {"op": "_equip", "label": f"{ctx.name(item)}: equips",
                                                "ctx": {"realm": realm}}))


def fire_arrive(ctx: Ctx, inst: int, realm: int, seat: int) -> None:
    """fire(ctx, "arrive", inst=, realm=, seat=) without the keyword call (every arrival)."""
    _arrive(ctx, inst, realm, seat, _event_null(ctx.st, ctx.cards))


def fire_play(ctx: Ctx, inst: int, seat: int, realm: int) -> None:
    """fire(ctx, "play", inst=, seat=, realm=) without the keyword call (every play)."""
    _play(ctx, inst, seat, realm, _event_null(ctx.st, ctx.cards))


def _play(ctx: Ctx, inst: int, seat: int, realm: int, null: set[int]) -> None:
    st = ctx.st
    c = ctx.card(inst)
    # a spell's "on play" text is its effect, resolved after the triggers; a card whose own
    # text has no "on play" (nothing copied or equipped) is passed over before any call
    if c.type != "spell" and ("play" in kind_index(ctx.cards).triggers[st.kinds[inst]]
                              or st.copied or st.equipped):
        _queue(ctx, inst, seat, "play", {"played": inst, "realm": realm}, null)
    spell = c.type == "spell" and not none_trigger(st, ctx.cards, "opponent_plays_spell")
    land = c.type == "land" and not none_trigger(st, ctx.cards, "nth_land")
    for r, s, i in in_world(st) if spell or land else ():
        if s != seat and spell:
            _queue(ctx, i, s, "opponent_plays_spell", {"played": inst, "realm": r}, null)
        if s == seat and land:
            count = st.counts.get(f"lands:{c.orbital}@{seat}", 0)
            _queue(ctx, i, s, "nth_land", {"realm": r}, null,
                   match=lambda ab, k=count, orb=c.orbital: int(ab.get("n", 0)) == k
                   and ab.get("class", orb) == orb)


def fire_battle(ctx: Ctx, event: str, realm: int, seat: int = -1, first: bool = False) -> None:
    """fire() for a battle step's event ("attack", "defend", "battle", "end_of_battle",
    "win_battle"), returning at once when no card of this game can answer it (nothing copied
    or equipped and no card prints the trigger): most battles make nothing trigger."""
    st = ctx.st
    if not st.copied and not st.equipped:
        trig = game_facts(st, ctx.cards).triggers
        if event not in trig and (not first or event != "attack" or "first_attack" not in trig):
            return
    fire(ctx, event, realm=realm, seat=seat, first=first)


def _arrive(ctx: Ctx, inst: int, realm: int, seat: int, null: set[int]) -> None:
    st = ctx.st
    ix = kind_index(ctx.cards)          # asked once here for every question below
    c = ctx.cards[st.kinds[inst]]
    info = {"realm": realm, "arrived": inst}
    plain = not st.copied and not st.equipped
    if not plain or "arrive" in ix.triggers[st.kinds[inst]]:     # _queue's own first test
        _queue(ctx, inst, seat, "arrive", info, null, need_world=True)
    kw = c.keywords
    # whether the card is nullified is asked only of a card with one of these keywords
    if (kw.get("symbiosis") or kw.get("call") or kw.get("rage")) and not is_nullified(st, ctx.cards, inst, null):
        for k, label in (("symbiosis", "symbiosis"), ("call", "call"), ("rage", "rage")):
            if kw.get(k):
                st.pending.append((seat, inst, {"op": f"_{k}", "ctx": info, "need_world": True,
                                                "label": f"{c.name}: {label}"}))
    wonder = is_wonder(st, ctx.cards, inst)
    if wonder:
        facts = game_facts(st, ctx.cards) if plain else None
        if facts is None or "another_arrives_here" in facts.triggers:      # none_trigger's test
            for s in range(st.n):
                for i in st.world[realm][s]:
                    if i != inst:
                        _queue(ctx, i, s, "another_arrives_here", info, null)
        _enemy_in(ctx, inst, realm, seat, null, facts)
        # the batch name is made only when there are effects to look through for a mirror
        batch = str(st.memo.get("arrival_batch") or f"i{inst}") if st.effects else ""
        for e in st.effects:
            if e["kind"] != "mirror" or e["seat"] == seat:
                continue
            if not e.get("used"):
                e["used"] = True       # 001 6 Next Time: triggers only once
                e["batch"] = batch
                st.pending.append((e["seat"], -1, {"op": "_ability", "ctx": {**info, "arrivals": [inst]},
                                                    "mirror": batch,
                                                    "label": "Wretched Mirror of Requiem: its owner sacrifices it",
                                                    "do": [{"op": "sacrifice", "who": "owner", "what": "arrived"}]}))
            elif e.get("batch") == batch:
                # arriving simultaneously with the one that triggered it: their controller
                # chooses which one is sacrificed (001 6 Next Time)
                for _s, _src, task in st.pending:
                    if task.get("mirror") == batch and inst not in task["ctx"]["arrivals"]:
                        task["ctx"]["arrivals"].append(inst)
        equipment, kinds = ix.equipment, st.kinds
        for item in st.world[realm][seat]:
            if not equipment[kinds[item]]:
                continue
            if item not in st.equipped:
                st.pending.append((seat, item, {"op": "_equip", "label": f"{ctx.name(item)}: equips",
                                                "ctx": {"realm": realm}}))
            elif st.equipped[item] in st.world[realm][seat]:
                # 001 6 Equipment: you may move it to a Wonder of yours arriving beside it
                st.pending.append((seat, item, {"op": "_equip", "move_to": inst, "ctx": {"realm": realm},
                                                "label": f"{ctx.name(item)}: may move to {c.name}"}))
    elif c.is_equipment and any(is_wonder(st, ctx.cards, w) for w in st.world[realm][seat]):
        st.pending.append((seat, inst, {"op": "_equip", "label": f"{c.name}: equips", "ctx": {"realm": realm}}))


def _enemy_in(ctx: Ctx, inst: int, realm: int, seat: int, null: set[int], facts: GameFacts | None = None) -> None:
    """An enemy arrives in or moves into a realm: guardians there get +2 this round
    (001 7 Guardian) and "enemy arrives here" abilities trigger (`facts`: the game's
    GameFacts when the caller has them)."""
    st = ctx.st
    if not is_wonder(st, ctx.cards, inst):
        return
    foe = other(seat)
    cards, kinds = ctx.cards, st.kinds
    trig = kind_index(cards).triggers
    # nothing copied, equipped or granting guardian: only a card's own text can answer
    plain = (not st.copied and not st.equipped
             and "guardian" not in (facts or game_facts(st, cards)).granted)
    for i in st.world[realm][foe]:
        if plain and "enemy_arrives_here" not in trig[kinds[i]] and not cards[kinds[i]].keywords.get("guardian"):
            continue
        _queue(ctx, i, foe, "enemy_arrives_here", {"realm": realm, "arrived": inst}, null)
        g = keyword_count(st, ctx.cards, i, "guardian", null)
        for _ in range(g):
            st.pending.append((foe, i, {"op": "_ability", "ctx": {"realm": realm}, "label": f"{ctx.name(i)}: guardian",
                                        "do": [{"op": "power", "n": 2, "target": "self"}]}))
