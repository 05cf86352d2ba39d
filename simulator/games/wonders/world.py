"""Where Wonders cards are and what they are now: locations in The World, control, types,
nullification, the abilities and keywords a card has (printed, copied by symbiosis, granted
by equipment and statics), stones and lands held. Pure queries: nothing here changes state.
"""
from __future__ import annotations

from typing import Any, Iterator

from .cards import Card
from .state import ACTIVE, REALMS, WondersState

Ability = dict[str, Any]


def other(seat: int) -> int:
    """The opponent of `seat` (Wonders is played by two)."""
    return 1 - seat


def card_of(st: WondersState, cards: tuple[Card, ...], inst: int) -> Card:
    """The card-table entry of an instance."""
    return cards[st.kinds[inst]]


def locate(st: WondersState, inst: int) -> tuple[int, int] | None:
    """(realm, controlling seat) of a card in The World, else None."""
    for r, realm in enumerate(st.world):
        for s, side in enumerate(realm):
            if inst in side:
                return r, s
    return None


def in_world(st: WondersState) -> Iterator[tuple[int, int, int]]:
    """(realm, seat, instance) for every card in The World, realm by realm."""
    for r, realm in enumerate(st.world):
        for s, side in enumerate(realm):
            for inst in side:
                yield r, s, inst


def active_realms(st: WondersState) -> list[int]:
    """The realms that are open (001 6 Active Realm)."""
    return [r for r in range(REALMS) if st.realm_state[r] == ACTIVE]


def adjacent(r: int) -> list[int]:
    """Realms adjacent to r: numbers differing by one (DESIGN.md, Wonders decisions)."""
    return [x for x in (r - 1, r + 1) if 0 <= x < REALMS]


def is_type(st: WondersState, cards: tuple[Card, ...], inst: int, kind: str) -> bool:
    """True when the card is of that type now: a land with a growth counter is also a Wonder
    (001 7 Growth Counters); a face-down card is of no type (001 5 Face-down Cards)."""
    if inst in st.facedown:
        return False
    c = cards[st.kinds[inst]]
    if c.type == kind:
        return True
    return kind == "wonder" and c.type == "land" and st.counters.get(inst, {}).get("growth", 0) > 0


def is_wonder(st: WondersState, cards: tuple[Card, ...], inst: int) -> bool:
    """True for a Wonder now (see is_type)."""
    return is_type(st, cards, inst, "wonder")


def wonders_at(st: WondersState, cards: tuple[Card, ...], realm: int, seat: int) -> list[int]:
    """The Wonders `seat` controls in a realm."""
    return [i for i in st.world[realm][seat] if is_wonder(st, cards, i)]


def classes(st: WondersState, cards: tuple[Card, ...], inst: int) -> tuple[str, ...]:
    """A card's classes, with those an effect gave it (Power of Bloodlines)."""
    extra = st.extra_classes.get(inst)
    base = cards[st.kinds[inst]].classes
    return base + tuple(extra) if extra else base


# -- nullification (001 5 Nullify) -------------------------------------------------------
def _printed_static(card: Card, name: str) -> list[Ability]:
    return [a for a in card.abilities if a.get("static") == name]


def nullified_set(st: WondersState, cards: tuple[Card, ...]) -> set[int]:
    """The cards in The World whose rules text is blank now: null counters, nullify effects
    (one card, or every card of some types this round: Path of Light), and Sirius-like
    statics of cards not themselves nullified; minus cards that "can't be nullified"."""
    out: set[int] = set()
    types: set[str] = set()
    for e in st.effects:
        k = e["kind"]
        if k == "nullify":
            out.add(e["target"])
        elif k == "nullify_types":
            types.update(e["types"])
    for _r, _s, inst in in_world(st):
        if st.counters.get(inst, {}).get("null", 0) > 0:
            out.add(inst)
        elif types and cards[st.kinds[inst]].type in types:
            out.add(inst)
    statics = [(s, inst, a) for _r, s, inst in in_world(st) if inst not in out
               for a in cards[st.kinds[inst]].abilities if a.get("static") in ("nullify_cost_le", "cant_be_nullified")]
    if not statics:
        return out
    protected: set[int] = set()
    for s, inst, a in statics:
        if a["static"] == "cant_be_nullified":
            who = a.get("who", "self")
            protected.update([inst] if who == "self" else [i for _r, s2, i in in_world(st) if s2 == s])
    for s, inst, a in statics:
        if a["static"] == "nullify_cost_le":
            n = int(a.get("n", 0))
            for _r, s2, i in in_world(st):
                c = cards[st.kinds[i]]
                if s2 != s and c.cost <= n and (c.type == "item" or is_wonder(st, cards, i)):
                    out.add(i)
    return out - protected


