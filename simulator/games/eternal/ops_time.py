"""Effect ops first needed by Set 1's Time cards (and their two-faction partners); registered on
effects.OPS like every other op, usable by any card."""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, Ctx, create, draw, enter_playmat, gain_health, player, raise_watchers
from .cards import BATTLE_SKILLS, KW, Card, is_type
from .effects import Env, Op, _matches, op, pick
from .stats import cost, keywords, remaining, units_count, void_locked
from .targets import select, shielded
from .zones import UNIT_MAX, cant_be_silenced, info_of, lift, new_instance, to_hand, to_void
from .unit_types import has_type, unit_types

# Skills a unit can "share" (Divining Rod): the bolded skills of 000 1.4, not the states
# a curse or an effect marks a card with.
SKILL_BITS = sum(KW[k] for k in BATTLE_SKILLS + ("ambush", "berserk", "destiny", "echo", "warp", "bond"))


def _kind(ctx: Ctx, card_id: str) -> int:
    """The card-table index of a card id."""
    from .cards import card_index
    kind = card_index().get(card_id)
    if kind is None or kind >= len(ctx.cards) or ctx.cards[kind].id != card_id:
        kind = next(c.index for c in ctx.cards if c.id == card_id)
    return kind


@op("spend_power_stats")
def op_spend_power_stats(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Copper Conduit: "Spend your remaining power to give Copper Conduit that much Strength
    and Health" (power is spent as it resolves; the change is permanent)."""
    st = ctx.st
    n = max(0, st.power[seat])
    st.power[seat] -= n
    for r in select(ctx, seat, src, o.get("to", "self"), env):
        if r >= 0:
            i = info_of(st, r)
            i.atk += n
            i.hp += n
            ctx.log("buff", f"{player(seat)} spends {n} power: {ctx.name(r)} gets +{n}/+{n}", seat, (r,))


@op("double_hand_cost")
def op_double_hand_cost(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Slow: "Double the cost of a card in the enemy hand." The enemy hand is hidden (000 1.2),
    so the card is one of its non-power cards (power cards have no cost) at random; its cost
    now is added to it."""
    st, cards = ctx.st, ctx.cards
    who = 1 - seat if o.get("who", "enemy") == "enemy" else seat
    options = [c for c in st.hands[who] if not cards[st.kinds[c]].is_power]
    if not options:
        return
    c = options[st.rng.below(len(options))]
    info_of(st, c).cost += cost(st, cards, c)
    ctx.log("slow", f"A card in {player(who)}'s hand costs double", who)


@op("void_to_deck_top")
def op_void_to_deck_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Excavate: "Put a card from your void on the top of your deck" (your choice; the void is
    public; a card that can't leave the void is not offered)."""
    st, cards = ctx.st, ctx.cards
    if picks is None:
        options = [c for c in st.voids[seat] if c != src and not void_locked(st, cards, c, seat)]
        picks = pick(ctx, seat, src, o, env, "Choose a card from your void to put on top of your deck", options, 1, 1)
        if not picks:
            return
    c = int(picks[0])
    if c not in st.voids[seat] or void_locked(st, cards, c, seat):
        return
    lift(st, c)
    st.decks[seat].append(c)
    ctx.log("to_deck", f"{player(seat)} puts {ctx.name(c)} from the void on top of their deck", seat, (c,))


def _fits(st: Any, cards: tuple[Card, ...], c: int, flt: dict[str, Any]) -> bool:
    card = cards[st.kinds[c]]
    if "type" in flt and not is_type(card.type, flt["type"]):
        return False
    if "name" in flt and card.name != flt["name"]:
        return False
    if "unit_type" in flt and not has_type(st, cards, c, flt["unit_type"]):   # Evelina: "Dinosaurs in your hand"
        return False
    if "not_type" in flt and is_type(card.type, flt["not_type"]):   # Library Phoenix: "non-unit cards"
        return False
    return "min_cost" not in flt or cost(st, cards, c) >= flt["min_cost"]


@op("hand_mod")
def op_hand_mod(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Change cards in a hand (and deck): "Give a unit in your hand Charge" (pick "choose"),
    "Each unit in your hand with cost 4 or more gets +2/+2" (pick "all"), "Each Clockroach in
    your hand and deck gets +1/+1" (zones hand, deck), "Silence a unit in the enemy hand"
    (pick "random": the enemy hand is hidden, 000 1.2). Filter: type, name, min_cost."""
    st, cards = ctx.st, ctx.cards
    who = seat if o.get("who", "you") == "you" else 1 - seat
    flt = o.get("filter", {})
    found = [c for z in o.get("zones", ["hand"]) for c in (st.hands if z == "hand" else st.decks)[who]
             if _fits(st, cards, c, flt)]
    how = o.get("pick", "all")
    if how == "choose":
        if picks is None:
            picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a card in your hand", found, 1, 1)
            if not picks:
                return
        found = [int(picks[0])] if int(picks[0]) in found else []
    elif how == "random" and found:
        found = [found[st.rng.below(len(found))]]
    for c in found:
        i = info_of(st, c)
        i.atk += int(o.get("attack", 0))
        i.hp += int(o.get("health", 0))
        i.cost += int(o.get("cost", 0))     # Stoneshaker: "Reduce the cost of each unit in your deck by 1"
        for k in o.get("keywords", ()):
            i.kw |= KW[k]
        if o.get("silence") and not cant_be_silenced(st, cards, c):   # 003 Silence: its text is gone for good
            i.silenced = True
            i.kw = i.tkw = i.wc = i.twc = 0
    if found:
        ctx.log("hand_mod", f"{ctx.name(src)} changes {len(found)} card{'s' if len(found) != 1 else ''} "
                f"of {player(who)}'s", seat, (src,))


def play_power(ctx: Ctx, seat: int, c: int, depleted: bool) -> bool:
    """Play a power card by an effect (Secret Pages, A New Tomorrow): free, counted toward
    the 50 free plays (000 6.3), not the one power card a turn from hand (000 1.3)."""
    from .plays import place
    st = ctx.st
    if st.free_plays >= FREE_PLAYS:
        return False
    st.free_plays += 1
    lift(st, c)
    played = st.power_played
    place(ctx, seat, c, None, None, deplete=depleted)
    st.power_played = played
    return True


@op("deck_powers")
def op_deck_powers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Play power cards from your deck: "a Sigil of your choice ... depleted" (choose, by
    card name: the deck stays hidden from the enemy), "a Time Sigil and a Justice Sigil"
    (names: the topmost of each), "the top 10 power cards ... depleted" (n)."""
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    flt = {"type": "power", **o.get("filter", {})}
    matching = [c for c in reversed(deck) if _matches(cards[st.kinds[c]], flt, unit_types(st, cards, c))]   # top first
    chosen: list[int] = []
    if "names" in o:
        for name in o["names"]:
            c = next((x for x in matching if cards[st.kinds[x]].name == name and x not in chosen), None)
            if c is not None:
                chosen.append(c)
    elif o.get("choose"):
        if picks is None:
            kinds = sorted({st.kinds[c] for c in matching})
            if not kinds:
                return
            picks = pick(ctx, seat, src, o, env, "Choose a power card to play from your deck",
                         [cards[k].id for k in kinds], 1, 1, by="value", labels=[cards[k].name for k in kinds])
            if not picks:
                return
        chosen = [c for c in matching if cards[st.kinds[c]].id == picks[0]][:1]
    else:
        chosen = matching[:int(o.get("n", 1))]
    for c in chosen:
        if c in deck:
            play_power(ctx, seat, c, bool(o.get("depleted")))


@op("draw_buff")
def op_draw_buff(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Ancient Lore: "Draw two cards. Each unit drawn this way gets +1/+1" (before it reaches
    the hand, so an Echo copy of it is made with the change, 003 Echo)."""
    st, cards = ctx.st, ctx.cards
    for _ in range(int(o.get("n", 1))):
        deck = st.decks[seat]
        if not deck:
            return
        top = deck[-1]
        if cards[st.kinds[top]].is_unit:
            i = info_of(st, top)
            i.atk += int(o.get("attack", 0))
            i.hp += int(o.get("health", 0))
        if o.get("cost"):   # Heart of the Vault: "Draw a card and reduce its cost by 2" (any card)
            info_of(st, top).cost += int(o["cost"])
        draw(ctx, seat, 1)


@op("reveal_play")
def op_reveal_play(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Divining Rod: "Play all units from the top four cards of your deck that share a skill
    with the wielder. Discard the rest." Skills are the bolded ones of 000 1.4 (SKILL_BITS);
    a unit that can't be played (no room, 000 6.1) is discarded too."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    wielder = [u for u in select(ctx, seat, src, "wielder", env) if u >= 0]
    wbits = keywords(st, cards, wielder[0]) & SKILL_BITS if wielder else 0
    deck = st.decks[seat]
    top = deck[-int(o.get("n", 4)):][::-1]
    for c in top:
        if c not in deck:
            continue
        if cards[st.kinds[c]].is_unit and keywords(st, cards, c) & wbits and play_free(ctx, seat, c):
            ctx.log("from_deck", f"{player(seat)} plays {ctx.name(c)} from their deck", seat, (c,))
            continue
        lift(st, c)
        to_void(st, c, seat)
        ctx.log("discard", f"{player(seat)} discards {ctx.name(c)} from their deck", seat, (c,))


@op("choose_create")
def op_choose_create(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Choose and play a 1/1 Scorpion, 2/2 Locust, or 3/3 Sandcrawler" (Marisen's
    Disciple); random: "play one of the following at random" (Marisen, the Eldest)."""
    st = ctx.st
    ids = list(o["cards"])
    if o.get("random"):
        picks = [ids[st.rng.below(len(ids))]]
    elif picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose a unit to play", ids, 1, 1, by="value",
                     labels=[ctx.cards[_kind(ctx, x)].name for x in ids])
        if not picks:
            return
    create(ctx, seat, _kind(ctx, str(picks[0])), "board", src)


@op("create_count")
def op_create_count(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Play n tokens: "for every 4 Maximum Power you have" (per_max_power), "If you have more
    than 25 Health, play five ... instead" (health_over: [25, 5])."""
    st = ctx.st
    n = int(o.get("n", 1))
    if "per_max_power" in o:
        n = st.max_power[seat] // int(o["per_max_power"])
    if "health_over" in o and st.health[seat] > o["health_over"][0]:
        n = int(o["health_over"][1])
    kind = _kind(ctx, o["card"])
    for _ in range(n):
        create(ctx, seat, kind, "board", src)


@op("random_unit")
def op_random_unit(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Knight-Chancellor Siraf: "play a random {T} or {J} unit and double its Strength/Health":
    one of the collectible units (tokens left out) of those factions, made and played (000
    6.1, 6.3 limit it like any created unit), its printed numbers added again."""
    st, cards = ctx.st, ctx.cards
    factions = o.get("factions", "")
    options = [c.index for c in cards if c.is_unit and not c.token and any(f in c.factions for f in factions)]
    if not options or st.free_plays >= FREE_PLAYS or units_count(st, cards, seat) >= UNIT_MAX:
        return
    kind = options[st.rng.below(len(options))]
    st.free_plays += 1
    c = new_instance(st, kind, seat)
    if o.get("double"):
        i = info_of(st, c)
        i.atk += cards[kind].attack
        i.hp += cards[kind].health
    ctx.log("created", f"{player(seat)} plays a {cards[kind].name}", seat, (c,))
    enter_playmat(ctx, seat, c)


@op("replay_self")
def op_replay_self(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """A card's ability that works from its void ("Empower: Play Ephemeral Wisp from your
    void", Dawnwalker "... from your void exhausted"): it must still be there and free to
    leave (stats.void_locked); zone "hand": drawn from the void instead (Vodakhan's Staff)."""
    from .plays import play_free
    st, cards = ctx.st, ctx.cards
    owner = st.owners[src]
    if src not in st.voids[owner] or void_locked(st, cards, src, owner):
        return
    if o.get("zone", "board") == "hand":
        lift(st, src)
        if to_hand(st, src, owner):
            st.revealed.append(src)
        ctx.log("from_void", f"{player(owner)} draws {ctx.name(src)} from the void", owner, (src,))
        return
    if play_free(ctx, owner, src):
        ctx.log("from_void", f"{player(owner)} plays {ctx.name(src)} from the void", owner, (src,))
        if o.get("exhausted"):
            info_of(st, src).ex = True


@op("grow_self")
def op_grow_self(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """The card itself gets +X/+X wherever it is (Idol of Destran in a hand or deck; unseen)."""
    i = info_of(ctx.st, src)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))


@op("buff_type")
def op_buff_type(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """"Strangers get +1/+1" (Enlightened Stranger): every unit of that type on both playmats
    (an enemy unit's Aegis negates it, 003 Aegis)."""
    st, cards = ctx.st, ctx.cards
    a, h = int(o.get("attack", 0)), int(o.get("health", 0))
    for s in ((seat,) if o.get("whose") == "yours" else (seat, 1 - seat)):   # Relentless Gorehorn: "Your Minotaurs"
        for u in st.boards[s]:
            card = cards[st.kinds[u]]
            if card.is_unit and has_type(st, cards, u, o["unit_type"]) and not shielded(ctx, seat, u):
                i = info_of(st, u)
                i.atk += a
                i.hp += h
                ctx.log("buff", f"{ctx.name(u)} gets {a:+d}/{h:+d}", s, (u,))


@op("gain_stat")
def op_gain_stat(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Healer's Cloak: "You gain Health equal to the wielder's Health" (its health left now);
    with gain "armor", Armor instead (Valkyrie Linebreaker: "equal to the Student's Health")."""
    for r in select(ctx, seat, src, o.get("of", "wielder"), env):
        if r >= 0:
            amount = max(0, remaining(ctx.st, ctx.cards, r))
            if o.get("gain") == "armor":
                ctx.st.armor[seat] += amount
                ctx.log("armor", f"{player(seat)} gains {amount} armor", seat)
                raise_watchers(ctx, "armor_gain", seat, {"amount": amount})   # Horngrinder
            else:
                gain_health(ctx, seat, amount)
