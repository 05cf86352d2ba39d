"""Facts about a card table and about the cards of one game that the rules' queries ask for
again and again (KindIndex, GameFacts), and the `frozen` scope in which queries may remember
their answers. Built once and looked up, so the hot paths of the engine and of search ask a
table instead of walking card texts."""
from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, ClassVar, TypeVar

from .cards import Card
from .state import LAST_FACTS, KindsMemo, WondersState, kinds_memo, kinds_set

Ability = dict[str, Any]
T = TypeVar("T")
ARRIVAL_COUNTERS = ("protector", "shield", "celestial", "growth", "null")   # keywords that come as counters


class KindIndex:
    """Facts about each card of a card table that queries ask for again and again: the
    statics each card's own text has, by name; whether it links an orbital; whether its
    text can nullify others. Built once per card table (the search bot asks millions of times)."""

    __slots__ = ("activated", "any_negative", "arrival_counters", "attuned", "cards", "equipment", "facts", "kinds_with", "link", "negative", "nullifier_kinds",
                 "nullifies", "plain_power", "play_facts", "statics", "stone", "stone_kinds", "tap_only", "trigger_kinds", "triggers",
                 "plain_wonder", "play_costs", "printed_power", "unstable_kinds", "uses", "wonder_type")

    def __init__(self, cards: tuple[Card, ...]) -> None:
        self.cards = cards
        self.statics: list[dict[str, list[Ability]]] = []
        self.link: list[str] = []
        self.nullifies: list[bool] = []
        self.stone: list[bool] = []
        self.plain_power: list[bool] = []
        self.kinds_with: dict[str, frozenset[int]] = {}
        self.triggers: list[frozenset[str]] = []
        self.activated: list[bool] = []
        self.tap_only: list[bool] = []      # every activated ability taps the card (spent once tapped)
        for c in cards:
            self.triggers.append(frozenset(str(a["on"]) for a in c.abilities if "on" in a))
            self.activated.append(any("cost" in a for a in c.abilities))
            self.tap_only.append(all(a["cost"] in ("tap_free", "tap_action", "harvest")
                                     for a in c.abilities if "cost" in a))
            by: dict[str, list[Ability]] = {}
            for a in c.abilities:
                if "static" in a:
                    by.setdefault(a["static"], []).append(a)
            self.statics.append(by)
            self.link.append(str(c.keywords.get("link", "")))
            self.nullifies.append("nullify_cost_le" in by or "cant_be_nullified" in by)
            self.stone.append(bool(c.keywords.get("stone")))
            self.plain_power.append(not c.star and not ({"power_plus", "copied_bonus", "adjacent_mass"} & set(by)))
        names = {n for by in self.statics for n in by}
        self.kinds_with = {n: frozenset(k for k, by in enumerate(self.statics) if n in by) for n in names}
        self.nullifier_kinds = frozenset(k for k, v in enumerate(self.nullifies) if v)
        self.stone_kinds = frozenset(k for k, v in enumerate(self.stone) if v)
        ons = {on for t in self.triggers for on in t}
        self.trigger_kinds = {on: frozenset(k for k, t in enumerate(self.triggers) if on in t) for on in ons}
        self.unstable_kinds = frozenset(k for k, c in enumerate(cards) if c.keywords.get("unstable"))
        # True when some card could make a power negative by itself (a negative printed power,
        # power static or equipment bonus); otherwise only effects and counters can
        self.any_negative = any(_negative(c) for c in cards)
        self.negative = [_negative(c) for c in cards]
        self.attuned = ["attuned" in c.keywords for c in cards]     # may be played without an action
        self.equipment = [c.is_equipment for c in cards]
        # a card's printed type as the walks for Wonders read it: 1 a Wonder, 2 a land (a
        # Wonder with a growth counter), 0 anything else
        self.wonder_type = [1 if c.type == "wonder" else 2 if c.type == "land" else 0 for c in cards]
        # a Wonder whose text gives it no orbital link and no activated ability: a walk of
        # The World for links, Wonders and abilities to use learns only that it is a Wonder
        self.plain_wonder = [c.type == "wonder" and not self.link[k] and not self.activated[k]
                             for k, c in enumerate(cards)]
        # a Wonder's power when power() answers with the printed one (a plain power and
        # nothing on it), else None: what that answer would be
        self.printed_power = [float(c.power or 0) if c.type == "wonder" and self.plain_power[k] else None
                              for k, c in enumerate(cards)]
        # what playing a card from hand asks of it: (core, orbital, printed cost, is a spell)
        self.play_facts = [(c.core, c.orbital, c.cost, c.type == "spell") for c in cards]
        # the same for a seat with an action and no cost static: (orbital, cost with a link of it,
        # cost without one: NaN for a core card, which can't be played then, is a spell)
        self.play_costs = [(c.orbital, c.cost - 1 if c.orbital else c.cost,
                            math.nan if c.core else c.cost, c.type == "spell") for c in cards]
        # each printed activated ability, its costs read once: (index among the card's abilities,
        # cost, taps, spends an action, faith, energy, condition or None)
        self.uses = [tuple((k, str(a["cost"]), a["cost"] in ("tap_free", "tap_action", "harvest"),
                            a["cost"] in ("tap_action", "sacrifice_action", "action"), int(a.get("faith", 1)),
                            int(a.get("energy", 0)), a.get("if")) for k, a in enumerate(c.abilities)
                           if a.get("cost") is not None) for c in cards]
        # the keyword counters a card arrives with, (kind, n), in the order moves.arrive adds them
        self.arrival_counters = [tuple((k, int(c.keywords[k])) for k in ARRIVAL_COUNTERS if c.keywords.get(k))
                                 for c in cards]
        self.facts: dict[frozenset[int], GameFacts] = {}


