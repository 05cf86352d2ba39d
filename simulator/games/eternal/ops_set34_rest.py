"""Effect ops first needed by the last cards of Sets 3 and 4 (issue 31's rest). Imported by effects.py;
the words are added to the vocabulary by vocab_set34_rest.py."""
from __future__ import annotations

from typing import Any

from .acts import FREE_PLAYS, Ctx, draw
from .effects import Env, Op, op
from .ops_set4_psm_b import op_look_draw_discard
from .state import EternalState
from .zones import info_of

_DRAW_READERS: dict[int, frozenset[int]] = {}   # id(card table) -> the kinds that read st.drew


def watches_draws(st: EternalState, cards: tuple[Any, ...]) -> list[list[int]] | None:
    """At setup: a fresh count of the cards each player draws in a turn when a card of the game reads
    it (Riddle Game's draw_per_drawn), else None (nothing is kept, the state and its hash as before)."""
    readers = _DRAW_READERS.get(id(cards))
    if readers is None:
        readers = _DRAW_READERS[id(cards)] = frozenset(
            c.index for c in cards if any(e.get("op") == "draw_per_drawn" for e in c.effects))
    return [[0, 0], [0, 0]] if readers and any(k in readers for k in st.kinds) else None


def drawn_this_turn(st: EternalState, seat: int) -> int:
    """How many cards `seat` has drawn this turn (0 when the count is not kept)."""
    d = st.drew
    return d[seat][1] if d is not None and d[seat][0] == st.turn_no else 0


@op("draw_per_drawn")
def op_draw_per_drawn(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Riddle Game: "Draw a card for each card you have drawn this turn." (counted as it resolves)."""
    n = drawn_this_turn(ctx.st, seat)
    if n:
        draw(ctx, seat, n)


@op("look_draw_cheaper")
def op_look_draw_cheaper(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Quarry: "Draw one of the top two cards of your deck and reduce its cost by 1. Discard the other."
    (Wingbrewer's pick by card name, then the drawn card costs `less` less while it is in the hand)."""
    st = ctx.st
    before = set(st.hands[seat])
    asked = st.choice
    op_look_draw_discard(ctx, seat, src, o, env, picks)
    if st.choice is not None and st.choice is not asked:
        return   # the pick is being asked; this op runs again with it
    for c in st.hands[seat]:
        if c not in before:
            info_of(st, c).cost -= int(o.get("less", 1))



@op("play_on_attackers")
def op_play_on_attackers(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jekk's Choice: "Play a +1/+1 weapon on each of your attacking units": a new weapon played by an
    effect (free, counted toward the 50 free plays, 000 6.3) on each unit of yours attacking now."""
    from .ops_shadow import kind_of
    from .plays import place
    from .stats import on_playmat
    from .zones import new_instance
    st = ctx.st
    kind = kind_of(ctx, o["card"])
    for u in list(st.attackers):
        if st.owners[u] != seat or not on_playmat(st, u) or st.free_plays >= FREE_PLAYS:
            continue
        st.free_plays += 1
        place(ctx, seat, new_instance(st, kind, seat), u, None)


@op("void_bind")
def op_void_bind(ctx: Ctx, seat: int, src: int, o: Op, env: Env, picks: Any) -> None:
    """Jekk, Lone Gun: "When a unit goes to the enemy void, it gets Voidbound." Run by his watchers of a unit
    dying (env "unit") and of a card the enemy discards (env "discarded"): a unit card now in the enemy void gets
    Voidbound for good (003 Voidbound: it can't leave the void)."""
    from .cards import KW
    st = ctx.st
    c = env.get("unit", env.get("discarded"))
    if c is None or c < 0 or c not in st.voids[1 - seat] or not ctx.cards[st.kinds[c]].is_unit:
        return
    info_of(st, c).kw |= KW["voidbound"]
    ctx.log("grant", f"{ctx.name(c)} gets Voidbound", seat, (c,))
