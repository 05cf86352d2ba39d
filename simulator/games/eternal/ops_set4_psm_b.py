"""Effect ops first needed by Set 4 (The Dusk Road), Primal, Shadow, multi-faction and factionless cards, part B:
cursed enemies, counted uses, relics stolen or made, Siraf's Choice, costs changed in hands and decks,
"while" conditions and discounts read by stats.py, and Big Brother's family. Imported by ops_set4_psm.py."""
from __future__ import annotations

from typing import Any

from .acts import DAMAGE_WATCH, FREE_PLAYS, MORE_CONDITIONS, PLAYER_DAMAGE_WATCH, Ctx, destroy, player
from .cards import Card, is_type
from .effects import Env, Op, op, op_buff, pick
from .ops_set4_psm import _void_count
from .ops_shadow import change_hands, discard_card, kind_of
from .state import EternalState
from .stats import MORE_DISCOUNTS, MORE_WHILE, attack, health, on_playmat
from .targets import select
from .zones import cant_be_stolen, new_instance
from .unit_types import unit_types


def _cursed(st: EternalState, cards: tuple[Card, ...], seat: int) -> list[int]:
    """The cursed enemies of `seat`: enemy units with a curse on them, and the enemy player while a
    cursed relic is on them (as a ref)."""
    from .state import player_ref
    foe = 1 - seat
    out = [u for u in st.boards[foe] if cards[st.kinds[u]].is_unit and u in st.info
           and any(cards[st.kinds[a]].type == "curse" for a in st.info[u].att)]
    if any(cards[st.kinds[r]].type == "cursed_relic" for r in st.relics[foe]):
        out.append(player_ref(foe))
    return out


