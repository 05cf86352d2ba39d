"""Effect ops first needed by Set 3 (Omens of the Past), Fire and Time cards (and Amplify). Registered on import (effects.py imports every ops module)."""
from __future__ import annotations

from typing import Any

from .acts import Ctx, cond_ok, player
from .effects import Env, Op, op, op_exhaust, pick, pick_from_void
from .stats import keywords
from .cards import KW
from .zones import info_of
from .unit_types import has_type, unit_types


def _resolving_item(ctx: Ctx) -> dict[str, Any] | None:
    """The stack item resolving now (the spell whose steps run), or None."""
    for item in reversed(ctx.st.stack):
        if item.get("resolving"):
            return item
    return None


def _then(ctx: Ctx, seat: int, src: int, steps: list[dict[str, Any]], env: Env) -> None:
    """Run `steps` next, before the rest of the queue, with the same env."""
    ctx.st.tasks[0:0] = [(seat, src, step, env) for step in steps]


@op("amplify")
def op_amplify(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Amplify N: X" (amplify.py): X happens when the card was played amplified (the play
    paid N more; its stack item is marked "amplified")."""
    item = _resolving_item(ctx)
    if item is not None and item.get("amplified"):
        ctx.log("amplify", f"{ctx.name(src)} is amplified", seat, (src,))
        _then(ctx, seat, src, list(o.get("then", [])), env)


def _condition(ctx: Ctx, seat: int, src: int, cond: str, env: Env) -> bool:
    """This part's conditions ("a&b": all of them), else the engine's (acts.cond_ok)."""
    st, cards = ctx.st, ctx.cards
    if "&" in cond:
        return all(_condition(ctx, seat, src, part, env) for part in cond.split("&"))
    if cond.startswith("void_spells:"):   # Kennelmaster: "if you have three or more spells in your void"
        return sum(1 for c in st.voids[seat] if cards[st.kinds[c]].is_spell) >= int(cond.split(":")[1])
    if cond.startswith("void_type:"):     # Into the Furnace: "If you have a Grenadin in your void"
        want = cond.split(":")[1]
        return any(has_type(st, cards, c, want) for c in st.voids[seat])
    if cond.startswith("target_type:"):   # Twilight Hunt: "If it's a Dinosaur"
        t = env.get("target")
        return t is not None and t >= 0 and has_type(st, cards, t, cond.split(":")[1])
    if cond == "enemy_unit":              # Frenzied Omnivore: "When an enemy unit dies"
        u = env.get("unit")
        return u is not None and st.owners[u] != seat
    if cond.startswith("attacking_type:"):   # Ask for Directions: "When you attack with two or more Explorers"
        _, want, n = cond.split(":")
        return sum(1 for u in st.attackers if u in st.boards[seat] and has_type(st, cards, u, want)) >= int(n)
    if cond == "relic":                   # Skycrag Huntsman: "if you have a relic"
        return bool(st.relics[seat])
    if cond == "wielding":                # Milos: "When Milos attacks while wielding a weapon"
        i = st.info.get(src)
        return i is not None and any(cards[st.kinds[a]].type == "weapon" for a in i.att)
    return cond_ok(ctx, seat, src, cond, env)


@op("when")
def op_when(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"..., then if you have {F}{F}{F}{F}, ..." and "if you have three or more spells in your
    void, ...": the steps of `then` happen when `cond` holds as this step resolves (else those
    of `else`)."""
    ok = _condition(ctx, seat, src, str(o.get("cond", "")), env)
    _then(ctx, seat, src, list(o.get("then" if ok else "else", [])), env)


@op("night_ends")
def op_night_ends(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Purge the Darkness: "Night ends." (003 Nightfall: Night lasts until it ends)."""
    st = ctx.st
    if 0 < st.turn_no <= st.night_until:
        st.night_until = st.turn_no - 1
        ctx.log("nightfall", "Night ends", seat)


@op("exhaust_own")
def op_exhaust_own(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Inner Fire's Amplify: "Exhaust a Grenadin to play an additional Infernus": its player
    chooses a ready unit of theirs of that unit type and exhausts it; only then do the steps
    of `then` happen (none ready: nothing)."""
    st, cards = ctx.st, ctx.cards
    want = str(o.get("unit_type", ""))
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and not st.info[u].ex
               and (not want or has_type(st, cards, u, want))]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a ready {want or 'unit'} of yours to exhaust",
                     options, 1, 1)
        if picks is None:
            return
    u = int(picks[0])
    if u not in options:
        return
    info_of(st, u).ex = True
    ctx.log("exhaust", f"{ctx.name(u)} is exhausted", seat, (u,))
    _then(ctx, seat, src, list(o.get("then", [])), env)


