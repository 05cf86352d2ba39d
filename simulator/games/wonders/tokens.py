"""Tokens (001 2 Tokens, 001 5 Copies): which printed tokens of the archive meet the minimum
requirements of the token an effect creates, the player's choice between them and a
stand-in, creating tokens (they arrive), and token copies of cards.

A token is a token by what it is in the state: a printed token (tier "token") brought in
the archive, or a virtual one in `standin` (a stand-in made by an effect, or a copy). Both
stop existing anywhere but The World (moves._put; 001 2 Tokens)."""
from __future__ import annotations

from .cards import Card
from .context import Ctx, Op, op, player
from .moves import arrive
from .ops_cards import Picks, _did, _n
from .state import WondersState
from .targets import here, resolve_targets
from .world import active_realms, locate, nullified_set

STAND_IN = -1          # the answer "use a stand-in" to the question which token to use


def token_kind(ctx: Ctx, card_id: str) -> int:
    """The card-table index of the basic token an effect names."""
    for c in ctx.cards:
        if c.id == card_id:
            return c.index
    raise KeyError(card_id)


def meets(basic: Card, printed: Card, extra: list[str] | None = None) -> bool:
    """True when a printed token meets the minimum requirements of the token an effect
    creates (its basic version, plus the classes the effect gives it): the same type and
    power, every class and keyword of the basic version; printed tokens may have more
    classes, abilities and other stats (001 2 Tokens: Power of Bloodlines' example)."""
    return (printed.is_token and printed.type == basic.type and printed.power == basic.power
            and set(basic.classes).union(extra or ()) <= set(printed.classes)
            and all(printed.keywords.get(k) for k, v in basic.keywords.items() if v))


def token_forms(st: WondersState, cards: tuple[Card, ...], seat: int, basic: int, extra: list[str] | None,
                reserved: list[int] = ()) -> list[int]:  # type: ignore[assignment]
    """The ways `seat` may make one token of kind `basic`: each printed kind in its archive
    that meets the requirements (archive order, minus copies already `reserved` for tokens
    of the same effect), then STAND_IN. A stand-in is not offered beside a printed token
    identical to the basic version (it would be the same card); with no printed token that
    fits, a stand-in is the only way (001 2 Tokens)."""
    out: list[int] = []
    left: dict[int, int] = {}
    for i in st.archive[seat]:
        k = st.kinds[i]
        left[k] = left.get(k, 0) + 1
    for k in reserved:
        if k >= 0:
            left[k] = left.get(k, 0) - 1
    for i in st.archive[seat]:
        k = st.kinds[i]
        if k not in out and left.get(k, 0) > 0 and meets(cards[basic], cards[k], extra):
            out.append(k)
    if basic not in out:
        out.append(STAND_IN)
    return out


def make_token(ctx: Ctx, seat: int, kind: int, realm: int, extra: list[str] | None = None,
               form: int = STAND_IN) -> int:
    """Create a token of basic kind `kind` in a realm: the printed archive card of kind `form`,
    or a stand-in (001 2 Tokens). It arrives."""
    st = ctx.st
    printed = next((i for i in st.archive[seat] if st.kinds[i] == form), None) if form >= 0 else None
    if printed is not None:
        st.archive[seat].remove(printed)
        inst = printed
    else:
        inst = len(st.kinds)
        st.kinds.append(kind)
        st.owner.append(seat)
        st.standin.add(inst)
    if extra:
        own = ctx.cards[st.kinds[inst]].classes
        st.extra_classes[inst] = [c for c in extra if c not in own]
    arrive(ctx, inst, realm, seat)
    return inst


def begin_arrivals(st: WondersState) -> str:
    """A new name for cards arriving simultaneously (one effect creating or putting several),
    kept in memo["arrival_batch"] while they arrive (001 6 Next Time)."""
    k = st.counts.get("arrival_batches", 0) + 1
    st.counts["arrival_batches"] = k
    return f"b{k}"