@op("deals_cursed")
def op_deals_cursed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fenris Nightshade: "Fenris deals ... 1 damage to each cursed enemy" (a unit with a curse on it;
    the enemy player under a cursed relic); the unit deals it, with its own skills."""
    from .ops_fire import op_deals
    for r in _cursed(ctx.st, ctx.cards, seat):
        op_deals(ctx, seat, src, {"op": "deals", "by": "self", "amount": o.get("amount", 1), "to": "target"},
                 {**env, "target": r}, None)


@op("after_uses")
def op_after_uses(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wingbrewer, Recon Tower: "After the third use, sacrifice X to play Y": counts this card's uses
    (while it stays on the playmat) and runs `then` on the nth."""
    from .zones import info_of
    st = ctx.st
    if not on_playmat(st, src):
        return
    i = info_of(st, src)
    i.step += 1   # a unit's or relic's count of uses (a site's Agenda step otherwise)
    n = int(o.get("n", 3))
    if i.step == n or o.get("every") and i.step % n == 0:
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("sacrifice_named")
def op_sacrifice_named(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Marionette Cross: "Entomb: Sacrifice each Marionette" (each of its player's cards of that id on
    the playmat: units, or relics for the Marionette's "Sacrifice each Marionette Cross")."""
    st, cards = ctx.st, ctx.cards
    for c in st.boards[seat] + st.relics[seat]:
        if cards[st.kinds[c]].id == o["card"] and st.owners[c] == seat:
            destroy(ctx, c, "is sacrificed")


@op("steal_relic")
def op_steal_relic(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Burglarize: "Steal an enemy relic and put it into your hand" (chosen as it resolves among the
    enemy player's relics, relic weapons too, 000 1.3; it leaves the playmat, a relic weapon with
    its armor, 000 4.31, and is yours in your hand, known to both)."""
    from .targets import shielded
    from .zones import info_of, to_hand
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [r for r in st.relics[foe] if st.owners[r] == foe and is_type(cards[st.kinds[r]].type, "relic")]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the enemy relic to steal", options, 1, 1)
        if not picks:
            return
    r = int(picks[0])
    if r not in st.relics[foe] or cant_be_stolen(st, cards, r) or shielded(ctx, seat, r):   # Tomb Protector
        return
    st.relics[foe].remove(r)
    if st.weapon[foe] == r:
        st.weapon[foe] = -1
        st.armor[foe] = 0   # 000 4.31: losing the relic weapon loses all armor
    if r in st.auras:
        st.auras.remove(r)
    info_of(st, r).leave_play()
    change_hands(st, r, seat)
    if to_hand(st, r, seat):
        st.revealed.append(r)
    ctx.log("steal", f"{player(seat)} steals {ctx.name(r)} into their hand", seat, (r,))


@op("double_units_turn")
def op_double_units_turn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Siraf's Choice: "Double the Strength/Health of your units this turn" (+X/+Y this turn for the
    Strength X and Health Y each has as it resolves)."""
    from .stats import remaining
    st, cards = ctx.st, ctx.cards
    for u in select(ctx, seat, src, o.get("to", "your_units"), env):
        if u >= 0:
            a, h = max(0, attack(st, cards, u)), max(0, remaining(st, cards, u))
            op_buff(ctx, seat, src, {"op": "buff", "attack": a, "health": h, "to": "target", "turn": True},
                    {**env, "target": u}, None)


@op("tutor_double")
def op_tutor_double(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Siraf's Choice: "Draw a unit of your choice from your deck and double its Strength/Health" (picked
    by card name as the tutor op does; a lasting +X/+Y in hand for its Strength X and Health Y)."""
    from .effects import _matches, op_tutor
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    flt = o.get("filter", {"type": "unit"})
    if picks is None:
        kinds = sorted({st.kinds[c] for c in st.decks[seat] if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))})
        if not kinds:
            return
        picks = pick(ctx, seat, src, o, env, "Choose a unit to draw from your deck", [cards[k].id for k in kinds], 1, 1,
                     by="value", labels=[cards[k].name for k in kinds])
        if picks is None:
            return
    before = set(st.hands[seat])
    op_tutor(ctx, seat, src, {"op": "tutor", "filter": flt}, env, picks)
    for c in st.hands[seat]:
        if c not in before and cards[st.kinds[c]].is_unit:
            i = info_of(st, c)
            i.atk += max(0, attack(st, cards, c))
            i.hp += max(0, health(st, cards, c))


@op("raise_enemy_cost")
def op_raise_enemy_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Derry Cathain: "Increase the cost of a spell or site in the enemy hand by 1" (its player picks
    among those cards, shown to them, so both know it)."""
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    foe = 1 - seat
    if picks is None:
        options = [c for c in st.hands[foe] if is_type(cards[st.kinds[c]].type, o.get("kinds", ["spell", "fast_spell", "site"]))]
        st.revealed += [c for c in options if c not in st.revealed]
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card in {player(foe)}'s hand to cost more",
                     options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c in st.hands[foe]:
        info_of(st, c).cost += int(o.get("amount", 1))
        ctx.log("cost", f"{ctx.name(c)} costs {o.get('amount', 1)} more", foe, (c,))


@op("deck_top_discount")
def op_deck_top_discount(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Recombobulate: "Put an attacking enemy unit on top of its owner's deck. Reduce the cost of the
    top unit of your deck by the enemy unit's cost" (its printed cost; the unit keeps its lasting
    changes, 003)."""
    from .acts import leave_playmat
    from .targets import shielded
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        leave_playmat(ctx, r)
        st.decks[st.owners[r]].append(r)
        ctx.log("to_deck", f"{ctx.name(r)} goes on top of {player(st.owners[r])}'s deck", st.owners[r], (r,))
        top = next((c for c in reversed(st.decks[seat]) if cards[st.kinds[c]].is_unit), -1)
        if top >= 0:
            info_of(st, top).cost -= cards[st.kinds[r]].cost


def _two_void_spells(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Derry Cathain: "if you have two or more spells in your void"."""
    return _void_count(ctx.st, ctx.cards, seat, ("spell", "fast_spell")) >= 2


MORE_CONDITIONS.update({"two_void_spells": _two_void_spells})


@op("look_draw_discard")
def op_look_draw_discard(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wingbrewer: "draw one of the top two cards of your deck and discard the other" (picked by card
    name: the deck stays hidden from the enemy; the other goes to the void, 003 Discard)."""
    from .ops_primal import _draw_card
    st, cards = ctx.st, ctx.cards
    top = st.decks[seat][-int(o.get("n", 2)):][::-1]   # top card first
    if not top:
        return
    if picks is None:
        ids: list[str] = []
        for c in top:
            if cards[st.kinds[c]].id not in ids:
                ids.append(cards[st.kinds[c]].id)
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose the card to draw", ids, 1, 1, by="value",
                     labels=[cards[st.kinds[next(c for c in top if cards[st.kinds[c]].id == i)]].name for i in ids])
        if picks is None:
            return
    chosen = next((c for c in top if cards[st.kinds[c]].id == picks[0]), top[0])
    for c in top:
        if c != chosen and c in st.decks[seat]:
            discard_card(ctx, seat, c)
    if chosen in st.decks[seat]:
        _draw_card(ctx, seat, chosen)


@op("create_relic")
def op_create_relic(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Recon Tower: "play a Guard Tower" (a new relic played by an effect, onto its player as a relic
    is, 000 1.3: free, counted toward the 50 free plays of 000 6.3)."""
    from .plays import place
    st = ctx.st
    if st.free_plays >= FREE_PLAYS:
        return
    st.free_plays += 1
    c = new_instance(st, kind_of(ctx, o["card"]), seat)
    ctx.log("created", f"{player(seat)} plays a {ctx.name(c)}", seat, (c,))
    place(ctx, seat, c, None, None)


# --- "while" conditions and a card's own discount, read by stats.py (MORE_WHILE, MORE_DISCOUNTS) ----------


def _min_void_spells(st: EternalState, cards: tuple[Card, ...], src: int, value: Any) -> bool:
    """Rizahn, Greatbow Master: "Lifesteal while you have six or more spells in your void"."""
    return _void_count(st, cards, st.owners[src], ("spell", "fast_spell")) >= int(value)


def _less_per_void_spell(st: EternalState, cards: tuple[Card, ...], c: int, value: Any) -> int:
    """Shamanic Blast: "costs 1 less for each spell in your void"."""
    return int(value) * _void_count(st, cards, st.owners[c], ("spell", "fast_spell"))


MORE_WHILE.update({"min_void_spells": _min_void_spells})
MORE_DISCOUNTS.update({"less_per_void_spell": _less_per_void_spell})


@op("count_up")
def op_count_up(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Blackhall Warleader: "increase her Inspire by +1/+1" (a count kept on the card while it stays on
    the playmat: Inst.step, as after_uses counts uses)."""
    from .zones import info_of
    if on_playmat(ctx.st, src):
        info_of(ctx.st, src).step += int(o.get("n", 1))


@op("buff_drawn_count")
def op_buff_drawn_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Blackhall Warleader: "Inspire: Units you draw get +0/+0", grown by her count: the unit drawn (env
    "drawn", still in hand) gets +X/+X for the count X."""
    from .zones import info_of
    st = ctx.st
    c = env.get("drawn")
    n = st.info[src].step if src in st.info else 0
    if c is None or c not in st.hands[seat] or n <= 0:
        return
    i = info_of(st, c)
    i.atk += n
    i.hp += n
    ctx.log("buff", f"A unit {player(seat)} drew gets +{n}/+{n}", seat)


@op("fear_sum")
def op_fear_sum(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fearbinder: "sacrifice two units to play a Fear's Sum with their combined Strength/Health and
    Berserk" (the two chosen as it resolves, with two or more units; their Strength and Health as they
    are then)."""
    from .acts import create
    from .zones import info_of
    st, cards = ctx.st, ctx.cards
    own = [u for u in st.boards[seat] if cards[st.kinds[u]].is_unit]
    if len(own) < 2:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose two units to sacrifice", own, 2, 2)
        if picks is None:
            return
    chosen = [int(u) for u in picks if int(u) in st.boards[seat]]
    a = sum(max(0, attack(st, cards, u)) for u in chosen)
    h = sum(max(0, health(st, cards, u)) for u in chosen)
    for u in chosen:
        destroy(ctx, u, "is sacrificed")
    kind = kind_of(ctx, o.get("card", "fear_s_sum"))
    f = create(ctx, seat, kind, "board", src)
    if f >= 0:
        i = info_of(st, f)
        i.atk += a
        i.hp += h


# --- Big Brother and his Little Brothers -------------------------------------------------------------------


@op("silence_if_hitter")
def op_silence_if_hitter(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Big Brother: "When a Little Brother hits the enemy player, silence Big Brother" (an ally_hit
    trigger: the hitter, env "unit", is a card of that id)."""
    from .effects import op_silence
    u = env.get("unit")
    if u is not None and ctx.cards[ctx.st.kinds[u]].id == o["card"]:
        op_silence(ctx, seat, src, {"op": "silence", "to": "self"}, env, None)


def _stuns_damaged(ctx: Ctx, src: int, u: int, amount: int) -> None:
    """Little Brother: "When Little Brother damages a unit, stun that unit" (an aura key stuns_damaged
    on the damage's source, not silenced; the stun as the stun op does it: Endurance stops it). The
    stun waits in the task queue until the damage being dealt is done (000 3.34: in the Fight Step each
    blocker deals its damage too; one stunned at once would deal none back)."""
    if src < 0 or amount <= 0:
        return
    st, cards = ctx.st, ctx.cards
    aura = cards[st.kinds[src]].aura
    if aura is None or not aura.get("stuns_damaged") or not on_playmat(st, u):
        return
    i = st.info.get(src)
    if i is not None and i.silenced:
        return
    st.tasks.append((st.owners[src], src, {"op": "stun", "to": "target"}, {"target": u}))


DAMAGE_WATCH.append(_stuns_damaged)


# --- Unfinished Business: "Sacrifice it at the end of the turn or when it deals damage" -------------------
SACRIFICE_ON_DAMAGE = 1 << 26   # Inst.used: sacrificed when it deals damage (reset when it leaves the playmat)


@op("doom_on_damage")
def op_doom_on_damage(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Unfinished Business: "Sacrifice it at the end of the turn (state.DOOMED, 000 3.52) or when it
    deals damage" (SACRIFICE_ON_DAMAGE, read after any damage it deals to a unit or a player)."""
    from .state import DOOMED
    from .zones import info_of
    st = ctx.st
    for u in select(ctx, seat, src, o.get("to", "target"), env):
        if u >= 0 and on_playmat(st, u):
            info_of(st, u).used |= DOOMED | SACRIFICE_ON_DAMAGE


def _sacrifice_dealer(ctx: Ctx, src: int, ref: int, amount: int) -> None:
    """A unit marked SACRIFICE_ON_DAMAGE that dealt damage is sacrificed once the damage being dealt
    is done (queued, as 000 3.34's Fight Step deals all its damage together)."""
    if src < 0 or amount <= 0:
        return
    i = ctx.st.info.get(src)
    if i is None or not i.used & SACRIFICE_ON_DAMAGE:
        return
    i.used &= ~SACRIFICE_ON_DAMAGE
    ctx.st.tasks.append((ctx.st.owners[src], src, {"op": "sacrifice", "self": True}, {}))


DAMAGE_WATCH.append(_sacrifice_dealer)
PLAYER_DAMAGE_WATCH.append(_sacrifice_dealer)