def _negative(c: Card) -> bool:
    """True when a card prints anything that could take a power below 0."""
    if (c.power or 0) < 0 or (c.equip or {}).get("power", 0) < 0:
        return True
    for a in list(c.abilities) + list((c.equip or {}).get("abilities", [])):
        for key in ("n", "times"):
            v = a.get(key)
            if "static" in a and isinstance(v, (int, float)) and v < 0:
                return True
    return False


_INDEX: dict[int, KindIndex] = {}
# the index asked for last (a stand-in for no table until then, so the first look needs no
# test for emptiness: this runs several times an action)
_LAST: list[Any] = [type("NoIndex", (), {"cards": object()})()]


def kind_index(cards: tuple[Card, ...]) -> KindIndex:
    """The KindIndex of a card table (cached by the table's identity)."""
    ix = _LAST[0]
    if ix.cards is cards:
        return ix       # type: ignore[no-any-return]
    ix = _INDEX.get(id(cards))
    if ix is None or ix.cards is not cards:
        ix = _INDEX[id(cards)] = KindIndex(cards)
    _LAST[0] = ix
    return ix


class frozen:
    """A scope in which `st` is not changed, so queries may remember their answers:
    `with frozen(st): legal_actions(...)`. Outside such a scope nothing is remembered."""

    state: ClassVar[WondersState | None] = None
    memo: ClassVar[dict[Any, Any]] = {}

    def __init__(self, st: WondersState) -> None:
        self.st = st
        self.outer: tuple[WondersState | None, dict[Any, Any]] = (None, {})

    def __enter__(self) -> None:
        self.outer = (frozen.state, frozen.memo)
        frozen.state, frozen.memo = self.st, {}

    def __exit__(self, *exc: object) -> None:
        frozen.state, frozen.memo = self.outer


def frozen_call(st: WondersState, fn: Callable[..., T], *args: Any) -> T:
    """fn(*args) inside `with frozen(st)`, without building the scope object (once per action)."""
    outer = frozen.state, frozen.memo
    frozen.state, frozen.memo = st, {}
    try:
        return fn(*args)
    finally:
        frozen.state, frozen.memo = outer


def game_kinds(st: WondersState) -> frozenset[int]:
    """The card kinds of every card of this game (brought or made), as a set: the fast
    pre-checks ask "could any card here have X" thousands of times (state.kinds_set)."""
    return kinds_set(st)


# statics that change what may be played or attacked (legality: a game with none of them,
# nothing copied, equipped or nullified, lists its turn actions from one walk)
TURN_STATICS = frozenset(("cant_attack_here", "cost_minus", "play_from_deck_top"))


class GameFacts:
    """What the cards of one game (the kinds brought or made so far) can do at all: the
    statics and triggers any of them prints, whether any nullifies, is a stone or is
    unstable. The fast pre-checks ask these before walking The World; a game whose cards
    print none of a thing never has to look for it (copies and equipment aside, which the
    callers check themselves)."""

    __slots__ = ("any_negative", "cards", "granted", "nullifier", "plain_turns", "statics", "stone", "triggers",
                 "unstable")

    def __init__(self, ix: KindIndex, kinds: frozenset[int]) -> None:
        self.cards = ix.cards
        # the keywords any "grant" static of these cards gives (001 7: granted keywords)
        self.granted = frozenset(str(a.get("keyword")) for k in kinds if 0 <= k < len(ix.statics)
                                 for a in ix.statics[k].get("grant", ()))
        self.statics = frozenset(n for n, ks in ix.kinds_with.items() if not ks.isdisjoint(kinds))
        self.triggers = frozenset(on for on, ks in ix.trigger_kinds.items() if not ks.isdisjoint(kinds))
        self.nullifier = not ix.nullifier_kinds.isdisjoint(kinds)
        # some card here prints a part that could take a power below 0 (KindIndex.any_negative)
        self.any_negative = any(ix.negative[k] for k in kinds if 0 <= k < len(ix.negative))
        self.stone = not ix.stone_kinds.isdisjoint(kinds)
        self.unstable = not ix.unstable_kinds.isdisjoint(kinds)
        # no card prints a static that changes what may be played or attacked (legality's
        # one-walk path for turn actions asks this before every turn decision)
        self.plain_turns = TURN_STATICS.isdisjoint(self.statics)


def game_facts(st: WondersState, cards: tuple[Card, ...]) -> GameFacts:
    """The GameFacts of the kinds in `st`: kept with the kinds list's memo (one lookup: this
    is asked several times per action), else found by value, so games of the same decks
    share one answer."""
    k = st.kinds
    last = LAST_FACTS        # the answer given last, in one slot: this runs several times an action
    if last[0] is k and last[2] is cards and last[1] == len(k):
        return last[3]       # type: ignore[no-any-return]
    memo = kinds_memo(st)
    facts = memo.facts
    if facts is None or facts.cards is not cards:
        facts = _facts_of(memo, cards)
    last[:] = [k, len(k), cards, facts]
    return facts


def _facts_of(memo: KindsMemo, cards: tuple[Card, ...]) -> GameFacts:
    """The GameFacts of a kinds memo's set, remembered with the memo and in the table's index."""
    ix = kind_index(cards)
    facts = ix.facts.get(memo.set)
    if facts is None:
        if len(ix.facts) >= 256:
            ix.facts.clear()
        facts = ix.facts[memo.set] = GameFacts(ix, memo.set)
    memo.facts = facts
    return facts