def _choose_forms(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks, kind: int, n: int,
                  extra: list[str] | None) -> list[int] | None:
    """Which printed token (or stand-in) each of the n tokens is, the player choosing where
    several fit (001 2 Tokens: "you may be able to choose from multiple physical token
    options"); None while a question is pending."""
    st = ctx.st
    forms = [int(f) for f in o.get("forms", [])]
    if picks is not None and o.get("asking") == "form":
        forms.append(int(picks[0]))
    while len(forms) < n:
        opts = token_forms(st, ctx.cards, seat, kind, extra, forms)
        if len(opts) == 1:
            forms.append(opts[0])
            continue
        name = ctx.cards[kind].name
        labels = [f"{ctx.cards[k].name} (printed, from your archive)" if k >= 0 else f"A stand-in {name} token"
                  for k in opts]
        got = ctx.pick(seat, src, {**o, "forms": forms, "asking": "form"},
                       f"Token {len(forms) + 1} of {n}: which {name} token?", opts, 1, 1, by="value", labels=labels)
        if got is None:
            return None
        forms.append(int(got[0]))
    return forms


@op("token")
def _token(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Create n tokens: here, in a chosen realm each, or distributed (the player chooses), each
    a printed archive token or a stand-in (the player chooses where several fit)."""
    st = ctx.st
    kind = token_kind(ctx, o["card"])
    n = int(_n(o))
    extra = st.memo.get("sacrificed_classes") if o.get("classes_from") == "sacrificed" else None
    if o.get("asking") != "realm":
        forms = _choose_forms(ctx, seat, src, o, picks, kind, n, extra)
        if forms is None:
            return
        o = {**o, "forms": forms, "asking": ""}
        picks = None
    forms = [int(f) for f in o["forms"]]
    where = o.get("where", "here")
    if where == "here" and here(ctx, src, o) >= 0:
        st.memo["arrival_batch"] = begin_arrivals(st)
        made_here = [make_token(ctx, seat, kind, here(ctx, src, o), extra, forms[k]) for k in range(n)]
        st.memo.pop("arrival_batch", None)
        ctx.log("token", f"{player(seat)} creates {n} {ctx.cards[kind].name} token{'s' if n > 1 else ''}", seat,
                tuple(made_here))
        _did(ctx, n > 0)
        return
    if "made" not in o:
        o = {**o, "made": 0, "batch": begin_arrivals(st)}
    made = int(o["made"])
    if picks is None:
        picks = ctx.pick_realm(seat, src, {**o, "asking": "realm"},
                               f"Create {ctx.cards[kind].name} token {made + 1} of {n} in", active_realms(st))
        if picks is None:
            return
    st.memo["arrival_batch"] = o["batch"]
    if picks:
        make_token(ctx, seat, kind, int(picks[0]), extra, forms[made] if made < len(forms) else STAND_IN)
    st.memo.pop("arrival_batch", None)
    if made + 1 < n:
        ctx.push([(seat, src, {**o, "made": made + 1, "asking": "realm"})])
    _did(ctx, True)


@op("copy_token")
def _copy_token(ctx: Ctx, seat: int, src: int, o: Op, picks: Picks) -> None:
    """Create a token copy of a card in The World, in its realm under your control: a token
    with the stats and abilities of the printed card (not the original's counters or
    changes), arriving but not played; a copy of a nullified card has blank text without
    being nullified itself (001 5 Copies; DESIGN.md). The copy is a token by being made one
    (`standin`), whatever the copied card's tier."""
    st = ctx.st
    targets = resolve_targets(ctx, seat, src, o, picks, "Copy")
    if targets is None:
        return
    for t in targets:
        where = locate(st, t)
        if where is None:
            continue
        blank = t in nullified_set(st, ctx.cards)
        inst = len(st.kinds)
        st.kinds.append(st.kinds[t])
        st.owner.append(seat)
        st.standin.add(inst)
        if blank:
            st.effects.append({"kind": "blank_text", "target": inst})
        ctx.log("token", f"{player(seat)} creates a token copy of {ctx.name(t)}"
                + (" (its text is blank: the original is nullified)" if blank else ""), seat, (t,))
        arrive(ctx, inst, where[0], seat)
    _did(ctx, bool(targets))


__all__ = ["STAND_IN", "begin_arrivals", "make_token", "meets", "token_forms", "token_kind"]
