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
