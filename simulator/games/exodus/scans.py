"""What legality asks of a hand or a graveyard over and over, worked out once per content.

Every decision asks whether the players could answer it (legality.instant_actions), and in
a long game a hand holds some twenty cards that change far less often than they are asked
about. A scan looks only at the cards of one zone and their kinds, so it is kept on the
state (`ExodusState.scans`) with a copy of the zone it was made from and reused while the
zone holds the same cards in the same order. Card kinds never change in a live state: the
only code that changes them (observe.py) deals hidden cards into fresh clones and empties
their scans (a clone carries its original's over; from_json and new_state start empty).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .cards import Card
from .state import ExodusState


@dataclass(slots=True)
class HandScan:
    """One hand by kind, in hand order; "first" means one card for each kind (the first held),
    and a kind of -1 (a hidden card) is looked up as the rules did: cards[-1]. Read only
    (not frozen only because a frozen dataclass is slower to make)."""

    # (card, its table entry, its effect's cost, "if" and target word), known kinds only
    symmetries: tuple[tuple[int, Card, dict[str, Any] | None, dict[str, Any] | None, str | None], ...]
    sym_energy: bool                           # whether any of them costs energy
    creatures: tuple[int, ...]                 # first creature of each kind
    energy_kinds: tuple[int, ...]              # first energy of each kind
    energy: int                                # energy cards of known kind (to pay costs with)
    activated: tuple[int, ...]                 # cards with an ability activated from the hand


_ACTIVATED: dict[int, dict[str, frozenset[int]]] = {}


def activated_kinds(cards: tuple[Card, ...]) -> dict[str, frozenset[int]]:
    """Zone ("field", "hand", "graveyard") -> the card kinds with an ability activated from
    there, either side or as an Afterthought ("any" counts everywhere); cached per table."""
    found = _ACTIVATED.get(id(cards))
    if found is None:
        ids = {c.id: c for c in cards}
        zones: dict[str, set[int]] = {"field": set(), "hand": set(), "graveyard": set()}
        for c in cards:
            sides = [c] + ([ids[c.back]] if c.back else [])
            for side_card in sides:
                for ab in side_card.abilities + side_card.afterthought:
                    where = ab.get("activate")
                    for zone, kinds in zones.items():
                        if where == zone or where == "any":
                            kinds.add(c.index)
        found = {z: frozenset(k) for z, k in zones.items()}
        _ACTIVATED[id(cards)] = found
    return found


def activated_in_game(st: ExodusState, cards: tuple[Card, ...]) -> dict[str, frozenset[int]]:
    """activated_kinds narrowed to the kinds of the cards in this game, with "any": the three
    together (most games hold few or none of them, and then there is nothing to look for).
    Worked out again whenever a card instance is added (kinds of existing instances never
    change, see the module docstring)."""
    kept = st.scans.get("act")
    if kept is not None and kept[0] is cards and kept[1] == len(st.kinds):
        found: dict[str, frozenset[int]] = kept[2]
        return found
    present = frozenset(st.kinds)
    found = {zone: kinds & present for zone, kinds in activated_kinds(cards).items()}
    found["any"] = found["field"] | found["hand"] | found["graveyard"]
    st.scans["act"] = (cards, len(st.kinds), found)
    return found


def instant_flags(st: ExodusState, cards: tuple[Card, ...]) -> tuple[bool, frozenset[int]]:
    """What every instant_actions call asks first, in one look-up: whether any card in the
    game has an activated Ability (activated_in_game's "any"), and the kinds in the game that
    are unaffected by symmetries (static_kinds_in_game "symmetry_immune"); kept as those are."""
    kept = st.scans.get("flags")
    if kept is not None and kept[0] is cards and kept[1] == len(st.kinds):
        found: tuple[bool, frozenset[int]] = kept[2]
        return found
    found = (bool(activated_in_game(st, cards)["any"]), static_kinds_in_game(st, cards, "symmetry_immune"))
    st.scans["flags"] = (cards, len(st.kinds), found)
    return found


_STATIC: dict[tuple[int, str], frozenset[int]] = {}


def static_kinds(cards: tuple[Card, ...], name: str) -> frozenset[int]:
    """The card kinds with a static ability of this kind on either side; cached per table."""
    key = (id(cards), name)
    found = _STATIC.get(key)
    if found is None:
        by_id = {c.id: c for c in cards}
        found = frozenset(c.index for c in cards
                          if name in c.static_names or (c.back and name in by_id[c.back].static_names))
        _STATIC[key] = found
    return found


def static_kinds_in_game(st: ExodusState, cards: tuple[Card, ...], name: str) -> frozenset[int]:
    """static_kinds narrowed to the kinds of the cards in this game (most games hold none);
    kept under the static's name and worked out again whenever a card instance is added (as
    activated_in_game)."""
    kept = st.scans.get(name)
    if kept is not None and kept[0] is cards and kept[1] == len(st.kinds):
        found: frozenset[int] = kept[2]
        return found
    found = static_kinds(cards, name) & frozenset(st.kinds)
    st.scans[name] = (cards, len(st.kinds), found)
    return found


_SHARED_MAX = 4096      # hands kept at most in one shared table: then it starts again


def hand_scan(st: ExodusState, cards: tuple[Card, ...], seat: int) -> HandScan:
    """The scan of `seat`'s hand, reused while the hand is unchanged; a hand seen before by
    this state or a clone of it (the search plays the same move on several clones) is looked
    up by its cards in a table the clones share (`scans["hands"]`: one object, and the kinds
    it was made for are the same in every clone)."""
    hand = st.hand[seat]
    scans = st.scans
    kept = scans.get(seat)
    if kept is not None and kept[0] is cards and kept[1] == hand:
        scan: HandScan = kept[2]
        return scan
    shared: tuple[tuple[Card, ...], int, dict[tuple[int, ...], HandScan]] | None = scans.get("hands")
    if shared is None or shared[0] is not cards or shared[1] != len(st.kinds) or len(shared[2]) >= _SHARED_MAX:
        shared = scans["hands"] = (cards, len(st.kinds), {})
    key = tuple(hand)
    table = shared[2]
    found = table.get(key)
    if found is None:
        found = table[key] = _scan(st, cards, hand)
    scans[seat] = (cards, hand[:], found)
    return found


_OTHER, _ENERGY, _CREATURE, _SYMMETRY = 0, 1, 2, 3
_KINDS: dict[int, tuple[tuple[Card, ...], tuple[int, ...], tuple[Any, ...]]] = {}


def _kind_table(cards: tuple[Card, ...]) -> tuple[tuple[int, ...], tuple[Any, ...]]:
    """Per card-table index: its sort (energy, creature, symmetry, other) and, for a
    symmetry, the (card, cost, "if", target) a scan lists; made once per table (a scan looks
    these up for every card of a hand, and attribute and dict look-ups cost more)."""
    kept = _KINDS.get(id(cards))
    if kept is not None and kept[0] is cards:
        return kept[1], kept[2]
    sorts = tuple(_ENERGY if c.is_energy else _CREATURE if c.is_creature else _SYMMETRY if c.is_symmetry
                  else _OTHER for c in cards)
    syms = tuple((c, (c.effect or {}).get("cost"), (c.effect or {}).get("if"), (c.effect or {}).get("target"))
                 if c.is_symmetry else None for c in cards)
    _KINDS[id(cards)] = (cards, sorts, syms)
    return sorts, syms


def _scan(st: ExodusState, cards: tuple[Card, ...], hand: list[int]) -> HandScan:
    """A hand scanned card by card."""
    kinds = st.kinds
    sorts, sym_of = _kind_table(cards)
    syms: list[tuple[int, Card, dict[str, Any] | None, dict[str, Any] | None, str | None]] = []
    creatures: list[int] = []
    energies: list[int] = []
    seen: set[int] = set()                # kinds listed already (a kind has one sort)
    energy = 0
    for c in hand:
        k = kinds[c]
        sort = sorts[k]                   # (a hidden card, kind -1, is looked up as cards[-1])
        if sort == _ENERGY:
            if k >= 0:
                energy += 1
            if k not in seen:
                seen.add(k)
                energies.append(c)
        elif sort == _CREATURE:
            if k not in seen:
                seen.add(k)
                creatures.append(c)
        elif sort == _SYMMETRY and k >= 0 and k not in seen:
            seen.add(k)
            card, cost, cond, target = sym_of[k]
            syms.append((c, card, cost, cond, target))
    from_hand = activated_in_game(st, cards)["hand"]
    return HandScan(tuple(syms), any(cost and "energy" in cost for _, _, cost, _, _ in syms),
                    tuple(creatures), tuple(energies), energy,
                    tuple(c for c in hand if kinds[c] in from_hand) if from_hand else ())


def grave_activated(st: ExodusState, seat: int, from_grave: frozenset[int]) -> list[int]:
    """The cards in `seat`'s graveyard whose kind is in `from_grave` (abilities activated
    from the graveyard), in graveyard order; reused while the graveyard is unchanged."""
    grave = st.grave[seat]
    key = -1 - seat
    kept = st.scans.get(key)
    if kept is not None and kept[0] is from_grave and kept[1] == grave:
        out: list[int] = kept[2]
        return out
    kinds = st.kinds
    out = [c for c in grave if kinds[c] in from_grave]
    st.scans[key] = (from_grave, grave[:], out)
    return out
