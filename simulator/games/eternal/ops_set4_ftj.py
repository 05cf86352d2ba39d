"""Effect ops first needed by Set 4 (The Dusk Road), Fire, Time and Justice cards (and Tribute). Registered on import (effects.py imports every ops module).

Tribute (The Dusk Road; neither 000 nor 003 describes it). The game's own reminder: "If a unit
went to your void this turn, <effect> when you play this". A unit of yours counts however it
got there (killed, sacrificed, discarded, drawn into a full hand, sent from the deck); an enemy
unit never does (it goes to its owner's void). A unit with Tribute checks as it is played (its
Summon); a spell with Tribute checks as it resolves (its "Tribute:" steps carry the condition).
The state keeps the cards that went to each void this turn only in games with a card that reads
it (EternalState.went; watches_void), so games without such cards keep their states and hashes.
"""
from __future__ import annotations

from typing import Any

from .acts import MORE_CONDITIONS, Ctx
from .cards import Card
from .state import EternalState

# Conditions that read what went to a void this turn: "tribute" (a unit went to your void this
# turn), "no_tribute" (none did: the plain effect of "Tribute: ... instead")
VOID_CONDITIONS = ("tribute", "no_tribute")


def _reads_void(card: Card) -> bool:
    """Whether a card has a condition of VOID_CONDITIONS anywhere in its behaviour."""
    conds = [t.cond for t in card.triggers]
    for steps in [card.effects] + [t.effects for t in card.triggers] + [a.effects for a in card.abilities]:
        conds += [str(s.get("if", "")) for s in steps]
    return any(part in VOID_CONDITIONS for c in conds for part in c.split("&"))


_READERS: dict[int, frozenset[int]] = {}


def watches_void(st: EternalState, cards: tuple[Card, ...]) -> list[list[list[int]]] | None:
    """At setup: an empty record of the cards that go to each void when a card of the game reads
    it (Tribute), else None (nothing is kept)."""
    readers = _READERS.get(id(cards))
    if readers is None:
        readers = _READERS[id(cards)] = frozenset(c.index for c in cards if _reads_void(c))
    return [[], []] if any(k in readers for k in st.kinds) else None


def unit_went_to_void(st: EternalState, cards: tuple[Card, ...], seat: int) -> bool:
    """Whether a unit went to `seat`'s void this turn (Tribute)."""
    w = st.went
    return w is not None and any(e[0] == st.turn_no and cards[st.kinds[e[1]]].is_unit for e in w[seat])