@op("exhaust_lacking")
def op_exhaust_lacking(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Sky Terror: "exhaust all enemy units without Flying" (each as the exhaust op does it)."""
    st, cards = ctx.st, ctx.cards
    bit = KW[str(o.get("keyword", "flying"))]
    for u in [x for x in st.boards[1 - seat] if cards[st.kinds[x]].is_unit]:
        if not keywords(st, cards, u) & bit:
            op_exhaust(ctx, seat, src, {"op": "exhaust", "to": "target"}, {**env, "target": u}, None)


@op("void_play")
def op_void_play(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Stirring Sand: "Play a Sentinel from your void exhausted.": its player chooses a unit of
    that type from their void (voids are public); it is played for free (000 1.3) and, with
    `exhausted`, enters exhausted."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    want = str(o.get("unit_type", ""))
    options = [c for c in st.voids[seat] if c != src and cards[st.kinds[c]].is_unit
               and (not want or has_type(st, cards, c, want))]
    c = pick_from_void(ctx, seat, src, o, env, picks, options, f"choose a {want or 'unit'} in your void to play")
    if c is None:
        return
    if play_free(ctx, seat, c, from_zone=True) and o.get("exhausted") and c in st.boards[seat]:
        info_of(st, c).ex = True
        ctx.log("exhaust", f"{player(seat)}'s {ctx.name(c)} enters exhausted", seat, (c,))


def _kind(ctx: Ctx, card_id: str) -> int:
    """The card table index of a card id (the shipped table's, else a custom table's)."""
    from .cards import card_index
    kind = card_index().get(card_id)
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != card_id:
        kind = next(c.index for c in ctx.cards if c.id == card_id)
    return kind


@op("create_stats")
def op_create_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Premonition Wisp: "play a 4/4 Restless Radiant": the token is played, then given the
    numbers its maker prints (the token's own row is a 1/1)."""
    from .acts import create
    kind = _kind(ctx, str(o["card"]))
    c = create(ctx, seat, kind, "board", src)
    if c >= 0:
        i = info_of(ctx.st, c)
        i.atk += int(o.get("attack", ctx.cards[kind].attack)) - ctx.cards[kind].attack
        i.hp += int(o.get("health", ctx.cards[kind].health)) - ctx.cards[kind].health


@op("play_relic_token")
def op_play_relic_token(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Seasoned Spelunker: "play a Power Stone": a relic token made and played (000 6.3) as a
    relic is (plays.place: its Summon and ongoing ability)."""
    from .plays import place
    from .zones import new_instance
    c = new_instance(ctx.st, _kind(ctx, str(o["card"])), seat)
    ctx.st.free_plays += 1
    place(ctx, seat, c, None, None)


@op("buff_own_choose")
def op_buff_own_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lastlight Infusion: "Give two of your units +1/+1": its player chooses that many of their
    units as it resolves (all of them when there are fewer)."""
    from .effects import op_buff
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} of your units", options, n, n)
        if picks is None:
            return
    for u in picks:
        op_buff(ctx, seat, src, {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0),
                                 "turn": o.get("turn", False), "to": "target"}, {**env, "target": int(u)}, None)


@op("may_discard")
def op_may_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Frenzied Omnivore: "You may discard a card to give X Killer": its player chooses a card of
    their hand or none; only a discard brings the steps of `then`."""
    st = ctx.st
    if not st.hands[seat]:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: you may discard a card", st.hands[seat][:], 0, 1)
        if picks is None:
            return
    if not picks or int(picks[0]) not in st.hands[seat]:
        return
    from .zones import lift, to_void
    c = int(picks[0])
    lift(st, c)
    to_void(st, c, seat)
    ctx.log("discard", f"{player(seat)} discards {ctx.name(c)}", seat, (c,))
    _then(ctx, seat, src, list(o.get("then", [])), env)


@op("negate_to_hand")
def op_negate_to_hand(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hesitate: "Negate an enemy spell and put it into the enemy hand": the chosen spell on the
    stack does nothing and returns to its owner's hand, known to both players."""
    from .zones import to_hand
    st = ctx.st
    t = env.get("target")
    item = next((x for x in st.stack if x.get("card") == t and x["kind"] == "spell" and not x.get("resolving")), None)
    if t is None or item is None:
        return
    st.stack.remove(item)
    ctx.log("negate", f"{ctx.name(t)} is negated and returns to {player(st.owners[t])}'s hand", seat, (t,))
    if to_hand(st, t, st.owners[t]):
        st.revealed.append(t)


