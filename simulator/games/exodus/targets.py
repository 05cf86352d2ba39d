"""What an ability or symmetry may target (vocab.TARGETS), chosen when it is played or
activated and checked again when it resolves (004 Playback: the owner may change targets;
a missing target makes it fizzle, 004 Fizzle). A player is named as -(seat + 1)."""
from __future__ import annotations

from collections.abc import Callable

from .context import Ctx
from .field import (all_creatures, any_static_in_play, creatures_of_side, is_blank, opposing_sides,
                    symmetry_immune)

EXTRA_TARGETS: dict[str, Callable[[Ctx, int, int], list[int]]] = {}
"""Target words a set's ops module adds (registered with its vocab_setNN TARGETS):
word -> fn(ctx, seat, src) listing the candidates."""


PILE_WORDS = frozenset({"creature", "energy", "opp_creature", "own_creature", "rare_creature",
                        "creature_no_ability", "opp_energy", "own_blank_pile"})
"""The target words whose candidates all come from piles: none while no pile is in play."""


def player_ref(seat: int) -> int:
    """A player as a target number."""
    return -(seat + 1)


def ref_seat(target: int) -> int:
    """The seat a player target names."""
    return -target - 1


def valid_targets(ctx: Ctx, seat: int, spec: str, src: int) -> list[int]:
    """Every target `spec` allows for `seat`'s ability or symmetry from card `src`; a
    symmetry never targets what is unaffected by symmetries (004 Lantern Leaflore)."""
    st = ctx.st
    out = candidates(ctx, seat, spec, src)
    if out and src >= 0 and ctx.card(src).is_symmetry and any_static_in_play(ctx.cards, st, "symmetry_immune"):
        out = [t for t in out if t < 0 or not symmetry_immune(ctx.cards, st, t)]
    return out


def candidates(ctx: Ctx, seat: int, spec: str, src: int) -> list[int]:
    """What `spec` names for `seat`'s card `src`, before valid_targets' filter (the same list
    when nothing in play is unaffected by symmetries)."""
    st = ctx.st
    mine = st.team[seat]                  # field.side, looked up here for speed
    if spec == "creature":
        return all_creatures(st)
    if spec == "energy":                  # (the two words asked most, first)
        return [e for s in st.order for pile in st.piles[s] for e in pile[1:]]
    if spec == "opp_creature":
        return [c for sd in opposing_sides(st, seat) for c in creatures_of_side(st, sd)]
    if spec == "own_creature":
        return creatures_of_side(st, mine)
    if spec == "rare_creature":
        return [c for c in all_creatures(st) if ctx.card(c).is_rare]
    if spec == "creature_no_ability":
        return [c for c in all_creatures(st) if not ctx.card(c).abilities or _lost(ctx, c)]
    if spec in ("card_in_play", "unfrozen_card"):
        out = [c for s in st.order for pile in st.piles[s] for c in pile if c >= 0]
        out += [c for s in st.order for c in st.syms[s] + st.afters[s]]
        if spec == "unfrozen_card":
            out = [c for c in out if c not in st.frozen]
        return [c for c in out if c != src]
    if spec == "opp_energy":
        return [e for s in st.order if st.team[s] != mine for pile in st.piles[s] for e in pile[1:]]
    if spec == "own_blank_pile":
        return [pile[1] for pile in st.piles[seat] if is_blank(st, pile)]
    if spec == "stack_item":
        return [item["src"] for item in st.stack if not item.get("resolving") and item["src"] != src]
    if spec == "opponent":
        return [player_ref(s) for s in st.order if st.team[s] != mine and st.life[st.team[s]] > 0]
    if spec == "grave_symmetry":
        return [c for s in st.order if s not in st.grave_lock for c in st.grave[s]
                if ctx.cards[st.kinds[c]].is_symmetry or ctx.card_by_id(ctx.cards[st.kinds[c]].back or
                                                                        ctx.cards[st.kinds[c]].id).is_symmetry]
    if spec == "symmetry_in_play":
        return [c for s in st.order for c in st.syms[s] if c != src]
    if spec == "afterthought":
        return [c for s in st.order for c in st.afters[s]]
    if spec in EXTRA_TARGETS:
        return EXTRA_TARGETS[spec](ctx, seat, src)
    raise ValueError(f"unknown target word {spec!r}")


def _lost(ctx: Ctx, card: int) -> bool:
    """Removed by Verneejus ("that creature loses its Ability"), not merely inactive (004
    Corrupted Keystone)."""
    return any(e["kind"] == "lose_ability" and e.get("card") == card for e in ctx.st.effects)