def _tribute(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """Tribute: a unit went to your void this turn."""
    return unit_went_to_void(ctx.st, ctx.cards, seat)


def _no_tribute(ctx: Ctx, seat: int, src: int, env: dict[str, Any] | None) -> bool:
    """The plain effect of a card whose Tribute says "instead"."""
    return not unit_went_to_void(ctx.st, ctx.cards, seat)


MORE_CONDITIONS.update({"tribute": _tribute, "no_tribute": _no_tribute})


# --- ops -----------------------------------------------------------------------------------------
# (imported here, below the conditions: effects.py imports this module at its end)
from .acts import bounce, gain_health, player   # noqa: E402
from .effects import Env, Op, op, op_buff, pick   # noqa: E402
from .stats import on_playmat   # noqa: E402
from .targets import removed_from_combat, select, shielded   # noqa: E402
from .zones import info_of, to_hand   # noqa: E402


@op("spell_skills")
def op_spell_skills(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Fiery Fissure: "Tribute: Overwhelm." The spell itself has these skills from now on (its
    damage reads them: 003 Overwhelm)."""
    from .cards import KW
    i = info_of(ctx.st, src)
    for k in o.get("keywords", []):
        i.tkw |= KW[k]


@op("to_deck_top")
def op_to_deck_top(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Meditation: "put it on top of your deck": a unit leaves the playmat (its attachments to the
    void) and goes on top of its owner's deck, keeping its lasting changes (003)."""
    from .acts import leave_playmat
    st = ctx.st
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        leave_playmat(ctx, r)
        st.decks[st.owners[r]].append(r)
        ctx.log("to_deck", f"{ctx.name(r)} goes on top of {player(st.owners[r])}'s deck", st.owners[r], (r,))


@op("heal_per")
def op_heal_per(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gathering Lights: "you gain 1 Health for each of your units" (per "units"); Royal Guardian:
    "You gain Health equal to the number of cards in your void" (per "void"); counted as it resolves."""
    st, cards = ctx.st, ctx.cards
    per = o.get("per", "units")
    n = len(st.voids[seat]) if per == "void" else sum(1 for u in st.boards[seat] if cards[st.kinds[u]].is_unit)
    gain_health(ctx, seat, n * int(o.get("amount", 1)))


@op("buff_choose")
def op_buff_choose(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Arcane Defense: "Give two enemy units -1 Strength this turn": its player chooses that many
    enemy units (all of them when there are fewer) as it resolves; an Aegis stops it on one."""
    st, cards = ctx.st, ctx.cards
    options = [u for u in st.boards[1 - seat] if cards[st.kinds[u]].is_unit]
    n = min(int(o.get("n", 1)), len(options))
    if n == 0:
        return
    if picks is None:
        picks = pick(ctx, seat, src, o, env, f"{ctx.name(src)}: choose {n} enemy unit{'s' if n > 1 else ''}",
                     options, n, n)
        if picks is None:
            return
    step = {"op": "buff", "attack": o.get("attack", 0), "health": o.get("health", 0), "to": "target",
            "turn": o.get("turn", False)}
    for u in picks:
        op_buff(ctx, seat, src, step, {**env, "target": int(u)}, None)


@op("buff_drawn")
def op_buff_drawn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Inspire with numbers: "Units you draw get +1 Strength" (Warpainter), "+1/+1" (Living
    Example), "Reduce the cost of units you draw by 1" (cost, Journey Guide), "Double the
    Strength/Health of units you draw" (double, Alhed): the card drawn (env "drawn", still in
    hand) changes for good. The log does not name it (the other player does not see it)."""
    st, cards = ctx.st, ctx.cards
    c = env.get("drawn")
    if c is None or c not in st.hands[seat]:
        return
    i = info_of(st, c)
    if o.get("double"):
        from .stats import attack, health
        i.atk += attack(st, cards, c)
        i.hp += health(st, cards, c)
    i.atk += int(o.get("attack", 0))
    i.hp += int(o.get("health", 0))
    i.cost += int(o.get("cost", 0))
    ctx.log("inspire", f"A unit {player(seat)} drew is changed by {ctx.name(src)}", seat)


@op("mill_if")
def op_mill_if(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Gnash: "discard the top card of your deck. If it was a unit, <then>" (003 Discard: from
    the deck to the void; the steps of `then` run next, for this card)."""
    from .ops_shadow import discard_card
    from .cards import is_type
    st, cards = ctx.st, ctx.cards
    deck = st.decks[seat]
    if not deck:
        return
    c = deck[-1]
    discard_card(ctx, seat, c)
    if is_type(cards[st.kinds[c]].type, tuple(o.get("kinds", ("unit",)))):
        st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]


@op("create_exhausted")
def op_create_exhausted(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wurmstone: "play a 7/7 Sand Wurm exhausted" (a new card, exhausted as it enters)."""
    from .effects import OPS
    st = ctx.st
    before = set(st.boards[seat])
    OPS["create"](ctx, seat, src, {"op": "create", "card": o["card"], "n": 1, "zone": "board"}, env, None)
    for u in st.boards[seat]:
        if u not in before:
            info_of(st, u).ex = True


@op("bounce_armed")
def op_bounce_armed(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Temple Tactic: "Put a unit and each weapon it's wielding into its owner's hand": the
    weapons go to their owners' hands first (not the void), then the unit."""
    st, cards = ctx.st, ctx.cards
    for r in select(ctx, seat, src, o.get("to", "target"), env):
        if r < 0 or shielded(ctx, seat, r) or not on_playmat(st, r):
            continue
        i = info_of(st, r)
        weapons = [a for a in i.att if cards[st.kinds[a]].type == "weapon"]
        i.att = [a for a in i.att if a not in weapons]
        for w in weapons:
            info_of(st, w).leave_play()
            if to_hand(st, w, st.owners[w]):
                st.revealed.append(w)
            ctx.log("bounced", f"{ctx.name(w)} returns to {player(st.owners[w])}'s hand", st.owners[w], (w,))
        removed_from_combat(st, r)
        bounce(ctx, r)


@op("sacrifice_this")
def op_sacrifice_this(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Wurmstone: "sacrifice Wurmstone to play ...": this card (a unit, or a relic on its player)
    is sacrificed, and only then do the steps of `then` run (nothing if it is already gone)."""
    from .acts import destroy
    st = ctx.st
    if src not in st.boards[seat] and src not in st.relics[seat]:
        return
    destroy(ctx, src, "is sacrificed")
    st.tasks[0:0] = [(seat, src, step, env) for step in o.get("then", [])]