@op("bounce_cost")
def op_bounce_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lost in the Mist: "Put an enemy unit into the enemy player's hand with cost increased by
    2" (a lasting change of the card's cost, 003)."""
    from .acts import bounce
    from .stats import on_playmat
    from .targets import removed_from_combat, select, shielded
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r >= 0 and not shielded(ctx, seat, r) and on_playmat(st, r):
            removed_from_combat(st, r)
            bounce(ctx, r)
            info_of(st, r).cost += int(o.get("amount", 0))


@op("buff_kind")
def op_buff_kind(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Dig Site: "your Explorers get +1/+1 this turn"; Dinosaur Stampede: "Your Dinosaurs get
    +1/+1 this turn for each of your Dinosaurs" (per_count): your units of that unit type."""
    from .effects import op_buff
    st, cards = ctx.st, ctx.cards
    want = str(o["unit_type"])
    mine = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and has_type(st, cards, u, want)]
    k = len(mine) if o.get("per_count") else 1
    for u in mine:
        op_buff(ctx, seat, src, {"op": "buff", "attack": int(o.get("attack", 0)) * k, "health": int(o.get("health", 0)) * k,
                                 "turn": o.get("turn", False), "to": "target"}, {**env, "target": u}, None)


@op("play_powers")
def op_play_powers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fantastic Revelation: "Play all power cards from your hand depleted." (000 1.3: they are
    played by the effect, not as the one power card of the turn)."""
    from .plays import place
    from .zones import lift
    st, cards = ctx.st, ctx.cards
    for c in [x for x in st.hands[seat] if cards[st.kinds[x]].is_power]:
        played = st.power_played
        lift(st, c)
        place(ctx, seat, c, None, None, deplete=bool(o.get("depleted", True)))
        st.power_played = played


@op("top_draw_or_discard")
def op_top_draw_or_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Amaran Shoveler: "draw the top card of your deck if it's a Sentinel or relic. Otherwise,
    discard it.": the top card is drawn when it is a unit of those types or of those card kinds,
    else it goes to your void."""
    from .acts import draw
    from .cards import is_type
    from .zones import lift, to_void
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    if not deck:
        return
    card = cards[st.kinds[deck[-1]]]
    if set(unit_types(st, cards, deck[-1])) & set(o.get("unit_types", ())) or is_type(card.type, tuple(o.get("kinds", ()))):
        draw(ctx, seat, 1)
        return
    c = deck[-1]
    lift(st, c)
    to_void(st, c, seat)
    ctx.log("discard", f"{player(seat)} discards {ctx.name(c)} from the top of their deck", seat, (c,))