def is_nullified(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> bool:
    """True when the card's rules text is blank now."""
    return inst in (null if null is not None else nullified_set(st, cards))


# -- abilities and keywords ---------------------------------------------------------------
def text_sources(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> list[Card]:
    """The cards whose rules text this card has now: its own and those it copied with
    symbiosis (001 7 Symbiosis); none while nullified. Copied text is printed text of the
    copied cards, so a copy of a copy carries both (symbiosis chains)."""
    if inst in st.facedown or is_nullified(st, cards, inst, null):
        return []
    own = cards[st.kinds[inst]]
    copied = st.copied.get(inst)
    return [own] + [cards[k] for k in copied] if copied else [own]


def equipment_of(st: WondersState, wonder: int) -> list[int]:
    """The items equipping a Wonder."""
    return [item for item, w in st.equipped.items() if w == wonder]


def abilities(st: WondersState, cards: tuple[Card, ...], inst: int, null: set[int] | None = None) -> list[Ability]:
    """Every ability a card has now: its text (and copies), and what equipment grants it
    (granted abilities stay when the Wonder is nullified: 001 5 Nullify)."""
    out = [a for c in text_sources(st, cards, inst, null) for a in c.abilities]
    for item in equipment_of(st, inst):
        eq = cards[st.kinds[item]].equip
        if eq and not is_nullified(st, cards, item, null):
            out += eq.get("abilities", [])
    return out


def keyword_count(st: WondersState, cards: tuple[Card, ...], inst: int, keyword: str,
                  null: set[int] | None = None) -> int:
    """How many instances of a keyword a card has now (two deathstrikes kill two enemies:
    001 7 Symbiosis example 1): printed, copied (never symbiosis itself), from equipment and
    from statics of the card's controller's cards."""
    null = null if null is not None else nullified_set(st, cards)
    n = 0
    for i, c in enumerate(text_sources(st, cards, inst, null)):
        if i > 0 and keyword == "symbiosis":
            continue          # symbiosis can't copy another symbiosis ability
        if c.keywords.get(keyword):
            n += 1
    for item in equipment_of(st, inst):
        eq = cards[st.kinds[item]].equip
        if eq and keyword in eq.get("keywords", ()) and item not in null:
            n += 1
    where = locate(st, inst)
    if where is None:
        return n
    realm, seat = where
    is_token = cards[st.kinds[inst]].is_token
    for r, s, src in in_world(st):
        if s != seat:
            continue
        for c in text_sources(st, cards, src, null):
            for a in c.abilities:
                if a.get("static") != "grant" or a.get("keyword") != keyword:
                    continue
                who = a.get("who", "allies")
                if (who == "allies" or (who == "token_allies" and is_token)
                        or (who == "allies_here" and r == realm)):
                    n += 1
    return n


def has_keyword(st: WondersState, cards: tuple[Card, ...], inst: int, keyword: str,
                null: set[int] | None = None) -> bool:
    """True when the card has the keyword now."""
    return keyword_count(st, cards, inst, keyword, null) > 0


def static_abilities(st: WondersState, cards: tuple[Card, ...], name: str,
                     null: set[int] | None = None) -> Iterator[tuple[int, int, int, Ability]]:
    """(realm, seat, source, ability) for every active static of that name in The World."""
    null = null if null is not None else nullified_set(st, cards)
    for r, s, inst in in_world(st):
        for a in abilities(st, cards, inst, null):
            if a.get("static") == name:
                yield r, s, inst, a


# -- stones, lands and links ----------------------------------------------------------------
def card_stones(st: WondersState, cards: tuple[Card, ...], null: set[int] | None = None) -> list[tuple[int, int, int]]:
    """(realm, seat, card) for cards in The World that count as stones (Gem Primordial,
    Formless Stones): while their text is not blank (001 4 Path of Light example)."""
    null = null if null is not None else nullified_set(st, cards)
    return [(r, s, i) for r, s, i in in_world(st)
            if any(c.keywords.get("stone") for c in text_sources(st, cards, i, null))]


def stones_held(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int] | None = None) -> int:
    """Stones `seat` controls: stones in active realms seized by it, and cards that are stones.
    Stones in inactive realms still exist but can't be interacted with (001 2 Stones)."""
    n = sum(1 for r in active_realms(st) for owner in st.stones[r] if owner == seat)
    return n + sum(1 for _r, s, _i in card_stones(st, cards, null) if s == seat)


def stones_in(st: WondersState, cards: tuple[Card, ...], realm: int, seat: int,
              null: set[int] | None = None) -> int:
    """Stones `seat` controls in one realm (for realm control, 001 5 Control)."""
    n = sum(1 for owner in st.stones[realm] if owner == seat)
    return n + sum(1 for r, s, _i in card_stones(st, cards, null) if r == realm and s == seat)


def lands(st: WondersState, cards: tuple[Card, ...], seat: int, orbital: str = "") -> list[int]:
    """The lands `seat` controls (of an orbital, when given)."""
    return [i for _r, s, i in in_world(st) if s == seat and i not in st.facedown
            and cards[st.kinds[i]].type == "land" and (not orbital or cards[st.kinds[i]].orbital == orbital)]


def links(st: WondersState, cards: tuple[Card, ...], seat: int, null: set[int] | None = None) -> set[str]:
    """The orbitals `seat` has an orbital link with (001 7 Orbital Link; links can be nullified)."""
    null = null if null is not None else nullified_set(st, cards)
    out: set[str] = set()
    for _r, s, i in in_world(st):
        if s == seat:
            for c in text_sources(st, cards, i, null):
                if c.keywords.get("link"):
                    out.add(c.keywords["link"])
    return out


def opponents_cant_affect(st: WondersState, cards: tuple[Card, ...], inst: int, by: int,
                          null: set[int] | None = None) -> bool:
    """True when `by` may not tap, control or put counters on `inst` (Whisperleaf Cloak)."""
    where = locate(st, inst)
    if where is None or where[1] == by:
        return False
    null = null if null is not None else nullified_set(st, cards)
    for a in abilities(st, cards, inst, null):
        if a.get("static") == "opponents_cant_affect" and a.get("who", "self") in ("self", "equipped"):
            return True
    for item in equipment_of(st, inst):
        if item not in null and any(a.get("static") == "opponents_cant_affect" and a.get("who") == "equipped"
                                    for a in cards[st.kinds[item]].abilities):
            return True
    return False