@op("wielder_strike")
def op_wielder_strike(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Hotbarrel Revolver: "The wielder deals 3 damage to a random enemy. If played on a
    Gunslinger, you choose the enemy instead.": an enemy unit or the enemy player, at random
    or (the wielder of that unit type) chosen as it resolves."""
    from .effects import OPS
    from .state import player_ref
    st, cards = ctx.st, ctx.cards
    i = st.info.get(src)
    host = i.host if i is not None else -1
    if host < 0 or host not in st.boards[seat]:
        return
    enemies = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit] + [player_ref(1 - seat)]
    if o.get("choose_type") and has_type(st, cards, host, o["choose_type"]):
        if picks is None:
            picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the enemy the wielder deals damage to",
                         enemies, 1, 1)
            if picks is None:
                return
        t = int(picks[0])
    else:
        t = enemies[st.rng.below(len(enemies))]
    OPS["deals"](ctx, seat, src, {"op": "deals", "by": "wielder", "amount": int(o.get("amount", 0)), "to": "target"},
                 {**env, "target": t}, None)


@op("top_cost")
def op_top_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Miner's Musket: "Reduce the cost of the top unit or relic of your deck by 2" (the topmost
    card of those kinds; a lasting change, 003)."""
    from .effects import top_unit_or_weapon
    c = top_unit_or_weapon(ctx.st, ctx.cards, seat, tuple(o.get("kinds", ("unit", "relic"))))
    if c >= 0:
        info_of(ctx.st, c).cost += int(o.get("amount", 0))
        ctx.log("top_of_deck", f"The top {' or '.join(o.get('kinds', ('unit', 'relic')))} of {player(seat)}'s deck "
                               f"costs {abs(int(o.get('amount', 0)))} {'less' if int(o.get('amount', 0)) < 0 else 'more'}", seat)


@op("kill_choose")
def op_kill_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Kaleb's Intervention: "Kill an enemy weapon or relic": one of the enemy's attachments of
    those kinds (a curse is neither), chosen as it resolves."""
    from .acts import destroy
    from .cards import is_type
    from .targets import attachments, shielded
    st, cards = ctx.st, ctx.cards
    kinds = tuple(o.get("kinds", ("weapon", "relic")))
    options = [a for a in attachments(st, cards, 1 - seat) if is_type(cards[st.kinds[a]].type, kinds)]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose an enemy {' or '.join(kinds)} to kill",
                     options, 1, 1)
        if picks is None:
            return
    a = int(picks[0])
    if a in options and not shielded(ctx, seat, a):
        destroy(ctx, a, "is killed")


@op("bounce_typed")
def op_bounce_typed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Talir's Intervention: "Put one of your Explorers or Sentinels into your hand": one of your
    units of those unit types, chosen as it resolves."""
    from .acts import bounce
    from .targets import removed_from_combat
    st, cards = ctx.st, ctx.cards
    want = set(o.get("unit_types", ()))
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit and want & set(unit_types(st, cards, u))]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit of yours to put into your hand",
                     options, 1, 1)
        if picks is None:
            return
    u = int(picks[0])
    if u in st.boards[seat]:
        removed_from_combat(st, u)
        bounce(ctx, u)


def count_of(ctx: Ctx, seat: int, what: str) -> int:
    """A number a text counts as its step resolves: "void_type:Grenadin" (your void's units of
    that type), "board_type:Grenadin" (your units of that type), "relics" (your relics)."""
    st, cards = ctx.st, ctx.cards
    if what.startswith("void_type:"):
        return sum(1 for c in st.voids[seat] if has_type(st, cards, c, what[10:]))
    if what.startswith("board_type:"):
        return sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit and has_type(st, cards, u, what[11:]))
    if what == "relics":
        return len(st.relics[seat])
    return 0


@op("count_create")
def op_count_create(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gearcruncher: "Play a 1/1 Grenadin for each Grenadin in your void" (count_of)."""
    from .acts import create
    kind = _kind(ctx, str(o["card"]))
    for _ in range(count_of(ctx, seat, str(o.get("count", "")))):
        create(ctx, seat, kind, "board", src)


@op("count_damage")
def op_count_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gearcruncher: "deal 1 damage to an enemy unit for each of your Grenadin" (count_of times
    the amount, as one amount of damage)."""
    from .effects import op_damage
    n = count_of(ctx, seat, str(o.get("count", ""))) * int(o.get("amount", 1))
    if n > 0:
        op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)


@op("count_draw")
def op_count_draw(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Novaquake Titan: "draw a card for each of your relics" (count_of)."""
    from .acts import draw
    n = count_of(ctx, seat, str(o.get("count", "")))
    if n > 0:
        draw(ctx, seat, n)


@op("void_draw_discount")
def op_void_draw_discount(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Emerging Colossus: "draw a card with cost 6 or more from your void and reduce its cost by
    6": its player chooses one (voids are public); the change lasts (003)."""
    from .stats import void_locked
    from .zones import lift, to_hand
    st, cards = ctx.st, ctx.cards
    lo = int(o.get("min_cost", 0))
    options = [c for c in st.voids[seat] if cards[st.kinds[c]].cost >= lo and not void_locked(st, cards, c, seat)]
    c = pick_from_void(ctx, seat, src, o, env, picks, options,
                       f"choose a card with cost {lo} or more in your void to draw")
    if c is None:
        return
    info_of(st, c).cost += int(o.get("cost", 0))
    lift(st, c)
    if to_hand(st, c, seat):
        st.revealed.append(c)
    ctx.log("from_void", f"{player(seat)} draws {ctx.name(c)} from the void", seat, (c,))


@op("sac_for_power")
def op_sac_for_power(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Combustion Cell: "sacrifice a unit to get +1 power this turn. If it was a Grenadin, get +2
    power this turn instead.": its player chooses one of their units; power for it."""
    from .acts import destroy
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    if not options:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit of yours to sacrifice", options, 1, 1)
        if picks is None:
            return
    u = int(picks[0])
    if u not in st.boards[seat]:
        return
    bonus = has_type(st, cards, u, str(o.get("bonus_type", "")))
    destroy(ctx, u, "is sacrificed")
    n = int(o.get("bonus", 0)) if bonus else int(o.get("amount", 1))
    st.power[seat] += n
    ctx.log("power", f"{player(seat)} gets +{n} power this turn", seat)


@op("count_use")
def op_count_use(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ruby Catalyst: "After the third use, sacrifice Ruby Catalyst to ...": each use counts (in
    the card's playmat record, reset when it leaves); at `at`, it is sacrificed and the steps of
    `then` happen."""
    from .acts import destroy
    i = info_of(ctx.st, src)
    i.step += 1   # a relic has no Agenda: its record's step counts the uses
    if i.step >= int(o.get("at", 3)):
        destroy(ctx, src, "is sacrificed")
        _then(ctx, seat, src, list(o.get("then", [])), env)


@op("random_powers")
def op_random_powers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Worldbearer Behemoth: "play 1 random power from your deck. Then, increase this ability by
    1.": that many power cards of the deck at random, played for free (000 1.3, not the turn's
    one power card); the count grows by one each time (kept while it stays on the playmat)."""
    from .plays import place
    from .zones import lift
    st, cards = ctx.st, ctx.cards
    i = info_of(st, src)
    n = int(o.get("n", 1)) + i.step
    for _ in range(n):
        powers = [c for c in st.decks[seat] if cards[st.kinds[c]].is_power]
        if not powers:
            break
        c = powers[st.rng.below(len(powers))]
        played = st.power_played
        lift(st, c)
        place(ctx, seat, c, None, None)
        st.power_played = played
    if src in st.boards[seat]:
        i.step += 1


@op("arm_attackers")
def op_arm_attackers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jekk: "play a +1/+1 weapon on each attacking unit. Then, increase this ability by +1/+1.":
    a Sidearm on each of your attacking units, each +1/+1 more for every earlier use."""
    from .plays import attach
    from .zones import new_instance
    st, cards = ctx.st, ctx.cards
    i = info_of(st, src)
    kind = _kind(ctx, str(o.get("card", "sidearm")))
    for u in [a for a in st.attackers if a in st.boards[seat]]:
        w = new_instance(st, kind, seat)
        wi = info_of(st, w)
        wi.atk += i.step
        wi.hp += i.step
        attach(ctx, seat, w, u)
    if src in st.boards[seat]:
        i.step += 1


@op("void_to_deck")
def op_void_to_deck(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Lumen Reclaimer: "Shuffle a void of your choice into its owner's deck": its player chooses
    their own void or the enemy's; every card of it goes into that deck at random places."""
    from .stats import void_locked
    from .zones import lift
    st, cards = ctx.st, ctx.cards
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the void to shuffle into its owner's deck",
                     ["yours", "enemy"], 1, 1, by="value", labels=["Your void", "The enemy's void"])
        if picks is None:
            return
    who = seat if picks[0] == "yours" else 1 - seat
    moved = 0
    for c in [x for x in st.voids[who] if not void_locked(st, cards, x, seat)]:
        lift(st, c)
        deck = st.decks[who]
        deck.insert(st.rng.below(len(deck) + 1), c)
        moved += 1
    ctx.log("to_deck", f"{moved} cards of {player(who)}'s void are shuffled into their deck", seat)


@op("damage_played_cost")
def op_damage_played_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Great-Kiln Titan: "When you play a relic, deal damage equal to its cost to an enemy" (the
    relic's printed cost)."""
    from .effects import op_damage
    c = env.get("played")
    if c is not None and c >= 0:
        n = ctx.cards[ctx.st.kinds[c]].cost
        if n > 0:
            op_damage(ctx, seat, src, {"op": "damage", "amount": n, "to": o.get("to", "target")}, env, None)


@op("play_top")
def op_play_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Great-Kiln Titan: "play the top card of your deck" (for free, 000 1.3; a card that cannot
    be played now stays on top)."""
    from .plays import play_free
    deck = ctx.st.decks[seat]
    if deck:
        played = ctx.st.power_played
        play_free(ctx, seat, deck[-1], from_zone=True)
        ctx.st.power_played = played


from . import ops_set3_ft_b  # noqa: E402,F401  (more of this part's ops; registered on import)
